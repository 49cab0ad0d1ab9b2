; ModuleID = 'lock_then_wait.cl'
source_filename = "lock_then_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lock_then_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  br label %7, !dbg !24

7:                                                ; preds = %11, %2
  %8 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !25
  %9 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %8, i32 noundef 0, i32 noundef 1) #4, !dbg !26
  %10 = icmp ne i32 %9, 0, !dbg !24
  br i1 %10, label %11, label %12, !dbg !24

11:                                               ; preds = %7
  br label %7, !dbg !24, !llvm.loop !27

12:                                               ; preds = %7
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !29
  %14 = load volatile i32, i32 addrspace(1)* %13, align 4, !dbg !30
  %15 = add nsw i32 %14, 1, !dbg !30
  store volatile i32 %15, i32 addrspace(1)* %13, align 4, !dbg !30
  %16 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !31
  %17 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %16, i32 noundef 0) #4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  store i32 1, i32* %5, align 4, !dbg !34
  br label %18, !dbg !35

18:                                               ; preds = %44, %12
  %19 = load i32, i32* %5, align 4, !dbg !36
  %20 = icmp ne i32 %19, 0, !dbg !35
  br i1 %20, label %21, label %45, !dbg !35

21:                                               ; preds = %18
  br label %22, !dbg !37

22:                                               ; preds = %26, %21
  %23 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !39
  %24 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %23, i32 noundef 0, i32 noundef 1) #4, !dbg !40
  %25 = icmp ne i32 %24, 0, !dbg !37
  br i1 %25, label %26, label %27, !dbg !37

26:                                               ; preds = %22
  br label %22, !dbg !37, !llvm.loop !41

27:                                               ; preds = %22
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !43
  %29 = load volatile i32, i32 addrspace(1)* %28, align 4, !dbg !45
  %30 = sext i32 %29 to i64, !dbg !45
  %31 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5, !dbg !46
  %32 = icmp eq i64 %30, %31, !dbg !47
  br i1 %32, label %33, label %34, !dbg !48

33:                                               ; preds = %27
  store i32 0, i32* %5, align 4, !dbg !49
  br label %34, !dbg !50

34:                                               ; preds = %33, %27
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !51
  %36 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %35, i32 noundef 0) #4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %6, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !55
  store i32 0, i32* %6, align 4, !dbg !55
  br label %37, !dbg !56

37:                                               ; preds = %41, %34
  %38 = load i32, i32* %6, align 4, !dbg !57
  %39 = icmp slt i32 %38, 64, !dbg !59
  br i1 %39, label %40, label %44, !dbg !60

40:                                               ; preds = %37
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #4, !dbg !61
  br label %41, !dbg !61

41:                                               ; preds = %40
  %42 = load i32, i32* %6, align 4, !dbg !62
  %43 = add nsw i32 %42, 1, !dbg !62
  store i32 %43, i32* %6, align 4, !dbg !62
  br label %37, !dbg !63, !llvm.loop !64

44:                                               ; preds = %37
  br label %18, !dbg !35, !llvm.loop !66

45:                                               ; preds = %18
  ret void, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent }
attributes #5 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lock_then_wait.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3da1a74f7127edd5eee13d1136c7c4fb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "lock_then_wait", scope: !1, file: !1, line: 20, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
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
!19 = !{!"m", !"sum"}
!20 = !DILocalVariable(name: "m", arg: 1, scope: !8, file: !1, line: 20, type: !11)
!21 = !DILocation(line: 20, column: 49, scope: !8)
!22 = !DILocalVariable(name: "sum", arg: 2, scope: !8, file: !1, line: 20, type: !11)
!23 = !DILocation(line: 20, column: 73, scope: !8)
!24 = !DILocation(line: 22, column: 5, scope: !8)
!25 = !DILocation(line: 22, column: 27, scope: !8)
!26 = !DILocation(line: 22, column: 12, scope: !8)
!27 = distinct !{!27, !24, !28}
!28 = !DILocation(line: 23, column: 9, scope: !8)
!29 = !DILocation(line: 24, column: 6, scope: !8)
!30 = !DILocation(line: 24, column: 10, scope: !8)
!31 = !DILocation(line: 25, column: 17, scope: !8)
!32 = !DILocation(line: 25, column: 5, scope: !8)
!33 = !DILocalVariable(name: "w", scope: !8, file: !1, line: 26, type: !13)
!34 = !DILocation(line: 26, column: 9, scope: !8)
!35 = !DILocation(line: 27, column: 5, scope: !8)
!36 = !DILocation(line: 27, column: 12, scope: !8)
!37 = !DILocation(line: 28, column: 9, scope: !38)
!38 = distinct !DILexicalBlock(scope: !8, file: !1, line: 27, column: 15)
!39 = !DILocation(line: 28, column: 31, scope: !38)
!40 = !DILocation(line: 28, column: 16, scope: !38)
!41 = distinct !{!41, !37, !42}
!42 = !DILocation(line: 29, column: 13, scope: !38)
!43 = !DILocation(line: 30, column: 14, scope: !44)
!44 = distinct !DILexicalBlock(scope: !38, file: !1, line: 30, column: 13)
!45 = !DILocation(line: 30, column: 13, scope: !44)
!46 = !DILocation(line: 30, column: 21, scope: !44)
!47 = !DILocation(line: 30, column: 18, scope: !44)
!48 = !DILocation(line: 30, column: 13, scope: !38)
!49 = !DILocation(line: 31, column: 15, scope: !44)
!50 = !DILocation(line: 31, column: 13, scope: !44)
!51 = !DILocation(line: 32, column: 21, scope: !38)
!52 = !DILocation(line: 32, column: 9, scope: !38)
!53 = !DILocalVariable(name: "d", scope: !54, file: !1, line: 33, type: !13)
!54 = distinct !DILexicalBlock(scope: !38, file: !1, line: 33, column: 9)
!55 = !DILocation(line: 33, column: 18, scope: !54)
!56 = !DILocation(line: 33, column: 14, scope: !54)
!57 = !DILocation(line: 33, column: 25, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 33, column: 9)
!59 = !DILocation(line: 33, column: 27, scope: !58)
!60 = !DILocation(line: 33, column: 9, scope: !54)
!61 = !DILocation(line: 34, column: 13, scope: !58)
!62 = !DILocation(line: 33, column: 34, scope: !58)
!63 = !DILocation(line: 33, column: 9, scope: !58)
!64 = distinct !{!64, !60, !65}
!65 = !DILocation(line: 34, column: 43, scope: !54)
!66 = distinct !{!66, !35, !67}
!67 = !DILocation(line: 35, column: 5, scope: !8)
!68 = !DILocation(line: 36, column: 1, scope: !8)
