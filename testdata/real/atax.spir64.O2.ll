; simtc:launch grid=1 block=8 warp=8 a=float32[64]:iota x=float32[8]:1,1,1,1,1,1,1,1 y=float32[8] n=8
; simtc:expect y=[77952,79968,81984,84000,86016,88032,90048,92064]
; ModuleID = 'atax.cl'
source_filename = "atax.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @atax(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %39

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %8, %18
  %11 = phi i32 [ %24, %18 ], [ 0, %8 ]
  %12 = phi float [ %23, %18 ], [ 0.000000e+00, %8 ]
  %13 = mul nsw i32 %11, %3
  br label %26

14:                                               ; preds = %18, %8
  %15 = phi float [ 0.000000e+00, %8 ], [ %23, %18 ]
  %16 = sext i32 %6 to i64
  %17 = getelementptr inbounds float, float addrspace(1)* %2, i64 %16
  store float %15, float addrspace(1)* %17, align 4, !tbaa !10
  br label %39

18:                                               ; preds = %26
  %19 = add nsw i32 %13, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float addrspace(1)* %0, i64 %20
  %22 = load float, float addrspace(1)* %21, align 4, !tbaa !10
  %23 = tail call float @llvm.fmuladd.f32(float %22, float %36, float %12)
  %24 = add nuw nsw i32 %11, 1
  %25 = icmp slt i32 %24, %3
  br i1 %25, label %10, label %14

26:                                               ; preds = %10, %26
  %27 = phi i32 [ 0, %10 ], [ %37, %26 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %36, %26 ]
  %29 = add nsw i32 %27, %13
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float addrspace(1)* %0, i64 %30
  %32 = load float, float addrspace(1)* %31, align 4, !tbaa !10
  %33 = zext i32 %27 to i64
  %34 = getelementptr inbounds float, float addrspace(1)* %1, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4, !tbaa !10
  %36 = tail call float @llvm.fmuladd.f32(float %32, float %35, float %28)
  %37 = add nuw nsw i32 %27, 1
  %38 = icmp slt i32 %37, %3
  br i1 %38, label %26, label %18

39:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"DATA_TYPE*", !"DATA_TYPE*", !"DATA_TYPE*", !"int"}
!7 = !{!"float*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!"a", !"x", !"y", !"n"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
