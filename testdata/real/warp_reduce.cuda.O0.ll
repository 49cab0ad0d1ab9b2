; simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota out=int32[6] scan=int32[64]
; simtc:expect out=[496,31,1520,63,0,0]
; simtc:expect scan=[0,1,3,6,10,15,21,28,36,45,55,66,78,91,105,120,136,153,171,190,210,231,253,276,300,325,351,378,406,435,465,496,32,65,99,134,170,207,245,284,324,365,407,450,494,539,585,632,680,729,779,830,882,935,989,1044,1100,1157,1215,1274,1334,1395,1457,1520]
; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.warp_result = type { i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @warp_reduce(i32* noundef %0, %struct.warp_result* noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca %struct.warp_result*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store %struct.warp_result* %1, %struct.warp_result** %5, align 8
  store i32* %2, i32** %6, align 8
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul nsw i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nsw i32 %20, %21
  store i32 %22, i32* %7, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = and i32 %23, 31
  store i32 %24, i32* %8, align 4
  %25 = load i32*, i32** %4, align 8
  %26 = load i32, i32* %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %9, align 4
  %30 = load i32, i32* %9, align 4
  store i32 %30, i32* %10, align 4
  store i32 16, i32* %11, align 4
  br label %31

31:                                               ; preds = %40, %3
  %32 = load i32, i32* %11, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = load i32, i32* %10, align 4
  %36 = load i32, i32* %11, align 4
  %37 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %35, i32 %36, i32 31)
  %38 = load i32, i32* %10, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, i32* %10, align 4
  br label %40

40:                                               ; preds = %34
  %41 = load i32, i32* %11, align 4
  %42 = ashr i32 %41, 1
  store i32 %42, i32* %11, align 4
  br label %31, !llvm.loop !5

43:                                               ; preds = %31
  %44 = load i32, i32* %9, align 4
  store i32 %44, i32* %12, align 4
  store i32 16, i32* %13, align 4
  br label %45

45:                                               ; preds = %61, %43
  %46 = load i32, i32* %13, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %64

48:                                               ; preds = %45
  %49 = load i32, i32* %12, align 4
  %50 = load i32, i32* %13, align 4
  %51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 %50, i32 31)
  store i32 %51, i32* %14, align 4
  %52 = load i32, i32* %14, align 4
  %53 = load i32, i32* %12, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  %56 = load i32, i32* %14, align 4
  br label %59

57:                                               ; preds = %48
  %58 = load i32, i32* %12, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ]
  store i32 %60, i32* %12, align 4
  br label %61

61:                                               ; preds = %59
  %62 = load i32, i32* %13, align 4
  %63 = ashr i32 %62, 1
  store i32 %63, i32* %13, align 4
  br label %45, !llvm.loop !7

64:                                               ; preds = %45
  %65 = load i32, i32* %9, align 4
  store i32 %65, i32* %15, align 4
  store i32 1, i32* %16, align 4
  br label %66

66:                                               ; preds = %81, %64
  %67 = load i32, i32* %16, align 4
  %68 = icmp slt i32 %67, 32
  br i1 %68, label %69, label %84

69:                                               ; preds = %66
  %70 = load i32, i32* %15, align 4
  %71 = load i32, i32* %16, align 4
  %72 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %70, i32 %71, i32 0)
  store i32 %72, i32* %17, align 4
  %73 = load i32, i32* %8, align 4
  %74 = load i32, i32* %16, align 4
  %75 = icmp sge i32 %73, %74
  br i1 %75, label %76, label %80

76:                                               ; preds = %69
  %77 = load i32, i32* %17, align 4
  %78 = load i32, i32* %15, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, i32* %15, align 4
  br label %80

80:                                               ; preds = %76, %69
  br label %81

81:                                               ; preds = %80
  %82 = load i32, i32* %16, align 4
  %83 = shl i32 %82, 1
  store i32 %83, i32* %16, align 4
  br label %66, !llvm.loop !8

84:                                               ; preds = %66
  %85 = load i32, i32* %15, align 4
  %86 = load i32*, i32** %6, align 8
  %87 = load i32, i32* %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32* %86, i64 %88
  store i32 %85, i32* %89, align 4
  %90 = load i32, i32* %8, align 4
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %107

92:                                               ; preds = %84
  %93 = load i32, i32* %10, align 4
  %94 = load %struct.warp_result*, %struct.warp_result** %5, align 8
  %95 = load i32, i32* %7, align 4
  %96 = sdiv i32 %95, 32
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %94, i64 %97
  %99 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %98, i32 0, i32 0
  store i32 %93, i32* %99, align 4
  %100 = load i32, i32* %12, align 4
  %101 = load %struct.warp_result*, %struct.warp_result** %5, align 8
  %102 = load i32, i32* %7, align 4
  %103 = sdiv i32 %102, 32
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %101, i64 %104
  %106 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %105, i32 0, i32 1
  store i32 %100, i32* %106, align 4
  br label %107

107:                                              ; preds = %92, %84
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, %struct.warp_result*, i32*)* @warp_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
