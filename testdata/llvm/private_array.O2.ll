; simtc:launch grid=1 block=32 in=int32[32]:iota out=int32[96]
; simtc:expect out=[0,12,7,0,12,7,0,11,6,0,11,7,2,11,6,2,10,5,1,10,6,1,10,6,1,9,5,1,11,6,3,11,6,2,11,5,2,11,6,2,10,6,1,12,6,1,12,7,1,12,7,0,12,7,0,11,7,0,11,7,0,11,6,2,10,6,1,10,6,1,10,5,1,9,6,1,11,6,3,11,5,2,11,6,2,11,6,2,10,5,1,10,6,1,12,7]
; ModuleID = 'private_array.cl'
source_filename = "private_array.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @private_array(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %9 = bitcast [8 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %9) #4
  %10 = mul nsw i32 %8, 7
  %11 = insertelement <2 x i32> poison, i32 %10, i64 0
  %12 = insertelement <2 x i32> %11, i32 %8, i64 1
  %13 = srem <2 x i32> %12, <i32 11, i32 3>
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 0
  %15 = add nsw <2 x i32> %12, <i32 13, i32 1>
  %16 = srem <2 x i32> %15, <i32 11, i32 3>
  %17 = shufflevector <2 x i32> %13, <2 x i32> %16, <2 x i32> <i32 0, i32 2>
  %18 = shufflevector <2 x i32> %13, <2 x i32> %16, <2 x i32> <i32 1, i32 3>
  %19 = add nsw <2 x i32> %17, %18
  %20 = extractelement <2 x i32> %19, i64 0
  store i32 %20, i32* %14, align 4, !tbaa !9
  %21 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 1
  %22 = extractelement <2 x i32> %19, i64 1
  store i32 %22, i32* %21, align 4, !tbaa !9
  %23 = add nsw i32 %10, 26
  %24 = srem i32 %23, 11
  %25 = add nsw i32 %8, 2
  %26 = srem i32 %25, 3
  %27 = add nsw i32 %24, %26
  %28 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 2
  store i32 %27, i32* %28, align 4, !tbaa !9
  %29 = add nsw i32 %10, 39
  %30 = srem i32 %29, 11
  %31 = add nsw i32 %8, 3
  %32 = srem i32 %31, 3
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3
  store i32 %33, i32* %34, align 4, !tbaa !9
  %35 = add nsw i32 %10, 52
  %36 = srem i32 %35, 11
  %37 = add nsw i32 %8, 4
  %38 = srem i32 %37, 3
  %39 = add nsw i32 %36, %38
  %40 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4
  store i32 %39, i32* %40, align 4, !tbaa !9
  %41 = add nsw i32 %10, 65
  %42 = srem i32 %41, 11
  %43 = add nsw i32 %8, 5
  %44 = srem i32 %43, 3
  %45 = add nsw i32 %42, %44
  %46 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5
  store i32 %45, i32* %46, align 4, !tbaa !9
  %47 = add nsw i32 %10, 78
  %48 = srem i32 %47, 11
  %49 = add nsw i32 %8, 6
  %50 = srem i32 %49, 3
  %51 = add nsw i32 %48, %50
  %52 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6
  store i32 %51, i32* %52, align 4, !tbaa !9
  %53 = add nsw i32 %10, 91
  %54 = srem i32 %53, 11
  %55 = add nsw i32 %8, 7
  %56 = srem i32 %55, 3
  %57 = add nsw i32 %54, %56
  %58 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7
  store i32 %57, i32* %58, align 4, !tbaa !9
  %59 = icmp sgt i32 %20, %22
  br i1 %59, label %60, label %61

60:                                               ; preds = %2
  store i32 %20, i32* %21, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %60, %2
  %62 = phi i32 [ 0, %60 ], [ 1, %2 ]
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %63
  store i32 %22, i32* %64, align 4, !tbaa !9
  %65 = load i32, i32* %21, align 4, !tbaa !9
  %66 = icmp sgt i32 %65, %27
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  store i32 %65, i32* %28, align 4, !tbaa !9
  %68 = load i32, i32* %14, align 4, !tbaa !9
  %69 = icmp sgt i32 %68, %27
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  store i32 %68, i32* %21, align 4, !tbaa !9
  br label %71

71:                                               ; preds = %70, %67, %61
  %72 = phi i32 [ 2, %61 ], [ 1, %67 ], [ 0, %70 ]
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %73
  store i32 %27, i32* %74, align 4, !tbaa !9
  %75 = load i32, i32* %34, align 4, !tbaa !9
  %76 = load i32, i32* %28, align 4, !tbaa !9
  %77 = icmp sgt i32 %76, %75
  br i1 %77, label %78, label %85

78:                                               ; preds = %71
  store i32 %76, i32* %34, align 4, !tbaa !9
  %79 = load i32, i32* %21, align 4, !tbaa !9
  %80 = icmp sgt i32 %79, %75
  br i1 %80, label %81, label %85

