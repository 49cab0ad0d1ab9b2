; simtc:launch grid=2 block=8 warp=8 data=float32[64]:iota out=int32[256] bias=3
; simtc:expect out=[-1103888380,1051590661,-1134559232,-1088290810,1127481344,1135476736,1096810496,1143078912,2063597566,-1182793725,-1174405121,964689919,46065,126245,-102,-9,-1105461244,0,-1136656384,-1089863674,1125908480,0,1094713344,1141506048,973078520,-2147483648,-1182793729,-1182793735,-42378,-9,-224,-9,-1107034108,1048313860,-1138753536,-1092354043,1124335616,1132199936,1092616192,1139015680,-1182793733,964689921,2063597567,973078522,28390,81983,320,-9,-1109917693,1045168132,-1140850688,-1095499771,1121452032,1129054208,1090519040,1135869952,964689917,973078532,964689919,2063597564,-25099,61438,-9,-9,-1113063421,1042022404,1145044991,-1098645499,1118306304,1125908480,1086324736,1132724224,-1174405120,-1174405112,973078527,-1174405122,12957,42276,-2519,-9,-1116733438,1037565955,1149239295,-1104674812,1114636288,1121452032,1082130432,1126694912,2063597562,-1182793725,-1174405120,964689919,-10361,24934,-2136,-9,-1123024894,1030750210,1157627902,-1114636285,1108344832,1114636288,1073741824,1116733440,973078524,-83886074,-1182793728,-1182793735,1162,10272,-2347,-9,-1136656384,1010827264,-2147483648,1019215873,1094713344,1094713344,0,1103101952,-1182793729,964689921,0,973078530,-284,1103,-9,1386,1010827264,-1123024894,-989855746,1039138819,1094713344,1108344832,1073741824,1123024896,964689921,973078524,964689920,-83886076,1023,1813,2045,25596,1024458754,-1113063421,-998244353,1045954564,1108344832,1118306304,1082130432,1129840640,-1174405116,-1174405120,973078528,-1174405114,4104,14147,1442,61595,1030750210,-1107034108,-1002438657,1050411013,1114636288,1124335616,1086324736,1134297088,-83886074,-1182793733,-1174405119,964689927,9491,29936,1147,103263,1034420227,-1103888380,1006632960,1053556741,1118306304,1127481344,1090519040,1137442816,973078528,2063597566,-1182793727,-1182793727,16130,47888,1000,148747,1037565955,-1100742652,1008730112,1056702469,1121452032,1130627072,1092616192,1140588544,-1182793725,964689913,-83886079,973078530,23641,67424,947,197117,1040449540,-1098252283,1010827264,1058406406,1124335616,1133117440,1094713344,1142292480,964689925,973078524,964689921,-83886076,31823,88210,963,247810,1042022404,-1096679419,1012924416,1059979270,1125908480,1134690304,1096810496,1143865344,-1174405112,-1174405120,973078529,-1174405114,40552,110029,1034,300446,1043595268,-1095106555,1015021569,1061552134,1127481344,1136263168,1098907648,1145438208,-83886078,-1182793733,-1174405118,964689927,49743,132730,1148,354755]
; ModuleID = 'mg_vec_rescale.cl'
source_filename = "mg_vec_rescale.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.tile_t = type { <4 x i32>, <4 x float> }

@mg_vec_rescale.shared_max = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @mg_vec_rescale(float addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca %struct.tile_t, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %11 = trunc i64 %10 to i32
  %12 = sext i32 %9 to i64
  %13 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  %14 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %12, float addrspace(4)* noundef %13) #7
  %15 = fadd <4 x float> %14, <float -3.000000e+01, float -3.000000e+01, float -3.000000e+01, float -3.000000e+01>
  %16 = fmul <4 x float> %15, <float 7.500000e-01, float -1.500000e+00, float 6.250000e-02, float 3.000000e+00>
  %17 = icmp eq i32 %9, 1
  %18 = insertelement <4 x float> %16, float -0.000000e+00, i64 1
  %19 = select i1 %17, <4 x float> %18, <4 x float> %16
  %20 = bitcast %struct.tile_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %20) #8
  %21 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0
  %22 = addrspacecast <4 x i32>* %21 to <4 x i32> addrspace(4)*
  %23 = call spir_func <4 x float> @_Z5frexpDv4_fPU3AS4Dv4_i(<4 x float> noundef %19, <4 x i32> addrspace(4)* noundef %22) #9
  %24 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 1
  store <4 x float> %23, <4 x float>* %24, align 16, !tbaa !9, !alias.scope !12
  %25 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0
  %26 = load <4 x i32>, <4 x i32>* %25, align 16
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <2 x i32> <i32 0, i32 undef>
  %28 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0, i64 1
  %29 = bitcast i32* %28 to <4 x i32>*
  %30 = load <4 x i32>, <4 x i32>* %29, align 4
  %31 = shufflevector <4 x i32> %30, <4 x i32> poison, <2 x i32> <i32 0, i32 undef>
  %32 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0, i64 2
  %33 = load i32, i32* %32, align 8
  %34 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %4, i64 0, i32 0, i64 3
  %35 = load i32, i32* %34, align 4
  %36 = insertelement <2 x i32> %27, i32 %33, i64 1
  %37 = insertelement <2 x i32> %31, i32 %35, i64 1
  %38 = icmp sgt <2 x i32> %36, %37
  %39 = select <2 x i1> %38, <2 x i32> %36, <2 x i32> %37
  %40 = extractelement <2 x i32> %39, i64 0
  %41 = extractelement <2 x i32> %39, i64 1
  %42 = icmp sgt i32 %40, %41
  %43 = select i1 %42, i32 %40, i32 %41
  %44 = sext i32 %11 to i64
  %45 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %44
  store i32 %43, i32 addrspace(3)* %45, align 4, !tbaa !15
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %46 = icmp slt i32 %11, 4
  br i1 %46, label %47, label %55

