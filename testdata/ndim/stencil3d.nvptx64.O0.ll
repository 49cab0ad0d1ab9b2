; simtc:launch grid=2,2,2 block=4,2,2 in=int32[128]:0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,32,18,6,93,85,79,75,73,73,75,79,85,93,6,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,91,44,96,53,12,70,33,95,62,31,2,72,47,24,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27 out=int32[128]
; simtc:expect out=[0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,-141,-141,-335,247,150,150,75,73,53,150,150,150,247,-335,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,247,-141,441,-44,-238,150,33,95,-44,-141,-335,150,53,-44,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27]
; ModuleID = 'stencil3d.cl'
source_filename = "stencil3d.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @stencil3d(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %13 = trunc i64 %12 to i32
  store i32 %13, i32* %5, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 1) #2
  %15 = trunc i64 %14 to i32
  store i32 %15, i32* %6, align 4
  %16 = call i64 @_Z13get_global_idj(i32 noundef 2) #2
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %7, align 4
  %18 = call i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %19 = trunc i64 %18 to i32
  store i32 %19, i32* %8, align 4
  %20 = call i64 @_Z15get_global_sizej(i32 noundef 1) #2
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %9, align 4
  %22 = call i64 @_Z15get_global_sizej(i32 noundef 2) #2
  %23 = trunc i64 %22 to i32
  store i32 %23, i32* %10, align 4
  %24 = load i32, i32* %7, align 4
  %25 = load i32, i32* %9, align 4
  %26 = mul nsw i32 %24, %25
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, i32* %8, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %30, %31
  store i32 %32, i32* %11, align 4
  %33 = load i32, i32* %5, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %56, label %35

35:                                               ; preds = %2
  %36 = load i32, i32* %6, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %56, label %38

38:                                               ; preds = %35
  %39 = load i32, i32* %7, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %56, label %41

41:                                               ; preds = %38
  %42 = load i32, i32* %5, align 4
  %43 = load i32, i32* %8, align 4
  %44 = sub nsw i32 %43, 1
  %45 = icmp eq i32 %42, %44
  br i1 %45, label %56, label %46

46:                                               ; preds = %41
  %47 = load i32, i32* %6, align 4
  %48 = load i32, i32* %9, align 4
  %49 = sub nsw i32 %48, 1
  %50 = icmp eq i32 %47, %49
  br i1 %50, label %56, label %51

51:                                               ; preds = %46
  %52 = load i32, i32* %7, align 4
  %53 = load i32, i32* %10, align 4
  %54 = sub nsw i32 %53, 1
  %55 = icmp eq i32 %52, %54
  br i1 %55, label %56, label %66

56:                                               ; preds = %51, %46, %41, %38, %35, %2
  %57 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %58 = load i32, i32* %11, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32 addrspace(1)* %57, i64 %59
  %61 = load i32, i32 addrspace(1)* %60, align 4
  %62 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %63 = load i32, i32* %11, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 %64
  store i32 %61, i32 addrspace(1)* %65, align 4
  br label %127

66:                                               ; preds = %51
  %67 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %68 = load i32, i32* %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %67, i64 %69
  %71 = load i32, i32 addrspace(1)* %70, align 4
  %72 = mul nsw i32 6, %71
  %73 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %74 = load i32, i32* %11, align 4
  %75 = sub nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32 addrspace(1)* %73, i64 %76
  %78 = load i32, i32 addrspace(1)* %77, align 4
  %79 = sub nsw i32 %72, %78
  %80 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %81 = load i32, i32* %11, align 4
  %82 = add nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %80, i64 %83
  %85 = load i32, i32 addrspace(1)* %84, align 4
  %86 = sub nsw i32 %79, %85
  %87 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %88 = load i32, i32* %11, align 4
  %89 = load i32, i32* %8, align 4
  %90 = sub nsw i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, i32 addrspace(1)* %87, i64 %91
  %93 = load i32, i32 addrspace(1)* %92, align 4
  %94 = sub nsw i32 %86, %93
  %95 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %96 = load i32, i32* %11, align 4
  %97 = load i32, i32* %8, align 4
  %98 = add nsw i32 %96, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32 addrspace(1)* %95, i64 %99
  %101 = load i32, i32 addrspace(1)* %100, align 4
  %102 = sub nsw i32 %94, %101
  %103 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %104 = load i32, i32* %11, align 4
  %105 = load i32, i32* %8, align 4
  %106 = load i32, i32* %9, align 4
  %107 = mul nsw i32 %105, %106
  %108 = sub nsw i32 %104, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32 addrspace(1)* %103, i64 %109
  %111 = load i32, i32 addrspace(1)* %110, align 4
  %112 = sub nsw i32 %102, %111
  %113 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %114 = load i32, i32* %11, align 4
  %115 = load i32, i32* %8, align 4
  %116 = load i32, i32* %9, align 4
  %117 = mul nsw i32 %115, %116
  %118 = add nsw i32 %114, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32 addrspace(1)* %113, i64 %119
  %121 = load i32, i32 addrspace(1)* %120, align 4
  %122 = sub nsw i32 %112, %121
  %123 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %124 = load i32, i32* %11, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, i32 addrspace(1)* %123, i64 %125
  store i32 %122, i32 addrspace(1)* %126, align 4
  br label %127

127:                                              ; preds = %66, %56
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @stencil3d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!"in", !"out"}
