package llvm

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/simtc/simtc/ir"
)

// Odd-width integers. clang -O2 emits register values of widths simtc has
// no type for: InstCombine narrows `switch (x & 3)` to
// `%t = trunc i32 %x to i2; switch i2 %t`, and similar for compares. Such an
// iK value (1 < K < 64, K not 8, 16 or 32) is kept in the next wider simtc
// integer type, zero-extended: its bits above K are always 0. Operations
// whose result could set those bits (add, sub, mul, shl, the signed ones)
// mask it again; signed operations first sign-extend their operands from
// bit K-1. Odd widths in memory (pointers to, arrays of, allocas of,
// vectors of iK) are still rejected: their layout differs.

// narrowBits returns K if t is an integer type of an odd width K, else 0.
func narrowBits(t types.Type) int {
	it, ok := t.(*types.IntType)
	if !ok {
		return 0
	}
	switch k := int(it.BitSize); k {
	case 0, 1, 8, 16, 32, 64:
		return 0
	default:
		if k > 64 {
			return 0
		}
		return k
	}
}

// wideBits returns the width of the simtc type holding an iK value.
func wideBits(k int) int {
	switch {
	case k <= 8:
		return 8
	case k <= 16:
		return 16
	case k <= 32:
		return 32
	}
	return 64
}

// lowMask returns the mask of the low k bits.
func lowMask(k int) int64 {
	if k >= 64 {
		return -1
	}
	return int64(1)<<uint(k) - 1
}

// zextConst returns the canonical (zero-extended) representation of the
// K-bit constant v.
func zextConst(v int64, k int) int64 {
	return v & lowMask(k)
}

// maskTo clears the bits of x above bit k-1.
func (l *lowerer) maskTo(x ir.Value, k int) ir.Value {
	if k >= ir.Bits(x.Type()) {
		return x
	}
	return l.b.Binary(ir.OpAnd, x, ir.ConstInt(x.Type(), lowMask(k)))
}

// sextFrom sign-extends the k-bit value x within its own type.
func (l *lowerer) sextFrom(x ir.Value, k int) ir.Value {
	w := ir.Bits(x.Type())
	if k >= w {
		return x
	}
	sh := ir.ConstInt(x.Type(), int64(w-k))
	return l.b.Binary(ir.OpAShr, l.b.Binary(ir.OpShl, x, sh), sh)
}

// narrowBinary lowers an integer binary operation on iK operands.
func (l *lowerer) narrowBinary(op ir.Op, k int, x, y ir.Value) ir.Value {
	switch op {
	case ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpLShr, ir.OpUDiv, ir.OpURem:
		return l.binaryV(op, x, y)
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl:
		return l.maskTo(l.binaryV(op, x, y), k)
	case ir.OpAShr:
		return l.maskTo(l.binaryV(op, l.sextFrom(x, k), y), k)
	case ir.OpSDiv, ir.OpSRem:
		return l.maskTo(l.binaryV(op, l.sextFrom(x, k), l.sextFrom(y, k)), k)
	}
	l.failIn("%s of type i%d", op, k)
	return nil
}

// signedPred reports whether an icmp predicate compares signed.
func signedPred(p enum.IPred) bool {
	switch p {
	case enum.IPredSGE, enum.IPredSGT, enum.IPredSLE, enum.IPredSLT:
		return true
	}
	return false
}

// narrowCast lowers a conversion whose source or destination is an
// odd-width integer (sk or tk nonzero).
func (l *lowerer) narrowCast(op ir.Op, x ir.Value, sk int, to types.Type, tk int) ir.Value {
	t := l.firstClass(to)
	srcBits := sk
	if srcBits == 0 && ir.IsInt(x.Type()) {
		srcBits = ir.Bits(x.Type())
	}
	dstBits := tk
	if dstBits == 0 && ir.IsInt(t) {
		dstBits = ir.Bits(t)
	}
	// resize converts the integer v to type t keeping its low bits, zero-
	// or sign-extending.
	resize := func(v ir.Value, signed bool) ir.Value {
		switch vb, tb := ir.Bits(v.Type()), ir.Bits(t); {
		case vb > tb:
			return l.b.Cast(ir.OpTrunc, v, t)
		case vb < tb && signed:
			return l.b.Cast(ir.OpSExt, v, t)
		case vb < tb:
			return l.b.Cast(ir.OpZExt, v, t)
		}
		return v
	}
	switch op {
	case ir.OpTrunc:
		if !ir.IsInt(x.Type()) || !ir.IsInt(t) || dstBits >= srcBits {
			l.failIn("invalid %s from i%d to i%d", op, srcBits, dstBits)
		}
		return l.maskTo(resize(x, false), dstBits)
	case ir.OpZExt, ir.OpSExt:
		if !ir.IsInt(x.Type()) || !ir.IsInt(t) || dstBits <= srcBits {
			l.failIn("invalid %s from i%d to i%d", op, srcBits, dstBits)
		}
		if op == ir.OpZExt {
			return resize(x, false) // canonical iK values are already zero-extended
		}
		v := x
		if sk > 0 {
			v = l.sextFrom(x, sk)
		}
		return l.maskTo(resize(v, true), dstBits)
	case ir.OpUIToFP:
		if sk > 0 {
			return l.castV(op, x, t)
		}
	case ir.OpSIToFP:
		if sk > 0 {
			return l.castV(op, l.sextFrom(x, sk), t)
		}
	case ir.OpFPToUI, ir.OpFPToSI, ir.OpPtrToInt:
		if tk > 0 && sk == 0 {
			return l.maskTo(l.castV(op, x, t), tk)
		}
	}
	l.failIn("unsupported %s from %s to %s with an odd-width integer", op, x.Type(), to)
	return nil
}

// narrowOperandBits returns K when the LLVM operand v is an odd-width integer.
func narrowOperandBits(v value.Value) int {
	if v == nil {
		return 0
	}
	return narrowBits(v.Type())
}

// narrowCallBits returns K when the result or an argument of a call is an
// odd-width integer.
func narrowCallBits(in *llir.InstCall) int {
	if k := narrowBits(in.Typ); k > 0 {
		return k
	}
	for _, a := range in.Args {
		if k := narrowOperandBits(unwrapArg(a)); k > 0 {
			return k
		}
	}
	return 0
}
