; simtc:launch grid=1 block=32 warp=32 data=int32[64]:iota hist=int32[8]
; ModuleID = 'vote_retry.cl'
source_filename = "vote_retry.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@vote_retry.s_hist = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vote_retry(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, i32* %5, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %16
  store volatile i32 0, i32 addrspace(3)* %17, align 4
  br label %18

18:                                               ; preds = %14, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %19 = load i32, i32* %5, align 4
  %20 = shl i32 %19, 27
  store i32 %20, i32* %6, align 4
  %21 = load i32, i32* %5, align 4
  store i32 %21, i32* %7, align 4
  br label %22

22:                                               ; preds = %54, %18
  %23 = load i32, i32* %7, align 4
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %57

25:                                               ; preds = %22
  %26 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %26, i64 %28
  %30 = load i32, i32 addrspace(1)* %29, align 4
  %31 = srem i32 %30, 8
  store i32 %31, i32* %8, align 4
  br label %32

32:                                               ; preds = %46, %25
  %33 = load i32, i32* %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %34
  %36 = load volatile i32, i32 addrspace(3)* %35, align 4
  %37 = and i32 %36, 134217727
  store i32 %37, i32* %9, align 4
  %38 = load i32, i32* %6, align 4
  %39 = load i32, i32* %9, align 4
  %40 = add nsw i32 %39, 1
  %41 = or i32 %38, %40
  store i32 %41, i32* %9, align 4
  %42 = load i32, i32* %9, align 4
  %43 = load i32, i32* %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %44
  store volatile i32 %42, i32 addrspace(3)* %45, align 4
  br label %46

46:                                               ; preds = %32
  %47 = load i32, i32* %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %48
  %50 = load volatile i32, i32 addrspace(3)* %49, align 4
  %51 = load i32, i32* %9, align 4
  %52 = icmp ne i32 %50, %51
  br i1 %52, label %32, label %53

53:                                               ; preds = %46
  br label %54

54:                                               ; preds = %53
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 32
  store i32 %56, i32* %7, align 4
  br label %22

57:                                               ; preds = %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %58 = load i32, i32* %5, align 4
  %59 = icmp slt i32 %58, 8
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load i32, i32* %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %62
  %64 = load volatile i32, i32 addrspace(3)* %63, align 4
  %65 = and i32 %64, 134217727
  %66 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %67 = load i32, i32* %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %66, i64 %68
  store i32 %65, i32 addrspace(1)* %69, align 4
  br label %70

70:                                               ; preds = %60, %57
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"data", !"hist"}
