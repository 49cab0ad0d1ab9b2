; simtc:launch grid=2 block=32 warp=32 tickets=int32[1] maxv=int32[1] flags=int32[64] seen=int32[64]
; simtc:expect tickets=[64]
; simtc:expect maxv=[1953]
; simtc:expect flags=[1*64]
; simtc:expect seen=[1*64]
; ModuleID = 'c11_counters.cl'
source_filename = "c11_counters.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @c11_counters(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %9, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %16 = addrspacecast i32 addrspace(1)* %15 to i32*
  %17 = call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %16, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  store i32 %17, i32* %10, align 4
  %18 = load i32, i32* %9, align 4
  %19 = mul nsw i32 %18, 31
  %20 = srem i32 %19, 64
  %21 = mul nsw i32 %20, 31
  store i32 %21, i32* %11, align 4
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %23 = addrspacecast i32 addrspace(1)* %22 to i32*
  %24 = call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %23, i32 noundef 2, i32 noundef 2) #4
  store i32 %24, i32* %12, align 4
  br label %25

25:                                               ; preds = %37, %4
  %26 = load i32, i32* %12, align 4
  %27 = load i32, i32* %11, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %31 = addrspacecast i32 addrspace(1)* %30 to i32*
  %32 = load i32, i32* %11, align 4
  %33 = call zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope(i32* noundef %31, i32* noundef %12, i32 noundef %32, i32 noundef 4, i32 noundef 0, i32 noundef 2) #4
  %34 = xor i1 %33, true
  br label %35

35:                                               ; preds = %29, %25
  %36 = phi i1 [ false, %25 ], [ %34, %29 ]
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  br label %25

38:                                               ; preds = %35
  call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 2) #4
  %39 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %40 = load i32, i32* %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 %41
  %43 = addrspacecast i32 addrspace(1)* %42 to i32*
  %44 = load i32, i32* %10, align 4
  %45 = icmp sge i32 %44, 0
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, i32 1, i32 2
  call void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %43, i32 noundef %47, i32 noundef 3, i32 noundef 2) #4
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %49 = load i32, i32* %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32 addrspace(1)* %48, i64 %50
  %52 = addrspacecast i32 addrspace(1)* %51 to i32*
  %53 = call i32 @_Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %52, i32 noundef 1, i32 noundef 0, i32 noundef 1) #4
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %55 = load i32, i32* %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 %56
  %58 = addrspacecast i32 addrspace(1)* %57 to i32*
  %59 = call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %58, i32 noundef 2, i32 noundef 2) #4
  %60 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %61 = load i32, i32* %9, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, i32 addrspace(1)* %60, i64 %62
  store i32 %59, i32 addrspace(1)* %63, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope(i32* noundef, i32* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @c11_counters, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"atomic_int*", !"atomic_int*", !"atomic_int*", !"int*"}
!8 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!9 = !{!"", !"", !"", !""}
!10 = !{!"tickets", !"maxv", !"flags", !"seen"}
