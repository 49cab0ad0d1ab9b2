; simtc:launch grid=1 block=8 warp=8 src=float32[32]:iota dst=float32[32] bytes=uint32[8]
; simtc:expect dst=[4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,56,59,62,65]
; simtc:expect bytes=[4128768,4210688,4276480,4276480,4276480,4276480,4276480,4276480]
; ModuleID = 'vec_cast.cl'
source_filename = "vec_cast.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { [2 x <4 x float>] }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @scale(<4 x float>* noundef %0, float noundef %1) #0 {
  %3 = alloca <4 x float>*, align 8
  %4 = alloca float, align 4
  store <4 x float>* %0, <4 x float>** %3, align 8
  store float %1, float* %4, align 4
  %5 = load <4 x float>*, <4 x float>** %3, align 8
  %6 = load <4 x float>, <4 x float>* %5, align 16
  %7 = load float, float* %4, align 4
  %8 = insertelement <4 x float> poison, float %7, i32 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = fmul <4 x float> %6, %9
  %11 = load <4 x float>*, <4 x float>** %3, align 8
  store <4 x float> %10, <4 x float>* %11, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec_cast(<4 x float> addrspace(1)* noundef %0, <4 x float> addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = alloca <4 x float> addrspace(1)*, align 8
  %5 = alloca <4 x float> addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  %9 = alloca %struct.pair, align 16
  %10 = alloca %struct.pair, align 16
  %11 = alloca i8 addrspace(1)*, align 8
  store <4 x float> addrspace(1)* %0, <4 x float> addrspace(1)** %4, align 8
  store <4 x float> addrspace(1)* %1, <4 x float> addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, i32* %7, align 4
  %14 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %14, i64 %16
  %18 = load <4 x float>, <4 x float> addrspace(1)* %17, align 16
  store <4 x float> %18, <4 x float>* %8, align 16
  call void @scale(<4 x float>* noundef %8, float noundef 2.000000e+00) #5
  %19 = load <4 x float>, <4 x float>* %8, align 16
  %20 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %21 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %20, i64 0, i64 0
  store <4 x float> %19, <4 x float>* %21, align 16
  %22 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  %25 = srem i32 %24, 8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %22, i64 %26
  %28 = load <4 x float>, <4 x float> addrspace(1)* %27, align 16
  %29 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %30 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %29, i64 0, i64 1
  store <4 x float> %28, <4 x float>* %30, align 16
  %31 = bitcast %struct.pair* %10 to i8*
  %32 = bitcast %struct.pair* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %31, i8* align 16 %32, i64 32, i1 false)
  %33 = getelementptr inbounds %struct.pair, %struct.pair* %10, i32 0, i32 0
  %34 = load i32, i32* %7, align 4
  %35 = srem i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %33, i64 0, i64 %36
  %38 = load <4 x float>, <4 x float>* %37, align 16
  %39 = getelementptr inbounds %struct.pair, %struct.pair* %10, i32 0, i32 0
  %40 = load i32, i32* %7, align 4
  %41 = srem i32 %40, 2
  %42 = sub nsw i32 1, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %39, i64 0, i64 %43
  %45 = load <4 x float>, <4 x float>* %44, align 16
  %46 = fadd <4 x float> %38, %45
  %47 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %5, align 8
  %48 = load i32, i32* %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %47, i64 %49
  store <4 x float> %46, <4 x float> addrspace(1)* %50, align 16
  %51 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %52 = load i32, i32* %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %51, i64 %53
  %55 = bitcast <4 x float> addrspace(1)* %54 to i8 addrspace(1)*
  store i8 addrspace(1)* %55, i8 addrspace(1)** %11, align 8
  %56 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %57 = getelementptr inbounds i8, i8 addrspace(1)* %56, i64 0
  %58 = load i8, i8 addrspace(1)* %57, align 1
  %59 = zext i8 %58 to i32
  %60 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %61 = getelementptr inbounds i8, i8 addrspace(1)* %60, i64 3
  %62 = load i8, i8 addrspace(1)* %61, align 1
  %63 = zext i8 %62 to i32
  %64 = mul nsw i32 256, %63
  %65 = add nsw i32 %59, %64
  %66 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %67 = getelementptr inbounds i8, i8 addrspace(1)* %66, i64 7
  %68 = load i8, i8 addrspace(1)* %67, align 1
  %69 = zext i8 %68 to i32
  %70 = mul nsw i32 65536, %69
  %71 = add nsw i32 %65, %70
  %72 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %73 = load i32, i32* %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, i32 addrspace(1)* %72, i64 %74
  store i32 %71, i32 addrspace(1)* %75, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x float> addrspace(1)*, <4 x float> addrspace(1)*, i32 addrspace(1)*)* @vec_cast, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float4*", !"float4*", !"uint*"}
!8 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*"}
!9 = !{!"const", !"", !""}
!10 = !{!"src", !"dst", !"bytes"}
