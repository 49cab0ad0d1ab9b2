; simtc:launch grid=2 block=16,8 in=int32[256]:iota out=int32[2]
; simtc:expect out=[8128,24512]
; ModuleID = 'warpsum.cu'
source_filename = "warpsum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7warpsumE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warpsum(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nsw i32 %4, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul nsw i32 %9, %10
  %12 = add nsw i32 %11, %7
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = sext i32 %7 to i64
  %17 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %16
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*
  store i32 %15, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp sgt i32 %9, 63
  br i1 %19, label %59, label %20

20:                                               ; preds = %71, %2
  %21 = phi i32 [ %15, %2 ], [ %72, %71 ]
  %22 = icmp slt i32 %7, 32
  br i1 %22, label %23, label %78

23:                                               ; preds = %20
  %24 = add nsw i32 %7, 16
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %25
  %27 = addrspacecast i32 addrspace(3)* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %29, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %30 = load i32, i32* %18, align 4, !tbaa !5
  %31 = add nsw i32 %7, 8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %32
  %34 = addrspacecast i32 addrspace(3)* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, %30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %36, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %37 = load i32, i32* %18, align 4, !tbaa !5
  %38 = add nsw i32 %7, 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %39
  %41 = addrspacecast i32 addrspace(3)* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, %37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %43, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %44 = load i32, i32* %18, align 4, !tbaa !5
  %45 = add nsw i32 %7, 2
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %46
  %48 = addrspacecast i32 addrspace(3)* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = add nsw i32 %49, %44
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %50, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %51 = load i32, i32* %18, align 4, !tbaa !5
  %52 = add nsw i32 %7, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %53
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %51
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %57, i32* %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %58 = icmp eq i32 %7, 0
  br i1 %58, label %74, label %78

59:                                               ; preds = %2, %71
  %60 = phi i32 [ %72, %71 ], [ %15, %2 ]
  %61 = phi i32 [ %62, %71 ], [ %9, %2 ]
  %62 = lshr i32 %61, 1
  %63 = icmp slt i32 %7, %62
  br i1 %63, label %64, label %71

64:                                               ; preds = %59
  %65 = add nsw i32 %62, %7
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ7warpsumE1s, i64 0, i64 %66
  %68 = addrspacecast i32 addrspace(3)* %67 to i32*
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = add nsw i32 %60, %69
  store i32 %70, i32* %18, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %64, %59
  %72 = phi i32 [ %70, %64 ], [ %60, %59 ]
  tail call void @llvm.nvvm.barrier0()
  %73 = icmp ugt i32 %61, 127
  br i1 %73, label %59, label %20, !llvm.loop !9

74:                                               ; preds = %23
  %75 = sext i32 %10 to i64
  %76 = getelementptr inbounds i32, i32* %1, i64 %75
  %77 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ7warpsumE1s to [128 x i32]*), i64 0, i64 0), align 4, !tbaa !5
  store i32 %77, i32* %76, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %23, %74, %20
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @warpsum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
