; simtc:launch grid=1 block=16 warp=8 xs=uint64[64]:iota ys=uint64[64]:iota sum=uint64[64] prod=uint64[128] flags=uint32[32]
; simtc:expect sum=[6653367501949350309,11008053066886195664,15362738631823041020,1270680123050334758,5625365687987180113,9980051252924025473,14334736817860870831,242678309088164574,4597363874025009917,8952049438961855281,13306735003898700644,17661420568835546006,7681369315911520510,635340061525167383,12036054880848365871,4990025626462012743,2541360246100669525,6896045811037514897,11250731375974360268,15605416940911205638,1513358432138499329,5868043997075344705,10222729562012190080,14577415126949035455,485356618176329133,4840042183113174513,9194727748050019892,13549413312986865270,5625365687987180114,17026080507310378607,9980051252924025483,2934021998537672359,16876097063961540357,2784038555188834128,7138724120125679516,11493409685062524902,15848095249999370161,1756036741226663936,6110722306163509328,10465407871100354719,14820093436037199965,728034927264493744,5082720492201339140,9437406057138184535,3569362060062839718,14970076879386038215,7924047624999685095,878018370613331975,2541360246100669557,6896045811037514961,11250731375974360363,15605416940911205767,1513358432138499361,5868043997075344769,10222729562012190176,14577415126949035582,485356618176329165,4840042183113174577,9194727748050019987,13549413312986865399,1513358432138499322,12914073251461697823,5868043997075344707,17268758816398543207]
; simtc:expect prod=[4574298153345020472,5365724699723080748,10736553246553574557,11296509768631023762,3207509409933802786,5444129702603162947,2841591886796760341,3383972328902051305,4237505402317302141,12127791148247262247,2689659344193200772,4831962186695662654,4997889680309471870,15759464320182344683,5714081751113081822,4133889545171191702,11532684446887384322,6116259382647946877,16747690005088760489,5713345869312892185,292310245853385610,3459200600625233658,8950809865548159351,2342446516500253644,7025254218653812831,1461777397224283640,14345044641780347325,8781567816921827665,7681369314749706777,635340060396908528,12036054879728495560,4990025625300199328,12406129557158073706,3804895672265703942,5545374804005693208,16807424539720910585,10007390862568912430,2274885281676330349,16516980835962049188,1415497858886598789,3633419625490545887,16828563812723826171,777032681758552492,5096708191681622824,6859325210563023171,176793543124831556,6361703432858266160,2279992230535811332,12323898504947834328,5085001071448183016,13630434038286473125,246566625612619778,17868030999016649484,1891183743480859623,7093360727442857442,603126356543693823,10243345158015670431,4679868353287313571,17563135619318218616,11999658807344603772,5625365687323208768,17026080506645033085,9980051252241577113,2934021997877967029,13610165908836732323,18117988219693069087,18108030211654233917,12760148937193911828,1315479329201608732,9596803548712967620,17816115992795665560,11548725139466621504,2719692520430631630,9287056187726604808,1343755179597460686,6842835865857647358,16815720896597680718,17401358477571973082,6819109649148731253,884403536434414691,8557633730780766294,10912577086838304375,18043133537095675941,7547424229444847611,17353309943234107371,15654371763159469587,9100414805415374729,9937506134449712243,13461436097377528031,7897959309350343502,2334482518851570019,15217749797767379880,3569362060265523867,14970076879589512954,7924047624796967642,878018370409304378,8190500175798153667,15544243814442099849,18274466017173144816,16683027155914926047,1950020620688376607,14355325280406409107,10958558847905013593,3127770020395546491,10341633768304260930,11161623739533323935,1255470243791746154,3235081635549321102,12449228855168934061,5573625462620835468,6142204242442946299,14607655706093817144,6860863019979326668,8682531052384846696,261759786433702542,4743388483928211735,8435734895160535240,604407578291638815,6044773455422977649,2315398518132579258,16679527036739385631,11116050265413373433,5552573492094473038,18435840788190155987,1513358429544246466,12914073253178861863,5868043994519106939,17268758818170499423]
; simtc:expect flags=[1,787892634,3,1068798582,2,1076827320,3,1739629553,2,3744440419,2,1407968709,2,3222227114,3,4074364620,3,10435476,2,95114648,3,1670741590,3,4278453814,2,3269601594,3,3820712769,2,332645246,3,3308113980]
; ModuleID = 'lg_bignum.cl'
source_filename = "lg_bignum.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.u256 = type { [4 x i64] }

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local %struct.u256 @load(i64 addrspace(1)* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, i64 addrspace(1)* %0, align 8, !tbaa !5
  %4 = mul i64 %3, -7046029254386353131
  %5 = add i64 %4, %1
  %6 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 1
  %7 = load i64, i64 addrspace(1)* %6, align 8, !tbaa !5
  %8 = mul i64 %7, -7046029254386353131
  %9 = shl i64 %1, 1
  %10 = add i64 %8, %9
  %11 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 2
  %12 = load i64, i64 addrspace(1)* %11, align 8, !tbaa !5
  %13 = mul i64 %12, -7046029254386353131
  %14 = mul i64 %1, 3
  %15 = add i64 %13, %14
  %16 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 3
  %17 = load i64, i64 addrspace(1)* %16, align 8, !tbaa !5
  %18 = mul i64 %17, -7046029254386353131
  %19 = shl i64 %1, 2
  %20 = add i64 %18, %19
  %21 = insertvalue %struct.u256 poison, i64 %5, 0, 0
  %22 = insertvalue %struct.u256 %21, i64 %10, 0, 1
  %23 = insertvalue %struct.u256 %22, i64 %15, 0, 2
  %24 = insertvalue %struct.u256 %23, i64 %20, 0, 3
  ret %struct.u256 %24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @add256(%struct.u256* nocapture noundef writeonly %0, %struct.u256* nocapture noundef readonly %1, %struct.u256* nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.u256, %struct.u256* %1, i64 0, i32 0, i64 0
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 0
  %7 = load i64, i64* %6, align 8, !tbaa !5
  %8 = add i64 %5, %7
  %9 = icmp ult i64 %8, %5
  %10 = zext i1 %9 to i64
  %11 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 0
  store i64 %8, i64* %11, align 8, !tbaa !5
  %12 = getelementptr inbounds %struct.u256, %struct.u256* %1, i64 0, i32 0, i64 1
  %13 = load i64, i64* %12, align 8, !tbaa !5
  %14 = add i64 %13, %10
  %15 = icmp ult i64 %14, %10
  %16 = zext i1 %15 to i64
  %17 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 1
  %18 = load i64, i64* %17, align 8, !tbaa !5
  %19 = add i64 %14, %18
  %20 = icmp ult i64 %19, %14
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 1
  store i64 %19, i64* %22, align 8, !tbaa !5
  %23 = add nuw nsw i64 %21, %16
  %24 = getelementptr inbounds %struct.u256, %struct.u256* %1, i64 0, i32 0, i64 2
  %25 = load i64, i64* %24, align 8, !tbaa !5
  %26 = add i64 %25, %23
  %27 = icmp ult i64 %26, %23
  %28 = zext i1 %27 to i64
  %29 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 2
  %30 = load i64, i64* %29, align 8, !tbaa !5
  %31 = add i64 %26, %30
  %32 = icmp ult i64 %31, %26
  %33 = zext i1 %32 to i64
  %34 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 2
  store i64 %31, i64* %34, align 8, !tbaa !5
  %35 = add nuw nsw i64 %33, %28
  %36 = getelementptr inbounds %struct.u256, %struct.u256* %1, i64 0, i32 0, i64 3
  %37 = load i64, i64* %36, align 8, !tbaa !5
  %38 = add i64 %37, %35
  %39 = icmp ult i64 %38, %35
  %40 = zext i1 %39 to i32
  %41 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 3
  %42 = load i64, i64* %41, align 8, !tbaa !5
  %43 = add i64 %38, %42
  %44 = icmp ult i64 %43, %38
  %45 = zext i1 %44 to i32
  %46 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 3
  store i64 %43, i64* %46, align 8, !tbaa !5
  %47 = add nuw nsw i32 %45, %40
  ret i32 %47
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local void @mul256(i64* nocapture noundef %0, %struct.u256* nocapture noundef readonly %1, %struct.u256* nocapture noundef readonly %2) local_unnamed_addr #3 {
  store i64 0, i64* %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i64, i64* %0, i64 1
  store i64 0, i64* %4, align 8, !tbaa !5
  %5 = getelementptr inbounds i64, i64* %0, i64 2
  store i64 0, i64* %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i64, i64* %0, i64 3
  store i64 0, i64* %6, align 8, !tbaa !5
  %7 = getelementptr inbounds i64, i64* %0, i64 4
  store i64 0, i64* %7, align 8, !tbaa !5
  %8 = getelementptr inbounds i64, i64* %0, i64 5
  store i64 0, i64* %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i64, i64* %0, i64 6
  store i64 0, i64* %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i64, i64* %0, i64 7
  store i64 0, i64* %10, align 8, !tbaa !5
  %11 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 0
  %12 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 1
  %13 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 2
  %14 = getelementptr inbounds %struct.u256, %struct.u256* %2, i64 0, i32 0, i64 3
  br label %15

15:                                               ; preds = %81, %3
  %16 = phi i64 [ %82, %81 ], [ 0, %3 ]
  %17 = phi i32 [ %33, %81 ], [ 0, %3 ]
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds %struct.u256, %struct.u256* %1, i64 0, i32 0, i64 %18
  %20 = load i64, i64* %19, align 8, !tbaa !5
  %21 = load i64, i64* %11, align 8, !tbaa !5
  %22 = mul i64 %21, %20
  %23 = tail call i64 @_Z6mul_himm(i64 noundef %20, i64 noundef %21) #8
  %24 = getelementptr inbounds i64, i64* %0, i64 %18
  %25 = add i64 %16, %22
  %26 = icmp ult i64 %25, %22
  %27 = zext i1 %26 to i64
  %28 = add i64 %23, %27
  store i64 %25, i64* %24, align 8, !tbaa !5
  %29 = load i64, i64* %19, align 8, !tbaa !5
  %30 = load i64, i64* %12, align 8, !tbaa !5
  %31 = mul i64 %30, %29
  %32 = tail call i64 @_Z6mul_himm(i64 noundef %29, i64 noundef %30) #8
  %33 = add nuw nsw i32 %17, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i64, i64* %0, i64 %34
  %36 = load i64, i64* %35, align 8, !tbaa !5
  %37 = add i64 %36, %31
  %38 = icmp ult i64 %37, %31
  %39 = zext i1 %38 to i64
  %40 = add i64 %32, %39
  %41 = add i64 %37, %28
  %42 = icmp ult i64 %41, %28
  %43 = zext i1 %42 to i64
  %44 = add i64 %40, %43
  store i64 %41, i64* %35, align 8, !tbaa !5
  %45 = load i64, i64* %19, align 8, !tbaa !5
  %46 = load i64, i64* %13, align 8, !tbaa !5
  %47 = mul i64 %46, %45
  %48 = tail call i64 @_Z6mul_himm(i64 noundef %45, i64 noundef %46) #8
  %49 = add nuw nsw i32 %17, 2
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i64, i64* %0, i64 %50
  %52 = load i64, i64* %51, align 8, !tbaa !5
  %53 = add i64 %52, %47
  %54 = icmp ult i64 %53, %47
  %55 = zext i1 %54 to i64
  %56 = add i64 %48, %55
  %57 = add i64 %53, %44
  %58 = icmp ult i64 %57, %44
  %59 = zext i1 %58 to i64
  %60 = add i64 %56, %59
  store i64 %57, i64* %51, align 8, !tbaa !5
  %61 = load i64, i64* %19, align 8, !tbaa !5
  %62 = load i64, i64* %14, align 8, !tbaa !5
  %63 = mul i64 %62, %61
  %64 = tail call i64 @_Z6mul_himm(i64 noundef %61, i64 noundef %62) #8
  %65 = add nuw nsw i32 %17, 3
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i64, i64* %0, i64 %66
  %68 = load i64, i64* %67, align 8, !tbaa !5
  %69 = add i64 %68, %63
  %70 = icmp ult i64 %69, %63
  %71 = zext i1 %70 to i64
  %72 = add i64 %64, %71
  %73 = add i64 %69, %60
  %74 = icmp ult i64 %73, %60
  %75 = zext i1 %74 to i64
  %76 = add i64 %72, %75
  store i64 %73, i64* %67, align 8, !tbaa !5
  %77 = add nuw nsw i32 %17, 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i64, i64* %0, i64 %78
  store i64 %76, i64* %79, align 8, !tbaa !5
  %80 = icmp eq i32 %33, 4
  br i1 %80, label %83, label %81

81:                                               ; preds = %15
  %82 = load i64, i64* %35, align 8, !tbaa !5
  br label %15

83:                                               ; preds = %15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @checked_mul(i64 noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2) local_unnamed_addr #5 {
  %4 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 0
  store i64 %5, i64* %2, align 8, !tbaa !5
  %6 = extractvalue { i64, i1 } %4, 1
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @lg_bignum(i64 addrspace(1)* nocapture noundef readonly %0, i64 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i64 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #6 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
  %6 = alloca %struct.u256, align 8
  %7 = alloca [8 x i64], align 8
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = bitcast %struct.u256* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %10) #9
  %11 = shl nsw i32 %9, 2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %12
  %14 = shl i64 %8, 32
  %15 = ashr exact i64 %14, 32
  %16 = load i64, i64 addrspace(1)* %13, align 8, !tbaa !5
  %17 = mul i64 %16, -7046029254386353131
  %18 = add i64 %17, %15
  %19 = getelementptr inbounds i64, i64 addrspace(1)* %13, i64 1
  %20 = load i64, i64 addrspace(1)* %19, align 8, !tbaa !5
  %21 = mul i64 %20, -7046029254386353131
  %22 = ashr exact i64 %14, 31
  %23 = add i64 %21, %22
  %24 = getelementptr inbounds i64, i64 addrspace(1)* %13, i64 2
  %25 = load i64, i64 addrspace(1)* %24, align 8, !tbaa !5
  %26 = mul i64 %25, -7046029254386353131
  %27 = mul nsw i64 %15, 3
  %28 = add i64 %26, %27
  %29 = getelementptr inbounds i64, i64 addrspace(1)* %13, i64 3
  %30 = load i64, i64 addrspace(1)* %29, align 8, !tbaa !5
  %31 = mul i64 %30, -7046029254386353131
  %32 = ashr exact i64 %14, 30
  %33 = add i64 %31, %32
  %34 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 0
  store i64 %18, i64* %34, align 8
  %35 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 1
  store i64 %23, i64* %35, align 8
  %36 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 2
  store i64 %28, i64* %36, align 8
  %37 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 3
  store i64 %33, i64* %37, align 8
  %38 = add nsw i32 %9, 5
  %39 = srem i32 %38, 16
  %40 = shl nsw i32 %39, 2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 %41
  %43 = mul nsw i32 %9, 3
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = load i64, i64 addrspace(1)* %42, align 8, !tbaa !5
  %47 = mul i64 %46, -7046029254386353131
  %48 = add i64 %47, %45
  %49 = getelementptr inbounds i64, i64 addrspace(1)* %42, i64 1
  %50 = load i64, i64 addrspace(1)* %49, align 8, !tbaa !5
  %51 = mul i64 %50, -7046029254386353131
  %52 = shl nsw i64 %45, 1
  %53 = add i64 %51, %52
  %54 = getelementptr inbounds i64, i64 addrspace(1)* %42, i64 2
  %55 = load i64, i64 addrspace(1)* %54, align 8, !tbaa !5
  %56 = mul i64 %55, -7046029254386353131
  %57 = mul nsw i64 %45, 3
  %58 = add i64 %56, %57
  %59 = getelementptr inbounds i64, i64 addrspace(1)* %42, i64 3
  %60 = load i64, i64 addrspace(1)* %59, align 8, !tbaa !5
  %61 = mul i64 %60, -7046029254386353131
  %62 = shl nsw i64 %45, 2
  %63 = add i64 %61, %62
  %64 = srem i32 %9, 4
  %65 = icmp eq i32 %64, 3
  br i1 %65, label %66, label %67

66:                                               ; preds = %5
  br label %67

67:                                               ; preds = %66, %5
  %68 = phi i64 [ -1, %66 ], [ %58, %5 ]
  %69 = phi i64 [ -1, %66 ], [ %53, %5 ]
  %70 = phi i64 [ -1, %66 ], [ %48, %5 ]
  %71 = phi i64 [ -1, %66 ], [ %63, %5 ]
  %72 = add i64 %70, %18
  %73 = icmp ult i64 %72, %18
  %74 = zext i1 %73 to i64
  %75 = add i64 %23, %74
  %76 = icmp ult i64 %75, %74
  %77 = zext i1 %76 to i64
  %78 = add i64 %75, %69
  %79 = icmp ult i64 %78, %75
  %80 = zext i1 %79 to i64
  %81 = add nuw nsw i64 %80, %77
  %82 = add i64 %81, %28
  %83 = icmp ult i64 %82, %81
  %84 = zext i1 %83 to i64
  %85 = add i64 %82, %68
  %86 = icmp ult i64 %85, %82
  %87 = zext i1 %86 to i64
  %88 = add nuw nsw i64 %87, %84
  %89 = add i64 %88, %33
  %90 = add i64 %89, %71
  %91 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %12
  store i64 %72, i64 addrspace(1)* %91, align 8, !tbaa !5
  %92 = or i32 %11, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %93
  store i64 %78, i64 addrspace(1)* %94, align 8, !tbaa !5
  %95 = or i32 %11, 2
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %96
  store i64 %85, i64 addrspace(1)* %97, align 8, !tbaa !5
  %98 = or i32 %11, 3
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %99
  store i64 %90, i64 addrspace(1)* %100, align 8, !tbaa !5
  %101 = bitcast [8 x i64]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %101) #9
  %102 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 0
  store i64 0, i64* %102, align 8, !tbaa !5
  %103 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 1
  store i64 0, i64* %103, align 8, !tbaa !5
  %104 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 2
  store i64 0, i64* %104, align 8, !tbaa !5
  %105 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 3
  store i64 0, i64* %105, align 8, !tbaa !5
  %106 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 4
  store i64 0, i64* %106, align 8, !tbaa !5
  %107 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 5
  store i64 0, i64* %107, align 8, !tbaa !5
  %108 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 6
  store i64 0, i64* %108, align 8, !tbaa !5
  %109 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 7
  store i64 0, i64* %109, align 8, !tbaa !5
  br label %110

110:                                              ; preds = %168, %67
  %111 = phi i64 [ 0, %67 ], [ %163, %168 ]
  %112 = phi i64 [ 0, %67 ], [ %160, %168 ]
  %113 = phi i64 [ 0, %67 ], [ %147, %168 ]
  %114 = phi i64 [ %18, %67 ], [ %170, %168 ]
  %115 = phi i64 [ 0, %67 ], [ %134, %168 ]
  %116 = phi i32 [ 0, %67 ], [ %127, %168 ]
  %117 = zext i32 %116 to i64
  %118 = mul i64 %114, %70
  %119 = tail call i64 @_Z6mul_himm(i64 noundef %114, i64 noundef %70) #8
  %120 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 %117
  %121 = add i64 %118, %115
  %122 = icmp ult i64 %121, %118
  %123 = zext i1 %122 to i64
  %124 = add i64 %119, %123
  store i64 %121, i64* %120, align 8, !tbaa !5
  %125 = mul i64 %114, %69
  %126 = tail call i64 @_Z6mul_himm(i64 noundef %114, i64 noundef %69) #8
  %127 = add nuw nsw i32 %116, 1
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 %128
  %130 = add i64 %113, %125
  %131 = icmp ult i64 %130, %125
  %132 = zext i1 %131 to i64
  %133 = add i64 %126, %132
  %134 = add i64 %130, %124
  %135 = icmp ult i64 %134, %124
  %136 = zext i1 %135 to i64
  %137 = add i64 %133, %136
  store i64 %134, i64* %129, align 8, !tbaa !5
  %138 = mul i64 %114, %68
  %139 = tail call i64 @_Z6mul_himm(i64 noundef %114, i64 noundef %68) #8
  %140 = add nuw nsw i32 %116, 2
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 %141
  %143 = add i64 %112, %138
  %144 = icmp ult i64 %143, %138
  %145 = zext i1 %144 to i64
  %146 = add i64 %139, %145
  %147 = add i64 %137, %143
  %148 = icmp ult i64 %147, %137
  %149 = zext i1 %148 to i64
  %150 = add i64 %146, %149
  store i64 %147, i64* %142, align 8, !tbaa !5
  %151 = mul i64 %114, %71
  %152 = tail call i64 @_Z6mul_himm(i64 noundef %114, i64 noundef %71) #8
  %153 = add nuw nsw i32 %116, 3
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 %154
  %156 = add i64 %111, %151
  %157 = icmp ult i64 %156, %151
  %158 = zext i1 %157 to i64
  %159 = add i64 %152, %158
  %160 = add i64 %150, %156
  %161 = icmp ult i64 %160, %150
  %162 = zext i1 %161 to i64
  %163 = add i64 %159, %162
  store i64 %160, i64* %155, align 8, !tbaa !5
  %164 = add nuw nsw i32 %116, 4
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds [8 x i64], [8 x i64]* %7, i64 0, i64 %165
  store i64 %163, i64* %166, align 8, !tbaa !5
  %167 = icmp eq i32 %127, 4
  br i1 %167, label %171, label %168

168:                                              ; preds = %110
  %169 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 %128
  %170 = load i64, i64* %169, align 8, !tbaa !5
  br label %110

171:                                              ; preds = %110
  %172 = shl nsw i32 %9, 3
  %173 = load i64, i64* %106, align 8, !tbaa !5
  %174 = mul i64 %173, 4294968273
  %175 = tail call i64 @_Z6mul_himm(i64 noundef %173, i64 noundef 4294968273) #8
  %176 = load i64, i64* %102, align 8, !tbaa !5
  %177 = add i64 %176, %174
  %178 = icmp ult i64 %177, %174
  %179 = zext i1 %178 to i64
  %180 = add i64 %175, %179
  %181 = sext i32 %172 to i64
  %182 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %181
  store i64 %177, i64 addrspace(1)* %182, align 8, !tbaa !5
  %183 = load i64, i64* %107, align 8, !tbaa !5
  %184 = mul i64 %183, 4294968273
  %185 = tail call i64 @_Z6mul_himm(i64 noundef %183, i64 noundef 4294968273) #8
  %186 = load i64, i64* %103, align 8, !tbaa !5
  %187 = add i64 %186, %184
  %188 = icmp ult i64 %187, %184
  %189 = zext i1 %188 to i64
  %190 = add i64 %185, %189
  %191 = add i64 %187, %180
  %192 = icmp ult i64 %191, %180
  %193 = zext i1 %192 to i64
  %194 = add i64 %190, %193
  %195 = or i32 %172, 1
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %196
  store i64 %191, i64 addrspace(1)* %197, align 8, !tbaa !5
  %198 = load i64, i64* %108, align 8, !tbaa !5
  %199 = mul i64 %198, 4294968273
  %200 = tail call i64 @_Z6mul_himm(i64 noundef %198, i64 noundef 4294968273) #8
  %201 = load i64, i64* %104, align 8, !tbaa !5
  %202 = add i64 %201, %199
  %203 = icmp ult i64 %202, %199
  %204 = zext i1 %203 to i64
  %205 = add i64 %200, %204
  %206 = add i64 %202, %194
  %207 = icmp ult i64 %206, %194
  %208 = zext i1 %207 to i64
  %209 = add i64 %205, %208
  %210 = or i32 %172, 2
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %211
  store i64 %206, i64 addrspace(1)* %212, align 8, !tbaa !5
  %213 = load i64, i64* %109, align 8, !tbaa !5
  %214 = mul i64 %213, 4294968273
  %215 = tail call i64 @_Z6mul_himm(i64 noundef %213, i64 noundef 4294968273) #8
  %216 = load i64, i64* %105, align 8, !tbaa !5
  %217 = add i64 %216, %214
  %218 = icmp ult i64 %217, %214
  %219 = zext i1 %218 to i64
  %220 = add i64 %215, %219
  %221 = add i64 %217, %209
  %222 = icmp ult i64 %221, %209
  %223 = zext i1 %222 to i64
  %224 = add i64 %220, %223
  %225 = or i32 %172, 3
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %226
  store i64 %221, i64 addrspace(1)* %227, align 8, !tbaa !5
  %228 = or i32 %172, 4
  %229 = xor i64 %173, %224
  %230 = sext i32 %228 to i64
  %231 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %230
  store i64 %229, i64 addrspace(1)* %231, align 8, !tbaa !5
  %232 = xor i64 %183, %224
  %233 = or i32 %172, 5
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %234
  store i64 %232, i64 addrspace(1)* %235, align 8, !tbaa !5
  %236 = xor i64 %198, %224
  %237 = or i32 %172, 6
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %238
  store i64 %236, i64 addrspace(1)* %239, align 8, !tbaa !5
  %240 = xor i64 %213, %224
  %241 = or i32 %172, 7
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %242
  store i64 %240, i64 addrspace(1)* %243, align 8, !tbaa !5
  %244 = icmp ult i64 %90, %89
  %245 = zext i1 %244 to i32
  %246 = icmp ult i64 %89, %88
  %247 = zext i1 %246 to i32
  %248 = srem i32 %9, 40
  %249 = and i32 %248, 63
  %250 = zext i32 %249 to i64
  %251 = lshr i64 %18, %250
  %252 = srem i32 %43, 50
  %253 = and i32 %252, 63
  %254 = zext i32 %253 to i64
  %255 = lshr i64 %69, %254
  %256 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %251, i64 %255) #9
  %257 = extractvalue { i64, i1 } %256, 0
  %258 = extractvalue { i64, i1 } %256, 1
  %259 = trunc i64 %257 to i32
  %260 = lshr i64 %257, 32
  %261 = trunc i64 %260 to i32
  %262 = select i1 %258, i32 2, i32 0
  %263 = or i32 %262, %247
  %264 = add nuw nsw i32 %263, %245
  %265 = shl nsw i32 %9, 1
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %266
  store i32 %264, i32 addrspace(1)* %267, align 4, !tbaa !14
  %268 = tail call i64 @_Z8upsamplejj(i32 noundef %259, i32 noundef %261) #8
  %269 = lshr i64 %268, 17
  %270 = xor i64 %269, %224
  %271 = trunc i64 %270 to i32
  %272 = or i32 %265, 1
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %273
  store i32 %271, i32 addrspace(1)* %274, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %101) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %10) #9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z8upsamplejj(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #6 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { convergent nounwind readnone willreturn }
attributes #9 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i32 addrspace(1)*)* @lg_bignum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"ulong*", !"ulong*", !"ulong*", !"ulong*", !"uint*"}
!12 = !{!"const", !"const", !"", !"", !""}
!13 = !{!"xs", !"ys", !"sum", !"prod", !"flags"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
