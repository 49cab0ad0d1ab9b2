; simtc:launch grid=1 block=8 warp=8 nodes=int32[16]:0,2,2,2,4,1,5,2,7,1,8,1,9,0,9,0 edges=int32[9]:1,2,3,4,5,6,7,7,7 mask=uint8[8]:1,0,0,0,0,0,0,0 updating=uint8[8] visited=uint8[8]:1,0,0,0,0,0,0,0 cost=int32[8]:0,-1,-1,-1,-1,-1,-1,-1 n=8
; simtc:expect cost=[0,1,1,-1,-1,-1,-1,-1]
; ModuleID = 'bfs_nodes.cl'
source_filename = "bfs_nodes.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bfs_nodes(%struct.Node addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i8 addrspace(1)* noundef %2, i8 addrspace(1)* noundef %3, i8 addrspace(1)* noundef %4, i32 addrspace(1)* noundef %5, i32 noundef %6) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %8 = alloca %struct.Node addrspace(1)*, align 8
  %9 = alloca i32 addrspace(1)*, align 8
  %10 = alloca i8 addrspace(1)*, align 8
  %11 = alloca i8 addrspace(1)*, align 8
  %12 = alloca i8 addrspace(1)*, align 8
  %13 = alloca i32 addrspace(1)*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store %struct.Node addrspace(1)* %0, %struct.Node addrspace(1)** %8, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %9, align 8
  store i8 addrspace(1)* %2, i8 addrspace(1)** %10, align 8
  store i8 addrspace(1)* %3, i8 addrspace(1)** %11, align 8
  store i8 addrspace(1)* %4, i8 addrspace(1)** %12, align 8
  store i32 addrspace(1)* %5, i32 addrspace(1)** %13, align 8
  store i32 %6, i32* %14, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %19 = trunc i64 %18 to i32
  store i32 %19, i32* %15, align 4
  %20 = load i32, i32* %15, align 4
  %21 = load i32, i32* %14, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %90

23:                                               ; preds = %7
  %24 = load i8 addrspace(1)*, i8 addrspace(1)** %10, align 8
  %25 = load i32, i32* %15, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, i8 addrspace(1)* %24, i64 %26
  %28 = load i8, i8 addrspace(1)* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %90

31:                                               ; preds = %23
  %32 = load i8 addrspace(1)*, i8 addrspace(1)** %10, align 8
  %33 = load i32, i32* %15, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, i8 addrspace(1)* %32, i64 %34
  store i8 0, i8 addrspace(1)* %35, align 1
  %36 = load %struct.Node addrspace(1)*, %struct.Node addrspace(1)** %8, align 8
  %37 = load i32, i32* %15, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %36, i64 %38
  %40 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %39, i32 0, i32 0
  %41 = load i32, i32 addrspace(1)* %40, align 4
  store i32 %41, i32* %16, align 4
  br label %42

42:                                               ; preds = %86, %31
  %43 = load i32, i32* %16, align 4
  %44 = load %struct.Node addrspace(1)*, %struct.Node addrspace(1)** %8, align 8
  %45 = load i32, i32* %15, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %44, i64 %46
  %48 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %47, i32 0, i32 1
  %49 = load i32, i32 addrspace(1)* %48, align 4
  %50 = load %struct.Node addrspace(1)*, %struct.Node addrspace(1)** %8, align 8
  %51 = load i32, i32* %15, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %50, i64 %52
  %54 = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %53, i32 0, i32 0
  %55 = load i32, i32 addrspace(1)* %54, align 4
  %56 = add nsw i32 %49, %55
  %57 = icmp slt i32 %43, %56
  br i1 %57, label %58, label %89

58:                                               ; preds = %42
  %59 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %60 = load i32, i32* %16, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %59, i64 %61
  %63 = load i32, i32 addrspace(1)* %62, align 4
  store i32 %63, i32* %17, align 4
  %64 = load i8 addrspace(1)*, i8 addrspace(1)** %12, align 8
  %65 = load i32, i32* %17, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i8, i8 addrspace(1)* %64, i64 %66
  %68 = load i8, i8 addrspace(1)* %67, align 1
  %69 = icmp ne i8 %68, 0
  br i1 %69, label %85, label %70

70:                                               ; preds = %58
  %71 = load i32 addrspace(1)*, i32 addrspace(1)** %13, align 8
  %72 = load i32, i32* %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, i32 addrspace(1)* %71, i64 %73
  %75 = load i32, i32 addrspace(1)* %74, align 4
  %76 = add nsw i32 %75, 1
  %77 = load i32 addrspace(1)*, i32 addrspace(1)** %13, align 8
  %78 = load i32, i32* %17, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, i32 addrspace(1)* %77, i64 %79
  store i32 %76, i32 addrspace(1)* %80, align 4
  %81 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %82 = load i32, i32* %17, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i8, i8 addrspace(1)* %81, i64 %83
  store i8 1, i8 addrspace(1)* %84, align 1
  br label %85

85:                                               ; preds = %70, %58
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %16, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %16, align 4
  br label %42

89:                                               ; preds = %42
  br label %90

90:                                               ; preds = %89, %23, %7
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
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
