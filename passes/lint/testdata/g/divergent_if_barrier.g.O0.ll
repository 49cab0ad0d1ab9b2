; ModuleID = 'divergent_if_barrier.cl'
source_filename = "divergent_if_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@divergent_if_barrier.buf = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @divergent_if_barrier(i32 addrspace(1)* noundef %0) #0 !dbg !2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 {
  %2 = alloca i32 addrspace(1)*, align 8
  %3 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %2, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %3, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !29
  %5 = trunc i64 %4 to i32, !dbg !29
  store i32 %5, i32* %3, align 4, !dbg !28
  %6 = load i32, i32* %3, align 4, !dbg !30
  %7 = load i32, i32* %3, align 4, !dbg !31
  %8 = sext i32 %7 to i64, !dbg !32
  %9 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_if_barrier.buf, i64 0, i64 %8, !dbg !32
  store i32 %6, i32 addrspace(3)* %9, align 4, !dbg !33
  %10 = load i32, i32* %3, align 4, !dbg !34
  %11 = icmp eq i32 %10, 0, !dbg !36
  br i1 %11, label %12, label %13, !dbg !37

12:                                               ; preds = %1
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !38
  br label %13, !dbg !38

13:                                               ; preds = %12, %1
  %14 = load i32, i32* %3, align 4, !dbg !39
  %15 = sub nsw i32 63, %14, !dbg !40
  %16 = sext i32 %15 to i64, !dbg !41
  %17 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_if_barrier.buf, i64 0, i64 %16, !dbg !41
  %18 = load i32, i32 addrspace(3)* %17, align 4, !dbg !41
  %19 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8, !dbg !42
  %20 = load i32, i32* %3, align 4, !dbg !43
  %21 = sext i32 %20 to i64, !dbg !42
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %19, i64 %21, !dbg !42
  store i32 %18, i32 addrspace(1)* %22, align 4, !dbg !44
  ret void, !dbg !45
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

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!14, !15, !16, !17}
!opencl.ocl.version = !{!18}
!opencl.spir.version = !{!18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 13, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "divergent_if_barrier", scope: !3, file: !3, line: 11, type: !4, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !10)
!3 = !DIFile(filename: "divergent_if_barrier.cl", directory: ".", checksumkind: CSK_MD5, checksum: "eacfa75267e91969318d283216b1f44c")
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
!25 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 11, type: !6)
!26 = !DILocation(line: 11, column: 46, scope: !2)
!27 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 14, type: !7)
!28 = !DILocation(line: 14, column: 9, scope: !2)
!29 = !DILocation(line: 14, column: 15, scope: !2)
!30 = !DILocation(line: 15, column: 16, scope: !2)
!31 = !DILocation(line: 15, column: 9, scope: !2)
!32 = !DILocation(line: 15, column: 5, scope: !2)
!33 = !DILocation(line: 15, column: 14, scope: !2)
!34 = !DILocation(line: 16, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !2, file: !3, line: 16, column: 9)
!36 = !DILocation(line: 16, column: 13, scope: !35)
!37 = !DILocation(line: 16, column: 9, scope: !2)
!38 = !DILocation(line: 17, column: 9, scope: !35)
!39 = !DILocation(line: 18, column: 25, scope: !2)
!40 = !DILocation(line: 18, column: 23, scope: !2)
!41 = !DILocation(line: 18, column: 16, scope: !2)
!42 = !DILocation(line: 18, column: 5, scope: !2)
!43 = !DILocation(line: 18, column: 9, scope: !2)
!44 = !DILocation(line: 18, column: 14, scope: !2)
!45 = !DILocation(line: 19, column: 1, scope: !2)
