; simtc:launch grid=3,2 block=4,4 w=12 h=8 in=int32[96]:iota out=int32[96]
; simtc:expect out=[0,12,24,36,48,60,72,84,1,13,25,37,49,61,73,85,2,14,26,38,50,62,74,86,3,15,27,39,51,63,75,87,4,16,28,40,52,64,76,88,5,17,29,41,53,65,77,89,6,18,30,42,54,66,78,90,7,19,31,43,55,67,79,91,8,20,32,44,56,68,80,92,9,21,33,45,57,69,81,93,10,22,34,46,58,70,82,94,11,23,35,47,59,71,83,95]
; ModuleID = 'transpose.cl'
source_filename = "transpose.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@transpose.tile = internal unnamed_addr addrspace(3) global [4 x [5 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @transpose(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* nocapture noundef readonly %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %6 = shl i64 %5, 2
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %8 = add i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #3
  %11 = shl i64 %10, 2
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %13 = add i64 %11, %12
  %14 = trunc i64 %13 to i32
  %15 = mul nsw i32 %14, %0
  %16 = add nsw i32 %15, %9
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %17
  %19 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !10
  %20 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]] addrspace(3)* @transpose.tile, i64 0, i64 %12, i64 %7
  store i32 %19, i32 addrspace(3)* %20, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %21 = add i64 %11, %7
  %22 = trunc i64 %21 to i32
  %23 = add i64 %12, %6
  %24 = trunc i64 %23 to i32
  %25 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]] addrspace(3)* @transpose.tile, i64 0, i64 %7, i64 %12
  %26 = load i32, i32 addrspace(3)* %25, align 4, !tbaa !10
  %27 = mul nsw i32 %24, %1
  %28 = add nsw i32 %27, %22
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %29
  store i32 %26, i32 addrspace(1)* %30, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32, i32, i32 addrspace(1)*, i32 addrspace(1)*)* @transpose, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 0, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int", !"int", !"int*", !"int*"}
!8 = !{!"", !"", !"const", !""}
!9 = !{!"w", !"h", !"in", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
