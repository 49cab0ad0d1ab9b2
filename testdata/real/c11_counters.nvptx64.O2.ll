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
define dso_local spir_kernel void @c11_counters(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = alloca i32, align 4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = addrspacecast i32 addrspace(1)* %0 to i32*
  %9 = tail call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %8, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  %10 = mul nsw i32 %7, 31
  %11 = srem i32 %10, 64
  %12 = mul nsw i32 %11, 31
  %13 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #6
  %14 = addrspacecast i32 addrspace(1)* %1 to i32*
  %15 = tail call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %14, i32 noundef 2, i32 noundef 2) #5
  store i32 %15, i32* %5, align 4, !tbaa !11
  %16 = icmp slt i32 %15, %12
  br i1 %16, label %17, label %23

17:                                               ; preds = %4, %17
  %18 = call zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope(i32* noundef %14, i32* noundef nonnull %5, i32 noundef %12, i32 noundef 4, i32 noundef 0, i32 noundef 2) #5
  %19 = xor i1 %18, true
  %20 = load i32, i32* %5, align 4
  %21 = icmp slt i32 %20, %12
  %22 = select i1 %19, i1 %21, i1 false
  br i1 %22, label %17, label %23

23:                                               ; preds = %17, %4
  call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 2) #5
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %25
  %27 = addrspacecast i32 addrspace(1)* %26 to i32*
  %28 = icmp sgt i32 %9, -1
  %29 = select i1 %28, i32 1, i32 2
  call void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %27, i32 noundef %29, i32 noundef 3, i32 noundef 2) #5
  %30 = call i32 @_Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %27, i32 noundef 1, i32 noundef 0, i32 noundef 1) #5
  %31 = call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %27, i32 noundef 2, i32 noundef 2) #5
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %25
  store i32 %31, i32 addrspace(1)* %32, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope(i32* noundef, i32* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
