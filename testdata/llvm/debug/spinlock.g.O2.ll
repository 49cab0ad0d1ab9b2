; simtc:launch grid=1 block=64 warp=32 lock=int32[1] counter=int32[1]
; simtc:expect counter=[64]
; simtc:expect lock=[0]
; ModuleID = 'spinlock.cl'
source_filename = "spinlock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @spinlock(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !kernel_arg_name !22 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !17, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  br label %3, !dbg !24

3:                                                ; preds = %3, %2
  %4 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %0, i32 noundef 0, i32 noundef 1) #3, !dbg !25
  %5 = icmp eq i32 %4, 0, !dbg !26
  br i1 %5, label %6, label %3, !dbg !24, !llvm.loop !27

6:                                                ; preds = %3
  %7 = load i32, i32 addrspace(1)* %1, align 4, !dbg !29, !tbaa !30
  %8 = add nsw i32 %7, 1, !dbg !34
  store i32 %8, i32 addrspace(1)* %1, align 4, !dbg !35, !tbaa !30
  %9 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef 0) #3, !dbg !36
  ret void, !dbg !37
}

; Function Attrs: convergent
declare !dbg !38 dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare !dbg !42 dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock.cl", directory: ".", checksumkind: CSK_MD5, checksum: "de45a9261486249944722fb73a43af9b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "spinlock", scope: !1, file: !1, line: 21, type: !9, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "lock", arg: 1, scope: !8, file: !1, line: 21, type: !11)
!17 = !DILocalVariable(name: "counter", arg: 2, scope: !8, file: !1, line: 21, type: !14)
!18 = !{i32 1, i32 1}
!19 = !{!"none", !"none"}
!20 = !{!"int*", !"int*"}
!21 = !{!"volatile", !""}
!22 = !{!"lock", !"counter"}
!23 = !DILocation(line: 0, scope: !8)
!24 = !DILocation(line: 23, column: 5, scope: !8)
!25 = !DILocation(line: 23, column: 12, scope: !8)
!26 = !DILocation(line: 23, column: 39, scope: !8)
!27 = distinct !{!27, !24, !28}
!28 = !DILocation(line: 24, column: 5, scope: !8)
!29 = !DILocation(line: 26, column: 16, scope: !8)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 26, column: 25, scope: !8)
!35 = !DILocation(line: 26, column: 14, scope: !8)
!36 = !DILocation(line: 27, column: 5, scope: !8)
!37 = !DILocation(line: 28, column: 1, scope: !8)
!38 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Viii", scope: !1, file: !1, line: 23, type: !39, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!39 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !40)
!40 = !{!13, !11, !13, !13}
!41 = !{}
!42 = !DISubprogram(name: "atomic_xchg", linkageName: "_Z11atomic_xchgPU3AS1Vii", scope: !1, file: !1, line: 27, type: !43, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!13, !11, !13}
