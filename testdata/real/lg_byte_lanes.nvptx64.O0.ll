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

%struct.block_t = type { <8 x i16>, <8 x i16> }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i32 @lanes_sum(<8 x i32> noundef %0) #0 {
  %2 = alloca <8 x i32>, align 32
  store <8 x i32> %0, <8 x i32>* %2, align 32
  %3 = load <8 x i32>, <8 x i32>* %2, align 32
  %4 = extractelement <8 x i32> %3, i64 0
  %5 = load <8 x i32>, <8 x i32>* %2, align 32
  %6 = extractelement <8 x i32> %5, i64 1
  %7 = add i32 %4, %6
  %8 = load <8 x i32>, <8 x i32>* %2, align 32
  %9 = extractelement <8 x i32> %8, i64 2
  %10 = add i32 %7, %9
  %11 = load <8 x i32>, <8 x i32>* %2, align 32
  %12 = extractelement <8 x i32> %11, i64 3
  %13 = add i32 %10, %12
  %14 = load <8 x i32>, <8 x i32>* %2, align 32
  %15 = extractelement <8 x i32> %14, i64 4
  %16 = load <8 x i32>, <8 x i32>* %2, align 32
  %17 = extractelement <8 x i32> %16, i64 5
  %18 = xor i32 %15, %17
  %19 = add i32 %13, %18
  %20 = load <8 x i32>, <8 x i32>* %2, align 32
  %21 = extractelement <8 x i32> %20, i64 6
  %22 = load <8 x i32>, <8 x i32>* %2, align 32
  %23 = extractelement <8 x i32> %22, i64 7
  %24 = xor i32 %21, %23
  %25 = add i32 %19, %24
  ret i32 %25
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_byte_lanes(<8 x i16> addrspace(1)* noundef %0, <8 x i16> addrspace(1)* noundef %1, <2 x i64> addrspace(1)* noundef %2, <2 x double> addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4, <16 x i8> addrspace(1)* noundef %5, <2 x i64> addrspace(1)* noundef %6, i32 addrspace(1)* noundef %7) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %9 = alloca <8 x i16> addrspace(1)*, align 8
  %10 = alloca <8 x i16> addrspace(1)*, align 8
  %11 = alloca <2 x i64> addrspace(1)*, align 8
  %12 = alloca <2 x double> addrspace(1)*, align 8
  %13 = alloca i32 addrspace(1)*, align 8
  %14 = alloca <16 x i8> addrspace(1)*, align 8
  %15 = alloca <2 x i64> addrspace(1)*, align 8
  %16 = alloca i32 addrspace(1)*, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.block_t, align 16
  %19 = alloca <8 x i16>, align 16
  %20 = alloca <8 x i16>, align 16
  %21 = alloca <8 x i32>, align 32
  %22 = alloca <16 x i8>, align 16
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <16 x i8>, align 16
  %25 = alloca <16 x i8>, align 16
  %26 = alloca <16 x i8>, align 16
  %27 = alloca <16 x i8>, align 16
  %28 = alloca <8 x i16>, align 16
  %29 = alloca <2 x i64>, align 16
  %30 = alloca <2 x i64>, align 16
  %31 = alloca <2 x i64>, align 16
  %32 = alloca <2 x i64>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x double>, align 16
  %35 = alloca double, align 8
  %36 = alloca <2 x i64>, align 16
  %37 = alloca <2 x i64>, align 16
  %38 = alloca <2 x double>, align 16
  %39 = alloca double, align 8
  %40 = alloca <2 x i64>, align 16
  store <8 x i16> addrspace(1)* %0, <8 x i16> addrspace(1)** %9, align 8
  store <8 x i16> addrspace(1)* %1, <8 x i16> addrspace(1)** %10, align 8
  store <2 x i64> addrspace(1)* %2, <2 x i64> addrspace(1)** %11, align 8
  store <2 x double> addrspace(1)* %3, <2 x double> addrspace(1)** %12, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %13, align 8
  store <16 x i8> addrspace(1)* %5, <16 x i8> addrspace(1)** %14, align 8
  store <2 x i64> addrspace(1)* %6, <2 x i64> addrspace(1)** %15, align 8
  store i32 addrspace(1)* %7, i32 addrspace(1)** %16, align 8
  %41 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %42 = trunc i64 %41 to i32
  store i32 %42, i32* %17, align 4
  %43 = load <8 x i16> addrspace(1)*, <8 x i16> addrspace(1)** %9, align 8
  %44 = load i32, i32* %17, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %43, i64 %45
  %47 = load <8 x i16>, <8 x i16> addrspace(1)* %46, align 16
  %48 = mul <8 x i16> %47, <i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517, i16 517>
  %49 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 0
  store <8 x i16> %48, <8 x i16>* %49, align 16
  %50 = load <8 x i16> addrspace(1)*, <8 x i16> addrspace(1)** %9, align 8
  %51 = load i32, i32* %17, align 4
  %52 = add nsw i32 %51, 3
  %53 = srem i32 %52, 16
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %50, i64 %54
  %56 = load <8 x i16>, <8 x i16> addrspace(1)* %55, align 16
  %57 = mul <8 x i16> %56, <i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031, i16 1031>
  %58 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 1
  store <8 x i16> %57, <8 x i16>* %58, align 16
  %59 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 0
  %60 = load <8 x i16>, <8 x i16>* %59, align 16
  %61 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 1
  %62 = load <8 x i16>, <8 x i16>* %61, align 16
  %63 = call <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %60, <8 x i16> noundef %62) #4
  %64 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 1
  %65 = load <8 x i16>, <8 x i16>* %64, align 16
  %66 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 0
  %67 = load <8 x i16>, <8 x i16>* %66, align 16
  %68 = call <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef %65, <8 x i16> noundef %67) #4
  %69 = or <8 x i16> %63, %68
  store <8 x i16> %69, <8 x i16>* %19, align 16
  %70 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 0
  %71 = load <8 x i16>, <8 x i16>* %70, align 16
  %72 = getelementptr inbounds %struct.block_t, %struct.block_t* %18, i32 0, i32 1
  %73 = load <8 x i16>, <8 x i16>* %72, align 16
  %74 = call <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef %71, <8 x i16> noundef %73) #4
  store <8 x i16> %74, <8 x i16>* %20, align 16
  %75 = load <8 x i16>, <8 x i16>* %19, align 16
  %76 = load <8 x i16>, <8 x i16>* %20, align 16
  %77 = call <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %75, <8 x i16> noundef %76) #4
  store <8 x i32> %77, <8 x i32>* %21, align 32
  %78 = load <8 x i16>, <8 x i16>* %19, align 16
  %79 = load i32, i32* %17, align 4
  %80 = add nsw i32 %79, 1
  %81 = trunc i32 %80 to i16
  %82 = insertelement <8 x i16> poison, i16 %81, i32 0
  %83 = shufflevector <8 x i16> %82, <8 x i16> poison, <8 x i32> zeroinitializer
  %84 = load <8 x i16>, <8 x i16>* %20, align 16
  %85 = lshr <8 x i16> %84, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %86 = call <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef %78, <8 x i16> noundef %83, <8 x i16> noundef %85) #4
  %87 = load <8 x i16> addrspace(1)*, <8 x i16> addrspace(1)** %10, align 8
  %88 = load i32, i32* %17, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %87, i64 %89
  store <8 x i16> %86, <8 x i16> addrspace(1)* %90, align 16
  %91 = load <8 x i32>, <8 x i32>* %21, align 32
  %92 = call i32 @lanes_sum(<8 x i32> noundef %91) #5
  %93 = load i32 addrspace(1)*, i32 addrspace(1)** %13, align 8
  %94 = load i32, i32* %17, align 4
  %95 = mul nsw i32 2, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, i32 addrspace(1)* %93, i64 %96
  store i32 %92, i32 addrspace(1)* %97, align 4
  %98 = load <8 x i16>, <8 x i16>* %20, align 16
  %99 = load <8 x i16>, <8 x i16>* %19, align 16
  %100 = call <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef %98, <8 x i16> noundef %99) #4
  %101 = lshr <8 x i32> %100, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %102 = call i32 @lanes_sum(<8 x i32> noundef %101) #5
  %103 = load i32 addrspace(1)*, i32 addrspace(1)** %13, align 8
  %104 = load i32, i32* %17, align 4
  %105 = mul nsw i32 2, %104
  %106 = add nsw i32 %105, 1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %103, i64 %107
  store i32 %102, i32 addrspace(1)* %108, align 4
  %109 = load <16 x i8> addrspace(1)*, <16 x i8> addrspace(1)** %14, align 8
  %110 = load i32, i32* %17, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %109, i64 %111
  %113 = load <16 x i8>, <16 x i8> addrspace(1)* %112, align 16
  store <16 x i8> %113, <16 x i8>* %22, align 16
  %114 = load <16 x i8>, <16 x i8>* %22, align 16
  %115 = mul <16 x i8> %114, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %116 = load i32, i32* %17, align 4
  %117 = trunc i32 %116 to i8
  %118 = insertelement <16 x i8> poison, i8 %117, i32 0
  %119 = shufflevector <16 x i8> %118, <16 x i8> poison, <16 x i32> zeroinitializer
  %120 = add <16 x i8> %115, %119
  store <16 x i8> %120, <16 x i8>* %23, align 16
  %121 = load <16 x i8>, <16 x i8>* %22, align 16
  %122 = mul <16 x i8> %121, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %123 = load i32, i32* %17, align 4
  %124 = mul nsw i32 3, %123
  %125 = trunc i32 %124 to i8
  %126 = insertelement <16 x i8> poison, i8 %125, i32 0
  %127 = shufflevector <16 x i8> %126, <16 x i8> poison, <16 x i32> zeroinitializer
  %128 = add <16 x i8> %122, %127
  store <16 x i8> %128, <16 x i8>* %24, align 16
  %129 = load <16 x i8>, <16 x i8>* %22, align 16
  %130 = load <16 x i8>, <16 x i8>* %23, align 16
  %131 = call <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef %129, <16 x i8> noundef %130) #4
  store <16 x i8> %131, <16 x i8>* %25, align 16
  %132 = load <16 x i8>, <16 x i8>* %22, align 16
  %133 = load <16 x i8>, <16 x i8>* %25, align 16
  %134 = load <16 x i8>, <16 x i8>* %24, align 16
  %135 = call <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef %132, <16 x i8> noundef %133, <16 x i8> noundef %134) #4
  store <16 x i8> %135, <16 x i8>* %26, align 16
  %136 = load <16 x i8>, <16 x i8>* %26, align 16
  %137 = load <16 x i8>, <16 x i8>* %23, align 16
  %138 = call <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef %136, <16 x i8> noundef %137) #4
  %139 = load <16 x i8>, <16 x i8>* %25, align 16
  %140 = call <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef %138, <16 x i8> noundef %139) #4
  %141 = load <16 x i8> addrspace(1)*, <16 x i8> addrspace(1)** %14, align 8
  %142 = load i32, i32* %17, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %141, i64 %143
  store <16 x i8> %140, <16 x i8> addrspace(1)* %144, align 16
  %145 = load <16 x i8>, <16 x i8>* %26, align 16
  %146 = load <16 x i8>, <16 x i8>* %25, align 16
  %147 = xor <16 x i8> %145, %146
  %148 = call <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef %147) #4
  %149 = load <16 x i8>, <16 x i8>* %22, align 16
  %150 = call <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef %149) #4
  %151 = add <16 x i8> %148, %150
  store <16 x i8> %151, <16 x i8>* %27, align 16
  %152 = load <16 x i8>, <16 x i8>* %27, align 16
  %153 = shufflevector <16 x i8> %152, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %154 = load <16 x i8>, <16 x i8>* %27, align 16
  %155 = shufflevector <16 x i8> %154, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %156 = call <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef %153, <8 x i8> noundef %155) #4
  store <8 x i16> %156, <8 x i16>* %28, align 16
  %157 = load <8 x i16>, <8 x i16>* %28, align 16
  %158 = extractelement <8 x i16> %157, i64 0
  %159 = zext i16 %158 to i32
  %160 = load <8 x i16>, <8 x i16>* %28, align 16
  %161 = extractelement <8 x i16> %160, i64 1
  %162 = zext i16 %161 to i32
  %163 = add nsw i32 %159, %162
  %164 = load <8 x i16>, <8 x i16>* %28, align 16
  %165 = extractelement <8 x i16> %164, i64 2
  %166 = zext i16 %165 to i32
  %167 = add nsw i32 %163, %166
  %168 = load <8 x i16>, <8 x i16>* %28, align 16
  %169 = extractelement <8 x i16> %168, i64 3
  %170 = zext i16 %169 to i32
  %171 = add nsw i32 %167, %170
  %172 = sext i32 %171 to i64
  %173 = load <8 x i16>, <8 x i16>* %28, align 16
  %174 = extractelement <8 x i16> %173, i64 4
  %175 = zext i16 %174 to i32
  %176 = load <8 x i16>, <8 x i16>* %28, align 16
  %177 = extractelement <8 x i16> %176, i64 5
  %178 = zext i16 %177 to i32
  %179 = xor i32 %175, %178
  %180 = load <8 x i16>, <8 x i16>* %28, align 16
  %181 = extractelement <8 x i16> %180, i64 6
  %182 = zext i16 %181 to i32
  %183 = xor i32 %179, %182
  %184 = load <8 x i16>, <8 x i16>* %28, align 16
  %185 = extractelement <8 x i16> %184, i64 7
  %186 = zext i16 %185 to i32
  %187 = xor i32 %183, %186
  %188 = sext i32 %187 to i64
  %189 = shl i64 %188, 20
  %190 = add nsw i64 %172, %189
  %191 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %15, align 8
  %192 = load i32, i32* %17, align 4
  %193 = mul nsw i32 2, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %191, i64 %194
  %196 = load <2 x i64>, <2 x i64> addrspace(1)* %195, align 16
  %197 = insertelement <2 x i64> %196, i64 %190, i64 0
  store <2 x i64> %197, <2 x i64> addrspace(1)* %195, align 16
  %198 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %11, align 8
  %199 = load i32, i32* %17, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %198, i64 %200
  %202 = load <2 x i64>, <2 x i64> addrspace(1)* %201, align 16
  %203 = mul <2 x i64> %202, <i64 -7046029254386353131, i64 -7046029254386353131>
  %204 = load i32, i32* %17, align 4
  %205 = sext i32 %204 to i64
  %206 = insertelement <2 x i64> poison, i64 %205, i32 0
  %207 = shufflevector <2 x i64> %206, <2 x i64> poison, <2 x i32> zeroinitializer
  %208 = add <2 x i64> %203, %207
  store <2 x i64> %208, <2 x i64>* %29, align 16
  %209 = load <2 x i64>, <2 x i64>* %29, align 16
  %210 = load <2 x i64>, <2 x i64>* %29, align 16
  %211 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %212 = call <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef %209, <2 x i64> noundef %211) #4
  store <2 x i64> %212, <2 x i64>* %30, align 16
  %213 = load <2 x i64>, <2 x i64>* %29, align 16
  %214 = load i32, i32* %17, align 4
  %215 = sext i32 %214 to i64
  %216 = sub nsw i64 -3, %215
  %217 = insertelement <2 x i64> poison, i64 %216, i32 0
  %218 = shufflevector <2 x i64> %217, <2 x i64> poison, <2 x i32> zeroinitializer
  %219 = load <2 x i64>, <2 x i64>* %30, align 16
  %220 = call <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef %213, <2 x i64> noundef %218, <2 x i64> noundef %219) #4
  store <2 x i64> %220, <2 x i64>* %31, align 16
  %221 = load <2 x i64>, <2 x i64>* %30, align 16
  %222 = call <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef %221) #4
  store <2 x i64> %222, <2 x i64>* %32, align 16
  %223 = load <2 x i64>, <2 x i64>* %32, align 16
  %224 = extractelement <2 x i64> %223, i64 0
  %225 = load <2 x i64>, <2 x i64>* %29, align 16
  %226 = call <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef %225) #4
  store <2 x i64> %226, <2 x i64>* %33, align 16
  %227 = load <2 x i64>, <2 x i64>* %33, align 16
  %228 = extractelement <2 x i64> %227, i64 1
  %229 = mul i64 64, %228
  %230 = add i64 %224, %229
  %231 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %15, align 8
  %232 = load i32, i32* %17, align 4
  %233 = mul nsw i32 2, %232
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %231, i64 %234
  %236 = load <2 x i64>, <2 x i64> addrspace(1)* %235, align 16
  %237 = insertelement <2 x i64> %236, i64 %230, i64 1
  store <2 x i64> %237, <2 x i64> addrspace(1)* %235, align 16
  %238 = load <2 x i64>, <2 x i64>* %31, align 16
  %239 = load <2 x i64>, <2 x i64>* %30, align 16
  %240 = load <2 x i64>, <2 x i64>* %29, align 16
  %241 = call <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef %239, <2 x i64> noundef %240) #4
  %242 = xor <2 x i64> %238, %241
  %243 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %15, align 8
  %244 = load i32, i32* %17, align 4
  %245 = mul nsw i32 2, %244
  %246 = add nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %243, i64 %247
  store <2 x i64> %242, <2 x i64> addrspace(1)* %248, align 16
  %249 = load <2 x i64>, <2 x i64>* %29, align 16
  %250 = lshr <2 x i64> %249, <i64 11, i64 11>
  %251 = call <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef %250) #4
  %252 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %252, <2 x double>* %34, align 16
  %253 = load <2 x double>, <2 x double>* %34, align 16
  %254 = extractelement <2 x double> %253, i64 0
  %255 = load <2 x double>, <2 x double>* %34, align 16
  %256 = extractelement <2 x double> %255, i64 0
  %257 = fsub double %254, %256
  store double %257, double* %35, align 8
  %258 = load i32, i32* %17, align 4
  %259 = srem i32 %258, 4
  %260 = icmp eq i32 %259, 1
  br i1 %260, label %261, label %267

