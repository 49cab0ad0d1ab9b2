; simtc:launch grid=2 block=16 warp=16 samples=float32[64]:iota out=int32[384]
; simtc:expect out=[-1087439901,-2138063248,-1083195856,2139100639,-521578,-14584,1077936128,19856358,-1121,0,-995,-31505,-1088752718,-2143339680,1050773760,2139099998,-924510,-13044,1077936128,18543541,-1118,1,-995,-29139,-1090065535,2145218720,-1083262944,2139099357,-804861,-10373,1077936128,17230724,-1055,2,-995,-23944,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,700,3,0,30000,-1086474683,-2146586064,-1083330032,2139098075,-565564,-3799,1073741824,12432965,-732,4,-993,-7305,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,1100,5,2147483511,30000,-1084544256,2132367376,-1083397128,2139096793,-653533,-1176,1065353216,5974785,-163,6,-996,12106,-1089795521,2117116880,1051176456,2139096152,-829472,948,1065353216,723516,220,7,2147482652,20512,-1083464221,1064019427,-1083464221,2139095511,-702752,2573,-1082130432,2137761252,730,8,996,26928,-1059699295,1051310686,1051310686,2139095210,1014761,991,-1073741824,2125052509,2592,9,999,30722,1061859360,2123718722,-1083531314,2139095851,606314,-114,1058365506,2143989792,3270,10,-996,31534,1060468951,2136335188,1051444920,2139096492,542954,546,2137715114,3504340,3732,11,-995,29279,1057148110,2117284672,-1083598408,2139097133,782252,1902,-2142922342,8572108,4131,12,-993,24181,1059773740,2135806704,1051579152,2139097774,1021550,3701,-2138383057,11197742,4499,13,-993,16733,1062399378,2144824456,-1083665496,2139098415,630924,5827,-2135757423,13823376,4847,14,-996,7660,1065025015,-2143817824,1051713392,2139099056,750573,8211,-2133131788,16449011,5183,15,-996,-2158,1058113327,2127795584,-1083732592,2139099697,870222,10809,-2126411989,17925930,5510,16,-995,-11767,1059426136,2144463744,1051847616,2139100338,989871,13590,-2125099172,19238747,5828,17,-995,-20233,1060738953,-2142668592,-1083799680,2139100979,555261,16531,-2123786355,20551564,6140,18,-995,-26734,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,3900,19,0,30000,1063364596,2134112256,-1083866784,2139102261,674909,22821,-2121160720,23177199,6751,20,-996,-31558,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,4300,21,2147483511,30000,1057283116,-2137291488,-1083933872,2139103543,794558,29576,-2114340782,25484328,7347,22,-997,-24417,1057939527,-2132539328,1052250352,2139104184,854383,33103,-2113478590,26140737,7640,23,2147482655,-17042,1058595935,2138855936,-1084000960,2139104825,914207,36721,-2112822182,26797145,7932,24,-997,-8016,1059252342,-2141578048,1052384448,2139105466,974032,40423,-2112165773,27453554,8221,25,-997,1793,1059908750,-2134535840,-1084068176,2139106107,517429,44203,-2111509365,28109962,8508,26,-997,11426,1060565153,-2129783680,1052518672,2139106748,547341,48059,-2110852956,28766371,8794,27,-997,19949,1061221561,2142551040,-1084135264,2139107389,577254,51984,-2110196548,29422779,9078,28,-988,26534,1061877968,-2138688192,1052652896,2139108030,607166,55975,-2109540139,30079188,9360,29,-988,30542,1062534379,-2131780160,-1084202384,2139108671,637078,60030,-2108883730,30735597,9640,30,-988,31580,1063190787,-2127028032,1052787120,2139109312,666990,64145,-2108227322,31392005,9921,31,-988,29549]
; ModuleID = 'mg_libdevice_split.cu'
source_filename = "mg_libdevice_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.sample = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4bitsf(float noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord float %0, 0.000000e+00
  %3 = select contract i1 %2, float %0, float 0.000000e+00
  %4 = bitcast float %3 to i32
  ret i32 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6scaledff(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fmul contract float %0, %1
  %4 = tail call contract float @__nv_fabsf(float noundef %3) #6
  %5 = fcmp contract ole float %4, 2.000000e+09
  %6 = fptosi float %3 to i32
  %7 = select i1 %5, i32 %6, i32 -7
  ret i32 %7
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mg_libdevice_split(%struct.sample* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #4 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul nsw i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nsw i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %14, i32 0
  %16 = load float, float* %15, align 4, !tbaa.struct !5
  %17 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %14, i32 1
  %18 = load float, float* %17, align 4, !tbaa.struct !10
  %19 = fadd contract float %16, -1.750000e+01
  %20 = fmul contract float %19, 6.250000e-01
  %21 = fmul contract float %18, 0x3F50624DE0000000
  %22 = fadd contract float %20, %21
  %23 = srem i32 %13, 16
  %24 = icmp eq i32 %23, 3
  %25 = select i1 %24, float -0.000000e+00, float %22
  %26 = icmp eq i32 %23, 5
  %27 = select i1 %26, float 0x376BE00000000000, float %25
  %28 = mul nsw i32 %13, 12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %1, i64 %29
  %31 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31) #7
  %32 = call contract float @__nv_frexpf(float noundef %27, i32* noundef nonnull %3) #6
  %33 = fcmp contract ord float %32, 0.000000e+00
  %34 = select contract i1 %33, float %32, float 0.000000e+00
  %35 = bitcast float %34 to i32
  %36 = load i32, i32* %3, align 4, !tbaa !11
  %37 = xor i32 %36, %35
  store i32 %37, i32* %30, align 4, !tbaa !11
  %38 = bitcast float* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #7
  %39 = call contract float @__nv_modff(float noundef %27, float* noundef nonnull %4) #6
  %40 = fcmp contract ord float %39, 0.000000e+00
  %41 = select contract i1 %40, float %39, float 0.000000e+00
  %42 = bitcast float %41 to i32
  %43 = load float, float* %4, align 4, !tbaa !6
  %44 = fcmp contract ord float %43, 0.000000e+00
  %45 = select contract i1 %44, float %43, float 0.000000e+00
  %46 = bitcast float %45 to i32
  %47 = add nsw i32 %46, %42
  %48 = getelementptr inbounds i32, i32* %30, i64 1
  store i32 %47, i32* %48, align 4, !tbaa !11
  %49 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %49) #7
  %50 = call contract float @__nv_remquof(float noundef %27, float noundef 2.500000e+00, i32* noundef nonnull %5) #6
  %51 = fcmp contract ord float %50, 0.000000e+00
  %52 = select contract i1 %51, float %50, float 0.000000e+00
  %53 = bitcast float %52 to i32
  %54 = load i32, i32* %5, align 4, !tbaa !11
  %55 = shl nsw i32 %54, 4
  %56 = add nsw i32 %55, %53
  %57 = getelementptr inbounds i32, i32* %30, i64 2
  store i32 %56, i32* %57, align 4, !tbaa !11
  %58 = load i32, i32* %3, align 4, !tbaa !11
  %59 = add nsw i32 %58, 130
  %60 = call contract float @__nv_scalbnf(float noundef %32, i32 noundef %59) #6
  %61 = fcmp contract ord float %60, 0.000000e+00
  %62 = select contract i1 %61, float %60, float 0.000000e+00
  %63 = bitcast float %62 to i32
  %64 = call contract float @__nv_ldexpf(float noundef %27, i32 noundef -140) #6
  %65 = fcmp contract ord float %64, 0.000000e+00
  %66 = select contract i1 %65, float %64, float 0.000000e+00
  %67 = bitcast float %66 to i32
  %68 = xor i32 %67, %63
  %69 = getelementptr inbounds i32, i32* %30, i64 3
  store i32 %68, i32* %69, align 4, !tbaa !11
  %70 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %70) #7
  %71 = fpext float %27 to double
  %72 = fmul contract double %71, 1.000000e+300
  %73 = call contract double @__nv_frexp(double noundef %72, i32* noundef nonnull %6) #6
  %74 = load i32, i32* %6, align 4, !tbaa !11
  %75 = call contract double @__nv_ldexp(double noundef %73, i32 noundef 10) #6
  %76 = fmul contract double %75, 1.000000e+03
  %77 = fptosi double %76 to i32
  %78 = add nsw i32 %74, %77
  %79 = getelementptr inbounds i32, i32* %30, i64 4
  store i32 %78, i32* %79, align 4, !tbaa !11
  %80 = call contract float @__nv_lgammaf(float noundef %27) #6
  %81 = fmul contract float %80, 1.000000e+03
  %82 = call contract float @__nv_fabsf(float noundef %81) #6
  %83 = fcmp contract ole float %82, 2.000000e+09
  %84 = fptosi float %81 to i32
  %85 = select i1 %83, i32 %84, i32 -7
  %86 = getelementptr inbounds i32, i32* %30, i64 5
  store i32 %85, i32* %86, align 4, !tbaa !11
  %87 = call contract float @__nv_logbf(float noundef %27) #6
  %88 = fcmp contract ord float %87, 0.000000e+00
  %89 = select contract i1 %88, float %87, float 0.000000e+00
  %90 = bitcast float %89 to i32
  %91 = call contract float @__nv_fdimf(float noundef %27, float noundef 1.000000e+00) #6
  %92 = fcmp contract ord float %91, 0.000000e+00
  %93 = select contract i1 %92, float %91, float 0.000000e+00
  %94 = bitcast float %93 to i32
  %95 = add nsw i32 %94, %90
  %96 = getelementptr inbounds i32, i32* %30, i64 6
  store i32 %95, i32* %96, align 4, !tbaa !11
  %97 = call contract float @__nv_nextafterf(float noundef %27, float noundef -1.000000e+00) #6
  %98 = fcmp contract ord float %97, 0.000000e+00
  %99 = select contract i1 %98, float %97, float 0.000000e+00
  %100 = bitcast float %99 to i32
  %101 = call contract float @__nv_copysignf(float noundef 2.000000e+00, float noundef %27) #6
  %102 = fcmp contract ord float %101, 0.000000e+00
  %103 = select contract i1 %102, float %101, float 0.000000e+00
  %104 = bitcast float %103 to i32
  %105 = xor i32 %104, %100
  %106 = getelementptr inbounds i32, i32* %30, i64 7
  store i32 %105, i32* %106, align 4, !tbaa !11
  %107 = call contract float @__nv_hypotf(float noundef %27, float noundef %18) #6
  %108 = fmul contract float %107, 1.000000e+02
  %109 = call contract float @__nv_fabsf(float noundef %108) #6
  %110 = fcmp contract ole float %109, 2.000000e+09
  %111 = fptosi float %108 to i32
  %112 = select i1 %110, i32 %111, i32 -7
  %113 = call contract float @__nv_cbrtf(float noundef %27) #6
  %114 = fmul contract float %113, 1.000000e+03
  %115 = call contract float @__nv_fabsf(float noundef %114) #6
  %116 = fcmp contract ole float %115, 2.000000e+09
  %117 = fptosi float %114 to i32
  %118 = select i1 %116, i32 %117, i32 -7
  %119 = add nsw i32 %118, %112
  %120 = getelementptr inbounds i32, i32* %30, i64 8
  store i32 %119, i32* %120, align 4, !tbaa !11
  %121 = getelementptr inbounds i32, i32* %30, i64 9
  store i32 %13, i32* %121, align 4, !tbaa !11
  %122 = icmp eq i32 %23, 7
  br i1 %122, label %123, label %125

