; simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1] reps=4
; simtc:expect counter=[512]
; simtc:expect lock=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'testlock_coarse.cl'
source_filename = "testlock_coarse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @testlock_coarse(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %51, %3
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %54

14:                                               ; preds = %10
  store i32 1, i32* %8, align 4
  br label %15

15:                                               ; preds = %42, %14
  br label %16

16:                                               ; preds = %20, %15
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %18 = load volatile i32, i32 addrspace(1)* %17, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  br label %16

21:                                               ; preds = %16
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %23 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef 1) #2
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %21
  br label %44

26:                                               ; preds = %21
  store i32 0, i32* %9, align 4
  br label %27

27:                                               ; preds = %32, %26
  %28 = load i32, i32* %9, align 4
  %29 = load i32, i32* %8, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #2
  br label %32

32:                                               ; preds = %31
  %33 = load i32, i32* %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %9, align 4
  br label %27

35:                                               ; preds = %27
  %36 = load i32, i32* %8, align 4
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load i32, i32* %8, align 4
  %40 = mul nsw i32 %39, 2
  br label %42

41:                                               ; preds = %35
  br label %42

42:                                               ; preds = %41, %38
  %43 = phi i32 [ %40, %38 ], [ 64, %41 ]
  store i32 %43, i32* %8, align 4
  br label %15

44:                                               ; preds = %25
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %46 = load i32, i32 addrspace(1)* %45, align 4
  %47 = add nsw i32 %46, 1
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  store i32 %47, i32 addrspace(1)* %48, align 4
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %50 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %49, i32 noundef 0) #2
  br label %51

51:                                               ; preds = %44
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %7, align 4
  br label %10

54:                                               ; preds = %10
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"lock", !"counter", !"reps"}
