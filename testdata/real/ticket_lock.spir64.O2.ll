; simtc:launch grid=4 block=32 warp=32 lock_=int32[2] stats=int32[3]
; simtc:expect lock_=[4,4]
; simtc:expect stats=[4,6,3]
; ModuleID = 'ticket_lock.cl'
source_filename = "ticket_lock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.ticket_lock_t = type { i32, i32 }
%struct.stats_t = type { i32, i32, i32 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @ticket_lock(%struct.ticket_lock_t addrspace(1)* noundef %0, %struct.stats_t addrspace(1)* nocapture noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %2
  %6 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %0, i64 0, i32 0
  %8 = addrspacecast i32 addrspace(1)* %7 to i32 addrspace(4)*
  %9 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %8, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  %10 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %0, i64 0, i32 1
  %11 = addrspacecast i32 addrspace(1)* %10 to i32 addrspace(4)*
  br label %12

12:                                               ; preds = %12, %5
  %13 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %11, i32 noundef 2, i32 noundef 2) #4
  %14 = icmp eq i32 %13, %9
  br i1 %14, label %15, label %12

15:                                               ; preds = %12
  %16 = trunc i64 %6 to i32
  %17 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 0
  %18 = load i32, i32 addrspace(1)* %17, align 4, !tbaa !9
  %19 = add nsw i32 %18, 1
  store i32 %19, i32 addrspace(1)* %17, align 4, !tbaa !9
  %20 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 1
  %21 = load i32, i32 addrspace(1)* %20, align 4, !tbaa !14
  %22 = add nsw i32 %21, %16
  store i32 %22, i32 addrspace(1)* %20, align 4, !tbaa !14
  %23 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 2
  %24 = load i32, i32 addrspace(1)* %23, align 4, !tbaa !15
  %25 = icmp sgt i32 %24, %16
  %26 = select i1 %25, i32 %24, i32 %16
  store i32 %26, i32 addrspace(1)* %23, align 4, !tbaa !15
  %27 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %11, i32 noundef 0, i32 noundef 2) #4
  %28 = add nsw i32 %27, 1
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %11, i32 noundef %28, i32 noundef 3, i32 noundef 2) #4
  br label %29

29:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!10, !11, i64 4}
!15 = !{!10, !11, i64 8}
