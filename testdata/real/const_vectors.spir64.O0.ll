; simtc:launch grid=1 block=8 warp=8 out=float32[8]
; simtc:expect out=[4.5,40.5,108.5,4.5,40.5,108.5,4.5,40.5]
; ModuleID = 'const_vectors.cl'
source_filename = "const_vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@palette = dso_local addrspace(2) constant [3 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <4 x float> <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01>], align 16
@bias = dso_local addrspace(2) constant <2 x float> <float 5.000000e-01, float 1.500000e+00>, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @const_vectors(float addrspace(1)* noundef %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca float addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca <4 x float>, align 16
  store float addrspace(1)* %0, float addrspace(1)** %2, align 8
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  store i32 %6, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = srem i32 %7, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(2)* @palette, i64 0, i64 %9
  %11 = load <4 x float>, <4 x float> addrspace(2)* %10, align 16
  store <4 x float> %11, <4 x float>* %4, align 16
  %12 = load <4 x float>, <4 x float>* %4, align 16
  %13 = extractelement <4 x float> %12, i64 0
  %14 = load <4 x float>, <4 x float>* %4, align 16
  %15 = extractelement <4 x float> %14, i64 1
  %16 = load <4 x float>, <4 x float>* %4, align 16
  %17 = extractelement <4 x float> %16, i64 2
  %18 = call float @llvm.fmuladd.f32(float %15, float %17, float %13)
  %19 = load <4 x float>, <4 x float>* %4, align 16
  %20 = extractelement <4 x float> %19, i64 3
  %21 = fsub float %18, %20
  %22 = load <2 x float>, <2 x float> addrspace(2)* @bias, align 8
  %23 = extractelement <2 x float> %22, i64 1
  %24 = fadd float %21, %23
  %25 = load float addrspace(1)*, float addrspace(1)** %2, align 8
  %26 = load i32, i32* %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float addrspace(1)* %25, i64 %27
  store float %24, float addrspace(1)* %28, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"float*"}
!7 = !{!""}
!8 = !{!"out"}
