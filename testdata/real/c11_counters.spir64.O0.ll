; simtc:launch grid=2 block=32 warp=32 tickets=int32[1] maxv=int32[1] flags=int32[64] seen=int32[64]
; simtc:expect tickets=[64]
; simtc:expect maxv=[1953]
; simtc:expect flags=[1*64]
; simtc:expect seen=[1*64]
; ModuleID = 'c11_counters.cl'
source_filename = "c11_counters.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @c11_counters(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
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
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %9, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %16 = addrspacecast i32 addrspace(1)* %15 to i32 addrspace(4)*
  %17 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %16, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  store i32 %17, i32* %10, align 4
  %18 = load i32, i32* %9, align 4
  %19 = mul nsw i32 %18, 31
  %20 = srem i32 %19, 64
  %21 = mul nsw i32 %20, 31
  store i32 %21, i32* %11, align 4
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %23 = addrspacecast i32 addrspace(1)* %22 to i32 addrspace(4)*
  %24 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %23, i32 noundef 2, i32 noundef 2) #4
  store i32 %24, i32* %12, align 4
  br label %25

25:                                               ; preds = %38, %4
  %26 = load i32, i32* %12, align 4
  %27 = load i32, i32* %11, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %31 = addrspacecast i32 addrspace(1)* %30 to i32 addrspace(4)*
  %32 = addrspacecast i32* %12 to i32 addrspace(4)*
  %33 = load i32, i32* %11, align 4
  %34 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %31, i32 addrspace(4)* noundef %32, i32 noundef %33, i32 noundef 4, i32 noundef 0, i32 noundef 2) #4
  %35 = xor i1 %34, true
  br label %36

36:                                               ; preds = %29, %25
  %37 = phi i1 [ false, %25 ], [ %35, %29 ]
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  br label %25

39:                                               ; preds = %36
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 2) #4
  %40 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %41 = load i32, i32* %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 %42
  %44 = addrspacecast i32 addrspace(1)* %43 to i32 addrspace(4)*
  %45 = load i32, i32* %10, align 4
  %46 = icmp sge i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 1, i32 2
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %44, i32 noundef %48, i32 noundef 3, i32 noundef 2) #4
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %50 = load i32, i32* %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %49, i64 %51
  %53 = addrspacecast i32 addrspace(1)* %52 to i32 addrspace(4)*
  %54 = call spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %53, i32 noundef 1, i32 noundef 0, i32 noundef 1) #4
  %55 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %56 = load i32, i32* %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 %57
  %59 = addrspacecast i32 addrspace(1)* %58 to i32 addrspace(4)*
  %60 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %59, i32 noundef 2, i32 noundef 2) #4
  %61 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %62 = load i32, i32* %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %61, i64 %63
  store i32 %60, i32 addrspace(1)* %64, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef, i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) #2

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
!6 = !{!"atomic_int*", !"atomic_int*", !"atomic_int*", !"int*"}
!7 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!8 = !{!"", !"", !"", !""}
!9 = !{!"tickets", !"maxv", !"flags", !"seen"}
