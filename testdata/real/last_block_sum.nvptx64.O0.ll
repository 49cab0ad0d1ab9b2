; simtc:launch grid=4 block=32 warp=32 in=int32[128]:iota partial=int32[4] count=int32[1] total=int32[1]
; simtc:expect total=[8128]
; simtc:expect count=[4]
; simtc:expect partial=[496,1520,2544,3568]
; ModuleID = 'last_block_sum.cl'
source_filename = "last_block_sum.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.group_state = type { i32, i32 }

@last_block_sum.buf = internal addrspace(3) global [32 x i32] undef, align 4
@last_block_sum.st = internal addrspace(3) global %struct.group_state undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @last_block_sum(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %9, align 4
  %17 = call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %10, align 4
  %19 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %20 = trunc i64 %19 to i32
  store i32 %20, i32* %11, align 4
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %21, i64 %22
  %24 = load i32, i32 addrspace(1)* %23, align 4
  %25 = load i32, i32* %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %26
  store i32 %24, i32 addrspace(3)* %27, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  %28 = load i32, i32* %11, align 4
  %29 = sdiv i32 %28, 2
  store i32 %29, i32* %12, align 4
  br label %30

30:                                               ; preds = %50, %4
  %31 = load i32, i32* %12, align 4
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %53

33:                                               ; preds = %30
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %12, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %33
  %38 = load i32, i32* %9, align 4
  %39 = load i32, i32* %12, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %41
  %43 = load i32, i32 addrspace(3)* %42, align 4
  %44 = load i32, i32* %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 %45
  %47 = load i32, i32 addrspace(3)* %46, align 4
  %48 = add nsw i32 %47, %43
  store i32 %48, i32 addrspace(3)* %46, align 4
  br label %49

49:                                               ; preds = %37, %33
  call void @_Z7barrierj(i32 noundef 1) #4
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %12, align 4
  %52 = ashr i32 %51, 1
  store i32 %52, i32* %12, align 4
  br label %30

53:                                               ; preds = %30
  %54 = load i32, i32* %9, align 4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %70

56:                                               ; preds = %53
  %57 = load i32, i32 addrspace(3)* getelementptr inbounds ([32 x i32], [32 x i32] addrspace(3)* @last_block_sum.buf, i64 0, i64 0), align 4
  %58 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %59 = load i32, i32* %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %58, i64 %60
  store i32 %57, i32 addrspace(1)* %61, align 4
  call void @_Z9mem_fencej(i32 noundef 2) #4
  %62 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %63 = call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %62) #4
  store i32 %63, i32 addrspace(3)* getelementptr inbounds (%struct.group_state, %struct.group_state addrspace(3)* @last_block_sum.st, i32 0, i32 0), align 4
  %64 = load i32, i32 addrspace(3)* getelementptr inbounds (%struct.group_state, %struct.group_state addrspace(3)* @last_block_sum.st, i32 0, i32 0), align 4
  %65 = call i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %66 = trunc i64 %65 to i32
  %67 = sub nsw i32 %66, 1
  %68 = icmp eq i32 %64, %67
  %69 = zext i1 %68 to i32
  store i32 %69, i32 addrspace(3)* getelementptr inbounds (%struct.group_state, %struct.group_state addrspace(3)* @last_block_sum.st, i32 0, i32 1), align 4
  br label %70

70:                                               ; preds = %56, %53
  call void @_Z7barrierj(i32 noundef 1) #4
  %71 = load i32, i32 addrspace(3)* getelementptr inbounds (%struct.group_state, %struct.group_state addrspace(3)* @last_block_sum.st, i32 0, i32 1), align 4
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %96

73:                                               ; preds = %70
  %74 = load i32, i32* %9, align 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %96

76:                                               ; preds = %73
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %77

77:                                               ; preds = %90, %76
  %78 = load i32, i32* %14, align 4
  %79 = call i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %80 = trunc i64 %79 to i32
  %81 = icmp slt i32 %78, %80
  br i1 %81, label %82, label %93

82:                                               ; preds = %77
  %83 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %84 = load i32, i32* %14, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %83, i64 %85
  %87 = load volatile i32, i32 addrspace(1)* %86, align 4
  %88 = load i32, i32* %13, align 4
  %89 = add nsw i32 %88, %87
  store i32 %89, i32* %13, align 4
  br label %90

90:                                               ; preds = %82
  %91 = load i32, i32* %14, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %14, align 4
  br label %77

93:                                               ; preds = %77
  %94 = load i32, i32* %13, align 4
  %95 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  store i32 %94, i32 addrspace(1)* %95, align 4
  br label %96

96:                                               ; preds = %93, %73, %70
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z9mem_fencej(i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @last_block_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !"volatile", !""}
!9 = !{!"in", !"partial", !"count", !"total"}
