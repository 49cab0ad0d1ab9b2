; simtc:launch grid=1 block=64 a=int32[64]:iota out=int32[64]
; simtc:expect out=[1010,1011,110,111,10110,1010,11011,10111,10110,111,100,1001,10100,10111,100,11001,1010,1011,1001,1011,10110,11011,11000,11001,1010,11010,100,1001,1010,1011,10101,1001,1010,1011,1000,11001,10110,111,1000,11001,10110,11011,101,101,111,11011,10100,11001,1010,1011,10101,11001,10110,1011,101,11001,10110,1011,100,1001,111,11011,100,11011]
; ModuleID = 'short_circuit.cl'
source_filename = "short_circuit.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @short_circuit(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = mul nsw i32 %7, 13
  %9 = add nsw i32 %8, 5
  %10 = srem i32 %9, 64
  %11 = and i32 %7, 1
  %12 = icmp ne i32 %11, 0
  %13 = icmp sgt i32 %10, 10
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %26, label %15

15:                                               ; preds = %2
  %16 = srem i32 %7, 3
  %17 = icmp ne i32 %16, 0
  %18 = trunc i32 %10 to i8
  %19 = srem i8 %18, 4
  %20 = icmp eq i8 %19, 1
  %21 = select i1 %17, i1 true, i1 %20
  br i1 %21, label %22, label %26

22:                                               ; preds = %15
  %23 = icmp sgt i32 %7, 40
  %24 = icmp slt i32 %10, 20
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %27

26:                                               ; preds = %15, %22, %2
  br label %27

27:                                               ; preds = %26, %22
  %28 = phi i32 [ 1, %26 ], [ 0, %22 ]
  %29 = icmp slt i32 %7, 8
  br i1 %29, label %41, label %30

30:                                               ; preds = %27
  %31 = icmp sgt i32 %10, 50
  br i1 %31, label %32, label %36

32:                                               ; preds = %30
  %33 = xor i32 %10, %7
  %34 = srem i32 %33, 5
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %41, label %36

36:                                               ; preds = %32, %30
  %37 = and i32 %7, 2
  %38 = icmp eq i32 %37, 0
  %39 = icmp ne i32 %10, 33
  %40 = select i1 %38, i1 %39, i1 false
  br i1 %40, label %41, label %43

41:                                               ; preds = %36, %32, %27
  %42 = or i32 %28, 10
  br label %43

43:                                               ; preds = %41, %36
  %44 = phi i32 [ %42, %41 ], [ %28, %36 ]
  %45 = icmp sgt i32 %7, %10
  %46 = icmp eq i32 %11, 0
  %47 = and i1 %46, %45
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = icmp sgt i32 %10, 30
  br i1 %49, label %50, label %57

50:                                               ; preds = %48
  %51 = icmp slt i32 %7, 15
  br i1 %51, label %57, label %52

52:                                               ; preds = %50
  %53 = trunc i32 %10 to i8
  %54 = urem i8 %53, 7
  %55 = icmp eq i8 %54, 3
  %56 = select i1 %55, i32 100, i32 1000
  br label %57

57:                                               ; preds = %43, %48, %52, %50
  %58 = phi i32 [ 1000, %48 ], [ 100, %50 ], [ %56, %52 ], [ 100, %43 ]
  %59 = add nsw i32 %58, %44
  %60 = icmp ne i32 %7, 3
  %61 = icmp ne i32 %10, 3
  %62 = select i1 %60, i1 %61, i1 false
  br i1 %62, label %63, label %92

63:                                               ; preds = %57
  %64 = srem i32 %7, 5
  %65 = icmp ne i32 %64, 4
  %66 = trunc i32 %10 to i8
  %67 = srem i8 %66, 3
  %68 = icmp eq i8 %67, 0
  %69 = select i1 %65, i1 true, i1 %68
  br i1 %69, label %70, label %92

70:                                               ; preds = %63
  %71 = add nsw i32 %10, %7
  %72 = srem i32 %71, 11
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %92, label %74

74:                                               ; preds = %70
  %75 = icmp slt i32 %10, 60
  %76 = icmp slt i32 %7, 30
  %77 = select i1 %75, i1 true, i1 %76
  br i1 %77, label %78, label %92

78:                                               ; preds = %74
  %79 = and i32 %7, 4
  %80 = icmp ne i32 %79, 0
  %81 = and i32 %10, 8
  %82 = icmp ne i32 %81, 0
  %83 = select i1 %80, i1 true, i1 %82
  %84 = icmp eq i32 %7, %10
  %85 = select i1 %83, i1 true, i1 %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %78
  %87 = mul nsw i32 %10, %7
  %88 = srem i32 %87, 7
  %89 = icmp eq i32 %88, 6
  %90 = add nsw i32 %59, 10000
  %91 = select i1 %89, i32 %59, i32 %90
  br label %92

92:                                               ; preds = %86, %78, %63, %74, %70, %57
  %93 = phi i32 [ %59, %74 ], [ %59, %70 ], [ %59, %57 ], [ %59, %63 ], [ %59, %78 ], [ %91, %86 ]
  %94 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %93, i32 addrspace(1)* %94, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
