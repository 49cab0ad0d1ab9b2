; simtc:launch grid=4,2 block=4,4 w=16 h=8 board=int32[128]:0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0 next=int32[128]
; simtc:expect next=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0]
; ModuleID = 'life.cl'
source_filename = "life.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @life(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* nocapture noundef readonly %2, i32 addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = add i32 %8, %1
  %10 = insertelement <2 x i32> poison, i32 %9, i64 0
  %11 = insertelement <2 x i32> %10, i32 %6, i64 1
  %12 = insertelement <2 x i32> <i32 -1, i32 poison>, i32 %0, i64 1
  %13 = add <2 x i32> %11, %12
  %14 = extractelement <2 x i32> %13, i64 1
  %15 = add i32 %14, -1
  %16 = shufflevector <2 x i32> %13, <2 x i32> undef, <2 x i32> <i32 0, i32 undef>
  %17 = insertelement <2 x i32> %16, i32 %15, i64 1
  %18 = insertelement <2 x i32> poison, i32 %1, i64 0
  %19 = insertelement <2 x i32> %18, i32 %0, i64 1
  %20 = srem <2 x i32> %17, %19
  %21 = extractelement <2 x i32> %20, i64 0
  %22 = mul nsw i32 %21, %0
  %23 = extractelement <2 x i32> %20, i64 1
  %24 = add nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %25
  %27 = load i32, i32 addrspace(1)* %26, align 4, !tbaa !9
  %28 = srem <2 x i32> %13, %19
  %29 = extractelement <2 x i32> %28, i64 0
  %30 = mul nsw i32 %29, %0
  %31 = extractelement <2 x i32> %28, i64 1
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %33
  %35 = load i32, i32 addrspace(1)* %34, align 4, !tbaa !9
  %36 = add i32 %14, 1
  %37 = insertelement <2 x i32> %16, i32 %36, i64 1
  %38 = srem <2 x i32> %37, %19
  %39 = extractelement <2 x i32> %38, i64 0
  %40 = mul nsw i32 %39, %0
  %41 = extractelement <2 x i32> %38, i64 1
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %43
  %45 = load i32, i32 addrspace(1)* %44, align 4, !tbaa !9
  %46 = add i32 %14, -1
  %47 = insertelement <2 x i32> %10, i32 %46, i64 1
  %48 = srem <2 x i32> %47, %19
  %49 = extractelement <2 x i32> %48, i64 0
  %50 = mul nsw i32 %49, %0
  %51 = extractelement <2 x i32> %48, i64 1
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %53
  %55 = load i32, i32 addrspace(1)* %54, align 4, !tbaa !9
  %56 = add i32 %14, 1
  %57 = insertelement <2 x i32> %10, i32 %56, i64 1
  %58 = srem <2 x i32> %57, %19
  %59 = extractelement <2 x i32> %58, i64 0
  %60 = mul nsw i32 %59, %0
  %61 = extractelement <2 x i32> %58, i64 1
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %63
  %65 = load i32, i32 addrspace(1)* %64, align 4, !tbaa !9
  %66 = insertelement <2 x i32> %13, i32 %9, i64 0
  %67 = add <2 x i32> %66, <i32 1, i32 -1>
  %68 = srem <2 x i32> %67, %19
  %69 = extractelement <2 x i32> %68, i64 0
  %70 = mul nsw i32 %69, %0
  %71 = extractelement <2 x i32> %68, i64 1
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %73
  %75 = load i32, i32 addrspace(1)* %74, align 4, !tbaa !9
  %76 = extractelement <2 x i32> %67, i64 0
  %77 = shufflevector <2 x i32> %67, <2 x i32> %13, <2 x i32> <i32 0, i32 3>
  %78 = srem <2 x i32> %77, %19
  %79 = extractelement <2 x i32> %78, i64 0
  %80 = mul nsw i32 %79, %0
  %81 = extractelement <2 x i32> %78, i64 1
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %83
  %85 = load i32, i32 addrspace(1)* %84, align 4, !tbaa !9
  %86 = srem i32 %76, %1
  %87 = mul nsw i32 %86, %0
  %88 = add i32 %14, 1
  %89 = srem i32 %88, %0
  %90 = add nsw i32 %87, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %91
  %93 = load i32, i32 addrspace(1)* %92, align 4, !tbaa !9
  %94 = insertelement <8 x i32> poison, i32 %93, i64 0
  %95 = insertelement <8 x i32> %94, i32 %85, i64 1
  %96 = insertelement <8 x i32> %95, i32 %75, i64 2
  %97 = insertelement <8 x i32> %96, i32 %65, i64 3
  %98 = insertelement <8 x i32> %97, i32 %55, i64 4
  %99 = insertelement <8 x i32> %98, i32 %45, i64 5
  %100 = insertelement <8 x i32> %99, i32 %35, i64 6
  %101 = insertelement <8 x i32> %100, i32 %27, i64 7
  %102 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %101)
  %103 = mul nsw i32 %8, %0
  %104 = add nsw i32 %103, %6
  %105 = sext i32 %104 to i64
  %106 = icmp eq i32 %102, 3
  br i1 %106, label %113, label %107

107:                                              ; preds = %4
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %105
  %109 = load i32, i32 addrspace(1)* %108, align 4, !tbaa !9
  %110 = icmp ne i32 %109, 0
  %111 = icmp eq i32 %102, 2
  %112 = select i1 %110, i1 %111, i1 false
  br label %113

113:                                              ; preds = %107, %4
  %114 = phi i1 [ true, %4 ], [ %112, %107 ]
  %115 = zext i1 %114 to i32
  %116 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %105
  store i32 %115, i32 addrspace(1)* %116, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 0, i32 0, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int", !"int", !"int*", !"int*"}
!7 = !{!"", !"", !"const", !""}
!8 = !{!"w", !"h", !"board", !"next"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
