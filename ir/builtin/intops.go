package builtin

import (
	"math"
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/mathfn"
)

// The integer, conversion and vector builtins of OpenCL C (6.13.3, 6.13.7,
// 6.13.11, 6.2.3) that have no IR operation of their own and are lowered
// alike by both frontends, one scalar (or one vector lane) at a time:
//
//   - MulHi: mul_hi, the high half of the double-width product, at every
//     width; 64-bit operands multiply in 32-bit halves (MulFull64).
//   - MadSat: mad_sat, x*y + z clamped to the type's range, computed
//     exactly (in 64 bits up to 32-bit operands, in 128 bits as a pair
//     of i64 for 64-bit ones).
//   - Upsample: upsample(hi, lo) = hi << w | lo in the double width.
//   - Shuffle: shuffle and shuffle2 with a mask computed at run time.
//   - Compare: isequal … isunordered, the IR float predicate of each.
//   - Smoothstep: the Hermite interpolation between two edges.
//   - Convert: convert_T[_sat][_rte|_rtz|_rtp|_rtn] between integer and
//     float scalars.

// MulFull64 returns the high and low 64 bits of the 128-bit product of the
// i64 values x and y, unsigned or signed. The low half is x*y; the high
// half sums the cross products of the 32-bit halves with their carries:
//
//	x = a1·2³² + a0, y = b1·2³² + b0
//	mid = (a0·b0 >> 32) + lo32(a0·b1) + lo32(a1·b0)
//	hi  = a1·b1 + (a0·b1 >> 32) + (a1·b0 >> 32) + (mid >> 32)
//
// and, signed, hi - (x < 0 ? y : 0) - (y < 0 ? x : 0).
func MulFull64(b *ir.Builder, x, y ir.Value, signed bool) (hi, lo ir.Value) {
	t := x.Type()
	c := func(v int64) ir.Value { return ir.ConstInt(t, v) }
	mask, sh := c(0xffffffff), c(32)
	a0, a1 := b.Binary(ir.OpAnd, x, mask), b.Binary(ir.OpLShr, x, sh)
	b0, b1 := b.Binary(ir.OpAnd, y, mask), b.Binary(ir.OpLShr, y, sh)
	p00 := b.Binary(ir.OpMul, a0, b0)
	p01 := b.Binary(ir.OpMul, a0, b1)
	p10 := b.Binary(ir.OpMul, a1, b0)
	p11 := b.Binary(ir.OpMul, a1, b1)
	mid := b.Binary(ir.OpAdd, b.Binary(ir.OpLShr, p00, sh),
		b.Binary(ir.OpAdd, b.Binary(ir.OpAnd, p01, mask), b.Binary(ir.OpAnd, p10, mask)))
	hi = b.Binary(ir.OpAdd, p11, b.Binary(ir.OpAdd, b.Binary(ir.OpLShr, p01, sh), b.Binary(ir.OpLShr, p10, sh)))
	hi = b.Binary(ir.OpAdd, hi, b.Binary(ir.OpLShr, mid, sh))
	if signed {
		zero := c(0)
		hi = b.Binary(ir.OpSub, hi, b.Select(b.ICmp(ir.PredSLT, x, zero), y, zero))
		hi = b.Binary(ir.OpSub, hi, b.Select(b.ICmp(ir.PredSLT, y, zero), x, zero))
	}
	return hi, b.Binary(ir.OpMul, x, y)
}

// MulHi emits mul_hi(x, y): the high half of the product of two integers
// of one type, as if computed in twice their width. Up to 32 bits the
// operands are extended (sign or zero) to i64 and the product shifted
// right by the width; 64-bit operands use MulFull64.
func MulHi(b *ir.Builder, x, y ir.Value, signed bool) ir.Value {
	t := x.Type()
	w := ir.Bits(t)
	if w == 64 {
		hi, _ := MulFull64(b, x, y, signed)
		return hi
	}
	ext, shr := ir.OpZExt, ir.OpLShr
	if signed {
		ext, shr = ir.OpSExt, ir.OpAShr
	}
	p := b.Binary(ir.OpMul, b.Cast(ext, x, ir.I64), b.Cast(ext, y, ir.I64))
	return b.Cast(ir.OpTrunc, b.Binary(shr, p, ir.ConstInt(ir.I64, int64(w))), t)
}

