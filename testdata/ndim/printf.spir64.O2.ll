; simtc:launch grid=2,1 block=2,2 out=int32[8]
; simtc:expect out=[0,1,2,3,4,5,6,7]
; ModuleID = 'printf.cl'
source_filename = "printf.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@.str = private unnamed_addr addrspace(2) constant [35 x i8] c"even x=%d y=%d i=%03d %s %.2f %#x\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [15 x i8] c"odd %v2hld %c\0A\00", align 1
@.str.3 = private unnamed_addr addrspace(2) constant [22 x i8] c"%5.1e|%-4d|%+d|%g|%%\0A\00", align 1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @printf_ids(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %5 = trunc i64 %4 to i32
  %6 = and i64 %4, 4294967295
  %7 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %8 = mul i64 %7, %6
  %9 = add i64 %8, %2
  %10 = trunc i64 %9 to i32
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  store i32 %10, i32 addrspace(1)* %12, align 4, !tbaa !9
  %13 = and i32 %3, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %1
  %16 = sitofp i32 %10 to float
  %17 = fmul float %16, 5.000000e-01
  %18 = fpext float %17 to double
  %19 = mul nsw i32 %10, 17
  %20 = tail call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([35 x i8], [35 x i8] addrspace(2)* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %5, i32 noundef %10, i8 addrspace(2)* noundef getelementptr inbounds ([3 x i8], [3 x i8] addrspace(2)* @.str.1, i64 0, i64 0), double noundef %18, i32 noundef %19) #5
  br label %26

21:                                               ; preds = %1
  %22 = insertelement <2 x i32> undef, i32 %3, i64 0
  %23 = insertelement <2 x i32> %22, i32 %5, i64 1
  %24 = add nsw i32 %10, 97
  %25 = tail call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([15 x i8], [15 x i8] addrspace(2)* @.str.2, i64 0, i64 0), <2 x i32> noundef %23, i32 noundef %24) #5
  br label %26

26:                                               ; preds = %21, %15
  tail call spir_func void @_Z7barrierj(i32 noundef 2) #6
  %27 = icmp eq i32 %10, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = tail call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([22 x i8], [22 x i8] addrspace(2)* @.str.3, i64 0, i64 0), double noundef 1.234500e+03, i32 noundef 7, i32 noundef 3, double noundef 1.000000e-04) #5
  br label %30

30:                                               ; preds = %28, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nofree nounwind
declare dso_local spir_func noundef i32 @printf(i8 addrspace(2)* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }
attributes #6 = { convergent nounwind }

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
