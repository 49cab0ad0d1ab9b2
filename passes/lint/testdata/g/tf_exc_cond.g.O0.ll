; ModuleID = 'tf_exc_cond.cl'
source_filename = "tf_exc_cond.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_exc_cond(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !31
  %13 = trunc i64 %12 to i32, !dbg !31
  store i32 %13, i32* %9, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %10, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !34
  %15 = load i32, i32* %9, align 4, !dbg !35
  %16 = sext i32 %15 to i64, !dbg !34
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %14, i64 %16, !dbg !34
  %18 = load i32, i32 addrspace(1)* %17, align 4, !dbg !34
  store i32 %18, i32* %10, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %11, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  %19 = load i32, i32* %10, align 4, !dbg !38
  %20 = srem i32 %19, 3, !dbg !40
  %21 = icmp eq i32 %20, 0, !dbg !41
  br i1 %21, label %22, label %32, !dbg !42

22:                                               ; preds = %4
  %23 = load i32, i32* %10, align 4, !dbg !43
  %24 = mul nsw i32 %23, 7, !dbg !45
  store i32 %24, i32* %11, align 4, !dbg !46
  %25 = load i32, i32* %11, align 4, !dbg !47
  %26 = load i32, i32* %8, align 4, !dbg !49
  %27 = icmp sgt i32 %25, %26, !dbg !50
  br i1 %27, label %28, label %29, !dbg !51

28:                                               ; preds = %22
  br label %43, !dbg !52

29:                                               ; preds = %22
  %30 = load i32, i32* %11, align 4, !dbg !53
  %31 = add nsw i32 %30, 1, !dbg !54
  store i32 %31, i32* %11, align 4, !dbg !55
  br label %35, !dbg !56

32:                                               ; preds = %4
  %33 = load i32, i32* %10, align 4, !dbg !57
  %34 = add nsw i32 %33, 2, !dbg !59
  store i32 %34, i32* %11, align 4, !dbg !60
  br label %35

35:                                               ; preds = %32, %29
  %36 = load i32, i32* %11, align 4, !dbg !61
  %37 = mul nsw i32 %36, 2, !dbg !62
  store i32 %37, i32* %11, align 4, !dbg !63
  %38 = load i32, i32* %11, align 4, !dbg !64
  %39 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !65
  %40 = load i32, i32* %9, align 4, !dbg !66
  %41 = sext i32 %40 to i64, !dbg !65
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %39, i64 %41, !dbg !65
  store i32 %38, i32 addrspace(1)* %42, align 4, !dbg !67
  br label %50, !dbg !68

43:                                               ; preds = %28
  call void @llvm.dbg.label(metadata !69), !dbg !70
  %44 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !71
  %45 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %44) #5, !dbg !72
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !73
  %47 = load i32, i32* %9, align 4, !dbg !74
  %48 = sext i32 %47 to i64, !dbg !73
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %48, !dbg !73
  store i32 -1, i32 addrspace(1)* %49, align 4, !dbg !75
  br label %50, !dbg !76

50:                                               ; preds = %43, %35
  ret void, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

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
!1 = !DIFile(filename: "tf_exc_cond.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c732fd8383030917b8a5c1d057800458")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "tf_exc_cond", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*", !"int"}
!19 = !{!"const", !"", !"", !""}
!20 = !{!"in", !"out", !"errors", !"limit"}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!22 = !DILocation(line: 18, column: 43, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 18, type: !14)
!24 = !DILocation(line: 18, column: 59, scope: !8)
!25 = !DILocalVariable(name: "errors", arg: 3, scope: !8, file: !1, line: 18, type: !14)
!26 = !DILocation(line: 18, column: 76, scope: !8)
!27 = !DILocalVariable(name: "limit", arg: 4, scope: !8, file: !1, line: 18, type: !13)
!28 = !DILocation(line: 18, column: 88, scope: !8)
!29 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 20, type: !13)
!30 = !DILocation(line: 20, column: 9, scope: !8)
!31 = !DILocation(line: 20, column: 14, scope: !8)
!32 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 21, type: !13)
!33 = !DILocation(line: 21, column: 9, scope: !8)
!34 = !DILocation(line: 21, column: 13, scope: !8)
!35 = !DILocation(line: 21, column: 16, scope: !8)
!36 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 22, type: !13)
!37 = !DILocation(line: 22, column: 9, scope: !8)
!38 = !DILocation(line: 24, column: 9, scope: !39)
!39 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 9)
!40 = !DILocation(line: 24, column: 11, scope: !39)
!41 = !DILocation(line: 24, column: 15, scope: !39)
!42 = !DILocation(line: 24, column: 9, scope: !8)
!43 = !DILocation(line: 25, column: 13, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 24, column: 21)
!45 = !DILocation(line: 25, column: 15, scope: !44)
!46 = !DILocation(line: 25, column: 11, scope: !44)
!47 = !DILocation(line: 26, column: 13, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 26, column: 13)
!49 = !DILocation(line: 26, column: 17, scope: !48)
!50 = !DILocation(line: 26, column: 15, scope: !48)
!51 = !DILocation(line: 26, column: 13, scope: !44)
!52 = !DILocation(line: 27, column: 13, scope: !48)
!53 = !DILocation(line: 28, column: 13, scope: !44)
!54 = !DILocation(line: 28, column: 15, scope: !44)
!55 = !DILocation(line: 28, column: 11, scope: !44)
!56 = !DILocation(line: 29, column: 5, scope: !44)
!57 = !DILocation(line: 30, column: 13, scope: !58)
!58 = distinct !DILexicalBlock(scope: !39, file: !1, line: 29, column: 12)
!59 = !DILocation(line: 30, column: 15, scope: !58)
!60 = !DILocation(line: 30, column: 11, scope: !58)
!61 = !DILocation(line: 32, column: 9, scope: !8)
!62 = !DILocation(line: 32, column: 11, scope: !8)
!63 = !DILocation(line: 32, column: 7, scope: !8)
!64 = !DILocation(line: 33, column: 15, scope: !8)
!65 = !DILocation(line: 33, column: 5, scope: !8)
!66 = !DILocation(line: 33, column: 9, scope: !8)
!67 = !DILocation(line: 33, column: 13, scope: !8)
!68 = !DILocation(line: 34, column: 5, scope: !8)
!69 = !DILabel(scope: !8, name: "handler", file: !1, line: 36)
!70 = !DILocation(line: 36, column: 1, scope: !8)
!71 = !DILocation(line: 37, column: 16, scope: !8)
!72 = !DILocation(line: 37, column: 5, scope: !8)
!73 = !DILocation(line: 38, column: 5, scope: !8)
!74 = !DILocation(line: 38, column: 9, scope: !8)
!75 = !DILocation(line: 38, column: 13, scope: !8)
!76 = !DILocation(line: 40, column: 1, scope: !8)
