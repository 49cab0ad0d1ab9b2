; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] n=32 limit=1000000
; simtc:expect out=[0,3,9,18,30,45,63,84,8,19,33,50,70,93,119,148,16,35,57,82,110,141,175,212,24,51,81,114,118,93,71,52]
; simtc:expect errors=[0]
; ModuleID = 'tf_exc_loop.cl'
source_filename = "tf_exc_loop.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_exc_loop(i32 addrspace(2)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3, i32 noundef %4) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = alloca i32 addrspace(2)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 addrspace(2)* %0, i32 addrspace(2)** %6, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %8, align 8
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %11, align 4
  %17 = load i32, i32* %11, align 4
  %18 = srem i32 %17, 8
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %12, align 4
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %20

20:                                               ; preds = %41, %5
  %21 = load i32, i32* %14, align 4
  %22 = load i32, i32* %12, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %44

24:                                               ; preds = %20
  %25 = load i32 addrspace(2)*, i32 addrspace(2)** %6, align 8
  %26 = load i32, i32* %11, align 4
  %27 = load i32, i32* %14, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %9, align 4
  %30 = srem i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32 addrspace(2)* %25, i64 %31
  %33 = load i32, i32 addrspace(2)* %32, align 4
  %34 = load i32, i32* %13, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, i32* %13, align 4
  %36 = load i32, i32* %13, align 4
  %37 = load i32, i32* %10, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %24
  br label %50

40:                                               ; preds = %24
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %14, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %14, align 4
  br label %20

44:                                               ; preds = %20
  %45 = load i32, i32* %13, align 4
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %47 = load i32, i32* %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %48
  store i32 %45, i32 addrspace(1)* %49, align 4
  br label %57

50:                                               ; preds = %39
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %52 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %51) #4
  %53 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %54 = load i32, i32* %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 %55
  store i32 -1, i32 addrspace(1)* %56, align 4
  br label %57

57:                                               ; preds = %50, %44
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

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
!4 = !{i32 2, i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{!"in", !"out", !"errors", !"n", !"limit"}
