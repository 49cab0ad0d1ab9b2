; simtc:launch grid=2 block=32 warp=32 p=int32[64]:iota r=int32[64]
; simtc:expect r=[3110496*32,326312520*32]
; ModuleID = 'wg_reduce.cl'
source_filename = "wg_reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @wg_reduce(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %7) #4
  %9 = icmp sgt i32 %7, 60
  %10 = zext i1 %9 to i32
  %11 = tail call spir_func i32 @_Z14work_group_anyi(i32 noundef %10) #4
  %12 = mul nsw i32 %11, 1000
  %13 = add nsw i32 %12, %8
  %14 = xor i32 %7, -1
  %15 = lshr i32 %14, 31
  %16 = tail call spir_func i32 @_Z14work_group_alli(i32 noundef %15) #4
  %17 = mul nsw i32 %16, 10000
  %18 = add nsw i32 %13, %17
  %19 = tail call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %7) #4
  %20 = mul nsw i32 %19, 100000
  %21 = add nsw i32 %18, %20
  %22 = tail call spir_func i32 @_Z21work_group_reduce_mini(i32 noundef %7) #4
  %23 = mul nsw i32 %22, 10000000
  %24 = add nsw i32 %21, %23
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %24, i32 addrspace(1)* %25, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_mini(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

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
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"p", !"r"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
