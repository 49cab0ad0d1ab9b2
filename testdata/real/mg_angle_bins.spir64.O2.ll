; simtc:launch grid=2 block=16 warp=16 pts=float32[64]:iota hist=int32[16] out=int32[256]
; simtc:expect hist=[12,0,0,0,0,0,1,3,0,0,0,0,11,5,0,0]
; simtc:expect out=[-8885,7771,1114,-2147483648,365,0,1,0,-8911,7823,1088,1000,355,0,42,0,-8941,7883,1058,2139095040,345,0,1000,0,-8975,7951,1024,-1000,333,0,18879,0,-9016,8033,983,0,319,0,277815,0,-9065,8131,934,1000,302,0,4,0,-9124,8249,875,-8388608,282,0,81,0,-9198,8397,801,-1000,257,0,1000,0,-9293,8587,706,-2147483648,225,0,7890,0,-9417,8835,582,1000,185,0,32827,0,-9587,9175,412,2139095040,130,0,77,0,-9832,9665,167,-1000,52,0,660,-1,9788,9999,-211,0,-66,7,-1,1,9152,9999,-847,1000,-272,7,-1,-3,8025,9999,-1974,-8388608,-714,7,-1,6,6288,9999,-3711,-1000,-2333,6,-1,-16,4647,9294,4647,0,9000,5,-1,10,3642,7284,3642,1000,2200,5,-1,6,3072,6144,3072,2139095040,1444,5,-1,7,2726,5452,2726,-1000,1153,5,3704,9,2500,4999,2500,-2147483648,1000,5,61,12,2340,4680,2340,1000,904,4,162,17,2223,4446,2223,-8388608,840,4,1000,22,2134,4268,2134,-1000,793,4,10506,30,2063,4126,2063,0,757,4,161296,41,2006,4012,2006,1000,729,4,4,56,1959,3918,1959,2139095040,707,4,58,75,1920,3840,1920,-1000,688,4,1000,102,1886,3772,1886,-2147483648,673,4,21538,137,1857,3714,1857,1000,660,4,564389,185,1832,3664,1832,-8388608,649,4,1,249,1810,3620,1810,-1000,639,4,35,335]
; ModuleID = 'mg_angle_bins.cl'
source_filename = "mg_angle_bins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@mg_angle_bins.bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @mg_angle_bins(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %10
  store i32 0, i32 addrspace(3)* %11, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %9, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %13 = shl nsw i32 %5, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float addrspace(1)* %0, i64 %14
  %16 = load float, float addrspace(1)* %15, align 4, !tbaa !13
  %17 = fadd float %16, -3.150000e+01
  %18 = or i32 %13, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float addrspace(1)* %0, i64 %19
  %21 = load float, float addrspace(1)* %20, align 4, !tbaa !13
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e-01, float -1.200000e+01)
  %23 = tail call spir_func float @_Z7atan2piff(float noundef %22, float noundef %17) #4
  %24 = fadd float %23, 1.000000e+00
  %25 = fmul float %24, 4.000000e+00
  %26 = tail call spir_func float @_Z5floorf(float noundef %25) #4
  %27 = fptosi float %26 to i32
  %28 = and i32 %27, 7
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %29
  %31 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %30) #5
  %32 = fmul float %22, %22
  %33 = tail call float @llvm.fmuladd.f32(float %17, float %17, float %32)
  %34 = tail call spir_func float @_Z4sqrtf(float noundef %33) #4
  %35 = fdiv float %17, %34, !fpmath !15
  %36 = fdiv float %22, %34, !fpmath !15
  %37 = shl nsw i32 %5, 3
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %38
  %40 = fmul float %23, 1.000000e+04
  %41 = fptosi float %40 to i32
  store i32 %41, i32 addrspace(1)* %39, align 4, !tbaa !9
  %42 = tail call spir_func float @_Z6acospif(float noundef %35) #4
  %43 = fmul float %42, 1.000000e+04
  %44 = fptosi float %43 to i32
  %45 = tail call spir_func float @_Z6asinpif(float noundef %36) #4
  %46 = fmul float %45, 1.000000e+04
  %47 = fptosi float %46 to i32
  %48 = add nsw i32 %47, %44
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 1
  store i32 %48, i32 addrspace(1)* %49, align 4, !tbaa !9
  %50 = fdiv float %22, %17, !fpmath !15
  %51 = tail call spir_func float @_Z6atanpif(float noundef %50) #4
  %52 = fmul float %51, 1.000000e+04
  %53 = fptosi float %52 to i32
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 2
  store i32 %53, i32 addrspace(1)* %54, align 4, !tbaa !9
  %55 = add nsw i32 %5, -16
  %56 = sitofp i32 %55 to float
  %57 = fmul float %56, 2.500000e-01
  %58 = tail call spir_func float @_Z5tanpif(float noundef %57) #4
  %59 = fcmp oeq float %58, 0.000000e+00
  br i1 %59, label %63, label %60

