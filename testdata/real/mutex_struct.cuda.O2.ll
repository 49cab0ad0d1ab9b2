; simtc:launch grid=1 block=64 warp=32 out=int32[2]
; simtc:expect out=[64,2016]
; ModuleID = 'mutex_struct.cu'
source_filename = "mutex_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.mutex = type { i32, i32, i32, i32 }

@g_mutex = dso_local addrspace(1) externally_initialized global %struct.mutex zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (%struct.mutex addrspace(1)* @g_mutex to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8criticalP5mutexi(%struct.mutex* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.mutex, %struct.mutex* %0, i64 0, i32 1
  store i32 %1, i32* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds %struct.mutex, %struct.mutex* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.mutex, %struct.mutex* %0, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !11
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %7, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mutex_struct(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %4

4:                                                ; preds = %4, %1
  %5 = cmpxchg i32* getelementptr (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 0), i32 0, i32 1 seq_cst seq_cst, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %7, label %4

7:                                                ; preds = %4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul nsw i32 %8, %2
  %10 = add nsw i32 %9, %3
  store i32 %10, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 1), align 4, !tbaa !5
  %11 = load i32, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 2), align 4, !tbaa !10
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 2), align 4, !tbaa !10
  %13 = load i32, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 3), align 4, !tbaa !11
  %14 = add nsw i32 %13, %10
  store i32 %14, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 3), align 4, !tbaa !11
  tail call void @llvm.nvvm.membar.gl()
  %15 = atomicrmw xchg i32* getelementptr (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 0), i32 0 seq_cst, align 4
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp eq i32 %10, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %7
  tail call void @llvm.nvvm.membar.gl()
  %18 = load i32, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 2), align 4, !tbaa.struct !12
  %19 = load i32, i32* getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i64 0, i32 3), align 4, !tbaa.struct !14
  store i32 %18, i32* %0, align 4, !tbaa !13
  %20 = getelementptr inbounds i32, i32* %0, i64 1
  store i32 %19, i32* %20, align 4, !tbaa !13
  br label %21

21:                                               ; preds = %17, %7
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @mutex_struct, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS5mutex", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 12}
!12 = !{i64 0, i64 4, !13, i64 4, i64 4, !13}
!13 = !{!7, !7, i64 0}
!14 = !{i64 0, i64 4, !13}
