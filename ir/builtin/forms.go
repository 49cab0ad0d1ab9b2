package builtin

import (
	"math"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// The lane and vector forms of the ordinary builtins of the default table
// (table.go) that are more than one call of the functions in mathops.go,
// intops.go and saturate.go.
//
// Where the two frontends emitted different IR for one builtin before they
// shared the catalogue, both forms are here, the mini-C one as the row's
// Lower and the frontend/llvm one as its LowerLLVM, so that the IR of the
// existing kernels does not change. They compute the same values except
// sign of a NaN (see signKeepNaN):
//
//	builtin              Lower (mini-C)                      LowerLLVM (frontend/llvm)
//	min, max, clamp      icmp + select on integers           smin/umin/smax/umax
//	abs                  0 - x first, then the compare       the compare first
//	abs_diff             select of the two differences       max - min
//	hadd, rhadd          the shifted sum first               the low bit first (rhadd: after an unused and)
//	rotate               shift counts masked with w-1        shift counts mod w
//	add_sat, sub_sat     Saturate in the type                computed in i64 up to 32 bits (sub_sat: after an unused add)
//	popcount, clz, ctz   counted in 64 bits                  counted in the type's width
//	sign                 NaN gives NaN                       NaN gives 0 (OpenCL's)

// mathLane lowers a row that is one math function.
func mathLane(fn mathfn.Fn) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return b.Math(fn, x...) }
}

// opLane lowers a row that is one IR operation of its operands.
func opLane(op ir.Op) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
		if len(x) == 1 {
			return b.Unary(op, x[0])
		}
		return b.Binary(op, x[0], x[1])
	}
}

// truth converts an i1 to a relational result lane of type c.T: -1/0 on
// vectors, 1/0 on scalars.
func truth(b *ir.Builder, v ir.Value, c Call) ir.Value {
	if c.Vector {
		return b.Cast(ir.OpSExt, v, c.T)
	}
	return b.Cast(ir.OpZExt, v, c.T)
}

func pick[T any](cond bool, yes, no T) T {
	if cond {
		return yes
	}
	return no
}

// minMaxSelect is mini-C's min (or max) of integers: a compare and a
// select; floats take fmin (fmax).
func minMaxSelect(max bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		if ir.IsFloat(x[0].Type()) {
			return b.Binary(pick(max, ir.OpFMax, ir.OpFMin), x[0], x[1])
		}
		return selectMinMax(b, x[0], x[1], max, c.Unsigned)
	}
}

func selectMinMax(b *ir.Builder, x, y ir.Value, max, unsigned bool) ir.Value {
	cmp := b.ICmp(pick(unsigned, ir.PredULT, ir.PredSLT), x, y)
	if max {
		return b.Select(cmp, y, x)
	}
	return b.Select(cmp, x, y)
}

// minMaxOp is frontend/llvm's min (max): the IR's min and max operations.
func minMaxOp(max bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		return b.Binary(minMaxOpOf(x[0].Type(), max, c.Unsigned), x[0], x[1])
	}
}

func minMaxOpOf(t ir.Type, max, unsigned bool) ir.Op {
	switch {
	case ir.IsFloat(t):
		return pick(max, ir.OpFMax, ir.OpFMin)
	case unsigned:
		return pick(max, ir.OpUMax, ir.OpUMin)
	}
	return pick(max, ir.OpSMax, ir.OpSMin)
}

// clampSelect is mini-C's clamp(x, lo, hi) = min(max(x, lo), hi), by
// selects on integers.
func clampSelect(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	if ir.IsFloat(x[0].Type()) {
		return b.Binary(ir.OpFMin, b.Binary(ir.OpFMax, x[0], x[1]), x[2])
	}
	return selectMinMax(b, selectMinMax(b, x[0], x[1], true, c.Unsigned), x[2], false, c.Unsigned)
}

