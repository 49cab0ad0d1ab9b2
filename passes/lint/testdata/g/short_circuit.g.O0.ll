; ModuleID = 'short_circuit.cl'
source_filename = "short_circuit.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @short_circuit(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %10 = trunc i64 %9 to i32, !dbg !27
  store i32 %10, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %12 = load i32, i32* %5, align 4, !dbg !31
  %13 = sext i32 %12 to i64, !dbg !30
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %13, !dbg !30
  %15 = load i32, i32 addrspace(1)* %14, align 4, !dbg !30
  store i32 %15, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %16 = load i32, i32* %6, align 4, !dbg !34
  %17 = mul nsw i32 %16, 13, !dbg !35
  %18 = add nsw i32 %17, 5, !dbg !36
  %19 = srem i32 %18, 64, !dbg !37
  store i32 %19, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %8, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  store i32 0, i32* %8, align 4, !dbg !39
  %20 = load i32, i32* %6, align 4, !dbg !40
  %21 = and i32 %20, 1, !dbg !42
  %22 = icmp ne i32 %21, 0, !dbg !42
  br i1 %22, label %23, label %26, !dbg !43

23:                                               ; preds = %2
  %24 = load i32, i32* %7, align 4, !dbg !44
  %25 = icmp sgt i32 %24, 10, !dbg !45
  br i1 %25, label %40, label %26, !dbg !46

26:                                               ; preds = %23, %2
  %27 = load i32, i32* %6, align 4, !dbg !47
  %28 = srem i32 %27, 3, !dbg !48
  %29 = icmp eq i32 %28, 0, !dbg !49
  br i1 %29, label %30, label %34, !dbg !50

30:                                               ; preds = %26
  %31 = load i32, i32* %7, align 4, !dbg !51
  %32 = srem i32 %31, 4, !dbg !52
  %33 = icmp ne i32 %32, 1, !dbg !53
  br i1 %33, label %40, label %34, !dbg !54

34:                                               ; preds = %30, %26
  %35 = load i32, i32* %6, align 4, !dbg !55
  %36 = icmp sgt i32 %35, 40, !dbg !56
  br i1 %36, label %37, label %43, !dbg !57

37:                                               ; preds = %34
  %38 = load i32, i32* %7, align 4, !dbg !58
  %39 = icmp slt i32 %38, 20, !dbg !59
  br i1 %39, label %40, label %43, !dbg !60

40:                                               ; preds = %37, %30, %23
  %41 = load i32, i32* %8, align 4, !dbg !61
  %42 = add nsw i32 %41, 1, !dbg !61
  store i32 %42, i32* %8, align 4, !dbg !61
  br label %43, !dbg !62

43:                                               ; preds = %40, %37, %34
  %44 = load i32, i32* %6, align 4, !dbg !63
  %45 = icmp slt i32 %44, 8, !dbg !65
  br i1 %45, label %62, label %46, !dbg !66

46:                                               ; preds = %43
  %47 = load i32, i32* %7, align 4, !dbg !67
  %48 = icmp sgt i32 %47, 50, !dbg !68
  br i1 %48, label %49, label %55, !dbg !69

49:                                               ; preds = %46
  %50 = load i32, i32* %6, align 4, !dbg !70
  %51 = load i32, i32* %7, align 4, !dbg !71
  %52 = xor i32 %50, %51, !dbg !72
  %53 = srem i32 %52, 5, !dbg !73
  %54 = icmp eq i32 %53, 2, !dbg !74
  br i1 %54, label %62, label %55, !dbg !75

55:                                               ; preds = %49, %46
  %56 = load i32, i32* %6, align 4, !dbg !76
  %57 = and i32 %56, 2, !dbg !77
  %58 = icmp ne i32 %57, 0, !dbg !77
  br i1 %58, label %65, label %59, !dbg !78

59:                                               ; preds = %55
  %60 = load i32, i32* %7, align 4, !dbg !79
  %61 = icmp ne i32 %60, 33, !dbg !80
  br i1 %61, label %62, label %65, !dbg !81

62:                                               ; preds = %59, %49, %43
  %63 = load i32, i32* %8, align 4, !dbg !82
  %64 = add nsw i32 %63, 10, !dbg !82
  store i32 %64, i32* %8, align 4, !dbg !82
  br label %65, !dbg !83

65:                                               ; preds = %62, %59, %55
  %66 = load i32, i32* %6, align 4, !dbg !84
  %67 = load i32, i32* %7, align 4, !dbg !85
  %68 = icmp sgt i32 %66, %67, !dbg !86
  br i1 %68, label %69, label %73, !dbg !87

69:                                               ; preds = %65
  %70 = load i32, i32* %6, align 4, !dbg !88
  %71 = srem i32 %70, 2, !dbg !89
  %72 = icmp eq i32 %71, 0, !dbg !90
  br i1 %72, label %87, label %73, !dbg !91

