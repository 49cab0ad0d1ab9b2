; simtc:launch grid=2 block=8 warp=8 data=float32[64]:iota out=int32[256] bias=3
; simtc:expect out=[-1103888380,1051590661,-1134559232,-1088290810,1127481344,1135476736,1096810496,1143078912,2063597566,-1182793725,-1174405121,964689919,46065,126245,-102,-9,-1105461244,0,-1136656384,-1089863674,1125908480,0,1094713344,1141506048,973078520,-2147483648,-1182793729,-1182793735,-42378,-9,-224,-9,-1107034108,1048313860,-1138753536,-1092354043,1124335616,1132199936,1092616192,1139015680,-1182793733,964689921,2063597567,973078522,28390,81983,320,-9,-1109917693,1045168132,-1140850688,-1095499771,1121452032,1129054208,1090519040,1135869952,964689917,973078532,964689919,2063597564,-25099,61438,-9,-9,-1113063421,1042022404,1145044991,-1098645499,1118306304,1125908480,1086324736,1132724224,-1174405120,-1174405112,973078527,-1174405122,12957,42276,-2519,-9,-1116733438,1037565955,1149239295,-1104674812,1114636288,1121452032,1082130432,1126694912,2063597562,-1182793725,-1174405120,964689919,-10361,24934,-2136,-9,-1123024894,1030750210,1157627902,-1114636285,1108344832,1114636288,1073741824,1116733440,973078524,-83886074,-1182793728,-1182793735,1162,10272,-2347,-9,-1136656384,1010827264,-2147483648,1019215873,1094713344,1094713344,0,1103101952,-1182793729,964689921,0,973078530,-284,1103,-9,1386,1010827264,-1123024894,-989855746,1039138819,1094713344,1108344832,1073741824,1123024896,964689921,973078524,964689920,-83886076,1023,1813,2045,25596,1024458754,-1113063421,-998244353,1045954564,1108344832,1118306304,1082130432,1129840640,-1174405116,-1174405120,973078528,-1174405114,4104,14147,1442,61595,1030750210,-1107034108,-1002438657,1050411013,1114636288,1124335616,1086324736,1134297088,-83886074,-1182793733,-1174405119,964689927,9491,29936,1147,103263,1034420227,-1103888380,1006632960,1053556741,1118306304,1127481344,1090519040,1137442816,973078528,2063597566,-1182793727,-1182793727,16130,47888,1000,148747,1037565955,-1100742652,1008730112,1056702469,1121452032,1130627072,1092616192,1140588544,-1182793725,964689913,-83886079,973078530,23641,67424,947,197117,1040449540,-1098252283,1010827264,1058406406,1124335616,1133117440,1094713344,1142292480,964689925,973078524,964689921,-83886076,31823,88210,963,247810,1042022404,-1096679419,1012924416,1059979270,1125908480,1134690304,1096810496,1143865344,-1174405112,-1174405120,973078529,-1174405114,40552,110029,1034,300446,1043595268,-1095106555,1015021569,1061552134,1127481344,1136263168,1098907648,1145438208,-83886078,-1182793733,-1174405118,964689927,49743,132730,1148,354755]
; ModuleID = 'mg_vec_rescale.cl'
source_filename = "mg_vec_rescale.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.tile_t = type { <4 x i32>, <4 x float> }

@mg_vec_rescale.shared_max = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_vec_rescale(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
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
  %31 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %32 = trunc i64 %31 to i32
  store i32 %32, i32* %7, align 4
  %33 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %34 = trunc i64 %33 to i32
  store i32 %34, i32* %8, align 4
  %35 = load i32, i32* %7, align 4
  %36 = sext i32 %35 to i64
  %37 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %38 = addrspacecast float addrspace(1)* %37 to float addrspace(4)*
  %39 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %36, float addrspace(4)* noundef %38) #8
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
  call spir_func void @split4(%struct.tile_t* sret(%struct.tile_t) align 16 %12, <4 x float> noundef %49) #9
  %50 = load <4 x float>, <4 x float>* %9, align 16
  %51 = call spir_func <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef %50) #7
  store <4 x i32> %51, <4 x i32>* %13, align 16
  %52 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %53 = load <4 x i32>, <4 x i32>* %52, align 16
  %54 = extractelement <4 x i32> %53, i64 0
  %55 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %56 = load <4 x i32>, <4 x i32>* %55, align 16
  %57 = extractelement <4 x i32> %56, i64 1
  %58 = call spir_func i32 @imax(i32 noundef %54, i32 noundef %57) #9
  %59 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %60 = load <4 x i32>, <4 x i32>* %59, align 16
  %61 = extractelement <4 x i32> %60, i64 2
  %62 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %63 = load <4 x i32>, <4 x i32>* %62, align 16
  %64 = extractelement <4 x i32> %63, i64 3
  %65 = call spir_func i32 @imax(i32 noundef %61, i32 noundef %64) #9
  %66 = call spir_func i32 @imax(i32 noundef %58, i32 noundef %65) #9
  store i32 %66, i32* %14, align 4
  %67 = load i32, i32* %14, align 4
  %68 = load i32, i32* %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %69
  store i32 %67, i32 addrspace(3)* %70, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  store i32 4, i32* %15, align 4
  br label %71

