; simtc:launch grid=1 block=64 warp=32 outer=int32[1] inner=int32[1]:1 counter=int32[1] spin=int32[1]
; simtc:expect counter=[64]
; simtc:expect outer=[0]
; simtc:expect inner=[0]
; simtc:expect status=ok mech=pdom
; ModuleID = 'nested_lock_ssde.cl'
source_filename = "nested_lock_ssde.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @nested_lock_ssde(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %13 = trunc i64 %12 to i32
  store i32 %13, i32* %9, align 4
  %14 = load i32, i32* %9, align 4
  %15 = icmp eq i32 %14, 32
  br i1 %15, label %16, label %29

16:                                               ; preds = %4
  store i32 0, i32* %10, align 4
  br label %17

17:                                               ; preds = %23, %16
  %18 = load i32, i32* %10, align 4
  %19 = icmp slt i32 %18, 100
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = load i32, i32* %10, align 4
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  store volatile i32 %21, i32 addrspace(1)* %22, align 4
  br label %23

23:                                               ; preds = %20
  %24 = load i32, i32* %10, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %10, align 4
  br label %17

26:                                               ; preds = %17
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %28 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %27, i32 noundef 0) #4
  br label %29

29:                                               ; preds = %26, %4
  store i32 0, i32* %11, align 4
  br label %30

30:                                               ; preds = %53, %29
  %31 = load i32, i32* %11, align 4
  %32 = icmp ne i32 %31, 0
  %33 = xor i1 %32, true
  br i1 %33, label %34, label %54

34:                                               ; preds = %30
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %36 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %35, i32 noundef 0, i32 noundef 1) #4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %53

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %43, %38
  %40 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %41 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %40, i32 noundef 0, i32 noundef 1) #4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %39
  br label %39

44:                                               ; preds = %39
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %46 = load i32, i32 addrspace(1)* %45, align 4
  %47 = add nsw i32 %46, 1
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  store i32 %47, i32 addrspace(1)* %48, align 4
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %50 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %49, i32 noundef 0) #4
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %52 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %51, i32 noundef 0) #4
  store i32 1, i32* %11, align 4
  br label %53

53:                                               ; preds = %44, %34
  br label %30

54:                                               ; preds = %30
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"volatile", !"", !"volatile"}
!8 = !{!"outer", !"inner", !"counter", !"spin"}
