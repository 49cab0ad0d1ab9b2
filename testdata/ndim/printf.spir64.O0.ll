; simtc:launch grid=2,1 block=2,2 out=int32[8]
; simtc:expect out=[0,1,2,3,4,5,6,7]
; ModuleID = 'printf.cl'
source_filename = "printf.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@.str = private unnamed_addr addrspace(2) constant [35 x i8] c"even x=%d y=%d i=%03d %s %.2f %#x\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [15 x i8] c"odd %v2hld %c\0A\00", align 1
@.str.3 = private unnamed_addr addrspace(2) constant [22 x i8] c"%5.1e|%-4d|%+d|%g|%%\0A\00", align 1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @printf_ids(i32 addrspace(1)* noundef %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca <2 x i32>, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  store i32 %8, i32* %3, align 4
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %4, align 4
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %14 = mul i64 %12, %13
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = add i64 %14, %16
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %5, align 4
  %19 = load i32, i32* %5, align 4
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8
  %21 = load i32, i32* %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %22
  store i32 %19, i32 addrspace(1)* %23, align 4
  %24 = load i32, i32* %3, align 4
  %25 = srem i32 %24, 2
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %38

27:                                               ; preds = %1
  %28 = load i32, i32* %3, align 4
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %5, align 4
  %31 = load i32, i32* %5, align 4
  %32 = sitofp i32 %31 to float
  %33 = fmul float 5.000000e-01, %32
  %34 = fpext float %33 to double
  %35 = load i32, i32* %5, align 4
  %36 = mul nsw i32 %35, 17
  %37 = call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([35 x i8], [35 x i8] addrspace(2)* @.str, i64 0, i64 0), i32 noundef %28, i32 noundef %29, i32 noundef %30, i8 addrspace(2)* noundef getelementptr inbounds ([3 x i8], [3 x i8] addrspace(2)* @.str.1, i64 0, i64 0), double noundef %34, i32 noundef %36) #4
  br label %47

38:                                               ; preds = %1
  %39 = load i32, i32* %3, align 4
  %40 = insertelement <2 x i32> undef, i32 %39, i32 0
  %41 = load i32, i32* %4, align 4
  %42 = insertelement <2 x i32> %40, i32 %41, i32 1
  store <2 x i32> %42, <2 x i32>* %6, align 8
  %43 = load <2 x i32>, <2 x i32>* %6, align 8
  %44 = load i32, i32* %5, align 4
  %45 = add nsw i32 97, %44
  %46 = call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([15 x i8], [15 x i8] addrspace(2)* @.str.2, i64 0, i64 0), <2 x i32> noundef %43, i32 noundef %45) #4
  br label %47

47:                                               ; preds = %38, %27
  call spir_func void @_Z7barrierj(i32 noundef 2) #4
  %48 = load i32, i32* %5, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %47
  %51 = call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([22 x i8], [22 x i8] addrspace(2)* @.str.3, i64 0, i64 0), double noundef 1.234500e+03, i32 noundef 7, i32 noundef 3, double noundef 1.000000e-04) #4
  br label %52

52:                                               ; preds = %50, %47
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @printf(i8 addrspace(2)* noundef, ...) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
