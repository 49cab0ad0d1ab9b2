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

; Function Attrs: convergent mustprogress nofree norecurse nounwind readonly willreturn
define dso_local spir_func <4 x float> @tone(<4 x float> noundef %0, %struct.tone_t* nocapture noundef readonly byval(%struct.tone_t) align 16 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i64 0, i32 0
  %4 = load <4 x float>, <4 x float>* %3, align 16, !tbaa !4
  %5 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i64 0, i32 1
  %6 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !4
  %7 = tail call spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef %4, <4 x float> noundef %6, <4 x float> noundef %0) #4
  %8 = tail call spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 7.500000e-01, <4 x float> noundef %0) #4
  %9 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %9)
  ret <4 x float> %10
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef, float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @lg_pixel_ops(<4 x float> addrspace(1)* nocapture noundef readonly %0, <4 x i8> addrspace(1)* nocapture noundef writeonly %1, <4 x i32> addrspace(1)* nocapture noundef writeonly %2, <4 x float> addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #3 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %8
  %10 = load <4 x float>, <4 x float> addrspace(1)* %9, align 16, !tbaa !4
  %11 = fmul <4 x float> %10, <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>
  %12 = extractelement <4 x float> %11, i64 1
  %13 = fsub float 1.000000e+00, %12
  %14 = insertelement <4 x float> %11, float %13, i64 1
  %15 = extractelement <4 x float> %11, i64 2
  %16 = tail call float @llvm.fmuladd.f32(float %15, float 5.000000e-01, float 2.500000e-01)
  %17 = insertelement <4 x float> %14, float %16, i64 2
  %18 = extractelement <4 x float> %11, i64 3
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %18, float 0xBFA99999A0000000)
  %20 = insertelement <4 x float> %17, float %19, i64 3
  %21 = shufflevector <4 x float> %17, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %22 = fmul <2 x float> %21, <float 2.500000e-01, float 2.500000e-01>
  %23 = shufflevector <2 x float> %22, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %24 = shufflevector <4 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison>, <4 x float> %23, <4 x i32> <i32 0, i32 4, i32 2, i32 5>
  %25 = tail call spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef %24, <4 x float> noundef <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 1.000000e+00, float 0x3FECCCCCC0000000>, <4 x float> noundef %20) #4
  %26 = tail call spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 7.500000e-01, <4 x float> noundef %20) #4
  %27 = fmul <4 x float> %26, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %28 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %27) #5
  %29 = srem i32 %7, 5
  %30 = icmp eq i32 %29, 2
  br i1 %30, label %31, label %36

31:                                               ; preds = %5
  %32 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 0, i64 0
  %33 = load float, float addrspace(1)* %32, align 16
  %34 = fdiv float %33, %33, !fpmath !13
  %35 = insertelement <4 x float> %20, float %34, i64 1
  br label %36

