; simtc:launch grid=1 block=8 warp=8 out=float32[8]
; simtc:expect out=[4.5,40.5,108.5,4.5,40.5,108.5,4.5,40.5]
; ModuleID = 'const_vectors.cl'
source_filename = "const_vectors.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@palette = dso_local local_unnamed_addr addrspace(4) constant [3 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <4 x float> <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01>], align 16
@bias = dso_local local_unnamed_addr addrspace(4) constant <2 x float> <float 5.000000e-01, float 1.500000e+00>, align 8

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @const_vectors(float addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = srem i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(4)* @palette, i64 0, i64 %5, i64 0
  %7 = load float, float addrspace(4)* %6, align 16
  %8 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(4)* @palette, i64 0, i64 %5, i64 1
  %9 = load float, float addrspace(4)* %8, align 4
  %10 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(4)* @palette, i64 0, i64 %5, i64 2
  %11 = load float, float addrspace(4)* %10, align 8
  %12 = tail call float @llvm.fmuladd.f32(float %9, float %11, float %7)
  %13 = getelementptr inbounds [3 x <4 x float>], [3 x <4 x float>] addrspace(4)* @palette, i64 0, i64 %5, i64 3
  %14 = load float, float addrspace(4)* %13, align 4
  %15 = fsub float %12, %14
  %16 = fadd float %15, 1.500000e+00
  %17 = shl i64 %2, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds float, float addrspace(1)* %0, i64 %18
  store float %16, float addrspace(1)* %19, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

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

!0 = !{void (float addrspace(1)*)* @const_vectors, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"float*"}
!8 = !{!""}
!9 = !{!"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
