; simtc:launch grid=2,1 block=2,2 out=int32[8]
; simtc:expect out=[0,1,2,3,4,5,6,7]
; ModuleID = 'printf_cuda.cu'
source_filename = "printf_cuda.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i32, i8*, double, i32 }
%printf_args.0 = type { i32, i32, i32 }
%printf_args.1 = type { double, i32, i32, double }

@.str = private unnamed_addr constant [35 x i8] c"even x=%d y=%d i=%03d %s %.2f %#x\0A\00", align 1
@.str1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str2 = private unnamed_addr constant [14 x i8] c"odd %d,%d %c\0A\00", align 1
@.str3 = private unnamed_addr constant [22 x i8] c"%5.1e|%-4d|%+d|%g|%%\0A\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @printf_ids(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %printf_args, align 8
  %7 = alloca %printf_args.0, align 8
  %8 = alloca %printf_args.1, align 8
  store i32* %0, i32** %2, align 8
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul nsw i32 %9, %10
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nsw i32 %11, %12
  store i32 %13, i32* %3, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nsw i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nsw i32 %16, %17
  store i32 %18, i32* %4, align 4
  %19 = load i32, i32* %4, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul nsw i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul nsw i32 %21, %22
  %24 = load i32, i32* %3, align 4
  %25 = add nsw i32 %23, %24
  store i32 %25, i32* %5, align 4
  %26 = load i32, i32* %5, align 4
  %27 = load i32*, i32** %2, align 8
  %28 = load i32, i32* %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %27, i64 %29
  store i32 %26, i32* %30, align 4
  %31 = load i32, i32* %3, align 4
  %32 = srem i32 %31, 2
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %52

34:                                               ; preds = %1
  %35 = load i32, i32* %3, align 4
  %36 = load i32, i32* %4, align 4
  %37 = load i32, i32* %5, align 4
  %38 = load i32, i32* %5, align 4
  %39 = sitofp i32 %38 to float
  %40 = fmul contract float 5.000000e-01, %39
  %41 = fpext float %40 to double
  %42 = load i32, i32* %5, align 4
  %43 = mul nsw i32 %42, 17
  %44 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 0
  store i32 %35, i32* %44, align 4
  %45 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 1
  store i32 %36, i32* %45, align 4
  %46 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 2
  store i32 %37, i32* %46, align 4
  %47 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 3
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str1, i64 0, i64 0), i8** %47, align 8
  %48 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 4
  store double %41, double* %48, align 8
  %49 = getelementptr inbounds %printf_args, %printf_args* %6, i32 0, i32 5
  store i32 %43, i32* %49, align 4
  %50 = bitcast %printf_args* %6 to i8*
  %51 = call i32 @vprintf(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i8* %50)
  br label %62

52:                                               ; preds = %1
  %53 = load i32, i32* %3, align 4
  %54 = load i32, i32* %4, align 4
  %55 = load i32, i32* %5, align 4
  %56 = add nsw i32 97, %55
  %57 = getelementptr inbounds %printf_args.0, %printf_args.0* %7, i32 0, i32 0
  store i32 %53, i32* %57, align 4
  %58 = getelementptr inbounds %printf_args.0, %printf_args.0* %7, i32 0, i32 1
  store i32 %54, i32* %58, align 4
  %59 = getelementptr inbounds %printf_args.0, %printf_args.0* %7, i32 0, i32 2
  store i32 %56, i32* %59, align 4
  %60 = bitcast %printf_args.0* %7 to i8*
  %61 = call i32 @vprintf(i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str2, i64 0, i64 0), i8* %60)
  br label %62

62:                                               ; preds = %52, %34
  call void @llvm.nvvm.barrier0()
  %63 = load i32, i32* %5, align 4
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %72

65:                                               ; preds = %62
  %66 = getelementptr inbounds %printf_args.1, %printf_args.1* %8, i32 0, i32 0
  store double 1.234500e+03, double* %66, align 8
  %67 = getelementptr inbounds %printf_args.1, %printf_args.1* %8, i32 0, i32 1
  store i32 7, i32* %67, align 4
  %68 = getelementptr inbounds %printf_args.1, %printf_args.1* %8, i32 0, i32 2
  store i32 3, i32* %68, align 4
  %69 = getelementptr inbounds %printf_args.1, %printf_args.1* %8, i32 0, i32 3
  store double 1.000000e-04, double* %69, align 8
  %70 = bitcast %printf_args.1* %8 to i8*
  %71 = call i32 @vprintf(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str3, i64 0, i64 0), i8* %70)
  br label %72

72:                                               ; preds = %65, %62
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

declare i32 @vprintf(i8*, i8*)

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @printf_ids, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
