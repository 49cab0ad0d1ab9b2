; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[96]
; simtc:expect out=[0,12,7,0,12,7,0,11,6,0,11,7,2,11,6,2,10,5,1,10,6,1,10,6,1,9,5,1,11,6,3,11,6,2,11,5,2,11,6,2,10,6,1,12,6,1,12,7,1,12,7,0,12,7,0,11,7,0,11,7,0,11,6,2,10,6,1,10,6,1,10,5,1,9,6,1,11,6,3,11,5,2,11,6,2,11,6,2,10,5,1,10,6,1,12,7]
; ModuleID = 'private_array.cl'
source_filename = "private_array.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @private_array(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %15 = trunc i64 %14 to i32
  store i32 %15, i32* %5, align 4
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %18
  %20 = load i32, i32 addrspace(1)* %19, align 4
  store i32 %20, i32* %6, align 4
  store i32 0, i32* %8, align 4
  br label %21

21:                                               ; preds = %39, %2
  %22 = load i32, i32* %8, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %42

24:                                               ; preds = %21
  %25 = load i32, i32* %6, align 4
  %26 = mul nsw i32 %25, 7
  %27 = load i32, i32* %8, align 4
  %28 = mul nsw i32 %27, 13
  %29 = add nsw i32 %26, %28
  %30 = srem i32 %29, 11
  %31 = load i32, i32* %6, align 4
  %32 = load i32, i32* %8, align 4
  %33 = add nsw i32 %31, %32
  %34 = srem i32 %33, 3
  %35 = add nsw i32 %30, %34
  %36 = load i32, i32* %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %37
  store i32 %35, i32* %38, align 4
  br label %39

39:                                               ; preds = %24
  %40 = load i32, i32* %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %8, align 4
  br label %21

42:                                               ; preds = %21
  store i32 1, i32* %9, align 4
  br label %43

43:                                               ; preds = %82, %42
  %44 = load i32, i32* %9, align 4
  %45 = icmp slt i32 %44, 8
  br i1 %45, label %46, label %85

46:                                               ; preds = %43
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4
  store i32 %50, i32* %10, align 4
  %51 = load i32, i32* %9, align 4
  %52 = sub nsw i32 %51, 1
  store i32 %52, i32* %11, align 4
  br label %53

53:                                               ; preds = %65, %46
  %54 = load i32, i32* %11, align 4
  %55 = icmp sge i32 %54, 0
  br i1 %55, label %56, label %63

56:                                               ; preds = %53
  %57 = load i32, i32* %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %58
  %60 = load i32, i32* %59, align 4
  %61 = load i32, i32* %10, align 4
  %62 = icmp sgt i32 %60, %61
  br label %63

63:                                               ; preds = %56, %53
  %64 = phi i1 [ false, %53 ], [ %62, %56 ]
  br i1 %64, label %65, label %76

65:                                               ; preds = %63
  %66 = load i32, i32* %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %67
  %69 = load i32, i32* %68, align 4
  %70 = load i32, i32* %11, align 4
  %71 = add nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %72
  store i32 %69, i32* %73, align 4
  %74 = load i32, i32* %11, align 4
  %75 = add nsw i32 %74, -1
  store i32 %75, i32* %11, align 4
  br label %53

76:                                               ; preds = %63
  %77 = load i32, i32* %10, align 4
  %78 = load i32, i32* %11, align 4
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %80
  store i32 %77, i32* %81, align 4
  br label %82

82:                                               ; preds = %76
  %83 = load i32, i32* %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %9, align 4
  br label %43

85:                                               ; preds = %43
  store i32 1, i32* %12, align 4
  store i32 1, i32* %13, align 4
  br label %86

86:                                               ; preds = %104, %85
  %87 = load i32, i32* %13, align 4
  %88 = icmp slt i32 %87, 8
  br i1 %88, label %89, label %107

89:                                               ; preds = %86
  %90 = load i32, i32* %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %91
  %93 = load i32, i32* %92, align 4
  %94 = load i32, i32* %13, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4
  %99 = icmp eq i32 %93, %98
  br i1 %99, label %100, label %101

100:                                              ; preds = %89
  br label %104

101:                                              ; preds = %89
  %102 = load i32, i32* %12, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %12, align 4
  br label %104

104:                                              ; preds = %101, %100
  %105 = load i32, i32* %13, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %13, align 4
  br label %86

107:                                              ; preds = %86
  %108 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 0
  %109 = load i32, i32* %108, align 4
  %110 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %111 = load i32, i32* %5, align 4
  %112 = mul nsw i32 %111, 3
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, i32 addrspace(1)* %110, i64 %113
  store i32 %109, i32 addrspace(1)* %114, align 4
  %115 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 7
  %116 = load i32, i32* %115, align 4
  %117 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %118 = load i32, i32* %5, align 4
  %119 = mul nsw i32 %118, 3
  %120 = add nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %117, i64 %121
  store i32 %116, i32 addrspace(1)* %122, align 4
  %123 = load i32, i32* %12, align 4
  %124 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %125 = load i32, i32* %5, align 4
  %126 = mul nsw i32 %125, 3
  %127 = add nsw i32 %126, 2
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, i32 addrspace(1)* %124, i64 %128
  store i32 %123, i32 addrspace(1)* %129, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"in", !"out"}
