; simtc:launch grid=2 block=16 warp=16 samples=float32[64]:iota out=int32[384]
; simtc:expect out=[-1087439901,-2138063248,-1083195856,2139100639,-521578,-14584,1077936128,19856358,-1121,0,-995,-31505,-1088752718,-2143339680,1050773760,2139099998,-924510,-13044,1077936128,18543541,-1118,1,-995,-29139,-1090065535,2145218720,-1083262944,2139099357,-804861,-10373,1077936128,17230724,-1055,2,-995,-23944,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,700,3,0,30000,-1086474683,-2146586064,-1083330032,2139098075,-565564,-3799,1073741824,12432965,-732,4,-993,-7305,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,1100,5,2147483511,30000,-1084544256,2132367376,-1083397128,2139096793,-653533,-1176,1065353216,5974785,-163,6,-996,12106,-1089795521,2117116880,1051176456,2139096152,-829472,948,1065353216,723516,220,7,2147482652,20512,-1083464221,1064019427,-1083464221,2139095511,-702752,2573,-1082130432,2137761252,730,8,996,26928,-1059699295,1051310686,1051310686,2139095210,1014761,991,-1073741824,2125052509,2592,9,999,30722,1061859360,2123718722,-1083531314,2139095851,606314,-114,1058365506,2143989792,3270,10,-996,31534,1060468951,2136335188,1051444920,2139096492,542954,546,2137715114,3504340,3732,11,-995,29279,1057148110,2117284672,-1083598408,2139097133,782252,1902,-2142922342,8572108,4131,12,-993,24181,1059773740,2135806704,1051579152,2139097774,1021550,3701,-2138383057,11197742,4499,13,-993,16733,1062399378,2144824456,-1083665496,2139098415,630924,5827,-2135757423,13823376,4847,14,-996,7660,1065025015,-2143817824,1051713392,2139099056,750573,8211,-2133131788,16449011,5183,15,-996,-2158,1058113327,2127795584,-1083732592,2139099697,870222,10809,-2126411989,17925930,5510,16,-995,-11767,1059426136,2144463744,1051847616,2139100338,989871,13590,-2125099172,19238747,5828,17,-995,-20233,1060738953,-2142668592,-1083799680,2139100979,555261,16531,-2123786355,20551564,6140,18,-995,-26734,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,3900,19,0,30000,1063364596,2134112256,-1083866784,2139102261,674909,22821,-2121160720,23177199,6751,20,-996,-31558,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,4300,21,2147483511,30000,1057283116,-2137291488,-1083933872,2139103543,794558,29576,-2114340782,25484328,7347,22,-997,-24417,1057939527,-2132539328,1052250352,2139104184,854383,33103,-2113478590,26140737,7640,23,2147482655,-17042,1058595935,2138855936,-1084000960,2139104825,914207,36721,-2112822182,26797145,7932,24,-997,-8016,1059252342,-2141578048,1052384448,2139105466,974032,40423,-2112165773,27453554,8221,25,-997,1793,1059908750,-2134535840,-1084068176,2139106107,517429,44203,-2111509365,28109962,8508,26,-997,11426,1060565153,-2129783680,1052518672,2139106748,547341,48059,-2110852956,28766371,8794,27,-997,19949,1061221561,2142551040,-1084135264,2139107389,577254,51984,-2110196548,29422779,9078,28,-988,26534,1061877968,-2138688192,1052652896,2139108030,607166,55975,-2109540139,30079188,9360,29,-988,30542,1062534379,-2131780160,-1084202384,2139108671,637078,60030,-2108883730,30735597,9640,30,-988,31580,1063190787,-2127028032,1052787120,2139109312,666990,64145,-2108227322,31392005,9921,31,-988,29549]
; ModuleID = 'mg_libdevice_split.cu'
source_filename = "mg_libdevice_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.anon = type { float }
%struct.sample = type { float, float }

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z4bitsf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %union.anon, align 4
  store float %0, float* %2, align 4
  %4 = load float, float* %2, align 4
  %5 = load float, float* %2, align 4
  %6 = fcmp contract une float %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  br label %10

8:                                                ; preds = %1
  %9 = load float, float* %2, align 4
  br label %10

