; ModuleID = 'tf_exc_loop.cl'
source_filename = "tf_exc_loop.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tf_exc_loop(i32 addrspace(2)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %6 = alloca i32 addrspace(2)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 addrspace(2)* %0, i32 addrspace(2)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(2)** %6, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  store i32 addrspace(1)* %1, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  store i32 addrspace(1)* %2, i32 addrspace(1)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %8, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %11, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !32
  %16 = trunc i64 %15 to i32, !dbg !32
  store i32 %16, i32* %11, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %12, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %17 = load i32, i32* %11, align 4, !dbg !35
  %18 = srem i32 %17, 8, !dbg !36
  %19 = add nsw i32 %18, 1, !dbg !37
  store i32 %19, i32* %12, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %13, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  store i32 0, i32* %13, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %14, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !42
  store i32 0, i32* %14, align 4, !dbg !42
  br label %20, !dbg !43

20:                                               ; preds = %41, %5
  %21 = load i32, i32* %14, align 4, !dbg !44
  %22 = load i32, i32* %12, align 4, !dbg !46
  %23 = icmp slt i32 %21, %22, !dbg !47
  br i1 %23, label %24, label %44, !dbg !48

24:                                               ; preds = %20
  %25 = load i32 addrspace(2)*, i32 addrspace(2)** %6, align 8, !dbg !49
  %26 = load i32, i32* %11, align 4, !dbg !51
  %27 = load i32, i32* %14, align 4, !dbg !52
  %28 = add nsw i32 %26, %27, !dbg !53
  %29 = load i32, i32* %9, align 4, !dbg !54
  %30 = srem i32 %28, %29, !dbg !55
  %31 = sext i32 %30 to i64, !dbg !49
  %32 = getelementptr inbounds i32, i32 addrspace(2)* %25, i64 %31, !dbg !49
  %33 = load i32, i32 addrspace(2)* %32, align 4, !dbg !49
  %34 = load i32, i32* %13, align 4, !dbg !56
  %35 = add nsw i32 %34, %33, !dbg !56
  store i32 %35, i32* %13, align 4, !dbg !56
  %36 = load i32, i32* %13, align 4, !dbg !57
  %37 = load i32, i32* %10, align 4, !dbg !59
  %38 = icmp sgt i32 %36, %37, !dbg !60
  br i1 %38, label %39, label %40, !dbg !61

39:                                               ; preds = %24
  br label %50, !dbg !62

40:                                               ; preds = %24
  br label %41, !dbg !63

41:                                               ; preds = %40
  %42 = load i32, i32* %14, align 4, !dbg !64
  %43 = add nsw i32 %42, 1, !dbg !64
  store i32 %43, i32* %14, align 4, !dbg !64
  br label %20, !dbg !65, !llvm.loop !66

44:                                               ; preds = %20
  %45 = load i32, i32* %13, align 4, !dbg !68
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !69
  %47 = load i32, i32* %11, align 4, !dbg !70
  %48 = sext i32 %47 to i64, !dbg !69
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %48, !dbg !69
  store i32 %45, i32 addrspace(1)* %49, align 4, !dbg !71
  br label %57, !dbg !72

50:                                               ; preds = %39
  call void @llvm.dbg.label(metadata !73), !dbg !74
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8, !dbg !75
  %52 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %51) #5, !dbg !76
  %53 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !77
  %54 = load i32, i32* %11, align 4, !dbg !78
  %55 = sext i32 %54 to i64, !dbg !77
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %53, i64 %55, !dbg !77
  store i32 -1, i32 addrspace(1)* %56, align 4, !dbg !79
  br label %57, !dbg !80

