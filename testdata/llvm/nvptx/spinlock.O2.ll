; simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[64]
; simtc:expect lock=[0]
; ModuleID = 'spinlock.cl'
source_filename = "spinlock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %0, i32 noundef 0, i32 noundef 1) #2
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %3

6:                                                ; preds = %3
  %7 = load i32, i32 addrspace(1)* %1, align 4, !tbaa !10
  %8 = add nsw i32 %7, 1
  store i32 %8, i32 addrspace(1)* %1, align 4, !tbaa !10
  %9 = tail call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #2
  ret void
}

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @spinlock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"volatile", !""}
!9 = !{!"lock", !"counter"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
