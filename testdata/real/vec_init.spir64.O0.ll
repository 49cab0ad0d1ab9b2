; simtc:launch grid=1 block=8 warp=8 out=float32[8] acc=float32[32]
; simtc:expect out=[34.375,334.375,102.375,415,71.875,495,214.375,390.625]
; simtc:expect acc=[0,-0.25,-0.375,1.5,10,19.75,29.625,41.5,-2,-0.25,1.625,17.5,12.5,25.5,38.5,51.5,2,0.75,0.125,9.5,4.5,19.5,34.5,79.5,6,11.75,17.625,25.5,13,21.25,30.375,53.5]
; ModuleID = 'vec_init.cl'
source_filename = "vec_init.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@__const.vec_init.w = private unnamed_addr addrspace(2) constant [3 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float 2.000000e+00>, <4 x float> <float -1.000000e+00, float 0.000000e+00, float 1.000000e+00, float 8.000000e+00>], align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec_init(float addrspace(1)* noundef %0, <4 x float> addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca float addrspace(1)*, align 8
  %4 = alloca <4 x float> addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca [3 x <4 x float>], align 16
  %7 = alloca <4 x float>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  store float addrspace(1)* %0, float addrspace(1)** %3, align 8
  store <4 x float> addrspace(1)* %1, <4 x float> addrspace(1)** %4, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %5, align 4
  %13 = bitcast [3 x <4 x float>]* %6 to i8*
  call void @llvm.memcpy.p0i8.p2i8.i64(i8* align 16 %13, i8 addrspace(2)* align 16 bitcast ([3 x <4 x float>] addrspace(2)* @__const.vec_init.w to i8 addrspace(2)*), i64 48, i1 false)
  store <4 x float> <float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float 3.500000e+00>, <4 x float>* %7, align 16
  store <4 x float> <float 1.000000e+01, float 2.000000e+01, float 3.000000e+01, float 4.000000e+01>, <4 x float>* %8, align 16
  store <4 x float> <float -1.000000e+00, float -2.000000e+00, float -3.000000e+00, float -4.000000e+00>, <4 x float>* %9, align 16
  %14 = load i32, i32* %5, align 4
  %15 = srem i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>]* %6, i64 0, i64 %16
  %18 = load <4 x float>, <4 x float>* %17, align 16
  %19 = load i32, i32* %5, align 4
  %20 = sitofp i32 %19 to float
  %21 = insertelement <4 x float> poison, float %20, i32 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = load <4 x float>, <4 x float>* %7, align 16
  %24 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> %22, <4 x float> %23)
  store <4 x float> %24, <4 x float>* %10, align 16
  %25 = load i32, i32* %5, align 4
  %26 = srem i32 %25, 2
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %2
  %29 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>]* %6, i64 0, i64 1
  store <4 x float> <float 1.000000e+01, float 2.000000e+01, float 3.000000e+01, float 4.000000e+01>, <4 x float>* %29, align 16
  br label %30

30:                                               ; preds = %28, %2
  %31 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>]* %6, i64 0, i64 1
  %32 = load <4 x float>, <4 x float>* %31, align 16
  %33 = load <4 x float>, <4 x float>* %10, align 16
  %34 = fadd <4 x float> %33, %32
  store <4 x float> %34, <4 x float>* %10, align 16
  %35 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %36 = load i32, i32* %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %35, i64 %37
  store <4 x float> <float -1.000000e+00, float -2.000000e+00, float -3.000000e+00, float -4.000000e+00>, <4 x float> addrspace(1)* %38, align 16
  %39 = load <4 x float>, <4 x float>* %10, align 16
  %40 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %41 = load i32, i32* %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %40, i64 %42
  %44 = load <4 x float>, <4 x float> addrspace(1)* %43, align 16
  %45 = fadd <4 x float> %44, %39
  store <4 x float> %45, <4 x float> addrspace(1)* %43, align 16
  %46 = load <4 x float>, <4 x float>* %10, align 16
  %47 = extractelement <4 x float> %46, i64 0
  %48 = load <4 x float>, <4 x float>* %10, align 16
  %49 = extractelement <4 x float> %48, i64 1
  %50 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %49, float %47)
  %51 = load <4 x float>, <4 x float>* %10, align 16
  %52 = extractelement <4 x float> %51, i64 2
  %53 = call float @llvm.fmuladd.f32(float 3.000000e+00, float %52, float %50)
  %54 = load <4 x float>, <4 x float>* %10, align 16
  %55 = extractelement <4 x float> %54, i64 3
  %56 = call float @llvm.fmuladd.f32(float 4.000000e+00, float %55, float %53)
  %57 = load float addrspace(1)*, float addrspace(1)** %3, align 8
  %58 = load i32, i32* %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, float addrspace(1)* %57, i64 %59
  store float %56, float addrspace(1)* %60, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p2i8.i64(i8* noalias nocapture writeonly, i8 addrspace(2)* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"float*", !"float4*"}
!7 = !{!"float*", !"float __attribute__((ext_vector_type(4)))*"}
!8 = !{!"", !""}
!9 = !{!"out", !"acc"}
