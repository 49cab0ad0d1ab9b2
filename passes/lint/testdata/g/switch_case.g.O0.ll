; ModuleID = 'switch_case.cl'
source_filename = "switch_case.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @switch_case(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %9 = trunc i64 %8 to i32, !dbg !27
  store i32 %9, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %11 = load i32, i32* %5, align 4, !dbg !31
  %12 = sext i32 %11 to i64, !dbg !30
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12, !dbg !30
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !30
  store i32 %14, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  store i32 0, i32* %7, align 4, !dbg !33
  %15 = load i32, i32* %6, align 4, !dbg !34
  %16 = srem i32 %15, 6, !dbg !35
  switch i32 %16, label %25 [
    i32 0, label %17
    i32 1, label %18
    i32 2, label %18
    i32 3, label %21
    i32 4, label %22
  ], !dbg !36

17:                                               ; preds = %2
  store i32 1, i32* %7, align 4, !dbg !37
  br label %28, !dbg !39

18:                                               ; preds = %2, %2
  %19 = load i32, i32* %6, align 4, !dbg !40
  %20 = add nsw i32 10, %19, !dbg !41
  store i32 %20, i32* %7, align 4, !dbg !42
  br label %28, !dbg !43

21:                                               ; preds = %2
  store i32 100, i32* %7, align 4, !dbg !44
  br label %22, !dbg !45

22:                                               ; preds = %2, %21
  %23 = load i32, i32* %7, align 4, !dbg !46
  %24 = add nsw i32 %23, 1000, !dbg !46
  store i32 %24, i32* %7, align 4, !dbg !46
  br label %28, !dbg !47

25:                                               ; preds = %2
  %26 = load i32, i32* %6, align 4, !dbg !48
  %27 = sub nsw i32 0, %26, !dbg !49
  store i32 %27, i32* %7, align 4, !dbg !50
  br label %28, !dbg !51

28:                                               ; preds = %25, %22, %18, %17
  %29 = load i32, i32* %7, align 4, !dbg !52
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !53
  %31 = load i32, i32* %5, align 4, !dbg !54
  %32 = sext i32 %31 to i64, !dbg !53
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 %32, !dbg !53
  store i32 %29, i32 addrspace(1)* %33, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_case.cl", directory: ".", checksumkind: CSK_MD5, checksum: "03ee0c612699be10da6f67945fefb306")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "switch_case", scope: !1, file: !1, line: 12, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 12, type: !11)
!22 = !DILocation(line: 12, column: 43, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 12, type: !14)
!24 = !DILocation(line: 12, column: 59, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 14, type: !13)
!26 = !DILocation(line: 14, column: 9, scope: !8)
!27 = !DILocation(line: 14, column: 14, scope: !8)
!28 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 15, type: !13)
!29 = !DILocation(line: 15, column: 9, scope: !8)
!30 = !DILocation(line: 15, column: 13, scope: !8)
!31 = !DILocation(line: 15, column: 16, scope: !8)
!32 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 16, type: !13)
!33 = !DILocation(line: 16, column: 9, scope: !8)
!34 = !DILocation(line: 17, column: 13, scope: !8)
!35 = !DILocation(line: 17, column: 15, scope: !8)
!36 = !DILocation(line: 17, column: 5, scope: !8)
!37 = !DILocation(line: 19, column: 11, scope: !38)
!38 = distinct !DILexicalBlock(scope: !8, file: !1, line: 17, column: 20)
!39 = !DILocation(line: 20, column: 9, scope: !38)
!40 = !DILocation(line: 23, column: 18, scope: !38)
!41 = !DILocation(line: 23, column: 16, scope: !38)
!42 = !DILocation(line: 23, column: 11, scope: !38)
!43 = !DILocation(line: 24, column: 9, scope: !38)
!44 = !DILocation(line: 26, column: 11, scope: !38)
!45 = !DILocation(line: 26, column: 9, scope: !38)
!46 = !DILocation(line: 29, column: 11, scope: !38)
!47 = !DILocation(line: 30, column: 9, scope: !38)
!48 = !DILocation(line: 32, column: 14, scope: !38)
!49 = !DILocation(line: 32, column: 13, scope: !38)
!50 = !DILocation(line: 32, column: 11, scope: !38)
!51 = !DILocation(line: 33, column: 9, scope: !38)
!52 = !DILocation(line: 35, column: 15, scope: !8)
!53 = !DILocation(line: 35, column: 5, scope: !8)
!54 = !DILocation(line: 35, column: 9, scope: !8)
!55 = !DILocation(line: 35, column: 13, scope: !8)
!56 = !DILocation(line: 36, column: 1, scope: !8)
