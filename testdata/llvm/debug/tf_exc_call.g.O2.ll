; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[32] errors=int32[1] limit=1000000
; simtc:expect out=[30,2,58,6,86,10,114,14,142,18,170,22,198,26,226,30,254,34,282,38,310,42,338,46,366,50,394,54,422,58,450,62]
; simtc:expect errors=[0]
; ModuleID = 'tf_exc_call.cl'
source_filename = "tf_exc_call.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: nofree norecurse nosync nounwind readnone
define dso_local spir_func i32 @scale(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !8 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !13, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  call void @llvm.dbg.value(metadata i32 %1, metadata !14, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %3 = shl nsw i32 %0, 1, !dbg !20
  %4 = or i32 %3, 1, !dbg !23
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %5 = icmp sgt i32 %4, %1, !dbg !24
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !19
  br i1 %5, label %15, label %6, !dbg !26

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !19
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %7 = shl nsw i32 %4, 1, !dbg !20
  %8 = or i32 %7, 1, !dbg !23
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %9 = icmp sgt i32 %8, %1, !dbg !24
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !19
  br i1 %9, label %15, label %10, !dbg !26

10:                                               ; preds = %6
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !19
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !19
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %11 = shl nsw i32 %8, 1, !dbg !20
  %12 = or i32 %11, 1, !dbg !23
  call void @llvm.dbg.value(metadata i32 %12, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  %13 = icmp sgt i32 %12, %1, !dbg !24
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !19
  %14 = select i1 %13, i32 -1, i32 %12, !dbg !26
  br label %15, !dbg !26

15:                                               ; preds = %10, %6, %2
  %16 = phi i32 [ -1, %2 ], [ -1, %6 ], [ %14, %10 ], !dbg !18
  call void @llvm.dbg.value(metadata i32 undef, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !18
  ret i32 %16, !dbg !27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @transform(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %0, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !34
  call void @llvm.dbg.value(metadata i32 %1, metadata !14, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !34
  %3 = shl i32 %0, 1, !dbg !37
  %4 = add i32 %3, 3, !dbg !38
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %5 = icmp sgt i32 %4, %1, !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !36
  br i1 %5, label %17, label %6, !dbg !40

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %4, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %7 = shl nsw i32 %4, 1, !dbg !37
  %8 = or i32 %7, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %9 = icmp sgt i32 %8, %1, !dbg !39
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !36
  br i1 %9, label %17, label %10, !dbg !40

10:                                               ; preds = %6
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  call void @llvm.dbg.value(metadata i32 %8, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %11 = shl nsw i32 %8, 1, !dbg !37
  %12 = or i32 %11, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %12, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %13 = icmp sgt i32 %12, %1, !dbg !39
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !36
  %14 = icmp eq i32 %12, -1
  %15 = sub nsw i32 %12, %0
  %16 = or i1 %13, %14, !dbg !40
  call void @llvm.dbg.value(metadata i32 undef, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  call void @llvm.dbg.value(metadata i32 %12, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  br i1 %16, label %17, label %18, !dbg !40

17:                                               ; preds = %10, %6, %2
  br label %18, !dbg !41

18:                                               ; preds = %10, %17
  %19 = phi i32 [ -1, %17 ], [ %15, %10 ]
  ret i32 %19, !dbg !42
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @tf_exc_call(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2, i32 noundef %3) local_unnamed_addr #2 !dbg !43 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 !kernel_arg_name !62 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %2, metadata !52, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  call void @llvm.dbg.value(metadata i32 %3, metadata !53, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !64
  %6 = trunc i64 %5 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %6, metadata !54, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %7 = sext i32 %6 to i64, !dbg !65
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7, !dbg !65
  %9 = load i32, i32 addrspace(1)* %8, align 4, !dbg !65, !tbaa !66
  call void @llvm.dbg.value(metadata i32 %9, metadata !55, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %10 = and i32 %6, 1, !dbg !70
  %11 = icmp eq i32 %10, 0, !dbg !70
  br i1 %11, label %12, label %29, !dbg !72

12:                                               ; preds = %4
  call void @llvm.dbg.value(metadata i32 %9, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %3, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %9, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %3, metadata !14, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %9, metadata !15, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %9, metadata !15, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !76
  %13 = shl i32 %9, 1, !dbg !79
  %14 = add i32 %13, 3, !dbg !80
  call void @llvm.dbg.value(metadata i32 %14, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  %15 = icmp sgt i32 %14, %3, !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !78
  br i1 %15, label %32, label %16, !dbg !82

16:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %14, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %14, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  %17 = shl nsw i32 %14, 1, !dbg !79
  %18 = or i32 %17, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %18, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  %19 = icmp sgt i32 %18, %3, !dbg !81
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !78
  br i1 %19, label %32, label %20, !dbg !82

20:                                               ; preds = %16
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %18, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %18, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  %21 = shl nsw i32 %18, 1, !dbg !79
  %22 = or i32 %21, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %22, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  %23 = icmp sgt i32 %22, %3, !dbg !81
  call void @llvm.dbg.value(metadata i32 2, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !78
  %24 = icmp eq i32 %22, -1
  %25 = sub nsw i32 %22, %9
  %26 = or i1 %23, %24, !dbg !82
  call void @llvm.dbg.value(metadata i32 undef, metadata !15, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %22, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !73
  %27 = icmp eq i32 %25, -1
  %28 = select i1 %26, i1 true, i1 %27, !dbg !82
  call void @llvm.dbg.value(metadata i32 %25, metadata !56, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  br i1 %28, label %32, label %29, !dbg !82

29:                                               ; preds = %20, %4
  %30 = phi i32 [ %9, %4 ], [ %25, %20 ]
  %31 = shl nsw i32 %30, 1, !dbg !83
  call void @llvm.dbg.value(metadata i32 %31, metadata !56, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  br label %34, !dbg !84

32:                                               ; preds = %20, %16, %12
  call void @llvm.dbg.label(metadata !57), !dbg !85
  %33 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #8, !dbg !86
  br label %34, !dbg !87

34:                                               ; preds = %32, %29
  %35 = phi i32 [ -1, %32 ], [ %31, %29 ]
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7, !dbg !63
  store i32 %35, i32 addrspace(1)* %36, align 4, !dbg !63, !tbaa !66
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !88 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #4

; Function Attrs: convergent
declare !dbg !94 dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind readnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent nounwind readnone willreturn }
attributes #8 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tf_exc_call.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e81a581d042ae38e07b3ea734af29ea3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 21, type: !9, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !14, !15, !16}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 21, type: !11)
!14 = !DILocalVariable(name: "limit", arg: 2, scope: !8, file: !1, line: 21, type: !11)
!15 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 23, type: !11)
!16 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 24, type: !11)
!17 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 5)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocation(line: 0, scope: !17)
!20 = !DILocation(line: 25, column: 15, scope: !21)
!21 = distinct !DILexicalBlock(scope: !22, file: !1, line: 24, column: 33)
!22 = distinct !DILexicalBlock(scope: !17, file: !1, line: 24, column: 5)
!23 = !DILocation(line: 25, column: 19, scope: !21)
!24 = !DILocation(line: 26, column: 15, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 26, column: 13)
!26 = !DILocation(line: 26, column: 13, scope: !21)
!27 = !DILocation(line: 30, column: 1, scope: !8)
!28 = distinct !DISubprogram(name: "transform", scope: !1, file: !1, line: 32, type: !9, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!29 = !{!30, !31, !32}
!30 = !DILocalVariable(name: "x", arg: 1, scope: !28, file: !1, line: 32, type: !11)
!31 = !DILocalVariable(name: "limit", arg: 2, scope: !28, file: !1, line: 32, type: !11)
!32 = !DILocalVariable(name: "r", scope: !28, file: !1, line: 34, type: !11)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 0, scope: !8, inlinedAt: !35)
!35 = distinct !DILocation(line: 34, column: 13, scope: !28)
!36 = !DILocation(line: 0, scope: !17, inlinedAt: !35)
!37 = !DILocation(line: 25, column: 15, scope: !21, inlinedAt: !35)
!38 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !35)
!39 = !DILocation(line: 26, column: 15, scope: !25, inlinedAt: !35)
!40 = !DILocation(line: 26, column: 13, scope: !21, inlinedAt: !35)
!41 = !DILocation(line: 35, column: 9, scope: !28)
!42 = !DILocation(line: 38, column: 1, scope: !28)
!43 = distinct !DISubprogram(name: "tf_exc_call", scope: !1, file: !1, line: 40, type: !44, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!44 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !45)
!45 = !{null, !46, !48, !48, !11}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, dwarfAddressSpace: 1)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!49 = !{!50, !51, !52, !53, !54, !55, !56, !57}
!50 = !DILocalVariable(name: "in", arg: 1, scope: !43, file: !1, line: 40, type: !46)
!51 = !DILocalVariable(name: "out", arg: 2, scope: !43, file: !1, line: 40, type: !48)
!52 = !DILocalVariable(name: "errors", arg: 3, scope: !43, file: !1, line: 40, type: !48)
!53 = !DILocalVariable(name: "limit", arg: 4, scope: !43, file: !1, line: 40, type: !11)
!54 = !DILocalVariable(name: "id", scope: !43, file: !1, line: 42, type: !11)
!55 = !DILocalVariable(name: "x", scope: !43, file: !1, line: 43, type: !11)
!56 = !DILocalVariable(name: "r", scope: !43, file: !1, line: 44, type: !11)
!57 = !DILabel(scope: !43, name: "handler", file: !1, line: 57)
!58 = !{i32 1, i32 1, i32 1, i32 0}
!59 = !{!"none", !"none", !"none", !"none"}
!60 = !{!"int*", !"int*", !"int*", !"int"}
!61 = !{!"const", !"", !"", !""}
!62 = !{!"in", !"out", !"errors", !"limit"}
!63 = !DILocation(line: 0, scope: !43)
!64 = !DILocation(line: 42, column: 14, scope: !43)
!65 = !DILocation(line: 43, column: 13, scope: !43)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 46, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !43, file: !1, line: 46, column: 9)
!72 = !DILocation(line: 46, column: 9, scope: !43)
!73 = !DILocation(line: 0, scope: !28, inlinedAt: !74)
!74 = distinct !DILocation(line: 47, column: 13, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 46, column: 22)
!76 = !DILocation(line: 0, scope: !8, inlinedAt: !77)
!77 = distinct !DILocation(line: 34, column: 13, scope: !28, inlinedAt: !74)
!78 = !DILocation(line: 0, scope: !17, inlinedAt: !77)
!79 = !DILocation(line: 25, column: 15, scope: !21, inlinedAt: !77)
!80 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !77)
!81 = !DILocation(line: 26, column: 15, scope: !25, inlinedAt: !77)
!82 = !DILocation(line: 26, column: 13, scope: !21, inlinedAt: !77)
!83 = !DILocation(line: 0, scope: !71)
!84 = !DILocation(line: 55, column: 5, scope: !43)
!85 = !DILocation(line: 57, column: 1, scope: !43)
!86 = !DILocation(line: 58, column: 5, scope: !43)
!87 = !DILocation(line: 61, column: 1, scope: !43)
!88 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 42, type: !89, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!89 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !90)
!90 = !{!91, !92}
!91 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!92 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!93 = !{}
!94 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vi", scope: !1, file: !1, line: 58, type: !95, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!95 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !96)
!96 = !{!11, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, dwarfAddressSpace: 1)
!98 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