261:                                              ; preds = %8
  %262 = load double, double* %35, align 8
  %263 = load double, double* %35, align 8
  %264 = fdiv double %262, %263
  %265 = load <2 x double>, <2 x double>* %34, align 16
  %266 = insertelement <2 x double> %265, double %264, i64 1
  store <2 x double> %266, <2 x double>* %34, align 16
  br label %267

267:                                              ; preds = %261, %8
  %268 = load i32, i32* %17, align 4
  %269 = srem i32 %268, 4
  %270 = icmp eq i32 %269, 2
  br i1 %270, label %271, label %276

271:                                              ; preds = %267
  %272 = load double, double* %35, align 8
  %273 = fdiv double 1.000000e+00, %272
  %274 = load <2 x double>, <2 x double>* %34, align 16
  %275 = insertelement <2 x double> %274, double %273, i64 0
  store <2 x double> %275, <2 x double>* %34, align 16
  br label %276

276:                                              ; preds = %271, %267
  %277 = load i32, i32* %17, align 4
  %278 = srem i32 %277, 4
  %279 = icmp eq i32 %278, 3
  br i1 %279, label %280, label %285

280:                                              ; preds = %276
  %281 = load double, double* %35, align 8
  %282 = fdiv double -1.000000e+00, %281
  %283 = load <2 x double>, <2 x double>* %34, align 16
  %284 = insertelement <2 x double> %283, double %282, i64 1
  store <2 x double> %284, <2 x double>* %34, align 16
  br label %285

