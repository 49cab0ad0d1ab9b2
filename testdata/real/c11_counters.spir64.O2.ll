; simtc:launch grid=2 block=32 warp=32 tickets=int32[1] maxv=int32[1] flags=int32[64] seen=int32[64]
; simtc:expect tickets=[64]
; simtc:expect maxv=[1953]
; simtc:expect flags=[1*64]
; simtc:expect seen=[1*64]
; ModuleID = 'c11_counters.cl'
source_filename = "c11_counters.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @c11_counters(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i32, align 4
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  %9 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %8, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  %10 = mul nsw i32 %7, 31
  %11 = srem i32 %10, 64
  %12 = mul nsw i32 %11, 31
  %13 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #6
  %14 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*
  %15 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %14, i32 noundef 2, i32 noundef 2) #5
  store i32 %15, i32* %5, align 4, !tbaa !10
  %16 = icmp slt i32 %15, %12
  br i1 %16, label %17, label %25

17:                                               ; preds = %4
  %18 = addrspacecast i32* %5 to i32 addrspace(4)*
  br label %19

19:                                               ; preds = %17, %19
  %20 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %14, i32 addrspace(4)* noundef %18, i32 noundef %12, i32 noundef 4, i32 noundef 0, i32 noundef 2) #5
  %21 = xor i1 %20, true
  %22 = load i32, i32* %5, align 4
  %23 = icmp slt i32 %22, %12
  %24 = select i1 %21, i1 %23, i1 false
  br i1 %24, label %19, label %25

25:                                               ; preds = %19, %4
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 2) #5
  %26 = sext i32 %7 to i64
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %26
  %28 = addrspacecast i32 addrspace(1)* %27 to i32 addrspace(4)*
  %29 = icmp sgt i32 %9, -1
  %30 = select i1 %29, i32 1, i32 2
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %28, i32 noundef %30, i32 noundef 3, i32 noundef 2) #5
  %31 = call spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %28, i32 noundef 1, i32 noundef 0, i32 noundef 1) #5
  %32 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %28, i32 noundef 2, i32 noundef 2) #5
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %26
  store i32 %32, i32 addrspace(1)* %33, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef, i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
