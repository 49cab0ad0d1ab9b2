; simtc:launch grid=2 block=32 warp=32 keys=int32[64]:iota nodes=int32[192] buckets=int32[16] nbuckets=8
; simtc:expect buckets=[8,248,8,240,8,232,8,224,8,280,8,272,8,264,8,256]
; ModuleID = 'bucket_count.cl'
source_filename = "bucket_count.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.bucket = type { i32, i32 }
%struct.node = type { i32, i32, i32 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_func void @bucket_add(%struct.bucket addrspace(1)* noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %0, i64 0, i32 0
  %4 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %3) #4
  %5 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %0, i64 0, i32 1
  %6 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %5, i32 noundef %1) #4
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @bucket_count(i32 addrspace(1)* nocapture noundef readonly %0, %struct.node addrspace(1)* nocapture noundef writeonly %1, %struct.bucket addrspace(1)* noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  %9 = load i32, i32 addrspace(1)* %8, align 4, !tbaa !9
  %10 = mul nsw i32 %9, 7
  %11 = add nsw i32 %10, 3
  %12 = srem i32 %11, %3
  %13 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %1, i64 %7, i32 0
  store i32 %9, i32 addrspace(1)* %13, align 4, !tbaa !13
  %14 = mul nsw i32 %9, %9
  %15 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %1, i64 %7, i32 1
  store i32 %14, i32 addrspace(1)* %15, align 4, !tbaa !15
  %16 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %1, i64 %7, i32 2
  store i32 %12, i32 addrspace(1)* %16, align 4, !tbaa !16
  %17 = sext i32 %12 to i64
  %18 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %2, i64 %17, i32 0
  %19 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %18) #4
  %20 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %2, i64 %17, i32 1
  %21 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %20, i32 noundef %9) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind readnone willreturn }

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
!6 = !{!"int*", !"struct node*", !"struct bucket*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"keys", !"nodes", !"buckets", !"nbuckets"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"node", !10, i64 0, !10, i64 4, !10, i64 8}
!15 = !{!14, !10, i64 4}
!16 = !{!14, !10, i64 8}
