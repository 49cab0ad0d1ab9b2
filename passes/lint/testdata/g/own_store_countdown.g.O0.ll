; ModuleID = 'own_store_countdown.cl'
source_filename = "own_store_countdown.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @own_store_countdown(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %8 = trunc i64 %7 to i32, !dbg !27
  store i32 %8, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  store i32 0, i32* %6, align 4, !dbg !30
  br label %9, !dbg !31

9:                                                ; preds = %37, %2
  %10 = load i32, i32* %6, align 4, !dbg !32
  %11 = icmp slt i32 %10, 3, !dbg !34
  br i1 %11, label %12, label %40, !dbg !35

12:                                               ; preds = %9
  %13 = load i32, i32* %5, align 4, !dbg !36
  %14 = load i32, i32* %6, align 4, !dbg !38
  %15 = add nsw i32 %13, %14, !dbg !39
  %16 = srem i32 %15, 5, !dbg !40
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !41
  %18 = load i32, i32* %5, align 4, !dbg !42
  %19 = sext i32 %18 to i64, !dbg !41
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %19, !dbg !41
  store volatile i32 %16, i32 addrspace(1)* %20, align 4, !dbg !43
  br label %21, !dbg !44

21:                                               ; preds = %29, %12
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !45
  %23 = load i32, i32* %5, align 4, !dbg !46
  %24 = sext i32 %23 to i64, !dbg !45
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %22, i64 %24, !dbg !45
  %26 = load volatile i32, i32 addrspace(1)* %25, align 4, !dbg !47
  %27 = add nsw i32 %26, -1, !dbg !47
  store volatile i32 %27, i32 addrspace(1)* %25, align 4, !dbg !47
  %28 = icmp ne i32 %26, 0, !dbg !44
  br i1 %28, label %29, label %30, !dbg !44

29:                                               ; preds = %21
  br label %21, !dbg !44, !llvm.loop !48

30:                                               ; preds = %21
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !50
  %32 = load i32, i32* %5, align 4, !dbg !51
  %33 = sext i32 %32 to i64, !dbg !50
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %33, !dbg !50
  %35 = load i32, i32 addrspace(1)* %34, align 4, !dbg !52
  %36 = add nsw i32 %35, 1, !dbg !52
  store i32 %36, i32 addrspace(1)* %34, align 4, !dbg !52
  br label %37, !dbg !53

37:                                               ; preds = %30
  %38 = load i32, i32* %6, align 4, !dbg !54
  %39 = add nsw i32 %38, 1, !dbg !54
  store i32 %39, i32* %6, align 4, !dbg !54
  br label %9, !dbg !55, !llvm.loop !56

40:                                               ; preds = %9
  ret void, !dbg !58
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
!1 = !DIFile(filename: "own_store_countdown.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b404967f11e255e1e9fe54a624f3e449")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "own_store_countdown", scope: !1, file: !1, line: 14, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"volatile", !""}
!20 = !{!"delay", !"out"}
!21 = !DILocalVariable(name: "delay", arg: 1, scope: !8, file: !1, line: 14, type: !11)
!22 = !DILocation(line: 14, column: 54, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 14, type: !14)
!24 = !DILocation(line: 14, column: 73, scope: !8)
!25 = !DILocalVariable(name: "b", scope: !8, file: !1, line: 16, type: !13)
!26 = !DILocation(line: 16, column: 9, scope: !8)
!27 = !DILocation(line: 16, column: 13, scope: !8)
!28 = !DILocalVariable(name: "r", scope: !29, file: !1, line: 17, type: !13)
!29 = distinct !DILexicalBlock(scope: !8, file: !1, line: 17, column: 5)
!30 = !DILocation(line: 17, column: 14, scope: !29)
!31 = !DILocation(line: 17, column: 10, scope: !29)
!32 = !DILocation(line: 17, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 17, column: 5)
!34 = !DILocation(line: 17, column: 23, scope: !33)
!35 = !DILocation(line: 17, column: 5, scope: !29)
!36 = !DILocation(line: 18, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 17, column: 33)
!38 = !DILocation(line: 18, column: 25, scope: !37)
!39 = !DILocation(line: 18, column: 23, scope: !37)
!40 = !DILocation(line: 18, column: 28, scope: !37)
!41 = !DILocation(line: 18, column: 9, scope: !37)
!42 = !DILocation(line: 18, column: 15, scope: !37)
!43 = !DILocation(line: 18, column: 18, scope: !37)
!44 = !DILocation(line: 19, column: 9, scope: !37)
!45 = !DILocation(line: 19, column: 16, scope: !37)
!46 = !DILocation(line: 19, column: 22, scope: !37)
!47 = !DILocation(line: 19, column: 24, scope: !37)
!48 = distinct !{!48, !44, !49}
!49 = !DILocation(line: 20, column: 13, scope: !37)
!50 = !DILocation(line: 21, column: 9, scope: !37)
!51 = !DILocation(line: 21, column: 13, scope: !37)
!52 = !DILocation(line: 21, column: 16, scope: !37)
!53 = !DILocation(line: 22, column: 5, scope: !37)
!54 = !DILocation(line: 17, column: 29, scope: !33)
!55 = !DILocation(line: 17, column: 5, scope: !33)
!56 = distinct !{!56, !35, !57}
!57 = !DILocation(line: 22, column: 5, scope: !29)
!58 = !DILocation(line: 23, column: 1, scope: !8)
