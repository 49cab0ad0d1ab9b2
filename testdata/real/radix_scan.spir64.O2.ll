; simtc:launch grid=1 block=8 warp=8 keys=uint32[32]:7,3,12,1,9,14,0,5,11,2,8,15,6,13,4,10,3,3,1,0,2,2,3,1,0,1,2,3,15,14,13,12 counts=uint32[32] out=uint32[32]
; simtc:expect counts=[0,1,2,3,4,5,5,6,7,8,10,10,11,12,13,14,15,15,16,17,19,19,21,22,23,25,25,27,27,29,30,31]
; simtc:expect out=[12,0,8,4,0,0,12,1,9,5,13,1,1,1,13,14,2,6,10,2,2,2,14,7,3,11,15,3,3,3,3,15]
; ModuleID = 'radix_scan.cl'
source_filename = "radix_scan.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@radix_scan.hist = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@radix_scan.scan = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @radix_scan(<4 x i32> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca [4 x i32], align 4
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 %7
  %9 = load <4 x i32>, <4 x i32> addrspace(1)* %8, align 16, !tbaa !10
  %10 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %7
  store i32 0, i32 addrspace(3)* %10, align 4, !tbaa !13
  %11 = add nsw i32 %6, 8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %12
  store i32 0, i32 addrspace(3)* %13, align 4, !tbaa !13
  %14 = add nsw i32 %6, 16
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %15
  store i32 0, i32 addrspace(3)* %16, align 4, !tbaa !13
  %17 = add nsw i32 %6, 24
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %18
  store i32 0, i32 addrspace(3)* %19, align 4, !tbaa !13
  %20 = and <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>
  %21 = extractelement <4 x i32> %20, i64 0
  %22 = shl nuw nsw i32 %21, 3
  %23 = add i32 %22, %6
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %24
  %26 = load i32, i32 addrspace(3)* %25, align 4, !tbaa !13
  %27 = add i32 %26, 1
  store i32 %27, i32 addrspace(3)* %25, align 4, !tbaa !13
  %28 = extractelement <4 x i32> %20, i64 1
  %29 = shl nuw nsw i32 %28, 3
  %30 = add i32 %29, %6
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %31
  %33 = load i32, i32 addrspace(3)* %32, align 4, !tbaa !13
  %34 = add i32 %33, 1
  store i32 %34, i32 addrspace(3)* %32, align 4, !tbaa !13
  %35 = extractelement <4 x i32> %20, i64 2
  %36 = shl nuw nsw i32 %35, 3
  %37 = add i32 %36, %6
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %38
  %40 = load i32, i32 addrspace(3)* %39, align 4, !tbaa !13
  %41 = add i32 %40, 1
  store i32 %41, i32 addrspace(3)* %39, align 4, !tbaa !13
  %42 = extractelement <4 x i32> %20, i64 3
  %43 = shl nuw nsw i32 %42, 3
  %44 = add i32 %43, %6
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %45
  %47 = load i32, i32 addrspace(3)* %46, align 4, !tbaa !13
  %48 = add i32 %47, 1
  store i32 %48, i32 addrspace(3)* %46, align 4, !tbaa !13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %49 = load i32, i32 addrspace(3)* %10, align 4, !tbaa !13
  %50 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %7
  store i32 %49, i32 addrspace(3)* %50, align 4, !tbaa !13
  %51 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !13
  %52 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %12
  store i32 %51, i32 addrspace(3)* %52, align 4, !tbaa !13
  %53 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !13
  %54 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %15
  store i32 %53, i32 addrspace(3)* %54, align 4, !tbaa !13
  %55 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !13
  %56 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %18
  store i32 %55, i32 addrspace(3)* %56, align 4, !tbaa !13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br label %57

57:                                               ; preds = %3, %89
  %58 = phi i32 [ 1, %3 ], [ %99, %89 ]
  %59 = icmp sgt i32 %58, %6
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = sub nsw i32 %6, %58
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %62
  %64 = load i32, i32 addrspace(3)* %63, align 4, !tbaa !13
  br label %65

65:                                               ; preds = %57, %60
  %66 = phi i32 [ %64, %60 ], [ 0, %57 ]
  %67 = icmp slt i32 %11, %58
  br i1 %67, label %73, label %68

68:                                               ; preds = %65
  %69 = sub nsw i32 %11, %58
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %70
  %72 = load i32, i32 addrspace(3)* %71, align 4, !tbaa !13
  br label %73

73:                                               ; preds = %68, %65
  %74 = phi i32 [ %72, %68 ], [ 0, %65 ]
  %75 = icmp slt i32 %14, %58
  br i1 %75, label %81, label %76

76:                                               ; preds = %73
  %77 = sub nsw i32 %14, %58
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %78
  %80 = load i32, i32 addrspace(3)* %79, align 4, !tbaa !13
  br label %81

81:                                               ; preds = %76, %73
  %82 = phi i32 [ %80, %76 ], [ 0, %73 ]
  %83 = icmp slt i32 %17, %58
  br i1 %83, label %89, label %84