47:                                               ; preds = %3
  %48 = load i32, i32 addrspace(3)* %45, align 4, !tbaa !15
  %49 = add nsw i32 %11, 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %50
  %52 = load i32, i32 addrspace(3)* %51, align 4, !tbaa !15
  %53 = icmp sgt i32 %48, %52
  %54 = select i1 %53, i32 %48, i32 %52
  store i32 %54, i32 addrspace(3)* %45, align 4, !tbaa !15
  br label %55

55:                                               ; preds = %47, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %56 = icmp slt i32 %11, 2
  br i1 %56, label %57, label %65

57:                                               ; preds = %55
  %58 = load i32, i32 addrspace(3)* %45, align 4, !tbaa !15
  %59 = add nsw i32 %11, 2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %60
  %62 = load i32, i32 addrspace(3)* %61, align 4, !tbaa !15
  %63 = icmp sgt i32 %58, %62
  %64 = select i1 %63, i32 %58, i32 %62
  store i32 %64, i32 addrspace(3)* %45, align 4, !tbaa !15
  br label %65

65:                                               ; preds = %57, %55
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %66 = icmp slt i32 %11, 1
  br i1 %66, label %67, label %75

67:                                               ; preds = %65
  %68 = load i32, i32 addrspace(3)* %45, align 4, !tbaa !15
  %69 = add nsw i32 %11, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %70
  %72 = load i32, i32 addrspace(3)* %71, align 4, !tbaa !15
  %73 = icmp sgt i32 %68, %72
  %74 = select i1 %73, i32 %68, i32 %72
  store i32 %74, i32 addrspace(3)* %45, align 4, !tbaa !15
  br label %75

75:                                               ; preds = %67, %65
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %76 = call spir_func <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef %19) #6
  %77 = load i32, i32 addrspace(3)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 0), align 4, !tbaa !15
  %78 = load <4 x float>, <4 x float>* %24, align 16, !tbaa !9
  %79 = load <4 x i32>, <4 x i32>* %21, align 16, !tbaa !9
  %80 = insertelement <4 x i32> poison, i32 %77, i64 0
  %81 = shufflevector <4 x i32> %80, <4 x i32> poison, <4 x i32> zeroinitializer
  %82 = sub <4 x i32> %79, %81
  %83 = call spir_func <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef %78, <4 x i32> noundef %82) #6
  %84 = add nsw i32 %77, %2
  %85 = call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %83, i32 noundef %84) #6
  %86 = bitcast <4 x float>* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %86) #8
  %87 = addrspacecast <4 x float>* %5 to <4 x float> addrspace(4)*
  %88 = call spir_func <4 x float> @_Z4modfDv4_fPU3AS4S_(<4 x float> noundef %85, <4 x float> addrspace(4)* noundef %87) #9
  %89 = bitcast <4 x i32>* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %89) #8
  %90 = addrspacecast <4 x i32>* %6 to <4 x i32> addrspace(4)*
  %91 = call spir_func <4 x float> @_Z6remquoDv4_fS_PU3AS4Dv4_i(<4 x float> noundef %19, <4 x float> noundef <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.250000e+00>, <4 x i32> addrspace(4)* noundef %90) #9
  %92 = call spir_func <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef %19, <4 x float> noundef %83) #6
  %93 = call spir_func <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef %19, <4 x float> noundef %85) #6
  %94 = bitcast <4 x i32>* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %94) #8
  %95 = addrspacecast <4 x i32>* %7 to <4 x i32> addrspace(4)*
  %96 = call spir_func <4 x float> @_Z8lgamma_rDv4_fPU3AS4Dv4_i(<4 x float> noundef %19, <4 x i32> addrspace(4)* noundef %95) #9
  %97 = call spir_func <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef %19, <4 x i32> noundef <i32 3, i32 2, i32 5, i32 -3>) #6
  %98 = shl nsw i32 %9, 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %99
  %101 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !9
  %102 = load <4 x i32>, <4 x i32>* %6, align 16, !tbaa !9
  %103 = load <4 x i32>, <4 x i32>* %7, align 16, !tbaa !9
  br label %105

