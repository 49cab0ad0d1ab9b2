package llvm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// TestLowering checks the lowering of constructs the testdata kernels do
// not all exercise, one small function each, against the printed IR.
func TestLowering(t *testing.T) {
	tests := []struct {
		name   string
		triple string
		ll     string
		want   string
	}{
		{"cmpxchg success flag", "nvptx64-nvidia-cuda", `
define void @k(i32* %p) {
entry:
  %pair = cmpxchg volatile i32* %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %f = freeze i1 %ok
  br i1 %f, label %done, label %entry2
entry2:
  store i32 %old, i32* %p, align 4
  br label %done
done:
  ret void
}`, `
func @k(%p: *generic i32) !3:1 {
entry:
  %pair: i32 = cmpxchg.volatile %p, i32 0, i32 1 !5:3
  %ok: i1 = icmp.eq %pair, i32 0 !7:3
  condbr %ok, ^done, ^entry2 !9:3

entry2:                  ; preds: entry
  store %p, %pair !11:3
  br ^done !12:3

done:                    ; preds: entry, entry2
  ret !14:3
}`},
		{"nvptx alloca, sregs, barrier, membar", "nvptx64-nvidia-cuda", `
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.membar.cta()
define void @k(i32 addrspace(1)* %p) {
  %a = alloca i32, align 4
  %b = alloca i32, i32 4, align 4, addrspace(5)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  store i32 %t, i32* %a, align 4
  store i32 %l, i32 addrspace(5)* %b, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.nvvm.membar.cta()
  ret void
}`, `
func @k(%p: *global i32) !7:1 {
0:
  %a.alloca: *private i32 = alloca !8:3
  %a: *generic i32 = addrspacecast %a.alloca !8:3
  %b.alloca: *private [4 x i32] = alloca !9:3
  %b: *private i32 = gep %b.alloca, i64 0, i64 0 !9:3
  %t: i32 = tid.y !10:3
  %l: i32 = laneid !11:3
  store %a, %t !12:3
  store %b, %l !13:3
  barrier.shared.global !14:3
  fence.shared.global !15:3
  ret !16:3
}`},
		{"OpenCL builtins", "spir64", `
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
declare spir_func i32 @_Z10atomic_minPU3AS3Vjj(i32 addrspace(3)*, i32)
declare spir_func i32 @_Z8atom_decPU3AS1Vi(i32 addrspace(1)*)
declare spir_func i32 @_Z19sub_group_broadcastjm(i32, i64)
declare spir_func i32 @_Z13sub_group_anyi(i32)
declare spir_func void @_Z18work_group_barrierj(i32)
declare spir_func i32 @_Z3maxjj(i32, i32)
define spir_kernel void @k(i32 addrspace(3)* %s, i32 addrspace(1)* %g) {
  %n = call spir_func i64 @_Z14get_local_sizej(i32 1)
  %z = call spir_func i64 @_Z15get_global_sizej(i32 3)
  %m = call spir_func i32 @_Z10atomic_minPU3AS3Vjj(i32 addrspace(3)* %s, i32 7)
  %d = call spir_func i32 @_Z8atom_decPU3AS1Vi(i32 addrspace(1)* %g)
  %b = call spir_func i32 @_Z19sub_group_broadcastjm(i32 %m, i64 %n)
  %v = call spir_func i32 @_Z13sub_group_anyi(i32 %b)
  %x = call spir_func i32 @_Z3maxjj(i32 %v, i32 %d)
  call spir_func void @_Z18work_group_barrierj(i32 3)
  ret void
}`, `
kernel @k(%s: *shared i32, %g: *global i32) !11:1 {
0:
  %n.ntid: i32 = ntid.y !12:3
  %n: i64 = zext %n.ntid !12:3
  %z.zext: i64 = zext i32 1 !13:3
  %z.zext.1: i64 = zext i32 1 !13:3
  %z: i64 = mul %z.zext, %z.zext.1 !13:3
  %m: i32 = atomic.umin %s, i32 7 !14:3
  %d: i32 = atomic.dec %g, i32 1 !15:3
  %b.trunc: i32 = trunc %n !16:3
  %b: i32 = shuffle %m, %b.trunc !16:3
  %v.icmp: i1 = icmp.ne %b, i32 0 !17:3
  %v.vote.any: i1 = vote.any %v.icmp !17:3
  %v: i32 = zext %v.vote.any !17:3
  %x: i32 = umax %v, %d !18:3
  barrier.shared.global !19:3
  ret !20:3
}`},
		{"OpenCL 2.0 atomics", "spir64", `
declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(i32 addrspace(4)*, i32)
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(i32 addrspace(4)*, i32 addrspace(4)*, i32)
declare spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(i32 addrspace(4)*)
define spir_kernel void @k(i32 addrspace(4)* %a, i32 addrspace(4)* %e) {
  %x = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(i32 addrspace(4)* %a, i32 1)
  %ok = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(i32 addrspace(4)* %a, i32 addrspace(4)* %e, i32 %x)
  %y = call spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(i32 addrspace(4)* %a)
  ret void
}`, `
kernel @k(%a: *generic i32, %e: *generic i32) !6:1 {
0:
  %x: i32 = atomic.add %a, i32 1 !7:3
  %ok.load: i32 = load %e !8:3
  %ok.cmpxchg: i32 = cmpxchg %a, %ok.load, %x !8:3
  %ok: i1 = icmp.eq %ok.cmpxchg, %ok.load !8:3
  %ok.select: i32 = select %ok, %ok.load, %ok.cmpxchg !8:3
  store %e, %ok.select !8:3
  %y: i32 = load.volatile %a !9:3
  ret !10:3
}`},
		{"intrinsics", "spir64", `
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare float @llvm.fmuladd.f32(float, float, float)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.assume(i1)
define spir_func float @f(i32 %a, float %x) {
  %s = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %b = call i32 @llvm.abs.i32(i32 %s, i1 true)
  call void @llvm.assume(i1 true)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* null)
  %f = sitofp i32 %b to float
  %r = call float @llvm.fmuladd.f32(float %f, float %x, float 1.5)
  ret float %r
}`, `
func @f(%a: i32, %x: f32): f32 !8:1 {
0:
  %s: i32 = smax %a, i32 0 !9:3
  %b.icmp: i1 = icmp.slt %s, i32 0 !10:3
  %b.sub: i32 = sub i32 0, %s !10:3
  %b: i32 = select %b.icmp, %b.sub, %s !10:3
  %f: f32 = sitofp %b !13:3
  %r.fmul: f32 = fmul %f, %x !14:3
  %r: f32 = fadd %r.fmul, f32 1.5 !14:3
  ret %r !15:3
}`},
		{"memcpy from a constant and memset", "spir64", `
@__const.k.v = private unnamed_addr addrspace(2) constant [3 x i32] [i32 1, i32 2, i32 3], align 4
declare void @llvm.memcpy.p0i8.p2i8.i64(i8*, i8 addrspace(2)*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
define spir_kernel void @k() {
  %v = alloca [3 x i32], align 4
  %w = alloca [2 x i16], align 2
  %p = bitcast [3 x i32]* %v to i8*
  call void @llvm.memcpy.p0i8.p2i8.i64(i8* align 4 %p, i8 addrspace(2)* align 4 bitcast ([3 x i32] addrspace(2)* @__const.k.v to i8 addrspace(2)*), i64 12, i1 false)
  %q = bitcast [2 x i16]* %w to i8*
  call void @llvm.memset.p0i8.i64(i8* align 2 %q, i8 0, i64 4, i1 false)
  ret void
}`, `
kernel @k() !6:1 {
0:
  %v: *private [3 x i32] = alloca !7:3
  %w: *private [2 x i16] = alloca !8:3
  %p: *private i8 = bitcast %v !9:3
  %0: *private i32 = bitcast %v !10:3
  %1: *private i32 = gep %0, i64 0 !10:3
  store %1, i32 1 !10:3
  %2: *private i32 = gep %0, i64 1 !10:3
  store %2, i32 2 !10:3
  %3: *private i32 = gep %0, i64 2 !10:3
  store %3, i32 3 !10:3
  %q: *private i8 = bitcast %w !11:3
  %4: *private i16 = bitcast %w !12:3
  %5: *private i16 = gep %4, i64 0 !12:3
  store %5, i16 0 !12:3
  %6: *private i16 = gep %4, i64 1 !12:3
  store %6, i16 0 !12:3
  ret !13:3
}`},
		{"memcpy between arrays, and bytewise", "spir64", `
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
define spir_kernel void @k([2 x i32]* %a, [2 x i32]* %b, i16* %c) {
  %p = bitcast [2 x i32]* %a to i8*
  %q = bitcast [2 x i32]* %b to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %q, i64 8, i1 true)
  %r = bitcast i16* %c to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %r, i8* %q, i64 2, i1 false)
  ret void
}`, `
kernel @k(%a: *private [2 x i32], %b: *private [2 x i32], %c: *private i16) !4:1 {
0:
  %p: *private i8 = bitcast %a !5:3
  %q: *private i8 = bitcast %b !6:3
  %0: *private i32 = bitcast %a !7:3
  %1: *private i32 = bitcast %b !7:3
  %2: *private i32 = gep %1, i64 0 !7:3
  %3: i32 = load.volatile %2 !7:3
  %4: *private i32 = gep %0, i64 0 !7:3
  store.volatile %4, %3 !7:3
  %5: *private i32 = gep %1, i64 1 !7:3
  %6: i32 = load.volatile %5 !7:3
  %7: *private i32 = gep %0, i64 1 !7:3
  store.volatile %7, %6 !7:3
  %r: *private i8 = bitcast %c !8:3
  %8: *private i8 = gep %q, i64 0 !9:3
  %9: i8 = load %8 !9:3
  %10: *private i8 = gep %r, i64 0 !9:3
  store %10, %9 !9:3
  %11: *private i8 = gep %q, i64 1 !9:3
  %12: i8 = load %11 !9:3
  %13: *private i8 = gep %r, i64 1 !9:3
  store %13, %12 !9:3
  ret !10:3
}`},
		{"vectors", "spir64", `
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)
define spir_kernel void @k(i32 addrspace(1)* %p, i1 %c) {
entry:
  %vp = bitcast i32 addrspace(1)* %p to <2 x i32> addrspace(1)*
  %v = load <2 x i32>, <2 x i32> addrspace(1)* %vp, align 8
  br i1 %c, label %a, label %b
a:
  %s = shufflevector <2 x i32> %v, <2 x i32> undef, <2 x i32> <i32 1, i32 0>
  br label %b
b:
  %m = phi <2 x i32> [ %v, %entry ], [ %s, %a ]
  %n = add <2 x i32> %m, <i32 1, i32 2>
  %r = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %n)
  %i = insertelement <2 x i32> %n, i32 %r, i64 1
  store <2 x i32> %i, <2 x i32> addrspace(1)* %vp, align 8
  ret void
}`, `
kernel @k(%p: *global i32, %c: i1) !4:1 {
entry:
  %0: *global i32 = gep %p, i64 0 !7:3
  %v.0: i32 = load %0 !7:3
  %1: *global i32 = gep %p, i64 1 !7:3
  %v.1: i32 = load %1 !7:3
  condbr %c, ^a, ^b !8:3

a:                       ; preds: entry
  br ^b !11:3

b:                       ; preds: entry, a
  %m.0: i32 = phi [%v.0, ^entry], [%v.1, ^a] !13:3
  %m.1: i32 = phi [%v.1, ^entry], [%v.0, ^a] !13:3
  %n.0: i32 = add %m.0, i32 1 !14:3
  %n.1: i32 = add %m.1, i32 2 !14:3
  %r: i32 = add %n.0, %n.1 !15:3
  %2: *global i32 = gep %p, i64 0 !17:3
  store %2, %n.0 !17:3
  %3: *global i32 = gep %p, i64 1 !17:3
  store %3, %r !17:3
  ret !18:3
}`},
		{"vector pointer casts and a constant vector store", "spir64", `
define spir_func void @use(<4 x float> addrspace(4)* %u) {
  %l = load <4 x float>, <4 x float> addrspace(4)* %u, align 16
  %m = fadd <4 x float> %l, %l
  store <4 x float> %m, <4 x float> addrspace(4)* %u, align 16
  ret void
}
define spir_kernel void @k(<4 x float> addrspace(1)* %g, i8 addrspace(1)* %out) {
  %a = alloca <4 x float>, align 16
  store <4 x float> <float 1.0, float 2.0, float 0.5, float -1.0>, <4 x float>* %a, align 16
  %p = addrspacecast <4 x float>* %a to <4 x float> addrspace(4)*
  call spir_func void @use(<4 x float> addrspace(4)* %p)
  %c = bitcast <4 x float> addrspace(1)* %g to i8 addrspace(1)*
  %b = getelementptr i8, i8 addrspace(1)* %c, i64 3
  %x = load i8, i8 addrspace(1)* %b, align 1
  store i8 %x, i8 addrspace(1)* %out, align 1
  %n = bitcast <4 x float> addrspace(1)* %g to <4 x i32> addrspace(1)*
  %v = load <4 x i32>, <4 x i32> addrspace(1)* %n, align 16
  %e = extractelement <4 x i32> %v, i64 2
  %q = ptrtoint <4 x float> addrspace(1)* %g to i64
  %t = trunc i64 %q to i8
  %s = add i8 %t, 1
  store i8 %s, i8 addrspace(1)* %out, align 1
  ret void
}`, `
kernel @k(%g: *global f32, %out: *global i8) !9:1 {
0:
  %a.alloca: *private [2 x i64] = alloca !10:3
  %a: *private f32 = bitcast %a.alloca !10:3
  %0: *private f32 = gep %a, i64 0 !11:3
  store %0, f32 1.0 !11:3
  %1: *private f32 = gep %a, i64 1 !11:3
  store %1, f32 2.0 !11:3
  %2: *private f32 = gep %a, i64 2 !11:3
  store %2, f32 0.5 !11:3
  %3: *private f32 = gep %a, i64 3 !11:3
  store %3, f32 -1.0 !11:3
  %p: *generic f32 = addrspacecast %a !12:3
  call @use(%p) !13:3
  %c: *global i8 = bitcast %g !14:3
  %b: *global i8 = gep %c, i64 3 !15:3
  %x: i8 = load %b !16:3
  store %out, %x !17:3
  %n: *global i32 = bitcast %g !18:3
  %4: *global i32 = gep %n, i64 0 !19:3
  %v.0: i32 = load %4 !19:3
  %5: *global i32 = gep %n, i64 1 !19:3
  %v.1: i32 = load %5 !19:3
  %6: *global i32 = gep %n, i64 2 !19:3
  %v.2: i32 = load %6 !19:3
  %7: *global i32 = gep %n, i64 3 !19:3
  %v.3: i32 = load %7 !19:3
  %q: i64 = ptrtoint %g !21:3
  %t: i8 = trunc %q !22:3
  %s: i8 = add %t, i8 1 !23:3
  store %out, %s !24:3
  ret !25:3
}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "target triple = \"" + tt.triple + "\"\n" + tt.ll + "\n"
			m, err := llvm.Import("t.ll", []byte(src), llvm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var f *ir.Func
			for _, fn := range m.Funcs {
				if fn.Name == "k" || fn.Name == "f" {
					f = fn
				}
			}
			got := strings.TrimSpace(f.String())
			if d := cmp.Diff(strings.TrimSpace(tt.want), got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
