; simtc:launch grid=1 block=16 warp=8 pix=uint16[128]:iota ref=uint16[128] words=uint64[32]:iota dbl=float64[32] sad=uint32[32] perm=uint8[256]:iota cnt=int64[64] flt=int32[64]
; simtc:expect ref=[30930,31831,32732,33633,34534,35435,36336,37237,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,64317,59691,55065,54223,49083,43943,38803,33663,28523,23383,18243,19991,25645,31299,36953,42607,48261,53915,59569,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535]
; simtc:expect dbl=[-2,0.47213595499957917,-1.0557280900008412,0.75,0.75,-1.6393202250021033,0.8328157299974763,0.75,1.1942719099991588,0.24922359499621427,-1.2786404500042061,0.75,0.75,-1.8622325850054682,0.6099033699941114,0.75,1.1385438199983176,0.026311234992849375,-1.501552810007571,0.75,0.75,1.2287137637477916,0.38699100999074654,0.75,1.0828157299974763,-0.19660112501051552,-1.724465170010936,0.75,0.75,1.1729856737469504,0.16407864998738164,0.75]
; simtc:expect sad=[2461121328,113456,3539107056,163056,322125360,212528,1400104827,255867,2478047228,262140,907645680,103152,4093277232,160816,3017479792,202352,1937487631,243471,865861628,262140,355729404,262140,1433665532,262140,2511601660,262140,1343983856,233712,268173308,262140,3285230303,303839]
; simtc:expect perm=[0,141,143,229,204,11,66,27,16,144,134,238,68,83,42,15,61,40,173,219,255,229,163,138,85,40,33,162,248,109,219,134,186,119,64,189,56,255,255,44,226,127,80,193,174,255,134,116,196,255,161,104,221,132,255,255,196,255,153,104,82,202,255,175,255,101,91,219,128,237,224,255,80,77,131,195,144,242,214,255,255,255,245,179,255,168,255,255,255,105,229,203,253,168,131,242,127,255,255,150,251,255,192,255,137,255,146,110,255,255,208,255,255,219,131,255,255,255,255,232,255,213,255,171,255,255,255,232,255,255,255,189,255,199,156,164,255,255,255,255,212,143,196,140,208,255,255,255,231,255,255,244,206,255,255,255,255,237,255,255,255,248,255,255,208,255,255,248,255,255,255,255,214,255,255,176,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,225,255,255,255,255,255,255,255,255,221,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255]
; simtc:expect cnt=[6685,2496,0,1,805311506,2242,6252593441170298674,0,269487119,2116,-1251588963584107040,4018661974626479245,1885343250,1666,5579645610173169035,5065082834899770860,540018440,2240,-8946074393872931385,-8631463941940132390,269487626,2050,6595629627484927576,9034267801260028362,1343227659,1926,937955641589056707,4076445584371903334,1611664394,1730,8229422530396442760,-7380384114083816544,3146503,2177,8008558394945915675,4396561600319451657,1342179333,1859,-6181684778978939323,5846744018779980574,2056,2241,2752136690464149523,-8598354107867431867,2098441,2626,3163107540526111517,-9084322614946831927,538969605,2113,7056807106196373080,-1342443458046379604,1343227911,2116,6168797692025312910,-3615524996227562509,536872712,1921,-4776891413362211949,1554318541584338014,806357255,1987,-2960789028221708249,922018682378283697]
; simtc:expect flt=[240,-2029449659,-1244903424,-2095189244,348,-2147483648,-1843543881,-1027083444,163,1737653591,-2147483648,-1051601602,156,-65444324,-1454287669,-1072410477,176,-2085177750,-965297408,47808466,348,-2147483648,-2147483648,1113513608,163,1681925501,-2147483648,-1049731677,156,-622725224,-1065031457,-1073487232,176,-2140905840,-685691392,71977632,348,-2147483648,-2147483648,1106552949,163,-1668769885,2147483647,1098193401,156,-1180006124,-675775245,-1058704268,176,2098333366,-406085376,-2099263366,348,-2147483648,-2147483648,1095092009,163,-1724497975,2147483647,1096323477,156,-1737287024,-286519033,-1061013603]
; ModuleID = 'lg_byte_lanes.cl'
source_filename = "lg_byte_lanes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @lanes_sum(<8 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = shufflevector <8 x i32> %0, <8 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %3 = shufflevector <8 x i32> %0, <8 x i32> undef, <2 x i32> <i32 5, i32 6>
  %4 = shufflevector <8 x i32> %0, <8 x i32> undef, <2 x i32> <i32 4, i32 7>
  %5 = xor <2 x i32> %3, %4
  %6 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
  %7 = extractelement <2 x i32> %5, i64 0
  %8 = add i32 %6, %7
  %9 = extractelement <2 x i32> %5, i64 1
  %10 = add i32 %8, %9
  ret i32 %10
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @lg_byte_lanes(<8 x i16> addrspace(1)* nocapture noundef readonly %0, <8 x i16> addrspace(1)* nocapture noundef writeonly %1, <2 x i64> addrspace(1)* nocapture noundef readonly %2, <2 x double> addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, <16 x i8> addrspace(1)* nocapture noundef %5, <2 x i64> addrspace(1)* nocapture noundef %6, i32 addrspace(1)* nocapture noundef writeonly %7) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %0, i64 %11
  %13 = load <8 x i16>, <8 x i16> addrspace(1)* %12, align 16, !tbaa !10
  %14 = mul <8 x i16> %13, <i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517>
  %15 = add nsw i32 %10, 3
  %16 = srem i32 %15, 16
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %0, i64 %17
  %19 = load <8 x i16>, <8 x i16> addrspace(1)* %18, align 16, !tbaa !10
  %20 = mul <8 x i16> %19, <i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031>
  %21 = tail call spir_func <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %14, <8 x i16> noundef %20) #5
  %22 = tail call spir_func <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %20, <8 x i16> noundef %14) #5
  %23 = or <8 x i16> %22, %21
  %24 = tail call spir_func <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef %14, <8 x i16> noundef %20) #5
  %25 = tail call spir_func <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %23, <8 x i16> noundef %24) #5
  %26 = trunc i64 %9 to i16
  %27 = add i16 %26, 1
  %28 = insertelement <8 x i16> poison, i16 %27, i64 0
  %29 = shufflevector <8 x i16> %28, <8 x i16> poison, <8 x i32> zeroinitializer
  %30 = lshr <8 x i16> %24, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %31 = tail call spir_func <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef %23, <8 x i16> noundef %29, <8 x i16> noundef %30) #5
  %32 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %1, i64 %11
  store <8 x i16> %31, <8 x i16> addrspace(1)* %32, align 16, !tbaa !10
  %33 = shufflevector <8 x i32> %25, <8 x i32> poison, <8 x i32> <i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %34 = add <8 x i32> %25, %33
  %35 = shufflevector <8 x i32> %25, <8 x i32> poison, <8 x i32> <i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %36 = add <8 x i32> %34, %35
  %37 = shufflevector <8 x i32> %25, <8 x i32> poison, <8 x i32> <i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %38 = add <8 x i32> %36, %37
  %39 = shufflevector <8 x i32> %25, <8 x i32> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 5, i32 undef, i32 undef, i32 undef>
  %40 = xor <8 x i32> %25, %39
  %41 = shufflevector <8 x i32> %40, <8 x i32> poison, <8 x i32> <i32 4, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %42 = add <8 x i32> %38, %41
  %43 = shufflevector <8 x i32> %25, <8 x i32> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 7, i32 undef>
  %44 = xor <8 x i32> %25, %43
  %45 = shufflevector <8 x i32> %44, <8 x i32> poison, <8 x i32> <i32 6, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %46 = add <8 x i32> %42, %45
  %47 = extractelement <8 x i32> %46, i64 0
  %48 = shl nsw i32 %10, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %49
  store i32 %47, i32 addrspace(1)* %50, align 4, !tbaa !13
  %51 = tail call spir_func <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %24, <8 x i16> noundef %23) #5
  %52 = lshr <8 x i32> %51, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %53 = shufflevector <8 x i32> %52, <8 x i32> poison, <8 x i32> <i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %54 = add nuw nsw <8 x i32> %52, %53
  %55 = shufflevector <8 x i32> %52, <8 x i32> poison, <8 x i32> <i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %56 = add nuw nsw <8 x i32> %54, %55
  %57 = shufflevector <8 x i32> %52, <8 x i32> poison, <8 x i32> <i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %58 = add nuw nsw <8 x i32> %56, %57
  %59 = shufflevector <8 x i32> %52, <8 x i32> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 5, i32 undef, i32 undef, i32 undef>
  %60 = xor <8 x i32> %52, %59
  %61 = shufflevector <8 x i32> %60, <8 x i32> poison, <8 x i32> <i32 4, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %62 = add nuw nsw <8 x i32> %58, %61
  %63 = shufflevector <8 x i32> %52, <8 x i32> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 7, i32 undef>
  %64 = xor <8 x i32> %52, %63
  %65 = shufflevector <8 x i32> %64, <8 x i32> poison, <8 x i32> <i32 6, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %66 = add nuw nsw <8 x i32> %62, %65
  %67 = extractelement <8 x i32> %66, i64 0
  %68 = or i32 %48, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %69
  store i32 %67, i32 addrspace(1)* %70, align 4, !tbaa !13
  %71 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %5, i64 %11
  %72 = load <16 x i8>, <16 x i8> addrspace(1)* %71, align 16, !tbaa !10
  %73 = mul <16 x i8> %72, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %74 = trunc i64 %9 to i8
  %75 = insertelement <16 x i8> poison, i8 %74, i64 0
  %76 = shufflevector <16 x i8> %75, <16 x i8> poison, <16 x i32> zeroinitializer
  %77 = add <16 x i8> %73, %76
  %78 = mul <16 x i8> %72, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %79 = mul i8 %74, 3
  %80 = insertelement <16 x i8> poison, i8 %79, i64 0
  %81 = shufflevector <16 x i8> %80, <16 x i8> poison, <16 x i32> zeroinitializer
  %82 = add <16 x i8> %78, %81
  %83 = tail call spir_func <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef %72, <16 x i8> noundef %77) #5
  %84 = tail call spir_func <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef %72, <16 x i8> noundef %83, <16 x i8> noundef %82) #5
  %85 = tail call spir_func <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef %84, <16 x i8> noundef %77) #5
  %86 = tail call spir_func <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef %85, <16 x i8> noundef %83) #5
  store <16 x i8> %86, <16 x i8> addrspace(1)* %71, align 16, !tbaa !10
  %87 = xor <16 x i8> %84, %83
  %88 = tail call spir_func <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef %87) #5
  %89 = tail call spir_func <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef %72) #5
  %90 = add <16 x i8> %89, %88
  %91 = shufflevector <16 x i8> %90, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %92 = shufflevector <16 x i8> %90, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %93 = tail call spir_func <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef %91, <8 x i8> noundef %92) #5
  %94 = extractelement <8 x i16> %93, i64 0
  %95 = zext i16 %94 to i32
  %96 = extractelement <8 x i16> %93, i64 1
  %97 = zext i16 %96 to i32
  %98 = add nuw nsw i32 %95, %97
  %99 = extractelement <8 x i16> %93, i64 2
  %100 = zext i16 %99 to i32
  %101 = add nuw nsw i32 %98, %100
  %102 = extractelement <8 x i16> %93, i64 3
  %103 = zext i16 %102 to i32
  %104 = add nuw nsw i32 %101, %103
  %105 = zext i32 %104 to i64
  %106 = shufflevector <8 x i16> %93, <8 x i16> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 5, i32 undef, i32 undef, i32 undef>
  %107 = xor <8 x i16> %93, %106
  %108 = shufflevector <8 x i16> %93, <8 x i16> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 6, i32 undef, i32 undef, i32 undef>
  %109 = xor <8 x i16> %107, %108
  %110 = shufflevector <8 x i16> %93, <8 x i16> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 7, i32 undef, i32 undef, i32 undef>
  %111 = xor <8 x i16> %109, %110
  %112 = extractelement <8 x i16> %111, i64 4
  %113 = zext i16 %112 to i64
  %114 = shl nuw nsw i64 %113, 20
  %115 = or i64 %114, %105
  %116 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %6, i64 %49
  %117 = insertelement <2 x i64> poison, i64 %115, i64 0
  %118 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %116, i64 0, i64 0
  store i64 %115, i64 addrspace(1)* %118, align 16
  %119 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %2, i64 %11
  %120 = load <2 x i64>, <2 x i64> addrspace(1)* %119, align 16, !tbaa !10
  %121 = mul <2 x i64> %120, <i64 -7046029254386353131, i64 -7046029254386353131>
  %122 = insertelement <2 x i64> poison, i64 %11, i64 0
  %123 = shufflevector <2 x i64> %122, <2 x i64> poison, <2 x i32> zeroinitializer
  %124 = add <2 x i64> %121, %123
  %125 = shufflevector <2 x i64> %124, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %126 = tail call spir_func <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef %124, <2 x i64> noundef %125) #5
  %127 = sub nsw i64 -3, %11
  %128 = insertelement <2 x i64> poison, i64 %127, i64 0
  %129 = shufflevector <2 x i64> %128, <2 x i64> poison, <2 x i32> zeroinitializer
  %130 = tail call spir_func <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef %124, <2 x i64> noundef %129, <2 x i64> noundef %126) #5
  %131 = tail call spir_func <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef %126) #5
  %132 = extractelement <2 x i64> %131, i64 0
  %133 = tail call spir_func <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef %124) #5
  %134 = extractelement <2 x i64> %133, i64 1
  %135 = shl i64 %134, 6
  %136 = add i64 %135, %132
  %137 = insertelement <2 x i64> %117, i64 %136, i64 1
  store <2 x i64> %137, <2 x i64> addrspace(1)* %116, align 16
  %138 = tail call spir_func <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef %126, <2 x i64> noundef %124) #5
  %139 = xor <2 x i64> %138, %130
  %140 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %6, i64 %69
  store <2 x i64> %139, <2 x i64> addrspace(1)* %140, align 16, !tbaa !10
  %141 = lshr <2 x i64> %124, <i64 11, i64 11>
  %142 = tail call spir_func <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef %141) #5
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %144 = fsub <2 x double> %143, %143
  %145 = extractelement <2 x double> %144, i64 0
  %146 = srem i32 %10, 4
  switch i32 %146, label %156 [
    i32 1, label %147
    i32 2, label %150
    i32 3, label %153
  ]

