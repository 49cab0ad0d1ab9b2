; simtc:launch grid=1 block=16 warp=8 blocks=uint32[64]:iota keys=uint64[32]:iota out=uint64[32] lanes=int16[128] bytes=uint8[256]
; simtc:expect out=[4361441845570623261,7498524630021308425,12850041137401756207,18445475167778696174,5208588535146812587,2035786572375261153,9903415662313575518,13103310147717543897,4404104712008442963,11217557672724587021,2173688208691897701,2749703260501704687,2496533994263737100,9113271325681970883,18126988381771848193,1539986997397823127,17298326132383114371,639444476126909929,6169247006763309799,18262569016786128204,11767840508454439887,18440737781554920859,5066549475970908141,10474308649733816665,11324449985064742978,1484465095601554716,12551166719642790909,526366342794100956,18437874243336859653,16313551461833350776,12925240520826481360,13073081349483897499]
; simtc:expect lanes=[-10467,10690,-3008,15494,9,4080,7276,26640,-1489,-4,-31660,-19884,-5138,-12100,32239,-5,5291,10905,-24659,18504,-31,-785,-28391,7232,-27554,1853,19,-30352,-18471,-20359,20263,-18984,9299,-12061,-31258,15646,-7667,10804,-15035,-25684,9573,-17527,32232,7722,-17,-17,-6005,9768,-3316,-13882,30832,8869,-4413,-29434,-10244,32376,-9727,28452,-28,-1137,7831,-11618,8707,5471,25731,-30323,-9,-4081,21993,-2783,-15524,2271,-9497,29124,-28297,21917,-29364,-3177,-21054,-655,3023,-31,-15209,-23729,-16997,8628,-22193,-22,-19,-26577,-25,17999,-32423,-16593,14392,-28324,12354,3190,-30909,-25304,1308,-20276,-7901,5273,27645,-3837,-19551,-20946,-16164,25590,1894,1870,-4091,-20630,31983,-32,-24968,9121,24735,-7579,-5424,-10152,-21051,-19617,-23909,9157,-5575,-19092]
; simtc:expect bytes=[29,215,194,41,64,244,134,60,9,0,240,15,108,28,16,104,47,250,252,255,84,132,84,178,238,235,188,208,239,125,251,255,171,20,153,42,173,159,72,72,225,255,239,252,25,145,64,28,94,148,61,7,19,0,112,137,217,183,121,176,39,79,216,181,83,36,227,208,230,133,30,61,13,226,52,42,69,197,172,155,101,37,137,187,232,125,42,30,239,255,239,255,139,232,40,38,12,243,198,201,112,120,165,34,195,238,6,141,252,215,120,126,1,218,36,111,228,255,143,251,151,30,158,210,3,34,95,21,131,100,141,137,247,255,15,240,233,85,33,245,92,195,223,8,231,218,196,113,119,145,157,85,76,141,151,243,194,173,113,253,207,11,225,255,151,196,79,163,155,189,180,33,79,169,234,255,237,255,47,152,231,255,79,70,89,129,47,191,56,56,92,145,66,48,118,12,67,135,40,157,28,5,204,176,35,225,153,20,253,107,3,241,161,179,46,174,220,192,246,99,102,7,78,7,5,240,106,175,239,124,224,255,120,158,161,35,159,96,101,226,208,234,88,216,197,173,95,179,155,162,197,35,57,234,108,181]
; ModuleID = 'lg_vec_pun.cl'
source_filename = "lg_vec_pun.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func <16 x i8> @xtime(<16 x i8> noundef %0) local_unnamed_addr #0 {
  %2 = shl <16 x i8> %0, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %3 = icmp slt <16 x i8> %0, zeroinitializer
  %4 = select <16 x i1> %3, <16 x i8> <i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27>, <16 x i8> zeroinitializer
  %5 = xor <16 x i8> %4, %2
  ret <16 x i8> %5
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @lg_vec_pun(<4 x i32> addrspace(1)* nocapture noundef readonly %0, <2 x i64> addrspace(1)* nocapture noundef readonly %1, <2 x i64> addrspace(1)* nocapture noundef writeonly %2, <8 x i16> addrspace(1)* nocapture noundef writeonly %3, <16 x i8> addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 %8
  %10 = load <4 x i32>, <4 x i32> addrspace(1)* %9, align 16, !tbaa !10
  %11 = mul <4 x i32> %10, <i32 -1640531527, i32 -1640531527, i32 -1640531527, i32 -1640531527>
  %12 = insertelement <4 x i32> poison, i32 %7, i64 0
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> zeroinitializer
  %14 = add <4 x i32> %13, %11
  %15 = srem i32 %7, 3
  %16 = icmp sgt i32 %15, -2
  br i1 %16, label %25, label %17

17:                                               ; preds = %25, %5
  %18 = phi <4 x i32> [ %14, %5 ], [ %52, %25 ]
  %19 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %2, i64 %8
  %20 = bitcast <2 x i64> addrspace(1)* %19 to <4 x i32> addrspace(1)*
  store <4 x i32> %18, <4 x i32> addrspace(1)* %20, align 16, !tbaa !10
  %21 = getelementptr inbounds <8 x i16>, <8 x i16> addrspace(1)* %3, i64 %8
  %22 = bitcast <8 x i16> addrspace(1)* %21 to <4 x i32> addrspace(1)*
  store <4 x i32> %18, <4 x i32> addrspace(1)* %22, align 16, !tbaa !10
  %23 = getelementptr inbounds <16 x i8>, <16 x i8> addrspace(1)* %4, i64 %8
  %24 = bitcast <16 x i8> addrspace(1)* %23 to <4 x i32> addrspace(1)*
  store <4 x i32> %18, <4 x i32> addrspace(1)* %24, align 16, !tbaa !10
  ret void

25:                                               ; preds = %5, %25
  %26 = phi <4 x i32> [ %52, %25 ], [ %14, %5 ]
  %27 = phi i32 [ %53, %25 ], [ 0, %5 ]
  %28 = bitcast <4 x i32> %26 to <2 x i64>
  %29 = add nsw i32 %27, %7
  %30 = srem i32 %29, 16
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <2 x i64>, <2 x i64> addrspace(1)* %1, i64 %31
  %33 = load <2 x i64>, <2 x i64> addrspace(1)* %32, align 16, !tbaa !10
  %34 = mul <2 x i64> %33, <i64 -49064778989728563, i64 -49064778989728563>
  %35 = xor <2 x i64> %34, %28
  %36 = bitcast <2 x i64> %35 to <16 x i8>
  %37 = shufflevector <16 x i8> %36, <16 x i8> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 4, i32 9, i32 14, i32 3, i32 8, i32 13, i32 2, i32 7, i32 12, i32 1, i32 6, i32 11>
  %38 = shl <16 x i8> %37, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %39 = icmp slt <16 x i8> %37, zeroinitializer
  %40 = select <16 x i1> %39, <16 x i8> <i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27, i8 27>, <16 x i8> zeroinitializer
  %41 = shufflevector <16 x i8> %37, <16 x i8> poison, <16 x i32> <i32 1, i32 2, i32 3, i32 0, i32 5, i32 6, i32 7, i32 4, i32 9, i32 10, i32 11, i32 8, i32 13, i32 14, i32 15, i32 12>
  %42 = xor <16 x i8> %41, %38
  %43 = xor <16 x i8> %42, %40
  %44 = bitcast <16 x i8> %43 to <8 x i16>
  %45 = trunc i32 %27 to i16
  %46 = mul i16 %45, 9000
  %47 = add i16 %46, -12000
  %48 = insertelement <8 x i16> poison, i16 %47, i64 0
  %49 = shufflevector <8 x i16> %48, <8 x i16> poison, <8 x i32> zeroinitializer
  %50 = tail call spir_func <8 x i16> @_Z7add_satDv8_sS_(<8 x i16> noundef %44, <8 x i16> noundef %49) #4
  %51 = bitcast <8 x i16> %50 to <4 x i32>
  %52 = tail call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %51, <4 x i32> %51, <4 x i32> <i32 5, i32 5, i32 5, i32 5>)
  %53 = add nuw nsw i32 %27, 1
  %54 = icmp sgt i32 %27, %15
  br i1 %54, label %17, label %25
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <8 x i16> @_Z7add_satDv8_sS_(<8 x i16> noundef, <8 x i16> noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
