; simtc:launch grid=2 block=16 warp=8 p=int32[32]:iota f=float32[32]:iota out=int32[32] pos=int32[32] u=uint32[32] r=float32[32] s=float32[32]
; simtc:expect out=[1,2,4,5,7,8,10,11,13,14,0,0,0,0,0,0,16,17,19,20,22,23,25,26,28,29,31,0,0,0,0,0]
; simtc:expect pos=[89495,-49803,-49805,-49500,-49499,-49502,-49498,-49498,-49502,-49499,-49500,-49505,-49503,-49505,-49500,-49499,89697,-29599,-29599,-29603,-39600,-39601,-39606,-49604,-49606,-49501,-49500,-49503,-49499,-49499,-49503,-49500]
; simtc:expect u=[0,5,110,210,310,312,312,312,312,312,312,312,312,312,312,312,2,7,112,212,312,312,312,312,312,312,312,312,312,312,312,312]
; simtc:expect r=[-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5]
; simtc:expect s=[-409004,-404007.5,-403510.5,-803018.5,-803020.5,-802022,-801523,-801023.5,-800523.5,-800023,-799522,-799020.5,-798518.5,-798016,-797513,-797009.5,391004,404008.5,404513.5,-794994.5,-794988.5,-793982,-793475,-792967.5,-792459.5,-791951,-791442,-790932.5,-790422.5,-789912,-789401,-788889.5]
; ModuleID = 'wg_scan.cl'
source_filename = "wg_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_scan(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4, float addrspace(1)* noundef %5, float addrspace(1)* noundef %6) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca float addrspace(1)*, align 8
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32 addrspace(1)*, align 8
  %12 = alloca i32 addrspace(1)*, align 8
  %13 = alloca float addrspace(1)*, align 8
  %14 = alloca float addrspace(1)*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %8, align 8
  store float addrspace(1)* %1, float addrspace(1)** %9, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %10, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %11, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %12, align 8
  store float addrspace(1)* %5, float addrspace(1)** %13, align 8
  store float addrspace(1)* %6, float addrspace(1)** %14, align 8
  %25 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %26 = trunc i64 %25 to i32
  store i32 %26, i32* %15, align 4
  %27 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %28 = trunc i64 %27 to i32
  store i32 %28, i32* %16, align 4
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %30 = load i32, i32* %15, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %29, i64 %31
  %33 = load i32, i32 addrspace(1)* %32, align 4
  store i32 %33, i32* %17, align 4
  %34 = load i32, i32* %17, align 4
  %35 = srem i32 %34, 3
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i32
  store i32 %37, i32* %18, align 4
  %38 = load i32, i32* %18, align 4
  %39 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %38) #5
  store i32 %39, i32* %19, align 4
  %40 = load i32, i32* %18, align 4
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %7
  %43 = load i32, i32* %17, align 4
  %44 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %45 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %46 = mul i64 %45, 16
  %47 = load i32, i32* %19, align 4
  %48 = sext i32 %47 to i64
  %49 = add i64 %46, %48
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %44, i64 %49
  store i32 %43, i32 addrspace(1)* %50, align 4
  br label %51

