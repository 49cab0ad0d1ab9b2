; ModuleID = 'lookup_table.cl'
source_filename = "lookup_table.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@__const.lookup_table.tbl = private unnamed_addr addrspace(2) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@__const.lookup_table.ftbl = private unnamed_addr addrspace(2) constant [4 x float] [float 5.000000e-01, float 2.000000e+00, float 5.000000e+00, float -8.000000e+00], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lookup_table(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca [8 x i32], align 4
  %6 = alloca [4 x float], align 4
  %7 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store float addrspace(1)* %1, float addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  call void @llvm.dbg.declare(metadata [8 x i32]* %5, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %8 = bitcast [8 x i32]* %5 to i8*, !dbg !29
  call void @llvm.memcpy.p0i8.p2i8.i64(i8* align 4 %8, i8 addrspace(2)* align 4 bitcast ([8 x i32] addrspace(2)* @__const.lookup_table.tbl to i8 addrspace(2)*), i64 32, i1 false), !dbg !29
  call void @llvm.dbg.declare(metadata [4 x float]* %6, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %9 = bitcast [4 x float]* %6 to i8*, !dbg !34
  call void @llvm.memcpy.p0i8.p2i8.i64(i8* align 4 %9, i8 addrspace(2)* align 4 bitcast ([4 x float] addrspace(2)* @__const.lookup_table.ftbl to i8 addrspace(2)*), i64 16, i1 false), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !37
  %11 = trunc i64 %10 to i32, !dbg !37
  store i32 %11, i32* %7, align 4, !dbg !36
  %12 = load i32, i32* %7, align 4, !dbg !38
  %13 = srem i32 %12, 8, !dbg !39
  %14 = sext i32 %13 to i64, !dbg !40
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %14, !dbg !40
  %16 = load i32, i32* %15, align 4, !dbg !40
  %17 = mul nsw i32 %16, 10, !dbg !41
  %18 = load i32, i32* %7, align 4, !dbg !42
  %19 = add nsw i32 %17, %18, !dbg !43
  %20 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !44
  %21 = load i32, i32* %7, align 4, !dbg !45
  %22 = sext i32 %21 to i64, !dbg !44
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %22, !dbg !44
  store i32 %19, i32 addrspace(1)* %23, align 4, !dbg !46
  %24 = load i32, i32* %7, align 4, !dbg !47
  %25 = srem i32 %24, 4, !dbg !48
  %26 = sext i32 %25 to i64, !dbg !49
  %27 = getelementptr inbounds [4 x float], [4 x float]* %6, i64 0, i64 %26, !dbg !49
  %28 = load float, float* %27, align 4, !dbg !49
  %29 = fmul float %28, 5.000000e-01, !dbg !50
  %30 = load float addrspace(1)*, float addrspace(1)** %4, align 8, !dbg !51
  %31 = load i32, i32* %7, align 4, !dbg !52
  %32 = sext i32 %31 to i64, !dbg !51
  %33 = getelementptr inbounds float, float addrspace(1)* %30, i64 %32, !dbg !51
  store float %29, float addrspace(1)* %33, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p2i8.i64(i8* noalias nocapture writeonly, i8 addrspace(2)* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lookup_table.cl", directory: ".", checksumkind: CSK_MD5, checksum: "cbfca71e14270d96057c97c78904b4c2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "lookup_table", scope: !1, file: !1, line: 13, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"float*"}
!19 = !{!"", !""}
!20 = !{!"out", !"scaled"}
!21 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 13, type: !11)
!22 = !DILocation(line: 13, column: 38, scope: !8)
!23 = !DILocalVariable(name: "scaled", arg: 2, scope: !8, file: !1, line: 13, type: !13)
!24 = !DILocation(line: 13, column: 57, scope: !8)
!25 = !DILocalVariable(name: "tbl", scope: !8, file: !1, line: 15, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DILocation(line: 15, column: 9, scope: !8)
!30 = !DILocalVariable(name: "ftbl", scope: !8, file: !1, line: 16, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DILocation(line: 16, column: 11, scope: !8)
!35 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 17, type: !12)
!36 = !DILocation(line: 17, column: 9, scope: !8)
!37 = !DILocation(line: 17, column: 13, scope: !8)
!38 = !DILocation(line: 18, column: 18, scope: !8)
!39 = !DILocation(line: 18, column: 20, scope: !8)
!40 = !DILocation(line: 18, column: 14, scope: !8)
!41 = !DILocation(line: 18, column: 25, scope: !8)
!42 = !DILocation(line: 18, column: 32, scope: !8)
!43 = !DILocation(line: 18, column: 30, scope: !8)
!44 = !DILocation(line: 18, column: 5, scope: !8)
!45 = !DILocation(line: 18, column: 9, scope: !8)
!46 = !DILocation(line: 18, column: 12, scope: !8)
!47 = !DILocation(line: 19, column: 22, scope: !8)
!48 = !DILocation(line: 19, column: 24, scope: !8)
!49 = !DILocation(line: 19, column: 17, scope: !8)
!50 = !DILocation(line: 19, column: 29, scope: !8)
!51 = !DILocation(line: 19, column: 5, scope: !8)
!52 = !DILocation(line: 19, column: 12, scope: !8)
!53 = !DILocation(line: 19, column: 15, scope: !8)
!54 = !DILocation(line: 20, column: 1, scope: !8)
