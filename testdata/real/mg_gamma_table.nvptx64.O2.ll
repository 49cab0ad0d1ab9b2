; simtc:launch grid=2 block=16 warp=8 xs=float64[32]:iota out=int32[256] sums=int64[2] k=5
; simtc:expect out=[-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,-8746,-1,0,49,730871,1587768515,-955,2,-9312,1,0,53,714782,-230436358,-7202,2,-8228,1,-1,57,555709,198100449,-3452,2,-2532,-1,1,60,682107,-9,-9699,2,-5840,-1,-2,63,657579,-9,-5949,2,-3824,-1,2,65,993601,-9,-2199,2,-2096,1,-3,68,589474,-9,-8446,1,-2520,1,3,70,553638,-9,-4696,1,940,1,-4,71,836556,-9,-946,1,-94,-1,4,73,522371,-9,-7193,1,474,-1,-5,74,562121,-9,-3443,1,5604,1,5,75,553944,-9,-9690,0,-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,4856,-1,0,19,709521,34716,-937,-4,2326,1,0,23,542836,424974,2812,-2,634,1,-1,27,968776,12134945,6562,-1,-34,1,1,33,831570,666642921,315,0,-238,1,-2,40,570817,-1556009111,4065,0,-152,1,2,47,554167,-1245302536,7815,0,146,1,-3,54,703978,-1106748619,1568,1,612,1,3,62,556151,-9,5318,1,1216,1,-4,70,527898,-9,9068,1,1934,1,4,78,587419,-9,2821,1,2754,1,-5,86,752483,-9,6571,1,3662,1,5,95,547193,-9,324,2]
; simtc:expect sums=[234,385]
; ModuleID = 'mg_gamma_table.cl'
source_filename = "mg_gamma_table.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.gamma_entry = type { double, i32, i32 }

@mg_gamma_table.part = internal unnamed_addr addrspace(3) global [16 x i64] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_gamma_table(double addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca %struct.gamma_entry, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  %13 = srem i32 %10, 16
  switch i32 %13, label %17 [
    i32 0, label %24
    i32 1, label %14
    i32 2, label %15
    i32 3, label %16
  ]

14:                                               ; preds = %4
  br label %24

15:                                               ; preds = %4
  br label %24

16:                                               ; preds = %4
  br label %24

17:                                               ; preds = %4
  %18 = shl i64 %9, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds double, double addrspace(1)* %0, i64 %19
  %21 = load double, double addrspace(1)* %20, align 8, !tbaa !10
  %22 = fadd double %21, -2.025000e+01
  %23 = fmul double %22, 3.750000e-01
  br label %24

24:                                               ; preds = %4, %14, %15, %16, %17
  %25 = phi double [ %23, %17 ], [ 0x7FF0000000000000, %16 ], [ -3.000000e+00, %15 ], [ -0.000000e+00, %14 ], [ 0xFFF0000000000000, %4 ]
  %26 = shl nsw i32 %10, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %27
  %29 = bitcast %struct.gamma_entry* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %29)
  %30 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %5, i64 0, i32 1
  %31 = call double @_Z8lgamma_rdPi(double noundef %25, i32* noundef nonnull %30) #6
  %32 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %5, i64 0, i32 0
  store double %31, double* %32, align 8, !tbaa !14
  %33 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #7
  store i32 0, i32* %6, align 4, !tbaa !17
  %34 = call double @_Z6remquoddPi(double noundef %25, double noundef 7.500000e-01, i32* noundef nonnull %6) #6
  %35 = load i32, i32* %6, align 4, !tbaa !17
  %36 = and i32 %35, 7
  %37 = fcmp olt double %34, 0.000000e+00
  %38 = sub nsw i32 0, %36
  %39 = select i1 %37, i32 %38, i32 %36
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #7
  %40 = load double, double* %32, align 8
  %41 = load i32, i32* %30, align 8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %29)
  %42 = fmul double %40, 1.000000e+03
  %43 = call double @_Z4fabsd(double noundef %42) #5
  %44 = fcmp ole double %43, 9.000000e+15
  %45 = fptosi double %42 to i64
  %46 = trunc i64 %45 to i32
  %47 = shl nsw i32 %46, 1
  %48 = select i1 %44, i32 %47, i32 -18
  %49 = fcmp ogt double %40, 1.000000e+300
  %50 = zext i1 %49 to i32
  %51 = or i32 %48, %50
  store i32 %51, i32 addrspace(1)* %28, align 4, !tbaa !17
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 1
  store i32 %41, i32 addrspace(1)* %52, align 4, !tbaa !17
  %53 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 2
  store i32 %39, i32 addrspace(1)* %53, align 4, !tbaa !17
  %54 = add i32 %12, %3
  %55 = icmp slt i32 %54, 1
  br i1 %55, label %58, label %56

