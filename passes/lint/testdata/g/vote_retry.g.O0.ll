; ModuleID = 'vote_retry.cl'
source_filename = "vote_retry.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@vote_retry.s_hist = internal addrspace(3) global [8 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vote_retry(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 !kernel_arg_name !27 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !34
  %11 = trunc i64 %10 to i32, !dbg !34
  store i32 %11, i32* %5, align 4, !dbg !33
  %12 = load i32, i32* %5, align 4, !dbg !35
  %13 = icmp slt i32 %12, 8, !dbg !37
  br i1 %13, label %14, label %18, !dbg !38

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4, !dbg !39
  %16 = sext i32 %15 to i64, !dbg !40
  %17 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %16, !dbg !40
  store volatile i32 0, i32 addrspace(3)* %17, align 4, !dbg !41
  br label %18, !dbg !40

18:                                               ; preds = %14, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !42
  call void @llvm.dbg.declare(metadata i32* %6, metadata !43, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !44
  %19 = load i32, i32* %5, align 4, !dbg !45
  %20 = shl i32 %19, 27, !dbg !46
  store i32 %20, i32* %6, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %7, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !49
  %21 = load i32, i32* %5, align 4, !dbg !50
  store i32 %21, i32* %7, align 4, !dbg !49
  br label %22, !dbg !51

22:                                               ; preds = %54, %18
  %23 = load i32, i32* %7, align 4, !dbg !52
  %24 = icmp slt i32 %23, 64, !dbg !54
  br i1 %24, label %25, label %57, !dbg !55

25:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %8, metadata !56, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !58
  %26 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !59
  %27 = load i32, i32* %7, align 4, !dbg !60
  %28 = sext i32 %27 to i64, !dbg !59
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %26, i64 %28, !dbg !59
  %30 = load i32, i32 addrspace(1)* %29, align 4, !dbg !59
  %31 = srem i32 %30, 8, !dbg !61
  store i32 %31, i32* %8, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %9, metadata !62, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  br label %32, !dbg !64

32:                                               ; preds = %46, %25
  %33 = load i32, i32* %8, align 4, !dbg !65
  %34 = sext i32 %33 to i64, !dbg !67
  %35 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %34, !dbg !67
  %36 = load volatile i32, i32 addrspace(3)* %35, align 4, !dbg !67
  %37 = and i32 %36, 134217727, !dbg !68
  store i32 %37, i32* %9, align 4, !dbg !69
  %38 = load i32, i32* %6, align 4, !dbg !70
  %39 = load i32, i32* %9, align 4, !dbg !71
  %40 = add nsw i32 %39, 1, !dbg !72
  %41 = or i32 %38, %40, !dbg !73
  store i32 %41, i32* %9, align 4, !dbg !74
  %42 = load i32, i32* %9, align 4, !dbg !75
  %43 = load i32, i32* %8, align 4, !dbg !76
  %44 = sext i32 %43 to i64, !dbg !77
  %45 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %44, !dbg !77
  store volatile i32 %42, i32 addrspace(3)* %45, align 4, !dbg !78
  br label %46, !dbg !79

46:                                               ; preds = %32
  %47 = load i32, i32* %8, align 4, !dbg !80
  %48 = sext i32 %47 to i64, !dbg !81
  %49 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %48, !dbg !81
  %50 = load volatile i32, i32 addrspace(3)* %49, align 4, !dbg !81
  %51 = load i32, i32* %9, align 4, !dbg !82
  %52 = icmp ne i32 %50, %51, !dbg !83
  br i1 %52, label %32, label %53, !dbg !79, !llvm.loop !84

53:                                               ; preds = %46
  br label %54, !dbg !86

54:                                               ; preds = %53
  %55 = load i32, i32* %7, align 4, !dbg !87
  %56 = add nsw i32 %55, 32, !dbg !87
  store i32 %56, i32* %7, align 4, !dbg !87
  br label %22, !dbg !88, !llvm.loop !89

57:                                               ; preds = %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !91
  %58 = load i32, i32* %5, align 4, !dbg !92
  %59 = icmp slt i32 %58, 8, !dbg !94
  br i1 %59, label %60, label %70, !dbg !95

60:                                               ; preds = %57
  %61 = load i32, i32* %5, align 4, !dbg !96
  %62 = sext i32 %61 to i64, !dbg !97
  %63 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @vote_retry.s_hist, i64 0, i64 %62, !dbg !97
  %64 = load volatile i32, i32 addrspace(3)* %63, align 4, !dbg !97
  %65 = and i32 %64, 134217727, !dbg !98
  %66 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !99
  %67 = load i32, i32* %5, align 4, !dbg !100
  %68 = sext i32 %67 to i64, !dbg !99
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %66, i64 %68, !dbg !99
  store i32 %65, i32 addrspace(1)* %69, align 4, !dbg !101
  br label %70, !dbg !99

70:                                               ; preds = %60, %57
  ret void, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!opencl.spir.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "s_hist", scope: !2, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "vote_retry", scope: !3, file: !3, line: 15, type: !4, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "vote_retry.cl", directory: ".", checksumkind: CSK_MD5, checksum: "dc54ed7f5da3321fe22b6edaec9db2cd")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !15)
