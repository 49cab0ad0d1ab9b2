package llvm_test

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestIntIntrinsicsOnVectors runs the integer intrinsics clang -O2 makes
// of idioms, on <4 x i32> (where the SLP vectorizer puts them): the four
// saturating ones, both funnel shifts, bswap, bitreverse, and
// uadd/smul.with.overflow with their flags, over edge values, against Go.
func TestIntIntrinsicsOnVectors(t *testing.T) {
	ops := []string{"sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "fshl", "fshr", "bswap", "bitreverse", "uadd.ov", "uadd.flag", "smul.ov", "smul.flag",
		"ctpop", "ctlz", "cttz"}
	var body strings.Builder
	body.WriteString(`target triple = "spir64"
declare <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.fshr.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.bswap.v4i32(<4 x i32>)
declare <4 x i32> @llvm.bitreverse.v4i32(<4 x i32>)
declare { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i1> } @llvm.smul.with.overflow.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>)
declare <4 x i32> @llvm.ctlz.v4i32(<4 x i32>, i1)
declare <4 x i32> @llvm.cttz.v4i32(<4 x i32>, i1)
declare spir_func i64 @_Z12get_local_idj(i32)
define spir_kernel void @k(<4 x i32> addrspace(1)* %a, <4 x i32> addrspace(1)* %b, <4 x i32> addrspace(1)* %c, <4 x i32> addrspace(1)* %r) {
  %i = call spir_func i64 @_Z12get_local_idj(i32 0)
  %pa = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %a, i64 %i
  %pb = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %b, i64 %i
  %pc = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %c, i64 %i
  %x = load <4 x i32>, <4 x i32> addrspace(1)* %pa
  %y = load <4 x i32>, <4 x i32> addrspace(1)* %pb
  %z = load <4 x i32>, <4 x i32> addrspace(1)* %pc
  %r0 = call <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r1 = call <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r2 = call <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r3 = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r4 = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %x, <4 x i32> %y, <4 x i32> %z)
  %r5 = call <4 x i32> @llvm.fshr.v4i32(<4 x i32> %x, <4 x i32> %y, <4 x i32> %z)
  %r6 = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> %x)
  %r7 = call <4 x i32> @llvm.bitreverse.v4i32(<4 x i32> %x)
  %u = call { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r8 = extractvalue { <4 x i32>, <4 x i1> } %u, 0
  %uf = extractvalue { <4 x i32>, <4 x i1> } %u, 1
  %r9 = zext <4 x i1> %uf to <4 x i32>
  %m = call { <4 x i32>, <4 x i1> } @llvm.smul.with.overflow.v4i32(<4 x i32> %x, <4 x i32> %y)
  %r10 = extractvalue { <4 x i32>, <4 x i1> } %m, 0
  %mf = extractvalue { <4 x i32>, <4 x i1> } %m, 1
  %r11 = zext <4 x i1> %mf to <4 x i32>
  %r12 = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %x)
  %r13 = call <4 x i32> @llvm.ctlz.v4i32(<4 x i32> %x, i1 false)
  %r14 = call <4 x i32> @llvm.cttz.v4i32(<4 x i32> %y, i1 false)
  %o = mul i64 %i, 15
`)
	for k := range ops {
		fmt.Fprintf(&body, "  %%o%d = add i64 %%o, %d\n  %%p%d = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %%r, i64 %%o%d\n  store <4 x i32> %%r%d, <4 x i32> addrspace(1)* %%p%d\n", k, k, k, k, k, k)
	}
	body.WriteString("  ret void\n}\n")

	edges := []int32{0, 1, -1, 2, math.MaxInt32, math.MinInt32, 0x12345678, -0x12345678, 65536, -65536, 46341, -46341, 7, 31, 32, 33}
	var xs, ys, zs []int32
	for i, x := range edges {
		for j := 0; j < 4; j++ {
			xs = append(xs, x)
			ys = append(ys, edges[(i*5+j*3+1)%len(edges)])
			zs = append(zs, edges[(i+j*7)%len(edges)])
		}
	}
	clamp := func(v, lo, hi int64) int32 { return int32(uint32(max(lo, min(hi, v)))) }
	b2i := func(c bool) int32 {
		if c {
			return 1
		}
		return 0
	}
	var want []int32
	for v := 0; v < len(xs)/4; v++ {
		for k := range ops {
			for j := 0; j < 4; j++ {
				n := 4*v + j
				x, y, z := xs[n], ys[n], zs[n]
				ux, uy := uint32(x), uint32(y)
				s := uint(uint32(z) % 32)
				var r int32
				switch ops[k] {
				case "sadd.sat":
					r = clamp(int64(x)+int64(y), math.MinInt32, math.MaxInt32)
				case "uadd.sat":
					r = clamp(int64(ux)+int64(uy), 0, math.MaxUint32)
				case "ssub.sat":
					r = clamp(int64(x)-int64(y), math.MinInt32, math.MaxInt32)
				case "usub.sat":
					r = clamp(int64(ux)-int64(uy), 0, math.MaxUint32)
				case "fshl":
					r = int32(uint32((uint64(ux)<<32 | uint64(uy)) << s >> 32))
				case "fshr":
					r = int32(uint32((uint64(ux)<<32 | uint64(uy)) >> s))
				case "bswap":
					r = int32(bits.ReverseBytes32(ux))
				case "bitreverse":
					r = int32(bits.Reverse32(ux))
				case "uadd.ov":
					r = int32(ux + uy)
				case "uadd.flag":
					r = b2i(uint64(ux)+uint64(uy) > math.MaxUint32)
				case "smul.ov":
					r = x * y
				case "ctpop":
					r = int32(bits.OnesCount32(ux))
				case "ctlz":
					r = int32(bits.LeadingZeros32(ux))
				case "cttz":
					r = int32(bits.TrailingZeros32(uy))
				case "smul.flag":
					p := int64(x) * int64(y)
					r = b2i(p != int64(int32(p)))
				}
				want = append(want, r)
			}
		}
	}
	list := func(vs []int32) string {
		var ss []string
		for _, v := range vs {
			ss = append(ss, fmt.Sprint(v))
		}
		return strings.Join(ss, ",")
	}
	n := len(xs) / 4
	launch := fmt.Sprintf("grid=1 block=%d a=int32[%d]:%s b=int32[%d]:%s c=int32[%d]:%s r=int32[%d]", n,
		len(xs), list(xs), len(ys), list(ys), len(zs), list(zs), len(want))
	m, err := llvm.Import("intr.ll", []byte(body.String()), llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(launch, ".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := mechs.Run(o, "mimd", l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != sim.StatusOK {
		t.Fatalf("status %s", res.Status)
	}
	r := res.Buffer("r")
	for k, w := range want {
		if got := int32(r.Int(k)); got != w {
			n := k/(4*len(ops))*4 + k%4
			t.Errorf("%s(%d, %d, %d) = %d, want %d", ops[k/4%len(ops)], xs[n], ys[n], zs[n], got, w)
		}
	}
}
