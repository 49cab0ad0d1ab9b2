; simtc:launch grid=1 block=16 warp=8 xs=uint64[64]:iota ys=uint64[64]:iota sum=uint64[64] prod=uint64[128] flags=uint32[32]
; simtc:expect sum=[6653367501949350309,11008053066886195664,15362738631823041020,1270680123050334758,5625365687987180113,9980051252924025473,14334736817860870831,242678309088164574,4597363874025009917,8952049438961855281,13306735003898700644,17661420568835546006,7681369315911520510,635340061525167383,12036054880848365871,4990025626462012743,2541360246100669525,6896045811037514897,11250731375974360268,15605416940911205638,1513358432138499329,5868043997075344705,10222729562012190080,14577415126949035455,485356618176329133,4840042183113174513,9194727748050019892,13549413312986865270,5625365687987180114,17026080507310378607,9980051252924025483,2934021998537672359,16876097063961540357,2784038555188834128,7138724120125679516,11493409685062524902,15848095249999370161,1756036741226663936,6110722306163509328,10465407871100354719,14820093436037199965,728034927264493744,5082720492201339140,9437406057138184535,3569362060062839718,14970076879386038215,7924047624999685095,878018370613331975,2541360246100669557,6896045811037514961,11250731375974360363,15605416940911205767,1513358432138499361,5868043997075344769,10222729562012190176,14577415126949035582,485356618176329165,4840042183113174577,9194727748050019987,13549413312986865399,1513358432138499322,12914073251461697823,5868043997075344707,17268758816398543207]
; simtc:expect prod=[4574298153345020472,5365724699723080748,10736553246553574557,11296509768631023762,3207509409933802786,5444129702603162947,2841591886796760341,3383972328902051305,4237505402317302141,12127791148247262247,2689659344193200772,4831962186695662654,4997889680309471870,15759464320182344683,5714081751113081822,4133889545171191702,11532684446887384322,6116259382647946877,16747690005088760489,5713345869312892185,292310245853385610,3459200600625233658,8950809865548159351,2342446516500253644,7025254218653812831,1461777397224283640,14345044641780347325,8781567816921827665,7681369314749706777,635340060396908528,12036054879728495560,4990025625300199328,12406129557158073706,3804895672265703942,5545374804005693208,16807424539720910585,10007390862568912430,2274885281676330349,16516980835962049188,1415497858886598789,3633419625490545887,16828563812723826171,777032681758552492,5096708191681622824,6859325210563023171,176793543124831556,6361703432858266160,2279992230535811332,12323898504947834328,5085001071448183016,13630434038286473125,246566625612619778,17868030999016649484,1891183743480859623,7093360727442857442,603126356543693823,10243345158015670431,4679868353287313571,17563135619318218616,11999658807344603772,5625365687323208768,17026080506645033085,9980051252241577113,2934021997877967029,13610165908836732323,18117988219693069087,18108030211654233917,12760148937193911828,1315479329201608732,9596803548712967620,17816115992795665560,11548725139466621504,2719692520430631630,9287056187726604808,1343755179597460686,6842835865857647358,16815720896597680718,17401358477571973082,6819109649148731253,884403536434414691,8557633730780766294,10912577086838304375,18043133537095675941,7547424229444847611,17353309943234107371,15654371763159469587,9100414805415374729,9937506134449712243,13461436097377528031,7897959309350343502,2334482518851570019,15217749797767379880,3569362060265523867,14970076879589512954,7924047624796967642,878018370409304378,8190500175798153667,15544243814442099849,18274466017173144816,16683027155914926047,1950020620688376607,14355325280406409107,10958558847905013593,3127770020395546491,10341633768304260930,11161623739533323935,1255470243791746154,3235081635549321102,12449228855168934061,5573625462620835468,6142204242442946299,14607655706093817144,6860863019979326668,8682531052384846696,261759786433702542,4743388483928211735,8435734895160535240,604407578291638815,6044773455422977649,2315398518132579258,16679527036739385631,11116050265413373433,5552573492094473038,18435840788190155987,1513358429544246466,12914073253178861863,5868043994519106939,17268758818170499423]
; simtc:expect flags=[1,787892634,3,1068798582,2,1076827320,3,1739629553,2,3744440419,2,1407968709,2,3222227114,3,4074364620,3,10435476,2,95114648,3,1670741590,3,4278453814,2,3269601594,3,3820712769,2,332645246,3,3308113980]
; ModuleID = 'lg_bignum.cl'
source_filename = "lg_bignum.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.u256 = type { [4 x i64] }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local %struct.u256 @load(i64 addrspace(1)* noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.u256, align 8
  %4 = alloca i64 addrspace(1)*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 addrspace(1)* %0, i64 addrspace(1)** %4, align 8
  store i64 %1, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %30

