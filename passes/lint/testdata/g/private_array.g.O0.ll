; ModuleID = 'private_array.cl'
source_filename = "private_array.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @private_array(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %15 = trunc i64 %14 to i32, !dbg !27
  store i32 %15, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %17 = load i32, i32* %5, align 4, !dbg !31
  %18 = sext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 %18, !dbg !30
  %20 = load i32, i32 addrspace(1)* %19, align 4, !dbg !30
  store i32 %20, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata [8 x i32]* %7, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  store i32 0, i32* %8, align 4, !dbg !39
  br label %21, !dbg !40

21:                                               ; preds = %39, %2
  %22 = load i32, i32* %8, align 4, !dbg !41
  %23 = icmp slt i32 %22, 8, !dbg !43
  br i1 %23, label %24, label %42, !dbg !44

24:                                               ; preds = %21
  %25 = load i32, i32* %6, align 4, !dbg !45
  %26 = mul nsw i32 %25, 7, !dbg !46
  %27 = load i32, i32* %8, align 4, !dbg !47
  %28 = mul nsw i32 %27, 13, !dbg !48
  %29 = add nsw i32 %26, %28, !dbg !49
  %30 = srem i32 %29, 11, !dbg !50
  %31 = load i32, i32* %6, align 4, !dbg !51
  %32 = load i32, i32* %8, align 4, !dbg !52
  %33 = add nsw i32 %31, %32, !dbg !53
  %34 = srem i32 %33, 3, !dbg !54
  %35 = add nsw i32 %30, %34, !dbg !55
  %36 = load i32, i32* %8, align 4, !dbg !56
  %37 = sext i32 %36 to i64, !dbg !57
  %38 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %37, !dbg !57
  store i32 %35, i32* %38, align 4, !dbg !58
  br label %39, !dbg !57

39:                                               ; preds = %24
  %40 = load i32, i32* %8, align 4, !dbg !59
  %41 = add nsw i32 %40, 1, !dbg !59
  store i32 %41, i32* %8, align 4, !dbg !59
  br label %21, !dbg !60, !llvm.loop !61

42:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %9, metadata !63, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !65
  store i32 1, i32* %9, align 4, !dbg !65
  br label %43, !dbg !66

43:                                               ; preds = %82, %42
  %44 = load i32, i32* %9, align 4, !dbg !67
  %45 = icmp slt i32 %44, 8, !dbg !69
  br i1 %45, label %46, label %85, !dbg !70

46:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !71, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !73
  %47 = load i32, i32* %9, align 4, !dbg !74
  %48 = sext i32 %47 to i64, !dbg !75
  %49 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %48, !dbg !75
  %50 = load i32, i32* %49, align 4, !dbg !75
  store i32 %50, i32* %10, align 4, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %11, metadata !76, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !77
  %51 = load i32, i32* %9, align 4, !dbg !78
  %52 = sub nsw i32 %51, 1, !dbg !79
  store i32 %52, i32* %11, align 4, !dbg !77
  br label %53, !dbg !80

53:                                               ; preds = %65, %46
  %54 = load i32, i32* %11, align 4, !dbg !81
  %55 = icmp sge i32 %54, 0, !dbg !82
  br i1 %55, label %56, label %63, !dbg !83

56:                                               ; preds = %53
  %57 = load i32, i32* %11, align 4, !dbg !84
  %58 = sext i32 %57 to i64, !dbg !85
  %59 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %58, !dbg !85
  %60 = load i32, i32* %59, align 4, !dbg !85
  %61 = load i32, i32* %10, align 4, !dbg !86
  %62 = icmp sgt i32 %60, %61, !dbg !87
  br label %63

63:                                               ; preds = %56, %53
  %64 = phi i1 [ false, %53 ], [ %62, %56 ], !dbg !88
  br i1 %64, label %65, label %76, !dbg !80

65:                                               ; preds = %63
  %66 = load i32, i32* %11, align 4, !dbg !89
  %67 = sext i32 %66 to i64, !dbg !91
  %68 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %67, !dbg !91
  %69 = load i32, i32* %68, align 4, !dbg !91
  %70 = load i32, i32* %11, align 4, !dbg !92
  %71 = add nsw i32 %70, 1, !dbg !93
  %72 = sext i32 %71 to i64, !dbg !94
  %73 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %72, !dbg !94
  store i32 %69, i32* %73, align 4, !dbg !95
  %74 = load i32, i32* %11, align 4, !dbg !96
  %75 = add nsw i32 %74, -1, !dbg !96
  store i32 %75, i32* %11, align 4, !dbg !96
  br label %53, !dbg !80, !llvm.loop !97

