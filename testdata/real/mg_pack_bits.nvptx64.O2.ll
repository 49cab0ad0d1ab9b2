; simtc:launch grid=2 block=8 warp=8 keys=int64[16]:iota out=int32[160] salt=77
; simtc:expect out=[-511900197,7553,13911,-215,31138,1,-744,519,10368889,1,-1023800571,15106,28334,9070,57927,1,-1565,527,3960563,1,-1485235808,22661,42502,-215,27900,1,-2387,537,14329453,1,-2047601084,30214,56669,9070,54673,1,-3208,800,7921126,1,1801522217,37769,5302,-215,24390,1,-4030,299,1512800,1,1324495507,-20214,19469,9070,51435,1,-4851,563,11881690,1,680341746,52877,33893,-215,17040,1,-5673,317,5473364,1,199765310,-5106,47804,9070,47925,1,-6494,836,15842253,1,-160621937,2449,61972,-215,13802,1,-7316,590,9433927,1,-691922911,10002,10860,9070,44687,1,-8137,343,3025601,1,-1269731380,17557,25028,-215,10292,1,-8959,608,13394490,1,-1645976072,25110,39195,9070,37337,1,-9780,616,6986164,1,2115593013,32665,53619,-215,7054,1,-10602,370,577838,1,1360683351,-25318,1995,9070,33827,1,-11423,379,10946728,1,807232598,47773,16419,-215,3800,1,-12245,388,4538401,1,399530506,-10210,30330,9070,30589,1,-13066,652,14907291,1]
; ModuleID = 'mg_pack_bits.cl'
source_filename = "mg_pack_bits.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.record_t = type { %struct.pair_t, [4 x i16], [4 x i8] }
%struct.pair_t = type { i32, i32 }

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @mg_pack_bits(i64 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca [2 x %struct.record_t], align 4
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %7
  %9 = load i64, i64 addrspace(1)* %8, align 8, !tbaa !10
  %10 = add i64 %9, 1
  %11 = lshr i64 %10, 31
  %12 = xor i64 %11, %10
  %13 = mul i64 %12, -7046029254386353131
  %14 = sext i32 %2 to i64
  %15 = add i64 %13, %14
  %16 = bitcast i64 %15 to <4 x i16>
  %17 = lshr i64 %15, 32
  %18 = trunc i64 %17 to i32
  %19 = bitcast i32 %18 to <4 x i8>
  %20 = trunc i64 %15 to i32
  %21 = extractelement <4 x i16> %16, i64 1
  %22 = extractelement <4 x i16> %16, i64 3
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
  %32 = mul i64 %5, 42949672960
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %33
  %35 = xor i64 %17, %15
  %36 = trunc i64 %35 to i32
  store i32 %36, i32 addrspace(1)* %34, align 4, !tbaa !14
  %37 = sext i16 %21 to i32
  %38 = sext i16 %22 to i32
  %39 = add nsw i32 %37, %38
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 1
  store i32 %39, i32 addrspace(1)* %40, align 4, !tbaa !14
  %41 = zext i8 %23 to i32
  %42 = shl nuw nsw i32 %41, 8
  %43 = shl i32 %18, 24
  %44 = ashr exact i32 %43, 24
  %45 = extractelement <4 x i8> %19, i64 3
  %46 = sext i8 %45 to i32
  %47 = add nsw i32 %44, %46
  %48 = add nsw i32 %47, %42
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 2
  store i32 %48, i32 addrspace(1)* %49, align 4, !tbaa !14
  %50 = and i64 %5, 1
  %51 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 4, !tbaa !16
  %53 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %50, i32 0, i32 1
  %54 = load i32, i32* %53, align 4, !tbaa !19
  %55 = mul nsw i32 %54, 10
  %56 = add nsw i32 %55, %52
  %57 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %50, i32 1, i64 0
  %58 = load i16, i16* %57, align 4, !tbaa !20
  %59 = sext i16 %58 to i32
  %60 = mul nsw i32 %59, 100
  %61 = add nsw i32 %56, %60
  %62 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %4, i64 0, i64 %50, i32 2, i64 3
  %63 = load i8, i8* %62, align 1, !tbaa !22
  %64 = zext i8 %63 to i32
  %65 = mul nuw nsw i32 %64, 1000
  %66 = add nsw i32 %61, %65
  %67 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 3
  store i32 %66, i32 addrspace(1)* %67, align 4, !tbaa !14
  %68 = trunc i64 %15 to i32
  %69 = and i32 %68, 15
  %70 = extractelement <4 x i16> %16, i64 1
  %71 = shl i16 %70, 4
  %72 = and i16 %71, 240
  %73 = zext i16 %72 to i32
  %74 = or i32 %69, %73
  %75 = extractelement <4 x i16> %16, i64 2
  %76 = shl i16 %75, 8
  %77 = and i16 %76, 3840
  %78 = zext i16 %77 to i32
  %79 = or i32 %74, %78
  %80 = extractelement <4 x i16> %16, i64 3
  %81 = shl i16 %80, 12
  %82 = zext i16 %81 to i32
  %83 = or i32 %79, %82
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 4
  store i32 %83, i32 addrspace(1)* %84, align 4, !tbaa !14
  %85 = insertelement <2 x i32> undef, i32 %20, i64 0
  %86 = insertelement <2 x i32> %85, i32 %18, i64 1
  %87 = bitcast <2 x i32> %86 to i64
  %88 = icmp eq i64 %15, %87
  %89 = zext i1 %88 to i32
  %90 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 5
  store i32 %89, i32 addrspace(1)* %90, align 4, !tbaa !14
  %91 = shl i32 %20, 16
  %92 = ashr exact i32 %91, 16
  %93 = ashr i32 %20, 16
  %94 = sub nsw i32 %92, %93
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 6
  store i32 %94, i32 addrspace(1)* %95, align 4, !tbaa !14
  %96 = trunc i64 %17 to i32
  %97 = and i32 %96, 255
  %98 = extractelement <4 x i8> %19, i64 1
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %97, %99
  %101 = add nuw nsw i32 %100, %41
  %102 = zext i8 %45 to i32
  %103 = add nuw nsw i32 %101, %102
  %104 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 7
  store i32 %103, i32 addrspace(1)* %104, align 4, !tbaa !14
  %105 = lshr i32 %18, 8
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 8
  store i32 %105, i32 addrspace(1)* %106, align 4, !tbaa !14
  %107 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 9
  store i32 1, i32 addrspace(1)* %107, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %24) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i32 addrspace(1)*, i32)* @mg_pack_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"long*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!"keys", !"out", !"salt"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!17, !15, i64 0}
!17 = !{!"", !18, i64 0, !12, i64 8, !12, i64 16}
!18 = !{!"", !15, i64 0, !15, i64 4}
!19 = !{!17, !15, i64 4}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !12, i64 0}
!22 = !{!12, !12, i64 0}
