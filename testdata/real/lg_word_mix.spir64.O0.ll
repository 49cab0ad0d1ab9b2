; simtc:launch grid=1 block=16 warp=8 in=uint32[64]:iota out=uint32[64] wide=uint64[32] rev=uint32[32]
; simtc:expect out=[932834784,452300489,2896606091,3869578542,2070605129,2284713477,1372373040,1231773649,4232492891,489226958,932703819,941379442,3073845996,1014699376,1436105873,3083744512,3027701499,331608324,1773175988,3203022587,1935455978,505257236,1733605140,1966636217,2553774231,1468722437,1252649527,611390036,411788373,3348561240,2882116679,4278485752,1302203470,705765658,951787892,2143974023,3552735208,2917611935,1473421111,2892608651,2687379270,3402345432,837147315,1440301176,1907254307,3521775403,2740236344,3064894606,2388015005,899646148,1421527322,368759905,2642651334,3217441632,163227939,2568421713,2201405441,3837587539,2416927288,3348735624,3115476353,4149415624,2044509628,4074413920]
; simtc:expect wide=[6759140163941140146,7703670331043566166,11714661699121653626,10743164118121709236,16460718891585462160,9736829200205410755,103473296162675318,8649540988991395043,17833643734869546517,17275548931606179491,8280555083250301849,6021824910488750983,12126190644703086458,4991906680453277458,17437384727422652325,17838706912930572367,1080746149570202358,17902390240470314151,1682326910852675131,13887868092047642266,17342151055878278126,6882270699127047573,2120453431847756203,7559422426031409899,13991546771270011300,6777963598754170793,11759512166577156010,10744520415067509105,1265286428776612042,8687166390814796188,13971772698119445776,3317161947992552879]
; simtc:expect rev=[3949755965,4105584414,1336554074,1866377417,2229880141,2729483560,3752016436,708108195,4192071976,4203300814,1058277568,3741462543,2191867051,441088343,2758189327,3729156624,777474650,68627369,4245718151,1008727106,3620006367,2923166456,3970281237,2645497324,4037909439,3094142463,3541323456,1992627120,1315229226,329042332,3724655373,4242399259]
; ModuleID = 'lg_word_mix.cl'
source_filename = "lg_word_mix.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.quad_t = type { i32, i32, i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @quarter(%struct.quad_t addrspace(4)* noundef %0) #0 {
  %2 = alloca %struct.quad_t addrspace(4)*, align 8
  store %struct.quad_t addrspace(4)* %0, %struct.quad_t addrspace(4)** %2, align 8
  %3 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %4 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %3, i32 0, i32 1
  %5 = load i32, i32 addrspace(4)* %4, align 4
  %6 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %7 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %6, i32 0, i32 0
  %8 = load i32, i32 addrspace(4)* %7, align 4
  %9 = add i32 %8, %5
  store i32 %9, i32 addrspace(4)* %7, align 4
  %10 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %11 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %10, i32 0, i32 0
  %12 = load i32, i32 addrspace(4)* %11, align 4
  %13 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %14 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %13, i32 0, i32 3
  %15 = load i32, i32 addrspace(4)* %14, align 4
  %16 = xor i32 %15, %12
  store i32 %16, i32 addrspace(4)* %14, align 4
  %17 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %18 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %17, i32 0, i32 3
  %19 = load i32, i32 addrspace(4)* %18, align 4
  %20 = shl i32 %19, 16
  %21 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %22 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %21, i32 0, i32 3
  %23 = load i32, i32 addrspace(4)* %22, align 4
  %24 = lshr i32 %23, 16
  %25 = or i32 %20, %24
  %26 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %27 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %26, i32 0, i32 3
  store i32 %25, i32 addrspace(4)* %27, align 4
  %28 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %29 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %28, i32 0, i32 3
  %30 = load i32, i32 addrspace(4)* %29, align 4
  %31 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %32 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %31, i32 0, i32 2
  %33 = load i32, i32 addrspace(4)* %32, align 4
  %34 = add i32 %33, %30
  store i32 %34, i32 addrspace(4)* %32, align 4
  %35 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %36 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %35, i32 0, i32 2
  %37 = load i32, i32 addrspace(4)* %36, align 4
  %38 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %39 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %38, i32 0, i32 1
  %40 = load i32, i32 addrspace(4)* %39, align 4
  %41 = xor i32 %40, %37
  store i32 %41, i32 addrspace(4)* %39, align 4
  %42 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %43 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %42, i32 0, i32 1
  %44 = load i32, i32 addrspace(4)* %43, align 4
  %45 = shl i32 %44, 12
  %46 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %47 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %46, i32 0, i32 1
  %48 = load i32, i32 addrspace(4)* %47, align 4
  %49 = lshr i32 %48, 20
  %50 = or i32 %45, %49
  %51 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %52 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %51, i32 0, i32 1
  store i32 %50, i32 addrspace(4)* %52, align 4
  %53 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %54 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %53, i32 0, i32 1
  %55 = load i32, i32 addrspace(4)* %54, align 4
  %56 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %57 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %56, i32 0, i32 0
  %58 = load i32, i32 addrspace(4)* %57, align 4
  %59 = add i32 %58, %55
  store i32 %59, i32 addrspace(4)* %57, align 4
  %60 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %61 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %60, i32 0, i32 0
  %62 = load i32, i32 addrspace(4)* %61, align 4
  %63 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %64 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %63, i32 0, i32 3
  %65 = load i32, i32 addrspace(4)* %64, align 4
  %66 = xor i32 %65, %62
  store i32 %66, i32 addrspace(4)* %64, align 4
  %67 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %68 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %67, i32 0, i32 3
  %69 = load i32, i32 addrspace(4)* %68, align 4
  %70 = shl i32 %69, 8
  %71 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %72 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %71, i32 0, i32 3
  %73 = load i32, i32 addrspace(4)* %72, align 4
  %74 = lshr i32 %73, 24
  %75 = or i32 %70, %74
  %76 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %77 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %76, i32 0, i32 3
  store i32 %75, i32 addrspace(4)* %77, align 4
  %78 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %79 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %78, i32 0, i32 3
  %80 = load i32, i32 addrspace(4)* %79, align 4
  %81 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %82 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %81, i32 0, i32 2
  %83 = load i32, i32 addrspace(4)* %82, align 4
  %84 = add i32 %83, %80
  store i32 %84, i32 addrspace(4)* %82, align 4
  %85 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %86 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %85, i32 0, i32 2
  %87 = load i32, i32 addrspace(4)* %86, align 4
  %88 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %89 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %88, i32 0, i32 1
  %90 = load i32, i32 addrspace(4)* %89, align 4
  %91 = xor i32 %90, %87
  store i32 %91, i32 addrspace(4)* %89, align 4
  %92 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %93 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %92, i32 0, i32 1
  %94 = load i32, i32 addrspace(4)* %93, align 4
  %95 = shl i32 %94, 7
  %96 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %97 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %96, i32 0, i32 1
  %98 = load i32, i32 addrspace(4)* %97, align 4
  %99 = lshr i32 %98, 25
  %100 = or i32 %95, %99
  %101 = load %struct.quad_t addrspace(4)*, %struct.quad_t addrspace(4)** %2, align 8
  %102 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %101, i32 0, i32 1
  store i32 %100, i32 addrspace(4)* %102, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i64 @bswap64(i64 noundef %0) #0 {
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
define dso_local spir_func i32 @reverse_bits(i32 noundef %0) #0 {
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
define dso_local spir_kernel void @lg_word_mix(<4 x i32> addrspace(1)* noundef %0, <4 x i32> addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
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
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
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

102:                                              ; preds = %110, %4
  %103 = load i32, i32* %12, align 4
  %104 = load i32, i32* %9, align 4
  %105 = srem i32 %104, 3
  %106 = add nsw i32 2, %105
  %107 = icmp slt i32 %103, %106
  br i1 %107, label %108, label %113

108:                                              ; preds = %102
  %109 = addrspacecast %struct.quad_t* %11 to %struct.quad_t addrspace(4)*
  call spir_func void @quarter(%struct.quad_t addrspace(4)* noundef %109) #4
  br label %110

110:                                              ; preds = %108
  %111 = load i32, i32* %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %12, align 4
  br label %102

113:                                              ; preds = %102
  %114 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %115 = load i32, i32* %114, align 4
  %116 = lshr i32 %115, 24
  %117 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %118 = load i32, i32* %117, align 4
  %119 = lshr i32 %118, 8
  %120 = and i32 %119, 65280
  %121 = or i32 %116, %120
  %122 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %123 = load i32, i32* %122, align 4
  %124 = shl i32 %123, 8
  %125 = and i32 %124, 16711680
  %126 = or i32 %121, %125
  %127 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %128 = load i32, i32* %127, align 4
  %129 = shl i32 %128, 24
  %130 = or i32 %126, %129
  %131 = load <4 x i32>, <4 x i32>* %13, align 16
  %132 = insertelement <4 x i32> %131, i32 %130, i64 0
  store <4 x i32> %132, <4 x i32>* %13, align 16
  %133 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %134 = load i32, i32* %133, align 4
  %135 = lshr i32 %134, 24
  %136 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %137 = load i32, i32* %136, align 4
  %138 = lshr i32 %137, 8
  %139 = and i32 %138, 65280
  %140 = or i32 %135, %139
  %141 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %142 = load i32, i32* %141, align 4
  %143 = shl i32 %142, 8
  %144 = and i32 %143, 16711680
  %145 = or i32 %140, %144
  %146 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %147 = load i32, i32* %146, align 4
  %148 = shl i32 %147, 24
  %149 = or i32 %145, %148
  %150 = load <4 x i32>, <4 x i32>* %13, align 16
  %151 = insertelement <4 x i32> %150, i32 %149, i64 1
  store <4 x i32> %151, <4 x i32>* %13, align 16
  %152 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %153 = load i32, i32* %152, align 4
  %154 = lshr i32 %153, 24
  %155 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %156 = load i32, i32* %155, align 4
  %157 = lshr i32 %156, 8
  %158 = and i32 %157, 65280
  %159 = or i32 %154, %158
  %160 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %161 = load i32, i32* %160, align 4
  %162 = shl i32 %161, 8
  %163 = and i32 %162, 16711680
  %164 = or i32 %159, %163
  %165 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %166 = load i32, i32* %165, align 4
  %167 = shl i32 %166, 24
  %168 = or i32 %164, %167
  %169 = load <4 x i32>, <4 x i32>* %13, align 16
  %170 = insertelement <4 x i32> %169, i32 %168, i64 2
  store <4 x i32> %170, <4 x i32>* %13, align 16
  %171 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %172 = load i32, i32* %171, align 4
  %173 = lshr i32 %172, 24
  %174 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %175 = load i32, i32* %174, align 4
  %176 = lshr i32 %175, 8
  %177 = and i32 %176, 65280
  %178 = or i32 %173, %177
  %179 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %180 = load i32, i32* %179, align 4
  %181 = shl i32 %180, 8
  %182 = and i32 %181, 16711680
  %183 = or i32 %178, %182
  %184 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %185 = load i32, i32* %184, align 4
  %186 = shl i32 %185, 24
  %187 = or i32 %183, %186
  %188 = load <4 x i32>, <4 x i32>* %13, align 16
  %189 = insertelement <4 x i32> %188, i32 %187, i64 3
  store <4 x i32> %189, <4 x i32>* %13, align 16
  %190 = load <4 x i32>, <4 x i32>* %13, align 16
  %191 = shl <4 x i32> %190, <i32 7, i32 7, i32 7, i32 7>
  %192 = load <4 x i32>, <4 x i32>* %13, align 16
  %193 = lshr <4 x i32> %192, <i32 25, i32 25, i32 25, i32 25>
  %194 = or <4 x i32> %191, %193
  %195 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %6, align 8
  %196 = load i32, i32* %9, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %195, i64 %197
  store <4 x i32> %194, <4 x i32> addrspace(1)* %198, align 16
  %199 = load i32, i32* %9, align 4
  %200 = mul i32 %199, 5
  %201 = add i32 %200, 1
  store i32 %201, i32* %14, align 4
  %202 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 0
  %203 = load i32, i32* %202, align 4
  %204 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 2
  %205 = load i32, i32* %204, align 4
  %206 = xor i32 %203, %205
  store i32 %206, i32* %15, align 4
  %207 = load i32, i32* %15, align 4
  %208 = load i32, i32* %14, align 4
  %209 = and i32 %208, 31
  %210 = and i32 %209, 31
  %211 = shl i32 %207, %210
  %212 = load i32, i32* %15, align 4
  %213 = load i32, i32* %14, align 4
  %214 = sub i32 32, %213
  %215 = and i32 %214, 31
  %216 = and i32 %215, 31
  %217 = lshr i32 %212, %216
  %218 = or i32 %211, %217
  store i32 %218, i32* %16, align 4
  %219 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 1
  %220 = load i32, i32* %219, align 4
  %221 = zext i32 %220 to i64
  %222 = shl i64 %221, 32
  %223 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %11, i32 0, i32 3
  %224 = load i32, i32* %223, align 4
  %225 = zext i32 %224 to i64
  %226 = or i64 %222, %225
  store i64 %226, i64* %17, align 8
  %227 = load i64, i64* %17, align 8
  %228 = call spir_func i64 @bswap64(i64 noundef %227) #4
  %229 = load i32, i32* %16, align 4
  %230 = zext i32 %229 to i64
  %231 = xor i64 %228, %230
  %232 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %233 = load i32, i32* %9, align 4
  %234 = mul nsw i32 2, %233
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i64, i64 addrspace(1)* %232, i64 %235
  store i64 %231, i64 addrspace(1)* %236, align 8
  %237 = load i64, i64* %17, align 8
  %238 = lshr i64 %237, 13
  %239 = load i64, i64* %17, align 8
  %240 = shl i64 %239, 51
  %241 = or i64 %238, %240
  %242 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %243 = load i32, i32* %9, align 4
  %244 = mul nsw i32 2, %243
  %245 = add nsw i32 %244, 1
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds i64, i64 addrspace(1)* %242, i64 %246
  store i64 %241, i64 addrspace(1)* %247, align 8
  %248 = load i32, i32* %15, align 4
  %249 = call spir_func i32 @reverse_bits(i32 noundef %248) #4
  %250 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %251 = load i32, i32* %9, align 4
  %252 = mul nsw i32 2, %251
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds i32, i32 addrspace(1)* %250, i64 %253
  store i32 %249, i32 addrspace(1)* %254, align 4
  %255 = load i32, i32* %16, align 4
  %256 = call spir_func i32 @reverse_bits(i32 noundef %255) #4
  %257 = load i32, i32* %14, align 4
  %258 = lshr i32 %257, 24
  %259 = load i32, i32* %14, align 4
  %260 = lshr i32 %259, 8
  %261 = and i32 %260, 65280
  %262 = or i32 %258, %261
  %263 = load i32, i32* %14, align 4
  %264 = shl i32 %263, 8
  %265 = and i32 %264, 16711680
  %266 = or i32 %262, %265
  %267 = load i32, i32* %14, align 4
  %268 = shl i32 %267, 24
  %269 = or i32 %266, %268
  %270 = xor i32 %256, %269
  %271 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %272 = load i32, i32* %9, align 4
  %273 = mul nsw i32 2, %272
  %274 = add nsw i32 %273, 1
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds i32, i32 addrspace(1)* %271, i64 %275
  store i32 %270, i32 addrspace(1)* %276, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"uint4*", !"uint4*", !"ulong*", !"uint*"}
!7 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint*"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!"in", !"out", !"wide", !"rev"}
