; simtc:launch grid=1 block=16 warp=8 xs=uint64[64]:iota ys=uint64[64]:iota sum=uint64[64] prod=uint64[128] flags=uint32[32]
; simtc:expect sum=[6653367501949350309,11008053066886195664,15362738631823041020,1270680123050334758,5625365687987180113,9980051252924025473,14334736817860870831,242678309088164574,4597363874025009917,8952049438961855281,13306735003898700644,17661420568835546006,7681369315911520510,635340061525167383,12036054880848365871,4990025626462012743,2541360246100669525,6896045811037514897,11250731375974360268,15605416940911205638,1513358432138499329,5868043997075344705,10222729562012190080,14577415126949035455,485356618176329133,4840042183113174513,9194727748050019892,13549413312986865270,5625365687987180114,17026080507310378607,9980051252924025483,2934021998537672359,16876097063961540357,2784038555188834128,7138724120125679516,11493409685062524902,15848095249999370161,1756036741226663936,6110722306163509328,10465407871100354719,14820093436037199965,728034927264493744,5082720492201339140,9437406057138184535,3569362060062839718,14970076879386038215,7924047624999685095,878018370613331975,2541360246100669557,6896045811037514961,11250731375974360363,15605416940911205767,1513358432138499361,5868043997075344769,10222729562012190176,14577415126949035582,485356618176329165,4840042183113174577,9194727748050019987,13549413312986865399,1513358432138499322,12914073251461697823,5868043997075344707,17268758816398543207]
; simtc:expect prod=[4574298153345020472,5365724699723080748,10736553246553574557,11296509768631023762,3207509409933802786,5444129702603162947,2841591886796760341,3383972328902051305,4237505402317302141,12127791148247262247,2689659344193200772,4831962186695662654,4997889680309471870,15759464320182344683,5714081751113081822,4133889545171191702,11532684446887384322,6116259382647946877,16747690005088760489,5713345869312892185,292310245853385610,3459200600625233658,8950809865548159351,2342446516500253644,7025254218653812831,1461777397224283640,14345044641780347325,8781567816921827665,7681369314749706777,635340060396908528,12036054879728495560,4990025625300199328,12406129557158073706,3804895672265703942,5545374804005693208,16807424539720910585,10007390862568912430,2274885281676330349,16516980835962049188,1415497858886598789,3633419625490545887,16828563812723826171,777032681758552492,5096708191681622824,6859325210563023171,176793543124831556,6361703432858266160,2279992230535811332,12323898504947834328,5085001071448183016,13630434038286473125,246566625612619778,17868030999016649484,1891183743480859623,7093360727442857442,603126356543693823,10243345158015670431,4679868353287313571,17563135619318218616,11999658807344603772,5625365687323208768,17026080506645033085,9980051252241577113,2934021997877967029,13610165908836732323,18117988219693069087,18108030211654233917,12760148937193911828,1315479329201608732,9596803548712967620,17816115992795665560,11548725139466621504,2719692520430631630,9287056187726604808,1343755179597460686,6842835865857647358,16815720896597680718,17401358477571973082,6819109649148731253,884403536434414691,8557633730780766294,10912577086838304375,18043133537095675941,7547424229444847611,17353309943234107371,15654371763159469587,9100414805415374729,9937506134449712243,13461436097377528031,7897959309350343502,2334482518851570019,15217749797767379880,3569362060265523867,14970076879589512954,7924047624796967642,878018370409304378,8190500175798153667,15544243814442099849,18274466017173144816,16683027155914926047,1950020620688376607,14355325280406409107,10958558847905013593,3127770020395546491,10341633768304260930,11161623739533323935,1255470243791746154,3235081635549321102,12449228855168934061,5573625462620835468,6142204242442946299,14607655706093817144,6860863019979326668,8682531052384846696,261759786433702542,4743388483928211735,8435734895160535240,604407578291638815,6044773455422977649,2315398518132579258,16679527036739385631,11116050265413373433,5552573492094473038,18435840788190155987,1513358429544246466,12914073253178861863,5868043994519106939,17268758818170499423]
; simtc:expect flags=[1,787892634,3,1068798582,2,1076827320,3,1739629553,2,3744440419,2,1407968709,2,3222227114,3,4074364620,3,10435476,2,95114648,3,1670741590,3,4278453814,2,3269601594,3,3820712769,2,332645246,3,3308113980]
; ModuleID = 'lg_bignum.cl'
source_filename = "lg_bignum.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.u256 = type { [4 x i64] }

