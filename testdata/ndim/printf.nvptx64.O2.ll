; simtc:launch grid=2,1 block=2,2 out=int32[8]
; simtc:expect out=[0,1,2,3,4,5,6,7]
; ModuleID = 'printf.cl'
source_filename = "printf.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr addrspace(4) constant [35 x i8] c"even x=%d y=%d i=%03d %s %.2f %#x\0A\00", align 1
@.str1 = private unnamed_addr addrspace(4) constant [3 x i8] c"ok\00", align 1
@.str2 = private unnamed_addr addrspace(4) constant [15 x i8] c"odd %v2hld %c\0A\00", align 1
@.str3 = private unnamed_addr addrspace(4) constant [22 x i8] c"%5.1e|%-4d|%+d|%g|%%\0A\00", align 1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @printf_ids(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %9 = mul i64 %7, %8
  %10 = add i64 %9, %2
  %11 = trunc i64 %10 to i32
  %12 = shl i64 %10, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %13
  store i32 %11, i32 addrspace(1)* %14, align 4, !tbaa !10
  %15 = and i32 %3, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %1
  %18 = sitofp i32 %11 to float
  %19 = fmul float %18, 5.000000e-01
  %20 = fpext float %19 to double
  %21 = mul nsw i32 %11, 17
  %22 = tail call i32 (i8 addrspace(4)*, ...) @printf(i8 addrspace(4)* noundef getelementptr inbounds ([35 x i8], [35 x i8] addrspace(4)* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %5, i32 noundef %11, i8 addrspace(4)* noundef getelementptr inbounds ([3 x i8], [3 x i8] addrspace(4)* @.str1, i64 0, i64 0), double noundef %20, i32 noundef %21) #4
  br label %28

23:                                               ; preds = %1
  %24 = insertelement <2 x i32> undef, i32 %3, i64 0
  %25 = insertelement <2 x i32> %24, i32 %5, i64 1
  %26 = add nsw i32 %11, 97
  %27 = tail call i32 (i8 addrspace(4)*, ...) @printf(i8 addrspace(4)* noundef getelementptr inbounds ([15 x i8], [15 x i8] addrspace(4)* @.str2, i64 0, i64 0), <2 x i32> noundef %25, i32 noundef %26) #4
  br label %28

28:                                               ; preds = %23, %17
  tail call void @_Z7barrierj(i32 noundef 2) #4
  %29 = icmp eq i32 %11, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = tail call i32 (i8 addrspace(4)*, ...) @printf(i8 addrspace(4)* noundef getelementptr inbounds ([22 x i8], [22 x i8] addrspace(4)* @.str3, i64 0, i64 0), double noundef 1.234500e+03, i32 noundef 7, i32 noundef 3, double noundef 1.000000e-04) #4
  br label %32

32:                                               ; preds = %30, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @printf(i8 addrspace(4)* noundef, ...) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*)* @printf_ids, !"kernel", i32 1}
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
