; ModuleID = 'nested_lock_ssde.cl'
source_filename = "nested_lock_ssde.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @nested_lock_ssde(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %8, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !31
  %13 = trunc i64 %12 to i32, !dbg !31
  store i32 %13, i32* %9, align 4, !dbg !30
  %14 = load i32, i32* %9, align 4, !dbg !32
  %15 = icmp eq i32 %14, 32, !dbg !34
  br i1 %15, label %16, label %29, !dbg !35

16:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  store i32 0, i32* %10, align 4, !dbg !39
  br label %17, !dbg !40

17:                                               ; preds = %23, %16
  %18 = load i32, i32* %10, align 4, !dbg !41
  %19 = icmp slt i32 %18, 100, !dbg !43
  br i1 %19, label %20, label %26, !dbg !44

20:                                               ; preds = %17
  %21 = load i32, i32* %10, align 4, !dbg !45
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8, !dbg !46
  store volatile i32 %21, i32 addrspace(1)* %22, align 4, !dbg !47
  br label %23, !dbg !48

23:                                               ; preds = %20
  %24 = load i32, i32* %10, align 4, !dbg !49
  %25 = add nsw i32 %24, 1, !dbg !49
  store i32 %25, i32* %10, align 4, !dbg !49
  br label %17, !dbg !50, !llvm.loop !51

26:                                               ; preds = %17
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !53
  %28 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %27, i32 noundef 0) #5, !dbg !54
  br label %29, !dbg !55

29:                                               ; preds = %26, %4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !56, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !57
  store i32 0, i32* %11, align 4, !dbg !57
  br label %30, !dbg !58

30:                                               ; preds = %53, %29
  %31 = load i32, i32* %11, align 4, !dbg !59
  %32 = icmp ne i32 %31, 0, !dbg !60
  %33 = xor i1 %32, true, !dbg !60
  br i1 %33, label %34, label %54, !dbg !58

34:                                               ; preds = %30
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !61
  %36 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %35, i32 noundef 0, i32 noundef 1) #5, !dbg !64
  %37 = icmp eq i32 %36, 0, !dbg !65
  br i1 %37, label %38, label %53, !dbg !66

38:                                               ; preds = %34
  br label %39, !dbg !67

39:                                               ; preds = %43, %38
  %40 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !69
  %41 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %40, i32 noundef 0, i32 noundef 1) #5, !dbg !70
  %42 = icmp ne i32 %41, 0, !dbg !71
  br i1 %42, label %43, label %44, !dbg !67

43:                                               ; preds = %39
  br label %39, !dbg !67, !llvm.loop !72

44:                                               ; preds = %39
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !74
  %46 = load i32, i32 addrspace(1)* %45, align 4, !dbg !75
  %47 = add nsw i32 %46, 1, !dbg !76
  %48 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !77
  store i32 %47, i32 addrspace(1)* %48, align 4, !dbg !78
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !79
  %50 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %49, i32 noundef 0) #5, !dbg !80
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !81
  %52 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %51, i32 noundef 0) #5, !dbg !82
  store i32 1, i32* %11, align 4, !dbg !83
  br label %53, !dbg !84

53:                                               ; preds = %44, %34
  br label %30, !dbg !58, !llvm.loop !85

