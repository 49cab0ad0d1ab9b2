; simtc:launch grid=1 block=32 out=int32[32]
; simtc:expect out=[100,36,102,-12,104,60,106,12,108,84,110,36,112,108,114,60,116,132,118,84,120,156,122,108,124,180,126,132,128,204,130,156]
; ModuleID = 'mp_nested.cl'
source_filename = "mp_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @mp_nested(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = add nsw i32 %3, 100
  br label %15

8:                                                ; preds = %1
  %9 = shl nsw i32 %3, 1
  %10 = srem i32 %3, 4
  %11 = icmp eq i32 %10, 1
  %12 = select i1 %11, i32 10, i32 -10
  %13 = add nsw i32 %12, %9
  %14 = mul nsw i32 %13, 3
  br label %15

15:                                               ; preds = %8, %6
  %16 = phi i32 [ %7, %6 ], [ %14, %8 ]
  %17 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %17
  store i32 %16, i32 addrspace(1)* %18, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

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
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
