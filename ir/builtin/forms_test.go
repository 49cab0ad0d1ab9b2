package builtin_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// TestLowerFormsAgree: where a row has two forms, the mini-C one (Lower)
// and the frontend/llvm one (LowerLLVM), they compute the same values. A
// kernel computes both on operands at and around the limits of each
// integer width, signed and unsigned, and stores 1 wherever they differ;
// the test wants only zeros. sign is compared on floats, NaN aside (see
// the forms' table in forms.go).
func TestLowerFormsAgree(t *testing.T) {
	cat := builtin.Default()
	var paired []*builtin.Builtin
	for _, r := range cat.Rows() {
		if r.LowerLLVM != nil {
			paired = append(paired, r)
		}
	}
	if len(paired) < 10 {
		t.Fatalf("only %d rows with two forms", len(paired))
	}
	vals := []int64{0, 1, 2, 3, 5, 7, 31, 32, 33, 63, 64, 100, 127, 128, 255, 256, 1000, 65535, 1 << 20,
		math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64, -1, -2, -3, -7, -128, -129, -1000, 0x5555, 0x0f0f0f0f}
	var triples [][3]int64
	for i, x := range vals {
		for j, y := range vals {
			if (i+j)%3 == 0 || i == j || j == 0 {
				triples = append(triples, [3]int64{x, y, vals[(i*7+j)%len(vals)]})
			}
		}
	}
	for _, bits := range []int{8, 16, 32, 64} {
		for _, unsigned := range []bool{false, true} {
			t.Run(fmt.Sprintf("i%d/unsigned=%v", bits, unsigned), func(t *testing.T) {
				it := ir.IntType{Bits: bits}
				m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ir.I64, "out": ir.I32})
				three := b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I64, 3))
				var x []ir.Value
				for k := 0; k < 3; k++ {
					v := b.Load(b.GEP(ps["in"], b.Binary(ir.OpAdd, three, ir.ConstInt(ir.I64, int64(k)))), false)
					if bits < 64 {
						v = b.Cast(ir.OpTrunc, v, it)
					}
					x = append(x, v)
				}
				c := builtin.Call{T: it, Unsigned: unsigned}
				var names []string
				var differ ir.Value = ir.ConstBool(false)
				for _, r := range paired {
					if r.Dom == builtin.Float {
						continue
					}
					args := x[:r.Arity()]
					p, q := r.Lower(b, args, c), r.LowerLLVM(b, args, c)
					differ = b.Binary(ir.OpOr, differ, b.ICmp(ir.PredNE, p, q))
					names = append(names, r.Name)
				}
				b.Store(b.GEP(ps["out"], tid), b.Cast(ir.OpZExt, differ, ir.I32), false)
				b.Ret(nil)
				var in []int64
				for _, tr := range triples {
					in = append(in, tr[:]...)
				}
				want := strings.TrimSuffix(strings.Repeat("0,", len(triples)), ",")
				t.Logf("rows: %s", strings.Join(names, " "))
				run(t, m, fmt.Sprintf("grid=1 block=%d in=int64[%d]:%s out=int32[%d]", len(triples), len(in), list(in), len(triples)),
					[]string{"out=[" + want + "]"})
			})
		}
	}
	for _, ft := range []ir.Type{ir.F32, ir.F64} {
		t.Run(ft.String(), func(t *testing.T) {
			m, _, b, ps, tid := kernel(map[string]ir.Type{"in": ir.F64, "out": ir.I32})
			x := b.Load(b.GEP(ps["in"], tid), false)
			if ft == ir.F32 {
				x = b.Cast(ir.OpFPTrunc, x, ft)
			}
			c := builtin.Call{T: ft}
			var differ ir.Value = ir.ConstBool(false)
			for _, r := range paired {
				if r.Dom != builtin.Float {
					continue
				}
				it := ir.IntType{Bits: ir.Bits(ft)}
				p := b.Cast(ir.OpBitcast, r.Lower(b, []ir.Value{x}, c), it)
				q := b.Cast(ir.OpBitcast, r.LowerLLVM(b, []ir.Value{x}, c), it)
				differ = b.Binary(ir.OpOr, differ, b.ICmp(ir.PredNE, p, q))
			}
			b.Store(b.GEP(ps["out"], tid), b.Cast(ir.OpZExt, differ, ir.I32), false)
			b.Ret(nil)
			in := []string{"0", "-0", "1", "-1", "0.5", "-2.5", "1e30", "-1e-30", "inf", "-inf"}
			want := strings.TrimSuffix(strings.Repeat("0,", len(in)), ",")
			run(t, m, fmt.Sprintf("grid=1 block=%d in=float64[%d]:%s out=int32[%d]", len(in), len(in), strings.Join(in, ","), len(in)),
				[]string{"out=[" + want + "]"})
		})
	}
}