// MadSat emits mad_sat(x, y, z): x*y + z clamped to the range of the
// operands' integer type. Up to 32 bits it is computed in i64, where it
// cannot overflow (a 32-bit unsigned product plus z stays below 2⁶⁴, and
// is clamped with an unsigned minimum), and truncated. 64-bit operands
// form the 128-bit sum from MulFull64 and z (sign-extended when signed)
// with the carry of the low half; the result is the low half unless the
// high half is not the low half's extension (signed: its sign smeared;
// unsigned: 0), when it saturates by the high half's sign.
func MadSat(b *ir.Builder, x, y, z ir.Value, signed bool) ir.Value {
	t := x.Type()
	w := ir.Bits(t)
	if w < 64 {
		ext := ir.OpZExt
		if signed {
			ext = ir.OpSExt
		}
		e := func(v ir.Value) ir.Value { return b.Cast(ext, v, ir.I64) }
		s := b.Binary(ir.OpAdd, b.Binary(ir.OpMul, e(x), e(y)), e(z))
		if signed {
			lo, hi := int64(-1)<<(w-1), int64(1)<<(w-1)-1
			s = b.Binary(ir.OpSMin, b.Binary(ir.OpSMax, s, ir.ConstInt(ir.I64, lo)), ir.ConstInt(ir.I64, hi))
		} else {
			s = b.Binary(ir.OpUMin, s, ir.ConstInt(ir.I64, int64(1)<<w-1))
		}
		return b.Cast(ir.OpTrunc, s, t)
	}
	hi, lo := MulFull64(b, x, y, signed)
	zero := ir.ConstInt(t, 0)
	s := b.Binary(ir.OpAdd, lo, z)
	carry := b.Cast(ir.OpZExt, b.ICmp(ir.PredULT, s, lo), t)
	hi = b.Binary(ir.OpAdd, hi, carry)
	if !signed {
		return b.Select(b.ICmp(ir.PredNE, hi, zero), ir.ConstInt(t, -1), s)
	}
	hi = b.Binary(ir.OpAdd, hi, b.Binary(ir.OpAShr, z, ir.ConstInt(t, 63)))
	fits := b.ICmp(ir.PredEQ, hi, b.Binary(ir.OpAShr, s, ir.ConstInt(t, 63)))
	sat := b.Select(b.ICmp(ir.PredSLT, hi, zero), ir.ConstInt(t, math.MinInt64), ir.ConstInt(t, math.MaxInt64))
	return b.Select(fits, s, sat)
}

// Upsample emits upsample(hi, lo) = hi << w | lo of the w-bit integers hi
// and lo (8, 16 or 32 bits) in the integer type of twice their width: hi
// is extended by its signedness, lo always zero-extended.
func Upsample(b *ir.Builder, hi, lo ir.Value, signed bool) ir.Value {
	w := ir.Bits(hi.Type())
	t := ir.IntType{Bits: 2 * w}
	ext := ir.OpZExt
	if signed {
		ext = ir.OpSExt
	}
	h := b.Binary(ir.OpShl, b.Cast(ext, hi, t), ir.ConstInt(t, int64(w)))
	return b.Binary(ir.OpOr, h, b.Cast(ir.OpZExt, lo, t))
}

// Shuffle emits shuffle(x, mask) (src the lanes of x) and shuffle2(x, y,
// mask) (src the lanes of x then of y): lane k of the result is
// src[mask[k] mod n], n = len(src), a power of two, as OpenCL considers
// only the low bits of each mask element that number the lanes of src.
// The lane is picked by a chain of selects on the index, as the IR has no
// indexed vectors.
func Shuffle(b *ir.Builder, src, mask []ir.Value) []ir.Value {
	n := len(src)
	out := make([]ir.Value, len(mask))
	for k, m := range mask {
		mt := m.Type()
		idx := b.Binary(ir.OpAnd, m, ir.ConstInt(mt, int64(n-1)))
		r := src[0]
		for j := 1; j < n; j++ {
			r = b.Select(b.ICmp(ir.PredEQ, idx, ir.ConstInt(mt, int64(j))), src[j], r)
		}
		out[k] = r
	}
	return out
}

