; simtc:launch grid=1 block=64 warp=32 start=int32[64]:iota steps=int32[64]
; simtc:expect steps=[3,1,7,2,5,8,16,3,19,6,14,9,9,17,17,4,12,20,20,7,7,15,15,10,23,10,111,18*3,106,5,26,13,13,21*3,34,8,109,8,29,16*3,104,11,24*3,11,11,112,112,19,32,19,32,19,19,107,107,6]
; ModuleID = 'dowhile_collatz.cl'
source_filename = "dowhile_collatz.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @dowhile_collatz(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5
  %7 = load i32, i32 addrspace(1)* %6, align 4, !tbaa !9
  %8 = add nsw i32 %7, 1
  br label %9

9:                                                ; preds = %9, %2
  %10 = phi i32 [ %8, %2 ], [ %17, %9 ]
  %11 = phi i32 [ 0, %2 ], [ %18, %9 ]
  %12 = and i32 %10, 1
  %13 = icmp eq i32 %12, 0
  %14 = lshr i32 %10, 1
  %15 = mul i32 %10, 3
  %16 = add i32 %15, 1
  %17 = select i1 %13, i32 %14, i32 %16
  %18 = add nuw nsw i32 %11, 1
  %19 = icmp eq i32 %17, 1
  br i1 %19, label %20, label %9

20:                                               ; preds = %9
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5
  store i32 %18, i32 addrspace(1)* %21, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!"start", !"steps"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
