; simtc:launch grid=2 block=16 warp=16 pts=float32[64]:iota hist=int32[16] out=int32[192]
; simtc:expect hist=[12,0,0,0,0,0,1,3,0,0,0,0,11,5,0,0]
; simtc:expect out=[-8885,7771,1114,-2147483648,365,0,-8911,7823,1088,1000,355,0,-8941,7883,1058,2139095040,345,0,-8975,7951,1024,-1000,333,0,-9016,8033,983,0,319,0,-9065,8131,934,1000,302,0,-9124,8249,875,-8388608,282,0,-9198,8397,801,-1000,257,0,-9293,8587,706,-2147483648,225,0,-9417,8835,582,1000,185,0,-9587,9175,412,2139095040,130,0,-9832,9665,167,-1000,52,0,9788,9999,-211,0,-66,7,9152,9999,-847,1000,-272,7,8025,9999,-1974,-8388608,-714,7,6288,9999,-3711,-1000,-2333,6,4647,9294,4647,0,9000,5,3642,7284,3642,1000,2200,5,3072,6144,3072,2139095040,1444,5,2726,5452,2726,-1000,1153,5,2500,4999,2500,-2147483648,1000,5,2340,4680,2340,1000,904,4,2223,4446,2223,-8388608,840,4,2134,4268,2134,-1000,793,4,2063,4126,2063,0,757,4,2006,4012,2006,1000,729,4,1959,3918,1959,2139095040,707,4,1920,3840,1920,-1000,688,4,1886,3772,1886,-2147483648,673,4,1857,3714,1857,1000,660,4,1832,3664,1832,-8388608,649,4,1810,3620,1810,-1000,639,4]
; ModuleID = 'mg_angle_bins.cl'
source_filename = "mg_angle_bins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.vec2 = type { float, float }

