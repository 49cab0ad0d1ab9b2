; ModuleID = 'testlock_coarse.cl'
source_filename = "testlock_coarse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @testlock_coarse(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  store i32 0, i32* %7, align 4, !dbg !29
  br label %10, !dbg !30

10:                                               ; preds = %51, %3
  %11 = load i32, i32* %7, align 4, !dbg !31
  %12 = load i32, i32* %6, align 4, !dbg !33
  %13 = icmp slt i32 %11, %12, !dbg !34
  br i1 %13, label %14, label %54, !dbg !35

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  store i32 1, i32* %8, align 4, !dbg !38
  br label %15, !dbg !39

15:                                               ; preds = %42, %14
  br label %16, !dbg !40

16:                                               ; preds = %20, %15
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !44
  %18 = load volatile i32, i32 addrspace(1)* %17, align 4, !dbg !45
  %19 = icmp ne i32 %18, 0, !dbg !46
  br i1 %19, label %20, label %21, !dbg !40

20:                                               ; preds = %16
  br label %16, !dbg !40, !llvm.loop !47

21:                                               ; preds = %16
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !49
  %23 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef 1) #3, !dbg !51
  %24 = icmp eq i32 %23, 0, !dbg !52
  br i1 %24, label %25, label %26, !dbg !53

25:                                               ; preds = %21
  br label %44, !dbg !54

26:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %9, metadata !55, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !57
  store i32 0, i32* %9, align 4, !dbg !57
  br label %27, !dbg !58

27:                                               ; preds = %32, %26
  %28 = load i32, i32* %9, align 4, !dbg !59
  %29 = load i32, i32* %8, align 4, !dbg !61
  %30 = icmp slt i32 %28, %29, !dbg !62
  br i1 %30, label %31, label %35, !dbg !63

31:                                               ; preds = %27
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #3, !dbg !64
  br label %32, !dbg !66

32:                                               ; preds = %31
  %33 = load i32, i32* %9, align 4, !dbg !67
  %34 = add nsw i32 %33, 1, !dbg !67
  store i32 %34, i32* %9, align 4, !dbg !67
  br label %27, !dbg !68, !llvm.loop !69

35:                                               ; preds = %27
  %36 = load i32, i32* %8, align 4, !dbg !71
  %37 = icmp slt i32 %36, 64, !dbg !72
  br i1 %37, label %38, label %41, !dbg !71

38:                                               ; preds = %35
  %39 = load i32, i32* %8, align 4, !dbg !73
  %40 = mul nsw i32 %39, 2, !dbg !74
  br label %42, !dbg !71

41:                                               ; preds = %35
  br label %42, !dbg !71

42:                                               ; preds = %41, %38
  %43 = phi i32 [ %40, %38 ], [ 64, %41 ], !dbg !71
  store i32 %43, i32* %8, align 4, !dbg !75
  br label %15, !dbg !76, !llvm.loop !77

44:                                               ; preds = %25
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !80
  %46 = load i32, i32 addrspace(1)* %45, align 4, !dbg !81
  %47 = add nsw i32 %46, 1, !dbg !82
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !83
  store i32 %47, i32 addrspace(1)* %48, align 4, !dbg !84
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !85
  %50 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %49, i32 noundef 0) #3, !dbg !86
  br label %51, !dbg !87

51:                                               ; preds = %44
  %52 = load i32, i32* %7, align 4, !dbg !88
  %53 = add nsw i32 %52, 1, !dbg !88
  store i32 %53, i32* %7, align 4, !dbg !88
  br label %10, !dbg !89, !llvm.loop !90