104:                                              ; preds = %105
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %94) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %89) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %86) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %20) #8
  ret void

105:                                              ; preds = %75, %105
  %106 = phi i32 [ 0, %75 ], [ %161, %105 ]
  %107 = extractelement <4 x float> %83, i32 %106
  %108 = fcmp uno float %107, 0.000000e+00
  %109 = bitcast float %107 to i32
  %110 = select i1 %108, i32 2143289344, i32 %109
  %111 = extractelement <4 x i32> %76, i32 %106
  %112 = xor i32 %110, %111
  %113 = zext i32 %106 to i64
  %114 = getelementptr inbounds i32, i32 addrspace(1)* %100, i64 %113
  store i32 %112, i32 addrspace(1)* %114, align 4, !tbaa !15
  %115 = extractelement <4 x float> %88, i32 %106
  %116 = fcmp uno float %115, 0.000000e+00
  %117 = bitcast float %115 to i32
  %118 = select i1 %116, i32 2143289344, i32 %117
  %119 = extractelement <4 x float> %101, i32 %106
  %120 = fcmp uno float %119, 0.000000e+00
  %121 = bitcast float %119 to i32
  %122 = select i1 %120, i32 2143289344, i32 %121
  %123 = add nsw i32 %122, %118
  %124 = add nuw nsw i32 %106, 4
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32 addrspace(1)* %100, i64 %125
  store i32 %123, i32 addrspace(1)* %126, align 4, !tbaa !15
  %127 = extractelement <4 x float> %91, i32 %106
  %128 = fcmp uno float %127, 0.000000e+00
  %129 = bitcast float %127 to i32
  %130 = select i1 %128, i32 2143289344, i32 %129
  %131 = extractelement <4 x i32> %102, i32 %106
  %132 = extractelement <4 x float> %92, i32 %106
  %133 = fcmp uno float %132, 0.000000e+00
  %134 = bitcast float %132 to i32
  %135 = select i1 %133, i32 2143289344, i32 %134
  %136 = extractelement <4 x float> %93, i32 %106
  %137 = fcmp uno float %136, 0.000000e+00
  %138 = bitcast float %136 to i32
  %139 = select i1 %137, i32 2143289344, i32 %138
  %140 = add i32 %135, %130
  %141 = sub i32 %140, %139
  %142 = add i32 %141, %131
  %143 = add nuw nsw i32 %106, 8
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds i32, i32 addrspace(1)* %100, i64 %144
  store i32 %142, i32 addrspace(1)* %145, align 4, !tbaa !15
  %146 = extractelement <4 x float> %96, i32 %106
  %147 = extractelement <4 x i32> %103, i32 %106
  %148 = sitofp i32 %147 to float
  %149 = extractelement <4 x float> %97, i32 %106
  %150 = fcmp ord float %149, 0.000000e+00
  %151 = select i1 %150, float %149, float -1.000000e+00
  %152 = call float @llvm.fmuladd.f32(float %146, float %148, float %151)
  %153 = call spir_func float @_Z4fabsf(float noundef %152) #6
  %154 = fcmp olt float %153, 1.000000e+06
  %155 = fmul float %152, 1.000000e+03
  %156 = fptosi float %155 to i32
  %157 = select i1 %154, i32 %156, i32 -9
  %158 = add nuw nsw i32 %106, 12
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds i32, i32 addrspace(1)* %100, i64 %159
  store i32 %157, i32 addrspace(1)* %160, align 4, !tbaa !15
  %161 = add nuw nsw i32 %106, 1
  %162 = icmp ult i32 %106, 3
  br i1 %162, label %105, label %104
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, float addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z4modfDv4_fPU3AS4S_(<4 x float> noundef, <4 x float> addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z6remquoDv4_fS_PU3AS4Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z8lgamma_rDv4_fPU3AS4Dv4_i(<4 x float> noundef, <4 x i32> addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z5frexpDv4_fPU3AS4Dv4_i(<4 x float> noundef, <4 x i32> addrspace(4)* noundef) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind readonly willreturn }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{!"data", !"out", !"bias"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"split4: argument 0"}
!14 = distinct !{!14, !"split4"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !10, i64 0}
