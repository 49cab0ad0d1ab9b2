; simtc:launch grid=1 block=32 n=40 out=int32[32]
; simtc:expect out=[7,6,5,1,5,4,4,4,1,4,3,3,3,1,3,3,3,3,1,3,2,2,2,1,2,2,2,2,1,2,2,2]
; ModuleID = 'tree_depth.cl'
source_filename = "tree_depth.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @depth(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp sge i32 %8, %9
  br i1 %10, label %15, label %11

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  %13 = srem i32 %12, 5
  %14 = icmp eq i32 %13, 3
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %2
  store i32 1, i32* %3, align 4
  br label %37

16:                                               ; preds = %11
  %17 = load i32, i32* %4, align 4
  %18 = mul nsw i32 2, %17
  %19 = add nsw i32 %18, 1
  %20 = load i32, i32* %5, align 4
  %21 = call spir_func i32 @depth(i32 noundef %19, i32 noundef %20) #3
  store i32 %21, i32* %6, align 4
  %22 = load i32, i32* %4, align 4
  %23 = mul nsw i32 2, %22
  %24 = add nsw i32 %23, 2
  %25 = load i32, i32* %5, align 4
  %26 = call spir_func i32 @depth(i32 noundef %24, i32 noundef %25) #3
  store i32 %26, i32* %7, align 4
  %27 = load i32, i32* %6, align 4
  %28 = load i32, i32* %7, align 4
  %29 = icmp sgt i32 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %16
  %31 = load i32, i32* %6, align 4
  br label %34

32:                                               ; preds = %16
  %33 = load i32, i32* %7, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %31, %30 ], [ %33, %32 ]
  %36 = add nsw i32 1, %35
  store i32 %36, i32* %3, align 4
  br label %37

37:                                               ; preds = %34, %15
  %38 = load i32, i32* %3, align 4
  ret i32 %38
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tree_depth(i32 noundef %0, i32 addrspace(1)* noundef %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32, align 4
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %3, align 4
  %10 = call spir_func i32 @depth(i32 noundef %8, i32 noundef %9) #3
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %12 = load i32, i32* %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %13
  store i32 %10, i32 addrspace(1)* %14, align 4
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
!4 = !{i32 0, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int", !"int*"}
!7 = !{!"", !""}
!8 = !{!"n", !"out"}
