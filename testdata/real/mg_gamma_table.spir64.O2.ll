; simtc:launch grid=2 block=16 warp=8 xs=float64[32]:iota out=int32[256] sums=int64[2] k=5
; simtc:expect out=[-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,-8746,-1,0,49,730871,1587768515,-955,2,-9312,1,0,53,714782,-230436358,-7202,2,-8228,1,-1,57,555709,198100449,-3452,2,-2532,-1,1,60,682107,-9,-9699,2,-5840,-1,-2,63,657579,-9,-5949,2,-3824,-1,2,65,993601,-9,-2199,2,-2096,1,-3,68,589474,-9,-8446,1,-2520,1,3,70,553638,-9,-4696,1,940,1,-4,71,836556,-9,-946,1,-94,-1,4,73,522371,-9,-7193,1,474,-1,-5,74,562121,-9,-3443,1,5604,1,5,75,553944,-9,-9690,0,-17,1,0,0,-9,-9,-27,99,-17,-1,0,10,703125,67,0,-99,-17,1,4,26,859165,5380974,-9,1,-17,1,0,0,-9,-9,-27,99,4856,-1,0,19,709521,34716,-937,-4,2326,1,0,23,542836,424974,2812,-2,634,1,-1,27,968776,12134945,6562,-1,-34,1,1,33,831570,666642921,315,0,-238,1,-2,40,570817,-1556009111,4065,0,-152,1,2,47,554167,-1245302536,7815,0,146,1,-3,54,703978,-1106748619,1568,1,612,1,3,62,556151,-9,5318,1,1216,1,-4,70,527898,-9,9068,1,1934,1,4,78,587419,-9,2821,1,2754,1,-5,86,752483,-9,6571,1,3662,1,5,95,547193,-9,324,2]
; simtc:expect sums=[234,385]
; ModuleID = 'mg_gamma_table.cl'
source_filename = "mg_gamma_table.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.gamma_entry = type { double, i32, i32 }

@mg_gamma_table.part = internal unnamed_addr addrspace(3) global [16 x i64] undef, align 8

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @mg_gamma_table(double addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca i32, align 4
  %6 = alloca %struct.gamma_entry, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %12 = trunc i64 %11 to i32
  %13 = srem i32 %10, 16
  switch i32 %13, label %17 [
    i32 0, label %23
    i32 1, label %14
    i32 2, label %15
    i32 3, label %16
  ]

14:                                               ; preds = %4
  br label %23

15:                                               ; preds = %4
  br label %23

16:                                               ; preds = %4
  br label %23

17:                                               ; preds = %4
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds double, double addrspace(1)* %0, i64 %18
  %20 = load double, double addrspace(1)* %19, align 8, !tbaa !9
  %21 = fadd double %20, -2.025000e+01
  %22 = fmul double %21, 3.750000e-01
  br label %23

23:                                               ; preds = %4, %14, %15, %16, %17
  %24 = phi double [ %22, %17 ], [ 0x7FF0000000000000, %16 ], [ -3.000000e+00, %15 ], [ -0.000000e+00, %14 ], [ 0xFFF0000000000000, %4 ]
  %25 = shl nsw i32 %10, 3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %26
  %28 = bitcast %struct.gamma_entry* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %28) #7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %29 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %6, i64 0, i32 1
  %30 = addrspacecast i32* %29 to i32 addrspace(4)*
  %31 = call spir_func double @_Z8lgamma_rdPU3AS4i(double noundef %24, i32 addrspace(4)* noundef %30) #8
  %32 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %6, i64 0, i32 0
  store double %31, double* %32, align 8, !tbaa !16, !alias.scope !13
  %33 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #7, !noalias !13
  store i32 0, i32* %5, align 4, !tbaa !19, !noalias !13
  %34 = addrspacecast i32* %5 to i32 addrspace(4)*
  %35 = call spir_func double @_Z6remquoddPU3AS4i(double noundef %24, double noundef 7.500000e-01, i32 addrspace(4)* noundef %34) #8
  %36 = load i32, i32* %5, align 4, !tbaa !19, !noalias !13
  %37 = and i32 %36, 7
  %38 = fcmp olt double %35, 0.000000e+00
  %39 = sub nsw i32 0, %37
  %40 = select i1 %38, i32 %39, i32 %37
  %41 = getelementptr inbounds %struct.gamma_entry, %struct.gamma_entry* %6, i64 0, i32 2
  store i32 %40, i32* %41, align 4, !tbaa !20, !alias.scope !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #7, !noalias !13
  %42 = load double, double* %32, align 8, !tbaa !16
  %43 = fmul double %42, 1.000000e+03
  %44 = call spir_func double @_Z4fabsd(double noundef %43) #6
  %45 = fcmp ole double %44, 9.000000e+15
  %46 = fptosi double %43 to i64
  %47 = trunc i64 %46 to i32
  %48 = shl nsw i32 %47, 1
  %49 = select i1 %45, i32 %48, i32 -18
  %50 = fcmp ogt double %42, 1.000000e+300
  %51 = zext i1 %50 to i32
  %52 = or i32 %49, %51
  store i32 %52, i32 addrspace(1)* %27, align 4, !tbaa !19
  %53 = load i32, i32* %29, align 8, !tbaa !21
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 1
  store i32 %53, i32 addrspace(1)* %54, align 4, !tbaa !19
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 2
  store i32 %40, i32 addrspace(1)* %55, align 4, !tbaa !19
  %56 = add nsw i32 %12, %3
  %57 = icmp slt i32 %56, 1
  br i1 %57, label %61, label %58

