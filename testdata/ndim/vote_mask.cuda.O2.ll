; simtc:launch grid=1 block=32,2 out=int32[64] bal=int32[64] sh=int32[64]
; simtc:expect out=[0*16,11*16,0*16,11*16]
; simtc:expect bal=[43690*16,-1431699456*16,43690*16,-1431699456*16]
; simtc:expect sh=[1,0,3,2,5,4,7,6,9,8,11,10,13,12,15,14,17,16,19,18,21,20,23,22,25,24,27,26,29,28,31,30,33,32,35,34,37,36,39,38,41,40,43,42,45,44,47,46,49,48,51,50,53,52,55,54,57,56,59,58,61,60,63,62]
; simtc:expect status=ok
; ModuleID = 'vote_mask.cu'
source_filename = "vote_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vote_mask(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nsw i32 %6, %7
  %9 = icmp slt i32 %7, 16
  %10 = select i1 %9, i32 65535, i32 -65536
  %11 = icmp eq i32 %7, 20
  %12 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %10, i1 %11)
  %13 = icmp ne i32 %7, 5
  %14 = tail call i1 @llvm.nvvm.vote.all.sync(i32 %10, i1 %13)
  %15 = zext i1 %14 to i32
  %16 = select i1 %12, i32 10, i32 0
  %17 = or i32 %16, %15
  %18 = sext i32 %8 to i64
  %19 = getelementptr inbounds i32, i32* %0, i64 %18
  store i32 %17, i32* %19, align 4, !tbaa !5
  %20 = and i32 %7, 1
  %21 = icmp ne i32 %20, 0
  %22 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %10, i1 %21)
  %23 = getelementptr inbounds i32, i32* %1, i64 %18
  store i32 %22, i32* %23, align 4, !tbaa !5
  %24 = xor i32 %7, 1
  %25 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %10, i32 %8, i32 %24, i32 31)
  %26 = getelementptr inbounds i32, i32* %2, i64 %18
  store i32 %25, i32* %26, align 4, !tbaa !5
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

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32*)* @vote_mask, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
