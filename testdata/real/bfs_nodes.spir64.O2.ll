; simtc:launch grid=1 block=8 warp=8 nodes=int32[16]:0,2,2,2,4,1,5,2,7,1,8,1,9,0,9,0 edges=int32[9]:1,2,3,4,5,6,7,7,7 mask=uint8[8]:1,0,0,0,0,0,0,0 updating=uint8[8] visited=uint8[8]:1,0,0,0,0,0,0,0 cost=int32[8]:0,-1,-1,-1,-1,-1,-1,-1 n=8
; simtc:expect cost=[0,1,1,-1,-1,-1,-1,-1]
; ModuleID = 'bfs_nodes.cl'
source_filename = "bfs_nodes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.Node = type { i32, i32 }

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @bfs_nodes(%struct.Node addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef readonly %1, i8 addrspace(1)* nocapture noundef %2, i8 addrspace(1)* nocapture noundef writeonly %3, i8 addrspace(1)* nocapture noundef readonly %4, i32 addrspace(1)* nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %48

11:                                               ; preds = %7
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i8, i8 addrspace(1)* %2, i64 %12
  %14 = load i8, i8 addrspace(1)* %13, align 1, !tbaa !9
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %48, label %16

16:                                               ; preds = %11
  store i8 0, i8 addrspace(1)* %13, align 1, !tbaa !9
  %17 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %0, i64 %12, i32 0
  %18 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %0, i64 %12, i32 1
  %19 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !12
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %48

21:                                               ; preds = %16
  %22 = load i32, i32 addrspace(1)* %17, align 4, !tbaa !15
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %12
  br label %24

24:                                               ; preds = %21, %42
  %25 = phi i32 [ %22, %21 ], [ %43, %42 ]
  %26 = phi i32 [ %19, %21 ], [ %44, %42 ]
  %27 = phi i32 [ %22, %21 ], [ %45, %42 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %28
  %30 = load i32, i32 addrspace(1)* %29, align 4, !tbaa !16
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, i8 addrspace(1)* %4, i64 %31
  %33 = load i8, i8 addrspace(1)* %32, align 1, !tbaa !9
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %24
  %36 = load i32, i32 addrspace(1)* %23, align 4, !tbaa !16
  %37 = add nsw i32 %36, 1
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %5, i64 %31
  store i32 %37, i32 addrspace(1)* %38, align 4, !tbaa !16
  %39 = getelementptr inbounds i8, i8 addrspace(1)* %3, i64 %31
  store i8 1, i8 addrspace(1)* %39, align 1, !tbaa !9
  %40 = load i32, i32 addrspace(1)* %18, align 4, !tbaa !12
  %41 = load i32, i32 addrspace(1)* %17, align 4, !tbaa !15
  br label %42

42:                                               ; preds = %35, %24
  %43 = phi i32 [ %41, %35 ], [ %25, %24 ]
  %44 = phi i32 [ %40, %35 ], [ %26, %24 ]
  %45 = add nsw i32 %27, 1
  %46 = add nsw i32 %43, %44
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %24, label %48

48:                                               ; preds = %42, %16, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"Node*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!7 = !{!"const", !"const", !"", !"", !"", !"", !""}
!8 = !{!"nodes", !"edges", !"mask", !"updating", !"visited", !"cost", !"n"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 4}
!13 = !{!"", !14, i64 0, !14, i64 4}
!14 = !{!"int", !10, i64 0}
!15 = !{!13, !14, i64 0}
!16 = !{!14, !14, i64 0}
