; simtc:launch grid=1 block=8 warp=8 keys=uint32[32]:7,3,12,1,9,14,0,5,11,2,8,15,6,13,4,10,3,3,1,0,2,2,3,1,0,1,2,3,15,14,13,12 counts=uint32[32] out=uint32[32]
; simtc:expect counts=[0,1,2,3,4,5,5,6,7,8,10,10,11,12,13,14,15,15,16,17,19,19,21,22,23,25,25,27,27,29,30,31]
; simtc:expect out=[12,0,8,4,0,0,12,1,9,5,13,1,1,1,13,14,2,6,10,2,2,2,14,7,3,11,15,3,3,3,3,15]
; ModuleID = 'radix_scan.cl'
source_filename = "radix_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@radix_scan.hist = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@radix_scan.scan = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @radix_scan(<4 x i32> addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = alloca [4 x i32], align 4
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 %8
  %10 = load <4 x i32>, <4 x i32> addrspace(1)* %9, align 16, !tbaa !11
  %11 = shl i64 %5, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %12
  store i32 0, i32 addrspace(3)* %13, align 4, !tbaa !14
  %14 = add nsw i32 %6, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %15
  store i32 0, i32 addrspace(3)* %16, align 4, !tbaa !14
  %17 = add nsw i32 %6, 16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %18
  store i32 0, i32 addrspace(3)* %19, align 4, !tbaa !14
  %20 = add nsw i32 %6, 24
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %21
  store i32 0, i32 addrspace(3)* %22, align 4, !tbaa !14
  %23 = and <4 x i32> %10, <i32 3, i32 3, i32 3, i32 3>
  %24 = extractelement <4 x i32> %23, i64 0
  %25 = shl nuw nsw i32 %24, 3
  %26 = add i32 %25, %6
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %27
  %29 = load i32, i32 addrspace(3)* %28, align 4, !tbaa !14
  %30 = add i32 %29, 1
  store i32 %30, i32 addrspace(3)* %28, align 4, !tbaa !14
  %31 = extractelement <4 x i32> %23, i64 1
  %32 = shl nuw nsw i32 %31, 3
  %33 = add i32 %32, %6
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %34
  %36 = load i32, i32 addrspace(3)* %35, align 4, !tbaa !14
  %37 = add i32 %36, 1
  store i32 %37, i32 addrspace(3)* %35, align 4, !tbaa !14
  %38 = extractelement <4 x i32> %23, i64 2
  %39 = shl nuw nsw i32 %38, 3
  %40 = add i32 %39, %6
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %41
  %43 = load i32, i32 addrspace(3)* %42, align 4, !tbaa !14
  %44 = add i32 %43, 1
  store i32 %44, i32 addrspace(3)* %42, align 4, !tbaa !14
  %45 = extractelement <4 x i32> %23, i64 3
  %46 = shl nuw nsw i32 %45, 3
  %47 = add i32 %46, %6
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %48
  %50 = load i32, i32 addrspace(3)* %49, align 4, !tbaa !14
  %51 = add i32 %50, 1
  store i32 %51, i32 addrspace(3)* %49, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %52 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !14
  %53 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %12
  store i32 %52, i32 addrspace(3)* %53, align 4, !tbaa !14
  %54 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !14
  %55 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %15
  store i32 %54, i32 addrspace(3)* %55, align 4, !tbaa !14
  %56 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !14
  %57 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %18
  store i32 %56, i32 addrspace(3)* %57, align 4, !tbaa !14
  %58 = load i32, i32 addrspace(3)* %22, align 4, !tbaa !14
  %59 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %21
  store i32 %58, i32 addrspace(3)* %59, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br label %60

60:                                               ; preds = %3, %92
  %61 = phi i32 [ 1, %3 ], [ %102, %92 ]
  %62 = icmp sgt i32 %61, %6
  br i1 %62, label %68, label %63

63:                                               ; preds = %60
  %64 = sub nsw i32 %6, %61
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %65
  %67 = load i32, i32 addrspace(3)* %66, align 4, !tbaa !14
  br label %68

68:                                               ; preds = %60, %63
  %69 = phi i32 [ %67, %63 ], [ 0, %60 ]
  %70 = icmp slt i32 %14, %61
  br i1 %70, label %76, label %71

71:                                               ; preds = %68
  %72 = sub nsw i32 %14, %61
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %73
  %75 = load i32, i32 addrspace(3)* %74, align 4, !tbaa !14
  br label %76

76:                                               ; preds = %71, %68
  %77 = phi i32 [ %75, %71 ], [ 0, %68 ]
  %78 = icmp slt i32 %17, %61
  br i1 %78, label %84, label %79

79:                                               ; preds = %76
  %80 = sub nsw i32 %17, %61
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %81
  %83 = load i32, i32 addrspace(3)* %82, align 4, !tbaa !14
  br label %84

84:                                               ; preds = %79, %76
  %85 = phi i32 [ %83, %79 ], [ 0, %76 ]
  %86 = icmp slt i32 %20, %61
  br i1 %86, label %92, label %87

