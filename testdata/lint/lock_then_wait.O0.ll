; simtc:launch grid=1 block=8 warp=8 m=int32[1] sum=int32[1]
; simtc:expect sum=[8]
; simtc:expect m=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'lock_then_wait.cl'
source_filename = "lock_then_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lock_then_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  br label %7

7:                                                ; preds = %11, %2
  %8 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %9 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %8, i32 noundef 0, i32 noundef 1) #3
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  br label %7

12:                                               ; preds = %7
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %14 = load volatile i32, i32 addrspace(1)* %13, align 4
  %15 = add nsw i32 %14, 1
  store volatile i32 %15, i32 addrspace(1)* %13, align 4
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %17 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %16, i32 noundef 0) #3
  store i32 1, i32* %5, align 4
  br label %18

18:                                               ; preds = %44, %12
  %19 = load i32, i32* %5, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  br label %22

22:                                               ; preds = %26, %21
  %23 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %24 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %23, i32 noundef 0, i32 noundef 1) #3
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  br label %22

27:                                               ; preds = %22
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %29 = load volatile i32, i32 addrspace(1)* %28, align 4
  %30 = sext i32 %29 to i64
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %32 = icmp eq i64 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %27
  store i32 0, i32* %5, align 4
  br label %34

34:                                               ; preds = %33, %27
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %36 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %35, i32 noundef 0) #3
  store i32 0, i32* %6, align 4
  br label %37

37:                                               ; preds = %41, %34
  %38 = load i32, i32* %6, align 4
  %39 = icmp slt i32 %38, 64
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #3
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %6, align 4
  br label %37

44:                                               ; preds = %37
  br label %18

45:                                               ; preds = %18
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = !{!"volatile", !"volatile"}
!8 = !{!"m", !"sum"}
