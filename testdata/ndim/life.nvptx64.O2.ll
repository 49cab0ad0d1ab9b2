; simtc:launch grid=4,2 block=4,4 w=16 h=8 board=int32[128]:0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0 next=int32[128]
; simtc:expect next=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0]
; ModuleID = 'life.cl'
source_filename = "life.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @life(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* nocapture noundef readonly %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #2
  %8 = trunc i64 %7 to i32
  %9 = add i32 %8, %1
  %10 = add i32 %6, %0
  %11 = add i32 %9, -1
  %12 = srem i32 %11, %1
  %13 = mul nsw i32 %12, %0
  %14 = add i32 %10, -1
  %15 = srem i32 %14, %0
  %16 = add nsw i32 %13, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %17
  %19 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !10
  %20 = srem i32 %11, %1
  %21 = mul nsw i32 %20, %0
  %22 = srem i32 %10, %0
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %24
  %26 = load i32, i32 addrspace(1)* %25, align 4, !tbaa !10
  %27 = add nsw i32 %26, %19
  %28 = srem i32 %11, %1
  %29 = mul nsw i32 %28, %0
  %30 = add i32 %10, 1
  %31 = srem i32 %30, %0
  %32 = add nsw i32 %29, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %33
  %35 = load i32, i32 addrspace(1)* %34, align 4, !tbaa !10
  %36 = add nsw i32 %35, %27
  %37 = srem i32 %9, %1
  %38 = mul nsw i32 %37, %0
  %39 = add i32 %10, -1
  %40 = srem i32 %39, %0
  %41 = add nsw i32 %38, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %42
  %44 = load i32, i32 addrspace(1)* %43, align 4, !tbaa !10
  %45 = add nsw i32 %44, %36
  %46 = srem i32 %9, %1
  %47 = mul nsw i32 %46, %0
  %48 = add i32 %10, 1
  %49 = srem i32 %48, %0
  %50 = add nsw i32 %47, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %51
  %53 = load i32, i32 addrspace(1)* %52, align 4, !tbaa !10
  %54 = add nsw i32 %53, %45
  %55 = add i32 %9, 1
  %56 = srem i32 %55, %1
  %57 = mul nsw i32 %56, %0
  %58 = add i32 %10, -1
  %59 = srem i32 %58, %0
  %60 = add nsw i32 %57, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %61
  %63 = load i32, i32 addrspace(1)* %62, align 4, !tbaa !10
  %64 = add nsw i32 %63, %54
  %65 = srem i32 %55, %1
  %66 = mul nsw i32 %65, %0
  %67 = srem i32 %10, %0
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %69
  %71 = load i32, i32 addrspace(1)* %70, align 4, !tbaa !10
  %72 = add nsw i32 %71, %64
  %73 = srem i32 %55, %1
  %74 = mul nsw i32 %73, %0
  %75 = add i32 %10, 1
  %76 = srem i32 %75, %0
  %77 = add nsw i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %78
  %80 = load i32, i32 addrspace(1)* %79, align 4, !tbaa !10
  %81 = add nsw i32 %80, %72
  %82 = mul nsw i32 %8, %0
  %83 = add nsw i32 %82, %6
  %84 = sext i32 %83 to i64
  %85 = icmp eq i32 %81, 3
  br i1 %85, label %93, label %86

86:                                               ; preds = %4
  %87 = icmp eq i32 %81, 2
  %88 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %84
  %89 = load i32, i32 addrspace(1)* %88, align 4, !tbaa !10
  %90 = icmp ne i32 %89, 0
  %91 = select i1 %90, i1 %87, i1 false
  %92 = zext i1 %91 to i32
  br label %93

93:                                               ; preds = %86, %4
  %94 = phi i32 [ 1, %4 ], [ %92, %86 ]
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %84
  store i32 %94, i32 addrspace(1)* %95, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32, i32, i32 addrspace(1)*, i32 addrspace(1)*)* @life, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 0, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int", !"int", !"int*", !"int*"}
!8 = !{!"", !"", !"const", !""}
!9 = !{!"w", !"h", !"board", !"next"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