// ComparePred returns the IR float predicate of the OpenCL relational
// function name (isequal, isnotequal, isgreater, isgreaterequal, isless,
// islessequal, islessgreater, isordered, isunordered): ordered, except
// isnotequal, which is true for NaNs (C's !=), and isunordered.
func ComparePred(name string) (ir.Pred, bool) {
	switch name {
	case "isequal":
		return ir.PredOEQ, true
	case "isnotequal":
		return ir.PredUNE, true
	case "isgreater":
		return ir.PredOGT, true
	case "isgreaterequal":
		return ir.PredOGE, true
	case "isless":
		return ir.PredOLT, true
	case "islessequal":
		return ir.PredOLE, true
	case "islessgreater":
		return ir.PredONE, true
	case "isordered":
		return ir.PredORD, true
	case "isunordered":
		return ir.PredUNO, true
	}
	return ir.PredNone, false
}

// Smoothstep emits smoothstep(e0, e1, x) of floats of one type:
//
//	t = fmin(fmax((x - e0) / (e1 - e0), 0), 1); t·t·(3 - 2·t)
func Smoothstep(b *ir.Builder, e0, e1, x ir.Value) ir.Value {
	ft := x.Type()
	t := b.Binary(ir.OpFDiv, b.Binary(ir.OpFSub, x, e0), b.Binary(ir.OpFSub, e1, e0))
	t = b.Binary(ir.OpFMin, b.Binary(ir.OpFMax, t, ir.ConstFloat(ft, 0)), ir.ConstFloat(ft, 1))
	poly := b.Binary(ir.OpFSub, ir.ConstFloat(ft, 3), b.Binary(ir.OpFMul, ir.ConstFloat(ft, 2), t))
	return b.Binary(ir.OpFMul, b.Binary(ir.OpFMul, t, t), poly)
}

// Rounding is the rounding mode of a conversion (the _rte, _rtz, _rtp and
// _rtn suffixes of convert_T).
type Rounding uint8

// The rounding modes. RoundDefault is the conversion's own: toward zero
// to an integer, to nearest even to a float.
const (
	RoundDefault Rounding = iota
	RoundNearestEven
	RoundTowardZero
	RoundUp
	RoundDown
)

// ParseRounding recognizes "rte", "rtz", "rtp", "rtn" and "" (the default).
func ParseRounding(s string) (Rounding, bool) {
	switch s {
	case "":
		return RoundDefault, true
	case "rte":
		return RoundNearestEven, true
	case "rtz":
		return RoundTowardZero, true
	case "rtp":
		return RoundUp, true
	case "rtn":
		return RoundDown, true
	}
	return 0, false
}

// ConvertName is what the name of an OpenCL conversion,
// convert_T[_sat][_rte|_rtz|_rtp|_rtn], says (OpenCL C 6.2.3).
type ConvertName struct {
	Type    string   // T: "int", "uchar4" (the frontends read it)
	Sat     bool     // _sat
	Round   Rounding // the rounding suffix's mode
	Rounded bool     // a rounding suffix was given (_rte too)
}

// ParseConvert reads the name of a conversion; ok is false when it does
// not start with convert_. The type is not checked.
func ParseConvert(name string) (c ConvertName, ok bool) {
	rest, ok := strings.CutPrefix(name, "convert_")
	if !ok {
		return c, false
	}
	for _, m := range []string{"rte", "rtz", "rtp", "rtn"} {
		if s, cut := strings.CutSuffix(rest, "_"+m); cut {
			rest, c.Rounded = s, true
			c.Round, _ = ParseRounding(m)
		}
	}
	c.Type, c.Sat = strings.CutSuffix(rest, "_sat")
	return c, true
}

// Conv describes an OpenCL conversion of one scalar: the signedness of
// integer source and destination types, saturation (integer destinations
// only) and the rounding mode.
type Conv struct {
	SrcUnsigned, DstUnsigned bool
	Sat                      bool
	Round                    Rounding
}

