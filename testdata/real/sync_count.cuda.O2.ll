; simtc:launch grid=2 block=64 warp=32 in=int32[128]:iota out=int32[128]
; simtc:expect out=[32010*64,64081*64]
; ModuleID = 'sync_count.cu'
source_filename = "sync_count.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sync_count(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = and i32 %10, 1
  %12 = xor i32 %11, 1
  %13 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %12)
  %14 = icmp slt i32 %10, 64
  %15 = zext i1 %14 to i32
  %16 = tail call i32 @llvm.nvvm.barrier0.and(i32 %15)
  %17 = icmp sgt i32 %10, 100
  %18 = zext i1 %17 to i32
  %19 = tail call i32 @llvm.nvvm.barrier0.or(i32 %18)
  %20 = mul nsw i32 %13, 1000
  %21 = mul nsw i32 %16, 10
  %22 = icmp sgt i32 %7, 63
  %23 = select i1 %22, i32 32080, i32 0
  %24 = add i32 %23, %20
  %25 = add i32 %24, %21
  %26 = add i32 %25, %19
  %27 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %26, i32* %27, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #2

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @sync_count, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