58:                                               ; preds = %23
  %59 = bitcast i32* %7 to i8*
  %60 = addrspacecast i32* %7 to i32 addrspace(4)*
  br label %128

61:                                               ; preds = %128, %23
  %62 = phi i32 [ 0, %23 ], [ %137, %128 ]
  %63 = phi double [ 1.000000e+00, %23 ], [ %135, %128 ]
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 3
  store i32 %62, i32 addrspace(1)* %64, align 4, !tbaa !19
  %65 = fmul double %63, 1.000000e+06
  %66 = call spir_func double @_Z4fabsd(double noundef %65) #6
  %67 = fcmp ole double %66, 9.000000e+15
  %68 = fptosi double %65 to i64
  %69 = trunc i64 %68 to i32
  %70 = select i1 %67, i32 %69, i32 -9
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 4
  store i32 %70, i32 addrspace(1)* %71, align 4, !tbaa !19
  %72 = add nsw i32 %62, -1000
  %73 = call spir_func double @_Z5ldexpdi(double noundef %63, i32 noundef %72) #6
  %74 = fmul double %73, 1.000000e+300
  %75 = call spir_func double @_Z4fabsd(double noundef %74) #6
  %76 = fcmp ole double %75, 9.000000e+15
  %77 = fptosi double %74 to i64
  %78 = trunc i64 %77 to i32
  %79 = select i1 %76, i32 %78, i32 -9
  %80 = add nsw i32 %12, -1074
  %81 = call spir_func double @_Z5ldexpdi(double noundef 1.500000e+00, i32 noundef %80) #6
  %82 = call spir_func double @_Z4fabsd(double noundef %81) #6
  %83 = fcmp ole double %82, 9.000000e+15
  %84 = fptosi double %81 to i64
  %85 = trunc i64 %84 to i32
  %86 = select i1 %83, i32 %85, i32 -9
  %87 = add nsw i32 %86, %79
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 5
  store i32 %87, i32 addrspace(1)* %88, align 4, !tbaa !19
  %89 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %89) #7
  %90 = addrspacecast double* %8 to double addrspace(4)*
  %91 = call spir_func double @_Z4modfdPU3AS4d(double noundef %24, double addrspace(4)* noundef %90) #8
  %92 = fmul double %91, 1.000000e+04
  %93 = call spir_func double @_Z4fabsd(double noundef %92) #6
  %94 = fcmp ole double %93, 9.000000e+15
  %95 = fptosi double %92 to i64
  %96 = trunc i64 %95 to i32
  %97 = select i1 %94, i32 %96, i32 -9
  %98 = load double, double* %8, align 8, !tbaa !9
  %99 = call spir_func double @_Z4fabsd(double noundef %98) #6
  %100 = fcmp ole double %99, 9.000000e+15
  %101 = fptosi double %98 to i64
  %102 = trunc i64 %101 to i32
  %103 = mul nsw i32 %102, 3
  %104 = select i1 %100, i32 %103, i32 -27
  %105 = add nsw i32 %104, %97
  %106 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 6
  store i32 %105, i32 addrspace(1)* %106, align 4, !tbaa !19
  %107 = call spir_func i32 @_Z5ilogbd(double noundef %24) #6
  %108 = icmp eq i32 %107, 2147483647
  %109 = icmp slt i32 %107, -1000
  %110 = select i1 %109, i32 -99, i32 %107
  %111 = select i1 %108, i32 99, i32 %110
  %112 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 7
  store i32 %111, i32 addrspace(1)* %112, align 4, !tbaa !19
  %113 = load double, double* %32, align 8, !tbaa !16
  %114 = fmul double %113, 1.000000e+02
  %115 = call spir_func double @_Z4fabsd(double noundef %114) #6
  %116 = fcmp ole double %115, 9.000000e+15
  %117 = fptosi double %114 to i64
  %118 = select i1 %116, i64 %117, i64 -9
  %119 = load i32, i32* %29, align 8, !tbaa !21
  %120 = sext i32 %119 to i64
  %121 = mul nsw i64 %118, %120
  %122 = load i32, i32* %41, align 4, !tbaa !20
  %123 = sext i32 %122 to i64
  %124 = add nsw i64 %121, %123
  %125 = sext i32 %12 to i64
  %126 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %125
  store i64 %124, i64 addrspace(3)* %126, align 8, !tbaa !22
  call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %127 = icmp slt i32 %12, 8
  br i1 %127, label %140, label %147

