; ModuleID = 'collange_listing1.cl'
source_filename = "collange_listing1.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @collange_listing1(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !27
  %8 = trunc i64 %7 to i32, !dbg !27
  store i32 %8, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %10 = load i32, i32* %5, align 4, !dbg !31
  %11 = sext i32 %10 to i64, !dbg !30
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %11, !dbg !30
  %13 = load i32, i32 addrspace(1)* %12, align 4, !dbg !30
  store i32 %13, i32* %6, align 4, !dbg !29
  %14 = load i32, i32* %6, align 4, !dbg !32
  %15 = srem i32 %14, 4, !dbg !34
  %16 = icmp eq i32 %15, 1, !dbg !35
  br i1 %16, label %17, label %20, !dbg !36

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4, !dbg !37
  %19 = call spir_func i32 @f(i32 noundef %18) #5, !dbg !39
  store i32 %19, i32* %6, align 4, !dbg !40
  br label %20, !dbg !41

20:                                               ; preds = %17, %2
  %21 = load i32, i32* %6, align 4, !dbg !42
  %22 = add nsw i32 %21, 1, !dbg !43
  store i32 %22, i32* %6, align 4, !dbg !44
  %23 = load i32, i32* %6, align 4, !dbg !45
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !46
  %25 = load i32, i32* %5, align 4, !dbg !47
  %26 = sext i32 %25 to i64, !dbg !46
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %26, !dbg !46
  store i32 %23, i32 addrspace(1)* %27, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @f(i32 noundef %0) #3 !dbg !50 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %3, metadata !55, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !56
  store i32 0, i32* %3, align 4, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %4, metadata !57, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !59
  store i32 0, i32* %4, align 4, !dbg !59
  br label %5, !dbg !60

5:                                                ; preds = %14, %1
  %6 = load i32, i32* %4, align 4, !dbg !61
  %7 = icmp slt i32 %6, 3, !dbg !63
  br i1 %7, label %8, label %17, !dbg !64

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !65
  %10 = load i32, i32* %4, align 4, !dbg !66
  %11 = mul nsw i32 %9, %10, !dbg !67
  %12 = load i32, i32* %3, align 4, !dbg !68
  %13 = add nsw i32 %12, %11, !dbg !68
  store i32 %13, i32* %3, align 4, !dbg !68
  br label %14, !dbg !69

14:                                               ; preds = %8
  %15 = load i32, i32* %4, align 4, !dbg !70
  %16 = add nsw i32 %15, 1, !dbg !70
  store i32 %16, i32* %4, align 4, !dbg !70
  br label %5, !dbg !71, !llvm.loop !72

17:                                               ; preds = %5
  %18 = load i32, i32* %3, align 4, !dbg !74
  %19 = add nsw i32 %18, 7, !dbg !75
  ret i32 %19, !dbg !76
}

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "collange_listing1.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c91402ba40d2a2cf79af3482e334bf1c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "collange_listing1", scope: !1, file: !1, line: 19, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"const", !""}
!20 = !{!"in", !"out"}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 19, type: !11)
!22 = !DILocation(line: 19, column: 49, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 19, type: !14)
!24 = !DILocation(line: 19, column: 65, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 21, type: !13)
!26 = !DILocation(line: 21, column: 9, scope: !8)
!27 = !DILocation(line: 21, column: 14, scope: !8)
!28 = !DILocalVariable(name: "v", scope: !8, file: !1, line: 22, type: !13)
!29 = !DILocation(line: 22, column: 9, scope: !8)
!30 = !DILocation(line: 22, column: 13, scope: !8)
!31 = !DILocation(line: 22, column: 16, scope: !8)
!32 = !DILocation(line: 23, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !8, file: !1, line: 23, column: 9)
!34 = !DILocation(line: 23, column: 11, scope: !33)
!35 = !DILocation(line: 23, column: 15, scope: !33)
!36 = !DILocation(line: 23, column: 9, scope: !8)
!37 = !DILocation(line: 24, column: 15, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 23, column: 21)
!39 = !DILocation(line: 24, column: 13, scope: !38)
!40 = !DILocation(line: 24, column: 11, scope: !38)
!41 = !DILocation(line: 25, column: 5, scope: !38)
!42 = !DILocation(line: 26, column: 9, scope: !8)
!43 = !DILocation(line: 26, column: 11, scope: !8)
!44 = !DILocation(line: 26, column: 7, scope: !8)
!45 = !DILocation(line: 27, column: 15, scope: !8)
!46 = !DILocation(line: 27, column: 5, scope: !8)
!47 = !DILocation(line: 27, column: 9, scope: !8)
!48 = !DILocation(line: 27, column: 13, scope: !8)
!49 = !DILocation(line: 28, column: 1, scope: !8)
!50 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 30, type: !51, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{!13, !13}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !1, line: 30, type: !13)
!54 = !DILocation(line: 30, column: 11, scope: !50)
!55 = !DILocalVariable(name: "r", scope: !50, file: !1, line: 32, type: !13)
!56 = !DILocation(line: 32, column: 9, scope: !50)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 33, type: !13)
!58 = distinct !DILexicalBlock(scope: !50, file: !1, line: 33, column: 5)
!59 = !DILocation(line: 33, column: 14, scope: !58)
!60 = !DILocation(line: 33, column: 10, scope: !58)
!61 = !DILocation(line: 33, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 33, column: 5)
!63 = !DILocation(line: 33, column: 23, scope: !62)
!64 = !DILocation(line: 33, column: 5, scope: !58)
!65 = !DILocation(line: 34, column: 14, scope: !62)
!66 = !DILocation(line: 34, column: 18, scope: !62)
!67 = !DILocation(line: 34, column: 16, scope: !62)
!68 = !DILocation(line: 34, column: 11, scope: !62)
!69 = !DILocation(line: 34, column: 9, scope: !62)
!70 = !DILocation(line: 33, column: 29, scope: !62)
!71 = !DILocation(line: 33, column: 5, scope: !62)
!72 = distinct !{!72, !64, !73}
!73 = !DILocation(line: 34, column: 18, scope: !58)
!74 = !DILocation(line: 35, column: 12, scope: !50)
!75 = !DILocation(line: 35, column: 14, scope: !50)
!76 = !DILocation(line: 35, column: 5, scope: !50)
