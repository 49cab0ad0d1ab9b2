; simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[64]
; simtc:expect lock=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'spinlock.cl'
source_filename = "spinlock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  br label %5

5:                                                ; preds = %9, %2
  %6 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %7 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %6, i32 noundef 0, i32 noundef 1) #2
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
  %16 = call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %15, i32 noundef 0) #2
  ret void
}

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @spinlock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"volatile", !""}
!9 = !{!"lock", !"counter"}