128:                                              ; preds = %58, %128
  %129 = phi double [ 1.000000e+00, %58 ], [ %135, %128 ]
  %130 = phi i32 [ 1, %58 ], [ %138, %128 ]
  %131 = phi i32 [ 0, %58 ], [ %137, %128 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %59) #7
  %132 = sitofp i32 %130 to double
  %133 = call double @llvm.fmuladd.f64(double %24, double %24, double %132)
  %134 = fmul double %129, %133
  %135 = call spir_func double @_Z5frexpdPU3AS4i(double noundef %134, i32 addrspace(4)* noundef %60) #8
  %136 = load i32, i32* %7, align 4, !tbaa !19
  %137 = add nsw i32 %136, %131
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %59) #7
  %138 = add nuw nsw i32 %130, 1
  %139 = icmp slt i32 %130, %56
  br i1 %139, label %128, label %61

140:                                              ; preds = %61
  %141 = add nsw i32 %12, 8
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %142
  %144 = load i64, i64 addrspace(3)* %143, align 8, !tbaa !22
  %145 = load i64, i64 addrspace(3)* %126, align 8, !tbaa !22
  %146 = add nsw i64 %145, %144
  store i64 %146, i64 addrspace(3)* %126, align 8, !tbaa !22
  br label %147

147:                                              ; preds = %140, %61
  call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %148 = icmp slt i32 %12, 4
  br i1 %148, label %149, label %156

149:                                              ; preds = %147
  %150 = add nsw i32 %12, 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %151
  %153 = load i64, i64 addrspace(3)* %152, align 8, !tbaa !22
  %154 = load i64, i64 addrspace(3)* %126, align 8, !tbaa !22
  %155 = add nsw i64 %154, %153
  store i64 %155, i64 addrspace(3)* %126, align 8, !tbaa !22
  br label %156

156:                                              ; preds = %149, %147
  call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %157 = icmp slt i32 %12, 2
  br i1 %157, label %158, label %165

158:                                              ; preds = %156
  %159 = add nsw i32 %12, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %160
  %162 = load i64, i64 addrspace(3)* %161, align 8, !tbaa !22
  %163 = load i64, i64 addrspace(3)* %126, align 8, !tbaa !22
  %164 = add nsw i64 %163, %162
  store i64 %164, i64 addrspace(3)* %126, align 8, !tbaa !22
  br label %165

165:                                              ; preds = %158, %156
  call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %166 = icmp slt i32 %12, 1
  br i1 %166, label %167, label %174

167:                                              ; preds = %165
  %168 = add nsw i32 %12, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 %169
  %171 = load i64, i64 addrspace(3)* %170, align 8, !tbaa !22
  %172 = load i64, i64 addrspace(3)* %126, align 8, !tbaa !22
  %173 = add nsw i64 %172, %171
  store i64 %173, i64 addrspace(3)* %126, align 8, !tbaa !22
  br label %174

174:                                              ; preds = %167, %165
  call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %175 = icmp eq i32 %12, 0
  br i1 %175, label %176, label %180

176:                                              ; preds = %174
  %177 = load i64, i64 addrspace(3)* getelementptr inbounds ([16 x i64], [16 x i64] addrspace(3)* @mg_gamma_table.part, i64 0, i64 0), align 8, !tbaa !22
  %178 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %179 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %178
  store i64 %177, i64 addrspace(1)* %179, align 8, !tbaa !22
  br label %180

180:                                              ; preds = %176, %174
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %28) #7
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func double @_Z5frexpdPU3AS4i(double noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z5ldexpdi(double noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func double @_Z4modfdPU3AS4d(double noundef, double addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5ilogbd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func double @_Z8lgamma_rdPU3AS4i(double noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func double @_Z6remquoddPU3AS4i(double noundef, double noundef, i32 addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func double @_Z4fabsd(double noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"entry: argument 0"}
!15 = distinct !{!15, !"entry"}
!16 = !{!17, !10, i64 0}
!17 = !{!"", !10, i64 0, !18, i64 8, !18, i64 12}
!18 = !{!"int", !11, i64 0}
!19 = !{!18, !18, i64 0}
!20 = !{!17, !18, i64 12}
!21 = !{!17, !18, i64 8}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !11, i64 0}