51:                                               ; preds = %42, %7
  %52 = load i32, i32* %17, align 4
  %53 = mul nsw i32 %52, 7
  %54 = srem i32 %53, 11
  %55 = sub nsw i32 %54, 5
  store i32 %55, i32* %20, align 4
  %56 = load i32, i32* %20, align 4
  %57 = call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %56) #5
  %58 = load i32, i32* %20, align 4
  %59 = call i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %58) #5
  %60 = mul nsw i32 100, %59
  %61 = add nsw i32 %57, %60
  %62 = load i32, i32* %20, align 4
  %63 = call i32 @_Z29work_group_scan_exclusive_mini(i32 noundef %62) #5
  %64 = call i32 @_Z3minii(i32 noundef %63, i32 noundef 9) #4
  %65 = mul nsw i32 10000, %64
  %66 = add nsw i32 %61, %65
  %67 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8
  %68 = load i32, i32* %15, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %67, i64 %69
  store i32 %66, i32 addrspace(1)* %70, align 4
  %71 = load i32, i32* %17, align 4
  %72 = mul nsw i32 %71, 5
  %73 = srem i32 %72, 13
  %74 = call i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef %73) #5
  %75 = load i32, i32* %17, align 4
  %76 = srem i32 %75, 4
  %77 = call i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef %76) #5
  %78 = mul i32 100, %77
  %79 = add i32 %74, %78
  %80 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %81 = load i32, i32* %15, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %80, i64 %82
  store i32 %79, i32 addrspace(1)* %83, align 4
  %84 = load float addrspace(1)*, float addrspace(1)** %9, align 8
  %85 = load i32, i32* %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, float addrspace(1)* %84, i64 %86
  %88 = load float, float addrspace(1)* %87, align 4
  %89 = call float @llvm.fmuladd.f32(float %88, float 5.000000e-01, float -4.000000e+00)
  store float %89, float* %21, align 4
  %90 = load i32, i32* %16, align 4
  %91 = icmp eq i32 %90, 3
  br i1 %91, label %92, label %93

92:                                               ; preds = %51
  store float 0x7FFFFFFFE0000000, float* %21, align 4
  br label %93

93:                                               ; preds = %92, %51
  %94 = load float, float* %21, align 4
  %95 = call float @_Z21work_group_reduce_minf(float noundef %94) #5
  store float %95, float* %22, align 4
  %96 = load float, float* %21, align 4
  %97 = call float @_Z21work_group_reduce_maxf(float noundef %96) #5
  store float %97, float* %23, align 4
  %98 = load float, float* %22, align 4
  %99 = load float, float* %23, align 4
  %100 = call float @llvm.fmuladd.f32(float %98, float 1.000000e+03, float %99)
  %101 = load float addrspace(1)*, float addrspace(1)** %13, align 8
  %102 = load i32, i32* %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, float addrspace(1)* %101, i64 %103
  store float %100, float addrspace(1)* %104, align 4
  %105 = load float, float* %21, align 4
  %106 = load float, float* %21, align 4
  %107 = fcmp oeq float %105, %106
  br i1 %107, label %108, label %110

108:                                              ; preds = %93
  %109 = load float, float* %21, align 4
  br label %111

110:                                              ; preds = %93
  br label %111

111:                                              ; preds = %110, %108
  %112 = phi float [ %109, %108 ], [ -8.000000e+00, %110 ]
  store float %112, float* %24, align 4
  %113 = load float, float* %24, align 4
  %114 = call float @_Z29work_group_scan_inclusive_addf(float noundef %113) #5
  %115 = load float, float* %24, align 4
  %116 = call float @_Z29work_group_scan_exclusive_maxf(float noundef %115) #5
  %117 = call float @_Z4fmaxff(float noundef %116, float noundef -9.000000e+00) #4
  %118 = call float @llvm.fmuladd.f32(float 1.000000e+03, float %117, float %114)
  %119 = load float, float* %24, align 4
  %120 = call float @_Z29work_group_scan_inclusive_minf(float noundef %119) #5
  %121 = call float @llvm.fmuladd.f32(float 1.000000e+05, float %120, float %118)
  %122 = load float addrspace(1)*, float addrspace(1)** %14, align 8
  %123 = load i32, i32* %15, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, float addrspace(1)* %122, i64 %124
  store float %121, float addrspace(1)* %125, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_addi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_mini(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent
declare dso_local float @_Z21work_group_reduce_minf(float noundef) #2

; Function Attrs: convergent
declare dso_local float @_Z21work_group_reduce_maxf(float noundef) #2

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_inclusive_addf(float noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4fmaxff(float noundef, float noundef) #1

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_exclusive_maxf(float noundef) #2

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_inclusive_minf(float noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*, float addrspace(1)*)* @wg_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"int*", !"uint*", !"float*", !"float*"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !""}
!9 = !{!"p", !"f", !"out", !"pos", !"u", !"r", !"s"}
