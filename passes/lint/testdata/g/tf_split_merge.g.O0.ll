; ModuleID = 'tf_split_merge.cl'
source_filename = "tf_split_merge.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @shared_helper(i32 noundef %0) #0 !dbg !8 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !13, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !14
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !16
  store i32 1, i32* %3, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata i32* %4, metadata !17, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  store i32 0, i32* %4, align 4, !dbg !19
  br label %5, !dbg !20

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !21
  %7 = load i32, i32* %2, align 4, !dbg !23
  %8 = srem i32 %7, 5, !dbg !24
  %9 = icmp slt i32 %6, %8, !dbg !25
  br i1 %9, label %10, label %18, !dbg !26

10:                                               ; preds = %5
  %11 = load i32, i32* %3, align 4, !dbg !27
  %12 = mul nsw i32 %11, 3, !dbg !28
  %13 = load i32, i32* %4, align 4, !dbg !29
  %14 = add nsw i32 %12, %13, !dbg !30
  store i32 %14, i32* %3, align 4, !dbg !31
  br label %15, !dbg !32

15:                                               ; preds = %10
  %16 = load i32, i32* %4, align 4, !dbg !33
  %17 = add nsw i32 %16, 1, !dbg !33
  store i32 %17, i32* %4, align 4, !dbg !33
  br label %5, !dbg !34, !llvm.loop !35

