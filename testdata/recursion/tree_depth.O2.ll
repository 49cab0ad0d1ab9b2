; simtc:launch grid=1 block=32 n=40 out=int32[32]
; simtc:expect out=[7,6,5,1,5,4,4,4,1,4,3,3,3,1,3,3,3,3,1,3,2,2,2,1,2,2,2,2,1,2,2,2]
; ModuleID = 'tree_depth.cl'
source_filename = "tree_depth.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @depth(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sge i32 %0, %1
  %4 = srem i32 %0, 5
  %5 = icmp eq i32 %4, 3
  %6 = or i1 %3, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %2, %9
  %8 = phi i32 [ %17, %9 ], [ 1, %2 ]
  ret i32 %8

9:                                                ; preds = %2
  %10 = shl nsw i32 %0, 1
  %11 = or i32 %10, 1
  %12 = tail call spir_func i32 @depth(i32 noundef %11, i32 noundef %1)
  %13 = add nsw i32 %10, 2
  %14 = tail call spir_func i32 @depth(i32 noundef %13, i32 noundef %1)
  %15 = icmp sgt i32 %12, %14
  %16 = select i1 %15, i32 %12, i32 %14
  %17 = add nsw i32 %16, 1
  br label %7
}

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @tree_depth(i32 noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i32 @depth(i32 noundef %4, i32 noundef %0)
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  store i32 %5, i32 addrspace(1)* %7, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nofree norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 0, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int", !"int*"}
!7 = !{!"", !""}
!8 = !{!"n", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
