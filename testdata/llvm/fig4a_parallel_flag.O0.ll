; simtc:launch grid=1 block=64 warp=32 flags=int32[2] out=int32[64]
; simtc:expect flags=[1,1]
; simtc:expect out=[11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'fig4a_parallel_flag.cl'
source_filename = "fig4a_parallel_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fig4a_parallel_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  %10 = srem i32 %9, 2
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %26

12:                                               ; preds = %2
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 0
  store volatile i32 1, i32 addrspace(1)* %14, align 4
  br label %15

15:                                               ; preds = %20, %12
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 1
  %18 = load volatile i32, i32 addrspace(1)* %17, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  br label %15

21:                                               ; preds = %15
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %22, i64 1
  %24 = load volatile i32, i32 addrspace(1)* %23, align 4
  %25 = add nsw i32 10, %24
  store i32 %25, i32* %6, align 4
  br label %40

26:                                               ; preds = %2
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 1
  store volatile i32 1, i32 addrspace(1)* %28, align 4
  br label %29

29:                                               ; preds = %34, %26
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 0
  %32 = load volatile i32, i32 addrspace(1)* %31, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %29
  br label %29

35:                                               ; preds = %29
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 0
  %38 = load volatile i32, i32 addrspace(1)* %37, align 4
  %39 = add nsw i32 20, %38
  store i32 %39, i32* %6, align 4
  br label %40

40:                                               ; preds = %35, %21
  %41 = load i32, i32* %6, align 4
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %43 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %42, i64 %43
  store i32 %41, i32 addrspace(1)* %44, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

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
!8 = !{!"flags", !"out"}
