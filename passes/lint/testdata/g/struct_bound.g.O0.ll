; ModuleID = 'struct_bound.cl'
source_filename = "struct_bound.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.list_t = type { i32, [16 x i32] }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @struct_bound(%struct.list_t addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 !kernel_arg_name !27 {
  %4 = alloca %struct.list_t addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.list_t addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.list_t addrspace(1)* %0, %struct.list_t addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.list_t addrspace(1)** %4, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !35
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !36
  %12 = trunc i64 %11 to i32, !dbg !36
  store i32 %12, i32* %7, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata %struct.list_t addrspace(1)** %8, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  %13 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %4, align 8, !dbg !39
  %14 = load i32, i32* %7, align 4, !dbg !40
  %15 = sext i32 %14 to i64, !dbg !39
  %16 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %13, i64 %15, !dbg !39
  store %struct.list_t addrspace(1)* %16, %struct.list_t addrspace(1)** %8, align 8, !dbg !38
  %17 = load i32, i32* %7, align 4, !dbg !41
  %18 = srem i32 %17, 16, !dbg !42
  %19 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8, !dbg !43
  %20 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %19, i32 0, i32 0, !dbg !44
  store i32 %18, i32 addrspace(1)* %20, align 4, !dbg !45
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  store i32 0, i32* %9, align 4, !dbg !48
  br label %21, !dbg !49

21:                                               ; preds = %46, %3
  %22 = load i32, i32* %9, align 4, !dbg !50
  %23 = icmp slt i32 %22, 2, !dbg !52
  br i1 %23, label %24, label %49, !dbg !53

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %10, metadata !54, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !57
  store i32 0, i32* %10, align 4, !dbg !57
  br label %25, !dbg !58

25:                                               ; preds = %42, %24
  %26 = load i32, i32* %10, align 4, !dbg !59
  %27 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8, !dbg !61
  %28 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %27, i32 0, i32 0, !dbg !62
  %29 = load i32, i32 addrspace(1)* %28, align 4, !dbg !62
  %30 = icmp slt i32 %26, %29, !dbg !63
  br i1 %30, label %31, label %45, !dbg !64

31:                                               ; preds = %25
  %32 = load i32, i32* %9, align 4, !dbg !65
  %33 = load i32, i32* %10, align 4, !dbg !66
  %34 = add nsw i32 %32, %33, !dbg !67
  %35 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8, !dbg !68
  %36 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %35, i32 0, i32 1, !dbg !69
  %37 = load i32, i32* %10, align 4, !dbg !70
  %38 = sext i32 %37 to i64, !dbg !68
  %39 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* %36, i64 0, i64 %38, !dbg !68
  %40 = load i32, i32 addrspace(1)* %39, align 4, !dbg !71
  %41 = add nsw i32 %40, %34, !dbg !71
  store i32 %41, i32 addrspace(1)* %39, align 4, !dbg !71
  br label %42, !dbg !68

42:                                               ; preds = %31
  %43 = load i32, i32* %10, align 4, !dbg !72
  %44 = add nsw i32 %43, 1, !dbg !72
  store i32 %44, i32* %10, align 4, !dbg !72
  br label %25, !dbg !73, !llvm.loop !74

45:                                               ; preds = %25
  br label %46, !dbg !76

46:                                               ; preds = %45
  %47 = load i32, i32* %9, align 4, !dbg !77
  %48 = add nsw i32 %47, 1, !dbg !77
  store i32 %48, i32* %9, align 4, !dbg !77
  br label %21, !dbg !78, !llvm.loop !79

