; simtc:launch grid=1 block=16 warp=8 keys=uint64[16]:iota seeds=int32[16]:iota out=uint64[64] acc=int32[48] bits=uint32[64]
; simtc:expect out=[2302960717771869484,1039092519708176443,15031356941604698821,9223372036854775808,11112056270287394586,15137343625791996893,5113219769898281645,9223372036854775807,14866127883295820679,16831175266698117805,434433263367771921,9223372036854775807,7783790597160095345,3512034973965671595,12811953504627074952,9223372036854775808,14236835019312116057,16547239243549686628,9455200217534653076,9223372036854775807,15008293300659684641,16895320095832201437,13032744071665989580,9223372036854775807,12209159453222951734,15632354983102217148,10592550059059516491,9223372036854775807,9935845759987612324,14606639157659725309,13797180678055926395,9223372036854775807,140072867495639571,63200673683054768,7184310857794263175,63200673683054768,3833494373461819735,1729667074678320702,8373146617786925326,9223372036854775807,12610435389921501621,15813410100953194606,18139161151462101602,9223372036854775808,4059285706125535557,1831543794925985607,1335877618152732994,9223372036854775807,695711606279646947,313904062879005308,6153743159334464977,9223372036854775807,16886194897179726941,17742626559478671198,4034397551158725193,9223372036854775808,1055755514355073310,476355349503483958,13934188460810689021,9223372036854775807,12172190292629301361,15615674551718258653,3934339705176971924,9223372036854775808]
; simtc:expect acc=[-2147483648,-1,1692064,-2147483648,-1,1660993,-2147483648,-1,712418,-2147483648,-1,812419,-2147483648,-1,257060,-2147483648,-1,488133,-1200000000,-1,813062,0,0,98311,1200000000,2800000,-628728,2147483647,5600000,-298313,2147483647,8400000,-922604,2147483647,11200000,-760459,2147483647,14000000,-1515822,2147483647,16800000,-1746893,2147483647,19600000,-1846896,2147483647,22400000,-1422607]
; simtc:expect bits=[3198703314,3012867958,302,10181400,3677486082,3152209517,2030101,18221820,2206342693,844402755,7030202,16182014,3414694416,777079424,3030403,12181422,649585046,1626845140,4040406,14142418,983421324,3439298285,5050506,10141212,3161609663,1303141779,6080606,14121612,1560713520,4069860362,7070707,14161416,2732881582,2583280906,9101508,18221618,3592506740,1419100222,10101110,18181014,3543206788,413647838,10121010,14181022,2682151479,3269370145,14111311,18101614,165533444,2837429194,13121615,20181814,3270650226,1870525979,15131313,18221816,2766256051,1744772363,14171814,16141416,3180072440,4124768192,17151515,20141814]
; ModuleID = 'lg_hash_mix.cl'
source_filename = "lg_hash_mix.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.u128 = type { i64, i64 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind readnone willreturn
define dso_local %struct.u128 @mum(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %1, %0
  %4 = tail call i64 @_Z6mul_himm(i64 noundef %0, i64 noundef %1) #3
  %5 = insertvalue %struct.u128 poison, i64 %3, 0
  %6 = insertvalue %struct.u128 %5, i64 %4, 1
  ret %struct.u128 %6
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind readnone willreturn
define dso_local i64 @mix(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %1, %0
  %4 = tail call i64 @_Z6mul_himm(i64 noundef %0, i64 noundef %1) #3
  %5 = xor i64 %4, %3
  ret i64 %5
}

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @lg_hash_mix(i64 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %9
  %11 = load i64, i64 addrspace(1)* %10, align 8, !tbaa !10
  %12 = mul i64 %11, -7046029254386353131
  %13 = add i64 %12, %9
  %14 = xor i64 %13, -6884282663029611473
  %15 = lshr i64 %13, 7
  %16 = xor i64 %15, -1800455987208640293
  %17 = mul i64 %16, %14
  %18 = tail call i64 @_Z6mul_himm(i64 noundef %14, i64 noundef %16) #3
  %19 = xor i64 %17, %18
  %20 = mul i64 %6, 4196183048192
  %21 = ashr exact i64 %20, 32
  %22 = sub nsw i64 8323144043250455661, %21
  %23 = tail call i64 @_Z6mul_hill(i64 noundef %19, i64 noundef %22) #3
  %24 = shl nsw i32 %7, 2
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %25
  store i64 %19, i64 addrspace(1)* %26, align 8, !tbaa !10
  %27 = or i32 %24, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %28
  store i64 %23, i64 addrspace(1)* %29, align 8, !tbaa !10
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %9
  %31 = load i32, i32 addrspace(1)* %30, align 4, !tbaa !14
  %32 = srem i32 %7, 3
  %33 = mul i32 %31, -1640531535
  %34 = add i32 %33, 1
  %35 = add nsw i32 %32, 3
  br label %136

36:                                               ; preds = %136
  %37 = tail call i64 @_Z8upsamplejj(i32 noundef %142, i32 noundef %141) #3
  %38 = or i32 %24, 2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %39
  store i64 %37, i64 addrspace(1)* %40, align 8, !tbaa !10
  %41 = shl i64 %6, 40
  %42 = add i64 %41, -8796093022208
  %43 = tail call i64 @_Z7mad_satlll(i64 noundef %19, i64 noundef %42, i64 noundef %23) #3
  %44 = or i32 %24, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %45
  store i64 %43, i64 addrspace(1)* %46, align 8, !tbaa !10
  %47 = mul nsw i32 %31, 100000
  %48 = add nsw i32 %47, -700000
  %49 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -9000, i32 noundef 0) #3
  %50 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 0, i32 noundef 0) #3
  %51 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -6000, i32 noundef %49) #3
  %52 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 1, i32 noundef %50) #3
  %53 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -3000, i32 noundef %51) #3
  %54 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 2, i32 noundef %52) #3
  %55 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 0, i32 noundef %53) #3
  %56 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 3, i32 noundef %54) #3
  %57 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 3000, i32 noundef %55) #3
  %58 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 4, i32 noundef %56) #3
  %59 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 6000, i32 noundef %57) #3
  %60 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 5, i32 noundef %58) #3
  %61 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 9000, i32 noundef %59) #3
  %62 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 6, i32 noundef %60) #3
  %63 = tail call i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 12000, i32 noundef %61) #3
  %64 = tail call i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 7, i32 noundef %62) #3
  %65 = mul nsw i32 %7, 3
  %66 = trunc i32 %65 to i16
  %67 = add i16 %66, -20
  %68 = sext i32 %65 to i64
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %68
  store i32 %63, i32 addrspace(1)* %69, align 4, !tbaa !14
  %70 = add nsw i32 %65, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %71
  store i32 %64, i32 addrspace(1)* %72, align 4, !tbaa !14
  %73 = trunc i64 %6 to i16
  %74 = xor i16 %73, -32768
  %75 = tail call i32 @_Z8upsamplest(i16 noundef signext %67, i16 noundef zeroext %74) #3
  %76 = tail call i32 @_Z7add_satii(i32 noundef %63, i32 noundef %48) #3
  %77 = xor i32 %76, %75
  %78 = tail call i32 @_Z7sub_satii(i32 noundef %48, i32 noundef %63) #3
  %79 = xor i32 %77, %78
  %80 = add nsw i32 %65, 2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %81
  store i32 %79, i32 addrspace(1)* %82, align 4, !tbaa !14
  %83 = trunc i64 %19 to i32
  %84 = insertelement <4 x i32> undef, i32 %83, i64 0
  %85 = lshr i64 %19, 32
  %86 = trunc i64 %85 to i32
  %87 = insertelement <4 x i32> %84, i32 %86, i64 1
  %88 = insertelement <4 x i32> %87, i32 %141, i64 2
  %89 = insertelement <4 x i32> %88, i32 %142, i64 3
  %90 = insertelement <4 x i32> undef, i32 %7, i64 0
  %91 = sub i32 31, %7
  %92 = insertelement <4 x i32> %90, i32 %91, i64 1
  %93 = shl nsw i32 %7, 3
  %94 = or i32 %93, 3
  %95 = insertelement <2 x i32> poison, i32 %94, i64 0
  %96 = shufflevector <2 x i32> %95, <2 x i32> poison, <4 x i32> <i32 0, i32 0, i32 undef, i32 undef>
  %97 = shufflevector <4 x i32> %92, <4 x i32> %96, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %98 = tail call <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef %89, <4 x i32> noundef %97) #3
  %99 = and i32 %7, 31
  %100 = insertelement <4 x i32> poison, i32 %99, i64 0
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> zeroinitializer
  %102 = lshr <4 x i32> %89, %101
  %103 = tail call <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef %102) #3
  %104 = xor <4 x i32> %98, %89
  %105 = tail call <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef %104) #3
  %106 = extractelement <4 x i32> %98, i64 0
  %107 = extractelement <4 x i32> %98, i64 3
  %108 = xor i32 %106, %107
  %109 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %25
  store i32 %108, i32 addrspace(1)* %109, align 4, !tbaa !14
  %110 = extractelement <4 x i32> %98, i64 1
  %111 = extractelement <4 x i32> %98, i64 2
  %112 = add i32 %110, %111
  %113 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %28
  store i32 %112, i32 addrspace(1)* %113, align 4, !tbaa !14
  %114 = extractelement <4 x i32> %103, i64 0
  %115 = extractelement <4 x i32> %103, i64 1
  %116 = mul i32 %115, 100
  %117 = add i32 %116, %114
  %118 = extractelement <4 x i32> %103, i64 2
  %119 = mul i32 %118, 10000
  %120 = add i32 %117, %119
  %121 = extractelement <4 x i32> %103, i64 3
  %122 = mul i32 %121, 1000000
  %123 = add i32 %120, %122
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %39
  store i32 %123, i32 addrspace(1)* %124, align 4, !tbaa !14
  %125 = extractelement <4 x i32> %105, i64 0
  %126 = extractelement <4 x i32> %105, i64 1
  %127 = mul i32 %126, 100
  %128 = add i32 %127, %125
  %129 = extractelement <4 x i32> %105, i64 2
  %130 = mul i32 %129, 10000
  %131 = add i32 %128, %130
  %132 = extractelement <4 x i32> %105, i64 3
  %133 = mul i32 %132, 1000000
  %134 = add i32 %131, %133
  %135 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %45
  store i32 %134, i32 addrspace(1)* %135, align 4, !tbaa !14
  ret void

136:                                              ; preds = %5, %136
  %137 = phi i32 [ %141, %136 ], [ %34, %5 ]
  %138 = phi i32 [ %142, %136 ], [ 0, %5 ]
  %139 = phi i32 [ %143, %136 ], [ 0, %5 ]
  %140 = mul i32 %137, 1664525
  %141 = add i32 %140, 1013904223
  %142 = tail call i32 @_Z6mad_hijjj(i32 noundef %141, i32 noundef -5, i32 noundef %138) #3
  %143 = add nuw nsw i32 %139, 1
  %144 = icmp eq i32 %139, %35
  br i1 %144, label %36, label %136
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z6mul_hill(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z6mad_hijjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z8upsamplejj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z7mad_satlll(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7mad_satiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7mad_satjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z8upsamplest(i16 noundef signext, i16 noundef zeroext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @lg_hash_mix, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"ulong*", !"int*", !"ulong*", !"int*", !"uint*"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{!"keys", !"seeds", !"out", !"acc", !"bits"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