71:                                               ; preds = %94, %48
  %72 = load i32, i32* %15, align 4
  %73 = icmp sgt i32 %72, 0
  br i1 %73, label %74, label %97

74:                                               ; preds = %71
  %75 = load i32, i32* %8, align 4
  %76 = load i32, i32* %15, align 4
  %77 = icmp slt i32 %75, %76
  br i1 %77, label %78, label %93

78:                                               ; preds = %74
  %79 = load i32, i32* %8, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %80
  %82 = load i32, i32 addrspace(3)* %81, align 4
  %83 = load i32, i32* %8, align 4
  %84 = load i32, i32* %15, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %86
  %88 = load i32, i32 addrspace(3)* %87, align 4
  %89 = call spir_func i32 @imax(i32 noundef %82, i32 noundef %88) #9
  %90 = load i32, i32* %8, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 %91
  store i32 %89, i32 addrspace(3)* %92, align 4
  br label %93

93:                                               ; preds = %78, %74
  call spir_func void @_Z7barrierj(i32 noundef 1) #9
  br label %94

94:                                               ; preds = %93
  %95 = load i32, i32* %15, align 4
  %96 = ashr i32 %95, 1
  store i32 %96, i32* %15, align 4
  br label %71

97:                                               ; preds = %71
  %98 = load i32, i32 addrspace(3)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @mg_vec_rescale.shared_max, i64 0, i64 0), align 4
  store i32 %98, i32* %16, align 4
  %99 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 1
  %100 = load <4 x float>, <4 x float>* %99, align 16
  %101 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %12, i32 0, i32 0
  %102 = load <4 x i32>, <4 x i32>* %101, align 16
  %103 = load i32, i32* %16, align 4
  %104 = insertelement <4 x i32> poison, i32 %103, i32 0
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer
  %106 = sub <4 x i32> %102, %105
  %107 = call spir_func <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef %100, <4 x i32> noundef %106) #7
  store <4 x float> %107, <4 x float>* %17, align 16
  %108 = load <4 x float>, <4 x float>* %17, align 16
  %109 = load i32, i32* %16, align 4
  %110 = load i32, i32* %6, align 4
  %111 = add nsw i32 %109, %110
  %112 = call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %108, i32 noundef %111) #7
  store <4 x float> %112, <4 x float>* %18, align 16
  %113 = load <4 x float>, <4 x float>* %18, align 16
  %114 = addrspacecast <4 x float>* %19 to <4 x float> addrspace(4)*
  %115 = call spir_func <4 x float> @_Z4modfDv4_fPU3AS4S_(<4 x float> noundef %113, <4 x float> addrspace(4)* noundef %114) #9
  store <4 x float> %115, <4 x float>* %20, align 16
  %116 = load <4 x float>, <4 x float>* %9, align 16
  %117 = addrspacecast <4 x i32>* %21 to <4 x i32> addrspace(4)*
  %118 = call spir_func <4 x float> @_Z6remquoDv4_fS_PU3AS4Dv4_i(<4 x float> noundef %116, <4 x float> noundef <float 1.250000e+00, float 1.250000e+00, float 1.250000e+00, float 1.250000e+00>, <4 x i32> addrspace(4)* noundef %117) #9
  store <4 x float> %118, <4 x float>* %22, align 16
  %119 = load <4 x float>, <4 x float>* %9, align 16
  %120 = load <4 x float>, <4 x float>* %17, align 16
  %121 = call spir_func <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef %119, <4 x float> noundef %120) #7
  store <4 x float> %121, <4 x float>* %23, align 16
  %122 = load <4 x float>, <4 x float>* %9, align 16
  %123 = load <4 x float>, <4 x float>* %18, align 16
  %124 = call spir_func <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef %122, <4 x float> noundef %123) #7
  store <4 x float> %124, <4 x float>* %24, align 16
  %125 = load <4 x float>, <4 x float>* %9, align 16
  %126 = addrspacecast <4 x i32>* %25 to <4 x i32> addrspace(4)*
  %127 = call spir_func <4 x float> @_Z8lgamma_rDv4_fPU3AS4Dv4_i(<4 x float> noundef %125, <4 x i32> addrspace(4)* noundef %126) #9
  store <4 x float> %127, <4 x float>* %26, align 16
  %128 = load <4 x float>, <4 x float>* %9, align 16
  %129 = call spir_func <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef %128, <4 x i32> noundef <i32 3, i32 2, i32 5, i32 -3>) #7
  store <4 x float> %129, <4 x float>* %27, align 16
  %130 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %131 = load i32, i32* %7, align 4
  %132 = mul nsw i32 16, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, i32 addrspace(1)* %130, i64 %133
  store i32 addrspace(1)* %134, i32 addrspace(1)** %28, align 8
  store i32 0, i32* %29, align 4
  br label %135

