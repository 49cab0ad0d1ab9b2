; simtc:launch grid=2 block=16 warp=16 samples=float32[64]:iota out=int32[320]
; simtc:expect out=[-1087439901,-2138063248,-1083195856,2139100639,-521578,-14584,1077936128,19856358,-1121,0,-1088752718,-2143339680,1050773760,2139099998,-924510,-13044,1077936128,18543541,-1118,1,-1090065535,2145218720,-1083262944,2139099357,-804861,-10373,1077936128,17230724,-1055,2,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,700,3,-1086474683,-2146586064,-1083330032,2139098075,-565564,-3799,1073741824,12432965,-732,4,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,1100,5,-1084544256,2132367376,-1083397128,2139096793,-653533,-1176,1065353216,5974785,-163,6,-1089795521,2117116880,1051176456,2139096152,-829472,948,1065353216,723516,220,7,-1083464221,1064019427,-1083464221,2139095511,-702752,2573,-1082130432,2137761252,730,8,-1059699295,1051310686,1051310686,2139095210,1014761,991,-1073741824,2125052509,2592,9,1061859360,2123718722,-1083531314,2139095851,606314,-114,1058365506,2143989792,3270,10,1060468951,2136335188,1051444920,2139096492,542954,546,2137715114,3504340,3732,11,1057148110,2117284672,-1083598408,2139097133,782252,1902,-2142922342,8572108,4131,12,1059773740,2135806704,1051579152,2139097774,1021550,3701,-2138383057,11197742,4499,13,1062399378,2144824456,-1083665496,2139098415,630924,5827,-2135757423,13823376,4847,14,1065025015,-2143817824,1051713392,2139099056,750573,8211,-2133131788,16449011,5183,15,1058113327,2127795584,-1083732592,2139099697,870222,10809,-2126411989,17925930,5510,16,1059426136,2144463744,1051847616,2139100338,989871,13590,-2125099172,19238747,5828,17,1060738953,-2142668592,-1083799680,2139100979,555261,16531,-2123786355,20551564,6140,18,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,3900,19,1063364596,2134112256,-1083866784,2139102261,674909,22821,-2121160720,23177199,6751,20,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,4300,21,1057283116,-2137291488,-1083933872,2139103543,794558,29576,-2114340782,25484328,7347,22,1057939527,-2132539328,1052250352,2139104184,854383,33103,-2113478590,26140737,7640,23,1058595935,2138855936,-1084000960,2139104825,914207,36721,-2112822182,26797145,7932,24,1059252342,-2141578048,1052384448,2139105466,974032,40423,-2112165773,27453554,8221,25,1059908750,-2134535840,-1084068176,2139106107,517429,44203,-2111509365,28109962,8508,26,1060565153,-2129783680,1052518672,2139106748,547341,48059,-2110852956,28766371,8794,27,1061221561,2142551040,-1084135264,2139107389,577254,51984,-2110196548,29422779,9078,28,1061877968,-2138688192,1052652896,2139108030,607166,55975,-2109540139,30079188,9360,29,1062534379,-2131780160,-1084202384,2139108671,637078,60030,-2108883730,30735597,9640,30,1063190787,-2127028032,1052787120,2139109312,666990,64145,-2108227322,31392005,9921,31]
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
  store %struct.sample* %0, %struct.sample** %3, align 8
  store i32* %1, i32** %4, align 8
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul nsw i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add nsw i32 %18, %19
  store i32 %20, i32* %5, align 4
  %21 = load %struct.sample*, %struct.sample** %3, align 8
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.sample, %struct.sample* %21, i64 %23
  %25 = bitcast %struct.sample* %6 to i8*
  %26 = bitcast %struct.sample* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %25, i8* align 4 %26, i64 8, i1 false)
  %27 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 0
  %28 = load float, float* %27, align 4
  %29 = fsub contract float %28, 1.750000e+01
  %30 = fmul contract float %29, 6.250000e-01
  %31 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = fmul contract float %32, 0x3F50624DE0000000
  %34 = fadd contract float %30, %33
  store float %34, float* %7, align 4
  %35 = load i32, i32* %5, align 4
  %36 = srem i32 %35, 16
  %37 = icmp eq i32 %36, 3
  br i1 %37, label %38, label %39

38:                                               ; preds = %2
  store float -0.000000e+00, float* %7, align 4
  br label %39

39:                                               ; preds = %38, %2
  %40 = load i32, i32* %5, align 4
  %41 = srem i32 %40, 16
  %42 = icmp eq i32 %41, 5
  br i1 %42, label %43, label %44

43:                                               ; preds = %39
  store float 0x376BE00000000000, float* %7, align 4
  br label %44