!14 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 2, i32 0}
!22 = !{!"Debian clang version 14.0.6"}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"int*", !"int*"}
!26 = !{!"const", !""}
!27 = !{!"data", !"hist"}
!28 = !DILocalVariable(name: "data", arg: 1, scope: !2, file: !3, line: 15, type: !6)
!29 = !DILocation(line: 15, column: 42, scope: !2)
!30 = !DILocalVariable(name: "hist", arg: 2, scope: !2, file: !3, line: 15, type: !9)
!31 = !DILocation(line: 15, column: 60, scope: !2)
!32 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 18, type: !8)
!33 = !DILocation(line: 18, column: 9, scope: !2)
!34 = !DILocation(line: 18, column: 15, scope: !2)
!35 = !DILocation(line: 19, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 9)
!37 = !DILocation(line: 19, column: 13, scope: !36)
!38 = !DILocation(line: 19, column: 9, scope: !2)
!39 = !DILocation(line: 20, column: 16, scope: !36)
!40 = !DILocation(line: 20, column: 9, scope: !36)
!41 = !DILocation(line: 20, column: 21, scope: !36)
!42 = !DILocation(line: 21, column: 5, scope: !2)
!43 = !DILocalVariable(name: "tag", scope: !2, file: !3, line: 22, type: !8)
!44 = !DILocation(line: 22, column: 9, scope: !2)
!45 = !DILocation(line: 22, column: 15, scope: !2)
!46 = !DILocation(line: 22, column: 19, scope: !2)
!47 = !DILocalVariable(name: "p", scope: !48, file: !3, line: 23, type: !8)
!48 = distinct !DILexicalBlock(scope: !2, file: !3, line: 23, column: 5)
!49 = !DILocation(line: 23, column: 14, scope: !48)
!50 = !DILocation(line: 23, column: 18, scope: !48)
!51 = !DILocation(line: 23, column: 10, scope: !48)
!52 = !DILocation(line: 23, column: 23, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 23, column: 5)
!54 = !DILocation(line: 23, column: 25, scope: !53)
!55 = !DILocation(line: 23, column: 5, scope: !48)
!56 = !DILocalVariable(name: "bin", scope: !57, file: !3, line: 24, type: !8)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 23, column: 40)
!58 = !DILocation(line: 24, column: 13, scope: !57)
!59 = !DILocation(line: 24, column: 19, scope: !57)
!60 = !DILocation(line: 24, column: 24, scope: !57)
!61 = !DILocation(line: 24, column: 27, scope: !57)
!62 = !DILocalVariable(name: "v", scope: !57, file: !3, line: 25, type: !8)
!63 = !DILocation(line: 25, column: 13, scope: !57)
!64 = !DILocation(line: 26, column: 9, scope: !57)
!65 = !DILocation(line: 27, column: 24, scope: !66)
!66 = distinct !DILexicalBlock(scope: !57, file: !3, line: 26, column: 12)
!67 = !DILocation(line: 27, column: 17, scope: !66)
!68 = !DILocation(line: 27, column: 29, scope: !66)
!69 = !DILocation(line: 27, column: 15, scope: !66)
!70 = !DILocation(line: 28, column: 17, scope: !66)
!71 = !DILocation(line: 28, column: 24, scope: !66)
!72 = !DILocation(line: 28, column: 26, scope: !66)
!73 = !DILocation(line: 28, column: 21, scope: !66)
!74 = !DILocation(line: 28, column: 15, scope: !66)
!75 = !DILocation(line: 29, column: 27, scope: !66)
!76 = !DILocation(line: 29, column: 20, scope: !66)
!77 = !DILocation(line: 29, column: 13, scope: !66)
!78 = !DILocation(line: 29, column: 25, scope: !66)
!79 = !DILocation(line: 30, column: 9, scope: !66)
!80 = !DILocation(line: 30, column: 25, scope: !57)
!81 = !DILocation(line: 30, column: 18, scope: !57)
!82 = !DILocation(line: 30, column: 33, scope: !57)
!83 = !DILocation(line: 30, column: 30, scope: !57)
!84 = distinct !{!84, !64, !85}
!85 = !DILocation(line: 30, column: 34, scope: !57)
!86 = !DILocation(line: 31, column: 5, scope: !57)
!87 = !DILocation(line: 23, column: 33, scope: !53)
!88 = !DILocation(line: 23, column: 5, scope: !53)
!89 = distinct !{!89, !55, !90}
!90 = !DILocation(line: 31, column: 5, scope: !48)
!91 = !DILocation(line: 32, column: 5, scope: !2)
!92 = !DILocation(line: 33, column: 9, scope: !93)
!93 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 9)
!94 = !DILocation(line: 33, column: 13, scope: !93)
!95 = !DILocation(line: 33, column: 9, scope: !2)
!96 = !DILocation(line: 34, column: 28, scope: !93)
!97 = !DILocation(line: 34, column: 21, scope: !93)
!98 = !DILocation(line: 34, column: 33, scope: !93)
!99 = !DILocation(line: 34, column: 9, scope: !93)
!100 = !DILocation(line: 34, column: 14, scope: !93)
!101 = !DILocation(line: 34, column: 19, scope: !93)
!102 = !DILocation(line: 35, column: 1, scope: !2)
