; simtc:launch grid=1 block=8 warp=8 a=int64[8]:iota b=uint64[8]:iota r=int64[8] u=uint64[8]
; simtc:expect r=[-9223372036854775808,9223372036854775807,9223372036854775807,-9223372036854775808,9223372036854775788,9223372036854775789,9223372036854775790,9223372036854775791]
; simtc:expect u=[18446744073709551615,0,18446744073709551615,0,18446744073709551604,3,18446744073709551606,5]
; ModuleID = 'sat64.cl'
source_filename = "sat64.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @sat64(i64 addrspace(1)* noundef %0, i64 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i64 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i64 addrspace(1)*, align 8
  %6 = alloca i64 addrspace(1)*, align 8
  %7 = alloca i64 addrspace(1)*, align 8
  %8 = alloca i64 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i64 addrspace(1)* %0, i64 addrspace(1)** %5, align 8
  store i64 addrspace(1)* %1, i64 addrspace(1)** %6, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %7, align 8
  store i64 addrspace(1)* %3, i64 addrspace(1)** %8, align 8
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %9, align 4
  %18 = load i64 addrspace(1)*, i64 addrspace(1)** %5, align 8
  %19 = load i32, i32* %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, i64 addrspace(1)* %18, i64 %20
  %22 = load i64, i64 addrspace(1)* %21, align 8
  store i64 %22, i64* %10, align 8
  %23 = load i64 addrspace(1)*, i64 addrspace(1)** %6, align 8
  %24 = load i32, i32* %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, i64 addrspace(1)* %23, i64 %25
  %27 = load i64, i64 addrspace(1)* %26, align 8
  store i64 %27, i64* %11, align 8
  store i64 9223372036854775792, i64* %12, align 8
  store i64 -16, i64* %13, align 8
  %28 = load i32, i32* %9, align 4
  %29 = srem i32 %28, 4
  switch i32 %29, label %60 [
    i32 0, label %30
    i32 1, label %41
    i32 2, label %50
  ]

30:                                               ; preds = %4
  %31 = load i64, i64* %12, align 8
  %32 = sub nsw i64 0, %31
  %33 = load i64, i64* %10, align 8
  %34 = sub nsw i64 0, %33
  %35 = sub nsw i64 %34, 100
  %36 = call i64 @_Z7add_satll(i64 noundef %32, i64 noundef %35) #2
  store i64 %36, i64* %14, align 8
  %37 = load i64, i64* %13, align 8
  %38 = load i64, i64* %11, align 8
  %39 = add i64 %38, 100
  %40 = call i64 @_Z7add_satmm(i64 noundef %37, i64 noundef %39) #2
  store i64 %40, i64* %15, align 8
  br label %71

41:                                               ; preds = %4
  %42 = load i64, i64* %12, align 8
  %43 = load i64, i64* %10, align 8
  %44 = add nsw i64 %43, 100
  %45 = call i64 @_Z7add_satll(i64 noundef %42, i64 noundef %44) #2
  store i64 %45, i64* %14, align 8
  %46 = load i64, i64* %11, align 8
  %47 = load i64, i64* %11, align 8
  %48 = add i64 %47, 1
  %49 = call i64 @_Z7sub_satmm(i64 noundef %46, i64 noundef %48) #2
  store i64 %49, i64* %15, align 8
  br label %71

50:                                               ; preds = %4
  %51 = load i64, i64* %12, align 8
  %52 = load i64, i64* %10, align 8
  %53 = sub nsw i64 0, %52
  %54 = sub nsw i64 %53, 100
  %55 = call i64 @_Z7sub_satll(i64 noundef %51, i64 noundef %54) #2
  store i64 %55, i64* %14, align 8
  %56 = load i64, i64* %13, align 8
  %57 = load i64, i64* %11, align 8
  %58 = add i64 %56, %57
  %59 = call i64 @_Z7add_satmm(i64 noundef %58, i64 noundef 20) #2
  store i64 %59, i64* %15, align 8
  br label %71

60:                                               ; preds = %4
  %61 = load i64, i64* %12, align 8
  %62 = sub nsw i64 0, %61
  %63 = load i64, i64* %10, align 8
  %64 = add nsw i64 %63, 100
  %65 = call i64 @_Z7sub_satll(i64 noundef %62, i64 noundef %64) #2
  store i64 %65, i64* %14, align 8
  %66 = load i64, i64* %11, align 8
  %67 = add i64 %66, 1
  %68 = load i64, i64* %11, align 8
  %69 = add i64 %68, 1
  %70 = call i64 @_Z7sub_satmm(i64 noundef %67, i64 noundef %69) #2
  store i64 %70, i64* %15, align 8
  br label %71

71:                                               ; preds = %60, %50, %41, %30
  %72 = load i32, i32* %9, align 4
  %73 = icmp sge i32 %72, 4
  br i1 %73, label %74, label %91

74:                                               ; preds = %71
  %75 = load i64, i64* %12, align 8
  %76 = load i64, i64* %10, align 8
  %77 = sub nsw i64 %76, 8
  %78 = call i64 @_Z7add_satll(i64 noundef %75, i64 noundef %77) #2
  store i64 %78, i64* %14, align 8
  %79 = load i32, i32* %9, align 4
  %80 = srem i32 %79, 2
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %85

82:                                               ; preds = %74
  %83 = load i64, i64* %11, align 8
  %84 = call i64 @_Z7sub_satmm(i64 noundef %83, i64 noundef 2) #2
  br label %89

85:                                               ; preds = %74
  %86 = load i64, i64* %13, align 8
  %87 = load i64, i64* %11, align 8
  %88 = call i64 @_Z7add_satmm(i64 noundef %86, i64 noundef %87) #2
  br label %89

89:                                               ; preds = %85, %82
  %90 = phi i64 [ %84, %82 ], [ %88, %85 ]
  store i64 %90, i64* %15, align 8
  br label %91

91:                                               ; preds = %89, %71
  %92 = load i64, i64* %14, align 8
  %93 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %94 = load i32, i32* %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i64, i64 addrspace(1)* %93, i64 %95
  store i64 %92, i64 addrspace(1)* %96, align 8
  %97 = load i64, i64* %15, align 8
  %98 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %99 = load i32, i32* %9, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i64, i64 addrspace(1)* %98, i64 %100
  store i64 %97, i64 addrspace(1)* %101, align 8
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z7add_satll(i64 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z7add_satmm(i64 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z7sub_satmm(i64 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z7sub_satll(i64 noundef, i64 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @sat64, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"long*", !"ulong*", !"long*", !"ulong*"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!"a", !"b", !"r", !"u"}
