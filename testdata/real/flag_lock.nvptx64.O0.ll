; simtc:launch grid=1 block=64 warp=32 flag=int32[1] counter=int32[4]
; simtc:expect counter=[64,-64,2016,255]
; ModuleID = 'flag_lock.cl'
source_filename = "flag_lock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @flag_lock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %9

9:                                                ; preds = %29, %2
  %10 = load i32, i32* %6, align 4
  %11 = icmp ne i32 %10, 0
  %12 = xor i1 %11, true
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %15 = addrspacecast i32 addrspace(1)* %14 to i32*
  %16 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %15, i32 noundef 2, i32 noundef 2) #4
  br i1 %16, label %29, label %17

17:                                               ; preds = %13
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 0
  %20 = load i32, i32 addrspace(1)* %19, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32 addrspace(1)* %19, align 4
  %22 = load i32, i32* %5, align 4
  %23 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %23, i64 2
  %25 = load i32, i32 addrspace(1)* %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, i32 addrspace(1)* %24, align 4
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %28 = addrspacecast i32 addrspace(1)* %27 to i32*
  call void @_Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %28, i32 noundef 3, i32 noundef 2) #4
  store i32 1, i32* %6, align 4
  br label %29

29:                                               ; preds = %17, %13
  br label %9

30:                                               ; preds = %9
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 1
  %33 = addrspacecast i32 addrspace(1)* %32 to i32*
  %34 = call i32 @_Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %33, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %35, i64 3
  %37 = addrspacecast i32 addrspace(1)* %36 to i32*
  %38 = load i32, i32* %5, align 4
  %39 = srem i32 %38, 8
  %40 = and i32 %39, 31
  %41 = shl i32 1, %40
  %42 = call i32 @_Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %37, i32 noundef %41, i32 noundef 0, i32 noundef 2) #4
  %43 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %43, i64 3
  %45 = addrspacecast i32 addrspace(1)* %44 to i32*
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 3
  %48 = addrspacecast i32 addrspace(1)* %47 to i32*
  %49 = call i32 @_Z11atomic_loadPVU7_Atomici(i32* noundef %48) #4
  %50 = call i32 @_Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %45, i32 noundef %49, i32 noundef 0, i32 noundef 2) #4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_loadPVU7_Atomici(i32* noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @flag_lock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"atomic_flag*", !"int*"}
!8 = !{!"_Atomic(int)*", !"int*"}
!9 = !{!"", !""}
!10 = !{!"flag", !"counter"}
