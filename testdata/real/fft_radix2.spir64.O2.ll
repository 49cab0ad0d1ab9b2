; simtc:launch grid=1 block=8 warp=8 data=float32[32]:1,0,2,0,3,0,4,0,5,0,6,0,7,0,8,0,8,0,7,0,6,0,5,0,4,0,3,0,2,0,1,0 out=int32[32]
; simtc:expect out=[7200,0,-100,-19,-400,-165,-100,-66,-1600,-1600,-100,-149,-400,-965,-100,-502,0,0,-99,502,-399,965,-100,149,-1599,1600,-99,66,-400,165,-99,19]
; ModuleID = 'fft_radix2.cl'
source_filename = "fft_radix2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@fft_radix2.buf = internal unnamed_addr addrspace(3) global [16 x <2 x float>] undef, align 8

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fft_radix2(<2 x float> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca float, align 4
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %0, i64 %6
  %8 = load <2 x float>, <2 x float> addrspace(1)* %7, align 8, !tbaa !10
  %9 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %6
  store <2 x float> %8, <2 x float> addrspace(3)* %9, align 8, !tbaa !10
  %10 = add nsw i32 %5, 8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %0, i64 %11
  %13 = load <2 x float>, <2 x float> addrspace(1)* %12, align 8, !tbaa !10
  %14 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %11
  store <2 x float> %13, <2 x float> addrspace(3)* %14, align 8, !tbaa !10
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %15 = bitcast float* %3 to i8*
  %16 = addrspacecast float* %3 to float addrspace(4)*
  br label %44

17:                                               ; preds = %44
  %18 = load <2 x float>, <2 x float> addrspace(3)* %9, align 8
  %19 = extractelement <2 x float> %18, i64 0
  %20 = fmul float %19, 1.000000e+02
  %21 = fptosi float %20 to i32
  %22 = shl nsw i32 %5, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %23
  store i32 %21, i32 addrspace(1)* %24, align 4, !tbaa !13
  %25 = extractelement <2 x float> %18, i64 1
  %26 = fmul float %25, 1.000000e+02
  %27 = fptosi float %26 to i32
  %28 = or i32 %22, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %29
  store i32 %27, i32 addrspace(1)* %30, align 4, !tbaa !13
  %31 = load <2 x float>, <2 x float> addrspace(3)* %14, align 8
  %32 = extractelement <2 x float> %31, i64 0
  %33 = fmul float %32, 1.000000e+02
  %34 = fptosi float %33 to i32
  %35 = shl nsw i32 %10, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %36
  store i32 %34, i32 addrspace(1)* %37, align 4, !tbaa !13
  %38 = extractelement <2 x float> %31, i64 1
  %39 = fmul float %38, 1.000000e+02
  %40 = fptosi float %39 to i32
  %41 = or i32 %35, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %42
  store i32 %40, i32 addrspace(1)* %43, align 4, !tbaa !13
  ret void

44:                                               ; preds = %2, %44
  %45 = phi i32 [ 1, %2 ], [ %51, %44 ]
  %46 = freeze i32 %5
  %47 = freeze i32 %45
  %48 = sdiv i32 %46, %47
  %49 = mul i32 %48, %47
  %50 = sub i32 %46, %49
  %51 = shl i32 %45, 1
  %52 = mul i32 %51, %48
  %53 = add nsw i32 %52, %50
  %54 = add nsw i32 %53, %45
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #7
  %55 = sitofp i32 %50 to float
  %56 = fmul float %55, 0xC00921FB60000000
  %57 = sitofp i32 %45 to float
  %58 = fdiv float %56, %57, !fpmath !15
  %59 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %58, float addrspace(4)* noundef %16) #6
  %60 = load float, float* %3, align 4, !tbaa !16
  %61 = sext i32 %53 to i64
  %62 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %61
  %63 = load <2 x float>, <2 x float> addrspace(3)* %62, align 8, !tbaa !10
  %64 = sext i32 %54 to i64
  %65 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %64
  %66 = getelementptr inbounds <2 x float>, <2 x float> addrspace(3)* %65, i64 0, i64 0
  %67 = load float, float addrspace(3)* %66, align 8
  %68 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %64, i64 1
  %69 = load float, float addrspace(3)* %68, align 4
  %70 = fneg float %69
  %71 = insertelement <2 x float> poison, float %59, i64 0
  %72 = insertelement <2 x float> %71, float %60, i64 1
  %73 = insertelement <2 x float> poison, float %70, i64 0
  %74 = insertelement <2 x float> %73, float %69, i64 1
  %75 = fmul <2 x float> %72, %74
  %76 = insertelement <2 x float> poison, float %67, i64 0
  %77 = shufflevector <2 x float> %76, <2 x float> poison, <2 x i32> zeroinitializer
  %78 = insertelement <2 x float> poison, float %60, i64 0
  %79 = insertelement <2 x float> %78, float %59, i64 1
  %80 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %77, <2 x float> %79, <2 x float> %75)
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %81 = fadd <2 x float> %63, %80
  store <2 x float> %81, <2 x float> addrspace(3)* %62, align 8, !tbaa !10
  %82 = fsub <2 x float> %63, %80
  store <2 x float> %82, <2 x float> addrspace(3)* %65, align 8, !tbaa !10
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #7
  %83 = icmp slt i32 %51, 16
  br i1 %83, label %44, label %17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"float2*", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(2)))*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"data", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{float 2.500000e+00}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !11, i64 0}
