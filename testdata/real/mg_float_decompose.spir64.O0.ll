; simtc:launch grid=1 block=16 warp=16 vals=float32[16]:iota out=int32[272] shift=3
; simtc:expect out=[2139095040,0,2139095040,0,2139095040,0,2139095040,2147483647,2143289344,0,2139169605,2139095039,-1077936128,2139095040,-42,-14,-527326592,-8388608,0,-8388608,-2147483648,-8388608,-2147483648,-8388608,2147483647,2143289344,0,-2130706433,-8388609,-1069547520,2139095040,-21,-14,2130706432,2143289344,0,2143289344,2143289344,2143289344,2143289344,2143289344,2147483647,2143289344,0,0,2143289344,-1073741824,2143289344,-42,-14,1681915904,-2147483648,0,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,0,1077280768,0,-1069547520,-8388608,-112,284,2139095040,0,0,0,0,0,0,0,-2147483648,0,0,-1073610752,0,1077936128,-8388608,-134,203,-8388608,1058120320,-132,596520,74565,0,74565,0,-133,74565,0,-1080220859,74564,1077936128,-1023082496,-182,121,-8388608,1065353215,128,2139095040,0,2139095039,0,2139095039,127,0,0,-1045430273,2139095038,-1077936129,1123942400,-409,-14,872415231,-1090519040,-125,-2113929216,-2139095040,-2147483648,1065353215,-1082130432,-126,-2139095040,0,-1102053376,-2139095041,-1069547520,-1023672320,530,40,-8388608,-1086980096,2,-1045037056,-1084751872,-1073741824,1042284544,-1069547520,1,1059586048,-2,-5636096,-1070202881,-1069547520,1065353216,-4001,-1107,-8388607,-1090387968,2,-1048444928,-1124073472,-1073741824,1064828928,-1069547520,1,-1097859072,-1,-2147483648,-1073610753,-1069547520,1065353216,-3107,-979,-8388607,-1088684032,1,-1055129600,-1101004800,-1082130432,1061683200,-1073741824,0,1057488896,-1,-5636096,-1080295425,-1069547520,0,-2129,-759,-8388607,-1085276160,-1,-1068498944,-1093664768,-2147483648,1058537472,-1082130432,-2,-1093664768,0,-1051721728,-1093664769,-1069547520,-1073741824,-1153,-747,-8388608,1062207488,-1,1078984704,1053818880,0,1053818880,0,-2,1053818880,0,-1051721728,1053818879,1077936128,-1073741824,1776,733,-8388608,1058799616,1,1092354048,1046478848,1065353216,1046478848,1065353216,0,-1089994752,1,0,1067188223,2124414976,0,3368,1061,2143289345,1057095680,2,1099038720,1023410176,1073741824,1023410176,1073741824,1,1049624576,1,-1073610752,1073872895,2143551488,1065353216,4701,1469,-2147483647,1060503552,2,1102446592,1062731776,1073741824,1062731776,1073741824,1,-1087897600,2,1077280768,1077280767,-2144600064,1065353216,5924,1700,1]
; ModuleID = 'mg_float_decompose.cl'
source_filename = "mg_float_decompose.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.fold_t = type { float, i32 }
%struct.split_t = type { float, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_float_decompose(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.fold_t, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32 addrspace(1)*, align 8
  %13 = alloca %struct.split_t, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %7, align 4
  %21 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %8, align 4
  %23 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 0
  store float 1.750000e+00, float* %23, align 4
  %24 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 1
  %25 = load i32, i32* %6, align 4
  store i32 %25, i32* %24, align 4
  %26 = load i32, i32* %7, align 4
  %27 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %28 = load i32, i32* %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float addrspace(1)* %27, i64 %29
  %31 = load float, float addrspace(1)* %30, align 4
  %32 = call spir_func float @special(i32 noundef %26, float noundef %31) #5
  store float %32, float* %10, align 4
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %33, 5
  %35 = load i32, i32* %8, align 4
  %36 = srem i32 %34, %35
  %37 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %38 = load i32, i32* %7, align 4
  %39 = add nsw i32 %38, 5
  %40 = load i32, i32* %8, align 4
  %41 = srem i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float addrspace(1)* %37, i64 %42
  %44 = load float, float addrspace(1)* %43, align 4
  %45 = call spir_func float @special(i32 noundef %36, float noundef %44) #5
  store float %45, float* %11, align 4
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %47 = load i32, i32* %7, align 4
  %48 = mul nsw i32 17, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %49
  store i32 addrspace(1)* %50, i32 addrspace(1)** %12, align 8
  %51 = load float, float* %10, align 4
  call spir_func void @split(%struct.split_t* sret(%struct.split_t) align 4 %13, float noundef %51) #5
  %52 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 0
  %53 = load float, float* %52, align 4
  %54 = call spir_func i32 @bits(float noundef %53) #5
  %55 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 0
  store i32 %54, i32 addrspace(1)* %56, align 4
  %57 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 1
  %58 = load i32, i32* %57, align 4
  %59 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %59, i64 1
  store i32 %58, i32 addrspace(1)* %60, align 4
  %61 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 0
  %62 = load float, float* %61, align 4
  %63 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %64, %66
  %68 = call spir_func float @_Z5ldexpfi(float noundef %62, i32 noundef %67) #4
  %69 = call spir_func i32 @bits(float noundef %68) #5
  %70 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %70, i64 2
  store i32 %69, i32 addrspace(1)* %71, align 4
  %72 = load float, float* %10, align 4
  %73 = addrspacecast float* %14 to float addrspace(4)*
  %74 = call spir_func float @_Z4modffPU3AS4f(float noundef %72, float addrspace(4)* noundef %73) #5
  %75 = call spir_func i32 @bits(float noundef %74) #5
  %76 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %76, i64 3
  store i32 %75, i32 addrspace(1)* %77, align 4
  %78 = load float, float* %14, align 4
  %79 = call spir_func i32 @bits(float noundef %78) #5
  %80 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %80, i64 4
  store i32 %79, i32 addrspace(1)* %81, align 4
  %82 = load float, float* %10, align 4
  %83 = addrspacecast float* %15 to float addrspace(4)*
  %84 = call spir_func float @_Z5fractfPU3AS4f(float noundef %82, float addrspace(4)* noundef %83) #5
  %85 = call spir_func i32 @bits(float noundef %84) #5
  %86 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %86, i64 5
  store i32 %85, i32 addrspace(1)* %87, align 4
  %88 = load float, float* %15, align 4
  %89 = call spir_func i32 @bits(float noundef %88) #5
  %90 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %91 = getelementptr inbounds i32, i32 addrspace(1)* %90, i64 6
  store i32 %89, i32 addrspace(1)* %91, align 4
  %92 = load float, float* %10, align 4
  %93 = call spir_func i32 @_Z5ilogbf(float noundef %92) #4
  %94 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %94, i64 7
  store i32 %93, i32 addrspace(1)* %95, align 4
  store i32 0, i32* %16, align 4
  %96 = load float, float* %10, align 4
  %97 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 0
  %98 = load float, float* %97, align 4
  %99 = addrspacecast i32* %16 to i32 addrspace(4)*
  %100 = call spir_func float @_Z6remquoffPU3AS4i(float noundef %96, float noundef %98, i32 addrspace(4)* noundef %99) #5
  %101 = call spir_func i32 @bits(float noundef %100) #5
  %102 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %103 = getelementptr inbounds i32, i32 addrspace(1)* %102, i64 8
  store i32 %101, i32 addrspace(1)* %103, align 4
  %104 = load i32, i32* %16, align 4
  %105 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %105, i64 9
  store i32 %104, i32 addrspace(1)* %106, align 4
  %107 = load float, float* %10, align 4
  %108 = load float, float* %11, align 4
  %109 = call spir_func float @_Z6minmagff(float noundef %107, float noundef %108) #4
  %110 = call spir_func i32 @bits(float noundef %109) #5
  %111 = load float, float* %10, align 4
  %112 = load float, float* %11, align 4
  %113 = call spir_func float @_Z6maxmagff(float noundef %111, float noundef %112) #4
  %114 = call spir_func i32 @bits(float noundef %113) #5
  %115 = xor i32 %110, %114
  %116 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %116, i64 10
  store i32 %115, i32 addrspace(1)* %117, align 4
  %118 = load float, float* %10, align 4
  %119 = call spir_func float @_Z9nextafterff(float noundef %118, float noundef 0.000000e+00) #4
  %120 = call spir_func i32 @bits(float noundef %119) #5
  %121 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %121, i64 11
  store i32 %120, i32 addrspace(1)* %122, align 4
  %123 = load float, float* %10, align 4
  %124 = call spir_func float @_Z8copysignff(float noundef 3.000000e+00, float noundef %123) #4
  %125 = call spir_func i32 @bits(float noundef %124) #5
  %126 = load float, float* %10, align 4
  %127 = call spir_func float @_Z4fdimff(float noundef %126, float noundef 1.000000e+00) #4
  %128 = call spir_func i32 @bits(float noundef %127) #5
  %129 = add nsw i32 %125, %128
  %130 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %131 = getelementptr inbounds i32, i32 addrspace(1)* %130, i64 12
  store i32 %129, i32 addrspace(1)* %131, align 4
  %132 = load float, float* %10, align 4
  %133 = call spir_func float @_Z4logbf(float noundef %132) #4
  %134 = call spir_func i32 @bits(float noundef %133) #5
  %135 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %136 = getelementptr inbounds i32, i32 addrspace(1)* %135, i64 13
  store i32 %134, i32 addrspace(1)* %136, align 4
  store i32 0, i32* %17, align 4
  store i32 1, i32* %18, align 4
  br label %137

137:                                              ; preds = %154, %3
  %138 = load i32, i32* %18, align 4
  %139 = icmp sle i32 %138, 3
  br i1 %139, label %140, label %157

140:                                              ; preds = %137
  %141 = load float, float* %10, align 4
  %142 = load i32, i32* %18, align 4
  %143 = call spir_func float @_Z5rootnfi(float noundef %141, i32 noundef %142) #4
  %144 = call spir_func i32 @finite_scaled(float noundef %143, float noundef 1.000000e+03) #5
  %145 = load i32, i32* %17, align 4
  %146 = add nsw i32 %145, %144
  store i32 %146, i32* %17, align 4
  %147 = load float, float* %11, align 4
  %148 = load i32, i32* %18, align 4
  %149 = sub nsw i32 0, %148
  %150 = call spir_func float @_Z5rootnfi(float noundef %147, i32 noundef %149) #4
  %151 = call spir_func i32 @finite_scaled(float noundef %150, float noundef 1.000000e+02) #5
  %152 = load i32, i32* %17, align 4
  %153 = add nsw i32 %152, %151
  store i32 %153, i32* %17, align 4
  br label %154

154:                                              ; preds = %140
  %155 = load i32, i32* %18, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* %18, align 4
  br label %137

157:                                              ; preds = %137
  %158 = load i32, i32* %17, align 4
  %159 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %160 = getelementptr inbounds i32, i32 addrspace(1)* %159, i64 14
  store i32 %158, i32 addrspace(1)* %160, align 4
  %161 = load float, float* %10, align 4
  %162 = load float, float* %11, align 4
  %163 = call spir_func float @_Z5hypotff(float noundef %161, float noundef %162) #4
  %164 = call spir_func i32 @finite_scaled(float noundef %163, float noundef 1.000000e+02) #5
  %165 = load float, float* %10, align 4
  %166 = call spir_func float @_Z4cbrtf(float noundef %165) #4
  %167 = call spir_func i32 @finite_scaled(float noundef %166, float noundef 1.000000e+03) #5
  %168 = add nsw i32 %164, %167
  %169 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %170 = getelementptr inbounds i32, i32 addrspace(1)* %169, i64 15
  store i32 %168, i32 addrspace(1)* %170, align 4
  %171 = load float, float* %10, align 4
  %172 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 1
  %173 = load i32, i32* %172, align 4
  %174 = sub nsw i32 0, %173
  %175 = mul nsw i32 %174, 50
  %176 = call spir_func float @_Z5ldexpfi(float noundef %171, i32 noundef %175) #4
  %177 = call spir_func i32 @bits(float noundef %176) #5
  %178 = load float, float* %11, align 4
  %179 = call spir_func float @_Z5ldexpfi(float noundef %178, i32 noundef 200) #4
  %180 = call spir_func i32 @bits(float noundef %179) #5
  %181 = add nsw i32 %177, %180
  %182 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %183 = getelementptr inbounds i32, i32 addrspace(1)* %182, i64 16
  store i32 %181, i32 addrspace(1)* %183, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func float @special(i32 noundef %0, float noundef %1) #2 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  store i32 %0, i32* %4, align 4
  store float %1, float* %5, align 4
  %6 = load i32, i32* %4, align 4
  switch i32 %6, label %15 [
    i32 0, label %7
    i32 1, label %8
    i32 2, label %9
    i32 3, label %10
    i32 4, label %11
    i32 5, label %12
    i32 6, label %13
    i32 7, label %14
  ]

7:                                                ; preds = %2
  store float 0x7FF0000000000000, float* %3, align 4
  br label %19

8:                                                ; preds = %2
  store float 0xFFF0000000000000, float* %3, align 4
  br label %19

9:                                                ; preds = %2
  store float 0x7FF8000000000000, float* %3, align 4
  br label %19

10:                                               ; preds = %2
  store float -0.000000e+00, float* %3, align 4
  br label %19

11:                                               ; preds = %2
  store float 0.000000e+00, float* %3, align 4
  br label %19

12:                                               ; preds = %2
  store float 0x37A2345000000000, float* %3, align 4
  br label %19

13:                                               ; preds = %2
  store float 0x47EFFFFFE0000000, float* %3, align 4
  br label %19

14:                                               ; preds = %2
  store float 0xB810000000000000, float* %3, align 4
  br label %19

15:                                               ; preds = %2
  %16 = load float, float* %5, align 4
  %17 = fsub float %16, 1.150000e+01
  %18 = fmul float %17, 8.125000e-01
  store float %18, float* %3, align 4
  br label %19

19:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7
  %20 = load float, float* %3, align 4
  ret float %20
}

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func void @split(%struct.split_t* noalias sret(%struct.split_t) align 4 %0, float noundef %1) #2 {
  %3 = alloca float, align 4
  store float %1, float* %3, align 4
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.split_t, %struct.split_t* %0, i32 0, i32 1
  %6 = addrspacecast i32* %5 to i32 addrspace(4)*
  %7 = call spir_func float @_Z5frexpfPU3AS4i(float noundef %4, i32 addrspace(4)* noundef %6) #5
  %8 = getelementptr inbounds %struct.split_t, %struct.split_t* %0, i32 0, i32 0
  store float %7, float* %8, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @bits(float noundef %0) #2 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = load float, float* %2, align 4
  %5 = fcmp une float %3, %4
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  %8 = load float, float* %2, align 4
  %9 = bitcast float %8 to i32
  br label %10

10:                                               ; preds = %7, %6
  %11 = phi i32 [ 2143289344, %6 ], [ %9, %7 ]
  ret i32 %11
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5ldexpfi(float noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func float @_Z4modffPU3AS4f(float noundef, float addrspace(4)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z5fractfPU3AS4f(float noundef, float addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5ilogbf(float noundef) #1

; Function Attrs: convergent
declare dso_local spir_func float @_Z6remquoffPU3AS4i(float noundef, float noundef, i32 addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6minmagff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z6maxmagff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z9nextafterff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z8copysignff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fdimff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4logbf(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @finite_scaled(float noundef %0, float noundef %1) #2 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, float* %3, align 4
  store float %1, float* %4, align 4
  %6 = load float, float* %3, align 4
  %7 = load float, float* %4, align 4
  %8 = fmul float %6, %7
  store float %8, float* %5, align 4
  %9 = load float, float* %5, align 4
  %10 = call spir_func float @_Z4fabsf(float noundef %9) #4
  %11 = fcmp ole float %10, 2.000000e+09
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load float, float* %5, align 4
  %14 = fptosi float %13 to i32
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %12
  %17 = phi i32 [ %14, %12 ], [ -7, %15 ]
  ret i32 %17
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5rootnfi(float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z5hypotff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4cbrtf(float noundef) #1

; Function Attrs: convergent
declare dso_local spir_func float @_Z5frexpfPU3AS4i(float noundef, i32 addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func float @_Z4fabsf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

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
