; simtc:launch grid=1 block=64 warp=32 flags=int32[2] out=int32[64]
; simtc:expect flags=[1,1]
; simtc:expect out=[11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21,11,21]
; ModuleID = 'fig4a_parallel_flag.cl'
source_filename = "fig4a_parallel_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @fig4a_parallel_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2
  %4 = and i64 %3, 1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  store volatile i32 1, i32 addrspace(1)* %0, align 4, !tbaa !9
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 1
  br label %8

8:                                                ; preds = %8, %6
  %9 = load volatile i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %8, label %16

11:                                               ; preds = %2
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 1
  store volatile i32 1, i32 addrspace(1)* %12, align 4, !tbaa !9
  br label %13

13:                                               ; preds = %13, %11
  %14 = load volatile i32, i32 addrspace(1)* %0, align 4, !tbaa !9
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %13, label %16

16:                                               ; preds = %13, %8
  %17 = phi i32 addrspace(1)* [ %7, %8 ], [ %0, %13 ]
  %18 = phi i32 [ 10, %8 ], [ 20, %13 ]
  %19 = load volatile i32, i32 addrspace(1)* %17, align 4, !tbaa !9
  %20 = add nsw i32 %19, %18
  %21 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %21
  store i32 %20, i32 addrspace(1)* %22, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!7 = !{!"volatile", !""}
!8 = !{!"flags", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
