; simtc:launch grid=1 block=64 warp=32 outer=int32[1] inner=int32[1]:1 counter=int32[1] spin=int32[1]
; simtc:expect counter=[64]
; simtc:expect outer=[0]
; simtc:expect inner=[0]
; ModuleID = 'nested_lock_ssde.cl'
source_filename = "nested_lock_ssde.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @nested_lock_ssde(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* nocapture noundef %2, i32 addrspace(1)* noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp eq i32 %6, 32
  br i1 %7, label %11, label %8

8:                                                ; preds = %9, %4
  br label %15

9:                                                ; preds = %11
  %10 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %1, i32 noundef 0) #4
  br label %8

11:                                               ; preds = %4, %11
  %12 = phi i32 [ %13, %11 ], [ 0, %4 ]
  store volatile i32 %12, i32 addrspace(1)* %3, align 4, !tbaa !9
  %13 = add nuw nsw i32 %12, 1
  %14 = icmp ult i32 %12, 99
  br i1 %14, label %11, label %9

15:                                               ; preds = %26, %8
  %16 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %0, i32 noundef 0, i32 noundef 1) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %15, %18
  %19 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %1, i32 noundef 0, i32 noundef 1) #4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %18

21:                                               ; preds = %18
  %22 = load i32, i32 addrspace(1)* %2, align 4, !tbaa !9
  %23 = add nsw i32 %22, 1
  store i32 %23, i32 addrspace(1)* %2, align 4, !tbaa !9
  %24 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %1, i32 noundef 0) #4
  %25 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #4
  br i1 %17, label %27, label %26

26:                                               ; preds = %21, %15
  br label %15

27:                                               ; preds = %21
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"volatile", !"", !"volatile"}
!8 = !{!"outer", !"inner", !"counter", !"spin"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
