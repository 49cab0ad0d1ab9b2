; simtc:launch grid=2 block=16 warp=16 pts=float32[64]:iota hist=int32[16] out=int32[256]
; simtc:expect hist=[12,0,0,0,0,0,1,3,0,0,0,0,11,5,0,0]
; simtc:expect out=[-8885,7771,1114,-2147483648,365,0,1,0,-8911,7823,1088,1000,355,0,42,0,-8941,7883,1058,2139095040,345,0,1000,0,-8975,7951,1024,-1000,333,0,18879,0,-9016,8033,983,0,319,0,277815,0,-9065,8131,934,1000,302,0,4,0,-9124,8249,875,-8388608,282,0,81,0,-9198,8397,801,-1000,257,0,1000,0,-9293,8587,706,-2147483648,225,0,7890,0,-9417,8835,582,1000,185,0,32827,0,-9587,9175,412,2139095040,130,0,77,0,-9832,9665,167,-1000,52,0,660,-1,9788,9999,-211,0,-66,7,-1,1,9152,9999,-847,1000,-272,7,-1,-3,8025,9999,-1974,-8388608,-714,7,-1,6,6288,9999,-3711,-1000,-2333,6,-1,-16,4647,9294,4647,0,9000,5,-1,10,3642,7284,3642,1000,2200,5,-1,6,3072,6144,3072,2139095040,1444,5,-1,7,2726,5452,2726,-1000,1153,5,3704,9,2500,4999,2500,-2147483648,1000,5,61,12,2340,4680,2340,1000,904,4,162,17,2223,4446,2223,-8388608,840,4,1000,22,2134,4268,2134,-1000,793,4,10506,30,2063,4126,2063,0,757,4,161296,41,2006,4012,2006,1000,729,4,4,56,1959,3918,1959,2139095040,707,4,58,75,1920,3840,1920,-1000,688,4,1000,102,1886,3772,1886,-2147483648,673,4,21538,137,1857,3714,1857,1000,660,4,564389,185,1832,3664,1832,-8388608,649,4,1,249,1810,3620,1810,-1000,639,4,35,335]
; ModuleID = 'mg_angle_bins.cl'
source_filename = "mg_angle_bins.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mg_angle_bins.bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_angle_bins(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %11
  store i32 0, i32 addrspace(3)* %12, align 4, !tbaa !10
  br label %13

13:                                               ; preds = %9, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %14 = shl nsw i32 %5, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, float addrspace(1)* %0, i64 %15
  %17 = load float, float addrspace(1)* %16, align 4, !tbaa !14
  %18 = fadd float %17, -3.150000e+01
  %19 = or i32 %14, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float addrspace(1)* %0, i64 %20
  %22 = load float, float addrspace(1)* %21, align 4, !tbaa !14
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e-01, float -1.200000e+01)
  %24 = tail call float @_Z7atan2piff(float noundef %23, float noundef %18) #4
  %25 = fadd float %24, 1.000000e+00
  %26 = fmul float %25, 4.000000e+00
  %27 = tail call float @_Z5floorf(float noundef %26) #4
  %28 = fptosi float %27 to i32
  %29 = and i32 %28, 7
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %30
  %32 = tail call i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %31) #5
  %33 = fmul float %23, %23
  %34 = tail call float @llvm.fmuladd.f32(float %18, float %18, float %33)
  %35 = tail call float @_Z4sqrtf(float noundef %34) #4
  %36 = fdiv float %18, %35, !fpmath !16
  %37 = fdiv float %23, %35, !fpmath !16
  %38 = shl nsw i32 %5, 3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %39
  %41 = fmul float %24, 1.000000e+04
  %42 = fptosi float %41 to i32
  store i32 %42, i32 addrspace(1)* %40, align 4, !tbaa !10
  %43 = tail call float @_Z6acospif(float noundef %36) #4
  %44 = fmul float %43, 1.000000e+04
  %45 = fptosi float %44 to i32
  %46 = tail call float @_Z6asinpif(float noundef %37) #4
  %47 = fmul float %46, 1.000000e+04
  %48 = fptosi float %47 to i32
  %49 = add nsw i32 %48, %45
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 1
  store i32 %49, i32 addrspace(1)* %50, align 4, !tbaa !10
  %51 = fdiv float %23, %18, !fpmath !16
  %52 = tail call float @_Z6atanpif(float noundef %51) #4
  %53 = fmul float %52, 1.000000e+04
  %54 = fptosi float %53 to i32
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 2
  store i32 %54, i32 addrspace(1)* %55, align 4, !tbaa !10
  %56 = add nsw i32 %5, -16
  %57 = sitofp i32 %56 to float
  %58 = fmul float %57, 2.500000e-01
  %59 = tail call float @_Z5tanpif(float noundef %58) #4
  %60 = fcmp oeq float %59, 0.000000e+00
  br i1 %60, label %64, label %61

