; simtc:launch grid=2,1 block=4,2 n=16 len=12 src=int32[128]:iota dst=int32[256] sum=int32[16]
; simtc:expect dst=[1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0,1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0]
; simtc:expect sum=[0*16]
; ModuleID = 'rowcopy.cl'
source_filename = "rowcopy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rowcopy(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* noalias noundef %2, i32 addrspace(1)* noalias noundef %3, i32 addrspace(1)* noalias noundef %4) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32 addrspace(1)*, align 8
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32 addrspace(1)*, align 8
  %15 = alloca i32 addrspace(1)*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [2200 x i32], align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 addrspace(1)* %2, i32 addrspace(1)** %8, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %9, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %10, align 8
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %23 = trunc i64 %22 to i32
  store i32 %23, i32* %11, align 4
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #2
  %25 = trunc i64 %24 to i32
  store i32 %25, i32* %12, align 4
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %27 = trunc i64 %26 to i32
  store i32 %27, i32* %13, align 4
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %29 = load i32, i32* %12, align 4
  %30 = load i32, i32* %13, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, i32* %11, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, i32* %6, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 %36
  store i32 addrspace(1)* %37, i32 addrspace(1)** %14, align 8
  %38 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %39 = load i32, i32* %11, align 4
  %40 = load i32, i32* %6, align 4
  %41 = mul nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %38, i64 %42
  store i32 addrspace(1)* %43, i32 addrspace(1)** %15, align 8
  store i32 0, i32* %16, align 4
  br label %44

44:                                               ; preds = %58, %5
  %45 = load i32, i32* %16, align 4
  %46 = load i32, i32* %7, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %61

48:                                               ; preds = %44
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %50 = load i32, i32* %16, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %49, i64 %51
  %53 = load i32, i32 addrspace(1)* %52, align 4
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %55 = load i32, i32* %16, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 %56
  store i32 %53, i32 addrspace(1)* %57, align 4
  br label %58

58:                                               ; preds = %48
  %59 = load i32, i32* %16, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %16, align 4
  br label %44

61:                                               ; preds = %44
  store i32 0, i32* %17, align 4
  br label %62

62:                                               ; preds = %78, %61
  %63 = load i32, i32* %17, align 4
  %64 = load i32, i32* %7, align 4
  %65 = sdiv i32 %64, 2
  %66 = icmp slt i32 %63, %65
  br i1 %66, label %67, label %81

67:                                               ; preds = %62
  %68 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %69 = load i32, i32* %17, align 4
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32 addrspace(1)* %68, i64 %71
  %73 = load i32, i32 addrspace(1)* %72, align 4
  %74 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %75 = load i32, i32* %17, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %74, i64 %76
  store i32 %73, i32 addrspace(1)* %77, align 4
  br label %78

78:                                               ; preds = %67
  %79 = load i32, i32* %17, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %17, align 4
  br label %62

81:                                               ; preds = %62
  store i32 0, i32* %19, align 4
  br label %82

82:                                               ; preds = %89, %81
  %83 = load i32, i32* %19, align 4
  %84 = icmp slt i32 %83, 2200
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  %86 = load i32, i32* %19, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [2200 x i32], [2200 x i32]* %18, i64 0, i64 %87
  store i32 0, i32* %88, align 4
  br label %89

89:                                               ; preds = %85
  %90 = load i32, i32* %19, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %19, align 4
  br label %82

92:                                               ; preds = %82
  %93 = load i32, i32* %11, align 4
  %94 = load i32, i32* %7, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [2200 x i32], [2200 x i32]* %18, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %97, align 4
  store i32 0, i32* %20, align 4
  store i32 0, i32* %21, align 4
  br label %100

100:                                              ; preds = %110, %92
  %101 = load i32, i32* %21, align 4
  %102 = icmp slt i32 %101, 2200
  br i1 %102, label %103, label %113

103:                                              ; preds = %100
  %104 = load i32, i32* %21, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [2200 x i32], [2200 x i32]* %18, i64 0, i64 %105
  %107 = load i32, i32* %106, align 4
  %108 = load i32, i32* %20, align 4
  %109 = add nsw i32 %108, %107
  store i32 %109, i32* %20, align 4
  br label %110

110:                                              ; preds = %103
  %111 = load i32, i32* %21, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %21, align 4
  br label %100

113:                                              ; preds = %100
  %114 = load i32, i32* %20, align 4
  %115 = sub nsw i32 %114, 1
  %116 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %117 = load i32, i32* %12, align 4
  %118 = load i32, i32* %13, align 4
  %119 = mul nsw i32 %117, %118
  %120 = load i32, i32* %11, align 4
  %121 = add nsw i32 %119, %120
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, i32 addrspace(1)* %116, i64 %122
  store i32 %115, i32 addrspace(1)* %123, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

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
!4 = !{i32 0, i32 0, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int", !"int", !"int*", !"int*", !"int*"}
!7 = !{!"", !"", !"restrict const", !"restrict", !"restrict"}
!8 = !{!"n", !"len", !"src", !"dst", !"sum"}
