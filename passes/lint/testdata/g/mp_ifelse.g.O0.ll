; ModuleID = 'mp_ifelse.cl'
source_filename = "mp_ifelse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mp_ifelse(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !29
  %11 = trunc i64 %10 to i32, !dbg !29
  store i32 %11, i32* %7, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %12 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !32
  %13 = load i32, i32* %7, align 4, !dbg !33
  %14 = sext i32 %13 to i64, !dbg !32
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %12, i64 %14, !dbg !32
  %16 = load i32, i32 addrspace(1)* %15, align 4, !dbg !32
  store i32 %16, i32* %8, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %9, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !35
  %17 = load i32, i32* %7, align 4, !dbg !36
  %18 = srem i32 %17, 2, !dbg !38
  %19 = icmp eq i32 %18, 0, !dbg !39
  br i1 %19, label %20, label %30, !dbg !40

20:                                               ; preds = %3
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !41
  %22 = load i32, i32* %7, align 4, !dbg !43
  %23 = sext i32 %22 to i64, !dbg !41
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %21, i64 %23, !dbg !41
  %25 = load i32, i32 addrspace(1)* %24, align 4, !dbg !41
  %26 = mul nsw i32 %25, 3, !dbg !44
  store i32 %26, i32* %9, align 4, !dbg !45
  %27 = load i32, i32* %9, align 4, !dbg !46
  %28 = load i32, i32* %8, align 4, !dbg !47
  %29 = add nsw i32 %27, %28, !dbg !48
  store i32 %29, i32* %9, align 4, !dbg !49
  br label %39, !dbg !50

30:                                               ; preds = %3
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !51
  %32 = load i32, i32* %7, align 4, !dbg !53
  %33 = sext i32 %32 to i64, !dbg !51
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %33, !dbg !51
  %35 = load i32, i32 addrspace(1)* %34, align 4, !dbg !51
  %36 = mul nsw i32 %35, 5, !dbg !54
  store i32 %36, i32* %9, align 4, !dbg !55
  %37 = load i32, i32* %9, align 4, !dbg !56
  %38 = add nsw i32 %37, 7, !dbg !57
  store i32 %38, i32* %9, align 4, !dbg !58
  br label %39

39:                                               ; preds = %30, %20
  %40 = load i32, i32* %9, align 4, !dbg !59
  %41 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !60
  %42 = load i32, i32* %7, align 4, !dbg !61
  %43 = sext i32 %42 to i64, !dbg !60
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %41, i64 %43, !dbg !60
  store i32 %40, i32 addrspace(1)* %44, align 4, !dbg !62
  ret void, !dbg !63
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
!1 = !DIFile(filename: "mp_ifelse.cl", directory: ".", checksumkind: CSK_MD5, checksum: "505d9ef91d56b067a0d8d8c2925101c6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "mp_ifelse", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*"}
!19 = !{!"const", !"const", !""}
!20 = !{!"a", !"b", !"out"}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 15, type: !11)
!22 = !DILocation(line: 15, column: 41, scope: !8)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 15, type: !11)
!24 = !DILocation(line: 15, column: 62, scope: !8)
!25 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 15, type: !14)
!26 = !DILocation(line: 15, column: 77, scope: !8)
!27 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 18, type: !13)
!28 = !DILocation(line: 18, column: 9, scope: !8)
!29 = !DILocation(line: 18, column: 14, scope: !8)
!30 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 19, type: !13)
!31 = !DILocation(line: 19, column: 9, scope: !8)
!32 = !DILocation(line: 19, column: 13, scope: !8)
!33 = !DILocation(line: 19, column: 15, scope: !8)
!34 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 20, type: !13)
!35 = !DILocation(line: 20, column: 9, scope: !8)
!36 = !DILocation(line: 21, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !8, file: !1, line: 21, column: 9)
!38 = !DILocation(line: 21, column: 12, scope: !37)
!39 = !DILocation(line: 21, column: 16, scope: !37)
!40 = !DILocation(line: 21, column: 9, scope: !8)
!41 = !DILocation(line: 23, column: 13, scope: !42)
!42 = distinct !DILexicalBlock(scope: !37, file: !1, line: 21, column: 22)
!43 = !DILocation(line: 23, column: 15, scope: !42)
!44 = !DILocation(line: 23, column: 19, scope: !42)
!45 = !DILocation(line: 23, column: 11, scope: !42)
!46 = !DILocation(line: 24, column: 13, scope: !42)
!47 = !DILocation(line: 24, column: 17, scope: !42)
!48 = !DILocation(line: 24, column: 15, scope: !42)
!49 = !DILocation(line: 24, column: 11, scope: !42)
!50 = !DILocation(line: 25, column: 5, scope: !42)
!51 = !DILocation(line: 27, column: 13, scope: !52)
!52 = distinct !DILexicalBlock(scope: !37, file: !1, line: 25, column: 12)
!53 = !DILocation(line: 27, column: 15, scope: !52)
!54 = !DILocation(line: 27, column: 19, scope: !52)
!55 = !DILocation(line: 27, column: 11, scope: !52)
!56 = !DILocation(line: 28, column: 13, scope: !52)
!57 = !DILocation(line: 28, column: 15, scope: !52)
!58 = !DILocation(line: 28, column: 11, scope: !52)
!59 = !DILocation(line: 31, column: 15, scope: !8)
!60 = !DILocation(line: 31, column: 5, scope: !8)
!61 = !DILocation(line: 31, column: 9, scope: !8)
!62 = !DILocation(line: 31, column: 13, scope: !8)
!63 = !DILocation(line: 32, column: 1, scope: !8)
