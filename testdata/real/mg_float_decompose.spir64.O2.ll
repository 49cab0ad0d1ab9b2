; simtc:launch grid=1 block=16 warp=16 vals=float32[16]:iota out=int32[272] shift=3
; simtc:expect out=[2139095040,0,2139095040,0,2139095040,0,2139095040,2147483647,2143289344,0,2139169605,2139095039,-1077936128,2139095040,-42,-14,-527326592,-8388608,0,-8388608,-2147483648,-8388608,-2147483648,-8388608,2147483647,2143289344,0,-2130706433,-8388609,-1069547520,2139095040,-21,-14,2130706432,2143289344,0,2143289344,2143289344,2143289344,2143289344,2143289344,2147483647,2143289344,0,0,2143289344,-1073741824,2143289344,-42,-14,1681915904,-2147483648,0,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,0,1077280768,0,-1069547520,-8388608,-112,284,2139095040,0,0,0,0,0,0,0,-2147483648,0,0,-1073610752,0,1077936128,-8388608,-134,203,-8388608,1058120320,-132,596520,74565,0,74565,0,-133,74565,0,-1080220859,74564,1077936128,-1023082496,-182,121,-8388608,1065353215,128,2139095040,0,2139095039,0,2139095039,127,0,0,-1045430273,2139095038,-1077936129,1123942400,-409,-14,872415231,-1090519040,-125,-2113929216,-2139095040,-2147483648,1065353215,-1082130432,-126,-2139095040,0,-1102053376,-2139095041,-1069547520,-1023672320,530,40,-8388608,-1086980096,2,-1045037056,-1084751872,-1073741824,1042284544,-1069547520,1,1059586048,-2,-5636096,-1070202881,-1069547520,1065353216,-4001,-1107,-8388607,-1090387968,2,-1048444928,-1124073472,-1073741824,1064828928,-1069547520,1,-1097859072,-1,-2147483648,-1073610753,-1069547520,1065353216,-3107,-979,-8388607,-1088684032,1,-1055129600,-1101004800,-1082130432,1061683200,-1073741824,0,1057488896,-1,-5636096,-1080295425,-1069547520,0,-2129,-759,-8388607,-1085276160,-1,-1068498944,-1093664768,-2147483648,1058537472,-1082130432,-2,-1093664768,0,-1051721728,-1093664769,-1069547520,-1073741824,-1153,-747,-8388608,1062207488,-1,1078984704,1053818880,0,1053818880,0,-2,1053818880,0,-1051721728,1053818879,1077936128,-1073741824,1776,733,-8388608,1058799616,1,1092354048,1046478848,1065353216,1046478848,1065353216,0,-1089994752,1,0,1067188223,2124414976,0,3368,1061,2143289345,1057095680,2,1099038720,1023410176,1073741824,1023410176,1073741824,1,1049624576,1,-1073610752,1073872895,2143551488,1065353216,4701,1469,-2147483647,1060503552,2,1102446592,1062731776,1073741824,1062731776,1073741824,1,-1087897600,2,1077280768,1077280767,-2144600064,1065353216,5924,1700,1]
; ModuleID = 'mg_float_decompose.cl'
source_filename = "mg_float_decompose.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.split_t = type { float, i32 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @mg_float_decompose(float addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca %struct.split_t, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  switch i32 %9, label %19 [
    i32 0, label %25
    i32 1, label %12
    i32 2, label %13
    i32 3, label %14
    i32 4, label %15
    i32 5, label %16
    i32 6, label %17
    i32 7, label %18
  ]

12:                                               ; preds = %3
  br label %25

13:                                               ; preds = %3
  br label %25

14:                                               ; preds = %3
  br label %25

15:                                               ; preds = %3
  br label %25

16:                                               ; preds = %3
  br label %25

17:                                               ; preds = %3
  br label %25

18:                                               ; preds = %3
  br label %25

19:                                               ; preds = %3
  %20 = sext i32 %9 to i64
  %21 = getelementptr inbounds float, float addrspace(1)* %0, i64 %20
  %22 = load float, float addrspace(1)* %21, align 4, !tbaa !9
  %23 = fadd float %22, -1.150000e+01
  %24 = fmul float %23, 8.125000e-01
  br label %25

