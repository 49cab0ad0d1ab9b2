; simtc:launch grid=1 block=64 warp=32 out=int32[64]
; simtc:expect out=[100,0,300,20,500,40,700,60,900,80,1100,100,1300,120,1500,140,1700,160,1900,180,2100,200,2300,220,2500,240,2700,260,2900,280,3100,300,3300,320,3500,340,3700,360,3900,380,4100,400,4300,420,4500,440,4700,460,4900,480,5100,500,5300,520,5500,540,5700,560,5900,580,6100,600,6300,620]
; ModuleID = 'divergent_barrier.cl'
source_filename = "divergent_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@divergent_barrier.buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @divergent_barrier(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = and i32 %3, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = mul nsw i32 %3, 10
  %10 = sext i32 %3 to i64
  %11 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %10
  store i32 %9, i32 addrspace(3)* %11, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %12 = add nuw nsw i32 %3, 1
  br label %19

13:                                               ; preds = %1
  %14 = mul nsw i32 %3, 100
  %15 = sext i32 %3 to i64
  %16 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %15
  store i32 %14, i32 addrspace(3)* %16, align 4, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %17 = add i32 %3, -1
  %18 = add i32 %17, %5
  br label %19

19:                                               ; preds = %13, %8
  %20 = phi i32 [ %12, %8 ], [ %18, %13 ]
  %21 = srem i32 %20, %5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @divergent_barrier.buf, i64 0, i64 %22
  %24 = load i32, i32 addrspace(3)* %23, align 4, !tbaa !9
  %25 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %25
  store i32 %24, i32 addrspace(1)* %26, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
