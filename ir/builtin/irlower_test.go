package builtin_test

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// kernel makes a module with one kernel k of the given pointer
// parameters (global), a builder in its entry block and the thread's
// local id x as i64.
func kernel(params map[string]ir.Type) (*ir.Module, *ir.Func, *ir.Builder, map[string]ir.Value, ir.Value) {
	m := ir.NewModule("k.ir")
	f := m.NewFunc("k", ir.Void)
	f.Kernel = true
	var names []string
	for n := range params {
		names = append(names, n)
	}
	sort.Strings(names)
	ps := map[string]ir.Value{}
	for _, n := range names {
		ps[n] = f.AddParam(n, ir.PtrTo(params[n], ir.SpaceGlobal))
	}
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	tid := b.Cast(ir.OpZExt, b.Special(ir.OpThreadID, 0), ir.I64)
	return m, f, b, ps, tid
}

// run compiles m, runs it under the mechanisms and checks the
// expectations.
func run(t *testing.T, m *ir.Module, launch string, expect []string) {
	t.Helper()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("VerifyModule: %v\n%s", err, m)
	}
	exps, err := harness.ParseExpects(expect)
	if err != nil {
		t.Fatal(err)
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatalf("backend: %v", err)
	}
	l, err := harness.ParseLaunch(launch, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, mech := range []string{"mimd", "pdom", "aware"} {
		res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
		if err != nil {
			t.Fatalf("%s: %v", mech, err)
		}
		if res.Status != sim.StatusOK {
			t.Errorf("%s: status %s: %v", mech, res.Status, res.Fault)
		}
		for _, e := range harness.Check(exps, res) {
			t.Errorf("%s: %v", mech, e)
		}
	}
}

func list(vs []int64) string {
	var ss []string
	for _, v := range vs {
		ss = append(ss, fmt.Sprint(v))
	}
	return strings.Join(ss, ",")
}

// TestSaturate runs the four forms on i64 and i32 operands at and around
// the limits and compares with the clamped exact result.
func TestSaturate(t *testing.T) {
	pairs := [][2]int64{
		{1, 2}, {-5, 3}, {math.MaxInt64, 1}, {math.MinInt64, -1}, {math.MinInt64, 1}, {math.MaxInt64, -1},
		{-1, -1}, {-1, 1}, {0, math.MinInt64}, {math.MaxInt32, 1}, {math.MinInt32, -1}, {1 << 40, 1 << 40},
	}
	for _, bits := range []int{64, 32} {
		t.Run(fmt.Sprint(bits), func(t *testing.T) {
			it := ir.IntType{Bits: bits}
			m, _, b, ps, tid := kernel(map[string]ir.Type{"in": it, "out": it})
			two := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, 2))
			x := b.Load(b.GEP(ps["in"], two), false)
			y := b.Load(b.GEP(ps["in"], b.Binary(ir.OpAdd, two, ir.ConstInt(ir.I64, 1))), false)
			four := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, 4))
			for k, v := range []ir.Value{
				builtin.Saturate(b, true, x, y, true), builtin.Saturate(b, false, x, y, true),
				builtin.Saturate(b, true, x, y, false), builtin.Saturate(b, false, x, y, false),
			} {
				b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, four, ir.ConstInt(ir.I64, int64(k)))), v, false)
			}
			b.Ret(nil)

			// The operands and results as the buffers hold them: the
			// low bits, read back signed.
			wrap := func(v *big.Int) int64 {
				mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
				r := new(big.Int).Mod(v, mod)
				if r.Cmp(new(big.Int).Rsh(mod, 1)) >= 0 {
					r.Sub(r, mod)
				}
				return r.Int64()
			}
			clamp := func(v *big.Int, signed bool) int64 {
				lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(bits))
				hi.Sub(hi, big.NewInt(1))
				if signed {
					lo.Neg(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
					hi.Rsh(hi, 1)
				}
				switch {
				case v.Cmp(lo) < 0:
					return wrap(lo)
				case v.Cmp(hi) > 0:
					return wrap(hi)
				}
				return wrap(v)
			}
			unsigned := func(v int64) *big.Int {
				r := big.NewInt(v)
				if v < 0 {
					r.Add(r, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
				}
				return r
			}
			var in, want []int64
			for _, p := range pairs {
				x, y := wrap(big.NewInt(p[0])), wrap(big.NewInt(p[1]))
				in = append(in, x, y)
				bx, by, ux, uy := big.NewInt(x), big.NewInt(y), unsigned(x), unsigned(y)
				want = append(want,
					clamp(new(big.Int).Add(bx, by), true), clamp(new(big.Int).Sub(bx, by), true),
					clamp(new(big.Int).Add(ux, uy), false), clamp(new(big.Int).Sub(ux, uy), false))
			}
			launch := fmt.Sprintf("grid=1 block=%d in=int%d[%d]:%s out=int%d[%d]", len(pairs), bits, len(in), list(in), bits, len(want))
			run(t, m, launch, []string{"out=[" + list(want) + "]"})
		})
	}
}

