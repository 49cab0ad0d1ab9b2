; ModuleID = 'divergent_barrier.cl'
source_filename = "divergent_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@divergent_barrier.buf = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @divergent_barrier(i32 addrspace(1)* noundef %0) #0 !dbg !2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %2, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %3, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !29
  %7 = trunc i64 %6 to i32, !dbg !29
  store i32 %7, i32* %3, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !32
  %9 = trunc i64 %8 to i32, !dbg !32
  store i32 %9, i32* %4, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %10 = load i32, i32* %3, align 4, !dbg !35
  %11 = srem i32 %10, 2, !dbg !37
  %12 = icmp eq i32 %11, 0, !dbg !38
  br i1 %12, label %13, label %26, !dbg !39

13:                                               ; preds = %1
  %14 = load i32, i32* %3, align 4, !dbg !40
  %15 = mul nsw i32 %14, 10, !dbg !42
  %16 = load i32, i32* %3, align 4, !dbg !43
  %17 = sext i32 %16 to i64, !dbg !44
  %18 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %17, !dbg !44
  store i32 %15, i32 addrspace(3)* %18, align 4, !dbg !45
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !46
  %19 = load i32, i32* %3, align 4, !dbg !47
  %20 = add nsw i32 %19, 1, !dbg !48
  %21 = load i32, i32* %4, align 4, !dbg !49
  %22 = srem i32 %20, %21, !dbg !50
  %23 = sext i32 %22 to i64, !dbg !51
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %23, !dbg !51
  %25 = load i32, i32 addrspace(3)* %24, align 4, !dbg !51
  store i32 %25, i32* %5, align 4, !dbg !52
  br label %41, !dbg !53

26:                                               ; preds = %1
  %27 = load i32, i32* %3, align 4, !dbg !54
  %28 = mul nsw i32 %27, 100, !dbg !56
  %29 = load i32, i32* %3, align 4, !dbg !57
  %30 = sext i32 %29 to i64, !dbg !58
  %31 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %30, !dbg !58
  store i32 %28, i32 addrspace(3)* %31, align 4, !dbg !59
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !60
  %32 = load i32, i32* %3, align 4, !dbg !61
  %33 = load i32, i32* %4, align 4, !dbg !62
  %34 = add nsw i32 %32, %33, !dbg !63
  %35 = sub nsw i32 %34, 1, !dbg !64
  %36 = load i32, i32* %4, align 4, !dbg !65
  %37 = srem i32 %35, %36, !dbg !66
  %38 = sext i32 %37 to i64, !dbg !67
  %39 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %38, !dbg !67
  %40 = load i32, i32 addrspace(3)* %39, align 4, !dbg !67
  store i32 %40, i32* %5, align 4, !dbg !68
  br label %41

41:                                               ; preds = %26, %13
  %42 = load i32, i32* %5, align 4, !dbg !69
  %43 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8, !dbg !70
  %44 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !71
  %45 = getelementptr inbounds i32, i32 addrspace(1)* %43, i64 %44, !dbg !70
  store i32 %42, i32 addrspace(1)* %45, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!14, !15, !16, !17}
!opencl.ocl.version = !{!18}
!opencl.spir.version = !{!18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 29, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "divergent_barrier", scope: !3, file: !3, line: 27, type: !4, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!3 = !DIFile(filename: "divergent_barrier.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8fa52c49a9d7a5189a177d652265bc58")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 64)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{i32 2, i32 0}
!19 = !{!"Debian clang version 14.0.6"}
!20 = !{i32 1}
!21 = !{!"none"}
!22 = !{!"int*"}
!23 = !{!""}
!24 = !{!"out"}
!25 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 27, type: !6)
!26 = !DILocation(line: 27, column: 43, scope: !2)
!27 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 30, type: !7)
!28 = !DILocation(line: 30, column: 9, scope: !2)
!29 = !DILocation(line: 30, column: 15, scope: !2)
!30 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 31, type: !7)
!31 = !DILocation(line: 31, column: 9, scope: !2)
!32 = !DILocation(line: 31, column: 13, scope: !2)
!33 = !DILocalVariable(name: "r", scope: !2, file: !3, line: 32, type: !7)
!34 = !DILocation(line: 32, column: 9, scope: !2)
!35 = !DILocation(line: 33, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 9)
!37 = !DILocation(line: 33, column: 13, scope: !36)
!38 = !DILocation(line: 33, column: 17, scope: !36)
!39 = !DILocation(line: 33, column: 9, scope: !2)
!40 = !DILocation(line: 34, column: 20, scope: !41)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 33, column: 23)
!42 = !DILocation(line: 34, column: 24, scope: !41)
!43 = !DILocation(line: 34, column: 13, scope: !41)
!44 = !DILocation(line: 34, column: 9, scope: !41)
!45 = !DILocation(line: 34, column: 18, scope: !41)
!46 = !DILocation(line: 35, column: 9, scope: !41)
!47 = !DILocation(line: 36, column: 18, scope: !41)
!48 = !DILocation(line: 36, column: 22, scope: !41)
!49 = !DILocation(line: 36, column: 29, scope: !41)
!50 = !DILocation(line: 36, column: 27, scope: !41)
!51 = !DILocation(line: 36, column: 13, scope: !41)
!52 = !DILocation(line: 36, column: 11, scope: !41)
!53 = !DILocation(line: 37, column: 5, scope: !41)
!54 = !DILocation(line: 38, column: 20, scope: !55)
!55 = distinct !DILexicalBlock(scope: !36, file: !3, line: 37, column: 12)
!56 = !DILocation(line: 38, column: 24, scope: !55)
!57 = !DILocation(line: 38, column: 13, scope: !55)
!58 = !DILocation(line: 38, column: 9, scope: !55)
!59 = !DILocation(line: 38, column: 18, scope: !55)
!60 = !DILocation(line: 39, column: 9, scope: !55)
!61 = !DILocation(line: 40, column: 18, scope: !55)
!62 = !DILocation(line: 40, column: 24, scope: !55)
!63 = !DILocation(line: 40, column: 22, scope: !55)
!64 = !DILocation(line: 40, column: 26, scope: !55)
!65 = !DILocation(line: 40, column: 33, scope: !55)
!66 = !DILocation(line: 40, column: 31, scope: !55)
!67 = !DILocation(line: 40, column: 13, scope: !55)
!68 = !DILocation(line: 40, column: 11, scope: !55)
!69 = !DILocation(line: 42, column: 29, scope: !2)
!70 = !DILocation(line: 42, column: 5, scope: !2)
!71 = !DILocation(line: 42, column: 9, scope: !2)
!72 = !DILocation(line: 42, column: 27, scope: !2)
!73 = !DILocation(line: 43, column: 1, scope: !2)
