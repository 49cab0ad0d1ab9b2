; simtc:launch grid=1 block=32 warp=32 lists=int32[544] out=int32[32] done=int32[1]
; simtc:expect out=[0,1*15,0,1*15]
; simtc:expect done=[32]
; simtc:expect status=ok mech=pdom
; ModuleID = 'struct_bound.cl'
source_filename = "struct_bound.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.list_t = type { i32, [16 x i32] }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @struct_bound(%struct.list_t addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca %struct.list_t addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.list_t addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.list_t addrspace(1)* %0, %struct.list_t addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  store i32 %12, i32* %7, align 4
  %13 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %4, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %13, i64 %15
  store %struct.list_t addrspace(1)* %16, %struct.list_t addrspace(1)** %8, align 8
  %17 = load i32, i32* %7, align 4
  %18 = srem i32 %17, 16
  %19 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8
  %20 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %19, i32 0, i32 0
  store i32 %18, i32 addrspace(1)* %20, align 4
  store i32 0, i32* %9, align 4
  br label %21

21:                                               ; preds = %46, %3
  %22 = load i32, i32* %9, align 4
  %23 = icmp slt i32 %22, 2
  br i1 %23, label %24, label %49

24:                                               ; preds = %21
  store i32 0, i32* %10, align 4
  br label %25

25:                                               ; preds = %42, %24
  %26 = load i32, i32* %10, align 4
  %27 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8
  %28 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %27, i32 0, i32 0
  %29 = load i32, i32 addrspace(1)* %28, align 4
  %30 = icmp slt i32 %26, %29
  br i1 %30, label %31, label %45

31:                                               ; preds = %25
  %32 = load i32, i32* %9, align 4
  %33 = load i32, i32* %10, align 4
  %34 = add nsw i32 %32, %33
  %35 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8
  %36 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %35, i32 0, i32 1
  %37 = load i32, i32* %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* %36, i64 0, i64 %38
  %40 = load i32, i32 addrspace(1)* %39, align 4
  %41 = add nsw i32 %40, %34
  store i32 %41, i32 addrspace(1)* %39, align 4
  br label %42

42:                                               ; preds = %31
  %43 = load i32, i32* %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %10, align 4
  br label %25

45:                                               ; preds = %25
  br label %46

46:                                               ; preds = %45
  %47 = load i32, i32* %9, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %9, align 4
  br label %21

49:                                               ; preds = %21
  %50 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8
  %51 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %50, i32 0, i32 1
  %52 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* %51, i64 0, i64 0
  %53 = load i32, i32 addrspace(1)* %52, align 4
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %55 = load i32, i32* %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 %56
  store i32 %53, i32 addrspace(1)* %57, align 4
  %58 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %59 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %58) #4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"list_t*", !"int*", !"int*"}
!7 = !{!"", !"", !""}
!8 = !{!"lists", !"out", !"done"}
