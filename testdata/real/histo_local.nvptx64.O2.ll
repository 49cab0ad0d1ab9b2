; simtc:launch grid=2 block=64 warp=32 data=int32[128]:iota bins=int32[16]
; simtc:expect bins=[8*16]
; ModuleID = 'histo_local.cl'
source_filename = "histo_local.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@histo_local.sub = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histo_local(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = icmp slt i32 %4, 16
  %6 = shl i64 %3, 32
  %7 = ashr exact i64 %6, 32
  br i1 %5, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %7
  store i32 0, i32 addrspace(3)* %9, align 4, !tbaa !10
  br label %10

10:                                               ; preds = %2, %8
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  %13 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !10
  %14 = mul nsw i32 %13, 5
  %15 = and i32 %14, 15
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %16
  %18 = tail call i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %17) #4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %5, label %19, label %24

19:                                               ; preds = %10
  %20 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @histo_local.sub, i64 0, i64 %7
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %22 = load i32, i32 addrspace(3)* %20, align 4, !tbaa !10
  %23 = tail call i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %21, i32 noundef %22) #4
  br label %24

24:                                               ; preds = %19, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @histo_local, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"data", !"bins"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
