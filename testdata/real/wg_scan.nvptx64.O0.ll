; simtc:launch grid=2 block=16 warp=8 p=int32[32]:iota f=float32[32]:iota out=int32[32] pos=int32[32] u=uint32[32] r=float32[32] s=float32[32] n=3 acc=int32[32]
; simtc:expect out=[1,2,4,5,7,8,10,11,13,14,0,0,0,0,0,0,16,17,19,20,22,23,25,26,28,29,31,0,0,0,0,0]
; simtc:expect pos=[89495,-49803,-49805,-49500,-49499,-49502,-49498,-49498,-49502,-49499,-49500,-49505,-49503,-49505,-49500,-49499,89697,-29599,-29599,-29603,-39600,-39601,-39606,-49604,-49606,-49501,-49500,-49503,-49499,-49499,-49503,-49500]
; simtc:expect u=[0,5,110,210,310,312,312,312,312,312,312,312,312,312,312,312,2,7,112,212,312,312,312,312,312,312,312,312,312,312,312,312]
; simtc:expect r=[-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5]
; simtc:expect s=[-409004,-404007.5,-403510.5,-803018.5,-803020.5,-802022,-801523,-801023.5,-800523.5,-800023,-799522,-799020.5,-798518.5,-798016,-797513,-797009.5,391004,404008.5,404513.5,-794994.5,-794988.5,-793982,-793475,-792967.5,-792459.5,-791951,-791442,-790932.5,-790422.5,-789912,-789401,-788889.5]
; simtc:expect acc=[-3,-3,-3,12,34,37,54,63,75,90,93,99,108,120,135,138,-3,-3,10,31,34,51,60,72,87,90,96,105,117,132,135,141]
; ModuleID = 'wg_scan.cl'
source_filename = "wg_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_scan(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4, float addrspace(1)* noundef %5, float addrspace(1)* noundef %6, i32 noundef %7, i32 addrspace(1)* noundef %8) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca float addrspace(1)*, align 8
  %12 = alloca i32 addrspace(1)*, align 8
  %13 = alloca i32 addrspace(1)*, align 8
  %14 = alloca i32 addrspace(1)*, align 8
  %15 = alloca float addrspace(1)*, align 8
  %16 = alloca float addrspace(1)*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32 addrspace(1)*, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %10, align 8
  store float addrspace(1)* %1, float addrspace(1)** %11, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %12, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %13, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %14, align 8
  store float addrspace(1)* %5, float addrspace(1)** %15, align 8
  store float addrspace(1)* %6, float addrspace(1)** %16, align 8
  store i32 %7, i32* %17, align 4
  store i32 addrspace(1)* %8, i32 addrspace(1)** %18, align 8
  %32 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %33 = trunc i64 %32 to i32
  store i32 %33, i32* %19, align 4
  %34 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %35 = trunc i64 %34 to i32
  store i32 %35, i32* %20, align 4
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %37 = load i32, i32* %19, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 %38
  %40 = load i32, i32 addrspace(1)* %39, align 4
  store i32 %40, i32* %21, align 4
  %41 = load i32, i32* %21, align 4
  %42 = srem i32 %41, 3
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  store i32 %44, i32* %22, align 4
  %45 = load i32, i32* %22, align 4
  %46 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %45) #5
  store i32 %46, i32* %23, align 4
  %47 = load i32, i32* %22, align 4
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %58

49:                                               ; preds = %9
  %50 = load i32, i32* %21, align 4
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %52 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %53 = mul i64 %52, 16
  %54 = load i32, i32* %23, align 4
  %55 = sext i32 %54 to i64
  %56 = add i64 %53, %55
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 %56
  store i32 %50, i32 addrspace(1)* %57, align 4
  br label %58

58:                                               ; preds = %49, %9
  %59 = load i32, i32* %21, align 4
  %60 = mul nsw i32 %59, 7
  %61 = srem i32 %60, 11
  %62 = sub nsw i32 %61, 5
  store i32 %62, i32* %24, align 4
  %63 = load i32, i32* %24, align 4
  %64 = call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %63) #5
  %65 = load i32, i32* %24, align 4
  %66 = call i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %65) #5
  %67 = mul nsw i32 100, %66
  %68 = add nsw i32 %64, %67
  %69 = load i32, i32* %24, align 4
  %70 = call i32 @_Z29work_group_scan_exclusive_mini(i32 noundef %69) #5
  %71 = call i32 @_Z3minii(i32 noundef %70, i32 noundef 9) #4
  %72 = mul nsw i32 10000, %71
  %73 = add nsw i32 %68, %72
  %74 = load i32 addrspace(1)*, i32 addrspace(1)** %13, align 8
  %75 = load i32, i32* %19, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %74, i64 %76
  store i32 %73, i32 addrspace(1)* %77, align 4
  %78 = load i32, i32* %21, align 4
  %79 = mul nsw i32 %78, 5
  %80 = srem i32 %79, 13
  %81 = call i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef %80) #5
  %82 = load i32, i32* %21, align 4
  %83 = srem i32 %82, 4
  %84 = call i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef %83) #5
  %85 = mul i32 100, %84
  %86 = add i32 %81, %85
  %87 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %88 = load i32, i32* %19, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32 addrspace(1)* %87, i64 %89
  store i32 %86, i32 addrspace(1)* %90, align 4
  %91 = load float addrspace(1)*, float addrspace(1)** %11, align 8
  %92 = load i32, i32* %19, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, float addrspace(1)* %91, i64 %93
  %95 = load float, float addrspace(1)* %94, align 4
  %96 = call float @llvm.fmuladd.f32(float %95, float 5.000000e-01, float -4.000000e+00)
  store float %96, float* %25, align 4
  %97 = load i32, i32* %20, align 4
  %98 = icmp eq i32 %97, 3
  br i1 %98, label %99, label %100