// clampOp is frontend/llvm's clamp, by the IR's min and max.
func clampOp(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	t := x[0].Type()
	return b.Binary(minMaxOpOf(t, false, c.Unsigned), b.Binary(minMaxOpOf(t, true, c.Unsigned), x[0], x[1]), x[2])
}

// absNegFirst is mini-C's abs: x < 0 ? 0 - x : x, the negation emitted
// first; x itself when unsigned.
func absNegFirst(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	if c.Unsigned {
		return x[0]
	}
	zero := ir.ConstInt(x[0].Type(), 0)
	neg := b.Binary(ir.OpSub, zero, x[0])
	return b.Select(b.ICmp(ir.PredSLT, x[0], zero), neg, x[0])
}

// absCmpFirst is frontend/llvm's abs, the compare emitted first.
func absCmpFirst(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	if c.Unsigned {
		return x[0]
	}
	return Abs(b, x[0])
}

// Abs emits the absolute value of a signed integer, x < 0 ? 0 - x : x
// (LLVM's llvm.abs).
func Abs(b *ir.Builder, x ir.Value) ir.Value {
	zero := ir.ConstInt(x.Type(), 0)
	neg := b.ICmp(ir.PredSLT, x, zero)
	return b.Select(neg, b.Binary(ir.OpSub, zero, x), x)
}

// absDiffSelect is mini-C's abs_diff: the larger minus the smaller, which
// fits the unsigned type, by a select of the two differences.
func absDiffSelect(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	lt := b.ICmp(pick(c.Unsigned, ir.PredULT, ir.PredSLT), x[0], x[1])
	return b.Select(lt, b.Binary(ir.OpSub, x[1], x[0]), b.Binary(ir.OpSub, x[0], x[1]))
}

// absDiffMinMax is frontend/llvm's abs_diff: max - min.
func absDiffMinMax(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	if c.Unsigned {
		return b.Binary(ir.OpSub, b.Binary(ir.OpUMax, x[0], x[1]), b.Binary(ir.OpUMin, x[0], x[1]))
	}
	return b.Binary(ir.OpSub, b.Binary(ir.OpSMax, x[0], x[1]), b.Binary(ir.OpSMin, x[0], x[1]))
}

// haddSumFirst is mini-C's hadd (rhadd when round): (x >> 1) + (y >> 1)
// + ((x & y) & 1) (| for rhadd), shifted by the signedness, without
// overflow.
func haddSumFirst(round bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		shr := pick(c.Unsigned, ir.OpLShr, ir.OpAShr)
		one := ir.ConstInt(x[0].Type(), 1)
		sum := b.Binary(ir.OpAdd, b.Binary(shr, x[0], one), b.Binary(shr, x[1], one))
		return b.Binary(ir.OpAdd, sum, b.Binary(ir.OpAnd, b.Binary(pick(round, ir.OpOr, ir.OpAnd), x[0], x[1]), one))
	}
}

// haddLowFirst is frontend/llvm's hadd (rhadd): the same sum, the low
// bits' operation emitted first (for rhadd after an unused and, as
// frontend/llvm always has).
func haddLowFirst(round bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		shr := pick(c.Unsigned, ir.OpLShr, ir.OpAShr)
		one := ir.ConstInt(x[0].Type(), 1)
		low := b.Binary(ir.OpAnd, x[0], x[1])
		if round {
			low = b.Binary(ir.OpOr, x[0], x[1])
		}
		return b.Binary(ir.OpAdd, b.Binary(ir.OpAdd, b.Binary(shr, x[0], one), b.Binary(shr, x[1], one)), b.Binary(ir.OpAnd, low, one))
	}
}

