; simtc:launch grid=1 block=8 x=float32[8]:0,1,2,3,4,5,6,7 y=float32[8]:0.5,0.5,0.5,0.5,-1,-1,-1,-1 a=2.5
; simtc:expect y=[0.5,3,5.5,8,9,11.5,14,16.5]
; ModuleID = 'saxpy.cl'
source_filename = "saxpy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @saxpy(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1, float noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca float addrspace(1)*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store float addrspace(1)* %1, float addrspace(1)** %5, align 8
  store float %2, float* %6, align 4
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %7, align 4
  %10 = load float, float* %6, align 4
  %11 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %12 = load i32, i32* %7, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, float addrspace(1)* %11, i64 %13
  %15 = load float, float addrspace(1)* %14, align 4
  %16 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %17 = load i32, i32* %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, float addrspace(1)* %16, i64 %18
  %20 = load float, float addrspace(1)* %19, align 4
  %21 = call float @llvm.fmuladd.f32(float %10, float %15, float %20)
  %22 = load float addrspace(1)*, float addrspace(1)** %5, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float addrspace(1)* %22, i64 %24
  store float %21, float addrspace(1)* %25, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float"}
!7 = !{!"const", !"", !""}
!8 = !{!"x", !"y", !"a"}
