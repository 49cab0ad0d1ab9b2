; simtc:launch grid=2 block=32 warp=32 keys=int32[64]:iota nodes=int32[192] buckets=int32[16] nbuckets=8
; simtc:expect buckets=[8,248,8,240,8,232,8,224,8,280,8,272,8,264,8,256]
; ModuleID = 'bucket_count.cl'
source_filename = "bucket_count.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.bucket = type { i32, i32 }
%struct.node = type { i32, i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @bucket_add(%struct.bucket addrspace(1)* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.bucket addrspace(1)*, align 8
  %4 = alloca i32, align 4
  store %struct.bucket addrspace(1)* %0, %struct.bucket addrspace(1)** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.bucket addrspace(1)*, %struct.bucket addrspace(1)** %3, align 8
  %6 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %5, i32 0, i32 0
  %7 = call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %6) #4
  %8 = load %struct.bucket addrspace(1)*, %struct.bucket addrspace(1)** %3, align 8
  %9 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %8, i32 0, i32 1
  %10 = load i32, i32* %4, align 4
  %11 = call i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %9, i32 noundef %10) #4
  ret void
}

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bucket_count(i32 addrspace(1)* noundef %0, %struct.node addrspace(1)* noundef %1, %struct.bucket addrspace(1)* noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca %struct.node addrspace(1)*, align 8
  %7 = alloca %struct.bucket addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store %struct.node addrspace(1)* %1, %struct.node addrspace(1)** %6, align 8
  store %struct.bucket addrspace(1)* %2, %struct.bucket addrspace(1)** %7, align 8
  store i32 %3, i32* %8, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %13 = trunc i64 %12 to i32
  store i32 %13, i32* %9, align 4
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %15 = load i32, i32* %9, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %14, i64 %16
  %18 = load i32, i32 addrspace(1)* %17, align 4
  store i32 %18, i32* %10, align 4
  %19 = load i32, i32* %10, align 4
  %20 = mul nsw i32 %19, 7
  %21 = add nsw i32 %20, 3
  %22 = load i32, i32* %8, align 4
  %23 = srem i32 %21, %22
  store i32 %23, i32* %11, align 4
  %24 = load i32, i32* %10, align 4
  %25 = load %struct.node addrspace(1)*, %struct.node addrspace(1)** %6, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %25, i64 %27
  %29 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %28, i32 0, i32 0
  store i32 %24, i32 addrspace(1)* %29, align 4
  %30 = load i32, i32* %10, align 4
  %31 = load i32, i32* %10, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load %struct.node addrspace(1)*, %struct.node addrspace(1)** %6, align 8
  %34 = load i32, i32* %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %33, i64 %35
  %37 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %36, i32 0, i32 1
  store i32 %32, i32 addrspace(1)* %37, align 4
  %38 = load i32, i32* %11, align 4
  %39 = load %struct.node addrspace(1)*, %struct.node addrspace(1)** %6, align 8
  %40 = load i32, i32* %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %39, i64 %41
  %43 = getelementptr inbounds %struct.node, %struct.node addrspace(1)* %42, i32 0, i32 2
  store i32 %38, i32 addrspace(1)* %43, align 4
  %44 = load %struct.bucket addrspace(1)*, %struct.bucket addrspace(1)** %7, align 8
  %45 = load i32, i32* %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.bucket, %struct.bucket addrspace(1)* %44, i64 %46
  %48 = load i32, i32* %10, align 4
  call void @bucket_add(%struct.bucket addrspace(1)* noundef %47, i32 noundef %48) #4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent }
attributes #5 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, %struct.node addrspace(1)*, %struct.bucket addrspace(1)*, i32)* @bucket_count, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"struct node*", !"struct bucket*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!"keys", !"nodes", !"buckets", !"nbuckets"}
