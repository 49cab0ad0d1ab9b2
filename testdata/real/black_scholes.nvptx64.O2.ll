; simtc:launch grid=1 block=32 warp=32 s=float32[32]:iota out=int32[64] rate=0.05
; simtc:expect out=[1,37,2,36,7,36,21,34,46,31,84,27,134,23,195,17,264,1865,341,1965,424,204,512,319,604,434,699,549,797,665,897,779,999,893,1102,1008,1206,1122,1311,1235,1417,1349,1524,1463,1631,1576,1739,1689,1847,1802,1956,1915,2064,2027,2173,2140,2282,2253,2392,2365,2501,2477,2611,2590]
; ModuleID = 'black_scholes.cl'
source_filename = "black_scholes.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @black_scholes(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, float noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, float addrspace(1)* %0, i64 %7
  %9 = load float, float addrspace(1)* %8, align 4, !tbaa !10
  %10 = fadd float %9, 1.000000e+01
  %11 = tail call i32 @_Z5mul24ii(i32 noundef %5, i32 noundef 3) #3
  %12 = sitofp i32 %11 to float
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 0x3FA99999A0000000, float 5.000000e-01)
  %14 = tail call float @_Z4sqrtf(float noundef %13) #3
  %15 = fdiv float %10, 2.000000e+01, !fpmath !14
  %16 = tail call float @_Z3logf(float noundef %15) #3
  %17 = fadd float %2, 0x3FA70A3D80000000
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %13, float %16)
  %19 = fmul float %14, 0x3FD3333340000000
  %20 = fdiv float %18, %19, !fpmath !14
  %21 = tail call float @llvm.fmuladd.f32(float %14, float 0xBFD3333340000000, float %20)
  %22 = tail call float @_Z4fabsf(float noundef %20) #3
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 0x3FCDA67120000000, float 1.000000e+00) #4
  %24 = fdiv float 1.000000e+00, %23, !fpmath !14
  %25 = fmul float %20, -5.000000e-01
  %26 = fmul float %20, %25
  %27 = tail call float @_Z3expf(float noundef %26) #3
  %28 = fmul float %27, 0x3FD9884540000000
  %29 = fmul float %28, %24
  %30 = tail call float @llvm.fmuladd.f32(float %24, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000) #4
  %31 = tail call float @llvm.fmuladd.f32(float %24, float %30, float 0x3FFC80EF00000000) #4
  %32 = tail call float @llvm.fmuladd.f32(float %24, float %31, float 0xBFD6D1F0E0000000) #4
  %33 = tail call float @llvm.fmuladd.f32(float %24, float %32, float 0x3FD470BF40000000) #4
  %34 = fmul float %29, %33
  %35 = fcmp ogt float %20, 0.000000e+00
  %36 = fsub float 1.000000e+00, %34
  %37 = select i1 %35, float %36, float %34
  %38 = fneg float %2
  %39 = fmul float %13, %38
  %40 = tail call float @_Z3expf(float noundef %39) #3
  %41 = tail call float @_Z4fabsf(float noundef %21) #3
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3FCDA67120000000, float 1.000000e+00) #4
  %43 = fdiv float 1.000000e+00, %42, !fpmath !14
  %44 = fmul float %21, -5.000000e-01
  %45 = fmul float %21, %44
  %46 = tail call float @_Z3expf(float noundef %45) #3
  %47 = fmul float %46, 0x3FD9884540000000
  %48 = fmul float %47, %43
  %49 = tail call float @llvm.fmuladd.f32(float %43, float 0x3FF548CDE0000000, float 0xBFFD23DD40000000) #4
  %50 = tail call float @llvm.fmuladd.f32(float %43, float %49, float 0x3FFC80EF00000000) #4
  %51 = tail call float @llvm.fmuladd.f32(float %43, float %50, float 0xBFD6D1F0E0000000) #4
  %52 = tail call float @llvm.fmuladd.f32(float %43, float %51, float 0x3FD470BF40000000) #4
  %53 = fmul float %48, %52
  %54 = fcmp ogt float %21, 0.000000e+00
  %55 = fsub float 1.000000e+00, %53
  %56 = select i1 %54, float %55, float %53
  %57 = fmul float %40, -2.000000e+01
  %58 = fmul float %57, %56
  %59 = tail call float @llvm.fmuladd.f32(float %10, float %37, float %58)
  %60 = tail call float @_Z3powff(float noundef %10, float noundef 5.000000e-01) #3
  %61 = tail call float @_Z3cosf(float noundef %10) #3
  %62 = tail call float @_Z4atanf(float noundef %10) #3
  %63 = tail call float @_Z4fmaxff(float noundef %61, float noundef %62) #3
  %64 = tail call float @_Z4fminff(float noundef %60, float noundef %63) #3
  %65 = tail call float @_Z5rsqrtf(float noundef %13) #3
  %66 = tail call float @_Z10native_expf(float noundef 0x3FB99999A0000000) #3
  %67 = tail call float @llvm.fmuladd.f32(float %65, float %66, float %64)
  %68 = tail call float @_Z9half_sqrtf(float noundef %13) #3
  %69 = fadd float %67, %68
  %70 = tail call float @_Z5floorf(float noundef %59) #3
  %71 = tail call float @_Z3madfff(float noundef %70, float noundef 2.000000e+00, float noundef 1.000000e+00) #3
  %72 = fpext float %20 to double
  %73 = fpext float %10 to double
  %74 = tail call double @_Z4fabsd(double noundef %72) #3
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 0x3FCDA6711871100E, double 1.000000e+00) #4
  %76 = fdiv double 1.000000e+00, %75
  %77 = fmul double %72, -5.000000e-01
  %78 = fmul double %77, %72
  %79 = tail call double @_Z3expd(double noundef %78) #3
  %80 = fmul double %79, 0x3FD988453365DE00
  %81 = fmul double %80, %76
  %82 = tail call double @llvm.fmuladd.f64(double %76, double 0xBFD6D1F0E5A8325B, double 0x3FD470BF3A92F8EC) #4
  %83 = fmul double %81, %82
  %84 = fsub double 1.000000e+00, %83
  %85 = select i1 %35, double %84, double %83
  %86 = fpext float %2 to double
  %87 = fneg double %86
  %88 = fpext float %13 to double
  %89 = fmul double %87, %88
  %90 = tail call double @_Z3expd(double noundef %89) #3
  %91 = tail call double @_Z4sqrtd(double noundef %88) #3
  %92 = tail call double @llvm.fmuladd.f64(double %91, double -3.000000e-01, double %72)
  %93 = tail call double @_Z4fabsd(double noundef %92) #3
  %94 = tail call double @llvm.fmuladd.f64(double %93, double 0x3FCDA6711871100E, double 1.000000e+00) #4
  %95 = fdiv double 1.000000e+00, %94
  %96 = fmul double %92, -5.000000e-01
  %97 = fmul double %92, %96
  %98 = tail call double @_Z3expd(double noundef %97) #3
  %99 = fmul double %98, 0x3FD988453365DE00
  %100 = fmul double %99, %95
  %101 = tail call double @llvm.fmuladd.f64(double %95, double 0xBFD6D1F0E5A8325B, double 0x3FD470BF3A92F8EC) #4
  %102 = fmul double %100, %101
  %103 = fcmp ogt double %92, 0.000000e+00
  %104 = fsub double 1.000000e+00, %102
  %105 = select i1 %103, double %104, double %102
  %106 = fmul double %90, -2.000000e+01
  %107 = fmul double %106, %105
  %108 = tail call double @llvm.fmuladd.f64(double %73, double %85, double %107)
  %109 = fmul float %59, 1.000000e+02
  %110 = fptosi float %109 to i32
  %111 = fptosi float %71 to i32
  %112 = fptosi float %70 to i32
  %113 = mul i32 %112, -2
  %114 = add i32 %113, %111
  %115 = add i32 %114, %110
  %116 = shl nsw i32 %5, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %117
  store i32 %115, i32 addrspace(1)* %118, align 4, !tbaa !15
  %119 = fmul double %108, 1.000000e+02
  %120 = fptosi double %119 to i32
  %121 = fmul float %69, 1.000000e+01
  %122 = fptosi float %121 to i32
  %123 = add nsw i32 %120, %122
  %124 = or i32 %116, 1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %125
  store i32 %123, i32 addrspace(1)* %126, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z5mul24ii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3powff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3cosf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4atanf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z10native_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z9half_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3madfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z3expd(double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z4sqrtd(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z4fabsd(double noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, float)* @black_scholes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"float"}
!8 = !{!"const", !"", !""}
!9 = !{!"s", !"out", !"rate"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{float 2.500000e+00}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !12, i64 0}
