; simtc:launch grid=2 block=16 warp=8 xs=float64[32]:iota out=int32[256] sums=int64[2] k=5
; simtc:expect out=[-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,-8746,-1,0,49,730871,1587768515,-955,2,-9312,1,0,53,714782,-230436358,-7202,2,-8228,1,-1,57,555709,198100449,-3452,2,-2532,-1,1,60,682107,-9,-9699,2,-5840,-1,-2,63,657579,-9,-5949,2,-3824,-1,2,65,993601,-9,-2199,2,-2096,1,-3,68,589474,-9,-8446,1,-2520,1,3,70,553638,-9,-4696,1,940,1,-4,71,836556,-9,-946,1,-94,-1,4,73,522371,-9,-7193,1,474,-1,-5,74,562121,-9,-3443,1,5604,1,5,75,553944,-9,-9690,0,-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,4856,-1,0,19,709521,34716,-937,-4,2326,1,0,23,542836,424974,2812,-2,634,1,-1,27,968776,12134945,6562,-1,-34,1,1,33,831570,666642921,315,0,-238,1,-2,40,570817,-1556009111,4065,0,-152,1,2,47,554167,-1245302536,7815,0,146,1,-3,54,703978,-1106748619,1568,1,612,1,3,62,556151,-9,5318,1,1216,1,-4,70,527898,-9,9068,1,1934,1,4,78,587419,-9,2821,1,2754,1,-5,86,752483,-9,6571,1,3662,1,5,95,547193,-9,324,2]
; simtc:expect sums=[234,385]
; ModuleID = 'mg_gamma_table.cl'
source_filename = "mg_gamma_table.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.gamma_entry = type { double, i32, i32 }

