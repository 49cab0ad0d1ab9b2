; simtc:launch grid=2 block=16 warp=8 p=int32[32]:iota f=float32[32]:iota out=int32[32] pos=int32[32] u=uint32[32] r=float32[32] s=float32[32] n=3 acc=int32[32]
; simtc:expect out=[1,2,4,5,7,8,10,11,13,14,0,0,0,0,0,0,16,17,19,20,22,23,25,26,28,29,31,0,0,0,0,0]
; simtc:expect pos=[89495,-49803,-49805,-49500,-49499,-49502,-49498,-49498,-49502,-49499,-49500,-49505,-49503,-49505,-49500,-49499,89697,-29599,-29599,-29603,-39600,-39601,-39606,-49604,-49606,-49501,-49500,-49503,-49499,-49499,-49503,-49500]
; simtc:expect u=[0,5,110,210,310,312,312,312,312,312,312,312,312,312,312,312,2,7,112,212,312,312,312,312,312,312,312,312,312,312,312,312]
; simtc:expect r=[-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5]
; simtc:expect s=[-409004,-404007.5,-403510.5,-803018.5,-803020.5,-802022,-801523,-801023.5,-800523.5,-800023,-799522,-799020.5,-798518.5,-798016,-797513,-797009.5,391004,404008.5,404513.5,-794994.5,-794988.5,-793982,-793475,-792967.5,-792459.5,-791951,-791442,-790932.5,-790422.5,-789912,-789401,-788889.5]
; simtc:expect acc=[-3,-3,-3,12,34,37,54,63,75,90,93,99,108,120,135,138,-3,-3,10,31,34,51,60,72,87,90,96,105,117,132,135,141]
; ModuleID = 'wg_scan.cl'
source_filename = "wg_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_scan(i32 addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, float addrspace(1)* nocapture noundef writeonly %5, float addrspace(1)* nocapture noundef writeonly %6, i32 noundef %7, i32 addrspace(1)* nocapture noundef writeonly %8) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  %13 = shl i64 %10, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %14
  %16 = load i32, i32 addrspace(1)* %15, align 4, !tbaa !10
  %17 = srem i32 %16, 3
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  %20 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %19) #5
  br i1 %18, label %21, label %27

21:                                               ; preds = %9
  %22 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %23 = shl i64 %22, 4
  %24 = sext i32 %20 to i64
  %25 = add i64 %23, %24
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %25
  store i32 %16, i32 addrspace(1)* %26, align 4, !tbaa !10
  br label %27

27:                                               ; preds = %21, %9
  %28 = mul nsw i32 %16, 7
  %29 = srem i32 %28, 11
  %30 = add nsw i32 %29, -5
  %31 = tail call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %30) #5
  %32 = tail call i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %30) #5
  %33 = mul nsw i32 %32, 100
  %34 = add nsw i32 %33, %31
  %35 = tail call i32 @_Z29work_group_scan_exclusive_mini(i32 noundef %30) #5
  %36 = tail call i32 @_Z3minii(i32 noundef %35, i32 noundef 9) #4
  %37 = mul nsw i32 %36, 10000
  %38 = add nsw i32 %34, %37
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %14
  store i32 %38, i32 addrspace(1)* %39, align 4, !tbaa !10
  %40 = mul nsw i32 %16, 5
  %41 = srem i32 %40, 13
  %42 = tail call i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef %41) #5
  %43 = srem i32 %16, 4
  %44 = tail call i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef %43) #5
  %45 = mul i32 %44, 100
  %46 = add i32 %45, %42
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %14
  store i32 %46, i32 addrspace(1)* %47, align 4, !tbaa !10
  %48 = getelementptr inbounds float, float addrspace(1)* %1, i64 %14
  %49 = load float, float addrspace(1)* %48, align 4, !tbaa !14
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 5.000000e-01, float -4.000000e+00)
  %51 = icmp eq i32 %12, 3
  %52 = select i1 %51, float 0x7FFFFFFFE0000000, float %50
  %53 = tail call float @_Z21work_group_reduce_minf(float noundef %52) #5
  %54 = tail call float @_Z21work_group_reduce_maxf(float noundef %52) #5
  %55 = tail call float @llvm.fmuladd.f32(float %53, float 1.000000e+03, float %54)
  %56 = getelementptr inbounds float, float addrspace(1)* %5, i64 %14
  store float %55, float addrspace(1)* %56, align 4, !tbaa !14
  %57 = fcmp ord float %52, 0.000000e+00
  %58 = select i1 %57, float %52, float -8.000000e+00
  %59 = tail call float @_Z29work_group_scan_inclusive_addf(float noundef %58) #5
  %60 = tail call float @_Z29work_group_scan_exclusive_maxf(float noundef %58) #5
  %61 = tail call float @_Z4fmaxff(float noundef %60, float noundef -9.000000e+00) #4
  %62 = tail call float @llvm.fmuladd.f32(float %61, float 1.000000e+03, float %59)
  %63 = tail call float @_Z29work_group_scan_inclusive_minf(float noundef %58) #5
  %64 = tail call float @llvm.fmuladd.f32(float %63, float 1.000000e+05, float %62)
  %65 = getelementptr inbounds float, float addrspace(1)* %6, i64 %14
  store float %64, float addrspace(1)* %65, align 4, !tbaa !14
  %66 = icmp sgt i32 %7, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %27
  %68 = srem i32 %16, 5
  br label %72

69:                                               ; preds = %72, %27
  %70 = phi i32 [ 0, %27 ], [ %79, %72 ]
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %14
  store i32 %70, i32 addrspace(1)* %71, align 4, !tbaa !10
  ret void

72:                                               ; preds = %67, %72
  %73 = phi i32 [ 0, %67 ], [ %79, %72 ]
  %74 = phi i32 [ 0, %67 ], [ %80, %72 ]
  %75 = add nsw i32 %74, %68
  %76 = tail call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %75) #5
  %77 = icmp sgt i32 %76, 10
  %78 = select i1 %77, i32 %76, i32 -1
  %79 = add nsw i32 %78, %73
  %80 = add nuw nsw i32 %74, 1
  %81 = icmp eq i32 %80, %7
  br i1 %81, label %69, label %72
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_mini(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent
declare dso_local float @_Z21work_group_reduce_minf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z21work_group_reduce_maxf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_inclusive_addf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_exclusive_maxf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z29work_group_scan_inclusive_minf(float noundef) local_unnamed_addr #2

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

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32, i32 addrspace(1)*)* @wg_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"int*", !"uint*", !"float*", !"float*", !"int", !"int*"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!9 = !{!"p", !"f", !"out", !"pos", !"u", !"r", !"s", !"n", !"acc"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
