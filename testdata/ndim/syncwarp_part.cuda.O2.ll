; simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
; simtc:expect out=[2,0,6,4,10,8,14,12,18,16,22,20,26,24,30,28,-1*16,66,64,70,68,74,72,78,76,82,80,86,84,90,88,94,92,-1*16]
; simtc:expect status=ok
; ModuleID = 'syncwarp_part.cu'
source_filename = "syncwarp_part.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13syncwarp_partE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @syncwarp_part(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = icmp slt i32 %6, 16
  %9 = sext i32 %7 to i64
  br i1 %8, label %10, label %21

10:                                               ; preds = %2
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = shl nsw i32 %12, 1
  %14 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ13syncwarp_partE1s, i64 0, i64 %9
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*
  store i32 %13, i32* %15, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %16 = xor i32 %7, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ13syncwarp_partE1s, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %2, %10
  %22 = phi i32 [ %20, %10 ], [ -1, %2 ]
  %23 = getelementptr inbounds i32, i32* %1, i64 %9
  store i32 %22, i32* %23, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @syncwarp_part, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
