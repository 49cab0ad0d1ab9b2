target triple = "spir64"

define spir_kernel void @k(i32 addrspace(1)* %p, i32 %n) !dbg !5 {
entry:
  %x = load i32, i32 addrspace(1)* %p, align 4, !dbg !8
  %f = freeze i32 %x, !dbg !8
  store i32 %f, i32 addrspace(1)* %p, align 4, !dbg !8
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 5, scope: !5)