; Function Attrs: nofree norecurse nosync nounwind
define dso_local spir_func void @load(%struct.u256* noalias nocapture writeonly sret(%struct.u256) align 8 %0, i64 addrspace(1)* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load i64, i64 addrspace(1)* %1, align 8, !tbaa !4
  %5 = mul i64 %4, -7046029254386353131
  %6 = add i64 %5, %2
  %7 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 0
  store i64 %6, i64* %7, align 8, !tbaa !4
  %8 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 1
  %9 = load i64, i64 addrspace(1)* %8, align 8, !tbaa !4
  %10 = mul i64 %9, -7046029254386353131
  %11 = shl i64 %2, 1
  %12 = add i64 %10, %11
  %13 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 1
  store i64 %12, i64* %13, align 8, !tbaa !4
  %14 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 2
  %15 = load i64, i64 addrspace(1)* %14, align 8, !tbaa !4
  %16 = mul i64 %15, -7046029254386353131
  %17 = mul i64 %2, 3
  %18 = add i64 %16, %17
  %19 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 2
  store i64 %18, i64* %19, align 8, !tbaa !4
  %20 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 3
  %21 = load i64, i64 addrspace(1)* %20, align 8, !tbaa !4
  %22 = mul i64 %21, -7046029254386353131
  %23 = shl i64 %2, 2
  %24 = add i64 %22, %23
  %25 = getelementptr inbounds %struct.u256, %struct.u256* %0, i64 0, i32 0, i64 3
  store i64 %24, i64* %25, align 8, !tbaa !4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind
define dso_local spir_func i32 @add256(%struct.u256 addrspace(4)* nocapture noundef writeonly %0, %struct.u256 addrspace(4)* nocapture noundef readonly %1, %struct.u256 addrspace(4)* nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %1, i64 0, i32 0, i64 0
  %5 = load i64, i64 addrspace(4)* %4, align 8, !tbaa !4
  %6 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 0
  %7 = load i64, i64 addrspace(4)* %6, align 8, !tbaa !4
  %8 = add i64 %5, %7
  %9 = icmp ult i64 %8, %5
  %10 = zext i1 %9 to i64
  %11 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %0, i64 0, i32 0, i64 0
  store i64 %8, i64 addrspace(4)* %11, align 8, !tbaa !4
  %12 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %1, i64 0, i32 0, i64 1
  %13 = load i64, i64 addrspace(4)* %12, align 8, !tbaa !4
  %14 = add i64 %13, %10
  %15 = icmp ult i64 %14, %10
  %16 = zext i1 %15 to i64
  %17 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 1
  %18 = load i64, i64 addrspace(4)* %17, align 8, !tbaa !4
  %19 = add i64 %14, %18
  %20 = icmp ult i64 %19, %14
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %0, i64 0, i32 0, i64 1
  store i64 %19, i64 addrspace(4)* %22, align 8, !tbaa !4
  %23 = add nuw nsw i64 %21, %16
  %24 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %1, i64 0, i32 0, i64 2
  %25 = load i64, i64 addrspace(4)* %24, align 8, !tbaa !4
  %26 = add i64 %25, %23
  %27 = icmp ult i64 %26, %23
  %28 = zext i1 %27 to i64
  %29 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 2
  %30 = load i64, i64 addrspace(4)* %29, align 8, !tbaa !4
  %31 = add i64 %26, %30
  %32 = icmp ult i64 %31, %26
  %33 = zext i1 %32 to i64
  %34 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %0, i64 0, i32 0, i64 2
  store i64 %31, i64 addrspace(4)* %34, align 8, !tbaa !4
  %35 = add nuw nsw i64 %33, %28
  %36 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %1, i64 0, i32 0, i64 3
  %37 = load i64, i64 addrspace(4)* %36, align 8, !tbaa !4
  %38 = add i64 %37, %35
  %39 = icmp ult i64 %38, %35
  %40 = zext i1 %39 to i32
  %41 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 3
  %42 = load i64, i64 addrspace(4)* %41, align 8, !tbaa !4
  %43 = add i64 %38, %42
  %44 = icmp ult i64 %43, %38
  %45 = zext i1 %44 to i32
  %46 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %0, i64 0, i32 0, i64 3
  store i64 %43, i64 addrspace(4)* %46, align 8, !tbaa !4
  %47 = add nuw nsw i32 %45, %40
  ret i32 %47
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_func void @mul256(i64 addrspace(4)* nocapture noundef %0, %struct.u256 addrspace(4)* nocapture noundef readonly %1, %struct.u256 addrspace(4)* nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = bitcast i64 addrspace(4)* %0 to i8 addrspace(4)*
  call void @llvm.memset.p4i8.i64(i8 addrspace(4)* noundef align 8 dereferenceable(64) %4, i8 0, i64 64, i1 false), !tbaa !4
  %5 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 0
  %6 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 1
  %7 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 2
  %8 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %2, i64 0, i32 0, i64 3
  br label %9

9:                                                ; preds = %75, %3
  %10 = phi i64 [ %76, %75 ], [ 0, %3 ]
  %11 = phi i32 [ %27, %75 ], [ 0, %3 ]
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds %struct.u256, %struct.u256 addrspace(4)* %1, i64 0, i32 0, i64 %12
  %14 = load i64, i64 addrspace(4)* %13, align 8, !tbaa !4
  %15 = load i64, i64 addrspace(4)* %5, align 8, !tbaa !4
  %16 = mul i64 %15, %14
  %17 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %14, i64 noundef %15) #9
  %18 = getelementptr inbounds i64, i64 addrspace(4)* %0, i64 %12
  %19 = add i64 %10, %16
  %20 = icmp ult i64 %19, %16
  %21 = zext i1 %20 to i64
  %22 = add i64 %17, %21
  store i64 %19, i64 addrspace(4)* %18, align 8, !tbaa !4
  %23 = load i64, i64 addrspace(4)* %13, align 8, !tbaa !4
  %24 = load i64, i64 addrspace(4)* %6, align 8, !tbaa !4
  %25 = mul i64 %24, %23
  %26 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %23, i64 noundef %24) #9
  %27 = add nuw nsw i32 %11, 1
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i64, i64 addrspace(4)* %0, i64 %28
  %30 = load i64, i64 addrspace(4)* %29, align 8, !tbaa !4
  %31 = add i64 %30, %25
  %32 = icmp ult i64 %31, %25
  %33 = zext i1 %32 to i64
  %34 = add i64 %26, %33
  %35 = add i64 %31, %22
  %36 = icmp ult i64 %35, %22
  %37 = zext i1 %36 to i64
  %38 = add i64 %34, %37
  store i64 %35, i64 addrspace(4)* %29, align 8, !tbaa !4
  %39 = load i64, i64 addrspace(4)* %13, align 8, !tbaa !4
  %40 = load i64, i64 addrspace(4)* %7, align 8, !tbaa !4
  %41 = mul i64 %40, %39
  %42 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %39, i64 noundef %40) #9
  %43 = add nuw nsw i32 %11, 2
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i64, i64 addrspace(4)* %0, i64 %44
  %46 = load i64, i64 addrspace(4)* %45, align 8, !tbaa !4
  %47 = add i64 %46, %41
  %48 = icmp ult i64 %47, %41
  %49 = zext i1 %48 to i64
  %50 = add i64 %42, %49
  %51 = add i64 %47, %38
  %52 = icmp ult i64 %51, %38
  %53 = zext i1 %52 to i64
  %54 = add i64 %50, %53
  store i64 %51, i64 addrspace(4)* %45, align 8, !tbaa !4
  %55 = load i64, i64 addrspace(4)* %13, align 8, !tbaa !4
  %56 = load i64, i64 addrspace(4)* %8, align 8, !tbaa !4
  %57 = mul i64 %56, %55
  %58 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %55, i64 noundef %56) #9
  %59 = add nuw nsw i32 %11, 3
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i64, i64 addrspace(4)* %0, i64 %60
  %62 = load i64, i64 addrspace(4)* %61, align 8, !tbaa !4
  %63 = add i64 %62, %57
  %64 = icmp ult i64 %63, %57
  %65 = zext i1 %64 to i64
  %66 = add i64 %58, %65
  %67 = add i64 %63, %54
  %68 = icmp ult i64 %67, %54
  %69 = zext i1 %68 to i64
  %70 = add i64 %66, %69
  store i64 %67, i64 addrspace(4)* %61, align 8, !tbaa !4
  %71 = add nuw nsw i32 %11, 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i64, i64 addrspace(4)* %0, i64 %72
  store i64 %70, i64 addrspace(4)* %73, align 8, !tbaa !4
  %74 = icmp ult i32 %11, 3
  br i1 %74, label %75, label %77

