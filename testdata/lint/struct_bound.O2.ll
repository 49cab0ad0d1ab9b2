; simtc:launch grid=1 block=32 warp=32 lists=int32[544] out=int32[32] done=int32[1]
; simtc:expect out=[0,1*15,0,1*15]
; simtc:expect done=[32]
; ModuleID = 'struct_bound.cl'
source_filename = "struct_bound.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.list_t = type { i32, [16 x i32] }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @struct_bound(%struct.list_t addrspace(1)* nocapture noundef %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = srem i32 %5, 16
  %8 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %0, i64 %6, i32 0
  store i32 %7, i32 addrspace(1)* %8, align 4, !tbaa !9
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %24, label %19

10:                                               ; preds = %24
  br i1 %9, label %11, label %19

11:                                               ; preds = %10, %11
  %12 = phi i32 [ %13, %11 ], [ 0, %10 ]
  %13 = add nuw nsw i32 %12, 1
  %14 = zext i32 %12 to i64
  %15 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %0, i64 %6, i32 1, i64 %14
  %16 = load i32, i32 addrspace(1)* %15, align 4, !tbaa !14
  %17 = add nsw i32 %13, %16
  store i32 %17, i32 addrspace(1)* %15, align 4, !tbaa !14
  %18 = icmp slt i32 %13, %7
  br i1 %18, label %11, label %19

19:                                               ; preds = %11, %3, %10
  %20 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %0, i64 %6, i32 1, i64 0
  %21 = load i32, i32 addrspace(1)* %20, align 4, !tbaa !14
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  store i32 %21, i32 addrspace(1)* %22, align 4, !tbaa !14
  %23 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #4
  ret void

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %30, %24 ], [ 0, %3 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %0, i64 %6, i32 1, i64 %26
  %28 = load i32, i32 addrspace(1)* %27, align 4, !tbaa !14
  %29 = add nsw i32 %25, %28
  store i32 %29, i32 addrspace(1)* %27, align 4, !tbaa !14
  %30 = add nuw nsw i32 %25, 1
  %31 = icmp slt i32 %30, %7
  br i1 %31, label %24, label %10
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

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
!6 = !{!"list_t*", !"int*", !"int*"}
!7 = !{!"", !"", !""}
!8 = !{!"lists", !"out", !"done"}
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !12, i64 4}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!11, !11, i64 0}
