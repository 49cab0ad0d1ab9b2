; simtc:launch grid=4 block=64 in=int32[256]:iota out=int32[4]
; simtc:expect out=[2016,6112,10208,14304]
; ModuleID = 'barrier_reduction.cl'
source_filename = "barrier_reduction.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@barrier_reduction.buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @barrier_reduction(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %8
  store i32 %7, i32 addrspace(3)* %9, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %10 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %11 = lshr i64 %10, 1
  %12 = trunc i64 %11 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %26, %2
  %15 = icmp eq i32 %4, 0
  br i1 %15, label %29, label %33

16:                                               ; preds = %2, %26
  %17 = phi i32 [ %27, %26 ], [ %12, %2 ]
  %18 = icmp sgt i32 %17, %4
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = add nsw i32 %17, %4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %21
  %23 = load i32, i32 addrspace(3)* %22, align 4, !tbaa !9
  %24 = load i32, i32 addrspace(3)* %9, align 4, !tbaa !9
  %25 = add nsw i32 %24, %23
  store i32 %25, i32 addrspace(3)* %9, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %19, %16
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %27 = lshr i32 %17, 1
  %28 = icmp ult i32 %17, 2
  br i1 %28, label %14, label %16

29:                                               ; preds = %14
  %30 = load i32, i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 0), align 4, !tbaa !9
  %31 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %31
  store i32 %30, i32 addrspace(1)* %32, align 4, !tbaa !9
  br label %33

33:                                               ; preds = %29, %14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"in", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
