; ModuleID = 'bounded_wait.cl'
source_filename = "bounded_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bounded_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !27
  %8 = trunc i64 %7 to i32, !dbg !27
  store i32 %8, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  store i32 0, i32* %6, align 4, !dbg !29
  %9 = load i32, i32* %5, align 4, !dbg !30
  %10 = icmp ne i32 %9, 0, !dbg !32
  br i1 %10, label %11, label %31, !dbg !33

11:                                               ; preds = %2
  br label %12, !dbg !34

12:                                               ; preds = %21, %11
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !36
  %14 = load volatile i32, i32 addrspace(1)* %13, align 4, !dbg !37
  %15 = icmp eq i32 %14, 0, !dbg !38
  br i1 %15, label %16, label %19, !dbg !39

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4, !dbg !40
  %18 = icmp slt i32 %17, 100000, !dbg !41
  br label %19

19:                                               ; preds = %16, %12
  %20 = phi i1 [ false, %12 ], [ %18, %16 ], !dbg !42
  br i1 %20, label %21, label %24, !dbg !34

21:                                               ; preds = %19
  %22 = load i32, i32* %6, align 4, !dbg !43
  %23 = add nsw i32 %22, 1, !dbg !43
  store i32 %23, i32* %6, align 4, !dbg !43
  br label %12, !dbg !34, !llvm.loop !44

24:                                               ; preds = %19
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !45
  %26 = load volatile i32, i32 addrspace(1)* %25, align 4, !dbg !46
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !47
  %28 = load i32, i32* %5, align 4, !dbg !48
  %29 = sext i32 %28 to i64, !dbg !47
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %27, i64 %29, !dbg !47
  store i32 %26, i32 addrspace(1)* %30, align 4, !dbg !49
  br label %31, !dbg !50

31:                                               ; preds = %24, %2
  %32 = load i32, i32* %5, align 4, !dbg !51
  %33 = icmp eq i32 %32, 0, !dbg !53
  br i1 %33, label %34, label %37, !dbg !54

34:                                               ; preds = %31
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !55
  %36 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %35, i32 noundef 1) #5, !dbg !56
  br label %37, !dbg !56

37:                                               ; preds = %34, %31
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

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
!1 = !DIFile(filename: "bounded_wait.cl", directory: ".", checksumkind: CSK_MD5, checksum: "396d8790cac195113ad8cdab00cae028")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "bounded_wait", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"volatile", !""}
!20 = !{!"flag", !"seen"}
!21 = !DILocalVariable(name: "flag", arg: 1, scope: !8, file: !1, line: 15, type: !11)
!22 = !DILocation(line: 15, column: 47, scope: !8)
!23 = !DILocalVariable(name: "seen", arg: 2, scope: !8, file: !1, line: 15, type: !14)
!24 = !DILocation(line: 15, column: 65, scope: !8)
!25 = !DILocalVariable(name: "lid", scope: !8, file: !1, line: 17, type: !13)
!26 = !DILocation(line: 17, column: 9, scope: !8)
!27 = !DILocation(line: 17, column: 15, scope: !8)
!28 = !DILocalVariable(name: "t", scope: !8, file: !1, line: 18, type: !13)
!29 = !DILocation(line: 18, column: 9, scope: !8)
!30 = !DILocation(line: 19, column: 9, scope: !31)
!31 = distinct !DILexicalBlock(scope: !8, file: !1, line: 19, column: 9)
!32 = !DILocation(line: 19, column: 13, scope: !31)
!33 = !DILocation(line: 19, column: 9, scope: !8)
!34 = !DILocation(line: 20, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 19, column: 19)
!36 = !DILocation(line: 20, column: 17, scope: !35)
!37 = !DILocation(line: 20, column: 16, scope: !35)
!38 = !DILocation(line: 20, column: 22, scope: !35)
!39 = !DILocation(line: 20, column: 27, scope: !35)
!40 = !DILocation(line: 20, column: 30, scope: !35)
!41 = !DILocation(line: 20, column: 32, scope: !35)
!42 = !DILocation(line: 0, scope: !35)
!43 = !DILocation(line: 21, column: 14, scope: !35)
!44 = distinct !{!44, !34, !43}
!45 = !DILocation(line: 22, column: 22, scope: !35)
!46 = !DILocation(line: 22, column: 21, scope: !35)
!47 = !DILocation(line: 22, column: 9, scope: !35)
!48 = !DILocation(line: 22, column: 14, scope: !35)
!49 = !DILocation(line: 22, column: 19, scope: !35)
!50 = !DILocation(line: 23, column: 5, scope: !35)
!51 = !DILocation(line: 24, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 9)
!53 = !DILocation(line: 24, column: 13, scope: !52)
!54 = !DILocation(line: 24, column: 9, scope: !8)
!55 = !DILocation(line: 25, column: 21, scope: !52)
!56 = !DILocation(line: 25, column: 9, scope: !52)
!57 = !DILocation(line: 26, column: 1, scope: !8)