25:                                               ; preds = %3, %12, %13, %14, %15, %16, %17, %18, %19
  %26 = phi float [ %24, %19 ], [ 0xB810000000000000, %18 ], [ 0x47EFFFFFE0000000, %17 ], [ 0x37A2345000000000, %16 ], [ 0.000000e+00, %15 ], [ -0.000000e+00, %14 ], [ 0x7FF8000000000000, %13 ], [ 0xFFF0000000000000, %12 ], [ 0x7FF0000000000000, %3 ]
  %27 = add nsw i32 %9, 5
  %28 = srem i32 %27, %11
  switch i32 %28, label %36 [
    i32 0, label %42
    i32 1, label %29
    i32 2, label %30
    i32 3, label %31
    i32 4, label %32
    i32 5, label %33
    i32 6, label %34
    i32 7, label %35
  ]

29:                                               ; preds = %25
  br label %42

30:                                               ; preds = %25
  br label %42

31:                                               ; preds = %25
  br label %42

32:                                               ; preds = %25
  br label %42

33:                                               ; preds = %25
  br label %42

34:                                               ; preds = %25
  br label %42

35:                                               ; preds = %25
  br label %42

36:                                               ; preds = %25
  %37 = sext i32 %28 to i64
  %38 = getelementptr inbounds float, float addrspace(1)* %0, i64 %37
  %39 = load float, float addrspace(1)* %38, align 4, !tbaa !9
  %40 = fadd float %39, -1.150000e+01
  %41 = fmul float %40, 8.125000e-01
  br label %42