75:                                               ; preds = %9
  %76 = load i64, i64 addrspace(4)* %29, align 8, !tbaa !4
  br label %9

77:                                               ; preds = %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local spir_func i32 @checked_mul(i64 noundef %0, i64 noundef %1, i64 addrspace(4)* nocapture noundef writeonly %2) local_unnamed_addr #4 {
  %4 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 0
  store i64 %5, i64 addrspace(4)* %2, align 8, !tbaa !4
  %6 = extractvalue { i64, i1 } %4, 1
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @lg_bignum(i64 addrspace(1)* nocapture noundef readonly %0, i64 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i64 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #5 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
  %6 = alloca %struct.u256, align 8
  %7 = alloca %struct.u256, align 8
  %8 = alloca [8 x i64], align 32
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = bitcast %struct.u256* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %11) #10
  %12 = shl nsw i32 %10, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %13
  %15 = sext i32 %10 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %16 = load i64, i64 addrspace(1)* %14, align 8, !tbaa !4, !noalias !13
  %17 = mul i64 %16, -7046029254386353131
  %18 = add i64 %17, %15
  %19 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 0
  store i64 %18, i64* %19, align 8, !tbaa !4, !alias.scope !13
  %20 = getelementptr inbounds i64, i64 addrspace(1)* %14, i64 1
  %21 = load i64, i64 addrspace(1)* %20, align 8, !tbaa !4, !noalias !13
  %22 = mul i64 %21, -7046029254386353131
  %23 = shl nsw i64 %15, 1
  %24 = add i64 %22, %23
  %25 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 1
  store i64 %24, i64* %25, align 8, !tbaa !4, !alias.scope !13
  %26 = getelementptr inbounds i64, i64 addrspace(1)* %14, i64 2
  %27 = load i64, i64 addrspace(1)* %26, align 8, !tbaa !4, !noalias !13
  %28 = mul i64 %27, -7046029254386353131
  %29 = mul nsw i64 %15, 3
  %30 = add i64 %28, %29
  %31 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 2
  store i64 %30, i64* %31, align 8, !tbaa !4, !alias.scope !13
  %32 = getelementptr inbounds i64, i64 addrspace(1)* %14, i64 3
  %33 = load i64, i64 addrspace(1)* %32, align 8, !tbaa !4, !noalias !13
  %34 = mul i64 %33, -7046029254386353131
  %35 = shl nsw i64 %15, 2
  %36 = add i64 %34, %35
  %37 = getelementptr inbounds %struct.u256, %struct.u256* %6, i64 0, i32 0, i64 3
  store i64 %36, i64* %37, align 8, !tbaa !4, !alias.scope !13
  %38 = bitcast %struct.u256* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %38) #10
  %39 = add nsw i32 %10, 5
  %40 = srem i32 %39, 16
  %41 = shl nsw i32 %40, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 %42
  %44 = mul nsw i32 %10, 3
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %47 = getelementptr inbounds %struct.u256, %struct.u256* %7, i64 0, i32 0, i64 0
  %48 = shl nsw i64 %46, 1
  %49 = mul nsw i64 %46, 3
  %50 = bitcast i64 addrspace(1)* %43 to <4 x i64> addrspace(1)*
  %51 = load <4 x i64>, <4 x i64> addrspace(1)* %50, align 8, !tbaa !4, !noalias !16
  %52 = mul <4 x i64> %51, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>
  %53 = shl nsw i64 %46, 2
  %54 = insertelement <4 x i64> poison, i64 %46, i64 0
  %55 = insertelement <4 x i64> %54, i64 %48, i64 1
  %56 = insertelement <4 x i64> %55, i64 %49, i64 2
  %57 = insertelement <4 x i64> %56, i64 %53, i64 3
  %58 = add <4 x i64> %52, %57
  %59 = extractelement <4 x i64> %58, i64 0
  store i64 %59, i64* %47, align 8, !tbaa !4, !alias.scope !16
  %60 = getelementptr inbounds %struct.u256, %struct.u256* %7, i64 0, i32 0, i64 1
  %61 = extractelement <4 x i64> %58, i64 1
  store i64 %61, i64* %60, align 8, !tbaa !4, !alias.scope !16
  %62 = getelementptr inbounds %struct.u256, %struct.u256* %7, i64 0, i32 0, i64 2
  %63 = extractelement <4 x i64> %58, i64 2
  store i64 %63, i64* %62, align 8, !tbaa !4, !alias.scope !16
  %64 = getelementptr inbounds %struct.u256, %struct.u256* %7, i64 0, i32 0, i64 3
  %65 = extractelement <4 x i64> %58, i64 3
  store i64 %65, i64* %64, align 8, !tbaa !4, !alias.scope !16
  %66 = srem i32 %10, 4
  %67 = icmp eq i32 %66, 3
  br i1 %67, label %68, label %70

