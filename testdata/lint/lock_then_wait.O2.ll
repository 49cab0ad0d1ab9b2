; simtc:launch grid=1 block=8 warp=8 m=int32[1] sum=int32[1]
; simtc:expect sum=[8]
; simtc:expect m=[0]
; ModuleID = 'lock_then_wait.cl'
source_filename = "lock_then_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @lock_then_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %0, i32 noundef 0, i32 noundef 1) #3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %3

6:                                                ; preds = %3
  %7 = load volatile i32, i32 addrspace(1)* %1, align 4, !tbaa !9
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, i32 addrspace(1)* %1, align 4, !tbaa !9
  %9 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #3
  br label %13

10:                                               ; preds = %24
  %11 = select i1 %22, i32 0, i32 %14
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %28, label %13

13:                                               ; preds = %6, %10
  %14 = phi i32 [ 1, %6 ], [ %11, %10 ]
  br label %15

15:                                               ; preds = %13, %15
  %16 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %0, i32 noundef 0, i32 noundef 1) #3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %15

18:                                               ; preds = %15
  %19 = load volatile i32, i32 addrspace(1)* %1, align 4, !tbaa !9
  %20 = sext i32 %19 to i64
  %21 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %22 = icmp eq i64 %21, %20
  %23 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #3
  br label %24

24:                                               ; preds = %18, %24
  %25 = phi i32 [ 0, %18 ], [ %26, %24 ]
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #3
  %26 = add nuw nsw i32 %25, 1
  %27 = icmp ult i32 %25, 63
  br i1 %27, label %24, label %10

28:                                               ; preds = %10
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind readnone willreturn }

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
!8 = !{!"m", !"sum"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
