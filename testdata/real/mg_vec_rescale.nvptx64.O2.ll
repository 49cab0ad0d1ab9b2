; simtc:launch grid=2 block=8 warp=8 data=float32[64]:iota out=int32[256] bias=3
; simtc:expect out=[-1103888380,1051590661,-1134559232,-1088290810,1127481344,1135476736,1096810496,1143078912,2063597566,-1182793725,-1174405121,964689919,46065,126245,-102,-9,-1105461244,0,-1136656384,-1089863674,1125908480,0,1094713344,1141506048,973078520,-2147483648,-1182793729,-1182793735,-42378,-9,-224,-9,-1107034108,1048313860,-1138753536,-1092354043,1124335616,1132199936,1092616192,1139015680,-1182793733,964689921,2063597567,973078522,28390,81983,320,-9,-1109917693,1045168132,-1140850688,-1095499771,1121452032,1129054208,1090519040,1135869952,964689917,973078532,964689919,2063597564,-25099,61438,-9,-9,-1113063421,1042022404,1145044991,-1098645499,1118306304,1125908480,1086324736,1132724224,-1174405120,-1174405112,973078527,-1174405122,12957,42276,-2519,-9,-1116733438,1037565955,1149239295,-1104674812,1114636288,1121452032,1082130432,1126694912,2063597562,-1182793725,-1174405120,964689919,-10361,24934,-2136,-9,-1123024894,1030750210,1157627902,-1114636285,1108344832,1114636288,1073741824,1116733440,973078524,-83886074,-1182793728,-1182793735,1162,10272,-2347,-9,-1136656384,1010827264,-2147483648,1019215873,1094713344,1094713344,0,1103101952,-1182793729,964689921,0,973078530,-284,1103,-9,1386,1010827264,-1123024894,-989855746,1039138819,1094713344,1108344832,1073741824,1123024896,964689921,973078524,964689920,-83886076,1023,1813,2045,25596,1024458754,-1113063421,-998244353,1045954564,1108344832,1118306304,1082130432,1129840640,-1174405116,-1174405120,973078528,-1174405114,4104,14147,1442,61595,1030750210,-1107034108,-1002438657,1050411013,1114636288,1124335616,1086324736,1134297088,-83886074,-1182793733,-1174405119,964689927,9491,29936,1147,103263,1034420227,-1103888380,1006632960,1053556741,1118306304,1127481344,1090519040,1137442816,973078528,2063597566,-1182793727,-1182793727,16130,47888,1000,148747,1037565955,-1100742652,1008730112,1056702469,1121452032,1130627072,1092616192,1140588544,-1182793725,964689913,-83886079,973078530,23641,67424,947,197117,1040449540,-1098252283,1010827264,1058406406,1124335616,1133117440,1094713344,1142292480,964689925,973078524,964689921,-83886076,31823,88210,963,247810,1042022404,-1096679419,1012924416,1059979270,1125908480,1134690304,1096810496,1143865344,-1174405112,-1174405120,973078529,-1174405114,40552,110029,1034,300446,1043595268,-1095106555,1015021569,1061552134,1127481344,1136263168,1098907648,1145438208,-83886078,-1182793733,-1174405118,964689927,49743,132730,1148,354755]
; ModuleID = 'mg_vec_rescale.cl'
source_filename = "mg_vec_rescale.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.tile_t = type { <4 x i32>, <4 x float> }

@mg_vec_rescale.shared_max = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_vec_rescale(float addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca %struct.tile_t, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %11 = trunc i64 %10 to i32
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = addrspacecast float addrspace(1)* %0 to float*
  %15 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %13, float* noundef %14) #7
  %16 = fadd <4 x float> %15, <float -3.000000e+01, float -3.000000e+01, float -3.000000e+01, float -3.000000e+01>
  %17 = fmul <4 x float> %16, <float 7.500000e-01, float -1.500000e+00, float 6.250000e-02, float 3.000000e+00>
  %18 = icmp eq i32 %9, 1
  %19 = insertelement <4 x float> %17, float -0.000000e+00, i64 1
  %20 = select i1 %18, <4 x float> %19, <4 x float> %17
  %21 = bitcast %struct.tile_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %21)
  %22 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0
  %23 = call <4 x float> @_Z5frexpDv4_fPDv4_i(<4 x float> noundef %20, <4 x i32>* noundef nonnull %22) #8
  %24 = load <4 x i32>, <4 x i32>* %22, align 16
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %21)
  %25 = extractelement <4 x i32> %24, i64 0
  %26 = extractelement <4 x i32> %24, i64 1
  %27 = icmp sgt i32 %25, %26
  %28 = select i1 %27, i32 %25, i32 %26
  %29 = extractelement <4 x i32> %24, i64 2
  %30 = extractelement <4 x i32> %24, i64 3
  %31 = icmp sgt i32 %29, %30
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = icmp sgt i32 %28, %32
  %34 = select i1 %33, i32 %28, i32 %32
  %35 = shl i64 %10, 32
  %36 = ashr exact i64 %35, 32
  %37 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %36
  store i32 %34, i32 addrspace(3)* %37, align 4, !tbaa !10
  call void @_Z7barrierj(i32 noundef 1) #8
  %38 = icmp slt i32 %11, 4
  br i1 %38, label %39, label %48

