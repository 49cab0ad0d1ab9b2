; simtc:launch grid=2 block=16 warp=16 pts=float32[64]:iota hist=int32[16] out=int32[256]
; simtc:expect hist=[12,0,0,0,0,0,1,3,0,0,0,0,11,5,0,0]
; simtc:expect out=[-8885,7771,1114,-2147483648,365,0,1,0,-8911,7823,1088,1000,355,0,42,0,-8941,7883,1058,2139095040,345,0,1000,0,-8975,7951,1024,-1000,333,0,18879,0,-9016,8033,983,0,319,0,277815,0,-9065,8131,934,1000,302,0,4,0,-9124,8249,875,-8388608,282,0,81,0,-9198,8397,801,-1000,257,0,1000,0,-9293,8587,706,-2147483648,225,0,7890,0,-9417,8835,582,1000,185,0,32827,0,-9587,9175,412,2139095040,130,0,77,0,-9832,9665,167,-1000,52,0,660,-1,9788,9999,-211,0,-66,7,-1,1,9152,9999,-847,1000,-272,7,-1,-3,8025,9999,-1974,-8388608,-714,7,-1,6,6288,9999,-3711,-1000,-2333,6,-1,-16,4647,9294,4647,0,9000,5,-1,10,3642,7284,3642,1000,2200,5,-1,6,3072,6144,3072,2139095040,1444,5,-1,7,2726,5452,2726,-1000,1153,5,3704,9,2500,4999,2500,-2147483648,1000,5,61,12,2340,4680,2340,1000,904,4,162,17,2223,4446,2223,-8388608,840,4,1000,22,2134,4268,2134,-1000,793,4,10506,30,2063,4126,2063,0,757,4,161296,41,2006,4012,2006,1000,729,4,4,56,1959,3918,1959,2139095040,707,4,58,75,1920,3840,1920,-1000,688,4,1000,102,1886,3772,1886,-2147483648,673,4,21538,137,1857,3714,1857,1000,660,4,564389,185,1832,3664,1832,-8388608,649,4,1,249,1810,3620,1810,-1000,639,4,35,335]
; ModuleID = 'mg_angle_bins.cl'
source_filename = "mg_angle_bins.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vec2 = type { float, float }

@mg_angle_bins.bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_angle_bins(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.vec2, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32 addrspace(1)*, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %19 = trunc i64 %18 to i32
  store i32 %19, i32* %7, align 4
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %8, align 4
  %22 = load i32, i32* %8, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %28

24:                                               ; preds = %3
  %25 = load i32, i32* %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %26
  store i32 0, i32 addrspace(3)* %27, align 4
  br label %28

28:                                               ; preds = %24, %3
  call void @_Z7barrierj(i32 noundef 1) #6
  %29 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %30 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %31 = load i32, i32* %7, align 4
  %32 = mul nsw i32 2, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, float addrspace(1)* %30, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = fsub float %35, 3.150000e+01
  store float %36, float* %29, align 4
  %37 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %38 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %39 = load i32, i32* %7, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float addrspace(1)* %38, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call float @llvm.fmuladd.f32(float %44, float 5.000000e-01, float -1.200000e+01)
  store float %45, float* %37, align 4
  %46 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %47 = load float, float* %46, align 4
  %48 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %49 = load float, float* %48, align 4
  %50 = call float @_Z7atan2piff(float noundef %47, float noundef %49) #5
  store float %50, float* %10, align 4
  %51 = load float, float* %10, align 4
  %52 = fadd float %51, 1.000000e+00
  %53 = fmul float %52, 4.000000e+00
  %54 = call float @_Z5floorf(float noundef %53) #5
  %55 = fptosi float %54 to i32
  %56 = and i32 %55, 7
  store i32 %56, i32* %11, align 4
  %57 = load i32, i32* %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %58
  %60 = call i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %59) #6
  %61 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %62 = load float, float* %61, align 4
  %63 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %64 = load float, float* %63, align 4
  %65 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %66 = load float, float* %65, align 4
  %67 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %68 = load float, float* %67, align 4
  %69 = fmul float %66, %68
  %70 = call float @llvm.fmuladd.f32(float %62, float %64, float %69)
  %71 = call float @_Z4sqrtf(float noundef %70) #5
  store float %71, float* %12, align 4
  %72 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %73 = load float, float* %72, align 4
  %74 = load float, float* %12, align 4
  %75 = fdiv float %73, %74, !fpmath !10
  store float %75, float* %13, align 4
  %76 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %77 = load float, float* %76, align 4
  %78 = load float, float* %12, align 4
  %79 = fdiv float %77, %78, !fpmath !10
  store float %79, float* %14, align 4
  %80 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %81 = load i32, i32* %7, align 4
  %82 = mul nsw i32 8, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %80, i64 %83
  store i32 addrspace(1)* %84, i32 addrspace(1)** %15, align 8
  %85 = load float, float* %10, align 4
  %86 = fmul float %85, 1.000000e+04
  %87 = fptosi float %86 to i32
  %88 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %89 = getelementptr inbounds i32, i32 addrspace(1)* %88, i64 0
  store i32 %87, i32 addrspace(1)* %89, align 4
  %90 = load float, float* %13, align 4
  %91 = call float @_Z6acospif(float noundef %90) #5
  %92 = fmul float %91, 1.000000e+04
  %93 = fptosi float %92 to i32
  %94 = load float, float* %14, align 4
  %95 = call float @_Z6asinpif(float noundef %94) #5
  %96 = fmul float %95, 1.000000e+04
  %97 = fptosi float %96 to i32
  %98 = add nsw i32 %93, %97
  %99 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %100 = getelementptr inbounds i32, i32 addrspace(1)* %99, i64 1
  store i32 %98, i32 addrspace(1)* %100, align 4
  %101 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %102 = load float, float* %101, align 4
  %103 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %104 = load float, float* %103, align 4
  %105 = fdiv float %102, %104, !fpmath !10
  %106 = call float @_Z6atanpif(float noundef %105) #5
  %107 = fmul float %106, 1.000000e+04
  %108 = fptosi float %107 to i32
  %109 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %110 = getelementptr inbounds i32, i32 addrspace(1)* %109, i64 2
  store i32 %108, i32 addrspace(1)* %110, align 4
  %111 = load i32, i32* %7, align 4
  %112 = sub nsw i32 %111, 16
  %113 = sitofp i32 %112 to float
  %114 = fmul float 2.500000e-01, %113
  store float %114, float* %16, align 4
  %115 = load float, float* %16, align 4
  %116 = call float @_Z5tanpif(float noundef %115) #5
  %117 = call i32 @exact_or_scaled(float noundef %116) #6
  %118 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %119 = getelementptr inbounds i32, i32 addrspace(1)* %118, i64 3
  store i32 %117, i32 addrspace(1)* %119, align 4
  %120 = load float, float* %10, align 4
  %121 = call float @_Z5tanpif(float noundef %120) #5
  %122 = call i32 @exact_or_scaled(float noundef %121) #6
  %123 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %123, i64 4
  store i32 %122, i32 addrspace(1)* %124, align 4
  %125 = load i32, i32* %11, align 4
  %126 = call float @_Z3nanj(i32 noundef %125) #5
  %127 = bitcast float %126 to i32
  %128 = sub nsw i32 %127, 2143289344
  %129 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %130 = getelementptr inbounds i32, i32 addrspace(1)* %129, i64 5
  store i32 %128, i32 addrspace(1)* %130, align 4
  %131 = load float, float* %12, align 4
  %132 = fsub float %131, 8.000000e+00
  %133 = load i32, i32* %7, align 4
  %134 = srem i32 %133, 5
  %135 = sitofp i32 %134 to float
  %136 = fsub float %135, 2.000000e+00
  %137 = call float @_Z4powrff(float noundef %132, float noundef %136) #5
  store float %137, float* %17, align 4
  %138 = load float, float* %17, align 4
  %139 = load float, float* %17, align 4
  %140 = fcmp une float %138, %139
  br i1 %140, label %141, label %142

