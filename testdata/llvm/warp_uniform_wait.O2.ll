; simtc:launch grid=1 block=64 warp=32 flag=int32[1] out=int32[64]
; simtc:expect flag=[32]
; simtc:expect out=[0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,37,39,41,43,45,47,49,51,53,55,57,59,61,63]
; ModuleID = 'warp_uniform_wait.cl'
source_filename = "warp_uniform_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @warp_uniform_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i32 @_Z16get_sub_group_idv() #4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = shl nsw i32 %4, 1
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %9
  store volatile i32 %8, i32 addrspace(1)* %10, align 4, !tbaa !9
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #4
  %11 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %0) #4
  br label %26

12:                                               ; preds = %2, %12
  %13 = load volatile i32, i32 addrspace(1)* %0, align 4, !tbaa !9
  %14 = icmp eq i32 %13, 32
  %15 = zext i1 %14 to i32
  %16 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %15) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %12, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %4, -32
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %20
  %22 = load volatile i32, i32 addrspace(1)* %21, align 4, !tbaa !9
  %23 = add nsw i32 %22, 1
  %24 = sext i32 %4 to i64
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %24
  store volatile i32 %23, i32 addrspace(1)* %25, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #2

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
!7 = !{!"volatile", !"volatile"}
!8 = !{!"flag", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
