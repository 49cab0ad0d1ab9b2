; simtc:launch grid=2 block=16 warp=8 xs=float64[32]:iota out=int32[256] sums=int64[2] k=5
; simtc:expect out=[-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,-8746,-1,0,49,730871,1587768515,-955,2,-9312,1,0,53,714782,-230436358,-7202,2,-8228,1,-1,57,555709,198100449,-3452,2,-2532,-1,1,60,682107,-9,-9699,2,-5840,-1,-2,63,657579,-9,-5949,2,-3824,-1,2,65,993601,-9,-2199,2,-2096,1,-3,68,589474,-9,-8446,1,-2520,1,3,70,553638,-9,-4696,1,940,1,-4,71,836556,-9,-946,1,-94,-1,4,73,522371,-9,-7193,1,474,-1,-5,74,562121,-9,-3443,1,5604,1,5,75,553944,-9,-9690,0,-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,4856,-1,0,19,709521,34716,-937,-4,2326,1,0,23,542836,424974,2812,-2,634,1,-1,27,968776,12134945,6562,-1,-34,1,1,33,831570,666642921,315,0,-238,1,-2,40,570817,-1556009111,4065,0,-152,1,2,47,554167,-1245302536,7815,0,146,1,-3,54,703978,-1106748619,1568,1,612,1,3,62,556151,-9,5318,1,1216,1,-4,70,527898,-9,9068,1,1934,1,4,78,587419,-9,2821,1,2754,1,-5,86,752483,-9,6571,1,3662,1,5,95,547193,-9,324,2]
; simtc:expect sums=[234,385]
; ModuleID = 'mg_gamma_table.cl'
source_filename = "mg_gamma_table.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.gamma_entry = type { double, i32, i32 }