73:                                               ; preds = %69, %65
  %74 = load i32, i32* %7, align 4, !dbg !92
  %75 = icmp sgt i32 %74, 30, !dbg !93
  br i1 %75, label %76, label %85, !dbg !94

76:                                               ; preds = %73
  %77 = load i32, i32* %6, align 4, !dbg !95
  %78 = icmp slt i32 %77, 15, !dbg !96
  br i1 %78, label %83, label %79, !dbg !97

79:                                               ; preds = %76
  %80 = load i32, i32* %7, align 4, !dbg !98
  %81 = srem i32 %80, 7, !dbg !99
  %82 = icmp eq i32 %81, 3, !dbg !100
  br label %83, !dbg !97

83:                                               ; preds = %79, %76
  %84 = phi i1 [ true, %76 ], [ %82, %79 ]
  br label %85

85:                                               ; preds = %83, %73
  %86 = phi i1 [ false, %73 ], [ %84, %83 ], !dbg !101
  br label %87, !dbg !91

87:                                               ; preds = %85, %69
  %88 = phi i1 [ true, %69 ], [ %86, %85 ]
  %89 = zext i1 %88 to i64, !dbg !102
  %90 = select i1 %88, i32 100, i32 1000, !dbg !102
  %91 = load i32, i32* %8, align 4, !dbg !103
  %92 = add nsw i32 %91, %90, !dbg !103
  store i32 %92, i32* %8, align 4, !dbg !103
  %93 = load i32, i32* %6, align 4, !dbg !104
  %94 = icmp ne i32 %93, 3, !dbg !106
  br i1 %94, label %95, label %139, !dbg !107

95:                                               ; preds = %87
  %96 = load i32, i32* %7, align 4, !dbg !108
  %97 = icmp ne i32 %96, 3, !dbg !109
  br i1 %97, label %98, label %139, !dbg !110

98:                                               ; preds = %95
  %99 = load i32, i32* %6, align 4, !dbg !111
  %100 = srem i32 %99, 5, !dbg !112
  %101 = icmp ne i32 %100, 4, !dbg !113
  br i1 %101, label %106, label %102, !dbg !114

102:                                              ; preds = %98
  %103 = load i32, i32* %7, align 4, !dbg !115
  %104 = srem i32 %103, 3, !dbg !116
  %105 = icmp eq i32 %104, 0, !dbg !117
  br i1 %105, label %106, label %139, !dbg !118

106:                                              ; preds = %102, %98
  %107 = load i32, i32* %6, align 4, !dbg !119
  %108 = load i32, i32* %7, align 4, !dbg !120
  %109 = add nsw i32 %107, %108, !dbg !121
  %110 = srem i32 %109, 11, !dbg !122
  %111 = icmp ne i32 %110, 0, !dbg !123
  br i1 %111, label %112, label %139, !dbg !124

112:                                              ; preds = %106
  %113 = load i32, i32* %7, align 4, !dbg !125
  %114 = icmp slt i32 %113, 60, !dbg !126
  br i1 %114, label %118, label %115, !dbg !127

115:                                              ; preds = %112
  %116 = load i32, i32* %6, align 4, !dbg !128
  %117 = icmp slt i32 %116, 30, !dbg !129
  br i1 %117, label %118, label %139, !dbg !130

118:                                              ; preds = %115, %112
  %119 = load i32, i32* %6, align 4, !dbg !131
  %120 = and i32 %119, 4, !dbg !132
  %121 = icmp ne i32 %120, 0, !dbg !132
  br i1 %121, label %130, label %122, !dbg !133

122:                                              ; preds = %118
  %123 = load i32, i32* %7, align 4, !dbg !134
  %124 = and i32 %123, 8, !dbg !135
  %125 = icmp ne i32 %124, 0, !dbg !135
  br i1 %125, label %130, label %126, !dbg !136

126:                                              ; preds = %122
  %127 = load i32, i32* %6, align 4, !dbg !137
  %128 = load i32, i32* %7, align 4, !dbg !138
  %129 = icmp eq i32 %127, %128, !dbg !139
  br i1 %129, label %130, label %139, !dbg !140

130:                                              ; preds = %126, %122, %118
  %131 = load i32, i32* %6, align 4, !dbg !141
  %132 = load i32, i32* %7, align 4, !dbg !142
  %133 = mul nsw i32 %131, %132, !dbg !143
  %134 = srem i32 %133, 7, !dbg !144
  %135 = icmp ne i32 %134, 6, !dbg !145
  br i1 %135, label %136, label %139, !dbg !146

136:                                              ; preds = %130
  %137 = load i32, i32* %8, align 4, !dbg !147
  %138 = add nsw i32 %137, 10000, !dbg !147
  store i32 %138, i32* %8, align 4, !dbg !147
  br label %139, !dbg !148

