; simtc:launch grid=1 block=32 out=int32[32] scaled=float32[32]
; simtc:expect out=[30,11,42,13,54,95,26,67,38,19,50,21,62,103,34,75,46,27,58,29,70,111,42,83,54,35,66,37,78,119,50,91]
; simtc:expect scaled=[0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4]
; ModuleID = 'lookup_table.cl'
source_filename = "lookup_table.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@__const.lookup_table.tbl = private unnamed_addr addrspace(2) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@__const.lookup_table.ftbl = private unnamed_addr addrspace(2) constant [4 x float] [float 5.000000e-01, float 2.000000e+00, float 5.000000e+00, float -8.000000e+00], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @lookup_table(i32 addrspace(1)* nocapture noundef writeonly %0, float addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 8
  %6 = sext i32 %5 to i64
  %7 = getelementptr [8 x i32], [8 x i32] addrspace(2)* @__const.lookup_table.tbl, i64 0, i64 %6
  %8 = load i32, i32 addrspace(2)* %7, align 4, !tbaa !9
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, %4
  %11 = sext i32 %4 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  store i32 %10, i32 addrspace(1)* %12, align 4, !tbaa !9
  %13 = srem i32 %4, 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr [4 x float], [4 x float] addrspace(2)* @__const.lookup_table.ftbl, i64 0, i64 %14
  %16 = load float, float addrspace(2)* %15, align 4, !tbaa !13
  %17 = fmul float %16, 5.000000e-01
  %18 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11
  store float %17, float addrspace(1)* %18, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"float*"}
!7 = !{!"", !""}
!8 = !{!"out", !"scaled"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !11, i64 0}
