; ModuleID = 'vecadd.cl'
source_filename = "vecadd.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vecadd(i32 addrspace(1)* noalias noundef %0, i32 addrspace(1)* noalias noundef %1, i32 addrspace(1)* noalias noundef %2) #0 !dbg !8 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !kernel_arg_name !22 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !31
  %9 = trunc i64 %8 to i32, !dbg !31
  store i32 %9, i32* %7, align 4, !dbg !30
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !32
  %11 = load i32, i32* %7, align 4, !dbg !33
  %12 = sext i32 %11 to i64, !dbg !32
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12, !dbg !32
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !32
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !34
  %16 = load i32, i32* %7, align 4, !dbg !35
  %17 = sext i32 %16 to i64, !dbg !34
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %15, i64 %17, !dbg !34
  %19 = load i32, i32 addrspace(1)* %18, align 4, !dbg !34
  %20 = add nsw i32 %14, %19, !dbg !36
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !37
  %22 = load i32, i32* %7, align 4, !dbg !38
  %23 = sext i32 %22 to i64, !dbg !37
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %21, i64 %23, !dbg !37
  store i32 %20, i32 addrspace(1)* %24, align 4, !dbg !39
  ret void, !dbg !40
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
!1 = !DIFile(filename: "vecadd.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bc632990a42326c665378edc83070193")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "vecadd", scope: !1, file: !1, line: 10, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !15}
!11 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!17 = !{}
!18 = !{i32 1, i32 1, i32 1}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int*"}
!21 = !{!"restrict const", !"restrict const", !"restrict"}
!22 = !{!"a", !"b", !"c"}
!23 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 10, type: !11)
!24 = !DILocation(line: 10, column: 47, scope: !8)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 10, type: !11)
!26 = !DILocation(line: 10, column: 77, scope: !8)
!27 = !DILocalVariable(name: "c", arg: 3, scope: !8, file: !1, line: 11, type: !15)
!28 = !DILocation(line: 11, column: 41, scope: !8)
!29 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 13, type: !14)
!30 = !DILocation(line: 13, column: 9, scope: !8)
!31 = !DILocation(line: 13, column: 13, scope: !8)
!32 = !DILocation(line: 14, column: 12, scope: !8)
!33 = !DILocation(line: 14, column: 14, scope: !8)
!34 = !DILocation(line: 14, column: 19, scope: !8)
!35 = !DILocation(line: 14, column: 21, scope: !8)
!36 = !DILocation(line: 14, column: 17, scope: !8)
!37 = !DILocation(line: 14, column: 5, scope: !8)
!38 = !DILocation(line: 14, column: 7, scope: !8)
!39 = !DILocation(line: 14, column: 10, scope: !8)
!40 = !DILocation(line: 15, column: 1, scope: !8)