87:                                               ; preds = %84
  %88 = sub nsw i32 %20, %61
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %89
  %91 = load i32, i32 addrspace(3)* %90, align 4, !tbaa !14
  br label %92

92:                                               ; preds = %87, %84
  %93 = phi i32 [ %91, %87 ], [ 0, %84 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %94 = load i32, i32 addrspace(3)* %53, align 4, !tbaa !14
  %95 = add i32 %94, %69
  store i32 %95, i32 addrspace(3)* %53, align 4, !tbaa !14
  %96 = load i32, i32 addrspace(3)* %55, align 4, !tbaa !14
  %97 = add i32 %96, %77
  store i32 %97, i32 addrspace(3)* %55, align 4, !tbaa !14
  %98 = load i32, i32 addrspace(3)* %57, align 4, !tbaa !14
  %99 = add i32 %98, %85
  store i32 %99, i32 addrspace(3)* %57, align 4, !tbaa !14
  %100 = load i32, i32 addrspace(3)* %59, align 4, !tbaa !14
  %101 = add i32 %100, %93
  store i32 %101, i32 addrspace(3)* %59, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %102 = shl i32 %61, 1
  %103 = icmp slt i32 %102, 32
  br i1 %103, label %60, label %104

104:                                              ; preds = %92
  %105 = load i32, i32 addrspace(3)* %53, align 4, !tbaa !14
  %106 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !14
  %107 = sub i32 %105, %106
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %12
  store i32 %107, i32 addrspace(1)* %108, align 4, !tbaa !14
  %109 = load i32, i32 addrspace(3)* %55, align 4, !tbaa !14
  %110 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !14
  %111 = sub i32 %109, %110
  %112 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %15
  store i32 %111, i32 addrspace(1)* %112, align 4, !tbaa !14
  %113 = load i32, i32 addrspace(3)* %57, align 4, !tbaa !14
  %114 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !14
  %115 = sub i32 %113, %114
  %116 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %18
  store i32 %115, i32 addrspace(1)* %116, align 4, !tbaa !14
  %117 = load i32, i32 addrspace(3)* %59, align 4, !tbaa !14
  %118 = load i32, i32 addrspace(3)* %22, align 4, !tbaa !14
  %119 = sub i32 %117, %118
  %120 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %21
  store i32 %119, i32 addrspace(1)* %120, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %121 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %121) #6
  %122 = load i32, i32 addrspace(3)* %53, align 4, !tbaa !14
  %123 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !14
  %124 = sub i32 %122, %123
  %125 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  store i32 %124, i32* %125, align 4, !tbaa !14
  %126 = load i32, i32 addrspace(3)* %55, align 4, !tbaa !14
  %127 = load i32, i32 addrspace(3)* %16, align 4, !tbaa !14
  %128 = sub i32 %126, %127
  %129 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  store i32 %128, i32* %129, align 4, !tbaa !14
  %130 = load i32, i32 addrspace(3)* %57, align 4, !tbaa !14
  %131 = load i32, i32 addrspace(3)* %19, align 4, !tbaa !14
  %132 = sub i32 %130, %131
  %133 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  store i32 %132, i32* %133, align 4, !tbaa !14
  %134 = load i32, i32 addrspace(3)* %59, align 4, !tbaa !14
  %135 = load i32, i32 addrspace(3)* %22, align 4, !tbaa !14
  %136 = sub i32 %134, %135
  %137 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  store i32 %136, i32* %137, align 4, !tbaa !14
  %138 = extractelement <4 x i32> %10, i64 0
  %139 = zext i32 %24 to i64
  %140 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %139
  %141 = load i32, i32* %140, align 4, !tbaa !14
  %142 = add i32 %141, 1
  store i32 %142, i32* %140, align 4, !tbaa !14
  %143 = zext i32 %141 to i64
  %144 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %143
  store i32 %138, i32 addrspace(1)* %144, align 4, !tbaa !14
  %145 = extractelement <4 x i32> %10, i64 1
  %146 = zext i32 %31 to i64
  %147 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %146
  %148 = load i32, i32* %147, align 4, !tbaa !14
  %149 = add i32 %148, 1
  store i32 %149, i32* %147, align 4, !tbaa !14
  %150 = zext i32 %148 to i64
  %151 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %150
  store i32 %145, i32 addrspace(1)* %151, align 4, !tbaa !14
  %152 = extractelement <4 x i32> %10, i64 2
  %153 = zext i32 %38 to i64
  %154 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %153
  %155 = load i32, i32* %154, align 4, !tbaa !14
  %156 = add i32 %155, 1
  store i32 %156, i32* %154, align 4, !tbaa !14
  %157 = zext i32 %155 to i64
  %158 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %157
  store i32 %152, i32 addrspace(1)* %158, align 4, !tbaa !14
  %159 = extractelement <4 x i32> %10, i64 3
  %160 = zext i32 %45 to i64
  %161 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !14
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %163
  store i32 %159, i32 addrspace(1)* %164, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %121) #6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x i32> addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @radix_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"uint4*", !"uint*", !"uint*"}
!8 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint*", !"uint*"}
!9 = !{!"const", !"", !""}
!10 = !{!"keys", !"counts", !"out"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
