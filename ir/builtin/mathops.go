package builtin

import (
	"math"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// The OpenCL C math builtins (§6.13.2) that are not one IR operation or
// ir.MathFn, expanded into IR for both frontends so that a kernel computes
// the same bits through mini-C and through clang's LLVM IR. Each takes and
// returns scalars: a frontend applies it lane by lane to vectors and
// stores the second results of the pointer-output functions itself.
//
//	fract(x, &f)    fmin(x - floor x, 0x1.fffffep-1f), f = floor x; ±0 and
//	                ±inf give ±0 (f = x), NaN gives NaN (f = NaN)
//	frexp(x, &e)    m in [0.5, 1) with x = m·2^e (subnormals scaled by 2^k
//	                first); ±0, ±inf and NaN give x and e = 0
//	ilogb(x)        frexp's e - 1; 0 gives FP_ILOGB0 = INT_MIN, inf and NaN
//	                INT_MAX (= FP_ILOGBNAN, clang's opencl-c-base.h)
//	modf(x, &i)     copysign(x - trunc x, x), i = trunc x; ±inf gives ±0
//	lgamma_r(x, &s) lgamma x, s = the sign of Γ(x) as glibc's lgamma_r
//	                gives it: -1 for -0 and for x < 0 with floor x odd
//	                (Γ is negative there), else 1 (poles, NaN, ±inf too)
//	remquo(x, y, &q) remainder(x, y) and q: the sign of x/y, and the low
//	                three bits of the integral quotient, by glibc's steps
//	ldexp(x, n)     x·2ⁿ correctly rounded for every int n
//	rootn(x, n)     x^(1/n), computed as pow in f64; the §7.5.1 edge cases
//	minmag, maxmag  the operand of smaller (larger) magnitude, fmin (fmax)
//	                when the magnitudes are equal or one is NaN
//	acospi, asinpi, atanpi, atan2pi, tanpi  the function over π (PiFn)
//	nan(code)       the quiet NaN with code as its payload
//	pown(x, n)      pow with n exact (in f64 for an f32)
//	powr(x, y)      pow for x >= 0, NaN where §7.5.1 asks it

// floatInfo gives the parameters of a float type.
type floatInfo struct {
	t        ir.Type
	it       ir.Type // the integer type of its bits
	bits     int
	mant     int   // explicit mantissa bits
	bias     int64 // exponent bias
	emax     int   // the largest exponent of a finite value
	emin     int   // the exponent of the smallest normal
	subScale int   // 2^subScale makes every subnormal normal
}

func infoOf(t ir.Type) floatInfo {
	if ir.Bits(t) == 32 {
		return floatInfo{t: t, it: ir.I32, bits: 32, mant: 23, bias: 127, emax: 127, emin: -126, subScale: 25}
	}
	return floatInfo{t: t, it: ir.I64, bits: 64, mant: 52, bias: 1023, emax: 1023, emin: -1022, subScale: 54}
}

func fconst(t ir.Type, v float64) ir.Value { return ir.ConstFloat(t, v) }

// isZero and friends are i1 tests of a float.
func isZero(b *ir.Builder, x ir.Value) ir.Value {
	return b.FCmp(ir.PredOEQ, x, fconst(x.Type(), 0))
}

func isInf(b *ir.Builder, x ir.Value) ir.Value {
	return b.FCmp(ir.PredOEQ, b.Unary(ir.OpFAbs, x), fconst(x.Type(), math.Inf(1)))
}

// notFinite is true for ±inf and NaN.
func notFinite(b *ir.Builder, x ir.Value) ir.Value {
	return b.FCmp(ir.PredFUGE, b.Unary(ir.OpFAbs, x), fconst(x.Type(), math.Inf(1)))
}

func signBit(b *ir.Builder, x ir.Value) ir.Value {
	fi := infoOf(x.Type())
	return b.ICmp(ir.PredSLT, b.Cast(ir.OpBitcast, x, fi.it), ir.ConstInt(fi.it, 0))
}

// signedZero returns ±0 with the sign of x.
func signedZero(b *ir.Builder, x ir.Value) ir.Value {
	fi := infoOf(x.Type())
	sign := b.Binary(ir.OpAnd, b.Cast(ir.OpBitcast, x, fi.it), ir.ConstInt(fi.it, -1<<(fi.bits-1)))
	return b.Cast(ir.OpBitcast, sign, x.Type())
}

// Fract returns fract(x) and floor(x) (the value fract stores).
func Fract(b *ir.Builder, x ir.Value) (frac, floor ir.Value) {
	t := x.Type()
	lim := math.Nextafter(1, 0)
	if ir.Bits(t) == 32 {
		lim = float64(math.Nextafter32(1, 0))
	}
	floor = b.Math(mathfn.Floor, x)
	r := b.Binary(ir.OpFMin, b.Binary(ir.OpFSub, x, floor), fconst(t, lim))
	edge := b.Binary(ir.OpOr, isZero(b, x), isInf(b, x))
	r = b.Select(edge, signedZero(b, x), r)
	return b.Select(b.FCmp(ir.PredUNO, x, x), x, r), floor
}

// Frexp returns frexp(x): the mantissa (of x's type) and the exponent (i32).
func Frexp(b *ir.Builder, x ir.Value) (mant, exp ir.Value) {
	fi := infoOf(x.Type())
	// Subnormals are scaled into the normal range first.
	small := b.FCmp(ir.PredOLT, b.Unary(ir.OpFAbs, x), fconst(fi.t, math.Ldexp(1, fi.emin)))
	xs := b.Select(small, b.Binary(ir.OpFMul, x, fconst(fi.t, math.Ldexp(1, fi.subScale))), x)
	adj := b.Select(small, ir.ConstInt(ir.I32, int64(-fi.subScale)), ir.ConstInt(ir.I32, 0))
	xb := b.Cast(ir.OpBitcast, xs, fi.it)
	emask := int64(1)<<(fi.bits-1-fi.mant) - 1
	field := b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, xb, ir.ConstInt(fi.it, int64(fi.mant))), ir.ConstInt(fi.it, emask))
	if fi.bits != 32 {
		field = b.Cast(ir.OpTrunc, field, ir.I32)
	}
	exp = b.Binary(ir.OpAdd, b.Binary(ir.OpSub, field, ir.ConstInt(ir.I32, fi.bias-1)), adj)
	keep := ^(emask << fi.mant)
	mb := b.Binary(ir.OpOr, b.Binary(ir.OpAnd, xb, ir.ConstInt(fi.it, keep)), ir.ConstInt(fi.it, (fi.bias-1)<<fi.mant))
	mant = b.Cast(ir.OpBitcast, mb, fi.t)
	special := b.Binary(ir.OpOr, isZero(b, x), notFinite(b, x))
	return b.Select(special, x, mant), b.Select(special, ir.ConstInt(ir.I32, 0), exp)
}

