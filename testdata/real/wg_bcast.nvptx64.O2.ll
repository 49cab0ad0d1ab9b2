; simtc:launch grid=2 block=8 warp=8 p=int32[16]:iota f=float32[16]:iota out=int32[16] g=float32[16]
; simtc:expect out=[2201016*8,4625043*8]
; simtc:expect g=[0.25*8,2.5*8]
; ModuleID = 'wg_bcast.cl'
source_filename = "wg_bcast.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_bcast(i32 addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, float addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !10
  %10 = mul nsw i32 %9, 3
  %11 = add nsw i32 %10, 1
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %13 = add i64 %12, 5
  %14 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %15 = urem i64 %13, %14
  %16 = zext i32 %11 to i64
  %17 = shl i64 %16, 33
  %18 = tail call i32 @_Z20work_group_broadcastim(i32 noundef %11, i64 noundef %15) #5
  %19 = tail call i32 @_Z20work_group_broadcastim(i32 noundef %11, i64 noundef 0) #5
  %20 = mul nsw i32 %19, 1000
  %21 = add nsw i32 %20, %18
  %22 = tail call i64 @_Z20work_group_broadcastlm(i64 noundef %17, i64 noundef 7) #5
  %23 = ashr i64 %22, 33
  %24 = trunc i64 %23 to i32
  %25 = mul nsw i32 %24, 100000
  %26 = add nsw i32 %21, %25
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %7
  store i32 %26, i32 addrspace(1)* %27, align 4, !tbaa !10
  %28 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7
  %29 = load float, float addrspace(1)* %28, align 4, !tbaa !14
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 2.500000e-01, float -1.000000e+00)
  %31 = tail call float @_Z20work_group_broadcastfm(float noundef %30, i64 noundef %15) #5
  %32 = getelementptr inbounds float, float addrspace(1)* %3, i64 %7
  store float %31, float addrspace(1)* %32, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i64 @_Z20work_group_broadcastlm(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local float @_Z20work_group_broadcastfm(float noundef, i64 noundef) local_unnamed_addr #2

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

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*)* @wg_bcast, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"float*"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!"p", !"f", !"out", !"g"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
