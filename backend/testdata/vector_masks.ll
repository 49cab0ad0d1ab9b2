; Vector compare masks as clang -O2 makes them: <8 x i1> bitcast to i8 and
; back, <4 x i8> bitcast to i32, and a variable-lane extractelement.
; simtc:launch grid=1 block=4 x=int32[32]:3,9,1,7,5,5,8,0,1,2,3,4,5,6,7,8,9,9,9,9,0,0,0,0,6,1,6,1,6,1,6,1 m=int32[4] w=int32[4] e=int32[4]
; simtc:expect m=[122,240,15,85]
; simtc:expect w=[16777472,0,16843009,65537]
; simtc:expect e=[3,2,9,1]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @vector_masks(<8 x i32> addrspace(1)* %x, i32 addrspace(1)* %m, i32 addrspace(1)* %w, i32 addrspace(1)* %e) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr <8 x i32>, <8 x i32> addrspace(1)* %x, i64 %gid
  %v = load <8 x i32>, <8 x i32> addrspace(1)* %px, align 32
  %c = icmp sgt <8 x i32> %v, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %bits = bitcast <8 x i1> %c to i8
  %bz = zext i8 %bits to i32
  %pm = getelementptr i32, i32 addrspace(1)* %m, i64 %gid
  store i32 %bz, i32 addrspace(1)* %pm, align 4
  %back = bitcast i8 %bits to <8 x i1>
  %lo = shufflevector <8 x i1> %back, <8 x i1> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %bytes = zext <4 x i1> %lo to <4 x i8>
  %word = bitcast <4 x i8> %bytes to i32
  %pw = getelementptr i32, i32 addrspace(1)* %w, i64 %gid
  store i32 %word, i32 addrspace(1)* %pw, align 4
  %lane = trunc i64 %gid to i32
  %x0 = extractelement <8 x i32> %v, i32 %lane
  %pe = getelementptr i32, i32 addrspace(1)* %e, i64 %gid
  store i32 %x0, i32 addrspace(1)* %pe, align 4
  ret void
}
