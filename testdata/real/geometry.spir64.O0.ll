; simtc:launch grid=1 block=8 warp=8 p=float32[36]:1,2,3,0,4,5,6,0,-1,0.5,2,0,3,-2,1,0,0.25,0.75,-3,0,2,2,2,0,-4,1,0.5,0,1,1,1,0,9,8,7,0 out=int32[96] u=uint32[8]:1,7,255,65535,4294967295,2863311530,12345,305419896 f=float32[32]
; simtc:expect out=[3200,5190374,5400841,30000,311,1082130432,10334,3101,1,0,65534,3,1050,7820877,-6530756,70500,711,-1082130432,10334,2903,224,0,-2,12,-200,4820229,5399159,750,311,1077936128,10334,2408,261120,1,-1431655852,512,-375,5570374,-9889859,-30000,710,1048576000,10334,1616,2147450880,0,53190,77880,-400,5440310,9680247,10125,291,1073741824,10334,32,-1,7,-2,-1,-500,6260346,-4159091,30000,711,-1065353216,10334,10016,1431655765,3,-1431655767,-1431655763,-250,5020415,-6529244,10500,311,1065353216,10334,1806,1073744910,0,12338,12352,2400,12200173,5400841,10500,711,1091567616,10334,30313,-1851608128,7,305419659,305420151]
; simtc:expect f=[-2.7327387,6.5345225,-2.1982164,0,7.4558425,-13.430197,7.6837635,0,4.0635643,7.218218,1.3728715,0,6.0517836,8.715478,3.0172613,0,7.580582,-6.258253,-1.9669876,0,-0.42264974,-8.422649,10.577351,0,-0.46308684,4.740772,-4.8796144,0,-0.42264974,2.5773501,-0.42264974,0]
; ModuleID = 'geometry.cl'
source_filename = "geometry.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @geometry(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, float addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca float addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca float addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca i32, align 4
  %13 = alloca <4 x float>, align 16
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca <4 x i32>, align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store float addrspace(1)* %0, float addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store float addrspace(1)* %3, float addrspace(1)** %8, align 8
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %26 = addrspacecast float addrspace(1)* %25 to float addrspace(4)*
  %27 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %24, float addrspace(4)* noundef %26) #5
  store <4 x float> %27, <4 x float>* %10, align 16
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %32 = addrspacecast float addrspace(1)* %31 to float addrspace(4)*
  %33 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %30, float addrspace(4)* noundef %32) #5
  store <4 x float> %33, <4 x float>* %11, align 16
  %34 = load i32, i32* %9, align 4
  %35 = mul nsw i32 12, %34
  store i32 %35, i32* %12, align 4
  %36 = load <4 x float>, <4 x float>* %10, align 16
  %37 = load <4 x float>, <4 x float>* %11, align 16
  %38 = call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %36, <4 x float> noundef %37) #4
  %39 = fmul float %38, 1.000000e+02
  %40 = fptosi float %39 to i32
  %41 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %42 = load i32, i32* %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %41, i64 %43
  store i32 %40, i32 addrspace(1)* %44, align 4
  %45 = load <4 x float>, <4 x float>* %10, align 16
  %46 = call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %45) #4
  %47 = fmul float %46, 1.000000e+02
  %48 = fptosi float %47 to i32
  %49 = load <4 x float>, <4 x float>* %10, align 16
  %50 = load <4 x float>, <4 x float>* %11, align 16
  %51 = call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %49, <4 x float> noundef %50) #4
  %52 = fmul float %51, 1.000000e+02
  %53 = fptosi float %52 to i32
  %54 = mul nsw i32 %53, 10000
  %55 = add nsw i32 %48, %54
  %56 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %57 = load i32, i32* %12, align 4
  %58 = add nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %56, i64 %59
  store i32 %55, i32 addrspace(1)* %60, align 4
  %61 = load <4 x float>, <4 x float>* %10, align 16
  %62 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %61) #4
  %63 = load <4 x float>, <4 x float>* %10, align 16
  %64 = load <4 x float>, <4 x float>* %11, align 16
  %65 = call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %63, <4 x float> noundef %64) #4
  %66 = fadd <4 x float> %62, %65
  store <4 x float> %66, <4 x float>* %13, align 16
  %67 = load <4 x float>, <4 x float>* %13, align 16
  %68 = load i32, i32* %9, align 4
  %69 = sext i32 %68 to i64
  %70 = load float addrspace(1)*, float addrspace(1)** %8, align 8
  %71 = addrspacecast float addrspace(1)* %70 to float addrspace(4)*
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %67, i64 noundef %69, float addrspace(4)* noundef %71) #6
  %72 = load <4 x float>, <4 x float>* %10, align 16
  %73 = extractelement <4 x float> %72, i64 0
  %74 = addrspacecast float* %14 to float addrspace(4)*
  %75 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %73, float addrspace(4)* noundef %74) #6
  store float %75, float* %15, align 4
  %76 = load <4 x float>, <4 x float>* %10, align 16
  %77 = extractelement <4 x float> %76, i64 1
  %78 = fmul float %77, 1.500000e+00
  %79 = addrspacecast float* %16 to float addrspace(4)*
  %80 = call spir_func float @_Z5fractfPU3AS4f(float noundef %78, float addrspace(4)* noundef %79) #6
  store float %80, float* %17, align 4
  %81 = load float, float* %15, align 4
  %82 = fmul float %81, 1.000000e+03
  %83 = fptosi float %82 to i32
  %84 = load float, float* %14, align 4
  %85 = fmul float %84, 1.000000e+03
  %86 = fptosi float %85 to i32
  %87 = mul nsw i32 %86, 10000
  %88 = add nsw i32 %83, %87
  %89 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %90 = load i32, i32* %12, align 4
  %91 = add nsw i32 %90, 2
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32 addrspace(1)* %89, i64 %92
  store i32 %88, i32 addrspace(1)* %93, align 4
  %94 = load float, float* %17, align 4
  %95 = fmul float %94, 1.000000e+03
  %96 = fptosi float %95 to i32
  %97 = load float, float* %16, align 4
  %98 = fptosi float %97 to i32
  %99 = mul nsw i32 %98, 10000
  %100 = add nsw i32 %96, %99
  %101 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %102 = load i32, i32* %12, align 4
  %103 = add nsw i32 %102, 3
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %101, i64 %104
  store i32 %100, i32 addrspace(1)* %105, align 4
  %106 = load <4 x float>, <4 x float>* %10, align 16
  %107 = extractelement <4 x float> %106, i64 2
  %108 = call spir_func float @_Z4signf(float noundef %107) #4
  %109 = fptosi float %108 to i32
  %110 = mul nsw i32 %109, 10
  %111 = load <4 x float>, <4 x float>* %10, align 16
  %112 = extractelement <4 x float> %111, i64 1
  %113 = call spir_func float @_Z4stepff(float noundef 5.000000e-01, float noundef %112) #4
  %114 = fptosi float %113 to i32
  %115 = add nsw i32 %110, %114
  %116 = load i32, i32* %9, align 4
  %117 = and i32 %116, 1
  %118 = call spir_func float @_Z6selectffi(float noundef 3.000000e+00, float noundef 7.000000e+00, i32 noundef %117) #4
  %119 = fptosi float %118 to i32
  %120 = mul nsw i32 %119, 100
  %121 = add nsw i32 %115, %120
  %122 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %123 = load i32, i32* %12, align 4
  %124 = add nsw i32 %123, 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32 addrspace(1)* %122, i64 %125
  store i32 %121, i32 addrspace(1)* %126, align 4
  %127 = load <4 x float>, <4 x float>* %10, align 16
  %128 = extractelement <4 x float> %127, i64 0
  %129 = load <4 x float>, <4 x float>* %11, align 16
  %130 = extractelement <4 x float> %129, i64 0
  %131 = call spir_func float @_Z9bitselectfff(float noundef %128, float noundef %130, float noundef 0xFFFFE00000000000) #4
  %132 = bitcast float %131 to i32
  %133 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %134 = load i32, i32* %12, align 4
  %135 = add nsw i32 %134, 5
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, i32 addrspace(1)* %133, i64 %136
  store i32 %132, i32 addrspace(1)* %137, align 4
  %138 = load <4 x float>, <4 x float>* %10, align 16
  %139 = load <4 x float>, <4 x float>* %10, align 16
  %140 = extractelement <4 x float> %139, i64 3
  %141 = insertelement <4 x float> poison, float %140, i32 0
  %142 = shufflevector <4 x float> %141, <4 x float> poison, <4 x i32> zeroinitializer
  %143 = fdiv <4 x float> %138, %142, !fpmath !9
  %144 = call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %143) #4
  %145 = load <4 x float>, <4 x float>* %11, align 16
  %146 = load <4 x float>, <4 x float>* %10, align 16
  %147 = extractelement <4 x float> %146, i64 3
  %148 = insertelement <4 x float> poison, float %147, i32 0
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> zeroinitializer
  %150 = fdiv <4 x float> %145, %149, !fpmath !9
  %151 = call spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef %150) #4
  %152 = mul <4 x i32> %151, <i32 2, i32 2, i32 2, i32 2>
  %153 = add <4 x i32> %144, %152
  %154 = load <4 x float>, <4 x float>* %10, align 16
  %155 = call spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef %154) #4
  %156 = mul <4 x i32> %155, <i32 4, i32 4, i32 4, i32 4>
  %157 = add <4 x i32> %153, %156
  store <4 x i32> %157, <4 x i32>* %18, align 16
  %158 = load <4 x i32>, <4 x i32>* %18, align 16
  %159 = extractelement <4 x i32> %158, i64 0
  %160 = load <4 x i32>, <4 x i32>* %18, align 16
  %161 = extractelement <4 x i32> %160, i64 1
  %162 = mul nsw i32 %161, 10
  %163 = add nsw i32 %159, %162
  %164 = load <4 x i32>, <4 x i32>* %18, align 16
  %165 = extractelement <4 x i32> %164, i64 2
  %166 = mul nsw i32 %165, 100
  %167 = add nsw i32 %163, %166
  %168 = load <4 x i32>, <4 x i32>* %18, align 16
  %169 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %168) #4
  %170 = mul nsw i32 %169, 1000
  %171 = add nsw i32 %167, %170
  %172 = load <4 x i32>, <4 x i32>* %18, align 16
  %173 = icmp slt <4 x i32> %172, zeroinitializer
  %174 = sext <4 x i1> %173 to <4 x i32>
  %175 = call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %174) #4
  %176 = mul nsw i32 %175, 10000
  %177 = add nsw i32 %171, %176
  %178 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %179 = load i32, i32* %12, align 4
  %180 = add nsw i32 %179, 6
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, i32 addrspace(1)* %178, i64 %181
  store i32 %177, i32 addrspace(1)* %182, align 4
  %183 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %184 = load i32, i32* %9, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, i32 addrspace(1)* %183, i64 %185
  %187 = load i32, i32 addrspace(1)* %186, align 4
  store i32 %187, i32* %19, align 4
  %188 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %189 = load i32, i32* %9, align 4
  %190 = add nsw i32 %189, 3
  %191 = and i32 %190, 7
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds i32, i32 addrspace(1)* %188, i64 %192
  %194 = load i32, i32 addrspace(1)* %193, align 4
  store i32 %194, i32* %20, align 4
  %195 = load i32, i32* %19, align 4
  %196 = call spir_func i32 @_Z8popcountj(i32 noundef %195) #4
  %197 = load i32, i32* %19, align 4
  %198 = call spir_func i32 @_Z3clzj(i32 noundef %197) #4
  %199 = mul i32 %198, 100
  %200 = add i32 %196, %199
  %201 = load i32, i32* %19, align 4
  %202 = call spir_func i32 @_Z3ctzj(i32 noundef %201) #4
  %203 = mul i32 %202, 10000
  %204 = add i32 %200, %203
  %205 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %206 = load i32, i32* %12, align 4
  %207 = add nsw i32 %206, 7
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i32, i32 addrspace(1)* %205, i64 %208
  store i32 %204, i32 addrspace(1)* %209, align 4
  %210 = load i32, i32* %19, align 4
  %211 = load i32, i32* %9, align 4
  %212 = mul i32 %211, 5
  %213 = call spir_func i32 @_Z6rotatejj(i32 noundef %210, i32 noundef %212) #4
  %214 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %215 = load i32, i32* %12, align 4
  %216 = add nsw i32 %215, 8
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i32, i32 addrspace(1)* %214, i64 %217
  store i32 %213, i32 addrspace(1)* %218, align 4
  %219 = load i32, i32* %19, align 4
  %220 = load i32, i32* %20, align 4
  %221 = call spir_func i32 @_Z4haddjj(i32 noundef %219, i32 noundef %220) #4
  %222 = load i32, i32* %19, align 4
  %223 = load i32, i32* %20, align 4
  %224 = call spir_func i32 @_Z5rhaddjj(i32 noundef %222, i32 noundef %223) #4
  %225 = xor i32 %221, %224
  %226 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %227 = load i32, i32* %12, align 4
  %228 = add nsw i32 %227, 9
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i32, i32 addrspace(1)* %226, i64 %229
  store i32 %225, i32 addrspace(1)* %230, align 4
  %231 = load i32, i32* %19, align 4
  %232 = load i32, i32* %20, align 4
  %233 = call spir_func i32 @_Z8abs_diffjj(i32 noundef %231, i32 noundef %232) #4
  %234 = load i32, i32* %19, align 4
  %235 = load i32, i32* %20, align 4
  %236 = call spir_func i32 @_Z6mul_hijj(i32 noundef %234, i32 noundef %235) #4
  %237 = add i32 %233, %236
  %238 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %239 = load i32, i32* %12, align 4
  %240 = add nsw i32 %239, 10
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, i32 addrspace(1)* %238, i64 %241
  store i32 %237, i32 addrspace(1)* %242, align 4
  %243 = load i32, i32* %19, align 4
  %244 = load i32, i32* %20, align 4
  %245 = call spir_func i32 @_Z7add_satjj(i32 noundef %243, i32 noundef %244) #4
  %246 = load i32, i32* %20, align 4
  %247 = load i32, i32* %19, align 4
  %248 = call spir_func i32 @_Z7sub_satjj(i32 noundef %246, i32 noundef %247) #4
  %249 = sub i32 %245, %248
  %250 = load <4 x float>, <4 x float>* %10, align 16
  %251 = load i32, i32* %9, align 4
  %252 = and i32 %251, 3
  %253 = extractelement <4 x float> %250, i32 %252
  %254 = fptosi float %253 to i32
  %255 = add i32 %249, %254
  %256 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %257 = load i32, i32* %12, align 4
  %258 = add nsw i32 %257, 11
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds i32, i32 addrspace(1)* %256, i64 %259
  store i32 %255, i32 addrspace(1)* %260, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, float addrspace(4)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6lengthDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, float addrspace(4)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z5fractfPU3AS4f(float noundef, float addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4signf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4stepff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6selectffi(float noundef, float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z9bitselectfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z8popcountj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3clzj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3ctzj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6rotatejj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5rhaddjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z8abs_diffjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6mul_hijj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7sub_satjj(i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind readonly willreturn }
attributes #6 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"uint*", !"float*"}
!7 = !{!"const", !"", !"const", !""}
!8 = !{!"p", !"out", !"u", !"f"}
!9 = !{float 2.500000e+00}
