; simtc:launch grid=1 block=64 warp=32 flag=int32[1] out=int32[64]
; simtc:expect flag=[32]
; simtc:expect out=[0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,37,39,41,43,45,47,49,51,53,55,57,59,61,63]
; ModuleID = 'warp_uniform_wait.cl'
source_filename = "warp_uniform_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @warp_uniform_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %5, align 4
  %8 = call spir_func i32 @_Z16get_sub_group_idv() #4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %2
  %11 = load i32, i32* %5, align 4
  %12 = mul nsw i32 %11, 2
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %15
  store volatile i32 %12, i32 addrspace(1)* %16, align 4
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #4
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %18 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %17) #4
  br label %41

19:                                               ; preds = %2
  br label %20

20:                                               ; preds = %28, %19
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %22 = load volatile i32, i32 addrspace(1)* %21, align 4
  %23 = icmp eq i32 %22, 32
  %24 = zext i1 %23 to i32
  %25 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %24) #4
  %26 = icmp ne i32 %25, 0
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %20
  br label %20

29:                                               ; preds = %20
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %31 = load i32, i32* %5, align 4
  %32 = sub nsw i32 %31, 32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 %33
  %35 = load volatile i32, i32 addrspace(1)* %34, align 4
  %36 = add nsw i32 %35, 1
  %37 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %38 = load i32, i32* %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %37, i64 %39
  store volatile i32 %36, i32 addrspace(1)* %40, align 4
  br label %41

41:                                               ; preds = %29, %10
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #2

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
!7 = !{!"volatile", !"volatile"}
!8 = !{!"flag", !"out"}
