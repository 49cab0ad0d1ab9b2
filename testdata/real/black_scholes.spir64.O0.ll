; simtc:launch grid=1 block=32 warp=32 s=float32[32]:iota out=int32[64] rate=0.05
; simtc:expect out=[1,37,2,36,7,36,21,34,46,31,84,27,134,23,195,17,264,1865,341,1965,424,204,512,319,604,434,699,549,797,665,897,779,999,893,1102,1008,1206,1122,1311,1235,1417,1349,1524,1463,1631,1576,1739,1689,1847,1802,1956,1915,2064,2027,2173,2140,2282,2253,2392,2365,2501,2477,2611,2590]
; ModuleID = 'black_scholes.cl'
source_filename = "black_scholes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @black_scholes(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, float noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store float %2, float* %6, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %7, align 4
  %22 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float addrspace(1)* %22, i64 %24
  %26 = load float, float addrspace(1)* %25, align 4
  %27 = fadd float 1.000000e+01, %26
  store float %27, float* %8, align 4
  store float 2.000000e+01, float* %9, align 4
  %28 = load i32, i32* %7, align 4
  %29 = call spir_func i32 @_Z5mul24ii(i32 noundef %28, i32 noundef 3) #4
  %30 = sitofp i32 %29 to float
  %31 = call float @llvm.fmuladd.f32(float 0x3FA99999A0000000, float %30, float 5.000000e-01)
  store float %31, float* %10, align 4
  store float 0x3FD3333340000000, float* %11, align 4
  %32 = load float, float* %10, align 4
  %33 = call spir_func float @_Z4sqrtf(float noundef %32) #4
  store float %33, float* %12, align 4
  %34 = load float, float* %8, align 4
  %35 = load float, float* %9, align 4
  %36 = fdiv float %34, %35, !fpmath !9
  %37 = call spir_func float @_Z3logf(float noundef %36) #4
  %38 = load float, float* %6, align 4
  %39 = load float, float* %11, align 4
  %40 = fmul float 5.000000e-01, %39
  %41 = load float, float* %11, align 4
  %42 = call float @llvm.fmuladd.f32(float %40, float %41, float %38)
  %43 = load float, float* %10, align 4
  %44 = call float @llvm.fmuladd.f32(float %42, float %43, float %37)
  %45 = load float, float* %11, align 4
  %46 = load float, float* %12, align 4
  %47 = fmul float %45, %46
  %48 = fdiv float %44, %47, !fpmath !9
  store float %48, float* %13, align 4
  %49 = load float, float* %13, align 4
  %50 = load float, float* %11, align 4
  %51 = load float, float* %12, align 4
  %52 = fneg float %50
  %53 = call float @llvm.fmuladd.f32(float %52, float %51, float %49)
  store float %53, float* %14, align 4
  %54 = load float, float* %8, align 4
  %55 = load float, float* %13, align 4
  %56 = call spir_func float @cnd(float noundef %55) #5
  %57 = load float, float* %9, align 4
  %58 = load float, float* %6, align 4
  %59 = fneg float %58
  %60 = load float, float* %10, align 4
  %61 = fmul float %59, %60
  %62 = call spir_func float @_Z3expf(float noundef %61) #4
  %63 = fmul float %57, %62
  %64 = load float, float* %14, align 4
  %65 = call spir_func float @cnd(float noundef %64) #5
  %66 = fmul float %63, %65
  %67 = fneg float %66
  %68 = call float @llvm.fmuladd.f32(float %54, float %56, float %67)
  store float %68, float* %15, align 4
  %69 = load float, float* %8, align 4
  %70 = call spir_func float @_Z3powff(float noundef %69, float noundef 5.000000e-01) #4
  %71 = load float, float* %8, align 4
  %72 = call spir_func float @_Z3cosf(float noundef %71) #4
  %73 = load float, float* %8, align 4
  %74 = call spir_func float @_Z4atanf(float noundef %73) #4
  %75 = call spir_func float @_Z4fmaxff(float noundef %72, float noundef %74) #4
  %76 = call spir_func float @_Z4fminff(float noundef %70, float noundef %75) #4
  %77 = load float, float* %10, align 4
  %78 = call spir_func float @_Z5rsqrtf(float noundef %77) #4
  %79 = call spir_func float @_Z10native_expf(float noundef 0x3FB99999A0000000) #4
  %80 = call float @llvm.fmuladd.f32(float %78, float %79, float %76)
  %81 = load float, float* %10, align 4
  %82 = call spir_func float @_Z9half_sqrtf(float noundef %81) #4
  %83 = fadd float %80, %82
  store float %83, float* %16, align 4
  %84 = load float, float* %15, align 4
  %85 = call spir_func float @_Z5floorf(float noundef %84) #4
  %86 = call spir_func float @_Z3madfff(float noundef %85, float noundef 2.000000e+00, float noundef 1.000000e+00) #4
  store float %86, float* %17, align 4
  %87 = load float, float* %13, align 4
  %88 = fpext float %87 to double
  store double %88, double* %18, align 8
  %89 = load float, float* %8, align 4
  %90 = fpext float %89 to double
  %91 = load double, double* %18, align 8
  %92 = call spir_func double @cndd(double noundef %91) #5
  %93 = load float, float* %6, align 4
  %94 = fpext float %93 to double
  %95 = fneg double %94
  %96 = load float, float* %10, align 4
  %97 = fpext float %96 to double
  %98 = fmul double %95, %97
  %99 = call spir_func double @_Z3expd(double noundef %98) #4
  %100 = fmul double 2.000000e+01, %99
  %101 = load double, double* %18, align 8
  %102 = load float, float* %10, align 4
  %103 = fpext float %102 to double
  %104 = call spir_func double @_Z4sqrtd(double noundef %103) #4
  %105 = call double @llvm.fmuladd.f64(double -3.000000e-01, double %104, double %101)
  %106 = call spir_func double @cndd(double noundef %105) #5
  %107 = fmul double %100, %106
  %108 = fneg double %107
  %109 = call double @llvm.fmuladd.f64(double %90, double %92, double %108)
  store double %109, double* %19, align 8
  %110 = load float, float* %15, align 4
  %111 = fmul float %110, 1.000000e+02
  %112 = fptosi float %111 to i32
  %113 = load float, float* %17, align 4
  %114 = fptosi float %113 to i32
  %115 = add nsw i32 %112, %114
  %116 = load float, float* %15, align 4
  %117 = call spir_func float @_Z5floorf(float noundef %116) #4
  %118 = fptosi float %117 to i32
  %119 = mul nsw i32 2, %118
  %120 = sub nsw i32 %115, %119
  %121 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %122 = load i32, i32* %7, align 4
  %123 = mul nsw i32 2, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, i32 addrspace(1)* %121, i64 %124
  store i32 %120, i32 addrspace(1)* %125, align 4
  %126 = load double, double* %19, align 8
  %127 = fmul double %126, 1.000000e+02
  %128 = fptosi double %127 to i32
  %129 = load float, float* %16, align 4
  %130 = fmul float %129, 1.000000e+01
  %131 = fptosi float %130 to i32
  %132 = add nsw i32 %128, %131
  %133 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %134 = load i32, i32* %7, align 4
  %135 = mul nsw i32 2, %134
  %136 = add nsw i32 %135, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, i32 addrspace(1)* %133, i64 %137
  store i32 %132, i32 addrspace(1)* %138, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5mul24ii(i32 noundef, i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4sqrtf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3logf(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func float @cnd(float noundef %0) #3 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store float %0, float* %2, align 4
  store float 0x3FD470BF40000000, float* %3, align 4
  store float 0xBFD6D1F0E0000000, float* %4, align 4
  store float 0x3FFC80EF00000000, float* %5, align 4
  store float 0xBFFD23DD40000000, float* %6, align 4
  store float 0x3FF548CDE0000000, float* %7, align 4
  %10 = load float, float* %2, align 4
  %11 = call spir_func float @_Z4fabsf(float noundef %10) #4
  %12 = call float @llvm.fmuladd.f32(float 0x3FCDA67120000000, float %11, float 1.000000e+00)
  %13 = fdiv float 1.000000e+00, %12, !fpmath !9
  store float %13, float* %8, align 4
  %14 = load float, float* %2, align 4
  %15 = fmul float -5.000000e-01, %14
  %16 = load float, float* %2, align 4
  %17 = fmul float %15, %16
  %18 = call spir_func float @_Z3expf(float noundef %17) #4
  %19 = fmul float 0x3FD9884540000000, %18
  %20 = load float, float* %8, align 4
  %21 = fmul float %19, %20
  %22 = load float, float* %8, align 4
  %23 = load float, float* %8, align 4
  %24 = load float, float* %8, align 4
  %25 = load float, float* %8, align 4
  %26 = call float @llvm.fmuladd.f32(float %25, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000)
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float 0x3FFC80EF00000000)
  %28 = call float @llvm.fmuladd.f32(float %23, float %27, float 0xBFD6D1F0E0000000)
  %29 = call float @llvm.fmuladd.f32(float %22, float %28, float 0x3FD470BF40000000)
  %30 = fmul float %21, %29
  store float %30, float* %9, align 4
  %31 = load float, float* %2, align 4
  %32 = fcmp ogt float %31, 0.000000e+00
  br i1 %32, label %33, label %36

33:                                               ; preds = %1
  %34 = load float, float* %9, align 4
  %35 = fsub float 1.000000e+00, %34
  br label %38

36:                                               ; preds = %1
  %37 = load float, float* %9, align 4
  br label %38

38:                                               ; preds = %36, %33
  %39 = phi float [ %35, %33 ], [ %37, %36 ]
  ret float %39
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3expf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fminff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3powff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3cosf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4atanf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5rsqrtf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z10native_expf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z9half_sqrtf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3madfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5floorf(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func double @cndd(double noundef %0) #3 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %2, align 8
  %5 = load double, double* %2, align 8
  %6 = call spir_func double @_Z4fabsd(double noundef %5) #4
  %7 = call double @llvm.fmuladd.f64(double 0x3FCDA6711871100E, double %6, double 1.000000e+00)
  %8 = fdiv double 1.000000e+00, %7
  store double %8, double* %3, align 8
  %9 = load double, double* %2, align 8
  %10 = fmul double -5.000000e-01, %9
  %11 = load double, double* %2, align 8
  %12 = fmul double %10, %11
  %13 = call spir_func double @_Z3expd(double noundef %12) #4
  %14 = fmul double 0x3FD988453365DE00, %13
  %15 = load double, double* %3, align 8
  %16 = fmul double %14, %15
  %17 = load double, double* %3, align 8
  %18 = call double @llvm.fmuladd.f64(double %17, double 0xBFD6D1F0E5A8325B, double 0x3FD470BF3A92F8EC)
  %19 = fmul double %16, %18
  store double %19, double* %4, align 8
  %20 = load double, double* %2, align 8
  %21 = fcmp ogt double %20, 0.000000e+00
  br i1 %21, label %22, label %25

22:                                               ; preds = %1
  %23 = load double, double* %4, align 8
  %24 = fsub double 1.000000e+00, %23
  br label %27

25:                                               ; preds = %1
  %26 = load double, double* %4, align 8
  br label %27

27:                                               ; preds = %25, %22
  %28 = phi double [ %24, %22 ], [ %26, %25 ]
  ret double %28
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func double @_Z3expd(double noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func double @_Z4sqrtd(double noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func double @_Z4fabsd(double noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

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
!6 = !{!"float*", !"int*", !"float"}
!7 = !{!"const", !"", !""}
!8 = !{!"s", !"out", !"rate"}
!9 = !{float 2.500000e+00}
