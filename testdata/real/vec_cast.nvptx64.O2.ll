; simtc:launch grid=1 block=8 warp=8 src=float32[32]:iota dst=float32[32] bytes=uint32[8]
; simtc:expect dst=[4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,56,59,62,65]
; simtc:expect bytes=[4128768,4210688,4276480,4276480,4276480,4276480,4276480,4276480]
; ModuleID = 'vec_cast.cl'
source_filename = "vec_cast.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { [2 x <4 x float>] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @scale(<4 x float>* nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load <4 x float>, <4 x float>* %0, align 16, !tbaa !5
  %4 = insertelement <4 x float> poison, float %1, i64 0
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = fmul <4 x float> %5, %3
  store <4 x float> %6, <4 x float>* %0, align 16, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @vec_cast(<4 x float> addrspace(1)* nocapture noundef readonly %0, <4 x float> addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
  %4 = alloca %struct.pair, align 16
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %8
  %10 = load <4 x float>, <4 x float> addrspace(1)* %9, align 16, !tbaa !5
  %11 = fmul <4 x float> %10, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %12 = bitcast %struct.pair* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %12) #5
  %13 = add nsw i32 %6, 1
  %14 = srem i32 %13, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %15
  %17 = load <4 x float>, <4 x float> addrspace(1)* %16, align 16, !tbaa !5
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 0
  store <4 x float> %11, <4 x float>* %18, align 16, !tbaa.struct !14
  %19 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 1
  store <4 x float> %17, <4 x float>* %19, align 16, !tbaa.struct !15
  %20 = srem i32 %6, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 %21
  %23 = load <4 x float>, <4 x float>* %22, align 16, !tbaa !5
  %24 = sub nsw i32 1, %20
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 %25
  %27 = load <4 x float>, <4 x float>* %26, align 16, !tbaa !5
  %28 = fadd <4 x float> %23, %27
  %29 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %1, i64 %8
  store <4 x float> %28, <4 x float> addrspace(1)* %29, align 16, !tbaa !5
  %30 = bitcast <4 x float> addrspace(1)* %9 to i8 addrspace(1)*
  %31 = load i8, i8 addrspace(1)* %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds i8, i8 addrspace(1)* %30, i64 3
  %34 = load i8, i8 addrspace(1)* %33, align 1, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 8
  %37 = or i32 %36, %32
  %38 = getelementptr inbounds i8, i8 addrspace(1)* %30, i64 7
  %39 = load i8, i8 addrspace(1)* %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = shl nuw nsw i32 %40, 16
  %42 = or i32 %37, %41
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %8
  store i32 %42, i32 addrspace(1)* %43, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %12) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x float> addrspace(1)*, <4 x float> addrspace(1)*, i32 addrspace(1)*)* @vec_cast, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float4*", !"float4*", !"uint*"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*"}
!12 = !{!"const", !"", !""}
!13 = !{!"src", !"dst", !"bytes"}
!14 = !{i64 0, i64 32, !5}
!15 = !{i64 0, i64 16, !5}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !6, i64 0}
