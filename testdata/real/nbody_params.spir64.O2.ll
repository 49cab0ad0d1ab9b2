; simtc:launch grid=1 block=16 warp=16 x=float32[16]:0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 y=float32[16]:3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3 out=int32[32] p=float32[3]:0.5,0.25,2 n=16
; simtc:expect out=[468,237,314,233,186,120,-112,160,73,89,128,151,-17,139,331,266,-57,79,-162,248,-359,180,363,181,-114,310,-346,221,-506,292,-189,115]
; ModuleID = 'nbody_params.cl'
source_filename = "nbody_params.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.sim_params = type { float, float, float }

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @nbody_params(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, %struct.sim_params* nocapture noundef readonly byval(%struct.sim_params) align 4 %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 0
  %9 = load float, float* %8, align 4, !tbaa.struct !9
  %10 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa.struct !14
  %12 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 2
  %13 = load float, float* %12, align 4, !tbaa.struct !15
  %14 = fmul float %13, 5.000000e-01
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %5
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds float, float addrspace(1)* %0, i64 %17
  %19 = load float, float addrspace(1)* %18, align 4, !tbaa !10
  %20 = getelementptr inbounds float, float addrspace(1)* %1, i64 %17
  %21 = load float, float addrspace(1)* %20, align 4, !tbaa !10
  br label %39

22:                                               ; preds = %39, %5
  %23 = phi float [ 0.000000e+00, %5 ], [ %60, %39 ]
  %24 = phi float [ 0.000000e+00, %5 ], [ %59, %39 ]
  %25 = fmul float %23, %23
  %26 = tail call float @llvm.fmuladd.f32(float %24, float %24, float %25)
  %27 = tail call spir_func float @_Z4sqrtf(float noundef %26) #3
  %28 = fmul float %9, %27
  %29 = fmul float %24, 1.000000e+03
  %30 = fptosi float %29 to i32
  %31 = shl nsw i32 %7, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %32
  store i32 %30, i32 addrspace(1)* %33, align 4, !tbaa !16
  %34 = fmul float %28, 1.000000e+03
  %35 = fptosi float %34 to i32
  %36 = or i32 %31, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %37
  store i32 %35, i32 addrspace(1)* %38, align 4, !tbaa !16
  ret void

39:                                               ; preds = %16, %39
  %40 = phi float [ 0.000000e+00, %16 ], [ %59, %39 ]
  %41 = phi float [ 0.000000e+00, %16 ], [ %60, %39 ]
  %42 = phi i32 [ 0, %16 ], [ %61, %39 ]
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, float addrspace(1)* %0, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4, !tbaa !10
  %46 = getelementptr inbounds float, float addrspace(1)* %1, i64 %43
  %47 = load float, float addrspace(1)* %46, align 4, !tbaa !10
  %48 = fsub float %45, %19
  %49 = fsub float %47, %21
  %50 = fmul float %49, %49
  %51 = tail call float @llvm.fmuladd.f32(float %48, float %48, float %50) #4
  %52 = fadd float %11, %51
  %53 = tail call spir_func float @_Z5rsqrtf(float noundef %52) #3
  %54 = fmul float %14, %53
  %55 = fmul float %53, %54
  %56 = fmul float %53, %55
  %57 = fmul float %48, %56
  %58 = fmul float %49, %56
  %59 = fadd float %40, %57
  %60 = fadd float %41, %58
  %61 = add nuw nsw i32 %42, 1
  %62 = icmp slt i32 %61, %4
  br i1 %62, label %39, label %22
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"int*", !"sim_params", !"int"}
!7 = !{!"const", !"const", !"", !"", !""}
!8 = !{!"x", !"y", !"out", !"p", !"n"}
!9 = !{i64 0, i64 4, !10, i64 4, i64 4, !10, i64 8, i64 4, !10}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{i64 0, i64 4, !10, i64 4, i64 4, !10}
!15 = !{i64 0, i64 4, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !12, i64 0}
