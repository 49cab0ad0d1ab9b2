; simtc:launch grid=2 block=8 warp=8 keys=int64[16]:iota out=int32[160] salt=77
; simtc:expect out=[-511900197,7553,13911,-215,31138,1,-744,519,10368889,1,-1023800571,15106,28334,9070,57927,1,-1565,527,3960563,1,-1485235808,22661,42502,-215,27900,1,-2387,537,14329453,1,-2047601084,30214,56669,9070,54673,1,-3208,800,7921126,1,1801522217,37769,5302,-215,24390,1,-4030,299,1512800,1,1324495507,-20214,19469,9070,51435,1,-4851,563,11881690,1,680341746,52877,33893,-215,17040,1,-5673,317,5473364,1,199765310,-5106,47804,9070,47925,1,-6494,836,15842253,1,-160621937,2449,61972,-215,13802,1,-7316,590,9433927,1,-691922911,10002,10860,9070,44687,1,-8137,343,3025601,1,-1269731380,17557,25028,-215,10292,1,-8959,608,13394490,1,-1645976072,25110,39195,9070,37337,1,-9780,616,6986164,1,2115593013,32665,53619,-215,7054,1,-10602,370,577838,1,1360683351,-25318,1995,9070,33827,1,-11423,379,10946728,1,807232598,47773,16419,-215,3800,1,-12245,388,4538401,1,399530506,-10210,30330,9070,30589,1,-13066,652,14907291,1]
; ModuleID = 'mg_pack_bits.cl'
source_filename = "mg_pack_bits.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.record_t = type { %struct.pair_t, [4 x i16], [4 x i8] }
%struct.pair_t = type { i32, i32 }

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @mg_pack_bits(i64 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca [2 x %struct.record_t], align 4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %7
  %9 = load i64, i64 addrspace(1)* %8, align 8, !tbaa !9
  %10 = add i64 %9, 1
  %11 = lshr i64 %10, 31
  %12 = xor i64 %11, %10
  %13 = mul i64 %12, -7046029254386353131
  %14 = sext i32 %2 to i64
  %15 = add i64 %13, %14
  %16 = bitcast i64 %15 to <2 x i32>
  %17 = bitcast i64 %15 to <4 x i16>
  %18 = extractelement <2 x i32> %16, i64 1
  %19 = bitcast i32 %18 to <4 x i8>
  %20 = extractelement <2 x i32> %16, i64 0
  %21 = extractelement <4 x i16> %17, i64 1
  %22 = extractelement <4 x i16> %17, i64 3
  %23 = extractelement <4 x i8> %19, i64 2
  %24 = bitcast [2 x %struct.record_t]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %24) #5
  %25 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 0, i32 1
  %26 = bitcast [4 x i16]* %25 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(40) %26, i8 0, i64 32, i1 false)
  %27 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 0, i32 0, i32 0
  store i32 5, i32* %27, align 4
  %28 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 0, i32 0, i32 1
  store i32 8, i32* %28, align 4
  %29 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 0, i32 1, i64 0
  store i16 -3, i16* %29, align 4
  %30 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 1, i32 0, i32 1
  store i32 7, i32* %30, align 4
  %31 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 1, i32 2, i64 3
  store i8 9, i8* %31, align 1
  %32 = mul nsw i32 %6, 10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %33
  %35 = xor i32 %18, %20
  store i32 %35, i32 addrspace(1)* %34, align 4, !tbaa !13
  %36 = sext i16 %21 to i32
  %37 = sext i16 %22 to i32
  %38 = add nsw i32 %36, %37
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 1
  store i32 %38, i32 addrspace(1)* %39, align 4, !tbaa !13
  %40 = zext i8 %23 to i32
  %41 = shl nuw nsw i32 %40, 8
  %42 = shl i32 %18, 24
  %43 = ashr exact i32 %42, 24
  %44 = extractelement <4 x i8> %19, i64 3
  %45 = sext i8 %44 to i32
  %46 = add nsw i32 %43, %45
  %47 = add nsw i32 %46, %41
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 2
  store i32 %47, i32 addrspace(1)* %48, align 4, !tbaa !13
  %49 = and i64 %5, 1
  %50 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %49, i32 0, i32 0
  %51 = load i32, i32* %50, align 4, !tbaa !15
  %52 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %49, i32 0, i32 1
  %53 = load i32, i32* %52, align 4, !tbaa !18
  %54 = mul nsw i32 %53, 10
  %55 = add nsw i32 %54, %51
  %56 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %49, i32 1, i64 0
  %57 = load i16, i16* %56, align 4, !tbaa !19
  %58 = sext i16 %57 to i32
  %59 = mul nsw i32 %58, 100
  %60 = add nsw i32 %55, %59
  %61 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %49, i32 2, i64 3
  %62 = load i8, i8* %61, align 1, !tbaa !21
  %63 = zext i8 %62 to i32
  %64 = mul nuw nsw i32 %63, 1000
  %65 = add nsw i32 %60, %64
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 3
  store i32 %65, i32 addrspace(1)* %66, align 4, !tbaa !13
  %67 = extractelement <4 x i16> %17, i64 0
  %68 = and i16 %67, 15
  %69 = extractelement <4 x i16> %17, i64 1
  %70 = shl i16 %69, 4
  %71 = and i16 %70, 240
  %72 = or i16 %71, %68
  %73 = extractelement <4 x i16> %17, i64 2
  %74 = shl i16 %73, 8
  %75 = and i16 %74, 3840
  %76 = or i16 %75, %72
  %77 = extractelement <4 x i16> %17, i64 3
  %78 = shl i16 %77, 12
  %79 = or i16 %78, %76
  %80 = zext i16 %79 to i32
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 4
  store i32 %80, i32 addrspace(1)* %81, align 4, !tbaa !13
  %82 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 5
  store i32 1, i32 addrspace(1)* %82, align 4, !tbaa !13
  %83 = shl i32 %20, 16
  %84 = ashr exact i32 %83, 16
  %85 = ashr i32 %20, 16
  %86 = sub nsw i32 %84, %85
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 6
  store i32 %86, i32 addrspace(1)* %87, align 4, !tbaa !13
  %88 = and i32 %18, 255
  %89 = extractelement <4 x i8> %19, i64 1
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %88, %90
  %92 = add nuw nsw i32 %91, %40
  %93 = zext i8 %44 to i32
  %94 = add nuw nsw i32 %92, %93
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 7
  store i32 %94, i32 addrspace(1)* %95, align 4, !tbaa !13
  %96 = lshr i32 %18, 8
  %97 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 8
  store i32 %96, i32 addrspace(1)* %97, align 4, !tbaa !13
  %98 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 9
  store i32 1, i32 addrspace(1)* %98, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %24) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"long*", !"int*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{!"keys", !"out", !"salt"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !17, i64 0, !11, i64 8, !11, i64 16}
!17 = !{!"", !14, i64 0, !14, i64 4}
!18 = !{!16, !14, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !11, i64 0}
!21 = !{!11, !11, i64 0}
