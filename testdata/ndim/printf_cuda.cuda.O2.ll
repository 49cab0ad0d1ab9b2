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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @printf_ids(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = alloca %printf_args, align 8
  %3 = alloca %printf_args.0, align 8
  %4 = alloca %printf_args.1, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %6, %15
  %17 = mul i32 %16, %14
  %18 = add nsw i32 %17, %9
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  store i32 %18, i32* %20, align 4, !tbaa !5
  %21 = and i32 %9, 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %36

23:                                               ; preds = %1
  %24 = sitofp i32 %18 to float
  %25 = fmul contract float %24, 5.000000e-01
  %26 = fpext float %25 to double
  %27 = mul nsw i32 %18, 17
  %28 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 0
  store i32 %9, i32* %28, align 8
  %29 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 1
  store i32 %14, i32* %29, align 4
  %30 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 2
  store i32 %18, i32* %30, align 8
  %31 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 3
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str1, i64 0, i64 0), i8** %31, align 8
  %32 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 4
  store double %26, double* %32, align 8
  %33 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 5
  store i32 %27, i32* %33, align 8
  %34 = bitcast %printf_args* %2 to i8*
  %35 = call i32 @vprintf(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i8* nonnull %34) #3
  br label %43

36:                                               ; preds = %1
  %37 = add nsw i32 %18, 97
  %38 = getelementptr inbounds %printf_args.0, %printf_args.0* %3, i64 0, i32 0
  store i32 %9, i32* %38, align 8
  %39 = getelementptr inbounds %printf_args.0, %printf_args.0* %3, i64 0, i32 1
  store i32 %14, i32* %39, align 4
  %40 = getelementptr inbounds %printf_args.0, %printf_args.0* %3, i64 0, i32 2
  store i32 %37, i32* %40, align 8
  %41 = bitcast %printf_args.0* %3 to i8*
  %42 = call i32 @vprintf(i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str2, i64 0, i64 0), i8* nonnull %41) #3
  br label %43

43:                                               ; preds = %36, %23
  call void @llvm.nvvm.barrier0()
  %44 = icmp eq i32 %18, 0
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = getelementptr inbounds %printf_args.1, %printf_args.1* %4, i64 0, i32 0
  store double 1.234500e+03, double* %46, align 8
  %47 = getelementptr inbounds %printf_args.1, %printf_args.1* %4, i64 0, i32 1
  store i32 7, i32* %47, align 8
  %48 = getelementptr inbounds %printf_args.1, %printf_args.1* %4, i64 0, i32 2
  store i32 3, i32* %48, align 4
  %49 = getelementptr inbounds %printf_args.1, %printf_args.1* %4, i64 0, i32 3
  store double 1.000000e-04, double* %49, align 8
  %50 = bitcast %printf_args.1* %4 to i8*
  %51 = call i32 @vprintf(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str3, i64 0, i64 0), i8* nonnull %50) #3
  br label %52

52:                                               ; preds = %45, %43
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

declare i32 @vprintf(i8*, i8*) local_unnamed_addr

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @printf_ids, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
