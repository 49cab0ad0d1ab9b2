; simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
; simtc:expect out=[0,2,2,6,4,10,6,14,8,18,10,22,12,26,14,30,16,34,18,38,20,42,22,46,24,50,26,54,28,58,30,62,32,66,34,70,36,74,38,78,40,82,42,86,44,90,46,94,48,98,50,102,52,106,54,110,56,114,58,118,60,122,62,126]
; simtc:expect status=ok mech=its,mimd
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'syncwarp_split.cu'
source_filename = "syncwarp_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14syncwarp_splitE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @syncwarp_split(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ14syncwarp_splitE1s, i64 0, i64 %8
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*
  store i32 0, i32* %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %11 = and i32 %6, 1
  %12 = getelementptr inbounds i32, i32* %0, i64 %8
  br label %16

13:                                               ; preds = %16
  %14 = load i32, i32* %10, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %14, i32* %15, align 4, !tbaa !5
  ret void

16:                                               ; preds = %2, %16
  %17 = phi i32 [ 0, %2 ], [ %21, %16 ]
  %18 = load i32, i32* %12, align 4, !tbaa !5
  %19 = load i32, i32* %10, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %21 = add nuw nsw i32 %17, 1
  %22 = icmp eq i32 %17, %11
  br i1 %22, label %13, label %16, !llvm.loop !9
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

!0 = !{void (i32*, i32*)* @syncwarp_split, !"kernel", i32 1}
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
