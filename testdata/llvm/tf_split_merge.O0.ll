; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[1,6,-4,21,5,2,94,49,9,198,27,77,13,64,5,105,17,20,-2,133,21,6,-4,161,25,2,94,189,29,198,27,217]
; ModuleID = 'tf_split_merge.cl'
source_filename = "tf_split_merge.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @shared_helper(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = srem i32 %7, 5
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 3
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %3, align 4
  br label %15

15:                                               ; preds = %10
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %4, align 4
  br label %5

18:                                               ; preds = %5
  %19 = load i32, i32* %3, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method0(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call spir_func i32 @shared_helper(i32 noundef %3) #3
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 3
  %5 = call spir_func i32 @shared_helper(i32 noundef %4) #3
  %6 = sub nsw i32 %5, 5
  ret i32 %6
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 %3, 7
  ret i32 %4
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_split_merge(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %11 = load i32, i32* %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12
  %14 = load i32, i32 addrspace(1)* %13, align 4
  store i32 %14, i32* %6, align 4
  %15 = load i32, i32* %5, align 4
  %16 = srem i32 %15, 4
  switch i32 %16, label %26 [
    i32 0, label %17
    i32 1, label %20
    i32 2, label %23
  ]

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4
  %19 = call spir_func i32 @method0(i32 noundef %18) #3
  store i32 %19, i32* %7, align 4
  br label %29

20:                                               ; preds = %2
  %21 = load i32, i32* %6, align 4
  %22 = call spir_func i32 @method1(i32 noundef %21) #3
  store i32 %22, i32* %7, align 4
  br label %29

23:                                               ; preds = %2
  %24 = load i32, i32* %6, align 4
  %25 = call spir_func i32 @method2(i32 noundef %24) #3
  store i32 %25, i32* %7, align 4
  br label %29

26:                                               ; preds = %2
  %27 = load i32, i32* %6, align 4
  %28 = call spir_func i32 @method3(i32 noundef %27) #3
  store i32 %28, i32* %7, align 4
  br label %29

29:                                               ; preds = %26, %23, %20, %17
  %30 = load i32, i32* %7, align 4
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %32 = load i32, i32* %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %33
  store i32 %30, i32 addrspace(1)* %34, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent }
attributes #4 = { convergent nounwind readnone willreturn }

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
