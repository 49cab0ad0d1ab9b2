; ModuleID = 'readonly_bound.cl'
source_filename = "readonly_bound.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @readonly_bound(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %8, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !31
  %12 = trunc i64 %11 to i32, !dbg !31
  store i32 %12, i32* %9, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %10, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  store i32 0, i32* %10, align 4, !dbg !34
  br label %13, !dbg !35

13:                                               ; preds = %27, %4
  %14 = load i32, i32* %10, align 4, !dbg !36
  %15 = icmp slt i32 %14, 2, !dbg !38
  br i1 %15, label %16, label %30, !dbg !39

16:                                               ; preds = %13
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !40
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !41
  %19 = load i32, i32* %9, align 4, !dbg !42
  %20 = call spir_func i32 @scan_row(i32 addrspace(1)* noundef %17, i32 addrspace(1)* noundef %18, i32 noundef %19) #6, !dbg !43
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !44
  %22 = load i32, i32* %9, align 4, !dbg !45
  %23 = sext i32 %22 to i64, !dbg !44
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %21, i64 %23, !dbg !44
  %25 = load i32, i32 addrspace(1)* %24, align 4, !dbg !46
  %26 = add nsw i32 %25, %20, !dbg !46
  store i32 %26, i32 addrspace(1)* %24, align 4, !dbg !46
  br label %27, !dbg !44

27:                                               ; preds = %16
  %28 = load i32, i32* %10, align 4, !dbg !47
  %29 = add nsw i32 %28, 1, !dbg !47
  store i32 %29, i32* %10, align 4, !dbg !47
  br label %13, !dbg !48, !llvm.loop !49

