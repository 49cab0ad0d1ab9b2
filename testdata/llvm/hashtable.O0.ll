; simtc:launch grid=2 block=64 warp=32 keys=int32[128]:iota locks=int32[8] count=int32[8] sum=int32[8]
; simtc:expect count=[16*8]
; simtc:expect sum=[1072,1056,1040,1024,1008,992,976,960]
; simtc:expect locks=[0*8]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'hashtable.cl'
source_filename = "hashtable.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @hashtable(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %12
  %14 = load i32, i32 addrspace(1)* %13, align 4
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = mul nsw i32 %15, 31
  %17 = add nsw i32 %16, 7
  %18 = srem i32 %17, 8
  store i32 %18, i32* %10, align 4
  br label %19

19:                                               ; preds = %26, %4
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %21 = load i32, i32* %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %22
  %24 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %23, i32 noundef 0, i32 noundef 1) #4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %19
  br label %19

27:                                               ; preds = %19
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %29 = load i32, i32* %10, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 %30
  %32 = load i32, i32 addrspace(1)* %31, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %35 = load i32, i32* %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 %36
  store i32 %33, i32 addrspace(1)* %37, align 4
  %38 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %39 = load i32, i32* %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %38, i64 %40
  %42 = load i32, i32 addrspace(1)* %41, align 4
  %43 = load i32, i32* %9, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %46 = load i32, i32* %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %45, i64 %47
  store i32 %44, i32 addrspace(1)* %48, align 4
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %50 = load i32, i32* %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %49, i64 %51
  %53 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %52, i32 noundef 0) #4
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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"const", !"volatile", !"", !""}
!8 = !{!"keys", !"locks", !"count", !"sum"}
