; simtc:launch grid=1 block=16 warp=8 in=uint32[64]:iota out=uint32[64] wide=uint64[32] rev=uint32[32]
; simtc:expect out=[932834784,452300489,2896606091,3869578542,2070605129,2284713477,1372373040,1231773649,4232492891,489226958,932703819,941379442,3073845996,1014699376,1436105873,3083744512,3027701499,331608324,1773175988,3203022587,1935455978,505257236,1733605140,1966636217,2553774231,1468722437,1252649527,611390036,411788373,3348561240,2882116679,4278485752,1302203470,705765658,951787892,2143974023,3552735208,2917611935,1473421111,2892608651,2687379270,3402345432,837147315,1440301176,1907254307,3521775403,2740236344,3064894606,2388015005,899646148,1421527322,368759905,2642651334,3217441632,163227939,2568421713,2201405441,3837587539,2416927288,3348735624,3115476353,4149415624,2044509628,4074413920]
; simtc:expect wide=[6759140163941140146,7703670331043566166,11714661699121653626,10743164118121709236,16460718891585462160,9736829200205410755,103473296162675318,8649540988991395043,17833643734869546517,17275548931606179491,8280555083250301849,6021824910488750983,12126190644703086458,4991906680453277458,17437384727422652325,17838706912930572367,1080746149570202358,17902390240470314151,1682326910852675131,13887868092047642266,17342151055878278126,6882270699127047573,2120453431847756203,7559422426031409899,13991546771270011300,6777963598754170793,11759512166577156010,10744520415067509105,1265286428776612042,8687166390814796188,13971772698119445776,3317161947992552879]
; simtc:expect rev=[3949755965,4105584414,1336554074,1866377417,2229880141,2729483560,3752016436,708108195,4192071976,4203300814,1058277568,3741462543,2191867051,441088343,2758189327,3729156624,777474650,68627369,4245718151,1008727106,3620006367,2923166456,3970281237,2645497324,4037909439,3094142463,3541323456,1992627120,1315229226,329042332,3724655373,4242399259]
; ModuleID = 'lg_word_mix.cl'
source_filename = "lg_word_mix.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.quad_t = type { i32, i32, i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @quarter(%struct.quad_t* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !5
  %4 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %0, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = add i32 %5, %3
  %7 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %0, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !11
  %9 = xor i32 %8, %6
  %10 = tail call i32 @llvm.fshl.i32(i32 %9, i32 %9, i32 16)
  %11 = getelementptr inbounds %struct.quad_t, %struct.quad_t* %0, i64 0, i32 2
  %12 = load i32, i32* %11, align 4, !tbaa !12
  %13 = add i32 %12, %10
  %14 = xor i32 %13, %3
  %15 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 12)
  %16 = add i32 %15, %6
  store i32 %16, i32* %4, align 4, !tbaa !10
  %17 = xor i32 %16, %10
  %18 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 8)
  store i32 %18, i32* %7, align 4, !tbaa !11
  %19 = add i32 %18, %13
  store i32 %19, i32* %11, align 4, !tbaa !12
  %20 = xor i32 %19, %15
  %21 = tail call i32 @llvm.fshl.i32(i32 %20, i32 %20, i32 7)
  store i32 %21, i32* %2, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @bswap64(i64 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i64 @llvm.bswap.i64(i64 %0)
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @reverse_bits(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @lg_word_mix(<4 x i32> addrspace(1)* nocapture noundef readonly %0, <4 x i32> addrspace(1)* nocapture noundef writeonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 %8
  %10 = load <4 x i32>, <4 x i32> addrspace(1)* %9, align 16, !tbaa !19
  %11 = mul <4 x i32> %10, <i32 -1640531527, i32 -1640531527, i32 -1640531527, i32 -1640531527>
  %12 = insertelement <4 x i32> poison, i32 %6, i64 0
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> zeroinitializer
  %14 = add <4 x i32> %13, %11
  %15 = extractelement <4 x i32> %14, i64 0
  %16 = tail call i32 @llvm.bswap.i32(i32 %15)
  %17 = extractelement <4 x i32> %14, i64 1
  %18 = tail call i32 @llvm.bswap.i32(i32 %17)
  %19 = extractelement <4 x i32> %14, i64 2
  %20 = tail call i32 @llvm.bswap.i32(i32 %19)
  %21 = extractelement <4 x i32> %14, i64 3
  %22 = tail call i32 @llvm.bswap.i32(i32 %21)
  %23 = srem i32 %6, 3
  %24 = icmp sgt i32 %23, -2
  br i1 %24, label %25, label %27

25:                                               ; preds = %4
  %26 = add nsw i32 %23, 1
  br label %71

27:                                               ; preds = %71, %4
  %28 = phi i32 [ %22, %4 ], [ %85, %71 ]
  %29 = phi i32 [ %20, %4 ], [ %86, %71 ]
  %30 = phi i32 [ %18, %4 ], [ %88, %71 ]
  %31 = phi i32 [ %16, %4 ], [ %83, %71 ]
  %32 = tail call i32 @llvm.bswap.i32(i32 %31)
  %33 = insertelement <4 x i32> undef, i32 %32, i64 0
  %34 = tail call i32 @llvm.bswap.i32(i32 %30)
  %35 = insertelement <4 x i32> %33, i32 %34, i64 1
  %36 = tail call i32 @llvm.bswap.i32(i32 %29)
  %37 = insertelement <4 x i32> %35, i32 %36, i64 2
  %38 = tail call i32 @llvm.bswap.i32(i32 %28)
  %39 = insertelement <4 x i32> %37, i32 %38, i64 3
  %40 = tail call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %39, <4 x i32> %39, <4 x i32> <i32 7, i32 7, i32 7, i32 7>)
  %41 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %1, i64 %8
  store <4 x i32> %40, <4 x i32> addrspace(1)* %41, align 16, !tbaa !19
  %42 = mul i32 %6, 5
  %43 = add i32 %42, 1
  %44 = xor i32 %31, %29
  %45 = and i32 %43, 31
  %46 = shl i32 %44, %45
  %47 = sub i32 31, %42
  %48 = and i32 %47, 31
  %49 = lshr i32 %44, %48
  %50 = or i32 %46, %49
  %51 = zext i32 %30 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %28 to i64
  %54 = or i64 %52, %53
  %55 = tail call i64 @llvm.bswap.i64(i64 %54) #6
  %56 = zext i32 %50 to i64
  %57 = xor i64 %55, %56
  %58 = shl nsw i32 %6, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %59
  store i64 %57, i64 addrspace(1)* %60, align 8, !tbaa !20
  %61 = tail call i64 @llvm.fshl.i64(i64 %53, i64 %54, i64 51)
  %62 = or i32 %58, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %63
  store i64 %61, i64 addrspace(1)* %64, align 8, !tbaa !20
  %65 = tail call i32 @llvm.bitreverse.i32(i32 %44) #6
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %59
  store i32 %65, i32 addrspace(1)* %66, align 4, !tbaa !22
  %67 = tail call i32 @llvm.bitreverse.i32(i32 %50) #6
  %68 = tail call i32 @llvm.bswap.i32(i32 %43)
  %69 = xor i32 %67, %68
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %63
  store i32 %69, i32 addrspace(1)* %70, align 4, !tbaa !22
  ret void

71:                                               ; preds = %25, %71
  %72 = phi i32 [ %89, %71 ], [ 0, %25 ]
  %73 = phi i32 [ %83, %71 ], [ %16, %25 ]
  %74 = phi i32 [ %88, %71 ], [ %18, %25 ]
  %75 = phi i32 [ %86, %71 ], [ %20, %25 ]
  %76 = phi i32 [ %85, %71 ], [ %22, %25 ]
  %77 = add i32 %73, %74
  %78 = xor i32 %77, %76
  %79 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %78, i32 16) #6
  %80 = add i32 %79, %75
  %81 = xor i32 %80, %74
  %82 = tail call i32 @llvm.fshl.i32(i32 %81, i32 %81, i32 12) #6
  %83 = add i32 %82, %77
  %84 = xor i32 %83, %79
  %85 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 8) #6
  %86 = add i32 %85, %80
  %87 = xor i32 %86, %82
  %88 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 7) #6
  %89 = add nuw nsw i32 %72, 1
  %90 = icmp eq i32 %72, %26
  br i1 %90, label %27, label %71
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x i32> addrspace(1)*, <4 x i32> addrspace(1)*, i64 addrspace(1)*, i32 addrspace(1)*)* @lg_word_mix, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 4}
!6 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 0}
!11 = !{!6, !7, i64 12}
!12 = !{!6, !7, i64 8}
!13 = !{i32 1, i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"uint4*", !"uint4*", !"ulong*", !"uint*"}
!16 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint*"}
!17 = !{!"const", !"", !"", !""}
!18 = !{!"in", !"out", !"wide", !"rev"}
!19 = !{!8, !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !8, i64 0}
!22 = !{!7, !7, i64 0}
