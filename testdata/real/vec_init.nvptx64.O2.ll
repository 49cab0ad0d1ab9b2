; simtc:launch grid=1 block=8 warp=8 out=float32[8] acc=float32[32]
; simtc:expect out=[34.375,334.375,102.375,415,71.875,495,214.375,390.625]
; simtc:expect acc=[0,-0.25,-0.375,1.5,10,19.75,29.625,41.5,-2,-0.25,1.625,17.5,12.5,25.5,38.5,51.5,2,0.75,0.125,9.5,4.5,19.5,34.5,79.5,6,11.75,17.625,25.5,13,21.25,30.375,53.5]
; ModuleID = 'vec_init.cl'
source_filename = "vec_init.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.vec_init.w = private unnamed_addr addrspace(4) constant [3 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float 2.000000e+00>, <4 x float> <float -1.000000e+00, float 0.000000e+00, float 1.000000e+00, float 8.000000e+00>], align 16

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @vec_init(float addrspace(1)* nocapture noundef writeonly %0, <4 x float> addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr [3 x <4 x float>], [3 x <4 x float>] addrspace(4)* @__const.vec_init.w, i64 0, i64 %6
  %8 = load <4 x float>, <4 x float> addrspace(4)* %7, align 16, !tbaa !11
  %9 = and i32 %4, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, <4 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float 2.000000e+00>, <4 x float> <float 1.000000e+01, float 2.000000e+01, float 3.000000e+01, float 4.000000e+01>
  %12 = sitofp i32 %4 to float
  %13 = insertelement <4 x float> poison, float %12, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %8, <4 x float> %14, <4 x float> <float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float 3.500000e+00>)
  %16 = fadd <4 x float> %15, %11
  %17 = shl i64 %3, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %1, i64 %18
  %20 = fadd <4 x float> %16, <float -1.000000e+00, float -2.000000e+00, float -3.000000e+00, float -4.000000e+00>
  store <4 x float> %20, <4 x float> addrspace(1)* %19, align 16, !tbaa !11
  %21 = extractelement <4 x float> %16, i64 0
  %22 = extractelement <4 x float> %16, i64 1
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 2.000000e+00, float %21)
  %24 = extractelement <4 x float> %16, i64 2
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 3.000000e+00, float %23)
  %26 = extractelement <4 x float> %16, i64 3
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 4.000000e+00, float %25)
  %28 = getelementptr inbounds float, float addrspace(1)* %0, i64 %18
  store float %27, float addrspace(1)* %28, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, <4 x float> addrspace(1)*)* @vec_init, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"float*", !"float4*"}
!8 = !{!"float*", !"float __attribute__((ext_vector_type(4)))*"}
!9 = !{!"", !""}
!10 = !{!"out", !"acc"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
