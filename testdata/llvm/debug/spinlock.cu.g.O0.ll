; simtc:launch grid=2 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[128]
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'spinlock.cu'
source_filename = "spinlock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @spinlock(i32* noundef %0, i32* noundef %1) #0 !dbg !9 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !17, metadata !DIExpression()), !dbg !18
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !19, metadata !DIExpression()), !dbg !20
  br label %5, !dbg !21

5:                                                ; preds = %9, %2
  %6 = load i32*, i32** %3, align 8, !dbg !22
  %7 = call noundef i32 @_ZL9atomicCASPViii(i32* noundef %6, i32 noundef 0, i32 noundef 1) #3, !dbg !23
  %8 = icmp ne i32 %7, 0, !dbg !24
  br i1 %8, label %9, label %10, !dbg !21

9:                                                ; preds = %5
  br label %5, !dbg !21, !llvm.loop !25

10:                                               ; preds = %5
  %11 = load i32*, i32** %4, align 8, !dbg !28
  %12 = load i32, i32* %11, align 4, !dbg !29
  %13 = add nsw i32 %12, 1, !dbg !30
  %14 = load i32*, i32** %4, align 8, !dbg !31
  store i32 %13, i32* %14, align 4, !dbg !32
  %15 = load i32*, i32** %3, align 8, !dbg !33
  %16 = call noundef i32 @_ZL10atomicExchPVii(i32* noundef %15, i32 noundef 0) #3, !dbg !34
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL9atomicCASPViii(i32* noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !36 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !44, metadata !DIExpression()), !dbg !45
  %7 = load i32*, i32** %4, align 8, !dbg !46
  %8 = load i32, i32* %5, align 4, !dbg !47
  %9 = load i32, i32* %6, align 4, !dbg !48
  %10 = cmpxchg i32* %7, i32 %8, i32 %9 seq_cst seq_cst, align 4, !dbg !49
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !49
  ret i32 %11, !dbg !50
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL10atomicExchPVii(i32* noundef %0, i32 noundef %1) #2 !dbg !51 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !56, metadata !DIExpression()), !dbg !57
  %5 = load i32*, i32** %3, align 8, !dbg !58
  %6 = load i32, i32* %4, align 4, !dbg !59
  %7 = atomicrmw xchg i32* %5, i32 %6 seq_cst, align 4, !dbg !60
  ret i32 %7, !dbg !61
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock.cu", directory: ".")
!2 = !{void (i32*, i32*)* @spinlock, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "spinlock", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !15}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!16 = !{}
!17 = !DILocalVariable(name: "lock", arg: 1, scope: !9, file: !1, line: 9, type: !12)
!18 = !DILocation(line: 9, column: 51, scope: !9)
!19 = !DILocalVariable(name: "counter", arg: 2, scope: !9, file: !1, line: 9, type: !15)
!20 = !DILocation(line: 9, column: 62, scope: !9)
!21 = !DILocation(line: 11, column: 5, scope: !9)
!22 = !DILocation(line: 11, column: 22, scope: !9)
!23 = !DILocation(line: 11, column: 12, scope: !9)
!24 = !DILocation(line: 11, column: 34, scope: !9)
!25 = distinct !{!25, !21, !26, !27}
!26 = !DILocation(line: 12, column: 5, scope: !9)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 14, column: 17, scope: !9)
!29 = !DILocation(line: 14, column: 16, scope: !9)
!30 = !DILocation(line: 14, column: 25, scope: !9)
!31 = !DILocation(line: 14, column: 6, scope: !9)
!32 = !DILocation(line: 14, column: 14, scope: !9)
!33 = !DILocation(line: 15, column: 16, scope: !9)
!34 = !DILocation(line: 15, column: 5, scope: !9)
!35 = !DILocation(line: 16, column: 1, scope: !9)
!36 = distinct !DISubprogram(name: "atomicCAS", linkageName: "_ZL9atomicCASPViii", scope: !37, file: !37, line: 17, type: !38, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!37 = !DIFile(filename: "./cuda_prelude.h", directory: ".")
!38 = !DISubroutineType(types: !39)
!39 = !{!14, !12, !14, !14}
!40 = !DILocalVariable(name: "p", arg: 1, scope: !36, file: !37, line: 17, type: !12)
!41 = !DILocation(line: 17, column: 47, scope: !36)
!42 = !DILocalVariable(name: "cmp", arg: 2, scope: !36, file: !37, line: 17, type: !14)
!43 = !DILocation(line: 17, column: 54, scope: !36)
!44 = !DILocalVariable(name: "val", arg: 3, scope: !36, file: !37, line: 17, type: !14)
!45 = !DILocation(line: 17, column: 63, scope: !36)
!46 = !DILocation(line: 17, column: 99, scope: !36)
!47 = !DILocation(line: 17, column: 102, scope: !36)
!48 = !DILocation(line: 17, column: 107, scope: !36)
!49 = !DILocation(line: 17, column: 77, scope: !36)
!50 = !DILocation(line: 17, column: 70, scope: !36)
!51 = distinct !DISubprogram(name: "atomicExch", linkageName: "_ZL10atomicExchPVii", scope: !37, file: !37, line: 18, type: !52, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!52 = !DISubroutineType(types: !53)
!53 = !{!14, !12, !14}
!54 = !DILocalVariable(name: "p", arg: 1, scope: !51, file: !37, line: 18, type: !12)
!55 = !DILocation(line: 18, column: 48, scope: !51)
!56 = !DILocalVariable(name: "val", arg: 2, scope: !51, file: !37, line: 18, type: !14)
!57 = !DILocation(line: 18, column: 55, scope: !51)
!58 = !DILocation(line: 18, column: 92, scope: !51)
!59 = !DILocation(line: 18, column: 95, scope: !51)
!60 = !DILocation(line: 18, column: 69, scope: !51)
!61 = !DILocation(line: 18, column: 62, scope: !51)
