; simtc:launch grid=1 block=64 a=int32[64]:iota out=int32[64]
; simtc:expect out=[1010,1011,110,111,10110,1010,11011,10111,10110,111,100,1001,10100,10111,100,11001,1010,1011,1001,1011,10110,11011,11000,11001,1010,11010,100,1001,1010,1011,10101,1001,1010,1011,1000,11001,10110,111,1000,11001,10110,11011,101,101,111,11011,10100,11001,1010,1011,10101,11001,10110,1011,101,11001,10110,1011,100,1001,111,11011,100,11011]
; ModuleID = 'short_circuit.cl'
source_filename = "short_circuit.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @short_circuit(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %5, align 4
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8
  %12 = load i32, i32* %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %13
  %15 = load i32, i32 addrspace(1)* %14, align 4
  store i32 %15, i32* %6, align 4
  %16 = load i32, i32* %6, align 4
  %17 = mul nsw i32 %16, 13
  %18 = add nsw i32 %17, 5
  %19 = srem i32 %18, 64
  store i32 %19, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %20 = load i32, i32* %6, align 4
  %21 = and i32 %20, 1
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %2
  %24 = load i32, i32* %7, align 4
  %25 = icmp sgt i32 %24, 10
  br i1 %25, label %40, label %26

26:                                               ; preds = %23, %2
  %27 = load i32, i32* %6, align 4
  %28 = srem i32 %27, 3
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = load i32, i32* %7, align 4
  %32 = srem i32 %31, 4
  %33 = icmp ne i32 %32, 1
  br i1 %33, label %40, label %34

34:                                               ; preds = %30, %26
  %35 = load i32, i32* %6, align 4
  %36 = icmp sgt i32 %35, 40
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = load i32, i32* %7, align 4
  %39 = icmp slt i32 %38, 20
  br i1 %39, label %40, label %43

40:                                               ; preds = %37, %30, %23
  %41 = load i32, i32* %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %8, align 4
  br label %43

43:                                               ; preds = %40, %37, %34
  %44 = load i32, i32* %6, align 4
  %45 = icmp slt i32 %44, 8
  br i1 %45, label %62, label %46

46:                                               ; preds = %43
  %47 = load i32, i32* %7, align 4
  %48 = icmp sgt i32 %47, 50
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = load i32, i32* %6, align 4
  %51 = load i32, i32* %7, align 4
  %52 = xor i32 %50, %51
  %53 = srem i32 %52, 5
  %54 = icmp eq i32 %53, 2
  br i1 %54, label %62, label %55

55:                                               ; preds = %49, %46
  %56 = load i32, i32* %6, align 4
  %57 = and i32 %56, 2
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %65, label %59

59:                                               ; preds = %55
  %60 = load i32, i32* %7, align 4
  %61 = icmp ne i32 %60, 33
  br i1 %61, label %62, label %65

62:                                               ; preds = %59, %49, %43
  %63 = load i32, i32* %8, align 4
  %64 = add nsw i32 %63, 10
  store i32 %64, i32* %8, align 4
  br label %65

65:                                               ; preds = %62, %59, %55
  %66 = load i32, i32* %6, align 4
  %67 = load i32, i32* %7, align 4
  %68 = icmp sgt i32 %66, %67
  br i1 %68, label %69, label %73

69:                                               ; preds = %65
  %70 = load i32, i32* %6, align 4
  %71 = srem i32 %70, 2
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %87, label %73

73:                                               ; preds = %69, %65
  %74 = load i32, i32* %7, align 4
  %75 = icmp sgt i32 %74, 30
  br i1 %75, label %76, label %85

76:                                               ; preds = %73
  %77 = load i32, i32* %6, align 4
  %78 = icmp slt i32 %77, 15
  br i1 %78, label %83, label %79

79:                                               ; preds = %76
  %80 = load i32, i32* %7, align 4
  %81 = srem i32 %80, 7
  %82 = icmp eq i32 %81, 3
  br label %83

83:                                               ; preds = %79, %76
  %84 = phi i1 [ true, %76 ], [ %82, %79 ]
  br label %85

85:                                               ; preds = %83, %73
  %86 = phi i1 [ false, %73 ], [ %84, %83 ]
  br label %87

87:                                               ; preds = %85, %69
  %88 = phi i1 [ true, %69 ], [ %86, %85 ]
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, i32 100, i32 1000
  %91 = load i32, i32* %8, align 4
  %92 = add nsw i32 %91, %90
  store i32 %92, i32* %8, align 4
  %93 = load i32, i32* %6, align 4
  %94 = icmp ne i32 %93, 3
  br i1 %94, label %95, label %139

95:                                               ; preds = %87
  %96 = load i32, i32* %7, align 4
  %97 = icmp ne i32 %96, 3
  br i1 %97, label %98, label %139

98:                                               ; preds = %95
  %99 = load i32, i32* %6, align 4
  %100 = srem i32 %99, 5
  %101 = icmp ne i32 %100, 4
  br i1 %101, label %106, label %102

102:                                              ; preds = %98
  %103 = load i32, i32* %7, align 4
  %104 = srem i32 %103, 3
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %139

106:                                              ; preds = %102, %98
  %107 = load i32, i32* %6, align 4
  %108 = load i32, i32* %7, align 4
  %109 = add nsw i32 %107, %108
  %110 = srem i32 %109, 11
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %139

112:                                              ; preds = %106
  %113 = load i32, i32* %7, align 4
  %114 = icmp slt i32 %113, 60
  br i1 %114, label %118, label %115

115:                                              ; preds = %112
  %116 = load i32, i32* %6, align 4
  %117 = icmp slt i32 %116, 30
  br i1 %117, label %118, label %139

118:                                              ; preds = %115, %112
  %119 = load i32, i32* %6, align 4
  %120 = and i32 %119, 4
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %130, label %122

122:                                              ; preds = %118
  %123 = load i32, i32* %7, align 4
  %124 = and i32 %123, 8
  %125 = icmp ne i32 %124, 0
  br i1 %125, label %130, label %126

126:                                              ; preds = %122
  %127 = load i32, i32* %6, align 4
  %128 = load i32, i32* %7, align 4
  %129 = icmp eq i32 %127, %128
  br i1 %129, label %130, label %139

130:                                              ; preds = %126, %122, %118
  %131 = load i32, i32* %6, align 4
  %132 = load i32, i32* %7, align 4
  %133 = mul nsw i32 %131, %132
  %134 = srem i32 %133, 7
  %135 = icmp ne i32 %134, 6
  br i1 %135, label %136, label %139

136:                                              ; preds = %130
  %137 = load i32, i32* %8, align 4
  %138 = add nsw i32 %137, 10000
  store i32 %138, i32* %8, align 4
  br label %139

139:                                              ; preds = %136, %130, %126, %115, %106, %102, %95, %87
  %140 = load i32, i32* %8, align 4
  %141 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %142 = load i32, i32* %5, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32 addrspace(1)* %141, i64 %143
  store i32 %140, i32 addrspace(1)* %144, align 4
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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"a", !"out"}