68:                                               ; preds = %5
  %69 = bitcast %struct.u256* %7 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %69, i8 -1, i64 32, i1 false)
  br label %70

70:                                               ; preds = %68, %5
  %71 = phi <4 x i64> [ <i64 -1, i64 -1, i64 -1, i64 -1>, %68 ], [ %58, %5 ]
  %72 = addrspacecast %struct.u256* %6 to %struct.u256 addrspace(4)*
  %73 = addrspacecast %struct.u256* %7 to %struct.u256 addrspace(4)*
  %74 = extractelement <4 x i64> %71, i64 0
  %75 = add i64 %74, %18
  %76 = icmp ult i64 %75, %18
  %77 = zext i1 %76 to i64
  %78 = add i64 %24, %77
  %79 = icmp ult i64 %78, %77
  %80 = zext i1 %79 to i64
  %81 = extractelement <4 x i64> %71, i64 1
  %82 = add i64 %78, %81
  %83 = icmp ult i64 %82, %78
  %84 = zext i1 %83 to i64
  %85 = add nuw nsw i64 %84, %80
  %86 = add i64 %85, %30
  %87 = icmp ult i64 %86, %85
  %88 = zext i1 %87 to i64
  %89 = extractelement <4 x i64> %71, i64 2
  %90 = add i64 %86, %89
  %91 = icmp ult i64 %90, %86
  %92 = zext i1 %91 to i64
  %93 = add nuw nsw i64 %92, %88
  %94 = add i64 %93, %36
  %95 = extractelement <4 x i64> %71, i64 3
  %96 = add i64 %94, %95
  %97 = getelementptr i64, i64 addrspace(1)* %2, i64 %13
  store i64 %75, i64 addrspace(1)* %97, align 8, !tbaa !4
  %98 = getelementptr inbounds i64, i64 addrspace(1)* %97, i64 1
  store i64 %82, i64 addrspace(1)* %98, align 8, !tbaa !4
  %99 = getelementptr inbounds i64, i64 addrspace(1)* %97, i64 2
  store i64 %90, i64 addrspace(1)* %99, align 8, !tbaa !4
  %100 = getelementptr inbounds i64, i64 addrspace(1)* %97, i64 3
  store i64 %96, i64 addrspace(1)* %100, align 8, !tbaa !4
  %101 = bitcast [8 x i64]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %101) #10
  %102 = getelementptr inbounds [8 x i64], [8 x i64]* %8, i64 0, i64 0
  %103 = addrspacecast i64* %102 to i64 addrspace(4)*
  call spir_func void @mul256(i64 addrspace(4)* noundef %103, %struct.u256 addrspace(4)* noundef %72, %struct.u256 addrspace(4)* noundef %73) #11
  %104 = shl nsw i32 %10, 3
  %105 = getelementptr inbounds [8 x i64], [8 x i64]* %8, i64 0, i64 4
  %106 = bitcast i64* %105 to <4 x i64>*
  %107 = load <4 x i64>, <4 x i64>* %106, align 32, !tbaa !4
  %108 = extractelement <4 x i64> %107, i64 0
  %109 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %108, i64 noundef 4294968273) #9
  %110 = mul <4 x i64> %107, <i64 4294968273, i64 4294968273, i64 4294968273, i64 4294968273>
  %111 = bitcast [8 x i64]* %8 to <4 x i64>*
  %112 = load <4 x i64>, <4 x i64>* %111, align 32, !tbaa !4
  %113 = add <4 x i64> %112, %110
  %114 = icmp ult <4 x i64> %113, %110
  %115 = extractelement <4 x i1> %114, i64 0
  %116 = zext i1 %115 to i64
  %117 = add i64 %109, %116
  %118 = sext i32 %104 to i64
  %119 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %118
  %120 = extractelement <4 x i64> %113, i64 0
  store i64 %120, i64 addrspace(1)* %119, align 8, !tbaa !4
  %121 = extractelement <4 x i64> %107, i64 1
  %122 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %121, i64 noundef 4294968273) #9
  %123 = extractelement <4 x i1> %114, i64 1
  %124 = zext i1 %123 to i64
  %125 = add i64 %122, %124
  %126 = extractelement <4 x i64> %113, i64 1
  %127 = add i64 %126, %117
  %128 = icmp ult i64 %127, %117
  %129 = zext i1 %128 to i64
  %130 = add i64 %125, %129
  %131 = or i32 %104, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %132
  store i64 %127, i64 addrspace(1)* %133, align 8, !tbaa !4
  %134 = extractelement <4 x i64> %107, i64 2
  %135 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %134, i64 noundef 4294968273) #9
  %136 = extractelement <4 x i1> %114, i64 2
  %137 = zext i1 %136 to i64
  %138 = add i64 %135, %137
  %139 = extractelement <4 x i64> %113, i64 2
  %140 = add i64 %139, %130
  %141 = icmp ult i64 %140, %130
  %142 = zext i1 %141 to i64
  %143 = add i64 %138, %142
  %144 = or i32 %104, 2
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %145
  store i64 %140, i64 addrspace(1)* %146, align 8, !tbaa !4
  %147 = extractelement <4 x i64> %107, i64 3
  %148 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %147, i64 noundef 4294968273) #9
  %149 = extractelement <4 x i1> %114, i64 3
  %150 = zext i1 %149 to i64
  %151 = add i64 %148, %150
  %152 = extractelement <4 x i64> %113, i64 3
  %153 = add i64 %152, %143
  %154 = icmp ult i64 %153, %143
  %155 = zext i1 %154 to i64
  %156 = add i64 %151, %155
  %157 = or i32 %104, 3
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %158
  store i64 %153, i64 addrspace(1)* %159, align 8, !tbaa !4
  %160 = or i32 %104, 4
  %161 = xor i64 %108, %156
  %162 = sext i32 %160 to i64
  %163 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %162
  store i64 %161, i64 addrspace(1)* %163, align 8, !tbaa !4
  %164 = xor i64 %121, %156
  %165 = or i32 %104, 5
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %166
  store i64 %164, i64 addrspace(1)* %167, align 8, !tbaa !4
  %168 = xor i64 %134, %156
  %169 = or i32 %104, 6
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %170
  store i64 %168, i64 addrspace(1)* %171, align 8, !tbaa !4
  %172 = xor i64 %147, %156
  %173 = or i32 %104, 7
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %174
  store i64 %172, i64 addrspace(1)* %175, align 8, !tbaa !4
  %176 = icmp ult i64 %96, %94
  %177 = zext i1 %176 to i32
  %178 = icmp ult i64 %94, %93
  %179 = zext i1 %178 to i32
  %180 = add nuw nsw i32 %177, %179
  %181 = srem i32 %10, 40
  %182 = and i32 %181, 63
  %183 = zext i32 %182 to i64
  %184 = lshr i64 %18, %183
  %185 = load i64, i64* %60, align 8, !tbaa !4
  %186 = srem i32 %44, 50
  %187 = and i32 %186, 63
  %188 = zext i32 %187 to i64
  %189 = lshr i64 %185, %188
  %190 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %184, i64 %189) #10
  %191 = extractvalue { i64, i1 } %190, 0
  %192 = extractvalue { i64, i1 } %190, 1
  %193 = trunc i64 %191 to i32
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = select i1 %192, i32 2, i32 0
  %197 = add nuw nsw i32 %180, %196
  %198 = shl nsw i32 %10, 1
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %199
  store i32 %197, i32 addrspace(1)* %200, align 4, !tbaa !19
  %201 = tail call spir_func i64 @_Z8upsamplejj(i32 noundef %193, i32 noundef %195) #9
  %202 = lshr i64 %201, 17
  %203 = xor i64 %202, %156
  %204 = trunc i64 %203 to i32
  %205 = or i32 %198, 1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %206
  store i32 %204, i32 addrspace(1)* %207, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %101) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %38) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %11) #10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z8upsamplejj(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p4i8.i64(i8 addrspace(4)* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #9 = { convergent nounwind readnone willreturn }
attributes #10 = { nounwind }
attributes #11 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"ulong*", !"ulong*", !"ulong*", !"ulong*", !"uint*"}
!11 = !{!"const", !"const", !"", !"", !""}
!12 = !{!"xs", !"ys", !"sum", !"prod", !"flags"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"load: argument 0"}
!15 = distinct !{!15, !"load"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"load: argument 0"}
!18 = distinct !{!18, !"load"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !6, i64 0}
