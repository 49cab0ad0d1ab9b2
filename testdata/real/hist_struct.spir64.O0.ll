; simtc:launch grid=2 block=32 warp=32 v=float32[64]:iota out=int32[24] fmax=int32[1]
; simtc:expect out=[4,4,4,4,4,4,4,4,0,1106771968,32,4,4,4,4,4,4,4,4,1107296256,1115422720,32,0,0]
; simtc:expect fmax=[1115422720]
; ModuleID = 'hist_struct.cl'
source_filename = "hist_struct.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.stats = type { [8 x i32], %struct.range, i32 }
%struct.range = type { float, float }
%union.fbits = type { float }

@hist_struct.s = internal addrspace(3) global %struct.stats undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @hist_struct(float addrspace(1)* noundef %0, %struct.stats addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca %struct.stats addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.stats, align 4
  %9 = alloca float, align 4
  %10 = alloca %union.fbits, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  store %struct.stats addrspace(1)* %1, %struct.stats addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %7, align 4
  %13 = load i32, i32* %7, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %3
  %16 = bitcast %struct.stats* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %16, i8 0, i64 44, i1 false)
  %17 = getelementptr inbounds %struct.stats, %struct.stats* %8, i32 0, i32 1
  %18 = getelementptr inbounds %struct.range, %struct.range* %17, i32 0, i32 0
  store float 0x46293E5940000000, float* %18, align 4
  %19 = bitcast %struct.stats* %8 to i8*
  call void @llvm.memcpy.p3i8.p0i8.i64(i8 addrspace(3)* align 4 bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i8* align 4 %19, i64 44, i1 false)
  br label %20

20:                                               ; preds = %15, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %21 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %23 = getelementptr inbounds float, float addrspace(1)* %21, i64 %22
  %24 = load float, float addrspace(1)* %23, align 4
  store float %24, float* %9, align 4
  %25 = load float, float* %9, align 4
  %26 = fptosi float %25 to i32
  %27 = srem i32 %26, 8
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i32 0, i32 0), i64 0, i64 %28
  %30 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %29) #7
  %31 = call spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i32 0, i32 2), i32 noundef 1) #7
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %32 = load i32, i32* %7, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %45

34:                                               ; preds = %20
  %35 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %36 = uitofp i64 %35 to float
  %37 = call float @llvm.fmuladd.f32(float 3.200000e+01, float %36, float 3.100000e+01)
  store float %37, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i32 0, i32 1, i32 1), align 4
  %38 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %39 = uitofp i64 %38 to float
  %40 = fmul float 3.200000e+01, %39
  store float %40, float addrspace(3)* getelementptr inbounds (%struct.stats, %struct.stats addrspace(3)* @hist_struct.s, i32 0, i32 1, i32 0), align 4
  %41 = load %struct.stats addrspace(1)*, %struct.stats addrspace(1)** %5, align 8
  %42 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %43 = getelementptr inbounds %struct.stats, %struct.stats addrspace(1)* %41, i64 %42
  %44 = bitcast %struct.stats addrspace(1)* %43 to i8 addrspace(1)*
  call void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* align 4 %44, i8 addrspace(3)* align 4 bitcast (%struct.stats addrspace(3)* @hist_struct.s to i8 addrspace(3)*), i64 44, i1 false)
  br label %45

45:                                               ; preds = %34, %20
  %46 = load float, float* %9, align 4
  %47 = bitcast %union.fbits* %10 to float*
  store float %46, float* %47, align 4
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %49 = bitcast %union.fbits* %10 to i32*
  %50 = load i32, i32* %49, align 4
  %51 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %48, i32 noundef %50) #7
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p3i8.p0i8.i64(i8 addrspace(3)* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) #4

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) #4

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(3)* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"struct stats*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!"v", !"out", !"fmax"}
