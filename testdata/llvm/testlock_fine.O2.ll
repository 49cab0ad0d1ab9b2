; simtc:launch grid=2 block=64 warp=32 locks=int32[8] counters=int32[8] reps=4
; simtc:expect counters=[64*8]
; simtc:expect locks=[0*8]
; ModuleID = 'testlock_fine.cl'
source_filename = "testlock_fine.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @testlock_fine(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %3
  %7 = and i64 %4, 7
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  br label %10

10:                                               ; preds = %6, %16
  %11 = phi i32 [ 0, %6 ], [ %20, %16 ]
  br label %13

12:                                               ; preds = %16, %3
  ret void

13:                                               ; preds = %10, %13
  %14 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %8, i32 noundef 0, i32 noundef 1) #4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %13

16:                                               ; preds = %13
  %17 = load i32, i32 addrspace(1)* %9, align 4, !tbaa !9
  %18 = add nsw i32 %17, 1
  store i32 %18, i32 addrspace(1)* %9, align 4, !tbaa !9
  %19 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %8, i32 noundef 0) #4
  %20 = add nuw nsw i32 %11, 1
  %21 = icmp slt i32 %20, %2
  br i1 %21, label %10, label %12
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"locks", !"counters", !"reps"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