// Ilogb returns ilogb(x) as an i32.
func Ilogb(b *ir.Builder, x ir.Value) ir.Value {
	return IlogbNaN(b, x, math.MaxInt32)
}

// IlogbNaN is Ilogb with nan the result for a NaN (CUDA's libdevice
// gives INT_MIN).
func IlogbNaN(b *ir.Builder, x ir.Value, nan int64) ir.Value {
	_, e := Frexp(b, x)
	r := b.Binary(ir.OpSub, e, ir.ConstInt(ir.I32, 1))
	r = b.Select(isZero(b, x), ir.ConstInt(ir.I32, math.MinInt32), r)
	r = b.Select(isInf(b, x), ir.ConstInt(ir.I32, math.MaxInt32), r)
	return b.Select(b.FCmp(ir.PredUNO, x, x), ir.ConstInt(ir.I32, nan), r)
}

// Modf returns modf(x): the fractional part and the integral part.
func Modf(b *ir.Builder, x ir.Value) (frac, whole ir.Value) {
	whole = b.Math(mathfn.Trunc, x)
	d := b.Select(isInf(b, x), fconst(x.Type(), 0), b.Binary(ir.OpFSub, x, whole))
	return b.Math(mathfn.Copysign, d, x), whole
}

// LgammaR returns lgamma_r(x): lgamma x and the sign of Γ(x) (i32).
func LgammaR(b *ir.Builder, x ir.Value) (v, sign ir.Value) {
	t := x.Type()
	v = b.Math(mathfn.Lgamma, x)
	fl := b.Math(mathfn.Floor, x)
	half := b.Math(mathfn.Floor, b.Binary(ir.OpFMul, x, fconst(t, 0.5)))
	odd := b.FCmp(ir.PredONE, b.Binary(ir.OpFSub, fl, b.Binary(ir.OpFMul, half, fconst(t, 2))), fconst(t, 0))
	negNonInt := b.Binary(ir.OpAnd, b.FCmp(ir.PredOLT, x, fconst(t, 0)), b.FCmp(ir.PredONE, x, fl))
	negZero := b.Binary(ir.OpAnd, isZero(b, x), signBit(b, x))
	neg := b.Binary(ir.OpOr, b.Binary(ir.OpAnd, negNonInt, odd), negZero)
	return v, b.Select(neg, ir.ConstInt(ir.I32, -1), ir.ConstInt(ir.I32, 1))
}

