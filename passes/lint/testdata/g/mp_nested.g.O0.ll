; ModuleID = 'mp_nested.cl'
source_filename = "mp_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mp_nested(i32 addrspace(1)* noundef %0) #0 !dbg !8 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %2, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !23
  %6 = trunc i64 %5 to i32, !dbg !23
  store i32 %6, i32* %3, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  %7 = load i32, i32* %3, align 4, !dbg !26
  store i32 %7, i32* %4, align 4, !dbg !25
  %8 = load i32, i32* %3, align 4, !dbg !27
  %9 = srem i32 %8, 2, !dbg !29
  %10 = icmp eq i32 %9, 0, !dbg !30
  br i1 %10, label %11, label %14, !dbg !31

11:                                               ; preds = %1
  %12 = load i32, i32* %4, align 4, !dbg !32
  %13 = add nsw i32 %12, 100, !dbg !34
  store i32 %13, i32* %4, align 4, !dbg !35
  br label %29, !dbg !36

14:                                               ; preds = %1
  %15 = load i32, i32* %4, align 4, !dbg !37
  %16 = mul nsw i32 %15, 2, !dbg !39
  store i32 %16, i32* %4, align 4, !dbg !40
  %17 = load i32, i32* %3, align 4, !dbg !41
  %18 = srem i32 %17, 4, !dbg !43
  %19 = icmp eq i32 %18, 1, !dbg !44
  br i1 %19, label %20, label %23, !dbg !45

20:                                               ; preds = %14
  %21 = load i32, i32* %4, align 4, !dbg !46
  %22 = add nsw i32 %21, 10, !dbg !48
  store i32 %22, i32* %4, align 4, !dbg !49
  br label %26, !dbg !50

23:                                               ; preds = %14
  %24 = load i32, i32* %4, align 4, !dbg !51
  %25 = sub nsw i32 %24, 10, !dbg !53
  store i32 %25, i32* %4, align 4, !dbg !54
  br label %26

26:                                               ; preds = %23, %20
  %27 = load i32, i32* %4, align 4, !dbg !55
  %28 = mul nsw i32 %27, 3, !dbg !56
  store i32 %28, i32* %4, align 4, !dbg !57
  br label %29

29:                                               ; preds = %26, %11
  %30 = load i32, i32* %4, align 4, !dbg !58
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8, !dbg !59
  %32 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !60
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %31, i64 %32, !dbg !59
  store i32 %30, i32 addrspace(1)* %33, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

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
!1 = !DIFile(filename: "mp_nested.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8a2eae02982ff936ddc9943ccfa1e5ea")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "mp_nested", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"int*"}
!17 = !{!""}
!18 = !{!"out"}
!19 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 15, type: !11)
!20 = !DILocation(line: 15, column: 35, scope: !8)
!21 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 18, type: !12)
!22 = !DILocation(line: 18, column: 9, scope: !8)
!23 = !DILocation(line: 18, column: 14, scope: !8)
!24 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 19, type: !12)
!25 = !DILocation(line: 19, column: 9, scope: !8)
!26 = !DILocation(line: 19, column: 13, scope: !8)
!27 = !DILocation(line: 20, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !8, file: !1, line: 20, column: 9)
!29 = !DILocation(line: 20, column: 12, scope: !28)
!30 = !DILocation(line: 20, column: 16, scope: !28)
!31 = !DILocation(line: 20, column: 9, scope: !8)
!32 = !DILocation(line: 22, column: 13, scope: !33)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 20, column: 22)
!34 = !DILocation(line: 22, column: 15, scope: !33)
!35 = !DILocation(line: 22, column: 11, scope: !33)
!36 = !DILocation(line: 23, column: 5, scope: !33)
!37 = !DILocation(line: 25, column: 13, scope: !38)
!38 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 12)
!39 = !DILocation(line: 25, column: 15, scope: !38)
!40 = !DILocation(line: 25, column: 11, scope: !38)
!41 = !DILocation(line: 26, column: 13, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 26, column: 13)
!43 = !DILocation(line: 26, column: 16, scope: !42)
!44 = !DILocation(line: 26, column: 20, scope: !42)
!45 = !DILocation(line: 26, column: 13, scope: !38)
!46 = !DILocation(line: 28, column: 17, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 26, column: 26)
!48 = !DILocation(line: 28, column: 19, scope: !47)
!49 = !DILocation(line: 28, column: 15, scope: !47)
!50 = !DILocation(line: 29, column: 9, scope: !47)
!51 = !DILocation(line: 31, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !42, file: !1, line: 29, column: 16)
!53 = !DILocation(line: 31, column: 19, scope: !52)
!54 = !DILocation(line: 31, column: 15, scope: !52)
!55 = !DILocation(line: 34, column: 13, scope: !38)
!56 = !DILocation(line: 34, column: 15, scope: !38)
!57 = !DILocation(line: 34, column: 11, scope: !38)
!58 = !DILocation(line: 37, column: 29, scope: !8)
!59 = !DILocation(line: 37, column: 5, scope: !8)
!60 = !DILocation(line: 37, column: 9, scope: !8)
!61 = !DILocation(line: 37, column: 27, scope: !8)
!62 = !DILocation(line: 38, column: 1, scope: !8)
