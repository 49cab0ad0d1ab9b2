; simtc:launch kernel=reduce grid=2 block=64 shared-bytes=256 in=float32[128]:iota out=float32[2] flag=int32[2]
; simtc:expect out=[2016,6112]
; simtc:expect flag=[1,1]
; ModuleID = 'reduce_dyn.cu'
source_filename = "reduce_dyn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6reduceE4seen = internal unnamed_addr addrspace(3) global i32 undef, align 4
@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  store i32 1, i32* addrspacecast (i32 addrspace(3)* @_ZZ6reduceE4seen to i32*), align 4, !tbaa !6
  br label %7

7:                                                ; preds = %6, %3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nsw i32 %8, %9
  %11 = add nsw i32 %10, %4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !10
  %15 = sext i32 %4 to i64
  %16 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %15
  %17 = addrspacecast float addrspace(3)* %16 to float*
  store float %14, float* %17, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp sgt i32 %9, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %33, %7
  %20 = sext i32 %8 to i64
  br i1 %5, label %35, label %40

21:                                               ; preds = %7, %33
  %22 = phi i32 [ %23, %33 ], [ %9, %7 ]
  %23 = lshr i32 %22, 1
  %24 = icmp slt i32 %4, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %21
  %26 = add nsw i32 %23, %4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %27
  %29 = addrspacecast float addrspace(3)* %28 to float*
  %30 = load float, float* %29, align 4, !tbaa !10
  %31 = load float, float* %17, align 4, !tbaa !10
  %32 = fadd contract float %30, %31
  store float %32, float* %17, align 4, !tbaa !10
  br label %33

33:                                               ; preds = %25, %21
  tail call void @llvm.nvvm.barrier0()
  %34 = icmp ult i32 %22, 4
  br i1 %34, label %19, label %21, !llvm.loop !12

35:                                               ; preds = %19
  %36 = getelementptr inbounds i32, i32* %2, i64 %20
  %37 = getelementptr inbounds float, float* %1, i64 %20
  %38 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 0), align 4, !tbaa !10
  store float %38, float* %37, align 4, !tbaa !10
  %39 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ6reduceE4seen to i32*), align 4, !tbaa !6
  store i32 %39, i32* %36, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %35, %19
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z4fillPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #3 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nsw i32 %2, %3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nsw i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  store i32 7, i32* %8, align 4, !tbaa !6
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32*)* @reduce, !"kernel", i32 1}
!1 = !{void (i32*)* @_Z4fillPi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
