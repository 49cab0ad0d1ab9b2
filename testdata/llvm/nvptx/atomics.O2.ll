; simtc:launch grid=2 block=64 warp=32 counters=int32[10]:0,0,0,0,1000,0,0,0,0,7 bits=uint32[3]:0,4294967295,0
; simtc:expect counters=[8128,-256,128,-128,-27,381,128,128,5,135]
; simtc:expect bits=[4294967295,4294901760,3]
; ModuleID = 'atomics.cl'
source_filename = "atomics.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomics(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %0, i32 noundef %4) #4
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 1
  %9 = tail call i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef %8, i32 noundef 2) #4
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 2
  %11 = tail call i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %10) #4
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 3
  %13 = tail call i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef %12) #4
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 4
  %15 = sub nsw i32 100, %4
  %16 = tail call i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef %14, i32 noundef %15) #4
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 5
  %18 = mul nsw i32 %4, 3
  %19 = tail call i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef %17, i32 noundef %18) #4
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 6
  %21 = tail call i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef %20, i32 noundef 1) #4
  %22 = add nsw i32 %6, -1
  %23 = icmp eq i32 %11, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %2
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 7
  %26 = tail call i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef %25, i32 noundef %6) #4
  br label %27

27:                                               ; preds = %24, %2
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 8
  %29 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef %28, i32 noundef 0, i32 noundef 5) #4
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 9
  %31 = tail call i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef %30) #4
  %32 = and i32 %4, 31
  %33 = shl nuw i32 1, %32
  %34 = tail call i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef %1, i32 noundef %33) #4
  %35 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 1
  %36 = srem i32 %4, 16
  %37 = and i32 %36, 31
  %38 = shl nuw i32 1, %37
  %39 = xor i32 %38, -1
  %40 = tail call i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef %35, i32 noundef %39) #4
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 2
  %42 = srem i32 %4, 3
  %43 = and i32 %42, 31
  %44 = shl nuw i32 1, %43
  %45 = tail call i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef %41, i32 noundef %44) #4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_minPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_maxPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z8atom_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z8atom_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z9atomic_orPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_andPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local i32 @_Z10atomic_xorPU3AS1Vjj(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @atomics, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"uint*"}
!8 = !{!"volatile", !"volatile"}
!9 = !{!"counters", !"bits"}
