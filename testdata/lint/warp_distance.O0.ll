; simtc:launch grid=1 block=64 warp=32 flag=int32[1] val=int32[2]
; simtc:expect flag=[1]
; simtc:expect val=[7,8]
; simtc:expect status=ok mech=pdom
; ModuleID = 'warp_distance.cl'
source_filename = "warp_distance.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @warp_distance(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 0
  store volatile i32 7, i32 addrspace(1)* %12, align 4
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %14 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %13, i32 noundef 1) #4
  br label %32

15:                                               ; preds = %2
  %16 = load i32, i32* %5, align 4
  %17 = icmp eq i32 %16, 32
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %23, %18
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %21 = load volatile i32, i32 addrspace(1)* %20, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  br label %19

24:                                               ; preds = %19
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 0
  %27 = load volatile i32, i32 addrspace(1)* %26, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %29, i64 1
  store volatile i32 %28, i32 addrspace(1)* %30, align 4
  br label %31

31:                                               ; preds = %24, %15
  br label %32

32:                                               ; preds = %31, %10
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

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
!7 = !{!"volatile", !"volatile"}
!8 = !{!"flag", !"val"}
