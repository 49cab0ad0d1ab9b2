; ModuleID = 'dowhile_collatz.cl'
source_filename = "dowhile_collatz.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @dowhile_collatz(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  %9 = trunc i64 %8 to i32, !dbg !27
  store i32 %9, i32* %5, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !32
  %10 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !33
  %11 = load i32, i32* %5, align 4, !dbg !34
  %12 = sext i32 %11 to i64, !dbg !33
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %12, !dbg !33
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !33
  %15 = add nsw i32 %14, 1, !dbg !35
  store i32 %15, i32* %6, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %7, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  store i32 0, i32* %7, align 4, !dbg !37
  br label %16, !dbg !38

16:                                               ; preds = %30, %2
  %17 = load i32, i32* %6, align 4, !dbg !39
  %18 = urem i32 %17, 2, !dbg !42
  %19 = icmp eq i32 %18, 0, !dbg !43
  br i1 %19, label %20, label %23, !dbg !44

20:                                               ; preds = %16
  %21 = load i32, i32* %6, align 4, !dbg !45
  %22 = udiv i32 %21, 2, !dbg !46
  store i32 %22, i32* %6, align 4, !dbg !47
  br label %27, !dbg !48

23:                                               ; preds = %16
  %24 = load i32, i32* %6, align 4, !dbg !49
  %25 = mul i32 3, %24, !dbg !50
  %26 = add i32 %25, 1, !dbg !51
  store i32 %26, i32* %6, align 4, !dbg !52
  br label %27

27:                                               ; preds = %23, %20
  %28 = load i32, i32* %7, align 4, !dbg !53
  %29 = add nsw i32 %28, 1, !dbg !53
  store i32 %29, i32* %7, align 4, !dbg !53
  br label %30, !dbg !54

30:                                               ; preds = %27
  %31 = load i32, i32* %6, align 4, !dbg !55
  %32 = icmp ne i32 %31, 1, !dbg !56
  br i1 %32, label %16, label %33, !dbg !54, !llvm.loop !57

33:                                               ; preds = %30
  %34 = load i32, i32* %7, align 4, !dbg !59
  %35 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !60
  %36 = load i32, i32* %5, align 4, !dbg !61
  %37 = sext i32 %36 to i64, !dbg !60
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %35, i64 %37, !dbg !60
  store i32 %34, i32 addrspace(1)* %38, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dowhile_collatz.cl", directory: ".", checksumkind: CSK_MD5, checksum: "95cb2f252403a1939961f432e6277bcd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "dowhile_collatz", scope: !1, file: !1, line: 11, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"const", !""}
!20 = !{!"start", !"steps"}
!21 = !DILocalVariable(name: "start", arg: 1, scope: !8, file: !1, line: 11, type: !11)
!22 = !DILocation(line: 11, column: 47, scope: !8)
!23 = !DILocalVariable(name: "steps", arg: 2, scope: !8, file: !1, line: 11, type: !14)
!24 = !DILocation(line: 11, column: 66, scope: !8)
!25 = !DILocalVariable(name: "id", scope: !8, file: !1, line: 13, type: !13)
!26 = !DILocation(line: 13, column: 9, scope: !8)
!27 = !DILocation(line: 13, column: 14, scope: !8)
!28 = !DILocalVariable(name: "n", scope: !8, file: !1, line: 14, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !30, line: 98, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 14, column: 10, scope: !8)
!33 = !DILocation(line: 14, column: 14, scope: !8)
!34 = !DILocation(line: 14, column: 20, scope: !8)
!35 = !DILocation(line: 14, column: 24, scope: !8)
!36 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 15, type: !13)
!37 = !DILocation(line: 15, column: 9, scope: !8)
!38 = !DILocation(line: 16, column: 5, scope: !8)
!39 = !DILocation(line: 17, column: 13, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 17, column: 13)
!41 = distinct !DILexicalBlock(scope: !8, file: !1, line: 16, column: 8)
!42 = !DILocation(line: 17, column: 15, scope: !40)
!43 = !DILocation(line: 17, column: 19, scope: !40)
!44 = !DILocation(line: 17, column: 13, scope: !41)
!45 = !DILocation(line: 18, column: 17, scope: !40)
!46 = !DILocation(line: 18, column: 19, scope: !40)
!47 = !DILocation(line: 18, column: 15, scope: !40)
!48 = !DILocation(line: 18, column: 13, scope: !40)
!49 = !DILocation(line: 20, column: 21, scope: !40)
!50 = !DILocation(line: 20, column: 19, scope: !40)
!51 = !DILocation(line: 20, column: 23, scope: !40)
!52 = !DILocation(line: 20, column: 15, scope: !40)
!53 = !DILocation(line: 21, column: 10, scope: !41)
!54 = !DILocation(line: 22, column: 5, scope: !41)
!55 = !DILocation(line: 22, column: 14, scope: !8)
!56 = !DILocation(line: 22, column: 16, scope: !8)
!57 = distinct !{!57, !38, !58}
!58 = !DILocation(line: 22, column: 20, scope: !8)
!59 = !DILocation(line: 23, column: 17, scope: !8)
!60 = !DILocation(line: 23, column: 5, scope: !8)
!61 = !DILocation(line: 23, column: 11, scope: !8)
!62 = !DILocation(line: 23, column: 15, scope: !8)
!63 = !DILocation(line: 24, column: 1, scope: !8)
