; simtc:launch grid=1 block=32,2 out=int32[64] bal=int32[64]
; simtc:expect out=[0*16,11*16,0*16,11*16]
; simtc:expect bal=[43690*16,-1431699456*16,43690*16,-1431699456*16]
; simtc:expect status=ok
; ModuleID = 'vote_mask.cu'
source_filename = "vote_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vote_mask(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = icmp slt i32 %6, 16
  %9 = select i1 %8, i32 65535, i32 -65536
  %10 = icmp eq i32 %6, 20
  %11 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %9, i1 %10)
  %12 = icmp ne i32 %6, 5
  %13 = tail call i1 @llvm.nvvm.vote.all.sync(i32 %9, i1 %12)
  %14 = zext i1 %13 to i32
  %15 = select i1 %11, i32 10, i32 0
  %16 = or i32 %15, %14
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %16, i32* %18, align 4, !tbaa !5
  %19 = and i32 %6, 1
  %20 = icmp ne i32 %19, 0
  %21 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %9, i1 %20)
  %22 = getelementptr inbounds i32, i32* %1, i64 %17
  store i32 %21, i32* %22, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @vote_mask, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
