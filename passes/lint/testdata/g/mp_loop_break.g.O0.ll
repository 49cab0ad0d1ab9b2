; ModuleID = 'mp_loop_break.cl'
source_filename = "mp_loop_break.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mp_loop_break(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %9 = trunc i64 %8 to i32, !dbg !27
  store i32 %9, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %11 = load i32, i32* %5, align 4, !dbg !31
  %12 = sext i32 %11 to i64, !dbg !30
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12, !dbg !30
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !30
  store i32 %14, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  store i32 0, i32* %7, align 4, !dbg !33
  br label %15, !dbg !34

15:                                               ; preds = %33, %2
  %16 = load i32, i32* %6, align 4, !dbg !35
  %17 = mul nsw i32 %16, 5, !dbg !37
  %18 = add nsw i32 %17, 3, !dbg !38
  %19 = srem i32 %18, 64, !dbg !39
  store i32 %19, i32* %6, align 4, !dbg !40
  %20 = load i32, i32* %6, align 4, !dbg !41
  %21 = srem i32 %20, 13, !dbg !43
  %22 = icmp eq i32 %21, 0, !dbg !44
  br i1 %22, label %23, label %26, !dbg !45

23:                                               ; preds = %15
  %24 = load i32, i32* %6, align 4, !dbg !46
  %25 = add nsw i32 %24, 1000, !dbg !48
  store i32 %25, i32* %6, align 4, !dbg !49
  br label %36, !dbg !50

26:                                               ; preds = %15
  %27 = load i32, i32* %6, align 4, !dbg !51
  %28 = load i32, i32* %7, align 4, !dbg !53
  %29 = add nsw i32 %27, %28, !dbg !54
  store i32 %29, i32* %6, align 4, !dbg !55
  br label %30

30:                                               ; preds = %26
  %31 = load i32, i32* %7, align 4, !dbg !56
  %32 = add nsw i32 %31, 1, !dbg !56
  store i32 %32, i32* %7, align 4, !dbg !56
  br label %33, !dbg !57

33:                                               ; preds = %30
  %34 = load i32, i32* %7, align 4, !dbg !58
  %35 = icmp slt i32 %34, 10, !dbg !59
  br i1 %35, label %15, label %36, !dbg !57, !llvm.loop !60

36:                                               ; preds = %33, %23
  %37 = load i32, i32* %6, align 4, !dbg !62
  %38 = mul nsw i32 %37, 100, !dbg !63
  %39 = load i32, i32* %7, align 4, !dbg !64
  %40 = add nsw i32 %38, %39, !dbg !65
  %41 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !66
  %42 = load i32, i32* %5, align 4, !dbg !67
  %43 = sext i32 %42 to i64, !dbg !66
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %41, i64 %43, !dbg !66
  store i32 %40, i32 addrspace(1)* %44, align 4, !dbg !68
  ret void, !dbg !69
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
!1 = !DIFile(filename: "mp_loop_break.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9e357c646510c82882107f235c17d1e0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "mp_loop_break", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"seed", !"out"}
!21 = !DILocalVariable(name: "seed", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!22 = !DILocation(line: 18, column: 45, scope: !8)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 18, type: !14)
!24 = !DILocation(line: 18, column: 63, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 20, type: !13)
!26 = !DILocation(line: 20, column: 9, scope: !8)
!27 = !DILocation(line: 20, column: 14, scope: !8)
!28 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 21, type: !13)
!29 = !DILocation(line: 21, column: 9, scope: !8)
!30 = !DILocation(line: 21, column: 13, scope: !8)
!31 = !DILocation(line: 21, column: 18, scope: !8)
!32 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 22, type: !13)
!33 = !DILocation(line: 22, column: 9, scope: !8)
!34 = !DILocation(line: 23, column: 5, scope: !8)
!35 = !DILocation(line: 25, column: 14, scope: !36)
!36 = distinct !DILexicalBlock(scope: !8, file: !1, line: 23, column: 8)
!37 = !DILocation(line: 25, column: 16, scope: !36)
!38 = !DILocation(line: 25, column: 20, scope: !36)
!39 = !DILocation(line: 25, column: 25, scope: !36)
!40 = !DILocation(line: 25, column: 11, scope: !36)
!41 = !DILocation(line: 26, column: 13, scope: !42)
!42 = distinct !DILexicalBlock(scope: !36, file: !1, line: 26, column: 13)
!43 = !DILocation(line: 26, column: 15, scope: !42)
!44 = !DILocation(line: 26, column: 20, scope: !42)
!45 = !DILocation(line: 26, column: 13, scope: !36)
!46 = !DILocation(line: 28, column: 17, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 26, column: 26)
!48 = !DILocation(line: 28, column: 19, scope: !47)
!49 = !DILocation(line: 28, column: 15, scope: !47)
!50 = !DILocation(line: 29, column: 13, scope: !47)
!51 = !DILocation(line: 32, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !42, file: !1, line: 30, column: 16)
!53 = !DILocation(line: 32, column: 21, scope: !52)
!54 = !DILocation(line: 32, column: 19, scope: !52)
!55 = !DILocation(line: 32, column: 15, scope: !52)
!56 = !DILocation(line: 34, column: 10, scope: !36)
!57 = !DILocation(line: 35, column: 5, scope: !36)
!58 = !DILocation(line: 35, column: 14, scope: !8)
!59 = !DILocation(line: 35, column: 16, scope: !8)
!60 = distinct !{!60, !34, !61}
!61 = !DILocation(line: 35, column: 20, scope: !8)
!62 = !DILocation(line: 37, column: 15, scope: !8)
!63 = !DILocation(line: 37, column: 17, scope: !8)
!64 = !DILocation(line: 37, column: 25, scope: !8)
!65 = !DILocation(line: 37, column: 23, scope: !8)
!66 = !DILocation(line: 37, column: 5, scope: !8)
!67 = !DILocation(line: 37, column: 9, scope: !8)
!68 = !DILocation(line: 37, column: 13, scope: !8)
!69 = !DILocation(line: 38, column: 1, scope: !8)
