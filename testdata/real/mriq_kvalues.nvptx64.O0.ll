; simtc:launch grid=1 block=8 warp=8 kv=float32[16]:0.1,0.2,0.3,1,0.4,0.1,0.2,0.5,0.3,0.3,0.1,2,0.2,0.4,0.4,1.5 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:7,6,5,4,3,2,1,0 z=float32[8]:1,1,1,1,2,2,2,2 q=int32[16] nk=4
; simtc:expect q=[1177,2083,1463,1789,-418,475,-1250,1132,-1118,363,-3236,726,-2236,3077,-309,4755]
; ModuleID = 'mriq_kvalues.cl'
source_filename = "mriq_kvalues.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kValues = type { float, float, float, float }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mriq_kvalues(%struct.kValues addrspace(4)* noundef %0, float addrspace(1)* noundef %1, float addrspace(1)* noundef %2, float addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %7 = alloca %struct.kValues addrspace(4)*, align 8
  %8 = alloca float addrspace(1)*, align 8
  %9 = alloca float addrspace(1)*, align 8
  %10 = alloca float addrspace(1)*, align 8
  %11 = alloca i32 addrspace(1)*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  store %struct.kValues addrspace(4)* %0, %struct.kValues addrspace(4)** %7, align 8
  store float addrspace(1)* %1, float addrspace(1)** %8, align 8
  store float addrspace(1)* %2, float addrspace(1)** %9, align 8
  store float addrspace(1)* %3, float addrspace(1)** %10, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %11, align 8
  store i32 %5, i32* %12, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %13, align 4
  %25 = load float addrspace(1)*, float addrspace(1)** %8, align 8
  %26 = load i32, i32* %13, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float addrspace(1)* %25, i64 %27
  %29 = load float, float addrspace(1)* %28, align 4
  store float %29, float* %14, align 4
  %30 = load float addrspace(1)*, float addrspace(1)** %9, align 8
  %31 = load i32, i32* %13, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float addrspace(1)* %30, i64 %32
  %34 = load float, float addrspace(1)* %33, align 4
  store float %34, float* %15, align 4
  %35 = load float addrspace(1)*, float addrspace(1)** %10, align 8
  %36 = load i32, i32* %13, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float addrspace(1)* %35, i64 %37
  %39 = load float, float addrspace(1)* %38, align 4
  store float %39, float* %16, align 4
  store float 0.000000e+00, float* %17, align 4
  store float 0.000000e+00, float* %18, align 4
  store i32 0, i32* %19, align 4
  br label %40

40:                                               ; preds = %90, %6
  %41 = load i32, i32* %19, align 4
  %42 = load i32, i32* %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %93

44:                                               ; preds = %40
  %45 = load %struct.kValues addrspace(4)*, %struct.kValues addrspace(4)** %7, align 8
  %46 = load i32, i32* %19, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %45, i64 %47
  %49 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %48, i32 0, i32 0
  %50 = load float, float addrspace(4)* %49, align 4
  %51 = load float, float* %14, align 4
  %52 = load %struct.kValues addrspace(4)*, %struct.kValues addrspace(4)** %7, align 8
  %53 = load i32, i32* %19, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %52, i64 %54
  %56 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %55, i32 0, i32 1
  %57 = load float, float addrspace(4)* %56, align 4
  %58 = load float, float* %15, align 4
  %59 = fmul float %57, %58
  %60 = call float @llvm.fmuladd.f32(float %50, float %51, float %59)
  %61 = load %struct.kValues addrspace(4)*, %struct.kValues addrspace(4)** %7, align 8
  %62 = load i32, i32* %19, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %61, i64 %63
  %65 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %64, i32 0, i32 2
  %66 = load float, float addrspace(4)* %65, align 4
  %67 = load float, float* %16, align 4
  %68 = call float @llvm.fmuladd.f32(float %66, float %67, float %60)
  %69 = fmul float 0x401921FB60000000, %68
  store float %69, float* %20, align 4
  %70 = load float, float* %20, align 4
  %71 = call float @_Z6sincosfPf(float noundef %70, float* noundef %21) #5
  store float %71, float* %22, align 4
  %72 = load %struct.kValues addrspace(4)*, %struct.kValues addrspace(4)** %7, align 8
  %73 = load i32, i32* %19, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %72, i64 %74
  %76 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %75, i32 0, i32 3
  %77 = load float, float addrspace(4)* %76, align 4
  %78 = load float, float* %21, align 4
  %79 = load float, float* %17, align 4
  %80 = call float @llvm.fmuladd.f32(float %77, float %78, float %79)
  store float %80, float* %17, align 4
  %81 = load %struct.kValues addrspace(4)*, %struct.kValues addrspace(4)** %7, align 8
  %82 = load i32, i32* %19, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %81, i64 %83
  %85 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(4)* %84, i32 0, i32 3
  %86 = load float, float addrspace(4)* %85, align 4
  %87 = load float, float* %22, align 4
  %88 = load float, float* %18, align 4
  %89 = call float @llvm.fmuladd.f32(float %86, float %87, float %88)
  store float %89, float* %18, align 4
  br label %90

90:                                               ; preds = %44
  %91 = load i32, i32* %19, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %19, align 4
  br label %40

93:                                               ; preds = %40
  %94 = load float, float* %17, align 4
  %95 = fmul float %94, 1.000000e+03
  %96 = fptosi float %95 to i32
  %97 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8
  %98 = load i32, i32* %13, align 4
  %99 = mul nsw i32 2, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, i32 addrspace(1)* %97, i64 %100
  store i32 %96, i32 addrspace(1)* %101, align 4
  %102 = load float, float* %18, align 4
  %103 = fmul float %102, 1.000000e+03
  %104 = fptosi float %103 to i32
  %105 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8
  %106 = load i32, i32* %13, align 4
  %107 = mul nsw i32 2, %106
  %108 = add nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32 addrspace(1)* %105, i64 %109
  store i32 %104, i32 addrspace(1)* %110, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent
declare dso_local float @_Z6sincosfPf(float noundef, float* noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (%struct.kValues addrspace(4)*, float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32)* @mriq_kvalues, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 2, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"struct kValues*", !"float*", !"float*", !"float*", !"int*", !"int"}
!8 = !{!"const", !"const", !"const", !"const", !"", !""}
!9 = !{!"kv", !"x", !"y", !"z", !"q", !"nk"}
