; simtc:launch grid=2 block=16 warp=16 samples=float32[64]:iota out=int32[320]
; simtc:expect out=[-1087439901,-2138063248,-1083195856,2139100639,-521578,-14584,1077936128,19856358,-1121,0,-1088752718,-2143339680,1050773760,2139099998,-924510,-13044,1077936128,18543541,-1118,1,-1090065535,2145218720,-1083262944,2139099357,-804861,-10373,1077936128,17230724,-1055,2,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,700,3,-1086474683,-2146586064,-1083330032,2139098075,-565564,-3799,1073741824,12432965,-732,4,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,1100,5,-1084544256,2132367376,-1083397128,2139096793,-653533,-1176,1065353216,5974785,-163,6,-1089795521,2117116880,1051176456,2139096152,-829472,948,1065353216,723516,220,7,-1083464221,1064019427,-1083464221,2139095511,-702752,2573,-1082130432,2137761252,730,8,-1059699295,1051310686,1051310686,2139095210,1014761,991,-1073741824,2125052509,2592,9,1061859360,2123718722,-1083531314,2139095851,606314,-114,1058365506,2143989792,3270,10,1060468951,2136335188,1051444920,2139096492,542954,546,2137715114,3504340,3732,11,1057148110,2117284672,-1083598408,2139097133,782252,1902,-2142922342,8572108,4131,12,1059773740,2135806704,1051579152,2139097774,1021550,3701,-2138383057,11197742,4499,13,1062399378,2144824456,-1083665496,2139098415,630924,5827,-2135757423,13823376,4847,14,1065025015,-2143817824,1051713392,2139099056,750573,8211,-2133131788,16449011,5183,15,1058113327,2127795584,-1083732592,2139099697,870222,10809,-2126411989,17925930,5510,16,1059426136,2144463744,1051847616,2139100338,989871,13590,-2125099172,19238747,5828,17,1060738953,-2142668592,-1083799680,2139100979,555261,16531,-2123786355,20551564,6140,18,-2147483648,0,-2147483648,0,0,-7,-8388608,1073741825,3900,19,1063364596,2134112256,-1083866784,2139102261,674909,22821,-2121160720,23177199,6751,20,-1063190664,7136,7136,1012858880,666837,94406,-1022820352,1073748959,4300,21,1057283116,-2137291488,-1083933872,2139103543,794558,29576,-2114340782,25484328,7347,22,1057939527,-2132539328,1052250352,2139104184,854383,33103,-2113478590,26140737,7640,23,1058595935,2138855936,-1084000960,2139104825,914207,36721,-2112822182,26797145,7932,24,1059252342,-2141578048,1052384448,2139105466,974032,40423,-2112165773,27453554,8221,25,1059908750,-2134535840,-1084068176,2139106107,517429,44203,-2111509365,28109962,8508,26,1060565153,-2129783680,1052518672,2139106748,547341,48059,-2110852956,28766371,8794,27,1061221561,2142551040,-1084135264,2139107389,577254,51984,-2110196548,29422779,9078,28,1061877968,-2138688192,1052652896,2139108030,607166,55975,-2109540139,30079188,9360,29,1062534379,-2131780160,-1084202384,2139108671,637078,60030,-2108883730,30735597,9640,30,1063190787,-2127028032,1052787120,2139109312,666990,64145,-2108227322,31392005,9921,31]
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
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul nsw i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add nsw i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %12, i32 0
  %14 = load float, float* %13, align 4, !tbaa.struct !5
  %15 = getelementptr inbounds %struct.sample, %struct.sample* %0, i64 %12, i32 1
  %16 = load float, float* %15, align 4, !tbaa.struct !10
  %17 = fadd contract float %14, -1.750000e+01
  %18 = fmul contract float %17, 6.250000e-01
  %19 = fmul contract float %16, 0x3F50624DE0000000
  %20 = fadd contract float %18, %19
  %21 = srem i32 %11, 16
  %22 = icmp eq i32 %21, 3
  %23 = select i1 %22, float -0.000000e+00, float %20
  %24 = icmp eq i32 %21, 5
  %25 = select i1 %24, float 0x376BE00000000000, float %23
  %26 = mul nsw i32 %11, 10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %1, i64 %27
  %29 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29) #7
  %30 = call contract float @__nv_frexpf(float noundef %25, i32* noundef nonnull %3) #6
  %31 = fcmp contract ord float %30, 0.000000e+00
  %32 = select contract i1 %31, float %30, float 0.000000e+00
  %33 = bitcast float %32 to i32
  %34 = load i32, i32* %3, align 4, !tbaa !11
  %35 = xor i32 %34, %33
  store i32 %35, i32* %28, align 4, !tbaa !11
  %36 = bitcast float* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %36) #7
  %37 = call contract float @__nv_modff(float noundef %25, float* noundef nonnull %4) #6
  %38 = fcmp contract ord float %37, 0.000000e+00
  %39 = select contract i1 %38, float %37, float 0.000000e+00
  %40 = bitcast float %39 to i32
  %41 = load float, float* %4, align 4, !tbaa !6
  %42 = fcmp contract ord float %41, 0.000000e+00
  %43 = select contract i1 %42, float %41, float 0.000000e+00
  %44 = bitcast float %43 to i32
  %45 = add nsw i32 %44, %40
  %46 = getelementptr inbounds i32, i32* %28, i64 1
  store i32 %45, i32* %46, align 4, !tbaa !11
  %47 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %47) #7
  %48 = call contract float @__nv_remquof(float noundef %25, float noundef 2.500000e+00, i32* noundef nonnull %5) #6
  %49 = fcmp contract ord float %48, 0.000000e+00
  %50 = select contract i1 %49, float %48, float 0.000000e+00
  %51 = bitcast float %50 to i32
  %52 = load i32, i32* %5, align 4, !tbaa !11
  %53 = shl nsw i32 %52, 4
  %54 = add nsw i32 %53, %51
  %55 = getelementptr inbounds i32, i32* %28, i64 2
  store i32 %54, i32* %55, align 4, !tbaa !11
  %56 = load i32, i32* %3, align 4, !tbaa !11
  %57 = add nsw i32 %56, 130
  %58 = call contract float @__nv_scalbnf(float noundef %30, i32 noundef %57) #6
  %59 = fcmp contract ord float %58, 0.000000e+00
  %60 = select contract i1 %59, float %58, float 0.000000e+00
  %61 = bitcast float %60 to i32
  %62 = call contract float @__nv_ldexpf(float noundef %25, i32 noundef -140) #6
  %63 = fcmp contract ord float %62, 0.000000e+00
  %64 = select contract i1 %63, float %62, float 0.000000e+00
  %65 = bitcast float %64 to i32
  %66 = xor i32 %65, %61
  %67 = getelementptr inbounds i32, i32* %28, i64 3
  store i32 %66, i32* %67, align 4, !tbaa !11
  %68 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %68) #7
  %69 = fpext float %25 to double
  %70 = fmul contract double %69, 1.000000e+300
  %71 = call contract double @__nv_frexp(double noundef %70, i32* noundef nonnull %6) #6
  %72 = load i32, i32* %6, align 4, !tbaa !11
  %73 = call contract double @__nv_ldexp(double noundef %71, i32 noundef 10) #6
  %74 = fmul contract double %73, 1.000000e+03
  %75 = fptosi double %74 to i32
  %76 = add nsw i32 %72, %75
  %77 = getelementptr inbounds i32, i32* %28, i64 4
  store i32 %76, i32* %77, align 4, !tbaa !11
  %78 = call contract float @__nv_lgammaf(float noundef %25) #6
  %79 = fmul contract float %78, 1.000000e+03
  %80 = call contract float @__nv_fabsf(float noundef %79) #6
  %81 = fcmp contract ole float %80, 2.000000e+09
  %82 = fptosi float %79 to i32
  %83 = select i1 %81, i32 %82, i32 -7
  %84 = getelementptr inbounds i32, i32* %28, i64 5
  store i32 %83, i32* %84, align 4, !tbaa !11
  %85 = call contract float @__nv_logbf(float noundef %25) #6
  %86 = fcmp contract ord float %85, 0.000000e+00
  %87 = select contract i1 %86, float %85, float 0.000000e+00
  %88 = bitcast float %87 to i32
  %89 = call contract float @__nv_fdimf(float noundef %25, float noundef 1.000000e+00) #6
  %90 = fcmp contract ord float %89, 0.000000e+00
  %91 = select contract i1 %90, float %89, float 0.000000e+00
  %92 = bitcast float %91 to i32
  %93 = add nsw i32 %92, %88
  %94 = getelementptr inbounds i32, i32* %28, i64 6
  store i32 %93, i32* %94, align 4, !tbaa !11
  %95 = call contract float @__nv_nextafterf(float noundef %25, float noundef -1.000000e+00) #6
  %96 = fcmp contract ord float %95, 0.000000e+00
  %97 = select contract i1 %96, float %95, float 0.000000e+00
  %98 = bitcast float %97 to i32
  %99 = call contract float @__nv_copysignf(float noundef 2.000000e+00, float noundef %25) #6
  %100 = fcmp contract ord float %99, 0.000000e+00
  %101 = select contract i1 %100, float %99, float 0.000000e+00
  %102 = bitcast float %101 to i32
  %103 = xor i32 %102, %98
  %104 = getelementptr inbounds i32, i32* %28, i64 7
  store i32 %103, i32* %104, align 4, !tbaa !11
  %105 = call contract float @__nv_hypotf(float noundef %25, float noundef %16) #6
  %106 = fmul contract float %105, 1.000000e+02
  %107 = call contract float @__nv_fabsf(float noundef %106) #6
  %108 = fcmp contract ole float %107, 2.000000e+09
  %109 = fptosi float %106 to i32
  %110 = select i1 %108, i32 %109, i32 -7
  %111 = call contract float @__nv_cbrtf(float noundef %25) #6
  %112 = fmul contract float %111, 1.000000e+03
  %113 = call contract float @__nv_fabsf(float noundef %112) #6
  %114 = fcmp contract ole float %113, 2.000000e+09
  %115 = fptosi float %112 to i32
  %116 = select i1 %114, i32 %115, i32 -7
  %117 = add nsw i32 %116, %110
  %118 = getelementptr inbounds i32, i32* %28, i64 8
  store i32 %117, i32* %118, align 4, !tbaa !11
  %119 = getelementptr inbounds i32, i32* %28, i64 9
  store i32 %11, i32* %119, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %68) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %47) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %36) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29) #7
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
