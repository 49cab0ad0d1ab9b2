; simtc:launch grid=1 block=8 warp=8 data=float32[32]:1,0,2,0,3,0,4,0,5,0,6,0,7,0,8,0,8,0,7,0,6,0,5,0,4,0,3,0,2,0,1,0 out=int32[32]
; simtc:expect out=[7200,0,-100,-19,-400,-165,-100,-66,-1600,-1600,-100,-149,-400,-965,-100,-502,0,0,-99,502,-399,965,-100,149,-1599,1600,-99,66,-400,165,-99,19]
; ModuleID = 'fft_radix2.cl'
source_filename = "fft_radix2.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fft_radix2.buf = internal addrspace(3) global [16 x <2 x float>] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fft_radix2(<2 x float> addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
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
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
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
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 1, i32* %6, align 4
  br label %36

36:                                               ; preds = %90, %2
  %37 = load i32, i32* %6, align 4
  %38 = icmp slt i32 %37, 16
  br i1 %38, label %39, label %93

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
  %60 = fdiv float %57, %59, !fpmath !11
  %61 = call float @_Z6sincosfPf(float noundef %60, float* noundef %11) #6
  store float %61, float* %12, align 4
  %62 = load float, float* %11, align 4
  %63 = load <2 x float>, <2 x float>* %13, align 8
  %64 = insertelement <2 x float> %63, float %62, i64 0
  store <2 x float> %64, <2 x float>* %13, align 8
  %65 = load float, float* %12, align 4
  %66 = load <2 x float>, <2 x float>* %13, align 8
  %67 = insertelement <2 x float> %66, float %65, i64 1
  store <2 x float> %67, <2 x float>* %13, align 8
  %68 = load i32, i32* %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %69
  %71 = load <2 x float>, <2 x float> addrspace(3)* %70, align 8
  store <2 x float> %71, <2 x float>* %14, align 8
  %72 = load i32, i32* %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %73
  %75 = load <2 x float>, <2 x float> addrspace(3)* %74, align 8
  %76 = load <2 x float>, <2 x float>* %13, align 8
  %77 = call <2 x float> @cmul(<2 x float> noundef %75, <2 x float> noundef %76) #6
  store <2 x float> %77, <2 x float>* %15, align 8
  call void @_Z7barrierj(i32 noundef 1) #6
  %78 = load <2 x float>, <2 x float>* %14, align 8
  %79 = load <2 x float>, <2 x float>* %15, align 8
  %80 = fadd <2 x float> %78, %79
  %81 = load i32, i32* %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %82
  store <2 x float> %80, <2 x float> addrspace(3)* %83, align 8
  %84 = load <2 x float>, <2 x float>* %14, align 8
  %85 = load <2 x float>, <2 x float>* %15, align 8
  %86 = fsub <2 x float> %84, %85
  %87 = load i32, i32* %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %88
  store <2 x float> %86, <2 x float> addrspace(3)* %89, align 8
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %90

90:                                               ; preds = %39
  %91 = load i32, i32* %6, align 4
  %92 = shl i32 %91, 1
  store i32 %92, i32* %6, align 4
  br label %36

93:                                               ; preds = %36
  %94 = load i32, i32* %5, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %95
  %97 = load <2 x float>, <2 x float> addrspace(3)* %96, align 8
  %98 = extractelement <2 x float> %97, i64 0
  %99 = fmul float %98, 1.000000e+02
  %100 = fptosi float %99 to i32
  %101 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %102 = load i32, i32* %5, align 4
  %103 = mul nsw i32 2, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %101, i64 %104
  store i32 %100, i32 addrspace(1)* %105, align 4
  %106 = load i32, i32* %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %107
  %109 = load <2 x float>, <2 x float> addrspace(3)* %108, align 8
  %110 = extractelement <2 x float> %109, i64 1
  %111 = fmul float %110, 1.000000e+02
  %112 = fptosi float %111 to i32
  %113 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %114 = load i32, i32* %5, align 4
  %115 = mul nsw i32 2, %114
  %116 = add nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, i32 addrspace(1)* %113, i64 %117
  store i32 %112, i32 addrspace(1)* %118, align 4
  %119 = load i32, i32* %5, align 4
  %120 = add nsw i32 %119, 8
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %121
  %123 = load <2 x float>, <2 x float> addrspace(3)* %122, align 8
  %124 = extractelement <2 x float> %123, i64 0
  %125 = fmul float %124, 1.000000e+02
  %126 = fptosi float %125 to i32
  %127 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %128 = load i32, i32* %5, align 4
  %129 = add nsw i32 %128, 8
  %130 = mul nsw i32 2, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, i32 addrspace(1)* %127, i64 %131
  store i32 %126, i32 addrspace(1)* %132, align 4
  %133 = load i32, i32* %5, align 4
  %134 = add nsw i32 %133, 8
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %135
  %137 = load <2 x float>, <2 x float> addrspace(3)* %136, align 8
  %138 = extractelement <2 x float> %137, i64 1
  %139 = fmul float %138, 1.000000e+02
  %140 = fptosi float %139 to i32
  %141 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %142 = load i32, i32* %5, align 4
  %143 = add nsw i32 %142, 8
  %144 = mul nsw i32 2, %143
  %145 = add nsw i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, i32 addrspace(1)* %141, i64 %146
  store i32 %140, i32 addrspace(1)* %147, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal <2 x float> @cmul(<2 x float> noundef %0, <2 x float> noundef %1) #3 {
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<2 x float> addrspace(1)*, i32 addrspace(1)*)* @fft_radix2, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"float2*", !"int*"}
!8 = !{!"float __attribute__((ext_vector_type(2)))*", !"int*"}
!9 = !{!"const", !""}
!10 = !{!"data", !"out"}
!11 = !{float 2.500000e+00}