// rotateMask is mini-C's rotate: x << n | x >> (w - n), n = y & (w-1),
// the right shift's count masked too.
func rotateMask(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	it := x[0].Type()
	w := int64(ir.Bits(it))
	n := b.Binary(ir.OpAnd, x[1], ir.ConstInt(it, w-1))
	back := b.Binary(ir.OpAnd, b.Binary(ir.OpSub, ir.ConstInt(it, w), n), ir.ConstInt(it, w-1))
	return b.Binary(ir.OpOr, b.Binary(ir.OpShl, x[0], n), b.Binary(ir.OpLShr, x[0], back))
}

// rotateRem is frontend/llvm's rotate: the same with the counts taken
// modulo w.
func rotateRem(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	t := x[0].Type()
	w := ir.ConstInt(t, int64(ir.Bits(t)))
	n := b.Binary(ir.OpURem, x[1], w)
	back := b.Binary(ir.OpURem, b.Binary(ir.OpSub, w, n), w)
	return b.Binary(ir.OpOr, b.Binary(ir.OpShl, x[0], n), b.Binary(ir.OpLShr, x[0], back))
}

// saturateLane is mini-C's add_sat (sub_sat): Saturate in the type.
func saturateLane(add bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		return Saturate(b, add, x[0], x[1], !c.Unsigned)
	}
}

// saturateWide is frontend/llvm's add_sat (sub_sat) of clang's calls:
// up to 32 bits computed in i64 and clamped (an add is emitted before a
// sub_sat's sub, as frontend/llvm always has), Saturate on i64.
func saturateWide(add bool) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value {
		t := x[0].Type()
		if ir.Bits(t) > 32 {
			return Saturate(b, add, x[0], x[1], !c.Unsigned)
		}
		ext := pick(c.Unsigned, ir.OpZExt, ir.OpSExt)
		p, q := b.Cast(ext, x[0], ir.I64), b.Cast(ext, x[1], ir.I64)
		r := b.Binary(ir.OpAdd, p, q)
		if !add {
			r = b.Binary(ir.OpSub, p, q)
		}
		return ClampWide(b, r, t, c.Unsigned)
	}
}

// SaturateWide emits x + y (add) or x - y of integers of at most 32 bits
// computed in i64 and clamped to their type's range (LLVM's
// llvm.[su]{add,sub}.sat on scalars).
func SaturateWide(b *ir.Builder, add bool, x, y ir.Value, unsigned bool) ir.Value {
	ext := pick(unsigned, ir.OpZExt, ir.OpSExt)
	p, q := b.Cast(ext, x, ir.I64), b.Cast(ext, y, ir.I64)
	return ClampWide(b, b.Binary(pick(add, ir.OpAdd, ir.OpSub), p, q), x.Type(), unsigned)
}

// ClampWide clamps the i64 r to the range of the integer type t (of at
// most 32 bits, signed or unsigned) and truncates it to t.
func ClampWide(b *ir.Builder, r ir.Value, t ir.Type, unsigned bool) ir.Value {
	lo, hi := IntRange(ir.Bits(t), unsigned)
	r = b.Binary(ir.OpSMin, b.Binary(ir.OpSMax, r, ir.ConstInt(ir.I64, lo)), ir.ConstInt(ir.I64, hi))
	return b.Cast(ir.OpTrunc, r, t)
}

// IntRange returns the smallest and largest value of a bits-wide integer
// (the largest unsigned 64-bit value is given as the largest signed one).
func IntRange(bits int, unsigned bool) (lo, hi int64) {
	if unsigned {
		if bits >= 64 {
			return 0, 1<<63 - 1
		}
		return 0, 1<<uint(bits) - 1
	}
	return -(1 << uint(bits-1)), 1<<uint(bits-1) - 1
}

// BitCount is a bit-counting function.
type BitCount uint8

// The bit counts.
const (
	Popcount BitCount = iota // the ones (llvm.ctpop)
	Clz                      // the leading zeros (llvm.ctlz); the width for 0
	Ctz                      // the trailing zeros (llvm.cttz); the width for 0
)

