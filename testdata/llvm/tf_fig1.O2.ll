; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[13,4,2,55,33,12,10,95,53,20,18,135,73,28,26,175,93,36,34,215,113,44,42,255,133,52,50,295,153,60,58,335]
; ModuleID = 'tf_fig1.cl'
source_filename = "tf_fig1.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @tf_fig1(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = mul i32 %8, 5
  %12 = add i32 %11, 20
  br label %23

13:                                               ; preds = %2
  %14 = shl i32 %8, 1
  %15 = add i32 %14, 2
  %16 = icmp eq i32 %5, 1
  br i1 %16, label %26, label %17

17:                                               ; preds = %13
  %18 = add i32 %14, 5
  %19 = icmp eq i32 %5, 2
  br i1 %19, label %23, label %20

20:                                               ; preds = %17
  %21 = mul nsw i32 %18, 5
  %22 = icmp eq i32 %5, 3
  br i1 %22, label %26, label %23

23:                                               ; preds = %10, %20, %17
  %24 = phi i32 [ %18, %17 ], [ %21, %20 ], [ %12, %10 ]
  %25 = add nsw i32 %24, -7
  br label %26

26:                                               ; preds = %20, %13, %23
  %27 = phi i32 [ %25, %23 ], [ %21, %20 ], [ %15, %13 ]
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  store i32 %27, i32 addrspace(1)* %28, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

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
