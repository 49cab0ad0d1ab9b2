; simtc:launch grid=1 block=32 warp=32 in=float32[32]:iota bits=uint32[32]:iota out=int32[128]
; simtc:expect out=[1771,5746,500,31,2680,5729,1900750,1013899511,3381,6125,1801000,-239347476,3964,6687,1701250,-718052972,4481,7332,1801500,-1914797300,4976,8025,1401750,-492039426,5493,8746,1602000,1396079514,6076,9486,1602500,-1037436059,6776,10238,1803000,-1144158655,7643,10999,1903500,-426877437,8736,11767,1404000,-1425821332,10111,12540,1604000,299160745,11833,13316,1504000,-1689986370,13969,14094,1604000,633316039,16589,14875,1604000,703305983,19773,15656,1204000,279949228,23609,16439,1704000,-1693393385,28194,17223,1304000,696445842,33646,18008,1804000,969442719,40100,18793,1404000,1092478086,47717,19578,1404000,491116221,56693,20363,1904000,1891586200,67265,21149,1504000,1302732202,79719,21935,2304000,1939572820,94401,22720,1504000,-1730860200,111732,23506,1604000,-1830360190,132218,24291,1604000,-398029628,156467,25076,2104000,1568587667,185210,25862,1504000,-991878230,219322,26647,1404000,-1115089558,259843,27431,1204000,-1566573940,308018,28216,1904000,-1805916700]
; ModuleID = 'nvvm_intrinsics.cu'
source_filename = "nvvm_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @nvvm_intrinsics(float* noundef %0, i32* noundef %1, i32* noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca float, align 4
  store float* %0, float** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32* %2, i32** %6, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nsw i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add nsw i32 %16, %17
  store i32 %18, i32* %7, align 4
  %19 = load float*, float** %4, align 8
  %20 = load i32, i32* %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %19, i64 %21
  %23 = call contract float @llvm.nvvm.ldg.global.f.f32.p0f32(float* %22, i32 4)
  %24 = fmul contract float %23, 2.500000e-01
  %25 = fadd contract float %24, 5.000000e-01
  store float %25, float* %8, align 4
  %26 = load i32*, i32** %5, align 8
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %26, i64 %28
  %30 = call i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* %29, i32 4)
  %31 = mul i32 %30, -1640531535
  store i32 %31, i32* %9, align 4
  %32 = load float, float* %8, align 4
  %33 = call contract float @llvm.nvvm.ex2.approx.f(float %32)
  %34 = load float, float* %8, align 4
  %35 = call contract float @llvm.nvvm.lg2.approx.f(float %34)
  %36 = fadd contract float %33, %35
  %37 = load float, float* %8, align 4
  %38 = call contract float @llvm.nvvm.sin.approx.f(float %37)
  %39 = fadd contract float %36, %38
  %40 = load float, float* %8, align 4
  %41 = call contract float @llvm.nvvm.cos.approx.f(float %40)
  %42 = fadd contract float %39, %41
  store float %42, float* %10, align 4
  %43 = load float, float* %8, align 4
  %44 = call contract float @llvm.nvvm.rsqrt.approx.f(float %43)
  %45 = load float, float* %8, align 4
  %46 = call contract float @llvm.nvvm.div.approx.f(float 1.000000e+00, float %45)
  %47 = fadd contract float %44, %46
  %48 = load float, float* %8, align 4
  %49 = call contract float @llvm.nvvm.sqrt.rn.f(float %48)
  %50 = fadd contract float %47, %49
  store float %50, float* %11, align 4
  %51 = load float, float* %8, align 4
  %52 = fpext float %51 to double
  %53 = call contract double @llvm.nvvm.fma.rn.d(double %52, double 3.000000e+00, double 1.250000e-01)
  store double %53, double* %12, align 8
  %54 = load float, float* %8, align 4
  %55 = fsub contract float %54, 2.000000e+00
  %56 = call contract float @llvm.nvvm.saturate.f(float %55)
  %57 = load float, float* %8, align 4
  %58 = call contract float @llvm.nvvm.fmin.f(float %57, float 3.000000e+00)
  %59 = fadd contract float %56, %58
  store float %59, float* %13, align 4
  %60 = load float, float* %10, align 4
  %61 = fmul contract float %60, 1.000000e+03
  %62 = fptosi float %61 to i32
  %63 = load i32*, i32** %6, align 8
  %64 = load i32, i32* %7, align 4
  %65 = mul nsw i32 4, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %63, i64 %66
  store i32 %62, i32* %67, align 4
  %68 = load float, float* %11, align 4
  %69 = fmul contract float %68, 1.000000e+03
  %70 = fptosi float %69 to i32
  %71 = load double, double* %12, align 8
  %72 = fmul contract double %71, 1.000000e+03
  %73 = fptosi double %72 to i32
  %74 = add nsw i32 %70, %73
  %75 = load i32*, i32** %6, align 8
  %76 = load i32, i32* %7, align 4
  %77 = mul nsw i32 4, %76
  %78 = add nsw i32 %77, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, i32* %75, i64 %79
  store i32 %74, i32* %80, align 4
  %81 = load float, float* %13, align 4
  %82 = fmul contract float %81, 1.000000e+03
  %83 = fptosi float %82 to i32
  %84 = load i32, i32* %9, align 4
  %85 = call i32 @llvm.ctpop.i32(i32 %84)
  %86 = mul nsw i32 %85, 100000
  %87 = add nsw i32 %83, %86
  %88 = load i32*, i32** %6, align 8
  %89 = load i32, i32* %7, align 4
  %90 = mul nsw i32 4, %89
  %91 = add nsw i32 %90, 2
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %88, i64 %92
  store i32 %87, i32* %93, align 4
  %94 = load i32, i32* %9, align 4
  %95 = call i32 @llvm.nvvm.mulhi.i(i32 %94, i32 12345)
  %96 = load i32, i32* %9, align 4
  %97 = or i32 %96, 1
  %98 = call i32 @llvm.ctlz.i32(i32 %97, i1 true)
  %99 = add nsw i32 %95, %98
  %100 = load i32, i32* %9, align 4
  %101 = load i32, i32* %7, align 4
  %102 = and i32 %101, 31
  %103 = call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 %102)
  %104 = add nsw i32 %99, %103
  %105 = load i32*, i32** %6, align 8
  %106 = load i32, i32* %7, align 4
  %107 = mul nsw i32 4, %106
  %108 = add nsw i32 %107, 3
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32* %105, i64 %109
  store i32 %104, i32* %110, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: argmemonly nounwind readonly
declare float @llvm.nvvm.ldg.global.f.f32.p0f32(float* nocapture, i32) #2

; Function Attrs: argmemonly nounwind readonly
declare i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* nocapture, i32) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fma.rn.d(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmin.f(float, float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { argmemonly nounwind readonly }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, i32*, i32*)* @nvvm_intrinsics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
