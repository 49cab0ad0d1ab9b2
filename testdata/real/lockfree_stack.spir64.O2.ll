; simtc:launch grid=1 block=32 warp=32 head=uint32[1]:65535 next=int32[32] total=int32[2]
; simtc:expect total=[32,496]
; ModuleID = 'lockfree_stack.cl'
source_filename = "lockfree_stack.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @lockfree_stack(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca i32, align 4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #5
  %8 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  %9 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(i32 addrspace(4)* noundef %8, i32 noundef 0, i32 noundef 2) #6
  store i32 %9, i32* %4, align 4, !tbaa !10
  %10 = sext i32 %6 to i64
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %10
  %12 = addrspacecast i32* %4 to i32 addrspace(4)*
  br label %13

13:                                               ; preds = %22, %3
  %14 = phi i32 [ %23, %22 ], [ %9, %3 ]
  %15 = and i32 %14, 65535
  %16 = icmp eq i32 %15, 65535
  %17 = select i1 %16, i32 -1, i32 %15
  store i32 %17, i32 addrspace(1)* %11, align 4, !tbaa !10
  %18 = add i32 %14, 65536
  %19 = and i32 %18, -65536
  %20 = or i32 %19, %6
  %21 = call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicjPU3AS4jj12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %8, i32 addrspace(4)* noundef %12, i32 noundef %20, i32 noundef 3, i32 noundef 0, i32 noundef 2) #6
  br i1 %21, label %24, label %22

22:                                               ; preds = %13
  %23 = load i32, i32* %4, align 4, !tbaa !10
  br label %13

24:                                               ; preds = %13
  call spir_func void @_Z7barrierj(i32 noundef 2) #6
  %25 = icmp eq i32 %6, 0
  br i1 %25, label %26, label %44

26:                                               ; preds = %24
  %27 = call spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomicj(i32 addrspace(4)* noundef %8) #6
  %28 = and i32 %27, 65535
  %29 = icmp eq i32 %28, 65535
  br i1 %29, label %40, label %30

30:                                               ; preds = %26, %30
  %31 = phi i32 [ %38, %30 ], [ %28, %26 ]
  %32 = phi i32 [ %35, %30 ], [ 0, %26 ]
  %33 = phi i32 [ %34, %30 ], [ 0, %26 ]
  %34 = add nuw nsw i32 %33, 1
  %35 = add nsw i32 %31, %32
  %36 = sext i32 %31 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %36
  %38 = load i32, i32 addrspace(1)* %37, align 4, !tbaa !10
  %39 = icmp eq i32 %38, -1
  br i1 %39, label %40, label %30

40:                                               ; preds = %30, %26
  %41 = phi i32 [ 0, %26 ], [ %34, %30 ]
  %42 = phi i32 [ 0, %26 ], [ %35, %30 ]
  store i32 %41, i32 addrspace(1)* %2, align 4, !tbaa !10
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1
  store i32 %42, i32 addrspace(1)* %43, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %40, %24
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicjPU3AS4jj12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef, i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomicj(i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
