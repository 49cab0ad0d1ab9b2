; simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[128]
; ModuleID = 'spinlock.cu'
source_filename = "spinlock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @spinlock(i32* nocapture noundef %0, i32* nocapture noundef %1) local_unnamed_addr #0 !dbg !9 {
  br label %3, !dbg !12

3:                                                ; preds = %3, %2
  %4 = cmpxchg i32* %0, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !13
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !17
  br i1 %5, label %6, label %3, !dbg !12, !llvm.loop !18

6:                                                ; preds = %3
  %7 = load i32, i32* %1, align 4, !dbg !21, !tbaa !22
  %8 = add nsw i32 %7, 1, !dbg !26
  store i32 %8, i32* %1, align 4, !dbg !27, !tbaa !22
  %9 = atomicrmw xchg i32* %0, i32 0 seq_cst, align 4, !dbg !28
  ret void, !dbg !31
}

attributes #0 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock.cu", directory: ".")
!2 = !{void (i32*, i32*)* @spinlock, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "spinlock", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 5, scope: !9)
!13 = !DILocation(line: 17, column: 77, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "atomicCAS", scope: !15, file: !15, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!15 = !DIFile(filename: "./cuda_prelude.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 12, scope: !9)
!17 = !DILocation(line: 11, column: 34, scope: !9)
!18 = distinct !{!18, !12, !19, !20}
!19 = !DILocation(line: 12, column: 5, scope: !9)
!20 = !{!"llvm.loop.mustprogress"}
!21 = !DILocation(line: 14, column: 16, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 14, column: 25, scope: !9)
!27 = !DILocation(line: 14, column: 14, scope: !9)
!28 = !DILocation(line: 18, column: 69, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "atomicExch", scope: !15, file: !15, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!30 = distinct !DILocation(line: 15, column: 5, scope: !9)
!31 = !DILocation(line: 16, column: 1, scope: !9)
