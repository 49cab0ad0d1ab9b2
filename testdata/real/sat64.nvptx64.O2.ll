; simtc:launch grid=1 block=8 warp=8 a=int64[8]:iota b=uint64[8]:iota r=int64[8] u=uint64[8]
; simtc:expect r=[-9223372036854775808,9223372036854775807,9223372036854775807,-9223372036854775808,9223372036854775788,9223372036854775789,9223372036854775790,9223372036854775791]
; simtc:expect u=[18446744073709551615,0,18446744073709551615,0,18446744073709551604,3,18446744073709551606,5]
; ModuleID = 'sat64.cl'
source_filename = "sat64.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @sat64(i64 addrspace(1)* nocapture noundef readonly %0, i64 addrspace(1)* nocapture noundef readonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i64 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds i64, i64 addrspace(1)* %0, i64 %8
  %10 = load i64, i64 addrspace(1)* %9, align 8, !tbaa !10
  %11 = getelementptr inbounds i64, i64 addrspace(1)* %1, i64 %8
  %12 = load i64, i64 addrspace(1)* %11, align 8, !tbaa !10
  %13 = srem i32 %6, 4
  switch i32 %13, label %29 [
    i32 0, label %14
    i32 1, label %19
    i32 2, label %24
  ]

14:                                               ; preds = %4
  %15 = sub i64 -100, %10
  %16 = tail call i64 @_Z7add_satll(i64 noundef -9223372036854775792, i64 noundef %15) #2
  %17 = add i64 %12, 100
  %18 = tail call i64 @_Z7add_satmm(i64 noundef -16, i64 noundef %17) #2
  br label %34

19:                                               ; preds = %4
  %20 = add nsw i64 %10, 100
  %21 = tail call i64 @_Z7add_satll(i64 noundef 9223372036854775792, i64 noundef %20) #2
  %22 = add i64 %12, 1
  %23 = tail call i64 @_Z7sub_satmm(i64 noundef %12, i64 noundef %22) #2
  br label %34

24:                                               ; preds = %4
  %25 = sub i64 -100, %10
  %26 = tail call i64 @_Z7sub_satll(i64 noundef 9223372036854775792, i64 noundef %25) #2
  %27 = add i64 %12, -16
  %28 = tail call i64 @_Z7add_satmm(i64 noundef %27, i64 noundef 20) #2
  br label %34

29:                                               ; preds = %4
  %30 = add nsw i64 %10, 100
  %31 = tail call i64 @_Z7sub_satll(i64 noundef -9223372036854775792, i64 noundef %30) #2
  %32 = add i64 %12, 1
  %33 = tail call i64 @_Z7sub_satmm(i64 noundef %32, i64 noundef %32) #2
  br label %34

34:                                               ; preds = %29, %24, %19, %14
  %35 = phi i64 [ %31, %29 ], [ %26, %24 ], [ %21, %19 ], [ %16, %14 ]
  %36 = phi i64 [ %33, %29 ], [ %28, %24 ], [ %23, %19 ], [ %18, %14 ]
  %37 = icmp sgt i32 %6, 3
  br i1 %37, label %38, label %47

38:                                               ; preds = %34
  %39 = add nsw i64 %10, -8
  %40 = tail call i64 @_Z7add_satll(i64 noundef 9223372036854775792, i64 noundef %39) #2
  %41 = and i32 %6, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %38
  %44 = tail call i64 @_Z7sub_satmm(i64 noundef %12, i64 noundef 2) #2
  br label %47

45:                                               ; preds = %38
  %46 = tail call i64 @_Z7add_satmm(i64 noundef -16, i64 noundef %12) #2
  br label %47

47:                                               ; preds = %43, %45, %34
  %48 = phi i64 [ %35, %34 ], [ %40, %45 ], [ %40, %43 ]
  %49 = phi i64 [ %36, %34 ], [ %46, %45 ], [ %44, %43 ]
  %50 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %8
  store i64 %48, i64 addrspace(1)* %50, align 8, !tbaa !10
  %51 = getelementptr inbounds i64, i64 addrspace(1)* %3, i64 %8
  store i64 %49, i64 addrspace(1)* %51, align 8, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z7add_satll(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z7add_satmm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z7sub_satmm(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z7sub_satll(i64 noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent nounwind readnone willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @sat64, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"long*", !"ulong*", !"long*", !"ulong*"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!"a", !"b", !"r", !"u"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