57:                                               ; preds = %50, %44
  ret void, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

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
!1 = !DIFile(filename: "tf_exc_loop.cl", directory: ".", checksumkind: CSK_MD5, checksum: "684503ebd51e7bab27062506a2c96125")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "tf_exc_loop", scope: !1, file: !1, line: 20, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !13, !13, !12, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 2)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!14 = !{}
!15 = !{i32 2, i32 1, i32 1, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!18 = !{!"const", !"", !"", !"", !""}
!19 = !{!"in", !"out", !"errors", !"n", !"limit"}
!20 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 20, type: !11)
!21 = !DILocation(line: 20, column: 39, scope: !8)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 20, type: !13)
!23 = !DILocation(line: 20, column: 55, scope: !8)
!24 = !DILocalVariable(name: "errors", arg: 3, scope: !8, file: !1, line: 20, type: !13)
!25 = !DILocation(line: 20, column: 72, scope: !8)
!26 = !DILocalVariable(name: "n", arg: 4, scope: !8, file: !1, line: 20, type: !12)
!27 = !DILocation(line: 20, column: 84, scope: !8)
!28 = !DILocalVariable(name: "limit", arg: 5, scope: !8, file: !1, line: 20, type: !12)
!29 = !DILocation(line: 20, column: 91, scope: !8)
!30 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 22, type: !12)
!31 = !DILocation(line: 22, column: 9, scope: !8)
!32 = !DILocation(line: 22, column: 14, scope: !8)
!33 = !DILocalVariable(name: "trips", scope: !8, file: !1, line: 23, type: !12)
!34 = !DILocation(line: 23, column: 9, scope: !8)
!35 = !DILocation(line: 23, column: 17, scope: !8)
!36 = !DILocation(line: 23, column: 20, scope: !8)
!37 = !DILocation(line: 23, column: 24, scope: !8)
!38 = !DILocalVariable(name: "acc", scope: !8, file: !1, line: 24, type: !12)
!39 = !DILocation(line: 24, column: 9, scope: !8)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 26, type: !12)
!41 = distinct !DILexicalBlock(scope: !8, file: !1, line: 26, column: 5)
!42 = !DILocation(line: 26, column: 14, scope: !41)
!43 = !DILocation(line: 26, column: 10, scope: !41)
!44 = !DILocation(line: 26, column: 21, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 26, column: 5)
!46 = !DILocation(line: 26, column: 25, scope: !45)
!47 = !DILocation(line: 26, column: 23, scope: !45)
!48 = !DILocation(line: 26, column: 5, scope: !41)
!49 = !DILocation(line: 27, column: 16, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 26, column: 37)
!51 = !DILocation(line: 27, column: 20, scope: !50)
!52 = !DILocation(line: 27, column: 25, scope: !50)
!53 = !DILocation(line: 27, column: 23, scope: !50)
!54 = !DILocation(line: 27, column: 30, scope: !50)
!55 = !DILocation(line: 27, column: 28, scope: !50)
!56 = !DILocation(line: 27, column: 13, scope: !50)
!57 = !DILocation(line: 28, column: 13, scope: !58)
!58 = distinct !DILexicalBlock(scope: !50, file: !1, line: 28, column: 13)
!59 = !DILocation(line: 28, column: 19, scope: !58)
!60 = !DILocation(line: 28, column: 17, scope: !58)
!61 = !DILocation(line: 28, column: 13, scope: !50)
!62 = !DILocation(line: 29, column: 13, scope: !58)
!63 = !DILocation(line: 30, column: 5, scope: !50)
!64 = !DILocation(line: 26, column: 33, scope: !45)
!65 = !DILocation(line: 26, column: 5, scope: !45)
!66 = distinct !{!66, !48, !67}
!67 = !DILocation(line: 30, column: 5, scope: !41)
!68 = !DILocation(line: 31, column: 15, scope: !8)
!69 = !DILocation(line: 31, column: 5, scope: !8)
!70 = !DILocation(line: 31, column: 9, scope: !8)
!71 = !DILocation(line: 31, column: 13, scope: !8)
!72 = !DILocation(line: 32, column: 5, scope: !8)
!73 = !DILabel(scope: !8, name: "handler", file: !1, line: 34)
!74 = !DILocation(line: 34, column: 1, scope: !8)
!75 = !DILocation(line: 35, column: 16, scope: !8)
!76 = !DILocation(line: 35, column: 5, scope: !8)
!77 = !DILocation(line: 36, column: 5, scope: !8)
!78 = !DILocation(line: 36, column: 9, scope: !8)
!79 = !DILocation(line: 36, column: 13, scope: !8)
!80 = !DILocation(line: 38, column: 1, scope: !8)
