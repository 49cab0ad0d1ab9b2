; ModuleID = 'warp_distance.cl'
source_filename = "warp_distance.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @warp_distance(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !26
  %7 = trunc i64 %6 to i32, !dbg !26
  store i32 %7, i32* %5, align 4, !dbg !25
  %8 = load i32, i32* %5, align 4, !dbg !27
  %9 = icmp eq i32 %8, 0, !dbg !29
  br i1 %9, label %10, label %15, !dbg !30

10:                                               ; preds = %2
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !31
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 0, !dbg !31
  store volatile i32 7, i32 addrspace(1)* %12, align 4, !dbg !33
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !34
  %14 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %13, i32 noundef 1) #5, !dbg !35
  br label %32, !dbg !36

15:                                               ; preds = %2
  %16 = load i32, i32* %5, align 4, !dbg !37
  %17 = icmp eq i32 %16, 32, !dbg !39
  br i1 %17, label %18, label %31, !dbg !40

18:                                               ; preds = %15
  br label %19, !dbg !41

19:                                               ; preds = %23, %18
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !43
  %21 = load volatile i32, i32 addrspace(1)* %20, align 4, !dbg !44
  %22 = icmp eq i32 %21, 0, !dbg !45
  br i1 %22, label %23, label %24, !dbg !41

23:                                               ; preds = %19
  br label %19, !dbg !41, !llvm.loop !46

24:                                               ; preds = %19
  %25 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !48
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %25, i64 0, !dbg !48
  %27 = load volatile i32, i32 addrspace(1)* %26, align 4, !dbg !48
  %28 = add nsw i32 %27, 1, !dbg !49
  %29 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !50
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %29, i64 1, !dbg !50
  store volatile i32 %28, i32 addrspace(1)* %30, align 4, !dbg !51
  br label %31, !dbg !52

31:                                               ; preds = %24, %15
  br label %32

32:                                               ; preds = %31, %10
  ret void, !dbg !53
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
!1 = !DIFile(filename: "warp_distance.cl", directory: ".", checksumkind: CSK_MD5, checksum: "36660df27740f6bacad81a2eb66c530f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "warp_distance", scope: !1, file: !1, line: 14, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
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
!19 = !{!"flag", !"val"}
!20 = !DILocalVariable(name: "flag", arg: 1, scope: !8, file: !1, line: 14, type: !11)
!21 = !DILocation(line: 14, column: 48, scope: !8)
!22 = !DILocalVariable(name: "val", arg: 2, scope: !8, file: !1, line: 14, type: !11)
!23 = !DILocation(line: 14, column: 75, scope: !8)
!24 = !DILocalVariable(name: "tid", scope: !8, file: !1, line: 16, type: !13)
!25 = !DILocation(line: 16, column: 9, scope: !8)
!26 = !DILocation(line: 16, column: 15, scope: !8)
!27 = !DILocation(line: 17, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !8, file: !1, line: 17, column: 9)
!29 = !DILocation(line: 17, column: 13, scope: !28)
!30 = !DILocation(line: 17, column: 9, scope: !8)
!31 = !DILocation(line: 18, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 17, column: 19)
!33 = !DILocation(line: 18, column: 16, scope: !32)
!34 = !DILocation(line: 19, column: 21, scope: !32)
!35 = !DILocation(line: 19, column: 9, scope: !32)
!36 = !DILocation(line: 20, column: 5, scope: !32)
!37 = !DILocation(line: 20, column: 16, scope: !38)
!38 = distinct !DILexicalBlock(scope: !28, file: !1, line: 20, column: 16)
!39 = !DILocation(line: 20, column: 20, scope: !38)
!40 = !DILocation(line: 20, column: 16, scope: !28)
!41 = !DILocation(line: 21, column: 9, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 20, column: 27)
!43 = !DILocation(line: 21, column: 17, scope: !42)
!44 = !DILocation(line: 21, column: 16, scope: !42)
!45 = !DILocation(line: 21, column: 22, scope: !42)
!46 = distinct !{!46, !41, !47}
!47 = !DILocation(line: 22, column: 13, scope: !42)
!48 = !DILocation(line: 23, column: 18, scope: !42)
!49 = !DILocation(line: 23, column: 25, scope: !42)
!50 = !DILocation(line: 23, column: 9, scope: !42)
!51 = !DILocation(line: 23, column: 16, scope: !42)
!52 = !DILocation(line: 24, column: 5, scope: !42)
!53 = !DILocation(line: 25, column: 1, scope: !8)
