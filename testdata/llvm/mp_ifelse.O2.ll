; simtc:launch grid=1 block=32 a=int32[32]:iota b=int32[32]:iota out=int32[32]
; simtc:expect out=[0,12,8,22,16,32,24,42,32,52,40,62,48,72,56,82,64,92,72,102,80,112,88,122,96,132,104,142,112,152,120,162]
; ModuleID = 'mp_ifelse.cl'
source_filename = "mp_ifelse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @mp_ifelse(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = and i32 %5, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %11 = load i32, i32 addrspace(1)* %10, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %3, %9
  %13 = phi i32 [ 3, %9 ], [ 5, %3 ]
  %14 = phi i32 [ %11, %9 ], [ 7, %3 ]
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  %16 = load i32, i32 addrspace(1)* %15, align 4, !tbaa !9
  %17 = mul nsw i32 %16, %13
  %18 = add nsw i32 %17, %14
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %6
  store i32 %18, i32 addrspace(1)* %19, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"const", !"const", !""}
!8 = !{!"a", !"b", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
