; simtc:launch grid=2,1 block=4,2 n=16 len=12 src=int32[128]:iota dst=int32[256] sum=int32[16]
; simtc:expect dst=[1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0,1,2,3,4,5,6,6,7,8,9,10,11,0,0,0,0,17,18,19,20,21,22,22,23,24,25,26,27,0,0,0,0,33,34,35,36,37,38,38,39,40,41,42,43,0,0,0,0,49,50,51,52,53,54,54,55,56,57,58,59,0,0,0,0,65,66,67,68,69,70,70,71,72,73,74,75,0,0,0,0,81,82,83,84,85,86,86,87,88,89,90,91,0,0,0,0,97,98,99,100,101,102,102,103,104,105,106,107,0,0,0,0,113,114,115,116,117,118,118,119,120,121,122,123,0,0,0,0]
; simtc:expect sum=[0*16]
; ModuleID = 'rowcopy.cl'
source_filename = "rowcopy.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @rowcopy(i32 noundef %0, i32 noundef %1, i32 addrspace(1)* noalias nocapture noundef readonly %2, i32 addrspace(1)* noalias nocapture noundef %3, i32 addrspace(1)* noalias nocapture noundef writeonly %4) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %6 = alloca [2200 x i32], align 4
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  %13 = mul nsw i32 %12, %10
  %14 = add nsw i32 %13, %8
  %15 = mul nsw i32 %14, %0
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %16
  %18 = mul nsw i32 %8, %0
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %19
  %21 = icmp sgt i32 %1, 0
  br i1 %21, label %22, label %41

22:                                               ; preds = %5
  %23 = add i32 %1, -1
  %24 = and i32 %1, 3
  %25 = icmp ult i32 %23, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %22
  %27 = and i32 %1, -4
  br label %50

28:                                               ; preds = %50, %22
  %29 = phi i32 [ 0, %22 ], [ %72, %50 ]
  %30 = icmp eq i32 %24, 0
  br i1 %30, label %41, label %31

31:                                               ; preds = %28, %31
  %32 = phi i32 [ %38, %31 ], [ %29, %28 ]
  %33 = phi i32 [ %39, %31 ], [ 0, %28 ]
  %34 = zext i32 %32 to i64
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %34
  %36 = load i32, i32 addrspace(1)* %35, align 4, !tbaa !10
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %34
  store i32 %36, i32 addrspace(1)* %37, align 4, !tbaa !10
  %38 = add nuw nsw i32 %32, 1
  %39 = add i32 %33, 1
  %40 = icmp eq i32 %39, %24
  br i1 %40, label %41, label %31, !llvm.loop !14

41:                                               ; preds = %28, %31, %5
  %42 = sdiv i32 %1, 2
  %43 = icmp sgt i32 %1, 1
  br i1 %43, label %44, label %89

44:                                               ; preds = %41
  %45 = add nsw i32 %42, -1
  %46 = and i32 %42, 3
  %47 = icmp ult i32 %45, 3
  br i1 %47, label %75, label %48

48:                                               ; preds = %44
  %49 = and i32 %42, -4
  br label %91

50:                                               ; preds = %50, %26
  %51 = phi i32 [ 0, %26 ], [ %72, %50 ]
  %52 = phi i32 [ 0, %26 ], [ %73, %50 ]
  %53 = zext i32 %51 to i64
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %53
  %55 = load i32, i32 addrspace(1)* %54, align 4, !tbaa !10
  %56 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %53
  store i32 %55, i32 addrspace(1)* %56, align 4, !tbaa !10
  %57 = or i32 %51, 1
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %58
  %60 = load i32, i32 addrspace(1)* %59, align 4, !tbaa !10
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %58
  store i32 %60, i32 addrspace(1)* %61, align 4, !tbaa !10
  %62 = or i32 %51, 2
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %63
  %65 = load i32, i32 addrspace(1)* %64, align 4, !tbaa !10
  %66 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %63
  store i32 %65, i32 addrspace(1)* %66, align 4, !tbaa !10
  %67 = or i32 %51, 3
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %68
  %70 = load i32, i32 addrspace(1)* %69, align 4, !tbaa !10
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %68
  store i32 %70, i32 addrspace(1)* %71, align 4, !tbaa !10
  %72 = add nuw nsw i32 %51, 4
  %73 = add i32 %52, 4
  %74 = icmp eq i32 %73, %27
  br i1 %74, label %28, label %50

75:                                               ; preds = %91, %44
  %76 = phi i32 [ 0, %44 ], [ %112, %91 ]
  %77 = icmp eq i32 %46, 0
  br i1 %77, label %89, label %78

78:                                               ; preds = %75, %78
  %79 = phi i32 [ %81, %78 ], [ %76, %75 ]
  %80 = phi i32 [ %87, %78 ], [ 0, %75 ]
  %81 = add nuw nsw i32 %79, 1
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %82
  %84 = load i32, i32 addrspace(1)* %83, align 4, !tbaa !10
  %85 = zext i32 %79 to i64
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %85
  store i32 %84, i32 addrspace(1)* %86, align 4, !tbaa !10
  %87 = add i32 %80, 1
  %88 = icmp eq i32 %87, %46
  br i1 %88, label %89, label %78, !llvm.loop !16

