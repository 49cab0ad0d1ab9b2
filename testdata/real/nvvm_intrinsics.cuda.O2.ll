; simtc:launch grid=1 block=32 warp=32 in=float32[32]:iota bits=uint32[32]:iota out=int32[128]
; simtc:expect out=[1771,5746,500,31,2680,5729,1900750,1013899511,3381,6125,1801000,-239347476,3964,6687,1701250,-718052972,4481,7332,1801500,-1914797300,4976,8025,1401750,-492039426,5493,8746,1602000,1396079514,6076,9486,1602500,-1037436059,6776,10238,1803000,-1144158655,7643,10999,1903500,-426877437,8736,11767,1404000,-1425821332,10111,12540,1604000,299160745,11833,13316,1504000,-1689986370,13969,14094,1604000,633316039,16589,14875,1604000,703305983,19773,15656,1204000,279949228,23609,16439,1704000,-1693393385,28194,17223,1304000,696445842,33646,18008,1804000,969442719,40100,18793,1404000,1092478086,47717,19578,1404000,491116221,56693,20363,1904000,1891586200,67265,21149,1504000,1302732202,79719,21935,2304000,1939572820,94401,22720,1504000,-1730860200,111732,23506,1604000,-1830360190,132218,24291,1604000,-398029628,156467,25076,2104000,1568587667,185210,25862,1504000,-991878230,219322,26647,1404000,-1115089558,259843,27431,1204000,-1566573940,308018,28216,1904000,-1805916700]
; ModuleID = 'nvvm_intrinsics.cu'
source_filename = "nvvm_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @nvvm_intrinsics(float* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nsw i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, float* %0, i64 %9
  %11 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0f32(float* %10, i32 4)
  %12 = fmul contract float %11, 2.500000e-01
  %13 = fadd contract float %12, 5.000000e-01
  %14 = getelementptr inbounds i32, i32* %1, i64 %9
  %15 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* %14, i32 4)
  %16 = mul i32 %15, -1640531535
  %17 = tail call contract float @llvm.nvvm.ex2.approx.f(float %13)
  %18 = tail call contract float @llvm.nvvm.lg2.approx.f(float %13)
  %19 = fadd contract float %17, %18
  %20 = tail call contract float @llvm.nvvm.sin.approx.f(float %13)
  %21 = fadd contract float %19, %20
  %22 = tail call contract float @llvm.nvvm.cos.approx.f(float %13)
  %23 = fadd contract float %21, %22
  %24 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %13)
  %25 = tail call contract float @llvm.nvvm.div.approx.f(float 1.000000e+00, float %13)
  %26 = fadd contract float %24, %25
  %27 = tail call float @llvm.sqrt.f32(float %13)
  %28 = fadd contract float %27, %26
  %29 = fpext float %13 to double
  %30 = tail call double @llvm.fma.f64(double %29, double 3.000000e+00, double 1.250000e-01)
  %31 = fadd contract float %13, -2.000000e+00
  %32 = tail call contract float @llvm.nvvm.saturate.f(float %31)
  %33 = tail call float @llvm.minnum.f32(float %13, float 3.000000e+00)
  %34 = fadd contract float %33, %32
  %35 = fmul contract float %23, 1.000000e+03
  %36 = fptosi float %35 to i32
  %37 = shl nsw i32 %8, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32* %2, i64 %38
  store i32 %36, i32* %39, align 4, !tbaa !5
  %40 = fmul contract float %28, 1.000000e+03
  %41 = fptosi float %40 to i32
  %42 = fmul contract double %30, 1.000000e+03
  %43 = fptosi double %42 to i32
  %44 = add nsw i32 %41, %43
  %45 = or i32 %37, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %2, i64 %46
  store i32 %44, i32* %47, align 4, !tbaa !5
  %48 = fmul contract float %34, 1.000000e+03
  %49 = fptosi float %48 to i32
  %50 = tail call i32 @llvm.ctpop.i32(i32 %16), !range !9
  %51 = mul nuw nsw i32 %50, 100000
  %52 = add nsw i32 %51, %49
  %53 = or i32 %37, 2
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %2, i64 %54
  store i32 %52, i32* %55, align 4, !tbaa !5
  %56 = tail call i32 @llvm.nvvm.mulhi.i(i32 %16, i32 12345)
  %57 = or i32 %16, 1
  %58 = tail call i32 @llvm.ctlz.i32(i32 %57, i1 true), !range !10
  %59 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %16, i32 %8)
  %60 = add i32 %59, %56
  %61 = add i32 %60, %58
  %62 = or i32 %37, 3
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %2, i64 %63
  store i32 %61, i32* %64, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: argmemonly nofree nounwind readonly
declare float @llvm.nvvm.ldg.global.f.f32.p0f32(float* nocapture, i32) #2

; Function Attrs: argmemonly nofree nounwind readonly
declare i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* nocapture, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { argmemonly nofree nounwind readonly }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, i32*, i32*)* @nvvm_intrinsics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 0, i32 33}
!10 = !{i32 0, i32 32}
