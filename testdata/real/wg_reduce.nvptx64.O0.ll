; simtc:launch grid=2 block=32 warp=32 p=int32[64]:iota r=int32[64]
; simtc:expect r=[3110496*32,326312520*32]
; ModuleID = 'wg_reduce.cl'
source_filename = "wg_reduce.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_reduce(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %10 = load i32, i32* %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @_Z21work_group_reduce_addi(i32 noundef %14) #4
  %16 = load i32, i32* %6, align 4
  %17 = icmp sgt i32 %16, 60
  %18 = zext i1 %17 to i32
  %19 = call i32 @_Z14work_group_anyi(i32 noundef %18) #4
  %20 = mul nsw i32 1000, %19
  %21 = add nsw i32 %15, %20
  %22 = load i32, i32* %6, align 4
  %23 = icmp sge i32 %22, 0
  %24 = zext i1 %23 to i32
  %25 = call i32 @_Z14work_group_alli(i32 noundef %24) #4
  %26 = mul nsw i32 10000, %25
  %27 = add nsw i32 %21, %26
  %28 = load i32, i32* %6, align 4
  %29 = call i32 @_Z21work_group_reduce_maxi(i32 noundef %28) #4
  %30 = mul nsw i32 100000, %29
  %31 = add nsw i32 %27, %30
  %32 = load i32, i32* %6, align 4
  %33 = call i32 @_Z21work_group_reduce_mini(i32 noundef %32) #4
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
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z14work_group_anyi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z14work_group_alli(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_maxi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_mini(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @wg_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"p", !"r"}