18:                                               ; preds = %5
  %19 = load i32, i32* %3, align 4, !dbg !37
  ret i32 %19, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method0(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !41
  %3 = load i32, i32* %2, align 4, !dbg !42
  %4 = add nsw i32 %3, 1, !dbg !43
  ret i32 %4, !dbg !44
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method1(i32 noundef %0) #0 !dbg !45 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  %3 = load i32, i32* %2, align 4, !dbg !48
  %4 = call spir_func i32 @shared_helper(i32 noundef %3) #4, !dbg !49
  %5 = mul nsw i32 %4, 2, !dbg !50
  ret i32 %5, !dbg !51
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method2(i32 noundef %0) #0 !dbg !52 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !54
  %3 = load i32, i32* %2, align 4, !dbg !55
  %4 = add nsw i32 %3, 3, !dbg !56
  %5 = call spir_func i32 @shared_helper(i32 noundef %4) #4, !dbg !57
  %6 = sub nsw i32 %5, 5, !dbg !58
  ret i32 %6, !dbg !59
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @method3(i32 noundef %0) #0 !dbg !60 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !61, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %3 = load i32, i32* %2, align 4, !dbg !63
  %4 = mul nsw i32 %3, 7, !dbg !64
  ret i32 %4, !dbg !65
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_split_merge(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #2 !dbg !66 !kernel_arg_addr_space !72 !kernel_arg_access_qual !73 !kernel_arg_type !74 !kernel_arg_base_type !74 !kernel_arg_type_qual !75 !kernel_arg_name !76 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !77, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !79, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !82
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !83
  %9 = trunc i64 %8 to i32, !dbg !83
  store i32 %9, i32* %5, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %6, metadata !84, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !85
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !86
  %11 = load i32, i32* %5, align 4, !dbg !87
  %12 = sext i32 %11 to i64, !dbg !86
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12, !dbg !86
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !86
  store i32 %14, i32* %6, align 4, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %7, metadata !88, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !89
  %15 = load i32, i32* %5, align 4, !dbg !90
  %16 = srem i32 %15, 4, !dbg !91
  switch i32 %16, label %26 [
    i32 0, label %17
    i32 1, label %20
    i32 2, label %23
  ], !dbg !92

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4, !dbg !93
  %19 = call spir_func i32 @method0(i32 noundef %18) #4, !dbg !95
  store i32 %19, i32* %7, align 4, !dbg !96
  br label %29, !dbg !97

20:                                               ; preds = %2
  %21 = load i32, i32* %6, align 4, !dbg !98
  %22 = call spir_func i32 @method1(i32 noundef %21) #4, !dbg !99
  store i32 %22, i32* %7, align 4, !dbg !100
  br label %29, !dbg !101

23:                                               ; preds = %2
  %24 = load i32, i32* %6, align 4, !dbg !102
  %25 = call spir_func i32 @method2(i32 noundef %24) #4, !dbg !103
  store i32 %25, i32* %7, align 4, !dbg !104
  br label %29, !dbg !105

26:                                               ; preds = %2
  %27 = load i32, i32* %6, align 4, !dbg !106
  %28 = call spir_func i32 @method3(i32 noundef %27) #4, !dbg !107
  store i32 %28, i32* %7, align 4, !dbg !108
  br label %29, !dbg !109

29:                                               ; preds = %26, %23, %20, %17
  %30 = load i32, i32* %7, align 4, !dbg !110
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !111
  %32 = load i32, i32* %5, align 4, !dbg !112
  %33 = sext i32 %32 to i64, !dbg !111
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %33, !dbg !111
  store i32 %30, i32 addrspace(1)* %34, align 4, !dbg !113
  ret void, !dbg !114
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent }
attributes #5 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tf_split_merge.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f6d2e93e416866250b2fd11b013d1596")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "shared_helper", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 15, type: !11)
!14 = !DILocation(line: 15, column: 23, scope: !8)
!15 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 17, type: !11)
!16 = !DILocation(line: 17, column: 9, scope: !8)
!17 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 18, type: !11)
!18 = distinct !DILexicalBlock(scope: !8, file: !1, line: 18, column: 5)
!19 = !DILocation(line: 18, column: 14, scope: !18)
!20 = !DILocation(line: 18, column: 10, scope: !18)
!21 = !DILocation(line: 18, column: 21, scope: !22)
!22 = distinct !DILexicalBlock(scope: !18, file: !1, line: 18, column: 5)
!23 = !DILocation(line: 18, column: 25, scope: !22)
!24 = !DILocation(line: 18, column: 27, scope: !22)
!25 = !DILocation(line: 18, column: 23, scope: !22)
!26 = !DILocation(line: 18, column: 5, scope: !18)
!27 = !DILocation(line: 19, column: 13, scope: !22)
!28 = !DILocation(line: 19, column: 15, scope: !22)
!29 = !DILocation(line: 19, column: 21, scope: !22)
!30 = !DILocation(line: 19, column: 19, scope: !22)
!31 = !DILocation(line: 19, column: 11, scope: !22)
!32 = !DILocation(line: 19, column: 9, scope: !22)
!33 = !DILocation(line: 18, column: 33, scope: !22)
!34 = !DILocation(line: 18, column: 5, scope: !22)
!35 = distinct !{!35, !26, !36}
!36 = !DILocation(line: 19, column: 21, scope: !18)
!37 = !DILocation(line: 20, column: 12, scope: !8)
!38 = !DILocation(line: 20, column: 5, scope: !8)
!39 = distinct !DISubprogram(name: "method0", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!40 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !1, line: 23, type: !11)
!41 = !DILocation(line: 23, column: 17, scope: !39)
!42 = !DILocation(line: 23, column: 29, scope: !39)
!43 = !DILocation(line: 23, column: 31, scope: !39)
!44 = !DILocation(line: 23, column: 22, scope: !39)
!45 = distinct !DISubprogram(name: "method1", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!46 = !DILocalVariable(name: "x", arg: 1, scope: !45, file: !1, line: 25, type: !11)
!47 = !DILocation(line: 25, column: 17, scope: !45)
!48 = !DILocation(line: 25, column: 43, scope: !45)
!49 = !DILocation(line: 25, column: 29, scope: !45)
!50 = !DILocation(line: 25, column: 46, scope: !45)
!51 = !DILocation(line: 25, column: 22, scope: !45)
!52 = distinct !DISubprogram(name: "method2", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!53 = !DILocalVariable(name: "x", arg: 1, scope: !52, file: !1, line: 27, type: !11)
!54 = !DILocation(line: 27, column: 17, scope: !52)
!55 = !DILocation(line: 27, column: 43, scope: !52)
!56 = !DILocation(line: 27, column: 45, scope: !52)
!57 = !DILocation(line: 27, column: 29, scope: !52)
!58 = !DILocation(line: 27, column: 50, scope: !52)
!59 = !DILocation(line: 27, column: 22, scope: !52)
!60 = distinct !DISubprogram(name: "method3", scope: !1, file: !1, line: 29, type: !9, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!61 = !DILocalVariable(name: "x", arg: 1, scope: !60, file: !1, line: 29, type: !11)
!62 = !DILocation(line: 29, column: 17, scope: !60)
!63 = !DILocation(line: 29, column: 29, scope: !60)
!64 = !DILocation(line: 29, column: 31, scope: !60)
!65 = !DILocation(line: 29, column: 22, scope: !60)
!66 = distinct !DISubprogram(name: "tf_split_merge", scope: !1, file: !1, line: 31, type: !67, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!67 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !68)
!68 = !{null, !69, !71}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64, dwarfAddressSpace: 1)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!72 = !{i32 1, i32 1}
!73 = !{!"none", !"none"}
!74 = !{!"int*", !"int*"}
!75 = !{!"const", !""}
!76 = !{!"in", !"out"}
!77 = !DILocalVariable(name: "in", arg: 1, scope: !66, file: !1, line: 31, type: !69)
!78 = !DILocation(line: 31, column: 46, scope: !66)
!79 = !DILocalVariable(name: "out", arg: 2, scope: !66, file: !1, line: 31, type: !71)
!80 = !DILocation(line: 31, column: 62, scope: !66)
!81 = !DILocalVariable(name: "id", scope: !66, file: !1, line: 33, type: !11)
!82 = !DILocation(line: 33, column: 9, scope: !66)
!83 = !DILocation(line: 33, column: 14, scope: !66)
!84 = !DILocalVariable(name: "x", scope: !66, file: !1, line: 34, type: !11)
!85 = !DILocation(line: 34, column: 9, scope: !66)
!86 = !DILocation(line: 34, column: 13, scope: !66)
!87 = !DILocation(line: 34, column: 16, scope: !66)
!88 = !DILocalVariable(name: "r", scope: !66, file: !1, line: 35, type: !11)
!89 = !DILocation(line: 35, column: 9, scope: !66)
!90 = !DILocation(line: 36, column: 13, scope: !66)
!91 = !DILocation(line: 36, column: 16, scope: !66)
!92 = !DILocation(line: 36, column: 5, scope: !66)
!93 = !DILocation(line: 38, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !66, file: !1, line: 36, column: 21)
!95 = !DILocation(line: 38, column: 13, scope: !94)
!96 = !DILocation(line: 38, column: 11, scope: !94)
!97 = !DILocation(line: 39, column: 9, scope: !94)
!98 = !DILocation(line: 41, column: 21, scope: !94)
!99 = !DILocation(line: 41, column: 13, scope: !94)
!100 = !DILocation(line: 41, column: 11, scope: !94)
!101 = !DILocation(line: 42, column: 9, scope: !94)
!102 = !DILocation(line: 44, column: 21, scope: !94)
!103 = !DILocation(line: 44, column: 13, scope: !94)
!104 = !DILocation(line: 44, column: 11, scope: !94)
!105 = !DILocation(line: 45, column: 9, scope: !94)
!106 = !DILocation(line: 47, column: 21, scope: !94)
!107 = !DILocation(line: 47, column: 13, scope: !94)
!108 = !DILocation(line: 47, column: 11, scope: !94)
!109 = !DILocation(line: 48, column: 9, scope: !94)
!110 = !DILocation(line: 50, column: 15, scope: !66)
!111 = !DILocation(line: 50, column: 5, scope: !66)
!112 = !DILocation(line: 50, column: 9, scope: !66)
!113 = !DILocation(line: 50, column: 13, scope: !66)
!114 = !DILocation(line: 51, column: 1, scope: !66)
