; ModuleID = 'leader_lock.cl'
source_filename = "leader_lock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @leader_lock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !24
  %6 = icmp eq i64 %5, 0, !dbg !26
  br i1 %6, label %7, label %24, !dbg !27

7:                                                ; preds = %2
  br label %8, !dbg !28

8:                                                ; preds = %12, %7
  %9 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !30
  %10 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %9, i32 noundef 0, i32 noundef 1) #5, !dbg !31
  %11 = icmp ne i32 %10, 0, !dbg !32
  br i1 %11, label %12, label %13, !dbg !28

12:                                               ; preds = %8
  br label %8, !dbg !28, !llvm.loop !33

13:                                               ; preds = %8
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !35
  %15 = load volatile i32, i32 addrspace(1)* %14, align 4, !dbg !36
  %16 = sext i32 %15 to i64, !dbg !36
  %17 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !37
  %18 = add i64 %16, %17, !dbg !38
  %19 = add i64 %18, 1, !dbg !39
  %20 = trunc i64 %19 to i32, !dbg !36
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !40
  store volatile i32 %20, i32 addrspace(1)* %21, align 4, !dbg !41
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !42
  %23 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef 0) #5, !dbg !43
  br label %24, !dbg !44

24:                                               ; preds = %13, %2
  ret void, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "leader_lock.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3662a2c906fbd9c2d73743870e8a401d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "leader_lock", scope: !1, file: !1, line: 13, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 1, i32 1}
!16 = !{!"none", !"none"}
!17 = !{!"int*", !"int*"}
!18 = !{!"volatile", !"volatile"}
!19 = !{!"lock", !"total"}
!20 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 13, type: !11)
!21 = !DILocation(line: 13, column: 46, scope: !8)
!22 = !DILocalVariable(name: "total", arg: 2, scope: !8, file: !1, line: 13, type: !11)
!23 = !DILocation(line: 13, column: 73, scope: !8)
!24 = !DILocation(line: 15, column: 9, scope: !25)
!25 = distinct !DILexicalBlock(scope: !8, file: !1, line: 15, column: 9)
!26 = !DILocation(line: 15, column: 25, scope: !25)
!27 = !DILocation(line: 15, column: 9, scope: !8)
!28 = !DILocation(line: 16, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 15, column: 31)
!30 = !DILocation(line: 16, column: 31, scope: !29)
!31 = !DILocation(line: 16, column: 16, scope: !29)
!32 = !DILocation(line: 16, column: 43, scope: !29)
!33 = distinct !{!33, !28, !34}
!34 = !DILocation(line: 17, column: 13, scope: !29)
!35 = !DILocation(line: 18, column: 19, scope: !29)
!36 = !DILocation(line: 18, column: 18, scope: !29)
!37 = !DILocation(line: 18, column: 27, scope: !29)
!38 = !DILocation(line: 18, column: 25, scope: !29)
!39 = !DILocation(line: 18, column: 43, scope: !29)
!40 = !DILocation(line: 18, column: 10, scope: !29)
!41 = !DILocation(line: 18, column: 16, scope: !29)
!42 = !DILocation(line: 19, column: 21, scope: !29)
!43 = !DILocation(line: 19, column: 9, scope: !29)
!44 = !DILocation(line: 20, column: 5, scope: !29)
!45 = !DILocation(line: 21, column: 1, scope: !8)
