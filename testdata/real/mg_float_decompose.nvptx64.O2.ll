; simtc:launch grid=1 block=16 warp=16 vals=float32[16]:iota out=int32[272] shift=3
; simtc:expect out=[2139095040,0,2139095040,0,2139095040,0,2139095040,2147483647,2143289344,0,2139169605,2139095039,-1077936128,2139095040,-42,-14,-527326592,-8388608,0,-8388608,-2147483648,-8388608,-2147483648,-8388608,2147483647,2143289344,0,-2130706433,-8388609,-1069547520,2139095040,-21,-14,2130706432,2143289344,0,2143289344,2143289344,2143289344,2143289344,2143289344,2147483647,2143289344,0,0,2143289344,-1073741824,2143289344,-42,-14,1681915904,-2147483648,0,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,0,1077280768,0,-1069547520,-8388608,-112,284,2139095040,0,0,0,0,0,0,0,-2147483648,0,0,-1073610752,0,1077936128,-8388608,-134,203,-8388608,1058120320,-132,596520,74565,0,74565,0,-133,74565,0,-1080220859,74564,1077936128,-1023082496,-182,121,-8388608,1065353215,128,2139095040,0,2139095039,0,2139095039,127,0,0,-1045430273,2139095038,-1077936129,1123942400,-409,-14,872415231,-1090519040,-125,-2113929216,-2139095040,-2147483648,1065353215,-1082130432,-126,-2139095040,0,-1102053376,-2139095041,-1069547520,-1023672320,530,40,-8388608,-1086980096,2,-1045037056,-1084751872,-1073741824,1042284544,-1069547520,1,1059586048,-2,-5636096,-1070202881,-1069547520,1065353216,-4001,-1107,-8388607,-1090387968,2,-1048444928,-1124073472,-1073741824,1064828928,-1069547520,1,-1097859072,-1,-2147483648,-1073610753,-1069547520,1065353216,-3107,-979,-8388607,-1088684032,1,-1055129600,-1101004800,-1082130432,1061683200,-1073741824,0,1057488896,-1,-5636096,-1080295425,-1069547520,0,-2129,-759,-8388607,-1085276160,-1,-1068498944,-1093664768,-2147483648,1058537472,-1082130432,-2,-1093664768,0,-1051721728,-1093664769,-1069547520,-1073741824,-1153,-747,-8388608,1062207488,-1,1078984704,1053818880,0,1053818880,0,-2,1053818880,0,-1051721728,1053818879,1077936128,-1073741824,1776,733,-8388608,1058799616,1,1092354048,1046478848,1065353216,1046478848,1065353216,0,-1089994752,1,0,1067188223,2124414976,0,3368,1061,2143289345,1057095680,2,1099038720,1023410176,1073741824,1023410176,1073741824,1,1049624576,1,-1073610752,1073872895,2143551488,1065353216,4701,1469,-2147483647,1060503552,2,1102446592,1062731776,1073741824,1062731776,1073741824,1,-1087897600,2,1077280768,1077280767,-2144600064,1065353216,5924,1700,1]
; ModuleID = 'mg_float_decompose.cl'
source_filename = "mg_float_decompose.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.split_t = type { float, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_float_decompose(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca %struct.split_t, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  switch i32 %9, label %19 [
    i32 0, label %26
    i32 1, label %12
    i32 2, label %13
    i32 3, label %14
    i32 4, label %15
    i32 5, label %16
    i32 6, label %17
    i32 7, label %18
  ]

12:                                               ; preds = %3
  br label %26

13:                                               ; preds = %3
  br label %26

14:                                               ; preds = %3
  br label %26

15:                                               ; preds = %3
  br label %26

16:                                               ; preds = %3
  br label %26

17:                                               ; preds = %3
  br label %26

18:                                               ; preds = %3
  br label %26

19:                                               ; preds = %3
  %20 = shl i64 %8, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds float, float addrspace(1)* %0, i64 %21
  %23 = load float, float addrspace(1)* %22, align 4, !tbaa !10
  %24 = fadd float %23, -1.150000e+01
  %25 = fmul float %24, 8.125000e-01
  br label %26

