; simtc:launch grid=1 block=8 warp=8 pos=float32[32]:0,0,0,0,1,0,0,0,0,1,0,0,1,1,0,0,0,0,1,0,1,0,1,0,0,1,1,0,1,1,1,0 nbr=int32[24]:1,2,4,0,3,5,0,3,6,1,2,7,0,5,6,1,4,7,2,4,7,3,5,6 out=int32[24]
; simtc:expect out=[307,307,307,-307,307,307,307,-307,307,-307,-307,307,307,307,-307,-307,307,-307,307,-307,-307,-307,-307,-307]
; ModuleID = 'md_forces.cl'
source_filename = "md_forces.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @md_forces(<4 x float> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %7
  %9 = load <4 x float>, <4 x float> addrspace(1)* %8, align 16, !tbaa !11
  %10 = mul nsw i32 %5, 3
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !14
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %14
  %16 = load <4 x float>, <4 x float> addrspace(1)* %15, align 16, !tbaa !11
  %17 = fsub <4 x float> %9, %16
  %18 = extractelement <4 x float> %17, i64 0
  %19 = extractelement <4 x float> %17, i64 1
  %20 = fmul float %19, %19
  %21 = tail call float @llvm.fmuladd.f32(float %18, float %18, float %20) #4
  %22 = extractelement <4 x float> %17, i64 2
  %23 = tail call float @llvm.fmuladd.f32(float %22, float %22, float %21) #4
  %24 = fadd float %23, 5.000000e-01
  %25 = fdiv float 1.000000e+00, %24, !fpmath !16
  %26 = fmul float %25, %25
  %27 = fmul float %25, %26
  %28 = fmul float %25, %27
  %29 = tail call float @llvm.fmuladd.f32(float %27, float 1.500000e+00, float -2.000000e+00) #4
  %30 = fmul float %28, %29
  %31 = insertelement <4 x float> poison, float %30, i64 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %33 = fmul <4 x float> %17, %32
  %34 = fadd <4 x float> %33, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>
  %35 = add nsw i32 %10, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %36
  %38 = load i32, i32 addrspace(1)* %37, align 4, !tbaa !14
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %39
  %41 = load <4 x float>, <4 x float> addrspace(1)* %40, align 16, !tbaa !11
  %42 = fsub <4 x float> %9, %41
  %43 = extractelement <4 x float> %42, i64 0
  %44 = extractelement <4 x float> %42, i64 1
  %45 = fmul float %44, %44
  %46 = tail call float @llvm.fmuladd.f32(float %43, float %43, float %45) #4
  %47 = extractelement <4 x float> %42, i64 2
  %48 = tail call float @llvm.fmuladd.f32(float %47, float %47, float %46) #4
  %49 = fadd float %48, 5.000000e-01
  %50 = fdiv float 1.000000e+00, %49, !fpmath !16
  %51 = fmul float %50, %50
  %52 = fmul float %50, %51
  %53 = fmul float %50, %52
  %54 = tail call float @llvm.fmuladd.f32(float %52, float 1.500000e+00, float -2.000000e+00) #4
  %55 = fmul float %53, %54
  %56 = insertelement <4 x float> poison, float %55, i64 0
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %58 = fmul <4 x float> %42, %57
  %59 = fadd <4 x float> %34, %58
  %60 = add nsw i32 %10, 2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %61
  %63 = load i32, i32 addrspace(1)* %62, align 4, !tbaa !14
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %64
  %66 = load <4 x float>, <4 x float> addrspace(1)* %65, align 16, !tbaa !11
  %67 = fsub <4 x float> %9, %66
  %68 = extractelement <4 x float> %67, i64 0
  %69 = extractelement <4 x float> %67, i64 1
  %70 = fmul float %69, %69
  %71 = tail call float @llvm.fmuladd.f32(float %68, float %68, float %70) #4
  %72 = extractelement <4 x float> %67, i64 2
  %73 = tail call float @llvm.fmuladd.f32(float %72, float %72, float %71) #4
  %74 = fadd float %73, 5.000000e-01
  %75 = fdiv float 1.000000e+00, %74, !fpmath !16
  %76 = fmul float %75, %75
  %77 = fmul float %75, %76
  %78 = fmul float %75, %77
  %79 = tail call float @llvm.fmuladd.f32(float %77, float 1.500000e+00, float -2.000000e+00) #4
  %80 = fmul float %78, %79
  %81 = insertelement <4 x float> poison, float %80, i64 0
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %83 = fmul <4 x float> %67, %82
  %84 = fadd <4 x float> %59, %83
  %85 = extractelement <4 x float> %84, i64 0
  %86 = fmul float %85, 1.000000e+03
  %87 = fptosi float %86 to i32
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %11
  store i32 %87, i32 addrspace(1)* %88, align 4, !tbaa !14
  %89 = extractelement <4 x float> %84, i64 1
  %90 = fmul float %89, 1.000000e+03
  %91 = fptosi float %90 to i32
  %92 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %36
  store i32 %91, i32 addrspace(1)* %92, align 4, !tbaa !14
  %93 = extractelement <4 x float> %84, i64 2
  %94 = fmul float %93, 1.000000e+03
  %95 = fptosi float %94 to i32
  %96 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %61
  store i32 %95, i32 addrspace(1)* %96, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x float> addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @md_forces, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float4*", !"int*", !"int*"}
!8 = !{!"float __attribute__((ext_vector_type(4)))*", !"int*", !"int*"}
!9 = !{!"const", !"const", !""}
!10 = !{!"pos", !"nbr", !"out"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{float 2.500000e+00}
