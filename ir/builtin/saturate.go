package builtin

import "github.com/simtc/simtc/ir"

// Saturate emits x + y (add) or x - y clamped to the range of their integer
// type, computed in that type: unsigned, a carry (the sum below x) or a
// borrow (x below y) gives the maximum or 0; signed, an overflow (the
// result's sign differs from both operands' for +, from x's with operands
// of different signs for -) gives the minimum when x is negative, else the
// maximum.
//
//	r = x + y; select(icmp.ult r, x), -1, r                       unsigned +
//	r = x - y; select(icmp.ult x, y), 0, r                        unsigned -
//	ov = (x ^ r) & (y ^ r)   (+)   or   (x ^ y) & (x ^ r)   (-)
//	select(icmp.slt ov, 0), select(icmp.slt x, 0), min, max), r   signed
//
// mini-C uses it on every width; frontend/llvm on i64, where there is no
// wider type to compute in (clang's narrower add_sat/sub_sat are computed
// wider and clamped, which frontend/llvm lowers as it finds them).
func Saturate(b *ir.Builder, add bool, x, y ir.Value, signed bool) ir.Value {
	t := x.Type()
	zero := ir.ConstInt(t, 0)
	op := ir.OpSub
	if add {
		op = ir.OpAdd
	}
	r := b.Binary(op, x, y)
	if !signed {
		if add {
			return b.Select(b.ICmp(ir.PredULT, r, x), ir.ConstInt(t, -1), r)
		}
		return b.Select(b.ICmp(ir.PredULT, x, y), zero, r)
	}
	var ov ir.Value
	if add {
		ov = b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, r), b.Binary(ir.OpXor, y, r))
	} else {
		ov = b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, y), b.Binary(ir.OpXor, x, r))
	}
	w := ir.Bits(t)
	min := ir.ConstInt(t, int64(-1)<<(w-1))
	max := ir.ConstInt(t, int64(uint64(1)<<(w-1)-1))
	sat := b.Select(b.ICmp(ir.PredSLT, x, zero), min, max)
	return b.Select(b.ICmp(ir.PredSLT, ov, zero), sat, r)
}
