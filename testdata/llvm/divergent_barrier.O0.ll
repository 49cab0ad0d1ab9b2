; simtc:launch grid=1 block=64 warp=32 out=int32[64]
; simtc:expect out=[100,0,300,20,500,40,700,60,900,80,1100,100,1300,120,1500,140,1700,160,1900,180,2100,200,2300,220,2500,240,2700,260,2900,280,3100,300,3300,320,3500,340,3700,360,3900,380,4100,400,4300,420,4500,440,4700,460,4900,480,5100,500,5300,520,5500,540,5700,560,5900,580,6100,600,6300,620]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'divergent_barrier.cl'
source_filename = "divergent_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@divergent_barrier.buf = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @divergent_barrier(i32 addrspace(1)* noundef %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %3, align 4
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  %11 = srem i32 %10, 2
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %26

13:                                               ; preds = %1
  %14 = load i32, i32* %3, align 4
  %15 = mul nsw i32 %14, 10
  %16 = load i32, i32* %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %17
  store i32 %15, i32 addrspace(3)* %18, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = srem i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %23
  %25 = load i32, i32 addrspace(3)* %24, align 4
  store i32 %25, i32* %5, align 4
  br label %41

26:                                               ; preds = %1
  %27 = load i32, i32* %3, align 4
  %28 = mul nsw i32 %27, 100
  %29 = load i32, i32* %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %30
  store i32 %28, i32 addrspace(3)* %31, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %32 = load i32, i32* %3, align 4
  %33 = load i32, i32* %4, align 4
  %34 = add nsw i32 %32, %33
  %35 = sub nsw i32 %34, 1
  %36 = load i32, i32* %4, align 4
  %37 = srem i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %38
  %40 = load i32, i32 addrspace(3)* %39, align 4
  store i32 %40, i32* %5, align 4
  br label %41

41:                                               ; preds = %26, %13
  %42 = load i32, i32* %5, align 4
  %43 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8
  %44 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %45 = getelementptr inbounds i32, i32 addrspace(1)* %43, i64 %44
  store i32 %42, i32 addrspace(1)* %45, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
