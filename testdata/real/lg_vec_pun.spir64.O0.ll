; simtc:launch grid=1 block=16 warp=8 blocks=uint32[64]:iota keys=uint64[32]:iota out=uint64[32] lanes=int16[128] bytes=uint8[256]
; simtc:expect out=[4361441845570623261,7498524630021308425,12850041137401756207,18445475167778696174,5208588535146812587,2035786572375261153,9903415662313575518,13103310147717543897,4404104712008442963,11217557672724587021,2173688208691897701,2749703260501704687,2496533994263737100,9113271325681970883,18126988381771848193,1539986997397823127,17298326132383114371,639444476126909929,6169247006763309799,18262569016786128204,11767840508454439887,18440737781554920859,5066549475970908141,10474308649733816665,11324449985064742978,1484465095601554716,12551166719642790909,526366342794100956,18437874243336859653,16313551461833350776,12925240520826481360,13073081349483897499]
; simtc:expect lanes=[-10467,10690,-3008,15494,9,4080,7276,26640,-1489,-4,-31660,-19884,-5138,-12100,32239,-5,5291,10905,-24659,18504,-31,-785,-28391,7232,-27554,1853,19,-30352,-18471,-20359,20263,-18984,9299,-12061,-31258,15646,-7667,10804,-15035,-25684,9573,-17527,32232,7722,-17,-17,-6005,9768,-3316,-13882,30832,8869,-4413,-29434,-10244,32376,-9727,28452,-28,-1137,7831,-11618,8707,5471,25731,-30323,-9,-4081,21993,-2783,-15524,2271,-9497,29124,-28297,21917,-29364,-3177,-21054,-655,3023,-31,-15209,-23729,-16997,8628,-22193,-22,-19,-26577,-25,17999,-32423,-16593,14392,-28324,12354,3190,-30909,-25304,1308,-20276,-7901,5273,27645,-3837,-19551,-20946,-16164,25590,1894,1870,-4091,-20630,31983,-32,-24968,9121,24735,-7579,-5424,-10152,-21051,-19617,-23909,9157,-5575,-19092]
; simtc:expect bytes=[29,215,194,41,64,244,134,60,9,0,240,15,108,28,16,104,47,250,252,255,84,132,84,178,238,235,188,208,239,125,251,255,171,20,153,42,173,159,72,72,225,255,239,252,25,145,64,28,94,148,61,7,19,0,112,137,217,183,121,176,39,79,216,181,83,36,227,208,230,133,30,61,13,226,52,42,69,197,172,155,101,37,137,187,232,125,42,30,239,255,239,255,139,232,40,38,12,243,198,201,112,120,165,34,195,238,6,141,252,215,120,126,1,218,36,111,228,255,143,251,151,30,158,210,3,34,95,21,131,100,141,137,247,255,15,240,233,85,33,245,92,195,223,8,231,218,196,113,119,145,157,85,76,141,151,243,194,173,113,253,207,11,225,255,151,196,79,163,155,189,180,33,79,169,234,255,237,255,47,152,231,255,79,70,89,129,47,191,56,56,92,145,66,48,118,12,67,135,40,157,28,5,204,176,35,225,153,20,253,107,3,241,161,179,46,174,220,192,246,99,102,7,78,7,5,240,106,175,239,124,224,255,120,158,161,35,159,96,101,226,208,234,88,216,197,173,95,179,155,162,197,35,57,234,108,181]
; ModuleID = 'lg_vec_pun.cl'
source_filename = "lg_vec_pun.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%union.block128 = type { <4 x i32> }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func <16 x i8> @xtime(<16 x i8> noundef %0) #0 {
  %2 = alloca <16 x i8>, align 16
  %3 = alloca <16 x i8>, align 16
  store <16 x i8> %0, <16 x i8>* %2, align 16
  %4 = load <16 x i8>, <16 x i8>* %2, align 16
  %5 = lshr <16 x i8> %4, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <16 x i8> %5, <16 x i8>* %3, align 16
  %6 = load <16 x i8>, <16 x i8>* %2, align 16
  %7 = shl <16 x i8> %6, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %8 = load <16 x i8>, <16 x i8>* %3, align 16
  %9 = mul <16 x i8> %8, <i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27>
  %10 = xor <16 x i8> %7, %9
  ret <16 x i8> %10
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_vec_pun(<4 x i32> addrspace(1)* noundef %0, <2 x i64> addrspace(1)* noundef %1, <2 x i64> addrspace(1)* noundef %2, <8 x i16> addrspace(1)* noundef %3, <16 x i8> addrspace(1)* noundef %4) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca <4 x i32> addrspace(1)*, align 8
  %7 = alloca <2 x i64> addrspace(1)*, align 8
  %8 = alloca <2 x i64> addrspace(1)*, align 8
  %9 = alloca <8 x i16> addrspace(1)*, align 8
  %10 = alloca <16 x i8> addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca %union.block128, align 16
  %13 = alloca i32, align 4
  %14 = alloca <16 x i8>, align 16
  store <4 x i32> addrspace(1)* %0, <4 x i32> addrspace(1)** %6, align 8
  store <2 x i64> addrspace(1)* %1, <2 x i64> addrspace(1)** %7, align 8
  store <2 x i64> addrspace(1)* %2, <2 x i64> addrspace(1)** %8, align 8
  store <8 x i16> addrspace(1)* %3, <8 x i16> addrspace(1)** %9, align 8
  store <16 x i8> addrspace(1)* %4, <16 x i8> addrspace(1)** %10, align 8
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %11, align 4
  %17 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %6, align 8
  %18 = load i32, i32* %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %17, i64 %19
  %21 = load <4 x i32>, <4 x i32> addrspace(1)* %20, align 16
  %22 = mul <4 x i32> %21, <i32 -1640531527, i32 -1640531527, i32 -1640531527, i32 -1640531527>
  %23 = load i32, i32* %11, align 4
  %24 = insertelement <4 x i32> poison, i32 %23, i32 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %26 = add <4 x i32> %22, %25
  %27 = bitcast %union.block128* %12 to <4 x i32>*
  store <4 x i32> %26, <4 x i32>* %27, align 16
  store i32 0, i32* %13, align 4
  br label %28

