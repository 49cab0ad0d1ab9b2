; simtc:launch grid=1 block=8 warp=8 a=int64[8]:iota b=uint64[8]:iota r=int64[8] u=uint64[8]
; simtc:expect r=[-9223372036854775808,9223372036854775807,9223372036854775807,-9223372036854775808,9223372036854775788,9223372036854775789,9223372036854775790,9223372036854775791]
; simtc:expect u=[18446744073709551615,0,18446744073709551615,0,18446744073709551604,3,18446744073709551606,5]
; ModuleID = 'sat64.cl'
source_filename = "sat64.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @sat64(i64 addrspace(1)* nocapture noundef readonly %0, i64 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i64 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %7
  %9 = load i64, i64 addrspace(1)* %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 %7
  %11 = load i64, i64 addrspace(1)* %10, align 8, !tbaa !9
  %12 = srem i32 %6, 4
  switch i32 %12, label %28 [
    i32 0, label %13
    i32 1, label %18
    i32 2, label %23
  ]

13:                                               ; preds = %4
  %14 = sub i64 -100, %9
  %15 = tail call spir_func i64 @_Z7add_satll(i64 noundef -9223372036854775792, i64 noundef %14) #2
  %16 = add i64 %11, 100
  %17 = tail call spir_func i64 @_Z7add_satmm(i64 noundef -16, i64 noundef %16) #2
  br label %33

18:                                               ; preds = %4
  %19 = add nsw i64 %9, 100
  %20 = tail call spir_func i64 @_Z7add_satll(i64 noundef 9223372036854775792, i64 noundef %19) #2
  %21 = add i64 %11, 1
  %22 = tail call spir_func i64 @_Z7sub_satmm(i64 noundef %11, i64 noundef %21) #2
  br label %33

23:                                               ; preds = %4
  %24 = sub i64 -100, %9
  %25 = tail call spir_func i64 @_Z7sub_satll(i64 noundef 9223372036854775792, i64 noundef %24) #2
  %26 = add i64 %11, -16
  %27 = tail call spir_func i64 @_Z7add_satmm(i64 noundef %26, i64 noundef 20) #2
  br label %33

28:                                               ; preds = %4
  %29 = add nsw i64 %9, 100
  %30 = tail call spir_func i64 @_Z7sub_satll(i64 noundef -9223372036854775792, i64 noundef %29) #2
  %31 = add i64 %11, 1
  %32 = tail call spir_func i64 @_Z7sub_satmm(i64 noundef %31, i64 noundef %31) #2
  br label %33

33:                                               ; preds = %28, %23, %18, %13
  %34 = phi i64 [ %30, %28 ], [ %25, %23 ], [ %20, %18 ], [ %15, %13 ]
  %35 = phi i64 [ %32, %28 ], [ %27, %23 ], [ %22, %18 ], [ %17, %13 ]
  %36 = icmp sgt i32 %6, 3
  br i1 %36, label %37, label %46

37:                                               ; preds = %33
  %38 = add nsw i64 %9, -8
  %39 = tail call spir_func i64 @_Z7add_satll(i64 noundef 9223372036854775792, i64 noundef %38) #2
  %40 = and i32 %6, 1
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %37
  %43 = tail call spir_func i64 @_Z7sub_satmm(i64 noundef %11, i64 noundef 2) #2
  br label %46

44:                                               ; preds = %37
  %45 = tail call spir_func i64 @_Z7add_satmm(i64 noundef -16, i64 noundef %11) #2
  br label %46

46:                                               ; preds = %42, %44, %33
  %47 = phi i64 [ %34, %33 ], [ %39, %44 ], [ %39, %42 ]
  %48 = phi i64 [ %35, %33 ], [ %45, %44 ], [ %43, %42 ]
  %49 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %7
  store i64 %47, i64 addrspace(1)* %49, align 8, !tbaa !9
  %50 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %7
  store i64 %48, i64 addrspace(1)* %50, align 8, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z7add_satll(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z7add_satmm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z7sub_satmm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z7sub_satll(i64 noundef, i64 noundef) local_unnamed_addr #1

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"long*", !"ulong*", !"long*", !"ulong*"}
!7 = !{!"const", !"const", !"", !""}
!8 = !{!"a", !"b", !"r", !"u"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
