; simtc:launch grid=2 block=64 warp=32 data=int32[256]:iota lock=int32[1] result=int32[1] n=256
; simtc:expect result=[255]
; simtc:expect lock=[0]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'array_max.cl'
source_filename = "array_max.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @array_max(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 %3, i32* %8, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %9, align 4
  br label %13

13:                                               ; preds = %45, %4
  %14 = load i32, i32* %9, align 4
  %15 = load i32, i32* %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %51

17:                                               ; preds = %13
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %19 = load i32, i32* %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %20
  %22 = load i32, i32 addrspace(1)* %21, align 4
  store i32 %22, i32* %10, align 4
  %23 = load i32, i32* %10, align 4
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %25 = load volatile i32, i32 addrspace(1)* %24, align 4
  %26 = icmp sgt i32 %23, %25
  br i1 %26, label %27, label %44

27:                                               ; preds = %17
  br label %28

28:                                               ; preds = %32, %27
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %30 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %29, i32 noundef 0, i32 noundef 1) #4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  br label %28

33:                                               ; preds = %28
  %34 = load i32, i32* %10, align 4
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %36 = load volatile i32, i32 addrspace(1)* %35, align 4
  %37 = icmp sgt i32 %34, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %33
  %39 = load i32, i32* %10, align 4
  %40 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  store volatile i32 %39, i32 addrspace(1)* %40, align 4
  br label %41

41:                                               ; preds = %38, %33
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %43 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %42, i32 noundef 0) #4
  br label %44

44:                                               ; preds = %41, %17
  br label %45

45:                                               ; preds = %44
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = add i64 %48, %46
  %50 = trunc i64 %49 to i32
  store i32 %50, i32* %9, align 4
  br label %13

51:                                               ; preds = %13
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

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
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"volatile", !"volatile", !""}
!8 = !{!"data", !"lock", !"result", !"n"}
