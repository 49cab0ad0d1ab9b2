; simtc:launch grid=2 block=64 warp=32 data=int32[256]:iota lock=int32[1] result=int32[1] n=256
; simtc:expect result=[255]
; simtc:expect lock=[0]
; ModuleID = 'array_max.cl'
source_filename = "array_max.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @array_max(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %9, label %8

8:                                                ; preds = %25, %4
  ret void

9:                                                ; preds = %4, %25
  %10 = phi i32 [ %28, %25 ], [ %6, %4 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !9
  %14 = load volatile i32, i32 addrspace(1)* %2, align 4, !tbaa !9
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %9, %16
  %17 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %1, i32 noundef 0, i32 noundef 1) #4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %16

19:                                               ; preds = %16
  %20 = load volatile i32, i32 addrspace(1)* %2, align 4, !tbaa !9
  %21 = icmp sgt i32 %13, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store volatile i32 %13, i32 addrspace(1)* %2, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %22, %19
  %24 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %1, i32 noundef 0) #4
  br label %25

25:                                               ; preds = %23, %9
  %26 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %27 = trunc i64 %26 to i32
  %28 = add i32 %10, %27
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %9, label %8
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

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
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"volatile", !"volatile", !""}
!8 = !{!"data", !"lock", !"result", !"n"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
