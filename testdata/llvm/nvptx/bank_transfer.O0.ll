; simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
; simtc:expect balance=[36,20,4,-12,36,20,4,-12,-28,20,4,-12,-28,-44,4,-12]
; simtc:expect locks=[0*16]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'bank_transfer.cl'
source_filename = "bank_transfer.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bank_transfer(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %7, align 4
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %6, align 4
  %17 = srem i32 %15, %16
  store i32 %17, i32* %8, align 4
  %18 = load i32, i32* %7, align 4
  %19 = mul nsw i32 %18, 5
  %20 = add nsw i32 %19, 3
  %21 = load i32, i32* %6, align 4
  %22 = srem i32 %20, %21
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %9, align 4
  %24 = load i32, i32* %8, align 4
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %3
  %27 = load i32, i32* %9, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32, i32* %6, align 4
  %30 = srem i32 %28, %29
  store i32 %30, i32* %9, align 4
  br label %31

31:                                               ; preds = %26, %3
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %10, align 4
  %34 = load i32, i32* %8, align 4
  %35 = load i32, i32* %9, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %31
  %38 = load i32, i32* %8, align 4
  br label %41

39:                                               ; preds = %31
  %40 = load i32, i32* %9, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ]
  store i32 %42, i32* %11, align 4
  %43 = load i32, i32* %8, align 4
  %44 = load i32, i32* %9, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %41
  %47 = load i32, i32* %9, align 4
  br label %50

48:                                               ; preds = %41
  %49 = load i32, i32* %8, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, i32* %12, align 4
  br label %52

52:                                               ; preds = %59, %50
  %53 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %54 = load i32, i32* %11, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 %55
  %57 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %56, i32 noundef 0, i32 noundef 1) #4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %60

59:                                               ; preds = %52
  br label %52

60:                                               ; preds = %52
  br label %61

61:                                               ; preds = %68, %60
  %62 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %63 = load i32, i32* %12, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 %64
  %66 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %65, i32 noundef 0, i32 noundef 1) #4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %69

68:                                               ; preds = %61
  br label %61

69:                                               ; preds = %61
  %70 = load i32, i32* %10, align 4
  %71 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %72 = load i32, i32* %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, i32 addrspace(1)* %71, i64 %73
  %75 = load i32, i32 addrspace(1)* %74, align 4
  %76 = sub nsw i32 %75, %70
  store i32 %76, i32 addrspace(1)* %74, align 4
  %77 = load i32, i32* %10, align 4
  %78 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %79 = load i32, i32* %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %78, i64 %80
  %82 = load i32, i32 addrspace(1)* %81, align 4
  %83 = add nsw i32 %82, %77
  store i32 %83, i32 addrspace(1)* %81, align 4
  %84 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %85 = load i32, i32* %12, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %84, i64 %86
  %88 = call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %87, i32 noundef 0) #4
  %89 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %90 = load i32, i32* %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, i32 addrspace(1)* %89, i64 %91
  %93 = call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %92, i32 noundef 0) #4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32)* @bank_transfer, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int"}
!8 = !{!"volatile", !"", !""}
!9 = !{!"locks", !"balance", !"naccounts"}
