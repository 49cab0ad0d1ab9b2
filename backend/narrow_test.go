package backend

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
)

// narrowOps are the integer operations checked on narrow types.
var narrowOps = []ir.Op{
	ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpSDiv, ir.OpUDiv, ir.OpSRem, ir.OpURem,
	ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpLShr, ir.OpAShr,
	ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax,
}

var narrowPreds = []ir.Pred{ir.PredEQ, ir.PredNE, ir.PredUGT, ir.PredUGE, ir.PredULT, ir.PredULE, ir.PredSGT, ir.PredSGE, ir.PredSLT, ir.PredSLE}

// reference computes op on bits-wide x and y (as signed values), the
// result sign-extended.
func reference(op ir.Op, bits int, x, y int64) int64 {
	mask := uint64(1)<<uint(bits) - 1
	ux, uy := uint64(x)&mask, uint64(y)&mask
	sx, sy := ir.TruncInt(x, bits), ir.TruncInt(y, bits)
	var r int64
	switch op {
	case ir.OpAdd:
		r = sx + sy
	case ir.OpSub:
		r = sx - sy
	case ir.OpMul:
		r = sx * sy
	case ir.OpSDiv:
		r = sx / sy
	case ir.OpUDiv:
		r = int64(ux / uy)
	case ir.OpSRem:
		r = sx % sy
	case ir.OpURem:
		r = int64(ux % uy)
	case ir.OpAnd:
		r = sx & sy
	case ir.OpOr:
		r = sx | sy
	case ir.OpXor:
		r = sx ^ sy
	case ir.OpShl:
		r = sx << uint(uy)
	case ir.OpLShr:
		r = int64(ux >> uint(uy))
	case ir.OpAShr:
		r = sx >> uint(uy)
	case ir.OpSMin:
		r = min(sx, sy)
	case ir.OpSMax:
		r = max(sx, sy)
	case ir.OpUMin:
		r = int64(min(ux, uy))
	case ir.OpUMax:
		r = int64(max(ux, uy))
	}
	return ir.TruncInt(r, bits)
}

func refCmp(p ir.Pred, bits int, x, y int64) bool {
	mask := uint64(1)<<uint(bits) - 1
	ux, uy := uint64(x)&mask, uint64(y)&mask
	sx, sy := ir.TruncInt(x, bits), ir.TruncInt(y, bits)
	switch p {
	case ir.PredEQ:
		return ux == uy
	case ir.PredNE:
		return ux != uy
	case ir.PredUGT:
		return ux > uy
	case ir.PredUGE:
		return ux >= uy
	case ir.PredULT:
		return ux < uy
	case ir.PredULE:
		return ux <= uy
	case ir.PredSGT:
		return sx > sy
	case ir.PredSGE:
		return sx >= sy
	case ir.PredSLT:
		return sx < sy
	}
	return sx <= sy
}

// TestNarrowIntegers runs every integer operation and compare on i8 and
// i16 operands loaded from memory (and on a constant right operand), and
// checks the results against Go: the sext/zext normalization of the
// backend must make the i32 operations give the narrow results.
func TestNarrowIntegers(t *testing.T) {
	pairs := [][2]int64{{5, 3}, {-7, 2}, {127, 1}, {-128, -1}, {-1, 1}, {100, -3}, {-100, 7}, {3, 5}, {-2, -3}, {64, 2}}
	for _, bits := range []int{8, 16} {
		for _, constY := range []bool{false, true} {
			t.Run(fmt.Sprintf("i%d/const=%v", bits, constY), func(t *testing.T) {
				typ := ir.IntType{Bits: bits}
				m := ir.NewModule("narrow.ir")
				f := m.NewFunc("narrow", ir.Void)
				f.Kernel = true
				in := f.AddParam("in", ir.PtrTo(typ, ir.SpaceGlobal))
				out := f.AddParam("out", ir.PtrTo(ir.I32, ir.SpaceGlobal))
				b := ir.NewBuilder(f)
				b.SetBlock(f.NewBlock("entry"))
				tid := b.Special(ir.OpThreadID, 0)
				i64 := func(v int64) ir.Value { return ir.ConstInt(ir.I64, v) }
				t2 := b.Cast(ir.OpSExt, b.Binary(ir.OpMul, tid, ir.ConstInt(ir.I32, 2)), ir.I64)
				x := b.Load(b.GEP(in, t2), false)
				var y ir.Value = b.Load(b.GEP(in, b.Binary(ir.OpAdd, t2, i64(1))), false)
				if constY {
					y = ir.ConstInt(typ, 3)
				}
				nres := len(narrowOps) + len(narrowPreds)
				base := b.Binary(ir.OpMul, b.Cast(ir.OpSExt, tid, ir.I64), i64(int64(nres)))
				slot := 0
				put := func(v ir.Value) {
					b.Store(b.GEP(out, b.Binary(ir.OpAdd, base, i64(int64(slot)))), v, false)
					slot++
				}
				for _, op := range narrowOps {
					put(b.Cast(ir.OpSExt, b.Binary(op, x, y), ir.I32))
				}
				for _, p := range narrowPreds {
					put(b.Cast(ir.OpZExt, b.ICmp(p, x, y), ir.I32))
				}
				b.Ret(nil)
				if err := ir.VerifyModule(m); err != nil {
					t.Fatal(err)
				}
				o, err := Compile(m, Options{})
				if err != nil {
					t.Fatal(err)
				}
				var init []string
				for _, p := range pairs {
					init = append(init, strconv.FormatInt(p[0], 10), strconv.FormatInt(p[1], 10))
				}
				res := simRun(t, o, fmt.Sprintf("grid=1 block=%d in=int%d[%d]:%s out=int32[%d]", len(pairs), bits, 2*len(pairs), strings.Join(init, ","), len(pairs)*nres), "mimd", nil)
				if res.Status != sim.StatusOK {
					t.Fatalf("status %s", res.Status)
				}
				got := contents(t, res, "out")
				for k, p := range pairs {
					yv := p[1]
					if constY {
						yv = 3
					}
					for j, op := range narrowOps {
						if (op == ir.OpShl || op == ir.OpLShr || op == ir.OpAShr) && (yv < 0 || yv >= int64(bits)) {
							continue // poison in LLVM
						}
						want := strconv.FormatInt(reference(op, bits, p[0], yv), 10)
						if g := got[k*nres+j]; g != want {
							t.Errorf("%s i%d %d, %d = %s, want %s", op, bits, p[0], yv, g, want)
						}
					}
					for j, pr := range narrowPreds {
						want := "0"
						if refCmp(pr, bits, p[0], yv) {
							want = "1"
						}
						if g := got[k*nres+len(narrowOps)+j]; g != want {
							t.Errorf("icmp.%s i%d %d, %d = %s, want %s", pr, bits, p[0], yv, g, want)
						}
					}
				}
			})
		}
	}
}
