; simtc:launch grid=1 block=8 warp=8 kv=float32[16]:0.1,0.2,0.3,1,0.4,0.1,0.2,0.5,0.3,0.3,0.1,2,0.2,0.4,0.4,1.5 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:7,6,5,4,3,2,1,0 z=float32[8]:1,1,1,1,2,2,2,2 q=int32[16] nk=4
; simtc:expect q=[1177,2083,1463,1789,-418,475,-1250,1132,-1118,363,-3236,726,-2236,3077,-309,4755]
; ModuleID = 'mriq_kvalues.cl'
source_filename = "mriq_kvalues.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kValues = type { float, float, float, float }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mriq_kvalues(%struct.kValues addrspace(4)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* nocapture noundef readonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %7 = alloca float, align 4
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = shl i64 %8, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, float addrspace(1)* %1, i64 %10
  %12 = load float, float addrspace(1)* %11, align 4, !tbaa !10
  %13 = getelementptr inbounds float, float addrspace(1)* %2, i64 %10
  %14 = load float, float addrspace(1)* %13, align 4, !tbaa !10
  %15 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %16 = load float, float addrspace(1)* %15, align 4, !tbaa !10
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %6
  %19 = bitcast float* %7 to i8*
  br label %35

20:                                               ; preds = %35
  %21 = fmul float %54, 1.000000e+03
  %22 = fptosi float %21 to i32
  %23 = fmul float %55, 1.000000e+03
  %24 = fptosi float %23 to i32
  br label %25

25:                                               ; preds = %20, %6
  %26 = phi i32 [ 0, %6 ], [ %24, %20 ]
  %27 = phi i32 [ 0, %6 ], [ %22, %20 ]
  %28 = trunc i64 %8 to i32
  %29 = shl nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %30
  store i32 %27, i32 addrspace(1)* %31, align 4, !tbaa !14
  %32 = or i32 %29, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %33
  store i32 %26, i32 addrspace(1)* %34, align 4, !tbaa !14
  ret void

35:                                               ; preds = %18, %35
  %36 = phi float [ 0.000000e+00, %18 ], [ %54, %35 ]
  %37 = phi float [ 0.000000e+00, %18 ], [ %55, %35 ]
  %38 = phi i32 [ 0, %18 ], [ %56, %35 ]
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %0, i64 %39, i32 0
  %41 = load float, float addrspace(4)* %40, align 4, !tbaa !16
  %42 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %0, i64 %39, i32 1
  %43 = load float, float addrspace(4)* %42, align 4, !tbaa !18
  %44 = fmul float %14, %43
  %45 = call float @llvm.fmuladd.f32(float %41, float %12, float %44)
  %46 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %0, i64 %39, i32 2
  %47 = load float, float addrspace(4)* %46, align 4, !tbaa !19
  %48 = call float @llvm.fmuladd.f32(float %47, float %16, float %45)
  %49 = fmul float %48, 0x401921FB60000000
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #6
  %50 = call float @_Z6sincosfPf(float noundef %49, float* noundef nonnull %7) #7
  %51 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %0, i64 %39, i32 3
  %52 = load float, float addrspace(4)* %51, align 4, !tbaa !20
  %53 = load float, float* %7, align 4, !tbaa !10
  %54 = call float @llvm.fmuladd.f32(float %52, float %53, float %36)
  %55 = call float @llvm.fmuladd.f32(float %52, float %50, float %37)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #6
  %56 = add nuw nsw i32 %38, 1
  %57 = icmp eq i32 %56, %5
  br i1 %57, label %20, label %35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (%struct.kValues addrspace(4)*, float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32)* @mriq_kvalues, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 2, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"struct kValues*", !"float*", !"float*", !"float*", !"int*", !"int"}
!8 = !{!"const", !"const", !"const", !"const", !"", !""}
!9 = !{!"kv", !"x", !"y", !"z", !"q", !"nk"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!17, !11, i64 0}
!17 = !{!"kValues", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12}
!18 = !{!17, !11, i64 4}
!19 = !{!17, !11, i64 8}
!20 = !{!17, !11, i64 12}
