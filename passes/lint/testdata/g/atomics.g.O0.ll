; ModuleID = 'atomics.cl'
source_filename = "atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomics(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %5, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !31
  %9 = trunc i64 %8 to i32, !dbg !31
  store i32 %9, i32* %5, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %6, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %10 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !34
  %11 = trunc i64 %10 to i32, !dbg !34
  store i32 %11, i32* %6, align 4, !dbg !33
  %12 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !35
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %12, i64 0, !dbg !35
  %14 = load i32, i32* %5, align 4, !dbg !36
  %15 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %13, i32 noundef %14) #5, !dbg !37
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !38
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %16, i64 1, !dbg !38
  %18 = call spir_func i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef %17, i32 noundef 2) #5, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %7, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !41
  %19 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !42
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %19, i64 2, !dbg !42
  %21 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %20) #5, !dbg !43
  store i32 %21, i32* %7, align 4, !dbg !41
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !44
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %22, i64 3, !dbg !44
  %24 = call spir_func i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef %23) #5, !dbg !45
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !46
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 4, !dbg !46
  %27 = load i32, i32* %5, align 4, !dbg !47
  %28 = sub nsw i32 100, %27, !dbg !48
  %29 = call spir_func i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef %26, i32 noundef %28) #5, !dbg !49
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !50
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 5, !dbg !50
  %32 = load i32, i32* %5, align 4, !dbg !51
  %33 = mul nsw i32 %32, 3, !dbg !52
  %34 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %31, i32 noundef %33) #5, !dbg !53
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !54
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %35, i64 6, !dbg !54
  %37 = call spir_func i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef %36, i32 noundef 1) #5, !dbg !55
  %38 = load i32, i32* %7, align 4, !dbg !56
  %39 = load i32, i32* %6, align 4, !dbg !58
  %40 = sub nsw i32 %39, 1, !dbg !59
  %41 = icmp eq i32 %38, %40, !dbg !60
  br i1 %41, label %42, label %47, !dbg !61

42:                                               ; preds = %2
  %43 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !62
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %43, i64 7, !dbg !62
  %45 = load i32, i32* %6, align 4, !dbg !63
  %46 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %44, i32 noundef %45) #5, !dbg !64
  br label %47, !dbg !64

47:                                               ; preds = %42, %2
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !65
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %48, i64 8, !dbg !65
  %50 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %49, i32 noundef 0, i32 noundef 5) #5, !dbg !66
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !67
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 9, !dbg !67
  %53 = call spir_func i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef %52) #5, !dbg !68
  %54 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !69
  %55 = getelementptr inbounds i32, i32 addrspace(1)* %54, i64 0, !dbg !69
  %56 = load i32, i32* %5, align 4, !dbg !70
  %57 = srem i32 %56, 32, !dbg !71
  %58 = and i32 %57, 31, !dbg !72
  %59 = shl i32 1, %58, !dbg !72
  %60 = call spir_func i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef %55, i32 noundef %59) #5, !dbg !73
  %61 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !74
  %62 = getelementptr inbounds i32, i32 addrspace(1)* %61, i64 1, !dbg !74
  %63 = load i32, i32* %5, align 4, !dbg !75
  %64 = srem i32 %63, 16, !dbg !76
  %65 = and i32 %64, 31, !dbg !77
  %66 = shl i32 1, %65, !dbg !77
  %67 = xor i32 %66, -1, !dbg !78
  %68 = call spir_func i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef %62, i32 noundef %67) #5, !dbg !79
  %69 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !80
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %69, i64 2, !dbg !80
  %71 = load i32, i32* %5, align 4, !dbg !81
  %72 = srem i32 %71, 3, !dbg !82
  %73 = and i32 %72, 31, !dbg !83
  %74 = shl i32 1, %73, !dbg !83
  %75 = call spir_func i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef %70, i32 noundef %74) #5, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "atomics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "841310a8685a31efcd0d70599cf36afb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "atomics", scope: !1, file: !1, line: 13, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !17, line: 98, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !{}