36:                                               ; preds = %31, %5
  %37 = phi <4 x float> [ %35, %31 ], [ %20, %5 ]
  %38 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %37, <4 x float> noundef %28) #4
  %39 = tail call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef %37, <4 x float> noundef <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>) #4
  %40 = tail call spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef %37, <4 x float> noundef %28) #4
  %41 = tail call spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef %37, <4 x float> noundef %37) #4
  %42 = or <4 x i32> %41, %40
  %43 = tail call spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef %37, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %44 = tail call spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef %28, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #4
  %45 = and <4 x i32> %44, %43
  %46 = tail call spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef %28, <4 x float> noundef zeroinitializer) #4
  %47 = and <4 x i32> %45, %46
  %48 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %49 = tail call spir_func <4 x float> @_Z4stepfDv4_f(float noundef 5.000000e-01, <4 x float> noundef %20) #4
  %50 = tail call spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef %48, <4 x float> noundef %20) #4
  %51 = tail call spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef %49, <4 x float> noundef %50) #4
  %52 = shl <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %53 = add <4 x i32> %52, %38
  %54 = shl <4 x i32> %42, <i32 2, i32 2, i32 2, i32 2>
  %55 = add <4 x i32> %53, %54
  %56 = shl <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>
  %57 = add <4 x i32> %55, %56
  %58 = shl <4 x i32> %51, <i32 4, i32 4, i32 4, i32 4>
  %59 = add <4 x i32> %57, %58
  %60 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %2, i64 %8
  store <4 x i32> %59, <4 x i32> addrspace(1)* %60, align 16, !tbaa !4
  %61 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>)
  %62 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %28, <4 x float> noundef %61, <4 x i32> noundef %39) #4
  %63 = bitcast <4 x float> %62 to <4 x i32>
  %64 = bitcast <4 x float> %20 to <4 x i32>
  %65 = tail call spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef %63, <4 x i32> noundef %64, <4 x i32> noundef <i32 8388607, i32 0, i32 -1, i32 2139095040>) #4
  %66 = bitcast <4 x i32> %65 to <4 x float>
  %67 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %20, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %68 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %62, <4 x float> noundef %66, <4 x i32> noundef %67) #4
  %69 = insertelement <4 x i32> poison, i32 %7, i64 0
  %70 = add i32 %7, 1
  %71 = insertelement <4 x i32> %69, i32 %70, i64 1
  %72 = add i32 %7, 2
  %73 = insertelement <4 x i32> %71, i32 %72, i64 2
  %74 = add i32 %7, 7
  %75 = insertelement <4 x i32> %73, i32 %74, i64 3
  %76 = srem i32 %70, 16
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %77
  %79 = load <4 x float>, <4 x float> addrspace(1)* %78, align 16, !tbaa !4
  %80 = fmul <4 x float> %79, <float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000>
  %81 = tail call spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef %68, <4 x float> noundef %80, <4 x i32> noundef %75) #4
  %82 = mul <4 x i32> %75, <i32 3, i32 3, i32 3, i32 3>
  %83 = shufflevector <4 x i32> %82, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %84 = tail call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef %28, <4 x i32> noundef %83) #4
  %85 = fadd <4 x float> %81, %84
  %86 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %3, i64 %8
  store <4 x float> %85, <4 x float> addrspace(1)* %86, align 16, !tbaa !4
  %87 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %48, <4 x float> <float 3.200000e+02, float 3.200000e+02, float 3.200000e+02, float 3.200000e+02>, <4 x float> <float -2.000000e+01, float -2.000000e+01, float -2.000000e+01, float -2.000000e+01>)
  %88 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>, <4 x float> %87)
  %89 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %88) #4
  %90 = fmul <4 x float> %20, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %91 = tail call spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef %90) #4
  %92 = shufflevector <4 x i32> %75, <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %93 = tail call spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef %92) #4
  %94 = tail call spir_func <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef %89, <4 x i8> noundef %93) #4
  %95 = and <4 x i8> %91, <i8 15, i8 15, i8 15, i8 15>
  %96 = xor <4 x i8> %94, %95
  %97 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %1, i64 %8
  store <4 x i8> %96, <4 x i8> addrspace(1)* %97, align 4, !tbaa !4
  %98 = fmul <4 x float> %20, <float 1.700000e+08, float 1.700000e+08, float 1.700000e+08, float 1.700000e+08>
  %99 = sitofp i32 %70 to float
  %100 = insertelement <4 x float> poison, float %99, i64 0
  %101 = shufflevector <4 x float> %100, <4 x float> poison, <4 x i32> zeroinitializer
  %102 = fmul <4 x float> %101, %98
  %103 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef %102) #4
  %104 = ashr <4 x i32> %103, <i32 4, i32 4, i32 4, i32 4>
  %105 = tail call spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef %104) #4
  %106 = add <4 x i32> %103, <i32 16777217, i32 16777217, i32 16777217, i32 16777217>
  %107 = tail call spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef %106) #4
  %108 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef %105) #4
  %109 = fsub <4 x float> %107, %108
  %110 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %111 = xor <4 x i32> %103, %110
  %112 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %113 = xor <4 x i32> %111, %112
  %114 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %115 = xor <4 x i32> %113, %114
  %116 = extractelement <4 x i32> %115, i64 0
  %117 = mul nsw i32 %7, 3
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %118
  store i32 %116, i32 addrspace(1)* %119, align 4, !tbaa !14
  %120 = fmul float %19, 3.000000e+09
  %121 = tail call spir_func i32 @_Z15convert_int_satf(float noundef %120) #4
  %122 = extractelement <4 x float> %11, i64 0
  %123 = fmul float %122, 1.000500e+03
  %124 = tail call spir_func i32 @_Z19convert_int_sat_rtef(float noundef %123) #4
  %125 = add nsw i32 %124, %121
  %126 = fmul float %16, 3.000000e+02
  %127 = tail call spir_func zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef %126) #4
  %128 = zext i8 %127 to i32
  %129 = add nsw i32 %125, %128
  %130 = fmul float %13, -4.000000e+04
  %131 = tail call spir_func signext i16 @_Z21convert_short_sat_rtpf(float noundef %130) #4
  %132 = sext i16 %131 to i32
  %133 = add nsw i32 %129, %132
  %134 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %38) #4
  %135 = mul nsw i32 %134, 1000
  %136 = add nsw i32 %133, %135
  %137 = tail call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %47) #4
  %138 = mul nsw i32 %137, 10000
  %139 = add nsw i32 %136, %138
  %140 = tail call spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef %20) #4
  %141 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %140) #4
  %142 = mul nsw i32 %141, 100000
  %143 = add nsw i32 %139, %142
  %144 = add nsw i32 %117, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %145
  store i32 %143, i32 addrspace(1)* %146, align 4, !tbaa !14
  %147 = bitcast <4 x float> %109 to <4 x i32>
  %148 = shufflevector <4 x i32> %147, <4 x i32> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %149 = xor <4 x i32> %148, %147
  %150 = shufflevector <4 x i32> %147, <4 x i32> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %151 = xor <4 x i32> %149, %150
  %152 = shufflevector <4 x i32> %147, <4 x i32> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %153 = xor <4 x i32> %151, %152
  %154 = extractelement <4 x i32> %153, i64 0
  %155 = add nsw i32 %117, 2
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %156
  store i32 %154, i32 addrspace(1)* %157, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4stepfDv4_f(float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef, <4 x i8> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15convert_int_satf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z19convert_int_sat_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func signext i16 @_Z21convert_short_sat_rtpf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!8 = !{!"none", !"none", !"none", !"none", !"none"}
!9 = !{!"float4*", !"uchar4*", !"int4*", !"float4*", !"int*"}
!10 = !{!"float __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!11 = !{!"const", !"", !"", !"", !""}
!12 = !{!"src", !"dst", !"flags", !"out", !"ints"}
!13 = !{float 2.500000e+00}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !5, i64 0}
