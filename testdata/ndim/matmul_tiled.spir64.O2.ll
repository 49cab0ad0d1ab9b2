; simtc:launch grid=3,3 block=4,4 n=12 a=float32[144]:iota b=float32[144]:-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2 c=float32[144] atile=local:64 btile=local:64
; simtc:expect c=[-42,-12,54,-78,24,54,-78,-12,90,-42,-12,54,-186,-12,198,-222,24,198,-222,-12,234,-186,-12,198,-330,-12,342,-366,24,342,-366,-12,378,-330,-12,342,-474,-12,486,-510,24,486,-510,-12,522,-474,-12,486,-618,-12,630,-654,24,630,-654,-12,666,-618,-12,630,-762,-12,774,-798,24,774,-798,-12,810,-762,-12,774,-906,-12,918,-942,24,918,-942,-12,954,-906,-12,918,-1050,-12,1062,-1086,24,1062,-1086,-12,1098,-1050,-12,1062,-1194,-12,1206,-1230,24,1206,-1230,-12,1242,-1194,-12,1206,-1338,-12,1350,-1374,24,1350,-1374,-12,1386,-1338,-12,1350,-1482,-12,1494,-1518,24,1494,-1518,-12,1530,-1482,-12,1494,-1626,-12,1638,-1662,24,1638,-1662,-12,1674,-1626,-12,1638]
; ModuleID = 'matmul_tiled.cl'
source_filename = "matmul_tiled.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(i32 noundef %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* nocapture noundef writeonly %3, float addrspace(3)* nocapture noundef %4, float addrspace(3)* nocapture noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  %13 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  %14 = trunc i64 %13 to i32
  %15 = sdiv i32 %0, 4
  %16 = icmp sgt i32 %0, 3
  %17 = mul nsw i32 %10, %0
  br i1 %16, label %18, label %47

18:                                               ; preds = %6
  %19 = add i32 %17, %12
  %20 = shl nsw i32 %14, 2
  %21 = add nsw i32 %20, %12
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float addrspace(3)* %4, i64 %22
  %24 = getelementptr inbounds float, float addrspace(3)* %5, i64 %22
  %25 = sext i32 %20 to i64
  %26 = getelementptr inbounds float, float addrspace(3)* %4, i64 %25
  %27 = sext i32 %12 to i64
  %28 = getelementptr inbounds float, float addrspace(3)* %5, i64 %27
  %29 = or i32 %20, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float addrspace(3)* %4, i64 %30
  %32 = add nsw i32 %12, 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, float addrspace(3)* %5, i64 %33
  %35 = or i32 %20, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float addrspace(3)* %4, i64 %36
  %38 = add nsw i32 %12, 8
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, float addrspace(3)* %5, i64 %39
  %41 = or i32 %20, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float addrspace(3)* %4, i64 %42
  %44 = add nsw i32 %12, 12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float addrspace(3)* %5, i64 %45
  br label %52

47:                                               ; preds = %52, %6
  %48 = phi float [ 0.000000e+00, %6 ], [ %77, %52 ]
  %49 = add nsw i32 %17, %8
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, float addrspace(1)* %3, i64 %50
  store float %48, float addrspace(1)* %51, align 4, !tbaa !9
  ret void

52:                                               ; preds = %18, %52
  %53 = phi i32 [ 0, %18 ], [ %78, %52 ]
  %54 = phi float [ 0.000000e+00, %18 ], [ %77, %52 ]
  %55 = shl nsw i32 %53, 2
  %56 = add i32 %19, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, float addrspace(1)* %1, i64 %57
  %59 = load float, float addrspace(1)* %58, align 4, !tbaa !9
  store float %59, float addrspace(3)* %23, align 4, !tbaa !9
  %60 = add nsw i32 %55, %14
  %61 = mul nsw i32 %60, %0
  %62 = add nsw i32 %61, %8
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, float addrspace(1)* %2, i64 %63
  %65 = load float, float addrspace(1)* %64, align 4, !tbaa !9
  store float %65, float addrspace(3)* %24, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %66 = load float, float addrspace(3)* %26, align 4, !tbaa !9
  %67 = load float, float addrspace(3)* %28, align 4, !tbaa !9
  %68 = tail call float @llvm.fmuladd.f32(float %66, float %67, float %54)
  %69 = load float, float addrspace(3)* %31, align 4, !tbaa !9
  %70 = load float, float addrspace(3)* %34, align 4, !tbaa !9
  %71 = tail call float @llvm.fmuladd.f32(float %69, float %70, float %68)
  %72 = load float, float addrspace(3)* %37, align 4, !tbaa !9
  %73 = load float, float addrspace(3)* %40, align 4, !tbaa !9
  %74 = tail call float @llvm.fmuladd.f32(float %72, float %73, float %71)
  %75 = load float, float addrspace(3)* %43, align 4, !tbaa !9
  %76 = load float, float addrspace(3)* %46, align 4, !tbaa !9
  %77 = tail call float @llvm.fmuladd.f32(float %75, float %76, float %74)
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %78 = add nuw nsw i32 %53, 1
  %79 = icmp slt i32 %78, %15
  br i1 %79, label %52, label %47
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 0, i32 1, i32 1, i32 1, i32 3, i32 3}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int", !"float*", !"float*", !"float*", !"float*", !"float*"}
!7 = !{!"", !"const", !"const", !"", !"", !""}
!8 = !{!"n", !"a", !"b", !"c", !"atile", !"btile"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