// Convert emits convert_T of x to t (integers of 8 to 64 bits, f32, f64)
// as c says (OpenCL C 6.2.3):
//
//   - integer to integer: truncated or extended by the source's
//     signedness; saturated, clamped first to the destination's range,
//     compared in the wider of the two types by their signedness.
//   - float to integer: rounded by the mode (rint, ceil, floor; toward
//     zero by the conversion itself) and converted; saturated, a NaN gives
//     0 and values at or beyond the destination's limits (exact powers of
//     two in the float type) give the limits, by selects, so the result
//     never depends on an out-of-range conversion.
//   - integer to float and float to a narrower float: converted to
//     nearest even; with another mode the result r is compared with x
//     (exactly: in the integer type, r's own out-of-range case first, or
//     widened back to the source float) and, when it lies on the wrong
//     side, stepped to the neighbouring float toward x by adding ±1 to
//     its bits (a step toward zero is always -1, away from it +1).
//   - float to a wider float is exact.
func Convert(b *ir.Builder, x ir.Value, t ir.Type, c Conv) ir.Value {
	st := x.Type()
	switch {
	case ir.IsInt(st) && ir.IsInt(t):
		return convertInt(b, x, t, c)
	case ir.IsFloat(st) && ir.IsInt(t):
		return convertFloatToInt(b, x, t, c)
	case ir.IsInt(st) && ir.IsFloat(t):
		op := ir.OpSIToFP
		if c.SrcUnsigned {
			op = ir.OpUIToFP
		}
		r := b.Cast(op, x, t)
		if c.Round == RoundDefault || c.Round == RoundNearestEven || ir.Bits(st) < 24 ||
			ir.Bits(st) < 53 && ir.Bits(t) == 64 {
			return r // exact, or rounded to nearest even by the conversion
		}
		// r > x and r < x, compared in x's type; r beyond the type's
		// range (2^w-1 or 2^w rounded up) is greater than every x.
		w := ir.Bits(st)
		toInt, gtPred, ltPred, limit := ir.OpFPToSI, ir.PredSGT, ir.PredSLT, math.Ldexp(1, w-1)
		if c.SrcUnsigned {
			toInt, gtPred, ltPred, limit = ir.OpFPToUI, ir.PredUGT, ir.PredULT, math.Ldexp(1, w)
		}
		over := b.FCmp(ir.PredOGE, r, ir.ConstFloat(t, limit))
		back := b.Cast(toInt, r, st)
		gt := b.Binary(ir.OpOr, over, b.ICmp(gtPred, back, x))
		lt := b.Binary(ir.OpAnd, b.Binary(ir.OpXor, over, ir.ConstBool(true)), b.ICmp(ltPred, back, x))
		return stepFloat(b, r, gt, lt, c.Round)
	case ir.IsFloat(st) && ir.IsFloat(t):
		if ir.Bits(t) > ir.Bits(st) {
			return b.Cast(ir.OpFPExt, x, t)
		}
		if ir.Bits(t) == ir.Bits(st) {
			return x
		}
		r := b.Cast(ir.OpFPTrunc, x, t)
		if c.Round == RoundDefault || c.Round == RoundNearestEven {
			return r
		}
		back := b.Cast(ir.OpFPExt, r, st)
		return stepFloat(b, r, b.FCmp(ir.PredOGT, back, x), b.FCmp(ir.PredOLT, back, x), c.Round)
	}
	panic("builtin.Convert: conversion from " + st.String() + " to " + t.String())
}

// stepFloat corrects the nearest-even float r of a value x to the mode
// round, given whether r is above (gt) or below (lt) x: toward zero, a
// nonzero r away from zero steps down in magnitude; up, an r below x steps
// up (magnitude +1 when positive, -1 when negative); down, the mirror.
// r is never 0 when it differs from x, and ±inf steps to ±max.
func stepFloat(b *ir.Builder, r, gt, lt ir.Value, round Rounding) ir.Value {
	ft := r.Type()
	it := ir.IntType{Bits: ir.Bits(ft)}
	bits := b.Cast(ir.OpBitcast, r, it)
	neg := b.ICmp(ir.PredSLT, bits, ir.ConstInt(it, 0))
	one, minus := ir.ConstInt(it, 1), ir.ConstInt(it, -1)
	var wrong, delta ir.Value
	switch round {
	case RoundTowardZero:
		// above a positive x or below a negative one
		wrong = b.Select(neg, lt, gt)
		delta = minus
	case RoundUp:
		wrong, delta = lt, b.Select(neg, minus, one)
	case RoundDown:
		wrong, delta = gt, b.Select(neg, one, minus)
	default:
		panic("builtin.stepFloat: rounding mode")
	}
	stepped := b.Cast(ir.OpBitcast, b.Binary(ir.OpAdd, bits, delta), ft)
	return b.Select(wrong, stepped, r)
}

