; Odd-width integers as clang -O2 emits them (InstCombine narrows
; `switch (x & 3)` to `switch i2`): trunc, switch cases printed as negative
; i2 constants, wrapping add, signed compare, ashr, sdiv, sext and zext.
; simtc:launch grid=1 block=8 a=int32[8] b=int32[8] c=int32[8] d=int32[8] e=int32[8]
; simtc:expect a=[10,11,12,13,10,11,12,13]
; simtc:expect b=[3,-4,-3,-2,-1,0,1,2]
; simtc:expect c=[0,0,0,0,1,1,1,1]
; simtc:expect d=[0,2,5,7,26,28,31,1]
; simtc:expect e=[1,1,0,0,0,0,0,-1]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @narrow_ints(i32 addrspace(1)* %a, i32 addrspace(1)* %b, i32 addrspace(1)* %c, i32 addrspace(1)* %d, i32 addrspace(1)* %e) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %g = trunc i64 %gid to i32
  %t2 = trunc i32 %g to i2
  switch i2 %t2, label %c3 [
    i2 0, label %c0
    i2 1, label %c1
    i2 -2, label %c2
  ]
c0:
  br label %join
c1:
  br label %join
c2:
  br label %join
c3:
  br label %join
join:
  %sw = phi i32 [ 10, %c0 ], [ 11, %c1 ], [ 12, %c2 ], [ 13, %c3 ]
  %pa = getelementptr inbounds i32, i32 addrspace(1)* %a, i32 %g
  store i32 %sw, i32 addrspace(1)* %pa, align 4
  %t3 = trunc i32 %g to i3
  %s3 = add i3 %t3, 3
  %vb = sext i3 %s3 to i32
  %pb = getelementptr inbounds i32, i32 addrspace(1)* %b, i32 %g
  store i32 %vb, i32 addrspace(1)* %pb, align 4
  %neg = icmp slt i3 %t3, 0
  %vc = zext i1 %neg to i32
  %pc = getelementptr inbounds i32, i32 addrspace(1)* %c, i32 %g
  store i32 %vc, i32 addrspace(1)* %pc, align 4
  %g5 = mul i32 %g, 5
  %t5 = trunc i32 %g5 to i5
  %h5 = ashr i5 %t5, 1
  %vd = zext i5 %h5 to i32
  %pd = getelementptr inbounds i32, i32 addrspace(1)* %d, i32 %g
  store i32 %vd, i32 addrspace(1)* %pd, align 4
  %t6 = trunc i32 %g to i6
  %m6 = sub i6 %t6, 4
  %q6 = sdiv i6 %m6, -3
  %ve = sext i6 %q6 to i32
  %pe = getelementptr inbounds i32, i32 addrspace(1)* %e, i32 %g
  store i32 %ve, i32 addrspace(1)* %pe, align 4
  ret void
}
