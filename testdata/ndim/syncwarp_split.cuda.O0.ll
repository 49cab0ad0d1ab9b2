; simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
; simtc:expect out=[0,2,2,6,4,10,6,14,8,18,10,22,12,26,14,30,16,34,18,38,20,42,22,46,24,50,26,54,28,58,30,62,32,66,34,70,36,74,38,78,40,82,42,86,44,90,46,94,48,98,50,102,52,106,54,110,56,114,58,118,60,122,62,126]
; simtc:expect status=ok mech=its,mimd
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'syncwarp_split.cu'
source_filename = "syncwarp_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14syncwarp_splitE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @syncwarp_split(i32* noundef %0, i32* noundef %1) #0 {
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
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ14syncwarp_splitE1s to [64 x i32]*), i64 0, i64 %15
  store i32 0, i32* %16, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 0, i32* %7, align 4
  br label %17

17:                                               ; preds = %33, %2
  %18 = load i32, i32* %7, align 4
  %19 = load i32, i32* %6, align 4
  %20 = and i32 %19, 1
  %21 = icmp sle i32 %18, %20
  br i1 %21, label %22, label %36

22:                                               ; preds = %17
  %23 = load i32*, i32** %3, align 8
  %24 = load i32, i32* %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32, i32* %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ14syncwarp_splitE1s to [64 x i32]*), i64 0, i64 %29
  %31 = load i32, i32* %30, align 4
  %32 = add nsw i32 %31, %27
  store i32 %32, i32* %30, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %33

33:                                               ; preds = %22
  %34 = load i32, i32* %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %7, align 4
  br label %17, !llvm.loop !5

36:                                               ; preds = %17
  %37 = load i32, i32* %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @_ZZ14syncwarp_splitE1s to [64 x i32]*), i64 0, i64 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32*, i32** %4, align 8
  %42 = load i32, i32* %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  store i32 %40, i32* %44, align 4
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

!0 = !{void (i32*, i32*)* @syncwarp_split, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
