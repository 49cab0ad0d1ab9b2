; simtc:launch grid=2 block=64 warp=32 counters=int32[10]:0,0,0,0,1000,0,0,0,0,7 bits=uint32[3]:0,4294967295,0
; simtc:expect counters=[8128,-256,128,-128,-27,381,128,128,5,135]
; simtc:expect bits=[4294967295,4294901760,3]
; ModuleID = 'atomics.cl'
source_filename = "atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomics(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %5, align 4
  %10 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, i32* %6, align 4
  %12 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %12, i64 0
  %14 = load i32, i32* %5, align 4
  %15 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %13, i32 noundef %14) #4
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 1
  %18 = call spir_func i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef %17, i32 noundef 2) #4
  %19 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %19, i64 2
  %21 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %20) #4
  store i32 %21, i32* %7, align 4
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %22, i64 3
  %24 = call spir_func i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef %23) #4
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 4
  %27 = load i32, i32* %5, align 4
  %28 = sub nsw i32 100, %27
  %29 = call spir_func i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef %26, i32 noundef %28) #4
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 5
  %32 = load i32, i32* %5, align 4
  %33 = mul nsw i32 %32, 3
  %34 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %31, i32 noundef %33) #4
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %35, i64 6
  %37 = call spir_func i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef %36, i32 noundef 1) #4
  %38 = load i32, i32* %7, align 4
  %39 = load i32, i32* %6, align 4
  %40 = sub nsw i32 %39, 1
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %42, label %47

42:                                               ; preds = %2
  %43 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %43, i64 7
  %45 = load i32, i32* %6, align 4
  %46 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %44, i32 noundef %45) #4
  br label %47

47:                                               ; preds = %42, %2
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %48, i64 8
  %50 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %49, i32 noundef 0, i32 noundef 5) #4
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 9
  %53 = call spir_func i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef %52) #4
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 0
  %56 = load i32, i32* %5, align 4
  %57 = srem i32 %56, 32
  %58 = and i32 %57, 31
  %59 = shl i32 1, %58
  %60 = call spir_func i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef %55, i32 noundef %59) #4
  %61 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %61, i64 1
  %63 = load i32, i32* %5, align 4
  %64 = srem i32 %63, 16
  %65 = and i32 %64, 31
  %66 = shl i32 1, %65
  %67 = xor i32 %66, -1
  %68 = call spir_func i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef %62, i32 noundef %67) #4
  %69 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %69, i64 2
  %71 = load i32, i32* %5, align 4
  %72 = srem i32 %71, 3
  %73 = and i32 %72, 31
  %74 = shl i32 1, %73
  %75 = call spir_func i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef %70, i32 noundef %74) #4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #2

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
!6 = !{!"int*", !"uint*"}
!7 = !{!"volatile", !"volatile"}
!8 = !{!"counters", !"bits"}
