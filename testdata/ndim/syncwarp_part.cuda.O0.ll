; simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
; simtc:expect out=[2,0,6,4,10,8,14,12,18,16,22,20,26,24,30,28,-1*16,66,64,70,68,74,72,78,76,82,80,86,84,90,88,94,92,-1*16]
; simtc:expect status=ok
; ModuleID = 'syncwarp_part.cu'
source_filename = "syncwarp_part.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13syncwarp_partE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @syncwarp_part(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32* %1, i32** %4, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nsw i32 %8, %9
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* %5, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %13, i32* %6, align 4
  store i32 -1, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %14, 16
  br i1 %15, label %16, label %31

16:                                               ; preds = %2
  %17 = load i32*, i32** %3, align 8
  %18 = load i32, i32* %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %17, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = mul nsw i32 %21, 2
  %23 = load i32, i32* %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ13syncwarp_partE1s to [64 x i32]*), i64 0, i64 %24
  store i32 %22, i32* %25, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %26 = load i32, i32* %5, align 4
  %27 = xor i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ13syncwarp_partE1s to [64 x i32]*), i64 0, i64 %28
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %7, align 4
  br label %31

31:                                               ; preds = %16, %2
  %32 = load i32, i32* %7, align 4
  %33 = load i32*, i32** %4, align 8
  %34 = load i32, i32* %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  store i32 %32, i32* %36, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @syncwarp_part, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
