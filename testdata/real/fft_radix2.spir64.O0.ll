; simtc:launch grid=1 block=8 warp=8 data=float32[32]:1,0,2,0,3,0,4,0,5,0,6,0,7,0,8,0,8,0,7,0,6,0,5,0,4,0,3,0,2,0,1,0 out=int32[32]
; simtc:expect out=[7200,0,-100,-19,-400,-165,-100,-66,-1600,-1600,-100,-149,-400,-965,-100,-502,0,0,-99,502,-399,965,-100,149,-1599,1600,-99,66,-400,165,-99,19]
; ModuleID = 'fft_radix2.cl'
source_filename = "fft_radix2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@fft_radix2.buf = internal addrspace(3) global [16 x <2 x float>] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fft_radix2(<2 x float> addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca <2 x float> addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca <2 x float>, align 8
  %14 = alloca <2 x float>, align 8
  %15 = alloca <2 x float>, align 8
  store <2 x float> addrspace(1)* %0, <2 x float> addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %5, align 4
  %18 = load <2 x float> addrspace(1)*, <2 x float> addrspace(1)** %3, align 8
  %19 = load i32, i32* %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %18, i64 %20
  %22 = load <2 x float>, <2 x float> addrspace(1)* %21, align 8
  %23 = load i32, i32* %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %24
  store <2 x float> %22, <2 x float> addrspace(3)* %25, align 8
  %26 = load <2 x float> addrspace(1)*, <2 x float> addrspace(1)** %3, align 8
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 8
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %26, i64 %29
  %31 = load <2 x float>, <2 x float> addrspace(1)* %30, align 8
  %32 = load i32, i32* %5, align 4
  %33 = add nsw i32 %32, 8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %34
  store <2 x float> %31, <2 x float> addrspace(3)* %35, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  store i32 1, i32* %6, align 4
  br label %36

36:                                               ; preds = %91, %2
  %37 = load i32, i32* %6, align 4
  %38 = icmp slt i32 %37, 16
  br i1 %38, label %39, label %94

39:                                               ; preds = %36
  %40 = load i32, i32* %5, align 4
  %41 = load i32, i32* %6, align 4
  %42 = sdiv i32 %40, %41
  store i32 %42, i32* %7, align 4
  %43 = load i32, i32* %5, align 4
  %44 = load i32, i32* %6, align 4
  %45 = srem i32 %43, %44
  store i32 %45, i32* %8, align 4
  %46 = load i32, i32* %7, align 4
  %47 = mul nsw i32 %46, 2
  %48 = load i32, i32* %6, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, i32* %9, align 4
  %52 = load i32, i32* %9, align 4
  %53 = load i32, i32* %6, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, i32* %10, align 4
  %55 = load i32, i32* %8, align 4
  %56 = sitofp i32 %55 to float
  %57 = fmul float 0xC00921FB60000000, %56
  %58 = load i32, i32* %6, align 4
  %59 = sitofp i32 %58 to float
  %60 = fdiv float %57, %59, !fpmath !10
  %61 = addrspacecast float* %11 to float addrspace(4)*
  %62 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %60, float addrspace(4)* noundef %61) #6
  store float %62, float* %12, align 4
  %63 = load float, float* %11, align 4
  %64 = load <2 x float>, <2 x float>* %13, align 8
  %65 = insertelement <2 x float> %64, float %63, i64 0
  store <2 x float> %65, <2 x float>* %13, align 8
  %66 = load float, float* %12, align 4
  %67 = load <2 x float>, <2 x float>* %13, align 8
  %68 = insertelement <2 x float> %67, float %66, i64 1
  store <2 x float> %68, <2 x float>* %13, align 8
  %69 = load i32, i32* %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %70
  %72 = load <2 x float>, <2 x float> addrspace(3)* %71, align 8
  store <2 x float> %72, <2 x float>* %14, align 8
  %73 = load i32, i32* %10, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %74
  %76 = load <2 x float>, <2 x float> addrspace(3)* %75, align 8
  %77 = load <2 x float>, <2 x float>* %13, align 8
  %78 = call spir_func <2 x float> @cmul(<2 x float> noundef %76, <2 x float> noundef %77) #6
  store <2 x float> %78, <2 x float>* %15, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %79 = load <2 x float>, <2 x float>* %14, align 8
  %80 = load <2 x float>, <2 x float>* %15, align 8
  %81 = fadd <2 x float> %79, %80
  %82 = load i32, i32* %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %83
  store <2 x float> %81, <2 x float> addrspace(3)* %84, align 8
  %85 = load <2 x float>, <2 x float>* %14, align 8
  %86 = load <2 x float>, <2 x float>* %15, align 8
  %87 = fsub <2 x float> %85, %86
  %88 = load i32, i32* %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %89
  store <2 x float> %87, <2 x float> addrspace(3)* %90, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br label %91