// Remquo returns remquo(x, y): the remainder (as remainder(x, y)) and the
// quotient bits (i32). It follows glibc's __remquo without its branches:
// x is reduced modulo 8y (exact; fmod(x, ±inf) = x when 8y overflows),
// then 4y, 2y and y are taken off while they fit, and once more y while
// the rest exceeds y/2 (compared as rest + rest > y, exact: doubling is
// exact and an overflow means the rest is larger). y = 0, y NaN and x not
// finite give NaN and 0.
func Remquo(b *ir.Builder, x, y ir.Value) (rem, quo ir.Value) {
	t := x.Type()
	ay := b.Unary(ir.OpFAbs, y)
	a := b.Unary(ir.OpFAbs, b.Math(mathfn.Fmod, x, b.Binary(ir.OpFMul, y, fconst(t, 8))))
	q := ir.Value(ir.ConstInt(ir.I32, 0))
	step := func(c ir.Value, sub ir.Value, k int64) {
		a = b.Select(c, b.Binary(ir.OpFSub, a, sub), a)
		q = b.Binary(ir.OpAdd, q, b.Select(c, ir.ConstInt(ir.I32, k), ir.ConstInt(ir.I32, 0)))
	}
	for _, k := range []int64{4, 2} {
		ky := b.Binary(ir.OpFMul, ay, fconst(t, float64(k)))
		step(b.FCmp(ir.PredOGE, a, ky), ky, k)
	}
	c1 := b.FCmp(ir.PredOGT, b.Binary(ir.OpFAdd, a, a), ay)
	step(c1, ay, 1)
	c2 := b.Binary(ir.OpAnd, c1, b.FCmp(ir.PredOGE, b.Binary(ir.OpFAdd, a, a), ay))
	step(c2, ay, 1)
	// a is +0 when the remainder is zero, so negating it gives x's sign.
	rem = b.Select(signBit(b, x), b.Unary(ir.OpFNeg, a), a)
	qs := b.Binary(ir.OpXor, signBit(b, x), signBit(b, y))
	quo = b.Select(qs, b.Binary(ir.OpSub, ir.ConstInt(ir.I32, 0), q), q)
	bad := b.Binary(ir.OpOr, b.Binary(ir.OpOr, isZero(b, y), b.FCmp(ir.PredUNO, y, y)), notFinite(b, x))
	return b.Select(bad, fconst(t, math.NaN()), rem), b.Select(bad, ir.ConstInt(ir.I32, 0), quo)
}

// Ldexp returns x·2ⁿ (n an i32), correctly rounded. An f32 is scaled in
// f64, where n clamped to ±300 keeps every product exact and in range, and
// rounded once. An f64 takes musl's scalbn steps: at most two scalings by
// 2^1023 (or by 2^-969, which keeps a result headed for the subnormals
// from being rounded twice) bring n into the exponent range.
func Ldexp(b *ir.Builder, x, n ir.Value) ir.Value {
	if n.Type() != ir.I32 {
		panic("builtin.Ldexp: the exponent is " + n.Type().String() + ", not i32")
	}
	pow2 := func(n ir.Value) ir.Value { // 2ⁿ in f64, n an i32 in [-1022, 1023]
		e := b.Cast(ir.OpSExt, b.Binary(ir.OpAdd, n, ir.ConstInt(ir.I32, 1023)), ir.I64)
		return b.Cast(ir.OpBitcast, b.Binary(ir.OpShl, e, ir.ConstInt(ir.I64, 52)), ir.F64)
	}
	clamp := func(n ir.Value, lo, hi int64) ir.Value {
		return b.Binary(ir.OpSMin, b.Binary(ir.OpSMax, n, ir.ConstInt(ir.I32, lo)), ir.ConstInt(ir.I32, hi))
	}
	if ir.Bits(x.Type()) == 32 {
		wide := b.Cast(ir.OpFPExt, x, ir.F64)
		return b.Cast(ir.OpFPTrunc, b.Binary(ir.OpFMul, wide, pow2(clamp(n, -300, 300))), x.Type())
	}
	y := x
	for _, s := range []struct {
		pred  ir.Pred
		limit int64
		by    int64
	}{{ir.PredSGT, 1023, 1023}, {ir.PredSGT, 1023, 1023}, {ir.PredSLT, -1022, -969}, {ir.PredSLT, -1022, -969}} {
		c := b.ICmp(s.pred, n, ir.ConstInt(ir.I32, s.limit))
		y = b.Select(c, b.Binary(ir.OpFMul, y, fconst(ir.F64, math.Ldexp(1, int(s.by)))), y)
		n = b.Select(c, b.Binary(ir.OpSub, n, ir.ConstInt(ir.I32, s.by)), n)
	}
	return b.Binary(ir.OpFMul, y, pow2(clamp(n, -1022, 1023)))
}

