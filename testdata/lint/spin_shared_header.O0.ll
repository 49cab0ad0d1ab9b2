; simtc:launch grid=1 block=32 warp=32 lock=int32[1] counter=int32[1] tickets=int32[1]
; simtc:expect counter=[63]
; simtc:expect lock=[0]
; simtc:expect tickets=[63]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'spin_shared_header.cl'
source_filename = "spin_shared_header.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spin_shared_header(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  br label %7

7:                                                ; preds = %23, %11, %3
  %8 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %9 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %8, i32 noundef 0, i32 noundef 1) #2
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  br label %7

12:                                               ; preds = %7
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %14 = load i32, i32 addrspace(1)* %13, align 4
  %15 = add nsw i32 %14, 1
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  store i32 %15, i32 addrspace(1)* %16, align 4
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %18 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %17, i32 noundef 0) #2
  %19 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %20 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %19, i32 noundef 1) #2
  %21 = icmp sge i32 %20, 31
  br i1 %21, label %22, label %23

22:                                               ; preds = %12
  br label %24

23:                                               ; preds = %12
  br label %7

24:                                               ; preds = %22
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"", !"volatile"}
!8 = !{!"lock", !"counter", !"tickets"}
