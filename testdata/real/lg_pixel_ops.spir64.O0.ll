; simtc:launch grid=1 block=16 warp=8 src=float32[64]:iota dst=uint8[64] flags=int32[64] out=float32[64] ints=int32[48]
; simtc:expect dst=[43,254,4,0,0,71,243,19,51,31,105,255,255,82,36,143,175,244,128,54,83,218,243,182,226,101,247,254,255,244,129,240,255,243,252,181,235,243,244,253,240,243,252,249,240,243,244,242,240,243,252,250,240,243,244,255,240,243,252,243,240,243,244,245]
; simtc:expect flags=[-26,-24,-9,-26,-25,-24,-9,-26,-25,-20,-8,-26,-25,-24,-8,-27,-25,-24,-8,-27,-24,-24,-8,-25,-24,-24,-8,-25,-24,-20,-8,-25,-8,-24,-24,-25,-8,-24,-8,-25,-8,-25,-8,-24,-8,-25,-8,-24,-8,-20,-8,-8,-8,-25,-8,-8,-8,-25,-8,-8,-8,-27,-8,-8]
; simtc:expect out=[1.25,1.2308198,0.23081985,0.14583334,1.0167369,1.2790425,0.5290424,0.016736863,0.32954025,0.31329304,1.2468221,1.3263624,0.63172853,0.33339792,0.4883536,1.3615448,1.3650948,0.87239313,0.4620799,0.4758102,0.8478947,1.4323409,1.051014,0.5155307,0.66422445,1.0839121,1.2438705,1.1461082,1.3237252,0.63691765,1.251215,1.408041,1.2409692,1.2248517,0.67707455,1.4743656,1.2152588,0.9984619,0.9652022,0.8328092,0.98861593,1.2619355,1.2425629,1.0672722,1.3584857,1.5739055,1.9405355,0.82152855,1.2055078,1.928055,1.8683311,1.7062941,2.1742406,1.2750742,2.0878499,2.056065,2.265628,2.3113642,0.90379953,2.159181,0.97476465,2.875,1.2528076,0.047281902]
; simtc:expect ints=[-187986201,-143329897,29830798,-355199929,-114032944,117525658,-280320978,-61308501,111960600,695653355,14774340,99414155,1002066678,114386288,48203605,659513304,237435748,47471419,412105376,383922687,13213672,647416880,553837116,58388151,940038688,747209111,66283704,94816960,964008484,3055403,23724992,1204245487,1920853,115795456,1467919867,5933007,1702387200,1755020815,51361287,1438699232,2065581331,52840294,2083293439,-2147475939,-2091883447,1888882784,-2147473366,66687539]
; ModuleID = 'lg_pixel_ops.cl'
source_filename = "lg_pixel_ops.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.tone_t = type { <4 x float>, <4 x float> }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func <4 x float> @tone(<4 x float> noundef %0, %struct.tone_t* noundef byval(%struct.tone_t) align 16 %1) #0 {
  %3 = alloca <4 x float>, align 16
  store <4 x float> %0, <4 x float>* %3, align 16
  %4 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i32 0, i32 0
  %5 = load <4 x float>, <4 x float>* %4, align 16
  %6 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i32 0, i32 1
  %7 = load <4 x float>, <4 x float>* %6, align 16
  %8 = load <4 x float>, <4 x float>* %3, align 16
  %9 = call spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef %5, <4 x float> noundef %7, <4 x float> noundef %8) #4
  %10 = load <4 x float>, <4 x float>* %3, align 16
  %11 = call spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 7.500000e-01, <4 x float> noundef %10) #4
  %12 = fmul <4 x float> %11, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %13 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %12)
  ret <4 x float> %13
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef, float noundef, <4 x float> noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_pixel_ops(<4 x float> addrspace(1)* noundef %0, <4 x i8> addrspace(1)* noundef %1, <4 x i32> addrspace(1)* noundef %2, <4 x float> addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4) #3 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca <4 x float> addrspace(1)*, align 8
  %7 = alloca <4 x i8> addrspace(1)*, align 8
  %8 = alloca <4 x i32> addrspace(1)*, align 8
  %9 = alloca <4 x float> addrspace(1)*, align 8
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca %struct.tone_t, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca float, align 4
  %17 = alloca <4 x float>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca <4 x i32>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca <4 x float>, align 16
  %31 = alloca <4 x i8>, align 4
  %32 = alloca <4 x i8>, align 4
  %33 = alloca <4 x i32>, align 16
  %34 = alloca <4 x i16>, align 8
  %35 = alloca <4 x float>, align 16
  store <4 x float> addrspace(1)* %0, <4 x float> addrspace(1)** %6, align 8
  store <4 x i8> addrspace(1)* %1, <4 x i8> addrspace(1)** %7, align 8
  store <4 x i32> addrspace(1)* %2, <4 x i32> addrspace(1)** %8, align 8
  store <4 x float> addrspace(1)* %3, <4 x float> addrspace(1)** %9, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %10, align 8
  %36 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %37 = trunc i64 %36 to i32
  store i32 %37, i32* %11, align 4
  %38 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %6, align 8
  %39 = load i32, i32* %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %38, i64 %40
  %42 = load <4 x float>, <4 x float> addrspace(1)* %41, align 16
  %43 = fmul <4 x float> %42, <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>
  store <4 x float> %43, <4 x float>* %12, align 16
  %44 = load <4 x float>, <4 x float>* %12, align 16
  store <4 x float> %44, <4 x float>* %13, align 16
  %45 = load <4 x float>, <4 x float>* %12, align 16
  %46 = extractelement <4 x float> %45, i64 1
  %47 = fsub float 1.000000e+00, %46
  %48 = load <4 x float>, <4 x float>* %13, align 16
  %49 = insertelement <4 x float> %48, float %47, i64 1
  store <4 x float> %49, <4 x float>* %13, align 16
  %50 = load <4 x float>, <4 x float>* %12, align 16
  %51 = extractelement <4 x float> %50, i64 2
  %52 = call float @llvm.fmuladd.f32(float %51, float 5.000000e-01, float 2.500000e-01)
  %53 = load <4 x float>, <4 x float>* %13, align 16
  %54 = insertelement <4 x float> %53, float %52, i64 2
  store <4 x float> %54, <4 x float>* %13, align 16
  %55 = load <4 x float>, <4 x float>* %12, align 16
  %56 = extractelement <4 x float> %55, i64 3
  %57 = load <4 x float>, <4 x float>* %12, align 16
  %58 = extractelement <4 x float> %57, i64 3
  %59 = call float @llvm.fmuladd.f32(float %56, float %58, float 0xBFA99999A0000000)
  %60 = load <4 x float>, <4 x float>* %13, align 16
  %61 = insertelement <4 x float> %60, float %59, i64 3
  store <4 x float> %61, <4 x float>* %13, align 16
  %62 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %14, i32 0, i32 0
  store <4 x float> zeroinitializer, <4 x float>* %62, align 16
  %63 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %14, i32 0, i32 1
  store <4 x float> <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>, <4 x float>* %63, align 16
  %64 = load <4 x float>, <4 x float>* %13, align 16
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %66 = fmul <2 x float> %65, <float 2.500000e-01, float 2.500000e-01>
  %67 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %14, i32 0, i32 0
  %68 = load <4 x float>, <4 x float>* %67, align 16
  %69 = shufflevector <2 x float> %66, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %70 = shufflevector <4 x float> %68, <4 x float> %69, <4 x i32> <i32 0, i32 4, i32 2, i32 5>
  store <4 x float> %70, <4 x float>* %67, align 16
  %71 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %14, i32 0, i32 1
  %72 = load <4 x float>, <4 x float>* %71, align 16
  %73 = insertelement <4 x float> %72, float 1.000000e+00, i64 2
  store <4 x float> %73, <4 x float>* %71, align 16
  %74 = load <4 x float>, <4 x float>* %13, align 16
  %75 = call spir_func <4 x float> @tone(<4 x float> noundef %74, %struct.tone_t* noundef byval(%struct.tone_t) align 16 %14) #5
  store <4 x float> %75, <4 x float>* %15, align 16
  %76 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %6, align 8
  %77 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %76, i64 0
  %78 = load <4 x float>, <4 x float> addrspace(1)* %77, align 16
  %79 = extractelement <4 x float> %78, i64 0
  store float %79, float* %16, align 4
  %80 = load <4 x float>, <4 x float>* %13, align 16
  store <4 x float> %80, <4 x float>* %17, align 16
  %81 = load i32, i32* %11, align 4
  %82 = srem i32 %81, 5
  %83 = icmp eq i32 %82, 2
  br i1 %83, label %84, label %90

