; simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[64]
; simtc:expect lock=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'spinlock.cl'
source_filename = "spinlock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  br label %5

5:                                                ; preds = %9, %2
  %6 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %7 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %6, i32 noundef 0, i32 noundef 1) #2
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  br label %5

10:                                               ; preds = %5
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %12 = load i32, i32 addrspace(1)* %11, align 4
  %13 = add nsw i32 %12, 1
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  store i32 %13, i32 addrspace(1)* %14, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %16 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %15, i32 noundef 0) #2
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"volatile", !""}
!8 = !{!"lock", !"counter"}
