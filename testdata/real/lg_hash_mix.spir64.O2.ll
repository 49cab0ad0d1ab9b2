; simtc:launch grid=1 block=16 warp=8 keys=uint64[16]:iota seeds=int32[16]:iota out=uint64[64] acc=int32[48] bits=uint32[64]
; simtc:expect out=[2302960717771869484,1039092519708176443,15031356941604698821,9223372036854775808,11112056270287394586,15137343625791996893,5113219769898281645,9223372036854775807,14866127883295820679,16831175266698117805,434433263367771921,9223372036854775807,7783790597160095345,3512034973965671595,12811953504627074952,9223372036854775808,14236835019312116057,16547239243549686628,9455200217534653076,9223372036854775807,15008293300659684641,16895320095832201437,13032744071665989580,9223372036854775807,12209159453222951734,15632354983102217148,10592550059059516491,9223372036854775807,9935845759987612324,14606639157659725309,13797180678055926395,9223372036854775807,140072867495639571,63200673683054768,7184310857794263175,63200673683054768,3833494373461819735,1729667074678320702,8373146617786925326,9223372036854775807,12610435389921501621,15813410100953194606,18139161151462101602,9223372036854775808,4059285706125535557,1831543794925985607,1335877618152732994,9223372036854775807,695711606279646947,313904062879005308,6153743159334464977,9223372036854775807,16886194897179726941,17742626559478671198,4034397551158725193,9223372036854775808,1055755514355073310,476355349503483958,13934188460810689021,9223372036854775807,12172190292629301361,15615674551718258653,3934339705176971924,9223372036854775808]
; simtc:expect acc=[-2147483648,-1,1692064,-2147483648,-1,1660993,-2147483648,-1,712418,-2147483648,-1,812419,-2147483648,-1,257060,-2147483648,-1,488133,-1200000000,-1,813062,0,0,98311,1200000000,2800000,-628728,2147483647,5600000,-298313,2147483647,8400000,-922604,2147483647,11200000,-760459,2147483647,14000000,-1515822,2147483647,16800000,-1746893,2147483647,19600000,-1846896,2147483647,22400000,-1422607]
; simtc:expect bits=[3198703314,3012867958,302,10181400,3677486082,3152209517,2030101,18221820,2206342693,844402755,7030202,16182014,3414694416,777079424,3030403,12181422,649585046,1626845140,4040406,14142418,983421324,3439298285,5050506,10141212,3161609663,1303141779,6080606,14121612,1560713520,4069860362,7070707,14161416,2732881582,2583280906,9101508,18221618,3592506740,1419100222,10101110,18181014,3543206788,413647838,10121010,14181022,2682151479,3269370145,14111311,18101614,165533444,2837429194,13121615,20181814,3270650226,1870525979,15131313,18221816,2766256051,1744772363,14171814,16141416,3180072440,4124768192,17151515,20141814]
; ModuleID = 'lg_hash_mix.cl'
source_filename = "lg_hash_mix.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.u128 = type { i64, i64 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_func void @mum(%struct.u128* noalias nocapture writeonly sret(%struct.u128) align 8 %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = mul i64 %2, %1
  %5 = getelementptr inbounds %struct.u128, %struct.u128* %0, i64 0, i32 0
  store i64 %4, i64* %5, align 8, !tbaa !4
  %6 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %1, i64 noundef %2) #4
  %7 = getelementptr inbounds %struct.u128, %struct.u128* %0, i64 0, i32 1
  store i64 %6, i64* %7, align 8, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_func i64 @mix(i64 noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = mul i64 %1, %0
  %4 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %0, i64 noundef %1) #4
  %5 = xor i64 %4, %3
  ret i64 %5
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @lg_hash_mix(i64 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #3 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !kernel_arg_name !14 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %8
  %10 = load i64, i64 addrspace(1)* %9, align 8, !tbaa !15
  %11 = mul i64 %10, -7046029254386353131
  %12 = add i64 %11, %8
  %13 = xor i64 %12, -6884282663029611473
  %14 = lshr i64 %12, 7
  %15 = xor i64 %14, -1800455987208640293
  %16 = mul i64 %15, %13
  %17 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %13, i64 noundef %15) #4
  %18 = xor i64 %16, %17
  %19 = mul nsw i32 %7, 977
  %20 = sext i32 %19 to i64
  %21 = sub nsw i64 8323144043250455661, %20
  %22 = tail call spir_func i64 @_Z6mul_hill(i64 noundef %18, i64 noundef %21) #4
  %23 = shl nsw i32 %7, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %24
  store i64 %18, i64 addrspace(1)* %25, align 8, !tbaa !15
  %26 = or i32 %23, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %27
  store i64 %22, i64 addrspace(1)* %28, align 8, !tbaa !15
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %8
  %30 = load i32, i32 addrspace(1)* %29, align 4, !tbaa !16
  %31 = srem i32 %7, 3
  %32 = mul i32 %30, -1640531535
  %33 = add i32 %32, 1
  %34 = add nsw i32 %31, 3
  br label %136

35:                                               ; preds = %136
  %36 = tail call spir_func i64 @_Z8upsamplejj(i32 noundef %142, i32 noundef %141) #4
  %37 = or i32 %23, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %38
  store i64 %36, i64 addrspace(1)* %39, align 8, !tbaa !15
  %40 = add i32 %7, 16777208
  %41 = zext i32 %40 to i64
  %42 = shl i64 %41, 40
  %43 = tail call spir_func i64 @_Z7mad_satlll(i64 noundef %18, i64 noundef %42, i64 noundef %22) #4
  %44 = or i32 %23, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %45
  store i64 %43, i64 addrspace(1)* %46, align 8, !tbaa !15
  %47 = mul nsw i32 %30, 100000
  %48 = add nsw i32 %47, -700000
  %49 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -9000, i32 noundef 0) #4
  %50 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 0, i32 noundef 0) #4
  %51 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -6000, i32 noundef %49) #4
  %52 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 1, i32 noundef %50) #4
  %53 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef -3000, i32 noundef %51) #4
  %54 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 2, i32 noundef %52) #4
  %55 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 0, i32 noundef %53) #4
  %56 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 3, i32 noundef %54) #4
  %57 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 3000, i32 noundef %55) #4
  %58 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 4, i32 noundef %56) #4
  %59 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 6000, i32 noundef %57) #4
  %60 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 5, i32 noundef %58) #4
  %61 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 9000, i32 noundef %59) #4
  %62 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 6, i32 noundef %60) #4
  %63 = tail call spir_func i32 @_Z7mad_satiii(i32 noundef %48, i32 noundef 12000, i32 noundef %61) #4
  %64 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %48, i32 noundef 7, i32 noundef %62) #4
  %65 = mul nsw i32 %7, 3
  %66 = trunc i32 %65 to i16
  %67 = add i16 %66, -20
  %68 = sext i32 %65 to i64
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %68
  store i32 %63, i32 addrspace(1)* %69, align 4, !tbaa !16
  %70 = add nsw i32 %65, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %71
  store i32 %64, i32 addrspace(1)* %72, align 4, !tbaa !16
  %73 = trunc i64 %6 to i16
  %74 = xor i16 %73, -32768
  %75 = tail call spir_func i32 @_Z8upsamplest(i16 noundef signext %67, i16 noundef zeroext %74) #4
  %76 = tail call spir_func i32 @_Z7add_satii(i32 noundef %63, i32 noundef %48) #4
  %77 = xor i32 %76, %75
  %78 = tail call spir_func i32 @_Z7sub_satii(i32 noundef %48, i32 noundef %63) #4
  %79 = xor i32 %77, %78
  %80 = add nsw i32 %65, 2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %81
  store i32 %79, i32 addrspace(1)* %82, align 4, !tbaa !16
  %83 = lshr i64 %18, 32
  %84 = insertelement <2 x i64> poison, i64 %18, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = trunc <2 x i64> %85 to <2 x i32>
  %87 = shufflevector <2 x i32> %86, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
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
  %98 = tail call spir_func <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef %89, <4 x i32> noundef %97) #4
  %99 = and i32 %7, 31
  %100 = insertelement <4 x i32> poison, i32 %99, i64 0
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> zeroinitializer
  %102 = lshr <4 x i32> %89, %101
  %103 = tail call spir_func <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef %102) #4
  %104 = xor <4 x i32> %98, %89
  %105 = tail call spir_func <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef %104) #4
  %106 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>
  %107 = xor <4 x i32> %98, %106
  %108 = extractelement <4 x i32> %107, i64 0
  %109 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %24
  store i32 %108, i32 addrspace(1)* %109, align 4, !tbaa !16
  %110 = shufflevector <4 x i32> %98, <4 x i32> poison, <4 x i32> <i32 undef, i32 2, i32 undef, i32 undef>
  %111 = add <4 x i32> %98, %110
  %112 = extractelement <4 x i32> %111, i64 1
  %113 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %27
  store i32 %112, i32 addrspace(1)* %113, align 4, !tbaa !16
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
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %38
  store i32 %123, i32 addrspace(1)* %124, align 4, !tbaa !16
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
  store i32 %134, i32 addrspace(1)* %135, align 4, !tbaa !16
  ret void

136:                                              ; preds = %5, %136
  %137 = phi i32 [ %141, %136 ], [ %33, %5 ]
  %138 = phi i32 [ %142, %136 ], [ 0, %5 ]
  %139 = phi i32 [ %143, %136 ], [ 0, %5 ]
  %140 = mul i32 %137, 1664525
  %141 = add i32 %140, 1013904223
  %142 = tail call spir_func i32 @_Z6mad_hijjj(i32 noundef %141, i32 noundef -5, i32 noundef %138) #4
  %143 = add nuw nsw i32 %139, 1
  %144 = icmp slt i32 %139, %34
  br i1 %144, label %136, label %35
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z6mul_hill(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6mad_hijjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z8upsamplejj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z7mad_satlll(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7mad_satiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7mad_satjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z8upsamplest(i16 noundef signext, i16 noundef zeroext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"", !6, i64 0, !6, i64 8}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !6, i64 8}
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"ulong*", !"int*", !"ulong*", !"int*", !"uint*"}
!13 = !{!"const", !"const", !"", !"", !""}
!14 = !{!"keys", !"seeds", !"out", !"acc", !"bits"}
!15 = !{!6, !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
