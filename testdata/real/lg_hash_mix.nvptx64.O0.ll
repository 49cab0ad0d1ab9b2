; simtc:launch grid=1 block=16 warp=8 keys=uint64[16]:iota seeds=int32[16]:iota out=uint64[64] acc=int32[48] bits=uint32[64]
; simtc:expect out=[2302960717771869484,1039092519708176443,15031356941604698821,9223372036854775808,11112056270287394586,15137343625791996893,5113219769898281645,9223372036854775807,14866127883295820679,16831175266698117805,434433263367771921,9223372036854775807,7783790597160095345,3512034973965671595,12811953504627074952,9223372036854775808,14236835019312116057,16547239243549686628,9455200217534653076,9223372036854775807,15008293300659684641,16895320095832201437,13032744071665989580,9223372036854775807,12209159453222951734,15632354983102217148,10592550059059516491,9223372036854775807,9935845759987612324,14606639157659725309,13797180678055926395,9223372036854775807,140072867495639571,63200673683054768,7184310857794263175,63200673683054768,3833494373461819735,1729667074678320702,8373146617786925326,9223372036854775807,12610435389921501621,15813410100953194606,18139161151462101602,9223372036854775808,4059285706125535557,1831543794925985607,1335877618152732994,9223372036854775807,695711606279646947,313904062879005308,6153743159334464977,9223372036854775807,16886194897179726941,17742626559478671198,4034397551158725193,9223372036854775808,1055755514355073310,476355349503483958,13934188460810689021,9223372036854775807,12172190292629301361,15615674551718258653,3934339705176971924,9223372036854775808]
; simtc:expect acc=[-2147483648,-1,1692064,-2147483648,-1,1660993,-2147483648,-1,712418,-2147483648,-1,812419,-2147483648,-1,257060,-2147483648,-1,488133,-1200000000,-1,813062,0,0,98311,1200000000,2800000,-628728,2147483647,5600000,-298313,2147483647,8400000,-922604,2147483647,11200000,-760459,2147483647,14000000,-1515822,2147483647,16800000,-1746893,2147483647,19600000,-1846896,2147483647,22400000,-1422607]
; simtc:expect bits=[3198703314,3012867958,302,10181400,3677486082,3152209517,2030101,18221820,2206342693,844402755,7030202,16182014,3414694416,777079424,3030403,12181422,649585046,1626845140,4040406,14142418,983421324,3439298285,5050506,10141212,3161609663,1303141779,6080606,14121612,1560713520,4069860362,7070707,14161416,2732881582,2583280906,9101508,18221618,3592506740,1419100222,10101110,18181014,3543206788,413647838,10121010,14181022,2682151479,3269370145,14111311,18101614,165533444,2837429194,13121615,20181814,3270650226,1870525979,15131313,18221816,2766256051,1744772363,14171814,16141416,3180072440,4124768192,17151515,20141814]
; ModuleID = 'lg_hash_mix.cl'
source_filename = "lg_hash_mix.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.u128 = type { i64, i64 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local %struct.u128 @mum(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.u128, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  %6 = load i64, i64* %4, align 8
  %7 = load i64, i64* %5, align 8
  %8 = mul i64 %6, %7
  %9 = getelementptr inbounds %struct.u128, %struct.u128* %3, i32 0, i32 0
  store i64 %8, i64* %9, align 8
  %10 = load i64, i64* %4, align 8
  %11 = load i64, i64* %5, align 8
  %12 = call i64 @_Z6mul_himm(i64 noundef %10, i64 noundef %11) #3
  %13 = getelementptr inbounds %struct.u128, %struct.u128* %3, i32 0, i32 1
  store i64 %12, i64* %13, align 8
  %14 = load %struct.u128, %struct.u128* %3, align 8
  ret %struct.u128 %14
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z6mul_himm(i64 noundef, i64 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i64 @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.u128, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i64, i64* %3, align 8
  %7 = load i64, i64* %4, align 8
  %8 = call %struct.u128 @mum(i64 noundef %6, i64 noundef %7) #4
  %9 = getelementptr inbounds %struct.u128, %struct.u128* %5, i32 0, i32 0
  %10 = extractvalue %struct.u128 %8, 0
  store i64 %10, i64* %9, align 8
  %11 = getelementptr inbounds %struct.u128, %struct.u128* %5, i32 0, i32 1
  %12 = extractvalue %struct.u128 %8, 1
  store i64 %12, i64* %11, align 8
  %13 = getelementptr inbounds %struct.u128, %struct.u128* %5, i32 0, i32 0
  %14 = load i64, i64* %13, align 8
  %15 = getelementptr inbounds %struct.u128, %struct.u128* %5, i32 0, i32 1
  %16 = load i64, i64* %15, align 8
  %17 = xor i64 %14, %16
  ret i64 %17
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_hash_mix(i64 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca i64 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i64 addrspace(1)*, align 8
  %9 = alloca i32 addrspace(1)*, align 8
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i16, align 2
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <4 x i32>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i32>, align 16
  store i64 addrspace(1)* %0, i64 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %7, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %8, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %9, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %10, align 8
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %29 = trunc i64 %28 to i32
  store i32 %29, i32* %11, align 4
  %30 = load i64 addrspace(1)*, i64 addrspace(1)** %6, align 8
  %31 = load i32, i32* %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i64, i64 addrspace(1)* %30, i64 %32
  %34 = load i64, i64 addrspace(1)* %33, align 8
  %35 = mul i64 %34, -7046029254386353131
  %36 = load i32, i32* %11, align 4
  %37 = sext i32 %36 to i64
  %38 = add i64 %35, %37
  store i64 %38, i64* %12, align 8
  %39 = load i64, i64* %12, align 8
  %40 = xor i64 %39, -6884282663029611473
  %41 = load i64, i64* %12, align 8
  %42 = lshr i64 %41, 7
  %43 = xor i64 -1800455987208640293, %42
  %44 = call i64 @mix(i64 noundef %40, i64 noundef %43) #4
  store i64 %44, i64* %13, align 8
  %45 = load i64, i64* %13, align 8
  %46 = load i32, i32* %11, align 4
  %47 = mul nsw i32 %46, 977
  %48 = sext i32 %47 to i64
  %49 = sub nsw i64 8323144043250455661, %48
  %50 = call i64 @_Z6mul_hill(i64 noundef %45, i64 noundef %49) #3
  store i64 %50, i64* %14, align 8
  %51 = load i64, i64* %13, align 8
  %52 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %53 = load i32, i32* %11, align 4
  %54 = mul nsw i32 4, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, i64 addrspace(1)* %52, i64 %55
  store i64 %51, i64 addrspace(1)* %56, align 8
  %57 = load i64, i64* %14, align 8
  %58 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %59 = load i32, i32* %11, align 4
  %60 = mul nsw i32 4, %59
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i64, i64 addrspace(1)* %58, i64 %62
  store i64 %57, i64 addrspace(1)* %63, align 8
  %64 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %65 = load i32, i32* %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32 addrspace(1)* %64, i64 %66
  %68 = load i32, i32 addrspace(1)* %67, align 4
  %69 = mul i32 %68, -1640531535
  %70 = add i32 %69, 1
  store i32 %70, i32* %15, align 4
  store i32 0, i32* %16, align 4
  store i32 0, i32* %17, align 4
  br label %71

71:                                               ; preds = %84, %5
  %72 = load i32, i32* %17, align 4
  %73 = load i32, i32* %11, align 4
  %74 = srem i32 %73, 3
  %75 = add nsw i32 4, %74
  %76 = icmp slt i32 %72, %75
  br i1 %76, label %77, label %87

77:                                               ; preds = %71
  %78 = load i32, i32* %15, align 4
  %79 = mul i32 %78, 1664525
  %80 = add i32 %79, 1013904223
  store i32 %80, i32* %15, align 4
  %81 = load i32, i32* %15, align 4
  %82 = load i32, i32* %16, align 4
  %83 = call i32 @_Z6mad_hijjj(i32 noundef %81, i32 noundef -5, i32 noundef %82) #3
  store i32 %83, i32* %16, align 4
  br label %84

84:                                               ; preds = %77
  %85 = load i32, i32* %17, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %17, align 4
  br label %71

87:                                               ; preds = %71
  %88 = load i32, i32* %16, align 4
  %89 = load i32, i32* %15, align 4
  %90 = call i64 @_Z8upsamplejj(i32 noundef %88, i32 noundef %89) #3
  %91 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %92 = load i32, i32* %11, align 4
  %93 = mul nsw i32 4, %92
  %94 = add nsw i32 %93, 2
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i64, i64 addrspace(1)* %91, i64 %95
  store i64 %90, i64 addrspace(1)* %96, align 8
  %97 = load i64, i64* %13, align 8
  %98 = load i32, i32* %11, align 4
  %99 = sub nsw i32 %98, 8
  %100 = sext i32 %99 to i64
  %101 = shl i64 %100, 40
  %102 = load i64, i64* %14, align 8
  %103 = call i64 @_Z7mad_satlll(i64 noundef %97, i64 noundef %101, i64 noundef %102) #3
  %104 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %105 = load i32, i32* %11, align 4
  %106 = mul nsw i32 4, %105
  %107 = add nsw i32 %106, 3
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i64, i64 addrspace(1)* %104, i64 %108
  store i64 %103, i64 addrspace(1)* %109, align 8
  %110 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %111 = load i32, i32* %11, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i32, i32 addrspace(1)* %110, i64 %112
  %114 = load i32, i32 addrspace(1)* %113, align 4
  %115 = mul nsw i32 %114, 100000
  %116 = sub nsw i32 %115, 700000
  store i32 %116, i32* %18, align 4
  store i32 0, i32* %19, align 4
  store i32 0, i32* %20, align 4
  store i32 0, i32* %21, align 4
  br label %117

117:                                              ; preds = %131, %87
  %118 = load i32, i32* %21, align 4
  %119 = icmp slt i32 %118, 8
  br i1 %119, label %120, label %134

120:                                              ; preds = %117
  %121 = load i32, i32* %18, align 4
  %122 = load i32, i32* %21, align 4
  %123 = mul nsw i32 %122, 3000
  %124 = sub nsw i32 %123, 9000
  %125 = load i32, i32* %19, align 4
  %126 = call i32 @_Z7mad_satiii(i32 noundef %121, i32 noundef %124, i32 noundef %125) #3
  store i32 %126, i32* %19, align 4
  %127 = load i32, i32* %18, align 4
  %128 = load i32, i32* %21, align 4
  %129 = load i32, i32* %20, align 4
  %130 = call i32 @_Z7mad_satjjj(i32 noundef %127, i32 noundef %128, i32 noundef %129) #3
  store i32 %130, i32* %20, align 4
  br label %131

131:                                              ; preds = %120
  %132 = load i32, i32* %21, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* %21, align 4
  br label %117

134:                                              ; preds = %117
  %135 = load i32, i32* %11, align 4
  %136 = mul nsw i32 %135, 3
  %137 = sub nsw i32 %136, 20
  %138 = trunc i32 %137 to i16
  store i16 %138, i16* %22, align 2
  %139 = load i32, i32* %19, align 4
  %140 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %141 = load i32, i32* %11, align 4
  %142 = mul nsw i32 3, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32 addrspace(1)* %140, i64 %143
  store i32 %139, i32 addrspace(1)* %144, align 4
  %145 = load i32, i32* %20, align 4
  %146 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %147 = load i32, i32* %11, align 4
  %148 = mul nsw i32 3, %147
  %149 = add nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, i32 addrspace(1)* %146, i64 %150
  store i32 %145, i32 addrspace(1)* %151, align 4
  %152 = load i16, i16* %22, align 2
  %153 = load i32, i32* %11, align 4
  %154 = add nsw i32 32768, %153
  %155 = trunc i32 %154 to i16
  %156 = call i32 @_Z8upsamplest(i16 noundef signext %152, i16 noundef zeroext %155) #3
  %157 = load i32, i32* %19, align 4
  %158 = load i32, i32* %18, align 4
  %159 = call i32 @_Z7add_satii(i32 noundef %157, i32 noundef %158) #3
  %160 = xor i32 %156, %159
  %161 = load i32, i32* %18, align 4
  %162 = load i32, i32* %19, align 4
  %163 = call i32 @_Z7sub_satii(i32 noundef %161, i32 noundef %162) #3
  %164 = xor i32 %160, %163
  %165 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %166 = load i32, i32* %11, align 4
  %167 = mul nsw i32 3, %166
  %168 = add nsw i32 %167, 2
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, i32 addrspace(1)* %165, i64 %169
  store i32 %164, i32 addrspace(1)* %170, align 4
  %171 = load i64, i64* %13, align 8
  %172 = trunc i64 %171 to i32
  %173 = load <4 x i32>, <4 x i32>* %23, align 16
  %174 = insertelement <4 x i32> %173, i32 %172, i64 0
  store <4 x i32> %174, <4 x i32>* %23, align 16
  %175 = load i64, i64* %13, align 8
  %176 = lshr i64 %175, 32
  %177 = trunc i64 %176 to i32
  %178 = load <4 x i32>, <4 x i32>* %23, align 16
  %179 = insertelement <4 x i32> %178, i32 %177, i64 1
  store <4 x i32> %179, <4 x i32>* %23, align 16
  %180 = load i32, i32* %15, align 4
  %181 = load <4 x i32>, <4 x i32>* %23, align 16
  %182 = insertelement <4 x i32> %181, i32 %180, i64 2
  store <4 x i32> %182, <4 x i32>* %23, align 16
  %183 = load i32, i32* %16, align 4
  %184 = load <4 x i32>, <4 x i32>* %23, align 16
  %185 = insertelement <4 x i32> %184, i32 %183, i64 3
  store <4 x i32> %185, <4 x i32>* %23, align 16
  %186 = load i32, i32* %11, align 4
  %187 = load <4 x i32>, <4 x i32>* %24, align 16
  %188 = insertelement <4 x i32> %187, i32 %186, i64 0
  store <4 x i32> %188, <4 x i32>* %24, align 16
  %189 = load i32, i32* %11, align 4
  %190 = sub i32 31, %189
  %191 = load <4 x i32>, <4 x i32>* %24, align 16
  %192 = insertelement <4 x i32> %191, i32 %190, i64 1
  store <4 x i32> %192, <4 x i32>* %24, align 16
  %193 = load i32, i32* %11, align 4
  %194 = mul nsw i32 8, %193
  %195 = add nsw i32 %194, 3
  %196 = insertelement <2 x i32> poison, i32 %195, i32 0
  %197 = shufflevector <2 x i32> %196, <2 x i32> poison, <2 x i32> zeroinitializer
  %198 = load <4 x i32>, <4 x i32>* %24, align 16
  %199 = shufflevector <2 x i32> %197, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>
  %200 = shufflevector <4 x i32> %198, <4 x i32> %199, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  store <4 x i32> %200, <4 x i32>* %24, align 16
  %201 = load <4 x i32>, <4 x i32>* %23, align 16
  %202 = load <4 x i32>, <4 x i32>* %24, align 16
  %203 = call <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef %201, <4 x i32> noundef %202) #3
  store <4 x i32> %203, <4 x i32>* %25, align 16
  %204 = load <4 x i32>, <4 x i32>* %23, align 16
  %205 = load i32, i32* %11, align 4
  %206 = srem i32 %205, 32
  %207 = insertelement <4 x i32> poison, i32 %206, i32 0
  %208 = shufflevector <4 x i32> %207, <4 x i32> poison, <4 x i32> zeroinitializer
  %209 = and <4 x i32> %208, <i32 31, i32 31, i32 31, i32 31>
  %210 = lshr <4 x i32> %204, %209
  %211 = call <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef %210) #3
  store <4 x i32> %211, <4 x i32>* %26, align 16
  %212 = load <4 x i32>, <4 x i32>* %25, align 16
  %213 = load <4 x i32>, <4 x i32>* %23, align 16
  %214 = xor <4 x i32> %212, %213
  %215 = call <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef %214) #3
  store <4 x i32> %215, <4 x i32>* %27, align 16
  %216 = load <4 x i32>, <4 x i32>* %25, align 16
  %217 = extractelement <4 x i32> %216, i64 0
  %218 = load <4 x i32>, <4 x i32>* %25, align 16
  %219 = extractelement <4 x i32> %218, i64 3
  %220 = xor i32 %217, %219
  %221 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %222 = load i32, i32* %11, align 4
  %223 = mul nsw i32 4, %222
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds i32, i32 addrspace(1)* %221, i64 %224
  store i32 %220, i32 addrspace(1)* %225, align 4
  %226 = load <4 x i32>, <4 x i32>* %25, align 16
  %227 = extractelement <4 x i32> %226, i64 1
  %228 = load <4 x i32>, <4 x i32>* %25, align 16
  %229 = extractelement <4 x i32> %228, i64 2
  %230 = add i32 %227, %229
  %231 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %232 = load i32, i32* %11, align 4
  %233 = mul nsw i32 4, %232
  %234 = add nsw i32 %233, 1
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i32, i32 addrspace(1)* %231, i64 %235
  store i32 %230, i32 addrspace(1)* %236, align 4
  %237 = load <4 x i32>, <4 x i32>* %26, align 16
  %238 = extractelement <4 x i32> %237, i64 0
  %239 = load <4 x i32>, <4 x i32>* %26, align 16
  %240 = extractelement <4 x i32> %239, i64 1
  %241 = mul i32 100, %240
  %242 = add i32 %238, %241
  %243 = load <4 x i32>, <4 x i32>* %26, align 16
  %244 = extractelement <4 x i32> %243, i64 2
  %245 = mul i32 10000, %244
  %246 = add i32 %242, %245
  %247 = load <4 x i32>, <4 x i32>* %26, align 16
  %248 = extractelement <4 x i32> %247, i64 3
  %249 = mul i32 1000000, %248
  %250 = add i32 %246, %249
  %251 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %252 = load i32, i32* %11, align 4
  %253 = mul nsw i32 4, %252
  %254 = add nsw i32 %253, 2
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds i32, i32 addrspace(1)* %251, i64 %255
  store i32 %250, i32 addrspace(1)* %256, align 4
  %257 = load <4 x i32>, <4 x i32>* %27, align 16
  %258 = extractelement <4 x i32> %257, i64 0
  %259 = load <4 x i32>, <4 x i32>* %27, align 16
  %260 = extractelement <4 x i32> %259, i64 1
  %261 = mul i32 100, %260
  %262 = add i32 %258, %261
  %263 = load <4 x i32>, <4 x i32>* %27, align 16
  %264 = extractelement <4 x i32> %263, i64 2
  %265 = mul i32 10000, %264
  %266 = add i32 %262, %265
  %267 = load <4 x i32>, <4 x i32>* %27, align 16
  %268 = extractelement <4 x i32> %267, i64 3
  %269 = mul i32 1000000, %268
  %270 = add i32 %266, %269
  %271 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %272 = load i32, i32* %11, align 4
  %273 = mul nsw i32 4, %272
  %274 = add nsw i32 %273, 3
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds i32, i32 addrspace(1)* %271, i64 %275
  store i32 %270, i32 addrspace(1)* %276, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z6mul_hill(i64 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z6mad_hijjj(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z8upsamplejj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z7mad_satlll(i64 noundef, i64 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7mad_satiii(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7mad_satjjj(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z8upsamplest(i16 noundef signext, i16 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7add_satii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z7sub_satii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local <4 x i32> @_Z8popcountDv4_j(<4 x i32> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

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
