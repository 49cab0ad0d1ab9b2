; simtc:launch grid=2 block=8 warp=8 data=float32[64]:iota out=int32[256] bias=3
; simtc:expect out=[-1103888380,1051590661,-1134559232,-1088290810,1127481344,1135476736,1096810496,1143078912,2063597566,-1182793725,-1174405121,964689919,46065,126245,-102,-9,-1105461244,0,-1136656384,-1089863674,1125908480,0,1094713344,1141506048,973078520,-2147483648,-1182793729,-1182793735,-42378,-9,-224,-9,-1107034108,1048313860,-1138753536,-1092354043,1124335616,1132199936,1092616192,1139015680,-1182793733,964689921,2063597567,973078522,28390,81983,320,-9,-1109917693,1045168132,-1140850688,-1095499771,1121452032,1129054208,1090519040,1135869952,964689917,973078532,964689919,2063597564,-25099,61438,-9,-9,-1113063421,1042022404,1145044991,-1098645499,1118306304,1125908480,1086324736,1132724224,-1174405120,-1174405112,973078527,-1174405122,12957,42276,-2519,-9,-1116733438,1037565955,1149239295,-1104674812,1114636288,1121452032,1082130432,1126694912,2063597562,-1182793725,-1174405120,964689919,-10361,24934,-2136,-9,-1123024894,1030750210,1157627902,-1114636285,1108344832,1114636288,1073741824,1116733440,973078524,-83886074,-1182793728,-1182793735,1162,10272,-2347,-9,-1136656384,1010827264,-2147483648,1019215873,1094713344,1094713344,0,1103101952,-1182793729,964689921,0,973078530,-284,1103,-9,1386,1010827264,-1123024894,-989855746,1039138819,1094713344,1108344832,1073741824,1123024896,964689921,973078524,964689920,-83886076,1023,1813,2045,25596,1024458754,-1113063421,-998244353,1045954564,1108344832,1118306304,1082130432,1129840640,-1174405116,-1174405120,973078528,-1174405114,4104,14147,1442,61595,1030750210,-1107034108,-1002438657,1050411013,1114636288,1124335616,1086324736,1134297088,-83886074,-1182793733,-1174405119,964689927,9491,29936,1147,103263,1034420227,-1103888380,1006632960,1053556741,1118306304,1127481344,1090519040,1137442816,973078528,2063597566,-1182793727,-1182793727,16130,47888,1000,148747,1037565955,-1100742652,1008730112,1056702469,1121452032,1130627072,1092616192,1140588544,-1182793725,964689913,-83886079,973078530,23641,67424,947,197117,1040449540,-1098252283,1010827264,1058406406,1124335616,1133117440,1094713344,1142292480,964689925,973078524,964689921,-83886076,31823,88210,963,247810,1042022404,-1096679419,1012924416,1059979270,1125908480,1134690304,1096810496,1143865344,-1174405112,-1174405120,973078529,-1174405114,40552,110029,1034,300446,1043595268,-1095106555,1015021569,1061552134,1127481344,1136263168,1098907648,1145438208,-83886078,-1182793733,-1174405118,964689927,49743,132730,1148,354755]
; ModuleID = 'mg_vec_rescale.cl'
source_filename = "mg_vec_rescale.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.tile_t = type { <4 x i32>, <4 x float> }

