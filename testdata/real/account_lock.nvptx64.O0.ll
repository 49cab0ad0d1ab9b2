; simtc:launch grid=1 block=64 warp=32 acc=int32[24] ops=int32[64]:iota nacc=4
; simtc:expect acc=[0,496,480,0,16,0,0,512,496,0,16,0,0,528,512,0,16,0,0,544,528,0,16,0]
; ModuleID = 'account_lock.cl'
source_filename = "account_lock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.account = type { i32, i32, i64, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @account_lock(%struct.account addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = alloca %struct.account addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.account addrspace(1)*, align 8
  %9 = alloca i32, align 4
  store %struct.account addrspace(1)* %0, %struct.account addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, i32* %7, align 4
  %12 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %4, align 8
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %15
  %17 = load i32, i32 addrspace(1)* %16, align 4
  %18 = load i32, i32* %6, align 4
  %19 = srem i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %12, i64 %20
  store %struct.account addrspace(1)* %21, %struct.account addrspace(1)** %8, align 8
  store i32 0, i32* %9, align 4
  br label %22

22:                                               ; preds = %51, %3
  %23 = load i32, i32* %9, align 4
  %24 = icmp ne i32 %23, 0
  %25 = xor i1 %24, true
  br i1 %25, label %26, label %52

26:                                               ; preds = %22
  %27 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %8, align 8
  %28 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %27, i32 0, i32 0
  %29 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %28, i32 noundef 0, i32 noundef 1) #4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %51

31:                                               ; preds = %26
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %8, align 8
  %35 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %34, i32 0, i32 1
  %36 = load i32, i32 addrspace(1)* %35, align 4
  %37 = add nsw i32 %36, %33
  store i32 %37, i32 addrspace(1)* %35, align 4
  %38 = load i32, i32* %7, align 4
  %39 = sext i32 %38 to i64
  %40 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %8, align 8
  %41 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %40, i32 0, i32 2
  %42 = load i64, i64 addrspace(1)* %41, align 8
  %43 = add nsw i64 %42, %39
  store i64 %43, i64 addrspace(1)* %41, align 8
  %44 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %8, align 8
  %45 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %44, i32 0, i32 3
  %46 = load i32, i32 addrspace(1)* %45, align 8
  %47 = add nsw i32 %46, 1
  store i32 %47, i32 addrspace(1)* %45, align 8
  call void @_Z9mem_fencej(i32 noundef 2) #4
  %48 = load %struct.account addrspace(1)*, %struct.account addrspace(1)** %8, align 8
  %49 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %48, i32 0, i32 0
  %50 = call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %49, i32 noundef 0) #4
  store i32 1, i32* %9, align 4
  br label %51

51:                                               ; preds = %31, %26
  br label %22

52:                                               ; preds = %22
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local void @_Z9mem_fencej(i32 noundef) #2

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

!0 = !{void (%struct.account addrspace(1)*, i32 addrspace(1)*, i32)* @account_lock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"account_t*", !"int*", !"int"}
!8 = !{!"struct account*", !"int*", !"int"}
!9 = !{!"", !"const", !""}
!10 = !{!"acc", !"ops", !"nacc"}
