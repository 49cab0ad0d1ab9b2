; simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota ids=int32[64] votes=int32[64]
; simtc:expect ids=[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131]
; simtc:expect votes=[1031*32,111095*32]
; ModuleID = 'subgroup_vote.cl'
source_filename = "subgroup_vote.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @subgroup_vote(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %7, align 4
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %19 = load i32, i32* %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %20
  %22 = load i32, i32 addrspace(1)* %21, align 4
  store i32 %22, i32* %8, align 4
  %23 = call spir_func i32 @_Z16get_sub_group_idv() #4
  store i32 %23, i32* %9, align 4
  %24 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %24, i32* %10, align 4
  %25 = load i32, i32* %8, align 4
  %26 = icmp sgt i32 %25, 40
  %27 = zext i1 %26 to i32
  %28 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %27) #4
  %29 = icmp ne i32 %28, 0
  %30 = zext i1 %29 to i32
  store i32 %30, i32* %11, align 4
  %31 = load i32, i32* %8, align 4
  %32 = icmp sge i32 %31, 32
  %33 = zext i1 %32 to i32
  %34 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %33) #4
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i32
  store i32 %36, i32* %12, align 4
  %37 = load i32, i32* %8, align 4
  %38 = icmp slt i32 %37, 100
  %39 = zext i1 %38 to i32
  %40 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %39) #4
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i32
  store i32 %42, i32* %13, align 4
  %43 = load i32, i32* %8, align 4
  %44 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %43, i32 noundef 0) #4
  store i32 %44, i32* %14, align 4
  %45 = load i32, i32* %8, align 4
  %46 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %45, i32 noundef 31) #4
  store i32 %46, i32* %15, align 4
  %47 = load i32, i32* %9, align 4
  %48 = mul nsw i32 %47, 100
  %49 = load i32, i32* %10, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %52 = load i32, i32* %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 %53
  store i32 %50, i32 addrspace(1)* %54, align 4
  %55 = load i32, i32* %11, align 4
  %56 = mul nsw i32 %55, 100000
  %57 = load i32, i32* %12, align 4
  %58 = mul nsw i32 %57, 10000
  %59 = add nsw i32 %56, %58
  %60 = load i32, i32* %13, align 4
  %61 = mul nsw i32 %60, 1000
  %62 = add nsw i32 %59, %61
  %63 = load i32, i32* %14, align 4
  %64 = add nsw i32 %62, %63
  %65 = load i32, i32* %15, align 4
  %66 = add nsw i32 %64, %65
  %67 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %68 = load i32, i32* %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %67, i64 %69
  store i32 %66, i32 addrspace(1)* %70, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

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
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!"in", !"ids", !"votes"}