@mg_vec_rescale.shared_max = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_vec_rescale(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca %struct.tile_t, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca <4 x float>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x float>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca i32 addrspace(1)*, align 8
  %29 = alloca i32, align 4
  %30 = alloca float, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %31 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %32 = trunc i64 %31 to i32
  store i32 %32, i32* %7, align 4
  %33 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %34 = trunc i64 %33 to i32
  store i32 %34, i32* %8, align 4
  %35 = load i32, i32* %7, align 4
  %36 = sext i32 %35 to i64
  %37 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %38 = addrspacecast float addrspace(1)* %37 to float*
  %39 = call <4 x float> @_Z6vload4mPKf(i64 noundef %36, float* noundef %38) #8
  store <4 x float> %39, <4 x float>* %9, align 16
  store <4 x float> <float 7.500000e-01, float -1.500000e+00, float 6.250000e-02, float 3.000000e+00>, <4 x float>* %10, align 16
  store <4 x i32> <i32 3, i32 2, i32 5, i32 -3>, <4 x i32>* %11, align 16
  %40 = load <4 x float>, <4 x float>* %9, align 16
  %41 = fsub <4 x float> %40, <float 3.000000e+01, float 3.000000e+01, float 3.000000e+01, float 3.000000e+01>
  %42 = fmul <4 x float> %41, <float 7.500000e-01, float -1.500000e+00, float 6.250000e-02, float 3.000000e+00>
  store <4 x float> %42, <4 x float>* %9, align 16
  %43 = load i32, i32* %7, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %48

45:                                               ; preds = %3
  %46 = load <4 x float>, <4 x float>* %9, align 16
  %47 = insertelement <4 x float> %46, float -0.000000e+00, i64 1
  store <4 x float> %47, <4 x float>* %9, align 16
  br label %48

48:                                               ; preds = %45, %3
  %49 = load <4 x float>, <4 x float>* %9, align 16
  %50 = call %struct.tile_t @split4(<4 x float> noundef %49) #9
  %51 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %52 = extractvalue %struct.tile_t %50, 0
  store <4 x i32> %52, <4 x i32>* %51, align 16
  %53 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 1
  %54 = extractvalue %struct.tile_t %50, 1
  store <4 x float> %54, <4 x float>* %53, align 16
  %55 = load <4 x float>, <4 x float>* %9, align 16
  %56 = call <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef %55) #7
  store <4 x i32> %56, <4 x i32>* %13, align 16
  %57 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %58 = load <4 x i32>, <4 x i32>* %57, align 16
  %59 = extractelement <4 x i32> %58, i64 0
  %60 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %61 = load <4 x i32>, <4 x i32>* %60, align 16
  %62 = extractelement <4 x i32> %61, i64 1
  %63 = call i32 @imax(i32 noundef %59, i32 noundef %62) #9
  %64 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %65 = load <4 x i32>, <4 x i32>* %64, align 16
  %66 = extractelement <4 x i32> %65, i64 2
  %67 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %68 = load <4 x i32>, <4 x i32>* %67, align 16
  %69 = extractelement <4 x i32> %68, i64 3
  %70 = call i32 @imax(i32 noundef %66, i32 noundef %69) #9
  %71 = call i32 @imax(i32 noundef %63, i32 noundef %70) #9
  store i32 %71, i32* %14, align 4
  %72 = load i32, i32* %14, align 4
  %73 = load i32, i32* %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %74
  store i32 %72, i32 addrspace(3)* %75, align 4
  call void @_Z7barrierj(i32 noundef 1) #9
  store i32 4, i32* %15, align 4
  br label %76

76:                                               ; preds = %99, %48
  %77 = load i32, i32* %15, align 4
  %78 = icmp sgt i32 %77, 0
  br i1 %78, label %79, label %102

79:                                               ; preds = %76
  %80 = load i32, i32* %8, align 4
  %81 = load i32, i32* %15, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %98

83:                                               ; preds = %79
  %84 = load i32, i32* %8, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %85
  %87 = load i32, i32 addrspace(3)* %86, align 4
  %88 = load i32, i32* %8, align 4
  %89 = load i32, i32* %15, align 4
  %90 = add nsw i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %91
  %93 = load i32, i32 addrspace(3)* %92, align 4
  %94 = call i32 @imax(i32 noundef %87, i32 noundef %93) #9
  %95 = load i32, i32* %8, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %96
  store i32 %94, i32 addrspace(3)* %97, align 4
  br label %98

98:                                               ; preds = %83, %79
  call void @_Z7barrierj(i32 noundef 1) #9
  br label %99

99:                                               ; preds = %98
  %100 = load i32, i32* %15, align 4
  %101 = ashr i32 %100, 1
  store i32 %101, i32* %15, align 4
  br label %76