60:                                               ; preds = %12
  %61 = tail call spir_func float @_Z4fabsf(float noundef %58) #4
  %62 = fcmp ogt float %61, 0x47EC363CC0000000
  br i1 %62, label %63, label %65

63:                                               ; preds = %60, %12
  %64 = bitcast float %58 to i32
  br label %68

65:                                               ; preds = %60
  %66 = fmul float %58, 1.000000e+03
  %67 = fptosi float %66 to i32
  br label %68

68:                                               ; preds = %63, %65
  %69 = phi i32 [ %64, %63 ], [ %67, %65 ]
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 3
  store i32 %69, i32 addrspace(1)* %70, align 4, !tbaa !9
  %71 = tail call spir_func float @_Z5tanpif(float noundef %23) #4
  %72 = fcmp oeq float %71, 0.000000e+00
  br i1 %72, label %76, label %73

73:                                               ; preds = %68
  %74 = tail call spir_func float @_Z4fabsf(float noundef %71) #4
  %75 = fcmp ogt float %74, 0x47EC363CC0000000
  br i1 %75, label %76, label %78

76:                                               ; preds = %73, %68
  %77 = bitcast float %71 to i32
  br label %81

78:                                               ; preds = %73
  %79 = fmul float %71, 1.000000e+03
  %80 = fptosi float %79 to i32
  br label %81

81:                                               ; preds = %76, %78
  %82 = phi i32 [ %77, %76 ], [ %80, %78 ]
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 4
  store i32 %82, i32 addrspace(1)* %83, align 4, !tbaa !9
  %84 = tail call spir_func float @_Z3nanj(i32 noundef %28) #4
  %85 = bitcast float %84 to i32
  %86 = add nsw i32 %85, -2143289344
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 5
  store i32 %86, i32 addrspace(1)* %87, align 4, !tbaa !9
  %88 = fadd float %34, -8.000000e+00
  %89 = srem i32 %5, 5
  %90 = sitofp i32 %89 to float
  %91 = fadd float %90, -2.000000e+00
  %92 = tail call spir_func float @_Z4powrff(float noundef %88, float noundef %91) #4
  %93 = fcmp uno float %92, 0.000000e+00
  br i1 %93, label %104, label %94

94:                                               ; preds = %81
  %95 = fcmp oeq float %92, 0.000000e+00
  br i1 %95, label %99, label %96

96:                                               ; preds = %94
  %97 = tail call spir_func float @_Z4fabsf(float noundef %92) #4
  %98 = fcmp ogt float %97, 0x47EC363CC0000000
  br i1 %98, label %99, label %101

99:                                               ; preds = %96, %94
  %100 = bitcast float %92 to i32
  br label %104

101:                                              ; preds = %96
  %102 = fmul float %92, 1.000000e+03
  %103 = fptosi float %102 to i32
  br label %104

104:                                              ; preds = %101, %99, %81
  %105 = phi i32 [ -1, %81 ], [ %100, %99 ], [ %103, %101 ]
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 6
  store i32 %105, i32 addrspace(1)* %106, align 4, !tbaa !9
  %107 = fmul float %35, 1.500000e+00
  %108 = tail call spir_func float @_Z4pownfi(float noundef %107, i32 noundef %55) #4
  %109 = fmul float %108, 0x3F847AE140000000
  %110 = fcmp oeq float %109, 0.000000e+00
  br i1 %110, label %114, label %111

111:                                              ; preds = %104
  %112 = tail call spir_func float @_Z4fabsf(float noundef %109) #4
  %113 = fcmp ogt float %112, 0x47EC363CC0000000
  br i1 %113, label %114, label %116

114:                                              ; preds = %111, %104
  %115 = bitcast float %109 to i32
  br label %119

116:                                              ; preds = %111
  %117 = fmul float %109, 1.000000e+03
  %118 = fptosi float %117 to i32
  br label %119

119:                                              ; preds = %114, %116
  %120 = phi i32 [ %115, %114 ], [ %118, %116 ]
  %121 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 7
  store i32 %120, i32 addrspace(1)* %121, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br i1 %8, label %122, label %131

122:                                              ; preds = %119
  %123 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %124 = shl i64 %123, 3
  %125 = sext i32 %7 to i64
  %126 = add i64 %124, %125
  %127 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %126
  %128 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %125
  %129 = load i32, i32 addrspace(3)* %128, align 4, !tbaa !9
  %130 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %127, i32 noundef %129) #5
  br label %131

131:                                              ; preds = %122, %119
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z7atan2piff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6acospif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6asinpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6atanpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5tanpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3nanj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4powrff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4pownfi(float noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !11, i64 0}
!15 = !{float 2.500000e+00}