@mg_gamma_table.part = internal addrspace(3) global [16 x i64] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_gamma_table(double addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca double addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i64 addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32 addrspace(1)*, align 8
  %13 = alloca %struct.gamma_entry, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store double addrspace(1)* %0, double addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %7, align 8
  store i32 %3, i32* %8, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %9, align 4
  %23 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %10, align 4
  %25 = load i32, i32* %9, align 4
  %26 = load double addrspace(1)*, double addrspace(1)** %5, align 8
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, double addrspace(1)* %26, i64 %28
  %30 = load double, double addrspace(1)* %29, align 8
  %31 = call double @point(i32 noundef %25, double noundef %30) #6
  store double %31, double* %11, align 8
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %33 = load i32, i32* %9, align 4
  %34 = mul nsw i32 8, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %35
  store i32 addrspace(1)* %36, i32 addrspace(1)** %12, align 8
  %37 = load double, double* %11, align 8
  %38 = call %struct.gamma_entry @entry(double noundef %37, double noundef 7.500000e-01) #6
  %39 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %40 = extractvalue %struct.gamma_entry %38, 0
  store double %40, double* %39, align 8
  %41 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 1
  %42 = extractvalue %struct.gamma_entry %38, 1
  store i32 %42, i32* %41, align 8
  %43 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 2
  %44 = extractvalue %struct.gamma_entry %38, 2
  store i32 %44, i32* %43, align 4
  %45 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %46 = load double, double* %45, align 8
  %47 = call i64 @scaled(double noundef %46, double noundef 1.000000e+03) #6
  %48 = trunc i64 %47 to i32
  %49 = mul nsw i32 2, %48
  %50 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %51 = load double, double* %50, align 8
  %52 = fcmp ogt double %51, 1.000000e+300
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 1, i32 0
  %55 = add nsw i32 %49, %54
  %56 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %56, i64 0
  store i32 %55, i32 addrspace(1)* %57, align 4
  %58 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 1
  %59 = load i32, i32* %58, align 8
  %60 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %60, i64 1
  store i32 %59, i32 addrspace(1)* %61, align 4
  %62 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 2
  %63 = load i32, i32* %62, align 4
  %64 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %64, i64 2
  store i32 %63, i32 addrspace(1)* %65, align 4
  store double 1.000000e+00, double* %14, align 8
  store i32 0, i32* %15, align 4
  store i32 1, i32* %16, align 4
  br label %66

66:                                               ; preds = %84, %4
  %67 = load i32, i32* %16, align 4
  %68 = load i32, i32* %8, align 4
  %69 = load i32, i32* %10, align 4
  %70 = add nsw i32 %68, %69
  %71 = icmp sle i32 %67, %70
  br i1 %71, label %72, label %87

72:                                               ; preds = %66
  %73 = load double, double* %14, align 8
  %74 = load double, double* %11, align 8
  %75 = load double, double* %11, align 8
  %76 = load i32, i32* %16, align 4
  %77 = sitofp i32 %76 to double
  %78 = call double @llvm.fmuladd.f64(double %74, double %75, double %77)
  %79 = fmul double %73, %78
  %80 = call double @_Z5frexpdPi(double noundef %79, i32* noundef %17) #6
  store double %80, double* %14, align 8
  %81 = load i32, i32* %17, align 4
  %82 = load i32, i32* %15, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, i32* %15, align 4
  br label %84

84:                                               ; preds = %72
  %85 = load i32, i32* %16, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %16, align 4
  br label %66

87:                                               ; preds = %66
  %88 = load i32, i32* %15, align 4
  %89 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %90 = getelementptr inbounds i32, i32 addrspace(1)* %89, i64 3
  store i32 %88, i32 addrspace(1)* %90, align 4
  %91 = load double, double* %14, align 8
  %92 = call i64 @scaled(double noundef %91, double noundef 1.000000e+06) #6
  %93 = trunc i64 %92 to i32
  %94 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %94, i64 4
  store i32 %93, i32 addrspace(1)* %95, align 4
  %96 = load double, double* %14, align 8
  %97 = load i32, i32* %15, align 4
  %98 = sub nsw i32 %97, 1000
  %99 = call double @_Z5ldexpdi(double noundef %96, i32 noundef %98) #5
  %100 = fmul double %99, 1.000000e+300
  %101 = call i64 @scaled(double noundef %100, double noundef 1.000000e+00) #6
  %102 = trunc i64 %101 to i32
  %103 = load i32, i32* %10, align 4
  %104 = add nsw i32 -1074, %103
  %105 = call double @_Z5ldexpdi(double noundef 1.500000e+00, i32 noundef %104) #5
  %106 = call i64 @scaled(double noundef %105, double noundef 1.000000e+00) #6
  %107 = trunc i64 %106 to i32
  %108 = add nsw i32 %102, %107
  %109 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %110 = getelementptr inbounds i32, i32 addrspace(1)* %109, i64 5
  store i32 %108, i32 addrspace(1)* %110, align 4
  %111 = load double, double* %11, align 8
  %112 = call double @_Z4modfdPd(double noundef %111, double* noundef %18) #6
  store double %112, double* %19, align 8
  %113 = load double, double* %19, align 8
  %114 = call i64 @scaled(double noundef %113, double noundef 1.000000e+04) #6
  %115 = trunc i64 %114 to i32
  %116 = load double, double* %18, align 8
  %117 = call i64 @scaled(double noundef %116, double noundef 1.000000e+00) #6
  %118 = trunc i64 %117 to i32
  %119 = mul nsw i32 3, %118
  %120 = add nsw i32 %115, %119
  %121 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %121, i64 6
  store i32 %120, i32 addrspace(1)* %122, align 4
  %123 = load double, double* %11, align 8
  %124 = call i32 @_Z5ilogbd(double noundef %123) #5
  %125 = icmp eq i32 %124, 2147483647
  br i1 %125, label %126, label %127

126:                                              ; preds = %87
  br label %137

127:                                              ; preds = %87
  %128 = load double, double* %11, align 8
  %129 = call i32 @_Z5ilogbd(double noundef %128) #5
  %130 = icmp slt i32 %129, -1000
  br i1 %130, label %131, label %132

131:                                              ; preds = %127
  br label %135

132:                                              ; preds = %127
  %133 = load double, double* %11, align 8
  %134 = call i32 @_Z5ilogbd(double noundef %133) #5
  br label %135

135:                                              ; preds = %132, %131
  %136 = phi i32 [ -99, %131 ], [ %134, %132 ]
  br label %137

137:                                              ; preds = %135, %126
  %138 = phi i32 [ 99, %126 ], [ %136, %135 ]
  %139 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %140 = getelementptr inbounds i32, i32 addrspace(1)* %139, i64 7
  store i32 %138, i32 addrspace(1)* %140, align 4
  %141 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %142 = load double, double* %141, align 8
  %143 = call i64 @scaled(double noundef %142, double noundef 1.000000e+02) #6
  %144 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 1
  %145 = load i32, i32* %144, align 8
  %146 = sext i32 %145 to i64
  %147 = mul nsw i64 %143, %146
  %148 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 2
  %149 = load i32, i32* %148, align 4
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %147, %150
  %152 = load i32, i32* %10, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %153
  store i64 %151, i64 addrspace(3)* %154, align 8
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 8, i32* %20, align 4
  br label %155

155:                                              ; preds = %175, %137
  %156 = load i32, i32* %20, align 4
  %157 = icmp sgt i32 %156, 0
  br i1 %157, label %158, label %178

158:                                              ; preds = %155
  %159 = load i32, i32* %10, align 4
  %160 = load i32, i32* %20, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %174

162:                                              ; preds = %158
  %163 = load i32, i32* %10, align 4
  %164 = load i32, i32* %20, align 4
  %165 = add nsw i32 %163, %164
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %166
  %168 = load i64, i64 addrspace(3)* %167, align 8
  %169 = load i32, i32* %10, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %170
  %172 = load i64, i64 addrspace(3)* %171, align 8
  %173 = add nsw i64 %172, %168
  store i64 %173, i64 addrspace(3)* %171, align 8
  br label %174

174:                                              ; preds = %162, %158
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %175

175:                                              ; preds = %174
  %176 = load i32, i32* %20, align 4
  %177 = ashr i32 %176, 1
  store i32 %177, i32* %20, align 4
  br label %155

178:                                              ; preds = %155
  %179 = load i32, i32* %10, align 4
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %181, label %186

181:                                              ; preds = %178
  %182 = load i64, i64 addrspace(3)* getelementptr inbounds ([16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 0), align 8
  %183 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %184 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %185 = getelementptr inbounds i64, i64 addrspace(1)* %183, i64 %184
  store i64 %182, i64 addrspace(1)* %185, align 8
  br label %186

186:                                              ; preds = %181, %178
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal double @point(i32 noundef %0, double noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 %0, i32* %4, align 4
  store double %1, double* %5, align 8
  %6 = load i32, i32* %4, align 4
  %7 = srem i32 %6, 16
  switch i32 %7, label %12 [
    i32 0, label %8
    i32 1, label %9
    i32 2, label %10
    i32 3, label %11
  ]

8:                                                ; preds = %2
  store double 0xFFF0000000000000, double* %3, align 8
  br label %16

9:                                                ; preds = %2
  store double -0.000000e+00, double* %3, align 8
  br label %16

10:                                               ; preds = %2
  store double -3.000000e+00, double* %3, align 8
  br label %16

11:                                               ; preds = %2
  store double 0x7FF0000000000000, double* %3, align 8
  br label %16

12:                                               ; preds = %2
  %13 = load double, double* %5, align 8
  %14 = fsub double %13, 2.025000e+01
  %15 = fmul double %14, 3.750000e-01
  store double %15, double* %3, align 8
  br label %16

16:                                               ; preds = %12, %11, %10, %9, %8
  %17 = load double, double* %3, align 8
  ret double %17
}

; Function Attrs: convergent noinline norecurse nounwind
define internal %struct.gamma_entry @entry(double noundef %0, double noundef %1) #2 {
  %3 = alloca %struct.gamma_entry, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  %8 = load double, double* %4, align 8
  %9 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %3, i32 0, i32 1
  %10 = call double @_Z8lgamma_rdPi(double noundef %8, i32* noundef %9) #6
  %11 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %3, i32 0, i32 0
  store double %10, double* %11, align 8
  store i32 0, i32* %6, align 4
  %12 = load double, double* %4, align 8
  %13 = load double, double* %5, align 8
  %14 = call double @_Z6remquoddPi(double noundef %12, double noundef %13, i32* noundef %6) #6
  store double %14, double* %7, align 8
  %15 = load i32, i32* %6, align 4
  %16 = and i32 %15, 7
  %17 = load double, double* %7, align 8
  %18 = fcmp olt double %17, 0.000000e+00
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 -1, i32 1
  %21 = mul nsw i32 %16, %20
  %22 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %3, i32 0, i32 2
  store i32 %21, i32* %22, align 4
  %23 = load %struct.gamma_entry, %struct.gamma_entry* %3, align 8
  ret %struct.gamma_entry %23
}

; Function Attrs: convergent noinline norecurse nounwind
define internal i64 @scaled(double noundef %0, double noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %6 = load double, double* %3, align 8
  %7 = load double, double* %4, align 8
  %8 = fmul double %6, %7
  store double %8, double* %5, align 8
  %9 = load double, double* %5, align 8
  %10 = call double @_Z4fabsd(double noundef %9) #5
  %11 = fcmp ole double %10, 9.000000e+15
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load double, double* %5, align 8
  %14 = fptosi double %13 to i64
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %12
  %17 = phi i64 [ %14, %12 ], [ -9, %15 ]
  ret i64 %17
}

; Function Attrs: convergent
declare dso_local double @_Z5frexpdPi(double noundef, i32* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local double @_Z5ldexpdi(double noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local double @_Z4modfdPd(double noundef, double* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i32 @_Z5ilogbd(double noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local double @_Z8lgamma_rdPi(double noundef, i32* noundef) #3

; Function Attrs: convergent
declare dso_local double @_Z6remquoddPi(double noundef, double noundef, i32* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local double @_Z4fabsd(double noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (double addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*, i32)* @mg_gamma_table, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"double*", !"int*", !"long*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!"xs", !"out", !"sums", !"k"}
