; ModuleID = 'saxpy.cl'
source_filename = "saxpy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @saxpy(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1, float noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca float addrspace(1)*, align 8
  %5 = alloca float addrspace(1)*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store float addrspace(1)* %0, float addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %4, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store float addrspace(1)* %1, float addrspace(1)** %5, align 8
  call void @llvm.dbg.declare(metadata float addrspace(1)** %5, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !30
  %9 = trunc i64 %8 to i32, !dbg !30
  store i32 %9, i32* %7, align 4, !dbg !29
  %10 = load float, float* %6, align 4, !dbg !31
  %11 = load float addrspace(1)*, float addrspace(1)** %4, align 8, !dbg !32
  %12 = load i32, i32* %7, align 4, !dbg !33
  %13 = sext i32 %12 to i64, !dbg !32
  %14 = getelementptr inbounds float, float addrspace(1)* %11, i64 %13, !dbg !32
  %15 = load float, float addrspace(1)* %14, align 4, !dbg !32
  %16 = load float addrspace(1)*, float addrspace(1)** %5, align 8, !dbg !34
  %17 = load i32, i32* %7, align 4, !dbg !35
  %18 = sext i32 %17 to i64, !dbg !34
  %19 = getelementptr inbounds float, float addrspace(1)* %16, i64 %18, !dbg !34
  %20 = load float, float addrspace(1)* %19, align 4, !dbg !34
  %21 = call float @llvm.fmuladd.f32(float %10, float %15, float %20), !dbg !36
  %22 = load float addrspace(1)*, float addrspace(1)** %5, align 8, !dbg !37
  %23 = load i32, i32* %7, align 4, !dbg !38
  %24 = sext i32 %23 to i64, !dbg !37
  %25 = getelementptr inbounds float, float addrspace(1)* %22, i64 %24, !dbg !37
  store float %21, float addrspace(1)* %25, align 4, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

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
!1 = !DIFile(filename: "saxpy.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ed7c5c5f901ceb3260b3fe9e06e12cee")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 9, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"float"}
!19 = !{!"const", !"", !""}
!20 = !{!"x", !"y", !"a"}
!21 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 9, type: !11)
!22 = !DILocation(line: 9, column: 43, scope: !8)
!23 = !DILocalVariable(name: "y", arg: 2, scope: !8, file: !1, line: 9, type: !14)
!24 = !DILocation(line: 9, column: 62, scope: !8)
!25 = !DILocalVariable(name: "a", arg: 3, scope: !8, file: !1, line: 9, type: !13)
!26 = !DILocation(line: 9, column: 71, scope: !8)
!27 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 11, type: !28)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DILocation(line: 11, column: 9, scope: !8)
!30 = !DILocation(line: 11, column: 13, scope: !8)
!31 = !DILocation(line: 12, column: 12, scope: !8)
!32 = !DILocation(line: 12, column: 16, scope: !8)
!33 = !DILocation(line: 12, column: 18, scope: !8)
!34 = !DILocation(line: 12, column: 23, scope: !8)
!35 = !DILocation(line: 12, column: 25, scope: !8)
!36 = !DILocation(line: 12, column: 21, scope: !8)
!37 = !DILocation(line: 12, column: 5, scope: !8)
!38 = !DILocation(line: 12, column: 7, scope: !8)
!39 = !DILocation(line: 12, column: 10, scope: !8)
!40 = !DILocation(line: 13, column: 1, scope: !8)
