; simtc:launch grid=1 block=64 warp=32 start=int32[128] depth=int32[128] nnodes=127
; simtc:expect depth=[0,1,2*2,3*4,4*8,5*16,6*32,7*64]
; simtc:expect start=[0,0,2*2,3*4,4*8,5*16,6*32,7*64]
; ModuleID = 'fig4b_barneshut_flag.cl'
source_filename = "fig4b_barneshut_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @fig4b_barneshut_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %5 = trunc i64 %4 to i32
  %6 = add i32 %5, 1
  %7 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %6, %2
  br i1 %9, label %39, label %10

10:                                               ; preds = %3, %36
  %11 = phi i32 [ %37, %36 ], [ %6, %3 ]
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %19, label %13

13:                                               ; preds = %10
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %14
  br label %16

16:                                               ; preds = %13, %16
  %17 = load volatile i32, i32 addrspace(1)* %15, align 4, !tbaa !9
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %16, label %19

19:                                               ; preds = %16, %10
  %20 = phi i64 [ 1, %10 ], [ %14, %16 ]
  %21 = phi i32 [ 1, %10 ], [ %17, %16 ]
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %20
  store i32 %21, i32 addrspace(1)* %22, align 4, !tbaa !9
  %23 = shl nsw i32 %11, 1
  %24 = icmp sgt i32 %23, %2
  br i1 %24, label %29, label %25

25:                                               ; preds = %19
  %26 = add nsw i32 %21, 1
  %27 = sext i32 %23 to i64
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %27
  store volatile i32 %26, i32 addrspace(1)* %28, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %25, %19
  %30 = or i32 %23, 1
  %31 = icmp sgt i32 %30, %2
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = add nsw i32 %21, 1
  %34 = sext i32 %30 to i64
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %34
  store volatile i32 %33, i32 addrspace(1)* %35, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %32, %29
  %37 = add nsw i32 %11, %8
  %38 = icmp sgt i32 %37, %2
  br i1 %38, label %39, label %10

39:                                               ; preds = %36, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"start", !"depth", !"nnodes"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
