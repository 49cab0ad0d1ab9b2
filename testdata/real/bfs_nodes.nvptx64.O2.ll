; simtc:launch grid=1 block=8 warp=8 nodes=int32[16]:0,2,2,2,4,1,5,2,7,1,8,1,9,0,9,0 edges=int32[9]:1,2,3,4,5,6,7,7,7 mask=uint8[8]:1,0,0,0,0,0,0,0 updating=uint8[8] visited=uint8[8]:1,0,0,0,0,0,0,0 cost=int32[8]:0,-1,-1,-1,-1,-1,-1,-1 n=8
; simtc:expect cost=[0,1,1,-1,-1,-1,-1,-1]
; ModuleID = 'bfs_nodes.cl'
source_filename = "bfs_nodes.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @bfs_nodes(%struct.Node addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i8 addrspace(1)* nocapture noundef %2, i8 addrspace(1)* nocapture noundef writeonly %3, i8 addrspace(1)* nocapture noundef readonly %4, i32 addrspace(1)* nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %49

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i8, i8 addrspace(1)* %2, i64 %13
  %15 = load i8, i8 addrspace(1)* %14, align 1, !tbaa !10
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %49, label %17

17:                                               ; preds = %11
  store i8 0, i8 addrspace(1)* %14, align 1, !tbaa !10
  %18 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %0, i64 %13, i32 0
  %19 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %0, i64 %13, i32 1
  %20 = load i32, i32 addrspace(1)* %19, align 4, !tbaa !13
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %49

22:                                               ; preds = %17
  %23 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !16
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %13
  br label %25

25:                                               ; preds = %22, %43
  %26 = phi i32 [ %23, %22 ], [ %44, %43 ]
  %27 = phi i32 [ %20, %22 ], [ %45, %43 ]
  %28 = phi i32 [ %23, %22 ], [ %46, %43 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %29
  %31 = load i32, i32 addrspace(1)* %30, align 4, !tbaa !17
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, i8 addrspace(1)* %4, i64 %32
  %34 = load i8, i8 addrspace(1)* %33, align 1, !tbaa !10
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %25
  %37 = getelementptr inbounds i8, i8 addrspace(1)* %3, i64 %32
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %32
  %39 = load i32, i32 addrspace(1)* %24, align 4, !tbaa !17
  %40 = add nsw i32 %39, 1
  store i32 %40, i32 addrspace(1)* %38, align 4, !tbaa !17
  store i8 1, i8 addrspace(1)* %37, align 1, !tbaa !10
  %41 = load i32, i32 addrspace(1)* %19, align 4, !tbaa !13
  %42 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !16
  br label %43

43:                                               ; preds = %36, %25
  %44 = phi i32 [ %42, %36 ], [ %26, %25 ]
  %45 = phi i32 [ %41, %36 ], [ %27, %25 ]
  %46 = add nsw i32 %28, 1
  %47 = add nsw i32 %44, %45
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %25, label %49

49:                                               ; preds = %43, %17, %11, %7
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

!0 = !{void (%struct.Node addrspace(1)*, i32 addrspace(1)*, i8 addrspace(1)*, i8 addrspace(1)*, i8 addrspace(1)*, i32 addrspace(1)*, i32)* @bfs_nodes, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"Node*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !""}
!9 = !{!"nodes", !"edges", !"mask", !"updating", !"visited", !"cost", !"n"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !15, i64 4}
!14 = !{!"", !15, i64 0, !15, i64 4}
!15 = !{!"int", !11, i64 0}
!16 = !{!14, !15, i64 0}
!17 = !{!15, !15, i64 0}
