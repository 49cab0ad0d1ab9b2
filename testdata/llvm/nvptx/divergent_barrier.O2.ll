; simtc:launch grid=1 block=64 warp=32 out=int32[64]
; simtc:expect out=[100,0,300,20,500,40,700,60,900,80,1100,100,1300,120,1500,140,1700,160,1900,180,2100,200,2300,220,2500,240,2700,260,2900,280,3100,300,3300,320,3500,340,3700,360,3900,380,4100,400,4300,420,4500,440,4700,460,4900,480,5100,500,5300,520,5500,540,5700,560,5900,580,6100,600,6300,620]
; ModuleID = 'divergent_barrier.cl'
source_filename = "divergent_barrier.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@divergent_barrier.buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @divergent_barrier(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = and i32 %3, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = mul nsw i32 %3, 10
  %10 = shl i64 %2, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %11
  store i32 %9, i32 addrspace(3)* %12, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %13 = add nuw nsw i32 %3, 1
  br label %21

14:                                               ; preds = %1
  %15 = mul nsw i32 %3, 100
  %16 = shl i64 %2, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %17
  store i32 %15, i32 addrspace(3)* %18, align 4, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %19 = add i32 %3, -1
  %20 = add i32 %19, %5
  br label %21

21:                                               ; preds = %14, %8
  %22 = phi i32 [ %13, %8 ], [ %20, %14 ]
  %23 = srem i32 %22, %5
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %24
  %26 = load i32, i32 addrspace(3)* %25, align 4, !tbaa !10
  %27 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %27
  store i32 %26, i32 addrspace(1)* %28, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*)* @divergent_barrier, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"int*"}
!8 = !{!""}
!9 = !{!"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
