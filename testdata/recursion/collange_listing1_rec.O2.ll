; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32]
; simtc:expect out=[1,11,3,4,5,53,7,8,9,11,11,12,13,53,15,16,17,11,19,20,21,53,23,24,25,11,27,28,29,53,31,32]
; ModuleID = 'collange_listing1_rec.cl'
source_filename = "collange_listing1_rec.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @collange_listing1_rec(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = srem i32 %7, 4
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %28

10:                                               ; preds = %2
  %11 = srem i32 %7, 8
  %12 = icmp slt i32 %11, 1
  br i1 %12, label %28, label %13

13:                                               ; preds = %10
  %14 = mul nuw nsw i32 %11, 3
  %15 = add nsw i32 %11, -1
  %16 = add nsw i32 %14, -3
  %17 = mul nuw nsw i32 %16, %15
  %18 = zext i32 %15 to i33
  %19 = add nsw i32 %11, -2
  %20 = zext i32 %19 to i33
  %21 = mul i33 %18, %20
  %22 = lshr i33 %21, 1
  %23 = trunc i33 %22 to i32
  %24 = mul i32 %23, -3
  %25 = add nuw nsw i32 %14, 7
  %26 = add nuw nsw i32 %25, %17
  %27 = add i32 %26, %24
  br label %28

28:                                               ; preds = %13, %10, %2
  %29 = phi i32 [ %7, %2 ], [ 7, %10 ], [ %27, %13 ]
  %30 = add nsw i32 %29, 1
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %30, i32 addrspace(1)* %31, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @f(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp slt i32 %0, 1
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = mul i32 %0, 3
  %5 = add nsw i32 %0, -1
  %6 = add i32 %4, -3
  %7 = mul i32 %5, %6
  %8 = zext i32 %5 to i33
  %9 = add nsw i32 %0, -2
  %10 = zext i32 %9 to i33
  %11 = mul i33 %8, %10
  %12 = lshr i33 %11, 1
  %13 = trunc i33 %12 to i32
  %14 = mul i32 %13, -3
  %15 = add i32 %7, %4
  %16 = add i32 %14, %15
  %17 = add i32 %16, 7
  br label %18

18:                                               ; preds = %3, %1
  %19 = phi i32 [ 7, %1 ], [ %17, %3 ]
  ret i32 %19
}

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

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
!8 = !{!"in", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
