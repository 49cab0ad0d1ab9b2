; simtc:launch grid=1 block=16 warp=16 x=float32[16]:0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 y=float32[16]:3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3 out=int32[32] p=float32[3]:0.5,0.25,2 n=16
; simtc:expect out=[468,237,314,233,186,120,-112,160,73,89,128,151,-17,139,331,266,-57,79,-162,248,-359,180,363,181,-114,310,-346,221,-506,292,-189,115]
; ModuleID = 'nbody_params.cl'
source_filename = "nbody_params.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.sim_params = type { float, float, float }

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @nbody_params(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, %struct.sim_params* nocapture noundef readonly byval(%struct.sim_params) align 4 %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 0
  %8 = load float, float* %7, align 4, !tbaa.struct !10
  %9 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 1
  %10 = load float, float* %9, align 4, !tbaa.struct !15
  %11 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %3, i64 0, i32 2
  %12 = load float, float* %11, align 4, !tbaa.struct !16
  %13 = fmul float %12, 5.000000e-01
  %14 = icmp sgt i32 %4, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %5
  %16 = shl i64 %6, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds float, float addrspace(1)* %0, i64 %17
  %19 = load float, float addrspace(1)* %18, align 4, !tbaa !11
  %20 = getelementptr inbounds float, float addrspace(1)* %1, i64 %17
  %21 = load float, float addrspace(1)* %20, align 4, !tbaa !11
  br label %40

22:                                               ; preds = %40, %5
  %23 = phi float [ 0.000000e+00, %5 ], [ %61, %40 ]
  %24 = phi float [ 0.000000e+00, %5 ], [ %60, %40 ]
  %25 = trunc i64 %6 to i32
  %26 = fmul float %23, %23
  %27 = tail call float @llvm.fmuladd.f32(float %24, float %24, float %26)
  %28 = tail call float @_Z4sqrtf(float noundef %27) #3
  %29 = fmul float %8, %28
  %30 = fmul float %24, 1.000000e+03
  %31 = fptosi float %30 to i32
  %32 = shl nsw i32 %25, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %33
  store i32 %31, i32 addrspace(1)* %34, align 4, !tbaa !17
  %35 = fmul float %29, 1.000000e+03
  %36 = fptosi float %35 to i32
  %37 = or i32 %32, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %38
  store i32 %36, i32 addrspace(1)* %39, align 4, !tbaa !17
  ret void

40:                                               ; preds = %15, %40
  %41 = phi float [ 0.000000e+00, %15 ], [ %60, %40 ]
  %42 = phi float [ 0.000000e+00, %15 ], [ %61, %40 ]
  %43 = phi i32 [ 0, %15 ], [ %62, %40 ]
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, float addrspace(1)* %0, i64 %44
  %46 = load float, float addrspace(1)* %45, align 4, !tbaa !11
  %47 = getelementptr inbounds float, float addrspace(1)* %1, i64 %44
  %48 = load float, float addrspace(1)* %47, align 4, !tbaa !11
  %49 = fsub float %46, %19
  %50 = fsub float %48, %21
  %51 = fmul float %50, %50
  %52 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %51) #4
  %53 = fadd float %10, %52
  %54 = tail call float @_Z5rsqrtf(float noundef %53) #3
  %55 = fmul float %13, %54
  %56 = fmul float %54, %55
  %57 = fmul float %54, %56
  %58 = fmul float %49, %57
  %59 = fmul float %50, %57
  %60 = fadd float %41, %58
  %61 = fadd float %42, %59
  %62 = add nuw nsw i32 %43, 1
  %63 = icmp eq i32 %62, %4
  br i1 %63, label %22, label %40
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, %struct.sim_params*, i32)* @nbody_params, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"int*", !"sim_params", !"int"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{!"x", !"y", !"out", !"p", !"n"}
!10 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i64 0, i64 4, !11, i64 4, i64 4, !11}
!16 = !{i64 0, i64 4, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !13, i64 0}