102:                                              ; preds = %76
  %103 = load i32, i32 addrspace(3)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 0), align 4
  store i32 %103, i32* %16, align 4
  %104 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 1
  %105 = load <4 x float>, <4 x float>* %104, align 16
  %106 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %107 = load <4 x i32>, <4 x i32>* %106, align 16
  %108 = load i32, i32* %16, align 4
  %109 = insertelement <4 x i32> poison, i32 %108, i32 0
  %110 = shufflevector <4 x i32> %109, <4 x i32> poison, <4 x i32> zeroinitializer
  %111 = sub <4 x i32> %107, %110
  %112 = call <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef %105, <4 x i32> noundef %111) #7
  store <4 x float> %112, <4 x float>* %17, align 16
  %113 = load <4 x float>, <4 x float>* %17, align 16
  %114 = load i32, i32* %16, align 4
  %115 = load i32, i32* %6, align 4
  %116 = add nsw i32 %114, %115
  %117 = call <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %113, i32 noundef %116) #7
  store <4 x float> %117, <4 x float>* %18, align 16
  %118 = load <4 x float>, <4 x float>* %18, align 16
  %119 = call <4 x float> @_Z4modfDv4_fPS_(<4 x float> noundef %118, <4 x float>* noundef %19) #9
  store <4 x float> %119, <4 x float>* %20, align 16
  %120 = load <4 x float>, <4 x float>* %9, align 16
  %121 = call <4 x float> @_Z6remquoDv4_fS_PDv4_i(<4 x float> noundef %120, <4 x float> noundef <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.250000e+00>, <4 x i32>* noundef %21) #9
  store <4 x float> %121, <4 x float>* %22, align 16
  %122 = load <4 x float>, <4 x float>* %9, align 16
  %123 = load <4 x float>, <4 x float>* %17, align 16
  %124 = call <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef %122, <4 x float> noundef %123) #7
  store <4 x float> %124, <4 x float>* %23, align 16
  %125 = load <4 x float>, <4 x float>* %9, align 16
  %126 = load <4 x float>, <4 x float>* %18, align 16
  %127 = call <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef %125, <4 x float> noundef %126) #7
  store <4 x float> %127, <4 x float>* %24, align 16
  %128 = load <4 x float>, <4 x float>* %9, align 16
  %129 = call <4 x float> @_Z8lgamma_rDv4_fPDv4_i(<4 x float> noundef %128, <4 x i32>* noundef %25) #9
  store <4 x float> %129, <4 x float>* %26, align 16
  %130 = load <4 x float>, <4 x float>* %9, align 16
  %131 = call <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef %130, <4 x i32> noundef <i32 3, i32 2, i32 5, i32 -3>) #7
  store <4 x float> %131, <4 x float>* %27, align 16
  %132 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %133 = load i32, i32* %7, align 4
  %134 = mul nsw i32 16, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, i32 addrspace(1)* %132, i64 %135
  store i32 addrspace(1)* %136, i32 addrspace(1)** %28, align 8
  store i32 0, i32* %29, align 4
  br label %137

137:                                              ; preds = %227, %102
  %138 = load i32, i32* %29, align 4
  %139 = icmp slt i32 %138, 4
  br i1 %139, label %140, label %230

140:                                              ; preds = %137
  %141 = load <4 x float>, <4 x float>* %17, align 16
  %142 = load i32, i32* %29, align 4
  %143 = extractelement <4 x float> %141, i32 %142
  %144 = call i32 @lanebits(float noundef %143) #9
  %145 = load <4 x i32>, <4 x i32>* %13, align 16
  %146 = load i32, i32* %29, align 4
  %147 = extractelement <4 x i32> %145, i32 %146
  %148 = xor i32 %144, %147
  %149 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %150 = load i32, i32* %29, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, i32 addrspace(1)* %149, i64 %151
  store i32 %148, i32 addrspace(1)* %152, align 4
  %153 = load <4 x float>, <4 x float>* %20, align 16
  %154 = load i32, i32* %29, align 4
  %155 = extractelement <4 x float> %153, i32 %154
  %156 = call i32 @lanebits(float noundef %155) #9
  %157 = load <4 x float>, <4 x float>* %19, align 16
  %158 = load i32, i32* %29, align 4
  %159 = extractelement <4 x float> %157, i32 %158
  %160 = call i32 @lanebits(float noundef %159) #9
  %161 = add nsw i32 %156, %160
  %162 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %163 = load i32, i32* %29, align 4
  %164 = add nsw i32 4, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, i32 addrspace(1)* %162, i64 %165
  store i32 %161, i32 addrspace(1)* %166, align 4
  %167 = load <4 x float>, <4 x float>* %22, align 16
  %168 = load i32, i32* %29, align 4
  %169 = extractelement <4 x float> %167, i32 %168
  %170 = call i32 @lanebits(float noundef %169) #9
  %171 = load <4 x i32>, <4 x i32>* %21, align 16
  %172 = load i32, i32* %29, align 4
  %173 = extractelement <4 x i32> %171, i32 %172
  %174 = add nsw i32 %170, %173
  %175 = load <4 x float>, <4 x float>* %23, align 16
  %176 = load i32, i32* %29, align 4
  %177 = extractelement <4 x float> %175, i32 %176
  %178 = call i32 @lanebits(float noundef %177) #9
  %179 = add nsw i32 %174, %178
  %180 = load <4 x float>, <4 x float>* %24, align 16
  %181 = load i32, i32* %29, align 4
  %182 = extractelement <4 x float> %180, i32 %181
  %183 = call i32 @lanebits(float noundef %182) #9
  %184 = sub nsw i32 %179, %183
  %185 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %186 = load i32, i32* %29, align 4
  %187 = add nsw i32 8, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i32, i32 addrspace(1)* %185, i64 %188
  store i32 %184, i32 addrspace(1)* %189, align 4
  %190 = load <4 x float>, <4 x float>* %26, align 16
  %191 = load i32, i32* %29, align 4
  %192 = extractelement <4 x float> %190, i32 %191
  %193 = load <4 x i32>, <4 x i32>* %25, align 16
  %194 = load i32, i32* %29, align 4
  %195 = extractelement <4 x i32> %193, i32 %194
  %196 = sitofp i32 %195 to float
  %197 = load <4 x float>, <4 x float>* %27, align 16
  %198 = load i32, i32* %29, align 4
  %199 = extractelement <4 x float> %197, i32 %198
  %200 = load <4 x float>, <4 x float>* %27, align 16
  %201 = load i32, i32* %29, align 4
  %202 = extractelement <4 x float> %200, i32 %201
  %203 = fcmp oeq float %199, %202
  br i1 %203, label %204, label %208

