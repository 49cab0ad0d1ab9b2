; simtc:launch grid=1 block=8 warp=8 out=float32[8]
; simtc:expect out=[4.5,40.5,108.5,4.5,40.5,108.5,4.5,40.5]
; ModuleID = 'const_vectors.cl'
source_filename = "const_vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@palette = dso_local local_unnamed_addr addrspace(2) constant [3 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <4 x float> <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01>], align 16
@bias = dso_local local_unnamed_addr addrspace(2) constant <2 x float> <float 5.000000e-01, float 1.500000e+00>, align 8

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @const_vectors(float addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = srem i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(2)* @palette, i64 0, i64 %5, i64 0
  %7 = load float, float addrspace(2)* %6, align 16
  %8 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(2)* @palette, i64 0, i64 %5, i64 1
  %9 = load float, float addrspace(2)* %8, align 4
  %10 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(2)* @palette, i64 0, i64 %5, i64 2
  %11 = load float, float addrspace(2)* %10, align 8
  %12 = tail call float @llvm.fmuladd.f32(float %9, float %11, float %7)
  %13 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(2)* @palette, i64 0, i64 %5, i64 3
  %14 = load float, float addrspace(2)* %13, align 4
  %15 = fsub float %12, %14
  %16 = fadd float %15, 1.500000e+00
  %17 = sext i32 %3 to i64
  %18 = getelementptr inbounds float, float addrspace(1)* %0, i64 %17
  store float %16, float addrspace(1)* %18, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
