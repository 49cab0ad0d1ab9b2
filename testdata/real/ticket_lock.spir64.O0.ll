; simtc:launch grid=4 block=32 warp=32 lock_=int32[2] stats=int32[3]
; simtc:expect lock_=[4,4]
; simtc:expect stats=[4,6,3]
; ModuleID = 'ticket_lock.cl'
source_filename = "ticket_lock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.ticket_lock_t = type { i32, i32 }
%struct.stats_t = type { i32, i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ticket_lock(%struct.ticket_lock_t addrspace(1)* noundef %0, %struct.stats_t addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca %struct.ticket_lock_t addrspace(1)*, align 8
  %4 = alloca %struct.stats_t addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store %struct.ticket_lock_t addrspace(1)* %0, %struct.ticket_lock_t addrspace(1)** %3, align 8
  store %struct.stats_t addrspace(1)* %1, %struct.stats_t addrspace(1)** %4, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %37

8:                                                ; preds = %2
  %9 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %5, align 4
  %11 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %3, align 8
  call spir_func void @lock(%struct.ticket_lock_t addrspace(1)* noundef %11) #5
  %12 = load %struct.stats_t addrspace(1)*, %struct.stats_t addrspace(1)** %4, align 8
  %13 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %12, i32 0, i32 0
  %14 = load i32, i32 addrspace(1)* %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32 addrspace(1)* %13, align 4
  %16 = load i32, i32* %5, align 4
  %17 = load %struct.stats_t addrspace(1)*, %struct.stats_t addrspace(1)** %4, align 8
  %18 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %17, i32 0, i32 1
  %19 = load i32, i32 addrspace(1)* %18, align 4
  %20 = add nsw i32 %19, %16
  store i32 %20, i32 addrspace(1)* %18, align 4
  %21 = load %struct.stats_t addrspace(1)*, %struct.stats_t addrspace(1)** %4, align 8
  %22 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %21, i32 0, i32 2
  %23 = load i32, i32 addrspace(1)* %22, align 4
  %24 = load i32, i32* %5, align 4
  %25 = icmp sgt i32 %23, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %8
  %27 = load %struct.stats_t addrspace(1)*, %struct.stats_t addrspace(1)** %4, align 8
  %28 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %27, i32 0, i32 2
  %29 = load i32, i32 addrspace(1)* %28, align 4
  br label %32

30:                                               ; preds = %8
  %31 = load i32, i32* %5, align 4
  br label %32

32:                                               ; preds = %30, %26
  %33 = phi i32 [ %29, %26 ], [ %31, %30 ]
  %34 = load %struct.stats_t addrspace(1)*, %struct.stats_t addrspace(1)** %4, align 8
  %35 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %34, i32 0, i32 2
  store i32 %33, i32 addrspace(1)* %35, align 4
  %36 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %3, align 8
  call spir_func void @unlock(%struct.ticket_lock_t addrspace(1)* noundef %36) #5
  br label %37

37:                                               ; preds = %32, %2
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func void @lock(%struct.ticket_lock_t addrspace(1)* noundef %0) #2 {
  %2 = alloca %struct.ticket_lock_t addrspace(1)*, align 8
  %3 = alloca i32, align 4
  store %struct.ticket_lock_t addrspace(1)* %0, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %4 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %5 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %4, i32 0, i32 0
  %6 = addrspacecast i32 addrspace(1)* %5 to i32 addrspace(4)*
  %7 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  store i32 %7, i32* %3, align 4
  br label %8

8:                                                ; preds = %15, %1
  %9 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %10 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %9, i32 0, i32 1
  %11 = addrspacecast i32 addrspace(1)* %10 to i32 addrspace(4)*
  %12 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %11, i32 noundef 2, i32 noundef 2) #5
  %13 = load i32, i32* %3, align 4
  %14 = icmp ne i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  br label %8

16:                                               ; preds = %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func void @unlock(%struct.ticket_lock_t addrspace(1)* noundef %0) #2 {
  %2 = alloca %struct.ticket_lock_t addrspace(1)*, align 8
  %3 = alloca i32, align 4
  store %struct.ticket_lock_t addrspace(1)* %0, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %4 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %5 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %4, i32 0, i32 1
  %6 = addrspacecast i32 addrspace(1)* %5 to i32 addrspace(4)*
  %7 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 0, i32 noundef 2) #5
  store i32 %7, i32* %3, align 4
  %8 = load %struct.ticket_lock_t addrspace(1)*, %struct.ticket_lock_t addrspace(1)** %2, align 8
  %9 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %8, i32 0, i32 1
  %10 = addrspacecast i32 addrspace(1)* %9 to i32 addrspace(4)*
  %11 = load i32, i32* %3, align 4
  %12 = add nsw i32 %11, 1
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %10, i32 noundef %12, i32 noundef 3, i32 noundef 2) #5
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"ticket_lock_t*", !"stats_t*"}
!7 = !{!"", !""}
!8 = !{!"lock_", !"stats"}
