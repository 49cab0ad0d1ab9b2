; simtc:launch grid=1 block=64 warp=32 delay=int32[64] out=int32[64]
; simtc:expect out=[3*64]
; simtc:expect delay=[-1*64]
; ModuleID = 'own_store_countdown.cl'
source_filename = "own_store_countdown.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @own_store_countdown(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = trunc i64 %3 to i32
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  %8 = srem i32 %4, 5
  store volatile i32 %8, i32 addrspace(1)* %6, align 4, !tbaa !9
  br label %9

9:                                                ; preds = %9, %2
  %10 = load volatile i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %11 = add nsw i32 %10, -1
  store volatile i32 %11, i32 addrspace(1)* %6, align 4, !tbaa !9
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %13, label %9

13:                                               ; preds = %9
  %14 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %15 = add nsw i32 %14, 1
  store i32 %15, i32 addrspace(1)* %7, align 4, !tbaa !9
  %16 = add nsw i32 %4, 1
  %17 = srem i32 %16, 5
  store volatile i32 %17, i32 addrspace(1)* %6, align 4, !tbaa !9
  br label %18

18:                                               ; preds = %18, %13
  %19 = load volatile i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %20 = add nsw i32 %19, -1
  store volatile i32 %20, i32 addrspace(1)* %6, align 4, !tbaa !9
  %21 = icmp eq i32 %19, 0
  br i1 %21, label %22, label %18

22:                                               ; preds = %18
  %23 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %24 = add nsw i32 %23, 1
  store i32 %24, i32 addrspace(1)* %7, align 4, !tbaa !9
  %25 = add nsw i32 %4, 2
  %26 = srem i32 %25, 5
  store volatile i32 %26, i32 addrspace(1)* %6, align 4, !tbaa !9
  br label %27

27:                                               ; preds = %27, %22
  %28 = load volatile i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %29 = add nsw i32 %28, -1
  store volatile i32 %29, i32 addrspace(1)* %6, align 4, !tbaa !9
  %30 = icmp eq i32 %28, 0
  br i1 %30, label %31, label %27

31:                                               ; preds = %27
  %32 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %33 = add nsw i32 %32, 1
  store i32 %33, i32 addrspace(1)* %7, align 4, !tbaa !9
  ret void
}

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
!8 = !{!"delay", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
