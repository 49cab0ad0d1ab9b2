; simtc:launch kernel=reduce grid=2 block=64 shared-bytes=256 in=float32[128]:iota out=float32[2] flag=int32[2]
; simtc:expect out=[2016,6112]
; simtc:expect flag=[1,1]
; ModuleID = 'reduce_dyn.cu'
source_filename = "reduce_dyn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6reduceE4seen = internal addrspace(3) global i32 undef, align 4
@sdata = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @reduce(float* noundef %0, float* noundef %1, i32* noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i32* %2, i32** %6, align 8
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %9, i32* %7, align 4
  %10 = load i32, i32* %7, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  store i32 1, i32* addrspacecast (i32 addrspace(3)* @_ZZ6reduceE4seen to i32*), align 4
  br label %13

13:                                               ; preds = %12, %3
  %14 = load float*, float** %4, align 8
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul nsw i32 %15, %16
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* %14, i64 %20
  %22 = load float, float* %21, align 4
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 %24
  store float %22, float* %25, align 4
  call void @llvm.nvvm.barrier0()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = sdiv i32 %26, 2
  store i32 %27, i32* %8, align 4
  br label %28

28:                                               ; preds = %48, %13
  %29 = load i32, i32* %8, align 4
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %51

31:                                               ; preds = %28
  %32 = load i32, i32* %7, align 4
  %33 = load i32, i32* %8, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %47

35:                                               ; preds = %31
  %36 = load i32, i32* %7, align 4
  %37 = load i32, i32* %8, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 %39
  %41 = load float, float* %40, align 4
  %42 = load i32, i32* %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 %43
  %45 = load float, float* %44, align 4
  %46 = fadd contract float %45, %41
  store float %46, float* %44, align 4
  br label %47

47:                                               ; preds = %35, %31
  call void @llvm.nvvm.barrier0()
  br label %48

48:                                               ; preds = %47
  %49 = load i32, i32* %8, align 4
  %50 = ashr i32 %49, 1
  store i32 %50, i32* %8, align 4
  br label %28, !llvm.loop !6

51:                                               ; preds = %28
  %52 = load i32, i32* %7, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %65

54:                                               ; preds = %51
  %55 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 0), align 4
  %56 = load float*, float** %5, align 8
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, float* %56, i64 %58
  store float %55, float* %59, align 4
  %60 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ6reduceE4seen to i32*), align 4
  %61 = load i32*, i32** %6, align 8
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %61, i64 %63
  store i32 %60, i32* %64, align 4
  br label %65

65:                                               ; preds = %54, %51
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z4fillPi(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nsw i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %3, i64 %9
  store i32 7, i32* %10, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32*)* @reduce, !"kernel", i32 1}
!1 = !{void (i32*)* @_Z4fillPi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