// CountBits emits popcount, clz or ctz of an 8-, 16-, 32- or 64-bit x in
// its own width, in straight-line code: a SWAR population count, applied
// to x with every bit below its highest set bit smeared in (clz = width -
// popcount) or to the trailing zeros of x turned into ones (ctz =
// popcount(^x & (x-1))). It is frontend/llvm's form (of the OpenCL calls
// and of LLVM's and CUDA's bit counts).
func CountBits(b *ir.Builder, k BitCount, x ir.Value) ir.Value {
	t := x.Type()
	w := ir.Bits(t)
	c := func(v int64) ir.Value { return ir.ConstInt(t, v) }
	bin := func(op ir.Op, p, q ir.Value) ir.Value { return b.Binary(op, p, q) }
	rep := func(by uint64) int64 { // the byte repeated over the width
		var v uint64
		for s := 0; s < w; s += 8 {
			v |= by << uint(s)
		}
		return int64(v)
	}
	switch k {
	case Clz:
		for s := 1; s < w; s *= 2 {
			x = bin(ir.OpOr, x, bin(ir.OpLShr, x, c(int64(s))))
		}
	case Ctz:
		x = bin(ir.OpAnd, bin(ir.OpXor, x, c(-1)), bin(ir.OpSub, x, c(1)))
	}
	v := bin(ir.OpSub, x, bin(ir.OpAnd, bin(ir.OpLShr, x, c(1)), c(rep(0x55))))
	v = bin(ir.OpAdd, bin(ir.OpAnd, v, c(rep(0x33))), bin(ir.OpAnd, bin(ir.OpLShr, v, c(2)), c(rep(0x33))))
	v = bin(ir.OpAnd, bin(ir.OpAdd, v, bin(ir.OpLShr, v, c(4))), c(rep(0x0f)))
	if w > 8 {
		v = bin(ir.OpLShr, bin(ir.OpMul, v, c(rep(0x01))), c(int64(w-8)))
	}
	if k == Clz {
		v = bin(ir.OpSub, c(int64(w)), v)
	}
	return v
}

// countBits64 is mini-C's popcount, clz or ctz of an integer of any width:
// the value is widened to 64 bits without sign and counted with the same
// shift-and-mask sum as CountBits.
func countBits64(k BitCount) LaneFunc {
	return func(b *ir.Builder, xs []ir.Value, _ Call) ir.Value {
		x := xs[0]
		t := x.Type()
		w := ir.Bits(t)
		c := func(v uint64) ir.Value { return ir.ConstInt(ir.I64, int64(v)) }
		switch k {
		case Clz:
			for s := 1; s < w; s *= 2 {
				x = b.Binary(ir.OpOr, x, b.Binary(ir.OpLShr, x, ir.ConstInt(t, int64(s))))
			}
		case Ctz:
			// ~x & (x - 1): the ones below the lowest set bit (all for 0)
			low := b.Binary(ir.OpSub, x, ir.ConstInt(t, 1))
			x = b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, ir.ConstInt(t, -1)), low)
		}
		v := x
		if w < 64 {
			v = b.Cast(ir.OpZExt, x, ir.I64)
		}
		v = b.Binary(ir.OpSub, v, b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, v, c(1)), c(0x5555555555555555)))
		v = b.Binary(ir.OpAdd, b.Binary(ir.OpAnd, v, c(0x3333333333333333)),
			b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, v, c(2)), c(0x3333333333333333)))
		v = b.Binary(ir.OpAnd, b.Binary(ir.OpAdd, v, b.Binary(ir.OpLShr, v, c(4))), c(0x0f0f0f0f0f0f0f0f))
		v = b.Binary(ir.OpLShr, b.Binary(ir.OpMul, v, c(0x0101010101010101)), c(56))
		if k == Clz {
			v = b.Binary(ir.OpSub, c(uint64(w)), v)
		}
		if w < 64 {
			v = b.Cast(ir.OpTrunc, v, t)
		}
		return v
	}
}

