; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] limit=1000000
; simtc:expect out=[30,2,58,6,86,10,114,14,142,18,170,22,198,26,226,30,254,34,282,38,310,42,338,46,366,50,394,54,422,58,450,62]
; simtc:expect errors=[0]
; ModuleID = 'tf_exc_call.cl'
source_filename = "tf_exc_call.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local i32 @scale(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
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
define dso_local i32 @transform(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = shl i32 %0, 1
  %4 = add i32 %3, 3
  %5 = icmp sgt i32 %4, %1
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = shl nsw i32 %4, 1
  %8 = or i32 %7, 1
  %9 = icmp sgt i32 %8, %1
  %10 = shl nsw i32 %8, 1
  %11 = or i32 %10, 1
  %12 = icmp sgt i32 %11, %1
  %13 = select i1 %9, i1 true, i1 %12
  %14 = select i1 %13, i32 -1, i32 %11
  br label %15

15:                                               ; preds = %6, %2
  %16 = phi i32 [ -1, %2 ], [ %14, %6 ]
  %17 = icmp eq i32 %16, -1
  %18 = sub nsw i32 %16, %0
  %19 = select i1 %17, i32 -1, i32 %18
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_exc_call(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !10
  %10 = and i64 %5, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %31

12:                                               ; preds = %4
  %13 = shl i32 %9, 1
  %14 = add i32 %13, 3
  %15 = icmp sgt i32 %14, %3
  br i1 %15, label %25, label %16

16:                                               ; preds = %12
  %17 = shl nsw i32 %14, 1
  %18 = or i32 %17, 1
  %19 = icmp sgt i32 %18, %3
  %20 = shl nsw i32 %18, 1
  %21 = or i32 %20, 1
  %22 = icmp sgt i32 %21, %3
  %23 = select i1 %19, i1 true, i1 %22
  %24 = select i1 %23, i32 -1, i32 %21
  br label %25

25:                                               ; preds = %12, %16
  %26 = phi i32 [ -1, %12 ], [ %24, %16 ]
  %27 = icmp eq i32 %26, -1
  %28 = sub nsw i32 %26, %9
  %29 = select i1 %27, i32 -1, i32 %28
  %30 = icmp eq i32 %29, -1
  br i1 %30, label %34, label %31

31:                                               ; preds = %4, %25
  %32 = phi i32 [ %29, %25 ], [ %9, %4 ]
  %33 = shl nsw i32 %32, 1
  br label %36

34:                                               ; preds = %25
  %35 = tail call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #6
  br label %36

36:                                               ; preds = %34, %31
  %37 = phi i32 [ -1, %34 ], [ %33, %31 ]
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  store i32 %37, i32 addrspace(1)* %38, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32)* @tf_exc_call, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!"in", !"out", !"errors", !"limit"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
