; simtc:launch grid=1 block=32,2 in=int32[64]:iota out=int32[64]
; simtc:expect out=[102,400,104,404,106,408,108,412,110,416,112,420,114,424,116,428,118,432,120,436,122,440,124,444,126,448,128,452,130,456,132,460,134,464,136,468,138,472,140,476,142,480,144,484,146,488,148,492,150,496,152,500,154,504,156,508,158,512,160,516,162,520,164,524]
; simtc:expect status=ok mech=its,mimd
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'syncwarp_sites.cu'
source_filename = "syncwarp_sites.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14syncwarp_sitesE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @syncwarp_sites(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nsw i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %5, %6
  %8 = and i32 %6, 1
  %9 = icmp eq i32 %8, 0
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  br i1 %9, label %23, label %13

13:                                               ; preds = %2
  %14 = add nsw i32 %12, 100
  %15 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ14syncwarp_sitesE1s, i64 0, i64 %10
  %16 = addrspacecast i32 addrspace(3)* %15 to i32*
  store i32 %14, i32* %16, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %17 = xor i32 %7, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ14syncwarp_sitesE1s, i64 0, i64 %18
  %20 = addrspacecast i32 addrspace(3)* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = shl nsw i32 %21, 1
  br label %33

23:                                               ; preds = %2
  %24 = add nsw i32 %12, 200
  %25 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ14syncwarp_sitesE1s, i64 0, i64 %10
  %26 = addrspacecast i32 addrspace(3)* %25 to i32*
  store i32 %24, i32* %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %27 = xor i32 %7, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ14syncwarp_sitesE1s, i64 0, i64 %28
  %30 = addrspacecast i32 addrspace(3)* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  br label %33

33:                                               ; preds = %23, %13
  %34 = phi i32 [ %32, %23 ], [ %22, %13 ]
  %35 = getelementptr inbounds i32, i32* %1, i64 %10
  store i32 %34, i32* %35, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @syncwarp_sites, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
