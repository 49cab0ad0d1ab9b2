; simtc:launch grid=1 block=32,2 out=int32[64]
; simtc:expect out=[1*16,7*16,1*16,7*16]
; simtc:expect status=ok mech=its,mimd
; simtc:expect status=deadlock mech=pdom
; ModuleID = 'vote_split.cu'
source_filename = "vote_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @vote_split(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nsw i32 %6, %7
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nsw i32 %8, %9
  store i32 %10, i32* %3, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %11, i32* %4, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %12, 16
  br i1 %13, label %14, label %19

14:                                               ; preds = %1
  %15 = load i32, i32* %4, align 4
  %16 = icmp eq i32 %15, 3
  %17 = call i1 @llvm.nvvm.vote.any.sync(i32 131071, i1 %16)
  %18 = zext i1 %17 to i32
  store i32 %18, i32* %5, align 4
  br label %20

19:                                               ; preds = %1
  store i32 7, i32* %5, align 4
  br label %20

20:                                               ; preds = %19, %14
  %21 = load i32, i32* %5, align 4
  %22 = load i32*, i32** %2, align 8
  %23 = load i32, i32* %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  store i32 %21, i32* %25, align 4
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @vote_split, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