39:                                               ; preds = %3
  %40 = load i32, i32 addrspace(3)* %37, align 4, !tbaa !10
  %41 = shl i64 %10, 32
  %42 = add i64 %41, 17179869184
  %43 = ashr exact i64 %42, 32
  %44 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %43
  %45 = load i32, i32 addrspace(3)* %44, align 4, !tbaa !10
  %46 = icmp sgt i32 %40, %45
  %47 = select i1 %46, i32 %40, i32 %45
  store i32 %47, i32 addrspace(3)* %37, align 4, !tbaa !10
  br label %48

48:                                               ; preds = %39, %3
  call void @_Z7barrierj(i32 noundef 1) #8
  %49 = icmp slt i32 %11, 2
  br i1 %49, label %50, label %59

50:                                               ; preds = %48
  %51 = load i32, i32 addrspace(3)* %37, align 4, !tbaa !10
  %52 = shl i64 %10, 32
  %53 = add i64 %52, 8589934592
  %54 = ashr exact i64 %53, 32
  %55 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %54
  %56 = load i32, i32 addrspace(3)* %55, align 4, !tbaa !10
  %57 = icmp sgt i32 %51, %56
  %58 = select i1 %57, i32 %51, i32 %56
  store i32 %58, i32 addrspace(3)* %37, align 4, !tbaa !10
  br label %59

59:                                               ; preds = %50, %48
  call void @_Z7barrierj(i32 noundef 1) #8
  %60 = icmp slt i32 %11, 1
  br i1 %60, label %61, label %70

61:                                               ; preds = %59
  %62 = load i32, i32 addrspace(3)* %37, align 4, !tbaa !10
  %63 = shl i64 %10, 32
  %64 = add i64 %63, 4294967296
  %65 = ashr exact i64 %64, 32
  %66 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %65
  %67 = load i32, i32 addrspace(3)* %66, align 4, !tbaa !10
  %68 = icmp sgt i32 %62, %67
  %69 = select i1 %68, i32 %62, i32 %67
  store i32 %69, i32 addrspace(3)* %37, align 4, !tbaa !10
  br label %70

70:                                               ; preds = %61, %59
  call void @_Z7barrierj(i32 noundef 1) #8
  %71 = call <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef %20) #6
  %72 = load i32, i32 addrspace(3)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 0), align 4, !tbaa !10
  %73 = insertelement <4 x i32> poison, i32 %72, i64 0
  %74 = shufflevector <4 x i32> %73, <4 x i32> poison, <4 x i32> zeroinitializer
  %75 = sub <4 x i32> %24, %74
  %76 = call <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef %23, <4 x i32> noundef %75) #6
  %77 = add nsw i32 %72, %2
  %78 = call <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %76, i32 noundef %77) #6
  %79 = bitcast <4 x float>* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %79) #9
  %80 = call <4 x float> @_Z4modfDv4_fPS_(<4 x float> noundef %78, <4 x float>* noundef nonnull %5) #8
  %81 = bitcast <4 x i32>* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %81) #9
  %82 = call <4 x float> @_Z6remquoDv4_fS_PDv4_i(<4 x float> noundef %20, <4 x float> noundef <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.250000e+00>, <4 x i32>* noundef nonnull %6) #8
  %83 = call <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef %20, <4 x float> noundef %76) #6
  %84 = call <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef %20, <4 x float> noundef %78) #6
  %85 = bitcast <4 x i32>* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %85) #9
  %86 = call <4 x float> @_Z8lgamma_rDv4_fPDv4_i(<4 x float> noundef %20, <4 x i32>* noundef nonnull %7) #8
  %87 = call <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef %20, <4 x i32> noundef <i32 3, i32 2, i32 5, i32 -3>) #6
  %88 = shl nsw i32 %9, 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %89
  %91 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !14
  %92 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !14
  %93 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !14
  br label %95

