; simtc:launch grid=1 block=32 warp=32 lock=int32[1] counter=int32[1] stop=int32[32]
; simtc:expect counter=[32]
; simtc:expect lock=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'release_in_exit.cl'
source_filename = "release_in_exit.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @release_in_exit(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(2)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(2)*, align 8
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(2)* %2, i32 addrspace(2)** %6, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %7, align 4
  br label %10

10:                                               ; preds = %3, %22
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %12 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %11, i32 noundef 0, i32 noundef 1) #4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %10
  %15 = load i32 addrspace(2)*, i32 addrspace(2)** %6, align 8
  %16 = load i32, i32* %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32 addrspace(2)* %15, i64 %17
  %19 = load i32, i32 addrspace(2)* %18, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %14
  br label %30

22:                                               ; preds = %14
  br label %10

23:                                               ; preds = %10
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %25 = load i32, i32 addrspace(1)* %24, align 4
  %26 = add nsw i32 %25, 1
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  store i32 %26, i32 addrspace(1)* %27, align 4
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %29 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %28, i32 noundef 0) #4
  br label %30

30:                                               ; preds = %23, %21
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

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
!4 = !{i32 1, i32 1, i32 2}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"", !"const"}
!8 = !{!"lock", !"counter", !"stop"}
