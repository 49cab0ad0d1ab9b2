; simtc:launch grid=1 block=32 warp=32 parts=float32[96]:iota out=int32[32]
; simtc:expect out=[5768,6401,6802,7007,7042,6930,5688,5391,5069,5782,5541,5390,5338,5384,5506,4657,4832,4978,5068,5086,5031,4918,4771,4624,4508,4451,4466,4555,4702,4882,6073,6205]
; ModuleID = 'libdevice_math.cu'
source_filename = "libdevice_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.particle = type { float, float, float }

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef float @_Z6weightPK8particle(%struct.particle* noundef %0) #0 {
  %2 = alloca %struct.particle*, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store %struct.particle* %0, %struct.particle** %2, align 8
  %7 = load %struct.particle*, %struct.particle** %2, align 8
  %8 = getelementptr inbounds %struct.particle, %struct.particle* %7, i32 0, i32 0
  %9 = load float, float* %8, align 4
  %10 = load %struct.particle*, %struct.particle** %2, align 8
  %11 = getelementptr inbounds %struct.particle, %struct.particle* %10, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = fmul contract float %9, %12
  %14 = load %struct.particle*, %struct.particle** %2, align 8
  %15 = getelementptr inbounds %struct.particle, %struct.particle* %14, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = load %struct.particle*, %struct.particle** %2, align 8
  %18 = getelementptr inbounds %struct.particle, %struct.particle* %17, i32 0, i32 1
  %19 = load float, float* %18, align 4
  %20 = fmul contract float %16, %19
  %21 = fadd contract float %13, %20
  %22 = call contract float @__nv_sqrtf(float noundef %21) #4
  store float %22, float* %3, align 4
  %23 = load float, float* %3, align 4
  %24 = fmul contract float %23, 0x3FB99999A0000000
  %25 = call contract float @__nv_sinf(float noundef %24) #4
  %26 = load float, float* %3, align 4
  %27 = fmul contract float %26, 0x3FA99999A0000000
  %28 = call contract float @__nv_cosf(float noundef %27) #4
  %29 = fadd contract float %25, %28
  store float %29, float* %4, align 4
  %30 = load float, float* %3, align 4
  %31 = fneg contract float %30
  %32 = fmul contract float %31, 0x3F847AE140000000
  %33 = call contract float @__nv_expf(float noundef %32) #4
  %34 = load %struct.particle*, %struct.particle** %2, align 8
  %35 = getelementptr inbounds %struct.particle, %struct.particle* %34, i32 0, i32 2
  %36 = load float, float* %35, align 4
  %37 = fadd contract float 1.000000e+00, %36
  %38 = call contract float @__nv_logf(float noundef %37) #4
  %39 = fmul contract float %33, %38
  store float %39, float* %5, align 4
  %40 = load float, float* %4, align 4
  %41 = load float, float* %5, align 4
  %42 = call contract float @__nv_fmaf(float noundef %40, float noundef 5.000000e-01, float noundef %41) #4
  %43 = load float, float* %3, align 4
  %44 = fadd contract float 1.000000e+00, %43
  %45 = call contract float @__nv_rsqrtf(float noundef %44) #4
  %46 = fadd contract float %42, %45
  %47 = call contract float @__nv_powf(float noundef 1.500000e+00, float noundef 2.000000e+00) #4
  %48 = fadd contract float %46, %47
  store float %48, float* %6, align 4
  %49 = load float, float* %6, align 4
  %50 = call contract float @__nv_fmaxf(float noundef %49, float noundef -1.000000e+01) #4
  %51 = call contract float @__nv_fminf(float noundef %50, float noundef 1.000000e+01) #4
  %52 = load float, float* %4, align 4
  %53 = call contract float @__nv_fabsf(float noundef %52) #4
  %54 = call contract float @__nv_floorf(float noundef %53) #4
  %55 = fadd contract float %51, %54
  ret float %55
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fminf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_floorf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @libdevice_math(%struct.particle* noundef %0, i32* noundef %1) #2 {
  %3 = alloca %struct.particle*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca double, align 8
  store %struct.particle* %0, %struct.particle** %3, align 8
  store i32* %1, i32** %4, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nsw i32 %8, %9
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* %5, align 4
  %13 = load %struct.particle*, %struct.particle** %3, align 8
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.particle, %struct.particle* %13, i64 %15
  %17 = call contract noundef float @_Z6weightPK8particle(%struct.particle* noundef %16) #4
  store float %17, float* %6, align 4
  %18 = load float, float* %6, align 4
  %19 = fpext float %18 to double
  %20 = fmul contract double %19, 1.000000e-01
  %21 = call contract double @__nv_exp(double noundef %20) #4
  %22 = load i32, i32* %5, align 4
  %23 = sitofp i32 %22 to double
  %24 = call contract double @__nv_sqrt(double noundef %23) #4
  %25 = fadd contract double %21, %24
  %26 = load i32, i32* %5, align 4
  %27 = sitofp i32 %26 to double
  %28 = call contract double @__nv_atan2(double noundef %27, double noundef 3.000000e+00) #4
  %29 = fadd contract double %25, %28
  store double %29, double* %7, align 8
  %30 = load float, float* %6, align 4
  %31 = fmul contract float %30, 1.000000e+03
  %32 = fptosi float %31 to i32
  %33 = load double, double* %7, align 8
  %34 = fmul contract double %33, 1.000000e+02
  %35 = fptosi double %34 to i32
  %36 = add nsw i32 %32, %35
  %37 = load i32*, i32** %4, align 8
  %38 = load i32, i32* %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %37, i64 %39
  store i32 %36, i32* %40, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_atan2(double noundef, double noundef) #1

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.particle*, i32*)* @libdevice_math, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
