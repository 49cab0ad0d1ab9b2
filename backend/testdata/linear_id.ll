; get_global_linear_id and get_local_linear_id (OpenCL 2.0), clang-14 -O2 for spir64.
; simtc:launch grid=2 block=4 out=int32[8]
; simtc:expect out=[0,100,200,300,1,101,201,301]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @lin(i32 addrspace(1)* nocapture noundef writeonly %0) {
  %2 = tail call spir_func i64 @_Z19get_local_linear_idv()
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 100
  %5 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0)
  %6 = trunc i64 %5 to i32
  %7 = add nsw i32 %4, %6
  %8 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1)
  %9 = trunc i64 %8 to i32
  %10 = mul nsw i32 %9, 10
  %11 = add nsw i32 %7, %10
  %12 = tail call spir_func i64 @_Z20get_global_linear_idv()
  %13 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %12
  store i32 %11, i32 addrspace(1)* %13, align 4
  ret void
}
declare dso_local spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr
declare dso_local spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr
