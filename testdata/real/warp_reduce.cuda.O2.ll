; simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota out=int32[6] scan=int32[64]
; simtc:expect out=[496,31,1520,63,0,0]
; simtc:expect scan=[0,1,3,6,10,15,21,28,36,45,55,66,78,91,105,120,136,153,171,190,210,231,253,276,300,325,351,378,406,435,465,496,32,65,99,134,170,207,245,284,324,365,407,450,494,539,585,632,680,729,779,830,882,935,989,1044,1100,1157,1215,1274,1334,1395,1457,1520]
; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.warp_result = type { i32, i32 }

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_reduce(i32* nocapture noundef readonly %0, %struct.warp_result* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nsw i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 16, i32 31)
  %13 = add nsw i32 %12, %11
  %14 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %13, i32 8, i32 31)
  %15 = add nsw i32 %14, %13
  %16 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %15, i32 4, i32 31)
  %17 = add nsw i32 %16, %15
  %18 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %17, i32 2, i32 31)
  %19 = add nsw i32 %18, %17
  %20 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %19, i32 1, i32 31)
  %21 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %22 = icmp sgt i32 %21, %11
  %23 = select i1 %22, i32 %21, i32 %11
  %24 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 8, i32 31)
  %25 = icmp sgt i32 %24, %23
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 4, i32 31)
  %28 = icmp sgt i32 %27, %26
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 2, i32 31)
  %31 = icmp sgt i32 %30, %29
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 1, i32 31)
  %34 = and i32 %7, 31
  %35 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 1, i32 0)
  %36 = icmp eq i32 %34, 0
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add nsw i32 %37, %11
  %39 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 2, i32 0)
  %40 = icmp ult i32 %34, 2
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %38
  %43 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %42, i32 4, i32 0)
  %44 = icmp ult i32 %34, 4
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %42
  %47 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 8, i32 0)
  %48 = icmp ult i32 %34, 8
  %49 = select i1 %48, i32 0, i32 %47
  %50 = add nsw i32 %49, %46
  %51 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 16, i32 0)
  %52 = icmp ult i32 %34, 16
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add nsw i32 %53, %50
  %55 = getelementptr inbounds i32, i32* %2, i64 %9
  store i32 %54, i32* %55, align 4, !tbaa !5
  %56 = icmp eq i32 %34, 0
  br i1 %56, label %57, label %65

57:                                               ; preds = %3
  %58 = icmp sgt i32 %33, %32
  %59 = select i1 %58, i32 %33, i32 %32
  %60 = add nsw i32 %20, %19
  %61 = sdiv i32 %8, 32
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %1, i64 %62, i32 0
  store i32 %60, i32* %63, align 4, !tbaa !9
  %64 = getelementptr inbounds %struct.warp_result, %struct.warp_result* %1, i64 %62, i32 1
  store i32 %59, i32* %64, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %57, %3
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, %struct.warp_result*, i32*)* @warp_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS11warp_result", !6, i64 0, !6, i64 4}
!11 = !{!10, !6, i64 4}