135:                                              ; preds = %225, %97
  %136 = load i32, i32* %29, align 4
  %137 = icmp slt i32 %136, 4
  br i1 %137, label %138, label %228

138:                                              ; preds = %135
  %139 = load <4 x float>, <4 x float>* %17, align 16
  %140 = load i32, i32* %29, align 4
  %141 = extractelement <4 x float> %139, i32 %140
  %142 = call spir_func i32 @lanebits(float noundef %141) #9
  %143 = load <4 x i32>, <4 x i32>* %13, align 16
  %144 = load i32, i32* %29, align 4
  %145 = extractelement <4 x i32> %143, i32 %144
  %146 = xor i32 %142, %145
  %147 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %148 = load i32, i32* %29, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, i32 addrspace(1)* %147, i64 %149
  store i32 %146, i32 addrspace(1)* %150, align 4
  %151 = load <4 x float>, <4 x float>* %20, align 16
  %152 = load i32, i32* %29, align 4
  %153 = extractelement <4 x float> %151, i32 %152
  %154 = call spir_func i32 @lanebits(float noundef %153) #9
  %155 = load <4 x float>, <4 x float>* %19, align 16
  %156 = load i32, i32* %29, align 4
  %157 = extractelement <4 x float> %155, i32 %156
  %158 = call spir_func i32 @lanebits(float noundef %157) #9
  %159 = add nsw i32 %154, %158
  %160 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %161 = load i32, i32* %29, align 4
  %162 = add nsw i32 4, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, i32 addrspace(1)* %160, i64 %163
  store i32 %159, i32 addrspace(1)* %164, align 4
  %165 = load <4 x float>, <4 x float>* %22, align 16
  %166 = load i32, i32* %29, align 4
  %167 = extractelement <4 x float> %165, i32 %166
  %168 = call spir_func i32 @lanebits(float noundef %167) #9
  %169 = load <4 x i32>, <4 x i32>* %21, align 16
  %170 = load i32, i32* %29, align 4
  %171 = extractelement <4 x i32> %169, i32 %170
  %172 = add nsw i32 %168, %171
  %173 = load <4 x float>, <4 x float>* %23, align 16
  %174 = load i32, i32* %29, align 4
  %175 = extractelement <4 x float> %173, i32 %174
  %176 = call spir_func i32 @lanebits(float noundef %175) #9
  %177 = add nsw i32 %172, %176
  %178 = load <4 x float>, <4 x float>* %24, align 16
  %179 = load i32, i32* %29, align 4
  %180 = extractelement <4 x float> %178, i32 %179
  %181 = call spir_func i32 @lanebits(float noundef %180) #9
  %182 = sub nsw i32 %177, %181
  %183 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %184 = load i32, i32* %29, align 4
  %185 = add nsw i32 8, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, i32 addrspace(1)* %183, i64 %186
  store i32 %182, i32 addrspace(1)* %187, align 4
  %188 = load <4 x float>, <4 x float>* %26, align 16
  %189 = load i32, i32* %29, align 4
  %190 = extractelement <4 x float> %188, i32 %189
  %191 = load <4 x i32>, <4 x i32>* %25, align 16
  %192 = load i32, i32* %29, align 4
  %193 = extractelement <4 x i32> %191, i32 %192
  %194 = sitofp i32 %193 to float
  %195 = load <4 x float>, <4 x float>* %27, align 16
  %196 = load i32, i32* %29, align 4
  %197 = extractelement <4 x float> %195, i32 %196
  %198 = load <4 x float>, <4 x float>* %27, align 16
  %199 = load i32, i32* %29, align 4
  %200 = extractelement <4 x float> %198, i32 %199
  %201 = fcmp oeq float %197, %200
  br i1 %201, label %202, label %206