// countBitsLane is frontend/llvm's popcount, clz or ctz (CountBits).
func countBitsLane(k BitCount) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, _ Call) ir.Value { return CountBits(b, k, x[0]) }
}

// signKeepNaN is mini-C's sign: 1 for x > 0, -1 for x < 0, else x (±0,
// and NaN, where OpenCL gives 0: mini-C has always returned the NaN, and
// keeping it keeps the IR of its kernels; see sign).
func signKeepNaN(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	ft := x[0].Type()
	lt := b.Select(b.FCmp(ir.PredOLT, x[0], ir.ConstFloat(ft, 0)), ir.ConstFloat(ft, -1), x[0])
	return b.Select(b.FCmp(ir.PredOGT, x[0], ir.ConstFloat(ft, 0)), ir.ConstFloat(ft, 1), lt)
}

// sign is OpenCL's sign (frontend/llvm's): 1, -1, ±0 for ±0, 0 for NaN.
func sign(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	t := x[0].Type()
	r := b.Select(b.FCmp(ir.PredOLT, x[0], ir.ConstFloat(t, 0)), ir.ConstFloat(t, -1), x[0])
	r = b.Select(b.FCmp(ir.PredOGT, x[0], ir.ConstFloat(t, 0)), ir.ConstFloat(t, 1), r)
	return b.Select(b.FCmp(ir.PredUNO, x[0], x[0]), ir.ConstFloat(t, 0), r)
}

// step is step(edge, x): 0 below the edge, else 1.
func step(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	ft := x[1].Type()
	return b.Select(b.FCmp(ir.PredOLT, x[1], x[0]), ir.ConstFloat(ft, 0), ir.ConstFloat(ft, 1))
}

// scale multiplies by the constant k (degrees, radians).
func scale(k float64) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
		return b.Binary(ir.OpFMul, x[0], ir.ConstFloat(x[0].Type(), k))
	}
}

// classify is isnan, isinf, isfinite or signbit: a truth of one float.
func classify(f func(b *ir.Builder, x ir.Value) ir.Value) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return truth(b, f(b, x[0]), c) }
}

func isNaN(b *ir.Builder, x ir.Value) ir.Value { return b.FCmp(ir.PredUNO, x, x) }

func isInfinite(b *ir.Builder, x ir.Value) ir.Value {
	return b.FCmp(ir.PredOEQ, b.Unary(ir.OpFAbs, x), ir.ConstFloat(x.Type(), math.Inf(1)))
}

func isFinite(b *ir.Builder, x ir.Value) ir.Value {
	return b.FCmp(ir.PredOLT, b.Unary(ir.OpFAbs, x), ir.ConstFloat(x.Type(), math.Inf(1)))
}

func isSignBit(b *ir.Builder, x ir.Value) ir.Value {
	it := ir.IntType{Bits: ir.Bits(x.Type())}
	return b.ICmp(ir.PredSLT, b.Cast(ir.OpBitcast, x, it), ir.ConstInt(it, 0))
}

// compare is a relational comparison (isequal …): a truth of the float
// predicate.
func compare(p ir.Pred) LaneFunc {
	return func(b *ir.Builder, x []ir.Value, c Call) ir.Value { return truth(b, b.FCmp(p, x[0], x[1]), c) }
}

// selectLane is select(a, b, c): c ? b : a, c's truth being its sign bit
// on vectors and nonzero on scalars.
func selectLane(b *ir.Builder, x []ir.Value, c Call) ir.Value {
	cv := x[2]
	var cond ir.Value
	if c.Vector {
		cond = b.ICmp(ir.PredSLT, cv, ir.ConstInt(cv.Type(), 0))
	} else {
		cond = b.ICmp(ir.PredNE, cv, ir.ConstInt(cv.Type(), 0))
	}
	return b.Select(cond, x[1], x[0])
}

