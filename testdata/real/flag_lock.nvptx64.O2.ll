; simtc:launch grid=1 block=64 warp=32 flag=int32[1] counter=int32[4]
; simtc:expect counter=[64,-64,2016,255]
; ModuleID = 'flag_lock.cl'
source_filename = "flag_lock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @flag_lock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = addrspacecast i32 addrspace(1)* %0 to i32*
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 2
  br label %7

7:                                                ; preds = %7, %2
  %8 = tail call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %5, i32 noundef 2, i32 noundef 2) #4
  br i1 %8, label %7, label %9

9:                                                ; preds = %7
  %10 = load i32, i32 addrspace(1)* %1, align 4, !tbaa !11
  %11 = add nsw i32 %10, 1
  store i32 %11, i32 addrspace(1)* %1, align 4, !tbaa !11
  %12 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !11
  %13 = add nsw i32 %12, %4
  store i32 %13, i32 addrspace(1)* %6, align 4, !tbaa !11
  tail call void @_Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef %5, i32 noundef 3, i32 noundef 2) #4
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 1
  %15 = addrspacecast i32 addrspace(1)* %14 to i32*
  %16 = tail call i32 @_Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %15, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 3
  %18 = addrspacecast i32 addrspace(1)* %17 to i32*
  %19 = srem i32 %4, 8
  %20 = and i32 %19, 31
  %21 = shl nuw i32 1, %20
  %22 = tail call i32 @_Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %18, i32 noundef %21, i32 noundef 0, i32 noundef 2) #4
  %23 = tail call i32 @_Z11atomic_loadPVU7_Atomici(i32* noundef %18) #4
  %24 = tail call i32 @_Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef %18, i32 noundef %23, i32 noundef 0, i32 noundef 2) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope(i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_loadPVU7_Atomici(i32* noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
