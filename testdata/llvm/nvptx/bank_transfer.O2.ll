; simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
; simtc:expect balance=[36,20,4,-12,36,20,4,-12,-28,20,4,-12,-28,-44,4,-12]
; simtc:expect locks=[0*16]
; ModuleID = 'bank_transfer.cl'
source_filename = "bank_transfer.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bank_transfer(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = srem i32 %5, %2
  %7 = mul nsw i32 %5, 5
  %8 = add nsw i32 %7, 3
  %9 = srem i32 %8, %2
  %10 = icmp eq i32 %9, %6
  br i1 %10, label %11, label %14

11:                                               ; preds = %3
  %12 = add nsw i32 %6, 1
  %13 = srem i32 %12, %2
  br label %14

14:                                               ; preds = %11, %3
  %15 = phi i32 [ %13, %11 ], [ %9, %3 ]
  %16 = icmp slt i32 %6, %15
  %17 = select i1 %16, i32 %6, i32 %15
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %18
  br label %20

20:                                               ; preds = %20, %14
  %21 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %19, i32 noundef 0, i32 noundef 1) #4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %20

23:                                               ; preds = %20
  %24 = select i1 %16, i32 %15, i32 %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %25
  br label %27

27:                                               ; preds = %23, %27
  %28 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %26, i32 noundef 0, i32 noundef 1) #4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %27

30:                                               ; preds = %27
  %31 = add nsw i32 %5, 1
  %32 = sext i32 %6 to i64
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %32
  %34 = load i32, i32 addrspace(1)* %33, align 4, !tbaa !10
  %35 = sub nsw i32 %34, %31
  store i32 %35, i32 addrspace(1)* %33, align 4, !tbaa !10
  %36 = sext i32 %15 to i64
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %36
  %38 = load i32, i32 addrspace(1)* %37, align 4, !tbaa !10
  %39 = add nsw i32 %38, %31
  store i32 %39, i32 addrspace(1)* %37, align 4, !tbaa !10
  %40 = tail call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %26, i32 noundef 0) #4
  %41 = tail call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %19, i32 noundef 0) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32)* @bank_transfer, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int"}
!8 = !{!"volatile", !"", !""}
!9 = !{!"locks", !"balance", !"naccounts"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
