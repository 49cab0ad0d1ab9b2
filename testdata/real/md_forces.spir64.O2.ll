; simtc:launch grid=1 block=8 warp=8 pos=float32[32]:0,0,0,0,1,0,0,0,0,1,0,0,1,1,0,0,0,0,1,0,1,0,1,0,0,1,1,0,1,1,1,0 nbr=int32[24]:1,2,4,0,3,5,0,3,6,1,2,7,0,5,6,1,4,7,2,4,7,3,5,6 out=int32[24]
; simtc:expect out=[307,307,307,-307,307,307,307,-307,307,-307,-307,307,307,307,-307,-307,307,-307,307,-307,-307,-307,-307,-307]
; ModuleID = 'md_forces.cl'
source_filename = "md_forces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @md_forces(<4 x float> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %6
  %8 = load <4 x float>, <4 x float> addrspace(1)* %7, align 16, !tbaa !10
  %9 = mul nsw i32 %5, 3
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %10
  %12 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !13
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %13
  %15 = load <4 x float>, <4 x float> addrspace(1)* %14, align 16, !tbaa !10
  %16 = fsub <4 x float> %8, %15
  %17 = extractelement <4 x float> %16, i64 0
  %18 = fmul <4 x float> %16, %16
  %19 = extractelement <4 x float> %18, i64 1
  %20 = tail call float @llvm.fmuladd.f32(float %17, float %17, float %19) #4
  %21 = extractelement <4 x float> %16, i64 2
  %22 = tail call float @llvm.fmuladd.f32(float %21, float %21, float %20) #4
  %23 = fadd float %22, 5.000000e-01
  %24 = fdiv float 1.000000e+00, %23, !fpmath !15
  %25 = fmul float %24, %24
  %26 = fmul float %24, %25
  %27 = fmul float %24, %26
  %28 = tail call float @llvm.fmuladd.f32(float %26, float 1.500000e+00, float -2.000000e+00) #4
  %29 = fmul float %27, %28
  %30 = insertelement <4 x float> poison, float %29, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %32 = fmul <4 x float> %16, %31
  %33 = fadd <4 x float> %32, <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>
  %34 = add nsw i32 %9, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %35
  %37 = load i32, i32 addrspace(1)* %36, align 4, !tbaa !13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %38
  %40 = load <4 x float>, <4 x float> addrspace(1)* %39, align 16, !tbaa !10
  %41 = fsub <4 x float> %8, %40
  %42 = extractelement <4 x float> %41, i64 0
  %43 = fmul <4 x float> %41, %41
  %44 = extractelement <4 x float> %43, i64 1
  %45 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %44) #4
  %46 = extractelement <4 x float> %41, i64 2
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %45) #4
  %48 = fadd float %47, 5.000000e-01
  %49 = fdiv float 1.000000e+00, %48, !fpmath !15
  %50 = fmul float %49, %49
  %51 = fmul float %49, %50
  %52 = fmul float %49, %51
  %53 = tail call float @llvm.fmuladd.f32(float %51, float 1.500000e+00, float -2.000000e+00) #4
  %54 = fmul float %52, %53
  %55 = insertelement <4 x float> poison, float %54, i64 0
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %57 = fmul <4 x float> %41, %56
  %58 = fadd <4 x float> %33, %57
  %59 = add nsw i32 %9, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %60
  %62 = load i32, i32 addrspace(1)* %61, align 4, !tbaa !13
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %63
  %65 = load <4 x float>, <4 x float> addrspace(1)* %64, align 16, !tbaa !10
  %66 = fsub <4 x float> %8, %65
  %67 = extractelement <4 x float> %66, i64 0
  %68 = fmul <4 x float> %66, %66
  %69 = extractelement <4 x float> %68, i64 1
  %70 = tail call float @llvm.fmuladd.f32(float %67, float %67, float %69) #4
  %71 = extractelement <4 x float> %66, i64 2
  %72 = tail call float @llvm.fmuladd.f32(float %71, float %71, float %70) #4
  %73 = fadd float %72, 5.000000e-01
  %74 = fdiv float 1.000000e+00, %73, !fpmath !15
  %75 = fmul float %74, %74
  %76 = fmul float %74, %75
  %77 = fmul float %74, %76
  %78 = tail call float @llvm.fmuladd.f32(float %76, float 1.500000e+00, float -2.000000e+00) #4
  %79 = fmul float %77, %78
  %80 = insertelement <4 x float> poison, float %79, i64 0
  %81 = shufflevector <4 x float> %80, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %82 = fmul <4 x float> %66, %81
  %83 = fadd <4 x float> %58, %82
  %84 = extractelement <4 x float> %83, i64 0
  %85 = fmul float %84, 1.000000e+03
  %86 = fptosi float %85 to i32
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %10
  store i32 %86, i32 addrspace(1)* %87, align 4, !tbaa !13
  %88 = extractelement <4 x float> %83, i64 1
  %89 = fmul float %88, 1.000000e+03
  %90 = fptosi float %89 to i32
  %91 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %35
  store i32 %90, i32 addrspace(1)* %91, align 4, !tbaa !13
  %92 = extractelement <4 x float> %83, i64 2
  %93 = fmul float %92, 1.000000e+03
  %94 = fptosi float %93 to i32
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %60
  store i32 %94, i32 addrspace(1)* %95, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float4*", !"int*", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"int*", !"int*"}
!8 = !{!"const", !"const", !""}
!9 = !{!"pos", !"nbr", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{float 2.500000e+00}
