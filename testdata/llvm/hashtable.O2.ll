; simtc:launch grid=2 block=64 warp=32 keys=int32[128]:iota locks=int32[8] count=int32[8] sum=int32[8]
; simtc:expect count=[16*8]
; simtc:expect sum=[1072,1056,1040,1024,1008,992,976,960]
; simtc:expect locks=[0*8]
; ModuleID = 'hashtable.cl'
source_filename = "hashtable.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @hashtable(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* nocapture noundef %2, i32 addrspace(1)* nocapture noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = mul nsw i32 %7, 31
  %9 = add nsw i32 %8, 7
  %10 = srem i32 %9, 8
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %11
  br label %13

13:                                               ; preds = %13, %4
  %14 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %12, i32 noundef 0, i32 noundef 1) #4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %13

16:                                               ; preds = %13
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %11
  %18 = load i32, i32 addrspace(1)* %17, align 4, !tbaa !9
  %19 = add nsw i32 %18, 1
  store i32 %19, i32 addrspace(1)* %17, align 4, !tbaa !9
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %11
  %21 = load i32, i32 addrspace(1)* %20, align 4, !tbaa !9
  %22 = add nsw i32 %21, %7
  store i32 %22, i32 addrspace(1)* %20, align 4, !tbaa !9
  %23 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %12, i32 noundef 0) #4
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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int*"}
!7 = !{!"const", !"volatile", !"", !""}
!8 = !{!"keys", !"locks", !"count", !"sum"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
