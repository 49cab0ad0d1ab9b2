; simtc:launch grid=1 block=16 warp=16 pts=float32[48]:0,0,0,1,1,0,2,2,0,3,3,0,4,4,0,5,5,0,6,6,0,7,7,0,8,8,0,9,9,0,1,8,0,8,1,0,2,7,0,7,2,0,3,6,0,6,3,0 counts=int32[4]
; simtc:expect counts=[5,5,3,3]
; ModuleID = 'kmeans_assign.cl'
source_filename = "kmeans_assign.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.point = type { float, float, i32 }

@centers = dso_local local_unnamed_addr addrspace(4) constant [4 x %struct.point] [%struct.point { float 1.000000e+00, float 1.000000e+00, i32 0 }, %struct.point { float 8.000000e+00, float 8.000000e+00, i32 1 }, %struct.point { float 1.500000e+00, float 7.500000e+00, i32 2 }, %struct.point { float 7.500000e+00, float 1.500000e+00, i32 3 }], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @kmeans_assign(%struct.point addrspace(1)* nocapture noundef %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %0, i64 %5, i32 0
  %7 = load float, float addrspace(1)* %6, align 4, !tbaa.struct !10
  %8 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %0, i64 %5, i32 1
  %9 = load float, float addrspace(1)* %8, align 4, !tbaa.struct !17
  %10 = fadd float %7, -1.000000e+00
  %11 = fadd float %9, -1.000000e+00
  %12 = fmul float %11, %11
  %13 = tail call float @llvm.fmuladd.f32(float %10, float %10, float %12) #5
  %14 = tail call float @_Z4sqrtf(float noundef %13) #4
  %15 = fcmp olt float %14, 0x46293E5940000000
  %16 = xor i1 %15, true
  %17 = sext i1 %16 to i32
  %18 = select i1 %15, float %14, float 0x46293E5940000000
  %19 = fadd float %7, -8.000000e+00
  %20 = fadd float %9, -8.000000e+00
  %21 = fmul float %20, %20
  %22 = tail call float @llvm.fmuladd.f32(float %19, float %19, float %21) #5
  %23 = tail call float @_Z4sqrtf(float noundef %22) #4
  %24 = fcmp olt float %23, %18
  %25 = select i1 %24, i32 1, i32 %17
  %26 = select i1 %24, float %23, float %18
  %27 = fadd float %7, -1.500000e+00
  %28 = fadd float %9, -7.500000e+00
  %29 = fmul float %28, %28
  %30 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %29) #5
  %31 = tail call float @_Z4sqrtf(float noundef %30) #4
  %32 = fcmp olt float %31, %26
  %33 = select i1 %32, i32 2, i32 %25
  %34 = select i1 %32, float %31, float %26
  %35 = fadd float %7, -7.500000e+00
  %36 = fadd float %9, -1.500000e+00
  %37 = fmul float %36, %36
  %38 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %37) #5
  %39 = tail call float @_Z4sqrtf(float noundef %38) #4
  %40 = fcmp olt float %39, %34
  %41 = select i1 %40, i32 3, i32 %33
  %42 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %0, i64 %5, i32 2
  store i32 %41, i32 addrspace(1)* %42, align 4, !tbaa !18
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %43
  %45 = tail call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %44) #6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (%struct.point addrspace(1)*, i32 addrspace(1)*)* @kmeans_assign, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"struct point*", !"int*"}
!8 = !{!"", !""}
!9 = !{!"pts", !"counts"}
!10 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !15}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
!17 = !{i64 0, i64 4, !11, i64 4, i64 4, !15}
!18 = !{!19, !16, i64 8}
!19 = !{!"point", !12, i64 0, !12, i64 4, !16, i64 8}
