; simtc:launch grid=1 block=16 warp=8 pix=uint16[128]:iota ref=uint16[128] words=uint64[32]:iota dbl=float64[32] sad=uint32[32] perm=uint8[256]:iota cnt=int64[64] flt=int32[64]
; simtc:expect ref=[30930,31831,32732,33633,34534,35435,36336,37237,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,64317,59691,55065,54223,49083,43943,38803,33663,28523,23383,18243,19991,25645,31299,36953,42607,48261,53915,59569,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535,65535]
; simtc:expect dbl=[-2,0.47213595499957917,-1.0557280900008412,0.75,0.75,-1.6393202250021033,0.8328157299974763,0.75,1.1942719099991588,0.24922359499621427,-1.2786404500042061,0.75,0.75,-1.8622325850054682,0.6099033699941114,0.75,1.1385438199983176,0.026311234992849375,-1.501552810007571,0.75,0.75,1.2287137637477916,0.38699100999074654,0.75,1.0828157299974763,-0.19660112501051552,-1.724465170010936,0.75,0.75,1.1729856737469504,0.16407864998738164,0.75]
; simtc:expect sad=[2461121328,113456,3539107056,163056,322125360,212528,1400104827,255867,2478047228,262140,907645680,103152,4093277232,160816,3017479792,202352,1937487631,243471,865861628,262140,355729404,262140,1433665532,262140,2511601660,262140,1343983856,233712,268173308,262140,3285230303,303839]
; simtc:expect perm=[0,141,143,229,204,11,66,27,16,144,134,238,68,83,42,15,61,40,173,219,255,229,163,138,85,40,33,162,248,109,219,134,186,119,64,189,56,255,255,44,226,127,80,193,174,255,134,116,196,255,161,104,221,132,255,255,196,255,153,104,82,202,255,175,255,101,91,219,128,237,224,255,80,77,131,195,144,242,214,255,255,255,245,179,255,168,255,255,255,105,229,203,253,168,131,242,127,255,255,150,251,255,192,255,137,255,146,110,255,255,208,255,255,219,131,255,255,255,255,232,255,213,255,171,255,255,255,232,255,255,255,189,255,199,156,164,255,255,255,255,212,143,196,140,208,255,255,255,231,255,255,244,206,255,255,255,255,237,255,255,255,248,255,255,208,255,255,248,255,255,255,255,214,255,255,176,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,225,255,255,255,255,255,255,255,255,221,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255]
; simtc:expect cnt=[6685,2496,0,1,805311506,2242,6252593441170298674,0,269487119,2116,-1251588963584107040,4018661974626479245,1885343250,1666,5579645610173169035,5065082834899770860,540018440,2240,-8946074393872931385,-8631463941940132390,269487626,2050,6595629627484927576,9034267801260028362,1343227659,1926,937955641589056707,4076445584371903334,1611664394,1730,8229422530396442760,-7380384114083816544,3146503,2177,8008558394945915675,4396561600319451657,1342179333,1859,-6181684778978939323,5846744018779980574,2056,2241,2752136690464149523,-8598354107867431867,2098441,2626,3163107540526111517,-9084322614946831927,538969605,2113,7056807106196373080,-1342443458046379604,1343227911,2116,6168797692025312910,-3615524996227562509,536872712,1921,-4776891413362211949,1554318541584338014,806357255,1987,-2960789028221708249,922018682378283697]
; simtc:expect flt=[240,-2029449659,-1244903424,-2095189244,348,-2147483648,-1843543881,-1027083444,163,1737653591,-2147483648,-1051601602,156,-65444324,-1454287669,-1072410477,176,-2085177750,-965297408,47808466,348,-2147483648,-2147483648,1113513608,163,1681925501,-2147483648,-1049731677,156,-622725224,-1065031457,-1073487232,176,-2140905840,-685691392,71977632,348,-2147483648,-2147483648,1106552949,163,-1668769885,2147483647,1098193401,156,-1180006124,-675775245,-1058704268,176,2098333366,-406085376,-2099263366,348,-2147483648,-2147483648,1095092009,163,-1724497975,2147483647,1096323477,156,-1737287024,-286519033,-1061013603]
; ModuleID = 'lg_byte_lanes.cl'
source_filename = "lg_byte_lanes.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @lanes_sum(<8 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = extractelement <8 x i32> %0, i64 0
  %3 = extractelement <8 x i32> %0, i64 1
  %4 = add i32 %2, %3
  %5 = extractelement <8 x i32> %0, i64 2
  %6 = add i32 %4, %5
  %7 = extractelement <8 x i32> %0, i64 3
  %8 = add i32 %6, %7
  %9 = extractelement <8 x i32> %0, i64 4
  %10 = extractelement <8 x i32> %0, i64 5
  %11 = xor i32 %9, %10
  %12 = add i32 %8, %11
  %13 = extractelement <8 x i32> %0, i64 6
  %14 = extractelement <8 x i32> %0, i64 7
  %15 = xor i32 %13, %14
  %16 = add i32 %12, %15
  ret i32 %16
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @lg_byte_lanes(<8 x i16> addrspace(1)* nocapture noundef readonly %0, <8 x i16> addrspace(1)* nocapture noundef writeonly %1, <2 x i64> addrspace(1)* nocapture noundef readonly %2, <2 x double> addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, <16 x i8> addrspace(1)* nocapture noundef %5, <2 x i64> addrspace(1)* nocapture noundef %6, i32 addrspace(1)* nocapture noundef writeonly %7) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  %11 = shl i64 %9, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %0, i64 %12
  %14 = load <8 x i16>, <8 x i16> addrspace(1)* %13, align 16, !tbaa !11
  %15 = mul <8 x i16> %14, <i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517>
  %16 = add nsw i32 %10, 3
  %17 = srem i32 %16, 16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %0, i64 %18
  %20 = load <8 x i16>, <8 x i16> addrspace(1)* %19, align 16, !tbaa !11
  %21 = mul <8 x i16> %20, <i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031>
  %22 = tail call <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %15, <8 x i16> noundef %21) #4
  %23 = tail call <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %21, <8 x i16> noundef %15) #4
  %24 = or <8 x i16> %23, %22
  %25 = tail call <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef %15, <8 x i16> noundef %21) #4
  %26 = tail call <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %24, <8 x i16> noundef %25) #4
  %27 = trunc i64 %9 to i16
  %28 = add i16 %27, 1
  %29 = insertelement <8 x i16> poison, i16 %28, i64 0
  %30 = shufflevector <8 x i16> %29, <8 x i16> poison, <8 x i32> zeroinitializer
  %31 = lshr <8 x i16> %25, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %32 = tail call <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef %24, <8 x i16> noundef %30, <8 x i16> noundef %31) #4
  %33 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %1, i64 %12
  store <8 x i16> %32, <8 x i16> addrspace(1)* %33, align 16, !tbaa !11
  %34 = extractelement <8 x i32> %26, i64 0
  %35 = extractelement <8 x i32> %26, i64 1
  %36 = add i32 %34, %35
  %37 = extractelement <8 x i32> %26, i64 2
  %38 = add i32 %36, %37
  %39 = extractelement <8 x i32> %26, i64 3
  %40 = add i32 %38, %39
  %41 = extractelement <8 x i32> %26, i64 4
  %42 = extractelement <8 x i32> %26, i64 5
  %43 = xor i32 %41, %42
  %44 = add i32 %40, %43
  %45 = extractelement <8 x i32> %26, i64 6
  %46 = extractelement <8 x i32> %26, i64 7
  %47 = xor i32 %45, %46
  %48 = add i32 %44, %47
  %49 = shl nsw i32 %10, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %50
  store i32 %48, i32 addrspace(1)* %51, align 4, !tbaa !14
  %52 = tail call <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %25, <8 x i16> noundef %24) #4
  %53 = lshr <8 x i32> %52, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %54 = extractelement <8 x i32> %53, i64 0
  %55 = extractelement <8 x i32> %53, i64 1
  %56 = add nuw nsw i32 %54, %55
  %57 = extractelement <8 x i32> %53, i64 2
  %58 = add nuw nsw i32 %56, %57
  %59 = extractelement <8 x i32> %53, i64 3
  %60 = add nuw nsw i32 %58, %59
  %61 = extractelement <8 x i32> %53, i64 4
  %62 = extractelement <8 x i32> %53, i64 5
  %63 = xor i32 %61, %62
  %64 = add nuw nsw i32 %60, %63
  %65 = extractelement <8 x i32> %53, i64 6
  %66 = extractelement <8 x i32> %53, i64 7
  %67 = xor i32 %65, %66
  %68 = add nuw nsw i32 %64, %67
  %69 = or i32 %49, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %70
  store i32 %68, i32 addrspace(1)* %71, align 4, !tbaa !14
  %72 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %5, i64 %12
  %73 = load <16 x i8>, <16 x i8> addrspace(1)* %72, align 16, !tbaa !11
  %74 = mul <16 x i8> %73, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %75 = trunc i64 %9 to i8
  %76 = insertelement <16 x i8> poison, i8 %75, i64 0
  %77 = shufflevector <16 x i8> %76, <16 x i8> poison, <16 x i32> zeroinitializer
  %78 = add <16 x i8> %74, %77
  %79 = mul <16 x i8> %73, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %80 = mul i8 %75, 3
  %81 = insertelement <16 x i8> poison, i8 %80, i64 0
  %82 = shufflevector <16 x i8> %81, <16 x i8> poison, <16 x i32> zeroinitializer
  %83 = add <16 x i8> %79, %82
  %84 = tail call <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef %73, <16 x i8> noundef %78) #4
  %85 = tail call <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef %73, <16 x i8> noundef %84, <16 x i8> noundef %83) #4
  %86 = tail call <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef %85, <16 x i8> noundef %78) #4
  %87 = tail call <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef %86, <16 x i8> noundef %84) #4
  store <16 x i8> %87, <16 x i8> addrspace(1)* %72, align 16, !tbaa !11
  %88 = xor <16 x i8> %85, %84
  %89 = tail call <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef %88) #4
  %90 = tail call <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef %73) #4
  %91 = add <16 x i8> %90, %89
  %92 = shufflevector <16 x i8> %91, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %93 = shufflevector <16 x i8> %91, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %94 = tail call <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef %92, <8 x i8> noundef %93) #4
  %95 = extractelement <8 x i16> %94, i64 0
  %96 = zext i16 %95 to i64
  %97 = extractelement <8 x i16> %94, i64 1
  %98 = zext i16 %97 to i64
  %99 = add nuw nsw i64 %96, %98
  %100 = extractelement <8 x i16> %94, i64 2
  %101 = zext i16 %100 to i64
  %102 = add nuw nsw i64 %99, %101
  %103 = extractelement <8 x i16> %94, i64 3
  %104 = zext i16 %103 to i64
  %105 = add nuw nsw i64 %102, %104
  %106 = extractelement <8 x i16> %94, i64 4
  %107 = extractelement <8 x i16> %94, i64 5
  %108 = xor i16 %106, %107
  %109 = extractelement <8 x i16> %94, i64 6
  %110 = xor i16 %108, %109
  %111 = extractelement <8 x i16> %94, i64 7
  %112 = xor i16 %110, %111
  %113 = zext i16 %112 to i64
  %114 = shl nuw nsw i64 %113, 20
  %115 = or i64 %105, %114
  %116 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %6, i64 %50
  %117 = insertelement <2 x i64> poison, i64 %115, i64 0
  %118 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %116, i64 0, i64 0
  store i64 %115, i64 addrspace(1)* %118, align 16
  %119 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %2, i64 %12
  %120 = load <2 x i64>, <2 x i64> addrspace(1)* %119, align 16, !tbaa !11
  %121 = mul <2 x i64> %120, <i64 -7046029254386353131, i64 -7046029254386353131>
  %122 = insertelement <2 x i64> poison, i64 %12, i64 0
  %123 = shufflevector <2 x i64> %122, <2 x i64> poison, <2 x i32> zeroinitializer
  %124 = add <2 x i64> %121, %123
  %125 = shufflevector <2 x i64> %124, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %126 = tail call <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef %124, <2 x i64> noundef %125) #4
  %127 = sub nsw i64 -3, %12
  %128 = insertelement <2 x i64> poison, i64 %127, i64 0
  %129 = shufflevector <2 x i64> %128, <2 x i64> poison, <2 x i32> zeroinitializer
  %130 = tail call <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef %124, <2 x i64> noundef %129, <2 x i64> noundef %126) #4
  %131 = tail call <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef %126) #4
  %132 = extractelement <2 x i64> %131, i64 0
  %133 = tail call <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef %124) #4
  %134 = extractelement <2 x i64> %133, i64 1
  %135 = shl i64 %134, 6
  %136 = add i64 %135, %132
  %137 = insertelement <2 x i64> %117, i64 %136, i64 1
  store <2 x i64> %137, <2 x i64> addrspace(1)* %116, align 16
  %138 = tail call <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef %126, <2 x i64> noundef %124) #4
  %139 = xor <2 x i64> %138, %130
  %140 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %6, i64 %70
  store <2 x i64> %139, <2 x i64> addrspace(1)* %140, align 16, !tbaa !11
  %141 = lshr <2 x i64> %124, <i64 11, i64 11>
  %142 = tail call <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef %141) #4
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %144 = extractelement <2 x double> %143, i64 0
  %145 = fsub double %144, %144
  %146 = srem i32 %10, 4
  %147 = icmp eq i32 %146, 1
  %148 = fdiv double %145, %145
  %149 = insertelement <2 x double> %143, double %148, i64 1
  %150 = select i1 %147, <2 x double> %149, <2 x double> %143
  %151 = icmp eq i32 %146, 2
  %152 = fdiv double 1.000000e+00, %145
  %153 = insertelement <2 x double> %150, double %152, i64 0
  %154 = select i1 %151, <2 x double> %153, <2 x double> %150
  %155 = icmp eq i32 %146, 3
  %156 = fdiv double -1.000000e+00, %145
  %157 = insertelement <2 x double> %154, double %156, i64 1
  %158 = select i1 %155, <2 x double> %157, <2 x double> %154
  %159 = tail call <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef %158) #4
  %160 = tail call <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef %158) #4
  %161 = or <2 x i64> %160, %159
  %162 = tail call <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef %158) #4
  %163 = tail call <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef %158, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>) #4
  %164 = or <2 x i64> %163, %161
  %165 = tail call <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef %158, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>, <2 x i64> noundef %164) #4
  %166 = tail call <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef zeroinitializer, <2 x double> noundef %158, <2 x i64> noundef %162) #4
  %167 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %166)
  %168 = getelementptr inbounds <2 x double>, <2 x double> addrspace(1)* %3, i64 %12
  store <2 x double> %167, <2 x double> addrspace(1)* %168, align 16, !tbaa !11
  %169 = extractelement <2 x double> %165, i64 0
  %170 = tail call double @_Z10smoothstepddd(double noundef -5.000000e-01, double noundef 5.000000e-01, double noundef %169) #4
  %171 = extractelement <2 x double> %165, i64 1
  %172 = tail call double @_Z10smoothstepddd(double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef %171) #4
  %173 = fadd double %170, %172
  %174 = bitcast <2 x i64> %161 to <4 x i32>
  %175 = extractelement <4 x i32> %174, i64 0
  %176 = and i32 %175, 3
  %177 = extractelement <4 x i32> %174, i64 2
  %178 = and i32 %177, 12
  %179 = bitcast <2 x i64> %162 to <4 x i32>
  %180 = extractelement <4 x i32> %179, i64 0
  %181 = and i32 %180, 16
  %182 = extractelement <4 x i32> %179, i64 2
  %183 = and i32 %182, 32
  %184 = tail call i32 @_Z6islessdd(double noundef %173, double noundef 5.000000e-01) #4
  %185 = shl nsw i32 %184, 6
  %186 = extractelement <2 x double> %158, i64 0
  %187 = extractelement <2 x double> %158, i64 1
  %188 = tail call i32 @_Z13islessgreaterdd(double noundef %186, double noundef %187) #4
  %189 = shl nsw i32 %188, 7
  %190 = tail call i32 @_Z11isunordereddd(double noundef %186, double noundef %187) #4
  %191 = shl nsw i32 %190, 8
  %192 = or i32 %176, %178
  %193 = or i32 %192, %181
  %194 = or i32 %193, %183
  %195 = or i32 %194, %185
  %196 = add i32 %195, %189
  %197 = add i32 %196, %191
  %198 = shl nsw i32 %10, 2
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %199
  store i32 %197, i32 addrspace(1)* %200, align 4, !tbaa !14
  %201 = fmul double %186, 1.000000e+10
  %202 = tail call i32 @_Z15convert_int_satd(double noundef %201) #4
  %203 = fmul double %187, 1.000000e+09
  %204 = tail call i32 @_Z19convert_int_sat_rtpd(double noundef %203) #4
  %205 = add nsw i32 %204, %202
  %206 = or i32 %198, 1
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %207
  store i32 %205, i32 addrspace(1)* %208, align 4, !tbaa !14
  %209 = fmul <2 x double> %158, <double 3.000000e+19, double 3.000000e+19>
  %210 = tail call <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef %209) #4
  %211 = extractelement <2 x i64> %210, i64 0
  %212 = lshr i64 %211, 32
  %213 = trunc i64 %212 to i32
  %214 = bitcast <2 x i64> %210 to <4 x i32>
  %215 = extractelement <4 x i32> %214, i64 2
  %216 = tail call i32 @_Z16convert_uint_satl(i64 noundef %211) #4
  %217 = xor i32 %215, %216
  %218 = xor i32 %217, %213
  %219 = or i32 %198, 2
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %220
  store i32 %218, i32 addrspace(1)* %221, align 4, !tbaa !14
  %222 = fadd double %173, %186
  %223 = tail call float @_Z17convert_float_rtzd(double noundef %222) #4
  %224 = bitcast float %223 to i32
  %225 = tail call float @_Z17convert_float_rtpd(double noundef %187) #4
  %226 = bitcast float %225 to i32
  %227 = xor i32 %226, %224
  %228 = or i32 %198, 3
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %229
  store i32 %227, i32 addrspace(1)* %230, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef, <8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef, <16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef, <8 x i8> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef, <2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef, <2 x double> noundef, <2 x i64> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z10smoothstepddd(double noundef, double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z6islessdd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z13islessgreaterdd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z11isunordereddd(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z15convert_int_satd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z19convert_int_sat_rtpd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z16convert_uint_satl(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z17convert_float_rtzd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z17convert_float_rtpd(double noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<8 x i16> addrspace(1)*, <8 x i16> addrspace(1)*, <2 x i64> addrspace(1)*, <2 x double> addrspace(1)*, i32 addrspace(1)*, <16 x i8> addrspace(1)*, <2 x i64> addrspace(1)*, i32 addrspace(1)*)* @lg_byte_lanes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"ushort8*", !"ushort8*", !"ulong2*", !"double2*", !"uint*", !"uchar16*", !"long2*", !"int*"}
!8 = !{!"ushort __attribute__((ext_vector_type(8)))*", !"ushort __attribute__((ext_vector_type(8)))*", !"ulong __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*", !"uint*", !"uchar __attribute__((ext_vector_type(16)))*", !"long __attribute__((ext_vector_type(2)))*", !"int*"}
!9 = !{!"const", !"", !"const", !"", !"", !"", !"", !""}
!10 = !{!"pix", !"ref", !"words", !"dbl", !"sad", !"perm", !"cnt", !"flt"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
