; simtc:launch grid=1 block=8 warp=8 p=float32[36]:1,2,3,0,4,5,6,0,-1,0.5,2,0,3,-2,1,0,0.25,0.75,-3,0,2,2,2,0,-4,1,0.5,0,1,1,1,0,9,8,7,0 out=int32[96] u=uint32[8]:1,7,255,65535,4294967295,2863311530,12345,305419896 f=float32[32]
; simtc:expect out=[3200,5190374,5400841,30000,311,1082130432,10334,3101,1,0,65534,3,1050,7820877,-6530756,70500,711,-1082130432,10334,2903,224,0,-2,12,-200,4820229,5399159,750,311,1077936128,10334,2408,261120,1,-1431655852,512,-375,5570374,-9889859,-30000,710,1048576000,10334,1616,2147450880,0,53190,77880,-400,5440310,9680247,10125,291,1073741824,10334,32,-1,7,-2,-1,-500,6260346,-4159091,30000,711,-1065353216,10334,10016,1431655765,3,-1431655767,-1431655763,-250,5020415,-6529244,10500,311,1065353216,10334,1806,1073744910,0,12338,12352,2400,12200173,5400841,10500,711,1091567616,10334,30313,-1851608128,7,305419659,305420151]
; simtc:expect f=[-2.7327387,6.5345225,-2.1982164,0,7.4558425,-13.430197,7.6837635,0,4.0635643,7.218218,1.3728715,0,6.0517836,8.715478,3.0172613,0,7.580582,-6.258253,-1.9669876,0,-0.42264974,-8.422649,10.577351,0,-0.46308684,4.740772,-4.8796144,0,-0.42264974,2.5773501,-0.42264974,0]
; ModuleID = 'geometry.cl'
source_filename = "geometry.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @geometry(float addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %7, 32
  %10 = ashr exact i64 %9, 32
  %11 = addrspacecast float addrspace(1)* %0 to float*
  %12 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %10, float* noundef %11) #6
  %13 = add i64 %9, 4294967296
  %14 = ashr exact i64 %13, 32
  %15 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %14, float* noundef %11) #6
  %16 = mul nsw i32 %8, 12
  %17 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %12, <4 x float> noundef %15) #5
  %18 = fmul float %17, 1.000000e+02
  %19 = fptosi float %18 to i32
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %20
  store i32 %19, i32 addrspace(1)* %21, align 4, !tbaa !10
  %22 = tail call float @_Z6lengthDv4_f(<4 x float> noundef %12) #5
  %23 = fmul float %22, 1.000000e+02
  %24 = fptosi float %23 to i32
  %25 = tail call float @_Z8distanceDv4_fS_(<4 x float> noundef %12, <4 x float> noundef %15) #5
  %26 = fmul float %25, 1.000000e+02
  %27 = fptosi float %26 to i32
  %28 = mul nsw i32 %27, 10000
  %29 = add nsw i32 %28, %24
  %30 = or i32 %16, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %31
  store i32 %29, i32 addrspace(1)* %32, align 4, !tbaa !10
  %33 = tail call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %12) #5
  %34 = tail call <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %12, <4 x float> noundef %15) #5
  %35 = fadd <4 x float> %33, %34
  %36 = addrspacecast float addrspace(1)* %3 to float*
  tail call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef %35, i64 noundef %10, float* noundef %36) #7
  %37 = bitcast float* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %37) #8
  %38 = extractelement <4 x float> %12, i64 0
  %39 = call float @_Z6sincosfPf(float noundef %38, float* noundef nonnull %5) #7
  %40 = bitcast float* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40) #8
  %41 = extractelement <4 x float> %12, i64 1
  %42 = fmul float %41, 1.500000e+00
  %43 = call float @_Z5fractfPf(float noundef %42, float* noundef nonnull %6) #7
  %44 = fmul float %39, 1.000000e+03
  %45 = fptosi float %44 to i32
  %46 = load float, float* %5, align 4, !tbaa !14
  %47 = fmul float %46, 1.000000e+03
  %48 = fptosi float %47 to i32
  %49 = mul nsw i32 %48, 10000
  %50 = add nsw i32 %49, %45
  %51 = or i32 %16, 2
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %52
  store i32 %50, i32 addrspace(1)* %53, align 4, !tbaa !10
  %54 = fmul float %43, 1.000000e+03
  %55 = fptosi float %54 to i32
  %56 = load float, float* %6, align 4, !tbaa !14
  %57 = fptosi float %56 to i32
  %58 = mul nsw i32 %57, 10000
  %59 = add nsw i32 %58, %55
  %60 = or i32 %16, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %61
  store i32 %59, i32 addrspace(1)* %62, align 4, !tbaa !10
  %63 = extractelement <4 x float> %12, i64 2
  %64 = call float @_Z4signf(float noundef %63) #5
  %65 = fptosi float %64 to i32
  %66 = mul nsw i32 %65, 10
  %67 = call float @_Z4stepff(float noundef 5.000000e-01, float noundef %41) #5
  %68 = fptosi float %67 to i32
  %69 = add nsw i32 %66, %68
  %70 = and i32 %8, 1
  %71 = call float @_Z6selectffi(float noundef 3.000000e+00, float noundef 7.000000e+00, i32 noundef %70) #5
  %72 = fptosi float %71 to i32
  %73 = mul nsw i32 %72, 100
  %74 = add nsw i32 %69, %73
  %75 = add nsw i32 %16, 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %76
  store i32 %74, i32 addrspace(1)* %77, align 4, !tbaa !10
  %78 = extractelement <4 x float> %15, i64 0
  %79 = call float @_Z9bitselectfff(float noundef %38, float noundef %78, float noundef 0xFFFFE00000000000) #5
  %80 = add nsw i32 %16, 5
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %81
  %83 = bitcast i32 addrspace(1)* %82 to float addrspace(1)*
  store float %79, float addrspace(1)* %83, align 4, !tbaa !10
  %84 = shufflevector <4 x float> %12, <4 x float> undef, <4 x i32> <i32 3, i32 3, i32 3, i32 3>
  %85 = fdiv <4 x float> %12, %84, !fpmath !16
  %86 = call <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %85) #5
  %87 = fdiv <4 x float> %15, %84, !fpmath !16
  %88 = call <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef %87) #5
  %89 = shl <4 x i32> %88, <i32 1, i32 1, i32 1, i32 1>
  %90 = add <4 x i32> %89, %86
  %91 = call <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef %12) #5
  %92 = shl <4 x i32> %91, <i32 2, i32 2, i32 2, i32 2>
  %93 = add <4 x i32> %90, %92
  %94 = extractelement <4 x i32> %93, i64 0
  %95 = extractelement <4 x i32> %93, i64 1
  %96 = mul nsw i32 %95, 10
  %97 = extractelement <4 x i32> %93, i64 2
  %98 = mul nsw i32 %97, 100
  %99 = call i32 @_Z3anyDv4_i(<4 x i32> noundef %93) #5
  %100 = mul nsw i32 %99, 1000
  %101 = ashr <4 x i32> %93, <i32 31, i32 31, i32 31, i32 31>
  %102 = call i32 @_Z3allDv4_i(<4 x i32> noundef %101) #5
  %103 = mul nsw i32 %102, 10000
  %104 = add i32 %94, %100
  %105 = add i32 %104, %103
  %106 = add i32 %105, %96
  %107 = add i32 %106, %98
  %108 = add nsw i32 %16, 6
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %109
  store i32 %107, i32 addrspace(1)* %110, align 4, !tbaa !10
  %111 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %10
  %112 = load i32, i32 addrspace(1)* %111, align 4, !tbaa !10
  %113 = add i64 %7, 3
  %114 = and i64 %113, 7
  %115 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %114
  %116 = load i32, i32 addrspace(1)* %115, align 4, !tbaa !10
  %117 = call i32 @_Z8popcountj(i32 noundef %112) #5
  %118 = call i32 @_Z3clzj(i32 noundef %112) #5
  %119 = mul i32 %118, 100
  %120 = add i32 %119, %117
  %121 = call i32 @_Z3ctzj(i32 noundef %112) #5
  %122 = mul i32 %121, 10000
  %123 = add i32 %120, %122
  %124 = add nsw i32 %16, 7
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %125
  store i32 %123, i32 addrspace(1)* %126, align 4, !tbaa !10
  %127 = mul i32 %8, 5
  %128 = call i32 @_Z6rotatejj(i32 noundef %112, i32 noundef %127) #5
  %129 = add nsw i32 %16, 8
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %130
  store i32 %128, i32 addrspace(1)* %131, align 4, !tbaa !10
  %132 = call i32 @_Z4haddjj(i32 noundef %112, i32 noundef %116) #5
  %133 = call i32 @_Z5rhaddjj(i32 noundef %112, i32 noundef %116) #5
  %134 = xor i32 %133, %132
  %135 = add nsw i32 %16, 9
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %136
  store i32 %134, i32 addrspace(1)* %137, align 4, !tbaa !10
  %138 = call i32 @_Z8abs_diffjj(i32 noundef %112, i32 noundef %116) #5
  %139 = call i32 @_Z6mul_hijj(i32 noundef %112, i32 noundef %116) #5
  %140 = add i32 %139, %138
  %141 = add nsw i32 %16, 10
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %142
  store i32 %140, i32 addrspace(1)* %143, align 4, !tbaa !10
  %144 = call i32 @_Z7add_satjj(i32 noundef %112, i32 noundef %116) #5
  %145 = call i32 @_Z7sub_satjj(i32 noundef %116, i32 noundef %112) #5
  %146 = and i32 %8, 3
  %147 = extractelement <4 x float> %12, i32 %146
  %148 = fptosi float %147 to i32
  %149 = add i32 %144, %148
  %150 = sub i32 %149, %145
  %151 = add nsw i32 %16, 11
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %152
  store i32 %150, i32 addrspace(1)* %153, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %37) #8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6lengthDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef, i64 noundef, float* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local float @_Z5fractfPf(float noundef, float* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4signf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4stepff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z9bitselectfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3clzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3ctzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z5rhaddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z8abs_diffjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z7sub_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind readonly willreturn }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*)* @geometry, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"uint*", !"float*"}
!8 = !{!"const", !"", !"const", !""}
!9 = !{!"p", !"out", !"u", !"f"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
!16 = !{float 2.500000e+00}
