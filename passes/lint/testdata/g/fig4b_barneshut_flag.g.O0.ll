; ModuleID = 'fig4b_barneshut_flag.cl'
source_filename = "fig4b_barneshut_flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fig4b_barneshut_flag(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !29
  %11 = add i64 %10, 1, !dbg !30
  %12 = trunc i64 %11 to i32, !dbg !29
  store i32 %12, i32* %7, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !32
  %13 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !33
  %14 = trunc i64 %13 to i32, !dbg !33
  store i32 %14, i32* %8, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %9, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !35
  br label %15, !dbg !36

15:                                               ; preds = %67, %3
  %16 = load i32, i32* %7, align 4, !dbg !37
  %17 = load i32, i32* %6, align 4, !dbg !38
  %18 = icmp sle i32 %16, %17, !dbg !39
  br i1 %18, label %19, label %71, !dbg !36

19:                                               ; preds = %15
  %20 = load i32, i32* %7, align 4, !dbg !40
  %21 = icmp eq i32 %20, 1, !dbg !43
  br i1 %21, label %22, label %23, !dbg !44

22:                                               ; preds = %19
  store i32 1, i32* %9, align 4, !dbg !45
  br label %34, !dbg !47

23:                                               ; preds = %19
  br label %24, !dbg !48

24:                                               ; preds = %30, %23
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !50
  %26 = load i32, i32* %7, align 4, !dbg !52
  %27 = sext i32 %26 to i64, !dbg !50
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 %27, !dbg !50
  %29 = load volatile i32, i32 addrspace(1)* %28, align 4, !dbg !50
  store i32 %29, i32* %9, align 4, !dbg !53
  br label %30, !dbg !54

30:                                               ; preds = %24
  %31 = load i32, i32* %9, align 4, !dbg !55
  %32 = icmp eq i32 %31, 0, !dbg !56
  br i1 %32, label %24, label %33, !dbg !54, !llvm.loop !57

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %33, %22
  %35 = load i32, i32* %9, align 4, !dbg !59
  %36 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !60
  %37 = load i32, i32* %7, align 4, !dbg !61
  %38 = sext i32 %37 to i64, !dbg !60
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %36, i64 %38, !dbg !60
  store i32 %35, i32 addrspace(1)* %39, align 4, !dbg !62
  %40 = load i32, i32* %7, align 4, !dbg !63
  %41 = mul nsw i32 2, %40, !dbg !65
  %42 = load i32, i32* %6, align 4, !dbg !66
  %43 = icmp sle i32 %41, %42, !dbg !67
  br i1 %43, label %44, label %52, !dbg !68

44:                                               ; preds = %34
  %45 = load i32, i32* %9, align 4, !dbg !69
  %46 = add nsw i32 %45, 1, !dbg !70
  %47 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !71
  %48 = load i32, i32* %7, align 4, !dbg !72
  %49 = mul nsw i32 2, %48, !dbg !73
  %50 = sext i32 %49 to i64, !dbg !71
  %51 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %50, !dbg !71
  store volatile i32 %46, i32 addrspace(1)* %51, align 4, !dbg !74
  br label %52, !dbg !71

52:                                               ; preds = %44, %34
  %53 = load i32, i32* %7, align 4, !dbg !75
  %54 = mul nsw i32 2, %53, !dbg !77
  %55 = add nsw i32 %54, 1, !dbg !78
  %56 = load i32, i32* %6, align 4, !dbg !79
  %57 = icmp sle i32 %55, %56, !dbg !80
  br i1 %57, label %58, label %67, !dbg !81

58:                                               ; preds = %52
  %59 = load i32, i32* %9, align 4, !dbg !82
  %60 = add nsw i32 %59, 1, !dbg !83
  %61 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !84
  %62 = load i32, i32* %7, align 4, !dbg !85
  %63 = mul nsw i32 2, %62, !dbg !86
  %64 = add nsw i32 %63, 1, !dbg !87
  %65 = sext i32 %64 to i64, !dbg !84
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %61, i64 %65, !dbg !84
  store volatile i32 %60, i32 addrspace(1)* %66, align 4, !dbg !88
  br label %67, !dbg !84

67:                                               ; preds = %58, %52
  %68 = load i32, i32* %8, align 4, !dbg !89
  %69 = load i32, i32* %7, align 4, !dbg !90
  %70 = add nsw i32 %69, %68, !dbg !90
  store i32 %70, i32* %7, align 4, !dbg !90
  br label %15, !dbg !36, !llvm.loop !91

