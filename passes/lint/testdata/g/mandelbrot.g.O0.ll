; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mandelbrot(i32 addrspace(1)* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %9, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %20 = load i32, i32* %6, align 4, !dbg !29
  %21 = load i32, i32* %7, align 4, !dbg !30
  %22 = mul nsw i32 %20, %21, !dbg !31
  store i32 %22, i32* %9, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %10, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !35
  %24 = trunc i64 %23 to i32, !dbg !35
  store i32 %24, i32* %10, align 4, !dbg !34
  br label %25, !dbg !36

25:                                               ; preds = %87, %4
  %26 = load i32, i32* %10, align 4, !dbg !37
  %27 = load i32, i32* %9, align 4, !dbg !39
  %28 = icmp slt i32 %26, %27, !dbg !40
  br i1 %28, label %29, label %93, !dbg !41

29:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %11, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !44
  %30 = load i32, i32* %10, align 4, !dbg !45
  %31 = load i32, i32* %6, align 4, !dbg !46
  %32 = srem i32 %30, %31, !dbg !47
  store i32 %32, i32* %11, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %12, metadata !48, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !49
  %33 = load i32, i32* %10, align 4, !dbg !50
  %34 = load i32, i32* %6, align 4, !dbg !51
  %35 = sdiv i32 %33, %34, !dbg !52
  store i32 %35, i32* %12, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %13, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !54
  %36 = load i32, i32* %11, align 4, !dbg !55
  %37 = mul nsw i32 %36, 3, !dbg !56
  %38 = mul nsw i32 %37, 1024, !dbg !57
  %39 = load i32, i32* %6, align 4, !dbg !58
  %40 = sdiv i32 %38, %39, !dbg !59
  %41 = add nsw i32 -2048, %40, !dbg !60
  store i32 %41, i32* %13, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %14, metadata !61, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %42 = load i32, i32* %12, align 4, !dbg !63
  %43 = mul nsw i32 %42, 3, !dbg !64
  %44 = mul nsw i32 %43, 1024, !dbg !65
  %45 = load i32, i32* %7, align 4, !dbg !66
  %46 = sdiv i32 %44, %45, !dbg !67
  %47 = add nsw i32 -1536, %46, !dbg !68
  store i32 %47, i32* %14, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %15, metadata !69, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !70
  store i32 0, i32* %15, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %16, metadata !71, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !72
  store i32 0, i32* %16, align 4, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %17, metadata !73, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !74
  store i32 0, i32* %17, align 4, !dbg !74
  br label %48, !dbg !75

48:                                               ; preds = %66, %29
  %49 = load i32, i32* %17, align 4, !dbg !76
  %50 = load i32, i32* %8, align 4, !dbg !77
  %51 = icmp slt i32 %49, %50, !dbg !78
  br i1 %51, label %52, label %81, !dbg !75

52:                                               ; preds = %48
  call void @llvm.dbg.declare(metadata i32* %18, metadata !79, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !81
  %53 = load i32, i32* %15, align 4, !dbg !82
  %54 = load i32, i32* %15, align 4, !dbg !83
  %55 = mul nsw i32 %53, %54, !dbg !84
  %56 = sdiv i32 %55, 1024, !dbg !85
  store i32 %56, i32* %18, align 4, !dbg !81
  call void @llvm.dbg.declare(metadata i32* %19, metadata !86, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !87
  %57 = load i32, i32* %16, align 4, !dbg !88
  %58 = load i32, i32* %16, align 4, !dbg !89
  %59 = mul nsw i32 %57, %58, !dbg !90
  %60 = sdiv i32 %59, 1024, !dbg !91
  store i32 %60, i32* %19, align 4, !dbg !87
  %61 = load i32, i32* %18, align 4, !dbg !92
  %62 = load i32, i32* %19, align 4, !dbg !94
  %63 = add nsw i32 %61, %62, !dbg !95
  %64 = icmp sgt i32 %63, 4096, !dbg !96
  br i1 %64, label %65, label %66, !dbg !97

65:                                               ; preds = %52
  br label %81, !dbg !98

66:                                               ; preds = %52
  %67 = load i32, i32* %15, align 4, !dbg !99
  %68 = mul nsw i32 2, %67, !dbg !100
  %69 = load i32, i32* %16, align 4, !dbg !101
  %70 = mul nsw i32 %68, %69, !dbg !102
  %71 = sdiv i32 %70, 1024, !dbg !103
  %72 = load i32, i32* %14, align 4, !dbg !104
  %73 = add nsw i32 %71, %72, !dbg !105
  store i32 %73, i32* %16, align 4, !dbg !106
  %74 = load i32, i32* %18, align 4, !dbg !107
  %75 = load i32, i32* %19, align 4, !dbg !108
  %76 = sub nsw i32 %74, %75, !dbg !109
  %77 = load i32, i32* %13, align 4, !dbg !110
  %78 = add nsw i32 %76, %77, !dbg !111
  store i32 %78, i32* %15, align 4, !dbg !112
  %79 = load i32, i32* %17, align 4, !dbg !113
  %80 = add nsw i32 %79, 1, !dbg !113
  store i32 %80, i32* %17, align 4, !dbg !113
  br label %48, !dbg !75, !llvm.loop !114

81:                                               ; preds = %65, %48
  %82 = load i32, i32* %17, align 4, !dbg !116
  %83 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !117
  %84 = load i32, i32* %10, align 4, !dbg !118
  %85 = sext i32 %84 to i64, !dbg !117
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %83, i64 %85, !dbg !117
  store i32 %82, i32 addrspace(1)* %86, align 4, !dbg !119
  br label %87, !dbg !120

87:                                               ; preds = %81
  %88 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !121
  %89 = load i32, i32* %10, align 4, !dbg !122
  %90 = sext i32 %89 to i64, !dbg !122
  %91 = add i64 %90, %88, !dbg !122
  %92 = trunc i64 %91 to i32, !dbg !122
  store i32 %92, i32* %10, align 4, !dbg !122
  br label %25, !dbg !123, !llvm.loop !124

93:                                               ; preds = %25
  ret void, !dbg !126
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
!1 = !DIFile(filename: "mandelbrot.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0da6139ad69f1cf14a86c2b91cc34fdc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "mandelbrot", scope: !1, file: !1, line: 21, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !12, !12, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !{i32 1, i32 0, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"int*", !"int", !"int", !"int"}
!17 = !{!"", !"", !"", !""}
!18 = !{!"iters", !"width", !"height", !"maxiter"}
!19 = !DILocalVariable(name: "iters", arg: 1, scope: !8, file: !1, line: 21, type: !11)
!20 = !DILocation(line: 21, column: 36, scope: !8)
!21 = !DILocalVariable(name: "width", arg: 2, scope: !8, file: !1, line: 21, type: !12)
!22 = !DILocation(line: 21, column: 47, scope: !8)
!23 = !DILocalVariable(name: "height", arg: 3, scope: !8, file: !1, line: 21, type: !12)
!24 = !DILocation(line: 21, column: 58, scope: !8)
!25 = !DILocalVariable(name: "maxiter", arg: 4, scope: !8, file: !1, line: 21, type: !12)
!26 = !DILocation(line: 21, column: 70, scope: !8)
!27 = !DILocalVariable(name: "npix", scope: !8, file: !1, line: 23, type: !12)
!28 = !DILocation(line: 23, column: 9, scope: !8)
!29 = !DILocation(line: 23, column: 16, scope: !8)
!30 = !DILocation(line: 23, column: 24, scope: !8)
!31 = !DILocation(line: 23, column: 22, scope: !8)
!32 = !DILocalVariable(name: "p", scope: !33, file: !1, line: 24, type: !12)
!33 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 5)
!34 = !DILocation(line: 24, column: 14, scope: !33)
!35 = !DILocation(line: 24, column: 18, scope: !33)
!36 = !DILocation(line: 24, column: 10, scope: !33)
!37 = !DILocation(line: 24, column: 36, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 24, column: 5)
!39 = !DILocation(line: 24, column: 40, scope: !38)
!40 = !DILocation(line: 24, column: 38, scope: !38)
!41 = !DILocation(line: 24, column: 5, scope: !33)
!42 = !DILocalVariable(name: "px", scope: !43, file: !1, line: 25, type: !12)
!43 = distinct !DILexicalBlock(scope: !38, file: !1, line: 24, column: 71)
!44 = !DILocation(line: 25, column: 13, scope: !43)
!45 = !DILocation(line: 25, column: 18, scope: !43)
!46 = !DILocation(line: 25, column: 22, scope: !43)
!47 = !DILocation(line: 25, column: 20, scope: !43)
!48 = !DILocalVariable(name: "py", scope: !43, file: !1, line: 26, type: !12)
!49 = !DILocation(line: 26, column: 13, scope: !43)
!50 = !DILocation(line: 26, column: 18, scope: !43)
!51 = !DILocation(line: 26, column: 22, scope: !43)
!52 = !DILocation(line: 26, column: 20, scope: !43)
!53 = !DILocalVariable(name: "cr", scope: !43, file: !1, line: 28, type: !12)
!54 = !DILocation(line: 28, column: 13, scope: !43)
!55 = !DILocation(line: 28, column: 29, scope: !43)
!56 = !DILocation(line: 28, column: 32, scope: !43)
!57 = !DILocation(line: 28, column: 36, scope: !43)
!58 = !DILocation(line: 28, column: 44, scope: !43)
!59 = !DILocation(line: 28, column: 42, scope: !43)
!60 = !DILocation(line: 28, column: 27, scope: !43)
!61 = !DILocalVariable(name: "ci", scope: !43, file: !1, line: 29, type: !12)
!62 = !DILocation(line: 29, column: 13, scope: !43)
!63 = !DILocation(line: 29, column: 33, scope: !43)
!64 = !DILocation(line: 29, column: 36, scope: !43)
!65 = !DILocation(line: 29, column: 40, scope: !43)
!66 = !DILocation(line: 29, column: 48, scope: !43)
!67 = !DILocation(line: 29, column: 46, scope: !43)
!68 = !DILocation(line: 29, column: 31, scope: !43)
!69 = !DILocalVariable(name: "zr", scope: !43, file: !1, line: 30, type: !12)
!70 = !DILocation(line: 30, column: 13, scope: !43)
!71 = !DILocalVariable(name: "zi", scope: !43, file: !1, line: 31, type: !12)
!72 = !DILocation(line: 31, column: 13, scope: !43)
!73 = !DILocalVariable(name: "it", scope: !43, file: !1, line: 32, type: !12)
!74 = !DILocation(line: 32, column: 13, scope: !43)
!75 = !DILocation(line: 33, column: 9, scope: !43)
!76 = !DILocation(line: 33, column: 16, scope: !43)
!77 = !DILocation(line: 33, column: 21, scope: !43)
!78 = !DILocation(line: 33, column: 19, scope: !43)
!79 = !DILocalVariable(name: "zr2", scope: !80, file: !1, line: 34, type: !12)
!80 = distinct !DILexicalBlock(scope: !43, file: !1, line: 33, column: 30)
!81 = !DILocation(line: 34, column: 17, scope: !80)
!82 = !DILocation(line: 34, column: 23, scope: !80)
!83 = !DILocation(line: 34, column: 28, scope: !80)
!84 = !DILocation(line: 34, column: 26, scope: !80)
!85 = !DILocation(line: 34, column: 31, scope: !80)
!86 = !DILocalVariable(name: "zi2", scope: !80, file: !1, line: 35, type: !12)
!87 = !DILocation(line: 35, column: 17, scope: !80)
!88 = !DILocation(line: 35, column: 23, scope: !80)
!89 = !DILocation(line: 35, column: 28, scope: !80)
!90 = !DILocation(line: 35, column: 26, scope: !80)
!91 = !DILocation(line: 35, column: 31, scope: !80)
!92 = !DILocation(line: 36, column: 17, scope: !93)
!93 = distinct !DILexicalBlock(scope: !80, file: !1, line: 36, column: 17)
!94 = !DILocation(line: 36, column: 23, scope: !93)
!95 = !DILocation(line: 36, column: 21, scope: !93)
!96 = !DILocation(line: 36, column: 27, scope: !93)
!97 = !DILocation(line: 36, column: 17, scope: !80)
!98 = !DILocation(line: 37, column: 17, scope: !93)
!99 = !DILocation(line: 38, column: 22, scope: !80)
!100 = !DILocation(line: 38, column: 20, scope: !80)
!101 = !DILocation(line: 38, column: 27, scope: !80)
!102 = !DILocation(line: 38, column: 25, scope: !80)
!103 = !DILocation(line: 38, column: 30, scope: !80)
!104 = !DILocation(line: 38, column: 38, scope: !80)
!105 = !DILocation(line: 38, column: 36, scope: !80)
!106 = !DILocation(line: 38, column: 16, scope: !80)
!107 = !DILocation(line: 39, column: 18, scope: !80)
!108 = !DILocation(line: 39, column: 24, scope: !80)
!109 = !DILocation(line: 39, column: 22, scope: !80)
!110 = !DILocation(line: 39, column: 30, scope: !80)
!111 = !DILocation(line: 39, column: 28, scope: !80)
!112 = !DILocation(line: 39, column: 16, scope: !80)
!113 = !DILocation(line: 40, column: 15, scope: !80)
!114 = distinct !{!114, !75, !115}
!115 = !DILocation(line: 41, column: 9, scope: !43)
!116 = !DILocation(line: 42, column: 20, scope: !43)
!117 = !DILocation(line: 42, column: 9, scope: !43)
!118 = !DILocation(line: 42, column: 15, scope: !43)
!119 = !DILocation(line: 42, column: 18, scope: !43)
!120 = !DILocation(line: 43, column: 5, scope: !43)
!121 = !DILocation(line: 24, column: 51, scope: !38)
!122 = !DILocation(line: 24, column: 48, scope: !38)
!123 = !DILocation(line: 24, column: 5, scope: !38)
!124 = distinct !{!124, !41, !125}
!125 = !DILocation(line: 43, column: 5, scope: !33)
!126 = !DILocation(line: 44, column: 1, scope: !8)