123:                                              ; preds = %2
  %124 = call contract float @__nv_logf(float noundef -1.000000e+00) #6
  br label %125

125:                                              ; preds = %2, %123
  %126 = phi contract float [ %124, %123 ], [ %27, %2 ]
  %127 = call i32 @__nv_ilogbf(float noundef %126) #6
  %128 = fmul contract double %71, 1.000000e-300
  %129 = call i32 @__nv_ilogb(double noundef %128) #6
  %130 = xor i32 %129, %127
  %131 = getelementptr inbounds i32, i32* %30, i64 10
  store i32 %130, i32* %131, align 4, !tbaa !11
  %132 = bitcast float* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %132) #7
  %133 = bitcast float* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %133) #7
  %134 = fmul contract float %27, 2.500000e-01
  call void @__nv_sincosf(float noundef %134, float* noundef nonnull %7, float* noundef nonnull %8) #6
  %135 = load float, float* %7, align 4, !tbaa !6
  %136 = fmul contract float %135, 1.000000e+04
  %137 = call contract float @__nv_fabsf(float noundef %136) #6
  %138 = fcmp contract ole float %137, 2.000000e+09
  %139 = fptosi float %136 to i32
  %140 = select i1 %138, i32 %139, i32 -7
  %141 = load float, float* %8, align 4, !tbaa !6
  %142 = fmul contract float %141, 1.000000e+04
  %143 = call contract float @__nv_fabsf(float noundef %142) #6
  %144 = fcmp contract ole float %143, 2.000000e+09
  %145 = fptosi float %142 to i32
  %146 = mul nsw i32 %145, 3
  %147 = select i1 %144, i32 %146, i32 -21
  %148 = add nsw i32 %147, %140
  %149 = getelementptr inbounds i32, i32* %30, i64 11
  store i32 %148, i32* %149, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %133) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %132) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %70) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %49) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #7
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_frexpf(float noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_modff(float noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_remquof(float noundef, float noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_scalbnf(float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_ldexpf(float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_frexp(double noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_ldexp(double noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_lgammaf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logbf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fdimf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_nextafterf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_copysignf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_hypotf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cbrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ilogbf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ilogb(double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, float* noundef, float* noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.sample*, i32*)* @mg_libdevice_split, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i64 0, i64 4, !6}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
