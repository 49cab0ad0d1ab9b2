; simtc:launch grid=4 block=32 warp=32 in=int32[128]:iota partial=int32[4] count=int32[1] total=int32[1]
; simtc:expect total=[8128]
; simtc:expect count=[4]
; simtc:expect partial=[496,1520,2544,3568]
; ModuleID = 'last_block_sum.cl'
source_filename = "last_block_sum.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@last_block_sum.buf = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@last_block_sum.st.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @last_block_sum(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %8 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %10
  %12 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %13 = sext i32 %6 to i64
  %14 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %13
  store i32 %12, i32 addrspace(3)* %14, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %15 = icmp sgt i32 %9, 1
  br i1 %15, label %18, label %16

16:                                               ; preds = %29, %4
  %17 = icmp eq i32 %6, 0
  br i1 %17, label %31, label %42

18:                                               ; preds = %4, %29
  %19 = phi i32 [ %20, %29 ], [ %9, %4 ]
  %20 = lshr i32 %19, 1
  %21 = icmp sgt i32 %20, %6
  br i1 %21, label %22, label %29

22:                                               ; preds = %18
  %23 = add nsw i32 %20, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %24
  %26 = load i32, i32 addrspace(3)* %25, align 4, !tbaa !9
  %27 = load i32, i32 addrspace(3)* %14, align 4, !tbaa !9
  %28 = add nsw i32 %27, %26
  store i32 %28, i32 addrspace(3)* %14, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %22, %18
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %30 = icmp ult i32 %19, 4
  br i1 %30, label %16, label %18

31:                                               ; preds = %16
  %32 = load i32, i32 addrspace(3)* getelementptr inbounds ([32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 0), align 4, !tbaa !9
  %33 = shl i64 %7, 32
  %34 = ashr exact i64 %33, 32
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %34
  store i32 %32, i32 addrspace(1)* %35, align 4, !tbaa !9
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #4
  %36 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #4
  %37 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %38 = trunc i64 %37 to i32
  %39 = add nsw i32 %38, -1
  %40 = icmp eq i32 %36, %39
  %41 = zext i1 %40 to i32
  store i32 %41, i32 addrspace(3)* @last_block_sum.st.1, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %31, %16
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %43 = load i32, i32 addrspace(3)* @last_block_sum.st.1, align 4, !tbaa !13
  %44 = icmp ne i32 %43, 0
  %45 = select i1 %44, i1 %17, i1 false
  br i1 %45, label %46, label %59

46:                                               ; preds = %42, %53
  %47 = phi i32 [ %57, %53 ], [ 0, %42 ]
  %48 = phi i32 [ %58, %53 ], [ 0, %42 ]
  %49 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %50 = trunc i64 %49 to i32
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %53, label %52

52:                                               ; preds = %46
  store i32 %47, i32 addrspace(1)* %3, align 4, !tbaa !9
  br label %59

53:                                               ; preds = %46
  %54 = zext i32 %48 to i64
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %54
  %56 = load volatile i32, i32 addrspace(1)* %55, align 4, !tbaa !9
  %57 = add nsw i32 %56, %47
  %58 = add nuw nsw i32 %48, 1
  br label %46

59:                                               ; preds = %52, %42
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"const", !"", !"volatile", !""}
!8 = !{!"in", !"partial", !"count", !"total"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !10, i64 4}
!14 = !{!"group_state", !10, i64 0, !10, i64 4}
