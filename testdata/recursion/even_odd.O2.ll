; simtc:launch grid=1 block=32 out=int32[32]
; simtc:expect out=[0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11,0,11]
; ModuleID = 'even_odd.cl'
source_filename = "even_odd.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @is_even(i32 noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %4, %1
  %3 = phi i32 [ %0, %1 ], [ %5, %4 ]
  switch i32 %3, label %4 [
    i32 0, label %7
    i32 1, label %6
  ]

4:                                                ; preds = %2
  %5 = add nsw i32 %3, -2
  br label %2

6:                                                ; preds = %2
  br label %7

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @is_odd(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  br label %5

5:                                                ; preds = %7, %3
  %6 = phi i32 [ %4, %3 ], [ %8, %7 ]
  switch i32 %6, label %7 [
    i32 0, label %9
    i32 1, label %10
  ]

7:                                                ; preds = %5
  %8 = add nsw i32 %6, -2
  br label %5

9:                                                ; preds = %5
  br label %10

10:                                               ; preds = %5, %9, %1
  %11 = phi i32 [ 0, %1 ], [ 1, %9 ], [ 0, %5 ]
  ret i32 %11
}

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @even_odd(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 3
  %5 = add nsw i32 %4, 1
  br label %6

6:                                                ; preds = %8, %1
  %7 = phi i32 [ %5, %1 ], [ %9, %8 ]
  switch i32 %7, label %8 [
    i32 0, label %10
    i32 1, label %11
  ]

8:                                                ; preds = %6
  %9 = add nsw i32 %7, -2
  br label %6

10:                                               ; preds = %6
  br label %11

11:                                               ; preds = %6, %10
  %12 = phi i32 [ 10, %10 ], [ 0, %6 ]
  %13 = icmp eq i32 %3, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %3, -1
  br label %16

16:                                               ; preds = %18, %14
  %17 = phi i32 [ %15, %14 ], [ %19, %18 ]
  switch i32 %17, label %18 [
    i32 0, label %21
    i32 1, label %20
  ]

18:                                               ; preds = %16
  %19 = add nsw i32 %17, -2
  br label %16

20:                                               ; preds = %16
  br label %21

21:                                               ; preds = %16, %20, %11
  %22 = phi i32 [ 0, %11 ], [ 0, %20 ], [ 1, %16 ]
  %23 = or i32 %22, %12
  %24 = sext i32 %3 to i64
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %24
  store i32 %23, i32 addrspace(1)* %25, align 4, !tbaa !9
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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
