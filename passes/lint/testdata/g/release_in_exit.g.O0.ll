; ModuleID = 'release_in_exit.cl'
source_filename = "release_in_exit.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @release_in_exit(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(2)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(2)*, align 8
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  store i32 addrspace(2)* %2, i32 addrspace(2)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(2)** %6, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !30
  %9 = trunc i64 %8 to i32, !dbg !30
  store i32 %9, i32* %7, align 4, !dbg !29
  br label %10, !dbg !31

10:                                               ; preds = %3, %22
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !32
  %12 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %11, i32 noundef 0, i32 noundef 1) #5, !dbg !35
  %13 = icmp ne i32 %12, 0, !dbg !36
  br i1 %13, label %14, label %23, !dbg !37

14:                                               ; preds = %10
  %15 = load i32 addrspace(2)*, i32 addrspace(2)** %6, align 8, !dbg !38
  %16 = load i32, i32* %7, align 4, !dbg !41
  %17 = sext i32 %16 to i64, !dbg !38
  %18 = getelementptr inbounds i32, i32 addrspace(2)* %15, i64 %17, !dbg !38
  %19 = load i32, i32 addrspace(2)* %18, align 4, !dbg !38
  %20 = icmp ne i32 %19, 0, !dbg !42
  br i1 %20, label %21, label %22, !dbg !43

21:                                               ; preds = %14
  br label %30, !dbg !44

22:                                               ; preds = %14
  br label %10, !dbg !45, !llvm.loop !46

23:                                               ; preds = %10
  %24 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !48
  %25 = load i32, i32 addrspace(1)* %24, align 4, !dbg !49
  %26 = add nsw i32 %25, 1, !dbg !50
  %27 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !51
  store i32 %26, i32 addrspace(1)* %27, align 4, !dbg !52
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !53
  %29 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %28, i32 noundef 0) #5, !dbg !54
  br label %30, !dbg !55

30:                                               ; preds = %23, %21
  ret void, !dbg !56
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
!1 = !DIFile(filename: "release_in_exit.cl", directory: ".", checksumkind: CSK_MD5, checksum: "473600b01d0af645f3a4532a7d96363a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "release_in_exit", scope: !1, file: !1, line: 14, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !15}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 2)
!16 = !{}
!17 = !{i32 1, i32 1, i32 2}
!18 = !{!"none", !"none", !"none"}
!19 = !{!"int*", !"int*", !"int*"}
!20 = !{!"volatile", !"", !"const"}
!21 = !{!"lock", !"counter", !"stop"}
!22 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 14, type: !11)
!23 = !DILocation(line: 14, column: 50, scope: !8)
!24 = !DILocalVariable(name: "counter", arg: 2, scope: !8, file: !1, line: 14, type: !14)
!25 = !DILocation(line: 14, column: 68, scope: !8)
!26 = !DILocalVariable(name: "stop", arg: 3, scope: !8, file: !1, line: 14, type: !15)
!27 = !DILocation(line: 14, column: 91, scope: !8)
!28 = !DILocalVariable(name: "tid", scope: !8, file: !1, line: 16, type: !13)
!29 = !DILocation(line: 16, column: 9, scope: !8)
!30 = !DILocation(line: 16, column: 15, scope: !8)
!31 = !DILocation(line: 17, column: 5, scope: !8)
!32 = !DILocation(line: 18, column: 28, scope: !33)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 18, column: 13)
!34 = distinct !DILexicalBlock(scope: !8, file: !1, line: 17, column: 15)
!35 = !DILocation(line: 18, column: 13, scope: !33)
!36 = !DILocation(line: 18, column: 40, scope: !33)
!37 = !DILocation(line: 18, column: 13, scope: !34)
!38 = !DILocation(line: 19, column: 17, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 17)
!40 = distinct !DILexicalBlock(scope: !33, file: !1, line: 18, column: 46)
!41 = !DILocation(line: 19, column: 22, scope: !39)
!42 = !DILocation(line: 19, column: 27, scope: !39)
!43 = !DILocation(line: 19, column: 17, scope: !40)
!44 = !DILocation(line: 20, column: 17, scope: !39)
!45 = !DILocation(line: 21, column: 13, scope: !40)
!46 = distinct !{!46, !31, !47}
!47 = !DILocation(line: 26, column: 5, scope: !8)
!48 = !DILocation(line: 23, column: 21, scope: !34)
!49 = !DILocation(line: 23, column: 20, scope: !34)
!50 = !DILocation(line: 23, column: 29, scope: !34)
!51 = !DILocation(line: 23, column: 10, scope: !34)
!52 = !DILocation(line: 23, column: 18, scope: !34)
!53 = !DILocation(line: 24, column: 21, scope: !34)
!54 = !DILocation(line: 24, column: 9, scope: !34)
!55 = !DILocation(line: 25, column: 9, scope: !34)
!56 = !DILocation(line: 27, column: 1, scope: !8)