26:                                               ; preds = %3, %12, %13, %14, %15, %16, %17, %18, %19
  %27 = phi float [ %25, %19 ], [ 0xB810000000000000, %18 ], [ 0x47EFFFFFE0000000, %17 ], [ 0x37A2345000000000, %16 ], [ 0.000000e+00, %15 ], [ -0.000000e+00, %14 ], [ 0x7FF8000000000000, %13 ], [ 0xFFF0000000000000, %12 ], [ 0x7FF0000000000000, %3 ]
  %28 = add nsw i32 %9, 5
  %29 = srem i32 %28, %11
  switch i32 %29, label %37 [
    i32 0, label %43
    i32 1, label %30
    i32 2, label %31
    i32 3, label %32
    i32 4, label %33
    i32 5, label %34
    i32 6, label %35
    i32 7, label %36
  ]

30:                                               ; preds = %26
  br label %43

31:                                               ; preds = %26
  br label %43

32:                                               ; preds = %26
  br label %43

33:                                               ; preds = %26
  br label %43

34:                                               ; preds = %26
  br label %43

35:                                               ; preds = %26
  br label %43

36:                                               ; preds = %26
  br label %43

37:                                               ; preds = %26
  %38 = sext i32 %29 to i64
  %39 = getelementptr inbounds float, float addrspace(1)* %0, i64 %38
  %40 = load float, float addrspace(1)* %39, align 4, !tbaa !10
  %41 = fadd float %40, -1.150000e+01
  %42 = fmul float %41, 8.125000e-01
  br label %43