204:                                              ; preds = %140
  %205 = load <4 x float>, <4 x float>* %27, align 16
  %206 = load i32, i32* %29, align 4
  %207 = extractelement <4 x float> %205, i32 %206
  br label %209

208:                                              ; preds = %140
  br label %209

209:                                              ; preds = %208, %204
  %210 = phi float [ %207, %204 ], [ -1.000000e+00, %208 ]
  %211 = call float @llvm.fmuladd.f32(float %192, float %196, float %210)
  store float %211, float* %30, align 4
  %212 = load float, float* %30, align 4
  %213 = call float @_Z4fabsf(float noundef %212) #7
  %214 = fcmp olt float %213, 1.000000e+06
  br i1 %214, label %215, label %219

215:                                              ; preds = %209
  %216 = load float, float* %30, align 4
  %217 = fmul float %216, 1.000000e+03
  %218 = fptosi float %217 to i32
  br label %220

219:                                              ; preds = %209
  br label %220

220:                                              ; preds = %219, %215
  %221 = phi i32 [ %218, %215 ], [ -9, %219 ]
  %222 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %223 = load i32, i32* %29, align 4
  %224 = add nsw i32 12, %223
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, i32 addrspace(1)* %222, i64 %225
  store i32 %221, i32 addrspace(1)* %226, align 4
  br label %227

227:                                              ; preds = %220
  %228 = load i32, i32* %29, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* %29, align 4
  br label %137

230:                                              ; preds = %137
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, float* noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal %struct.tile_t @split4(<4 x float> noundef %0) #3 {
  %2 = alloca %struct.tile_t, align 16
  %3 = alloca <4 x float>, align 16
  store <4 x float> %0, <4 x float>* %3, align 16
  %4 = load <4 x float>, <4 x float>* %3, align 16
  %5 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %2, i32 0, i32 0
  %6 = call <4 x float> @_Z5frexpDv4_fPDv4_i(<4 x float> noundef %4, <4 x i32>* noundef %5) #9
  %7 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %2, i32 0, i32 1
  store <4 x float> %6, <4 x float>* %7, align 16
  %8 = load %struct.tile_t, %struct.tile_t* %2, align 16
  ret %struct.tile_t %8
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #4 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local <4 x float> @_Z4modfDv4_fPS_(<4 x float> noundef, <4 x float>* noundef) #5

; Function Attrs: convergent
declare dso_local <4 x float> @_Z6remquoDv4_fS_PDv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32>* noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent
declare dso_local <4 x float> @_Z8lgamma_rDv4_fPDv4_i(<4 x float> noundef, <4 x i32>* noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal i32 @lanebits(float noundef %0) #4 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = load float, float* %2, align 4
  %5 = fcmp une float %3, %4
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  %8 = load float, float* %2, align 4
  %9 = bitcast float %8 to i32
  br label %10

10:                                               ; preds = %7, %6
  %11 = phi i32 [ 2143289344, %6 ], [ %9, %7 ]
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) #1

; Function Attrs: convergent
declare dso_local <4 x float> @_Z5frexpDv4_fPDv4_i(<4 x float> noundef, <4 x i32>* noundef) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent nounwind readnone willreturn }
attributes #8 = { convergent nounwind readonly willreturn }
attributes #9 = { convergent }

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
