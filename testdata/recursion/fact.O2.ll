; simtc:launch grid=1 block=32 out=int64[32]
; simtc:expect out=[1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120,720,5040,40320,362880,3628800,39916800,479001600,1,1,2,6,24,120]
; ModuleID = 'fact.cl'
source_filename = "fact.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i64 @fact(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ %0, %1 ]
  %5 = phi i64 [ %8, %3 ], [ 1, %1 ]
  %6 = zext i32 %4 to i64
  %7 = add nsw i32 %4, -1
  %8 = mul nsw i64 %5, %6
  %9 = icmp ult i32 %4, 3
  br i1 %9, label %10, label %3

10:                                               ; preds = %3, %1
  %11 = phi i64 [ 1, %1 ], [ %8, %3 ]
  ret i64 %11
}

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @fact_kernel(i64 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = srem i32 %3, 13
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %13, label %6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %10, %6 ], [ %4, %1 ]
  %8 = phi i64 [ %11, %6 ], [ 1, %1 ]
  %9 = zext i32 %7 to i64
  %10 = add nsw i32 %7, -1
  %11 = mul nsw i64 %8, %9
  %12 = icmp ult i32 %7, 3
  br i1 %12, label %13, label %6

13:                                               ; preds = %6, %1
  %14 = phi i64 [ 1, %1 ], [ %11, %6 ]
  %15 = sext i32 %3 to i64
  %16 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %15
  store i64 %14, i64 addrspace(1)* %16, align 8, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nofree norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"long*"}
!7 = !{!""}
!8 = !{!"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
