; simtc:launch grid=1 block=16 warp=8 src=float32[64]:iota dst=uint8[64] flags=int32[64] out=float32[64] ints=int32[48]
; simtc:expect dst=[43,254,4,0,0,71,243,19,51,31,105,255,255,82,36,143,175,244,128,54,83,218,243,182,226,101,247,254,255,244,129,240,255,243,252,181,235,243,244,253,240,243,252,249,240,243,244,242,240,243,252,250,240,243,244,255,240,243,252,243,240,243,244,245]
; simtc:expect flags=[-26,-24,-9,-26,-25,-24,-9,-26,-25,-20,-8,-26,-25,-24,-8,-27,-25,-24,-8,-27,-24,-24,-8,-25,-24,-24,-8,-25,-24,-20,-8,-25,-8,-24,-24,-25,-8,-24,-8,-25,-8,-25,-8,-24,-8,-25,-8,-24,-8,-20,-8,-8,-8,-25,-8,-8,-8,-25,-8,-8,-8,-27,-8,-8]
; simtc:expect out=[1.25,1.2308198,0.23081985,0.14583334,1.0167369,1.2790425,0.5290424,0.016736863,0.32954025,0.31329304,1.2468221,1.3263624,0.63172853,0.33339792,0.4883536,1.3615448,1.3650948,0.87239313,0.4620799,0.4758102,0.8478947,1.4323409,1.051014,0.5155307,0.66422445,1.0839121,1.2438705,1.1461082,1.3237252,0.63691765,1.251215,1.408041,1.2409692,1.2248517,0.67707455,1.4743656,1.2152588,0.9984619,0.9652022,0.8328092,0.98861593,1.2619355,1.2425629,1.0672722,1.3584857,1.5739055,1.9405355,0.82152855,1.2055078,1.928055,1.8683311,1.7062941,2.1742406,1.2750742,2.0878499,2.056065,2.265628,2.3113642,0.90379953,2.159181,0.97476465,2.875,1.2528076,0.047281902]
; simtc:expect ints=[-187986201,-143329897,29830798,-355199929,-114032944,117525658,-280320978,-61308501,111960600,695653355,14774340,99414155,1002066678,114386288,48203605,659513304,237435748,47471419,412105376,383922687,13213672,647416880,553837116,58388151,940038688,747209111,66283704,94816960,964008484,3055403,23724992,1204245487,1920853,115795456,1467919867,5933007,1702387200,1755020815,51361287,1438699232,2065581331,52840294,2083293439,-2147475939,-2091883447,1888882784,-2147473366,66687539]
; ModuleID = 'lg_pixel_ops.cl'
source_filename = "lg_pixel_ops.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.tone_t = type { <4 x float>, <4 x float> }

; Function Attrs: convergent mustprogress nofree norecurse nounwind readonly willreturn
define dso_local <4 x float> @tone(<4 x float> noundef %0, %struct.tone_t* nocapture noundef readonly byval(%struct.tone_t) align 16 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i64 0, i32 0
  %4 = load <4 x float>, <4 x float>* %3, align 16, !tbaa !5
  %5 = getelementptr inbounds %struct.tone_t, %struct.tone_t* %1, i64 0, i32 1
  %6 = load <4 x float>, <4 x float>* %5, align 16, !tbaa !5
  %7 = tail call <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef %4, <4 x float> noundef %6, <4 x float> noundef %0) #4
  %8 = tail call <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 7.500000e-01, <4 x float> noundef %0) #4
  %9 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %9)
  ret <4 x float> %10
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z10smoothstepffDv4_f(float noundef, float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @lg_pixel_ops(<4 x float> addrspace(1)* nocapture noundef readonly %0, <4 x i8> addrspace(1)* nocapture noundef writeonly %1, <4 x i32> addrspace(1)* nocapture noundef writeonly %2, <4 x float> addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %9
  %11 = load <4 x float>, <4 x float> addrspace(1)* %10, align 16, !tbaa !5
  %12 = fmul <4 x float> %11, <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>
  %13 = extractelement <4 x float> %12, i64 1
  %14 = fsub float 1.000000e+00, %13
  %15 = insertelement <4 x float> %12, float %14, i64 1
  %16 = extractelement <4 x float> %12, i64 2
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 5.000000e-01, float 2.500000e-01)
  %18 = insertelement <4 x float> %15, float %17, i64 2
  %19 = extractelement <4 x float> %12, i64 3
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %19, float 0xBFA99999A0000000)
  %21 = insertelement <4 x float> %18, float %20, i64 3
  %22 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %23 = fmul <2 x float> %22, <float 2.500000e-01, float 2.500000e-01>
  %24 = shufflevector <2 x float> %23, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %25 = shufflevector <4 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison>, <4 x float> %24, <4 x i32> <i32 0, i32 4, i32 2, i32 5>
  %26 = tail call <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> noundef %25, <4 x float> noundef <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 1.000000e+00, float 0x3FECCCCCC0000000>, <4 x float> noundef %21) #4
  %27 = tail call <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 7.500000e-01, <4 x float> noundef %21) #4
  %28 = fmul <4 x float> %27, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %29 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %26, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %28) #5
  %30 = srem i32 %7, 5
  %31 = icmp eq i32 %30, 2
  br i1 %31, label %32, label %37

