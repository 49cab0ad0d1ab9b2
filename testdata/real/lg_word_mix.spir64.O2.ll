; simtc:launch grid=1 block=16 warp=8 in=uint32[64]:iota out=uint32[64] wide=uint64[32] rev=uint32[32]
; simtc:expect out=[932834784,452300489,2896606091,3869578542,2070605129,2284713477,1372373040,1231773649,4232492891,489226958,932703819,941379442,3073845996,1014699376,1436105873,3083744512,3027701499,331608324,1773175988,3203022587,1935455978,505257236,1733605140,1966636217,2553774231,1468722437,1252649527,611390036,411788373,3348561240,2882116679,4278485752,1302203470,705765658,951787892,2143974023,3552735208,2917611935,1473421111,2892608651,2687379270,3402345432,837147315,1440301176,1907254307,3521775403,2740236344,3064894606,2388015005,899646148,1421527322,368759905,2642651334,3217441632,163227939,2568421713,2201405441,3837587539,2416927288,3348735624,3115476353,4149415624,2044509628,4074413920]
; simtc:expect wide=[6759140163941140146,7703670331043566166,11714661699121653626,10743164118121709236,16460718891585462160,9736829200205410755,103473296162675318,8649540988991395043,17833643734869546517,17275548931606179491,8280555083250301849,6021824910488750983,12126190644703086458,4991906680453277458,17437384727422652325,17838706912930572367,1080746149570202358,17902390240470314151,1682326910852675131,13887868092047642266,17342151055878278126,6882270699127047573,2120453431847756203,7559422426031409899,13991546771270011300,6777963598754170793,11759512166577156010,10744520415067509105,1265286428776612042,8687166390814796188,13971772698119445776,3317161947992552879]
; simtc:expect rev=[3949755965,4105584414,1336554074,1866377417,2229880141,2729483560,3752016436,708108195,4192071976,4203300814,1058277568,3741462543,2191867051,441088343,2758189327,3729156624,777474650,68627369,4245718151,1008727106,3620006367,2923166456,3970281237,2645497324,4037909439,3094142463,3541323456,1992627120,1315229226,329042332,3724655373,4242399259]
; ModuleID = 'lg_word_mix.cl'
source_filename = "lg_word_mix.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.quad_t = type { i32, i32, i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local spir_func void @quarter(%struct.quad_t addrspace(4)* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %0, i64 0, i32 1
  %3 = load i32, i32 addrspace(4)* %2, align 4, !tbaa !4
  %4 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %0, i64 0, i32 0
  %5 = load i32, i32 addrspace(4)* %4, align 4, !tbaa !9
  %6 = add i32 %5, %3
  %7 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %0, i64 0, i32 3
  %8 = load i32, i32 addrspace(4)* %7, align 4, !tbaa !10
  %9 = xor i32 %8, %6
  %10 = tail call i32 @llvm.fshl.i32(i32 %9, i32 %9, i32 16)
  %11 = getelementptr inbounds %struct.quad_t, %struct.quad_t addrspace(4)* %0, i64 0, i32 2
  %12 = load i32, i32 addrspace(4)* %11, align 4, !tbaa !11
  %13 = add i32 %12, %10
  %14 = xor i32 %13, %3
  %15 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 12)
  %16 = add i32 %15, %6
  store i32 %16, i32 addrspace(4)* %4, align 4, !tbaa !9
  %17 = xor i32 %16, %10
  %18 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 8)
  store i32 %18, i32 addrspace(4)* %7, align 4, !tbaa !10
  %19 = add i32 %18, %13
  store i32 %19, i32 addrspace(4)* %11, align 4, !tbaa !11
  %20 = xor i32 %19, %15
  %21 = tail call i32 @llvm.fshl.i32(i32 %20, i32 %20, i32 7)
  store i32 %21, i32 addrspace(4)* %2, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i64 @bswap64(i64 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i64 @llvm.bswap.i64(i64 %0)
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @reverse_bits(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @lg_word_mix(<4 x i32> addrspace(1)* nocapture noundef readonly %0, <4 x i32> addrspace(1)* nocapture noundef writeonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 %7
  %9 = load <4 x i32>, <4 x i32> addrspace(1)* %8, align 16, !tbaa !18
  %10 = mul <4 x i32> %9, <i32 -1640531527, i32 -1640531527, i32 -1640531527, i32 -1640531527>
  %11 = insertelement <4 x i32> poison, i32 %6, i64 0
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> zeroinitializer
  %13 = add <4 x i32> %12, %10
  %14 = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> %13)
  %15 = srem i32 %6, 3
  %16 = icmp sgt i32 %15, -2
  br i1 %16, label %17, label %27

17:                                               ; preds = %4
  %18 = extractelement <4 x i32> %14, i64 3
  %19 = extractelement <4 x i32> %14, i64 2
  %20 = extractelement <4 x i32> %14, i64 1
  %21 = extractelement <4 x i32> %14, i64 0
  br label %65

22:                                               ; preds = %65
  %23 = insertelement <4 x i32> poison, i32 %77, i64 0
  %24 = insertelement <4 x i32> %23, i32 %82, i64 1
  %25 = insertelement <4 x i32> %24, i32 %80, i64 2
  %26 = insertelement <4 x i32> %25, i32 %79, i64 3
  br label %27

27:                                               ; preds = %22, %4
  %28 = phi <4 x i32> [ %14, %4 ], [ %26, %22 ]
  %29 = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> %28)
  %30 = tail call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %29, <4 x i32> %29, <4 x i32> <i32 7, i32 7, i32 7, i32 7>)
  %31 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %1, i64 %7
  store <4 x i32> %30, <4 x i32> addrspace(1)* %31, align 16, !tbaa !18
  %32 = mul i32 %6, 5
  %33 = add i32 %32, 1
  %34 = shufflevector <4 x i32> %28, <4 x i32> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>
  %35 = xor <4 x i32> %28, %34
  %36 = extractelement <4 x i32> %35, i64 0
  %37 = and i32 %33, 31
  %38 = shl i32 %36, %37
  %39 = sub i32 31, %32
  %40 = and i32 %39, 31
  %41 = lshr i32 %36, %40
  %42 = or i32 %38, %41
  %43 = extractelement <4 x i32> %28, i64 1
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = extractelement <4 x i32> %28, i64 3
  %47 = zext i32 %46 to i64
  %48 = or i64 %45, %47
  %49 = tail call i64 @llvm.bswap.i64(i64 %48) #6
  %50 = zext i32 %42 to i64
  %51 = xor i64 %49, %50
  %52 = shl nsw i32 %6, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %53
  store i64 %51, i64 addrspace(1)* %54, align 8, !tbaa !19
  %55 = tail call i64 @llvm.fshl.i64(i64 %47, i64 %48, i64 51)
  %56 = or i32 %52, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %57
  store i64 %55, i64 addrspace(1)* %58, align 8, !tbaa !19
  %59 = tail call i32 @llvm.bitreverse.i32(i32 %36) #6
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %53
  store i32 %59, i32 addrspace(1)* %60, align 4, !tbaa !21
  %61 = tail call i32 @llvm.bitreverse.i32(i32 %42) #6
  %62 = tail call i32 @llvm.bswap.i32(i32 %33)
  %63 = xor i32 %61, %62
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %57
  store i32 %63, i32 addrspace(1)* %64, align 4, !tbaa !21
  ret void