10:                                               ; preds = %7
  %11 = load i64 addrspace(1)*, i64 addrspace(1)** %4, align 8
  %12 = load i32, i32* %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i64, i64 addrspace(1)* %11, i64 %13
  %15 = load i64, i64 addrspace(1)* %14, align 8
  %16 = mul i64 %15, -7046029254386353131
  %17 = load i64, i64* %5, align 8
  %18 = load i32, i32* %6, align 4
  %19 = add nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = mul i64 %17, %20
  %22 = add i64 %16, %21
  %23 = getelementptr inbounds %struct.u256, %struct.u256* %3, i32 0, i32 0
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i64], [4 x i64]* %23, i64 0, i64 %25
  store i64 %22, i64* %26, align 8
  br label %27

27:                                               ; preds = %10
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %7

30:                                               ; preds = %7
  %31 = load %struct.u256, %struct.u256* %3, align 8
  ret %struct.u256 %31
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i32 @add256(%struct.u256* noundef %0, %struct.u256* noundef %1, %struct.u256* noundef %2) #0 {
  %4 = alloca %struct.u256*, align 8
  %5 = alloca %struct.u256*, align 8
  %6 = alloca %struct.u256*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store %struct.u256* %0, %struct.u256** %4, align 8
  store %struct.u256* %1, %struct.u256** %5, align 8
  store %struct.u256* %2, %struct.u256** %6, align 8
  store i64 0, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %13

13:                                               ; preds = %52, %3
  %14 = load i32, i32* %8, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %55

16:                                               ; preds = %13
  %17 = load %struct.u256*, %struct.u256** %5, align 8
  %18 = getelementptr inbounds %struct.u256, %struct.u256* %17, i32 0, i32 0
  %19 = load i32, i32* %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i64], [4 x i64]* %18, i64 0, i64 %20
  %22 = load i64, i64* %21, align 8
  %23 = load i64, i64* %7, align 8
  %24 = add i64 %22, %23
  store i64 %24, i64* %9, align 8
  %25 = load i64, i64* %9, align 8
  %26 = load i64, i64* %7, align 8
  %27 = icmp ult i64 %25, %26
  %28 = zext i1 %27 to i32
  %29 = sext i32 %28 to i64
  store i64 %29, i64* %10, align 8
  %30 = load i64, i64* %9, align 8
  %31 = load %struct.u256*, %struct.u256** %6, align 8
  %32 = getelementptr inbounds %struct.u256, %struct.u256* %31, i32 0, i32 0
  %33 = load i32, i32* %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x i64], [4 x i64]* %32, i64 0, i64 %34
  %36 = load i64, i64* %35, align 8
  %37 = add i64 %30, %36
  store i64 %37, i64* %11, align 8
  %38 = load i64, i64* %11, align 8
  %39 = load i64, i64* %9, align 8
  %40 = icmp ult i64 %38, %39
  %41 = zext i1 %40 to i32
  %42 = sext i32 %41 to i64
  store i64 %42, i64* %12, align 8
  %43 = load i64, i64* %11, align 8
  %44 = load %struct.u256*, %struct.u256** %4, align 8
  %45 = getelementptr inbounds %struct.u256, %struct.u256* %44, i32 0, i32 0
  %46 = load i32, i32* %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x i64], [4 x i64]* %45, i64 0, i64 %47
  store i64 %43, i64* %48, align 8
  %49 = load i64, i64* %10, align 8
  %50 = load i64, i64* %12, align 8
  %51 = add i64 %49, %50
  store i64 %51, i64* %7, align 8
  br label %52

52:                                               ; preds = %16
  %53 = load i32, i32* %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %8, align 4
  br label %13

