; simtc:launch grid=1 block=16 warp=16 in=uint8[64]:iota out=uint8[64] grey=int32[16] tint=0x01020304
; simtc:expect grey=[1,3,5,7,9,11,13,15,1017,1019,1021,1023,1025,1027,1029,1031]
; simtc:expect out=[2,1,2,1,4,3,4,3,6,5,6,5,8,7,8,7,10,9,10,9,12,11,12,11,14,13,14,13,16,15,16,15,18,17,18,17,20,19,20,255,22,21,22,255,24,23,24,255,26,25,26,255,28,27,28,255,30,29,30,255,32,31,32,255]
; ModuleID = 'color_convert.cl'
source_filename = "color_convert.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @color_convert(<4 x i8> addrspace(1)* nocapture noundef readonly %0, <4 x i8> addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2, <4 x i8> noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %0, i64 %7
  %9 = load <4 x i8>, <4 x i8> addrspace(1)* %8, align 4, !tbaa !11
  %10 = lshr <4 x i8> %9, <i8 1, i8 1, i8 1, i8 1>
  %11 = lshr <4 x i8> %3, <i8 1, i8 1, i8 1, i8 1>
  %12 = add nuw <4 x i8> %10, %11
  %13 = shufflevector <4 x i8> %12, <4 x i8> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %14 = tail call <4 x float> @_Z14convert_float4Dv4_h(<4 x i8> noundef %13) #3
  %15 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %9) #3
  %16 = icmp sgt <4 x i32> %15, <i32 32, i32 32, i32 32, i32 32>
  %17 = sext <4 x i1> %16 to <4 x i32>
  %18 = extractelement <4 x i32> %17, i64 0
  %19 = icmp eq i32 %18, 0
  %20 = extractelement <4 x i8> %12, i64 3
  %21 = select i1 %19, i8 %20, i8 -1
  %22 = extractelement <4 x float> %14, i64 2
  %23 = extractelement <4 x float> %14, i64 0
  %24 = extractelement <4 x float> %14, i64 1
  %25 = fmul float %24, 0x3FE2C8B440000000
  %26 = tail call float @llvm.fmuladd.f32(float %23, float 0x3FD322D0E0000000, float %25)
  %27 = tail call float @llvm.fmuladd.f32(float %22, float 0x3FBD2F1AA0000000, float %26)
  %28 = insertelement <4 x i8> %13, i8 %21, i64 3
  %29 = getelementptr inbounds <4 x i8>, <4 x i8> addrspace(1)* %1, i64 %7
  store <4 x i8> %28, <4 x i8> addrspace(1)* %29, align 4, !tbaa !11
  %30 = fptosi float %27 to i32
  %31 = extractelement <4 x i32> %17, i64 1
  %32 = and i32 %31, 1
  %33 = mul nuw nsw i32 %32, 1000
  %34 = add nsw i32 %33, %30
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %7
  store i32 %34, i32 addrspace(1)* %35, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x float> @_Z14convert_float4Dv4_h(<4 x i8> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x i8> addrspace(1)*, <4 x i8> addrspace(1)*, i32 addrspace(1)*, <4 x i8>)* @color_convert, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uchar4*", !"uchar4*", !"int*", !"uchar4"}
!8 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int*", !"uchar __attribute__((ext_vector_type(4)))"}
!9 = !{!"const", !"", !"", !""}
!10 = !{!"in", !"out", !"grey", !"tint"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
