; simtc:launch grid=1 block=32 warp=32 parts=float32[96]:iota out=int32[32]
; simtc:expect out=[5768,6401,6802,7007,7042,6930,5688,5391,5069,5782,5541,5390,5338,5384,5506,4657,4832,4978,5068,5086,5031,4918,4771,4624,4508,4451,4466,4555,4702,4882,6073,6205]
; ModuleID = 'libdevice_math.cu'
source_filename = "libdevice_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.particle = type { float, float, float }

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z6weightPK8particle(%struct.particle* nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 0, i32 0
  %3 = load float, float* %2, align 4, !tbaa !5
  %4 = fmul contract float %3, %3
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 0, i32 1
  %6 = load float, float* %5, align 4, !tbaa !10
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = tail call contract float @__nv_sqrtf(float noundef %8) #4
  %10 = fmul contract float %9, 0x3FB99999A0000000
  %11 = tail call contract float @__nv_sinf(float noundef %10) #4
  %12 = fmul contract float %9, 0x3FA99999A0000000
  %13 = tail call contract float @__nv_cosf(float noundef %12) #4
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %9, 0xBF847AE140000000
  %16 = tail call contract float @__nv_expf(float noundef %15) #4
  %17 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 0, i32 2
  %18 = load float, float* %17, align 4, !tbaa !11
  %19 = fadd contract float %18, 1.000000e+00
  %20 = tail call contract float @__nv_logf(float noundef %19) #4
  %21 = fmul contract float %16, %20
  %22 = tail call contract float @__nv_fmaf(float noundef %14, float noundef 5.000000e-01, float noundef %21) #4
  %23 = fadd contract float %9, 1.000000e+00
  %24 = tail call contract float @__nv_rsqrtf(float noundef %23) #4
  %25 = fadd contract float %22, %24
  %26 = tail call contract float @__nv_powf(float noundef 1.500000e+00, float noundef 2.000000e+00) #4
  %27 = fadd contract float %25, %26
  %28 = tail call contract float @__nv_fmaxf(float noundef %27, float noundef -1.000000e+01) #4
  %29 = tail call contract float @__nv_fminf(float noundef %28, float noundef 1.000000e+01) #4
  %30 = tail call contract float @__nv_fabsf(float noundef %14) #4
  %31 = tail call contract float @__nv_floorf(float noundef %30) #4
  %32 = fadd contract float %29, %31
  ret float %32
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaf(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fminf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @libdevice_math(%struct.particle* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 %8, i32 0
  %10 = load float, float* %9, align 4, !tbaa !5
  %11 = fmul contract float %10, %10
  %12 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 %8, i32 1
  %13 = load float, float* %12, align 4, !tbaa !10
  %14 = fmul contract float %13, %13
  %15 = fadd contract float %11, %14
  %16 = tail call contract float @__nv_sqrtf(float noundef %15) #4
  %17 = fmul contract float %16, 0x3FB99999A0000000
  %18 = tail call contract float @__nv_sinf(float noundef %17) #4
  %19 = fmul contract float %16, 0x3FA99999A0000000
  %20 = tail call contract float @__nv_cosf(float noundef %19) #4
  %21 = fadd contract float %18, %20
  %22 = fmul contract float %16, 0xBF847AE140000000
  %23 = tail call contract float @__nv_expf(float noundef %22) #4
  %24 = getelementptr inbounds %struct.particle, %struct.particle* %0, i64 %8, i32 2
  %25 = load float, float* %24, align 4, !tbaa !11
  %26 = fadd contract float %25, 1.000000e+00
  %27 = tail call contract float @__nv_logf(float noundef %26) #4
  %28 = fmul contract float %23, %27
  %29 = tail call contract float @__nv_fmaf(float noundef %21, float noundef 5.000000e-01, float noundef %28) #4
  %30 = fadd contract float %16, 1.000000e+00
  %31 = tail call contract float @__nv_rsqrtf(float noundef %30) #4
  %32 = fadd contract float %29, %31
  %33 = tail call contract float @__nv_powf(float noundef 1.500000e+00, float noundef 2.000000e+00) #4
  %34 = fadd contract float %32, %33
  %35 = tail call contract float @__nv_fmaxf(float noundef %34, float noundef -1.000000e+01) #4
  %36 = tail call contract float @__nv_fminf(float noundef %35, float noundef 1.000000e+01) #4
  %37 = tail call contract float @__nv_fabsf(float noundef %21) #4
  %38 = tail call contract float @__nv_floorf(float noundef %37) #4
  %39 = fadd contract float %36, %38
  %40 = fpext float %39 to double
  %41 = fmul contract double %40, 1.000000e-01
  %42 = tail call contract double @__nv_exp(double noundef %41) #4
  %43 = sitofp i32 %7 to double
  %44 = tail call contract double @__nv_sqrt(double noundef %43) #4
  %45 = fadd contract double %42, %44
  %46 = tail call contract double @__nv_atan2(double noundef %43, double noundef 3.000000e+00) #4
  %47 = fadd contract double %45, %46
  %48 = fmul contract float %39, 1.000000e+03
  %49 = fptosi float %48 to i32
  %50 = fmul contract double %47, 1.000000e+02
  %51 = fptosi double %50 to i32
  %52 = add nsw i32 %51, %49
  %53 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %52, i32* %53, align 4, !tbaa !12
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_atan2(double noundef, double noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.particle*, i32*)* @libdevice_math, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS8particle", !7, i64 0, !7, i64 4, !7, i64 8}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!6, !7, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
