; simtc:launch grid=2 block=32 warp=32 p=int32[64]:iota r=int32[64]
; simtc:expect r=[3110496*32,326312520*32]
; ModuleID = 'wg_reduce.cl'
source_filename = "wg_reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_reduce(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %10 = load i32, i32* %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %14) #4
  %16 = load i32, i32* %6, align 4
  %17 = icmp sgt i32 %16, 60
  %18 = zext i1 %17 to i32
  %19 = call spir_func i32 @_Z14work_group_anyi(i32 noundef %18) #4
  %20 = mul nsw i32 1000, %19
  %21 = add nsw i32 %15, %20
  %22 = load i32, i32* %6, align 4
  %23 = icmp sge i32 %22, 0
  %24 = zext i1 %23 to i32
  %25 = call spir_func i32 @_Z14work_group_alli(i32 noundef %24) #4
  %26 = mul nsw i32 10000, %25
  %27 = add nsw i32 %21, %26
  %28 = load i32, i32* %6, align 4
  %29 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %28) #4
  %30 = mul nsw i32 100000, %29
  %31 = add nsw i32 %27, %30
  %32 = load i32, i32* %6, align 4
  %33 = call spir_func i32 @_Z21work_group_reduce_mini(i32 noundef %32) #4
  %34 = mul nsw i32 10000000, %33
  %35 = add nsw i32 %31, %34
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %37 = load i32, i32* %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 %38
  store i32 %35, i32 addrspace(1)* %39, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14work_group_anyi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14work_group_alli(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_mini(i32 noundef) #2

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
!8 = !{!"p", !"r"}
