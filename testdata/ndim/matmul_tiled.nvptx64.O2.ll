; simtc:launch grid=3,3 block=4,4 n=12 a=float32[144]:iota b=float32[144]:-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2 c=float32[144] atile=local:64 btile=local:64
; simtc:expect c=[-42,-12,54,-78,24,54,-78,-12,90,-42,-12,54,-186,-12,198,-222,24,198,-222,-12,234,-186,-12,198,-330,-12,342,-366,24,342,-366,-12,378,-330,-12,342,-474,-12,486,-510,24,486,-510,-12,522,-474,-12,486,-618,-12,630,-654,24,630,-654,-12,666,-618,-12,630,-762,-12,774,-798,24,774,-798,-12,810,-762,-12,774,-906,-12,918,-942,24,918,-942,-12,954,-906,-12,918,-1050,-12,1062,-1086,24,1062,-1086,-12,1098,-1050,-12,1062,-1194,-12,1206,-1230,24,1206,-1230,-12,1242,-1194,-12,1206,-1338,-12,1350,-1374,24,1350,-1374,-12,1386,-1338,-12,1350,-1482,-12,1494,-1518,24,1494,-1518,-12,1530,-1482,-12,1494,-1626,-12,1638,-1662,24,1638,-1662,-12,1674,-1626,-12,1638]
; ModuleID = 'matmul_tiled.cl'
source_filename = "matmul_tiled.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(i32 noundef %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* nocapture noundef writeonly %3, float addrspace(3)* nocapture noundef %4, float addrspace(3)* nocapture noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %14 = trunc i64 %13 to i32
  %15 = sdiv i32 %0, 4
  %16 = icmp sgt i32 %0, 3
  %17 = mul nsw i32 %10, %0
  br i1 %16, label %18, label %51

18:                                               ; preds = %6
  %19 = add i32 %17, %12
  %20 = shl nsw i32 %14, 2
  %21 = add nsw i32 %20, %12
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float addrspace(3)* %4, i64 %22
  %24 = getelementptr inbounds float, float addrspace(3)* %5, i64 %22
  %25 = sext i32 %20 to i64
  %26 = getelementptr inbounds float, float addrspace(3)* %4, i64 %25
  %27 = shl i64 %11, 32
  %28 = ashr exact i64 %27, 32
  %29 = getelementptr inbounds float, float addrspace(3)* %5, i64 %28
  %30 = or i32 %20, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float addrspace(3)* %4, i64 %31
  %33 = shl i64 %11, 32
  %34 = add i64 %33, 17179869184
  %35 = ashr exact i64 %34, 32
  %36 = getelementptr inbounds float, float addrspace(3)* %5, i64 %35
  %37 = or i32 %20, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, float addrspace(3)* %4, i64 %38
  %40 = shl i64 %11, 32
  %41 = add i64 %40, 34359738368
  %42 = ashr exact i64 %41, 32
  %43 = getelementptr inbounds float, float addrspace(3)* %5, i64 %42
  %44 = or i32 %20, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float addrspace(3)* %4, i64 %45
  %47 = shl i64 %11, 32
  %48 = add i64 %47, 51539607552
  %49 = ashr exact i64 %48, 32
  %50 = getelementptr inbounds float, float addrspace(3)* %5, i64 %49
  br label %56

51:                                               ; preds = %56, %6
  %52 = phi float [ 0.000000e+00, %6 ], [ %81, %56 ]
  %53 = add nsw i32 %17, %8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, float addrspace(1)* %3, i64 %54
  store float %52, float addrspace(1)* %55, align 4, !tbaa !10
  ret void

56:                                               ; preds = %18, %56
  %57 = phi i32 [ 0, %18 ], [ %82, %56 ]
  %58 = phi float [ 0.000000e+00, %18 ], [ %81, %56 ]
  %59 = shl nsw i32 %57, 2
  %60 = add i32 %19, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, float addrspace(1)* %1, i64 %61
  %63 = load float, float addrspace(1)* %62, align 4, !tbaa !10
  store float %63, float addrspace(3)* %23, align 4, !tbaa !10
  %64 = add nsw i32 %59, %14
  %65 = mul nsw i32 %64, %0
  %66 = add nsw i32 %65, %8
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, float addrspace(1)* %2, i64 %67
  %69 = load float, float addrspace(1)* %68, align 4, !tbaa !10
  store float %69, float addrspace(3)* %24, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %70 = load float, float addrspace(3)* %26, align 4, !tbaa !10
  %71 = load float, float addrspace(3)* %29, align 4, !tbaa !10
  %72 = tail call float @llvm.fmuladd.f32(float %70, float %71, float %58)
  %73 = load float, float addrspace(3)* %32, align 4, !tbaa !10
  %74 = load float, float addrspace(3)* %36, align 4, !tbaa !10
  %75 = tail call float @llvm.fmuladd.f32(float %73, float %74, float %72)
  %76 = load float, float addrspace(3)* %39, align 4, !tbaa !10
  %77 = load float, float addrspace(3)* %43, align 4, !tbaa !10
  %78 = tail call float @llvm.fmuladd.f32(float %76, float %77, float %75)
  %79 = load float, float addrspace(3)* %46, align 4, !tbaa !10
  %80 = load float, float addrspace(3)* %50, align 4, !tbaa !10
  %81 = tail call float @llvm.fmuladd.f32(float %79, float %80, float %78)
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %82 = add nuw nsw i32 %57, 1
  %83 = icmp eq i32 %82, %15
  br i1 %83, label %51, label %56
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32, float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, float addrspace(3)*, float addrspace(3)*)* @matmul_tiled, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 1, i32 1, i32 1, i32 3, i32 3}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int", !"float*", !"float*", !"float*", !"float*", !"float*"}
!8 = !{!"", !"const", !"const", !"", !"", !""}
!9 = !{!"n", !"a", !"b", !"c", !"atile", !"btile"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
