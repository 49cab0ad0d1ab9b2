; simtc:launch grid=1 block=32 warp=32 head=uint32[1]:65535 next=int32[32] total=int32[2]
; simtc:expect total=[32,496]
; ModuleID = 'lockfree_stack.cl'
source_filename = "lockfree_stack.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lockfree_stack(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
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
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %7, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %16 = addrspacecast i32 addrspace(1)* %15 to i32*
  %17 = call i32 @_Z20atomic_load_explicitPVU7_Atomicj12memory_order12memory_scope(i32* noundef %16, i32 noundef 0, i32 noundef 2) #4
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
  %40 = addrspacecast i32 addrspace(1)* %39 to i32*
  %41 = load i32, i32* %9, align 4
  %42 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomicjPjj12memory_orderS4_12memory_scope(i32* noundef %40, i32* noundef %8, i32 noundef %41, i32 noundef 3, i32 noundef 0, i32 noundef 2) #4
  %43 = xor i1 %42, true
  br i1 %43, label %18, label %44

44:                                               ; preds = %38
  call void @_Z7barrierj(i32 noundef 2) #4
  %45 = load i32, i32* %7, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %77

47:                                               ; preds = %44
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %49 = addrspacecast i32 addrspace(1)* %48 to i32*
  %50 = call i32 @_Z11atomic_loadPVU7_Atomicj(i32* noundef %49) #4
  %51 = and i32 %50, 65535
  store i32 %51, i32* %12, align 4
  %52 = load i32, i32* %12, align 4
  %53 = icmp eq i32 %52, 65535
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  store i32 -1, i32* %12, align 4
  br label %55

55:                                               ; preds = %54, %47
  br label %56

56:                                               ; preds = %59, %55
  %57 = load i32, i32* %12, align 4
  %58 = icmp ne i32 %57, -1
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load i32, i32* %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %10, align 4
  %62 = load i32, i32* %12, align 4
  %63 = load i32, i32* %11, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, i32* %11, align 4
  %65 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %66 = load i32, i32* %12, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %65, i64 %67
  %69 = load i32, i32 addrspace(1)* %68, align 4
  store i32 %69, i32* %12, align 4
  br label %56

70:                                               ; preds = %56
  %71 = load i32, i32* %10, align 4
  %72 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %73 = getelementptr inbounds i32, i32 addrspace(1)* %72, i64 0
  store i32 %71, i32 addrspace(1)* %73, align 4
  %74 = load i32, i32* %11, align 4
  %75 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %76 = getelementptr inbounds i32, i32 addrspace(1)* %75, i64 1
  store i32 %74, i32 addrspace(1)* %76, align 4
  br label %77

77:                                               ; preds = %70, %44
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomicj12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomicjPjj12memory_orderS4_12memory_scope(i32* noundef, i32* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_loadPVU7_Atomicj(i32* noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @lockfree_stack, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"atomic_uint*", !"int*", !"int*"}
!8 = !{!"_Atomic(unsigned int)*", !"int*", !"int*"}
!9 = !{!"", !"", !""}
!10 = !{!"head", !"next", !"total"}