84:                                               ; preds = %81
  %85 = sub nsw i32 %17, %58
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %86
  %88 = load i32, i32 addrspace(3)* %87, align 4, !tbaa !13
  br label %89

89:                                               ; preds = %84, %81
  %90 = phi i32 [ %88, %84 ], [ 0, %81 ]
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %91 = load i32, i32 addrspace(3)* %50, align 4, !tbaa !13
  %92 = add i32 %91, %66
  store i32 %92, i32 addrspace(3)* %50, align 4, !tbaa !13
  %93 = load i32, i32 addrspace(3)* %52, align 4, !tbaa !13
  %94 = add i32 %93, %74
  store i32 %94, i32 addrspace(3)* %52, align 4, !tbaa !13
  %95 = load i32, i32 addrspace(3)* %54, align 4, !tbaa !13
  %96 = add i32 %95, %82
  store i32 %96, i32 addrspace(3)* %54, align 4, !tbaa !13
  %97 = load i32, i32 addrspace(3)* %56, align 4, !tbaa !13
  %98 = add i32 %97, %90
  store i32 %98, i32 addrspace(3)* %56, align 4, !tbaa !13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %99 = shl i32 %58, 1
  %100 = icmp slt i32 %99, 32
  br i1 %100, label %57, label %101

101:                                              ; preds = %89
  %102 = load i32, i32 addrspace(3)* %50, align 4, !tbaa !13
  %103 = load i32, i32 addrspace(3)* %10, align 4, !tbaa !13
  %104 = sub i32 %102, %103
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  store i32 %104, i32 addrspace(1)* %105, align 4, !tbaa !13
  %106 = load i32, i32 addrspace(3)* %52, align 4, !tbaa !13
  %107 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !13
  %108 = sub i32 %106, %107
  %109 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %12
  store i32 %108, i32 addrspace(1)* %109, align 4, !tbaa !13
  %110 = load i32, i32 addrspace(3)* %54, align 4, !tbaa !13
  %111 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !13
  %112 = sub i32 %110, %111
  %113 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %15
  store i32 %112, i32 addrspace(1)* %113, align 4, !tbaa !13
  %114 = load i32, i32 addrspace(3)* %56, align 4, !tbaa !13
  %115 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !13
  %116 = sub i32 %114, %115
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %18
  store i32 %116, i32 addrspace(1)* %117, align 4, !tbaa !13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %118 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %118) #6
  %119 = load i32, i32 addrspace(3)* %50, align 4, !tbaa !13
  %120 = load i32, i32 addrspace(3)* %10, align 4, !tbaa !13
  %121 = sub i32 %119, %120
  %122 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  store i32 %121, i32* %122, align 4, !tbaa !13
  %123 = load i32, i32 addrspace(3)* %52, align 4, !tbaa !13
  %124 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !13
  %125 = sub i32 %123, %124
  %126 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  store i32 %125, i32* %126, align 4, !tbaa !13
  %127 = load i32, i32 addrspace(3)* %54, align 4, !tbaa !13
  %128 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !13
  %129 = sub i32 %127, %128
  %130 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  store i32 %129, i32* %130, align 4, !tbaa !13
  %131 = load i32, i32 addrspace(3)* %56, align 4, !tbaa !13
  %132 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !13
  %133 = sub i32 %131, %132
  %134 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  store i32 %133, i32* %134, align 4, !tbaa !13
  %135 = extractelement <4 x i32> %9, i64 0
  %136 = zext i32 %21 to i64
  %137 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4, !tbaa !13
  %139 = add i32 %138, 1
  store i32 %139, i32* %137, align 4, !tbaa !13
  %140 = zext i32 %138 to i64
  %141 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %140
  store i32 %135, i32 addrspace(1)* %141, align 4, !tbaa !13
  %142 = extractelement <4 x i32> %9, i64 1
  %143 = zext i32 %28 to i64
  %144 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %143
  %145 = load i32, i32* %144, align 4, !tbaa !13
  %146 = add i32 %145, 1
  store i32 %146, i32* %144, align 4, !tbaa !13
  %147 = zext i32 %145 to i64
  %148 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %147
  store i32 %142, i32 addrspace(1)* %148, align 4, !tbaa !13
  %149 = extractelement <4 x i32> %9, i64 2
  %150 = zext i32 %35 to i64
  %151 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4, !tbaa !13
  %153 = add i32 %152, 1
  store i32 %153, i32* %151, align 4, !tbaa !13
  %154 = zext i32 %152 to i64
  %155 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %154
  store i32 %149, i32 addrspace(1)* %155, align 4, !tbaa !13
  %156 = extractelement <4 x i32> %9, i64 3
  %157 = zext i32 %42 to i64
  %158 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %157
  %159 = load i32, i32* %158, align 4, !tbaa !13
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %160
  store i32 %156, i32 addrspace(1)* %161, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %118) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uint4*", !"uint*", !"uint*"}
!7 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint*", !"uint*"}
!8 = !{!"const", !"", !""}
!9 = !{!"keys", !"counts", !"out"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