!20 = !{i32 1, i32 1}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"uint*"}
!23 = !{!"volatile", !"volatile"}
!24 = !{!"counters", !"bits"}
!25 = !DILocalVariable(name: "counters", arg: 1, scope: !8, file: !1, line: 13, type: !11)
!26 = !DILocation(line: 13, column: 42, scope: !8)
!27 = !DILocalVariable(name: "bits", arg: 2, scope: !8, file: !1, line: 13, type: !14)
!28 = !DILocation(line: 13, column: 74, scope: !8)
!29 = !DILocalVariable(name: "gid", scope: !8, file: !1, line: 15, type: !13)
!30 = !DILocation(line: 15, column: 9, scope: !8)
!31 = !DILocation(line: 15, column: 15, scope: !8)
!32 = !DILocalVariable(name: "n", scope: !8, file: !1, line: 16, type: !13)
!33 = !DILocation(line: 16, column: 9, scope: !8)
!34 = !DILocation(line: 16, column: 13, scope: !8)
!35 = !DILocation(line: 17, column: 17, scope: !8)
!36 = !DILocation(line: 17, column: 30, scope: !8)
!37 = !DILocation(line: 17, column: 5, scope: !8)
!38 = !DILocation(line: 18, column: 17, scope: !8)
!39 = !DILocation(line: 18, column: 5, scope: !8)
!40 = !DILocalVariable(name: "ticket", scope: !8, file: !1, line: 19, type: !13)
!41 = !DILocation(line: 19, column: 9, scope: !8)
!42 = !DILocation(line: 19, column: 30, scope: !8)
!43 = !DILocation(line: 19, column: 18, scope: !8)
!44 = !DILocation(line: 20, column: 17, scope: !8)
!45 = !DILocation(line: 20, column: 5, scope: !8)
!46 = !DILocation(line: 21, column: 17, scope: !8)
!47 = !DILocation(line: 21, column: 36, scope: !8)
!48 = !DILocation(line: 21, column: 34, scope: !8)
!49 = !DILocation(line: 21, column: 5, scope: !8)
!50 = !DILocation(line: 22, column: 17, scope: !8)
!51 = !DILocation(line: 22, column: 30, scope: !8)
!52 = !DILocation(line: 22, column: 34, scope: !8)
!53 = !DILocation(line: 22, column: 5, scope: !8)
!54 = !DILocation(line: 23, column: 15, scope: !8)
!55 = !DILocation(line: 23, column: 5, scope: !8)
!56 = !DILocation(line: 24, column: 9, scope: !57)
!57 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 9)
!58 = !DILocation(line: 24, column: 19, scope: !57)
!59 = !DILocation(line: 24, column: 21, scope: !57)
!60 = !DILocation(line: 24, column: 16, scope: !57)
!61 = !DILocation(line: 24, column: 9, scope: !8)
!62 = !DILocation(line: 25, column: 22, scope: !57)
!63 = !DILocation(line: 25, column: 35, scope: !57)
!64 = !DILocation(line: 25, column: 9, scope: !57)
!65 = !DILocation(line: 26, column: 21, scope: !8)
!66 = !DILocation(line: 26, column: 5, scope: !8)
!67 = !DILocation(line: 27, column: 15, scope: !8)
!68 = !DILocation(line: 27, column: 5, scope: !8)
!69 = !DILocation(line: 28, column: 16, scope: !8)
!70 = !DILocation(line: 28, column: 32, scope: !8)
!71 = !DILocation(line: 28, column: 36, scope: !8)
!72 = !DILocation(line: 28, column: 28, scope: !8)
!73 = !DILocation(line: 28, column: 5, scope: !8)
!74 = !DILocation(line: 29, column: 17, scope: !8)
!75 = !DILocation(line: 29, column: 35, scope: !8)
!76 = !DILocation(line: 29, column: 39, scope: !8)
!77 = !DILocation(line: 29, column: 31, scope: !8)
!78 = !DILocation(line: 29, column: 26, scope: !8)
!79 = !DILocation(line: 29, column: 5, scope: !8)
!80 = !DILocation(line: 30, column: 17, scope: !8)
!81 = !DILocation(line: 30, column: 33, scope: !8)
!82 = !DILocation(line: 30, column: 37, scope: !8)
!83 = !DILocation(line: 30, column: 29, scope: !8)
!84 = !DILocation(line: 30, column: 5, scope: !8)
!85 = !DILocation(line: 31, column: 1, scope: !8)
