; simtc:launch grid=1 block=8 warp=8 a=float32[64]:iota x=float32[8]:1,1,1,1,1,1,1,1 y=float32[8] n=8
; simtc:expect y=[77952,79968,81984,84000,86016,88032,90048,92064]
; ModuleID = 'atax.cl'
source_filename = "atax.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atax(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1, float addrspace(1)* noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = alloca float addrspace(1)*, align 8
  %6 = alloca float addrspace(1)*, align 8
  %7 = alloca float addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store float addrspace(1)* %0, float addrspace(1)** %5, align 8
  store float addrspace(1)* %1, float addrspace(1)** %6, align 8
  store float addrspace(1)* %2, float addrspace(1)** %7, align 8
  store i32 %3, i32* %8, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %15 = trunc i64 %14 to i32
  store i32 %15, i32* %9, align 4
  %16 = load i32, i32* %9, align 4
  %17 = load i32, i32* %8, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %71

19:                                               ; preds = %4
  store float 0.000000e+00, float* %10, align 4
  store i32 0, i32* %11, align 4
  br label %20

20:                                               ; preds = %62, %19
  %21 = load i32, i32* %11, align 4
  %22 = load i32, i32* %8, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %65

24:                                               ; preds = %20
  store float 0.000000e+00, float* %12, align 4
  store i32 0, i32* %13, align 4
  br label %25

25:                                               ; preds = %46, %24
  %26 = load i32, i32* %13, align 4
  %27 = load i32, i32* %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %49

29:                                               ; preds = %25
  %30 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %31 = load i32, i32* %11, align 4
  %32 = load i32, i32* %8, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, i32* %13, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float addrspace(1)* %30, i64 %36
  %38 = load float, float addrspace(1)* %37, align 4
  %39 = load float addrspace(1)*, float addrspace(1)** %6, align 8
  %40 = load i32, i32* %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, float addrspace(1)* %39, i64 %41
  %43 = load float, float addrspace(1)* %42, align 4
  %44 = load float, float* %12, align 4
  %45 = call float @llvm.fmuladd.f32(float %38, float %43, float %44)
  store float %45, float* %12, align 4
  br label %46

46:                                               ; preds = %29
  %47 = load i32, i32* %13, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %13, align 4
  br label %25

49:                                               ; preds = %25
  %50 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %8, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, float addrspace(1)* %50, i64 %56
  %58 = load float, float addrspace(1)* %57, align 4
  %59 = load float, float* %12, align 4
  %60 = load float, float* %10, align 4
  %61 = call float @llvm.fmuladd.f32(float %58, float %59, float %60)
  store float %61, float* %10, align 4
  br label %62

62:                                               ; preds = %49
  %63 = load i32, i32* %11, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %11, align 4
  br label %20

65:                                               ; preds = %20
  %66 = load float, float* %10, align 4
  %67 = load float addrspace(1)*, float addrspace(1)** %7, align 8
  %68 = load i32, i32* %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, float addrspace(1)* %67, i64 %69
  store float %66, float addrspace(1)* %70, align 4
  br label %71

71:                                               ; preds = %65, %4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @atax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"DATA_TYPE*", !"DATA_TYPE*", !"DATA_TYPE*", !"int"}
!8 = !{!"float*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"const", !"", !""}
!10 = !{!"a", !"x", !"y", !"n"}