43:                                               ; preds = %26, %30, %31, %32, %33, %34, %35, %36, %37
  %44 = phi float [ %42, %37 ], [ 0xB810000000000000, %36 ], [ 0x47EFFFFFE0000000, %35 ], [ 0x37A2345000000000, %34 ], [ 0.000000e+00, %33 ], [ -0.000000e+00, %32 ], [ 0x7FF8000000000000, %31 ], [ 0xFFF0000000000000, %30 ], [ 0x7FF0000000000000, %26 ]
  %45 = mul i64 %8, 73014444032
  %46 = ashr exact i64 %45, 32
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %46
  %48 = bitcast %struct.split_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %48)
  %49 = getelementptr inbounds %struct.split_t, %struct.split_t* %4, i64 0, i32 1
  %50 = call float @_Z5frexpfPi(float noundef %27, i32* noundef nonnull %49) #5
  %51 = load i32, i32* %49, align 4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %48)
  %52 = fcmp uno float %50, 0.000000e+00
  %53 = bitcast float %50 to i32
  %54 = select i1 %52, i32 2143289344, i32 %53
  store i32 %54, i32 addrspace(1)* %47, align 4, !tbaa !14
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 1
  store i32 %51, i32 addrspace(1)* %55, align 4, !tbaa !14
  %56 = add nsw i32 %51, %2
  %57 = call float @_Z5ldexpfi(float noundef %50, i32 noundef %56) #4
  %58 = fcmp uno float %57, 0.000000e+00
  %59 = bitcast float %57 to i32
  %60 = select i1 %58, i32 2143289344, i32 %59
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 2
  store i32 %60, i32 addrspace(1)* %61, align 4, !tbaa !14
  %62 = bitcast float* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %62) #6
  %63 = bitcast float* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %63) #6
  %64 = call float @_Z4modffPf(float noundef %27, float* noundef nonnull %5) #5
  %65 = fcmp uno float %64, 0.000000e+00
  %66 = bitcast float %64 to i32
  %67 = select i1 %65, i32 2143289344, i32 %66
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 3
  store i32 %67, i32 addrspace(1)* %68, align 4, !tbaa !14
  %69 = load float, float* %5, align 4, !tbaa !10
  %70 = fcmp uno float %69, 0.000000e+00
  %71 = bitcast float %69 to i32
  %72 = select i1 %70, i32 2143289344, i32 %71
  %73 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 4
  store i32 %72, i32 addrspace(1)* %73, align 4, !tbaa !14
  %74 = call float @_Z5fractfPf(float noundef %27, float* noundef nonnull %6) #5
  %75 = fcmp uno float %74, 0.000000e+00
  %76 = bitcast float %74 to i32
  %77 = select i1 %75, i32 2143289344, i32 %76
  %78 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 5
  store i32 %77, i32 addrspace(1)* %78, align 4, !tbaa !14
  %79 = load float, float* %6, align 4, !tbaa !10
  %80 = fcmp uno float %79, 0.000000e+00
  %81 = bitcast float %79 to i32
  %82 = select i1 %80, i32 2143289344, i32 %81
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 6
  store i32 %82, i32 addrspace(1)* %83, align 4, !tbaa !14
  %84 = call i32 @_Z5ilogbf(float noundef %27) #4
  %85 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 7
  store i32 %84, i32 addrspace(1)* %85, align 4, !tbaa !14
  %86 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %86) #6
  store i32 0, i32* %7, align 4, !tbaa !14
  %87 = call float @_Z6remquoffPi(float noundef %27, float noundef 1.750000e+00, i32* noundef nonnull %7) #5
  %88 = fcmp uno float %87, 0.000000e+00
  %89 = bitcast float %87 to i32
  %90 = select i1 %88, i32 2143289344, i32 %89
  %91 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 8
  store i32 %90, i32 addrspace(1)* %91, align 4, !tbaa !14
  %92 = load i32, i32* %7, align 4, !tbaa !14
  %93 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 9
  store i32 %92, i32 addrspace(1)* %93, align 4, !tbaa !14
  %94 = call float @_Z6minmagff(float noundef %27, float noundef %44) #4
  %95 = fcmp uno float %94, 0.000000e+00
  %96 = bitcast float %94 to i32
  %97 = select i1 %95, i32 2143289344, i32 %96
  %98 = call float @_Z6maxmagff(float noundef %27, float noundef %44) #4
  %99 = fcmp uno float %98, 0.000000e+00
  %100 = bitcast float %98 to i32
  %101 = select i1 %99, i32 2143289344, i32 %100
  %102 = xor i32 %101, %97
  %103 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 10
  store i32 %102, i32 addrspace(1)* %103, align 4, !tbaa !14
  %104 = call float @_Z9nextafterff(float noundef %27, float noundef 0.000000e+00) #4
  %105 = fcmp uno float %104, 0.000000e+00
  %106 = bitcast float %104 to i32
  %107 = select i1 %105, i32 2143289344, i32 %106
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 11
  store i32 %107, i32 addrspace(1)* %108, align 4, !tbaa !14
  %109 = call float @_Z8copysignff(float noundef 3.000000e+00, float noundef %27) #4
  %110 = fcmp uno float %109, 0.000000e+00
  %111 = bitcast float %109 to i32
  %112 = select i1 %110, i32 2143289344, i32 %111
  %113 = call float @_Z4fdimff(float noundef %27, float noundef 1.000000e+00) #4
  %114 = fcmp uno float %113, 0.000000e+00
  %115 = bitcast float %113 to i32
  %116 = select i1 %114, i32 2143289344, i32 %115
  %117 = add nsw i32 %116, %112
  %118 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 12
  store i32 %117, i32 addrspace(1)* %118, align 4, !tbaa !14
  %119 = call float @_Z4logbf(float noundef %27) #4
  %120 = fcmp uno float %119, 0.000000e+00
  %121 = bitcast float %119 to i32
  %122 = select i1 %120, i32 2143289344, i32 %121
  %123 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 13
  store i32 %122, i32 addrspace(1)* %123, align 4, !tbaa !14
  %124 = call float @_Z5rootnfi(float noundef %27, i32 noundef 1) #4
  %125 = fmul float %124, 1.000000e+03
  %126 = call float @_Z4fabsf(float noundef %125) #4
  %127 = fcmp ole float %126, 2.000000e+09
  %128 = fptosi float %125 to i32
  %129 = select i1 %127, i32 %128, i32 -7
  %130 = call float @_Z5rootnfi(float noundef %44, i32 noundef -1) #4
  %131 = fmul float %130, 1.000000e+02
  %132 = call float @_Z4fabsf(float noundef %131) #4
  %133 = fcmp ole float %132, 2.000000e+09
  %134 = fptosi float %131 to i32
  %135 = select i1 %133, i32 %134, i32 -7
  %136 = add nsw i32 %129, %135
  %137 = call float @_Z5rootnfi(float noundef %27, i32 noundef 2) #4
  %138 = fmul float %137, 1.000000e+03
  %139 = call float @_Z4fabsf(float noundef %138) #4
  %140 = fcmp ole float %139, 2.000000e+09
  %141 = fptosi float %138 to i32
  %142 = select i1 %140, i32 %141, i32 -7
  %143 = add nsw i32 %142, %136
  %144 = call float @_Z5rootnfi(float noundef %44, i32 noundef -2) #4
  %145 = fmul float %144, 1.000000e+02
  %146 = call float @_Z4fabsf(float noundef %145) #4
  %147 = fcmp ole float %146, 2.000000e+09
  %148 = fptosi float %145 to i32
  %149 = select i1 %147, i32 %148, i32 -7
  %150 = add nsw i32 %143, %149
  %151 = call float @_Z5rootnfi(float noundef %27, i32 noundef 3) #4
  %152 = fmul float %151, 1.000000e+03
  %153 = call float @_Z4fabsf(float noundef %152) #4
  %154 = fcmp ole float %153, 2.000000e+09
  %155 = fptosi float %152 to i32
  %156 = select i1 %154, i32 %155, i32 -7
  %157 = add nsw i32 %156, %150
  %158 = call float @_Z5rootnfi(float noundef %44, i32 noundef -3) #4
  %159 = fmul float %158, 1.000000e+02
  %160 = call float @_Z4fabsf(float noundef %159) #4
  %161 = fcmp ole float %160, 2.000000e+09
  %162 = fptosi float %159 to i32
  %163 = select i1 %161, i32 %162, i32 -7
  %164 = add nsw i32 %157, %163
  %165 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 14
  store i32 %164, i32 addrspace(1)* %165, align 4, !tbaa !14
  %166 = call float @_Z5hypotff(float noundef %27, float noundef %44) #4
  %167 = fmul float %166, 1.000000e+02
  %168 = call float @_Z4fabsf(float noundef %167) #4
  %169 = fcmp ole float %168, 2.000000e+09
  %170 = fptosi float %167 to i32
  %171 = select i1 %169, i32 %170, i32 -7
  %172 = call float @_Z4cbrtf(float noundef %27) #4
  %173 = fmul float %172, 1.000000e+03
  %174 = call float @_Z4fabsf(float noundef %173) #4
  %175 = fcmp ole float %174, 2.000000e+09
  %176 = fptosi float %173 to i32
  %177 = select i1 %175, i32 %176, i32 -7
  %178 = add nsw i32 %177, %171
  %179 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 15
  store i32 %178, i32 addrspace(1)* %179, align 4, !tbaa !14
  %180 = mul i32 %2, -50
  %181 = call float @_Z5ldexpfi(float noundef %27, i32 noundef %180) #4
  %182 = fcmp uno float %181, 0.000000e+00
  %183 = bitcast float %181 to i32
  %184 = select i1 %182, i32 2143289344, i32 %183
  %185 = call float @_Z5ldexpfi(float noundef %44, i32 noundef 200) #4
  %186 = fcmp uno float %185, 0.000000e+00
  %187 = bitcast float %185 to i32
  %188 = select i1 %186, i32 2143289344, i32 %187
  %189 = add nsw i32 %188, %184
  %190 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 16
  store i32 %189, i32 addrspace(1)* %190, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %86) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %63) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %62) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5ldexpfi(float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z4modffPf(float noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local float @_Z5fractfPf(float noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z5ilogbf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z6remquoffPi(float noundef, float noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6minmagff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6maxmagff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z9nextafterff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z8copysignff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fdimff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4logbf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5rootnfi(float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z5hypotff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4cbrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z5frexpfPi(float noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, i32)* @mg_float_decompose, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!"vals", !"out", !"shift"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
