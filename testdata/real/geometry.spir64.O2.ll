; simtc:launch grid=1 block=8 warp=8 p=float32[36]:1,2,3,0,4,5,6,0,-1,0.5,2,0,3,-2,1,0,0.25,0.75,-3,0,2,2,2,0,-4,1,0.5,0,1,1,1,0,9,8,7,0 out=int32[96] u=uint32[8]:1,7,255,65535,4294967295,2863311530,12345,305419896 f=float32[32]
; simtc:expect out=[3200,5190374,5400841,30000,311,1082130432,10334,3101,1,0,65534,3,1050,7820877,-6530756,70500,711,-1082130432,10334,2903,224,0,-2,12,-200,4820229,5399159,750,311,1077936128,10334,2408,261120,1,-1431655852,512,-375,5570374,-9889859,-30000,710,1048576000,10334,1616,2147450880,0,53190,77880,-400,5440310,9680247,10125,291,1073741824,10334,32,-1,7,-2,-1,-500,6260346,-4159091,30000,711,-1065353216,10334,10016,1431655765,3,-1431655767,-1431655763,-250,5020415,-6529244,10500,311,1065353216,10334,1806,1073744910,0,12338,12352,2400,12200173,5400841,10500,711,1091567616,10334,30313,-1851608128,7,305419659,305420151]
; simtc:expect f=[-2.7327387,6.5345225,-2.1982164,0,7.4558425,-13.430197,7.6837635,0,4.0635643,7.218218,1.3728715,0,6.0517836,8.715478,3.0172613,0,7.580582,-6.258253,-1.9669876,0,-0.42264974,-8.422649,10.577351,0,-0.46308684,4.740772,-4.8796144,0,-0.42264974,2.5773501,-0.42264974,0]
; ModuleID = 'geometry.cl'
source_filename = "geometry.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @geometry(float addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = sext i32 %8 to i64
  %10 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  %11 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %9, float addrspace(4)* noundef %10) #6
  %12 = add nsw i32 %8, 1
  %13 = sext i32 %12 to i64
  %14 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %13, float addrspace(4)* noundef %10) #6
  %15 = mul nsw i32 %8, 12
  %16 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %11, <4 x float> noundef %14) #5
  %17 = fmul float %16, 1.000000e+02
  %18 = fptosi float %17 to i32
  %19 = sext i32 %15 to i64
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %19
  store i32 %18, i32 addrspace(1)* %20, align 4, !tbaa !9
  %21 = tail call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %11) #5
  %22 = fmul float %21, 1.000000e+02
  %23 = fptosi float %22 to i32
  %24 = tail call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %11, <4 x float> noundef %14) #5
  %25 = fmul float %24, 1.000000e+02
  %26 = fptosi float %25 to i32
  %27 = mul nsw i32 %26, 10000
  %28 = add nsw i32 %27, %23
  %29 = or i32 %15, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %30
  store i32 %28, i32 addrspace(1)* %31, align 4, !tbaa !9
  %32 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %11) #5
  %33 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %11, <4 x float> noundef %14) #5
  %34 = fadd <4 x float> %32, %33
  %35 = addrspacecast float addrspace(1)* %3 to float addrspace(4)*
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %34, i64 noundef %9, float addrspace(4)* noundef %35) #7
  %36 = bitcast float* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %36) #8
  %37 = extractelement <4 x float> %11, i64 0
  %38 = addrspacecast float* %5 to float addrspace(4)*
  %39 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %37, float addrspace(4)* noundef %38) #7
  %40 = bitcast float* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %40) #8
  %41 = extractelement <4 x float> %11, i64 1
  %42 = fmul float %41, 1.500000e+00
  %43 = addrspacecast float* %6 to float addrspace(4)*
  %44 = call spir_func float @_Z5fractfPU3AS4f(float noundef %42, float addrspace(4)* noundef %43) #7
  %45 = fmul float %39, 1.000000e+03
  %46 = fptosi float %45 to i32
  %47 = load float, float* %5, align 4, !tbaa !13
  %48 = fmul float %47, 1.000000e+03
  %49 = fptosi float %48 to i32
  %50 = mul nsw i32 %49, 10000
  %51 = add nsw i32 %50, %46
  %52 = or i32 %15, 2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %53
  store i32 %51, i32 addrspace(1)* %54, align 4, !tbaa !9
  %55 = fmul float %44, 1.000000e+03
  %56 = fptosi float %55 to i32
  %57 = load float, float* %6, align 4, !tbaa !13
  %58 = fptosi float %57 to i32
  %59 = mul nsw i32 %58, 10000
  %60 = add nsw i32 %59, %56
  %61 = or i32 %15, 3
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %62
  store i32 %60, i32 addrspace(1)* %63, align 4, !tbaa !9
  %64 = extractelement <4 x float> %11, i64 2
  %65 = call spir_func float @_Z4signf(float noundef %64) #5
  %66 = fptosi float %65 to i32
  %67 = mul nsw i32 %66, 10
  %68 = call spir_func float @_Z4stepff(float noundef 5.000000e-01, float noundef %41) #5
  %69 = fptosi float %68 to i32
  %70 = add nsw i32 %67, %69
  %71 = and i32 %8, 1
  %72 = call spir_func float @_Z6selectffi(float noundef 3.000000e+00, float noundef 7.000000e+00, i32 noundef %71) #5
  %73 = fptosi float %72 to i32
  %74 = mul nsw i32 %73, 100
  %75 = add nsw i32 %70, %74
  %76 = add nsw i32 %15, 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %77
  store i32 %75, i32 addrspace(1)* %78, align 4, !tbaa !9
  %79 = extractelement <4 x float> %14, i64 0
  %80 = call spir_func float @_Z9bitselectfff(float noundef %37, float noundef %79, float noundef 0xFFFFE00000000000) #5
  %81 = add nsw i32 %15, 5
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %82
  %84 = bitcast i32 addrspace(1)* %83 to float addrspace(1)*
  store float %80, float addrspace(1)* %84, align 4, !tbaa !9
  %85 = shufflevector <4 x float> %11, <4 x float> undef, <4 x i32> <i32 3, i32 3, i32 3, i32 3>
  %86 = fdiv <4 x float> %11, %85, !fpmath !15
  %87 = call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %86) #5
  %88 = fdiv <4 x float> %14, %85, !fpmath !15
  %89 = call spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef %88) #5
  %90 = shl <4 x i32> %89, <i32 1, i32 1, i32 1, i32 1>
  %91 = add <4 x i32> %90, %87
  %92 = call spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef %11) #5
  %93 = shl <4 x i32> %92, <i32 2, i32 2, i32 2, i32 2>
  %94 = add <4 x i32> %91, %93
  %95 = extractelement <4 x i32> %94, i64 0
  %96 = extractelement <4 x i32> %94, i64 1
  %97 = mul nsw i32 %96, 10
  %98 = extractelement <4 x i32> %94, i64 2
  %99 = mul nsw i32 %98, 100
  %100 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %94) #5
  %101 = mul nsw i32 %100, 1000
  %102 = ashr <4 x i32> %94, <i32 31, i32 31, i32 31, i32 31>
  %103 = call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %102) #5
  %104 = mul nsw i32 %103, 10000
  %105 = add i32 %95, %101
  %106 = add i32 %105, %104
  %107 = add i32 %106, %97
  %108 = add i32 %107, %99
  %109 = add nsw i32 %15, 6
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %110
  store i32 %108, i32 addrspace(1)* %111, align 4, !tbaa !9
  %112 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %9
  %113 = load i32, i32 addrspace(1)* %112, align 4, !tbaa !9
  %114 = add nsw i32 %8, 3
  %115 = and i32 %114, 7
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %116
  %118 = load i32, i32 addrspace(1)* %117, align 4, !tbaa !9
  %119 = call spir_func i32 @_Z8popcountj(i32 noundef %113) #5
  %120 = call spir_func i32 @_Z3clzj(i32 noundef %113) #5
  %121 = mul i32 %120, 100
  %122 = add i32 %121, %119
  %123 = call spir_func i32 @_Z3ctzj(i32 noundef %113) #5
  %124 = mul i32 %123, 10000
  %125 = add i32 %122, %124
  %126 = add nsw i32 %15, 7
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %127
  store i32 %125, i32 addrspace(1)* %128, align 4, !tbaa !9
  %129 = mul i32 %8, 5
  %130 = call spir_func i32 @_Z6rotatejj(i32 noundef %113, i32 noundef %129) #5
  %131 = add nsw i32 %15, 8
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %132
  store i32 %130, i32 addrspace(1)* %133, align 4, !tbaa !9
  %134 = call spir_func i32 @_Z4haddjj(i32 noundef %113, i32 noundef %118) #5
  %135 = call spir_func i32 @_Z5rhaddjj(i32 noundef %113, i32 noundef %118) #5
  %136 = xor i32 %135, %134
  %137 = add nsw i32 %15, 9
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %138
  store i32 %136, i32 addrspace(1)* %139, align 4, !tbaa !9
  %140 = call spir_func i32 @_Z8abs_diffjj(i32 noundef %113, i32 noundef %118) #5
  %141 = call spir_func i32 @_Z6mul_hijj(i32 noundef %113, i32 noundef %118) #5
  %142 = add i32 %141, %140
  %143 = add nsw i32 %15, 10
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %144
  store i32 %142, i32 addrspace(1)* %145, align 4, !tbaa !9
  %146 = call spir_func i32 @_Z7add_satjj(i32 noundef %113, i32 noundef %118) #5
  %147 = call spir_func i32 @_Z7sub_satjj(i32 noundef %118, i32 noundef %113) #5
  %148 = and i32 %8, 3
  %149 = extractelement <4 x float> %11, i32 %148
  %150 = fptosi float %149 to i32
  %151 = add i32 %146, %150
  %152 = sub i32 %151, %147
  %153 = add nsw i32 %15, 11
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %154
  store i32 %152, i32 addrspace(1)* %155, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %40) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %36) #8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, float addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6lengthDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, float addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent
declare dso_local spir_func float @_Z5fractfPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4signf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z4stepff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z9bitselectfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3clzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3ctzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z5rhaddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z8abs_diffjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z7sub_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind readonly willreturn }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"uint*", !"float*"}
!7 = !{!"const", !"", !"const", !""}
!8 = !{!"p", !"out", !"u", !"f"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !11, i64 0}
!15 = !{float 2.500000e+00}
