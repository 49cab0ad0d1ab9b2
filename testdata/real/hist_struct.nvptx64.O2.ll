; simtc:launch grid=2 block=32 warp=32 v=float32[64]:iota out=int32[24] fmax=int32[1]
; simtc:expect out=[4,4,4,4,4,4,4,4,0,1106771968,32,4,4,4,4,4,4,4,4,1107296256,1115422720,32,0,0]
; simtc:expect fmax=[1115422720]
; ModuleID = 'hist_struct.cl'
source_filename = "hist_struct.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.stats = type { [8 x i32], %struct.range, i32 }
%struct.range = type { float, float }

@hist_struct.s = internal addrspace(3) global %struct.stats undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @hist_struct(float addrspace(1)* nocapture noundef readonly %0, %struct.stats addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  call void @llvm.memset.p3i8.i64(i8 addrspace(3)* noundef align 4 dereferenceable(32) bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i8 0, i64 32, i1 false)
  store float 0x46293E5940000000, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 0), align 4, !tbaa.struct !10
  store i64 0, i64 addrspace(3)* bitcast (float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 1) to i64 addrspace(3)*), align 4, !tbaa.struct !17
  br label %8

8:                                                ; preds = %7, %3
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
  %11 = load float, float addrspace(1)* %10, align 4, !tbaa !11
  %12 = fptosi float %11 to i32
  %13 = srem i32 %12, 8
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 0, i64 %14
  %16 = tail call i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %15) #7
  %17 = tail call i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 2), i32 noundef 1) #7
  tail call void @_Z7barrierj(i32 noundef 1) #7
  br i1 %6, label %18, label %25

18:                                               ; preds = %8
  %19 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %20 = uitofp i64 %19 to float
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 3.200000e+01, float 3.100000e+01)
  store float %21, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 1), align 4, !tbaa !18
  %22 = fmul float %20, 3.200000e+01
  store float %22, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 0), align 4, !tbaa !21
  %23 = getelementptr inbounds %struct.stats, %struct.stats addrspace(1)* %1, i64 %19
  %24 = bitcast %struct.stats addrspace(1)* %23 to i8 addrspace(1)*
  tail call void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noundef align 4 dereferenceable(44) %24, i8 addrspace(3)* noundef align 4 dereferenceable(44) bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i64 44, i1 false), !tbaa.struct !22
  br label %25

25:                                               ; preds = %18, %8
  %26 = bitcast float %11 to i32
  %27 = tail call i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %2, i32 noundef %26) #7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(3)* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p3i8.i64(i8 addrspace(3)* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, %struct.stats addrspace(1)*, i32 addrspace(1)*)* @hist_struct, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"struct stats*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!"v", !"out", !"fmax"}
!10 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !15}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
!17 = !{i64 0, i64 4, !11, i64 4, i64 4, !15}
!18 = !{!19, !12, i64 36}
!19 = !{!"stats", !13, i64 0, !20, i64 32, !16, i64 40}
!20 = !{!"range", !12, i64 0, !12, i64 4}
!21 = !{!19, !12, i64 32}
!22 = !{i64 0, i64 32, !23, i64 32, i64 4, !11, i64 36, i64 4, !11, i64 40, i64 4, !15}
!23 = !{!13, !13, i64 0}
