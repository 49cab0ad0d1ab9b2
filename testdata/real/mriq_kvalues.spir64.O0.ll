; simtc:launch grid=1 block=8 warp=8 kv=float32[16]:0.1,0.2,0.3,1,0.4,0.1,0.2,0.5,0.3,0.3,0.1,2,0.2,0.4,0.4,1.5 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:7,6,5,4,3,2,1,0 z=float32[8]:1,1,1,1,2,2,2,2 q=int32[16] nk=4
; simtc:expect q=[1177,2083,1463,1789,-418,475,-1250,1132,-1118,363,-3236,726,-2236,3077,-309,4755]
; ModuleID = 'mriq_kvalues.cl'
source_filename = "mriq_kvalues.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.kValues = type { float, float, float, float }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mriq_kvalues(%struct.kValues addrspace(2)* noundef %0, float addrspace(1)* noundef %1, float addrspace(1)* noundef %2, float addrspace(1)* noundef %3, i32 addrspace(1)* noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %7 = alloca %struct.kValues addrspace(2)*, align 8
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
  store %struct.kValues addrspace(2)* %0, %struct.kValues addrspace(2)** %7, align 8
  store float addrspace(1)* %1, float addrspace(1)** %8, align 8
  store float addrspace(1)* %2, float addrspace(1)** %9, align 8
  store float addrspace(1)* %3, float addrspace(1)** %10, align 8
  store i32 addrspace(1)* %4, i32 addrspace(1)** %11, align 8
  store i32 %5, i32* %12, align 4
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
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

40:                                               ; preds = %91, %6
  %41 = load i32, i32* %19, align 4
  %42 = load i32, i32* %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %94

44:                                               ; preds = %40
  %45 = load %struct.kValues addrspace(2)*, %struct.kValues addrspace(2)** %7, align 8
  %46 = load i32, i32* %19, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %45, i64 %47
  %49 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %48, i32 0, i32 0
  %50 = load float, float addrspace(2)* %49, align 4
  %51 = load float, float* %14, align 4
  %52 = load %struct.kValues addrspace(2)*, %struct.kValues addrspace(2)** %7, align 8
  %53 = load i32, i32* %19, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %52, i64 %54
  %56 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %55, i32 0, i32 1
  %57 = load float, float addrspace(2)* %56, align 4
  %58 = load float, float* %15, align 4
  %59 = fmul float %57, %58
  %60 = call float @llvm.fmuladd.f32(float %50, float %51, float %59)
  %61 = load %struct.kValues addrspace(2)*, %struct.kValues addrspace(2)** %7, align 8
  %62 = load i32, i32* %19, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %61, i64 %63
  %65 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %64, i32 0, i32 2
  %66 = load float, float addrspace(2)* %65, align 4
  %67 = load float, float* %16, align 4
  %68 = call float @llvm.fmuladd.f32(float %66, float %67, float %60)
  %69 = fmul float 0x401921FB60000000, %68
  store float %69, float* %20, align 4
  %70 = load float, float* %20, align 4
  %71 = addrspacecast float* %21 to float addrspace(4)*
  %72 = call spir_func float @_Z6sincosfPU3AS4f(float noundef %70, float addrspace(4)* noundef %71) #5
  store float %72, float* %22, align 4
  %73 = load %struct.kValues addrspace(2)*, %struct.kValues addrspace(2)** %7, align 8
  %74 = load i32, i32* %19, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %73, i64 %75
  %77 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %76, i32 0, i32 3
  %78 = load float, float addrspace(2)* %77, align 4
  %79 = load float, float* %21, align 4
  %80 = load float, float* %17, align 4
  %81 = call float @llvm.fmuladd.f32(float %78, float %79, float %80)
  store float %81, float* %17, align 4
  %82 = load %struct.kValues addrspace(2)*, %struct.kValues addrspace(2)** %7, align 8
  %83 = load i32, i32* %19, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %82, i64 %84
  %86 = getelementptr inbounds %struct.kValues, %struct.kValues addrspace(2)* %85, i32 0, i32 3
  %87 = load float, float addrspace(2)* %86, align 4
  %88 = load float, float* %22, align 4
  %89 = load float, float* %18, align 4
  %90 = call float @llvm.fmuladd.f32(float %87, float %88, float %89)
  store float %90, float* %18, align 4
  br label %91

91:                                               ; preds = %44
  %92 = load i32, i32* %19, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %19, align 4
  br label %40

94:                                               ; preds = %40
  %95 = load float, float* %17, align 4
  %96 = fmul float %95, 1.000000e+03
  %97 = fptosi float %96 to i32
  %98 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8
  %99 = load i32, i32* %13, align 4
  %100 = mul nsw i32 2, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, i32 addrspace(1)* %98, i64 %101
  store i32 %97, i32 addrspace(1)* %102, align 4
  %103 = load float, float* %18, align 4
  %104 = fmul float %103, 1.000000e+03
  %105 = fptosi float %104 to i32
  %106 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8
  %107 = load i32, i32* %13, align 4
  %108 = mul nsw i32 2, %107
  %109 = add nsw i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, i32 addrspace(1)* %106, i64 %110
  store i32 %105, i32 addrspace(1)* %111, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent
declare dso_local spir_func float @_Z6sincosfPU3AS4f(float noundef, float addrspace(4)* noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 2, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"struct kValues*", !"float*", !"float*", !"float*", !"int*", !"int"}
!7 = !{!"const", !"const", !"const", !"const", !"", !""}
!8 = !{!"kv", !"x", !"y", !"z", !"q", !"nk"}
