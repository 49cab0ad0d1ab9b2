; simtc:launch grid=2 block=32 warp=32 p=int32[64]:iota r=int32[64]
; simtc:expect r=[3110496*32,326312520*32]
; ModuleID = 'wg_reduce.cl'
source_filename = "wg_reduce.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_reduce(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !10
  %8 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %7) #4
  %9 = icmp sgt i32 %7, 60
  %10 = zext i1 %9 to i32
  %11 = tail call i32 @_Z14work_group_anyi(i32 noundef %10) #4
  %12 = mul nsw i32 %11, 1000
  %13 = add nsw i32 %12, %8
  %14 = xor i32 %7, -1
  %15 = lshr i32 %14, 31
  %16 = tail call i32 @_Z14work_group_alli(i32 noundef %15) #4
  %17 = mul nsw i32 %16, 10000
  %18 = add nsw i32 %13, %17
  %19 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %7) #4
  %20 = mul nsw i32 %19, 100000
  %21 = add nsw i32 %18, %20
  %22 = tail call i32 @_Z21work_group_reduce_mini(i32 noundef %7) #4
  %23 = mul nsw i32 %22, 10000000
  %24 = add nsw i32 %21, %23
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %24, i32 addrspace(1)* %25, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z21work_group_reduce_mini(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @wg_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"p", !"r"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