@mg_angle_bins.bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_angle_bins(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
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
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %7, align 4
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %8, align 4
  %21 = load i32, i32* %8, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %27

23:                                               ; preds = %3
  %24 = load i32, i32* %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %25
  store i32 0, i32 addrspace(3)* %26, align 4
  br label %27

27:                                               ; preds = %23, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %28 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %29 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %30 = load i32, i32* %7, align 4
  %31 = mul nsw i32 2, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float addrspace(1)* %29, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  %35 = fsub float %34, 3.150000e+01
  store float %35, float* %28, align 4
  %36 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %37 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %38 = load i32, i32* %7, align 4
  %39 = mul nsw i32 2, %38
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, float addrspace(1)* %37, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = call float @llvm.fmuladd.f32(float %43, float 5.000000e-01, float -1.200000e+01)
  store float %44, float* %36, align 4
  %45 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %46 = load float, float* %45, align 4
  %47 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %48 = load float, float* %47, align 4
  %49 = call spir_func float @_Z7atan2piff(float noundef %46, float noundef %48) #5
  store float %49, float* %10, align 4
  %50 = load float, float* %10, align 4
  %51 = fadd float %50, 1.000000e+00
  %52 = fmul float %51, 4.000000e+00
  %53 = call spir_func float @_Z5floorf(float noundef %52) #5
  %54 = fptosi float %53 to i32
  %55 = and i32 %54, 7
  store i32 %55, i32* %11, align 4
  %56 = load i32, i32* %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %57
  %59 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %58) #6
  %60 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %61 = load float, float* %60, align 4
  %62 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %63 = load float, float* %62, align 4
  %64 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %65 = load float, float* %64, align 4
  %66 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %67 = load float, float* %66, align 4
  %68 = fmul float %65, %67
  %69 = call float @llvm.fmuladd.f32(float %61, float %63, float %68)
  %70 = call spir_func float @_Z4sqrtf(float noundef %69) #5
  store float %70, float* %12, align 4
  %71 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %72 = load float, float* %71, align 4
  %73 = load float, float* %12, align 4
  %74 = fdiv float %72, %73, !fpmath !9
  store float %74, float* %13, align 4
  %75 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %76 = load float, float* %75, align 4
  %77 = load float, float* %12, align 4
  %78 = fdiv float %76, %77, !fpmath !9
  store float %78, float* %14, align 4
  %79 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %80 = load i32, i32* %7, align 4
  %81 = mul nsw i32 6, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %79, i64 %82
  store i32 addrspace(1)* %83, i32 addrspace(1)** %15, align 8
  %84 = load float, float* %10, align 4
  %85 = fmul float %84, 1.000000e+04
  %86 = fptosi float %85 to i32
  %87 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %87, i64 0
  store i32 %86, i32 addrspace(1)* %88, align 4
  %89 = load float, float* %13, align 4
  %90 = call spir_func float @_Z6acospif(float noundef %89) #5
  %91 = fmul float %90, 1.000000e+04
  %92 = fptosi float %91 to i32
  %93 = load float, float* %14, align 4
  %94 = call spir_func float @_Z6asinpif(float noundef %93) #5
  %95 = fmul float %94, 1.000000e+04
  %96 = fptosi float %95 to i32
  %97 = add nsw i32 %92, %96
  %98 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %99 = getelementptr inbounds i32, i32 addrspace(1)* %98, i64 1
  store i32 %97, i32 addrspace(1)* %99, align 4
  %100 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 1
  %101 = load float, float* %100, align 4
  %102 = getelementptr inbounds %struct.vec2, %struct.vec2* %9, i32 0, i32 0
  %103 = load float, float* %102, align 4
  %104 = fdiv float %101, %103, !fpmath !9
  %105 = call spir_func float @_Z6atanpif(float noundef %104) #5
  %106 = fmul float %105, 1.000000e+04
  %107 = fptosi float %106 to i32
  %108 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %109 = getelementptr inbounds i32, i32 addrspace(1)* %108, i64 2
  store i32 %107, i32 addrspace(1)* %109, align 4
  %110 = load i32, i32* %7, align 4
  %111 = sub nsw i32 %110, 16
  %112 = sitofp i32 %111 to float
  %113 = fmul float 2.500000e-01, %112
  store float %113, float* %16, align 4
  %114 = load float, float* %16, align 4
  %115 = call spir_func float @_Z5tanpif(float noundef %114) #5
  %116 = call spir_func i32 @exact_or_scaled(float noundef %115) #6
  %117 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %118 = getelementptr inbounds i32, i32 addrspace(1)* %117, i64 3
  store i32 %116, i32 addrspace(1)* %118, align 4
  %119 = load float, float* %10, align 4
  %120 = call spir_func float @_Z5tanpif(float noundef %119) #5
  %121 = call spir_func i32 @exact_or_scaled(float noundef %120) #6
  %122 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %123 = getelementptr inbounds i32, i32 addrspace(1)* %122, i64 4
  store i32 %121, i32 addrspace(1)* %123, align 4
  %124 = load i32, i32* %11, align 4
  %125 = call spir_func float @_Z3nanj(i32 noundef %124) #5
  %126 = bitcast float %125 to i32
  %127 = sub nsw i32 %126, 2143289344
  %128 = load i32 addrspace(1)*, i32 addrspace(1)** %15, align 8
  %129 = getelementptr inbounds i32, i32 addrspace(1)* %128, i64 5
  store i32 %127, i32 addrspace(1)* %129, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %130 = load i32, i32* %8, align 4
  %131 = icmp slt i32 %130, 8
  br i1 %131, label %132, label %145

132:                                              ; preds = %27
  %133 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %134 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %135 = mul i64 8, %134
  %136 = load i32, i32* %8, align 4
  %137 = sext i32 %136 to i64
  %138 = add i64 %135, %137
  %139 = getelementptr inbounds i32, i32 addrspace(1)* %133, i64 %138
  %140 = load i32, i32* %8, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %141
  %143 = load i32, i32 addrspace(3)* %142, align 4
  %144 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %139, i32 noundef %143) #6
  br label %145

145:                                              ; preds = %132, %27
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z7atan2piff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5floorf(float noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4sqrtf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6acospif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6asinpif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6atanpif(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @exact_or_scaled(float noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store float %0, float* %3, align 4
  %4 = load float, float* %3, align 4
  %5 = fcmp oeq float %4, 0.000000e+00
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load float, float* %3, align 4
  %8 = call spir_func float @_Z4fabsf(float noundef %7) #5
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
declare dso_local spir_func float @_Z5tanpif(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3nanj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!"pts", !"hist", !"out"}
!9 = !{float 2.500000e+00}
