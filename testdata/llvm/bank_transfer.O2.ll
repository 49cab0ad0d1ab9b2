; simtc:launch grid=1 block=64 warp=32 locks=int32[16] balance=int32[16] naccounts=16
; simtc:expect balance=[36,20,4,-12,36,20,4,-12,-28,20,4,-12,-28,-44,4,-12]
; simtc:expect locks=[0*16]
; ModuleID = 'bank_transfer.cl'
source_filename = "bank_transfer.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @bank_transfer(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = mul nsw i32 %5, 5
  %7 = add nsw i32 %6, 3
  %8 = insertelement <2 x i32> poison, i32 %7, i64 0
  %9 = insertelement <2 x i32> %8, i32 %5, i64 1
  %10 = insertelement <2 x i32> poison, i32 %2, i64 0
  %11 = shufflevector <2 x i32> %10, <2 x i32> poison, <2 x i32> zeroinitializer
  %12 = srem <2 x i32> %9, %11
  %13 = extractelement <2 x i32> %12, i64 0
  %14 = extractelement <2 x i32> %12, i64 1
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %3
  %17 = add nsw i32 %14, 1
  %18 = srem i32 %17, %2
  br label %19

19:                                               ; preds = %16, %3
  %20 = phi i32 [ %18, %16 ], [ %13, %3 ]
  %21 = icmp slt i32 %14, %20
  %22 = select i1 %21, i32 %14, i32 %20
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %23
  br label %25

25:                                               ; preds = %25, %19
  %26 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %24, i32 noundef 0, i32 noundef 1) #4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %25

28:                                               ; preds = %25
  %29 = select i1 %21, i32 %20, i32 %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %30
  br label %32

32:                                               ; preds = %28, %32
  %33 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %31, i32 noundef 0, i32 noundef 1) #4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %32

35:                                               ; preds = %32
  %36 = add nsw i32 %5, 1
  %37 = sext i32 %14 to i64
  %38 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %37
  %39 = load i32, i32 addrspace(1)* %38, align 4, !tbaa !9
  %40 = sub nsw i32 %39, %36
  store i32 %40, i32 addrspace(1)* %38, align 4, !tbaa !9
  %41 = sext i32 %20 to i64
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %41
  %43 = load i32, i32 addrspace(1)* %42, align 4, !tbaa !9
  %44 = add nsw i32 %43, %36
  store i32 %44, i32 addrspace(1)* %42, align 4, !tbaa !9
  %45 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %31, i32 noundef 0) #4
  %46 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %24, i32 noundef 0) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"volatile", !"", !""}
!8 = !{!"locks", !"balance", !"naccounts"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