44:                                               ; preds = %43, %39
  %45 = load i32*, i32** %4, align 8
  %46 = load i32, i32* %5, align 4
  %47 = mul nsw i32 10, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32* %45, i64 %48
  store i32* %49, i32** %8, align 8
  %50 = load float, float* %7, align 4
  %51 = call contract float @__nv_frexpf(float noundef %50, i32* noundef %9) #5
  store float %51, float* %10, align 4
  %52 = load float, float* %10, align 4
  %53 = call noundef i32 @_Z4bitsf(float noundef %52) #5
  %54 = load i32, i32* %9, align 4
  %55 = xor i32 %53, %54
  %56 = load i32*, i32** %8, align 8
  %57 = getelementptr inbounds i32, i32* %56, i64 0
  store i32 %55, i32* %57, align 4
  %58 = load float, float* %7, align 4
  %59 = call contract float @__nv_modff(float noundef %58, float* noundef %11) #5
  %60 = call noundef i32 @_Z4bitsf(float noundef %59) #5
  %61 = load float, float* %11, align 4
  %62 = call noundef i32 @_Z4bitsf(float noundef %61) #5
  %63 = add nsw i32 %60, %62
  %64 = load i32*, i32** %8, align 8
  %65 = getelementptr inbounds i32, i32* %64, i64 1
  store i32 %63, i32* %65, align 4
  %66 = load float, float* %7, align 4
  %67 = call contract float @__nv_remquof(float noundef %66, float noundef 2.500000e+00, i32* noundef %12) #5
  store float %67, float* %13, align 4
  %68 = load float, float* %13, align 4
  %69 = call noundef i32 @_Z4bitsf(float noundef %68) #5
  %70 = load i32, i32* %12, align 4
  %71 = mul nsw i32 16, %70
  %72 = add nsw i32 %69, %71
  %73 = load i32*, i32** %8, align 8
  %74 = getelementptr inbounds i32, i32* %73, i64 2
  store i32 %72, i32* %74, align 4
  %75 = load float, float* %10, align 4
  %76 = load i32, i32* %9, align 4
  %77 = add nsw i32 %76, 130
  %78 = call contract float @__nv_scalbnf(float noundef %75, i32 noundef %77) #5
  %79 = call noundef i32 @_Z4bitsf(float noundef %78) #5
  %80 = load float, float* %7, align 4
  %81 = call contract float @__nv_ldexpf(float noundef %80, i32 noundef -140) #5
  %82 = call noundef i32 @_Z4bitsf(float noundef %81) #5
  %83 = xor i32 %79, %82
  %84 = load i32*, i32** %8, align 8
  %85 = getelementptr inbounds i32, i32* %84, i64 3
  store i32 %83, i32* %85, align 4
  %86 = load float, float* %7, align 4
  %87 = fpext float %86 to double
  %88 = fmul contract double %87, 1.000000e+300
  %89 = call contract double @__nv_frexp(double noundef %88, i32* noundef %15) #5
  store double %89, double* %14, align 8
  %90 = load i32, i32* %15, align 4
  %91 = load double, double* %14, align 8
  %92 = call contract double @__nv_ldexp(double noundef %91, i32 noundef 10) #5
  %93 = fmul contract double %92, 1.000000e+03
  %94 = fptosi double %93 to i32
  %95 = add nsw i32 %90, %94
  %96 = load i32*, i32** %8, align 8
  %97 = getelementptr inbounds i32, i32* %96, i64 4
  store i32 %95, i32* %97, align 4
  %98 = load float, float* %7, align 4
  %99 = call contract float @__nv_lgammaf(float noundef %98) #5
  %100 = call noundef i32 @_Z6scaledff(float noundef %99, float noundef 1.000000e+03) #5
  %101 = load i32*, i32** %8, align 8
  %102 = getelementptr inbounds i32, i32* %101, i64 5
  store i32 %100, i32* %102, align 4
  %103 = load float, float* %7, align 4
  %104 = call contract float @__nv_logbf(float noundef %103) #5
  %105 = call noundef i32 @_Z4bitsf(float noundef %104) #5
  %106 = load float, float* %7, align 4
  %107 = call contract float @__nv_fdimf(float noundef %106, float noundef 1.000000e+00) #5
  %108 = call noundef i32 @_Z4bitsf(float noundef %107) #5
  %109 = add nsw i32 %105, %108
  %110 = load i32*, i32** %8, align 8
  %111 = getelementptr inbounds i32, i32* %110, i64 6
  store i32 %109, i32* %111, align 4
  %112 = load float, float* %7, align 4
  %113 = call contract float @__nv_nextafterf(float noundef %112, float noundef -1.000000e+00) #5
  %114 = call noundef i32 @_Z4bitsf(float noundef %113) #5
  %115 = load float, float* %7, align 4
  %116 = call contract float @__nv_copysignf(float noundef 2.000000e+00, float noundef %115) #5
  %117 = call noundef i32 @_Z4bitsf(float noundef %116) #5
  %118 = xor i32 %114, %117
  %119 = load i32*, i32** %8, align 8
  %120 = getelementptr inbounds i32, i32* %119, i64 7
  store i32 %118, i32* %120, align 4
  %121 = load float, float* %7, align 4
  %122 = getelementptr inbounds %struct.sample, %struct.sample* %6, i32 0, i32 1
  %123 = load float, float* %122, align 4
  %124 = call contract float @__nv_hypotf(float noundef %121, float noundef %123) #5
  %125 = call noundef i32 @_Z6scaledff(float noundef %124, float noundef 1.000000e+02) #5
  %126 = load float, float* %7, align 4
  %127 = call contract float @__nv_cbrtf(float noundef %126) #5
  %128 = call noundef i32 @_Z6scaledff(float noundef %127, float noundef 1.000000e+03) #5
  %129 = add nsw i32 %125, %128
  %130 = load i32*, i32** %8, align 8
  %131 = getelementptr inbounds i32, i32* %130, i64 8
  store i32 %129, i32* %131, align 4
  %132 = load i32, i32* %5, align 4
  %133 = load i32*, i32** %8, align 8
  %134 = getelementptr inbounds i32, i32* %133, i64 9
  store i32 %132, i32* %134, align 4
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
