; simtc:launch grid=1 block=64 warp=32 out=int32[2]
; simtc:expect out=[64,2016]
; ModuleID = 'mutex_struct.cu'
source_filename = "mutex_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.mutex = type { i32, i32, i32, i32 }

@g_mutex = dso_local addrspace(1) externally_initialized global %struct.mutex zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (%struct.mutex addrspace(1)* @g_mutex to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z8criticalP5mutexi(%struct.mutex* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.mutex*, align 8
  %4 = alloca i32, align 4
  store %struct.mutex* %0, %struct.mutex** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.mutex*, %struct.mutex** %3, align 8
  %7 = getelementptr inbounds %struct.mutex, %struct.mutex* %6, i32 0, i32 1
  store i32 %5, i32* %7, align 4
  %8 = load %struct.mutex*, %struct.mutex** %3, align 8
  %9 = getelementptr inbounds %struct.mutex, %struct.mutex* %8, i32 0, i32 2
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 1
  %12 = load %struct.mutex*, %struct.mutex** %3, align 8
  %13 = getelementptr inbounds %struct.mutex, %struct.mutex* %12, i32 0, i32 2
  store i32 %11, i32* %13, align 4
  %14 = load %struct.mutex*, %struct.mutex** %3, align 8
  %15 = getelementptr inbounds %struct.mutex, %struct.mutex* %14, i32 0, i32 3
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %16, %17
  %19 = load %struct.mutex*, %struct.mutex** %3, align 8
  %20 = getelementptr inbounds %struct.mutex, %struct.mutex* %19, i32 0, i32 3
  store i32 %18, i32* %20, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @mutex_struct(i32* noundef %0) #1 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca %struct.mutex, align 4
  store i32* %0, i32** %2, align 8
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nsw i32 %6, %7
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nsw i32 %8, %9
  store i32 %10, i32* %3, align 4
  store i8 0, i8* %4, align 1
  br label %11

11:                                               ; preds = %21, %1
  %12 = load i8, i8* %4, align 1
  %13 = trunc i8 %12 to i1
  %14 = xor i1 %13, true
  br i1 %14, label %15, label %22

15:                                               ; preds = %11
  %16 = call noundef i32 @_ZL9atomicCASPViii(i32* noundef getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i32 0, i32 0), i32 noundef 0, i32 noundef 1) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = load i32, i32* %3, align 4
  call void @_Z8criticalP5mutexi(%struct.mutex* noundef addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i32 noundef %19) #4
  call void @llvm.nvvm.membar.gl()
  %20 = call noundef i32 @_ZL10atomicExchPVii(i32* noundef getelementptr inbounds (%struct.mutex, %struct.mutex* addrspacecast (%struct.mutex addrspace(1)* @g_mutex to %struct.mutex*), i32 0, i32 0), i32 noundef 0) #4
  store i8 1, i8* %4, align 1
  br label %21

21:                                               ; preds = %18, %15
  br label %11, !llvm.loop !5

22:                                               ; preds = %11
  call void @llvm.nvvm.barrier0()
  %23 = load i32, i32* %3, align 4
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %22
  call void @llvm.nvvm.membar.gl()
  %26 = bitcast %struct.mutex* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %26, i8* align 4 addrspacecast (i8 addrspace(1)* bitcast (%struct.mutex addrspace(1)* @g_mutex to i8 addrspace(1)*) to i8*), i64 16, i1 false)
  %27 = getelementptr inbounds %struct.mutex, %struct.mutex* %5, i32 0, i32 2
  %28 = load i32, i32* %27, align 4
  %29 = load i32*, i32** %2, align 8
  %30 = getelementptr inbounds i32, i32* %29, i64 0
  store i32 %28, i32* %30, align 4
  %31 = getelementptr inbounds %struct.mutex, %struct.mutex* %5, i32 0, i32 3
  %32 = load i32, i32* %31, align 4
  %33 = load i32*, i32** %2, align 8
  %34 = getelementptr inbounds i32, i32* %33, i64 1
  store i32 %32, i32* %34, align 4
  br label %35

35:                                               ; preds = %25, %22
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL9atomicCASPViii(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32*, i32** %4, align 8
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = cmpxchg i32* %7, i32 %8, i32 %9 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  ret i32 %11
}

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL10atomicExchPVii(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32*, i32** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = atomicrmw xchg i32* %5, i32 %6 seq_cst, align 4
  ret i32 %7
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { argmemonly nofree nounwind willreturn }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @mutex_struct, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