84:                                               ; preds = %5
  %85 = load float, float* %16, align 4
  %86 = load float, float* %16, align 4
  %87 = fdiv float %85, %86, !fpmath !10
  %88 = load <4 x float>, <4 x float>* %17, align 16
  %89 = insertelement <4 x float> %88, float %87, i64 1
  store <4 x float> %89, <4 x float>* %17, align 16
  br label %90

90:                                               ; preds = %84, %5
  %91 = load <4 x float>, <4 x float>* %17, align 16
  %92 = load <4 x float>, <4 x float>* %15, align 16
  %93 = call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %91, <4 x float> noundef %92) #4
  store <4 x i32> %93, <4 x i32>* %18, align 16
  %94 = load <4 x float>, <4 x float>* %17, align 16
  %95 = call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef %94, <4 x float> noundef <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>) #4
  store <4 x i32> %95, <4 x i32>* %19, align 16
  %96 = load <4 x float>, <4 x float>* %17, align 16
  %97 = load <4 x float>, <4 x float>* %15, align 16
  %98 = call spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef %96, <4 x float> noundef %97) #4
  %99 = load <4 x float>, <4 x float>* %17, align 16
  %100 = load <4 x float>, <4 x float>* %17, align 16
  %101 = call spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef %99, <4 x float> noundef %100) #4
  %102 = or <4 x i32> %98, %101
  store <4 x i32> %102, <4 x i32>* %20, align 16
  %103 = load <4 x float>, <4 x float>* %17, align 16
  %104 = call spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef %103, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %105 = load <4 x float>, <4 x float>* %15, align 16
  %106 = call spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef %105, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #4
  %107 = and <4 x i32> %104, %106
  %108 = load <4 x float>, <4 x float>* %15, align 16
  %109 = call spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef %108, <4 x float> noundef zeroinitializer) #4
  %110 = and <4 x i32> %107, %109
  store <4 x i32> %110, <4 x i32>* %21, align 16
  %111 = load <4 x float>, <4 x float>* %12, align 16
  %112 = shufflevector <4 x float> %111, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x float> %112, <4 x float>* %22, align 16
  %113 = load <4 x float>, <4 x float>* %13, align 16
  %114 = call spir_func <4 x float> @_Z4stepfDv4_f(float noundef 5.000000e-01, <4 x float> noundef %113) #4
  %115 = load <4 x float>, <4 x float>* %22, align 16
  %116 = load <4 x float>, <4 x float>* %13, align 16
  %117 = call spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef %115, <4 x float> noundef %116) #4
  %118 = call spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef %114, <4 x float> noundef %117) #4
  store <4 x i32> %118, <4 x i32>* %23, align 16
  %119 = load <4 x i32>, <4 x i32>* %18, align 16
  %120 = load <4 x i32>, <4 x i32>* %19, align 16
  %121 = mul <4 x i32> <i32 2, i32 2, i32 2, i32 2>, %120
  %122 = add <4 x i32> %119, %121
  %123 = load <4 x i32>, <4 x i32>* %20, align 16
  %124 = mul <4 x i32> <i32 4, i32 4, i32 4, i32 4>, %123
  %125 = add <4 x i32> %122, %124
  %126 = load <4 x i32>, <4 x i32>* %21, align 16
  %127 = mul <4 x i32> <i32 8, i32 8, i32 8, i32 8>, %126
  %128 = add <4 x i32> %125, %127
  %129 = load <4 x i32>, <4 x i32>* %23, align 16
  %130 = mul <4 x i32> <i32 16, i32 16, i32 16, i32 16>, %129
  %131 = add <4 x i32> %128, %130
  %132 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %8, align 8
  %133 = load i32, i32* %11, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %132, i64 %134
  store <4 x i32> %131, <4 x i32> addrspace(1)* %135, align 16
  %136 = load <4 x float>, <4 x float>* %15, align 16
  %137 = load <4 x float>, <4 x float>* %15, align 16
  %138 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %137, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>)
  %139 = load <4 x i32>, <4 x i32>* %19, align 16
  %140 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %136, <4 x float> noundef %138, <4 x i32> noundef %139) #4
  store <4 x float> %140, <4 x float>* %24, align 16
  store <4 x i32> <i32 8388607, i32 8388607, i32 8388607, i32 8388607>, <4 x i32>* %25, align 16
  %141 = load <4 x i32>, <4 x i32>* %25, align 16
  %142 = insertelement <4 x i32> %141, i32 0, i64 1
  store <4 x i32> %142, <4 x i32>* %25, align 16
  %143 = load <4 x i32>, <4 x i32>* %25, align 16
  %144 = insertelement <4 x i32> %143, i32 -1, i64 2
  store <4 x i32> %144, <4 x i32>* %25, align 16
  %145 = load <4 x i32>, <4 x i32>* %25, align 16
  %146 = insertelement <4 x i32> %145, i32 2139095040, i64 3
  store <4 x i32> %146, <4 x i32>* %25, align 16
  %147 = load <4 x float>, <4 x float>* %24, align 16
  %148 = bitcast <4 x float> %147 to <4 x i32>
  %149 = load <4 x float>, <4 x float>* %13, align 16
  %150 = bitcast <4 x float> %149 to <4 x i32>
  %151 = load <4 x i32>, <4 x i32>* %25, align 16
  %152 = call spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef %148, <4 x i32> noundef %150, <4 x i32> noundef %151) #4
  store <4 x i32> %152, <4 x i32>* %26, align 16
  %153 = load <4 x float>, <4 x float>* %24, align 16
  %154 = load <4 x i32>, <4 x i32>* %26, align 16
  %155 = bitcast <4 x i32> %154 to <4 x float>
  %156 = load <4 x float>, <4 x float>* %13, align 16
  %157 = call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %156, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %158 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %153, <4 x float> noundef %155, <4 x i32> noundef %157) #4
  store <4 x float> %158, <4 x float>* %27, align 16
  %159 = load i32, i32* %11, align 4
  %160 = insertelement <4 x i32> poison, i32 %159, i32 0
  %161 = shufflevector <4 x i32> %160, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %161, <4 x i32>* %28, align 16
  %162 = load <4 x i32>, <4 x i32>* %28, align 16
  %163 = extractelement <4 x i32> %162, i64 1
  %164 = add i32 %163, 1
  %165 = load <4 x i32>, <4 x i32>* %28, align 16
  %166 = insertelement <4 x i32> %165, i32 %164, i64 1
  store <4 x i32> %166, <4 x i32>* %28, align 16
  %167 = load <4 x i32>, <4 x i32>* %28, align 16
  %168 = extractelement <4 x i32> %167, i64 2
  %169 = add i32 %168, 2
  %170 = load <4 x i32>, <4 x i32>* %28, align 16
  %171 = insertelement <4 x i32> %170, i32 %169, i64 2
  store <4 x i32> %171, <4 x i32>* %28, align 16
  %172 = load <4 x i32>, <4 x i32>* %28, align 16
  %173 = extractelement <4 x i32> %172, i64 3
  %174 = add i32 %173, 7
  %175 = load <4 x i32>, <4 x i32>* %28, align 16
  %176 = insertelement <4 x i32> %175, i32 %174, i64 3
  store <4 x i32> %176, <4 x i32>* %28, align 16
  %177 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %6, align 8
  %178 = load i32, i32* %11, align 4
  %179 = add nsw i32 %178, 1
  %180 = srem i32 %179, 16
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %177, i64 %181
  %183 = load <4 x float>, <4 x float> addrspace(1)* %182, align 16
  %184 = fmul <4 x float> %183, <float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000>
  store <4 x float> %184, <4 x float>* %29, align 16
  %185 = load <4 x float>, <4 x float>* %27, align 16
  %186 = load <4 x float>, <4 x float>* %29, align 16
  %187 = load <4 x i32>, <4 x i32>* %28, align 16
  %188 = call spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef %185, <4 x float> noundef %186, <4 x i32> noundef %187) #4
  %189 = load <4 x float>, <4 x float>* %15, align 16
  %190 = load <4 x i32>, <4 x i32>* %28, align 16
  %191 = shufflevector <4 x i32> %190, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %192 = mul <4 x i32> %191, <i32 3, i32 3, i32 3, i32 3>
  %193 = call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef %189, <4 x i32> noundef %192) #4
  %194 = fadd <4 x float> %188, %193
  %195 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %9, align 8
  %196 = load i32, i32* %11, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %195, i64 %197
  store <4 x float> %194, <4 x float> addrspace(1)* %198, align 16
  %199 = load <4 x float>, <4 x float>* %22, align 16
  %200 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %199, <4 x float> <float 3.200000e+02, float 3.200000e+02, float 3.200000e+02, float 3.200000e+02>, <4 x float> <float -2.000000e+01, float -2.000000e+01, float -2.000000e+01, float -2.000000e+01>)
  store <4 x float> %200, <4 x float>* %30, align 16
  %201 = load <4 x float>, <4 x float>* %15, align 16
  %202 = load <4 x float>, <4 x float>* %30, align 16
  %203 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %201, <4 x float> <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>, <4 x float> %202)
  %204 = call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %203) #4
  store <4 x i8> %204, <4 x i8>* %31, align 4
  %205 = load <4 x float>, <4 x float>* %13, align 16
  %206 = fmul <4 x float> %205, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %207 = call spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef %206) #4
  store <4 x i8> %207, <4 x i8>* %32, align 4
  %208 = load <4 x i8>, <4 x i8>* %31, align 4
  %209 = load <4 x i32>, <4 x i32>* %28, align 16
  %210 = shufflevector <4 x i32> %209, <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %211 = call spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef %210) #4
  %212 = call spir_func <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef %208, <4 x i8> noundef %211) #4
  %213 = load <4 x i8>, <4 x i8>* %32, align 4
  %214 = and <4 x i8> %213, <i8 15, i8 15, i8 15, i8 15>
  %215 = xor <4 x i8> %212, %214
  %216 = load <4 x i8> addrspace(1)*, <4 x i8> addrspace(1)** %7, align 8
  %217 = load i32, i32* %11, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %216, i64 %218
  store <4 x i8> %215, <4 x i8> addrspace(1)* %219, align 4
  %220 = load <4 x float>, <4 x float>* %13, align 16
  %221 = fmul <4 x float> %220, <float 1.700000e+08, float 1.700000e+08, float 1.700000e+08, float 1.700000e+08>
  %222 = load i32, i32* %11, align 4
  %223 = add nsw i32 %222, 1
  %224 = sitofp i32 %223 to float
  %225 = insertelement <4 x float> poison, float %224, i32 0
  %226 = shufflevector <4 x float> %225, <4 x float> poison, <4 x i32> zeroinitializer
  %227 = fmul <4 x float> %221, %226
  %228 = call spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef %227) #4
  store <4 x i32> %228, <4 x i32>* %33, align 16
  %229 = load <4 x i32>, <4 x i32>* %33, align 16
  %230 = ashr <4 x i32> %229, <i32 4, i32 4, i32 4, i32 4>
  %231 = call spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef %230) #4
  store <4 x i16> %231, <4 x i16>* %34, align 8
  %232 = load <4 x i32>, <4 x i32>* %33, align 16
  %233 = add <4 x i32> %232, <i32 16777217, i32 16777217, i32 16777217, i32 16777217>
  %234 = call spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef %233) #4
  %235 = load <4 x i16>, <4 x i16>* %34, align 8
  %236 = call spir_func <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef %235) #4
  %237 = fsub <4 x float> %234, %236
  store <4 x float> %237, <4 x float>* %35, align 16
  %238 = load <4 x i32>, <4 x i32>* %33, align 16
  %239 = extractelement <4 x i32> %238, i64 0
  %240 = load <4 x i32>, <4 x i32>* %33, align 16
  %241 = extractelement <4 x i32> %240, i64 1
  %242 = xor i32 %239, %241
  %243 = load <4 x i32>, <4 x i32>* %33, align 16
  %244 = extractelement <4 x i32> %243, i64 2
  %245 = xor i32 %242, %244
  %246 = load <4 x i32>, <4 x i32>* %33, align 16
  %247 = extractelement <4 x i32> %246, i64 3
  %248 = xor i32 %245, %247
  %249 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %250 = load i32, i32* %11, align 4
  %251 = mul nsw i32 3, %250
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds i32, i32 addrspace(1)* %249, i64 %252
  store i32 %248, i32 addrspace(1)* %253, align 4
  %254 = load <4 x float>, <4 x float>* %13, align 16
  %255 = extractelement <4 x float> %254, i64 3
  %256 = fmul float %255, 3.000000e+09
  %257 = call spir_func i32 @_Z15convert_int_satf(float noundef %256) #4
  %258 = load <4 x float>, <4 x float>* %13, align 16
  %259 = extractelement <4 x float> %258, i64 0
  %260 = fmul float %259, 1.000500e+03
  %261 = call spir_func i32 @_Z19convert_int_sat_rtef(float noundef %260) #4
  %262 = add nsw i32 %257, %261
  %263 = load <4 x float>, <4 x float>* %13, align 16
  %264 = extractelement <4 x float> %263, i64 2
  %265 = fmul float %264, 3.000000e+02
  %266 = call spir_func zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef %265) #4
  %267 = zext i8 %266 to i32
  %268 = add nsw i32 %262, %267
  %269 = load <4 x float>, <4 x float>* %13, align 16
  %270 = extractelement <4 x float> %269, i64 1
  %271 = fmul float %270, -4.000000e+04
  %272 = call spir_func signext i16 @_Z21convert_short_sat_rtpf(float noundef %271) #4
  %273 = sext i16 %272 to i32
  %274 = add nsw i32 %268, %273
  %275 = load <4 x i32>, <4 x i32>* %18, align 16
  %276 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %275) #4
  %277 = mul nsw i32 %276, 1000
  %278 = add nsw i32 %274, %277
  %279 = load <4 x i32>, <4 x i32>* %21, align 16
  %280 = call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %279) #4
  %281 = mul nsw i32 %280, 10000
  %282 = add nsw i32 %278, %281
  %283 = load <4 x float>, <4 x float>* %13, align 16
  %284 = call spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef %283) #4
  %285 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %284) #4
  %286 = mul nsw i32 %285, 100000
  %287 = add nsw i32 %282, %286
  %288 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %289 = load i32, i32* %11, align 4
  %290 = mul nsw i32 3, %289
  %291 = add nsw i32 %290, 1
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i32, i32 addrspace(1)* %288, i64 %292
  store i32 %287, i32 addrspace(1)* %293, align 4
  %294 = load <4 x float>, <4 x float>* %35, align 16
  %295 = extractelement <4 x float> %294, i64 0
  %296 = bitcast float %295 to i32
  %297 = load <4 x float>, <4 x float>* %35, align 16
  %298 = extractelement <4 x float> %297, i64 1
  %299 = bitcast float %298 to i32
  %300 = xor i32 %296, %299
  %301 = load <4 x float>, <4 x float>* %35, align 16
  %302 = extractelement <4 x float> %301, i64 2
  %303 = bitcast float %302 to i32
  %304 = xor i32 %300, %303
  %305 = load <4 x float>, <4 x float>* %35, align 16
  %306 = extractelement <4 x float> %305, i64 3
  %307 = bitcast float %306 to i32
  %308 = xor i32 %304, %307
  %309 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %310 = load i32, i32* %11, align 4
  %311 = mul nsw i32 3, %310
  %312 = add nsw i32 %311, 2
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds i32, i32 addrspace(1)* %309, i64 %313
  store i32 %308, i32 addrspace(1)* %314, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4stepfDv4_f(float noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef, <4 x i8> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15convert_int_satf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z19convert_int_sat_rtef(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func signext i16 @_Z21convert_short_sat_rtpf(float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float4*", !"uchar4*", !"int4*", !"float4*", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!8 = !{!"const", !"", !"", !"", !""}
!9 = !{!"src", !"dst", !"flags", !"out", !"ints"}
!10 = !{float 2.500000e+00}
