; simtc:launch grid=1 block=8 bytes=int8[8]:-128,-1,0,1,65,66,100,127 halves=int16[8] wide=int64[8] bits=uint32[8] big=uint64[8]
; simtc:expect halves=[27136,-300,0,300,19566,19800,30000,-27436]
; simtc:expect wide=[-549755813878,-4294967286,10,4294967306,279172874250,283467841546,429496729610,545460846602]
; simtc:expect bits=[3221225470,2952790014,2684354559,2415919103,0,268435456,536870913,805306369]
; simtc:expect big=[1112396529652,1112396529655,1112396529658,1112396529661,1099511627776,1099511627779,1099511627782,1099511627785]
; ModuleID = 'int_types.cl'
source_filename = "int_types.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @int_types(i8 addrspace(1)* noundef %0, i16 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3, i64 addrspace(1)* noundef %4) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = alloca i8 addrspace(1)*, align 8
  %7 = alloca i16 addrspace(1)*, align 8
  %8 = alloca i64 addrspace(1)*, align 8
  %9 = alloca i32 addrspace(1)*, align 8
  %10 = alloca i64 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i8 addrspace(1)* %0, i8 addrspace(1)** %6, align 8
  store i16 addrspace(1)* %1, i16 addrspace(1)** %7, align 8
  store i64 addrspace(1)* %2, i64 addrspace(1)** %8, align 8
  store i32 addrspace(1)* %3, i32 addrspace(1)** %9, align 8
  store i64 addrspace(1)* %4, i64 addrspace(1)** %10, align 8
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %11, align 4
  %17 = load i8 addrspace(1)*, i8 addrspace(1)** %6, align 8
  %18 = load i32, i32* %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8 addrspace(1)* %17, i64 %19
  %21 = load i8, i8 addrspace(1)* %20, align 1
  store i8 %21, i8* %12, align 1
  %22 = load i8, i8* %12, align 1
  %23 = sext i8 %22 to i32
  %24 = mul nsw i32 %23, 300
  %25 = trunc i32 %24 to i16
  store i16 %25, i16* %13, align 2
  %26 = load i8, i8* %12, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 65
  br i1 %28, label %29, label %34

29:                                               ; preds = %5
  %30 = load i16, i16* %13, align 2
  %31 = sext i16 %30 to i32
  %32 = add nsw i32 %31, 66
  %33 = trunc i32 %32 to i16
  store i16 %33, i16* %13, align 2
  br label %34

34:                                               ; preds = %29, %5
  %35 = load i16, i16* %13, align 2
  %36 = load i16 addrspace(1)*, i16 addrspace(1)** %7, align 8
  %37 = load i32, i32* %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i16, i16 addrspace(1)* %36, i64 %38
  store i16 %35, i16 addrspace(1)* %39, align 2
  %40 = load i8, i8* %12, align 1
  %41 = sext i8 %40 to i64
  %42 = mul nsw i64 %41, 4294967296
  %43 = add nsw i64 %42, 10
  %44 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8
  %45 = load i32, i32* %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, i64 addrspace(1)* %44, i64 %46
  store i64 %43, i64 addrspace(1)* %47, align 8
  %48 = load i32, i32* %11, align 4
  %49 = add i32 -4, %48
  store i32 %49, i32* %14, align 4
  %50 = load i32, i32* %14, align 4
  %51 = lshr i32 %50, 1
  %52 = load i32, i32* %14, align 4
  %53 = shl i32 %52, 28
  %54 = xor i32 %51, %53
  %55 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8
  %56 = load i32, i32* %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 %57
  store i32 %54, i32 addrspace(1)* %58, align 4
  %59 = load i32, i32* %14, align 4
  %60 = zext i32 %59 to i64
  %61 = mul i64 %60, 3
  %62 = add i64 %61, 1099511627776
  %63 = load i64 addrspace(1)*, i64 addrspace(1)** %10, align 8
  %64 = load i32, i32* %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, i64 addrspace(1)* %63, i64 %65
  store i64 %62, i64 addrspace(1)* %66, align 8
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

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
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"char*", !"short*", !"long*", !"uint*", !"ulong*"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{!"bytes", !"halves", !"wide", !"bits", !"big"}
