; ModuleID = 'tf_exc_call.cl'
source_filename = "tf_exc_call.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @scale(i32 noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !13, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !14
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %6, metadata !17, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %8 = load i32, i32* %4, align 4, !dbg !19
  store i32 %8, i32* %6, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata i32* %7, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 0, i32* %7, align 4, !dbg !22
  br label %9, !dbg !23

9:                                                ; preds = %21, %2
  %10 = load i32, i32* %7, align 4, !dbg !24
  %11 = icmp slt i32 %10, 3, !dbg !26
  br i1 %11, label %12, label %24, !dbg !27

12:                                               ; preds = %9
  %13 = load i32, i32* %6, align 4, !dbg !28
  %14 = mul nsw i32 %13, 2, !dbg !30
  %15 = add nsw i32 %14, 1, !dbg !31
  store i32 %15, i32* %6, align 4, !dbg !32
  %16 = load i32, i32* %6, align 4, !dbg !33
  %17 = load i32, i32* %5, align 4, !dbg !35
  %18 = icmp sgt i32 %16, %17, !dbg !36
  br i1 %18, label %19, label %20, !dbg !37

19:                                               ; preds = %12
  store i32 -1, i32* %3, align 4, !dbg !38
  br label %26, !dbg !38

20:                                               ; preds = %12
  br label %21, !dbg !39

21:                                               ; preds = %20
  %22 = load i32, i32* %7, align 4, !dbg !40
  %23 = add nsw i32 %22, 1, !dbg !40
  store i32 %23, i32* %7, align 4, !dbg !40
  br label %9, !dbg !41, !llvm.loop !42

24:                                               ; preds = %9
  %25 = load i32, i32* %6, align 4, !dbg !44
  store i32 %25, i32* %3, align 4, !dbg !45
  br label %26, !dbg !45

26:                                               ; preds = %24, %19
  %27 = load i32, i32* %3, align 4, !dbg !46
  ret i32 %27, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @transform(i32 noundef %0, i32 noundef %1) #0 !dbg !47 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !48, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !49
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %6, metadata !52, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !53
  %7 = load i32, i32* %4, align 4, !dbg !54
  %8 = add nsw i32 %7, 1, !dbg !55
  %9 = load i32, i32* %5, align 4, !dbg !56
  %10 = call spir_func i32 @scale(i32 noundef %8, i32 noundef %9) #5, !dbg !57
  store i32 %10, i32* %6, align 4, !dbg !53
  %11 = load i32, i32* %6, align 4, !dbg !58
  %12 = icmp eq i32 %11, -1, !dbg !60
  br i1 %12, label %13, label %14, !dbg !61

13:                                               ; preds = %2
  store i32 -1, i32* %3, align 4, !dbg !62
  br label %18, !dbg !62

14:                                               ; preds = %2
  %15 = load i32, i32* %6, align 4, !dbg !63
  %16 = load i32, i32* %4, align 4, !dbg !64
  %17 = sub nsw i32 %15, %16, !dbg !65
  store i32 %17, i32* %3, align 4, !dbg !66
  br label %18, !dbg !66

18:                                               ; preds = %14, %13
  %19 = load i32, i32* %3, align 4, !dbg !67
  ret i32 %19, !dbg !67
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_exc_call(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3) #2 !dbg !68 !kernel_arg_addr_space !74 !kernel_arg_access_qual !75 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 !kernel_arg_name !78 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !79, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !80
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !81, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !82
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !83, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !84
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !85, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !86
  call void @llvm.dbg.declare(metadata i32* %9, metadata !87, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !88
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !89
  %13 = trunc i64 %12 to i32, !dbg !89
  store i32 %13, i32* %9, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %10, metadata !90, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !91
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !92
  %15 = load i32, i32* %9, align 4, !dbg !93
  %16 = sext i32 %15 to i64, !dbg !92
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %14, i64 %16, !dbg !92
  %18 = load i32, i32 addrspace(1)* %17, align 4, !dbg !92
  store i32 %18, i32* %10, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %11, metadata !94, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !95
  %19 = load i32, i32* %9, align 4, !dbg !96
  %20 = srem i32 %19, 2, !dbg !98
  %21 = icmp eq i32 %20, 0, !dbg !99
  br i1 %21, label %22, label %32, !dbg !100

22:                                               ; preds = %4
  %23 = load i32, i32* %10, align 4, !dbg !101
  %24 = load i32, i32* %8, align 4, !dbg !103
  %25 = call spir_func i32 @transform(i32 noundef %23, i32 noundef %24) #5, !dbg !104
  store i32 %25, i32* %11, align 4, !dbg !105
  %26 = load i32, i32* %11, align 4, !dbg !106
  %27 = icmp eq i32 %26, -1, !dbg !108
  br i1 %27, label %28, label %29, !dbg !109

28:                                               ; preds = %22
  br label %41, !dbg !110

29:                                               ; preds = %22
  %30 = load i32, i32* %11, align 4, !dbg !111
  %31 = mul nsw i32 %30, 2, !dbg !112
  store i32 %31, i32* %11, align 4, !dbg !113
  br label %35, !dbg !114

32:                                               ; preds = %4
  %33 = load i32, i32* %10, align 4, !dbg !115
  %34 = mul nsw i32 %33, 2, !dbg !117
  store i32 %34, i32* %11, align 4, !dbg !118
  br label %35

35:                                               ; preds = %32, %29
  %36 = load i32, i32* %11, align 4, !dbg !119
  %37 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !120
  %38 = load i32, i32* %9, align 4, !dbg !121
  %39 = sext i32 %38 to i64, !dbg !120
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %37, i64 %39, !dbg !120
  store i32 %36, i32 addrspace(1)* %40, align 4, !dbg !122
  br label %48, !dbg !123

41:                                               ; preds = %28
  call void @llvm.dbg.label(metadata !124), !dbg !125
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !126
  %43 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %42) #5, !dbg !127
  %44 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !128
  %45 = load i32, i32* %9, align 4, !dbg !129
  %46 = sext i32 %45 to i64, !dbg !128
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %44, i64 %46, !dbg !128
  store i32 -1, i32 addrspace(1)* %47, align 4, !dbg !130
  br label %48, !dbg !131