// TestGroup runs the work-group forms in a work-group of 8 and compares
// with the values computed here: integer reductions and scans, a
// broadcast, the count and any, and float min and max with a NaN and
// signed zeros (compared bit for bit).
func TestGroup(t *testing.T) {
	xs := []int64{5, -3, 7, -3, 0, 12, -8, 2}
	fs := []float32{2.5, float32(math.Copysign(0, -1)), -1.5, float32(math.NaN()), 0, 4, -7.25, 3}
	m, f, b, ps, tid := kernel(map[string]ir.Type{"in": ir.I32, "out": ir.I32})
	g := builtin.Group{B: b, NewBlock: f.NewBlock, Cell: func(t ir.Type) *ir.Global {
		if c := m.Global(builtin.CellName(t)); c != nil {
			return c
		}
		return m.NewGlobal(builtin.CellName(t), t, ir.SpaceShared)
	}}
	x := b.Load(b.GEP(ps["in"], tid), false)
	var fx ir.Value = ir.ConstFloat(ir.F32, float64(fs[0]))
	for k := 1; k < len(fs); k++ {
		is := b.ICmp(ir.PredEQ, tid, ir.ConstInt(ir.I64, int64(k)))
		fx = b.Select(is, ir.ConstFloat(ir.F32, float64(fs[k])), fx)
	}
	bits := func(v ir.Value) ir.Value { return b.Cast(ir.OpBitcast, v, ir.I32) }
	outs := []ir.Value{
		g.Reduce(builtin.Add, x, true),
		g.Reduce(builtin.Min, x, true),
		g.Reduce(builtin.Max, x, false),
		g.Scan(builtin.Add, true, x, true).Value,
		g.Scan(builtin.Max, false, x, true).Value,
		g.Scan(builtin.Min, true, x, false).Value,
		g.Broadcast(x, []ir.Value{ir.ConstInt(ir.I32, 3)}),
		g.Broadcast(x, []ir.Value{ir.ConstInt(ir.I64, 2), ir.ConstInt(ir.I64, 1)}),
		g.Count(b.ICmp(ir.PredSLT, x, ir.ConstInt(ir.I32, 0))),
		g.Any(b.ICmp(ir.PredSGT, x, ir.ConstInt(ir.I32, 100))),
		bits(g.Reduce(builtin.Min, fx, true)),
		bits(g.Reduce(builtin.Max, fx, true)),
		bits(g.Broadcast(fx, []ir.Value{ir.ConstInt(ir.I64, 1)})),
	}
	n := int64(len(outs))
	base := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, n))
	for k, v := range outs {
		b.Store(b.GEP(ps["out"], b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))), v, false)
	}
	b.Ret(nil)

	sum, lo, umax, neg := int64(0), xs[0], uint32(0), int64(0)
	for _, v := range xs {
		sum += v
		lo = min(lo, v)
		umax = max(umax, uint32(v))
		if v < 0 {
			neg++
		}
	}
	f32 := func(v float32) int64 { return int64(int32(math.Float32bits(v))) }
	var want []int64
	incl, exclMax, inclUMin := int64(0), int64(math.MinInt32), uint32(math.MaxUint32)
	for _, v := range xs {
		incl += v
		inclUMin = min(inclUMin, uint32(v))
		want = append(want, sum, lo, int64(int32(umax)), incl, exclMax, int64(int32(inclUMin)),
			xs[3], 0, neg, 0, f32(-7.25), f32(4), f32(fs[1]))
		exclMax = max(exclMax, v)
	}
	run(t, m, fmt.Sprintf("grid=1 block=8 in=int32[8]:%s out=int32[%d]", list(xs), len(want)),
		[]string{"out=[" + list(want) + "]"})
}
