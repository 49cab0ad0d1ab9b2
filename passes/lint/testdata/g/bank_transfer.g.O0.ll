; ModuleID = 'bank_transfer.cl'
source_filename = "bank_transfer.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bank_transfer(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !29
  %14 = trunc i64 %13 to i32, !dbg !29
  store i32 %14, i32* %7, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %15 = load i32, i32* %7, align 4, !dbg !32
  %16 = load i32, i32* %6, align 4, !dbg !33
  %17 = srem i32 %15, %16, !dbg !34
  store i32 %17, i32* %8, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %9, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  %18 = load i32, i32* %7, align 4, !dbg !37
  %19 = mul nsw i32 %18, 5, !dbg !38
  %20 = add nsw i32 %19, 3, !dbg !39
  %21 = load i32, i32* %6, align 4, !dbg !40
  %22 = srem i32 %20, %21, !dbg !41
  store i32 %22, i32* %9, align 4, !dbg !36
  %23 = load i32, i32* %9, align 4, !dbg !42
  %24 = load i32, i32* %8, align 4, !dbg !44
  %25 = icmp eq i32 %23, %24, !dbg !45
  br i1 %25, label %26, label %31, !dbg !46

26:                                               ; preds = %3
  %27 = load i32, i32* %9, align 4, !dbg !47
  %28 = add nsw i32 %27, 1, !dbg !48
  %29 = load i32, i32* %6, align 4, !dbg !49
  %30 = srem i32 %28, %29, !dbg !50
  store i32 %30, i32* %9, align 4, !dbg !51
  br label %31, !dbg !52

31:                                               ; preds = %26, %3
  call void @llvm.dbg.declare(metadata i32* %10, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !54
  %32 = load i32, i32* %7, align 4, !dbg !55
  %33 = add nsw i32 %32, 1, !dbg !56
  store i32 %33, i32* %10, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %11, metadata !57, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !58
  %34 = load i32, i32* %8, align 4, !dbg !59
  %35 = load i32, i32* %9, align 4, !dbg !60
  %36 = icmp slt i32 %34, %35, !dbg !61
  br i1 %36, label %37, label %39, !dbg !59

37:                                               ; preds = %31
  %38 = load i32, i32* %8, align 4, !dbg !62
  br label %41, !dbg !59

39:                                               ; preds = %31
  %40 = load i32, i32* %9, align 4, !dbg !63
  br label %41, !dbg !59

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ], !dbg !59
  store i32 %42, i32* %11, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %12, metadata !64, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !65
  %43 = load i32, i32* %8, align 4, !dbg !66
  %44 = load i32, i32* %9, align 4, !dbg !67
  %45 = icmp slt i32 %43, %44, !dbg !68
  br i1 %45, label %46, label %48, !dbg !66

46:                                               ; preds = %41
  %47 = load i32, i32* %9, align 4, !dbg !69
  br label %50, !dbg !66

48:                                               ; preds = %41
  %49 = load i32, i32* %8, align 4, !dbg !70
  br label %50, !dbg !66

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ], !dbg !66
  store i32 %51, i32* %12, align 4, !dbg !65
  br label %52, !dbg !71

52:                                               ; preds = %59, %50
  %53 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !72
  %54 = load i32, i32* %11, align 4, !dbg !73
  %55 = sext i32 %54 to i64, !dbg !72
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 %55, !dbg !72
  %57 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %56, i32 noundef 0, i32 noundef 1) #5, !dbg !74
  %58 = icmp ne i32 %57, 0, !dbg !75
  br i1 %58, label %59, label %60, !dbg !71

59:                                               ; preds = %52
  br label %52, !dbg !71, !llvm.loop !76

60:                                               ; preds = %52
  br label %61, !dbg !78

61:                                               ; preds = %68, %60
  %62 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !79
  %63 = load i32, i32* %12, align 4, !dbg !80
  %64 = sext i32 %63 to i64, !dbg !79
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %62, i64 %64, !dbg !79
  %66 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %65, i32 noundef 0, i32 noundef 1) #5, !dbg !81
  %67 = icmp ne i32 %66, 0, !dbg !82
  br i1 %67, label %68, label %69, !dbg !78