99:                                               ; preds = %58
  store float 0x7FFFFFFFE0000000, float* %25, align 4
  br label %100

100:                                              ; preds = %99, %58
  %101 = load float, float* %25, align 4
  %102 = call float @_Z21work_group_reduce_minf(float noundef %101) #5
  store float %102, float* %26, align 4
  %103 = load float, float* %25, align 4
  %104 = call float @_Z21work_group_reduce_maxf(float noundef %103) #5
  store float %104, float* %27, align 4
  %105 = load float, float* %26, align 4
  %106 = load float, float* %27, align 4
  %107 = call float @llvm.fmuladd.f32(float %105, float 1.000000e+03, float %106)
  %108 = load float addrspace(1)*, float addrspace(1)** %15, align 8
  %109 = load i32, i32* %19, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, float addrspace(1)* %108, i64 %110
  store float %107, float addrspace(1)* %111, align 4
  %112 = load float, float* %25, align 4
  %113 = load float, float* %25, align 4
  %114 = fcmp oeq float %112, %113
  br i1 %114, label %115, label %117

115:                                              ; preds = %100
  %116 = load float, float* %25, align 4
  br label %118

117:                                              ; preds = %100
  br label %118

118:                                              ; preds = %117, %115
  %119 = phi float [ %116, %115 ], [ -8.000000e+00, %117 ]
  store float %119, float* %28, align 4
  %120 = load float, float* %28, align 4
  %121 = call float @_Z29work_group_scan_inclusive_addf(float noundef %120) #5
  %122 = load float, float* %28, align 4
  %123 = call float @_Z29work_group_scan_exclusive_maxf(float noundef %122) #5
  %124 = call float @_Z4fmaxff(float noundef %123, float noundef -9.000000e+00) #4
  %125 = call float @llvm.fmuladd.f32(float 1.000000e+03, float %124, float %121)
  %126 = load float, float* %28, align 4
  %127 = call float @_Z29work_group_scan_inclusive_minf(float noundef %126) #5
  %128 = call float @llvm.fmuladd.f32(float 1.000000e+05, float %127, float %125)
  %129 = load float addrspace(1)*, float addrspace(1)** %16, align 8
  %130 = load i32, i32* %19, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, float addrspace(1)* %129, i64 %131
  store float %128, float addrspace(1)* %132, align 4
  store i32 0, i32* %29, align 4
  store i32 0, i32* %30, align 4
  br label %133

133:                                              ; preds = %154, %118
  %134 = load i32, i32* %30, align 4
  %135 = load i32, i32* %17, align 4
  %136 = icmp slt i32 %134, %135
  br i1 %136, label %137, label %157

137:                                              ; preds = %133
  %138 = load i32, i32* %21, align 4
  %139 = srem i32 %138, 5
  %140 = load i32, i32* %30, align 4
  %141 = add nsw i32 %139, %140
  %142 = call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %141) #5
  store i32 %142, i32* %31, align 4
  %143 = load i32, i32* %31, align 4
  %144 = icmp sgt i32 %143, 10
  br i1 %144, label %145, label %149

145:                                              ; preds = %137
  %146 = load i32, i32* %29, align 4
  %147 = load i32, i32* %31, align 4
  %148 = add nsw i32 %146, %147
  br label %152

149:                                              ; preds = %137
  %150 = load i32, i32* %29, align 4
  %151 = sub nsw i32 %150, 1
  br label %152

152:                                              ; preds = %149, %145
  %153 = phi i32 [ %148, %145 ], [ %151, %149 ]
  store i32 %153, i32* %29, align 4
  br label %154

154:                                              ; preds = %152
  %155 = load i32, i32* %30, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* %30, align 4
  br label %133

157:                                              ; preds = %133
  %158 = load i32, i32* %29, align 4
  %159 = load i32 addrspace(1)*, i32 addrspace(1)** %18, align 8
  %160 = load i32, i32* %19, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, i32 addrspace(1)* %159, i64 %161
  store i32 %158, i32 addrspace(1)* %162, align 4
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

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, i32 addrspace(1)*)* @wg_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"int*", !"uint*", !"float*", !"float*", !"int", !"int*"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!9 = !{!"p", !"f", !"out", !"pos", !"u", !"r", !"s", !"n", !"acc"}