48:                                               ; preds = %41, %35
  ret void, !dbg !131
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent }
attributes #6 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tf_exc_call.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e81a581d042ae38e07b3ea734af29ea3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 21, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 21, type: !11)
!14 = !DILocation(line: 21, column: 15, scope: !8)
!15 = !DILocalVariable(name: "limit", arg: 2, scope: !8, file: !1, line: 21, type: !11)
!16 = !DILocation(line: 21, column: 22, scope: !8)
!17 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 23, type: !11)
!18 = !DILocation(line: 23, column: 9, scope: !8)
!19 = !DILocation(line: 23, column: 13, scope: !8)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 24, type: !11)
!21 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 5)
!22 = !DILocation(line: 24, column: 14, scope: !21)
!23 = !DILocation(line: 24, column: 10, scope: !21)
!24 = !DILocation(line: 24, column: 21, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 24, column: 5)
!26 = !DILocation(line: 24, column: 23, scope: !25)
!27 = !DILocation(line: 24, column: 5, scope: !21)
!28 = !DILocation(line: 25, column: 13, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 24, column: 33)
!30 = !DILocation(line: 25, column: 15, scope: !29)
!31 = !DILocation(line: 25, column: 19, scope: !29)
!32 = !DILocation(line: 25, column: 11, scope: !29)
!33 = !DILocation(line: 26, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !29, file: !1, line: 26, column: 13)
!35 = !DILocation(line: 26, column: 17, scope: !34)
!36 = !DILocation(line: 26, column: 15, scope: !34)
!37 = !DILocation(line: 26, column: 13, scope: !29)
!38 = !DILocation(line: 27, column: 13, scope: !34)
!39 = !DILocation(line: 28, column: 5, scope: !29)
!40 = !DILocation(line: 24, column: 29, scope: !25)
!41 = !DILocation(line: 24, column: 5, scope: !25)
!42 = distinct !{!42, !27, !43}
!43 = !DILocation(line: 28, column: 5, scope: !21)
!44 = !DILocation(line: 29, column: 12, scope: !8)
!45 = !DILocation(line: 29, column: 5, scope: !8)
!46 = !DILocation(line: 30, column: 1, scope: !8)
!47 = distinct !DISubprogram(name: "transform", scope: !1, file: !1, line: 32, type: !9, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!48 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !1, line: 32, type: !11)
!49 = !DILocation(line: 32, column: 19, scope: !47)
!50 = !DILocalVariable(name: "limit", arg: 2, scope: !47, file: !1, line: 32, type: !11)
!51 = !DILocation(line: 32, column: 26, scope: !47)
!52 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 34, type: !11)
!53 = !DILocation(line: 34, column: 9, scope: !47)
!54 = !DILocation(line: 34, column: 19, scope: !47)
!55 = !DILocation(line: 34, column: 21, scope: !47)
!56 = !DILocation(line: 34, column: 26, scope: !47)
!57 = !DILocation(line: 34, column: 13, scope: !47)
!58 = !DILocation(line: 35, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !47, file: !1, line: 35, column: 9)
!60 = !DILocation(line: 35, column: 11, scope: !59)
!61 = !DILocation(line: 35, column: 9, scope: !47)
!62 = !DILocation(line: 36, column: 9, scope: !59)
!63 = !DILocation(line: 37, column: 12, scope: !47)
!64 = !DILocation(line: 37, column: 16, scope: !47)
!65 = !DILocation(line: 37, column: 14, scope: !47)
!66 = !DILocation(line: 37, column: 5, scope: !47)
!67 = !DILocation(line: 38, column: 1, scope: !47)
!68 = distinct !DISubprogram(name: "tf_exc_call", scope: !1, file: !1, line: 40, type: !69, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!69 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !70)
!70 = !{null, !71, !73, !73, !11}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, dwarfAddressSpace: 1)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!74 = !{i32 1, i32 1, i32 1, i32 0}
!75 = !{!"none", !"none", !"none", !"none"}
!76 = !{!"int*", !"int*", !"int*", !"int"}
!77 = !{!"const", !"", !"", !""}
!78 = !{!"in", !"out", !"errors", !"limit"}
!79 = !DILocalVariable(name: "in", arg: 1, scope: !68, file: !1, line: 40, type: !71)
!80 = !DILocation(line: 40, column: 43, scope: !68)
!81 = !DILocalVariable(name: "out", arg: 2, scope: !68, file: !1, line: 40, type: !73)
!82 = !DILocation(line: 40, column: 59, scope: !68)
!83 = !DILocalVariable(name: "errors", arg: 3, scope: !68, file: !1, line: 40, type: !73)
!84 = !DILocation(line: 40, column: 76, scope: !68)
!85 = !DILocalVariable(name: "limit", arg: 4, scope: !68, file: !1, line: 40, type: !11)
!86 = !DILocation(line: 40, column: 88, scope: !68)
!87 = !DILocalVariable(name: "id", scope: !68, file: !1, line: 42, type: !11)
!88 = !DILocation(line: 42, column: 9, scope: !68)
!89 = !DILocation(line: 42, column: 14, scope: !68)
!90 = !DILocalVariable(name: "x", scope: !68, file: !1, line: 43, type: !11)
!91 = !DILocation(line: 43, column: 9, scope: !68)
!92 = !DILocation(line: 43, column: 13, scope: !68)
!93 = !DILocation(line: 43, column: 16, scope: !68)
!94 = !DILocalVariable(name: "r", scope: !68, file: !1, line: 44, type: !11)
!95 = !DILocation(line: 44, column: 9, scope: !68)
!96 = !DILocation(line: 46, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !68, file: !1, line: 46, column: 9)
!98 = !DILocation(line: 46, column: 12, scope: !97)
!99 = !DILocation(line: 46, column: 16, scope: !97)
!100 = !DILocation(line: 46, column: 9, scope: !68)
!101 = !DILocation(line: 47, column: 23, scope: !102)
!102 = distinct !DILexicalBlock(scope: !97, file: !1, line: 46, column: 22)
!103 = !DILocation(line: 47, column: 26, scope: !102)
!104 = !DILocation(line: 47, column: 13, scope: !102)
!105 = !DILocation(line: 47, column: 11, scope: !102)
!106 = !DILocation(line: 48, column: 13, scope: !107)
!107 = distinct !DILexicalBlock(scope: !102, file: !1, line: 48, column: 13)
!108 = !DILocation(line: 48, column: 15, scope: !107)
!109 = !DILocation(line: 48, column: 13, scope: !102)
!110 = !DILocation(line: 49, column: 13, scope: !107)
!111 = !DILocation(line: 50, column: 13, scope: !102)
!112 = !DILocation(line: 50, column: 15, scope: !102)
!113 = !DILocation(line: 50, column: 11, scope: !102)
!114 = !DILocation(line: 51, column: 5, scope: !102)
!115 = !DILocation(line: 52, column: 13, scope: !116)
!116 = distinct !DILexicalBlock(scope: !97, file: !1, line: 51, column: 12)
!117 = !DILocation(line: 52, column: 15, scope: !116)
!118 = !DILocation(line: 52, column: 11, scope: !116)
!119 = !DILocation(line: 54, column: 15, scope: !68)
!120 = !DILocation(line: 54, column: 5, scope: !68)
!121 = !DILocation(line: 54, column: 9, scope: !68)
!122 = !DILocation(line: 54, column: 13, scope: !68)
!123 = !DILocation(line: 55, column: 5, scope: !68)
!124 = !DILabel(scope: !68, name: "handler", file: !1, line: 57)
!125 = !DILocation(line: 57, column: 1, scope: !68)
!126 = !DILocation(line: 58, column: 16, scope: !68)
!127 = !DILocation(line: 58, column: 5, scope: !68)
!128 = !DILocation(line: 59, column: 5, scope: !68)
!129 = !DILocation(line: 59, column: 9, scope: !68)
!130 = !DILocation(line: 59, column: 13, scope: !68)
!131 = !DILocation(line: 61, column: 1, scope: !68)
