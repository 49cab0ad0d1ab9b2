; simtc:launch grid=2 block=32 warp=32 flag=int32[1] data=int32[32] out=int32[32]
; simtc:expect flag=[1]
; simtc:expect status=ok mech=pdom
; ModuleID = 'inter_group_wait.cl'
source_filename = "inter_group_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @inter_group_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %7, align 4
  %10 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %25

12:                                               ; preds = %3
  %13 = load i32, i32* %7, align 4
  %14 = mul nsw i32 %13, 3
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %16 = load i32, i32* %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %15, i64 %17
  store volatile i32 %14, i32 addrspace(1)* %18, align 4
  call spir_func void @_Z7barrierj(i32 noundef 2) #4
  %19 = load i32, i32* %7, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %12
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %23 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef 1) #4
  br label %24

24:                                               ; preds = %21, %12
  br label %42

25:                                               ; preds = %3
  br label %26

26:                                               ; preds = %30, %25
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %28 = load volatile i32, i32 addrspace(1)* %27, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  br label %26

31:                                               ; preds = %26
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %33 = load i32, i32* %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %34
  %36 = load volatile i32, i32 addrspace(1)* %35, align 4
  %37 = add nsw i32 %36, 1
  %38 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %39 = load i32, i32* %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %38, i64 %40
  store i32 %37, i32 addrspace(1)* %41, align 4
  br label %42

42:                                               ; preds = %31, %24
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"volatile", !""}
!8 = !{!"flag", !"data", !"out"}
