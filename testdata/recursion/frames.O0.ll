; simtc:launch grid=1 block=16 out=int32[16]
; simtc:expect out=[301,2702,7003,13304,21701,32102,44403,301,2702,7003,13304,21701,32102,44403,301,2702]
; ModuleID = 'frames.cl'
source_filename = "frames.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @walk(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, i32* %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = mul nsw i32 %12, 10
  %14 = load i32, i32* %6, align 4
  %15 = add nsw i32 %13, %14
  %16 = load i32, i32* %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %17
  store i32 %15, i32* %18, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %8

22:                                               ; preds = %8
  store i32 0, i32* %7, align 4
  %23 = load i32, i32* %4, align 4
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0
  %27 = load i32, i32* %4, align 4
  %28 = sub nsw i32 %27, 1
  %29 = call spir_func i32 @walk(i32* noundef %26, i32 noundef %28) #3
  store i32 %29, i32* %7, align 4
  br label %30

30:                                               ; preds = %25, %22
  %31 = load i32*, i32** %3, align 8
  %32 = load i32, i32* %4, align 4
  %33 = srem i32 %32, 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %31, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %35, align 4
  %38 = load i32, i32* %7, align 4
  %39 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0
  %40 = load i32, i32* %39, align 4
  %41 = add nsw i32 %38, %40
  %42 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 3
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %41, %43
  ret i32 %44
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @frames(i32 addrspace(1)* noundef %0) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca [4 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %3, align 4
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %16, %1
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = load i32, i32* %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %14
  store i32 0, i32* %15, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %5, align 4
  br label %9

19:                                               ; preds = %9
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  %21 = load i32, i32* %3, align 4
  %22 = srem i32 %21, 7
  %23 = call spir_func i32 @walk(i32* noundef %20, i32 noundef %22) #3
  store i32 %23, i32* %6, align 4
  %24 = load i32, i32* %6, align 4
  %25 = mul nsw i32 %24, 100
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  %27 = load i32, i32* %26, align 4
  %28 = add nsw i32 %25, %27
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  %30 = load i32, i32* %29, align 4
  %31 = mul nsw i32 %30, 2
  %32 = add nsw i32 %28, %31
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  %34 = load i32, i32* %33, align 4
  %35 = mul nsw i32 %34, 3
  %36 = add nsw i32 %32, %35
  %37 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  %38 = load i32, i32* %37, align 4
  %39 = mul nsw i32 %38, 4
  %40 = add nsw i32 %36, %39
  %41 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8
  %42 = load i32, i32* %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %41, i64 %43
  store i32 %40, i32 addrspace(1)* %44, align 4
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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