89:                                               ; preds = %75, %78, %41
  %90 = bitcast [2200 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8800, i8* nonnull %90) #4
  br label %126

91:                                               ; preds = %91, %48
  %92 = phi i32 [ 0, %48 ], [ %112, %91 ]
  %93 = phi i32 [ 0, %48 ], [ %118, %91 ]
  %94 = or i32 %92, 1
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %95
  %97 = load i32, i32 addrspace(1)* %96, align 4, !tbaa !10
  %98 = zext i32 %92 to i64
  %99 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %98
  store i32 %97, i32 addrspace(1)* %99, align 4, !tbaa !10
  %100 = or i32 %92, 2
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %101
  %103 = load i32, i32 addrspace(1)* %102, align 4, !tbaa !10
  %104 = zext i32 %94 to i64
  %105 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %104
  store i32 %103, i32 addrspace(1)* %105, align 4, !tbaa !10
  %106 = or i32 %92, 3
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %107
  %109 = load i32, i32 addrspace(1)* %108, align 4, !tbaa !10
  %110 = zext i32 %100 to i64
  %111 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %110
  store i32 %109, i32 addrspace(1)* %111, align 4, !tbaa !10
  %112 = add nuw nsw i32 %92, 4
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %113
  %115 = load i32, i32 addrspace(1)* %114, align 4, !tbaa !10
  %116 = zext i32 %106 to i64
  %117 = getelementptr inbounds i32, i32 addrspace(1)* %17, i64 %116
  store i32 %115, i32 addrspace(1)* %117, align 4, !tbaa !10
  %118 = add i32 %93, 4
  %119 = icmp eq i32 %118, %49
  br i1 %119, label %75, label %91

120:                                              ; preds = %126
  %121 = add nsw i32 %8, %1
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %122
  %124 = load i32, i32* %123, align 4, !tbaa !10
  %125 = add nsw i32 %124, 1
  store i32 %125, i32* %123, align 4, !tbaa !10
  br label %157

126:                                              ; preds = %126, %89
  %127 = phi i32 [ 0, %89 ], [ %151, %126 ]
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %128
  store i32 0, i32* %129, align 4, !tbaa !10
  %130 = or i32 %127, 1
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %131
  store i32 0, i32* %132, align 4, !tbaa !10
  %133 = or i32 %127, 2
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %134
  store i32 0, i32* %135, align 4, !tbaa !10
  %136 = or i32 %127, 3
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %137
  store i32 0, i32* %138, align 4, !tbaa !10
  %139 = or i32 %127, 4
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %140
  store i32 0, i32* %141, align 4, !tbaa !10
  %142 = or i32 %127, 5
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %143
  store i32 0, i32* %144, align 4, !tbaa !10
  %145 = or i32 %127, 6
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %146
  store i32 0, i32* %147, align 4, !tbaa !10
  %148 = or i32 %127, 7
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %149
  store i32 0, i32* %150, align 4, !tbaa !10
  %151 = add nuw nsw i32 %127, 8
  %152 = icmp eq i32 %151, 2200
  br i1 %152, label %120, label %126

153:                                              ; preds = %157
  %154 = add nsw i32 %183, -1
  %155 = sext i32 %14 to i64
  %156 = getelementptr inbounds i32, i32 addrspace(1)* %4, i64 %155
  store i32 %154, i32 addrspace(1)* %156, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 8800, i8* nonnull %90) #4
  ret void

157:                                              ; preds = %157, %120
  %158 = phi i32 [ 0, %120 ], [ %184, %157 ]
  %159 = phi i32 [ 0, %120 ], [ %183, %157 ]
  %160 = zext i32 %158 to i64
  %161 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !10
  %163 = add nsw i32 %162, %159
  %164 = add nuw nsw i32 %158, 1
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %165
  %167 = load i32, i32* %166, align 4, !tbaa !10
  %168 = add nsw i32 %167, %163
  %169 = add nuw nsw i32 %158, 2
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %170
  %172 = load i32, i32* %171, align 4, !tbaa !10
  %173 = add nsw i32 %172, %168
  %174 = add nuw nsw i32 %158, 3
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %175
  %177 = load i32, i32* %176, align 4, !tbaa !10
  %178 = add nsw i32 %177, %173
  %179 = add nuw nsw i32 %158, 4
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds [2200 x i32], [2200 x i32]* %6, i64 0, i64 %180
  %182 = load i32, i32* %181, align 4, !tbaa !10
  %183 = add nsw i32 %182, %178
  %184 = add nuw nsw i32 %158, 5
  %185 = icmp eq i32 %184, 2200
  br i1 %185, label %153, label %157
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32, i32, i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @rowcopy, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 0, i32 0, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int", !"int", !"int*", !"int*", !"int*"}
!8 = !{!"", !"", !"restrict const", !"restrict", !"restrict"}
!9 = !{!"n", !"len", !"src", !"dst", !"sum"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
