; ModuleID = 'spin_shared_header.cl'
source_filename = "spin_shared_header.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spin_shared_header(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  br label %7, !dbg !27

7:                                                ; preds = %23, %11, %3
  %8 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !28
  %9 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %8, i32 noundef 0, i32 noundef 1) #3, !dbg !33
  %10 = icmp ne i32 %9, 0, !dbg !34
  br i1 %10, label %11, label %12, !dbg !35

11:                                               ; preds = %7
  br label %7, !dbg !36, !llvm.loop !37

12:                                               ; preds = %7
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !40
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !41
  %15 = add nsw i32 %14, 1, !dbg !42
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !43
  store i32 %15, i32 addrspace(1)* %16, align 4, !dbg !44
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !45
  %18 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %17, i32 noundef 0) #3, !dbg !46
  %19 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !47
  %20 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %19, i32 noundef 1) #3, !dbg !49
  %21 = icmp sge i32 %20, 31, !dbg !50
  br i1 %21, label %22, label %23, !dbg !51

22:                                               ; preds = %12
  br label %24, !dbg !52

23:                                               ; preds = %12
  br label %7, !dbg !53, !llvm.loop !37

24:                                               ; preds = %22
  ret void, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spin_shared_header.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5c5d0bb2aa3edd07765bd98820cdb485")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "spin_shared_header", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*"}
!19 = !{!"volatile", !"", !"volatile"}
!20 = !{!"lock", !"counter", !"tickets"}
!21 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!22 = !DILocation(line: 18, column: 53, scope: !8)
!23 = !DILocalVariable(name: "counter", arg: 2, scope: !8, file: !1, line: 18, type: !14)
!24 = !DILocation(line: 18, column: 71, scope: !8)
!25 = !DILocalVariable(name: "tickets", arg: 3, scope: !8, file: !1, line: 18, type: !11)
!26 = !DILocation(line: 18, column: 101, scope: !8)
!27 = !DILocation(line: 20, column: 5, scope: !8)
!28 = !DILocation(line: 21, column: 28, scope: !29)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 21, column: 13)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 20, column: 14)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 20, column: 5)
!32 = distinct !DILexicalBlock(scope: !8, file: !1, line: 20, column: 5)
!33 = !DILocation(line: 21, column: 13, scope: !29)
!34 = !DILocation(line: 21, column: 40, scope: !29)
!35 = !DILocation(line: 21, column: 13, scope: !30)
!36 = !DILocation(line: 22, column: 13, scope: !29)
!37 = distinct !{!37, !38, !39}
!38 = !DILocation(line: 20, column: 5, scope: !32)
!39 = !DILocation(line: 27, column: 5, scope: !32)
!40 = !DILocation(line: 23, column: 21, scope: !30)
!41 = !DILocation(line: 23, column: 20, scope: !30)
!42 = !DILocation(line: 23, column: 29, scope: !30)
!43 = !DILocation(line: 23, column: 10, scope: !30)
!44 = !DILocation(line: 23, column: 18, scope: !30)
!45 = !DILocation(line: 24, column: 21, scope: !30)
!46 = !DILocation(line: 24, column: 9, scope: !30)
!47 = !DILocation(line: 25, column: 24, scope: !48)
!48 = distinct !DILexicalBlock(scope: !30, file: !1, line: 25, column: 13)
!49 = !DILocation(line: 25, column: 13, scope: !48)
!50 = !DILocation(line: 25, column: 36, scope: !48)
!51 = !DILocation(line: 25, column: 13, scope: !30)
!52 = !DILocation(line: 26, column: 13, scope: !48)
!53 = !DILocation(line: 20, column: 5, scope: !31)
!54 = !DILocation(line: 28, column: 1, scope: !8)
