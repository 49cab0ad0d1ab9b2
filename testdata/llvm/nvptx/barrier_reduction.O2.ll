; simtc:launch grid=4 block=64 in=int32[256]:iota out=int32[4]
; simtc:expect out=[2016,6112,10208,14304]
; ModuleID = 'barrier_reduction.cl'
source_filename = "barrier_reduction.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@barrier_reduction.buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @barrier_reduction(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !10
  %8 = shl i64 %3, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %9
  store i32 %7, i32 addrspace(3)* %10, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %12 = lshr i64 %11, 1
  %13 = trunc i64 %12 to i32
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %27, %2
  %16 = icmp eq i32 %4, 0
  br i1 %16, label %30, label %34

17:                                               ; preds = %2, %27
  %18 = phi i32 [ %28, %27 ], [ %13, %2 ]
  %19 = icmp sgt i32 %18, %4
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = add nsw i32 %18, %4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %22
  %24 = load i32, i32 addrspace(3)* %23, align 4, !tbaa !10
  %25 = load i32, i32 addrspace(3)* %10, align 4, !tbaa !10
  %26 = add nsw i32 %25, %24
  store i32 %26, i32 addrspace(3)* %10, align 4, !tbaa !10
  br label %27

27:                                               ; preds = %20, %17
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %28 = lshr i32 %18, 1
  %29 = icmp ult i32 %18, 2
  br i1 %29, label %15, label %17

30:                                               ; preds = %15
  %31 = load i32, i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 0), align 4, !tbaa !10
  %32 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %32
  store i32 %31, i32 addrspace(1)* %33, align 4, !tbaa !10
  br label %34

34:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @barrier_reduction, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"in", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