81:                                               ; preds = %78
  store i32 %79, i32* %28, align 4, !tbaa !9
  %82 = load i32, i32* %14, align 4, !tbaa !9
  %83 = icmp sgt i32 %82, %75
  br i1 %83, label %84, label %85

84:                                               ; preds = %81
  store i32 %82, i32* %21, align 4, !tbaa !9
  br label %85

85:                                               ; preds = %84, %81, %78, %71
  %86 = phi i32 [ 3, %71 ], [ 2, %78 ], [ 1, %81 ], [ 0, %84 ]
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %87
  store i32 %75, i32* %88, align 4, !tbaa !9
  %89 = load i32, i32* %34, align 4, !tbaa !9
  %90 = icmp sgt i32 %89, %39
  br i1 %90, label %91, label %101

91:                                               ; preds = %85
  store i32 %89, i32* %40, align 4, !tbaa !9
  %92 = load i32, i32* %28, align 4, !tbaa !9
  %93 = icmp sgt i32 %92, %39
  br i1 %93, label %94, label %101

94:                                               ; preds = %91
  store i32 %92, i32* %34, align 4, !tbaa !9
  %95 = load i32, i32* %21, align 4, !tbaa !9
  %96 = icmp sgt i32 %95, %39
  br i1 %96, label %97, label %101

97:                                               ; preds = %94
  store i32 %95, i32* %28, align 4, !tbaa !9
  %98 = load i32, i32* %14, align 4, !tbaa !9
  %99 = icmp sgt i32 %98, %39
  br i1 %99, label %100, label %101

100:                                              ; preds = %97
  store i32 %98, i32* %21, align 4, !tbaa !9
  br label %101

101:                                              ; preds = %100, %97, %94, %91, %85
  %102 = phi i32 [ 4, %85 ], [ 3, %91 ], [ 2, %94 ], [ 1, %97 ], [ 0, %100 ]
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %103
  store i32 %39, i32* %104, align 4, !tbaa !9
  %105 = load i32, i32* %46, align 4, !tbaa !9
  %106 = load i32, i32* %40, align 4, !tbaa !9
  %107 = icmp sgt i32 %106, %105
  br i1 %107, label %108, label %121

108:                                              ; preds = %101
  store i32 %106, i32* %46, align 4, !tbaa !9
  %109 = load i32, i32* %34, align 4, !tbaa !9
  %110 = icmp sgt i32 %109, %105
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  store i32 %109, i32* %40, align 4, !tbaa !9
  %112 = load i32, i32* %28, align 4, !tbaa !9
  %113 = icmp sgt i32 %112, %105
  br i1 %113, label %114, label %121

114:                                              ; preds = %111
  store i32 %112, i32* %34, align 4, !tbaa !9
  %115 = load i32, i32* %21, align 4, !tbaa !9
  %116 = icmp sgt i32 %115, %105
  br i1 %116, label %117, label %121

117:                                              ; preds = %114
  store i32 %115, i32* %28, align 4, !tbaa !9
  %118 = load i32, i32* %14, align 4, !tbaa !9
  %119 = icmp sgt i32 %118, %105
  br i1 %119, label %120, label %121

120:                                              ; preds = %117
  store i32 %118, i32* %21, align 4, !tbaa !9
  br label %121

121:                                              ; preds = %120, %117, %114, %111, %108, %101
  %122 = phi i32 [ 5, %101 ], [ 4, %108 ], [ 3, %111 ], [ 2, %114 ], [ 1, %117 ], [ 0, %120 ]
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %123
  store i32 %105, i32* %124, align 4, !tbaa !9
  %125 = load i32, i32* %52, align 4, !tbaa !9
  %126 = load i32, i32* %46, align 4, !tbaa !9
  %127 = icmp sgt i32 %126, %125
  br i1 %127, label %128, label %144

128:                                              ; preds = %121
  store i32 %126, i32* %52, align 4, !tbaa !9
  %129 = load i32, i32* %40, align 4, !tbaa !9
  %130 = icmp sgt i32 %129, %125
  br i1 %130, label %131, label %144

131:                                              ; preds = %128
  store i32 %129, i32* %46, align 4, !tbaa !9
  %132 = load i32, i32* %34, align 4, !tbaa !9
  %133 = icmp sgt i32 %132, %125
  br i1 %133, label %134, label %144

134:                                              ; preds = %131
  store i32 %132, i32* %40, align 4, !tbaa !9
  %135 = load i32, i32* %28, align 4, !tbaa !9
  %136 = icmp sgt i32 %135, %125
  br i1 %136, label %137, label %144

137:                                              ; preds = %134
  store i32 %135, i32* %34, align 4, !tbaa !9
  %138 = load i32, i32* %21, align 4, !tbaa !9
  %139 = icmp sgt i32 %138, %125
  br i1 %139, label %140, label %144

140:                                              ; preds = %137
  store i32 %138, i32* %28, align 4, !tbaa !9
  %141 = load i32, i32* %14, align 4, !tbaa !9
  %142 = icmp sgt i32 %141, %125
  br i1 %142, label %143, label %144

