; simtc:launch grid=4 block=32 warp=32 lock_=int32[2] stats=int32[3]
; simtc:expect lock_=[4,4]
; simtc:expect stats=[4,6,3]
; ModuleID = 'ticket_lock.cl'
source_filename = "ticket_lock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ticket_lock_t = type { i32, i32 }
%struct.stats_t = type { i32, i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ticket_lock(%struct.ticket_lock_t addrspace(1)* noundef %0, %struct.stats_t addrspace(1)* nocapture noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %2
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %0, i64 0, i32 0
  %8 = addrspacecast i32 addrspace(1)* %7 to i32*
  %9 = tail call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %8, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  %10 = getelementptr inbounds %struct.ticket_lock_t, %struct.ticket_lock_t addrspace(1)* %0, i64 0, i32 1
  %11 = addrspacecast i32 addrspace(1)* %10 to i32*
  br label %12

12:                                               ; preds = %12, %5
  %13 = tail call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %11, i32 noundef 2, i32 noundef 2) #4
  %14 = icmp eq i32 %13, %9
  br i1 %14, label %15, label %12

15:                                               ; preds = %12
  %16 = trunc i64 %6 to i32
  %17 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 0
  %18 = load i32, i32 addrspace(1)* %17, align 4, !tbaa !10
  %19 = add nsw i32 %18, 1
  store i32 %19, i32 addrspace(1)* %17, align 4, !tbaa !10
  %20 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 1
  %21 = load i32, i32 addrspace(1)* %20, align 4, !tbaa !15
  %22 = add nsw i32 %21, %16
  store i32 %22, i32 addrspace(1)* %20, align 4, !tbaa !15
  %23 = getelementptr inbounds %struct.stats_t, %struct.stats_t addrspace(1)* %1, i64 0, i32 2
  %24 = load i32, i32 addrspace(1)* %23, align 4, !tbaa !16
  %25 = icmp sgt i32 %24, %16
  %26 = select i1 %25, i32 %24, i32 %16
  store i32 %26, i32 addrspace(1)* %23, align 4, !tbaa !16
  %27 = tail call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %11, i32 noundef 0, i32 noundef 2) #4
  %28 = add nsw i32 %27, 1
  tail call void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %11, i32 noundef %28, i32 noundef 3, i32 noundef 2) #4
  br label %29

29:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (%struct.ticket_lock_t addrspace(1)*, %struct.stats_t addrspace(1)*)* @ticket_lock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"ticket_lock_t*", !"stats_t*"}
!8 = !{!"", !""}
!9 = !{!"lock_", !"stats"}
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!11, !12, i64 4}
!16 = !{!11, !12, i64 8}
