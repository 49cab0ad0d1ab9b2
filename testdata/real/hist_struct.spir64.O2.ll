; simtc:launch grid=2 block=32 warp=32 v=float32[64]:iota out=int32[24] fmax=int32[1]
; simtc:expect out=[4,4,4,4,4,4,4,4,0,1106771968,32,4,4,4,4,4,4,4,4,1107296256,1115422720,32,0,0]
; simtc:expect fmax=[1115422720]
; ModuleID = 'hist_struct.cl'
source_filename = "hist_struct.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.stats = type { [8 x i32], %struct.range, i32 }
%struct.range = type { float, float }

@hist_struct.s = internal addrspace(3) global %struct.stats undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @hist_struct(float addrspace(1)* nocapture noundef readonly %0, %struct.stats addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  call void @llvm.memset.p3i8.i64(i8 addrspace(3)* noundef align 4 dereferenceable(32) bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i8 0, i64 32, i1 false)
  store float 0x46293E5940000000, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 0), align 4, !tbaa.struct !9
  store i64 0, i64 addrspace(3)* bitcast (float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 1) to i64 addrspace(3)*), align 4
  br label %8

8:                                                ; preds = %7, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = getelementptr inbounds float, float addrspace(1)* %0, i64 %9
  %11 = load float, float addrspace(1)* %10, align 4, !tbaa !10
  %12 = fptosi float %11 to i32
  %13 = srem i32 %12, 8
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 0, i64 %14
  %16 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %15) #7
  %17 = tail call spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 2), i32 noundef 1) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  br i1 %6, label %18, label %25

18:                                               ; preds = %8
  %19 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %20 = uitofp i64 %19 to float
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 3.200000e+01, float 3.100000e+01)
  store float %21, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 1), align 4, !tbaa !16
  %22 = fmul float %20, 3.200000e+01
  store float %22, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i64 0, i32 1, i32 0), align 4, !tbaa !19
  %23 = getelementptr inbounds %struct.stats, %struct.stats addrspace(1)* %1, i64 %19
  %24 = bitcast %struct.stats addrspace(1)* %23 to i8 addrspace(1)*
  tail call void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noundef align 4 dereferenceable(44) %24, i8 addrspace(3)* noundef align 4 dereferenceable(44) bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i64 44, i1 false), !tbaa.struct !20
  br label %25

25:                                               ; preds = %18, %8
  %26 = bitcast float %11 to i32
  %27 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %2, i32 noundef %26) #7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(3)* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p3i8.i64(i8 addrspace(3)* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"struct stats*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!"v", !"out", !"fmax"}
!9 = !{i64 0, i64 4, !10, i64 4, i64 4, !10, i64 8, i64 4, !14}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!17, !11, i64 36}
!17 = !{!"stats", !12, i64 0, !18, i64 32, !15, i64 40}
!18 = !{!"range", !11, i64 0, !11, i64 4}
!19 = !{!17, !11, i64 32}
!20 = !{i64 0, i64 32, !21, i64 32, i64 4, !10, i64 36, i64 4, !10, i64 40, i64 4, !14}
!21 = !{!12, !12, i64 0}