202:                                              ; preds = %138
  %203 = load <4 x float>, <4 x float>* %27, align 16
  %204 = load i32, i32* %29, align 4
  %205 = extractelement <4 x float> %203, i32 %204
  br label %207

206:                                              ; preds = %138
  br label %207

207:                                              ; preds = %206, %202
  %208 = phi float [ %205, %202 ], [ -1.000000e+00, %206 ]
  %209 = call float @llvm.fmuladd.f32(float %190, float %194, float %208)
  store float %209, float* %30, align 4
  %210 = load float, float* %30, align 4
  %211 = call spir_func float @_Z4fabsf(float noundef %210) #7
  %212 = fcmp olt float %211, 1.000000e+06
  br i1 %212, label %213, label %217

213:                                              ; preds = %207
  %214 = load float, float* %30, align 4
  %215 = fmul float %214, 1.000000e+03
  %216 = fptosi float %215 to i32
  br label %218

217:                                              ; preds = %207
  br label %218

218:                                              ; preds = %217, %213
  %219 = phi i32 [ %216, %213 ], [ -9, %217 ]
  %220 = load i32 addrspace(1)*, i32 addrspace(1)** %28, align 8
  %221 = load i32, i32* %29, align 4
  %222 = add nsw i32 12, %221
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i32, i32 addrspace(1)* %220, i64 %223
  store i32 %219, i32 addrspace(1)* %224, align 4
  br label %225

225:                                              ; preds = %218
  %226 = load i32, i32* %29, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, i32* %29, align 4
  br label %135

228:                                              ; preds = %135
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, float addrspace(4)* noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func void @split4(%struct.tile_t* noalias sret(%struct.tile_t) align 16 %0, <4 x float> noundef %1) #3 {
  %3 = alloca <4 x float>, align 16
  store <4 x float> %1, <4 x float>* %3, align 16
  %4 = load <4 x float>, <4 x float>* %3, align 16
  %5 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %0, i32 0, i32 0
  %6 = addrspacecast <4 x i32>* %5 to <4 x i32> addrspace(4)*
  %7 = call spir_func <4 x float> @_Z5frexpDv4_fPU3AS4Dv4_i(<4 x float> noundef %4, <4 x i32> addrspace(4)* noundef %6) #9
  %8 = getelementptr inbounds %struct.tile_t, %struct.tile_t* %0, i32 0, i32 1
  store <4 x float> %7, <4 x float>* %8, align 16
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5ilogbDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @imax(i32 noundef %0, i32 noundef %1) #4 {
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
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5ldexpDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z4modfDv4_fPU3AS4S_(<4 x float> noundef, <4 x float> addrspace(4)* noundef) #5

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z6remquoDv4_fS_PU3AS4Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> addrspace(4)* noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6minmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6maxmagDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z8lgamma_rDv4_fPU3AS4Dv4_i(<4 x float> noundef, <4 x i32> addrspace(4)* noundef) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5rootnDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @lanebits(float noundef %0) #4 {
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
declare dso_local spir_func float @_Z4fabsf(float noundef) #1

; Function Attrs: convergent
declare dso_local spir_func <4 x float> @_Z5frexpDv4_fPU3AS4Dv4_i(<4 x float> noundef, <4 x i32> addrspace(4)* noundef) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent nounwind readnone willreturn }
attributes #8 = { convergent nounwind readonly willreturn }
attributes #9 = { convergent }

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