// Rootn returns x^(1/n) (n an i32): pow(|x|, 1/n) in f64, negated for a
// negative x (or -0) and odd n, NaN for a negative x and even n and for
// n = 0.
func Rootn(b *ir.Builder, x, n ir.Value) ir.Value {
	t := x.Type()
	if n.Type() != ir.I32 {
		panic("builtin.Rootn: n is " + n.Type().String() + ", not i32")
	}
	wide := x
	if ir.Bits(t) == 32 {
		wide = b.Cast(ir.OpFPExt, x, ir.F64)
	}
	inv := b.Binary(ir.OpFDiv, fconst(ir.F64, 1), b.Cast(ir.OpSIToFP, n, ir.F64))
	p := b.Math(mathfn.Pow, b.Unary(ir.OpFAbs, wide), inv)
	if ir.Bits(t) == 32 {
		p = b.Cast(ir.OpFPTrunc, p, t)
	}
	odd := b.ICmp(ir.PredNE, b.Binary(ir.OpAnd, n, ir.ConstInt(n.Type(), 1)), ir.ConstInt(n.Type(), 0))
	r := b.Select(b.Binary(ir.OpAnd, odd, signBit(b, x)), b.Unary(ir.OpFNeg, p), p)
	even := b.ICmp(ir.PredEQ, b.Binary(ir.OpAnd, n, ir.ConstInt(n.Type(), 1)), ir.ConstInt(n.Type(), 0))
	nan := b.Binary(ir.OpOr, b.Binary(ir.OpAnd, even, b.FCmp(ir.PredOLT, x, fconst(t, 0))),
		b.ICmp(ir.PredEQ, n, ir.ConstInt(n.Type(), 0)))
	return b.Select(nan, fconst(t, math.NaN()), r)
}

// MinMag returns minmag(x, y) (max false) or maxmag(x, y) (max true).
func MinMag(b *ir.Builder, x, y ir.Value, max bool) ir.Value {
	ax, ay := b.Unary(ir.OpFAbs, x), b.Unary(ir.OpFAbs, y)
	p, op := ir.PredOLT, ir.OpFMin
	if max {
		p, op = ir.PredOGT, ir.OpFMax
	}
	r := b.Select(b.FCmp(p, ay, ax), y, b.Binary(op, x, y))
	return b.Select(b.FCmp(p, ax, ay), x, r)
}

// PiFn returns acospi(x), asinpi(x), atanpi(x) (fn MathAcos, MathAsin,
// MathAtan), atan2pi(y, x) (MathAtan2): the function divided by π,
// computed in f64 and rounded once for an f32; or tanpi(x) (fn MathTan,
// see tanpi).
func PiFn(b *ir.Builder, fn ir.MathFn, args ...ir.Value) ir.Value {
	t := args[0].Type()
	if fn == mathfn.Tan {
		return tanpi(b, args[0])
	}
	wide := make([]ir.Value, len(args))
	for k, a := range args {
		wide[k] = a
		if ir.Bits(t) == 32 {
			wide[k] = b.Cast(ir.OpFPExt, a, ir.F64)
		}
	}
	r := ir.Value(b.Binary(ir.OpFDiv, b.Math(fn, wide...), fconst(ir.F64, math.Pi)))
	if ir.Bits(t) == 32 {
		r = b.Cast(ir.OpFPTrunc, r, t)
	}
	return r
}

