; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[1,11,12,1100,1000,-5,1,17,18,1100,1000,-11,1,23,24,1100,1000,-17,1,29,30,1100,1000,-23,1,35,36,1100,1000,-29,1,41]
; ModuleID = 'switch_case.cl'
source_filename = "switch_case.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @switch_case(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %11 = load i32, i32* %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12
  %14 = load i32, i32 addrspace(1)* %13, align 4
  store i32 %14, i32* %6, align 4
  store i32 0, i32* %7, align 4
  %15 = load i32, i32* %6, align 4
  %16 = srem i32 %15, 6
  switch i32 %16, label %25 [
    i32 0, label %17
    i32 1, label %18
    i32 2, label %18
    i32 3, label %21
    i32 4, label %22
  ]

17:                                               ; preds = %2
  store i32 1, i32* %7, align 4
  br label %28

18:                                               ; preds = %2, %2
  %19 = load i32, i32* %6, align 4
  %20 = add nsw i32 10, %19
  store i32 %20, i32* %7, align 4
  br label %28

21:                                               ; preds = %2
  store i32 100, i32* %7, align 4
  br label %22

22:                                               ; preds = %2, %21
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1000
  store i32 %24, i32* %7, align 4
  br label %28

25:                                               ; preds = %2
  %26 = load i32, i32* %6, align 4
  %27 = sub nsw i32 0, %26
  store i32 %27, i32* %7, align 4
  br label %28

28:                                               ; preds = %25, %22, %18, %17
  %29 = load i32, i32* %7, align 4
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %31 = load i32, i32* %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 %32
  store i32 %29, i32 addrspace(1)* %33, align 4
  ret void
}

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
!7 = !{!"const", !""}
!8 = !{!"in", !"out"}
