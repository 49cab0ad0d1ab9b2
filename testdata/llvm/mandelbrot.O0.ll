; simtc:launch grid=1 block=64 warp=32 iters=int32[256] width=16 height=16 maxiter=64
; simtc:expect iters=[1*4,2*12,1*3,2*4,3*3,2*6,1,1,2,2,3*5,4,5,4,3,2*3,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,3*4,5,5,7,64*5,6,3,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,4,5,6,13,64*8,8,4,3,64*13,6,4,3,1,4,5,6,13,64*8,8,4,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,3*4,5,5,7,64*5,6,3,3,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,1,2,2,3*5,4,5,4,3,2*3,1*3,2*4,3*3,2*6]
; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mandelbrot(i32 addrspace(1)* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %20 = load i32, i32* %6, align 4
  %21 = load i32, i32* %7, align 4
  %22 = mul nsw i32 %20, %21
  store i32 %22, i32* %9, align 4
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %10, align 4
  br label %25

25:                                               ; preds = %87, %4
  %26 = load i32, i32* %10, align 4
  %27 = load i32, i32* %9, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %93

29:                                               ; preds = %25
  %30 = load i32, i32* %10, align 4
  %31 = load i32, i32* %6, align 4
  %32 = srem i32 %30, %31
  store i32 %32, i32* %11, align 4
  %33 = load i32, i32* %10, align 4
  %34 = load i32, i32* %6, align 4
  %35 = sdiv i32 %33, %34
  store i32 %35, i32* %12, align 4
  %36 = load i32, i32* %11, align 4
  %37 = mul nsw i32 %36, 3
  %38 = mul nsw i32 %37, 1024
  %39 = load i32, i32* %6, align 4
  %40 = sdiv i32 %38, %39
  %41 = add nsw i32 -2048, %40
  store i32 %41, i32* %13, align 4
  %42 = load i32, i32* %12, align 4
  %43 = mul nsw i32 %42, 3
  %44 = mul nsw i32 %43, 1024
  %45 = load i32, i32* %7, align 4
  %46 = sdiv i32 %44, %45
  %47 = add nsw i32 -1536, %46
  store i32 %47, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store i32 0, i32* %16, align 4
  store i32 0, i32* %17, align 4
  br label %48

48:                                               ; preds = %66, %29
  %49 = load i32, i32* %17, align 4
  %50 = load i32, i32* %8, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %81

52:                                               ; preds = %48
  %53 = load i32, i32* %15, align 4
  %54 = load i32, i32* %15, align 4
  %55 = mul nsw i32 %53, %54
  %56 = sdiv i32 %55, 1024
  store i32 %56, i32* %18, align 4
  %57 = load i32, i32* %16, align 4
  %58 = load i32, i32* %16, align 4
  %59 = mul nsw i32 %57, %58
  %60 = sdiv i32 %59, 1024
  store i32 %60, i32* %19, align 4
  %61 = load i32, i32* %18, align 4
  %62 = load i32, i32* %19, align 4
  %63 = add nsw i32 %61, %62
  %64 = icmp sgt i32 %63, 4096
  br i1 %64, label %65, label %66

65:                                               ; preds = %52
  br label %81

66:                                               ; preds = %52
  %67 = load i32, i32* %15, align 4
  %68 = mul nsw i32 2, %67
  %69 = load i32, i32* %16, align 4
  %70 = mul nsw i32 %68, %69
  %71 = sdiv i32 %70, 1024
  %72 = load i32, i32* %14, align 4
  %73 = add nsw i32 %71, %72
  store i32 %73, i32* %16, align 4
  %74 = load i32, i32* %18, align 4
  %75 = load i32, i32* %19, align 4
  %76 = sub nsw i32 %74, %75
  %77 = load i32, i32* %13, align 4
  %78 = add nsw i32 %76, %77
  store i32 %78, i32* %15, align 4
  %79 = load i32, i32* %17, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %17, align 4
  br label %48

81:                                               ; preds = %65, %48
  %82 = load i32, i32* %17, align 4
  %83 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %84 = load i32, i32* %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %83, i64 %85
  store i32 %82, i32 addrspace(1)* %86, align 4
  br label %87

87:                                               ; preds = %81
  %88 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %89 = load i32, i32* %10, align 4
  %90 = sext i32 %89 to i64
  %91 = add i64 %90, %88
  %92 = trunc i64 %91 to i32
  store i32 %92, i32* %10, align 4
  br label %25

93:                                               ; preds = %25
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int", !"int", !"int"}
!7 = !{!"", !"", !"", !""}
!8 = !{!"iters", !"width", !"height", !"maxiter"}
