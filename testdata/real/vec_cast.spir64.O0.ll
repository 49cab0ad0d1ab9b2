; simtc:launch grid=1 block=8 warp=8 src=float32[32]:iota dst=float32[32] bytes=uint32[8]
; simtc:expect dst=[4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,56,59,62,65]
; simtc:expect bytes=[4128768,4210688,4276480,4276480,4276480,4276480,4276480,4276480]
; ModuleID = 'vec_cast.cl'
source_filename = "vec_cast.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.pair = type { [2 x <4 x float>] }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @scale(<4 x float> addrspace(4)* noundef %0, float noundef %1) #0 {
  %3 = alloca <4 x float> addrspace(4)*, align 8
  %4 = alloca float, align 4
  store <4 x float> addrspace(4)* %0, <4 x float> addrspace(4)** %3, align 8
  store float %1, float* %4, align 4
  %5 = load <4 x float> addrspace(4)*, <4 x float> addrspace(4)** %3, align 8
  %6 = load <4 x float>, <4 x float> addrspace(4)* %5, align 16
  %7 = load float, float* %4, align 4
  %8 = insertelement <4 x float> poison, float %7, i32 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = fmul <4 x float> %6, %9
  %11 = load <4 x float> addrspace(4)*, <4 x float> addrspace(4)** %3, align 8
  store <4 x float> %10, <4 x float> addrspace(4)* %11, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec_cast(<4 x float> addrspace(1)* noundef %0, <4 x float> addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
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
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, i32* %7, align 4
  %14 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %15 = load i32, i32* %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %14, i64 %16
  %18 = load <4 x float>, <4 x float> addrspace(1)* %17, align 16
  store <4 x float> %18, <4 x float>* %8, align 16
  %19 = addrspacecast <4 x float>* %8 to <4 x float> addrspace(4)*
  call spir_func void @scale(<4 x float> addrspace(4)* noundef %19, float noundef 2.000000e+00) #5
  %20 = load <4 x float>, <4 x float>* %8, align 16
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %22 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %21, i64 0, i64 0
  store <4 x float> %20, <4 x float>* %22, align 16
  %23 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  %26 = srem i32 %25, 8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %23, i64 %27
  %29 = load <4 x float>, <4 x float> addrspace(1)* %28, align 16
  %30 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0
  %31 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %30, i64 0, i64 1
  store <4 x float> %29, <4 x float>* %31, align 16
  %32 = bitcast %struct.pair* %10 to i8*
  %33 = bitcast %struct.pair* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %32, i8* align 16 %33, i64 32, i1 false)
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %10, i32 0, i32 0
  %35 = load i32, i32* %7, align 4
  %36 = srem i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %34, i64 0, i64 %37
  %39 = load <4 x float>, <4 x float>* %38, align 16
  %40 = getelementptr inbounds %struct.pair, %struct.pair* %10, i32 0, i32 0
  %41 = load i32, i32* %7, align 4
  %42 = srem i32 %41, 2
  %43 = sub nsw i32 1, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2 x <4 x float>], [2 x <4 x float>]* %40, i64 0, i64 %44
  %46 = load <4 x float>, <4 x float>* %45, align 16
  %47 = fadd <4 x float> %39, %46
  %48 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %5, align 8
  %49 = load i32, i32* %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %48, i64 %50
  store <4 x float> %47, <4 x float> addrspace(1)* %51, align 16
  %52 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %4, align 8
  %53 = load i32, i32* %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %52, i64 %54
  %56 = bitcast <4 x float> addrspace(1)* %55 to i8 addrspace(1)*
  store i8 addrspace(1)* %56, i8 addrspace(1)** %11, align 8
  %57 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %58 = getelementptr inbounds i8, i8 addrspace(1)* %57, i64 0
  %59 = load i8, i8 addrspace(1)* %58, align 1
  %60 = zext i8 %59 to i32
  %61 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %62 = getelementptr inbounds i8, i8 addrspace(1)* %61, i64 3
  %63 = load i8, i8 addrspace(1)* %62, align 1
  %64 = zext i8 %63 to i32
  %65 = mul nsw i32 256, %64
  %66 = add nsw i32 %60, %65
  %67 = load i8 addrspace(1)*, i8 addrspace(1)** %11, align 8
  %68 = getelementptr inbounds i8, i8 addrspace(1)* %67, i64 7
  %69 = load i8, i8 addrspace(1)* %68, align 1
  %70 = zext i8 %69 to i32
  %71 = mul nsw i32 65536, %70
  %72 = add nsw i32 %66, %71
  %73 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %74 = load i32, i32* %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, i32 addrspace(1)* %73, i64 %75
  store i32 %72, i32 addrspace(1)* %76, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { argmemonly nofree nounwind willreturn }
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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float4*", !"float4*", !"uint*"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*"}
!8 = !{!"const", !"", !""}
!9 = !{!"src", !"dst", !"bytes"}
