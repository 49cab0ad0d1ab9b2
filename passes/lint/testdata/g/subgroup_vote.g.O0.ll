; ModuleID = 'subgroup_vote.cl'
source_filename = "subgroup_vote.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @subgroup_vote(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !29
  %17 = trunc i64 %16 to i32, !dbg !29
  store i32 %17, i32* %7, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %18 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !32
  %19 = load i32, i32* %7, align 4, !dbg !33
  %20 = sext i32 %19 to i64, !dbg !32
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %18, i64 %20, !dbg !32
  %22 = load i32, i32 addrspace(1)* %21, align 4, !dbg !32
  store i32 %22, i32* %8, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %9, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !35
  %23 = call spir_func i32 @_Z16get_sub_group_idv() #5, !dbg !36
  store i32 %23, i32* %9, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  %24 = call spir_func i32 @_Z22get_sub_group_local_idv() #5, !dbg !39
  store i32 %24, i32* %10, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %11, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !41
  %25 = load i32, i32* %8, align 4, !dbg !42
  %26 = icmp sgt i32 %25, 40, !dbg !43
  %27 = zext i1 %26 to i32, !dbg !43
  %28 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %27) #5, !dbg !44
  %29 = icmp ne i32 %28, 0, !dbg !45
  %30 = zext i1 %29 to i32, !dbg !45
  store i32 %30, i32* %11, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %12, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  %31 = load i32, i32* %8, align 4, !dbg !48
  %32 = icmp sge i32 %31, 32, !dbg !49
  %33 = zext i1 %32 to i32, !dbg !49
  %34 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %33) #5, !dbg !50
  %35 = icmp ne i32 %34, 0, !dbg !51
  %36 = zext i1 %35 to i32, !dbg !51
  store i32 %36, i32* %12, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %13, metadata !52, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !53
  %37 = load i32, i32* %8, align 4, !dbg !54
  %38 = icmp slt i32 %37, 100, !dbg !55
  %39 = zext i1 %38 to i32, !dbg !55
  %40 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %39) #5, !dbg !56
  %41 = icmp ne i32 %40, 0, !dbg !57
  %42 = zext i1 %41 to i32, !dbg !57
  store i32 %42, i32* %13, align 4, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %14, metadata !58, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !59
  %43 = load i32, i32* %8, align 4, !dbg !60
  %44 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %43, i32 noundef 0) #5, !dbg !61
  store i32 %44, i32* %14, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %15, metadata !62, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %45 = load i32, i32* %8, align 4, !dbg !64
  %46 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %45, i32 noundef 31) #5, !dbg !65
  store i32 %46, i32* %15, align 4, !dbg !63
  %47 = load i32, i32* %9, align 4, !dbg !66
  %48 = mul nsw i32 %47, 100, !dbg !67
  %49 = load i32, i32* %10, align 4, !dbg !68
  %50 = add nsw i32 %48, %49, !dbg !69
  %51 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8, !dbg !70
  %52 = load i32, i32* %7, align 4, !dbg !71
  %53 = sext i32 %52 to i64, !dbg !70
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %51, i64 %53, !dbg !70
  store i32 %50, i32 addrspace(1)* %54, align 4, !dbg !72
  %55 = load i32, i32* %11, align 4, !dbg !73
  %56 = mul nsw i32 %55, 100000, !dbg !74
  %57 = load i32, i32* %12, align 4, !dbg !75
  %58 = mul nsw i32 %57, 10000, !dbg !76
  %59 = add nsw i32 %56, %58, !dbg !77
  %60 = load i32, i32* %13, align 4, !dbg !78
  %61 = mul nsw i32 %60, 1000, !dbg !79
  %62 = add nsw i32 %59, %61, !dbg !80
  %63 = load i32, i32* %14, align 4, !dbg !81
  %64 = add nsw i32 %62, %63, !dbg !82
  %65 = load i32, i32* %15, align 4, !dbg !83
  %66 = add nsw i32 %64, %65, !dbg !84
  %67 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8, !dbg !85
  %68 = load i32, i32* %7, align 4, !dbg !86
  %69 = sext i32 %68 to i64, !dbg !85
  %70 = getelementptr inbounds i32, i32 addrspace(1)* %67, i64 %69, !dbg !85
  store i32 %66, i32 addrspace(1)* %70, align 4, !dbg !87
  ret void, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #3

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

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
!1 = !DIFile(filename: "subgroup_vote.cl", directory: ".", checksumkind: CSK_MD5, checksum: "cb31471b1645ed910772989e02382542")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "subgroup_vote", scope: !1, file: !1, line: 16, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int*"}
!19 = !{!"const", !"", !""}
!20 = !{!"in", !"ids", !"votes"}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 16, type: !11)
!22 = !DILocation(line: 16, column: 45, scope: !8)
!23 = !DILocalVariable(name: "ids", arg: 2, scope: !8, file: !1, line: 16, type: !14)
!24 = !DILocation(line: 16, column: 61, scope: !8)
!25 = !DILocalVariable(name: "votes", arg: 3, scope: !8, file: !1, line: 16, type: !14)
!26 = !DILocation(line: 16, column: 78, scope: !8)
!27 = !DILocalVariable(name: "gid", scope: !8, file: !1, line: 18, type: !13)
!28 = !DILocation(line: 18, column: 9, scope: !8)
!29 = !DILocation(line: 18, column: 15, scope: !8)
!30 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 19, type: !13)
!31 = !DILocation(line: 19, column: 9, scope: !8)
!32 = !DILocation(line: 19, column: 13, scope: !8)
!33 = !DILocation(line: 19, column: 16, scope: !8)
!34 = !DILocalVariable(name: "sg", scope: !8, file: !1, line: 20, type: !13)
!35 = !DILocation(line: 20, column: 9, scope: !8)
!36 = !DILocation(line: 20, column: 14, scope: !8)
!37 = !DILocalVariable(name: "lane", scope: !8, file: !1, line: 21, type: !13)
!38 = !DILocation(line: 21, column: 9, scope: !8)
!39 = !DILocation(line: 21, column: 16, scope: !8)
!40 = !DILocalVariable(name: "any_big", scope: !8, file: !1, line: 22, type: !13)
!41 = !DILocation(line: 22, column: 9, scope: !8)
!42 = !DILocation(line: 22, column: 33, scope: !8)
!43 = !DILocation(line: 22, column: 35, scope: !8)
!44 = !DILocation(line: 22, column: 19, scope: !8)
!45 = !DILocation(line: 22, column: 41, scope: !8)
!46 = !DILocalVariable(name: "all_upper", scope: !8, file: !1, line: 23, type: !13)
!47 = !DILocation(line: 23, column: 9, scope: !8)
!48 = !DILocation(line: 23, column: 35, scope: !8)
!49 = !DILocation(line: 23, column: 37, scope: !8)
!50 = !DILocation(line: 23, column: 21, scope: !8)
!51 = !DILocation(line: 23, column: 44, scope: !8)
!52 = !DILocalVariable(name: "all_small", scope: !8, file: !1, line: 24, type: !13)
!53 = !DILocation(line: 24, column: 9, scope: !8)
!54 = !DILocation(line: 24, column: 35, scope: !8)
!55 = !DILocation(line: 24, column: 37, scope: !8)
!56 = !DILocation(line: 24, column: 21, scope: !8)
!57 = !DILocation(line: 24, column: 44, scope: !8)
!58 = !DILocalVariable(name: "first", scope: !8, file: !1, line: 25, type: !13)
!59 = !DILocation(line: 25, column: 9, scope: !8)
!60 = !DILocation(line: 25, column: 37, scope: !8)
!61 = !DILocation(line: 25, column: 17, scope: !8)
!62 = !DILocalVariable(name: "last", scope: !8, file: !1, line: 26, type: !13)
!63 = !DILocation(line: 26, column: 9, scope: !8)
!64 = !DILocation(line: 26, column: 36, scope: !8)
!65 = !DILocation(line: 26, column: 16, scope: !8)
!66 = !DILocation(line: 27, column: 16, scope: !8)
!67 = !DILocation(line: 27, column: 19, scope: !8)
!68 = !DILocation(line: 27, column: 27, scope: !8)
!69 = !DILocation(line: 27, column: 25, scope: !8)
!70 = !DILocation(line: 27, column: 5, scope: !8)
!71 = !DILocation(line: 27, column: 9, scope: !8)
!72 = !DILocation(line: 27, column: 14, scope: !8)
!73 = !DILocation(line: 28, column: 18, scope: !8)
!74 = !DILocation(line: 28, column: 26, scope: !8)
!75 = !DILocation(line: 28, column: 37, scope: !8)
!76 = !DILocation(line: 28, column: 47, scope: !8)
!77 = !DILocation(line: 28, column: 35, scope: !8)
!78 = !DILocation(line: 28, column: 57, scope: !8)
!79 = !DILocation(line: 28, column: 67, scope: !8)
!80 = !DILocation(line: 28, column: 55, scope: !8)
!81 = !DILocation(line: 28, column: 76, scope: !8)
!82 = !DILocation(line: 28, column: 74, scope: !8)
!83 = !DILocation(line: 28, column: 84, scope: !8)
!84 = !DILocation(line: 28, column: 82, scope: !8)
!85 = !DILocation(line: 28, column: 5, scope: !8)
!86 = !DILocation(line: 28, column: 11, scope: !8)
!87 = !DILocation(line: 28, column: 16, scope: !8)
!88 = !DILocation(line: 29, column: 1, scope: !8)
