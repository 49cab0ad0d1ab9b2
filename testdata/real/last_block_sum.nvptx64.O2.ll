; simtc:launch grid=4 block=32 warp=32 in=int32[128]:iota partial=int32[4] count=int32[1] total=int32[1]
; simtc:expect total=[8128]
; simtc:expect count=[4]
; simtc:expect partial=[496,1520,2544,3568]
; ModuleID = 'last_block_sum.cl'
source_filename = "last_block_sum.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@last_block_sum.buf = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@last_block_sum.st.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @last_block_sum(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %10
  %12 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !10
  %13 = shl i64 %5, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %14
  store i32 %12, i32 addrspace(3)* %15, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %16 = icmp sgt i32 %9, 1
  br i1 %16, label %19, label %17

17:                                               ; preds = %30, %4
  %18 = icmp eq i32 %6, 0
  br i1 %18, label %32, label %43

19:                                               ; preds = %4, %30
  %20 = phi i32 [ %21, %30 ], [ %9, %4 ]
  %21 = lshr i32 %20, 1
  %22 = icmp sgt i32 %21, %6
  br i1 %22, label %23, label %30

23:                                               ; preds = %19
  %24 = add nsw i32 %21, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %25
  %27 = load i32, i32 addrspace(3)* %26, align 4, !tbaa !10
  %28 = load i32, i32 addrspace(3)* %15, align 4, !tbaa !10
  %29 = add nsw i32 %28, %27
  store i32 %29, i32 addrspace(3)* %15, align 4, !tbaa !10
  br label %30

30:                                               ; preds = %23, %19
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %31 = icmp ult i32 %20, 4
  br i1 %31, label %17, label %19

32:                                               ; preds = %17
  %33 = load i32, i32 addrspace(3)* getelementptr inbounds ([32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 0), align 4, !tbaa !10
  %34 = shl i64 %7, 32
  %35 = ashr exact i64 %34, 32
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %35
  store i32 %33, i32 addrspace(1)* %36, align 4, !tbaa !10
  tail call void @_Z9mem_fencej(i32 noundef 2) #4
  %37 = tail call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #4
  %38 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %39 = trunc i64 %38 to i32
  %40 = add nsw i32 %39, -1
  %41 = icmp eq i32 %37, %40
  %42 = zext i1 %41 to i32
  store i32 %42, i32 addrspace(3)* @last_block_sum.st.1, align 4, !tbaa !14
  br label %43

43:                                               ; preds = %32, %17
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %44 = load i32, i32 addrspace(3)* @last_block_sum.st.1, align 4, !tbaa !14
  %45 = icmp ne i32 %44, 0
  %46 = select i1 %45, i1 %18, i1 false
  br i1 %46, label %47, label %60

47:                                               ; preds = %43, %54
  %48 = phi i32 [ %58, %54 ], [ 0, %43 ]
  %49 = phi i32 [ %59, %54 ], [ 0, %43 ]
  %50 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %51 = trunc i64 %50 to i32
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %47
  store i32 %48, i32 addrspace(1)* %3, align 4, !tbaa !10
  br label %60

54:                                               ; preds = %47
  %55 = zext i32 %49 to i64
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %55
  %57 = load volatile i32, i32 addrspace(1)* %56, align 4, !tbaa !10
  %58 = add nsw i32 %57, %48
  %59 = add nuw nsw i32 %49, 1
  br label %47

60:                                               ; preds = %53, %43
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @last_block_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !"volatile", !""}
!9 = !{!"in", !"partial", !"count", !"total"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !11, i64 4}
!15 = !{!"group_state", !11, i64 0, !11, i64 4}
