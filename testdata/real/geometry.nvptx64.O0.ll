; simtc:launch grid=1 block=8 warp=8 p=float32[36]:1,2,3,0,4,5,6,0,-1,0.5,2,0,3,-2,1,0,0.25,0.75,-3,0,2,2,2,0,-4,1,0.5,0,1,1,1,0,9,8,7,0 out=int32[96] u=uint32[8]:1,7,255,65535,4294967295,2863311530,12345,305419896 f=float32[32]
; simtc:expect out=[3200,5190374,5400841,30000,311,1082130432,10334,3101,1,0,65534,3,1050,7820877,-6530756,70500,711,-1082130432,10334,2903,224,0,-2,12,-200,4820229,5399159,750,311,1077936128,10334,2408,261120,1,-1431655852,512,-375,5570374,-9889859,-30000,710,1048576000,10334,1616,2147450880,0,53190,77880,-400,5440310,9680247,10125,291,1073741824,10334,32,-1,7,-2,-1,-500,6260346,-4159091,30000,711,-1065353216,10334,10016,1431655765,3,-1431655767,-1431655763,-250,5020415,-6529244,10500,311,1065353216,10334,1806,1073744910,0,12338,12352,2400,12200173,5400841,10500,711,1091567616,10334,30313,-1851608128,7,305419659,305420151]
; simtc:expect f=[-2.7327387,6.5345225,-2.1982164,0,7.4558425,-13.430197,7.6837635,0,4.0635643,7.218218,1.3728715,0,6.0517836,8.715478,3.0172613,0,7.580582,-6.258253,-1.9669876,0,-0.42264974,-8.422649,10.577351,0,-0.46308684,4.740772,-4.8796144,0,-0.42264974,2.5773501,-0.42264974,0]
; ModuleID = 'geometry.cl'
source_filename = "geometry.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @geometry(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, float addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
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
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %26 = addrspacecast float addrspace(1)* %25 to float*
  %27 = call <4 x float> @_Z6vload4mPKf(i64 noundef %24, float* noundef %26) #5
  store <4 x float> %27, <4 x float>* %10, align 16
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %32 = addrspacecast float addrspace(1)* %31 to float*
  %33 = call <4 x float> @_Z6vload4mPKf(i64 noundef %30, float* noundef %32) #5
  store <4 x float> %33, <4 x float>* %11, align 16
  %34 = load i32, i32* %9, align 4
  %35 = mul nsw i32 12, %34
  store i32 %35, i32* %12, align 4
  %36 = load <4 x float>, <4 x float>* %10, align 16
  %37 = load <4 x float>, <4 x float>* %11, align 16
  %38 = call float @_Z3dotDv4_fS_(<4 x float> noundef %36, <4 x float> noundef %37) #4
  %39 = fmul float %38, 1.000000e+02
  %40 = fptosi float %39 to i32
  %41 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %42 = load i32, i32* %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %41, i64 %43
  store i32 %40, i32 addrspace(1)* %44, align 4
  %45 = load <4 x float>, <4 x float>* %10, align 16
  %46 = call float @_Z6lengthDv4_f(<4 x float> noundef %45) #4
  %47 = fmul float %46, 1.000000e+02
  %48 = fptosi float %47 to i32
  %49 = load <4 x float>, <4 x float>* %10, align 16
  %50 = load <4 x float>, <4 x float>* %11, align 16
  %51 = call float @_Z8distanceDv4_fS_(<4 x float> noundef %49, <4 x float> noundef %50) #4
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
  %62 = call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %61) #4
  %63 = load <4 x float>, <4 x float>* %10, align 16
  %64 = load <4 x float>, <4 x float>* %11, align 16
  %65 = call <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %63, <4 x float> noundef %64) #4
  %66 = fadd <4 x float> %62, %65
  store <4 x float> %66, <4 x float>* %13, align 16
  %67 = load <4 x float>, <4 x float>* %13, align 16
  %68 = load i32, i32* %9, align 4
  %69 = sext i32 %68 to i64
  %70 = load float addrspace(1)*, float addrspace(1)** %8, align 8
  %71 = addrspacecast float addrspace(1)* %70 to float*
  call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef %67, i64 noundef %69, float* noundef %71) #6
  %72 = load <4 x float>, <4 x float>* %10, align 16
  %73 = extractelement <4 x float> %72, i64 0
  %74 = call float @_Z6sincosfPf(float noundef %73, float* noundef %14) #6
  store float %74, float* %15, align 4
  %75 = load <4 x float>, <4 x float>* %10, align 16
  %76 = extractelement <4 x float> %75, i64 1
  %77 = fmul float %76, 1.500000e+00
  %78 = call float @_Z5fractfPf(float noundef %77, float* noundef %16) #6
  store float %78, float* %17, align 4
  %79 = load float, float* %15, align 4
  %80 = fmul float %79, 1.000000e+03
  %81 = fptosi float %80 to i32
  %82 = load float, float* %14, align 4
  %83 = fmul float %82, 1.000000e+03
  %84 = fptosi float %83 to i32
  %85 = mul nsw i32 %84, 10000
  %86 = add nsw i32 %81, %85
  %87 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %88 = load i32, i32* %12, align 4
  %89 = add nsw i32 %88, 2
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, i32 addrspace(1)* %87, i64 %90
  store i32 %86, i32 addrspace(1)* %91, align 4
  %92 = load float, float* %17, align 4
  %93 = fmul float %92, 1.000000e+03
  %94 = fptosi float %93 to i32
  %95 = load float, float* %16, align 4
  %96 = fptosi float %95 to i32
  %97 = mul nsw i32 %96, 10000
  %98 = add nsw i32 %94, %97
  %99 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %100 = load i32, i32* %12, align 4
  %101 = add nsw i32 %100, 3
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, i32 addrspace(1)* %99, i64 %102
  store i32 %98, i32 addrspace(1)* %103, align 4
  %104 = load <4 x float>, <4 x float>* %10, align 16
  %105 = extractelement <4 x float> %104, i64 2
  %106 = call float @_Z4signf(float noundef %105) #4
  %107 = fptosi float %106 to i32
  %108 = mul nsw i32 %107, 10
  %109 = load <4 x float>, <4 x float>* %10, align 16
  %110 = extractelement <4 x float> %109, i64 1
  %111 = call float @_Z4stepff(float noundef 5.000000e-01, float noundef %110) #4
  %112 = fptosi float %111 to i32
  %113 = add nsw i32 %108, %112
  %114 = load i32, i32* %9, align 4
  %115 = and i32 %114, 1
  %116 = call float @_Z6selectffi(float noundef 3.000000e+00, float noundef 7.000000e+00, i32 noundef %115) #4
  %117 = fptosi float %116 to i32
  %118 = mul nsw i32 %117, 100
  %119 = add nsw i32 %113, %118
  %120 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %121 = load i32, i32* %12, align 4
  %122 = add nsw i32 %121, 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %120, i64 %123
  store i32 %119, i32 addrspace(1)* %124, align 4
  %125 = load <4 x float>, <4 x float>* %10, align 16
  %126 = extractelement <4 x float> %125, i64 0
  %127 = load <4 x float>, <4 x float>* %11, align 16
  %128 = extractelement <4 x float> %127, i64 0
  %129 = call float @_Z9bitselectfff(float noundef %126, float noundef %128, float noundef 0xFFFFE00000000000) #4
  %130 = bitcast float %129 to i32
  %131 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %132 = load i32, i32* %12, align 4
  %133 = add nsw i32 %132, 5
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, i32 addrspace(1)* %131, i64 %134
  store i32 %130, i32 addrspace(1)* %135, align 4
  %136 = load <4 x float>, <4 x float>* %10, align 16
  %137 = load <4 x float>, <4 x float>* %10, align 16
  %138 = extractelement <4 x float> %137, i64 3
  %139 = insertelement <4 x float> poison, float %138, i32 0
  %140 = shufflevector <4 x float> %139, <4 x float> poison, <4 x i32> zeroinitializer
  %141 = fdiv <4 x float> %136, %140, !fpmath !10
  %142 = call <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %141) #4
  %143 = load <4 x float>, <4 x float>* %11, align 16
  %144 = load <4 x float>, <4 x float>* %10, align 16
  %145 = extractelement <4 x float> %144, i64 3
  %146 = insertelement <4 x float> poison, float %145, i32 0
  %147 = shufflevector <4 x float> %146, <4 x float> poison, <4 x i32> zeroinitializer
  %148 = fdiv <4 x float> %143, %147, !fpmath !10
  %149 = call <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef %148) #4
  %150 = mul <4 x i32> %149, <i32 2, i32 2, i32 2, i32 2>
  %151 = add <4 x i32> %142, %150
  %152 = load <4 x float>, <4 x float>* %10, align 16
  %153 = call <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef %152) #4
  %154 = mul <4 x i32> %153, <i32 4, i32 4, i32 4, i32 4>
  %155 = add <4 x i32> %151, %154
  store <4 x i32> %155, <4 x i32>* %18, align 16
  %156 = load <4 x i32>, <4 x i32>* %18, align 16
  %157 = extractelement <4 x i32> %156, i64 0
  %158 = load <4 x i32>, <4 x i32>* %18, align 16
  %159 = extractelement <4 x i32> %158, i64 1
  %160 = mul nsw i32 %159, 10
  %161 = add nsw i32 %157, %160
  %162 = load <4 x i32>, <4 x i32>* %18, align 16
  %163 = extractelement <4 x i32> %162, i64 2
  %164 = mul nsw i32 %163, 100
  %165 = add nsw i32 %161, %164
  %166 = load <4 x i32>, <4 x i32>* %18, align 16
  %167 = call i32 @_Z3anyDv4_i(<4 x i32> noundef %166) #4
  %168 = mul nsw i32 %167, 1000
  %169 = add nsw i32 %165, %168
  %170 = load <4 x i32>, <4 x i32>* %18, align 16
  %171 = icmp slt <4 x i32> %170, zeroinitializer
  %172 = sext <4 x i1> %171 to <4 x i32>
  %173 = call i32 @_Z3allDv4_i(<4 x i32> noundef %172) #4
  %174 = mul nsw i32 %173, 10000
  %175 = add nsw i32 %169, %174
  %176 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %177 = load i32, i32* %12, align 4
  %178 = add nsw i32 %177, 6
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds i32, i32 addrspace(1)* %176, i64 %179
  store i32 %175, i32 addrspace(1)* %180, align 4
  %181 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %182 = load i32, i32* %9, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, i32 addrspace(1)* %181, i64 %183
  %185 = load i32, i32 addrspace(1)* %184, align 4
  store i32 %185, i32* %19, align 4
  %186 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %187 = load i32, i32* %9, align 4
  %188 = add nsw i32 %187, 3
  %189 = and i32 %188, 7
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i32, i32 addrspace(1)* %186, i64 %190
  %192 = load i32, i32 addrspace(1)* %191, align 4
  store i32 %192, i32* %20, align 4
  %193 = load i32, i32* %19, align 4
  %194 = call i32 @_Z8popcountj(i32 noundef %193) #4
  %195 = load i32, i32* %19, align 4
  %196 = call i32 @_Z3clzj(i32 noundef %195) #4
  %197 = mul i32 %196, 100
  %198 = add i32 %194, %197
  %199 = load i32, i32* %19, align 4
  %200 = call i32 @_Z3ctzj(i32 noundef %199) #4
  %201 = mul i32 %200, 10000
  %202 = add i32 %198, %201
  %203 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %204 = load i32, i32* %12, align 4
  %205 = add nsw i32 %204, 7
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, i32 addrspace(1)* %203, i64 %206
  store i32 %202, i32 addrspace(1)* %207, align 4
  %208 = load i32, i32* %19, align 4
  %209 = load i32, i32* %9, align 4
  %210 = mul i32 %209, 5
  %211 = call i32 @_Z6rotatejj(i32 noundef %208, i32 noundef %210) #4
  %212 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %213 = load i32, i32* %12, align 4
  %214 = add nsw i32 %213, 8
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i32, i32 addrspace(1)* %212, i64 %215
  store i32 %211, i32 addrspace(1)* %216, align 4
  %217 = load i32, i32* %19, align 4
  %218 = load i32, i32* %20, align 4
  %219 = call i32 @_Z4haddjj(i32 noundef %217, i32 noundef %218) #4
  %220 = load i32, i32* %19, align 4
  %221 = load i32, i32* %20, align 4
  %222 = call i32 @_Z5rhaddjj(i32 noundef %220, i32 noundef %221) #4
  %223 = xor i32 %219, %222
  %224 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %225 = load i32, i32* %12, align 4
  %226 = add nsw i32 %225, 9
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds i32, i32 addrspace(1)* %224, i64 %227
  store i32 %223, i32 addrspace(1)* %228, align 4
  %229 = load i32, i32* %19, align 4
  %230 = load i32, i32* %20, align 4
  %231 = call i32 @_Z8abs_diffjj(i32 noundef %229, i32 noundef %230) #4
  %232 = load i32, i32* %19, align 4
  %233 = load i32, i32* %20, align 4
  %234 = call i32 @_Z6mul_hijj(i32 noundef %232, i32 noundef %233) #4
  %235 = add i32 %231, %234
  %236 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %237 = load i32, i32* %12, align 4
  %238 = add nsw i32 %237, 10
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, i32 addrspace(1)* %236, i64 %239
  store i32 %235, i32 addrspace(1)* %240, align 4
  %241 = load i32, i32* %19, align 4
  %242 = load i32, i32* %20, align 4
  %243 = call i32 @_Z7add_satjj(i32 noundef %241, i32 noundef %242) #4
  %244 = load i32, i32* %20, align 4
  %245 = load i32, i32* %19, align 4
  %246 = call i32 @_Z7sub_satjj(i32 noundef %244, i32 noundef %245) #4
  %247 = sub i32 %243, %246
  %248 = load <4 x float>, <4 x float>* %10, align 16
  %249 = load i32, i32* %9, align 4
  %250 = and i32 %249, 3
  %251 = extractelement <4 x float> %248, i32 %250
  %252 = fptosi float %251 to i32
  %253 = add i32 %247, %252
  %254 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %255 = load i32, i32* %12, align 4
  %256 = add nsw i32 %255, 11
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds i32, i32 addrspace(1)* %254, i64 %257
  store i32 %253, i32 addrspace(1)* %258, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, float* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6lengthDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef, i64 noundef, float* noundef) #3

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) #3

; Function Attrs: convergent
declare dso_local float @_Z5fractfPf(float noundef, float* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4signf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4stepff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6selectffi(float noundef, float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z9bitselectfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z3anyDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z3allDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z8popcountj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z3clzj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z3ctzj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z6rotatejj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z4haddjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z5rhaddjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z8abs_diffjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z6mul_hijj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7add_satjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7sub_satjj(i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind readonly willreturn }
attributes #6 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*)* @geometry, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"uint*", !"float*"}
!8 = !{!"const", !"", !"const", !""}
!9 = !{!"p", !"out", !"u", !"f"}
!10 = !{float 2.500000e+00}
