; simtc:launch grid=1 block=32 warp=32 s=float32[32]:iota out=int32[64] rate=0.05
; simtc:expect out=[1,37,2,36,7,36,21,34,46,31,84,27,134,23,195,17,264,1865,341,1965,424,204,512,319,604,434,699,549,797,665,897,779,999,893,1102,1008,1206,1122,1311,1235,1417,1349,1524,1463,1631,1576,1739,1689,1847,1802,1956,1915,2064,2027,2173,2140,2282,2253,2392,2365,2501,2477,2611,2590]
; ModuleID = 'black_scholes.cl'
source_filename = "black_scholes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @black_scholes(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, float noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = load float, float addrspace(1)* %7, align 4, !tbaa !9
  %9 = fadd float %8, 1.000000e+01
  %10 = tail call spir_func i32 @_Z5mul24ii(i32 noundef %5, i32 noundef 3) #3
  %11 = sitofp i32 %10 to float
  %12 = tail call float @llvm.fmuladd.f32(float %11, float 0x3FA99999A0000000, float 5.000000e-01)
  %13 = tail call spir_func float @_Z4sqrtf(float noundef %12) #3
  %14 = fdiv float %9, 2.000000e+01, !fpmath !13
  %15 = tail call spir_func float @_Z3logf(float noundef %14) #3
  %16 = fadd float %2, 0x3FA70A3D80000000
  %17 = tail call float @llvm.fmuladd.f32(float %16, float %12, float %15)
  %18 = fmul float %13, 0x3FD3333340000000
  %19 = fdiv float %17, %18, !fpmath !13
  %20 = tail call float @llvm.fmuladd.f32(float %13, float 0xBFD3333340000000, float %19)
  %21 = tail call spir_func float @_Z4fabsf(float noundef %19) #3
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 0x3FCDA67120000000, float 1.000000e+00) #4
  %23 = fdiv float 1.000000e+00, %22, !fpmath !13
  %24 = fmul float %19, -5.000000e-01
  %25 = fmul float %19, %24
  %26 = tail call spir_func float @_Z3expf(float noundef %25) #3
  %27 = fmul float %26, 0x3FD9884540000000
  %28 = fmul float %27, %23
  %29 = tail call float @llvm.fmuladd.f32(float %23, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000) #4
  %30 = tail call float @llvm.fmuladd.f32(float %23, float %29, float 0x3FFC80EF00000000) #4
  %31 = tail call float @llvm.fmuladd.f32(float %23, float %30, float 0xBFD6D1F0E0000000) #4
  %32 = tail call float @llvm.fmuladd.f32(float %23, float %31, float 0x3FD470BF40000000) #4
  %33 = fmul float %28, %32
  %34 = fcmp ogt float %19, 0.000000e+00
  %35 = fsub float 1.000000e+00, %33
  %36 = select i1 %34, float %35, float %33
  %37 = fneg float %2
  %38 = fmul float %12, %37
  %39 = tail call spir_func float @_Z3expf(float noundef %38) #3
  %40 = tail call spir_func float @_Z4fabsf(float noundef %20) #3
  %41 = tail call float @llvm.fmuladd.f32(float %40, float 0x3FCDA67120000000, float 1.000000e+00) #4
  %42 = fdiv float 1.000000e+00, %41, !fpmath !13
  %43 = fmul float %20, -5.000000e-01
  %44 = fmul float %20, %43
  %45 = tail call spir_func float @_Z3expf(float noundef %44) #3
  %46 = fmul float %45, 0x3FD9884540000000
  %47 = fmul float %46, %42
  %48 = tail call float @llvm.fmuladd.f32(float %42, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000) #4
  %49 = tail call float @llvm.fmuladd.f32(float %42, float %48, float 0x3FFC80EF00000000) #4
  %50 = tail call float @llvm.fmuladd.f32(float %42, float %49, float 0xBFD6D1F0E0000000) #4
  %51 = tail call float @llvm.fmuladd.f32(float %42, float %50, float 0x3FD470BF40000000) #4
  %52 = fmul float %47, %51
  %53 = fcmp ogt float %20, 0.000000e+00
  %54 = fsub float 1.000000e+00, %52
  %55 = select i1 %53, float %54, float %52
  %56 = fmul float %39, -2.000000e+01
  %57 = fmul float %56, %55
  %58 = tail call float @llvm.fmuladd.f32(float %9, float %36, float %57)
  %59 = tail call spir_func float @_Z3powff(float noundef %9, float noundef 5.000000e-01) #3
  %60 = tail call spir_func float @_Z3cosf(float noundef %9) #3
  %61 = tail call spir_func float @_Z4atanf(float noundef %9) #3
  %62 = tail call spir_func float @_Z4fmaxff(float noundef %60, float noundef %61) #3
  %63 = tail call spir_func float @_Z4fminff(float noundef %59, float noundef %62) #3
  %64 = tail call spir_func float @_Z5rsqrtf(float noundef %12) #3
  %65 = tail call spir_func float @_Z10native_expf(float noundef 0x3FB99999A0000000) #3
  %66 = tail call float @llvm.fmuladd.f32(float %64, float %65, float %63)
  %67 = tail call spir_func float @_Z9half_sqrtf(float noundef %12) #3
  %68 = fadd float %66, %67
  %69 = tail call spir_func float @_Z5floorf(float noundef %58) #3
  %70 = tail call spir_func float @_Z3madfff(float noundef %69, float noundef 2.000000e+00, float noundef 1.000000e+00) #3
  %71 = fpext float %19 to double
  %72 = fpext float %9 to double
  %73 = tail call spir_func double @_Z4fabsd(double noundef %71) #3
  %74 = tail call double @llvm.fmuladd.f64(double %73, double 0x3FCDA6711871100E, double 1.000000e+00) #4
  %75 = fdiv double 1.000000e+00, %74
  %76 = fmul double %71, -5.000000e-01
  %77 = fmul double %76, %71
  %78 = tail call spir_func double @_Z3expd(double noundef %77) #3
  %79 = fmul double %78, 0x3FD988453365DE00
  %80 = fmul double %79, %75
  %81 = tail call double @llvm.fmuladd.f64(double %75, double 0xBFD6D1F0E5A8325B, double 0x3FD470BF3A92F8EC) #4
  %82 = fmul double %80, %81
  %83 = fsub double 1.000000e+00, %82
  %84 = select i1 %34, double %83, double %82
  %85 = fpext float %2 to double
  %86 = fneg double %85
  %87 = fpext float %12 to double
  %88 = fmul double %86, %87
  %89 = tail call spir_func double @_Z3expd(double noundef %88) #3
  %90 = tail call spir_func double @_Z4sqrtd(double noundef %87) #3
  %91 = tail call double @llvm.fmuladd.f64(double %90, double -3.000000e-01, double %71)
  %92 = tail call spir_func double @_Z4fabsd(double noundef %91) #3
  %93 = tail call double @llvm.fmuladd.f64(double %92, double 0x3FCDA6711871100E, double 1.000000e+00) #4
  %94 = fdiv double 1.000000e+00, %93
  %95 = fmul double %91, -5.000000e-01
  %96 = fmul double %91, %95
  %97 = tail call spir_func double @_Z3expd(double noundef %96) #3
  %98 = fmul double %97, 0x3FD988453365DE00
  %99 = fmul double %98, %94
  %100 = tail call double @llvm.fmuladd.f64(double %94, double 0xBFD6D1F0E5A8325B, double 0x3FD470BF3A92F8EC) #4
  %101 = fmul double %99, %100
  %102 = fcmp ogt double %91, 0.000000e+00
  %103 = fsub double 1.000000e+00, %101
  %104 = select i1 %102, double %103, double %101
  %105 = fmul double %89, -2.000000e+01
  %106 = fmul double %105, %104
  %107 = tail call double @llvm.fmuladd.f64(double %72, double %84, double %106)
  %108 = fmul float %58, 1.000000e+02
  %109 = fptosi float %108 to i32
  %110 = fptosi float %70 to i32
  %111 = fptosi float %69 to i32
  %112 = mul i32 %111, -2
  %113 = add i32 %112, %110
  %114 = add i32 %113, %109
  %115 = shl nsw i32 %5, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %116
  store i32 %114, i32 addrspace(1)* %117, align 4, !tbaa !14
  %118 = fmul double %107, 1.000000e+02
  %119 = fptosi double %118 to i32
  %120 = fmul float %68, 1.000000e+01
  %121 = fptosi float %120 to i32
  %122 = add nsw i32 %119, %121
  %123 = or i32 %115, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %124
  store i32 %122, i32 addrspace(1)* %125, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5mul24ii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3powff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3cosf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4atanf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z10native_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z9half_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3madfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z3expd(double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z4sqrtd(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z4fabsd(double noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"float"}
!7 = !{!"const", !"", !""}
!8 = !{!"s", !"out", !"rate"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{float 2.500000e+00}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !11, i64 0}
