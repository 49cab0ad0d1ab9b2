; simtc:launch grid=1 block=32 out=int32[32] scaled=float32[32]
; simtc:expect out=[30,11,42,13,54,95,26,67,38,19,50,21,62,103,34,75,46,27,58,29,70,111,42,83,54,35,66,37,78,119,50,91]
; simtc:expect scaled=[0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4]
; ModuleID = 'lookup_table.cl'
source_filename = "lookup_table.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.lookup_table.tbl = private unnamed_addr addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@__const.lookup_table.ftbl = private unnamed_addr addrspace(4) constant [4 x float] [float 5.000000e-01, float 2.000000e+00, float 5.000000e+00, float -8.000000e+00], align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @lookup_table(i32 addrspace(1)* nocapture noundef writeonly %0, float addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #2
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 8
  %6 = sext i32 %5 to i64
  %7 = getelementptr [8 x i32], [8 x i32] addrspace(4)* @__const.lookup_table.tbl, i64 0, i64 %6
  %8 = load i32, i32 addrspace(4)* %7, align 4, !tbaa !10
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, %4
  %11 = shl i64 %3, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %12
  store i32 %10, i32 addrspace(1)* %13, align 4, !tbaa !10
  %14 = srem i32 %4, 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr [4 x float], [4 x float] addrspace(4)* @__const.lookup_table.ftbl, i64 0, i64 %15
  %17 = load float, float addrspace(4)* %16, align 4, !tbaa !14
  %18 = fmul float %17, 5.000000e-01
  %19 = getelementptr inbounds float, float addrspace(1)* %1, i64 %12
  store float %18, float addrspace(1)* %19, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*)* @lookup_table, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"float*"}
!8 = !{!"", !""}
!9 = !{!"out", !"scaled"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