141:                                              ; preds = %28
  br label %145

142:                                              ; preds = %28
  %143 = load float, float* %17, align 4
  %144 = call i32 @exact_or_scaled(float noundef %143) #6
  br label %145

145:                                              ; preds = %142, %141
  %146 = phi i32 [ -1, %141 ], [ %144, %142 ]
  %147 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %148 = getelementptr inbounds i32, i32 addrspace(1)* %147, i64 6
  store i32 %146, i32 addrspace(1)* %148, align 4
  %149 = load float, float* %13, align 4
  %150 = fmul float %149, 1.500000e+00
  %151 = load i32, i32* %7, align 4
  %152 = sub nsw i32 %151, 16
  %153 = call float @_Z4pownfi(float noundef %150, i32 noundef %152) #5
  %154 = fmul float %153, 0x3F847AE140000000
  %155 = call i32 @exact_or_scaled(float noundef %154) #6
  %156 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %157 = getelementptr inbounds i32, i32 addrspace(1)* %156, i64 7
  store i32 %155, i32 addrspace(1)* %157, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  %158 = load i32, i32* %8, align 4
  %159 = icmp slt i32 %158, 8
  br i1 %159, label %160, label %173

160:                                              ; preds = %145
  %161 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %162 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %163 = mul i64 8, %162
  %164 = load i32, i32* %8, align 4
  %165 = sext i32 %164 to i64
  %166 = add i64 %163, %165
  %167 = getelementptr inbounds i32, i32 addrspace(1)* %161, i64 %166
  %168 = load i32, i32* %8, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %169
  %171 = load i32, i32 addrspace(3)* %170, align 4
  %172 = call i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %167, i32 noundef %171) #6
  br label %173

173:                                              ; preds = %160, %145
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z7atan2piff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z5floorf(float noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6acospif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6asinpif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6atanpif(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal i32 @exact_or_scaled(float noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store float %0, float* %3, align 4
  %4 = load float, float* %3, align 4
  %5 = fcmp oeq float %4, 0.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load float, float* %3, align 4
  %8 = call float @_Z4fabsf(float noundef %7) #5
  %9 = fcmp ogt float %8, 0x47EC363CC0000000
  br i1 %9, label %10, label %13

10:                                               ; preds = %6, %1
  %11 = load float, float* %3, align 4
  %12 = bitcast float %11 to i32
  store i32 %12, i32* %2, align 4
  br label %17

13:                                               ; preds = %6
  %14 = load float, float* %3, align 4
  %15 = fmul float %14, 1.000000e+03
  %16 = fptosi float %15 to i32
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %13, %10
  %18 = load i32, i32* %2, align 4
  ret i32 %18
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z5tanpif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z3nanj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4powrff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4pownfi(float noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @mg_angle_bins, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!"pts", !"hist", !"out"}
!10 = !{float 2.500000e+00}