91:                                               ; preds = %39
  %92 = load i32, i32* %6, align 4
  %93 = shl i32 %92, 1
  store i32 %93, i32* %6, align 4
  br label %36

94:                                               ; preds = %36
  %95 = load i32, i32* %5, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %96
  %98 = load <2 x float>, <2 x float> addrspace(3)* %97, align 8
  %99 = extractelement <2 x float> %98, i64 0
  %100 = fmul float %99, 1.000000e+02
  %101 = fptosi float %100 to i32
  %102 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %103 = load i32, i32* %5, align 4
  %104 = mul nsw i32 2, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %102, i64 %105
  store i32 %101, i32 addrspace(1)* %106, align 4
  %107 = load i32, i32* %5, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %108
  %110 = load <2 x float>, <2 x float> addrspace(3)* %109, align 8
  %111 = extractelement <2 x float> %110, i64 1
  %112 = fmul float %111, 1.000000e+02
  %113 = fptosi float %112 to i32
  %114 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %115 = load i32, i32* %5, align 4
  %116 = mul nsw i32 2, %115
  %117 = add nsw i32 %116, 1
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, i32 addrspace(1)* %114, i64 %118
  store i32 %113, i32 addrspace(1)* %119, align 4
  %120 = load i32, i32* %5, align 4
  %121 = add nsw i32 %120, 8
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %122
  %124 = load <2 x float>, <2 x float> addrspace(3)* %123, align 8
  %125 = extractelement <2 x float> %124, i64 0
  %126 = fmul float %125, 1.000000e+02
  %127 = fptosi float %126 to i32
  %128 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %129 = load i32, i32* %5, align 4
  %130 = add nsw i32 %129, 8
  %131 = mul nsw i32 2, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, i32 addrspace(1)* %128, i64 %132
  store i32 %127, i32 addrspace(1)* %133, align 4
  %134 = load i32, i32* %5, align 4
  %135 = add nsw i32 %134, 8
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %136
  %138 = load <2 x float>, <2 x float> addrspace(3)* %137, align 8
  %139 = extractelement <2 x float> %138, i64 1
  %140 = fmul float %139, 1.000000e+02
  %141 = fptosi float %140 to i32
  %142 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %143 = load i32, i32* %5, align 4
  %144 = add nsw i32 %143, 8
  %145 = mul nsw i32 2, %144
  %146 = add nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, i32 addrspace(1)* %142, i64 %147
  store i32 %141, i32 addrspace(1)* %148, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func <2 x float> @cmul(<2 x float> noundef %0, <2 x float> noundef %1) #3 {
  %3 = alloca <2 x float>, align 8
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  store <2 x float> %0, <2 x float>* %3, align 8
  store <2 x float> %1, <2 x float>* %4, align 8
  %6 = load <2 x float>, <2 x float>* %3, align 8
  %7 = extractelement <2 x float> %6, i64 0
  %8 = load <2 x float>, <2 x float>* %4, align 8
  %9 = extractelement <2 x float> %8, i64 0
  %10 = load <2 x float>, <2 x float>* %3, align 8
  %11 = extractelement <2 x float> %10, i64 1
  %12 = load <2 x float>, <2 x float>* %4, align 8
  %13 = extractelement <2 x float> %12, i64 1
  %14 = fmul float %11, %13
  %15 = fneg float %14
  %16 = call float @llvm.fmuladd.f32(float %7, float %9, float %15)
  %17 = load <2 x float>, <2 x float>* %5, align 8
  %18 = insertelement <2 x float> %17, float %16, i64 0
  store <2 x float> %18, <2 x float>* %5, align 8
  %19 = load <2 x float>, <2 x float>* %3, align 8
  %20 = extractelement <2 x float> %19, i64 0
  %21 = load <2 x float>, <2 x float>* %4, align 8
  %22 = extractelement <2 x float> %21, i64 1
  %23 = load <2 x float>, <2 x float>* %3, align 8
  %24 = extractelement <2 x float> %23, i64 1
  %25 = load <2 x float>, <2 x float>* %4, align 8
  %26 = extractelement <2 x float> %25, i64 0
  %27 = fmul float %24, %26
  %28 = call float @llvm.fmuladd.f32(float %20, float %22, float %27)
  %29 = load <2 x float>, <2 x float>* %5, align 8
  %30 = insertelement <2 x float> %29, float %28, i64 1
  store <2 x float> %30, <2 x float>* %5, align 8
  %31 = load <2 x float>, <2 x float>* %5, align 8
  ret <2 x float> %31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

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
!6 = !{!"float2*", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(2)))*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"data", !"out"}
!10 = !{float 2.500000e+00}
