; simtc:launch grid=2 block=64 warp=32 data=int32[128]:iota bins=int32[16]
; simtc:expect bins=[8*16]
; ModuleID = 'histo_local.cl'
source_filename = "histo_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@histo_local.sub = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histo_local(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = icmp slt i32 %4, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %7
  store i32 0, i32 addrspace(3)* %8, align 4, !tbaa !9
  br label %9

9:                                                ; preds = %6, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %10 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %10
  %12 = load i32, i32 addrspace(1)* %11, align 4, !tbaa !9
  %13 = mul nsw i32 %12, 5
  %14 = and i32 %13, 15
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %15
  %17 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %16) #4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br i1 %5, label %18, label %24

18:                                               ; preds = %9
  %19 = sext i32 %4 to i64
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %19
  %21 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %19
  %22 = load i32, i32 addrspace(3)* %21, align 4, !tbaa !9
  %23 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %20, i32 noundef %22) #4
  br label %24

24:                                               ; preds = %18, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"data", !"bins"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