28:                                               ; preds = %74, %5
  %29 = load i32, i32* %13, align 4
  %30 = load i32, i32* %11, align 4
  %31 = srem i32 %30, 3
  %32 = add nsw i32 2, %31
  %33 = icmp slt i32 %29, %32
  br i1 %33, label %34, label %77

34:                                               ; preds = %28
  %35 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %7, align 8
  %36 = load i32, i32* %11, align 4
  %37 = load i32, i32* %13, align 4
  %38 = add nsw i32 %36, %37
  %39 = srem i32 %38, 16
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %35, i64 %40
  %42 = load <2 x i64>, <2 x i64> addrspace(1)* %41, align 16
  %43 = mul <2 x i64> %42, <i64 -49064778989728563, i64 -49064778989728563>
  %44 = bitcast %union.block128* %12 to <2 x i64>*
  %45 = load <2 x i64>, <2 x i64>* %44, align 16
  %46 = xor <2 x i64> %45, %43
  store <2 x i64> %46, <2 x i64>* %44, align 16
  %47 = bitcast %union.block128* %12 to <16 x i8>*
  %48 = load <16 x i8>, <16 x i8>* %47, align 16
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 4, i32 9, i32 14, i32 3, i32 8, i32 13, i32 2, i32 7, i32 12, i32 1, i32 6, i32 11>
  store <16 x i8> %49, <16 x i8>* %14, align 16
  %50 = load <16 x i8>, <16 x i8>* %14, align 16
  %51 = call spir_func <16 x i8> @xtime(<16 x i8> noundef %50) #4
  %52 = load <16 x i8>, <16 x i8>* %14, align 16
  %53 = shufflevector <16 x i8> %52, <16 x i8> poison, <16 x i32> <i32 1, i32 2, i32 3, i32 0, i32 5, i32 6, i32 7, i32 4, i32 9, i32 10, i32 11, i32 8, i32 13, i32 14, i32 15, i32 12>
  %54 = xor <16 x i8> %51, %53
  %55 = bitcast %union.block128* %12 to <16 x i8>*
  store <16 x i8> %54, <16 x i8>* %55, align 16
  %56 = bitcast %union.block128* %12 to <8 x i16>*
  %57 = load <8 x i16>, <8 x i16>* %56, align 16
  %58 = load i32, i32* %13, align 4
  %59 = mul nsw i32 %58, 9000
  %60 = sub nsw i32 %59, 12000
  %61 = trunc i32 %60 to i16
  %62 = insertelement <8 x i16> poison, i16 %61, i32 0
  %63 = shufflevector <8 x i16> %62, <8 x i16> poison, <8 x i32> zeroinitializer
  %64 = call spir_func <8 x i16> @_Z7add_satDv8_sS_(<8 x i16> noundef %57, <8 x i16> noundef %63) #3
  %65 = bitcast %union.block128* %12 to <8 x i16>*
  store <8 x i16> %64, <8 x i16>* %65, align 16
  %66 = bitcast %union.block128* %12 to <4 x i32>*
  %67 = load <4 x i32>, <4 x i32>* %66, align 16
  %68 = shl <4 x i32> %67, <i32 5, i32 5, i32 5, i32 5>
  %69 = bitcast %union.block128* %12 to <4 x i32>*
  %70 = load <4 x i32>, <4 x i32>* %69, align 16
  %71 = lshr <4 x i32> %70, <i32 27, i32 27, i32 27, i32 27>
  %72 = or <4 x i32> %68, %71
  %73 = bitcast %union.block128* %12 to <4 x i32>*
  store <4 x i32> %72, <4 x i32>* %73, align 16
  br label %74

