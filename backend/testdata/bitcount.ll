; llvm.ctpop, llvm.ctlz and llvm.cttz (clang emits them for __builtin_popcount,
; __builtin_clz, __builtin_ctz and recognised bit-counting loops) at 8, 16, 32
; and 64 bits, expanded by the LLVM frontend into straight-line code.
; simtc:launch grid=1 block=8 x=int32[8]:0,1,-1,-2147483648,15789120,12345,-12345,2147483647 p32=int32[8] l32=int32[8] t32=int32[8] p64=int32[8] l64=int32[8] t64=int32[8] p8=int32[8] l16=int32[8] t8=int32[8]
; simtc:expect p32=[0,1,32,1,10,6,27,31]
; simtc:expect l32=[32,31,0,0,8,18,0,1]
; simtc:expect t32=[32,0,0,31,6,0,0,0]
; simtc:expect p64=[0,1,64,33,10,6,59,31]
; simtc:expect l64=[64,63,32,32,40,50,32,33]
; simtc:expect t64=[64,0,0,31,6,0,0,0]
; simtc:expect p8=[0,1,8,0,1,4,5,8]
; simtc:expect l16=[16,15,0,16,0,2,0,0]
; simtc:expect t8=[8,0,0,8,6,0,0,0]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"

declare spir_func i64 @_Z13get_global_idj(i32)
declare i8 @llvm.ctpop.i8(i8)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)

define spir_kernel void @bitcount(i32 addrspace(1)* %x, i32 addrspace(1)* %p32, i32 addrspace(1)* %l32, i32 addrspace(1)* %t32, i32 addrspace(1)* %p64, i32 addrspace(1)* %l64, i32 addrspace(1)* %t64, i32 addrspace(1)* %p8, i32 addrspace(1)* %l16, i32 addrspace(1)* %t8) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds i32, i32 addrspace(1)* %x, i64 %gid
  %v = load i32, i32 addrspace(1)* %px, align 4
  %vs = sext i32 %v to i64
  %vz = zext i32 %v to i64
  %v8 = trunc i32 %v to i8
  %v16 = trunc i32 %v to i16
  %r.p32 = call i32 @llvm.ctpop.i32(i32 %v)
  %r.l32 = call i32 @llvm.ctlz.i32(i32 %v, i1 false)
  %r.t32 = call i32 @llvm.cttz.i32(i32 %v, i1 false)
  %w.p64 = call i64 @llvm.ctpop.i64(i64 %vs)
  %r.p64 = trunc i64 %w.p64 to i32
  %w.l64 = call i64 @llvm.ctlz.i64(i64 %vz, i1 false)
  %r.l64 = trunc i64 %w.l64 to i32
  %w.t64 = call i64 @llvm.cttz.i64(i64 %vs, i1 false)
  %r.t64 = trunc i64 %w.t64 to i32
  %w.p8 = call i8 @llvm.ctpop.i8(i8 %v8)
  %r.p8 = zext i8 %w.p8 to i32
  %w.l16 = call i16 @llvm.ctlz.i16(i16 %v16, i1 false)
  %r.l16 = zext i16 %w.l16 to i32
  %w.t8 = call i8 @llvm.cttz.i8(i8 %v8, i1 true)
  %r.t8 = zext i8 %w.t8 to i32
  %q.p32 = getelementptr inbounds i32, i32 addrspace(1)* %p32, i64 %gid
  store i32 %r.p32, i32 addrspace(1)* %q.p32, align 4
  %q.l32 = getelementptr inbounds i32, i32 addrspace(1)* %l32, i64 %gid
  store i32 %r.l32, i32 addrspace(1)* %q.l32, align 4
  %q.t32 = getelementptr inbounds i32, i32 addrspace(1)* %t32, i64 %gid
  store i32 %r.t32, i32 addrspace(1)* %q.t32, align 4
  %q.p64 = getelementptr inbounds i32, i32 addrspace(1)* %p64, i64 %gid
  store i32 %r.p64, i32 addrspace(1)* %q.p64, align 4
  %q.l64 = getelementptr inbounds i32, i32 addrspace(1)* %l64, i64 %gid
  store i32 %r.l64, i32 addrspace(1)* %q.l64, align 4
  %q.t64 = getelementptr inbounds i32, i32 addrspace(1)* %t64, i64 %gid
  store i32 %r.t64, i32 addrspace(1)* %q.t64, align 4
  %q.p8 = getelementptr inbounds i32, i32 addrspace(1)* %p8, i64 %gid
  store i32 %r.p8, i32 addrspace(1)* %q.p8, align 4
  %q.l16 = getelementptr inbounds i32, i32 addrspace(1)* %l16, i64 %gid
  store i32 %r.l16, i32 addrspace(1)* %q.l16, align 4
  %q.t8 = getelementptr inbounds i32, i32 addrspace(1)* %t8, i64 %gid
  store i32 %r.t8, i32 addrspace(1)* %q.t8, align 4
  ret void
}
