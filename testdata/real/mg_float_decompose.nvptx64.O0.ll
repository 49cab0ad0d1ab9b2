; simtc:launch grid=1 block=16 warp=16 vals=float32[16]:iota out=int32[272] shift=3
; simtc:expect out=[2139095040,0,2139095040,0,2139095040,0,2139095040,2147483647,2143289344,0,2139169605,2139095039,-1077936128,2139095040,-42,-14,-527326592,-8388608,0,-8388608,-2147483648,-8388608,-2147483648,-8388608,2147483647,2143289344,0,-2130706433,-8388609,-1069547520,2139095040,-21,-14,2130706432,2143289344,0,2143289344,2143289344,2143289344,2143289344,2143289344,2147483647,2143289344,0,0,2143289344,-1073741824,2143289344,-42,-14,1681915904,-2147483648,0,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,-2147483648,0,1077280768,0,-1069547520,-8388608,-112,284,2139095040,0,0,0,0,0,0,0,-2147483648,0,0,-1073610752,0,1077936128,-8388608,-134,203,-8388608,1058120320,-132,596520,74565,0,74565,0,-133,74565,0,-1080220859,74564,1077936128,-1023082496,-182,121,-8388608,1065353215,128,2139095040,0,2139095039,0,2139095039,127,0,0,-1045430273,2139095038,-1077936129,1123942400,-409,-14,872415231,-1090519040,-125,-2113929216,-2139095040,-2147483648,1065353215,-1082130432,-126,-2139095040,0,-1102053376,-2139095041,-1069547520,-1023672320,530,40,-8388608,-1086980096,2,-1045037056,-1084751872,-1073741824,1042284544,-1069547520,1,1059586048,-2,-5636096,-1070202881,-1069547520,1065353216,-4001,-1107,-8388607,-1090387968,2,-1048444928,-1124073472,-1073741824,1064828928,-1069547520,1,-1097859072,-1,-2147483648,-1073610753,-1069547520,1065353216,-3107,-979,-8388607,-1088684032,1,-1055129600,-1101004800,-1082130432,1061683200,-1073741824,0,1057488896,-1,-5636096,-1080295425,-1069547520,0,-2129,-759,-8388607,-1085276160,-1,-1068498944,-1093664768,-2147483648,1058537472,-1082130432,-2,-1093664768,0,-1051721728,-1093664769,-1069547520,-1073741824,-1153,-747,-8388608,1062207488,-1,1078984704,1053818880,0,1053818880,0,-2,1053818880,0,-1051721728,1053818879,1077936128,-1073741824,1776,733,-8388608,1058799616,1,1092354048,1046478848,1065353216,1046478848,1065353216,0,-1089994752,1,0,1067188223,2124414976,0,3368,1061,2143289345,1057095680,2,1099038720,1023410176,1073741824,1023410176,1073741824,1,1049624576,1,-1073610752,1073872895,2143551488,1065353216,4701,1469,-2147483647,1060503552,2,1102446592,1062731776,1073741824,1062731776,1073741824,1,-1087897600,2,1077280768,1077280767,-2144600064,1065353216,5924,1700,1]
; ModuleID = 'mg_float_decompose.cl'
source_filename = "mg_float_decompose.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.fold_t = type { float, i32 }
%struct.split_t = type { float, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_float_decompose(float addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
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
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %7, align 4
  %21 = call i64 @_Z15get_global_sizej(i32 noundef 0) #4
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
  %32 = call float @special(i32 noundef %26, float noundef %31) #5
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
  %45 = call float @special(i32 noundef %36, float noundef %44) #5
  store float %45, float* %11, align 4
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %47 = load i32, i32* %7, align 4
  %48 = mul nsw i32 17, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %49
  store i32 addrspace(1)* %50, i32 addrspace(1)** %12, align 8
  %51 = load float, float* %10, align 4
  %52 = call %struct.split_t @split(float noundef %51) #5
  %53 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 0
  %54 = extractvalue %struct.split_t %52, 0
  store float %54, float* %53, align 4
  %55 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 1
  %56 = extractvalue %struct.split_t %52, 1
  store i32 %56, i32* %55, align 4
  %57 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 0
  %58 = load float, float* %57, align 4
  %59 = call i32 @bits(float noundef %58) #5
  %60 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %60, i64 0
  store i32 %59, i32 addrspace(1)* %61, align 4
  %62 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %64, i64 1
  store i32 %63, i32 addrspace(1)* %65, align 4
  %66 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 0
  %67 = load float, float* %66, align 4
  %68 = getelementptr inbounds %struct.split_t, %struct.split_t* %13, i32 0, i32 1
  %69 = load i32, i32* %68, align 4
  %70 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 1
  %71 = load i32, i32* %70, align 4
  %72 = add nsw i32 %69, %71
  %73 = call float @_Z5ldexpfi(float noundef %67, i32 noundef %72) #4
  %74 = call i32 @bits(float noundef %73) #5
  %75 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %76 = getelementptr inbounds i32, i32 addrspace(1)* %75, i64 2
  store i32 %74, i32 addrspace(1)* %76, align 4
  %77 = load float, float* %10, align 4
  %78 = call float @_Z4modffPf(float noundef %77, float* noundef %14) #5
  %79 = call i32 @bits(float noundef %78) #5
  %80 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %80, i64 3
  store i32 %79, i32 addrspace(1)* %81, align 4
  %82 = load float, float* %14, align 4
  %83 = call i32 @bits(float noundef %82) #5
  %84 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %85 = getelementptr inbounds i32, i32 addrspace(1)* %84, i64 4
  store i32 %83, i32 addrspace(1)* %85, align 4
  %86 = load float, float* %10, align 4
  %87 = call float @_Z5fractfPf(float noundef %86, float* noundef %15) #5
  %88 = call i32 @bits(float noundef %87) #5
  %89 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %90 = getelementptr inbounds i32, i32 addrspace(1)* %89, i64 5
  store i32 %88, i32 addrspace(1)* %90, align 4
  %91 = load float, float* %15, align 4
  %92 = call i32 @bits(float noundef %91) #5
  %93 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %94 = getelementptr inbounds i32, i32 addrspace(1)* %93, i64 6
  store i32 %92, i32 addrspace(1)* %94, align 4
  %95 = load float, float* %10, align 4
  %96 = call i32 @_Z5ilogbf(float noundef %95) #4
  %97 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %98 = getelementptr inbounds i32, i32 addrspace(1)* %97, i64 7
  store i32 %96, i32 addrspace(1)* %98, align 4
  store i32 0, i32* %16, align 4
  %99 = load float, float* %10, align 4
  %100 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 0
  %101 = load float, float* %100, align 4
  %102 = call float @_Z6remquoffPi(float noundef %99, float noundef %101, i32* noundef %16) #5
  %103 = call i32 @bits(float noundef %102) #5
  %104 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %104, i64 8
  store i32 %103, i32 addrspace(1)* %105, align 4
  %106 = load i32, i32* %16, align 4
  %107 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %107, i64 9
  store i32 %106, i32 addrspace(1)* %108, align 4
  %109 = load float, float* %10, align 4
  %110 = load float, float* %11, align 4
  %111 = call float @_Z6minmagff(float noundef %109, float noundef %110) #4
  %112 = call i32 @bits(float noundef %111) #5
  %113 = load float, float* %10, align 4
  %114 = load float, float* %11, align 4
  %115 = call float @_Z6maxmagff(float noundef %113, float noundef %114) #4
  %116 = call i32 @bits(float noundef %115) #5
  %117 = xor i32 %112, %116
  %118 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %119 = getelementptr inbounds i32, i32 addrspace(1)* %118, i64 10
  store i32 %117, i32 addrspace(1)* %119, align 4
  %120 = load float, float* %10, align 4
  %121 = call float @_Z9nextafterff(float noundef %120, float noundef 0.000000e+00) #4
  %122 = call i32 @bits(float noundef %121) #5
  %123 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %123, i64 11
  store i32 %122, i32 addrspace(1)* %124, align 4
  %125 = load float, float* %10, align 4
  %126 = call float @_Z8copysignff(float noundef 3.000000e+00, float noundef %125) #4
  %127 = call i32 @bits(float noundef %126) #5
  %128 = load float, float* %10, align 4
  %129 = call float @_Z4fdimff(float noundef %128, float noundef 1.000000e+00) #4
  %130 = call i32 @bits(float noundef %129) #5
  %131 = add nsw i32 %127, %130
  %132 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %133 = getelementptr inbounds i32, i32 addrspace(1)* %132, i64 12
  store i32 %131, i32 addrspace(1)* %133, align 4
  %134 = load float, float* %10, align 4
  %135 = call float @_Z4logbf(float noundef %134) #4
  %136 = call i32 @bits(float noundef %135) #5
  %137 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %138 = getelementptr inbounds i32, i32 addrspace(1)* %137, i64 13
  store i32 %136, i32 addrspace(1)* %138, align 4
  store i32 0, i32* %17, align 4
  store i32 1, i32* %18, align 4
  br label %139

139:                                              ; preds = %156, %3
  %140 = load i32, i32* %18, align 4
  %141 = icmp sle i32 %140, 3
  br i1 %141, label %142, label %159

142:                                              ; preds = %139
  %143 = load float, float* %10, align 4
  %144 = load i32, i32* %18, align 4
  %145 = call float @_Z5rootnfi(float noundef %143, i32 noundef %144) #4
  %146 = call i32 @finite_scaled(float noundef %145, float noundef 1.000000e+03) #5
  %147 = load i32, i32* %17, align 4
  %148 = add nsw i32 %147, %146
  store i32 %148, i32* %17, align 4
  %149 = load float, float* %11, align 4
  %150 = load i32, i32* %18, align 4
  %151 = sub nsw i32 0, %150
  %152 = call float @_Z5rootnfi(float noundef %149, i32 noundef %151) #4
  %153 = call i32 @finite_scaled(float noundef %152, float noundef 1.000000e+02) #5
  %154 = load i32, i32* %17, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, i32* %17, align 4
  br label %156

156:                                              ; preds = %142
  %157 = load i32, i32* %18, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, i32* %18, align 4
  br label %139

159:                                              ; preds = %139
  %160 = load i32, i32* %17, align 4
  %161 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %162 = getelementptr inbounds i32, i32 addrspace(1)* %161, i64 14
  store i32 %160, i32 addrspace(1)* %162, align 4
  %163 = load float, float* %10, align 4
  %164 = load float, float* %11, align 4
  %165 = call float @_Z5hypotff(float noundef %163, float noundef %164) #4
  %166 = call i32 @finite_scaled(float noundef %165, float noundef 1.000000e+02) #5
  %167 = load float, float* %10, align 4
  %168 = call float @_Z4cbrtf(float noundef %167) #4
  %169 = call i32 @finite_scaled(float noundef %168, float noundef 1.000000e+03) #5
  %170 = add nsw i32 %166, %169
  %171 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %172 = getelementptr inbounds i32, i32 addrspace(1)* %171, i64 15
  store i32 %170, i32 addrspace(1)* %172, align 4
  %173 = load float, float* %10, align 4
  %174 = getelementptr inbounds %struct.fold_t, %struct.fold_t* %9, i32 0, i32 1
  %175 = load i32, i32* %174, align 4
  %176 = sub nsw i32 0, %175
  %177 = mul nsw i32 %176, 50
  %178 = call float @_Z5ldexpfi(float noundef %173, i32 noundef %177) #4
  %179 = call i32 @bits(float noundef %178) #5
  %180 = load float, float* %11, align 4
  %181 = call float @_Z5ldexpfi(float noundef %180, i32 noundef 200) #4
  %182 = call i32 @bits(float noundef %181) #5
  %183 = add nsw i32 %179, %182
  %184 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %185 = getelementptr inbounds i32, i32 addrspace(1)* %184, i64 16
  store i32 %183, i32 addrspace(1)* %185, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal float @special(i32 noundef %0, float noundef %1) #2 {
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
define internal %struct.split_t @split(float noundef %0) #2 {
  %2 = alloca %struct.split_t, align 4
  %3 = alloca float, align 4
  store float %0, float* %3, align 4
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.split_t, %struct.split_t* %2, i32 0, i32 1
  %6 = call float @_Z5frexpfPi(float noundef %4, i32* noundef %5) #5
  %7 = getelementptr inbounds %struct.split_t, %struct.split_t* %2, i32 0, i32 0
  store float %6, float* %7, align 4
  %8 = load %struct.split_t, %struct.split_t* %2, align 4
  ret %struct.split_t %8
}

; Function Attrs: convergent noinline norecurse nounwind
define internal i32 @bits(float noundef %0) #2 {
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
declare dso_local float @_Z5ldexpfi(float noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local float @_Z4modffPf(float noundef, float* noundef) #3

; Function Attrs: convergent
declare dso_local float @_Z5fractfPf(float noundef, float* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z5ilogbf(float noundef) #1

; Function Attrs: convergent
declare dso_local float @_Z6remquoffPi(float noundef, float noundef, i32* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6minmagff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z6maxmagff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z9nextafterff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z8copysignff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4fdimff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4logbf(float noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal i32 @finite_scaled(float noundef %0, float noundef %1) #2 {
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
  %10 = call float @_Z4fabsf(float noundef %9) #4
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
declare dso_local float @_Z5rootnfi(float noundef, i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z5hypotff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4cbrtf(float noundef) #1

; Function Attrs: convergent
declare dso_local float @_Z5frexpfPi(float noundef, i32* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4fabsf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

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