// convertInt converts between integer types (Convert).
func convertInt(b *ir.Builder, x ir.Value, t ir.Type, c Conv) ir.Value {
	ws, wd := ir.Bits(x.Type()), ir.Bits(t)
	if c.Sat {
		st := x.Type()
		switch {
		case !c.SrcUnsigned && !c.DstUnsigned && wd < ws:
			lo, hi := int64(-1)<<(wd-1), int64(1)<<(wd-1)-1
			x = b.Binary(ir.OpSMin, b.Binary(ir.OpSMax, x, ir.ConstInt(st, lo)), ir.ConstInt(st, hi))
		case !c.SrcUnsigned && c.DstUnsigned:
			x = b.Binary(ir.OpSMax, x, ir.ConstInt(st, 0))
			if wd < ws {
				x = b.Binary(ir.OpUMin, x, ir.ConstInt(st, int64(1)<<wd-1))
			}
		case c.SrcUnsigned && c.DstUnsigned && wd < ws:
			x = b.Binary(ir.OpUMin, x, ir.ConstInt(st, int64(1)<<wd-1))
		case c.SrcUnsigned && !c.DstUnsigned && wd <= ws:
			x = b.Binary(ir.OpUMin, x, ir.ConstInt(st, int64(1)<<(wd-1)-1))
		}
		// What is left fits t; a wider t extends a value that is
		// nonnegative whenever the source's signedness and t's differ.
	}
	switch {
	case wd < ws:
		return b.Cast(ir.OpTrunc, x, t)
	case wd > ws && c.SrcUnsigned:
		return b.Cast(ir.OpZExt, x, t)
	case wd > ws:
		return b.Cast(ir.OpSExt, x, t)
	}
	return x
}

// convertFloatToInt converts a float to an integer type (Convert).
func convertFloatToInt(b *ir.Builder, x ir.Value, t ir.Type, c Conv) ir.Value {
	ft := x.Type()
	switch c.Round {
	case RoundNearestEven:
		x = b.Math(mathfn.Rint, x)
	case RoundUp:
		x = b.Math(mathfn.Ceil, x)
	case RoundDown:
		x = b.Math(mathfn.Floor, x)
	}
	op := ir.OpFPToSI
	if c.DstUnsigned {
		op = ir.OpFPToUI
	}
	r := b.Cast(op, x, t)
	if !c.Sat {
		return r
	}
	w := ir.Bits(t)
	lo, hi := -math.Ldexp(1, w-1), math.Ldexp(1, w-1)
	minV, maxV := int64(-1)<<(w-1), int64(1)<<(w-1)-1
	if c.DstUnsigned {
		lo, hi = 0, math.Ldexp(1, w)
		minV, maxV = 0, -1
		if w < 64 {
			maxV = int64(1)<<w - 1
		}
	}
	// Below lo, the conversion toward zero of a value in (lo-1, lo)
	// would be lo too, which the select gives.
	r = b.Select(b.FCmp(ir.PredOGE, x, ir.ConstFloat(ft, hi)), ir.ConstInt(t, maxV), r)
	r = b.Select(b.FCmp(ir.PredOLT, x, ir.ConstFloat(ft, lo)), ir.ConstInt(t, minV), r)
	return b.Select(b.FCmp(ir.PredUNO, x, x), ir.ConstInt(t, 0), r)
}