// Nan returns nan(code): the quiet NaN of type t with the low bits of
// the unsigned code (i32 for f32, i64 for f64) as its payload.
func Nan(b *ir.Builder, code ir.Value, t ir.Type) ir.Value {
	fi := infoOf(t)
	if code.Type() != fi.it {
		if ir.Bits(code.Type()) > fi.bits {
			code = b.Cast(ir.OpTrunc, code, fi.it)
		} else {
			code = b.Cast(ir.OpZExt, code, fi.it)
		}
	}
	quiet := (int64(1)<<(fi.bits-1) - 1) &^ (int64(1)<<(fi.mant-1) - 1) // exponent ones and the quiet bit
	payload := b.Binary(ir.OpAnd, code, ir.ConstInt(fi.it, int64(1)<<(fi.mant-1)-1))
	return b.Cast(ir.OpBitcast, b.Binary(ir.OpOr, payload, ir.ConstInt(fi.it, quiet)), t)
}

// tanpi returns tan(πx). x is reduced exactly to r = x - rint(x) in
// [-0.5, 0.5] and to s = min(|r|, 0.5 - |r|) in [0, 0.25], where
// sinpi(s)/cospi(s) is well conditioned; above |r| = 0.25 the result is
// its reciprocal, with r's sign. §7.5.1's edge cases: at integers ±0
// (x's sign at even ones, the other at odd ones), at n + 0.5 +inf for even
// n and -inf for odd n (the reciprocal of +0, signed by r), NaN for ±inf
// and NaN (r is NaN).
func tanpi(b *ir.Builder, x ir.Value) ir.Value {
	t := x.Type()
	n := b.Math(mathfn.Rint, x)
	r := b.Binary(ir.OpFSub, x, n)
	a := b.Unary(ir.OpFAbs, r)
	big := b.FCmp(ir.PredOGT, a, fconst(t, 0.25))
	s := b.Select(big, b.Binary(ir.OpFSub, fconst(t, 0.5), a), a)
	v := b.Binary(ir.OpFDiv, b.Math(mathfn.SinPi, s), b.Math(mathfn.CosPi, s))
	v = b.Select(big, b.Binary(ir.OpFDiv, fconst(t, 1), v), v)
	v = b.Math(mathfn.Copysign, v, r)
	zero := signedZero(b, x)
	odd := b.FCmp(ir.PredONE, b.Math(mathfn.Fmod, n, fconst(t, 2)), fconst(t, 0))
	zero = b.Select(odd, b.Unary(ir.OpFNeg, zero), zero)
	return b.Select(b.FCmp(ir.PredOEQ, r, fconst(t, 0)), zero, v)
}

// Pown returns pown(x, n) (n a signed integer): pow(x, n) with n exact,
// in f64 for an f32 (an int above 2^24 does not fit an f32, and its
// parity fixes the sign of a negative x's power).
func Pown(b *ir.Builder, x, n ir.Value) ir.Value {
	t := x.Type()
	if ir.Bits(t) == 32 {
		r := b.Math(mathfn.Pow, b.Cast(ir.OpFPExt, x, ir.F64), b.Cast(ir.OpSIToFP, n, ir.F64))
		return b.Cast(ir.OpFPTrunc, r, t)
	}
	return b.Math(mathfn.Pow, x, b.Cast(ir.OpSIToFP, n, t))
}

// Powr returns powr(x, y), pow for x >= 0 with §7.5.1's edge cases where
// C's pow differs: NaN for x < 0, for (±0, ±0), (+inf, ±0), (1, ±inf) and
// any NaN operand; +0 (+inf) for ±0 and y > 0 (y < 0), whatever the sign
// of the zero.
func Powr(b *ir.Builder, x, y ir.Value) ir.Value {
	t := x.Type()
	r := b.Math(mathfn.Pow, b.Unary(ir.OpFAbs, x), y)
	or := func(a, c ir.Value) ir.Value { return b.Binary(ir.OpOr, a, c) }
	and := func(a, c ir.Value) ir.Value { return b.Binary(ir.OpAnd, a, c) }
	nan := or(b.FCmp(ir.PredOLT, x, fconst(t, 0)), b.FCmp(ir.PredUNO, x, y))
	yZero := isZero(b, y)
	nan = or(nan, and(or(isZero(b, x), b.FCmp(ir.PredOEQ, x, fconst(t, math.Inf(1)))), yZero))
	nan = or(nan, and(b.FCmp(ir.PredOEQ, x, fconst(t, 1)), isInf(b, y)))
	return b.Select(nan, fconst(t, math.NaN()), r)
}
