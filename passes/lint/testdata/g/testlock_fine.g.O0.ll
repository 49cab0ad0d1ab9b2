; ModuleID = 'testlock_fine.cl'
source_filename = "testlock_fine.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @testlock_fine(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !29
  %10 = urem i64 %9, 8, !dbg !30
  %11 = trunc i64 %10 to i32, !dbg !29
  store i32 %11, i32* %7, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  store i32 0, i32* %8, align 4, !dbg !33
  br label %12, !dbg !34

12:                                               ; preds = %37, %3
  %13 = load i32, i32* %8, align 4, !dbg !35
  %14 = load i32, i32* %6, align 4, !dbg !37
  %15 = icmp slt i32 %13, %14, !dbg !38
  br i1 %15, label %16, label %40, !dbg !39

16:                                               ; preds = %12
  br label %17, !dbg !40

17:                                               ; preds = %24, %16
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !42
  %19 = load i32, i32* %7, align 4, !dbg !43
  %20 = sext i32 %19 to i64, !dbg !42
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %20, !dbg !42
  %22 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %21, i32 noundef 0, i32 noundef 1) #5, !dbg !44
  %23 = icmp ne i32 %22, 0, !dbg !45
  br i1 %23, label %24, label %25, !dbg !40

24:                                               ; preds = %17
  br label %17, !dbg !40, !llvm.loop !46

25:                                               ; preds = %17
  %26 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !48
  %27 = load i32, i32* %7, align 4, !dbg !49
  %28 = sext i32 %27 to i64, !dbg !48
  %29 = getelementptr inbounds i32, i32 addrspace(1)* %26, i64 %28, !dbg !48
  %30 = load i32, i32 addrspace(1)* %29, align 4, !dbg !50
  %31 = add nsw i32 %30, 1, !dbg !50
  store i32 %31, i32 addrspace(1)* %29, align 4, !dbg !50
  %32 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !51
  %33 = load i32, i32* %7, align 4, !dbg !52
  %34 = sext i32 %33 to i64, !dbg !51
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %32, i64 %34, !dbg !51
  %36 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %35, i32 noundef 0) #5, !dbg !53
  br label %37, !dbg !54

37:                                               ; preds = %25
  %38 = load i32, i32* %8, align 4, !dbg !55
  %39 = add nsw i32 %38, 1, !dbg !55
  store i32 %39, i32* %8, align 4, !dbg !55
  br label %12, !dbg !56, !llvm.loop !57

40:                                               ; preds = %12
  ret void, !dbg !59
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
!1 = !DIFile(filename: "testlock_fine.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e6c6d07843d146d94eddfea0a241df15")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "testlock_fine", scope: !1, file: !1, line: 23, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"locks", !"counters", !"reps"}
!21 = !DILocalVariable(name: "locks", arg: 1, scope: !8, file: !1, line: 23, type: !11)
!22 = !DILocation(line: 23, column: 48, scope: !8)
!23 = !DILocalVariable(name: "counters", arg: 2, scope: !8, file: !1, line: 23, type: !14)
!24 = !DILocation(line: 23, column: 67, scope: !8)
!25 = !DILocalVariable(name: "reps", arg: 3, scope: !8, file: !1, line: 23, type: !13)
!26 = !DILocation(line: 23, column: 81, scope: !8)
!27 = !DILocalVariable(name: "l", scope: !8, file: !1, line: 25, type: !13)
!28 = !DILocation(line: 25, column: 9, scope: !8)
!29 = !DILocation(line: 25, column: 13, scope: !8)
!30 = !DILocation(line: 25, column: 30, scope: !8)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 26, type: !13)
!32 = distinct !DILexicalBlock(scope: !8, file: !1, line: 26, column: 5)
!33 = !DILocation(line: 26, column: 14, scope: !32)
!34 = !DILocation(line: 26, column: 10, scope: !32)
!35 = !DILocation(line: 26, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 26, column: 5)
!37 = !DILocation(line: 26, column: 25, scope: !36)
!38 = !DILocation(line: 26, column: 23, scope: !36)
!39 = !DILocation(line: 26, column: 5, scope: !32)
!40 = !DILocation(line: 28, column: 9, scope: !41)
!41 = distinct !DILexicalBlock(scope: !36, file: !1, line: 26, column: 36)
!42 = !DILocation(line: 28, column: 32, scope: !41)
!43 = !DILocation(line: 28, column: 38, scope: !41)
!44 = !DILocation(line: 28, column: 16, scope: !41)
!45 = !DILocation(line: 28, column: 48, scope: !41)
!46 = distinct !{!46, !40, !47}
!47 = !DILocation(line: 29, column: 9, scope: !41)
!48 = !DILocation(line: 30, column: 9, scope: !41)
!49 = !DILocation(line: 30, column: 18, scope: !41)
!50 = !DILocation(line: 30, column: 21, scope: !41)
!51 = !DILocation(line: 32, column: 22, scope: !41)
!52 = !DILocation(line: 32, column: 28, scope: !41)
!53 = !DILocation(line: 32, column: 9, scope: !41)
!54 = !DILocation(line: 33, column: 5, scope: !41)
!55 = !DILocation(line: 26, column: 32, scope: !36)
!56 = !DILocation(line: 26, column: 5, scope: !36)
!57 = distinct !{!57, !39, !58}
!58 = !DILocation(line: 33, column: 5, scope: !32)
!59 = !DILocation(line: 34, column: 1, scope: !8)
