; simtc:launch grid=1 block=32 seed=int32[32]:iota out=int32[32]
; simtc:expect out=[3910,102604,101300,1810,105205,101306,105209,101302,102601,4010,3310,2610,1910,105203,6910,100004,101307,103909,4110,102603,103900,101305,1310,105207,102602,100000,4910,4210,102609,103901,100001,103905]
; ModuleID = 'mp_loop_break.cl'
source_filename = "mp_loop_break.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @mp_loop_break(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = mul nsw i32 %7, 5
  %9 = add nsw i32 %8, 3
  %10 = srem i32 %9, 64
  %11 = trunc i32 %10 to i8
  %12 = srem i8 %11, 13
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %83, %75, %67, %59, %51, %43, %35, %27, %18, %2
  %15 = phi i32 [ 0, %2 ], [ 1, %18 ], [ 2, %27 ], [ 3, %35 ], [ 4, %43 ], [ 5, %51 ], [ 6, %59 ], [ 7, %67 ], [ 8, %75 ], [ 9, %83 ]
  %16 = phi i32 [ %10, %2 ], [ %23, %18 ], [ %31, %27 ], [ %39, %35 ], [ %47, %43 ], [ %55, %51 ], [ %63, %59 ], [ %71, %67 ], [ %79, %75 ], [ %87, %83 ]
  %17 = add nsw i32 %16, 1000
  br label %93

18:                                               ; preds = %2
  %19 = trunc i32 %10 to i16
  %20 = mul i16 %19, 5
  %21 = add i16 %20, 3
  %22 = srem i16 %21, 64
  %23 = sext i16 %22 to i32
  %24 = trunc i16 %22 to i8
  %25 = srem i8 %24, 13
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %14, label %27

27:                                               ; preds = %18
  %28 = mul nsw i16 %22, 5
  %29 = add nsw i16 %28, 8
  %30 = srem i16 %29, 64
  %31 = sext i16 %30 to i32
  %32 = trunc i16 %30 to i8
  %33 = srem i8 %32, 13
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %14, label %35

35:                                               ; preds = %27
  %36 = mul nsw i16 %30, 5
  %37 = add nsw i16 %36, 13
  %38 = srem i16 %37, 64
  %39 = sext i16 %38 to i32
  %40 = trunc i16 %38 to i8
  %41 = srem i8 %40, 13
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %14, label %43

43:                                               ; preds = %35
  %44 = mul nsw i16 %38, 5
  %45 = add nsw i16 %44, 18
  %46 = srem i16 %45, 64
  %47 = sext i16 %46 to i32
  %48 = trunc i16 %46 to i8
  %49 = srem i8 %48, 13
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %14, label %51

51:                                               ; preds = %43
  %52 = mul nsw i16 %46, 5
  %53 = add nsw i16 %52, 23
  %54 = srem i16 %53, 64
  %55 = sext i16 %54 to i32
  %56 = trunc i16 %54 to i8
  %57 = srem i8 %56, 13
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %14, label %59

59:                                               ; preds = %51
  %60 = mul nsw i16 %54, 5
  %61 = add nsw i16 %60, 28
  %62 = srem i16 %61, 64
  %63 = sext i16 %62 to i32
  %64 = trunc i16 %62 to i8
  %65 = srem i8 %64, 13
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %14, label %67

67:                                               ; preds = %59
  %68 = mul nsw i16 %62, 5
  %69 = add nsw i16 %68, 33
  %70 = srem i16 %69, 64
  %71 = sext i16 %70 to i32
  %72 = trunc i16 %70 to i8
  %73 = srem i8 %72, 13
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %14, label %75

75:                                               ; preds = %67
  %76 = mul nsw i16 %70, 5
  %77 = add nsw i16 %76, 38
  %78 = srem i16 %77, 64
  %79 = sext i16 %78 to i32
  %80 = trunc i16 %78 to i8
  %81 = srem i8 %80, 13
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %14, label %83

83:                                               ; preds = %75
  %84 = mul nsw i16 %78, 5
  %85 = add nsw i16 %84, 43
  %86 = srem i16 %85, 64
  %87 = sext i16 %86 to i32
  %88 = trunc i16 %86 to i8
  %89 = srem i8 %88, 13
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %14, label %91

91:                                               ; preds = %83
  %92 = add nsw i32 %87, 9
  br label %93

93:                                               ; preds = %91, %14
  %94 = phi i32 [ %17, %14 ], [ %92, %91 ]
  %95 = phi i32 [ %15, %14 ], [ 10, %91 ]
  %96 = mul nsw i32 %94, 100
  %97 = add nsw i32 %96, %95
  %98 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %97, i32 addrspace(1)* %98, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!8 = !{!"seed", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