56:                                               ; preds = %24
  %57 = bitcast i32* %7 to i8*
  br label %122

58:                                               ; preds = %122, %24
  %59 = phi i32 [ 0, %24 ], [ %131, %122 ]
  %60 = phi double [ 1.000000e+00, %24 ], [ %129, %122 ]
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 3
  store i32 %59, i32 addrspace(1)* %61, align 4, !tbaa !17
  %62 = fmul double %60, 1.000000e+06
  %63 = call double @_Z4fabsd(double noundef %62) #5
  %64 = fcmp ole double %63, 9.000000e+15
  %65 = fptosi double %62 to i64
  %66 = trunc i64 %65 to i32
  %67 = select i1 %64, i32 %66, i32 -9
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 4
  store i32 %67, i32 addrspace(1)* %68, align 4, !tbaa !17
  %69 = add nsw i32 %59, -1000
  %70 = call double @_Z5ldexpdi(double noundef %60, i32 noundef %69) #5
  %71 = fmul double %70, 1.000000e+300
  %72 = call double @_Z4fabsd(double noundef %71) #5
  %73 = fcmp ole double %72, 9.000000e+15
  %74 = fptosi double %71 to i64
  %75 = trunc i64 %74 to i32
  %76 = select i1 %73, i32 %75, i32 -9
  %77 = add nsw i32 %12, -1074
  %78 = call double @_Z5ldexpdi(double noundef 1.500000e+00, i32 noundef %77) #5
  %79 = call double @_Z4fabsd(double noundef %78) #5
  %80 = fcmp ole double %79, 9.000000e+15
  %81 = fptosi double %78 to i64
  %82 = trunc i64 %81 to i32
  %83 = select i1 %80, i32 %82, i32 -9
  %84 = add nsw i32 %83, %76
  %85 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 5
  store i32 %84, i32 addrspace(1)* %85, align 4, !tbaa !17
  %86 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %86) #7
  %87 = call double @_Z4modfdPd(double noundef %25, double* noundef nonnull %8) #6
  %88 = fmul double %87, 1.000000e+04
  %89 = call double @_Z4fabsd(double noundef %88) #5
  %90 = fcmp ole double %89, 9.000000e+15
  %91 = fptosi double %88 to i64
  %92 = trunc i64 %91 to i32
  %93 = select i1 %90, i32 %92, i32 -9
  %94 = load double, double* %8, align 8, !tbaa !10
  %95 = call double @_Z4fabsd(double noundef %94) #5
  %96 = fcmp ole double %95, 9.000000e+15
  %97 = fptosi double %94 to i64
  %98 = trunc i64 %97 to i32
  %99 = mul nsw i32 %98, 3
  %100 = select i1 %96, i32 %99, i32 -27
  %101 = add nsw i32 %100, %93
  %102 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 6
  store i32 %101, i32 addrspace(1)* %102, align 4, !tbaa !17
  %103 = call i32 @_Z5ilogbd(double noundef %25) #5
  %104 = icmp eq i32 %103, 2147483647
  %105 = icmp slt i32 %103, -1000
  %106 = select i1 %105, i32 -99, i32 %103
  %107 = select i1 %104, i32 99, i32 %106
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 7
  store i32 %107, i32 addrspace(1)* %108, align 4, !tbaa !17
  %109 = fmul double %40, 1.000000e+02
  %110 = call double @_Z4fabsd(double noundef %109) #5
  %111 = fcmp ole double %110, 9.000000e+15
  %112 = fptosi double %109 to i64
  %113 = select i1 %111, i64 %112, i64 -9
  %114 = sext i32 %41 to i64
  %115 = mul nsw i64 %113, %114
  %116 = sext i32 %39 to i64
  %117 = add nsw i64 %115, %116
  %118 = shl i64 %11, 32
  %119 = ashr exact i64 %118, 32
  %120 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %119
  store i64 %117, i64 addrspace(3)* %120, align 8, !tbaa !18
  call void @_Z7barrierj(i32 noundef 1) #6
  %121 = icmp slt i32 %12, 8
  br i1 %121, label %134, label %142