10:                                               ; preds = %8, %7
  %11 = phi contract float [ 0.000000e+00, %7 ], [ %9, %8 ]
  %12 = bitcast %union.anon* %3 to float*
  store float %11, float* %12, align 4
  %13 = bitcast %union.anon* %3 to i32*
  %14 = load i32, i32* %13, align 4
  ret i32 %14
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z6scaledff(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, float* %3, align 4
  store float %1, float* %4, align 4
  %6 = load float, float* %3, align 4
  %7 = load float, float* %4, align 4
  %8 = fmul contract float %6, %7
  store float %8, float* %5, align 4
  %9 = load float, float* %5, align 4
  %10 = call contract float @__nv_fabsf(float noundef %9) #5
  %11 = fcmp contract ole float %10, 2.000000e+09
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load float, float* %5, align 4
  %14 = fptosi float %13 to i32
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %12
  %17 = phi i32 [ %14, %12 ], [ -7, %15 ]
  ret i32 %17
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @mg_libdevice_split(%struct.sample* noundef %0, i32* noundef %1) #2 {
  %3 = alloca %struct.sample*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.sample, align 4
  %7 = alloca float, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  store %struct.sample* %0, %struct.sample** %3, align 8
  store i32* %1, i32** %4, align 8
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul nsw i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add nsw i32 %21, %22
  store i32 %23, i32* %5, align 4
  %24 = load %struct.sample*, %struct.sample** %3, align 8
  %25 = load i32, i32* %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.sample, %struct.sample* %24, i64 %26
  %28 = bitcast %struct.sample* %6 to i8*
  %29 = bitcast %struct.sample* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %28, i8* align 4 %29, i64 8, i1 false)
  %30 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 0
  %31 = load float, float* %30, align 4
  %32 = fsub contract float %31, 1.750000e+01
  %33 = fmul contract float %32, 6.250000e-01
  %34 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 1
  %35 = load float, float* %34, align 4
  %36 = fmul contract float %35, 0x3F50624DE0000000
  %37 = fadd contract float %33, %36
  store float %37, float* %7, align 4
  %38 = load i32, i32* %5, align 4
  %39 = srem i32 %38, 16
  %40 = icmp eq i32 %39, 3
  br i1 %40, label %41, label %42

41:                                               ; preds = %2
  store float -0.000000e+00, float* %7, align 4
  br label %42

42:                                               ; preds = %41, %2
  %43 = load i32, i32* %5, align 4
  %44 = srem i32 %43, 16
  %45 = icmp eq i32 %44, 5
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  store float 0x376BE00000000000, float* %7, align 4
  br label %47

47:                                               ; preds = %46, %42
  %48 = load i32*, i32** %4, align 8
  %49 = load i32, i32* %5, align 4
  %50 = mul nsw i32 12, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %48, i64 %51
  store i32* %52, i32** %8, align 8
  %53 = load float, float* %7, align 4
  %54 = call contract float @__nv_frexpf(float noundef %53, i32* noundef %9) #5
  store float %54, float* %10, align 4
  %55 = load float, float* %10, align 4
  %56 = call noundef i32 @_Z4bitsf(float noundef %55) #5
  %57 = load i32, i32* %9, align 4
  %58 = xor i32 %56, %57
  %59 = load i32*, i32** %8, align 8
  %60 = getelementptr inbounds i32, i32* %59, i64 0
  store i32 %58, i32* %60, align 4
  %61 = load float, float* %7, align 4
  %62 = call contract float @__nv_modff(float noundef %61, float* noundef %11) #5
  %63 = call noundef i32 @_Z4bitsf(float noundef %62) #5
  %64 = load float, float* %11, align 4
  %65 = call noundef i32 @_Z4bitsf(float noundef %64) #5
  %66 = add nsw i32 %63, %65
  %67 = load i32*, i32** %8, align 8
  %68 = getelementptr inbounds i32, i32* %67, i64 1
  store i32 %66, i32* %68, align 4
  %69 = load float, float* %7, align 4
  %70 = call contract float @__nv_remquof(float noundef %69, float noundef 2.500000e+00, i32* noundef %12) #5
  store float %70, float* %13, align 4
  %71 = load float, float* %13, align 4
  %72 = call noundef i32 @_Z4bitsf(float noundef %71) #5
  %73 = load i32, i32* %12, align 4
  %74 = mul nsw i32 16, %73
  %75 = add nsw i32 %72, %74
  %76 = load i32*, i32** %8, align 8
  %77 = getelementptr inbounds i32, i32* %76, i64 2
  store i32 %75, i32* %77, align 4
  %78 = load float, float* %10, align 4
  %79 = load i32, i32* %9, align 4
  %80 = add nsw i32 %79, 130
  %81 = call contract float @__nv_scalbnf(float noundef %78, i32 noundef %80) #5
  %82 = call noundef i32 @_Z4bitsf(float noundef %81) #5
  %83 = load float, float* %7, align 4
  %84 = call contract float @__nv_ldexpf(float noundef %83, i32 noundef -140) #5
  %85 = call noundef i32 @_Z4bitsf(float noundef %84) #5
  %86 = xor i32 %82, %85
  %87 = load i32*, i32** %8, align 8
  %88 = getelementptr inbounds i32, i32* %87, i64 3
  store i32 %86, i32* %88, align 4
  %89 = load float, float* %7, align 4
  %90 = fpext float %89 to double
  %91 = fmul contract double %90, 1.000000e+300
  %92 = call contract double @__nv_frexp(double noundef %91, i32* noundef %15) #5
  store double %92, double* %14, align 8
  %93 = load i32, i32* %15, align 4
  %94 = load double, double* %14, align 8
  %95 = call contract double @__nv_ldexp(double noundef %94, i32 noundef 10) #5
  %96 = fmul contract double %95, 1.000000e+03
  %97 = fptosi double %96 to i32
  %98 = add nsw i32 %93, %97
  %99 = load i32*, i32** %8, align 8
  %100 = getelementptr inbounds i32, i32* %99, i64 4
  store i32 %98, i32* %100, align 4
  %101 = load float, float* %7, align 4
  %102 = call contract float @__nv_lgammaf(float noundef %101) #5
  %103 = call noundef i32 @_Z6scaledff(float noundef %102, float noundef 1.000000e+03) #5
  %104 = load i32*, i32** %8, align 8
  %105 = getelementptr inbounds i32, i32* %104, i64 5
  store i32 %103, i32* %105, align 4
  %106 = load float, float* %7, align 4
  %107 = call contract float @__nv_logbf(float noundef %106) #5
  %108 = call noundef i32 @_Z4bitsf(float noundef %107) #5
  %109 = load float, float* %7, align 4
  %110 = call contract float @__nv_fdimf(float noundef %109, float noundef 1.000000e+00) #5
  %111 = call noundef i32 @_Z4bitsf(float noundef %110) #5
  %112 = add nsw i32 %108, %111
  %113 = load i32*, i32** %8, align 8
  %114 = getelementptr inbounds i32, i32* %113, i64 6
  store i32 %112, i32* %114, align 4
  %115 = load float, float* %7, align 4
  %116 = call contract float @__nv_nextafterf(float noundef %115, float noundef -1.000000e+00) #5
  %117 = call noundef i32 @_Z4bitsf(float noundef %116) #5
  %118 = load float, float* %7, align 4
  %119 = call contract float @__nv_copysignf(float noundef 2.000000e+00, float noundef %118) #5
  %120 = call noundef i32 @_Z4bitsf(float noundef %119) #5
  %121 = xor i32 %117, %120
  %122 = load i32*, i32** %8, align 8
  %123 = getelementptr inbounds i32, i32* %122, i64 7
  store i32 %121, i32* %123, align 4
  %124 = load float, float* %7, align 4
  %125 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 1
  %126 = load float, float* %125, align 4
  %127 = call contract float @__nv_hypotf(float noundef %124, float noundef %126) #5
  %128 = call noundef i32 @_Z6scaledff(float noundef %127, float noundef 1.000000e+02) #5
  %129 = load float, float* %7, align 4
  %130 = call contract float @__nv_cbrtf(float noundef %129) #5
  %131 = call noundef i32 @_Z6scaledff(float noundef %130, float noundef 1.000000e+03) #5
  %132 = add nsw i32 %128, %131
  %133 = load i32*, i32** %8, align 8
  %134 = getelementptr inbounds i32, i32* %133, i64 8
  store i32 %132, i32* %134, align 4
  %135 = load i32, i32* %5, align 4
  %136 = load i32*, i32** %8, align 8
  %137 = getelementptr inbounds i32, i32* %136, i64 9
  store i32 %135, i32* %137, align 4
  %138 = load i32, i32* %5, align 4
  %139 = srem i32 %138, 16
  %140 = icmp eq i32 %139, 7
  br i1 %140, label %141, label %143