143:                                              ; preds = %140
  store i32 %141, i32* %21, align 4, !tbaa !9
  br label %144

144:                                              ; preds = %143, %140, %137, %134, %131, %128, %121
  %145 = phi i32 [ 6, %121 ], [ 5, %128 ], [ 4, %131 ], [ 3, %134 ], [ 2, %137 ], [ 1, %140 ], [ 0, %143 ]
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %146
  store i32 %125, i32* %147, align 4, !tbaa !9
  %148 = load i32, i32* %58, align 4, !tbaa !9
  %149 = load i32, i32* %52, align 4, !tbaa !9
  %150 = icmp sgt i32 %149, %148
  br i1 %150, label %151, label %170

151:                                              ; preds = %144
  store i32 %149, i32* %58, align 4, !tbaa !9
  %152 = load i32, i32* %46, align 4, !tbaa !9
  %153 = icmp sgt i32 %152, %148
  br i1 %153, label %154, label %170

154:                                              ; preds = %151
  store i32 %152, i32* %52, align 4, !tbaa !9
  %155 = load i32, i32* %40, align 4, !tbaa !9
  %156 = icmp sgt i32 %155, %148
  br i1 %156, label %157, label %170

157:                                              ; preds = %154
  store i32 %155, i32* %46, align 4, !tbaa !9
  %158 = load i32, i32* %34, align 4, !tbaa !9
  %159 = icmp sgt i32 %158, %148
  br i1 %159, label %160, label %170

160:                                              ; preds = %157
  store i32 %158, i32* %40, align 4, !tbaa !9
  %161 = load i32, i32* %28, align 4, !tbaa !9
  %162 = icmp sgt i32 %161, %148
  br i1 %162, label %163, label %170

163:                                              ; preds = %160
  store i32 %161, i32* %34, align 4, !tbaa !9
  %164 = load i32, i32* %21, align 4, !tbaa !9
  %165 = icmp sgt i32 %164, %148
  br i1 %165, label %166, label %170

166:                                              ; preds = %163
  store i32 %164, i32* %28, align 4, !tbaa !9
  %167 = load i32, i32* %14, align 4, !tbaa !9
  %168 = icmp sgt i32 %167, %148
  br i1 %168, label %169, label %170

169:                                              ; preds = %166
  store i32 %167, i32* %21, align 4, !tbaa !9
  br label %170

170:                                              ; preds = %169, %166, %163, %160, %157, %154, %151, %144
  %171 = phi i32 [ 7, %144 ], [ 6, %151 ], [ 5, %154 ], [ 4, %157 ], [ 3, %160 ], [ 2, %163 ], [ 1, %166 ], [ 0, %169 ]
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %172
  store i32 %148, i32* %173, align 4, !tbaa !9
  %174 = load i32, i32* %21, align 4, !tbaa !9
  %175 = load i32, i32* %14, align 4, !tbaa !9
  %176 = icmp eq i32 %174, %175
  %177 = select i1 %176, i32 1, i32 2
  %178 = load i32, i32* %28, align 4, !tbaa !9
  %179 = icmp ne i32 %178, %174
  %180 = zext i1 %179 to i32
  %181 = add nuw nsw i32 %177, %180
  %182 = load i32, i32* %34, align 4, !tbaa !9
  %183 = icmp ne i32 %182, %178
  %184 = zext i1 %183 to i32
  %185 = add nuw nsw i32 %181, %184
  %186 = bitcast i32* %40 to <4 x i32>*
  %187 = load <4 x i32>, <4 x i32>* %186, align 4, !tbaa !9
  %188 = insertelement <4 x i32> poison, i32 %182, i64 0
  %189 = shufflevector <4 x i32> %188, <4 x i32> %187, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %190 = icmp ne <4 x i32> %187, %189
  %191 = extractelement <4 x i1> %190, i64 0
  %192 = zext i1 %191 to i32
  %193 = add nuw nsw i32 %185, %192
  %194 = extractelement <4 x i1> %190, i64 1
  %195 = zext i1 %194 to i32
  %196 = add nuw nsw i32 %193, %195
  %197 = extractelement <4 x i1> %190, i64 2
  %198 = zext i1 %197 to i32
  %199 = add nuw nsw i32 %196, %198
  %200 = extractelement <4 x i1> %190, i64 3
  %201 = zext i1 %200 to i32
  %202 = add nuw nsw i32 %199, %201
  %203 = mul nsw i32 %5, 3
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %204
  store i32 %175, i32 addrspace(1)* %205, align 4, !tbaa !9
  %206 = add nsw i32 %203, 1
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %207
  %209 = extractelement <4 x i32> %187, i64 3
  store i32 %209, i32 addrspace(1)* %208, align 4, !tbaa !9
  %210 = add nsw i32 %203, 2
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %211
  store i32 %202, i32 addrspace(1)* %212, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %9) #4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

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
