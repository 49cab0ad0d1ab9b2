; simtc:launch grid=1 block=64 warp=32 in=int32[64]:iota ids=int32[64] votes=int32[64]
; simtc:expect ids=[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131]
; simtc:expect votes=[1031*32,111095*32]
; ModuleID = 'subgroup_vote.cl'
source_filename = "subgroup_vote.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @subgroup_vote(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6
  %8 = load i32, i32 addrspace(1)* %7, align 4, !tbaa !9
  %9 = tail call spir_func i32 @_Z16get_sub_group_idv() #4
  %10 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %11 = icmp sgt i32 %8, 40
  %12 = zext i1 %11 to i32
  %13 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %12) #4
  %14 = icmp eq i32 %13, 0
  %15 = icmp sgt i32 %8, 31
  %16 = zext i1 %15 to i32
  %17 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %16) #4
  %18 = icmp eq i32 %17, 0
  %19 = icmp slt i32 %8, 100
  %20 = zext i1 %19 to i32
  %21 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %20) #4
  %22 = icmp eq i32 %21, 0
  %23 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %8, i32 noundef 0) #4
  %24 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %8, i32 noundef 31) #4
  %25 = mul nsw i32 %9, 100
  %26 = add nsw i32 %25, %10
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6
  store i32 %26, i32 addrspace(1)* %27, align 4, !tbaa !9
  %28 = select i1 %14, i32 0, i32 100000
  %29 = select i1 %18, i32 0, i32 10000
  %30 = add nuw nsw i32 %29, %28
  %31 = select i1 %22, i32 0, i32 1000
  %32 = add i32 %30, %23
  %33 = add i32 %32, %31
  %34 = add i32 %33, %24
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %6
  store i32 %34, i32 addrspace(1)* %35, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!"in", !"ids", !"votes"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
