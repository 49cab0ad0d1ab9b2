; simtc:launch grid=1 block=16 warp=16 pts=float32[48]:0,0,0,1,1,0,2,2,0,3,3,0,4,4,0,5,5,0,6,6,0,7,7,0,8,8,0,9,9,0,1,8,0,8,1,0,2,7,0,7,2,0,3,6,0,6,3,0 counts=int32[4]
; simtc:expect counts=[5,5,3,3]
; ModuleID = 'kmeans_assign.cl'
source_filename = "kmeans_assign.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.point = type { float, float, i32 }
%struct.best = type { i32, float }

@centers = dso_local addrspace(4) constant [4 x %struct.point] [%struct.point { float 1.000000e+00, float 1.000000e+00, i32 0 }, %struct.point { float 8.000000e+00, float 8.000000e+00, i32 1 }, %struct.point { float 1.500000e+00, float 7.500000e+00, i32 2 }, %struct.point { float 7.500000e+00, float 1.500000e+00, i32 3 }], align 4
@__const.nearest.b = private unnamed_addr addrspace(4) constant %struct.best { i32 -1, float 0x46293E5940000000 }, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @kmeans_assign(%struct.point addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca %struct.point addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.point, align 4
  %7 = alloca %struct.best, align 4
  store %struct.point addrspace(1)* %0, %struct.point addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = load %struct.point addrspace(1)*, %struct.point addrspace(1)** %3, align 8
  %11 = load i32, i32* %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %10, i64 %12
  %14 = bitcast %struct.point* %6 to i8*
  %15 = bitcast %struct.point addrspace(1)* %13 to i8 addrspace(1)*
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* align 4 %14, i8 addrspace(1)* align 4 %15, i64 12, i1 false)
  %16 = call %struct.best @nearest(%struct.point* noundef byval(%struct.point) align 4 %6) #7
  %17 = getelementptr inbounds %struct.best, %struct.best* %7, i32 0, i32 0
  %18 = extractvalue %struct.best %16, 0
  store i32 %18, i32* %17, align 4
  %19 = getelementptr inbounds %struct.best, %struct.best* %7, i32 0, i32 1
  %20 = extractvalue %struct.best %16, 1
  store float %20, float* %19, align 4
  %21 = getelementptr inbounds %struct.best, %struct.best* %7, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.point addrspace(1)*, %struct.point addrspace(1)** %3, align 8
  %24 = load i32, i32* %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %23, i64 %25
  %27 = getelementptr inbounds %struct.point, %struct.point addrspace(1)* %26, i32 0, i32 2
  store i32 %22, i32 addrspace(1)* %27, align 4
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %29 = getelementptr inbounds %struct.best, %struct.best* %7, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 %31
  %33 = call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %32) #7
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p1i8.i64(i8* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal %struct.best @nearest(%struct.point* noundef byval(%struct.point) align 4 %0) #3 {
  %2 = alloca %struct.best, align 4
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = bitcast %struct.best* %2 to i8*
  call void @llvm.memcpy.p0i8.p4i8.i64(i8* align 4 %7, i8 addrspace(4)* align 4 bitcast (%struct.best addrspace(4)* @__const.nearest.b to i8 addrspace(4)*), i64 8, i1 false)
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %49, %1
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %52

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 0
  %13 = load float, float* %12, align 4
  %14 = load i32, i32* %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.point], [4 x %struct.point] addrspace(4)* @centers, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.point, %struct.point addrspace(4)* %16, i32 0, i32 0
  %18 = load float, float addrspace(4)* %17, align 4
  %19 = fsub float %13, %18
  store float %19, float* %4, align 4
  %20 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 1
  %21 = load float, float* %20, align 4
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x %struct.point], [4 x %struct.point] addrspace(4)* @centers, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.point, %struct.point addrspace(4)* %24, i32 0, i32 1
  %26 = load float, float addrspace(4)* %25, align 4
  %27 = fsub float %21, %26
  store float %27, float* %5, align 4
  %28 = load float, float* %4, align 4
  %29 = load float, float* %4, align 4
  %30 = load float, float* %5, align 4
  %31 = load float, float* %5, align 4
  %32 = fmul float %30, %31
  %33 = call float @llvm.fmuladd.f32(float %28, float %29, float %32)
  %34 = call float @_Z4sqrtf(float noundef %33) #6
  store float %34, float* %6, align 4
  %35 = load float, float* %6, align 4
  %36 = getelementptr inbounds %struct.best, %struct.best* %2, i32 0, i32 1
  %37 = load float, float* %36, align 4
  %38 = fcmp olt float %35, %37
  br i1 %38, label %39, label %48

39:                                               ; preds = %11
  %40 = load float, float* %6, align 4
  %41 = getelementptr inbounds %struct.best, %struct.best* %2, i32 0, i32 1
  store float %40, float* %41, align 4
  %42 = load i32, i32* %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [4 x %struct.point], [4 x %struct.point] addrspace(4)* @centers, i64 0, i64 %43
  %45 = getelementptr inbounds %struct.point, %struct.point addrspace(4)* %44, i32 0, i32 2
  %46 = load i32, i32 addrspace(4)* %45, align 4
  %47 = getelementptr inbounds %struct.best, %struct.best* %2, i32 0, i32 0
  store i32 %46, i32* %47, align 4
  br label %48

48:                                               ; preds = %39, %11
  br label %49

49:                                               ; preds = %48
  %50 = load i32, i32* %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %3, align 4
  br label %8

52:                                               ; preds = %8
  %53 = load %struct.best, %struct.best* %2, align 4
  ret %struct.best %53
}

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p4i8.i64(i8* noalias nocapture writeonly, i8 addrspace(4)* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local float @_Z4sqrtf(float noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (%struct.point addrspace(1)*, i32 addrspace(1)*)* @kmeans_assign, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"struct point*", !"int*"}
!8 = !{!"", !""}
!9 = !{!"pts", !"counts"}
