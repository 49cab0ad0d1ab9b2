; simtc:launch grid=2 block=64 warp=32 in=int32[128]:iota out=int32[2]
; simtc:expect out=[2016,6112]
; ModuleID = 'barrier_reduction.cu'
source_filename = "barrier_reduction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17barrier_reductionE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_reduction(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = add nsw i32 %6, %3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = sext i32 %3 to i64
  %12 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ17barrier_reductionE3buf, i64 0, i64 %11
  %13 = addrspacecast i32 addrspace(3)* %12 to i32*
  store i32 %10, i32* %13, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp sgt i32 %5, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %29, %2
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %32, label %36

17:                                               ; preds = %2, %29
  %18 = phi i32 [ %30, %29 ], [ %10, %2 ]
  %19 = phi i32 [ %20, %29 ], [ %5, %2 ]
  %20 = lshr i32 %19, 1
  %21 = icmp slt i32 %3, %20
  br i1 %21, label %22, label %29

22:                                               ; preds = %17
  %23 = add nsw i32 %20, %3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ17barrier_reductionE3buf, i64 0, i64 %24
  %26 = addrspacecast i32 addrspace(3)* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !5
  %28 = add nsw i32 %18, %27
  store i32 %28, i32* %13, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %22, %17
  %30 = phi i32 [ %28, %22 ], [ %18, %17 ]
  tail call void @llvm.nvvm.barrier0()
  %31 = icmp ult i32 %19, 4
  br i1 %31, label %15, label %17, !llvm.loop !9

32:                                               ; preds = %15
  %33 = sext i32 %4 to i64
  %34 = getelementptr inbounds i32, i32* %1, i64 %33
  %35 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ17barrier_reductionE3buf to [64 x i32]*), i64 0, i64 0), align 4, !tbaa !5
  store i32 %35, i32* %34, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %32, %15
  tail call void @llvm.nvvm.membar.gl()
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @barrier_reduction, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
