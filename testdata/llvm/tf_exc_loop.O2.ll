; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] n=32 limit=1000000
; simtc:expect out=[0,3,9,18,30,45,63,84,8,19,33,50,70,93,119,148,16,35,57,82,110,141,175,212,24,51,81,114,118,93,71,52]
; simtc:expect errors=[0]
; ModuleID = 'tf_exc_loop.cl'
source_filename = "tf_exc_loop.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @tf_exc_loop(i32 addrspace(2)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = srem i32 %7, 8
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %25, label %13

10:                                               ; preds = %13
  %11 = add nuw nsw i32 %14, 1
  %12 = icmp slt i32 %14, %8
  br i1 %12, label %13, label %25

13:                                               ; preds = %5, %10
  %14 = phi i32 [ %11, %10 ], [ 0, %5 ]
  %15 = phi i32 [ %21, %10 ], [ 0, %5 ]
  %16 = add nsw i32 %14, %7
  %17 = srem i32 %16, %3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32 addrspace(2)* %0, i64 %18
  %20 = load i32, i32 addrspace(2)* %19, align 4, !tbaa !9
  %21 = add nsw i32 %20, %15
  %22 = icmp sgt i32 %21, %4
  br i1 %22, label %23, label %10

23:                                               ; preds = %13
  %24 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #4
  br label %25

25:                                               ; preds = %10, %5, %23
  %26 = phi i32 [ -1, %23 ], [ 0, %5 ], [ %21, %10 ]
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %27
  store i32 %26, i32 addrspace(1)* %28, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

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
!4 = !{i32 2, i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{!"in", !"out", !"errors", !"n", !"limit"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
