; simtc:launch grid=1 block=32 warp=32 cur=uint32[64]:iota ref=uint32[64]:iota keys=uint64[32]:iota out=uint32[128] wide=uint64[64]
; simtc:expect out=[2343,1845817644,0,16908288,255,2306962011,992626308,50800395,4257,2648243876,1603149910,51128143,2299,3230242158,2784131261,118437642,4364,1303709565,2090882030,35346190,4212,2779613755,1504654153,50354065,2426,2466618284,1917131059,18442579,3377,3582441209,686915080,2754577,466,3389472033,928303333,52922190,2298,3851393862,3710486106,35825423,295,1566134432,2224037803,42896,1308,2627056889,2724130381,87152397,3318,220673658,1235600729,70637778,4381,1696038086,827505317,54253972,214,4011456645,269158710,4655122,1199,2500205293,211953756,33629965,2340,2785914358,931787587,37750927,1287,3247848449,960326737,21764178,3257,2630966425,2652061433,22292561,1204,4169682456,1093175428,55154314,267,3432871254,2174442710,33642448,507,2946065263,2452364720,5703633,2339,3408032426,4256850924,73107536,3381,3563027812,1020832562,22849808,372,2181600699,174472627,90212562,4232,71078214,1685307492,104531,3301,1546494342,1641178666,23644563,1452,3568112243,1943650290,23914833,196,204220739,3555500019,7866254,2393,2343158114,989290564,25024399,1324,2805143019,571478973,16910157,3210,2480395223,3670950320,8390543]
; simtc:expect wide=[0,0,14415055829286731576,17752097980699114972,10937994613443063075,15865729947934295837,15799753671450308327,2150441595806095524,3429245153176574534,10078039170742717059,13539581664133155249,10066336480589547236,13148946212321153274,13078604293609273929,808734463216608365,5363930867717690937,6858490306353149069,12997432345185433233,10057066364670394584,15422757246937126798,8632419254556758883,3219412332233072617,7230547840593717799,17324524027830837491,8000417945729880583,3571244616033586412,6041142919857344086,10911559898601422402,1617468926433216730,6691805331000900328,4880566793850961069,6381670801385039902,13740008337791122509,5370486252476851324,3705582618299549945,9677407427756422105,1716312696590636396,14672947575338449541,16164792766310929060,15173676955278871443,17264838509113517767,16613277572691458095,17344685010135618883,4396670151467682422,14358162941959292730,13113387365553320280,9381929445851921194,5754220640211109989,16000835891459761166,9977399559555352305,1400550453022478553,7797974925851740304,12082285839714688172,3687672100355425668,11773521928994544996,14247930414386262791,3176499187617656568,17147645926809326962,6644957162043289472,499550844065067375,9761133587701922139,1311634936209520003,5441094666545115882,11867247316839584716]
; ModuleID = 'lg_cuda_bits.cu'
source_filename = "lg_cuda_bits.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z8word_sadjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = and i32 %0, 255
  %5 = and i32 %1, 255
  %6 = tail call i32 @__nv_usad(i32 noundef %4, i32 noundef %5, i32 noundef %2) #4
  %7 = lshr i32 %0, 8
  %8 = and i32 %7, 255
  %9 = lshr i32 %1, 8
  %10 = and i32 %9, 255
  %11 = tail call i32 @__nv_usad(i32 noundef %8, i32 noundef %10, i32 noundef %6) #4
  %12 = lshr i32 %0, 16
  %13 = and i32 %12, 255
  %14 = lshr i32 %1, 16
  %15 = and i32 %14, 255
  %16 = tail call i32 @__nv_usad(i32 noundef %13, i32 noundef %15, i32 noundef %11) #4
  %17 = lshr i32 %0, 24
  %18 = lshr i32 %1, 24
  %19 = tail call i32 @__nv_usad(i32 noundef %17, i32 noundef %18, i32 noundef %16) #4
  ret i32 %19
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lg_cuda_bits(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i64* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3, i64* nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nsw i32 %8, %9
  %11 = srem i32 %10, 64
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = mul i32 %14, -1640531535
  %16 = add nsw i32 %10, 3
  %17 = srem i32 %16, 64
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %1, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = mul i32 %20, 40503
  %22 = add nsw i32 %10, 4
  %23 = srem i32 %22, 64
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %1, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = mul i32 %26, 40503
  %28 = and i32 %15, 255
  %29 = lshr i32 %15, 8
  %30 = and i32 %29, 255
  %31 = lshr i32 %15, 16
  %32 = and i32 %31, 255
  %33 = lshr i32 %15, 24
  br label %112

34:                                               ; preds = %112
  %35 = tail call i32 @__nv_byte_perm(i32 noundef %21, i32 noundef %27, i32 noundef 17185) #4
  %36 = tail call i32 @__nv_urhadd(i32 noundef %15, i32 noundef %35) #4
  %37 = tail call i32 @__nv_uhadd(i32 noundef %21, i32 noundef %27) #4
  %38 = xor i32 %37, %36
  %39 = mul i32 %133, 1000
  %40 = add i32 %39, %132
  %41 = shl nsw i32 %10, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %3, i64 %42
  store i32 %40, i32* %43, align 4, !tbaa !5
  %44 = tail call i32 @__nv_sad(i32 noundef %15, i32 noundef %21, i32 noundef 7) #4
  %45 = add i32 %44, %38
  %46 = sub nsw i32 0, %27
  %47 = tail call i32 @__nv_hadd(i32 noundef %15, i32 noundef %46) #4
  %48 = add i32 %45, %47
  %49 = tail call i32 @__nv_rhadd(i32 noundef %21, i32 noundef %27) #4
  %50 = add i32 %48, %49
  %51 = or i32 %41, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %3, i64 %52
  store i32 %50, i32* %53, align 4, !tbaa !5
  %54 = sext i32 %10 to i64
  %55 = getelementptr inbounds i64, i64* %2, i64 %54
  %56 = load i64, i64* %55, align 8, !tbaa !9
  %57 = mul i64 %56, -7046029254386353131
  %58 = add i64 %57, %54
  %59 = tail call i64 @__nv_umul64hi(i64 noundef %58, i64 noundef -49064778989728563) #4
  %60 = mul i64 %58, -4265267296055464877
  %61 = xor i64 %60, %59
  %62 = or i64 %58, 1
  %63 = sub nsw i64 0, %62
  %64 = tail call i64 @__nv_mul64hi(i64 noundef %61, i64 noundef %63) #4
  %65 = shl nsw i32 %10, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i64, i64* %4, i64 %66
  store i64 %61, i64* %67, align 8, !tbaa !9
  %68 = tail call i64 @__nv_brevll(i64 noundef %61) #4
  %69 = xor i64 %68, %64
  %70 = or i32 %65, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i64, i64* %4, i64 %71
  store i64 %69, i64* %72, align 8, !tbaa !9
  %73 = lshr i64 %61, 29
  %74 = trunc i64 %73 to i32
  %75 = tail call i32 @__nv_umulhi(i32 noundef %74, i32 noundef %15) #4
  %76 = tail call i32 @__nv_mulhi(i32 noundef %74, i32 noundef %21) #4
  %77 = xor i32 %76, %75
  %78 = tail call i32 @__nv_brev(i32 noundef %74) #4
  %79 = xor i32 %77, %78
  %80 = or i32 %41, 2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %3, i64 %81
  store i32 %79, i32* %82, align 4, !tbaa !5
  %83 = srem i32 %10, 7
  %84 = icmp eq i32 %83, 0
  %85 = and i32 %10, 31
  %86 = lshr i32 %74, %85
  %87 = select i1 %84, i32 0, i32 %86
  %88 = srem i32 %10, 5
  %89 = icmp eq i32 %88, 0
  %90 = zext i32 %11 to i64
  %91 = lshr i64 %61, %90
  %92 = select i1 %89, i64 0, i64 %91
  %93 = tail call i32 @__nv_popc(i32 noundef %74) #4
  %94 = tail call i32 @__nv_popcll(i64 noundef %61) #4
  %95 = shl nsw i32 %94, 6
  %96 = add nsw i32 %95, %93
  %97 = tail call i32 @__nv_clz(i32 noundef %87) #4
  %98 = shl nsw i32 %97, 12
  %99 = add nsw i32 %96, %98
  %100 = tail call i32 @__nv_clzll(i64 noundef %92) #4
  %101 = shl nsw i32 %100, 18
  %102 = add nsw i32 %99, %101
  %103 = tail call i32 @__nv_ffs(i32 noundef %87) #4
  %104 = shl i32 %103, 24
  %105 = xor i32 %102, %104
  %106 = tail call i32 @__nv_ffsll(i64 noundef %92) #4
  %107 = shl i32 %106, 16
  %108 = xor i32 %105, %107
  %109 = or i32 %41, 3
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, i32* %3, i64 %110
  store i32 %108, i32* %111, align 4, !tbaa !5
  ret void

112:                                              ; preds = %5, %112
  %113 = phi i32 [ -1, %5 ], [ %133, %112 ]
  %114 = phi i32 [ -1, %5 ], [ %132, %112 ]
  %115 = phi i32 [ 0, %5 ], [ %134, %112 ]
  %116 = icmp eq i32 %115, 4
  %117 = mul nuw nsw i32 %115, 4369
  %118 = add nuw nsw i32 %117, 12816
  %119 = select i1 %116, i32 30292, i32 %118
  %120 = tail call i32 @__nv_byte_perm(i32 noundef %21, i32 noundef %27, i32 noundef %119) #4
  %121 = and i32 %120, 255
  %122 = tail call i32 @__nv_usad(i32 noundef %28, i32 noundef %121, i32 noundef %115) #4
  %123 = lshr i32 %120, 8
  %124 = and i32 %123, 255
  %125 = tail call i32 @__nv_usad(i32 noundef %30, i32 noundef %124, i32 noundef %122) #4
  %126 = lshr i32 %120, 16
  %127 = and i32 %126, 255
  %128 = tail call i32 @__nv_usad(i32 noundef %32, i32 noundef %127, i32 noundef %125) #4
  %129 = lshr i32 %120, 24
  %130 = tail call i32 @__nv_usad(i32 noundef %33, i32 noundef %129, i32 noundef %128) #4
  %131 = icmp ult i32 %130, %114
  %132 = select i1 %131, i32 %130, i32 %114
  %133 = select i1 %131, i32 %115, i32 %113
  %134 = add nuw nsw i32 %115, 1
  %135 = icmp eq i32 %134, 5
  br i1 %135, label %34, label %112, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_usad(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_byte_perm(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_urhadd(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_uhadd(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_sad(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_hadd(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_rhadd(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_umul64hi(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_mul64hi(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_brevll(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umulhi(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_mulhi(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popcll(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clz(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clzll(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffs(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffsll(i64 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i64*, i32*, i64*)* @lg_cuda_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
