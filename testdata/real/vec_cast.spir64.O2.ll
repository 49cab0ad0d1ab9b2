; simtc:launch grid=1 block=8 warp=8 src=float32[32]:iota dst=float32[32] bytes=uint32[8]
; simtc:expect dst=[4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,56,59,62,65]
; simtc:expect bytes=[4128768,4210688,4276480,4276480,4276480,4276480,4276480,4276480]
; ModuleID = 'vec_cast.cl'
source_filename = "vec_cast.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.pair = type { [2 x <4 x float>] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local spir_func void @scale(<4 x float> addrspace(4)* nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load <4 x float>, <4 x float> addrspace(4)* %0, align 16, !tbaa !4
  %4 = insertelement <4 x float> poison, float %1, i64 0
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = fmul <4 x float> %5, %3
  store <4 x float> %6, <4 x float> addrspace(4)* %0, align 16, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @vec_cast(<4 x float> addrspace(1)* nocapture noundef readonly %0, <4 x float> addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
  %4 = alloca %struct.pair, align 16
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %7
  %9 = load <4 x float>, <4 x float> addrspace(1)* %8, align 16, !tbaa !4
  %10 = fmul <4 x float> %9, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %11 = bitcast %struct.pair* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %11) #5
  %12 = add nsw i32 %6, 1
  %13 = srem i32 %12, 8
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %14
  %16 = load <4 x float>, <4 x float> addrspace(1)* %15, align 16, !tbaa !4
  %17 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 0
  store <4 x float> %10, <4 x float>* %17, align 16, !tbaa.struct !13
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 1
  store <4 x float> %16, <4 x float>* %18, align 16, !tbaa.struct !14
  %19 = srem i32 %6, 2
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 %20
  %22 = load <4 x float>, <4 x float>* %21, align 16, !tbaa !4
  %23 = sub nsw i32 1, %19
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %4, i64 0, i32 0, i64 %24
  %26 = load <4 x float>, <4 x float>* %25, align 16, !tbaa !4
  %27 = fadd <4 x float> %22, %26
  %28 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %1, i64 %7
  store <4 x float> %27, <4 x float> addrspace(1)* %28, align 16, !tbaa !4
  %29 = bitcast <4 x float> addrspace(1)* %8 to i8 addrspace(1)*
  %30 = load i8, i8 addrspace(1)* %29, align 1, !tbaa !4
  %31 = zext i8 %30 to i32
  %32 = getelementptr inbounds i8, i8 addrspace(1)* %29, i64 3
  %33 = load i8, i8 addrspace(1)* %32, align 1, !tbaa !4
  %34 = zext i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 8
  %36 = or i32 %35, %31
  %37 = getelementptr inbounds i8, i8 addrspace(1)* %29, i64 7
  %38 = load i8, i8 addrspace(1)* %37, align 1, !tbaa !4
  %39 = zext i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 16
  %41 = or i32 %36, %40
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %7
  store i32 %41, i32 addrspace(1)* %42, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %11) #5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{i32 1, i32 1, i32 1}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"float4*", !"float4*", !"uint*"}
!10 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*"}
!11 = !{!"const", !"", !""}
!12 = !{!"src", !"dst", !"bytes"}
!13 = !{i64 0, i64 32, !4}
!14 = !{i64 0, i64 16, !4}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !5, i64 0}
