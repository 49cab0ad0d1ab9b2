; ModuleID = 'warp_uniform_wait.cl'
source_filename = "warp_uniform_wait.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @warp_uniform_wait(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !26
  %7 = trunc i64 %6 to i32, !dbg !26
  store i32 %7, i32* %5, align 4, !dbg !25
  %8 = call spir_func i32 @_Z16get_sub_group_idv() #5, !dbg !27
  %9 = icmp eq i32 %8, 0, !dbg !29
  br i1 %9, label %10, label %19, !dbg !30

10:                                               ; preds = %2
  %11 = load i32, i32* %5, align 4, !dbg !31
  %12 = mul nsw i32 %11, 2, !dbg !33
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !34
  %14 = load i32, i32* %5, align 4, !dbg !35
  %15 = sext i32 %14 to i64, !dbg !34
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 %15, !dbg !34
  store volatile i32 %12, i32 addrspace(1)* %16, align 4, !dbg !36
  call spir_func void @_Z9mem_fencej(i32 noundef 2) #5, !dbg !37
  %17 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !38
  %18 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %17) #5, !dbg !39
  br label %41, !dbg !40

19:                                               ; preds = %2
  br label %20, !dbg !41

20:                                               ; preds = %28, %19
  %21 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !43
  %22 = load volatile i32, i32 addrspace(1)* %21, align 4, !dbg !44
  %23 = icmp eq i32 %22, 32, !dbg !45
  %24 = zext i1 %23 to i32, !dbg !45
  %25 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %24) #5, !dbg !46
  %26 = icmp ne i32 %25, 0, !dbg !47
  %27 = xor i1 %26, true, !dbg !47
  br i1 %27, label %28, label %29, !dbg !41

28:                                               ; preds = %20
  br label %20, !dbg !41, !llvm.loop !48

29:                                               ; preds = %20
  %30 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !50
  %31 = load i32, i32* %5, align 4, !dbg !51
  %32 = sub nsw i32 %31, 32, !dbg !52
  %33 = sext i32 %32 to i64, !dbg !50
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %30, i64 %33, !dbg !50
  %35 = load volatile i32, i32 addrspace(1)* %34, align 4, !dbg !50
  %36 = add nsw i32 %35, 1, !dbg !53
  %37 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !54
  %38 = load i32, i32* %5, align 4, !dbg !55
  %39 = sext i32 %38 to i64, !dbg !54
  %40 = getelementptr inbounds i32, i32 addrspace(1)* %37, i64 %39, !dbg !54
  store volatile i32 %36, i32 addrspace(1)* %40, align 4, !dbg !56
  br label %41

41:                                               ; preds = %29, %10
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #3

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
!1 = !DIFile(filename: "warp_uniform_wait.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8540cc692a0c05b338317ad55ed4842f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "warp_uniform_wait", scope: !1, file: !1, line: 26, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
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
!19 = !{!"flag", !"out"}
!20 = !DILocalVariable(name: "flag", arg: 1, scope: !8, file: !1, line: 26, type: !11)
!21 = !DILocation(line: 26, column: 52, scope: !8)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 26, type: !11)
!23 = !DILocation(line: 26, column: 79, scope: !8)
!24 = !DILocalVariable(name: "gid", scope: !8, file: !1, line: 28, type: !13)
!25 = !DILocation(line: 28, column: 9, scope: !8)
!26 = !DILocation(line: 28, column: 15, scope: !8)
!27 = !DILocation(line: 29, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !8, file: !1, line: 29, column: 9)
!29 = !DILocation(line: 29, column: 28, scope: !28)
!30 = !DILocation(line: 29, column: 9, scope: !8)
!31 = !DILocation(line: 30, column: 20, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 29, column: 34)
!33 = !DILocation(line: 30, column: 24, scope: !32)
!34 = !DILocation(line: 30, column: 9, scope: !32)
!35 = !DILocation(line: 30, column: 13, scope: !32)
!36 = !DILocation(line: 30, column: 18, scope: !32)
!37 = !DILocation(line: 31, column: 9, scope: !32)
!38 = !DILocation(line: 32, column: 20, scope: !32)
!39 = !DILocation(line: 32, column: 9, scope: !32)
!40 = !DILocation(line: 33, column: 5, scope: !32)
!41 = !DILocation(line: 34, column: 9, scope: !42)
!42 = distinct !DILexicalBlock(scope: !28, file: !1, line: 33, column: 12)
!43 = !DILocation(line: 34, column: 32, scope: !42)
!44 = !DILocation(line: 34, column: 31, scope: !42)
!45 = !DILocation(line: 34, column: 37, scope: !42)
!46 = !DILocation(line: 34, column: 17, scope: !42)
!47 = !DILocation(line: 34, column: 16, scope: !42)
!48 = distinct !{!48, !41, !49}
!49 = !DILocation(line: 35, column: 9, scope: !42)
!50 = !DILocation(line: 36, column: 20, scope: !42)
!51 = !DILocation(line: 36, column: 24, scope: !42)
!52 = !DILocation(line: 36, column: 28, scope: !42)
!53 = !DILocation(line: 36, column: 36, scope: !42)
!54 = !DILocation(line: 36, column: 9, scope: !42)
!55 = !DILocation(line: 36, column: 13, scope: !42)
!56 = !DILocation(line: 36, column: 18, scope: !42)
!57 = !DILocation(line: 38, column: 1, scope: !8)
