; simtc:launch grid=1 block=32 warp=32 rows=int32[33]:iota cols=int32[64] out=int32[32] total=int32[1]
; simtc:expect out=[3*32]
; simtc:expect total=[96]
; ModuleID = 'readonly_bound.cl'
source_filename = "readonly_bound.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @readonly_bound(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef %1, i32 addrspace(1)* nocapture noundef %2, i32 addrspace(1)* noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = add nsw i32 %6, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %10
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %7
  %13 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !9
  %14 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %27

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %24, %16 ], [ %13, %4 ]
  %18 = phi i32 [ %23, %16 ], [ 0, %4 ]
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %19
  %21 = load i32, i32 addrspace(1)* %20, align 4, !tbaa !9
  %22 = add i32 %18, 1
  %23 = add i32 %22, %21
  store i32 %23, i32 addrspace(1)* %20, align 4, !tbaa !9
  %24 = add nsw i32 %17, 1
  %25 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %16, label %27

27:                                               ; preds = %16, %4
  %28 = phi i32 [ 0, %4 ], [ %23, %16 ]
  %29 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !9
  %30 = add nsw i32 %29, %28
  store i32 %30, i32 addrspace(1)* %12, align 4, !tbaa !9
  %31 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !9
  %32 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %47

34:                                               ; preds = %27, %34
  %35 = phi i32 [ %42, %34 ], [ %31, %27 ]
  %36 = phi i32 [ %41, %34 ], [ 0, %27 ]
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %37
  %39 = load i32, i32 addrspace(1)* %38, align 4, !tbaa !9
  %40 = add i32 %36, 1
  %41 = add i32 %40, %39
  store i32 %41, i32 addrspace(1)* %38, align 4, !tbaa !9
  %42 = add nsw i32 %35, 1
  %43 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %34, label %45

45:                                               ; preds = %34
  %46 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %45, %27
  %48 = phi i32 [ %30, %27 ], [ %46, %45 ]
  %49 = phi i32 [ 0, %27 ], [ %41, %45 ]
  %50 = add nsw i32 %48, %49
  store i32 %50, i32 addrspace(1)* %12, align 4, !tbaa !9
  %51 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %3, i32 noundef %50) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"rows", !"cols", !"out", !"total"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