32:                                               ; preds = %5
  %33 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 0, i64 0
  %34 = load float, float addrspace(1)* %33, align 16
  %35 = fdiv float %34, %34, !fpmath !14
  %36 = insertelement <4 x float> %21, float %35, i64 1
  br label %37

37:                                               ; preds = %32, %5
  %38 = phi <4 x float> [ %36, %32 ], [ %21, %5 ]
  %39 = tail call <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %38, <4 x float> noundef %29) #4
  %40 = tail call <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef %38, <4 x float> noundef <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>) #4
  %41 = tail call <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef %38, <4 x float> noundef %29) #4
  %42 = tail call <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef %38, <4 x float> noundef %38) #4
  %43 = or <4 x i32> %42, %41
  %44 = tail call <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef %38, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %45 = tail call <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef %29, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #4
  %46 = and <4 x i32> %45, %44
  %47 = tail call <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef %29, <4 x float> noundef zeroinitializer) #4
  %48 = and <4 x i32> %46, %47
  %49 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %50 = tail call <4 x float> @_Z4stepfDv4_f(float noundef 5.000000e-01, <4 x float> noundef %21) #4
  %51 = tail call <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef %49, <4 x float> noundef %21) #4
  %52 = tail call <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef %50, <4 x float> noundef %51) #4
  %53 = shl <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %54 = add <4 x i32> %53, %39
  %55 = shl <4 x i32> %43, <i32 2, i32 2, i32 2, i32 2>
  %56 = add <4 x i32> %54, %55
  %57 = shl <4 x i32> %48, <i32 3, i32 3, i32 3, i32 3>
  %58 = add <4 x i32> %56, %57
  %59 = shl <4 x i32> %52, <i32 4, i32 4, i32 4, i32 4>
  %60 = add <4 x i32> %58, %59
  %61 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %2, i64 %9
  store <4 x i32> %60, <4 x i32> addrspace(1)* %61, align 16, !tbaa !5
  %62 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %29, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>)
  %63 = tail call <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %29, <4 x float> noundef %62, <4 x i32> noundef %40) #4
  %64 = bitcast <4 x float> %63 to <4 x i32>
  %65 = bitcast <4 x float> %21 to <4 x i32>
  %66 = tail call <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef %64, <4 x i32> noundef %65, <4 x i32> noundef <i32 8388607, i32 0, i32 -1, i32 2139095040>) #4
  %67 = bitcast <4 x i32> %66 to <4 x float>
  %68 = tail call <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %21, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #4
  %69 = tail call <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %63, <4 x float> noundef %67, <4 x i32> noundef %68) #4
  %70 = insertelement <4 x i32> poison, i32 %7, i64 0
  %71 = add i32 %7, 1
  %72 = insertelement <4 x i32> %70, i32 %71, i64 1
  %73 = add i32 %7, 2
  %74 = insertelement <4 x i32> %72, i32 %73, i64 2
  %75 = add i32 %7, 7
  %76 = insertelement <4 x i32> %74, i32 %75, i64 3
  %77 = srem i32 %71, 16
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %78
  %80 = load <4 x float>, <4 x float> addrspace(1)* %79, align 16, !tbaa !5
  %81 = fmul <4 x float> %80, <float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000, float 0x3F95555560000000>
  %82 = tail call <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef %69, <4 x float> noundef %81, <4 x i32> noundef %76) #4
  %83 = mul <4 x i32> %76, <i32 3, i32 3, i32 3, i32 3>
  %84 = shufflevector <4 x i32> %83, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %85 = tail call <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef %29, <4 x i32> noundef %84) #4
  %86 = fadd <4 x float> %82, %85
  %87 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %3, i64 %9
  store <4 x float> %86, <4 x float> addrspace(1)* %87, align 16, !tbaa !5
  %88 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %49, <4 x float> <float 3.200000e+02, float 3.200000e+02, float 3.200000e+02, float 3.200000e+02>, <4 x float> <float -2.000000e+01, float -2.000000e+01, float -2.000000e+01, float -2.000000e+01>)
  %89 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %29, <4 x float> <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>, <4 x float> %88)
  %90 = tail call <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %89) #4
  %91 = fmul <4 x float> %21, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %92 = tail call <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef %91) #4
  %93 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %94 = tail call <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef %93) #4
  %95 = tail call <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef %90, <4 x i8> noundef %94) #4
  %96 = and <4 x i8> %92, <i8 15, i8 15, i8 15, i8 15>
  %97 = xor <4 x i8> %95, %96
  %98 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %1, i64 %9
  store <4 x i8> %97, <4 x i8> addrspace(1)* %98, align 4, !tbaa !5
  %99 = fmul <4 x float> %21, <float 1.700000e+08, float 1.700000e+08, float 1.700000e+08, float 1.700000e+08>
  %100 = sitofp i32 %71 to float
  %101 = insertelement <4 x float> poison, float %100, i64 0
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> zeroinitializer
  %103 = fmul <4 x float> %102, %99
  %104 = tail call <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef %103) #4
  %105 = ashr <4 x i32> %104, <i32 4, i32 4, i32 4, i32 4>
  %106 = tail call <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef %105) #4
  %107 = add <4 x i32> %104, <i32 16777217, i32 16777217, i32 16777217, i32 16777217>
  %108 = tail call <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef %107) #4
  %109 = tail call <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef %106) #4
  %110 = fsub <4 x float> %108, %109
  %111 = extractelement <4 x i32> %104, i64 0
  %112 = extractelement <4 x i32> %104, i64 1
  %113 = xor i32 %111, %112
  %114 = extractelement <4 x i32> %104, i64 2
  %115 = xor i32 %113, %114
  %116 = extractelement <4 x i32> %104, i64 3
  %117 = xor i32 %115, %116
  %118 = mul nsw i32 %7, 3
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %119
  store i32 %117, i32 addrspace(1)* %120, align 4, !tbaa !15
  %121 = fmul float %20, 3.000000e+09
  %122 = tail call i32 @_Z15convert_int_satf(float noundef %121) #4
  %123 = extractelement <4 x float> %12, i64 0
  %124 = fmul float %123, 1.000500e+03
  %125 = tail call i32 @_Z19convert_int_sat_rtef(float noundef %124) #4
  %126 = add nsw i32 %125, %122
  %127 = fmul float %17, 3.000000e+02
  %128 = tail call zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef %127) #4
  %129 = zext i8 %128 to i32
  %130 = add nsw i32 %126, %129
  %131 = fmul float %14, -4.000000e+04
  %132 = tail call signext i16 @_Z21convert_short_sat_rtpf(float noundef %131) #4
  %133 = sext i16 %132 to i32
  %134 = add nsw i32 %130, %133
  %135 = tail call i32 @_Z3anyDv4_i(<4 x i32> noundef %39) #4
  %136 = mul nsw i32 %135, 1000
  %137 = add nsw i32 %134, %136
  %138 = tail call i32 @_Z3allDv4_i(<4 x i32> noundef %48) #4
  %139 = mul nsw i32 %138, 10000
  %140 = add nsw i32 %137, %139
  %141 = tail call <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef %21) #4
  %142 = tail call i32 @_Z3anyDv4_i(<4 x i32> noundef %141) #4
  %143 = mul nsw i32 %142, 100000
  %144 = add nsw i32 %140, %143
  %145 = add nsw i32 %118, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %146
  store i32 %144, i32 addrspace(1)* %147, align 4, !tbaa !15
  %148 = bitcast <4 x float> %110 to <4 x i32>
  %149 = extractelement <4 x i32> %148, i64 0
  %150 = extractelement <4 x i32> %148, i64 1
  %151 = xor i32 %149, %150
  %152 = extractelement <4 x i32> %148, i64 2
  %153 = xor i32 %151, %152
  %154 = extractelement <4 x i32> %148, i64 3
  %155 = xor i32 %153, %154
  %156 = add nsw i32 %118, 2
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %157
  store i32 %155, i32 addrspace(1)* %158, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z4stepfDv4_f(float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z4stepDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i8> @_Z7shuffleDv4_hS_(<4 x i8> noundef, <4 x i8> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z14convert_float4Dv4_s(<4 x i16> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z15convert_int_satf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z19convert_int_sat_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local zeroext i8 @_Z21convert_uchar_sat_rtnf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local signext i16 @_Z21convert_short_sat_rtpf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x float> addrspace(1)*, <4 x i8> addrspace(1)*, <4 x i32> addrspace(1)*, <4 x float> addrspace(1)*, i32 addrspace(1)*)* @lg_pixel_ops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float4*", !"uchar4*", !"int4*", !"float4*", !"int*"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!12 = !{!"const", !"", !"", !"", !""}
!13 = !{!"src", !"dst", !"flags", !"out", !"ints"}
!14 = !{float 2.500000e+00}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !6, i64 0}
