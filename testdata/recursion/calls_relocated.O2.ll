; simtc:launch grid=1 block=16 out=int32[16]
; simtc:expect out=[0,0,15,7,38,28,66,54,39,19,152,130,204,180,63,31]
; ModuleID = 'calls_relocated.cl'
source_filename = "calls_relocated.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @g(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca [3 x i32], align 4
  %3 = bitcast [3 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %3) #4
  %4 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 0
  store i32 %0, i32* %4, align 4, !tbaa !4
  %5 = add nsw i32 %0, 1
  %6 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 1
  store i32 %5, i32* %6, align 4, !tbaa !4
  %7 = add nsw i32 %0, 2
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 2
  store i32 %7, i32* %8, align 4, !tbaa !4
  %9 = srem i32 %0, 3
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !4
  %13 = shl nsw i32 %12, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #4
  ret i32 %13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @h(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca [3 x i32], align 4
  %3 = srem i32 %0, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %12, label %5

5:                                                ; preds = %1
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %5
  %8 = bitcast [3 x i32]* %2 to i8*
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 0
  %10 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 1
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 2
  br label %15

12:                                               ; preds = %1
  %13 = shl nsw i32 %0, 1
  %14 = or i32 %13, 1
  br label %27

15:                                               ; preds = %7, %15
  %16 = phi i32 [ 0, %7 ], [ %18, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %25, %15 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %8) #4
  store i32 %16, i32* %9, align 4, !tbaa !4
  %18 = add nuw nsw i32 %16, 1
  store i32 %18, i32* %10, align 4, !tbaa !4
  %19 = add nuw nsw i32 %16, 2
  store i32 %19, i32* %11, align 4, !tbaa !4
  %20 = urem i32 %16, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !4
  %24 = shl nsw i32 %23, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %8) #4
  %25 = add nsw i32 %24, %17
  %26 = icmp slt i32 %18, %0
  br i1 %26, label %15, label %27

27:                                               ; preds = %15, %5, %12
  %28 = phi i32 [ %14, %12 ], [ 0, %5 ], [ %25, %15 ]
  ret i32 %28
}

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @nr(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
  %2 = alloca [3 x i32], align 4
  %3 = alloca [3 x i32], align 4
  %4 = alloca [3 x i32], align 4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %34, label %9

9:                                                ; preds = %1
  %10 = srem i32 %6, 3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %19, label %12

12:                                               ; preds = %9
  %13 = icmp sgt i32 %6, 0
  br i1 %13, label %14, label %73

14:                                               ; preds = %12
  %15 = bitcast [3 x i32]* %4 to i8*
  %16 = getelementptr inbounds [3 x i32], [3 x i32]* %4, i64 0, i64 0
  %17 = getelementptr inbounds [3 x i32], [3 x i32]* %4, i64 0, i64 1
  %18 = getelementptr inbounds [3 x i32], [3 x i32]* %4, i64 0, i64 2
  br label %22

19:                                               ; preds = %9
  %20 = shl nsw i32 %6, 1
  %21 = or i32 %20, 1
  br label %73

22:                                               ; preds = %22, %14
  %23 = phi i32 [ 0, %14 ], [ %25, %22 ]
  %24 = phi i32 [ 0, %14 ], [ %32, %22 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %15) #4
  store i32 %23, i32* %16, align 4, !tbaa !4
  %25 = add nuw nsw i32 %23, 1
  store i32 %25, i32* %17, align 4, !tbaa !4
  %26 = add nuw nsw i32 %23, 2
  store i32 %26, i32* %18, align 4, !tbaa !4
  %27 = urem i32 %23, 3
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i32], [3 x i32]* %4, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !4
  %31 = shl nsw i32 %30, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %15) #4
  %32 = add nsw i32 %31, %24
  %33 = icmp slt i32 %25, %6
  br i1 %33, label %22, label %73

34:                                               ; preds = %1
  %35 = bitcast [3 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %35) #4
  %36 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i64 0, i64 0
  store i32 %6, i32* %36, align 4, !tbaa !4
  %37 = add nuw nsw i32 %6, 1
  %38 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i64 0, i64 1
  store i32 %37, i32* %38, align 4, !tbaa !4
  %39 = add nsw i32 %6, 2
  %40 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i64 0, i64 2
  store i32 %39, i32* %40, align 4, !tbaa !4
  %41 = srem i32 %6, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !4
  %45 = shl nsw i32 %44, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %35) #4
  %46 = srem i32 %37, 3
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %34
  %49 = icmp sgt i32 %6, -1
  br i1 %49, label %50, label %70

50:                                               ; preds = %48
  %51 = bitcast [3 x i32]* %2 to i8*
  %52 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 0
  %53 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 1
  %54 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 2
  br label %58

55:                                               ; preds = %34
  %56 = shl nsw i32 %37, 1
  %57 = or i32 %56, 1
  br label %70

58:                                               ; preds = %58, %50
  %59 = phi i32 [ 0, %50 ], [ %61, %58 ]
  %60 = phi i32 [ 0, %50 ], [ %68, %58 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %51) #4
  store i32 %59, i32* %52, align 4, !tbaa !4
  %61 = add nuw nsw i32 %59, 1
  store i32 %61, i32* %53, align 4, !tbaa !4
  %62 = add nuw nsw i32 %59, 2
  store i32 %62, i32* %54, align 4, !tbaa !4
  %63 = urem i32 %59, 3
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !4
  %67 = shl nsw i32 %66, 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %51) #4
  %68 = add nsw i32 %67, %60
  %69 = icmp slt i32 %59, %6
  br i1 %69, label %58, label %70

70:                                               ; preds = %58, %48, %55
  %71 = phi i32 [ %57, %55 ], [ 0, %48 ], [ %68, %58 ]
  %72 = add nsw i32 %71, %45
  br label %73

73:                                               ; preds = %22, %19, %12, %70
  %74 = phi i32 [ %72, %70 ], [ %21, %19 ], [ 0, %12 ], [ %32, %22 ]
  %75 = sext i32 %6 to i64
  %76 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %75
  store i32 %74, i32 addrspace(1)* %76, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nofree norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind readnone willreturn }

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
