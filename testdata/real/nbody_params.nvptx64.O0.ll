; simtc:launch grid=1 block=16 warp=16 x=float32[16]:0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 y=float32[16]:3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3 out=int32[32] p=float32[3]:0.5,0.25,2 n=16
; simtc:expect out=[468,237,314,233,186,120,-112,160,73,89,128,151,-17,139,331,266,-57,79,-162,248,-359,180,363,181,-114,310,-346,221,-506,292,-189,115]
; ModuleID = 'nbody_params.cl'
source_filename = "nbody_params.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.sim_params = type { float, float, float }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @nbody_params(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, %struct.sim_params* noundef byval(%struct.sim_params) align 4 %3, i32 noundef %4) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca float addrspace(1)*, align 8
  %7 = alloca float addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.sim_params, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca <2 x float>, align 8
  %16 = alloca float, align 4
  store float addrspace(1)* %0, float addrspace(1)** %6, align 8
  store float addrspace(1)* %1, float addrspace(1)** %7, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %8, align 8
  store i32 %4, i32* %9, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %10, align 4
  %19 = bitcast %struct.sim_params* %11 to i8*
  %20 = bitcast %struct.sim_params* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %19, i8* align 4 %20, i64 12, i1 false)
  %21 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %11, i32 0, i32 2
  %22 = load float, float* %21, align 4
  %23 = fmul float %22, 5.000000e-01
  %24 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %11, i32 0, i32 2
  store float %23, float* %24, align 4
  store float 0.000000e+00, float* %12, align 4
  store float 0.000000e+00, float* %13, align 4
  store i32 0, i32* %14, align 4
  br label %25

25:                                               ; preds = %59, %5
  %26 = load i32, i32* %14, align 4
  %27 = load i32, i32* %9, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %62

29:                                               ; preds = %25
  %30 = load float addrspace(1)*, float addrspace(1)** %6, align 8
  %31 = load i32, i32* %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float addrspace(1)* %30, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = load float addrspace(1)*, float addrspace(1)** %7, align 8
  %36 = load i32, i32* %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float addrspace(1)* %35, i64 %37
  %39 = load float, float addrspace(1)* %38, align 4
  %40 = load float addrspace(1)*, float addrspace(1)** %6, align 8
  %41 = load i32, i32* %14, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float addrspace(1)* %40, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = load float addrspace(1)*, float addrspace(1)** %7, align 8
  %46 = load i32, i32* %14, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, float addrspace(1)* %45, i64 %47
  %49 = load float, float addrspace(1)* %48, align 4
  %50 = call <2 x float> @accel(%struct.sim_params* noundef byval(%struct.sim_params) align 4 %11, float noundef %34, float noundef %39, float noundef %44, float noundef %49) #6
  store <2 x float> %50, <2 x float>* %15, align 8
  %51 = load <2 x float>, <2 x float>* %15, align 8
  %52 = extractelement <2 x float> %51, i64 0
  %53 = load float, float* %12, align 4
  %54 = fadd float %53, %52
  store float %54, float* %12, align 4
  %55 = load <2 x float>, <2 x float>* %15, align 8
  %56 = extractelement <2 x float> %55, i64 1
  %57 = load float, float* %13, align 4
  %58 = fadd float %57, %56
  store float %58, float* %13, align 4
  br label %59

59:                                               ; preds = %29
  %60 = load i32, i32* %14, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %14, align 4
  br label %25

62:                                               ; preds = %25
  %63 = load float, float* %12, align 4
  %64 = load float, float* %12, align 4
  %65 = load float, float* %13, align 4
  %66 = load float, float* %13, align 4
  %67 = fmul float %65, %66
  %68 = call float @llvm.fmuladd.f32(float %63, float %64, float %67)
  %69 = call float @_Z4sqrtf(float noundef %68) #5
  %70 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %11, i32 0, i32 0
  %71 = load float, float* %70, align 4
  %72 = fmul float %69, %71
  store float %72, float* %16, align 4
  %73 = load float, float* %12, align 4
  %74 = fmul float %73, 1.000000e+03
  %75 = fptosi float %74 to i32
  %76 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %77 = load i32, i32* %10, align 4
  %78 = mul nsw i32 2, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, i32 addrspace(1)* %76, i64 %79
  store i32 %75, i32 addrspace(1)* %80, align 4
  %81 = load float, float* %16, align 4
  %82 = fmul float %81, 1.000000e+03
  %83 = fptosi float %82 to i32
  %84 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %85 = load i32, i32* %10, align 4
  %86 = mul nsw i32 2, %85
  %87 = add nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32 addrspace(1)* %84, i64 %88
  store i32 %83, i32 addrspace(1)* %89, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal <2 x float> @accel(%struct.sim_params* noundef byval(%struct.sim_params) align 4 %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4) #3 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca <2 x float>, align 8
  store float %1, float* %6, align 4
  store float %2, float* %7, align 4
  store float %3, float* %8, align 4
  store float %4, float* %9, align 4
  %16 = load float, float* %8, align 4
  %17 = load float, float* %6, align 4
  %18 = fsub float %16, %17
  store float %18, float* %10, align 4
  %19 = load float, float* %9, align 4
  %20 = load float, float* %7, align 4
  %21 = fsub float %19, %20
  store float %21, float* %11, align 4
  %22 = load float, float* %10, align 4
  %23 = load float, float* %10, align 4
  %24 = load float, float* %11, align 4
  %25 = load float, float* %11, align 4
  %26 = fmul float %24, %25
  %27 = call float @llvm.fmuladd.f32(float %22, float %23, float %26)
  %28 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %0, i32 0, i32 1
  %29 = load float, float* %28, align 4
  %30 = fadd float %27, %29
  store float %30, float* %12, align 4
  %31 = load float, float* %12, align 4
  %32 = call float @_Z5rsqrtf(float noundef %31) #5
  store float %32, float* %13, align 4
  %33 = getelementptr inbounds %struct.sim_params, %struct.sim_params* %0, i32 0, i32 2
  %34 = load float, float* %33, align 4
  %35 = load float, float* %13, align 4
  %36 = fmul float %34, %35
  %37 = load float, float* %13, align 4
  %38 = fmul float %36, %37
  %39 = load float, float* %13, align 4
  %40 = fmul float %38, %39
  store float %40, float* %14, align 4
  %41 = load float, float* %10, align 4
  %42 = load float, float* %14, align 4
  %43 = fmul float %41, %42
  %44 = load <2 x float>, <2 x float>* %15, align 8
  %45 = insertelement <2 x float> %44, float %43, i64 0
  store <2 x float> %45, <2 x float>* %15, align 8
  %46 = load float, float* %11, align 4
  %47 = load float, float* %14, align 4
  %48 = fmul float %46, %47
  %49 = load <2 x float>, <2 x float>* %15, align 8
  %50 = insertelement <2 x float> %49, float %48, i64 1
  store <2 x float> %50, <2 x float>* %15, align 8
  %51 = load <2 x float>, <2 x float>* %15, align 8
  ret <2 x float> %51
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z5rsqrtf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

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
