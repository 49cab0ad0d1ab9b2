; simtc:launch grid=2 block=16 warp=8 p=int32[32]:iota f=float32[32]:iota out=int32[32] pos=int32[32] u=uint32[32] r=float32[32] s=float32[32]
; simtc:expect out=[1,2,4,5,7,8,10,11,13,14,0,0,0,0,0,0,16,17,19,20,22,23,25,26,28,29,31,0,0,0,0,0]
; simtc:expect pos=[89495,-49803,-49805,-49500,-49499,-49502,-49498,-49498,-49502,-49499,-49500,-49505,-49503,-49505,-49500,-49499,89697,-29599,-29599,-29603,-39600,-39601,-39606,-49604,-49606,-49501,-49500,-49503,-49499,-49499,-49503,-49500]
; simtc:expect u=[0,5,110,210,310,312,312,312,312,312,312,312,312,312,312,312,2,7,112,212,312,312,312,312,312,312,312,312,312,312,312,312]
; simtc:expect r=[-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,-3996.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5,4011.5]
; simtc:expect s=[-409004,-404007.5,-403510.5,-803018.5,-803020.5,-802022,-801523,-801023.5,-800523.5,-800023,-799522,-799020.5,-798518.5,-798016,-797513,-797009.5,391004,404008.5,404513.5,-794994.5,-794988.5,-793982,-793475,-792967.5,-792459.5,-791951,-791442,-790932.5,-790422.5,-789912,-789401,-788889.5]
; ModuleID = 'wg_scan.cl'
source_filename = "wg_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_scan(i32 addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3, i32 addrspace(1)* nocapture noundef writeonly %4, float addrspace(1)* nocapture noundef writeonly %5, float addrspace(1)* nocapture noundef writeonly %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %10 = shl i64 %8, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !10
  %14 = srem i32 %13, 3
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %16) #5
  br i1 %15, label %18, label %24

18:                                               ; preds = %7
  %19 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %20 = shl i64 %19, 4
  %21 = sext i32 %17 to i64
  %22 = add i64 %20, %21
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %22
  store i32 %13, i32 addrspace(1)* %23, align 4, !tbaa !10
  br label %24

24:                                               ; preds = %18, %7
  %25 = trunc i64 %9 to i32
  %26 = mul nsw i32 %13, 7
  %27 = srem i32 %26, 11
  %28 = add nsw i32 %27, -5
  %29 = tail call i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %28) #5
  %30 = tail call i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %28) #5
  %31 = mul nsw i32 %30, 100
  %32 = add nsw i32 %31, %29
  %33 = tail call i32 @_Z29work_group_scan_exclusive_mini(i32 noundef %28) #5
  %34 = tail call i32 @_Z3minii(i32 noundef %33, i32 noundef 9) #4
  %35 = mul nsw i32 %34, 10000
  %36 = add nsw i32 %32, %35
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %11
  store i32 %36, i32 addrspace(1)* %37, align 4, !tbaa !10
  %38 = mul nsw i32 %13, 5
  %39 = srem i32 %38, 13
  %40 = tail call i32 @_Z29work_group_scan_inclusive_maxj(i32 noundef %39) #5
  %41 = srem i32 %13, 4
  %42 = tail call i32 @_Z29work_group_scan_exclusive_maxj(i32 noundef %41) #5
  %43 = mul i32 %42, 100
  %44 = add i32 %43, %40
  %45 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %11
  store i32 %44, i32 addrspace(1)* %45, align 4, !tbaa !10
  %46 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  %47 = load float, float addrspace(1)* %46, align 4, !tbaa !14
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 5.000000e-01, float -4.000000e+00)
  %49 = icmp eq i32 %25, 3
  %50 = select i1 %49, float 0x7FFFFFFFE0000000, float %48
  %51 = tail call float @_Z21work_group_reduce_minf(float noundef %50) #5
  %52 = tail call float @_Z21work_group_reduce_maxf(float noundef %50) #5
  %53 = tail call float @llvm.fmuladd.f32(float %51, float 1.000000e+03, float %52)
  %54 = getelementptr inbounds float, float addrspace(1)* %5, i64 %11
  store float %53, float addrspace(1)* %54, align 4, !tbaa !14
  %55 = fcmp ord float %50, 0.000000e+00
  %56 = select i1 %55, float %50, float -8.000000e+00
  %57 = tail call float @_Z29work_group_scan_inclusive_addf(float noundef %56) #5
  %58 = tail call float @_Z29work_group_scan_exclusive_maxf(float noundef %56) #5
  %59 = tail call float @_Z4fmaxff(float noundef %58, float noundef -9.000000e+00) #4
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 1.000000e+03, float %57)
  %61 = tail call float @_Z29work_group_scan_inclusive_minf(float noundef %56) #5
  %62 = tail call float @llvm.fmuladd.f32(float %61, float 1.000000e+05, float %60)
  %63 = getelementptr inbounds float, float addrspace(1)* %6, i64 %11
  store float %62, float addrspace(1)* %63, align 4, !tbaa !14
  ret void
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

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*, float addrspace(1)*)* @wg_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"int*", !"uint*", !"float*", !"float*"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !""}
!9 = !{!"p", !"f", !"out", !"pos", !"u", !"r", !"s"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
