; simtc:launch grid=1 block=32 out=int64[32]
; simtc:expect out=[1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120]
; ModuleID = 'fact.cl'
source_filename = "fact.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i64 @fact(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = icmp sle i32 %4, 1
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i64 1, i64* %2, align 8
  br label %14

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4
  %9 = sext i32 %8 to i64
  %10 = load i32, i32* %3, align 4
  %11 = sub nsw i32 %10, 1
  %12 = call spir_func i64 @fact(i32 noundef %11) #3
  %13 = mul nsw i64 %9, %12
  store i64 %13, i64* %2, align 8
  br label %14

14:                                               ; preds = %7, %6
  %15 = load i64, i64* %2, align 8
  ret i64 %15
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fact_kernel(i64 addrspace(1)* noundef %0) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca i64 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  store i64 addrspace(1)* %0, i64 addrspace(1)** %2, align 8
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = srem i32 %6, 13
  %8 = call spir_func i64 @fact(i32 noundef %7) #3
  %9 = load i64 addrspace(1)*, i64 addrspace(1)** %2, align 8
  %10 = load i32, i32* %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i64, i64 addrspace(1)* %9, i64 %11
  store i64 %8, i64 addrspace(1)* %12, align 8
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent }
attributes #4 = { convergent nounwind readnone willreturn }

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
!6 = !{!"long*"}
!7 = !{!""}
!8 = !{!"out"}
