; ModuleID = 'int_types.cl'
source_filename = "int_types.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @int_types(i8 addrspace(1)* noundef %0, i16 addrspace(1)* noundef %1, i64 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3, i64 addrspace(1)* noundef %4) #0 !dbg !16 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !kernel_arg_name !31 {
  %6 = alloca i8 addrspace(1)*, align 8
  %7 = alloca i16 addrspace(1)*, align 8
  %8 = alloca i64 addrspace(1)*, align 8
  %9 = alloca i32 addrspace(1)*, align 8
  %10 = alloca i64 addrspace(1)*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i8 addrspace(1)* %0, i8 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i8 addrspace(1)** %6, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  store i16 addrspace(1)* %1, i16 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i16 addrspace(1)** %7, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !35
  store i64 addrspace(1)* %2, i64 addrspace(1)** %8, align 8
  call void @llvm.dbg.declare(metadata i64 addrspace(1)** %8, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  store i32 addrspace(1)* %3, i32 addrspace(1)** %9, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %9, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  store i64 addrspace(1)* %4, i64 addrspace(1)** %10, align 8
  call void @llvm.dbg.declare(metadata i64 addrspace(1)** %10, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !41
  call void @llvm.dbg.declare(metadata i32* %11, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !44
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !45
  %16 = trunc i64 %15 to i32, !dbg !45
  store i32 %16, i32* %11, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i8* %12, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  %17 = load i8 addrspace(1)*, i8 addrspace(1)** %6, align 8, !dbg !48
  %18 = load i32, i32* %11, align 4, !dbg !49
  %19 = sext i32 %18 to i64, !dbg !48
  %20 = getelementptr inbounds i8, i8 addrspace(1)* %17, i64 %19, !dbg !48
  %21 = load i8, i8 addrspace(1)* %20, align 1, !dbg !48
  store i8 %21, i8* %12, align 1, !dbg !47
  call void @llvm.dbg.declare(metadata i16* %13, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !51
  %22 = load i8, i8* %12, align 1, !dbg !52
  %23 = sext i8 %22 to i32, !dbg !52
  %24 = mul nsw i32 %23, 300, !dbg !53
  %25 = trunc i32 %24 to i16, !dbg !54
  store i16 %25, i16* %13, align 2, !dbg !51
  %26 = load i8, i8* %12, align 1, !dbg !55
  %27 = sext i8 %26 to i32, !dbg !55
  %28 = icmp eq i32 %27, 65, !dbg !57
  br i1 %28, label %29, label %34, !dbg !58

29:                                               ; preds = %5
  %30 = load i16, i16* %13, align 2, !dbg !59
  %31 = sext i16 %30 to i32, !dbg !59
  %32 = add nsw i32 %31, 66, !dbg !60
  %33 = trunc i32 %32 to i16, !dbg !59
  store i16 %33, i16* %13, align 2, !dbg !61
  br label %34, !dbg !62

34:                                               ; preds = %29, %5
  %35 = load i16, i16* %13, align 2, !dbg !63
  %36 = load i16 addrspace(1)*, i16 addrspace(1)** %7, align 8, !dbg !64
  %37 = load i32, i32* %11, align 4, !dbg !65
  %38 = sext i32 %37 to i64, !dbg !64
  %39 = getelementptr inbounds i16, i16 addrspace(1)* %36, i64 %38, !dbg !64
  store i16 %35, i16 addrspace(1)* %39, align 2, !dbg !66
  %40 = load i8, i8* %12, align 1, !dbg !67
  %41 = sext i8 %40 to i64, !dbg !68
  %42 = mul nsw i64 %41, 4294967296, !dbg !69
  %43 = add nsw i64 %42, 10, !dbg !70
  %44 = load i64 addrspace(1)*, i64 addrspace(1)** %8, align 8, !dbg !71
  %45 = load i32, i32* %11, align 4, !dbg !72
  %46 = sext i32 %45 to i64, !dbg !71
  %47 = getelementptr inbounds i64, i64 addrspace(1)* %44, i64 %46, !dbg !71
  store i64 %43, i64 addrspace(1)* %47, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %14, metadata !74, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !75
  %48 = load i32, i32* %11, align 4, !dbg !76
  %49 = add i32 -4, %48, !dbg !77
  store i32 %49, i32* %14, align 4, !dbg !75
  %50 = load i32, i32* %14, align 4, !dbg !78
  %51 = lshr i32 %50, 1, !dbg !79
  %52 = load i32, i32* %14, align 4, !dbg !80
  %53 = shl i32 %52, 28, !dbg !81
  %54 = xor i32 %51, %53, !dbg !82
  %55 = load i32 addrspace(1)*, i32 addrspace(1)** %9, align 8, !dbg !83
  %56 = load i32, i32* %11, align 4, !dbg !84
  %57 = sext i32 %56 to i64, !dbg !83
  %58 = getelementptr inbounds i32, i32 addrspace(1)* %55, i64 %57, !dbg !83
  store i32 %54, i32 addrspace(1)* %58, align 4, !dbg !85
  %59 = load i32, i32* %14, align 4, !dbg !86
  %60 = zext i32 %59 to i64, !dbg !87
  %61 = mul i64 %60, 3, !dbg !88
  %62 = add i64 %61, 1099511627776, !dbg !89
  %63 = load i64 addrspace(1)*, i64 addrspace(1)** %10, align 8, !dbg !90
  %64 = load i32, i32* %11, align 4, !dbg !91
  %65 = sext i32 %64 to i64, !dbg !90
  %66 = getelementptr inbounds i64, i64 addrspace(1)* %63, i64 %65, !dbg !90
  store i64 %62, i64 addrspace(1)* %66, align 8, !dbg !92
  ret void, !dbg !93
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
!llvm.module.flags = !{!10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!opencl.spir.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "int_types.cl", directory: ".", checksumkind: CSK_MD5, checksum: "87f39eb7c6fa1d6e8f08c34c09da09a5")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !6, line: 98, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !6, line: 103, baseType: !9)
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "int_types", scope: !1, file: !1, line: 14, type: !17, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !26)
!17 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !18)
!18 = !{null, !19, !22, !23, !24, !25}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!26 = !{}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none", !"none"}
!29 = !{!"char*", !"short*", !"long*", !"uint*", !"ulong*"}
!30 = !{!"const", !"", !"", !"", !""}
!31 = !{!"bytes", !"halves", !"wide", !"bits", !"big"}
!32 = !DILocalVariable(name: "bytes", arg: 1, scope: !16, file: !1, line: 14, type: !19)
!33 = !DILocation(line: 14, column: 42, scope: !16)
!34 = !DILocalVariable(name: "halves", arg: 2, scope: !16, file: !1, line: 14, type: !22)
!35 = !DILocation(line: 14, column: 63, scope: !16)
!36 = !DILocalVariable(name: "wide", arg: 3, scope: !16, file: !1, line: 14, type: !23)
!37 = !DILocation(line: 14, column: 84, scope: !16)
!38 = !DILocalVariable(name: "bits", arg: 4, scope: !16, file: !1, line: 15, type: !24)
!39 = !DILocation(line: 15, column: 36, scope: !16)
!40 = !DILocalVariable(name: "big", arg: 5, scope: !16, file: !1, line: 15, type: !25)
!41 = !DILocation(line: 15, column: 56, scope: !16)
!42 = !DILocalVariable(name: "i", scope: !16, file: !1, line: 17, type: !43)
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DILocation(line: 17, column: 9, scope: !16)
!45 = !DILocation(line: 17, column: 13, scope: !16)
!46 = !DILocalVariable(name: "c", scope: !16, file: !1, line: 18, type: !21)
!47 = !DILocation(line: 18, column: 10, scope: !16)
!48 = !DILocation(line: 18, column: 14, scope: !16)
!49 = !DILocation(line: 18, column: 20, scope: !16)
!50 = !DILocalVariable(name: "h", scope: !16, file: !1, line: 19, type: !3)
!51 = !DILocation(line: 19, column: 11, scope: !16)
!52 = !DILocation(line: 19, column: 23, scope: !16)
!53 = !DILocation(line: 19, column: 25, scope: !16)
!54 = !DILocation(line: 19, column: 15, scope: !16)
!55 = !DILocation(line: 20, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !16, file: !1, line: 20, column: 9)
!57 = !DILocation(line: 20, column: 11, scope: !56)
!58 = !DILocation(line: 20, column: 9, scope: !16)
!59 = !DILocation(line: 21, column: 13, scope: !56)
!60 = !DILocation(line: 21, column: 15, scope: !56)
!61 = !DILocation(line: 21, column: 11, scope: !56)
!62 = !DILocation(line: 21, column: 9, scope: !56)
!63 = !DILocation(line: 22, column: 17, scope: !16)
!64 = !DILocation(line: 22, column: 5, scope: !16)
!65 = !DILocation(line: 22, column: 12, scope: !16)
!66 = !DILocation(line: 22, column: 15, scope: !16)
!67 = !DILocation(line: 23, column: 21, scope: !16)
!68 = !DILocation(line: 23, column: 15, scope: !16)
!69 = !DILocation(line: 23, column: 23, scope: !16)
!70 = !DILocation(line: 23, column: 38, scope: !16)
!71 = !DILocation(line: 23, column: 5, scope: !16)
!72 = !DILocation(line: 23, column: 10, scope: !16)
!73 = !DILocation(line: 23, column: 13, scope: !16)
!74 = !DILocalVariable(name: "u", scope: !16, file: !1, line: 24, type: !7)
!75 = !DILocation(line: 24, column: 18, scope: !16)
!76 = !DILocation(line: 24, column: 42, scope: !16)
!77 = !DILocation(line: 24, column: 34, scope: !16)
!78 = !DILocation(line: 25, column: 16, scope: !16)
!79 = !DILocation(line: 25, column: 18, scope: !16)
!80 = !DILocation(line: 25, column: 27, scope: !16)
!81 = !DILocation(line: 25, column: 29, scope: !16)
!82 = !DILocation(line: 25, column: 24, scope: !16)
!83 = !DILocation(line: 25, column: 5, scope: !16)
!84 = !DILocation(line: 25, column: 10, scope: !16)
!85 = !DILocation(line: 25, column: 13, scope: !16)
!86 = !DILocation(line: 26, column: 21, scope: !16)
!87 = !DILocation(line: 26, column: 14, scope: !16)
!88 = !DILocation(line: 26, column: 23, scope: !16)
!89 = !DILocation(line: 26, column: 29, scope: !16)
!90 = !DILocation(line: 26, column: 5, scope: !16)
!91 = !DILocation(line: 26, column: 9, scope: !16)
!92 = !DILocation(line: 26, column: 12, scope: !16)
!93 = !DILocation(line: 27, column: 1, scope: !16)
