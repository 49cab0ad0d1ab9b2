; ModuleID = 'tf_fig1.cl'
source_filename = "tf_fig1.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_fig1(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
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
  %10 = load i32, i32* %5, align 4, !dbg !30
  %11 = srem i32 %10, 4, !dbg !31
  store i32 %11, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %12 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !34
  %13 = load i32, i32* %5, align 4, !dbg !35
  %14 = sext i32 %13 to i64, !dbg !34
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %12, i64 %14, !dbg !34
  %16 = load i32, i32 addrspace(1)* %15, align 4, !dbg !34
  store i32 %16, i32* %7, align 4, !dbg !33
  %17 = load i32, i32* %7, align 4, !dbg !36
  %18 = add nsw i32 %17, 1, !dbg !37
  store i32 %18, i32* %7, align 4, !dbg !38
  %19 = load i32, i32* %6, align 4, !dbg !39
  %20 = icmp eq i32 %19, 0, !dbg !41
  br i1 %20, label %21, label %22, !dbg !42

21:                                               ; preds = %2
  br label %29, !dbg !43

22:                                               ; preds = %2
  %23 = load i32, i32* %7, align 4, !dbg !44
  %24 = mul nsw i32 %23, 2, !dbg !45
  store i32 %24, i32* %7, align 4, !dbg !46
  %25 = load i32, i32* %6, align 4, !dbg !47
  %26 = icmp eq i32 %25, 1, !dbg !49
  br i1 %26, label %27, label %28, !dbg !50

27:                                               ; preds = %22
  br label %45, !dbg !51

28:                                               ; preds = %22
  br label %29, !dbg !52

29:                                               ; preds = %28, %21
  call void @llvm.dbg.label(metadata !53), !dbg !54
  %30 = load i32, i32* %7, align 4, !dbg !55
  %31 = add nsw i32 %30, 3, !dbg !56
  store i32 %31, i32* %7, align 4, !dbg !57
  %32 = load i32, i32* %6, align 4, !dbg !58
  %33 = icmp eq i32 %32, 2, !dbg !60
  br i1 %33, label %34, label %35, !dbg !61

34:                                               ; preds = %29
  br label %42, !dbg !62

35:                                               ; preds = %29
  %36 = load i32, i32* %7, align 4, !dbg !63
  %37 = mul nsw i32 %36, 5, !dbg !64
  store i32 %37, i32* %7, align 4, !dbg !65
  %38 = load i32, i32* %6, align 4, !dbg !66
  %39 = icmp eq i32 %38, 3, !dbg !68
  br i1 %39, label %40, label %41, !dbg !69

40:                                               ; preds = %35
  br label %45, !dbg !70

41:                                               ; preds = %35
  br label %42, !dbg !71

42:                                               ; preds = %41, %34
  call void @llvm.dbg.label(metadata !72), !dbg !73
  %43 = load i32, i32* %7, align 4, !dbg !74
  %44 = sub nsw i32 %43, 7, !dbg !75
  store i32 %44, i32* %7, align 4, !dbg !76
  br label %45, !dbg !77

