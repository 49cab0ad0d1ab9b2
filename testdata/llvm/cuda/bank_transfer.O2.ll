; simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
; ModuleID = 'bank_transfer.cu'
source_filename = "bank_transfer.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @bank_transfer(i32* nocapture noundef %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nsw i32 %6, %7
  %9 = srem i32 %8, %2
  %10 = mul nsw i32 %8, 5
  %11 = add nsw i32 %10, 3
  %12 = srem i32 %11, %2
  %13 = icmp eq i32 %12, %9
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = add nsw i32 %9, 1
  %16 = srem i32 %15, %2
  br label %17

17:                                               ; preds = %14, %3
  %18 = phi i32 [ %16, %14 ], [ %12, %3 ]
  %19 = icmp slt i32 %9, %18
  %20 = select i1 %19, i32 %9, i32 %18
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  br label %23

23:                                               ; preds = %23, %17
  %24 = cmpxchg i32* %22, i32 0, i32 1 seq_cst seq_cst, align 4
  %25 = extractvalue { i32, i1 } %24, 1
  br i1 %25, label %26, label %23, !llvm.loop !5

26:                                               ; preds = %23
  %27 = select i1 %19, i32 %18, i32 %9
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  br label %30

30:                                               ; preds = %26, %30
  %31 = cmpxchg i32* %29, i32 0, i32 1 seq_cst seq_cst, align 4
  %32 = extractvalue { i32, i1 } %31, 1
  br i1 %32, label %33, label %30, !llvm.loop !7

33:                                               ; preds = %30
  %34 = add nsw i32 %8, 1
  %35 = sext i32 %9 to i64
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !8
  %38 = sub nsw i32 %37, %34
  store i32 %38, i32* %36, align 4, !tbaa !8
  %39 = sext i32 %18 to i64
  %40 = getelementptr inbounds i32, i32* %1, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !8
  %42 = add nsw i32 %41, %34
  store i32 %42, i32* %40, align 4, !tbaa !8
  %43 = atomicrmw xchg i32* %29, i32 0 seq_cst, align 4
  %44 = atomicrmw xchg i32* %22, i32 0 seq_cst, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i32)* @bank_transfer, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
