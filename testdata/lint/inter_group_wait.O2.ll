; simtc:launch grid=2 block=32 warp=32 flag=int32[1] data=int32[32] out=int32[32]
; simtc:expect flag=[1]
; ModuleID = 'inter_group_wait.cl'
source_filename = "inter_group_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @inter_group_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %3
  %9 = mul nsw i32 %5, 3
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %10
  store volatile i32 %9, i32 addrspace(1)* %11, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 2) #4
  %12 = icmp eq i32 %5, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %8
  %14 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 1) #4
  br label %24

15:                                               ; preds = %3, %15
  %16 = load volatile i32, i32 addrspace(1)* %0, align 4, !tbaa !9
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %15, label %18

18:                                               ; preds = %15
  %19 = sext i32 %5 to i64
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %19
  %21 = load volatile i32, i32 addrspace(1)* %20, align 4, !tbaa !9
  %22 = add nsw i32 %21, 1
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %19
  store i32 %22, i32 addrspace(1)* %23, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %8, %13, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"volatile", !"volatile", !""}
!8 = !{!"flag", !"data", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
