; simtc:launch grid=1 block=64 warp=32 start=int32[128] depth=int32[128] nnodes=127
; simtc:expect depth=[0,1,2*2,3*4,4*8,5*16,6*32,7*64]
; simtc:expect start=[0,0,2*2,3*4,4*8,5*16,6*32,7*64]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'fig4b_barneshut_flag.cl'
source_filename = "fig4b_barneshut_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fig4b_barneshut_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %11 = add i64 %10, 1
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %7, align 4
  %13 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %8, align 4
  br label %15

15:                                               ; preds = %67, %3
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %6, align 4
  %18 = icmp sle i32 %16, %17
  br i1 %18, label %19, label %71

19:                                               ; preds = %15
  %20 = load i32, i32* %7, align 4
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store i32 1, i32* %9, align 4
  br label %34

23:                                               ; preds = %19
  br label %24

24:                                               ; preds = %30, %23
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %26 = load i32, i32* %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 %27
  %29 = load volatile i32, i32 addrspace(1)* %28, align 4
  store i32 %29, i32* %9, align 4
  br label %30

30:                                               ; preds = %24
  %31 = load i32, i32* %9, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %24, label %33

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %33, %22
  %35 = load i32, i32* %9, align 4
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %37 = load i32, i32* %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 %38
  store i32 %35, i32 addrspace(1)* %39, align 4
  %40 = load i32, i32* %7, align 4
  %41 = mul nsw i32 2, %40
  %42 = load i32, i32* %6, align 4
  %43 = icmp sle i32 %41, %42
  br i1 %43, label %44, label %52

44:                                               ; preds = %34
  %45 = load i32, i32* %9, align 4
  %46 = add nsw i32 %45, 1
  %47 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %48 = load i32, i32* %7, align 4
  %49 = mul nsw i32 2, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %50
  store volatile i32 %46, i32 addrspace(1)* %51, align 4
  br label %52

52:                                               ; preds = %44, %34
  %53 = load i32, i32* %7, align 4
  %54 = mul nsw i32 2, %53
  %55 = add nsw i32 %54, 1
  %56 = load i32, i32* %6, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %67

58:                                               ; preds = %52
  %59 = load i32, i32* %9, align 4
  %60 = add nsw i32 %59, 1
  %61 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %62 = load i32, i32* %7, align 4
  %63 = mul nsw i32 2, %62
  %64 = add nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %61, i64 %65
  store volatile i32 %60, i32 addrspace(1)* %66, align 4
  br label %67

67:                                               ; preds = %58, %52
  %68 = load i32, i32* %8, align 4
  %69 = load i32, i32* %7, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, i32* %7, align 4
  br label %15

71:                                               ; preds = %15
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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"start", !"depth", !"nnodes"}
