; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[1,11,12,1100,1000,-5,1,17,18,1100,1000,-11,1,23,24,1100,1000,-17,1,29,30,1100,1000,-23,1,35,36,1100,1000,-29,1,41]
; ModuleID = 'switch_case.cl'
source_filename = "switch_case.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @switch_case(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = srem i32 %7, 6
  switch i32 %8, label %14 [
    i32 0, label %16
    i32 1, label %9
    i32 2, label %9
    i32 3, label %11
    i32 4, label %12
  ]

9:                                                ; preds = %2, %2
  %10 = add nsw i32 %7, 10
  br label %16

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %2, %11
  %13 = phi i32 [ 1000, %2 ], [ 1100, %11 ]
  br label %16

14:                                               ; preds = %2
  %15 = sub nsw i32 0, %7
  br label %16

16:                                               ; preds = %2, %14, %12, %9
  %17 = phi i32 [ %15, %14 ], [ %13, %12 ], [ %10, %9 ], [ 1, %2 ]
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %17, i32 addrspace(1)* %18, align 4, !tbaa !9
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
