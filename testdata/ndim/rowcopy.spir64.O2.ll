; simtc:launch grid=2,1 block=4,2 n=16 len=12 src=int32[128]:iota dst=int32[256] sum=int32[16]
; simtc:expect dst=[1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0,1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0]
; simtc:expect sum=[0*16]
; ModuleID = 'rowcopy.cl'
source_filename = "rowcopy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @rowcopy(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* noalias nocapture noundef readonly %2, i32 addrspace(1)* noalias nocapture noundef %3, i32 addrspace(1)* noalias nocapture noundef writeonly %4) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = alloca [2200 x i32], align 4
  %7 = bitcast [2200 x i32]* %6 to i8*
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %11 = trunc i64 %10 to i32
  %12 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %13 = trunc i64 %12 to i32
  %14 = mul nsw i32 %13, %11
  %15 = add nsw i32 %14, %9
  %16 = mul nsw i32 %15, %0
  %17 = sext i32 %16 to i64
  %18 = getelementptr i32, i32 addrspace(1)* %3, i64 %17
  %19 = icmp sgt i32 %1, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %5
  %21 = mul nsw i32 %9, %0
  %22 = sext i32 %21 to i64
  %23 = getelementptr i32, i32 addrspace(1)* %2, i64 %22
  %24 = bitcast i32 addrspace(1)* %23 to i8 addrspace(1)*
  %25 = bitcast i32 addrspace(1)* %18 to i8 addrspace(1)*
  %26 = zext i32 %1 to i64
  %27 = shl nuw nsw i64 %26, 2
  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* align 4 %25, i8 addrspace(1)* align 4 %24, i64 %27, i1 false), !tbaa !9
  %28 = lshr i32 %1, 1
  %29 = icmp eq i32 %1, 1
  br i1 %29, label %30, label %36

30:                                               ; preds = %36, %5, %20
  call void @llvm.lifetime.start.p0i8(i64 8800, i8* nonnull %7) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(8800) %7, i8 0, i64 8800, i1 false), !tbaa !9
  %31 = add nsw i32 %9, %1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !9
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %33, align 4, !tbaa !9
  br label %49

36:                                               ; preds = %20, %36
  %37 = phi i32 [ %38, %36 ], [ 0, %20 ]
  %38 = add nuw nsw i32 %37, 1
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %39
  %41 = load i32, i32 addrspace(1)* %40, align 4, !tbaa !9
  %42 = zext i32 %37 to i64
  %43 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %42
  store i32 %41, i32 addrspace(1)* %43, align 4, !tbaa !9
  %44 = icmp ult i32 %38, %28
  br i1 %44, label %36, label %30

45:                                               ; preds = %49
  %46 = add nsw i32 %55, -1
  %47 = sext i32 %15 to i64
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %47
  store i32 %46, i32 addrspace(1)* %48, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 8800, i8* nonnull %7) #6
  ret void

49:                                               ; preds = %30, %49
  %50 = phi i32 [ 0, %30 ], [ %56, %49 ]
  %51 = phi i32 [ 0, %30 ], [ %55, %49 ]
  %52 = zext i32 %50 to i64
  %53 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !9
  %55 = add nsw i32 %54, %51
  %56 = add nuw nsw i32 %50, 1
  %57 = icmp ult i32 %50, 2199
  br i1 %57, label %49, label %45
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 0, i32 0, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int", !"int", !"int*", !"int*", !"int*"}
!7 = !{!"", !"", !"restrict const", !"restrict", !"restrict"}
!8 = !{!"n", !"len", !"src", !"dst", !"sum"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
