; simtc:launch grid=2,2,2 block=4,2,2 in=int32[128]:0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,32,18,6,93,85,79,75,73,73,75,79,85,93,6,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,91,44,96,53,12,70,33,95,62,31,2,72,47,24,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27 out=int32[128]
; simtc:expect out=[0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27,88,54,22,89,61,35,11,86,66,48,-141,-141,-335,247,150,150,75,73,53,150,150,150,247,-335,18,32,48,66,86,11,35,61,89,22,54,88,27,65,8,50,94,43,247,-141,441,-44,-238,150,33,95,-44,-141,-335,150,53,-44,3,81,64,49,36,25,16,9,4,1,0,1,4,9,16,25,36,49,64,81,3,24,47,72,2,31,62,95,33,70,12,53,96,44,91,43,94,50,8,65,27]
; ModuleID = 'stencil3d.cl'
source_filename = "stencil3d.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @stencil3d(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #3
  %8 = trunc i64 %7 to i32
  %9 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #3
  %12 = trunc i64 %11 to i32
  %13 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 2) #3
  %14 = trunc i64 %13 to i32
  %15 = mul nsw i32 %12, %8
  %16 = add nsw i32 %15, %6
  %17 = mul nsw i32 %16, %10
  %18 = add nsw i32 %17, %4
  %19 = add nsw i32 %10, -1
  %20 = insertelement <4 x i32> poison, i32 %4, i64 0
  %21 = insertelement <4 x i32> %20, i32 %6, i64 1
  %22 = insertelement <4 x i32> %21, i32 %8, i64 2
  %23 = insertelement <4 x i32> %22, i32 %19, i64 3
  %24 = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 poison>, i32 %4, i64 3
  %25 = icmp eq <4 x i32> %23, %24
  %26 = freeze <4 x i1> %25
  %27 = bitcast <4 x i1> %26 to i4
  %28 = icmp ne i4 %27, 0
  %29 = add nsw i32 %12, -1
  %30 = icmp eq i32 %29, %6
  %31 = select i1 %28, i1 true, i1 %30
  %32 = add nsw i32 %14, -1
  %33 = icmp eq i32 %32, %8
  %34 = select i1 %31, i1 true, i1 %33
  %35 = sext i32 %18 to i64
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %35
  %37 = load i32, i32 addrspace(1)* %36, align 4, !tbaa !9
  br i1 %34, label %73, label %38

38:                                               ; preds = %2
  %39 = mul nsw i32 %37, 6
  %40 = add nsw i32 %18, -1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %41
  %43 = load i32, i32 addrspace(1)* %42, align 4, !tbaa !9
  %44 = add nsw i32 %18, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %45
  %47 = load i32, i32 addrspace(1)* %46, align 4, !tbaa !9
  %48 = sub nsw i32 %18, %10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %49
  %51 = load i32, i32 addrspace(1)* %50, align 4, !tbaa !9
  %52 = add nsw i32 %18, %10
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %53
  %55 = load i32, i32 addrspace(1)* %54, align 4, !tbaa !9
  %56 = insertelement <4 x i32> poison, i32 %43, i64 0
  %57 = insertelement <4 x i32> %56, i32 %47, i64 1
  %58 = insertelement <4 x i32> %57, i32 %51, i64 2
  %59 = insertelement <4 x i32> %58, i32 %55, i64 3
  %60 = mul nsw i32 %12, %10
  %61 = sub nsw i32 %18, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %62
  %64 = load i32, i32 addrspace(1)* %63, align 4, !tbaa !9
  %65 = add nsw i32 %18, %60
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %66
  %68 = load i32, i32 addrspace(1)* %67, align 4, !tbaa !9
  %69 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %59)
  %70 = add i32 %69, %64
  %71 = add i32 %70, %68
  %72 = sub i32 %39, %71
  br label %73

73:                                               ; preds = %2, %38
  %74 = phi i32 [ %72, %38 ], [ %37, %2 ]
  %75 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %35
  store i32 %74, i32 addrspace(1)* %75, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

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
!8 = !{!"in", !"out"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
