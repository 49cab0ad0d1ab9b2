; simtc:launch grid=1 block=64 warp=32 acc=int32[24] ops=int32[64]:iota nacc=4
; simtc:expect acc=[0,496,480,0,16,0,0,512,496,0,16,0,0,528,512,0,16,0,0,544,528,0,16,0]
; ModuleID = 'account_lock.cl'
source_filename = "account_lock.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.account = type { i32, i32, i64, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @account_lock(%struct.account addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  %8 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !11
  %9 = srem i32 %8, %2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 0
  %12 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 1
  %13 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 2
  %14 = getelementptr inbounds %struct.account, %struct.account addrspace(1)* %0, i64 %10, i32 3
  br label %15

15:                                               ; preds = %15, %3
  %16 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %11, i32 noundef 0, i32 noundef 1) #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %15

18:                                               ; preds = %15
  %19 = trunc i64 %4 to i32
  %20 = add nsw i32 %19, 1
  %21 = load i32, i32 addrspace(1)* %12, align 4, !tbaa !15
  %22 = add nsw i32 %20, %21
  store i32 %22, i32 addrspace(1)* %12, align 4, !tbaa !15
  %23 = load i64, i64 addrspace(1)* %13, align 8, !tbaa !18
  %24 = add nsw i64 %23, %6
  store i64 %24, i64 addrspace(1)* %13, align 8, !tbaa !18
  %25 = load i32, i32 addrspace(1)* %14, align 8, !tbaa !19
  %26 = add nsw i32 %25, 1
  store i32 %26, i32 addrspace(1)* %14, align 8, !tbaa !19
  tail call void @_Z9mem_fencej(i32 noundef 2) #4
  %27 = tail call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %11, i32 noundef 0) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #2

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

!0 = !{void (%struct.account addrspace(1)*, i32 addrspace(1)*, i32)* @account_lock, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"account_t*", !"int*", !"int"}
!8 = !{!"struct account*", !"int*", !"int"}
!9 = !{!"", !"const", !""}
!10 = !{!"acc", !"ops", !"nacc"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !12, i64 4}
!16 = !{!"account", !12, i64 0, !12, i64 4, !17, i64 8, !12, i64 16}
!17 = !{!"long", !13, i64 0}
!18 = !{!16, !17, i64 8}
!19 = !{!16, !12, i64 16}