122:                                              ; preds = %56, %122
  %123 = phi double [ 1.000000e+00, %56 ], [ %129, %122 ]
  %124 = phi i32 [ 1, %56 ], [ %132, %122 ]
  %125 = phi i32 [ 0, %56 ], [ %131, %122 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %57) #7
  %126 = sitofp i32 %124 to double
  %127 = call double @llvm.fmuladd.f64(double %25, double %25, double %126)
  %128 = fmul double %123, %127
  %129 = call double @_Z5frexpdPi(double noundef %128, i32* noundef nonnull %7) #6
  %130 = load i32, i32* %7, align 4, !tbaa !17
  %131 = add nsw i32 %130, %125
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #7
  %132 = add nuw i32 %124, 1
  %133 = icmp eq i32 %124, %54
  br i1 %133, label %58, label %122

134:                                              ; preds = %58
  %135 = shl i64 %11, 32
  %136 = add i64 %135, 34359738368
  %137 = ashr exact i64 %136, 32
  %138 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %137
  %139 = load i64, i64 addrspace(3)* %138, align 8, !tbaa !18
  %140 = load i64, i64 addrspace(3)* %120, align 8, !tbaa !18
  %141 = add nsw i64 %140, %139
  store i64 %141, i64 addrspace(3)* %120, align 8, !tbaa !18
  br label %142

142:                                              ; preds = %134, %58
  call void @_Z7barrierj(i32 noundef 1) #6
  %143 = icmp slt i32 %12, 4
  br i1 %143, label %144, label %152

144:                                              ; preds = %142
  %145 = shl i64 %11, 32
  %146 = add i64 %145, 17179869184
  %147 = ashr exact i64 %146, 32
  %148 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %147
  %149 = load i64, i64 addrspace(3)* %148, align 8, !tbaa !18
  %150 = load i64, i64 addrspace(3)* %120, align 8, !tbaa !18
  %151 = add nsw i64 %150, %149
  store i64 %151, i64 addrspace(3)* %120, align 8, !tbaa !18
  br label %152

152:                                              ; preds = %144, %142
  call void @_Z7barrierj(i32 noundef 1) #6
  %153 = icmp slt i32 %12, 2
  br i1 %153, label %154, label %162

154:                                              ; preds = %152
  %155 = shl i64 %11, 32
  %156 = add i64 %155, 8589934592
  %157 = ashr exact i64 %156, 32
  %158 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %157
  %159 = load i64, i64 addrspace(3)* %158, align 8, !tbaa !18
  %160 = load i64, i64 addrspace(3)* %120, align 8, !tbaa !18
  %161 = add nsw i64 %160, %159
  store i64 %161, i64 addrspace(3)* %120, align 8, !tbaa !18
  br label %162

162:                                              ; preds = %154, %152
  call void @_Z7barrierj(i32 noundef 1) #6
  %163 = icmp slt i32 %12, 1
  br i1 %163, label %164, label %172

164:                                              ; preds = %162
  %165 = shl i64 %11, 32
  %166 = add i64 %165, 4294967296
  %167 = ashr exact i64 %166, 32
  %168 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %167
  %169 = load i64, i64 addrspace(3)* %168, align 8, !tbaa !18
  %170 = load i64, i64 addrspace(3)* %120, align 8, !tbaa !18
  %171 = add nsw i64 %170, %169
  store i64 %171, i64 addrspace(3)* %120, align 8, !tbaa !18
  br label %172

172:                                              ; preds = %164, %162
  call void @_Z7barrierj(i32 noundef 1) #6
  %173 = icmp eq i32 %12, 0
  br i1 %173, label %174, label %178

174:                                              ; preds = %172
  %175 = load i64, i64 addrspace(3)* getelementptr inbounds ([16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 0), align 8, !tbaa !18
  %176 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %177 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %176
  store i64 %175, i64 addrspace(1)* %177, align 8, !tbaa !18
  br label %178

178:                                              ; preds = %174, %172
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86) #7
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local double @_Z5frexpdPi(double noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z5ldexpdi(double noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local double @_Z4modfdPd(double noundef, double* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z5ilogbd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local double @_Z8lgamma_rdPi(double noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local double @_Z6remquoddPi(double noundef, double noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local double @_Z4fabsd(double noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !11, i64 0}
!15 = !{!"", !11, i64 0, !16, i64 8, !16, i64 12}
!16 = !{!"int", !12, i64 0}
!17 = !{!16, !16, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !12, i64 0}
