; simtc:launch grid=1 block=8 warp=8 pos=float32[32]:0,0,0,0,1,0,0,0,0,1,0,0,1,1,0,0,0,0,1,0,1,0,1,0,0,1,1,0,1,1,1,0 nbr=int32[24]:1,2,4,0,3,5,0,3,6,1,2,7,0,5,6,1,4,7,2,4,7,3,5,6 out=int32[24]
; simtc:expect out=[307,307,307,-307,307,307,307,-307,307,-307,-307,307,307,307,-307,-307,307,-307,307,-307,-307,-307,-307,-307]
; ModuleID = 'md_forces.cl'
source_filename = "md_forces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @md_forces(<4 x float> addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca <4 x float> addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  store <4 x float> addrspace(1)* %0, <4 x float> addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %7, align 4
  %13 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %13, i64 %15
  %17 = load <4 x float>, <4 x float> addrspace(1)* %16, align 16
  store <4 x float> %17, <4 x float>* %8, align 16
  store <4 x float> zeroinitializer, <4 x float>* %9, align 16
  store i32 0, i32* %10, align 4
  br label %18

18:                                               ; preds = %38, %3
  %19 = load i32, i32* %10, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %41

21:                                               ; preds = %18
  %22 = load <4 x float>, <4 x float>* %8, align 16
  %23 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %25 = load i32, i32* %7, align 4
  %26 = mul nsw i32 %25, 3
  %27 = load i32, i32* %10, align 4
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %29
  %31 = load i32, i32 addrspace(1)* %30, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %23, i64 %32
  %34 = load <4 x float>, <4 x float> addrspace(1)* %33, align 16
  %35 = call spir_func <4 x float> @lj(<4 x float> noundef %22, <4 x float> noundef %34) #5
  %36 = load <4 x float>, <4 x float>* %9, align 16
  %37 = fadd <4 x float> %36, %35
  store <4 x float> %37, <4 x float>* %9, align 16
  br label %38

38:                                               ; preds = %21
  %39 = load i32, i32* %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %10, align 4
  br label %18

41:                                               ; preds = %18
  %42 = load <4 x float>, <4 x float>* %9, align 16
  %43 = extractelement <4 x float> %42, i64 0
  %44 = fmul float %43, 1.000000e+03
  %45 = fptosi float %44 to i32
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %47 = load i32, i32* %7, align 4
  %48 = mul nsw i32 3, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %49
  store i32 %45, i32 addrspace(1)* %50, align 4
  %51 = load <4 x float>, <4 x float>* %9, align 16
  %52 = extractelement <4 x float> %51, i64 1
  %53 = fmul float %52, 1.000000e+03
  %54 = fptosi float %53 to i32
  %55 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %56 = load i32, i32* %7, align 4
  %57 = mul nsw i32 3, %56
  %58 = add nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 %59
  store i32 %54, i32 addrspace(1)* %60, align 4
  %61 = load <4 x float>, <4 x float>* %9, align 16
  %62 = extractelement <4 x float> %61, i64 2
  %63 = fmul float %62, 1.000000e+03
  %64 = fptosi float %63 to i32
  %65 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %66 = load i32, i32* %7, align 4
  %67 = mul nsw i32 3, %66
  %68 = add nsw i32 %67, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %65, i64 %69
  store i32 %64, i32 addrspace(1)* %70, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func <4 x float> @lj(<4 x float> noundef %0, <4 x float> noundef %1) #2 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store <4 x float> %0, <4 x float>* %3, align 16
  store <4 x float> %1, <4 x float>* %4, align 16
  %10 = load <4 x float>, <4 x float>* %3, align 16
  %11 = load <4 x float>, <4 x float>* %4, align 16
  %12 = fsub <4 x float> %10, %11
  store <4 x float> %12, <4 x float>* %5, align 16
  %13 = load <4 x float>, <4 x float>* %5, align 16
  %14 = extractelement <4 x float> %13, i64 0
  %15 = load <4 x float>, <4 x float>* %5, align 16
  %16 = extractelement <4 x float> %15, i64 0
  %17 = load <4 x float>, <4 x float>* %5, align 16
  %18 = extractelement <4 x float> %17, i64 1
  %19 = load <4 x float>, <4 x float>* %5, align 16
  %20 = extractelement <4 x float> %19, i64 1
  %21 = fmul float %18, %20
  %22 = call float @llvm.fmuladd.f32(float %14, float %16, float %21)
  %23 = load <4 x float>, <4 x float>* %5, align 16
  %24 = extractelement <4 x float> %23, i64 2
  %25 = load <4 x float>, <4 x float>* %5, align 16
  %26 = extractelement <4 x float> %25, i64 2
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float %22)
  %28 = fadd float %27, 5.000000e-01
  store float %28, float* %6, align 4
  %29 = load float, float* %6, align 4
  %30 = fdiv float 1.000000e+00, %29, !fpmath !10
  store float %30, float* %7, align 4
  %31 = load float, float* %7, align 4
  %32 = load float, float* %7, align 4
  %33 = fmul float %31, %32
  %34 = load float, float* %7, align 4
  %35 = fmul float %33, %34
  store float %35, float* %8, align 4
  %36 = load float, float* %7, align 4
  %37 = load float, float* %8, align 4
  %38 = fmul float %36, %37
  %39 = load float, float* %8, align 4
  %40 = call float @llvm.fmuladd.f32(float 1.500000e+00, float %39, float -2.000000e+00)
  %41 = fmul float %38, %40
  store float %41, float* %9, align 4
  %42 = load <4 x float>, <4 x float>* %5, align 16
  %43 = load float, float* %9, align 4
  %44 = insertelement <4 x float> poison, float %43, i32 0
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <4 x i32> zeroinitializer
  %46 = fmul <4 x float> %42, %45
  ret <4 x float> %46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float4*", !"int*", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"int*", !"int*"}
!8 = !{!"const", !"const", !""}
!9 = !{!"pos", !"nbr", !"out"}
!10 = !{float 2.500000e+00}
