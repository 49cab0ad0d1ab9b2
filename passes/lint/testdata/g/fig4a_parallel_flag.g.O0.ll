; ModuleID = 'fig4a_parallel_flag.cl'
source_filename = "fig4a_parallel_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fig4a_parallel_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !27
  %8 = trunc i64 %7 to i32, !dbg !27
  store i32 %8, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %9 = load i32, i32* %5, align 4, !dbg !30
  %10 = srem i32 %9, 2, !dbg !32
  %11 = icmp eq i32 %10, 0, !dbg !33
  br i1 %11, label %12, label %26, !dbg !34

12:                                               ; preds = %2
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !35
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 0, !dbg !35
  store volatile i32 1, i32 addrspace(1)* %14, align 4, !dbg !37
  br label %15, !dbg !38

15:                                               ; preds = %20, %12
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !39
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 1, !dbg !39
  %18 = load volatile i32, i32 addrspace(1)* %17, align 4, !dbg !39
  %19 = icmp eq i32 %18, 0, !dbg !40
  br i1 %19, label %20, label %21, !dbg !38

20:                                               ; preds = %15
  br label %15, !dbg !38, !llvm.loop !41

21:                                               ; preds = %15
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !43
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %22, i64 1, !dbg !43
  %24 = load volatile i32, i32 addrspace(1)* %23, align 4, !dbg !43
  %25 = add nsw i32 10, %24, !dbg !44
  store i32 %25, i32* %6, align 4, !dbg !45
  br label %40, !dbg !46

26:                                               ; preds = %2
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !47
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 1, !dbg !47
  store volatile i32 1, i32 addrspace(1)* %28, align 4, !dbg !49
  br label %29, !dbg !50

29:                                               ; preds = %34, %26
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !51
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 0, !dbg !51
  %32 = load volatile i32, i32 addrspace(1)* %31, align 4, !dbg !51
  %33 = icmp eq i32 %32, 0, !dbg !52
  br i1 %33, label %34, label %35, !dbg !50

34:                                               ; preds = %29
  br label %29, !dbg !50, !llvm.loop !53

35:                                               ; preds = %29
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !55
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 0, !dbg !55
  %38 = load volatile i32, i32 addrspace(1)* %37, align 4, !dbg !55
  %39 = add nsw i32 20, %38, !dbg !56
  store i32 %39, i32* %6, align 4, !dbg !57
  br label %40

40:                                               ; preds = %35, %21
  %41 = load i32, i32* %6, align 4, !dbg !58
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !59
  %43 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !60
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %42, i64 %43, !dbg !59
  store i32 %41, i32 addrspace(1)* %44, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

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
!1 = !DIFile(filename: "fig4a_parallel_flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "980de4cad9cad4a874f30fb279537496")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "fig4a_parallel_flag", scope: !1, file: !1, line: 24, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"flags", !"out"}
!21 = !DILocalVariable(name: "flags", arg: 1, scope: !8, file: !1, line: 24, type: !11)
!22 = !DILocation(line: 24, column: 54, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 24, type: !14)
!24 = !DILocation(line: 24, column: 73, scope: !8)
!25 = !DILocalVariable(name: "lid", scope: !8, file: !1, line: 26, type: !13)
!26 = !DILocation(line: 26, column: 9, scope: !8)
!27 = !DILocation(line: 26, column: 15, scope: !8)
!28 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 27, type: !13)
!29 = !DILocation(line: 27, column: 9, scope: !8)
!30 = !DILocation(line: 28, column: 9, scope: !31)
!31 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 9)
!32 = !DILocation(line: 28, column: 13, scope: !31)
!33 = !DILocation(line: 28, column: 17, scope: !31)
!34 = !DILocation(line: 28, column: 9, scope: !8)
!35 = !DILocation(line: 29, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 28, column: 23)
!37 = !DILocation(line: 29, column: 18, scope: !36)
!38 = !DILocation(line: 30, column: 9, scope: !36)
!39 = !DILocation(line: 30, column: 16, scope: !36)
!40 = !DILocation(line: 30, column: 25, scope: !36)
!41 = distinct !{!41, !38, !42}
!42 = !DILocation(line: 31, column: 9, scope: !36)
!43 = !DILocation(line: 32, column: 18, scope: !36)
!44 = !DILocation(line: 32, column: 16, scope: !36)
!45 = !DILocation(line: 32, column: 11, scope: !36)
!46 = !DILocation(line: 33, column: 5, scope: !36)
!47 = !DILocation(line: 34, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !31, file: !1, line: 33, column: 12)
!49 = !DILocation(line: 34, column: 18, scope: !48)
!50 = !DILocation(line: 35, column: 9, scope: !48)
!51 = !DILocation(line: 35, column: 16, scope: !48)
!52 = !DILocation(line: 35, column: 25, scope: !48)
!53 = distinct !{!53, !50, !54}
!54 = !DILocation(line: 36, column: 9, scope: !48)
!55 = !DILocation(line: 37, column: 18, scope: !48)
!56 = !DILocation(line: 37, column: 16, scope: !48)
!57 = !DILocation(line: 37, column: 11, scope: !48)
!58 = !DILocation(line: 39, column: 29, scope: !8)
!59 = !DILocation(line: 39, column: 5, scope: !8)
!60 = !DILocation(line: 39, column: 9, scope: !8)
!61 = !DILocation(line: 39, column: 27, scope: !8)
!62 = !DILocation(line: 40, column: 1, scope: !8)
