package llvm_test

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// TestSaturating64 runs llvm.{s,u}{add,sub}.sat.i64 and the OpenCL
// add_sat/sub_sat builtins on long and ulong (which have no wider type
// to compute in; see saturate in builtins.go) over the edge cases on the
// simulator, against Go's arithmetic.
func TestSaturating64(t *testing.T) {
	const ll = `target triple = "spir64"
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare spir_func i64 @_Z7add_satll(i64, i64)
declare spir_func i64 @_Z7sub_satll(i64, i64)
declare spir_func i64 @_Z7add_satmm(i64, i64)
declare spir_func i64 @_Z7sub_satmm(i64, i64)
declare spir_func i64 @_Z12get_local_idj(i32)
define spir_kernel void @k(i64 addrspace(1)* %a, i64 addrspace(1)* %b, i64 addrspace(1)* %r) {
  %i = call spir_func i64 @_Z12get_local_idj(i32 0)
  %pa = getelementptr i64, i64 addrspace(1)* %a, i64 %i
  %pb = getelementptr i64, i64 addrspace(1)* %b, i64 %i
  %x = load i64, i64 addrspace(1)* %pa
  %y = load i64, i64 addrspace(1)* %pb
  %r0 = call i64 @llvm.sadd.sat.i64(i64 %x, i64 %y)
  %r1 = call i64 @llvm.ssub.sat.i64(i64 %x, i64 %y)
  %r2 = call i64 @llvm.uadd.sat.i64(i64 %x, i64 %y)
  %r3 = call i64 @llvm.usub.sat.i64(i64 %x, i64 %y)
  %r4 = call spir_func i64 @_Z7add_satll(i64 %x, i64 %y)
  %r5 = call spir_func i64 @_Z7sub_satll(i64 %x, i64 %y)
  %r6 = call spir_func i64 @_Z7add_satmm(i64 %x, i64 %y)
  %r7 = call spir_func i64 @_Z7sub_satmm(i64 %x, i64 %y)
  %o = mul i64 %i, 8
  %p0 = getelementptr i64, i64 addrspace(1)* %r, i64 %o
  store i64 %r0, i64 addrspace(1)* %p0
  %p1 = getelementptr i64, i64 addrspace(1)* %p0, i64 1
  store i64 %r1, i64 addrspace(1)* %p1
  %p2 = getelementptr i64, i64 addrspace(1)* %p0, i64 2
  store i64 %r2, i64 addrspace(1)* %p2
  %p3 = getelementptr i64, i64 addrspace(1)* %p0, i64 3
  store i64 %r3, i64 addrspace(1)* %p3
  %p4 = getelementptr i64, i64 addrspace(1)* %p0, i64 4
  store i64 %r4, i64 addrspace(1)* %p4
  %p5 = getelementptr i64, i64 addrspace(1)* %p0, i64 5
  store i64 %r5, i64 addrspace(1)* %p5
  %p6 = getelementptr i64, i64 addrspace(1)* %p0, i64 6
  store i64 %r6, i64 addrspace(1)* %p6
  %p7 = getelementptr i64, i64 addrspace(1)* %p0, i64 7
  store i64 %r7, i64 addrspace(1)* %p7
  ret void
}
`
	const minI, maxI = math.MinInt64, math.MaxInt64
	pairs := [][2]int64{
		{0, 0}, {1, 2}, {-1, 1}, {maxI, 1}, {maxI, -1}, {minI, -1}, {minI, 1}, {maxI, maxI},
		{minI, minI}, {minI, maxI}, {maxI, minI}, {-1, -1}, {-1, maxI}, {0, minI}, {5, 7}, {1 << 62, 1 << 62},
	}
	sadd := func(x, y int64) int64 {
		s := x + y
		if (x >= 0) == (y >= 0) && (s >= 0) != (x >= 0) {
			if x < 0 {
				return minI
			}
			return maxI
		}
		return s
	}
	ssub := func(x, y int64) int64 {
		d := x - y
		if (x >= 0) != (y >= 0) && (d >= 0) != (x >= 0) {
			if x < 0 {
				return minI
			}
			return maxI
		}
		return d
	}
	uadd := func(x, y uint64) uint64 {
		if x+y < x {
			return math.MaxUint64
		}
		return x + y
	}
	usub := func(x, y uint64) uint64 {
		if x < y {
			return 0
		}
		return x - y
	}
	var as, bs []string
	var want []int64
	for _, p := range pairs {
		x, y := p[0], p[1]
		as, bs = append(as, strconv.FormatInt(x, 10)), append(bs, strconv.FormatInt(y, 10))
		s, d := sadd(x, y), ssub(x, y)
		u, v := int64(uadd(uint64(x), uint64(y))), int64(usub(uint64(x), uint64(y)))
		want = append(want, s, d, u, v, s, d, u, v)
	}
	n := len(pairs)
	launch := "grid=1 block=" + strconv.Itoa(n) + " warp=" + strconv.Itoa(n) +
		" a=int64[" + strconv.Itoa(n) + "]:" + strings.Join(as, ",") +
		" b=int64[" + strconv.Itoa(n) + "]:" + strings.Join(bs, ",") +
		" r=int64[" + strconv.Itoa(8*n) + "]"
	for _, mech := range []string{"mimd", "pdom"} {
		m, err := llvm.Import("sat.ll", []byte(ll), llvm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var mi sim.MechInfo
		for _, x := range mechs.Default().Rows() {
			if x.Name == mech {
				mi = x
			}
		}
		p, err := pipeline.New(mi.Target, pipeline.Options{Mech: mech, Check: true})
		if err != nil {
			t.Fatal(err)
		}
		o, err := p.Compile(m)
		if err != nil {
			t.Fatal(err)
		}
		l, err := harness.ParseLaunch(launch, ".")
		if err != nil {
			t.Fatal(err)
		}
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != sim.StatusOK {
			t.Fatalf("%s: status %s", mech, res.Status)
		}
		r := res.Buffer("r")
		ops := []string{"llvm.sadd.sat", "llvm.ssub.sat", "llvm.uadd.sat", "llvm.usub.sat", "add_sat(long)", "sub_sat(long)", "add_sat(ulong)", "sub_sat(ulong)"}
		for k, w := range want {
			if got := r.Int(k); got != w {
				x, y := pairs[k/8][0], pairs[k/8][1]
				t.Errorf("%s: %s(%d, %d) = %d, want %d", mech, ops[k%8], x, y, got, w)
			}
		}
	}
}