94:                                               ; preds = %95
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %85) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %81) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %79) #9
  ret void

95:                                               ; preds = %70, %95
  %96 = phi i32 [ 0, %70 ], [ %151, %95 ]
  %97 = extractelement <4 x float> %76, i32 %96
  %98 = fcmp uno float %97, 0.000000e+00
  %99 = bitcast float %97 to i32
  %100 = select i1 %98, i32 2143289344, i32 %99
  %101 = extractelement <4 x i32> %71, i32 %96
  %102 = xor i32 %100, %101
  %103 = zext i32 %96 to i64
  %104 = getelementptr inbounds i32, i32 addrspace(1)* %90, i64 %103
  store i32 %102, i32 addrspace(1)* %104, align 4, !tbaa !10
  %105 = extractelement <4 x float> %80, i32 %96
  %106 = fcmp uno float %105, 0.000000e+00
  %107 = bitcast float %105 to i32
  %108 = select i1 %106, i32 2143289344, i32 %107
  %109 = extractelement <4 x float> %91, i32 %96
  %110 = fcmp uno float %109, 0.000000e+00
  %111 = bitcast float %109 to i32
  %112 = select i1 %110, i32 2143289344, i32 %111
  %113 = add nsw i32 %112, %108
  %114 = add nuw nsw i32 %96, 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds i32, i32 addrspace(1)* %90, i64 %115
  store i32 %113, i32 addrspace(1)* %116, align 4, !tbaa !10
  %117 = extractelement <4 x float> %82, i32 %96
  %118 = fcmp uno float %117, 0.000000e+00
  %119 = bitcast float %117 to i32
  %120 = select i1 %118, i32 2143289344, i32 %119
  %121 = extractelement <4 x i32> %92, i32 %96
  %122 = extractelement <4 x float> %83, i32 %96
  %123 = fcmp uno float %122, 0.000000e+00
  %124 = bitcast float %122 to i32
  %125 = select i1 %123, i32 2143289344, i32 %124
  %126 = extractelement <4 x float> %84, i32 %96
  %127 = fcmp uno float %126, 0.000000e+00
  %128 = bitcast float %126 to i32
  %129 = select i1 %127, i32 2143289344, i32 %128
  %130 = add i32 %125, %120
  %131 = sub i32 %130, %129
  %132 = add i32 %131, %121
  %133 = add nuw nsw i32 %96, 8
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds i32, i32 addrspace(1)* %90, i64 %134
  store i32 %132, i32 addrspace(1)* %135, align 4, !tbaa !10
  %136 = extractelement <4 x float> %86, i32 %96
  %137 = extractelement <4 x i32> %93, i32 %96
  %138 = sitofp i32 %137 to float
  %139 = extractelement <4 x float> %87, i32 %96
  %140 = fcmp ord float %139, 0.000000e+00
  %141 = select i1 %140, float %139, float -1.000000e+00
  %142 = call float @llvm.fmuladd.f32(float %136, float %138, float %141)
  %143 = call float @_Z4fabsf(float noundef %142) #6
  %144 = fcmp olt float %143, 1.000000e+06
  %145 = fmul float %142, 1.000000e+03
  %146 = fptosi float %145 to i32
  %147 = select i1 %144, i32 %146, i32 -9
  %148 = add nuw nsw i32 %96, 12
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds i32, i32 addrspace(1)* %90, i64 %149
  store i32 %147, i32 addrspace(1)* %150, align 4, !tbaa !10
  %151 = add nuw nsw i32 %96, 1
  %152 = icmp eq i32 %151, 4
  br i1 %152, label %94, label %95
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local <4 x float> @_Z4modfDv4_fPS_(<4 x float> noundef, <4 x float>* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local <4 x float> @_Z6remquoDv4_fS_PDv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32>* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local <4 x float> @_Z8lgamma_rDv4_fPDv4_i(<4 x float> noundef, <4 x i32>* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local <4 x float> @_Z5frexpDv4_fPDv4_i(<4 x float> noundef, <4 x i32>* noundef) local_unnamed_addr #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind readonly willreturn }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, i32)* @mg_vec_rescale, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!"data", !"out", !"bias"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!12, !12, i64 0}
