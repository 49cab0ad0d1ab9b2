; simtc:launch grid=1 block=8 warp=8 kv=float32[16]:0.1,0.2,0.3,1,0.4,0.1,0.2,0.5,0.3,0.3,0.1,2,0.2,0.4,0.4,1.5 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:7,6,5,4,3,2,1,0 z=float32[8]:1,1,1,1,2,2,2,2 q=int32[16] nk=4
; simtc:expect q=[1177,2083,1463,1789,-418,475,-1250,1132,-1118,363,-3236,726,-2236,3077,-309,4755]
; ModuleID = 'mriq_kvalues.cl'
source_filename = "mriq_kvalues.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.kValues = type { float, float, float, float }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @mriq_kvalues(%struct.kValues addrspace(2)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* nocapture noundef readonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %7 = alloca float, align 4
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = load float, float addrspace(1)* %11, align 4, !tbaa !9
  %13 = getelementptr inbounds float, float addrspace(1)* %2, i64 %10
  %14 = load float, float addrspace(1)* %13, align 4, !tbaa !9
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %16 = load float, float addrspace(1)* %15, align 4, !tbaa !9
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %6
  %19 = bitcast float* %7 to i8*
  %20 = addrspacecast float* %7 to float addrspace(4)*
  br label %35

21:                                               ; preds = %35
  %22 = fmul float %54, 1.000000e+03
  %23 = fptosi float %22 to i32
  %24 = fmul float %55, 1.000000e+03
  %25 = fptosi float %24 to i32
  br label %26

26:                                               ; preds = %21, %6
  %27 = phi i32 [ 0, %6 ], [ %25, %21 ]
  %28 = phi i32 [ 0, %6 ], [ %23, %21 ]
  %29 = shl nsw i32 %9, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %30
  store i32 %28, i32 addrspace(1)* %31, align 4, !tbaa !13
  %32 = or i32 %29, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %33
  store i32 %27, i32 addrspace(1)* %34, align 4, !tbaa !13
  ret void

35:                                               ; preds = %18, %35
  %36 = phi float [ 0.000000e+00, %18 ], [ %54, %35 ]
  %37 = phi float [ 0.000000e+00, %18 ], [ %55, %35 ]
  %38 = phi i32 [ 0, %18 ], [ %56, %35 ]
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %0, i64 %39, i32 0
  %41 = load float, float addrspace(2)* %40, align 4, !tbaa !15
  %42 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %0, i64 %39, i32 1
  %43 = load float, float addrspace(2)* %42, align 4, !tbaa !17
  %44 = fmul float %14, %43
  %45 = call float @llvm.fmuladd.f32(float %41, float %12, float %44)
  %46 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %0, i64 %39, i32 2
  %47 = load float, float addrspace(2)* %46, align 4, !tbaa !18
  %48 = call float @llvm.fmuladd.f32(float %47, float %16, float %45)
  %49 = fmul float %48, 0x401921FB60000000
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #6
  %50 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %49, float addrspace(4)* noundef %20) #7
  %51 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %0, i64 %39, i32 3
  %52 = load float, float addrspace(2)* %51, align 4, !tbaa !19
  %53 = load float, float* %7, align 4, !tbaa !9
  %54 = call float @llvm.fmuladd.f32(float %52, float %53, float %36)
  %55 = call float @llvm.fmuladd.f32(float %52, float %50, float %37)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #6
  %56 = add nuw nsw i32 %38, 1
  %57 = icmp slt i32 %56, %5
  br i1 %57, label %35, label %21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 2, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"struct kValues*", !"float*", !"float*", !"float*", !"int*", !"int"}
!7 = !{!"const", !"const", !"const", !"const", !"", !""}
!8 = !{!"kv", !"x", !"y", !"z", !"q", !"nk"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"kValues", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!17 = !{!16, !10, i64 4}
!18 = !{!16, !10, i64 8}
!19 = !{!16, !10, i64 12}
