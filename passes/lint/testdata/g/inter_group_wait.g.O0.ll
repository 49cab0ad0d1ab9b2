; ModuleID = 'inter_group_wait.cl'
source_filename = "inter_group_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @inter_group_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !29
  %9 = trunc i64 %8 to i32, !dbg !29
  store i32 %9, i32* %7, align 4, !dbg !28
  %10 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !30
  %11 = icmp eq i64 %10, 0, !dbg !32
  br i1 %11, label %12, label %25, !dbg !33

12:                                               ; preds = %3
  %13 = load i32, i32* %7, align 4, !dbg !34
  %14 = mul nsw i32 %13, 3, !dbg !36
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !37
  %16 = load i32, i32* %7, align 4, !dbg !38
  %17 = sext i32 %16 to i64, !dbg !37
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %15, i64 %17, !dbg !37
  store volatile i32 %14, i32 addrspace(1)* %18, align 4, !dbg !39
  call spir_func void @_Z7barrierj(i32 noundef 2) #5, !dbg !40
  %19 = load i32, i32* %7, align 4, !dbg !41
  %20 = icmp eq i32 %19, 0, !dbg !43
  br i1 %20, label %21, label %24, !dbg !44

21:                                               ; preds = %12
  %22 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !45
  %23 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef 1) #5, !dbg !46
  br label %24, !dbg !46

24:                                               ; preds = %21, %12
  br label %42, !dbg !47

25:                                               ; preds = %3
  br label %26, !dbg !48

26:                                               ; preds = %30, %25
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !50
  %28 = load volatile i32, i32 addrspace(1)* %27, align 4, !dbg !51
  %29 = icmp eq i32 %28, 0, !dbg !52
  br i1 %29, label %30, label %31, !dbg !48

30:                                               ; preds = %26
  br label %26, !dbg !48, !llvm.loop !53

31:                                               ; preds = %26
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !55
  %33 = load i32, i32* %7, align 4, !dbg !56
  %34 = sext i32 %33 to i64, !dbg !55
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %34, !dbg !55
  %36 = load volatile i32, i32 addrspace(1)* %35, align 4, !dbg !55
  %37 = add nsw i32 %36, 1, !dbg !57
  %38 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !58
  %39 = load i32, i32* %7, align 4, !dbg !59
  %40 = sext i32 %39 to i64, !dbg !58
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %38, i64 %40, !dbg !58
  store i32 %37, i32 addrspace(1)* %41, align 4, !dbg !60
  br label %42

42:                                               ; preds = %31, %24
  ret void, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

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
!1 = !DIFile(filename: "inter_group_wait.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5bc169ec1b5d46c7258cec5f1b4c0a1f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "inter_group_wait", scope: !1, file: !1, line: 12, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*"}
!19 = !{!"volatile", !"volatile", !""}
!20 = !{!"flag", !"data", !"out"}
!21 = !DILocalVariable(name: "flag", arg: 1, scope: !8, file: !1, line: 12, type: !11)
!22 = !DILocation(line: 12, column: 51, scope: !8)
!23 = !DILocalVariable(name: "data", arg: 2, scope: !8, file: !1, line: 12, type: !11)
!24 = !DILocation(line: 12, column: 78, scope: !8)
!25 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 12, type: !14)
!26 = !DILocation(line: 12, column: 96, scope: !8)
!27 = !DILocalVariable(name: "lid", scope: !8, file: !1, line: 14, type: !13)
!28 = !DILocation(line: 14, column: 9, scope: !8)
!29 = !DILocation(line: 14, column: 15, scope: !8)
!30 = !DILocation(line: 15, column: 9, scope: !31)
!31 = distinct !DILexicalBlock(scope: !8, file: !1, line: 15, column: 9)
!32 = !DILocation(line: 15, column: 25, scope: !31)
!33 = !DILocation(line: 15, column: 9, scope: !8)
!34 = !DILocation(line: 16, column: 21, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 31)
!36 = !DILocation(line: 16, column: 25, scope: !35)
!37 = !DILocation(line: 16, column: 9, scope: !35)
!38 = !DILocation(line: 16, column: 14, scope: !35)
!39 = !DILocation(line: 16, column: 19, scope: !35)
!40 = !DILocation(line: 17, column: 9, scope: !35)
!41 = !DILocation(line: 18, column: 13, scope: !42)
!42 = distinct !DILexicalBlock(scope: !35, file: !1, line: 18, column: 13)
!43 = !DILocation(line: 18, column: 17, scope: !42)
!44 = !DILocation(line: 18, column: 13, scope: !35)
!45 = !DILocation(line: 19, column: 25, scope: !42)
!46 = !DILocation(line: 19, column: 13, scope: !42)
!47 = !DILocation(line: 20, column: 5, scope: !35)
!48 = !DILocation(line: 21, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !31, file: !1, line: 20, column: 12)
!50 = !DILocation(line: 21, column: 17, scope: !49)
!51 = !DILocation(line: 21, column: 16, scope: !49)
!52 = !DILocation(line: 21, column: 22, scope: !49)
!53 = distinct !{!53, !48, !54}
!54 = !DILocation(line: 22, column: 13, scope: !49)
!55 = !DILocation(line: 23, column: 20, scope: !49)
!56 = !DILocation(line: 23, column: 25, scope: !49)
!57 = !DILocation(line: 23, column: 30, scope: !49)
!58 = !DILocation(line: 23, column: 9, scope: !49)
!59 = !DILocation(line: 23, column: 13, scope: !49)
!60 = !DILocation(line: 23, column: 18, scope: !49)
!61 = !DILocation(line: 25, column: 1, scope: !8)
