; simtc:launch grid=1 block=8 bytes=int8[8]:-128,-1,0,1,65,66,100,127 halves=int16[8] wide=int64[8] bits=uint32[8] big=uint64[8]
; simtc:expect halves=[27136,-300,0,300,19566,19800,30000,-27436]
; simtc:expect wide=[-549755813878,-4294967286,10,4294967306,279172874250,283467841546,429496729610,545460846602]
; simtc:expect bits=[3221225470,2952790014,2684354559,2415919103,0,268435456,536870913,805306369]
; simtc:expect big=[1112396529652,1112396529655,1112396529658,1112396529661,1099511627776,1099511627779,1099511627782,1099511627785]
; ModuleID = 'int_types.cl'
source_filename = "int_types.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @int_types(i8 addrspace(1)* nocapture noundef readonly %0, i16 addrspace(1)* nocapture noundef writeonly %1, i64 addrspace(1)* nocapture noundef writeonly %2, i32 addrspace(1)* nocapture noundef writeonly %3, i64 addrspace(1)* nocapture noundef writeonly %4) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, i8 addrspace(1)* %0, i64 %8
  %10 = load i8, i8 addrspace(1)* %9, align 1, !tbaa !9
  %11 = sext i8 %10 to i16
  %12 = mul i16 %11, 300
  %13 = icmp eq i8 %10, 65
  %14 = add i16 %12, 66
  %15 = select i1 %13, i16 %14, i16 %12
  %16 = getelementptr inbounds i16, i16 addrspace(1)* %1, i64 %8
  store i16 %15, i16 addrspace(1)* %16, align 2, !tbaa !12
  %17 = sext i8 %10 to i64
  %18 = shl nsw i64 %17, 32
  %19 = or i64 %18, 10
  %20 = getelementptr inbounds i64, i64 addrspace(1)* %2, i64 %8
  store i64 %19, i64 addrspace(1)* %20, align 8, !tbaa !14
  %21 = add i32 %7, -4
  %22 = lshr i32 %21, 1
  %23 = shl i32 %21, 28
  %24 = xor i32 %22, %23
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %8
  store i32 %24, i32 addrspace(1)* %25, align 4, !tbaa !16
  %26 = zext i32 %21 to i64
  %27 = mul nuw nsw i64 %26, 3
  %28 = or i64 %27, 1099511627776
  %29 = getelementptr inbounds i64, i64 addrspace(1)* %4, i64 %8
  store i64 %28, i64 addrspace(1)* %29, align 8, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"char*", !"short*", !"long*", !"uint*", !"ulong*"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{!"bytes", !"halves", !"wide", !"bits", !"big"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !10, i64 0}