141:                                              ; preds = %47
  %142 = call contract float @__nv_logf(float noundef -1.000000e+00) #5
  br label %145

143:                                              ; preds = %47
  %144 = load float, float* %7, align 4
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi contract float [ %142, %141 ], [ %144, %143 ]
  store float %146, float* %16, align 4
  %147 = load float, float* %16, align 4
  %148 = call i32 @__nv_ilogbf(float noundef %147) #5
  %149 = load float, float* %7, align 4
  %150 = fpext float %149 to double
  %151 = fmul contract double %150, 1.000000e-300
  %152 = call i32 @__nv_ilogb(double noundef %151) #5
  %153 = xor i32 %148, %152
  %154 = load i32*, i32** %8, align 8
  %155 = getelementptr inbounds i32, i32* %154, i64 10
  store i32 %153, i32* %155, align 4
  %156 = load float, float* %7, align 4
  %157 = fmul contract float %156, 2.500000e-01
  call void @__nv_sincosf(float noundef %157, float* noundef %17, float* noundef %18) #5
  %158 = load float, float* %17, align 4
  %159 = call noundef i32 @_Z6scaledff(float noundef %158, float noundef 1.000000e+04) #5
  %160 = load float, float* %18, align 4
  %161 = call noundef i32 @_Z6scaledff(float noundef %160, float noundef 1.000000e+04) #5
  %162 = mul nsw i32 3, %161
  %163 = add nsw i32 %159, %162
  %164 = load i32*, i32** %8, align 8
  %165 = getelementptr inbounds i32, i32* %164, i64 11
  store i32 %163, i32* %165, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_frexpf(float noundef, i32* noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_modff(float noundef, float* noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_remquof(float noundef, float noundef, i32* noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_scalbnf(float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_ldexpf(float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_frexp(double noundef, i32* noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_ldexp(double noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_lgammaf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logbf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fdimf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_nextafterf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_copysignf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_hypotf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cbrtf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ilogbf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ilogb(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, float* noundef, float* noundef) #1

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.sample*, i32*)* @mg_libdevice_split, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
