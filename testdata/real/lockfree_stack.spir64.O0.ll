; simtc:launch grid=1 block=32 warp=32 head=uint32[1]:65535 next=int32[32] total=int32[2]
; simtc:expect total=[32,496]
; ModuleID = 'lockfree_stack.cl'
source_filename = "lockfree_stack.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lockfree_stack(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %7, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %16 = addrspacecast i32 addrspace(1)* %15 to i32 addrspace(4)*
  %17 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(i32 addrspace(4)* noundef %16, i32 noundef 0, i32 noundef 2) #4
  store i32 %17, i32* %8, align 4
  br label %18

18:                                               ; preds = %38, %3
  %19 = load i32, i32* %8, align 4
  %20 = and i32 %19, 65535
  %21 = icmp eq i32 %20, 65535
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  br label %26

23:                                               ; preds = %18
  %24 = load i32, i32* %8, align 4
  %25 = and i32 %24, 65535
  br label %26

26:                                               ; preds = %23, %22
  %27 = phi i32 [ -1, %22 ], [ %25, %23 ]
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %29 = load i32, i32* %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 %30
  store i32 %27, i32 addrspace(1)* %31, align 4
  %32 = load i32, i32* %8, align 4
  %33 = lshr i32 %32, 16
  %34 = add i32 %33, 1
  %35 = shl i32 %34, 16
  %36 = load i32, i32* %7, align 4
  %37 = or i32 %35, %36
  store i32 %37, i32* %9, align 4
  br label %38

38:                                               ; preds = %26
  %39 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %40 = addrspacecast i32 addrspace(1)* %39 to i32 addrspace(4)*
  %41 = addrspacecast i32* %8 to i32 addrspace(4)*
  %42 = load i32, i32* %9, align 4
  %43 = call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicjPU3AS4jj12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %40, i32 addrspace(4)* noundef %41, i32 noundef %42, i32 noundef 3, i32 noundef 0, i32 noundef 2) #4
  %44 = xor i1 %43, true
  br i1 %44, label %18, label %45

45:                                               ; preds = %38
  call spir_func void @_Z7barrierj(i32 noundef 2) #4
  %46 = load i32, i32* %7, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %78

48:                                               ; preds = %45
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %50 = addrspacecast i32 addrspace(1)* %49 to i32 addrspace(4)*
  %51 = call spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomicj(i32 addrspace(4)* noundef %50) #4
  %52 = and i32 %51, 65535
  store i32 %52, i32* %12, align 4
  %53 = load i32, i32* %12, align 4
  %54 = icmp eq i32 %53, 65535
  br i1 %54, label %55, label %56

55:                                               ; preds = %48
  store i32 -1, i32* %12, align 4
  br label %56

56:                                               ; preds = %55, %48
  br label %57

57:                                               ; preds = %60, %56
  %58 = load i32, i32* %12, align 4
  %59 = icmp ne i32 %58, -1
  br i1 %59, label %60, label %71

60:                                               ; preds = %57
  %61 = load i32, i32* %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %10, align 4
  %63 = load i32, i32* %12, align 4
  %64 = load i32, i32* %11, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, i32* %11, align 4
  %66 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %67 = load i32, i32* %12, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %66, i64 %68
  %70 = load i32, i32 addrspace(1)* %69, align 4
  store i32 %70, i32* %12, align 4
  br label %57

71:                                               ; preds = %57
  %72 = load i32, i32* %10, align 4
  %73 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %74 = getelementptr inbounds i32, i32 addrspace(1)* %73, i64 0
  store i32 %72, i32 addrspace(1)* %74, align 4
  %75 = load i32, i32* %11, align 4
  %76 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %76, i64 1
  store i32 %75, i32 addrspace(1)* %77, align 4
  br label %78

78:                                               ; preds = %71, %45
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicjPU3AS4jj12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef, i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomicj(i32 addrspace(4)* noundef) #2

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
!6 = !{!"atomic_uint*", !"int*", !"int*"}
!7 = !{!"_Atomic(unsigned int)*", !"int*", !"int*"}
!8 = !{!"", !"", !""}
!9 = !{!"head", !"next", !"total"}
