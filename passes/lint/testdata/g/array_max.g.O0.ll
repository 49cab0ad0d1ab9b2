; ModuleID = 'array_max.cl'
source_filename = "array_max.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @array_max(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %9, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !33
  %12 = trunc i64 %11 to i32, !dbg !33
  store i32 %12, i32* %9, align 4, !dbg !32
  br label %13, !dbg !34

13:                                               ; preds = %45, %4
  %14 = load i32, i32* %9, align 4, !dbg !35
  %15 = load i32, i32* %8, align 4, !dbg !37
  %16 = icmp slt i32 %14, %15, !dbg !38
  br i1 %16, label %17, label %51, !dbg !39

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !42
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !43
  %19 = load i32, i32* %9, align 4, !dbg !44
  %20 = sext i32 %19 to i64, !dbg !43
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %20, !dbg !43
  %22 = load i32, i32 addrspace(1)* %21, align 4, !dbg !43
  store i32 %22, i32* %10, align 4, !dbg !42
  %23 = load i32, i32* %10, align 4, !dbg !45
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !47
  %25 = load volatile i32, i32 addrspace(1)* %24, align 4, !dbg !48
  %26 = icmp sgt i32 %23, %25, !dbg !49
  br i1 %26, label %27, label %44, !dbg !50

27:                                               ; preds = %17
  br label %28, !dbg !51

28:                                               ; preds = %32, %27
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !53
  %30 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %29, i32 noundef 0, i32 noundef 1) #5, !dbg !54
  %31 = icmp ne i32 %30, 0, !dbg !55
  br i1 %31, label %32, label %33, !dbg !51

32:                                               ; preds = %28
  br label %28, !dbg !51, !llvm.loop !56

33:                                               ; preds = %28
  %34 = load i32, i32* %10, align 4, !dbg !58
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !60
  %36 = load volatile i32, i32 addrspace(1)* %35, align 4, !dbg !61
  %37 = icmp sgt i32 %34, %36, !dbg !62
  br i1 %37, label %38, label %41, !dbg !63

38:                                               ; preds = %33
  %39 = load i32, i32* %10, align 4, !dbg !64
  %40 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !65
  store volatile i32 %39, i32 addrspace(1)* %40, align 4, !dbg !66
  br label %41, !dbg !67

41:                                               ; preds = %38, %33
  %42 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !68
  %43 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %42, i32 noundef 0) #5, !dbg !69
  br label %44, !dbg !70

44:                                               ; preds = %41, %17
  br label %45, !dbg !71

45:                                               ; preds = %44
  %46 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !72
  %47 = load i32, i32* %9, align 4, !dbg !73
  %48 = sext i32 %47 to i64, !dbg !73
  %49 = add i64 %48, %46, !dbg !73
  %50 = trunc i64 %49 to i32, !dbg !73
  store i32 %50, i32* %9, align 4, !dbg !73
  br label %13, !dbg !74, !llvm.loop !75

51:                                               ; preds = %13
  ret void, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #2

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
!1 = !DIFile(filename: "array_max.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bafd30e5963ade14b7927eb70270d7f7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "array_max", scope: !1, file: !1, line: 22, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!16 = !{}
!17 = !{i32 1, i32 1, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"int*", !"int*", !"int*", !"int"}
!20 = !{!"const", !"volatile", !"volatile", !""}
!21 = !{!"data", !"lock", !"result", !"n"}
!22 = !DILocalVariable(name: "data", arg: 1, scope: !8, file: !1, line: 22, type: !11)
!23 = !DILocation(line: 22, column: 41, scope: !8)
!24 = !DILocalVariable(name: "lock", arg: 2, scope: !8, file: !1, line: 22, type: !14)
!25 = !DILocation(line: 22, column: 68, scope: !8)
!26 = !DILocalVariable(name: "result", arg: 3, scope: !8, file: !1, line: 23, type: !14)
!27 = !DILocation(line: 23, column: 44, scope: !8)
!28 = !DILocalVariable(name: "n", arg: 4, scope: !8, file: !1, line: 23, type: !13)
!29 = !DILocation(line: 23, column: 56, scope: !8)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 25, type: !13)
!31 = distinct !DILexicalBlock(scope: !8, file: !1, line: 25, column: 5)
!32 = !DILocation(line: 25, column: 14, scope: !31)
!33 = !DILocation(line: 25, column: 18, scope: !31)
!34 = !DILocation(line: 25, column: 10, scope: !31)
!35 = !DILocation(line: 25, column: 36, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 25, column: 5)
!37 = !DILocation(line: 25, column: 40, scope: !36)
!38 = !DILocation(line: 25, column: 38, scope: !36)
!39 = !DILocation(line: 25, column: 5, scope: !31)
!40 = !DILocalVariable(name: "v", scope: !41, file: !1, line: 26, type: !13)
!41 = distinct !DILexicalBlock(scope: !36, file: !1, line: 25, column: 68)
!42 = !DILocation(line: 26, column: 13, scope: !41)
!43 = !DILocation(line: 26, column: 17, scope: !41)
!44 = !DILocation(line: 26, column: 22, scope: !41)
!45 = !DILocation(line: 27, column: 13, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 27, column: 13)
!47 = !DILocation(line: 27, column: 18, scope: !46)
!48 = !DILocation(line: 27, column: 17, scope: !46)
!49 = !DILocation(line: 27, column: 15, scope: !46)
!50 = !DILocation(line: 27, column: 13, scope: !41)
!51 = !DILocation(line: 28, column: 13, scope: !52)
!52 = distinct !DILexicalBlock(scope: !46, file: !1, line: 27, column: 26)
!53 = !DILocation(line: 28, column: 35, scope: !52)
!54 = !DILocation(line: 28, column: 20, scope: !52)
!55 = !DILocation(line: 28, column: 47, scope: !52)
!56 = distinct !{!56, !51, !57}
!57 = !DILocation(line: 29, column: 13, scope: !52)
!58 = !DILocation(line: 30, column: 17, scope: !59)
!59 = distinct !DILexicalBlock(scope: !52, file: !1, line: 30, column: 17)
!60 = !DILocation(line: 30, column: 22, scope: !59)
!61 = !DILocation(line: 30, column: 21, scope: !59)
!62 = !DILocation(line: 30, column: 19, scope: !59)
!63 = !DILocation(line: 30, column: 17, scope: !52)
!64 = !DILocation(line: 31, column: 27, scope: !59)
!65 = !DILocation(line: 31, column: 18, scope: !59)
!66 = !DILocation(line: 31, column: 25, scope: !59)
!67 = !DILocation(line: 31, column: 17, scope: !59)
!68 = !DILocation(line: 32, column: 25, scope: !52)
!69 = !DILocation(line: 32, column: 13, scope: !52)
!70 = !DILocation(line: 33, column: 9, scope: !52)
!71 = !DILocation(line: 34, column: 5, scope: !41)
!72 = !DILocation(line: 25, column: 48, scope: !36)
!73 = !DILocation(line: 25, column: 45, scope: !36)
!74 = !DILocation(line: 25, column: 5, scope: !36)
!75 = distinct !{!75, !39, !76}
!76 = !DILocation(line: 34, column: 5, scope: !31)
!77 = !DILocation(line: 35, column: 1, scope: !8)