55:                                               ; preds = %13
  %56 = load i64, i64* %7, align 8
  %57 = trunc i64 %56 to i32
  ret i32 %57
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @mul256(i64* noundef %0, %struct.u256* noundef %1, %struct.u256* noundef %2) #0 {
  %4 = alloca i64*, align 8
  %5 = alloca %struct.u256*, align 8
  %6 = alloca %struct.u256*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64* %0, i64** %4, align 8
  store %struct.u256* %1, %struct.u256** %5, align 8
  store %struct.u256* %2, %struct.u256** %6, align 8
  store i32 0, i32* %7, align 4
  br label %14

14:                                               ; preds = %22, %3
  %15 = load i32, i32* %7, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = load i64*, i64** %4, align 8
  %19 = load i32, i32* %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, i64* %18, i64 %20
  store i64 0, i64* %21, align 8
  br label %22

22:                                               ; preds = %17
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %14

25:                                               ; preds = %14
  store i32 0, i32* %8, align 4
  br label %26

26:                                               ; preds = %104, %25
  %27 = load i32, i32* %8, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %107

29:                                               ; preds = %26
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  br label %30

30:                                               ; preds = %94, %29
  %31 = load i32, i32* %10, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %97

33:                                               ; preds = %30
  %34 = load %struct.u256*, %struct.u256** %5, align 8
  %35 = getelementptr inbounds %struct.u256, %struct.u256* %34, i32 0, i32 0
  %36 = load i32, i32* %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x i64], [4 x i64]* %35, i64 0, i64 %37
  %39 = load i64, i64* %38, align 8
  %40 = load %struct.u256*, %struct.u256** %6, align 8
  %41 = getelementptr inbounds %struct.u256, %struct.u256* %40, i32 0, i32 0
  %42 = load i32, i32* %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x i64], [4 x i64]* %41, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8
  %46 = mul i64 %39, %45
  store i64 %46, i64* %11, align 8
  %47 = load %struct.u256*, %struct.u256** %5, align 8
  %48 = getelementptr inbounds %struct.u256, %struct.u256* %47, i32 0, i32 0
  %49 = load i32, i32* %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x i64], [4 x i64]* %48, i64 0, i64 %50
  %52 = load i64, i64* %51, align 8
  %53 = load %struct.u256*, %struct.u256** %6, align 8
  %54 = getelementptr inbounds %struct.u256, %struct.u256* %53, i32 0, i32 0
  %55 = load i32, i32* %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4 x i64], [4 x i64]* %54, i64 0, i64 %56
  %58 = load i64, i64* %57, align 8
  %59 = call i64 @_Z6mul_himm(i64 noundef %52, i64 noundef %58) #3
  store i64 %59, i64* %12, align 8
  %60 = load i64*, i64** %4, align 8
  %61 = load i32, i32* %8, align 4
  %62 = load i32, i32* %10, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i64, i64* %60, i64 %64
  %66 = load i64, i64* %65, align 8
  %67 = load i64, i64* %11, align 8
  %68 = add i64 %66, %67
  store i64 %68, i64* %13, align 8
  %69 = load i64, i64* %13, align 8
  %70 = load i64, i64* %11, align 8
  %71 = icmp ult i64 %69, %70
  %72 = zext i1 %71 to i32
  %73 = sext i32 %72 to i64
  %74 = load i64, i64* %12, align 8
  %75 = add i64 %74, %73
  store i64 %75, i64* %12, align 8
  %76 = load i64, i64* %9, align 8
  %77 = load i64, i64* %13, align 8
  %78 = add i64 %77, %76
  store i64 %78, i64* %13, align 8
  %79 = load i64, i64* %13, align 8
  %80 = load i64, i64* %9, align 8
  %81 = icmp ult i64 %79, %80
  %82 = zext i1 %81 to i32
  %83 = sext i32 %82 to i64
  %84 = load i64, i64* %12, align 8
  %85 = add i64 %84, %83
  store i64 %85, i64* %12, align 8
  %86 = load i64, i64* %13, align 8
  %87 = load i64*, i64** %4, align 8
  %88 = load i32, i32* %8, align 4
  %89 = load i32, i32* %10, align 4
  %90 = add nsw i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i64, i64* %87, i64 %91
  store i64 %86, i64* %92, align 8
  %93 = load i64, i64* %12, align 8
  store i64 %93, i64* %9, align 8
  br label %94

