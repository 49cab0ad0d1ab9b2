; simtc:launch grid=1 block=32 warp=32 data=int32[64]:iota hist=int32[8]
; ModuleID = 'vote_retry.cl'
source_filename = "vote_retry.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@vote_retry.s_hist = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vote_retry(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = icmp slt i32 %4, 8
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %7
  store volatile i32 0, i32 addrspace(3)* %8, align 4, !tbaa !9
  br label %9

9:                                                ; preds = %6, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %10 = shl i32 %4, 27
  %11 = icmp slt i32 %4, 64
  br i1 %11, label %13, label %12

12:                                               ; preds = %28, %9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br i1 %5, label %31, label %37

13:                                               ; preds = %9, %28
  %14 = phi i32 [ %29, %28 ], [ %4, %9 ]
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %15
  %17 = load i32, i32 addrspace(1)* %16, align 4, !tbaa !9
  %18 = srem i32 %17, 8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %19
  br label %21

21:                                               ; preds = %21, %13
  %22 = load volatile i32, i32 addrspace(3)* %20, align 4, !tbaa !9
  %23 = and i32 %22, 134217727
  %24 = add nuw nsw i32 %23, 1
  %25 = or i32 %24, %10
  store volatile i32 %25, i32 addrspace(3)* %20, align 4, !tbaa !9
  %26 = load volatile i32, i32 addrspace(3)* %20, align 4, !tbaa !9
  %27 = icmp eq i32 %26, %25
  br i1 %27, label %28, label %21

28:                                               ; preds = %21
  %29 = add nsw i32 %14, 32
  %30 = icmp slt i32 %14, 32
  br i1 %30, label %13, label %12

31:                                               ; preds = %12
  %32 = sext i32 %4 to i64
  %33 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %32
  %34 = load volatile i32, i32 addrspace(3)* %33, align 4, !tbaa !9
  %35 = and i32 %34, 134217727
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %32
  store i32 %35, i32 addrspace(1)* %36, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %31, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!8 = !{!"data", !"hist"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