74:                                               ; preds = %34
  %75 = load i32, i32* %13, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %13, align 4
  br label %28

77:                                               ; preds = %28
  %78 = bitcast %union.block128* %12 to <2 x i64>*
  %79 = load <2 x i64>, <2 x i64>* %78, align 16
  %80 = load <2 x i64> addrspace(1)*, <2 x i64> addrspace(1)** %8, align 8
  %81 = load i32, i32* %11, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %80, i64 %82
  store <2 x i64> %79, <2 x i64> addrspace(1)* %83, align 16
  %84 = bitcast %union.block128* %12 to <8 x i16>*
  %85 = load <8 x i16>, <8 x i16>* %84, align 16
  %86 = load <8 x i16> addrspace(1)*, <8 x i16> addrspace(1)** %9, align 8
  %87 = load i32, i32* %11, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %86, i64 %88
  store <8 x i16> %85, <8 x i16> addrspace(1)* %89, align 16
  %90 = bitcast %union.block128* %12 to <16 x i8>*
  %91 = load <16 x i8>, <16 x i8>* %90, align 16
  %92 = load <16 x i8> addrspace(1)*, <16 x i8> addrspace(1)** %10, align 8
  %93 = load i32, i32* %11, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %92, i64 %94
  store <16 x i8> %91, <16 x i8> addrspace(1)* %95, align 16
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z7add_satDv8_sS_(<8 x i16> noundef, <8 x i16> noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"uint4*", !"ulong2*", !"ulong2*", !"short8*", !"uchar16*"}
!7 = !{!"uint __attribute__((ext_vector_type(4)))*", !"ulong __attribute__((ext_vector_type(2)))*", !"ulong __attribute__((ext_vector_type(2)))*", !"short __attribute__((ext_vector_type(8)))*", !"uchar __attribute__((ext_vector_type(16)))*"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{!"blocks", !"keys", !"out", !"lanes", !"bytes"}