71:                                               ; preds = %15
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #2

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
!1 = !DIFile(filename: "fig4b_barneshut_flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "005747a819ce196a197f7e3708580645")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "fig4b_barneshut_flag", scope: !1, file: !1, line: 28, type: !9, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"volatile", !"", !""}
!20 = !{!"start", !"depth", !"nnodes"}
!21 = !DILocalVariable(name: "start", arg: 1, scope: !8, file: !1, line: 28, type: !11)
!22 = !DILocation(line: 28, column: 55, scope: !8)
!23 = !DILocalVariable(name: "depth", arg: 2, scope: !8, file: !1, line: 28, type: !14)
!24 = !DILocation(line: 28, column: 74, scope: !8)
!25 = !DILocalVariable(name: "nnodes", arg: 3, scope: !8, file: !1, line: 28, type: !13)
!26 = !DILocation(line: 28, column: 85, scope: !8)
!27 = !DILocalVariable(name: "k", scope: !8, file: !1, line: 30, type: !13)
!28 = !DILocation(line: 30, column: 9, scope: !8)
!29 = !DILocation(line: 30, column: 13, scope: !8)
!30 = !DILocation(line: 30, column: 30, scope: !8)
!31 = !DILocalVariable(name: "dec", scope: !8, file: !1, line: 31, type: !13)
!32 = !DILocation(line: 31, column: 9, scope: !8)
!33 = !DILocation(line: 31, column: 15, scope: !8)
!34 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 32, type: !13)
!35 = !DILocation(line: 32, column: 9, scope: !8)
!36 = !DILocation(line: 33, column: 5, scope: !8)
!37 = !DILocation(line: 33, column: 12, scope: !8)
!38 = !DILocation(line: 33, column: 17, scope: !8)
!39 = !DILocation(line: 33, column: 14, scope: !8)
!40 = !DILocation(line: 34, column: 13, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 34, column: 13)
!42 = distinct !DILexicalBlock(scope: !8, file: !1, line: 33, column: 25)
!43 = !DILocation(line: 34, column: 15, scope: !41)
!44 = !DILocation(line: 34, column: 13, scope: !42)
!45 = !DILocation(line: 35, column: 15, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 34, column: 21)
!47 = !DILocation(line: 36, column: 9, scope: !46)
!48 = !DILocation(line: 37, column: 13, scope: !49)
!49 = distinct !DILexicalBlock(scope: !41, file: !1, line: 36, column: 16)
!50 = !DILocation(line: 37, column: 22, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !1, line: 37, column: 16)
!52 = !DILocation(line: 37, column: 28, scope: !51)
!53 = !DILocation(line: 37, column: 20, scope: !51)
!54 = !DILocation(line: 37, column: 32, scope: !51)
!55 = !DILocation(line: 37, column: 41, scope: !49)
!56 = !DILocation(line: 37, column: 43, scope: !49)
!57 = distinct !{!57, !48, !58}
!58 = !DILocation(line: 37, column: 47, scope: !49)
!59 = !DILocation(line: 39, column: 20, scope: !42)
!60 = !DILocation(line: 39, column: 9, scope: !42)
!61 = !DILocation(line: 39, column: 15, scope: !42)
!62 = !DILocation(line: 39, column: 18, scope: !42)
!63 = !DILocation(line: 40, column: 17, scope: !64)
!64 = distinct !DILexicalBlock(scope: !42, file: !1, line: 40, column: 13)
!65 = !DILocation(line: 40, column: 15, scope: !64)
!66 = !DILocation(line: 40, column: 22, scope: !64)
!67 = !DILocation(line: 40, column: 19, scope: !64)
!68 = !DILocation(line: 40, column: 13, scope: !42)
!69 = !DILocation(line: 41, column: 28, scope: !64)
!70 = !DILocation(line: 41, column: 30, scope: !64)
!71 = !DILocation(line: 41, column: 13, scope: !64)
!72 = !DILocation(line: 41, column: 23, scope: !64)
!73 = !DILocation(line: 41, column: 21, scope: !64)
!74 = !DILocation(line: 41, column: 26, scope: !64)
!75 = !DILocation(line: 42, column: 17, scope: !76)
!76 = distinct !DILexicalBlock(scope: !42, file: !1, line: 42, column: 13)
!77 = !DILocation(line: 42, column: 15, scope: !76)
!78 = !DILocation(line: 42, column: 19, scope: !76)
!79 = !DILocation(line: 42, column: 26, scope: !76)
!80 = !DILocation(line: 42, column: 23, scope: !76)
!81 = !DILocation(line: 42, column: 13, scope: !42)
!82 = !DILocation(line: 43, column: 32, scope: !76)
!83 = !DILocation(line: 43, column: 34, scope: !76)
!84 = !DILocation(line: 43, column: 13, scope: !76)
!85 = !DILocation(line: 43, column: 23, scope: !76)
!86 = !DILocation(line: 43, column: 21, scope: !76)
!87 = !DILocation(line: 43, column: 25, scope: !76)
!88 = !DILocation(line: 43, column: 30, scope: !76)
!89 = !DILocation(line: 44, column: 14, scope: !42)
!90 = !DILocation(line: 44, column: 11, scope: !42)
!91 = distinct !{!91, !36, !92}
!92 = !DILocation(line: 45, column: 5, scope: !8)
!93 = !DILocation(line: 46, column: 1, scope: !8)