61:                                               ; preds = %13
  %62 = tail call float @_Z4fabsf(float noundef %59) #4
  %63 = fcmp ogt float %62, 0x47EC363CC0000000
  br i1 %63, label %64, label %66

64:                                               ; preds = %61, %13
  %65 = bitcast float %59 to i32
  br label %69

66:                                               ; preds = %61
  %67 = fmul float %59, 1.000000e+03
  %68 = fptosi float %67 to i32
  br label %69

69:                                               ; preds = %64, %66
  %70 = phi i32 [ %65, %64 ], [ %68, %66 ]
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 3
  store i32 %70, i32 addrspace(1)* %71, align 4, !tbaa !10
  %72 = tail call float @_Z5tanpif(float noundef %24) #4
  %73 = fcmp oeq float %72, 0.000000e+00
  br i1 %73, label %77, label %74

74:                                               ; preds = %69
  %75 = tail call float @_Z4fabsf(float noundef %72) #4
  %76 = fcmp ogt float %75, 0x47EC363CC0000000
  br i1 %76, label %77, label %79

77:                                               ; preds = %74, %69
  %78 = bitcast float %72 to i32
  br label %82

79:                                               ; preds = %74
  %80 = fmul float %72, 1.000000e+03
  %81 = fptosi float %80 to i32
  br label %82

82:                                               ; preds = %77, %79
  %83 = phi i32 [ %78, %77 ], [ %81, %79 ]
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 4
  store i32 %83, i32 addrspace(1)* %84, align 4, !tbaa !10
  %85 = tail call float @_Z3nanj(i32 noundef %29) #4
  %86 = bitcast float %85 to i32
  %87 = add nsw i32 %86, -2143289344
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 5
  store i32 %87, i32 addrspace(1)* %88, align 4, !tbaa !10
  %89 = fadd float %35, -8.000000e+00
  %90 = srem i32 %5, 5
  %91 = sitofp i32 %90 to float
  %92 = fadd float %91, -2.000000e+00
  %93 = tail call float @_Z4powrff(float noundef %89, float noundef %92) #4
  %94 = fcmp uno float %93, 0.000000e+00
  br i1 %94, label %105, label %95

95:                                               ; preds = %82
  %96 = fcmp oeq float %93, 0.000000e+00
  br i1 %96, label %100, label %97

97:                                               ; preds = %95
  %98 = tail call float @_Z4fabsf(float noundef %93) #4
  %99 = fcmp ogt float %98, 0x47EC363CC0000000
  br i1 %99, label %100, label %102

100:                                              ; preds = %97, %95
  %101 = bitcast float %93 to i32
  br label %105

102:                                              ; preds = %97
  %103 = fmul float %93, 1.000000e+03
  %104 = fptosi float %103 to i32
  br label %105

105:                                              ; preds = %102, %100, %82
  %106 = phi i32 [ -1, %82 ], [ %101, %100 ], [ %104, %102 ]
  %107 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 6
  store i32 %106, i32 addrspace(1)* %107, align 4, !tbaa !10
  %108 = fmul float %36, 1.500000e+00
  %109 = tail call float @_Z4pownfi(float noundef %108, i32 noundef %56) #4
  %110 = fmul float %109, 0x3F847AE140000000
  %111 = fcmp oeq float %110, 0.000000e+00
  br i1 %111, label %115, label %112

112:                                              ; preds = %105
  %113 = tail call float @_Z4fabsf(float noundef %110) #4
  %114 = fcmp ogt float %113, 0x47EC363CC0000000
  br i1 %114, label %115, label %117

115:                                              ; preds = %112, %105
  %116 = bitcast float %110 to i32
  br label %120

117:                                              ; preds = %112
  %118 = fmul float %110, 1.000000e+03
  %119 = fptosi float %118 to i32
  br label %120

120:                                              ; preds = %115, %117
  %121 = phi i32 [ %116, %115 ], [ %119, %117 ]
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %40, i64 7
  store i32 %121, i32 addrspace(1)* %122, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %8, label %123, label %133

123:                                              ; preds = %120
  %124 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %125 = shl i64 %124, 3
  %126 = shl i64 %6, 32
  %127 = ashr exact i64 %126, 32
  %128 = add i64 %125, %127
  %129 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %128
  %130 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_angle_bins.bins, i64 0, i64 %127
  %131 = load i32, i32 addrspace(3)* %130, align 4, !tbaa !10
  %132 = tail call i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %129, i32 noundef %131) #5
  br label %133

133:                                              ; preds = %123, %120
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z7atan2piff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6acospif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6asinpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6atanpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5tanpif(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3nanj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4powrff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4pownfi(float noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
!16 = !{float 2.500000e+00}
