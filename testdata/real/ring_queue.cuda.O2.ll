; simtc:launch grid=2 block=32 warp=32 q=int32[4] slots=int32[16]
; simtc:expect q=[0,937,64,0]
; ModuleID = 'ring_queue.cu'
source_filename = "ring_queue.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.queue = type { i32, i32, i32, i32 }

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @ring_queue(%struct.queue* nocapture noundef %0, i32* nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = getelementptr inbounds %struct.queue, %struct.queue* %0, i64 0, i32 0
  %9 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %8, i32 15) #3
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %1, i64 %10
  %12 = atomicrmw add i32* %11, i32 %7 seq_cst, align 4
  %13 = getelementptr inbounds %struct.queue, %struct.queue* %0, i64 0, i32 1
  %14 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nonnull %13, i32 1000) #3
  %15 = getelementptr inbounds %struct.queue, %struct.queue* %0, i64 0, i32 2
  %16 = atomicrmw add i32* %15, i32 1 seq_cst, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #2

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { argmemonly nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.queue*, i32*)* @ring_queue, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
