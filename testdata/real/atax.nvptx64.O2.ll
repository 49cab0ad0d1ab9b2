; simtc:launch grid=1 block=8 warp=8 a=float32[64]:iota x=float32[8]:1,1,1,1,1,1,1,1 y=float32[8] n=8
; simtc:expect y=[77952,79968,81984,84000,86016,88032,90048,92064]
; ModuleID = 'atax.cl'
source_filename = "atax.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @atax(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %70

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %8
  %11 = and i32 %3, 1
  %12 = icmp eq i32 %3, 1
  %13 = and i32 %3, -2
  %14 = icmp eq i32 %11, 0
  br label %15

15:                                               ; preds = %10, %37
  %16 = phi i32 [ %44, %37 ], [ 0, %10 ]
  %17 = phi float [ %43, %37 ], [ 0.000000e+00, %10 ]
  %18 = mul nsw i32 %16, %3
  br i1 %12, label %24, label %46

19:                                               ; preds = %37, %8
  %20 = phi float [ 0.000000e+00, %8 ], [ %43, %37 ]
  %21 = shl i64 %5, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, float addrspace(1)* %2, i64 %22
  store float %20, float addrspace(1)* %23, align 4, !tbaa !11
  br label %70

24:                                               ; preds = %46, %15
  %25 = phi float [ undef, %15 ], [ %66, %46 ]
  %26 = phi i32 [ 0, %15 ], [ %67, %46 ]
  %27 = phi float [ 0.000000e+00, %15 ], [ %66, %46 ]
  br i1 %14, label %37, label %28

28:                                               ; preds = %24
  %29 = add nsw i32 %26, %18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float addrspace(1)* %0, i64 %30
  %32 = load float, float addrspace(1)* %31, align 4, !tbaa !11
  %33 = zext i32 %26 to i64
  %34 = getelementptr inbounds float, float addrspace(1)* %1, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4, !tbaa !11
  %36 = tail call float @llvm.fmuladd.f32(float %32, float %35, float %27)
  br label %37

37:                                               ; preds = %24, %28
  %38 = phi float [ %25, %24 ], [ %36, %28 ]
  %39 = add nsw i32 %18, %6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float addrspace(1)* %0, i64 %40
  %42 = load float, float addrspace(1)* %41, align 4, !tbaa !11
  %43 = tail call float @llvm.fmuladd.f32(float %42, float %38, float %17)
  %44 = add nuw nsw i32 %16, 1
  %45 = icmp eq i32 %44, %3
  br i1 %45, label %19, label %15

46:                                               ; preds = %15, %46
  %47 = phi i32 [ %67, %46 ], [ 0, %15 ]
  %48 = phi float [ %66, %46 ], [ 0.000000e+00, %15 ]
  %49 = phi i32 [ %68, %46 ], [ 0, %15 ]
  %50 = add nsw i32 %47, %18
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, float addrspace(1)* %0, i64 %51
  %53 = load float, float addrspace(1)* %52, align 4, !tbaa !11
  %54 = zext i32 %47 to i64
  %55 = getelementptr inbounds float, float addrspace(1)* %1, i64 %54
  %56 = load float, float addrspace(1)* %55, align 4, !tbaa !11
  %57 = tail call float @llvm.fmuladd.f32(float %53, float %56, float %48)
  %58 = or i32 %47, 1
  %59 = add nsw i32 %58, %18
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, float addrspace(1)* %0, i64 %60
  %62 = load float, float addrspace(1)* %61, align 4, !tbaa !11
  %63 = zext i32 %58 to i64
  %64 = getelementptr inbounds float, float addrspace(1)* %1, i64 %63
  %65 = load float, float addrspace(1)* %64, align 4, !tbaa !11
  %66 = tail call float @llvm.fmuladd.f32(float %62, float %65, float %57)
  %67 = add nuw nsw i32 %47, 2
  %68 = add i32 %49, 2
  %69 = icmp eq i32 %68, %13
  br i1 %69, label %24, label %46

70:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @atax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"DATA_TYPE*", !"DATA_TYPE*", !"DATA_TYPE*", !"int"}
!8 = !{!"float*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"const", !"", !""}
!10 = !{!"a", !"x", !"y", !"n"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
