; simtc:launch grid=3,2 block=4,4 w=12 h=8 in=int32[96]:iota out=int32[96]
; simtc:expect out=[0,12,24,36,48,60,72,84,1,13,25,37,49,61,73,85,2,14,26,38,50,62,74,86,3,15,27,39,51,63,75,87,4,16,28,40,52,64,76,88,5,17,29,41,53,65,77,89,6,18,30,42,54,66,78,90,7,19,31,43,55,67,79,91,8,20,32,44,56,68,80,92,9,21,33,45,57,69,81,93,10,22,34,46,58,70,82,94,11,23,35,47,59,71,83,95]
; ModuleID = 'transpose.cl'
source_filename = "transpose.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@transpose.tile = internal addrspace(3) global [4 x [5 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @transpose(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  %13 = call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %14 = mul i64 %13, 4
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %16 = add i64 %14, %15
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %9, align 4
  %18 = call i64 @_Z12get_group_idj(i32 noundef 1) #3
  %19 = mul i64 %18, 4
  %20 = call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %21 = add i64 %19, %20
  %22 = trunc i64 %21 to i32
  store i32 %22, i32* %10, align 4
  %23 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %24 = load i32, i32* %10, align 4
  %25 = load i32, i32* %5, align 4
  %26 = mul nsw i32 %24, %25
  %27 = load i32, i32* %9, align 4
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %23, i64 %29
  %31 = load i32, i32 addrspace(1)* %30, align 4
  %32 = call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %33 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]] addrspace(3)* @transpose.tile, i64 0, i64 %32
  %34 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %35 = getelementptr inbounds [5 x i32], [5 x i32] addrspace(3)* %33, i64 0, i64 %34
  store i32 %31, i32 addrspace(3)* %35, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  %36 = call i64 @_Z12get_group_idj(i32 noundef 1) #3
  %37 = mul i64 %36, 4
  %38 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %39 = add i64 %37, %38
  %40 = trunc i64 %39 to i32
  store i32 %40, i32* %11, align 4
  %41 = call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %42 = mul i64 %41, 4
  %43 = call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %44 = add i64 %42, %43
  %45 = trunc i64 %44 to i32
  store i32 %45, i32* %12, align 4
  %46 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %47 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]] addrspace(3)* @transpose.tile, i64 0, i64 %46
  %48 = call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %49 = getelementptr inbounds [5 x i32], [5 x i32] addrspace(3)* %47, i64 0, i64 %48
  %50 = load i32, i32 addrspace(3)* %49, align 4
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8
  %52 = load i32, i32* %12, align 4
  %53 = load i32, i32* %6, align 4
  %54 = mul nsw i32 %52, %53
  %55 = load i32, i32* %11, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 %57
  store i32 %50, i32 addrspace(1)* %58, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

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