139:                                              ; preds = %136, %130, %126, %115, %106, %102, %95, %87
  %140 = load i32, i32* %8, align 4, !dbg !149
  %141 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !150
  %142 = load i32, i32* %5, align 4, !dbg !151
  %143 = sext i32 %142 to i64, !dbg !150
  %144 = getelementptr inbounds i32, i32 addrspace(1)* %141, i64 %143, !dbg !150
  store i32 %140, i32 addrspace(1)* %144, align 4, !dbg !152
  ret void, !dbg !153
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
!1 = !DIFile(filename: "short_circuit.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0e932c4c41c3ba363c20ee0992562449")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "short_circuit", scope: !1, file: !1, line: 16, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"a", !"out"}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 16, type: !11)
!22 = !DILocation(line: 16, column: 45, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 16, type: !14)
!24 = !DILocation(line: 16, column: 60, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 18, type: !13)
!26 = !DILocation(line: 18, column: 9, scope: !8)
!27 = !DILocation(line: 18, column: 14, scope: !8)
!28 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 19, type: !13)
!29 = !DILocation(line: 19, column: 9, scope: !8)
!30 = !DILocation(line: 19, column: 13, scope: !8)
!31 = !DILocation(line: 19, column: 15, scope: !8)
!32 = !DILocalVariable(name: "y", scope: !8, file: !1, line: 20, type: !13)
!33 = !DILocation(line: 20, column: 9, scope: !8)
!34 = !DILocation(line: 20, column: 14, scope: !8)
!35 = !DILocation(line: 20, column: 16, scope: !8)
!36 = !DILocation(line: 20, column: 21, scope: !8)
!37 = !DILocation(line: 20, column: 26, scope: !8)
!38 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 21, type: !13)
!39 = !DILocation(line: 21, column: 9, scope: !8)
!40 = !DILocation(line: 23, column: 11, scope: !41)
!41 = distinct !DILexicalBlock(scope: !8, file: !1, line: 23, column: 9)
!42 = !DILocation(line: 23, column: 13, scope: !41)
!43 = !DILocation(line: 23, column: 18, scope: !41)
!44 = !DILocation(line: 23, column: 21, scope: !41)
!45 = !DILocation(line: 23, column: 23, scope: !41)
!46 = !DILocation(line: 23, column: 29, scope: !41)
!47 = !DILocation(line: 23, column: 33, scope: !41)
!48 = !DILocation(line: 23, column: 35, scope: !41)
!49 = !DILocation(line: 23, column: 39, scope: !41)
!50 = !DILocation(line: 23, column: 44, scope: !41)
!51 = !DILocation(line: 23, column: 47, scope: !41)
!52 = !DILocation(line: 23, column: 49, scope: !41)
!53 = !DILocation(line: 23, column: 53, scope: !41)
!54 = !DILocation(line: 23, column: 59, scope: !41)
!55 = !DILocation(line: 23, column: 63, scope: !41)
!56 = !DILocation(line: 23, column: 65, scope: !41)
!57 = !DILocation(line: 23, column: 70, scope: !41)
!58 = !DILocation(line: 23, column: 73, scope: !41)
!59 = !DILocation(line: 23, column: 75, scope: !41)
!60 = !DILocation(line: 23, column: 9, scope: !8)
!61 = !DILocation(line: 24, column: 11, scope: !41)
!62 = !DILocation(line: 24, column: 9, scope: !41)
!63 = !DILocation(line: 25, column: 9, scope: !64)
!64 = distinct !DILexicalBlock(scope: !8, file: !1, line: 25, column: 9)
!65 = !DILocation(line: 25, column: 11, scope: !64)
!66 = !DILocation(line: 25, column: 15, scope: !64)
!67 = !DILocation(line: 25, column: 19, scope: !64)
!68 = !DILocation(line: 25, column: 21, scope: !64)
!69 = !DILocation(line: 25, column: 26, scope: !64)
!70 = !DILocation(line: 25, column: 30, scope: !64)
!71 = !DILocation(line: 25, column: 34, scope: !64)
!72 = !DILocation(line: 25, column: 32, scope: !64)
!73 = !DILocation(line: 25, column: 37, scope: !64)
!74 = !DILocation(line: 25, column: 41, scope: !64)
!75 = !DILocation(line: 25, column: 47, scope: !64)
!76 = !DILocation(line: 25, column: 53, scope: !64)
!77 = !DILocation(line: 25, column: 55, scope: !64)
!78 = !DILocation(line: 25, column: 60, scope: !64)
!79 = !DILocation(line: 25, column: 63, scope: !64)
!80 = !DILocation(line: 25, column: 65, scope: !64)
!81 = !DILocation(line: 25, column: 9, scope: !8)
!82 = !DILocation(line: 26, column: 11, scope: !64)
!83 = !DILocation(line: 26, column: 9, scope: !64)
!84 = !DILocation(line: 27, column: 12, scope: !8)
!85 = !DILocation(line: 27, column: 16, scope: !8)
!86 = !DILocation(line: 27, column: 14, scope: !8)
!87 = !DILocation(line: 27, column: 18, scope: !8)
!88 = !DILocation(line: 27, column: 21, scope: !8)
!89 = !DILocation(line: 27, column: 23, scope: !8)
!90 = !DILocation(line: 27, column: 27, scope: !8)
!91 = !DILocation(line: 27, column: 33, scope: !8)
!92 = !DILocation(line: 27, column: 37, scope: !8)
!93 = !DILocation(line: 27, column: 39, scope: !8)
!94 = !DILocation(line: 27, column: 44, scope: !8)
!95 = !DILocation(line: 27, column: 48, scope: !8)
!96 = !DILocation(line: 27, column: 50, scope: !8)
!97 = !DILocation(line: 27, column: 55, scope: !8)
!98 = !DILocation(line: 27, column: 58, scope: !8)
!99 = !DILocation(line: 27, column: 60, scope: !8)
!100 = !DILocation(line: 27, column: 64, scope: !8)
!101 = !DILocation(line: 0, scope: !8)
!102 = !DILocation(line: 27, column: 10, scope: !8)
!103 = !DILocation(line: 27, column: 7, scope: !8)
!104 = !DILocation(line: 29, column: 10, scope: !105)
!105 = distinct !DILexicalBlock(scope: !8, file: !1, line: 29, column: 9)
!106 = !DILocation(line: 29, column: 12, scope: !105)
!107 = !DILocation(line: 29, column: 17, scope: !105)
!108 = !DILocation(line: 29, column: 20, scope: !105)
!109 = !DILocation(line: 29, column: 22, scope: !105)
!110 = !DILocation(line: 29, column: 28, scope: !105)
!111 = !DILocation(line: 29, column: 32, scope: !105)
!112 = !DILocation(line: 29, column: 34, scope: !105)
!113 = !DILocation(line: 29, column: 38, scope: !105)
!114 = !DILocation(line: 29, column: 43, scope: !105)
!115 = !DILocation(line: 29, column: 46, scope: !105)
!116 = !DILocation(line: 29, column: 48, scope: !105)
!117 = !DILocation(line: 29, column: 52, scope: !105)
!118 = !DILocation(line: 29, column: 58, scope: !105)
!119 = !DILocation(line: 29, column: 62, scope: !105)
!120 = !DILocation(line: 29, column: 66, scope: !105)
!121 = !DILocation(line: 29, column: 64, scope: !105)
!122 = !DILocation(line: 29, column: 69, scope: !105)
!123 = !DILocation(line: 29, column: 74, scope: !105)
!124 = !DILocation(line: 29, column: 79, scope: !105)
!125 = !DILocation(line: 30, column: 10, scope: !105)
!126 = !DILocation(line: 30, column: 12, scope: !105)
!127 = !DILocation(line: 30, column: 17, scope: !105)
!128 = !DILocation(line: 30, column: 20, scope: !105)
!129 = !DILocation(line: 30, column: 22, scope: !105)
!130 = !DILocation(line: 30, column: 28, scope: !105)
!131 = !DILocation(line: 30, column: 32, scope: !105)
!132 = !DILocation(line: 30, column: 34, scope: !105)
!133 = !DILocation(line: 30, column: 38, scope: !105)
!134 = !DILocation(line: 30, column: 41, scope: !105)
!135 = !DILocation(line: 30, column: 43, scope: !105)
!136 = !DILocation(line: 30, column: 47, scope: !105)
!137 = !DILocation(line: 30, column: 50, scope: !105)
!138 = !DILocation(line: 30, column: 55, scope: !105)
!139 = !DILocation(line: 30, column: 52, scope: !105)
!140 = !DILocation(line: 30, column: 58, scope: !105)
!141 = !DILocation(line: 30, column: 61, scope: !105)
!142 = !DILocation(line: 30, column: 65, scope: !105)
!143 = !DILocation(line: 30, column: 63, scope: !105)
!144 = !DILocation(line: 30, column: 67, scope: !105)
!145 = !DILocation(line: 30, column: 71, scope: !105)
!146 = !DILocation(line: 29, column: 9, scope: !8)
!147 = !DILocation(line: 31, column: 11, scope: !105)
!148 = !DILocation(line: 31, column: 9, scope: !105)
!149 = !DILocation(line: 32, column: 15, scope: !8)
!150 = !DILocation(line: 32, column: 5, scope: !8)
!151 = !DILocation(line: 32, column: 9, scope: !8)
!152 = !DILocation(line: 32, column: 13, scope: !8)
!153 = !DILocation(line: 33, column: 1, scope: !8)
