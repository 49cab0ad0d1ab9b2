; simtc:launch grid=1 block=64 warp=32 acc=int32[24] ops=int32[64]:iota nacc=4
; simtc:expect acc=[0,496,480,0,16,0,0,512,496,0,16,0,0,528,512,0,16,0,0,544,528,0,16,0]
; ModuleID = 'account_lock.cl'
source_filename = "account_lock.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.account = type { i32, i32, i64, i32 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @account_lock(%struct.account addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  %8 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !10
  %9 = srem i32 %8, %2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 0
  %12 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 1
  %13 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 2
  %14 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 3
  br label %15

15:                                               ; preds = %15, %3
  %16 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %11, i32 noundef 0, i32 noundef 1) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %15

18:                                               ; preds = %15
  %19 = add nsw i32 %5, 1
  %20 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !14
  %21 = add nsw i32 %19, %20
  store i32 %21, i32 addrspace(1)* %12, align 4, !tbaa !14
  %22 = load i64, i64 addrspace(1)* %13, align 8, !tbaa !17
  %23 = add nsw i64 %22, %6
  store i64 %23, i64 addrspace(1)* %13, align 8, !tbaa !17
  %24 = load i32, i32 addrspace(1)* %14, align 8, !tbaa !18
  %25 = add nsw i32 %24, 1
  store i32 %25, i32 addrspace(1)* %14, align 8, !tbaa !18
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #4
  %26 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %11, i32 noundef 0) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #2

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
!6 = !{!"account_t*", !"int*", !"int"}
!7 = !{!"struct account*", !"int*", !"int"}
!8 = !{!"", !"const", !""}
!9 = !{!"acc", !"ops", !"nacc"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !11, i64 4}
!15 = !{!"account", !11, i64 0, !11, i64 4, !16, i64 8, !11, i64 16}
!16 = !{!"long", !12, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!15, !11, i64 16}
