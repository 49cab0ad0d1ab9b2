; simtc:launch grid=1 block=16 warp=8 in=uint32[64]:iota out=uint32[64] wide=uint64[32] rev=uint32[32]
; simtc:expect out=[932834784,452300489,2896606091,3869578542,2070605129,2284713477,1372373040,1231773649,4232492891,489226958,932703819,941379442,3073845996,1014699376,1436105873,3083744512,3027701499,331608324,1773175988,3203022587,1935455978,505257236,1733605140,1966636217,2553774231,1468722437,1252649527,611390036,411788373,3348561240,2882116679,4278485752,1302203470,705765658,951787892,2143974023,3552735208,2917611935,1473421111,2892608651,2687379270,3402345432,837147315,1440301176,1907254307,3521775403,2740236344,3064894606,2388015005,899646148,1421527322,368759905,2642651334,3217441632,163227939,2568421713,2201405441,3837587539,2416927288,3348735624,3115476353,4149415624,2044509628,4074413920]
; simtc:expect wide=[6759140163941140146,7703670331043566166,11714661699121653626,10743164118121709236,16460718891585462160,9736829200205410755,103473296162675318,8649540988991395043,17833643734869546517,17275548931606179491,8280555083250301849,6021824910488750983,12126190644703086458,4991906680453277458,17437384727422652325,17838706912930572367,1080746149570202358,17902390240470314151,1682326910852675131,13887868092047642266,17342151055878278126,6882270699127047573,2120453431847756203,7559422426031409899,13991546771270011300,6777963598754170793,11759512166577156010,10744520415067509105,1265286428776612042,8687166390814796188,13971772698119445776,3317161947992552879]
; simtc:expect rev=[3949755965,4105584414,1336554074,1866377417,2229880141,2729483560,3752016436,708108195,4192071976,4203300814,1058277568,3741462543,2191867051,441088343,2758189327,3729156624,777474650,68627369,4245718151,1008727106,3620006367,2923166456,3970281237,2645497324,4037909439,3094142463,3541323456,1992627120,1315229226,329042332,3724655373,4242399259]
; ModuleID = 'lg_word_mix.cl'
source_filename = "lg_word_mix.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.quad_t = type { i32, i32, i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @quarter(%struct.quad_t* noundef %0) #0 {
  %2 = alloca %struct.quad_t*, align 8
  store %struct.quad_t* %0, %struct.quad_t** %2, align 8
  %3 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %4 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %7 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add i32 %8, %5
  store i32 %9, i32* %7, align 4
  %10 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %11 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %14 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %13, i32 0, i32 3
  %15 = load i32, i32* %14, align 4
  %16 = xor i32 %15, %12
  store i32 %16, i32* %14, align 4
  %17 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %18 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %17, i32 0, i32 3
  %19 = load i32, i32* %18, align 4
  %20 = shl i32 %19, 16
  %21 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %22 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %21, i32 0, i32 3
  %23 = load i32, i32* %22, align 4
  %24 = lshr i32 %23, 16
  %25 = or i32 %20, %24
  %26 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %27 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %26, i32 0, i32 3
  store i32 %25, i32* %27, align 4
  %28 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %29 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %28, i32 0, i32 3
  %30 = load i32, i32* %29, align 4
  %31 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %32 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %31, i32 0, i32 2
  %33 = load i32, i32* %32, align 4
  %34 = add i32 %33, %30
  store i32 %34, i32* %32, align 4
  %35 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %36 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %35, i32 0, i32 2
  %37 = load i32, i32* %36, align 4
  %38 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %39 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %38, i32 0, i32 1
  %40 = load i32, i32* %39, align 4
  %41 = xor i32 %40, %37
  store i32 %41, i32* %39, align 4
  %42 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %43 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %42, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  %45 = shl i32 %44, 12
  %46 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %47 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %46, i32 0, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = lshr i32 %48, 20
  %50 = or i32 %45, %49
  %51 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %52 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %51, i32 0, i32 1
  store i32 %50, i32* %52, align 4
  %53 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %54 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %53, i32 0, i32 1
  %55 = load i32, i32* %54, align 4
  %56 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %57 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %56, i32 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = add i32 %58, %55
  store i32 %59, i32* %57, align 4
  %60 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %61 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %60, i32 0, i32 0
  %62 = load i32, i32* %61, align 4
  %63 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %64 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %63, i32 0, i32 3
  %65 = load i32, i32* %64, align 4
  %66 = xor i32 %65, %62
  store i32 %66, i32* %64, align 4
  %67 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %68 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %67, i32 0, i32 3
  %69 = load i32, i32* %68, align 4
  %70 = shl i32 %69, 8
  %71 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %72 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %71, i32 0, i32 3
  %73 = load i32, i32* %72, align 4
  %74 = lshr i32 %73, 24
  %75 = or i32 %70, %74
  %76 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %77 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %76, i32 0, i32 3
  store i32 %75, i32* %77, align 4
  %78 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %79 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %78, i32 0, i32 3
  %80 = load i32, i32* %79, align 4
  %81 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %82 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %81, i32 0, i32 2
  %83 = load i32, i32* %82, align 4
  %84 = add i32 %83, %80
  store i32 %84, i32* %82, align 4
  %85 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %86 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %85, i32 0, i32 2
  %87 = load i32, i32* %86, align 4
  %88 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %89 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %88, i32 0, i32 1
  %90 = load i32, i32* %89, align 4
  %91 = xor i32 %90, %87
  store i32 %91, i32* %89, align 4
  %92 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %93 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %92, i32 0, i32 1
  %94 = load i32, i32* %93, align 4
  %95 = shl i32 %94, 7
  %96 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %97 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %96, i32 0, i32 1
  %98 = load i32, i32* %97, align 4
  %99 = lshr i32 %98, 25
  %100 = or i32 %95, %99
  %101 = load %struct.quad_t*, %struct.quad_t** %2, align 8
  %102 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %101, i32 0, i32 1
  store i32 %100, i32* %102, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i64 @bswap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = and i64 %3, 71777214294589695
  %5 = shl i64 %4, 8
  %6 = load i64, i64* %2, align 8
  %7 = lshr i64 %6, 8
  %8 = and i64 %7, 71777214294589695
  %9 = or i64 %5, %8
  store i64 %9, i64* %2, align 8
  %10 = load i64, i64* %2, align 8
  %11 = and i64 %10, 281470681808895
  %12 = shl i64 %11, 16
  %13 = load i64, i64* %2, align 8
  %14 = lshr i64 %13, 16
  %15 = and i64 %14, 281470681808895
  %16 = or i64 %12, %15
  store i64 %16, i64* %2, align 8
  %17 = load i64, i64* %2, align 8
  %18 = shl i64 %17, 32
  %19 = load i64, i64* %2, align 8
  %20 = lshr i64 %19, 32
  %21 = or i64 %18, %20
  ret i64 %21
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, i32* %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, i32* %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, i32* %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, i32* %2, align 4
  %31 = load i32, i32* %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, i32* %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_word_mix(<4 x i32> addrspace(1)* noundef %0, <4 x i32> addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = alloca <4 x i32> addrspace(1)*, align 8
  %6 = alloca <4 x i32> addrspace(1)*, align 8
  %7 = alloca i64 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x i32>, align 16
  %11 = alloca %struct.quad_t, align 4
  %12 = alloca i32, align 4
  %13 = alloca <4 x i32>, align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store <4 x i32> addrspace(1)* %0, <4 x i32> addrspace(1)** %5, align 8
  store <4 x i32> addrspace(1)* %1, <4 x i32> addrspace(1)** %6, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %19 = trunc i64 %18 to i32
  store i32 %19, i32* %9, align 4
  %20 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %5, align 8
  %21 = load i32, i32* %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %20, i64 %22
  %24 = load <4 x i32>, <4 x i32> addrspace(1)* %23, align 16
  %25 = mul <4 x i32> %24, <i32 -1640531527, i32 -1640531527, i32 -1640531527, i32 -1640531527>
  %26 = load i32, i32* %9, align 4
  %27 = insertelement <4 x i32> poison, i32 %26, i32 0
  %28 = shufflevector <4 x i32> %27, <4 x i32> poison, <4 x i32> zeroinitializer
  %29 = add <4 x i32> %25, %28
  store <4 x i32> %29, <4 x i32>* %10, align 16
  %30 = load <4 x i32>, <4 x i32>* %10, align 16
  %31 = extractelement <4 x i32> %30, i64 0
  %32 = lshr i32 %31, 24
  %33 = load <4 x i32>, <4 x i32>* %10, align 16
  %34 = extractelement <4 x i32> %33, i64 0
  %35 = lshr i32 %34, 8
  %36 = and i32 %35, 65280
  %37 = or i32 %32, %36
  %38 = load <4 x i32>, <4 x i32>* %10, align 16
  %39 = extractelement <4 x i32> %38, i64 0
  %40 = shl i32 %39, 8
  %41 = and i32 %40, 16711680
  %42 = or i32 %37, %41
  %43 = load <4 x i32>, <4 x i32>* %10, align 16
  %44 = extractelement <4 x i32> %43, i64 0
  %45 = shl i32 %44, 24
  %46 = or i32 %42, %45
  %47 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  store i32 %46, i32* %47, align 4
  %48 = load <4 x i32>, <4 x i32>* %10, align 16
  %49 = extractelement <4 x i32> %48, i64 1
  %50 = lshr i32 %49, 24
  %51 = load <4 x i32>, <4 x i32>* %10, align 16
  %52 = extractelement <4 x i32> %51, i64 1
  %53 = lshr i32 %52, 8
  %54 = and i32 %53, 65280
  %55 = or i32 %50, %54
  %56 = load <4 x i32>, <4 x i32>* %10, align 16
  %57 = extractelement <4 x i32> %56, i64 1
  %58 = shl i32 %57, 8
  %59 = and i32 %58, 16711680
  %60 = or i32 %55, %59
  %61 = load <4 x i32>, <4 x i32>* %10, align 16
  %62 = extractelement <4 x i32> %61, i64 1
  %63 = shl i32 %62, 24
  %64 = or i32 %60, %63
  %65 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  store i32 %64, i32* %65, align 4
  %66 = load <4 x i32>, <4 x i32>* %10, align 16
  %67 = extractelement <4 x i32> %66, i64 2
  %68 = lshr i32 %67, 24
  %69 = load <4 x i32>, <4 x i32>* %10, align 16
  %70 = extractelement <4 x i32> %69, i64 2
  %71 = lshr i32 %70, 8
  %72 = and i32 %71, 65280
  %73 = or i32 %68, %72
  %74 = load <4 x i32>, <4 x i32>* %10, align 16
  %75 = extractelement <4 x i32> %74, i64 2
  %76 = shl i32 %75, 8
  %77 = and i32 %76, 16711680
  %78 = or i32 %73, %77
  %79 = load <4 x i32>, <4 x i32>* %10, align 16
  %80 = extractelement <4 x i32> %79, i64 2
  %81 = shl i32 %80, 24
  %82 = or i32 %78, %81
  %83 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  store i32 %82, i32* %83, align 4
  %84 = load <4 x i32>, <4 x i32>* %10, align 16
  %85 = extractelement <4 x i32> %84, i64 3
  %86 = lshr i32 %85, 24
  %87 = load <4 x i32>, <4 x i32>* %10, align 16
  %88 = extractelement <4 x i32> %87, i64 3
  %89 = lshr i32 %88, 8
  %90 = and i32 %89, 65280
  %91 = or i32 %86, %90
  %92 = load <4 x i32>, <4 x i32>* %10, align 16
  %93 = extractelement <4 x i32> %92, i64 3
  %94 = shl i32 %93, 8
  %95 = and i32 %94, 16711680
  %96 = or i32 %91, %95
  %97 = load <4 x i32>, <4 x i32>* %10, align 16
  %98 = extractelement <4 x i32> %97, i64 3
  %99 = shl i32 %98, 24
  %100 = or i32 %96, %99
  %101 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  store i32 %100, i32* %101, align 4
  store i32 0, i32* %12, align 4
  br label %102

102:                                              ; preds = %109, %4
  %103 = load i32, i32* %12, align 4
  %104 = load i32, i32* %9, align 4
  %105 = srem i32 %104, 3
  %106 = add nsw i32 2, %105
  %107 = icmp slt i32 %103, %106
  br i1 %107, label %108, label %112

108:                                              ; preds = %102
  call void @quarter(%struct.quad_t* noundef %11) #4
  br label %109

109:                                              ; preds = %108
  %110 = load i32, i32* %12, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, i32* %12, align 4
  br label %102

112:                                              ; preds = %102
  %113 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %114 = load i32, i32* %113, align 4
  %115 = lshr i32 %114, 24
  %116 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %117 = load i32, i32* %116, align 4
  %118 = lshr i32 %117, 8
  %119 = and i32 %118, 65280
  %120 = or i32 %115, %119
  %121 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %122 = load i32, i32* %121, align 4
  %123 = shl i32 %122, 8
  %124 = and i32 %123, 16711680
  %125 = or i32 %120, %124
  %126 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %127 = load i32, i32* %126, align 4
  %128 = shl i32 %127, 24
  %129 = or i32 %125, %128
  %130 = load <4 x i32>, <4 x i32>* %13, align 16
  %131 = insertelement <4 x i32> %130, i32 %129, i64 0
  store <4 x i32> %131, <4 x i32>* %13, align 16
  %132 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %133 = load i32, i32* %132, align 4
  %134 = lshr i32 %133, 24
  %135 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %136 = load i32, i32* %135, align 4
  %137 = lshr i32 %136, 8
  %138 = and i32 %137, 65280
  %139 = or i32 %134, %138
  %140 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %141 = load i32, i32* %140, align 4
  %142 = shl i32 %141, 8
  %143 = and i32 %142, 16711680
  %144 = or i32 %139, %143
  %145 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %146 = load i32, i32* %145, align 4
  %147 = shl i32 %146, 24
  %148 = or i32 %144, %147
  %149 = load <4 x i32>, <4 x i32>* %13, align 16
  %150 = insertelement <4 x i32> %149, i32 %148, i64 1
  store <4 x i32> %150, <4 x i32>* %13, align 16
  %151 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %152 = load i32, i32* %151, align 4
  %153 = lshr i32 %152, 24
  %154 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %155 = load i32, i32* %154, align 4
  %156 = lshr i32 %155, 8
  %157 = and i32 %156, 65280
  %158 = or i32 %153, %157
  %159 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %160 = load i32, i32* %159, align 4
  %161 = shl i32 %160, 8
  %162 = and i32 %161, 16711680
  %163 = or i32 %158, %162
  %164 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %165 = load i32, i32* %164, align 4
  %166 = shl i32 %165, 24
  %167 = or i32 %163, %166
  %168 = load <4 x i32>, <4 x i32>* %13, align 16
  %169 = insertelement <4 x i32> %168, i32 %167, i64 2
  store <4 x i32> %169, <4 x i32>* %13, align 16
  %170 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %171 = load i32, i32* %170, align 4
  %172 = lshr i32 %171, 24
  %173 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %174 = load i32, i32* %173, align 4
  %175 = lshr i32 %174, 8
  %176 = and i32 %175, 65280
  %177 = or i32 %172, %176
  %178 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %179 = load i32, i32* %178, align 4
  %180 = shl i32 %179, 8
  %181 = and i32 %180, 16711680
  %182 = or i32 %177, %181
  %183 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %184 = load i32, i32* %183, align 4
  %185 = shl i32 %184, 24
  %186 = or i32 %182, %185
  %187 = load <4 x i32>, <4 x i32>* %13, align 16
  %188 = insertelement <4 x i32> %187, i32 %186, i64 3
  store <4 x i32> %188, <4 x i32>* %13, align 16
  %189 = load <4 x i32>, <4 x i32>* %13, align 16
  %190 = shl <4 x i32> %189, <i32 7, i32 7, i32 7, i32 7>
  %191 = load <4 x i32>, <4 x i32>* %13, align 16
  %192 = lshr <4 x i32> %191, <i32 25, i32 25, i32 25, i32 25>
  %193 = or <4 x i32> %190, %192
  %194 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %6, align 8
  %195 = load i32, i32* %9, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %194, i64 %196
  store <4 x i32> %193, <4 x i32> addrspace(1)* %197, align 16
  %198 = load i32, i32* %9, align 4
  %199 = mul i32 %198, 5
  %200 = add i32 %199, 1
  store i32 %200, i32* %14, align 4
  %201 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %202 = load i32, i32* %201, align 4
  %203 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %204 = load i32, i32* %203, align 4
  %205 = xor i32 %202, %204
  store i32 %205, i32* %15, align 4
  %206 = load i32, i32* %15, align 4
  %207 = load i32, i32* %14, align 4
  %208 = and i32 %207, 31
  %209 = and i32 %208, 31
  %210 = shl i32 %206, %209
  %211 = load i32, i32* %15, align 4
  %212 = load i32, i32* %14, align 4
  %213 = sub i32 32, %212
  %214 = and i32 %213, 31
  %215 = and i32 %214, 31
  %216 = lshr i32 %211, %215
  %217 = or i32 %210, %216
  store i32 %217, i32* %16, align 4
  %218 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %219 = load i32, i32* %218, align 4
  %220 = zext i32 %219 to i64
  %221 = shl i64 %220, 32
  %222 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %223 = load i32, i32* %222, align 4
  %224 = zext i32 %223 to i64
  %225 = or i64 %221, %224
  store i64 %225, i64* %17, align 8
  %226 = load i64, i64* %17, align 8
  %227 = call i64 @bswap64(i64 noundef %226) #4
  %228 = load i32, i32* %16, align 4
  %229 = zext i32 %228 to i64
  %230 = xor i64 %227, %229
  %231 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %232 = load i32, i32* %9, align 4
  %233 = mul nsw i32 2, %232
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i64, i64 addrspace(1)* %231, i64 %234
  store i64 %230, i64 addrspace(1)* %235, align 8
  %236 = load i64, i64* %17, align 8
  %237 = lshr i64 %236, 13
  %238 = load i64, i64* %17, align 8
  %239 = shl i64 %238, 51
  %240 = or i64 %237, %239
  %241 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %242 = load i32, i32* %9, align 4
  %243 = mul nsw i32 2, %242
  %244 = add nsw i32 %243, 1
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i64, i64 addrspace(1)* %241, i64 %245
  store i64 %240, i64 addrspace(1)* %246, align 8
  %247 = load i32, i32* %15, align 4
  %248 = call i32 @reverse_bits(i32 noundef %247) #4
  %249 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %250 = load i32, i32* %9, align 4
  %251 = mul nsw i32 2, %250
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds i32, i32 addrspace(1)* %249, i64 %252
  store i32 %248, i32 addrspace(1)* %253, align 4
  %254 = load i32, i32* %16, align 4
  %255 = call i32 @reverse_bits(i32 noundef %254) #4
  %256 = load i32, i32* %14, align 4
  %257 = lshr i32 %256, 24
  %258 = load i32, i32* %14, align 4
  %259 = lshr i32 %258, 8
  %260 = and i32 %259, 65280
  %261 = or i32 %257, %260
  %262 = load i32, i32* %14, align 4
  %263 = shl i32 %262, 8
  %264 = and i32 %263, 16711680
  %265 = or i32 %261, %264
  %266 = load i32, i32* %14, align 4
  %267 = shl i32 %266, 24
  %268 = or i32 %265, %267
  %269 = xor i32 %255, %268
  %270 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %271 = load i32, i32* %9, align 4
  %272 = mul nsw i32 2, %271
  %273 = add nsw i32 %272, 1
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds i32, i32 addrspace(1)* %270, i64 %274
  store i32 %269, i32 addrspace(1)* %275, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x i32> addrspace(1)*, <4 x i32> addrspace(1)*, i64 addrspace(1)*, i32 addrspace(1)*)* @lg_word_mix, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uint4*", !"uint4*", !"ulong*", !"uint*"}
!8 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint*"}
!9 = !{!"const", !"", !"", !""}
!10 = !{!"in", !"out", !"wide", !"rev"}