68:                                               ; preds = %61
  br label %61, !dbg !78, !llvm.loop !83

69:                                               ; preds = %61
  %70 = load i32, i32* %10, align 4, !dbg !85
  %71 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !86
  %72 = load i32, i32* %8, align 4, !dbg !87
  %73 = sext i32 %72 to i64, !dbg !86
  %74 = getelementptr inbounds i32, i32 addrspace(1)* %71, i64 %73, !dbg !86
  %75 = load i32, i32 addrspace(1)* %74, align 4, !dbg !88
  %76 = sub nsw i32 %75, %70, !dbg !88
  store i32 %76, i32 addrspace(1)* %74, align 4, !dbg !88
  %77 = load i32, i32* %10, align 4, !dbg !89
  %78 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !90
  %79 = load i32, i32* %9, align 4, !dbg !91
  %80 = sext i32 %79 to i64, !dbg !90
  %81 = getelementptr inbounds i32, i32 addrspace(1)* %78, i64 %80, !dbg !90
  %82 = load i32, i32 addrspace(1)* %81, align 4, !dbg !92
  %83 = add nsw i32 %82, %77, !dbg !92
  store i32 %83, i32 addrspace(1)* %81, align 4, !dbg !92
  %84 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !93
  %85 = load i32, i32* %12, align 4, !dbg !94
  %86 = sext i32 %85 to i64, !dbg !93
  %87 = getelementptr inbounds i32, i32 addrspace(1)* %84, i64 %86, !dbg !93
  %88 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %87, i32 noundef 0) #5, !dbg !95
  %89 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !96
  %90 = load i32, i32* %11, align 4, !dbg !97
  %91 = sext i32 %90 to i64, !dbg !96
  %92 = getelementptr inbounds i32, i32 addrspace(1)* %89, i64 %91, !dbg !96
  %93 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %92, i32 noundef 0) #5, !dbg !98
  ret void, !dbg !99
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "bank_transfer.cl", directory: ".", checksumkind: CSK_MD5, checksum: "78f18c9496bfed34dbf25a8089b3239e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "bank_transfer", scope: !1, file: !1, line: 23, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"locks", !"balance", !"naccounts"}
!21 = !DILocalVariable(name: "locks", arg: 1, scope: !8, file: !1, line: 23, type: !11)
!22 = !DILocation(line: 23, column: 48, scope: !8)
!23 = !DILocalVariable(name: "balance", arg: 2, scope: !8, file: !1, line: 23, type: !14)
!24 = !DILocation(line: 23, column: 67, scope: !8)
!25 = !DILocalVariable(name: "naccounts", arg: 3, scope: !8, file: !1, line: 23, type: !13)
!26 = !DILocation(line: 23, column: 80, scope: !8)
!27 = !DILocalVariable(name: "tid", scope: !8, file: !1, line: 25, type: !13)
!28 = !DILocation(line: 25, column: 9, scope: !8)
!29 = !DILocation(line: 25, column: 15, scope: !8)
!30 = !DILocalVariable(name: "from", scope: !8, file: !1, line: 26, type: !13)
!31 = !DILocation(line: 26, column: 9, scope: !8)
!32 = !DILocation(line: 26, column: 16, scope: !8)
!33 = !DILocation(line: 26, column: 22, scope: !8)
!34 = !DILocation(line: 26, column: 20, scope: !8)
!35 = !DILocalVariable(name: "to", scope: !8, file: !1, line: 27, type: !13)
!36 = !DILocation(line: 27, column: 9, scope: !8)
!37 = !DILocation(line: 27, column: 15, scope: !8)
!38 = !DILocation(line: 27, column: 19, scope: !8)
!39 = !DILocation(line: 27, column: 23, scope: !8)
!40 = !DILocation(line: 27, column: 30, scope: !8)
!41 = !DILocation(line: 27, column: 28, scope: !8)
!42 = !DILocation(line: 28, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !8, file: !1, line: 28, column: 9)
!44 = !DILocation(line: 28, column: 15, scope: !43)
!45 = !DILocation(line: 28, column: 12, scope: !43)
!46 = !DILocation(line: 28, column: 9, scope: !8)
!47 = !DILocation(line: 29, column: 15, scope: !43)
!48 = !DILocation(line: 29, column: 18, scope: !43)
!49 = !DILocation(line: 29, column: 25, scope: !43)
!50 = !DILocation(line: 29, column: 23, scope: !43)
!51 = !DILocation(line: 29, column: 12, scope: !43)
!52 = !DILocation(line: 29, column: 9, scope: !43)
!53 = !DILocalVariable(name: "amount", scope: !8, file: !1, line: 30, type: !13)
!54 = !DILocation(line: 30, column: 9, scope: !8)
!55 = !DILocation(line: 30, column: 18, scope: !8)
!56 = !DILocation(line: 30, column: 22, scope: !8)
!57 = !DILocalVariable(name: "first", scope: !8, file: !1, line: 31, type: !13)
!58 = !DILocation(line: 31, column: 9, scope: !8)
!59 = !DILocation(line: 31, column: 17, scope: !8)
!60 = !DILocation(line: 31, column: 24, scope: !8)
!61 = !DILocation(line: 31, column: 22, scope: !8)
!62 = !DILocation(line: 31, column: 29, scope: !8)
!63 = !DILocation(line: 31, column: 36, scope: !8)
!64 = !DILocalVariable(name: "second", scope: !8, file: !1, line: 32, type: !13)
!65 = !DILocation(line: 32, column: 9, scope: !8)
!66 = !DILocation(line: 32, column: 18, scope: !8)
!67 = !DILocation(line: 32, column: 25, scope: !8)
!68 = !DILocation(line: 32, column: 23, scope: !8)
!69 = !DILocation(line: 32, column: 30, scope: !8)
!70 = !DILocation(line: 32, column: 35, scope: !8)
!71 = !DILocation(line: 34, column: 5, scope: !8)
!72 = !DILocation(line: 34, column: 28, scope: !8)
!73 = !DILocation(line: 34, column: 34, scope: !8)
!74 = !DILocation(line: 34, column: 12, scope: !8)
!75 = !DILocation(line: 34, column: 48, scope: !8)
!76 = distinct !{!76, !71, !77}
!77 = !DILocation(line: 35, column: 5, scope: !8)
!78 = !DILocation(line: 36, column: 5, scope: !8)
!79 = !DILocation(line: 36, column: 28, scope: !8)
!80 = !DILocation(line: 36, column: 34, scope: !8)
!81 = !DILocation(line: 36, column: 12, scope: !8)
!82 = !DILocation(line: 36, column: 49, scope: !8)
!83 = distinct !{!83, !78, !84}
!84 = !DILocation(line: 37, column: 5, scope: !8)
!85 = !DILocation(line: 38, column: 22, scope: !8)
!86 = !DILocation(line: 38, column: 5, scope: !8)
!87 = !DILocation(line: 38, column: 13, scope: !8)
!88 = !DILocation(line: 38, column: 19, scope: !8)
!89 = !DILocation(line: 39, column: 20, scope: !8)
!90 = !DILocation(line: 39, column: 5, scope: !8)
!91 = !DILocation(line: 39, column: 13, scope: !8)
!92 = !DILocation(line: 39, column: 17, scope: !8)
!93 = !DILocation(line: 40, column: 18, scope: !8)
!94 = !DILocation(line: 40, column: 24, scope: !8)
!95 = !DILocation(line: 40, column: 5, scope: !8)
!96 = !DILocation(line: 41, column: 18, scope: !8)
!97 = !DILocation(line: 41, column: 24, scope: !8)
!98 = !DILocation(line: 41, column: 5, scope: !8)
!99 = !DILocation(line: 42, column: 1, scope: !8)