49:                                               ; preds = %21
  %50 = load %struct.list_t addrspace(1)*, %struct.list_t addrspace(1)** %8, align 8, !dbg !81
  %51 = getelementptr inbounds %struct.list_t, %struct.list_t addrspace(1)* %50, i32 0, i32 1, !dbg !82
  %52 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* %51, i64 0, i64 0, !dbg !81
  %53 = load i32, i32 addrspace(1)* %52, align 4, !dbg !81
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !83
  %55 = load i32, i32* %7, align 4, !dbg !84
  %56 = sext i32 %55 to i64, !dbg !83
  %57 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 %56, !dbg !83
  store i32 %53, i32 addrspace(1)* %57, align 4, !dbg !85
  %58 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !86
  %59 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %58) #5, !dbg !87
  ret void, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_bound.cl", directory: ".", checksumkind: CSK_MD5, checksum: "414e92afba44c1db0ea970eecf4c69ca")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "struct_bound", scope: !1, file: !1, line: 19, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !21, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "list_t", file: !1, line: 17, baseType: !13)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 14, size: 544, elements: !14)
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !13, file: !1, line: 15, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !13, file: !1, line: 16, baseType: !18, size: 512, offset: 32)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!22 = !{}
!23 = !{i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"list_t*", !"int*", !"int*"}
!26 = !{!"", !"", !""}
!27 = !{!"lists", !"out", !"done"}
!28 = !DILocalVariable(name: "lists", arg: 1, scope: !8, file: !1, line: 19, type: !11)
!29 = !DILocation(line: 19, column: 41, scope: !8)
!30 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 19, type: !21)
!31 = !DILocation(line: 19, column: 60, scope: !8)
!32 = !DILocalVariable(name: "done", arg: 3, scope: !8, file: !1, line: 19, type: !21)
!33 = !DILocation(line: 19, column: 77, scope: !8)
!34 = !DILocalVariable(name: "g", scope: !8, file: !1, line: 21, type: !16)
!35 = !DILocation(line: 21, column: 9, scope: !8)
!36 = !DILocation(line: 21, column: 13, scope: !8)
!37 = !DILocalVariable(name: "l", scope: !8, file: !1, line: 22, type: !11)
!38 = !DILocation(line: 22, column: 20, scope: !8)
!39 = !DILocation(line: 22, column: 25, scope: !8)
!40 = !DILocation(line: 22, column: 31, scope: !8)
!41 = !DILocation(line: 23, column: 12, scope: !8)
!42 = !DILocation(line: 23, column: 14, scope: !8)
!43 = !DILocation(line: 23, column: 5, scope: !8)
!44 = !DILocation(line: 23, column: 8, scope: !8)
!45 = !DILocation(line: 23, column: 10, scope: !8)
!46 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 24, type: !16)
!47 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 5)
!48 = !DILocation(line: 24, column: 14, scope: !47)
!49 = !DILocation(line: 24, column: 10, scope: !47)
!50 = !DILocation(line: 24, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 24, column: 5)
!52 = !DILocation(line: 24, column: 23, scope: !51)
!53 = !DILocation(line: 24, column: 5, scope: !47)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 25, type: !16)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 25, column: 9)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 24, column: 33)
!57 = !DILocation(line: 25, column: 18, scope: !55)
!58 = !DILocation(line: 25, column: 14, scope: !55)
!59 = !DILocation(line: 25, column: 25, scope: !60)
!60 = distinct !DILexicalBlock(scope: !55, file: !1, line: 25, column: 9)
!61 = !DILocation(line: 25, column: 29, scope: !60)
!62 = !DILocation(line: 25, column: 32, scope: !60)
!63 = !DILocation(line: 25, column: 27, scope: !60)
!64 = !DILocation(line: 25, column: 9, scope: !55)
!65 = !DILocation(line: 26, column: 27, scope: !60)
!66 = !DILocation(line: 26, column: 31, scope: !60)
!67 = !DILocation(line: 26, column: 29, scope: !60)
!68 = !DILocation(line: 26, column: 13, scope: !60)
!69 = !DILocation(line: 26, column: 16, scope: !60)
!70 = !DILocation(line: 26, column: 21, scope: !60)
!71 = !DILocation(line: 26, column: 24, scope: !60)
!72 = !DILocation(line: 25, column: 36, scope: !60)
!73 = !DILocation(line: 25, column: 9, scope: !60)
!74 = distinct !{!74, !64, !75}
!75 = !DILocation(line: 26, column: 31, scope: !55)
!76 = !DILocation(line: 27, column: 5, scope: !56)
!77 = !DILocation(line: 24, column: 29, scope: !51)
!78 = !DILocation(line: 24, column: 5, scope: !51)
!79 = distinct !{!79, !53, !80}
!80 = !DILocation(line: 27, column: 5, scope: !47)
!81 = !DILocation(line: 28, column: 14, scope: !8)
!82 = !DILocation(line: 28, column: 17, scope: !8)
!83 = !DILocation(line: 28, column: 5, scope: !8)
!84 = !DILocation(line: 28, column: 9, scope: !8)
!85 = !DILocation(line: 28, column: 12, scope: !8)
!86 = !DILocation(line: 29, column: 16, scope: !8)
!87 = !DILocation(line: 29, column: 5, scope: !8)
!88 = !DILocation(line: 30, column: 1, scope: !8)
