; simtc:launch grid=4 block=64 in=int32[256]:iota out=int32[4]
; simtc:expect out=[2016,6112,10208,14304]
; ModuleID = 'barrier_reduction.cl'
source_filename = "barrier_reduction.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@barrier_reduction.buf = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @barrier_reduction(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %10
  %12 = load i32, i32 addrspace(1)* %11, align 4
  %13 = load i32, i32* %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %14
  store i32 %12, i32 addrspace(3)* %15, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %16 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %17 = udiv i64 %16, 2
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %6, align 4
  br label %19

19:                                               ; preds = %39, %2
  %20 = load i32, i32* %6, align 4
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %42

22:                                               ; preds = %19
  %23 = load i32, i32* %5, align 4
  %24 = load i32, i32* %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %22
  %27 = load i32, i32* %5, align 4
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %30
  %32 = load i32, i32 addrspace(3)* %31, align 4
  %33 = load i32, i32* %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %34
  %36 = load i32, i32 addrspace(3)* %35, align 4
  %37 = add nsw i32 %36, %32
  store i32 %37, i32 addrspace(3)* %35, align 4
  br label %38

38:                                               ; preds = %26, %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br label %39

39:                                               ; preds = %38
  %40 = load i32, i32* %6, align 4
  %41 = ashr i32 %40, 1
  store i32 %41, i32* %6, align 4
  br label %19

42:                                               ; preds = %19
  %43 = load i32, i32* %5, align 4
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load i32, i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 0), align 4
  %47 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %48 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %48
  store i32 %46, i32 addrspace(1)* %49, align 4
  br label %50

50:                                               ; preds = %45, %42
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

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