54:                                               ; preds = %30
  ret void, !dbg !87
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "nested_lock_ssde.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a01902c31b050ef1756b2195e340ef27")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "nested_lock_ssde", scope: !1, file: !1, line: 23, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !14, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*", !"int*"}
!19 = !{!"volatile", !"volatile", !"", !"volatile"}
!20 = !{!"outer", !"inner", !"counter", !"spin"}
!21 = !DILocalVariable(name: "outer", arg: 1, scope: !8, file: !1, line: 23, type: !11)
!22 = !DILocation(line: 23, column: 51, scope: !8)
!23 = !DILocalVariable(name: "inner", arg: 2, scope: !8, file: !1, line: 23, type: !11)
!24 = !DILocation(line: 23, column: 79, scope: !8)
!25 = !DILocalVariable(name: "counter", arg: 3, scope: !8, file: !1, line: 23, type: !14)
!26 = !DILocation(line: 23, column: 98, scope: !8)
!27 = !DILocalVariable(name: "spin", arg: 4, scope: !8, file: !1, line: 23, type: !11)
!28 = !DILocation(line: 23, column: 128, scope: !8)
!29 = !DILocalVariable(name: "tid", scope: !8, file: !1, line: 25, type: !13)
!30 = !DILocation(line: 25, column: 9, scope: !8)
!31 = !DILocation(line: 25, column: 15, scope: !8)
!32 = !DILocation(line: 26, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !8, file: !1, line: 26, column: 9)
!34 = !DILocation(line: 26, column: 13, scope: !33)
!35 = !DILocation(line: 26, column: 9, scope: !8)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 27, type: !13)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 27, column: 9)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 26, column: 20)
!39 = !DILocation(line: 27, column: 18, scope: !37)
!40 = !DILocation(line: 27, column: 14, scope: !37)
!41 = !DILocation(line: 27, column: 25, scope: !42)
!42 = distinct !DILexicalBlock(scope: !37, file: !1, line: 27, column: 9)
!43 = !DILocation(line: 27, column: 27, scope: !42)
!44 = !DILocation(line: 27, column: 9, scope: !37)
!45 = !DILocation(line: 28, column: 21, scope: !42)
!46 = !DILocation(line: 28, column: 14, scope: !42)
!47 = !DILocation(line: 28, column: 19, scope: !42)
!48 = !DILocation(line: 28, column: 13, scope: !42)
!49 = !DILocation(line: 27, column: 35, scope: !42)
!50 = !DILocation(line: 27, column: 9, scope: !42)
!51 = distinct !{!51, !44, !52}
!52 = !DILocation(line: 28, column: 21, scope: !37)
!53 = !DILocation(line: 29, column: 21, scope: !38)
!54 = !DILocation(line: 29, column: 9, scope: !38)
!55 = !DILocation(line: 30, column: 5, scope: !38)
!56 = !DILocalVariable(name: "done", scope: !8, file: !1, line: 31, type: !13)
!57 = !DILocation(line: 31, column: 9, scope: !8)
!58 = !DILocation(line: 32, column: 5, scope: !8)
!59 = !DILocation(line: 32, column: 13, scope: !8)
!60 = !DILocation(line: 32, column: 12, scope: !8)
!61 = !DILocation(line: 33, column: 28, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !1, line: 33, column: 13)
!63 = distinct !DILexicalBlock(scope: !8, file: !1, line: 32, column: 19)
!64 = !DILocation(line: 33, column: 13, scope: !62)
!65 = !DILocation(line: 33, column: 41, scope: !62)
!66 = !DILocation(line: 33, column: 13, scope: !63)
!67 = !DILocation(line: 34, column: 13, scope: !68)
!68 = distinct !DILexicalBlock(scope: !62, file: !1, line: 33, column: 47)
!69 = !DILocation(line: 34, column: 35, scope: !68)
!70 = !DILocation(line: 34, column: 20, scope: !68)
!71 = !DILocation(line: 34, column: 48, scope: !68)
!72 = distinct !{!72, !67, !73}
!73 = !DILocation(line: 35, column: 13, scope: !68)
!74 = !DILocation(line: 36, column: 25, scope: !68)
!75 = !DILocation(line: 36, column: 24, scope: !68)
!76 = !DILocation(line: 36, column: 33, scope: !68)
!77 = !DILocation(line: 36, column: 14, scope: !68)
!78 = !DILocation(line: 36, column: 22, scope: !68)
!79 = !DILocation(line: 37, column: 25, scope: !68)
!80 = !DILocation(line: 37, column: 13, scope: !68)
!81 = !DILocation(line: 38, column: 25, scope: !68)
!82 = !DILocation(line: 38, column: 13, scope: !68)
!83 = !DILocation(line: 39, column: 18, scope: !68)
!84 = !DILocation(line: 40, column: 9, scope: !68)
!85 = distinct !{!85, !58, !86}
!86 = !DILocation(line: 41, column: 5, scope: !8)
!87 = !DILocation(line: 42, column: 1, scope: !8)