@mg_gamma_table.part = internal addrspace(3) global [16 x i64] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_gamma_table(double addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
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
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %9, align 4
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %10, align 4
  %25 = load i32, i32* %9, align 4
  %26 = load double addrspace(1)*, double addrspace(1)** %5, align 8
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, double addrspace(1)* %26, i64 %28
  %30 = load double, double addrspace(1)* %29, align 8
  %31 = call spir_func double @point(i32 noundef %25, double noundef %30) #6
  store double %31, double* %11, align 8
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %33 = load i32, i32* %9, align 4
  %34 = mul nsw i32 8, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %35
  store i32 addrspace(1)* %36, i32 addrspace(1)** %12, align 8
  %37 = load double, double* %11, align 8
  call spir_func void @entry(%struct.gamma_entry* sret(%struct.gamma_entry) align 8 %13, double noundef %37, double noundef 7.500000e-01) #6
  %38 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %39 = load double, double* %38, align 8
  %40 = call spir_func i64 @scaled(double noundef %39, double noundef 1.000000e+03) #6
  %41 = trunc i64 %40 to i32
  %42 = mul nsw i32 2, %41
  %43 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %44 = load double, double* %43, align 8
  %45 = fcmp ogt double %44, 1.000000e+300
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, i32 1, i32 0
  %48 = add nsw i32 %42, %47
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %49, i64 0
  store i32 %48, i32 addrspace(1)* %50, align 4
  %51 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 1
  %52 = load i32, i32* %51, align 8
  %53 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 1
  store i32 %52, i32 addrspace(1)* %54, align 4
  %55 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 2
  %56 = load i32, i32* %55, align 4
  %57 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %57, i64 2
  store i32 %56, i32 addrspace(1)* %58, align 4
  store double 1.000000e+00, double* %14, align 8
  store i32 0, i32* %15, align 4
  store i32 1, i32* %16, align 4
  br label %59

59:                                               ; preds = %78, %4
  %60 = load i32, i32* %16, align 4
  %61 = load i32, i32* %8, align 4
  %62 = load i32, i32* %10, align 4
  %63 = add nsw i32 %61, %62
  %64 = icmp sle i32 %60, %63
  br i1 %64, label %65, label %81

65:                                               ; preds = %59
  %66 = load double, double* %14, align 8
  %67 = load double, double* %11, align 8
  %68 = load double, double* %11, align 8
  %69 = load i32, i32* %16, align 4
  %70 = sitofp i32 %69 to double
  %71 = call double @llvm.fmuladd.f64(double %67, double %68, double %70)
  %72 = fmul double %66, %71
  %73 = addrspacecast i32* %17 to i32 addrspace(4)*
  %74 = call spir_func double @_Z5frexpdPU3AS4i(double noundef %72, i32 addrspace(4)* noundef %73) #6
  store double %74, double* %14, align 8
  %75 = load i32, i32* %17, align 4
  %76 = load i32, i32* %15, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, i32* %15, align 4
  br label %78

78:                                               ; preds = %65
  %79 = load i32, i32* %16, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %16, align 4
  br label %59

81:                                               ; preds = %59
  %82 = load i32, i32* %15, align 4
  %83 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %83, i64 3
  store i32 %82, i32 addrspace(1)* %84, align 4
  %85 = load double, double* %14, align 8
  %86 = call spir_func i64 @scaled(double noundef %85, double noundef 1.000000e+06) #6
  %87 = trunc i64 %86 to i32
  %88 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %89 = getelementptr inbounds i32, i32 addrspace(1)* %88, i64 4
  store i32 %87, i32 addrspace(1)* %89, align 4
  %90 = load double, double* %14, align 8
  %91 = load i32, i32* %15, align 4
  %92 = sub nsw i32 %91, 1000
  %93 = call spir_func double @_Z5ldexpdi(double noundef %90, i32 noundef %92) #5
  %94 = fmul double %93, 1.000000e+300
  %95 = call spir_func i64 @scaled(double noundef %94, double noundef 1.000000e+00) #6
  %96 = trunc i64 %95 to i32
  %97 = load i32, i32* %10, align 4
  %98 = add nsw i32 -1074, %97
  %99 = call spir_func double @_Z5ldexpdi(double noundef 1.500000e+00, i32 noundef %98) #5
  %100 = call spir_func i64 @scaled(double noundef %99, double noundef 1.000000e+00) #6
  %101 = trunc i64 %100 to i32
  %102 = add nsw i32 %96, %101
  %103 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %104 = getelementptr inbounds i32, i32 addrspace(1)* %103, i64 5
  store i32 %102, i32 addrspace(1)* %104, align 4
  %105 = load double, double* %11, align 8
  %106 = addrspacecast double* %18 to double addrspace(4)*
  %107 = call spir_func double @_Z4modfdPU3AS4d(double noundef %105, double addrspace(4)* noundef %106) #6
  store double %107, double* %19, align 8
  %108 = load double, double* %19, align 8
  %109 = call spir_func i64 @scaled(double noundef %108, double noundef 1.000000e+04) #6
  %110 = trunc i64 %109 to i32
  %111 = load double, double* %18, align 8
  %112 = call spir_func i64 @scaled(double noundef %111, double noundef 1.000000e+00) #6
  %113 = trunc i64 %112 to i32
  %114 = mul nsw i32 3, %113
  %115 = add nsw i32 %110, %114
  %116 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %116, i64 6
  store i32 %115, i32 addrspace(1)* %117, align 4
  %118 = load double, double* %11, align 8
  %119 = call spir_func i32 @_Z5ilogbd(double noundef %118) #5
  %120 = icmp eq i32 %119, 2147483647
  br i1 %120, label %121, label %122

121:                                              ; preds = %81
  br label %132

122:                                              ; preds = %81
  %123 = load double, double* %11, align 8
  %124 = call spir_func i32 @_Z5ilogbd(double noundef %123) #5
  %125 = icmp slt i32 %124, -1000
  br i1 %125, label %126, label %127

126:                                              ; preds = %122
  br label %130

127:                                              ; preds = %122
  %128 = load double, double* %11, align 8
  %129 = call spir_func i32 @_Z5ilogbd(double noundef %128) #5
  br label %130

130:                                              ; preds = %127, %126
  %131 = phi i32 [ -99, %126 ], [ %129, %127 ]
  br label %132

132:                                              ; preds = %130, %121
  %133 = phi i32 [ 99, %121 ], [ %131, %130 ]
  %134 = load i32 addrspace(1)*, i32 addrspace(1)** %12, align 8
  %135 = getelementptr inbounds i32, i32 addrspace(1)* %134, i64 7
  store i32 %133, i32 addrspace(1)* %135, align 4
  %136 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 0
  %137 = load double, double* %136, align 8
  %138 = call spir_func i64 @scaled(double noundef %137, double noundef 1.000000e+02) #6
  %139 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 1
  %140 = load i32, i32* %139, align 8
  %141 = sext i32 %140 to i64
  %142 = mul nsw i64 %138, %141
  %143 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %13, i32 0, i32 2
  %144 = load i32, i32* %143, align 4
  %145 = sext i32 %144 to i64
  %146 = add nsw i64 %142, %145
  %147 = load i32, i32* %10, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %148
  store i64 %146, i64 addrspace(3)* %149, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  store i32 8, i32* %20, align 4
  br label %150

150:                                              ; preds = %170, %132
  %151 = load i32, i32* %20, align 4
  %152 = icmp sgt i32 %151, 0
  br i1 %152, label %153, label %173

153:                                              ; preds = %150
  %154 = load i32, i32* %10, align 4
  %155 = load i32, i32* %20, align 4
  %156 = icmp slt i32 %154, %155
  br i1 %156, label %157, label %169

157:                                              ; preds = %153
  %158 = load i32, i32* %10, align 4
  %159 = load i32, i32* %20, align 4
  %160 = add nsw i32 %158, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %161
  %163 = load i64, i64 addrspace(3)* %162, align 8
  %164 = load i32, i32* %10, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %165
  %167 = load i64, i64 addrspace(3)* %166, align 8
  %168 = add nsw i64 %167, %163
  store i64 %168, i64 addrspace(3)* %166, align 8
  br label %169

169:                                              ; preds = %157, %153
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br label %170

170:                                              ; preds = %169
  %171 = load i32, i32* %20, align 4
  %172 = ashr i32 %171, 1
  store i32 %172, i32* %20, align 4
  br label %150

173:                                              ; preds = %150
  %174 = load i32, i32* %10, align 4
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %176, label %181

176:                                              ; preds = %173
  %177 = load i64, i64 addrspace(3)* getelementptr inbounds ([16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 0), align 8
  %178 = load i64 addrspace(1)*, i64 addrspace(1)** %7, align 8
  %179 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %180 = getelementptr inbounds i64, i64 addrspace(1)* %178, i64 %179
  store i64 %177, i64 addrspace(1)* %180, align 8
  br label %181

181:                                              ; preds = %176, %173
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func double @point(i32 noundef %0, double noundef %1) #2 {
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
define internal spir_func void @entry(%struct.gamma_entry* noalias sret(%struct.gamma_entry) align 8 %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %1, double* %4, align 8
  store double %2, double* %5, align 8
  %8 = load double, double* %4, align 8
  %9 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %0, i32 0, i32 1
  %10 = addrspacecast i32* %9 to i32 addrspace(4)*
  %11 = call spir_func double @_Z8lgamma_rdPU3AS4i(double noundef %8, i32 addrspace(4)* noundef %10) #6
  %12 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %0, i32 0, i32 0
  store double %11, double* %12, align 8
  store i32 0, i32* %6, align 4
  %13 = load double, double* %4, align 8
  %14 = load double, double* %5, align 8
  %15 = addrspacecast i32* %6 to i32 addrspace(4)*
  %16 = call spir_func double @_Z6remquoddPU3AS4i(double noundef %13, double noundef %14, i32 addrspace(4)* noundef %15) #6
  store double %16, double* %7, align 8
  %17 = load i32, i32* %6, align 4
  %18 = and i32 %17, 7
  %19 = load double, double* %7, align 8
  %20 = fcmp olt double %19, 0.000000e+00
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i32 -1, i32 1
  %23 = mul nsw i32 %18, %22
  %24 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %0, i32 0, i32 2
  store i32 %23, i32* %24, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i64 @scaled(double noundef %0, double noundef %1) #2 {
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
  %10 = call spir_func double @_Z4fabsd(double noundef %9) #5
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
declare dso_local spir_func double @_Z5frexpdPU3AS4i(double noundef, i32 addrspace(4)* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func double @_Z5ldexpdi(double noundef, i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func double @_Z4modfdPU3AS4d(double noundef, double addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5ilogbd(double noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func double @_Z8lgamma_rdPU3AS4i(double noundef, i32 addrspace(4)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func double @_Z6remquoddPU3AS4i(double noundef, double noundef, i32 addrspace(4)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func double @_Z4fabsd(double noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"double*", !"int*", !"long*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"xs", !"out", !"sums", !"k"}