45:                                               ; preds = %42, %40, %27
  call void @llvm.dbg.label(metadata !78), !dbg !79
  %46 = load i32, i32* %7, align 4, !dbg !80
  %47 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !81
  %48 = load i32, i32* %5, align 4, !dbg !82
  %49 = sext i32 %48 to i64, !dbg !81
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %49, !dbg !81
  store i32 %46, i32 addrspace(1)* %50, align 4, !dbg !83
  ret void, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

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
!1 = !DIFile(filename: "tf_fig1.cl", directory: ".", checksumkind: CSK_MD5, checksum: "83533e6bc68c01e88f6866b94390f488")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "tf_fig1", scope: !1, file: !1, line: 16, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 16, type: !11)
!22 = !DILocation(line: 16, column: 39, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 16, type: !14)
!24 = !DILocation(line: 16, column: 55, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 18, type: !13)
!26 = !DILocation(line: 18, column: 9, scope: !8)
!27 = !DILocation(line: 18, column: 14, scope: !8)
!28 = !DILocalVariable(name: "t", scope: !8, file: !1, line: 19, type: !13)
!29 = !DILocation(line: 19, column: 9, scope: !8)
!30 = !DILocation(line: 19, column: 13, scope: !8)
!31 = !DILocation(line: 19, column: 16, scope: !8)
!32 = !DILocalVariable(name: "v", scope: !8, file: !1, line: 20, type: !13)
!33 = !DILocation(line: 20, column: 9, scope: !8)
!34 = !DILocation(line: 20, column: 13, scope: !8)
!35 = !DILocation(line: 20, column: 16, scope: !8)
!36 = !DILocation(line: 23, column: 9, scope: !8)
!37 = !DILocation(line: 23, column: 11, scope: !8)
!38 = !DILocation(line: 23, column: 7, scope: !8)
!39 = !DILocation(line: 24, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 9)
!41 = !DILocation(line: 24, column: 11, scope: !40)
!42 = !DILocation(line: 24, column: 9, scope: !8)
!43 = !DILocation(line: 25, column: 9, scope: !40)
!44 = !DILocation(line: 27, column: 9, scope: !8)
!45 = !DILocation(line: 27, column: 11, scope: !8)
!46 = !DILocation(line: 27, column: 7, scope: !8)
!47 = !DILocation(line: 28, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 9)
!49 = !DILocation(line: 28, column: 11, scope: !48)
!50 = !DILocation(line: 28, column: 9, scope: !8)
!51 = !DILocation(line: 29, column: 9, scope: !48)
!52 = !DILocation(line: 28, column: 14, scope: !48)
!53 = !DILabel(scope: !8, name: "bb3", file: !1, line: 30)
!54 = !DILocation(line: 30, column: 1, scope: !8)
!55 = !DILocation(line: 31, column: 9, scope: !8)
!56 = !DILocation(line: 31, column: 11, scope: !8)
!57 = !DILocation(line: 31, column: 7, scope: !8)
!58 = !DILocation(line: 32, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !8, file: !1, line: 32, column: 9)
!60 = !DILocation(line: 32, column: 11, scope: !59)
!61 = !DILocation(line: 32, column: 9, scope: !8)
!62 = !DILocation(line: 33, column: 9, scope: !59)
!63 = !DILocation(line: 35, column: 9, scope: !8)
!64 = !DILocation(line: 35, column: 11, scope: !8)
!65 = !DILocation(line: 35, column: 7, scope: !8)
!66 = !DILocation(line: 36, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !8, file: !1, line: 36, column: 9)
!68 = !DILocation(line: 36, column: 11, scope: !67)
!69 = !DILocation(line: 36, column: 9, scope: !8)
!70 = !DILocation(line: 37, column: 9, scope: !67)
!71 = !DILocation(line: 36, column: 14, scope: !67)
!72 = !DILabel(scope: !8, name: "bb5", file: !1, line: 38)
!73 = !DILocation(line: 38, column: 1, scope: !8)
!74 = !DILocation(line: 39, column: 9, scope: !8)
!75 = !DILocation(line: 39, column: 11, scope: !8)
!76 = !DILocation(line: 39, column: 7, scope: !8)
!77 = !DILocation(line: 39, column: 5, scope: !8)
!78 = !DILabel(scope: !8, name: "done", file: !1, line: 40)
!79 = !DILocation(line: 40, column: 1, scope: !8)
!80 = !DILocation(line: 41, column: 15, scope: !8)
!81 = !DILocation(line: 41, column: 5, scope: !8)
!82 = !DILocation(line: 41, column: 9, scope: !8)
!83 = !DILocation(line: 41, column: 13, scope: !8)
!84 = !DILocation(line: 42, column: 1, scope: !8)
