; simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1] reps=4
; simtc:expect counter=[512]
; simtc:expect lock=[0]
; ModuleID = 'testlock_coarse.cl'
source_filename = "testlock_coarse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @testlock_coarse(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3, %26
  %6 = phi i32 [ %30, %26 ], [ 0, %3 ]
  br label %8

7:                                                ; preds = %26, %3
  ret void

8:                                                ; preds = %5, %18
  %9 = phi i32 [ %21, %18 ], [ 1, %5 ]
  br label %10

10:                                               ; preds = %10, %8
  %11 = load volatile i32, i32 addrspace(1)* %0, align 4, !tbaa !9
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %10

13:                                               ; preds = %10
  %14 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 1) #2
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %13
  %17 = icmp sgt i32 %9, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %22, %16
  %19 = icmp slt i32 %9, 64
  %20 = shl nsw i32 %9, 1
  %21 = select i1 %19, i32 %20, i32 64
  br label %8

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %24, %22 ], [ 0, %16 ]
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #2
  %24 = add nuw nsw i32 %23, 1
  %25 = icmp slt i32 %24, %9
  br i1 %25, label %22, label %18

26:                                               ; preds = %13
  %27 = load i32, i32 addrspace(1)* %1, align 4, !tbaa !9
  %28 = add nsw i32 %27, 1
  store i32 %28, i32 addrspace(1)* %1, align 4, !tbaa !9
  %29 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #2
  %30 = add nuw nsw i32 %6, 1
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %5, label %7
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"lock", !"counter", !"reps"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
