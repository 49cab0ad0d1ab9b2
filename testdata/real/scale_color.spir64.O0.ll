; simtc:launch grid=1 block=8 warp=8 img=float32[32]:iota gain=float32[4]:0.5,2,1,0.25 offset=float32[4]:1,0,-1,0
; simtc:expect img=[1,2,1,0.75,3,10,5,1.75,5,18,9,2.75,7,26,13,3.75,9,34,17,4.75,11,42,21,5.75,13,50,25,6.75,15,58,29,7.75]
; ModuleID = 'scale_color.cl'
source_filename = "scale_color.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scale_color(<4 x float> addrspace(1)* noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca <4 x float> addrspace(1)*, align 8
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store <4 x float> addrspace(1)* %0, <4 x float> addrspace(1)** %4, align 8
  store <4 x float> %1, <4 x float>* %5, align 16
  store <4 x float> %2, <4 x float>* %6, align 16
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %7, align 4
  %11 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %12 = load i32, i32* %7, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %11, i64 %13
  %15 = load <4 x float>, <4 x float> addrspace(1)* %14, align 16
  store <4 x float> %15, <4 x float>* %8, align 16
  %16 = load <4 x float>, <4 x float>* %8, align 16
  %17 = load <4 x float>, <4 x float>* %5, align 16
  %18 = load <4 x float>, <4 x float>* %6, align 16
  %19 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %16, <4 x float> %17, <4 x float> %18)
  %20 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %20, i64 %22
  store <4 x float> %19, <4 x float> addrspace(1)* %23, align 16
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float4*", !"float4", !"float4"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))", !"float __attribute__((ext_vector_type(4)))"}
!8 = !{!"", !"", !""}
!9 = !{!"img", !"gain", !"offset"}