285:                                              ; preds = %280, %276
  %286 = load <2 x double>, <2 x double>* %34, align 16
  %287 = call <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef %286) #4
  %288 = load <2 x double>, <2 x double>* %34, align 16
  %289 = call <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef %288) #4
  %290 = or <2 x i64> %287, %289
  store <2 x i64> %290, <2 x i64>* %36, align 16
  %291 = load <2 x double>, <2 x double>* %34, align 16
  %292 = call <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef %291) #4
  store <2 x i64> %292, <2 x i64>* %37, align 16
  %293 = load <2 x double>, <2 x double>* %34, align 16
  %294 = load <2 x double>, <2 x double>* %34, align 16
  %295 = call <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef %294, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>) #4
  %296 = load <2 x i64>, <2 x i64>* %36, align 16
  %297 = or <2 x i64> %295, %296
  %298 = call <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef %293, <2 x double> noundef <double 2.500000e-01, double 2.500000e-01>, <2 x i64> noundef %297) #4
  store <2 x double> %298, <2 x double>* %38, align 16
  %299 = load <2 x double>, <2 x double>* %38, align 16
  %300 = load <2 x double>, <2 x double>* %34, align 16
  %301 = load <2 x i64>, <2 x i64>* %37, align 16
  %302 = call <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef zeroinitializer, <2 x double> noundef %300, <2 x i64> noundef %301) #4
  %303 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %299, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %302)
  %304 = load <2 x double> addrspace(1)*, <2 x double> addrspace(1)** %12, align 8
  %305 = load i32, i32* %17, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds <2 x double>, <2 x double> addrspace(1)* %304, i64 %306
  store <2 x double> %303, <2 x double> addrspace(1)* %307, align 16
  %308 = load <2 x double>, <2 x double>* %38, align 16
  %309 = extractelement <2 x double> %308, i64 0
  %310 = call double @_Z10smoothstepddd(double noundef -5.000000e-01, double noundef 5.000000e-01, double noundef %309) #4
  %311 = load <2 x double>, <2 x double>* %38, align 16
  %312 = extractelement <2 x double> %311, i64 1
  %313 = call double @_Z10smoothstepddd(double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef %312) #4
  %314 = fadd double %310, %313
  store double %314, double* %39, align 8
  %315 = load <2 x i64>, <2 x i64>* %36, align 16
  %316 = extractelement <2 x i64> %315, i64 0
  %317 = and i64 %316, 3
  %318 = trunc i64 %317 to i32
  %319 = load <2 x i64>, <2 x i64>* %36, align 16
  %320 = extractelement <2 x i64> %319, i64 1
  %321 = and i64 %320, 12
  %322 = trunc i64 %321 to i32
  %323 = add nsw i32 %318, %322
  %324 = load <2 x i64>, <2 x i64>* %37, align 16
  %325 = extractelement <2 x i64> %324, i64 0
  %326 = and i64 %325, 16
  %327 = trunc i64 %326 to i32
  %328 = add nsw i32 %323, %327
  %329 = load <2 x i64>, <2 x i64>* %37, align 16
  %330 = extractelement <2 x i64> %329, i64 1
  %331 = and i64 %330, 32
  %332 = trunc i64 %331 to i32
  %333 = add nsw i32 %328, %332
  %334 = load double, double* %39, align 8
  %335 = call i32 @_Z6islessdd(double noundef %334, double noundef 5.000000e-01) #4
  %336 = mul nsw i32 %335, 64
  %337 = add nsw i32 %333, %336
  %338 = load <2 x double>, <2 x double>* %34, align 16
  %339 = extractelement <2 x double> %338, i64 0
  %340 = load <2 x double>, <2 x double>* %34, align 16
  %341 = extractelement <2 x double> %340, i64 1
  %342 = call i32 @_Z13islessgreaterdd(double noundef %339, double noundef %341) #4
  %343 = mul nsw i32 %342, 128
  %344 = add nsw i32 %337, %343
  %345 = load <2 x double>, <2 x double>* %34, align 16
  %346 = extractelement <2 x double> %345, i64 0
  %347 = load <2 x double>, <2 x double>* %34, align 16
  %348 = extractelement <2 x double> %347, i64 1
  %349 = call i32 @_Z11isunordereddd(double noundef %346, double noundef %348) #4
  %350 = mul nsw i32 %349, 256
  %351 = add nsw i32 %344, %350
  %352 = load i32 addrspace(1)*, i32 addrspace(1)** %16, align 8
  %353 = load i32, i32* %17, align 4
  %354 = mul nsw i32 4, %353
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds i32, i32 addrspace(1)* %352, i64 %355
  store i32 %351, i32 addrspace(1)* %356, align 4
  %357 = load <2 x double>, <2 x double>* %34, align 16
  %358 = extractelement <2 x double> %357, i64 0
  %359 = fmul double %358, 1.000000e+10
  %360 = call i32 @_Z15convert_int_satd(double noundef %359) #4
  %361 = load <2 x double>, <2 x double>* %34, align 16
  %362 = extractelement <2 x double> %361, i64 1
  %363 = fmul double %362, 1.000000e+09
  %364 = call i32 @_Z19convert_int_sat_rtpd(double noundef %363) #4
  %365 = add nsw i32 %360, %364
  %366 = load i32 addrspace(1)*, i32 addrspace(1)** %16, align 8
  %367 = load i32, i32* %17, align 4
  %368 = mul nsw i32 4, %367
  %369 = add nsw i32 %368, 1
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds i32, i32 addrspace(1)* %366, i64 %370
  store i32 %365, i32 addrspace(1)* %371, align 4
  %372 = load <2 x double>, <2 x double>* %34, align 16
  %373 = fmul <2 x double> %372, <double 3.000000e+19, double 3.000000e+19>
  %374 = call <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef %373) #4
  store <2 x i64> %374, <2 x i64>* %40, align 16
  %375 = load <2 x i64>, <2 x i64>* %40, align 16
  %376 = extractelement <2 x i64> %375, i64 0
  %377 = ashr i64 %376, 32
  %378 = trunc i64 %377 to i32
  %379 = load <2 x i64>, <2 x i64>* %40, align 16
  %380 = extractelement <2 x i64> %379, i64 1
  %381 = trunc i64 %380 to i32
  %382 = xor i32 %378, %381
  %383 = load <2 x i64>, <2 x i64>* %40, align 16
  %384 = extractelement <2 x i64> %383, i64 0
  %385 = call i32 @_Z16convert_uint_satl(i64 noundef %384) #4
  %386 = xor i32 %382, %385
  %387 = load i32 addrspace(1)*, i32 addrspace(1)** %16, align 8
  %388 = load i32, i32* %17, align 4
  %389 = mul nsw i32 4, %388
  %390 = add nsw i32 %389, 2
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds i32, i32 addrspace(1)* %387, i64 %391
  store i32 %386, i32 addrspace(1)* %392, align 4
  %393 = load double, double* %39, align 8
  %394 = load <2 x double>, <2 x double>* %34, align 16
  %395 = extractelement <2 x double> %394, i64 0
  %396 = fadd double %393, %395
  %397 = call float @_Z17convert_float_rtzd(double noundef %396) #4
  %398 = bitcast float %397 to i32
  %399 = load <2 x double>, <2 x double>* %34, align 16
  %400 = extractelement <2 x double> %399, i64 1
  %401 = call float @_Z17convert_float_rtpd(double noundef %400) #4
  %402 = bitcast float %401 to i32
  %403 = xor i32 %398, %402
  %404 = load i32 addrspace(1)*, i32 addrspace(1)** %16, align 8
  %405 = load i32, i32* %17, align 4
  %406 = mul nsw i32 4, %405
  %407 = add nsw i32 %406, 3
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds i32, i32 addrspace(1)* %404, i64 %408
  store i32 %403, i32 addrspace(1)* %409, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7sub_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7add_satDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <8 x i32> @_Z8upsampleDv8_tS_(<8 x i16> noundef, <8 x i16> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <8 x i16> @_Z7mad_satDv8_tS_S_(<8 x i16> noundef, <8 x i16> noundef, <8 x i16> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z7shuffleDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z8shuffle2Dv16_hS_S_(<16 x i8> noundef, <16 x i8> noundef, <16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z7add_satDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z6rotateDv16_hS_(<16 x i8> noundef, <16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z8popcountDv16_h(<16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <16 x i8> @_Z3clzDv16_h(<16 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <8 x i16> @_Z8upsampleDv8_hS_(<8 x i8> noundef, <8 x i8> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6mul_hiDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6mad_hiDv2_lS_S_(<2 x i64> noundef, <2 x i64> noundef, <2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z3clzDv2_m(<2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z8popcountDv2_m(<2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z6rotateDv2_mS_(<2 x i64> noundef, <2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x double> @_Z15convert_double2Dv2_m(<2 x i64> noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z5isnanDv2_d(<2 x double> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z5isinfDv2_d(<2 x double> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z8isfiniteDv2_d(<2 x double> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x double> @_Z6selectDv2_dS_Dv2_l(<2 x double> noundef, <2 x double> noundef, <2 x i64> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z9isgreaterDv2_dS_(<2 x double> noundef, <2 x double> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local double @_Z10smoothstepddd(double noundef, double noundef, double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z6islessdd(double noundef, double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z13islessgreaterdd(double noundef, double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z11isunordereddd(double noundef, double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z15convert_int_satd(double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z19convert_int_sat_rtpd(double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <2 x i64> @_Z21convert_long2_sat_rtnDv2_d(<2 x double> noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z16convert_uint_satl(i64 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z17convert_float_rtzd(double noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z17convert_float_rtpd(double noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

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
