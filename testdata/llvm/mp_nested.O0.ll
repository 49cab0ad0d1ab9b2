; simtc:launch grid=1 block=32 out=int32[32]
; simtc:expect out=[100,36,102,-12,104,60,106,12,108,84,110,36,112,108,114,60,116,132,118,84,120,156,122,108,124,180,126,132,128,204,130,156]
; ModuleID = 'mp_nested.cl'
source_filename = "mp_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mp_nested(i32 addrspace(1)* noundef %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2
  %6 = trunc i64 %5 to i32
  store i32 %6, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %4, align 4
  %8 = load i32, i32* %3, align 4
  %9 = srem i32 %8, 2
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %1
  %12 = load i32, i32* %4, align 4
  %13 = add nsw i32 %12, 100
  store i32 %13, i32* %4, align 4
  br label %29

14:                                               ; preds = %1
  %15 = load i32, i32* %4, align 4
  %16 = mul nsw i32 %15, 2
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = srem i32 %17, 4
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %23

20:                                               ; preds = %14
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 10
  store i32 %22, i32* %4, align 4
  br label %26

23:                                               ; preds = %14
  %24 = load i32, i32* %4, align 4
  %25 = sub nsw i32 %24, 10
  store i32 %25, i32* %4, align 4
  br label %26

26:                                               ; preds = %23, %20
  %27 = load i32, i32* %4, align 4
  %28 = mul nsw i32 %27, 3
  store i32 %28, i32* %4, align 4
  br label %29

29:                                               ; preds = %26, %11
  %30 = load i32, i32* %4, align 4
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8
  %32 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %32
  store i32 %30, i32 addrspace(1)* %33, align 4
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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
