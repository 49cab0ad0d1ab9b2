; simtc:launch grid=1 block=64 warp=32 iters=int32[256] width=16 height=16 maxiter=64
; simtc:expect iters=[1*4,2*12,1*3,2*4,3*3,2*6,1,1,2,2,3*5,4,5,4,3,2*3,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,3*4,5,5,7,64*5,6,3,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,4,5,6,13,64*8,8,4,3,64*13,6,4,3,1,4,5,6,13,64*8,8,4,3,1,3,4,5,14,8,7,21,64*5,47,4,3,1,3*4,5,5,7,64*5,6,3,3,1,2,3*4,4,4,6,8,64,8,5,4,3,2,1,1,2,3*4,4,4,5,13,5,4,3,2,2,1,1,2,2,3*5,4,5,4,3,2*3,1*3,2*4,3*3,2*6]
; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @mandelbrot(i32 addrspace(1)* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = mul nsw i32 %2, %1
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %5, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 0
  br label %12

11:                                               ; preds = %44, %4
  ret void

12:                                               ; preds = %9, %44
  %13 = phi i32 [ %7, %9 ], [ %50, %44 ]
  %14 = freeze i32 %13
  %15 = sdiv i32 %14, %1
  %16 = mul i32 %15, 3072
  %17 = sdiv i32 %16, %2
  %18 = add nsw i32 %17, -1536
  br i1 %10, label %19, label %44

19:                                               ; preds = %12
  %20 = mul i32 %15, %1
  %21 = sub i32 %14, %20
  %22 = mul i32 %21, 3072
  %23 = sdiv i32 %22, %1
  %24 = add i32 %23, -2048
  br label %25

25:                                               ; preds = %19, %35
  %26 = phi i32 [ 0, %19 ], [ %42, %35 ]
  %27 = phi i32 [ 0, %19 ], [ %39, %35 ]
  %28 = phi i32 [ 0, %19 ], [ %41, %35 ]
  %29 = mul nsw i32 %28, %28
  %30 = lshr i32 %29, 10
  %31 = mul nsw i32 %27, %27
  %32 = lshr i32 %31, 10
  %33 = add nuw nsw i32 %32, %30
  %34 = icmp ugt i32 %33, 4096
  br i1 %34, label %44, label %35

35:                                               ; preds = %25
  %36 = shl nsw i32 %28, 1
  %37 = mul nsw i32 %36, %27
  %38 = sdiv i32 %37, 1024
  %39 = add nsw i32 %18, %38
  %40 = add i32 %24, %30
  %41 = sub i32 %40, %32
  %42 = add nuw nsw i32 %26, 1
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %25, label %44

44:                                               ; preds = %35, %25, %12
  %45 = phi i32 [ 0, %12 ], [ %26, %25 ], [ %3, %35 ]
  %46 = sext i32 %13 to i64
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %46
  store i32 %45, i32 addrspace(1)* %47, align 4, !tbaa !9
  %48 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #2
  %49 = trunc i64 %48 to i32
  %50 = add i32 %13, %49
  %51 = icmp slt i32 %50, %5
  br i1 %51, label %12, label %11
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int", !"int", !"int"}
!7 = !{!"", !"", !"", !""}
!8 = !{!"iters", !"width", !"height", !"maxiter"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
