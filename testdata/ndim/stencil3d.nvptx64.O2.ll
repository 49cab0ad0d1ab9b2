; simtc:launch grid=2,2,2 block=4,2,2 in=int32[128]:0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,32,18,6,93,85,79,75,73,73,75,79,85,93,6,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,91,44,96,53,12,70,33,95,62,31,2,72,47,24,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27 out=int32[128]
; simtc:expect out=[0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,-141,-141,-335,247,150,150,75,73,53,150,150,150,247,-335,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,247,-141,441,-44,-238,150,33,95,-44,-141,-335,150,53,-44,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27]
; ModuleID = 'stencil3d.cl'
source_filename = "stencil3d.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @stencil3d(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #2
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 2) #2
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z15get_global_sizej(i32 noundef 1) #2
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z15get_global_sizej(i32 noundef 2) #2
  %14 = trunc i64 %13 to i32
  %15 = mul nsw i32 %12, %8
  %16 = add nsw i32 %15, %6
  %17 = mul nsw i32 %16, %10
  %18 = add nsw i32 %17, %4
  %19 = icmp eq i32 %4, 0
  %20 = icmp eq i32 %6, 0
  %21 = select i1 %19, i1 true, i1 %20
  %22 = icmp eq i32 %8, 0
  %23 = select i1 %21, i1 true, i1 %22
  %24 = add nsw i32 %10, -1
  %25 = icmp eq i32 %24, %4
  %26 = select i1 %23, i1 true, i1 %25
  %27 = add nsw i32 %12, -1
  %28 = icmp eq i32 %27, %6
  %29 = select i1 %26, i1 true, i1 %28
  %30 = add nsw i32 %14, -1
  %31 = icmp eq i32 %30, %8
  %32 = select i1 %29, i1 true, i1 %31
  %33 = sext i32 %18 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %33
  %35 = load i32, i32 addrspace(1)* %34, align 4, !tbaa !10
  br i1 %32, label %69, label %36

36:                                               ; preds = %2
  %37 = mul nsw i32 %35, 6
  %38 = add nsw i32 %18, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %39
  %41 = load i32, i32 addrspace(1)* %40, align 4, !tbaa !10
  %42 = add nsw i32 %18, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %43
  %45 = load i32, i32 addrspace(1)* %44, align 4, !tbaa !10
  %46 = sub nsw i32 %18, %10
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %47
  %49 = load i32, i32 addrspace(1)* %48, align 4, !tbaa !10
  %50 = add nsw i32 %18, %10
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %51
  %53 = load i32, i32 addrspace(1)* %52, align 4, !tbaa !10
  %54 = mul nsw i32 %12, %10
  %55 = sub nsw i32 %18, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %56
  %58 = load i32, i32 addrspace(1)* %57, align 4, !tbaa !10
  %59 = add nsw i32 %18, %54
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %60
  %62 = load i32, i32 addrspace(1)* %61, align 4, !tbaa !10
  %63 = add i32 %41, %45
  %64 = add i32 %63, %49
  %65 = add i32 %64, %53
  %66 = add i32 %65, %58
  %67 = add i32 %66, %62
  %68 = sub i32 %37, %67
  br label %69

69:                                               ; preds = %2, %36
  %70 = phi i32 [ %68, %36 ], [ %35, %2 ]
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %33
  store i32 %70, i32 addrspace(1)* %71, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @stencil3d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"in", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
