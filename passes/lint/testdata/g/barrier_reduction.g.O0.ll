; ModuleID = 'barrier_reduction.cl'
source_filename = "barrier_reduction.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@barrier_reduction.buf = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @barrier_reduction(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !kernel_arg_name !26 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %5, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !32
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !33
  %8 = trunc i64 %7 to i32, !dbg !33
  store i32 %8, i32* %5, align 4, !dbg !32
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !34
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !35
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %10, !dbg !34
  %12 = load i32, i32 addrspace(1)* %11, align 4, !dbg !34
  %13 = load i32, i32* %5, align 4, !dbg !36
  %14 = sext i32 %13 to i64, !dbg !37
  %15 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %14, !dbg !37
  store i32 %12, i32 addrspace(3)* %15, align 4, !dbg !38
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %6, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !42
  %16 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !43
  %17 = udiv i64 %16, 2, !dbg !44
  %18 = trunc i64 %17 to i32, !dbg !43
  store i32 %18, i32* %6, align 4, !dbg !42
  br label %19, !dbg !45

19:                                               ; preds = %39, %2
  %20 = load i32, i32* %6, align 4, !dbg !46
  %21 = icmp sgt i32 %20, 0, !dbg !48
  br i1 %21, label %22, label %42, !dbg !49

22:                                               ; preds = %19
  %23 = load i32, i32* %5, align 4, !dbg !50
  %24 = load i32, i32* %6, align 4, !dbg !53
  %25 = icmp slt i32 %23, %24, !dbg !54
  br i1 %25, label %26, label %38, !dbg !55

26:                                               ; preds = %22
  %27 = load i32, i32* %5, align 4, !dbg !56
  %28 = load i32, i32* %6, align 4, !dbg !57
  %29 = add nsw i32 %27, %28, !dbg !58
  %30 = sext i32 %29 to i64, !dbg !59
  %31 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %30, !dbg !59
  %32 = load i32, i32 addrspace(3)* %31, align 4, !dbg !59
  %33 = load i32, i32* %5, align 4, !dbg !60
  %34 = sext i32 %33 to i64, !dbg !61
  %35 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 %34, !dbg !61
  %36 = load i32, i32 addrspace(3)* %35, align 4, !dbg !62
  %37 = add nsw i32 %36, %32, !dbg !62
  store i32 %37, i32 addrspace(3)* %35, align 4, !dbg !62
  br label %38, !dbg !61

38:                                               ; preds = %26, %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !63
  br label %39, !dbg !64

39:                                               ; preds = %38
  %40 = load i32, i32* %6, align 4, !dbg !65
  %41 = ashr i32 %40, 1, !dbg !65
  store i32 %41, i32* %6, align 4, !dbg !65
  br label %19, !dbg !66, !llvm.loop !67

42:                                               ; preds = %19
  %43 = load i32, i32* %5, align 4, !dbg !69
  %44 = icmp eq i32 %43, 0, !dbg !71
  br i1 %44, label %45, label %50, !dbg !72

45:                                               ; preds = %42
  %46 = load i32, i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @barrier_reduction.buf, i64 0, i64 0), align 4, !dbg !73
  %47 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !74
  %48 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !75
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %47, i64 %48, !dbg !74
  store i32 %46, i32 addrspace(1)* %49, align 4, !dbg !76
  br label %50, !dbg !74

50:                                               ; preds = %45, %42
  ret void, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.spir.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 22, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "barrier_reduction", scope: !3, file: !3, line: 20, type: !4, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "barrier_reduction.cl", directory: ".", checksumkind: CSK_MD5, checksum: "64efcbf569b5a54cdb39028cdddff0ea")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 64)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 2, i32 0}
!21 = !{!"Debian clang version 14.0.6"}
!22 = !{i32 1, i32 1}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int*"}
!25 = !{!"const", !""}
!26 = !{!"in", !"out"}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 20, type: !6)
!28 = !DILocation(line: 20, column: 49, scope: !2)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 20, type: !9)
!30 = !DILocation(line: 20, column: 65, scope: !2)
!31 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 23, type: !8)
!32 = !DILocation(line: 23, column: 9, scope: !2)
!33 = !DILocation(line: 23, column: 15, scope: !2)
!34 = !DILocation(line: 24, column: 16, scope: !2)
!35 = !DILocation(line: 24, column: 19, scope: !2)
!36 = !DILocation(line: 24, column: 9, scope: !2)
!37 = !DILocation(line: 24, column: 5, scope: !2)
!38 = !DILocation(line: 24, column: 14, scope: !2)
!39 = !DILocation(line: 25, column: 5, scope: !2)
!40 = !DILocalVariable(name: "s", scope: !41, file: !3, line: 26, type: !8)
!41 = distinct !DILexicalBlock(scope: !2, file: !3, line: 26, column: 5)
!42 = !DILocation(line: 26, column: 14, scope: !41)
!43 = !DILocation(line: 26, column: 18, scope: !41)
!44 = !DILocation(line: 26, column: 36, scope: !41)
!45 = !DILocation(line: 26, column: 10, scope: !41)
!46 = !DILocation(line: 26, column: 41, scope: !47)
!47 = distinct !DILexicalBlock(scope: !41, file: !3, line: 26, column: 5)
!48 = !DILocation(line: 26, column: 43, scope: !47)
!49 = !DILocation(line: 26, column: 5, scope: !41)
!50 = !DILocation(line: 27, column: 13, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 27, column: 13)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 26, column: 57)
!53 = !DILocation(line: 27, column: 19, scope: !51)
!54 = !DILocation(line: 27, column: 17, scope: !51)
!55 = !DILocation(line: 27, column: 13, scope: !52)
!56 = !DILocation(line: 28, column: 29, scope: !51)
!57 = !DILocation(line: 28, column: 35, scope: !51)
!58 = !DILocation(line: 28, column: 33, scope: !51)
!59 = !DILocation(line: 28, column: 25, scope: !51)
!60 = !DILocation(line: 28, column: 17, scope: !51)
!61 = !DILocation(line: 28, column: 13, scope: !51)
!62 = !DILocation(line: 28, column: 22, scope: !51)
!63 = !DILocation(line: 29, column: 9, scope: !52)
!64 = !DILocation(line: 30, column: 5, scope: !52)
!65 = !DILocation(line: 26, column: 50, scope: !47)
!66 = !DILocation(line: 26, column: 5, scope: !47)
!67 = distinct !{!67, !49, !68}
!68 = !DILocation(line: 30, column: 5, scope: !41)
!69 = !DILocation(line: 31, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 31, column: 9)
!71 = !DILocation(line: 31, column: 13, scope: !70)
!72 = !DILocation(line: 31, column: 9, scope: !2)
!73 = !DILocation(line: 32, column: 32, scope: !70)
!74 = !DILocation(line: 32, column: 9, scope: !70)
!75 = !DILocation(line: 32, column: 13, scope: !70)
!76 = !DILocation(line: 32, column: 30, scope: !70)
!77 = !DILocation(line: 33, column: 1, scope: !2)
