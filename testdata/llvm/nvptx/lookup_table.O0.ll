; simtc:launch grid=1 block=32 out=int32[32] scaled=float32[32]
; simtc:expect out=[30,11,42,13,54,95,26,67,38,19,50,21,62,103,34,75,46,27,58,29,70,111,42,83,54,35,66,37,78,119,50,91]
; simtc:expect scaled=[0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4,0.25,1,2.5,-4]
; ModuleID = 'lookup_table.cl'
source_filename = "lookup_table.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.lookup_table.tbl = private unnamed_addr addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@__const.lookup_table.ftbl = private unnamed_addr addrspace(4) constant [4 x float] [float 5.000000e-01, float 2.000000e+00, float 5.000000e+00, float -8.000000e+00], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lookup_table(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca [8 x i32], align 4
  %6 = alloca [4 x float], align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store float addrspace(1)* %1, float addrspace(1)** %4, align 8
  %8 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.memcpy.p0i8.p4i8.i64(i8* align 4 %8, i8 addrspace(4)* align 4 bitcast ([8 x i32] addrspace(4)* @__const.lookup_table.tbl to i8 addrspace(4)*), i64 32, i1 false)
  %9 = bitcast [4 x float]* %6 to i8*
  call void @llvm.memcpy.p0i8.p4i8.i64(i8* align 4 %9, i8 addrspace(4)* align 4 bitcast ([4 x float] addrspace(4)* @__const.lookup_table.ftbl to i8 addrspace(4)*), i64 16, i1 false)
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, i32* %7, align 4
  %12 = load i32, i32* %7, align 4
  %13 = srem i32 %12, 8
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  %17 = mul nsw i32 %16, 10
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %22
  store i32 %19, i32 addrspace(1)* %23, align 4
  %24 = load i32, i32* %7, align 4
  %25 = srem i32 %24, 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x float], [4 x float]* %6, i64 0, i64 %26
  %28 = load float, float* %27, align 4
  %29 = fmul float %28, 5.000000e-01
  %30 = load float addrspace(1)*, float addrspace(1)** %4, align 8
  %31 = load i32, i32* %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float addrspace(1)* %30, i64 %32
  store float %29, float addrspace(1)* %33, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p4i8.i64(i8* noalias nocapture writeonly, i8 addrspace(4)* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, float addrspace(1)*)* @lookup_table, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"float*"}
!8 = !{!"", !""}
!9 = !{!"out", !"scaled"}
