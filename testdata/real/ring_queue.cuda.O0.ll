; simtc:launch grid=2 block=32 warp=32 q=int32[4] slots=int32[16]
; simtc:expect q=[0,937,64,0]
; ModuleID = 'ring_queue.cu'
source_filename = "ring_queue.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.queue = type { i32, i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @ring_queue(%struct.queue* noundef %0, i32* noundef %1) #0 {
  %3 = alloca %struct.queue*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.queue* %0, %struct.queue** %3, align 8
  store i32* %1, i32** %4, align 8
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul nsw i32 %7, %8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add nsw i32 %9, %10
  store i32 %11, i32* %5, align 4
  %12 = load %struct.queue*, %struct.queue** %3, align 8
  %13 = getelementptr inbounds %struct.queue, %struct.queue* %12, i32 0, i32 0
  %14 = call noundef i32 @_ZL9atomicIncPjj(i32* noundef %13, i32 noundef 15) #4
  store i32 %14, i32* %6, align 4
  %15 = load i32*, i32** %4, align 8
  %16 = load i32, i32* %6, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %5, align 4
  %20 = call noundef i32 @_ZL9atomicAddPVii(i32* noundef %18, i32 noundef %19) #4
  %21 = load %struct.queue*, %struct.queue** %3, align 8
  %22 = getelementptr inbounds %struct.queue, %struct.queue* %21, i32 0, i32 1
  %23 = call noundef i32 @_ZL9atomicDecPjj(i32* noundef %22, i32 noundef 1000) #4
  %24 = load %struct.queue*, %struct.queue** %3, align 8
  %25 = getelementptr inbounds %struct.queue, %struct.queue* %24, i32 0, i32 2
  %26 = call noundef i32 @_ZL9atomicAddPVii(i32* noundef %25, i32 noundef 1) #4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL9atomicIncPjj(i32* noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32*, i32** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %5, i32 %6)
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL9atomicAddPVii(i32* noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32*, i32** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = atomicrmw add i32* %5, i32 %6 seq_cst, align 4
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL9atomicDecPjj(i32* noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32*, i32** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* %5, i32 %6)
  ret i32 %7
}

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #3

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { argmemonly nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.queue*, i32*)* @ring_queue, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
