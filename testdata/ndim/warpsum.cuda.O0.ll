; simtc:launch grid=2 block=16,8 in=int32[256]:iota out=int32[2]
; simtc:expect out=[8128,24512]
; ModuleID = 'warpsum.cu'
source_filename = "warpsum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7warpsumE1s = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @warpsum(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32* %1, i32** %4, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %5, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nsw i32 %15, %16
  store i32 %17, i32* %6, align 4
  %18 = load i32*, i32** %3, align 8
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = load i32, i32* %6, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32, i32* %5, align 4
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %18, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %28
  store i32 %26, i32* %29, align 4
  call void @llvm.nvvm.barrier0()
  %30 = load i32, i32* %6, align 4
  %31 = sdiv i32 %30, 2
  store i32 %31, i32* %7, align 4
  br label %32

32:                                               ; preds = %52, %2
  %33 = load i32, i32* %7, align 4
  %34 = icmp sge i32 %33, 32
  br i1 %34, label %35, label %55

35:                                               ; preds = %32
  %36 = load i32, i32* %5, align 4
  %37 = load i32, i32* %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %51

39:                                               ; preds = %35
  %40 = load i32, i32* %5, align 4
  %41 = load i32, i32* %7, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %43
  %45 = load i32, i32* %44, align 4
  %46 = load i32, i32* %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = add nsw i32 %49, %45
  store i32 %50, i32* %48, align 4
  br label %51

51:                                               ; preds = %39, %35
  call void @llvm.nvvm.barrier0()
  br label %52

52:                                               ; preds = %51
  %53 = load i32, i32* %7, align 4
  %54 = ashr i32 %53, 1
  store i32 %54, i32* %7, align 4
  br label %32, !llvm.loop !5

55:                                               ; preds = %32
  %56 = load i32, i32* %5, align 4
  %57 = icmp slt i32 %56, 32
  br i1 %57, label %58, label %91

58:                                               ; preds = %55
  store i32 16, i32* %8, align 4
  br label %59

59:                                               ; preds = %78, %58
  %60 = load i32, i32* %8, align 4
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %81

62:                                               ; preds = %59
  %63 = load i32, i32* %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %64
  %66 = load i32, i32* %65, align 4
  %67 = load i32, i32* %5, align 4
  %68 = load i32, i32* %8, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %70
  %72 = load i32, i32* %71, align 4
  %73 = add nsw i32 %66, %72
  store i32 %73, i32* %9, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %74 = load i32, i32* %9, align 4
  %75 = load i32, i32* %5, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 %76
  store i32 %74, i32* %77, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %78

78:                                               ; preds = %62
  %79 = load i32, i32* %8, align 4
  %80 = ashr i32 %79, 1
  store i32 %80, i32* %8, align 4
  br label %59, !llvm.loop !7

81:                                               ; preds = %59
  %82 = load i32, i32* %5, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 0), align 4
  %86 = load i32*, i32** %4, align 8
  %87 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32* %86, i64 %88
  store i32 %85, i32* %89, align 4
  br label %90

90:                                               ; preds = %84, %81
  br label %91

91:                                               ; preds = %90, %55
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @warpsum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
