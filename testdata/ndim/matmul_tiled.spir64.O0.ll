; simtc:launch grid=3,3 block=4,4 n=12 a=float32[144]:iota b=float32[144]:-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2,-4,3,1,-1,-3,4,2,0,-2 c=float32[144] atile=local:64 btile=local:64
; simtc:expect c=[-42,-12,54,-78,24,54,-78,-12,90,-42,-12,54,-186,-12,198,-222,24,198,-222,-12,234,-186,-12,198,-330,-12,342,-366,24,342,-366,-12,378,-330,-12,342,-474,-12,486,-510,24,486,-510,-12,522,-474,-12,486,-618,-12,630,-654,24,630,-654,-12,666,-618,-12,630,-762,-12,774,-798,24,774,-798,-12,810,-762,-12,774,-906,-12,918,-942,24,918,-942,-12,954,-906,-12,918,-1050,-12,1062,-1086,24,1062,-1086,-12,1098,-1050,-12,1062,-1194,-12,1206,-1230,24,1206,-1230,-12,1242,-1194,-12,1206,-1338,-12,1350,-1374,24,1350,-1374,-12,1386,-1338,-12,1350,-1482,-12,1494,-1518,24,1494,-1518,-12,1530,-1482,-12,1494,-1626,-12,1638,-1662,24,1638,-1662,-12,1674,-1626,-12,1638]
; ModuleID = 'matmul_tiled.cl'
source_filename = "matmul_tiled.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(i32 noundef %0, float addrspace(1)* noundef %1, float addrspace(1)* noundef %2, float addrspace(1)* noundef %3, float addrspace(3)* noundef %4, float addrspace(3)* noundef %5) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %7 = alloca i32, align 4
  %8 = alloca float addrspace(1)*, align 8
  %9 = alloca float addrspace(1)*, align 8
  %10 = alloca float addrspace(1)*, align 8
  %11 = alloca float addrspace(3)*, align 8
  %12 = alloca float addrspace(3)*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  store float addrspace(1)* %1, float addrspace(1)** %8, align 8
  store float addrspace(1)* %2, float addrspace(1)** %9, align 8
  store float addrspace(1)* %3, float addrspace(1)** %10, align 8
  store float addrspace(3)* %4, float addrspace(3)** %11, align 8
  store float addrspace(3)* %5, float addrspace(3)** %12, align 8
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %13, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %23 = trunc i64 %22 to i32
  store i32 %23, i32* %14, align 4
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %25 = trunc i64 %24 to i32
  store i32 %25, i32* %15, align 4
  %26 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  %27 = trunc i64 %26 to i32
  store i32 %27, i32* %16, align 4
  store float 0.000000e+00, float* %17, align 4
  store i32 0, i32* %18, align 4
  br label %28

28:                                               ; preds = %98, %6
  %29 = load i32, i32* %18, align 4
  %30 = load i32, i32* %7, align 4
  %31 = sdiv i32 %30, 4
  %32 = icmp slt i32 %29, %31
  br i1 %32, label %33, label %101

33:                                               ; preds = %28
  %34 = load float addrspace(1)*, float addrspace(1)** %8, align 8
  %35 = load i32, i32* %14, align 4
  %36 = load i32, i32* %7, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, i32* %18, align 4
  %39 = mul nsw i32 %38, 4
  %40 = add nsw i32 %37, %39
  %41 = load i32, i32* %15, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, float addrspace(1)* %34, i64 %43
  %45 = load float, float addrspace(1)* %44, align 4
  %46 = load float addrspace(3)*, float addrspace(3)** %11, align 8
  %47 = load i32, i32* %16, align 4
  %48 = mul nsw i32 %47, 4
  %49 = load i32, i32* %15, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, float addrspace(3)* %46, i64 %51
  store float %45, float addrspace(3)* %52, align 4
  %53 = load float addrspace(1)*, float addrspace(1)** %9, align 8
  %54 = load i32, i32* %18, align 4
  %55 = mul nsw i32 %54, 4
  %56 = load i32, i32* %16, align 4
  %57 = add nsw i32 %55, %56
  %58 = load i32, i32* %7, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, i32* %13, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, float addrspace(1)* %53, i64 %62
  %64 = load float, float addrspace(1)* %63, align 4
  %65 = load float addrspace(3)*, float addrspace(3)** %12, align 8
  %66 = load i32, i32* %16, align 4
  %67 = mul nsw i32 %66, 4
  %68 = load i32, i32* %15, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, float addrspace(3)* %65, i64 %70
  store float %64, float addrspace(3)* %71, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, i32* %19, align 4
  br label %72

72:                                               ; preds = %94, %33
  %73 = load i32, i32* %19, align 4
  %74 = icmp slt i32 %73, 4
  br i1 %74, label %75, label %97

75:                                               ; preds = %72
  %76 = load float addrspace(3)*, float addrspace(3)** %11, align 8
  %77 = load i32, i32* %16, align 4
  %78 = mul nsw i32 %77, 4
  %79 = load i32, i32* %19, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, float addrspace(3)* %76, i64 %81
  %83 = load float, float addrspace(3)* %82, align 4
  %84 = load float addrspace(3)*, float addrspace(3)** %12, align 8
  %85 = load i32, i32* %19, align 4
  %86 = mul nsw i32 %85, 4
  %87 = load i32, i32* %15, align 4
  %88 = add nsw i32 %86, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, float addrspace(3)* %84, i64 %89
  %91 = load float, float addrspace(3)* %90, align 4
  %92 = load float, float* %17, align 4
  %93 = call float @llvm.fmuladd.f32(float %83, float %91, float %92)
  store float %93, float* %17, align 4
  br label %94

94:                                               ; preds = %75
  %95 = load i32, i32* %19, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %19, align 4
  br label %72

97:                                               ; preds = %72
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br label %98

98:                                               ; preds = %97
  %99 = load i32, i32* %18, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %18, align 4
  br label %28

101:                                              ; preds = %28
  %102 = load float, float* %17, align 4
  %103 = load float addrspace(1)*, float addrspace(1)** %10, align 8
  %104 = load i32, i32* %14, align 4
  %105 = load i32, i32* %7, align 4
  %106 = mul nsw i32 %104, %105
  %107 = load i32, i32* %13, align 4
  %108 = add nsw i32 %106, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, float addrspace(1)* %103, i64 %109
  store float %102, float addrspace(1)* %110, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
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
!4 = !{i32 0, i32 1, i32 1, i32 1, i32 3, i32 3}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int", !"float*", !"float*", !"float*", !"float*", !"float*"}
!7 = !{!"", !"const", !"const", !"", !"", !""}
!8 = !{!"n", !"a", !"b", !"c", !"atile", !"btile"}
