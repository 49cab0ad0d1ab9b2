; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] limit=1000000
; simtc:expect out=[30,2,58,6,86,10,114,14,142,18,170,22,198,26,226,30,254,34,282,38,310,42,338,46,366,50,394,54,422,58,450,62]
; simtc:expect errors=[0]
; ModuleID = 'tf_exc_call.cl'
source_filename = "tf_exc_call.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @scale(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = shl nsw i32 %0, 1
  %4 = or i32 %3, 1
  %5 = icmp sgt i32 %4, %1
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = shl nsw i32 %4, 1
  %8 = or i32 %7, 1
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = shl nsw i32 %8, 1
  %12 = or i32 %11, 1
  %13 = icmp sgt i32 %12, %1
  %14 = select i1 %13, i32 -1, i32 %12
  br label %15

15:                                               ; preds = %10, %6, %2
  %16 = phi i32 [ -1, %2 ], [ -1, %6 ], [ %14, %10 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @transform(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = shl i32 %0, 1
  %4 = add i32 %3, 3
  %5 = icmp sgt i32 %4, %1
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = shl nsw i32 %4, 1
  %8 = or i32 %7, 1
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %17, label %10

10:                                               ; preds = %6
  %11 = shl nsw i32 %8, 1
  %12 = or i32 %11, 1
  %13 = icmp sgt i32 %12, %1
  %14 = icmp eq i32 %12, -1
  %15 = sub nsw i32 %12, %0
  %16 = or i1 %13, %14
  br i1 %16, label %17, label %18

17:                                               ; preds = %10, %6, %2
  br label %18

18:                                               ; preds = %10, %17
  %19 = phi i32 [ -1, %17 ], [ %15, %10 ]
  ret i32 %19
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @tf_exc_call(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !9
  %10 = and i32 %6, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %29

12:                                               ; preds = %4
  %13 = shl i32 %9, 1
  %14 = add i32 %13, 3
  %15 = icmp sgt i32 %14, %3
  br i1 %15, label %32, label %16

16:                                               ; preds = %12
  %17 = shl nsw i32 %14, 1
  %18 = or i32 %17, 1
  %19 = icmp sgt i32 %18, %3
  br i1 %19, label %32, label %20

20:                                               ; preds = %16
  %21 = shl nsw i32 %18, 1
  %22 = or i32 %21, 1
  %23 = icmp sgt i32 %22, %3
  %24 = icmp eq i32 %22, -1
  %25 = sub nsw i32 %22, %9
  %26 = or i1 %23, %24
  %27 = icmp eq i32 %25, -1
  %28 = select i1 %26, i1 true, i1 %27
  br i1 %28, label %32, label %29

29:                                               ; preds = %20, %4
  %30 = phi i32 [ %9, %4 ], [ %25, %20 ]
  %31 = shl nsw i32 %30, 1
  br label %34

32:                                               ; preds = %20, %16, %12
  %33 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #6
  br label %34

34:                                               ; preds = %32, %29
  %35 = phi i32 [ -1, %32 ], [ %31, %29 ]
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  store i32 %35, i32 addrspace(1)* %36, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"in", !"out", !"errors", !"limit"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
