; cl_khr_subgroup_shuffle: sub_group_shuffle(x, 3) + sub_group_shuffle_xor(x, 1)
; (clang-14 -O2 output for spir64).
; simtc:launch grid=1 block=8 warp=8 p=int32[8]:iota
; simtc:expect p=[4,3,6,5,8,7,10,9]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @sgs(i32 addrspace(1)* nocapture noundef %0) {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  %5 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %4
  %6 = load i32, i32 addrspace(1)* %5, align 4
  %7 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 noundef %6, i32 noundef 3)
  %8 = load i32, i32 addrspace(1)* %5, align 4
  %9 = tail call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef %8, i32 noundef 1)
  %10 = add nsw i32 %9, %7
  store i32 %10, i32 addrspace(1)* %5, align 4
  ret void
}
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr
declare dso_local spir_func i32 @_Z17sub_group_shuffleij(i32 noundef, i32 noundef) local_unnamed_addr
declare dso_local spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef, i32 noundef) local_unnamed_addr