147:                                              ; preds = %8
  %148 = fdiv double %145, %145
  %149 = insertelement <2 x double> %143, double %148, i64 1
  br label %156

150:                                              ; preds = %8
  %151 = fdiv double 1.000000e+00, %145
  %152 = insertelement <2 x double> %143, double %151, i64 0
  br label %156

153:                                              ; preds = %8
  %154 = fdiv double -1.000000e+00, %145
  %155 = insertelement <2 x double> %143, double %154, i64 1
  br label %156

156:                                              ; preds = %8, %150, %147, %153
  %157 = phi <2 x double> [ %155, %153 ], [ %149, %147 ], [ %152, %150 ], [ %143, %8 ]
  %158 = tail call spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef %157) #5
  %159 = tail call spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef %157) #5
  %160 = or <2 x i64> %159, %158
  %161 = tail call spir_func <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef %157) #5
  %162 = tail call spir_func <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef %157, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>) #5
  %163 = or <2 x i64> %162, %160
  %164 = tail call spir_func <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef %157, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>, <2 x i64> noundef %163) #5
  %165 = tail call spir_func <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef zeroinitializer, <2 x double> noundef %157, <2 x i64> noundef %161) #5
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %165)
  %167 = getelementptr inbounds <2 x double>, <2 x double> addrspace(1)* %3, i64 %11
  store <2 x double> %166, <2 x double> addrspace(1)* %167, align 16, !tbaa !10
  %168 = extractelement <2 x double> %164, i64 0
  %169 = tail call spir_func double @_Z10smoothstepddd(double noundef -5.000000e-01, double noundef 5.000000e-01, double noundef %168) #5
  %170 = extractelement <2 x double> %164, i64 1
  %171 = tail call spir_func double @_Z10smoothstepddd(double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef %170) #5
  %172 = fadd double %169, %171
  %173 = bitcast <2 x i64> %160 to <4 x i32>
  %174 = extractelement <4 x i32> %173, i64 0
  %175 = and i32 %174, 3
  %176 = extractelement <4 x i32> %173, i64 2
  %177 = and i32 %176, 12
  %178 = bitcast <2 x i64> %161 to <4 x i32>
  %179 = extractelement <4 x i32> %178, i64 0
  %180 = and i32 %179, 16
  %181 = extractelement <4 x i32> %178, i64 2
  %182 = and i32 %181, 32
  %183 = tail call spir_func i32 @_Z6islessdd(double noundef %172, double noundef 5.000000e-01) #5
  %184 = shl nsw i32 %183, 6
  %185 = extractelement <2 x double> %157, i64 0
  %186 = extractelement <2 x double> %157, i64 1
  %187 = tail call spir_func i32 @_Z13islessgreaterdd(double noundef %185, double noundef %186) #5
  %188 = shl nsw i32 %187, 7
  %189 = tail call spir_func i32 @_Z11isunordereddd(double noundef %185, double noundef %186) #5
  %190 = shl nsw i32 %189, 8
  %191 = or i32 %175, %177
  %192 = or i32 %191, %180
  %193 = or i32 %192, %182
  %194 = or i32 %193, %184
  %195 = add i32 %194, %188
  %196 = add i32 %195, %190
  %197 = shl nsw i32 %10, 2
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %198
  store i32 %196, i32 addrspace(1)* %199, align 4, !tbaa !13
  %200 = fmul double %185, 1.000000e+10
  %201 = tail call spir_func i32 @_Z15convert_int_satd(double noundef %200) #5
  %202 = fmul double %186, 1.000000e+09
  %203 = tail call spir_func i32 @_Z19convert_int_sat_rtpd(double noundef %202) #5
  %204 = add nsw i32 %203, %201
  %205 = or i32 %197, 1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %206
  store i32 %204, i32 addrspace(1)* %207, align 4, !tbaa !13
  %208 = fmul <2 x double> %157, <double 3.000000e+19, double 3.000000e+19>
  %209 = tail call spir_func <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef %208) #5
  %210 = extractelement <2 x i64> %209, i64 0
  %211 = lshr i64 %210, 32
  %212 = trunc i64 %211 to i32
  %213 = bitcast <2 x i64> %209 to <4 x i32>
  %214 = extractelement <4 x i32> %213, i64 2
  %215 = tail call spir_func i32 @_Z16convert_uint_satl(i64 noundef %210) #5
  %216 = xor i32 %214, %215
  %217 = xor i32 %216, %212
  %218 = or i32 %197, 2
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %219
  store i32 %217, i32 addrspace(1)* %220, align 4, !tbaa !13
  %221 = fadd double %185, %172
  %222 = tail call spir_func float @_Z17convert_float_rtzd(double noundef %221) #5
  %223 = bitcast float %222 to i32
  %224 = tail call spir_func float @_Z17convert_float_rtpd(double noundef %186) #5
  %225 = bitcast float %224 to i32
  %226 = xor i32 %225, %223
  %227 = or i32 %197, 3
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %228
  store i32 %226, i32 addrspace(1)* %229, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef, <8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef, <16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef, <8 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef, <2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef, <2 x double> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z10smoothstepddd(double noundef, double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6islessdd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13islessgreaterdd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z11isunordereddd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15convert_int_satd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z19convert_int_sat_rtpd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z16convert_uint_satl(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z17convert_float_rtzd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z17convert_float_rtpd(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"ushort8*", !"ushort8*", !"ulong2*", !"double2*", !"uint*", !"uchar16*", !"long2*", !"int*"}
!7 = !{!"ushort __attribute__((ext_vector_type(8)))*", !"ushort __attribute__((ext_vector_type(8)))*", !"ulong __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*", !"uint*", !"uchar __attribute__((ext_vector_type(16)))*", !"long __attribute__((ext_vector_type(2)))*", !"int*"}
!8 = !{!"const", !"", !"const", !"", !"", !"", !"", !""}
!9 = !{!"pix", !"ref", !"words", !"dbl", !"sad", !"perm", !"cnt", !"flt"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
