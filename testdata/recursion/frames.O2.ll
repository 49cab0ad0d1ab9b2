; simtc:launch grid=1 block=16 out=int32[16]
; simtc:expect out=[301,2702,7003,13304,21701,32102,44403,301,2702,7003,13304,21701,32102,44403,301,2702]
; ModuleID = 'frames.cl'
source_filename = "frames.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind
define dso_local spir_func i32 @walk(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [4 x i32], align 4
  %4 = bitcast [4 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #5
  %5 = mul nsw i32 %1, 10
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0
  store i32 %5, i32* %6, align 4, !tbaa !4
  %7 = or i32 %5, 1
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 1
  store i32 %7, i32* %8, align 4, !tbaa !4
  %9 = add nsw i32 %5, 2
  %10 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 2
  store i32 %9, i32* %10, align 4, !tbaa !4
  %11 = add nsw i32 %5, 3
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 3
  store i32 %11, i32* %12, align 4, !tbaa !4
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = add nsw i32 %1, -1
  %16 = call spir_func i32 @walk(i32* noundef nonnull %6, i32 noundef %15)
  %17 = load i32, i32* %6, align 4, !tbaa !4
  %18 = load i32, i32* %12, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %14, %2
  %20 = phi i32 [ %18, %14 ], [ %11, %2 ]
  %21 = phi i32 [ %17, %14 ], [ %5, %2 ]
  %22 = phi i32 [ %16, %14 ], [ 0, %2 ]
  %23 = srem i32 %1, 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %25, align 4, !tbaa !4
  %28 = add nsw i32 %21, %22
  %29 = add nsw i32 %28, %20
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #5
  ret i32 %29
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @frames(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
  %2 = alloca [4 x i32], align 4
  %3 = bitcast [4 x i32]* %2 to i8*
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %3, i8 0, i64 16, i1 false), !tbaa !4
  %5 = trunc i64 %4 to i32
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  %7 = srem i32 %5, 7
  %8 = call spir_func i32 @walk(i32* noundef nonnull %6, i32 noundef %7)
  %9 = mul nsw i32 %8, 100
  %10 = load i32, i32* %6, align 4, !tbaa !4
  %11 = add nsw i32 %9, %10
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1
  %13 = load i32, i32* %12, align 4, !tbaa !4
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 2
  %17 = load i32, i32* %16, align 4, !tbaa !4
  %18 = mul nsw i32 %17, 3
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3
  %21 = load i32, i32* %20, align 4, !tbaa !4
  %22 = shl nsw i32 %21, 2
  %23 = add nsw i32 %19, %22
  %24 = sext i32 %5 to i64
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %24
  store i32 %23, i32 addrspace(1)* %25, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
!12 = !{!"out"}
