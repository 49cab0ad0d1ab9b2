; ModuleID = 'spinlock.cl'
source_filename = "spinlock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %3 = alloca i32 addrspace(1)*, align 8
  %4 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %3, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  store i32 addrspace(1)* %1, i32 addrspace(1)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %4, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !24
  br label %5, !dbg !25

5:                                                ; preds = %9, %2
  %6 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !26
  %7 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %6, i32 noundef 0, i32 noundef 1) #3, !dbg !27
  %8 = icmp ne i32 %7, 0, !dbg !28
  br i1 %8, label %9, label %10, !dbg !25

9:                                                ; preds = %5
  br label %5, !dbg !25, !llvm.loop !29

10:                                               ; preds = %5
  %11 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !31
  %12 = load i32, i32 addrspace(1)* %11, align 4, !dbg !32
  %13 = add nsw i32 %12, 1, !dbg !33
  %14 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8, !dbg !34
  store i32 %13, i32 addrspace(1)* %14, align 4, !dbg !35
  %15 = load i32 addrspace(1)*, i32 addrspace(1)** %3, align 8, !dbg !36
  %16 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %15, i32 noundef 0) #3, !dbg !37
  ret void, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock.cl", directory: ".", checksumkind: CSK_MD5, checksum: "de45a9261486249944722fb73a43af9b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "spinlock", scope: !1, file: !1, line: 21, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
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
!20 = !{!"lock", !"counter"}
!21 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 21, type: !11)
!22 = !DILocation(line: 21, column: 43, scope: !8)
!23 = !DILocalVariable(name: "counter", arg: 2, scope: !8, file: !1, line: 21, type: !14)
!24 = !DILocation(line: 21, column: 61, scope: !8)
!25 = !DILocation(line: 23, column: 5, scope: !8)
!26 = !DILocation(line: 23, column: 27, scope: !8)
!27 = !DILocation(line: 23, column: 12, scope: !8)
!28 = !DILocation(line: 23, column: 39, scope: !8)
!29 = distinct !{!29, !25, !30}
!30 = !DILocation(line: 24, column: 5, scope: !8)
!31 = !DILocation(line: 26, column: 17, scope: !8)
!32 = !DILocation(line: 26, column: 16, scope: !8)
!33 = !DILocation(line: 26, column: 25, scope: !8)
!34 = !DILocation(line: 26, column: 6, scope: !8)
!35 = !DILocation(line: 26, column: 14, scope: !8)
!36 = !DILocation(line: 27, column: 17, scope: !8)
!37 = !DILocation(line: 27, column: 5, scope: !8)
!38 = !DILocation(line: 28, column: 1, scope: !8)