54:                                               ; preds = %10
  ret void, !dbg !92
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #2

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
!1 = !DIFile(filename: "testlock_coarse.cl", directory: ".", checksumkind: CSK_MD5, checksum: "96b3ba2d8a2703815c117cbd9f4e2454")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "testlock_coarse", scope: !1, file: !1, line: 26, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"volatile", !"", !""}
!20 = !{!"lock", !"counter", !"reps"}
!21 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 26, type: !11)
!22 = !DILocation(line: 26, column: 50, scope: !8)
!23 = !DILocalVariable(name: "counter", arg: 2, scope: !8, file: !1, line: 26, type: !14)
!24 = !DILocation(line: 26, column: 68, scope: !8)
!25 = !DILocalVariable(name: "reps", arg: 3, scope: !8, file: !1, line: 26, type: !13)
!26 = !DILocation(line: 26, column: 81, scope: !8)
!27 = !DILocalVariable(name: "j", scope: !28, file: !1, line: 28, type: !13)
!28 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 5)
!29 = !DILocation(line: 28, column: 14, scope: !28)
!30 = !DILocation(line: 28, column: 10, scope: !28)
!31 = !DILocation(line: 28, column: 21, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 28, column: 5)
!33 = !DILocation(line: 28, column: 25, scope: !32)
!34 = !DILocation(line: 28, column: 23, scope: !32)
!35 = !DILocation(line: 28, column: 5, scope: !28)
!36 = !DILocalVariable(name: "backoff", scope: !37, file: !1, line: 30, type: !13)
!37 = distinct !DILexicalBlock(scope: !32, file: !1, line: 28, column: 36)
!38 = !DILocation(line: 30, column: 13, scope: !37)
!39 = !DILocation(line: 31, column: 9, scope: !37)
!40 = !DILocation(line: 32, column: 13, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 31, column: 18)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 31, column: 9)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 31, column: 9)
!44 = !DILocation(line: 32, column: 21, scope: !41)
!45 = !DILocation(line: 32, column: 20, scope: !41)
!46 = !DILocation(line: 32, column: 26, scope: !41)
!47 = distinct !{!47, !40, !48}
!48 = !DILocation(line: 33, column: 13, scope: !41)
!49 = !DILocation(line: 34, column: 29, scope: !50)
!50 = distinct !DILexicalBlock(scope: !41, file: !1, line: 34, column: 17)
!51 = !DILocation(line: 34, column: 17, scope: !50)
!52 = !DILocation(line: 34, column: 38, scope: !50)
!53 = !DILocation(line: 34, column: 17, scope: !41)
!54 = !DILocation(line: 35, column: 17, scope: !50)
!55 = !DILocalVariable(name: "d", scope: !56, file: !1, line: 36, type: !13)
!56 = distinct !DILexicalBlock(scope: !41, file: !1, line: 36, column: 13)
!57 = !DILocation(line: 36, column: 22, scope: !56)
!58 = !DILocation(line: 36, column: 18, scope: !56)
!59 = !DILocation(line: 36, column: 29, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 36, column: 13)
!61 = !DILocation(line: 36, column: 33, scope: !60)
!62 = !DILocation(line: 36, column: 31, scope: !60)
!63 = !DILocation(line: 36, column: 13, scope: !56)
!64 = !DILocation(line: 37, column: 17, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !1, line: 36, column: 47)
!66 = !DILocation(line: 38, column: 13, scope: !65)
!67 = !DILocation(line: 36, column: 43, scope: !60)
!68 = !DILocation(line: 36, column: 13, scope: !60)
!69 = distinct !{!69, !63, !70}
!70 = !DILocation(line: 38, column: 13, scope: !56)
!71 = !DILocation(line: 39, column: 23, scope: !41)
!72 = !DILocation(line: 39, column: 31, scope: !41)
!73 = !DILocation(line: 39, column: 47, scope: !41)
!74 = !DILocation(line: 39, column: 55, scope: !41)
!75 = !DILocation(line: 39, column: 21, scope: !41)
!76 = !DILocation(line: 31, column: 9, scope: !42)
!77 = distinct !{!77, !78, !79}
!78 = !DILocation(line: 31, column: 9, scope: !43)
!79 = !DILocation(line: 40, column: 9, scope: !43)
!80 = !DILocation(line: 41, column: 21, scope: !37)
!81 = !DILocation(line: 41, column: 20, scope: !37)
!82 = !DILocation(line: 41, column: 29, scope: !37)
!83 = !DILocation(line: 41, column: 10, scope: !37)
!84 = !DILocation(line: 41, column: 18, scope: !37)
!85 = !DILocation(line: 43, column: 21, scope: !37)
!86 = !DILocation(line: 43, column: 9, scope: !37)
!87 = !DILocation(line: 44, column: 5, scope: !37)
!88 = !DILocation(line: 28, column: 32, scope: !32)
!89 = !DILocation(line: 28, column: 5, scope: !32)
!90 = distinct !{!90, !35, !91}
!91 = !DILocation(line: 44, column: 5, scope: !28)
!92 = !DILocation(line: 45, column: 1, scope: !8)
