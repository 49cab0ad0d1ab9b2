; simtc:launch grid=2 block=8 warp=8 p=int32[16]:iota f=float32[16]:iota out=int32[16] g=float32[16]
; simtc:expect out=[2201016*8,4625043*8]
; simtc:expect g=[0.25*8,2.5*8]
; ModuleID = 'wg_bcast.cl'
source_filename = "wg_bcast.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_bcast(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, float addrspace(1)* noundef %3) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca float addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca float addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store float addrspace(1)* %1, float addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store float addrspace(1)* %3, float addrspace(1)** %8, align 8
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %9, align 4
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %16 = load i32, i32* %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %15, i64 %17
  %19 = load i32, i32 addrspace(1)* %18, align 4
  %20 = mul nsw i32 %19, 3
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %10, align 4
  %22 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %23 = add i64 %22, 5
  %24 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %25 = urem i64 %23, %24
  store i64 %25, i64* %11, align 8
  %26 = load i32, i32* %10, align 4
  %27 = sext i32 %26 to i64
  %28 = shl i64 %27, 33
  store i64 %28, i64* %12, align 8
  %29 = load i32, i32* %10, align 4
  %30 = load i64, i64* %11, align 8
  %31 = call i32 @_Z20work_group_broadcastim(i32 noundef %29, i64 noundef %30) #5
  %32 = load i32, i32* %10, align 4
  %33 = call i32 @_Z20work_group_broadcastim(i32 noundef %32, i64 noundef 0) #5
  %34 = mul nsw i32 1000, %33
  %35 = add nsw i32 %31, %34
  %36 = load i64, i64* %12, align 8
  %37 = call i64 @_Z20work_group_broadcastlm(i64 noundef %36, i64 noundef 7) #5
  %38 = ashr i64 %37, 33
  %39 = trunc i64 %38 to i32
  %40 = mul nsw i32 %39, 100000
  %41 = add nsw i32 %35, %40
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %43 = load i32, i32* %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32 addrspace(1)* %42, i64 %44
  store i32 %41, i32 addrspace(1)* %45, align 4
  %46 = load float addrspace(1)*, float addrspace(1)** %6, align 8
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, float addrspace(1)* %46, i64 %48
  %50 = load float, float addrspace(1)* %49, align 4
  %51 = call float @llvm.fmuladd.f32(float %50, float 2.500000e-01, float -1.000000e+00)
  %52 = load i64, i64* %11, align 8
  %53 = call float @_Z20work_group_broadcastfm(float noundef %51, i64 noundef %52) #5
  %54 = load float addrspace(1)*, float addrspace(1)** %8, align 8
  %55 = load i32, i32* %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, float addrspace(1)* %54, i64 %56
  store float %53, float addrspace(1)* %57, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #2

; Function Attrs: convergent
declare dso_local i64 @_Z20work_group_broadcastlm(i64 noundef, i64 noundef) #2

; Function Attrs: convergent
declare dso_local float @_Z20work_group_broadcastfm(float noundef, i64 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, float addrspace(1)*)* @wg_bcast, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"int*", !"float*"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!"p", !"f", !"out", !"g"}
