; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[1,6,-4,21,5,2,94,49,9,198,27,77,13,64,5,105,17,20,-2,133,21,6,-4,161,25,2,94,189,29,198,27,217]
; ModuleID = 'tf_split_merge.cl'
source_filename = "tf_split_merge.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @shared_helper(i32 noundef %0) local_unnamed_addr #0 {
  %2 = srem i32 %0, 5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %1
  %5 = phi i32 [ 1, %1 ], [ %10, %6 ]
  ret i32 %5

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %11, %6 ], [ 0, %1 ]
  %8 = phi i32 [ %10, %6 ], [ 1, %1 ]
  %9 = mul nsw i32 %8, 3
  %10 = add nsw i32 %9, %7
  %11 = add nuw nsw i32 %7, 1
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %6, label %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @method0(i32 noundef %0) local_unnamed_addr #1 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @method1(i32 noundef %0) local_unnamed_addr #0 {
  %2 = srem i32 %0, 5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %13

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ 0, %1 ]
  %6 = phi i32 [ %8, %4 ], [ 1, %1 ]
  %7 = mul nsw i32 %6, 3
  %8 = add nsw i32 %7, %5
  %9 = add nuw nsw i32 %5, 1
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %4, label %11

11:                                               ; preds = %4
  %12 = shl i32 %8, 1
  br label %13

13:                                               ; preds = %11, %1
  %14 = phi i32 [ 2, %1 ], [ %12, %11 ]
  ret i32 %14
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @method2(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 3
  %3 = srem i32 %2, 5
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %14

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %9, %5 ], [ 1, %1 ]
  %8 = mul nsw i32 %7, 3
  %9 = add nsw i32 %8, %6
  %10 = add nuw nsw i32 %6, 1
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %5, label %12

12:                                               ; preds = %5
  %13 = add i32 %9, -5
  br label %14

14:                                               ; preds = %12, %1
  %15 = phi i32 [ -4, %1 ], [ %13, %12 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @method3(i32 noundef %0) local_unnamed_addr #1 {
  %2 = mul nsw i32 %0, 7
  ret i32 %2
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @tf_split_merge(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = srem i32 %4, 4
  switch i32 %8, label %36 [
    i32 0, label %9
    i32 1, label %11
    i32 2, label %23
  ]

9:                                                ; preds = %2
  %10 = add nsw i32 %7, 1
  br label %38

11:                                               ; preds = %2
  %12 = srem i32 %7, 5
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %38

14:                                               ; preds = %11, %14
  %15 = phi i32 [ %19, %14 ], [ 0, %11 ]
  %16 = phi i32 [ %18, %14 ], [ 1, %11 ]
  %17 = mul nsw i32 %16, 3
  %18 = add nsw i32 %17, %15
  %19 = add nuw nsw i32 %15, 1
  %20 = icmp slt i32 %19, %12
  br i1 %20, label %14, label %21

21:                                               ; preds = %14
  %22 = shl i32 %18, 1
  br label %38

23:                                               ; preds = %2
  %24 = add nsw i32 %7, 3
  %25 = srem i32 %24, 5
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %38

27:                                               ; preds = %23, %27
  %28 = phi i32 [ %32, %27 ], [ 0, %23 ]
  %29 = phi i32 [ %31, %27 ], [ 1, %23 ]
  %30 = mul nsw i32 %29, 3
  %31 = add nsw i32 %30, %28
  %32 = add nuw nsw i32 %28, 1
  %33 = icmp slt i32 %32, %25
  br i1 %33, label %27, label %34

34:                                               ; preds = %27
  %35 = add i32 %31, -5
  br label %38

36:                                               ; preds = %2
  %37 = mul nsw i32 %7, 7
  br label %38

38:                                               ; preds = %34, %23, %21, %11, %36, %9
  %39 = phi i32 [ %37, %36 ], [ %10, %9 ], [ 2, %11 ], [ %22, %21 ], [ -4, %23 ], [ %35, %34 ]
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %39, i32 addrspace(1)* %40, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }

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
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"in", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
