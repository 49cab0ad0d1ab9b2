; simtc:launch grid=1 block=16 warp=16 in=uint8[64]:iota out=uint8[64] grey=int32[16] tint=0x01020304
; simtc:expect grey=[1,3,5,7,9,11,13,15,1017,1019,1021,1023,1025,1027,1029,1031]
; simtc:expect out=[2,1,2,1,4,3,4,3,6,5,6,5,8,7,8,7,10,9,10,9,12,11,12,11,14,13,14,13,16,15,16,15,18,17,18,17,20,19,20,255,22,21,22,255,24,23,24,255,26,25,26,255,28,27,28,255,30,29,30,255,32,31,32,255]
; ModuleID = 'color_convert.cl'
source_filename = "color_convert.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @color_convert(<4 x i8> addrspace(1)* noundef %0, <4 x i8> addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, <4 x i8> noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = alloca <4 x i8> addrspace(1)*, align 8
  %6 = alloca <4 x i8> addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca <4 x i8>, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x i8>, align 4
  %11 = alloca <4 x i8>, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca float, align 4
  %14 = alloca <4 x i32>, align 16
  store <4 x i8> addrspace(1)* %0, <4 x i8> addrspace(1)** %5, align 8
  store <4 x i8> addrspace(1)* %1, <4 x i8> addrspace(1)** %6, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  store <4 x i8> %3, <4 x i8>* %8, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %9, align 4
  %17 = load <4 x i8> addrspace(1)*, <4 x i8> addrspace(1)** %5, align 8
  %18 = load i32, i32* %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %17, i64 %19
  %21 = load <4 x i8>, <4 x i8> addrspace(1)* %20, align 4
  store <4 x i8> %21, <4 x i8>* %10, align 4
  %22 = load <4 x i8>, <4 x i8>* %10, align 4
  %23 = load <4 x i8>, <4 x i8>* %8, align 4
  %24 = call spir_func <4 x i8> @blend(<4 x i8> noundef %22, <4 x i8> noundef %23) #5
  store <4 x i8> %24, <4 x i8>* %11, align 4
  %25 = load <4 x i8>, <4 x i8>* %11, align 4
  %26 = call spir_func <4 x float> @_Z14convert_float4Dv4_h(<4 x i8> noundef %25) #4
  store <4 x float> %26, <4 x float>* %12, align 16
  %27 = load <4 x float>, <4 x float>* %12, align 16
  %28 = extractelement <4 x float> %27, i64 0
  %29 = load <4 x float>, <4 x float>* %12, align 16
  %30 = extractelement <4 x float> %29, i64 1
  %31 = fmul float 0x3FE2C8B440000000, %30
  %32 = call float @llvm.fmuladd.f32(float 0x3FD322D0E0000000, float %28, float %31)
  %33 = load <4 x float>, <4 x float>* %12, align 16
  %34 = extractelement <4 x float> %33, i64 2
  %35 = call float @llvm.fmuladd.f32(float 0x3FBD2F1AA0000000, float %34, float %32)
  store float %35, float* %13, align 4
  %36 = load <4 x i8>, <4 x i8>* %10, align 4
  %37 = call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %36) #4
  %38 = icmp sgt <4 x i32> %37, <i32 32, i32 32, i32 32, i32 32>
  %39 = sext <4 x i1> %38 to <4 x i32>
  store <4 x i32> %39, <4 x i32>* %14, align 16
  %40 = load <4 x i32>, <4 x i32>* %14, align 16
  %41 = extractelement <4 x i32> %40, i64 0
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  br label %48

44:                                               ; preds = %4
  %45 = load <4 x i8>, <4 x i8>* %11, align 4
  %46 = extractelement <4 x i8> %45, i64 3
  %47 = zext i8 %46 to i32
  br label %48

48:                                               ; preds = %44, %43
  %49 = phi i32 [ 255, %43 ], [ %47, %44 ]
  %50 = trunc i32 %49 to i8
  %51 = load <4 x i8>, <4 x i8>* %11, align 4
  %52 = insertelement <4 x i8> %51, i8 %50, i64 3
  store <4 x i8> %52, <4 x i8>* %11, align 4
  %53 = load <4 x i8>, <4 x i8>* %11, align 4
  %54 = load <4 x i8> addrspace(1)*, <4 x i8> addrspace(1)** %6, align 8
  %55 = load i32, i32* %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %54, i64 %56
  store <4 x i8> %53, <4 x i8> addrspace(1)* %57, align 4
  %58 = load float, float* %13, align 4
  %59 = fptosi float %58 to i32
  %60 = load <4 x i32>, <4 x i32>* %14, align 16
  %61 = extractelement <4 x i32> %60, i64 1
  %62 = and i32 %61, 1
  %63 = mul nsw i32 %62, 1000
  %64 = add nsw i32 %59, %63
  %65 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %66 = load i32, i32* %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32 addrspace(1)* %65, i64 %67
  store i32 %64, i32 addrspace(1)* %68, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func <4 x i8> @blend(<4 x i8> noundef %0, <4 x i8> noundef %1) #2 {
  %3 = alloca <4 x i8>, align 4
  %4 = alloca <4 x i8>, align 4
  %5 = alloca <4 x i8>, align 4
  store <4 x i8> %0, <4 x i8>* %3, align 4
  store <4 x i8> %1, <4 x i8>* %4, align 4
  %6 = load <4 x i8>, <4 x i8>* %3, align 4
  %7 = udiv <4 x i8> %6, <i8 2, i8 2, i8 2, i8 2>
  %8 = load <4 x i8>, <4 x i8>* %4, align 4
  %9 = udiv <4 x i8> %8, <i8 2, i8 2, i8 2, i8 2>
  %10 = add <4 x i8> %7, %9
  store <4 x i8> %10, <4 x i8>* %5, align 4
  %11 = load <4 x i8>, <4 x i8>* %5, align 4
  %12 = shufflevector <4 x i8> %11, <4 x i8> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  ret <4 x i8> %12
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z14convert_float4Dv4_h(<4 x i8> noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="32" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"uchar4*", !"uchar4*", !"int*", !"uchar4"}
!7 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int*", !"uchar __attribute__((ext_vector_type(4)))"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!"in", !"out", !"grey", !"tint"}