65:                                               ; preds = %17, %65
  %66 = phi i32 [ %83, %65 ], [ 0, %17 ]
  %67 = phi i32 [ %77, %65 ], [ %21, %17 ]
  %68 = phi i32 [ %82, %65 ], [ %20, %17 ]
  %69 = phi i32 [ %80, %65 ], [ %19, %17 ]
  %70 = phi i32 [ %79, %65 ], [ %18, %17 ]
  %71 = add i32 %67, %68
  %72 = xor i32 %71, %70
  %73 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %72, i32 16) #6
  %74 = add i32 %73, %69
  %75 = xor i32 %74, %68
  %76 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 12) #6
  %77 = add i32 %76, %71
  %78 = xor i32 %77, %73
  %79 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %78, i32 8) #6
  %80 = add i32 %79, %74
  %81 = xor i32 %80, %76
  %82 = tail call i32 @llvm.fshl.i32(i32 %81, i32 %81, i32 7) #6
  %83 = add nuw nsw i32 %66, 1
  %84 = icmp sgt i32 %66, %15
  br i1 %84, label %22, label %65
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.bswap.v4i32(<4 x i32>) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 4}
!5 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!5, !6, i64 0}
!10 = !{!5, !6, i64 12}
!11 = !{!5, !6, i64 8}
!12 = !{i32 1, i32 1, i32 1, i32 1}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"uint4*", !"uint4*", !"ulong*", !"uint*"}
!15 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"ulong*", !"uint*"}
!16 = !{!"const", !"", !"", !""}
!17 = !{!"in", !"out", !"wide", !"rev"}
!18 = !{!7, !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = !{!6, !6, i64 0}