// Bswap emits the byte swap of an integer of 16, 32 or 64 bits (LLVM's
// llvm.bswap): byte k moves to byte w/8-1-k.
func Bswap(b *ir.Builder, x ir.Value) ir.Value {
	t := x.Type()
	w := ir.Bits(t)
	var r ir.Value
	for k := 0; k < w/8; k++ {
		byteK := b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, x, ir.ConstInt(t, int64(8*k))), ir.ConstInt(t, 0xff))
		moved := b.Binary(ir.OpShl, byteK, ir.ConstInt(t, int64(w-8-8*k)))
		if r == nil {
			r = moved
		} else {
			r = b.Binary(ir.OpOr, r, moved)
		}
	}
	return r
}

// BitReverse emits the bit reversal of an integer of 8 to 64 bits (LLVM's
// llvm.bitreverse): the bits of each byte are reversed by swapping
// neighbouring bits, pairs and nibbles under masks, then the bytes are
// swapped (Bswap).
func BitReverse(b *ir.Builder, x ir.Value) ir.Value {
	t := x.Type()
	for _, s := range []struct {
		shift int64
		mask  uint64
	}{{1, 0x5555555555555555}, {2, 0x3333333333333333}, {4, 0x0f0f0f0f0f0f0f0f}} {
		m := ir.ConstInt(t, int64(s.mask))
		sh := ir.ConstInt(t, s.shift)
		lo := b.Binary(ir.OpShl, b.Binary(ir.OpAnd, x, m), sh)
		hi := b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, x, sh), m)
		x = b.Binary(ir.OpOr, lo, hi)
	}
	if ir.Bits(t) == 8 {
		return x
	}
	return Bswap(b, x)
}

// FunnelShift emits LLVM's llvm.fshl (left) or llvm.fshr of integers of
// one type: the concatenation x:y shifted by z mod w, its high (fshl) or
// low (fshr) half. No shift is by w or more:
//
//	fshl: x << n | (y >> 1) >> (w-1-n)      fshr: (x << 1) << (w-1-n) | y >> n
func FunnelShift(b *ir.Builder, x, y, z ir.Value, left bool) ir.Value {
	t := x.Type()
	w := int64(ir.Bits(t))
	one := ir.ConstInt(t, 1)
	n := b.Binary(ir.OpURem, z, ir.ConstInt(t, w))
	back := b.Binary(ir.OpSub, ir.ConstInt(t, w-1), n)
	if left {
		return b.Binary(ir.OpOr, b.Binary(ir.OpShl, x, n), b.Binary(ir.OpLShr, b.Binary(ir.OpLShr, y, one), back))
	}
	return b.Binary(ir.OpOr, b.Binary(ir.OpShl, b.Binary(ir.OpShl, x, one), back), b.Binary(ir.OpLShr, y, n))
}

// Overflow emits LLVM's llvm.{s,u}{add,sub,mul}.with.overflow of integers
// of one type (op "add", "sub" or "mul"): the wrapped result and whether
// the exact one differs from it. Unsigned: a carry (sum below x), a
// borrow (x below y), a nonzero high half of the product (MulHi); signed:
// the sign rules of Saturate, and a high half that is not the low half's
// sign smeared.
func Overflow(b *ir.Builder, op string, x, y ir.Value, signed bool) (r, ov ir.Value) {
	t := x.Type()
	zero := ir.ConstInt(t, 0)
	switch op {
	case "add":
		r = b.Binary(ir.OpAdd, x, y)
		if !signed {
			return r, b.ICmp(ir.PredULT, r, x)
		}
		return r, b.ICmp(ir.PredSLT, b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, r), b.Binary(ir.OpXor, y, r)), zero)
	case "sub":
		r = b.Binary(ir.OpSub, x, y)
		if !signed {
			return r, b.ICmp(ir.PredULT, x, y)
		}
		return r, b.ICmp(ir.PredSLT, b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, y), b.Binary(ir.OpXor, x, r)), zero)
	case "mul":
		r = b.Binary(ir.OpMul, x, y)
		hi := MulHi(b, x, y, signed)
		if !signed {
			return r, b.ICmp(ir.PredNE, hi, zero)
		}
		return r, b.ICmp(ir.PredNE, hi, b.Binary(ir.OpAShr, r, ir.ConstInt(t, int64(ir.Bits(t)-1))))
	}
	panic("builtin.Overflow: operation " + op)
}