94:                                               ; preds = %33
  %95 = load i32, i32* %10, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %10, align 4
  br label %30

97:                                               ; preds = %30
  %98 = load i64, i64* %9, align 8
  %99 = load i64*, i64** %4, align 8
  %100 = load i32, i32* %8, align 4
  %101 = add nsw i32 %100, 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i64, i64* %99, i64 %102
  store i64 %98, i64* %103, align 8
  br label %104

104:                                              ; preds = %97
  %105 = load i32, i32* %8, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %8, align 4
  br label %26

107:                                              ; preds = %26
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z6mul_himm(i64 noundef, i64 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local i32 @checked_mul(i64 noundef %0, i64 noundef %1, i64* noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64* %2, i64** %6, align 8
  %7 = load i64, i64* %4, align 8
  %8 = load i64, i64* %5, align 8
  %9 = mul i64 %7, %8
  %10 = load i64*, i64** %6, align 8
  store i64 %9, i64* %10, align 8
  %11 = load i64, i64* %4, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = load i64*, i64** %6, align 8
  %15 = load i64, i64* %14, align 8
  %16 = load i64, i64* %4, align 8
  %17 = udiv i64 %15, %16
  %18 = load i64, i64* %5, align 8
  %19 = icmp ne i64 %17, %18
  br label %20

20:                                               ; preds = %13, %3
  %21 = phi i1 [ false, %3 ], [ %19, %13 ]
  %22 = zext i1 %21 to i32
  ret i32 %22
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lg_bignum(i64 addrspace(1)* noundef %0, i64 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i64 addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca i64 addrspace(1)*, align 8
  %7 = alloca i64 addrspace(1)*, align 8
  %8 = alloca i64 addrspace(1)*, align 8
  %9 = alloca i64 addrspace(1)*, align 8
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.u256, align 8
  %13 = alloca %struct.u256, align 8
  %14 = alloca %struct.u256, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [8 x i64], align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i64 addrspace(1)* %0, i64 addrspace(1)** %6, align 8
  store i64 addrspace(1)* %1, i64 addrspace(1)** %7, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %8, align 8
  store i64 addrspace(1)* %3, i64 addrspace(1)** %9, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %10, align 8
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %29 = trunc i64 %28 to i32
  store i32 %29, i32* %11, align 4
  %30 = load i64 addrspace(1)*, i64 addrspace(1)** %6, align 8
  %31 = load i32, i32* %11, align 4
  %32 = mul nsw i32 4, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i64, i64 addrspace(1)* %30, i64 %33
  %35 = load i32, i32* %11, align 4
  %36 = sext i32 %35 to i64
  %37 = call %struct.u256 @load(i64 addrspace(1)* noundef %34, i64 noundef %36) #4
  %38 = getelementptr inbounds %struct.u256, %struct.u256* %12, i32 0, i32 0
  %39 = extractvalue %struct.u256 %37, 0
  store [4 x i64] %39, [4 x i64]* %38, align 8
  %40 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %41 = load i32, i32* %11, align 4
  %42 = add nsw i32 %41, 5
  %43 = srem i32 %42, 16
  %44 = mul nsw i32 4, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, i64 addrspace(1)* %40, i64 %45
  %47 = load i32, i32* %11, align 4
  %48 = mul nsw i32 3, %47
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = call %struct.u256 @load(i64 addrspace(1)* noundef %46, i64 noundef %50) #4
  %52 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %53 = extractvalue %struct.u256 %51, 0
  store [4 x i64] %53, [4 x i64]* %52, align 8
  %54 = load i32, i32* %11, align 4
  %55 = srem i32 %54, 4
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %57, label %66

57:                                               ; preds = %5
  %58 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %59 = getelementptr inbounds [4 x i64], [4 x i64]* %58, i64 0, i64 3
  store i64 -1, i64* %59, align 8
  %60 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %61 = getelementptr inbounds [4 x i64], [4 x i64]* %60, i64 0, i64 2
  store i64 -1, i64* %61, align 8
  %62 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %63 = getelementptr inbounds [4 x i64], [4 x i64]* %62, i64 0, i64 1
  store i64 -1, i64* %63, align 8
  %64 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %65 = getelementptr inbounds [4 x i64], [4 x i64]* %64, i64 0, i64 0
  store i64 -1, i64* %65, align 8
  br label %66

66:                                               ; preds = %57, %5
  %67 = call i32 @add256(%struct.u256* noundef %14, %struct.u256* noundef %12, %struct.u256* noundef %13) #4
  store i32 %67, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %68

68:                                               ; preds = %84, %66
  %69 = load i32, i32* %16, align 4
  %70 = icmp slt i32 %69, 4
  br i1 %70, label %71, label %87

71:                                               ; preds = %68
  %72 = getelementptr inbounds %struct.u256, %struct.u256* %14, i32 0, i32 0
  %73 = load i32, i32* %16, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [4 x i64], [4 x i64]* %72, i64 0, i64 %74
  %76 = load i64, i64* %75, align 8
  %77 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %78 = load i32, i32* %11, align 4
  %79 = mul nsw i32 4, %78
  %80 = load i32, i32* %16, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i64, i64 addrspace(1)* %77, i64 %82
  store i64 %76, i64 addrspace(1)* %83, align 8
  br label %84

84:                                               ; preds = %71
  %85 = load i32, i32* %16, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %16, align 4
  br label %68

87:                                               ; preds = %68
  %88 = getelementptr inbounds [8 x i64], [8 x i64]* %17, i64 0, i64 0
  call void @mul256(i64* noundef %88, %struct.u256* noundef %12, %struct.u256* noundef %13) #4
  store i64 0, i64* %18, align 8
  store i32 0, i32* %19, align 4
  br label %89

89:                                               ; preds = %137, %87
  %90 = load i32, i32* %19, align 4
  %91 = icmp slt i32 %90, 4
  br i1 %91, label %92, label %140

92:                                               ; preds = %89
  %93 = load i32, i32* %19, align 4
  %94 = add nsw i32 4, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [8 x i64], [8 x i64]* %17, i64 0, i64 %95
  %97 = load i64, i64* %96, align 8
  %98 = mul i64 %97, 4294968273
  store i64 %98, i64* %20, align 8
  %99 = load i32, i32* %19, align 4
  %100 = add nsw i32 4, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x i64], [8 x i64]* %17, i64 0, i64 %101
  %103 = load i64, i64* %102, align 8
  %104 = call i64 @_Z6mul_himm(i64 noundef %103, i64 noundef 4294968273) #3
  store i64 %104, i64* %21, align 8
  %105 = load i32, i32* %19, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [8 x i64], [8 x i64]* %17, i64 0, i64 %106
  %108 = load i64, i64* %107, align 8
  %109 = load i64, i64* %20, align 8
  %110 = add i64 %108, %109
  store i64 %110, i64* %22, align 8
  %111 = load i64, i64* %22, align 8
  %112 = load i64, i64* %20, align 8
  %113 = icmp ult i64 %111, %112
  %114 = zext i1 %113 to i32
  %115 = sext i32 %114 to i64
  %116 = load i64, i64* %21, align 8
  %117 = add i64 %116, %115
  store i64 %117, i64* %21, align 8
  %118 = load i64, i64* %18, align 8
  %119 = load i64, i64* %22, align 8
  %120 = add i64 %119, %118
  store i64 %120, i64* %22, align 8
  %121 = load i64, i64* %22, align 8
  %122 = load i64, i64* %18, align 8
  %123 = icmp ult i64 %121, %122
  %124 = zext i1 %123 to i32
  %125 = sext i32 %124 to i64
  %126 = load i64, i64* %21, align 8
  %127 = add i64 %126, %125
  store i64 %127, i64* %21, align 8
  %128 = load i64, i64* %22, align 8
  %129 = load i64 addrspace(1)*, i64 addrspace(1)** %9, align 8
  %130 = load i32, i32* %11, align 4
  %131 = mul nsw i32 8, %130
  %132 = load i32, i32* %19, align 4
  %133 = add nsw i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i64, i64 addrspace(1)* %129, i64 %134
  store i64 %128, i64 addrspace(1)* %135, align 8
  %136 = load i64, i64* %21, align 8
  store i64 %136, i64* %18, align 8
  br label %137

137:                                              ; preds = %92
  %138 = load i32, i32* %19, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, i32* %19, align 4
  br label %89

140:                                              ; preds = %89
  store i32 0, i32* %23, align 4
  br label %141

141:                                              ; preds = %160, %140
  %142 = load i32, i32* %23, align 4
  %143 = icmp slt i32 %142, 4
  br i1 %143, label %144, label %163

144:                                              ; preds = %141
  %145 = load i32, i32* %23, align 4
  %146 = add nsw i32 4, %145
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [8 x i64], [8 x i64]* %17, i64 0, i64 %147
  %149 = load i64, i64* %148, align 8
  %150 = load i64, i64* %18, align 8
  %151 = xor i64 %149, %150
  %152 = load i64 addrspace(1)*, i64 addrspace(1)** %9, align 8
  %153 = load i32, i32* %11, align 4
  %154 = mul nsw i32 8, %153
  %155 = add nsw i32 %154, 4
  %156 = load i32, i32* %23, align 4
  %157 = add nsw i32 %155, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i64, i64 addrspace(1)* %152, i64 %158
  store i64 %151, i64 addrspace(1)* %159, align 8
  br label %160

160:                                              ; preds = %144
  %161 = load i32, i32* %23, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %23, align 4
  br label %141

163:                                              ; preds = %141
  %164 = getelementptr inbounds %struct.u256, %struct.u256* %12, i32 0, i32 0
  %165 = getelementptr inbounds [4 x i64], [4 x i64]* %164, i64 0, i64 0
  %166 = load i64, i64* %165, align 8
  %167 = load i32, i32* %11, align 4
  %168 = srem i32 %167, 40
  %169 = zext i32 %168 to i64
  %170 = and i64 %169, 63
  %171 = lshr i64 %166, %170
  %172 = getelementptr inbounds %struct.u256, %struct.u256* %13, i32 0, i32 0
  %173 = getelementptr inbounds [4 x i64], [4 x i64]* %172, i64 0, i64 1
  %174 = load i64, i64* %173, align 8
  %175 = load i32, i32* %11, align 4
  %176 = mul nsw i32 3, %175
  %177 = srem i32 %176, 50
  %178 = zext i32 %177 to i64
  %179 = and i64 %178, 63
  %180 = lshr i64 %174, %179
  %181 = call i32 @checked_mul(i64 noundef %171, i64 noundef %180, i64* noundef %24) #4
  store i32 %181, i32* %25, align 4
  %182 = load i64, i64* %24, align 8
  %183 = trunc i64 %182 to i32
  store i32 %183, i32* %26, align 4
  %184 = load i64, i64* %24, align 8
  %185 = lshr i64 %184, 32
  %186 = trunc i64 %185 to i32
  store i32 %186, i32* %27, align 4
  %187 = load i32, i32* %15, align 4
  %188 = load i32, i32* %25, align 4
  %189 = mul i32 2, %188
  %190 = add i32 %187, %189
  %191 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %192 = load i32, i32* %11, align 4
  %193 = mul nsw i32 2, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i32, i32 addrspace(1)* %191, i64 %194
  store i32 %190, i32 addrspace(1)* %195, align 4
  %196 = load i32, i32* %26, align 4
  %197 = load i32, i32* %27, align 4
  %198 = call i64 @_Z8upsamplejj(i32 noundef %196, i32 noundef %197) #3
  %199 = lshr i64 %198, 17
  %200 = trunc i64 %199 to i32
  %201 = load i64, i64* %18, align 8
  %202 = trunc i64 %201 to i32
  %203 = xor i32 %200, %202
  %204 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8
  %205 = load i32, i32* %11, align 4
  %206 = mul nsw i32 2, %205
  %207 = add nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i32, i32 addrspace(1)* %204, i64 %208
  store i32 %203, i32 addrspace(1)* %209, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z8upsamplejj(i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i32 addrspace(1)*)* @lg_bignum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"ulong*", !"ulong*", !"ulong*", !"ulong*", !"uint*"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{!"xs", !"ys", !"sum", !"prod", !"flags"}
