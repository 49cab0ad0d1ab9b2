; simtc:launch grid=1 block=32,2 out=int32[64] bal=int32[64]
; simtc:expect out=[0*16,11*16,0*16,11*16]
; simtc:expect bal=[43690*16,-1431699456*16,43690*16,-1431699456*16]
; simtc:expect status=ok
; ModuleID = 'vote_mask.cu'
source_filename = "vote_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @vote_mask(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32* %1, i32** %4, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %5, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %15, i32* %6, align 4
  %16 = load i32, i32* %6, align 4
  %17 = icmp slt i32 %16, 16
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, i32 65535, i32 -65536
  store i32 %19, i32* %7, align 4
  %20 = load i32, i32* %7, align 4
  %21 = load i32, i32* %6, align 4
  %22 = icmp eq i32 %21, 20
  %23 = call i1 @llvm.nvvm.vote.any.sync(i32 %20, i1 %22)
  %24 = zext i1 %23 to i32
  store i32 %24, i32* %8, align 4
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %6, align 4
  %27 = icmp ne i32 %26, 5
  %28 = call i1 @llvm.nvvm.vote.all.sync(i32 %25, i1 %27)
  %29 = zext i1 %28 to i32
  store i32 %29, i32* %9, align 4
  %30 = load i32, i32* %8, align 4
  %31 = mul nsw i32 %30, 10
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32*, i32** %3, align 8
  %35 = load i32, i32* %5, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %34, i64 %36
  store i32 %33, i32* %37, align 4
  %38 = load i32, i32* %7, align 4
  %39 = load i32, i32* %6, align 4
  %40 = and i32 %39, 1
  %41 = icmp ne i32 %40, 0
  %42 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %38, i1 %41)
  %43 = load i32*, i32** %4, align 8
  %44 = load i32, i32* %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32* %43, i64 %45
  store i32 %42, i32* %46, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*)* @vote_mask, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