42:                                               ; preds = %25, %29, %30, %31, %32, %33, %34, %35, %36
  %43 = phi float [ %41, %36 ], [ 0xB810000000000000, %35 ], [ 0x47EFFFFFE0000000, %34 ], [ 0x37A2345000000000, %33 ], [ 0.000000e+00, %32 ], [ -0.000000e+00, %31 ], [ 0x7FF8000000000000, %30 ], [ 0xFFF0000000000000, %29 ], [ 0x7FF0000000000000, %25 ]
  %44 = mul nsw i32 %9, 17
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %45
  %47 = bitcast %struct.split_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %47) #5
  %48 = getelementptr inbounds %struct.split_t, %struct.split_t* %4, i64 0, i32 1
  %49 = addrspacecast i32* %48 to i32 addrspace(4)*
  %50 = call spir_func float @_Z5frexpfPU3AS4i(float noundef %26, i32 addrspace(4)* noundef %49) #6
  %51 = getelementptr inbounds %struct.split_t, %struct.split_t* %4, i64 0, i32 0
  store float %50, float* %51, align 4, !tbaa !13, !alias.scope !16
  %52 = fcmp uno float %50, 0.000000e+00
  %53 = bitcast float %50 to i32
  %54 = select i1 %52, i32 2143289344, i32 %53
  store i32 %54, i32 addrspace(1)* %46, align 4, !tbaa !19
  %55 = load i32, i32* %48, align 4, !tbaa !20
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 1
  store i32 %55, i32 addrspace(1)* %56, align 4, !tbaa !19
  %57 = add nsw i32 %55, %2
  %58 = call spir_func float @_Z5ldexpfi(float noundef %50, i32 noundef %57) #4
  %59 = fcmp uno float %58, 0.000000e+00
  %60 = bitcast float %58 to i32
  %61 = select i1 %59, i32 2143289344, i32 %60
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 2
  store i32 %61, i32 addrspace(1)* %62, align 4, !tbaa !19
  %63 = bitcast float* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %63) #5
  %64 = bitcast float* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %64) #5
  %65 = addrspacecast float* %5 to float addrspace(4)*
  %66 = call spir_func float @_Z4modffPU3AS4f(float noundef %26, float addrspace(4)* noundef %65) #6
  %67 = fcmp uno float %66, 0.000000e+00
  %68 = bitcast float %66 to i32
  %69 = select i1 %67, i32 2143289344, i32 %68
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 3
  store i32 %69, i32 addrspace(1)* %70, align 4, !tbaa !19
  %71 = load float, float* %5, align 4, !tbaa !9
  %72 = fcmp uno float %71, 0.000000e+00
  %73 = bitcast float %71 to i32
  %74 = select i1 %72, i32 2143289344, i32 %73
  %75 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 4
  store i32 %74, i32 addrspace(1)* %75, align 4, !tbaa !19
  %76 = addrspacecast float* %6 to float addrspace(4)*
  %77 = call spir_func float @_Z5fractfPU3AS4f(float noundef %26, float addrspace(4)* noundef %76) #6
  %78 = fcmp uno float %77, 0.000000e+00
  %79 = bitcast float %77 to i32
  %80 = select i1 %78, i32 2143289344, i32 %79
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 5
  store i32 %80, i32 addrspace(1)* %81, align 4, !tbaa !19
  %82 = load float, float* %6, align 4, !tbaa !9
  %83 = fcmp uno float %82, 0.000000e+00
  %84 = bitcast float %82 to i32
  %85 = select i1 %83, i32 2143289344, i32 %84
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 6
  store i32 %85, i32 addrspace(1)* %86, align 4, !tbaa !19
  %87 = call spir_func i32 @_Z5ilogbf(float noundef %26) #4
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 7
  store i32 %87, i32 addrspace(1)* %88, align 4, !tbaa !19
  %89 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %89) #5
  store i32 0, i32* %7, align 4, !tbaa !19
  %90 = addrspacecast i32* %7 to i32 addrspace(4)*
  %91 = call spir_func float @_Z6remquoffPU3AS4i(float noundef %26, float noundef 1.750000e+00, i32 addrspace(4)* noundef %90) #6
  %92 = fcmp uno float %91, 0.000000e+00
  %93 = bitcast float %91 to i32
  %94 = select i1 %92, i32 2143289344, i32 %93
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 8
  store i32 %94, i32 addrspace(1)* %95, align 4, !tbaa !19
  %96 = load i32, i32* %7, align 4, !tbaa !19
  %97 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 9
  store i32 %96, i32 addrspace(1)* %97, align 4, !tbaa !19
  %98 = call spir_func float @_Z6minmagff(float noundef %26, float noundef %43) #4
  %99 = fcmp uno float %98, 0.000000e+00
  %100 = bitcast float %98 to i32
  %101 = select i1 %99, i32 2143289344, i32 %100
  %102 = call spir_func float @_Z6maxmagff(float noundef %26, float noundef %43) #4
  %103 = fcmp uno float %102, 0.000000e+00
  %104 = bitcast float %102 to i32
  %105 = select i1 %103, i32 2143289344, i32 %104
  %106 = xor i32 %105, %101
  %107 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 10
  store i32 %106, i32 addrspace(1)* %107, align 4, !tbaa !19
  %108 = call spir_func float @_Z9nextafterff(float noundef %26, float noundef 0.000000e+00) #4
  %109 = fcmp uno float %108, 0.000000e+00
  %110 = bitcast float %108 to i32
  %111 = select i1 %109, i32 2143289344, i32 %110
  %112 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 11
  store i32 %111, i32 addrspace(1)* %112, align 4, !tbaa !19
  %113 = call spir_func float @_Z8copysignff(float noundef 3.000000e+00, float noundef %26) #4
  %114 = fcmp uno float %113, 0.000000e+00
  %115 = bitcast float %113 to i32
  %116 = select i1 %114, i32 2143289344, i32 %115
  %117 = call spir_func float @_Z4fdimff(float noundef %26, float noundef 1.000000e+00) #4
  %118 = fcmp uno float %117, 0.000000e+00
  %119 = bitcast float %117 to i32
  %120 = select i1 %118, i32 2143289344, i32 %119
  %121 = add nsw i32 %120, %116
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 12
  store i32 %121, i32 addrspace(1)* %122, align 4, !tbaa !19
  %123 = call spir_func float @_Z4logbf(float noundef %26) #4
  %124 = fcmp uno float %123, 0.000000e+00
  %125 = bitcast float %123 to i32
  %126 = select i1 %124, i32 2143289344, i32 %125
  %127 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 13
  store i32 %126, i32 addrspace(1)* %127, align 4, !tbaa !19
  %128 = call spir_func float @_Z5rootnfi(float noundef %26, i32 noundef 1) #4
  %129 = fmul float %128, 1.000000e+03
  %130 = call spir_func float @_Z4fabsf(float noundef %129) #4
  %131 = fcmp ole float %130, 2.000000e+09
  %132 = fptosi float %129 to i32
  %133 = select i1 %131, i32 %132, i32 -7
  %134 = call spir_func float @_Z5rootnfi(float noundef %43, i32 noundef -1) #4
  %135 = fmul float %134, 1.000000e+02
  %136 = call spir_func float @_Z4fabsf(float noundef %135) #4
  %137 = fcmp ole float %136, 2.000000e+09
  %138 = fptosi float %135 to i32
  %139 = select i1 %137, i32 %138, i32 -7
  %140 = add nsw i32 %133, %139
  %141 = call spir_func float @_Z5rootnfi(float noundef %26, i32 noundef 2) #4
  %142 = fmul float %141, 1.000000e+03
  %143 = call spir_func float @_Z4fabsf(float noundef %142) #4
  %144 = fcmp ole float %143, 2.000000e+09
  %145 = fptosi float %142 to i32
  %146 = select i1 %144, i32 %145, i32 -7
  %147 = add nsw i32 %146, %140
  %148 = call spir_func float @_Z5rootnfi(float noundef %43, i32 noundef -2) #4
  %149 = fmul float %148, 1.000000e+02
  %150 = call spir_func float @_Z4fabsf(float noundef %149) #4
  %151 = fcmp ole float %150, 2.000000e+09
  %152 = fptosi float %149 to i32
  %153 = select i1 %151, i32 %152, i32 -7
  %154 = add nsw i32 %147, %153
  %155 = call spir_func float @_Z5rootnfi(float noundef %26, i32 noundef 3) #4
  %156 = fmul float %155, 1.000000e+03
  %157 = call spir_func float @_Z4fabsf(float noundef %156) #4
  %158 = fcmp ole float %157, 2.000000e+09
  %159 = fptosi float %156 to i32
  %160 = select i1 %158, i32 %159, i32 -7
  %161 = add nsw i32 %160, %154
  %162 = call spir_func float @_Z5rootnfi(float noundef %43, i32 noundef -3) #4
  %163 = fmul float %162, 1.000000e+02
  %164 = call spir_func float @_Z4fabsf(float noundef %163) #4
  %165 = fcmp ole float %164, 2.000000e+09
  %166 = fptosi float %163 to i32
  %167 = select i1 %165, i32 %166, i32 -7
  %168 = add nsw i32 %161, %167
  %169 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 14
  store i32 %168, i32 addrspace(1)* %169, align 4, !tbaa !19
  %170 = call spir_func float @_Z5hypotff(float noundef %26, float noundef %43) #4
  %171 = fmul float %170, 1.000000e+02
  %172 = call spir_func float @_Z4fabsf(float noundef %171) #4
  %173 = fcmp ole float %172, 2.000000e+09
  %174 = fptosi float %171 to i32
  %175 = select i1 %173, i32 %174, i32 -7
  %176 = call spir_func float @_Z4cbrtf(float noundef %26) #4
  %177 = fmul float %176, 1.000000e+03
  %178 = call spir_func float @_Z4fabsf(float noundef %177) #4
  %179 = fcmp ole float %178, 2.000000e+09
  %180 = fptosi float %177 to i32
  %181 = select i1 %179, i32 %180, i32 -7
  %182 = add nsw i32 %181, %175
  %183 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 15
  store i32 %182, i32 addrspace(1)* %183, align 4, !tbaa !19
  %184 = mul i32 %2, -50
  %185 = call spir_func float @_Z5ldexpfi(float noundef %26, i32 noundef %184) #4
  %186 = fcmp uno float %185, 0.000000e+00
  %187 = bitcast float %185 to i32
  %188 = select i1 %186, i32 2143289344, i32 %187
  %189 = call spir_func float @_Z5ldexpfi(float noundef %43, i32 noundef 200) #4
  %190 = fcmp uno float %189, 0.000000e+00
  %191 = bitcast float %189 to i32
  %192 = select i1 %190, i32 2143289344, i32 %191
  %193 = add nsw i32 %192, %188
  %194 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 16
  store i32 %193, i32 addrspace(1)* %194, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %89) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %64) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %63) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %47) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5ldexpfi(float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func float @_Z4modffPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z5fractfPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5ilogbf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func float @_Z6remquoffPU3AS4i(float noundef, float noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6minmagff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6maxmagff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z9nextafterff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z8copysignff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fdimff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4logbf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5rootnfi(float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5hypotff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4cbrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func float @_Z5frexpfPU3AS4i(float noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

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
!6 = !{!"float*", !"int*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{!"vals", !"out", !"shift"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"", !10, i64 0, !15, i64 4}
!15 = !{!"int", !11, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18, !"split: argument 0"}
!18 = distinct !{!18, !"split"}
!19 = !{!15, !15, i64 0}
!20 = !{!14, !15, i64 4}