// bitSelect is bitselect(a, b, c) = (a & ~c) | (b & c), on the bits of
// floats.
func bitSelect(b *ir.Builder, x []ir.Value, _ Call) ir.Value {
	t := x[0].Type()
	it := t
	xs := []ir.Value{x[0], x[1], x[2]}
	if ir.IsFloat(t) {
		it = ir.IntType{Bits: ir.Bits(t)}
		for k := range xs {
			xs[k] = b.Cast(ir.OpBitcast, xs[k], it)
		}
	}
	notc := b.Binary(ir.OpXor, xs[2], ir.ConstInt(it, -1))
	r := b.Binary(ir.OpOr, b.Binary(ir.OpAnd, xs[0], notc), b.Binary(ir.OpAnd, xs[1], xs[2]))
	if it != t {
		r = b.Cast(ir.OpBitcast, r, t)
	}
	return r
}

// dotOf sums the lane products of x and y left to right.
func dotOf(b *ir.Builder, x, y []ir.Value) ir.Value {
	acc := b.Binary(ir.OpFMul, x[0], y[0])
	for k := 1; k < len(x); k++ {
		acc = b.Binary(ir.OpFAdd, acc, b.Binary(ir.OpFMul, x[k], y[k]))
	}
	return acc
}

func dot(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
	return []ir.Value{dotOf(b, ops[0], ops[1])}
}

func length(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
	return []ir.Value{b.Unary(ir.OpSqrt, dotOf(b, ops[0], ops[0]))}
}

func distance(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
	d := make([]ir.Value, len(ops[0]))
	for k := range d {
		d[k] = b.Binary(ir.OpFSub, ops[0][k], ops[1][k])
	}
	return []ir.Value{b.Unary(ir.OpSqrt, dotOf(b, d, d))}
}

// normalize divides by the length rather than multiplying by rsqrt.
func normalize(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
	n := b.Unary(ir.OpSqrt, dotOf(b, ops[0], ops[0]))
	out := make([]ir.Value, len(ops[0]))
	for k, x := range ops[0] {
		out[k] = b.Binary(ir.OpFDiv, x, n)
	}
	return out
}

// cross is the 3-D cross product; the fourth lane of 4-vectors is 0.
func cross(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
	x, y := ops[0], ops[1]
	c := func(i, j int) ir.Value {
		return b.Binary(ir.OpFSub, b.Binary(ir.OpFMul, x[i], y[j]), b.Binary(ir.OpFMul, x[j], y[i]))
	}
	out := []ir.Value{c(1, 2), c(2, 0), c(0, 1)}
	for len(out) < len(x) {
		out = append(out, ir.ConstFloat(x[0].Type(), 0))
	}
	return out
}

// anyAll is any (all): whether the sign bit of some (every) lane is set,
// as an int.
func anyAll(all bool) VecFunc {
	return func(b *ir.Builder, ops [][]ir.Value, c Call) []ir.Value {
		var acc ir.Value
		for _, x := range ops[0] {
			s := b.ICmp(ir.PredSLT, x, ir.ConstInt(x.Type(), 0))
			if acc == nil {
				acc = s
			} else {
				acc = b.Binary(pick(all, ir.OpAnd, ir.OpOr), acc, s)
			}
		}
		return []ir.Value{b.Cast(ir.OpZExt, acc, c.T)}
	}
}

// shuffle is shuffle(x, mask) (shuffle2(x, y, mask) when two): Shuffle of
// the sources' lanes.
func shuffle(two bool) VecFunc {
	return func(b *ir.Builder, ops [][]ir.Value, _ Call) []ir.Value {
		if two {
			return Shuffle(b, append(append([]ir.Value(nil), ops[0]...), ops[1]...), ops[2])
		}
		return Shuffle(b, ops[0], ops[1])
	}
}

func sincos(b *ir.Builder, x []ir.Value) (ir.Value, ir.Value) {
	return b.Math(mathfn.Sin, x[0]), b.Math(mathfn.Cos, x[0])
}