30:                                               ; preds = %13
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8, !dbg !51
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !52
  %33 = load i32, i32* %9, align 4, !dbg !53
  %34 = sext i32 %33 to i64, !dbg !52
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %34, !dbg !52
  %36 = load i32, i32 addrspace(1)* %35, align 4, !dbg !52
  %37 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %31, i32 noundef %36) #6, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @scan_row(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #3 !dbg !56 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !59, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !60
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !61, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !63, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !64
  call void @llvm.dbg.declare(metadata i32* %7, metadata !65, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  store i32 0, i32* %7, align 4, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %8, metadata !67, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !69
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !70
  %10 = load i32, i32* %6, align 4, !dbg !71
  %11 = sext i32 %10 to i64, !dbg !70
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %11, !dbg !70
  %13 = load i32, i32 addrspace(1)* %12, align 4, !dbg !70
  store i32 %13, i32* %8, align 4, !dbg !69
  br label %14, !dbg !72

14:                                               ; preds = %37, %3
  %15 = load i32, i32* %8, align 4, !dbg !73
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !75
  %17 = load i32, i32* %6, align 4, !dbg !76
  %18 = add nsw i32 %17, 1, !dbg !77
  %19 = sext i32 %18 to i64, !dbg !75
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %19, !dbg !75
  %21 = load i32, i32 addrspace(1)* %20, align 4, !dbg !75
  %22 = icmp slt i32 %15, %21, !dbg !78
  br i1 %22, label %23, label %40, !dbg !79

23:                                               ; preds = %14
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !80
  %25 = load i32, i32* %8, align 4, !dbg !82
  %26 = sext i32 %25 to i64, !dbg !80
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %26, !dbg !80
  %28 = load i32, i32 addrspace(1)* %27, align 4, !dbg !80
  %29 = add nsw i32 %28, 1, !dbg !83
  %30 = load i32, i32* %7, align 4, !dbg !84
  %31 = add nsw i32 %30, %29, !dbg !84
  store i32 %31, i32* %7, align 4, !dbg !84
  %32 = load i32, i32* %7, align 4, !dbg !85
  %33 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !86
  %34 = load i32, i32* %8, align 4, !dbg !87
  %35 = sext i32 %34 to i64, !dbg !86
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %33, i64 %35, !dbg !86
  store i32 %32, i32 addrspace(1)* %36, align 4, !dbg !88
  br label %37, !dbg !89

37:                                               ; preds = %23
  %38 = load i32, i32* %8, align 4, !dbg !90
  %39 = add nsw i32 %38, 1, !dbg !90
  store i32 %39, i32* %8, align 4, !dbg !90
  br label %14, !dbg !91, !llvm.loop !92

40:                                               ; preds = %14
  %41 = load i32, i32* %7, align 4, !dbg !94
  ret i32 %41, !dbg !95
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "readonly_bound.cl", directory: ".", checksumkind: CSK_MD5, checksum: "cd722a0f24587f4d7b2b1be388c541d2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "readonly_bound", scope: !1, file: !1, line: 25, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !14, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*", !"int*"}
!19 = !{!"const", !"", !"", !""}
!20 = !{!"rows", !"cols", !"out", !"total"}
!21 = !DILocalVariable(name: "rows", arg: 1, scope: !8, file: !1, line: 25, type: !11)
!22 = !DILocation(line: 25, column: 46, scope: !8)
!23 = !DILocalVariable(name: "cols", arg: 2, scope: !8, file: !1, line: 25, type: !14)
!24 = !DILocation(line: 25, column: 64, scope: !8)
!25 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 25, type: !14)
!26 = !DILocation(line: 25, column: 82, scope: !8)
!27 = !DILocalVariable(name: "total", arg: 4, scope: !8, file: !1, line: 25, type: !14)
!28 = !DILocation(line: 25, column: 99, scope: !8)
!29 = !DILocalVariable(name: "g", scope: !8, file: !1, line: 27, type: !13)
!30 = !DILocation(line: 27, column: 9, scope: !8)
!31 = !DILocation(line: 27, column: 13, scope: !8)
!32 = !DILocalVariable(name: "r", scope: !33, file: !1, line: 28, type: !13)
!33 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 5)
!34 = !DILocation(line: 28, column: 14, scope: !33)
!35 = !DILocation(line: 28, column: 10, scope: !33)
!36 = !DILocation(line: 28, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 28, column: 5)
!38 = !DILocation(line: 28, column: 23, scope: !37)
!39 = !DILocation(line: 28, column: 5, scope: !33)
!40 = !DILocation(line: 29, column: 28, scope: !37)
!41 = !DILocation(line: 29, column: 34, scope: !37)
!42 = !DILocation(line: 29, column: 40, scope: !37)
!43 = !DILocation(line: 29, column: 19, scope: !37)
!44 = !DILocation(line: 29, column: 9, scope: !37)
!45 = !DILocation(line: 29, column: 13, scope: !37)
!46 = !DILocation(line: 29, column: 16, scope: !37)
!47 = !DILocation(line: 28, column: 29, scope: !37)
!48 = !DILocation(line: 28, column: 5, scope: !37)
!49 = distinct !{!49, !39, !50}
!50 = !DILocation(line: 29, column: 41, scope: !33)
!51 = !DILocation(line: 30, column: 16, scope: !8)
!52 = !DILocation(line: 30, column: 23, scope: !8)
!53 = !DILocation(line: 30, column: 27, scope: !8)
!54 = !DILocation(line: 30, column: 5, scope: !8)
!55 = !DILocation(line: 31, column: 1, scope: !8)
!56 = distinct !DISubprogram(name: "scan_row", scope: !1, file: !1, line: 15, type: !57, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!57 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !58)
!58 = !{!13, !11, !14, !13}
!59 = !DILocalVariable(name: "rows", arg: 1, scope: !56, file: !1, line: 15, type: !11)
!60 = !DILocation(line: 15, column: 39, scope: !56)
!61 = !DILocalVariable(name: "cols", arg: 2, scope: !56, file: !1, line: 15, type: !14)
!62 = !DILocation(line: 15, column: 57, scope: !56)
!63 = !DILocalVariable(name: "g", arg: 3, scope: !56, file: !1, line: 15, type: !13)
!64 = !DILocation(line: 15, column: 67, scope: !56)
!65 = !DILocalVariable(name: "s", scope: !56, file: !1, line: 17, type: !13)
!66 = !DILocation(line: 17, column: 9, scope: !56)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 18, type: !13)
!68 = distinct !DILexicalBlock(scope: !56, file: !1, line: 18, column: 5)
!69 = !DILocation(line: 18, column: 14, scope: !68)
!70 = !DILocation(line: 18, column: 18, scope: !68)
!71 = !DILocation(line: 18, column: 23, scope: !68)
!72 = !DILocation(line: 18, column: 10, scope: !68)
!73 = !DILocation(line: 18, column: 27, scope: !74)
!74 = distinct !DILexicalBlock(scope: !68, file: !1, line: 18, column: 5)
!75 = !DILocation(line: 18, column: 31, scope: !74)
!76 = !DILocation(line: 18, column: 36, scope: !74)
!77 = !DILocation(line: 18, column: 38, scope: !74)
!78 = !DILocation(line: 18, column: 29, scope: !74)
!79 = !DILocation(line: 18, column: 5, scope: !68)
!80 = !DILocation(line: 19, column: 14, scope: !81)
!81 = distinct !DILexicalBlock(scope: !74, file: !1, line: 18, column: 49)
!82 = !DILocation(line: 19, column: 19, scope: !81)
!83 = !DILocation(line: 19, column: 22, scope: !81)
!84 = !DILocation(line: 19, column: 11, scope: !81)
!85 = !DILocation(line: 20, column: 19, scope: !81)
!86 = !DILocation(line: 20, column: 9, scope: !81)
!87 = !DILocation(line: 20, column: 14, scope: !81)
!88 = !DILocation(line: 20, column: 17, scope: !81)
!89 = !DILocation(line: 21, column: 5, scope: !81)
!90 = !DILocation(line: 18, column: 45, scope: !74)
!91 = !DILocation(line: 18, column: 5, scope: !74)
!92 = distinct !{!92, !79, !93}
!93 = !DILocation(line: 21, column: 5, scope: !68)
!94 = !DILocation(line: 22, column: 12, scope: !56)
!95 = !DILocation(line: 22, column: 5, scope: !56)
