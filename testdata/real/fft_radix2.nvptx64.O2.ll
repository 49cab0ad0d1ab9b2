; simtc:launch grid=1 block=8 warp=8 data=float32[32]:1,0,2,0,3,0,4,0,5,0,6,0,7,0,8,0,8,0,7,0,6,0,5,0,4,0,3,0,2,0,1,0 out=int32[32]
; simtc:expect out=[7200,0,-100,-19,-400,-165,-100,-66,-1600,-1600,-100,-149,-400,-965,-100,-502,0,0,-99,502,-399,965,-100,149,-1599,1600,-99,66,-400,165,-99,19]
; ModuleID = 'fft_radix2.cl'
source_filename = "fft_radix2.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fft_radix2.buf = internal unnamed_addr addrspace(3) global [16 x <2 x float>] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fft_radix2(<2 x float> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %3 = alloca float, align 4
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %0, i64 %7
  %9 = load <2 x float>, <2 x float> addrspace(1)* %8, align 8, !tbaa !11
  %10 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %7
  store <2 x float> %9, <2 x float> addrspace(3)* %10, align 8, !tbaa !11
  %11 = add nsw i32 %5, 8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %0, i64 %12
  %14 = load <2 x float>, <2 x float> addrspace(1)* %13, align 8, !tbaa !11
  %15 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %12
  store <2 x float> %14, <2 x float> addrspace(3)* %15, align 8, !tbaa !11
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %16 = bitcast float* %3 to i8*
  br label %44

17:                                               ; preds = %44
  %18 = load <2 x float>, <2 x float> addrspace(3)* %10, align 8
  %19 = extractelement <2 x float> %18, i64 0
  %20 = fmul float %19, 1.000000e+02
  %21 = fptosi float %20 to i32
  %22 = shl nsw i32 %5, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %23
  store i32 %21, i32 addrspace(1)* %24, align 4, !tbaa !14
  %25 = extractelement <2 x float> %18, i64 1
  %26 = fmul float %25, 1.000000e+02
  %27 = fptosi float %26 to i32
  %28 = or i32 %22, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %29
  store i32 %27, i32 addrspace(1)* %30, align 4, !tbaa !14
  %31 = load <2 x float>, <2 x float> addrspace(3)* %15, align 8
  %32 = extractelement <2 x float> %31, i64 0
  %33 = fmul float %32, 1.000000e+02
  %34 = fptosi float %33 to i32
  %35 = shl nsw i32 %11, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %36
  store i32 %34, i32 addrspace(1)* %37, align 4, !tbaa !14
  %38 = extractelement <2 x float> %31, i64 1
  %39 = fmul float %38, 1.000000e+02
  %40 = fptosi float %39 to i32
  %41 = or i32 %35, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %42
  store i32 %40, i32 addrspace(1)* %43, align 4, !tbaa !14
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
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #7
  %55 = sitofp i32 %50 to float
  %56 = fmul float %55, 0xC00921FB60000000
  %57 = sitofp i32 %45 to float
  %58 = fdiv float %56, %57, !fpmath !16
  %59 = call float @_Z6sincosfPf(float noundef %58, float* noundef nonnull %3) #6
  %60 = load float, float* %3, align 4, !tbaa !17
  %61 = sext i32 %53 to i64
  %62 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %61
  %63 = load <2 x float>, <2 x float> addrspace(3)* %62, align 8, !tbaa !11
  %64 = sext i32 %54 to i64
  %65 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %64
  %66 = getelementptr inbounds <2 x float>, <2 x float> addrspace(3)* %65, i64 0, i64 0
  %67 = load float, float addrspace(3)* %66, align 8
  %68 = getelementptr inbounds [16 x <2 x float>], [16 x <2 x float>] addrspace(3)* @fft_radix2.buf, i64 0, i64 %64, i64 1
  %69 = load float, float addrspace(3)* %68, align 4
  %70 = fneg float %69
  %71 = fmul float %59, %70
  %72 = call float @llvm.fmuladd.f32(float %67, float %60, float %71) #7
  %73 = insertelement <2 x float> undef, float %72, i64 0
  %74 = fmul float %60, %69
  %75 = call float @llvm.fmuladd.f32(float %67, float %59, float %74) #7
  %76 = insertelement <2 x float> %73, float %75, i64 1
  call void @_Z7barrierj(i32 noundef 1) #6
  %77 = fadd <2 x float> %63, %76
  store <2 x float> %77, <2 x float> addrspace(3)* %62, align 8, !tbaa !11
  %78 = fsub <2 x float> %63, %76
  store <2 x float> %78, <2 x float> addrspace(3)* %65, align 8, !tbaa !11
  call void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #7
  %79 = icmp slt i32 %51, 16
  br i1 %79, label %44, label %17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
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

!0 = !{void (<2 x float> addrspace(1)*, i32 addrspace(1)*)* @fft_radix2, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"float2*", !"int*"}
!8 = !{!"float __attribute__((ext_vector_type(2)))*", !"int*"}
!9 = !{!"const", !""}
!10 = !{!"data", !"out"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{float 2.500000e+00}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !12, i64 0}