76:                                               ; preds = %63
  %77 = load i32, i32* %10, align 4, !dbg !99
  %78 = load i32, i32* %11, align 4, !dbg !100
  %79 = add nsw i32 %78, 1, !dbg !101
  %80 = sext i32 %79 to i64, !dbg !102
  %81 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %80, !dbg !102
  store i32 %77, i32* %81, align 4, !dbg !103
  br label %82, !dbg !104

82:                                               ; preds = %76
  %83 = load i32, i32* %9, align 4, !dbg !105
  %84 = add nsw i32 %83, 1, !dbg !105
  store i32 %84, i32* %9, align 4, !dbg !105
  br label %43, !dbg !106, !llvm.loop !107

85:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %12, metadata !109, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !110
  store i32 1, i32* %12, align 4, !dbg !110
  call void @llvm.dbg.declare(metadata i32* %13, metadata !111, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !113
  store i32 1, i32* %13, align 4, !dbg !113
  br label %86, !dbg !114

86:                                               ; preds = %104, %85
  %87 = load i32, i32* %13, align 4, !dbg !115
  %88 = icmp slt i32 %87, 8, !dbg !117
  br i1 %88, label %89, label %107, !dbg !118

89:                                               ; preds = %86
  %90 = load i32, i32* %13, align 4, !dbg !119
  %91 = sext i32 %90 to i64, !dbg !122
  %92 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %91, !dbg !122
  %93 = load i32, i32* %92, align 4, !dbg !122
  %94 = load i32, i32* %13, align 4, !dbg !123
  %95 = sub nsw i32 %94, 1, !dbg !124
  %96 = sext i32 %95 to i64, !dbg !125
  %97 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 %96, !dbg !125
  %98 = load i32, i32* %97, align 4, !dbg !125
  %99 = icmp eq i32 %93, %98, !dbg !126
  br i1 %99, label %100, label %101, !dbg !127

100:                                              ; preds = %89
  br label %104, !dbg !128

101:                                              ; preds = %89
  %102 = load i32, i32* %12, align 4, !dbg !129
  %103 = add nsw i32 %102, 1, !dbg !129
  store i32 %103, i32* %12, align 4, !dbg !129
  br label %104, !dbg !130

104:                                              ; preds = %101, %100
  %105 = load i32, i32* %13, align 4, !dbg !131
  %106 = add nsw i32 %105, 1, !dbg !131
  store i32 %106, i32* %13, align 4, !dbg !131
  br label %86, !dbg !132, !llvm.loop !133

107:                                              ; preds = %86
  %108 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 0, !dbg !135
  %109 = load i32, i32* %108, align 4, !dbg !135
  %110 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !136
  %111 = load i32, i32* %5, align 4, !dbg !137
  %112 = mul nsw i32 %111, 3, !dbg !138
  %113 = sext i32 %112 to i64, !dbg !136
  %114 = getelementptr inbounds i32, i32 addrspace(1)* %110, i64 %113, !dbg !136
  store i32 %109, i32 addrspace(1)* %114, align 4, !dbg !139
  %115 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 7, !dbg !140
  %116 = load i32, i32* %115, align 4, !dbg !140
  %117 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !141
  %118 = load i32, i32* %5, align 4, !dbg !142
  %119 = mul nsw i32 %118, 3, !dbg !143
  %120 = add nsw i32 %119, 1, !dbg !144
  %121 = sext i32 %120 to i64, !dbg !141
  %122 = getelementptr inbounds i32, i32 addrspace(1)* %117, i64 %121, !dbg !141
  store i32 %116, i32 addrspace(1)* %122, align 4, !dbg !145
  %123 = load i32, i32* %12, align 4, !dbg !146
  %124 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !147
  %125 = load i32, i32* %5, align 4, !dbg !148
  %126 = mul nsw i32 %125, 3, !dbg !149
  %127 = add nsw i32 %126, 2, !dbg !150
  %128 = sext i32 %127 to i64, !dbg !147
  %129 = getelementptr inbounds i32, i32 addrspace(1)* %124, i64 %128, !dbg !147
  store i32 %123, i32 addrspace(1)* %129, align 4, !dbg !151
  ret void, !dbg !152
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
!1 = !DIFile(filename: "private_array.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b74d3a2fe7e7943726a8f6aa5e933781")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "private_array", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 15, type: !11)
!22 = !DILocation(line: 15, column: 45, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 15, type: !14)
!24 = !DILocation(line: 15, column: 61, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 17, type: !13)
!26 = !DILocation(line: 17, column: 9, scope: !8)
!27 = !DILocation(line: 17, column: 14, scope: !8)
!28 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 18, type: !13)
!29 = !DILocation(line: 18, column: 9, scope: !8)
!30 = !DILocation(line: 18, column: 13, scope: !8)
!31 = !DILocation(line: 18, column: 16, scope: !8)
!32 = !DILocalVariable(name: "v", scope: !8, file: !1, line: 19, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DILocation(line: 19, column: 9, scope: !8)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 20, type: !13)
!38 = distinct !DILexicalBlock(scope: !8, file: !1, line: 20, column: 5)
!39 = !DILocation(line: 20, column: 14, scope: !38)
!40 = !DILocation(line: 20, column: 10, scope: !38)
!41 = !DILocation(line: 20, column: 21, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 20, column: 5)
!43 = !DILocation(line: 20, column: 23, scope: !42)
!44 = !DILocation(line: 20, column: 5, scope: !38)
!45 = !DILocation(line: 21, column: 17, scope: !42)
!46 = !DILocation(line: 21, column: 19, scope: !42)
!47 = !DILocation(line: 21, column: 25, scope: !42)
!48 = !DILocation(line: 21, column: 27, scope: !42)
!49 = !DILocation(line: 21, column: 23, scope: !42)
!50 = !DILocation(line: 21, column: 33, scope: !42)
!51 = !DILocation(line: 21, column: 41, scope: !42)
!52 = !DILocation(line: 21, column: 45, scope: !42)
!53 = !DILocation(line: 21, column: 43, scope: !42)
!54 = !DILocation(line: 21, column: 48, scope: !42)
!55 = !DILocation(line: 21, column: 38, scope: !42)
!56 = !DILocation(line: 21, column: 11, scope: !42)
!57 = !DILocation(line: 21, column: 9, scope: !42)
!58 = !DILocation(line: 21, column: 14, scope: !42)
!59 = !DILocation(line: 20, column: 29, scope: !42)
!60 = !DILocation(line: 20, column: 5, scope: !42)
!61 = distinct !{!61, !44, !62}
!62 = !DILocation(line: 21, column: 50, scope: !38)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 23, type: !13)
!64 = distinct !DILexicalBlock(scope: !8, file: !1, line: 23, column: 5)
!65 = !DILocation(line: 23, column: 14, scope: !64)
!66 = !DILocation(line: 23, column: 10, scope: !64)
!67 = !DILocation(line: 23, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 23, column: 5)
!69 = !DILocation(line: 23, column: 23, scope: !68)
!70 = !DILocation(line: 23, column: 5, scope: !64)
!71 = !DILocalVariable(name: "key", scope: !72, file: !1, line: 24, type: !13)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 23, column: 33)
!73 = !DILocation(line: 24, column: 13, scope: !72)
!74 = !DILocation(line: 24, column: 21, scope: !72)
!75 = !DILocation(line: 24, column: 19, scope: !72)
!76 = !DILocalVariable(name: "j", scope: !72, file: !1, line: 25, type: !13)
!77 = !DILocation(line: 25, column: 13, scope: !72)
!78 = !DILocation(line: 25, column: 17, scope: !72)
!79 = !DILocation(line: 25, column: 19, scope: !72)
!80 = !DILocation(line: 26, column: 9, scope: !72)
!81 = !DILocation(line: 26, column: 16, scope: !72)
!82 = !DILocation(line: 26, column: 18, scope: !72)
!83 = !DILocation(line: 26, column: 23, scope: !72)
!84 = !DILocation(line: 26, column: 28, scope: !72)
!85 = !DILocation(line: 26, column: 26, scope: !72)
!86 = !DILocation(line: 26, column: 33, scope: !72)
!87 = !DILocation(line: 26, column: 31, scope: !72)
!88 = !DILocation(line: 0, scope: !72)
!89 = !DILocation(line: 27, column: 26, scope: !90)
!90 = distinct !DILexicalBlock(scope: !72, file: !1, line: 26, column: 38)
!91 = !DILocation(line: 27, column: 24, scope: !90)
!92 = !DILocation(line: 27, column: 15, scope: !90)
!93 = !DILocation(line: 27, column: 17, scope: !90)
!94 = !DILocation(line: 27, column: 13, scope: !90)
!95 = !DILocation(line: 27, column: 22, scope: !90)
!96 = !DILocation(line: 28, column: 14, scope: !90)
!97 = distinct !{!97, !80, !98}
!98 = !DILocation(line: 29, column: 9, scope: !72)
!99 = !DILocation(line: 30, column: 20, scope: !72)
!100 = !DILocation(line: 30, column: 11, scope: !72)
!101 = !DILocation(line: 30, column: 13, scope: !72)
!102 = !DILocation(line: 30, column: 9, scope: !72)
!103 = !DILocation(line: 30, column: 18, scope: !72)
!104 = !DILocation(line: 31, column: 5, scope: !72)
!105 = !DILocation(line: 23, column: 29, scope: !68)
!106 = !DILocation(line: 23, column: 5, scope: !68)
!107 = distinct !{!107, !70, !108}
!108 = !DILocation(line: 31, column: 5, scope: !64)
!109 = !DILocalVariable(name: "distinct", scope: !8, file: !1, line: 32, type: !13)
!110 = !DILocation(line: 32, column: 9, scope: !8)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 33, type: !13)
!112 = distinct !DILexicalBlock(scope: !8, file: !1, line: 33, column: 5)
!113 = !DILocation(line: 33, column: 14, scope: !112)
!114 = !DILocation(line: 33, column: 10, scope: !112)
!115 = !DILocation(line: 33, column: 21, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 33, column: 5)
!117 = !DILocation(line: 33, column: 23, scope: !116)
!118 = !DILocation(line: 33, column: 5, scope: !112)
!119 = !DILocation(line: 34, column: 15, scope: !120)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 34, column: 13)
!121 = distinct !DILexicalBlock(scope: !116, file: !1, line: 33, column: 33)
!122 = !DILocation(line: 34, column: 13, scope: !120)
!123 = !DILocation(line: 34, column: 23, scope: !120)
!124 = !DILocation(line: 34, column: 25, scope: !120)
!125 = !DILocation(line: 34, column: 21, scope: !120)
!126 = !DILocation(line: 34, column: 18, scope: !120)
!127 = !DILocation(line: 34, column: 13, scope: !121)
!128 = !DILocation(line: 35, column: 13, scope: !120)
!129 = !DILocation(line: 36, column: 17, scope: !121)
!130 = !DILocation(line: 37, column: 5, scope: !121)
!131 = !DILocation(line: 33, column: 29, scope: !116)
!132 = !DILocation(line: 33, column: 5, scope: !116)
!133 = distinct !{!133, !118, !134}
!134 = !DILocation(line: 37, column: 5, scope: !112)
!135 = !DILocation(line: 38, column: 19, scope: !8)
!136 = !DILocation(line: 38, column: 5, scope: !8)
!137 = !DILocation(line: 38, column: 9, scope: !8)
!138 = !DILocation(line: 38, column: 12, scope: !8)
!139 = !DILocation(line: 38, column: 17, scope: !8)
!140 = !DILocation(line: 39, column: 23, scope: !8)
!141 = !DILocation(line: 39, column: 5, scope: !8)
!142 = !DILocation(line: 39, column: 9, scope: !8)
!143 = !DILocation(line: 39, column: 12, scope: !8)
!144 = !DILocation(line: 39, column: 16, scope: !8)
!145 = !DILocation(line: 39, column: 21, scope: !8)
!146 = !DILocation(line: 40, column: 23, scope: !8)
!147 = !DILocation(line: 40, column: 5, scope: !8)
!148 = !DILocation(line: 40, column: 9, scope: !8)
!149 = !DILocation(line: 40, column: 12, scope: !8)
!150 = !DILocation(line: 40, column: 16, scope: !8)
!151 = !DILocation(line: 40, column: 21, scope: !8)
!152 = !DILocation(line: 41, column: 1, scope: !8)
