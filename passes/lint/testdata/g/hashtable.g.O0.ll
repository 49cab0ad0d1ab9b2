; ModuleID = 'hashtable.cl'
source_filename = "hashtable.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @hashtable(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2, i32 addrspace(1)* noundef %3) #0 !dbg !8 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !kernel_arg_name !22 {
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca i32 addrspace(1)*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %1, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  store i32 addrspace(1)* %2, i32 addrspace(1)** %7, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  store i32 addrspace(1)* %3, i32 addrspace(1)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %8, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %9, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !32
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !33
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !34
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %12, !dbg !33
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !33
  store i32 %14, i32* %9, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %10, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  %15 = load i32, i32* %9, align 4, !dbg !37
  %16 = mul nsw i32 %15, 31, !dbg !37
  %17 = add nsw i32 %16, 7, !dbg !37
  %18 = srem i32 %17, 8, !dbg !37
  store i32 %18, i32* %10, align 4, !dbg !36
  br label %19, !dbg !38

19:                                               ; preds = %26, %4
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !39
  %21 = load i32, i32* %10, align 4, !dbg !40
  %22 = sext i32 %21 to i64, !dbg !39
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %22, !dbg !39
  %24 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %23, i32 noundef 0, i32 noundef 1) #5, !dbg !41
  %25 = icmp ne i32 %24, 0, !dbg !42
  br i1 %25, label %26, label %27, !dbg !38

26:                                               ; preds = %19
  br label %19, !dbg !38, !llvm.loop !43

27:                                               ; preds = %19
  %28 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !45
  %29 = load i32, i32* %10, align 4, !dbg !46
  %30 = sext i32 %29 to i64, !dbg !45
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %28, i64 %30, !dbg !45
  %32 = load i32, i32 addrspace(1)* %31, align 4, !dbg !45
  %33 = add nsw i32 %32, 1, !dbg !47
  %34 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8, !dbg !48
  %35 = load i32, i32* %10, align 4, !dbg !49
  %36 = sext i32 %35 to i64, !dbg !48
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %34, i64 %36, !dbg !48
  store i32 %33, i32 addrspace(1)* %37, align 4, !dbg !50
  %38 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8, !dbg !51
  %39 = load i32, i32* %10, align 4, !dbg !52
  %40 = sext i32 %39 to i64, !dbg !51
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %38, i64 %40, !dbg !51
  %42 = load i32, i32 addrspace(1)* %41, align 4, !dbg !51
  %43 = load i32, i32* %9, align 4, !dbg !53
  %44 = add nsw i32 %42, %43, !dbg !54
  %45 = load i32 addrspace(1)*, i32 addrspace(1)** %8, align 8, !dbg !55
  %46 = load i32, i32* %10, align 4, !dbg !56
  %47 = sext i32 %46 to i64, !dbg !55
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %45, i64 %47, !dbg !55
  store i32 %44, i32 addrspace(1)* %48, align 4, !dbg !57
  %49 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !58
  %50 = load i32, i32* %10, align 4, !dbg !59
  %51 = sext i32 %50 to i64, !dbg !58
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %49, i64 %51, !dbg !58
  %53 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %52, i32 noundef 0) #5, !dbg !60
  ret void, !dbg !61
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
!1 = !DIFile(filename: "hashtable.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2df8f599cac1de86bac67cd4648f9c50")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "hashtable", scope: !1, file: !1, line: 25, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !16, !16}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!17 = !{}
!18 = !{i32 1, i32 1, i32 1, i32 1}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int*", !"int*"}
!21 = !{!"const", !"volatile", !"", !""}
!22 = !{!"keys", !"locks", !"count", !"sum"}
!23 = !DILocalVariable(name: "keys", arg: 1, scope: !8, file: !1, line: 25, type: !11)
!24 = !DILocation(line: 25, column: 41, scope: !8)
!25 = !DILocalVariable(name: "locks", arg: 2, scope: !8, file: !1, line: 25, type: !14)
!26 = !DILocation(line: 25, column: 68, scope: !8)
!27 = !DILocalVariable(name: "count", arg: 3, scope: !8, file: !1, line: 26, type: !16)
!28 = !DILocation(line: 26, column: 35, scope: !8)
!29 = !DILocalVariable(name: "sum", arg: 4, scope: !8, file: !1, line: 26, type: !16)
!30 = !DILocation(line: 26, column: 54, scope: !8)
!31 = !DILocalVariable(name: "key", scope: !8, file: !1, line: 28, type: !13)
!32 = !DILocation(line: 28, column: 9, scope: !8)
!33 = !DILocation(line: 28, column: 15, scope: !8)
!34 = !DILocation(line: 28, column: 20, scope: !8)
!35 = !DILocalVariable(name: "b", scope: !8, file: !1, line: 29, type: !13)
!36 = !DILocation(line: 29, column: 9, scope: !8)
!37 = !DILocation(line: 29, column: 13, scope: !8)
!38 = !DILocation(line: 30, column: 5, scope: !8)
!39 = !DILocation(line: 30, column: 28, scope: !8)
!40 = !DILocation(line: 30, column: 34, scope: !8)
!41 = !DILocation(line: 30, column: 12, scope: !8)
!42 = !DILocation(line: 30, column: 44, scope: !8)
!43 = distinct !{!43, !38, !44}
!44 = !DILocation(line: 31, column: 5, scope: !8)
!45 = !DILocation(line: 33, column: 16, scope: !8)
!46 = !DILocation(line: 33, column: 22, scope: !8)
!47 = !DILocation(line: 33, column: 25, scope: !8)
!48 = !DILocation(line: 33, column: 5, scope: !8)
!49 = !DILocation(line: 33, column: 11, scope: !8)
!50 = !DILocation(line: 33, column: 14, scope: !8)
!51 = !DILocation(line: 34, column: 14, scope: !8)
!52 = !DILocation(line: 34, column: 18, scope: !8)
!53 = !DILocation(line: 34, column: 23, scope: !8)
!54 = !DILocation(line: 34, column: 21, scope: !8)
!55 = !DILocation(line: 34, column: 5, scope: !8)
!56 = !DILocation(line: 34, column: 9, scope: !8)
!57 = !DILocation(line: 34, column: 12, scope: !8)
!58 = !DILocation(line: 35, column: 18, scope: !8)
!59 = !DILocation(line: 35, column: 24, scope: !8)
!60 = !DILocation(line: 35, column: 5, scope: !8)
!61 = !DILocation(line: 36, column: 1, scope: !8)
