package llvm

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// intIntrinsic lowers the integer intrinsics clang -O2 makes of byte and
// bit idioms, llvm.bswap and llvm.bitreverse, and of overflow checks,
// llvm.{s,u}{add,sub,mul}.with.overflow, on scalars and vectors, the
// vector forms of llvm.ctpop, llvm.ctlz and llvm.cttz, and
// the vector forms of the funnel shifts (llvm.fshl, llvm.fshr: rotates the
// SLP vectorizer packed) and of the saturating llvm.[su]{add,sub}.sat,
// lane by lane (their scalar forms are in nvvm.go). It reports whether
// name was one of them.
func (l *lowerer) intIntrinsic(in *llir.InstCall, name string) bool {
	base := intrinsicBase(name)
	var arity int
	switch base {
	case "llvm.bswap", "llvm.bitreverse":
		arity = 1
	case "llvm.sadd.sat", "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat":
		arity = 2
	case "llvm.fshl", "llvm.fshr":
		arity = 3
	case "llvm.ctpop", "llvm.ctlz", "llvm.cttz":
		// The vector forms (the scalar ones are in calls.go); ctlz and
		// cttz's is_zero_poison flag does not matter (zero gives the width).
		vt := vectorOf(in.Typ)
		if vt == nil || len(in.Args) < 1 {
			return false
		}
		xs := l.vec(in.Args[0])
		out := make([]ir.Value, len(xs))
		for k, x := range xs {
			if !ir.IsInt(x.Type()) || ir.Bits(x.Type()) < 8 {
				l.failIn("unsupported intrinsic '%s' of %s", name, x.Type())
			}
			out[k] = builtin.CountBits(l.b, bitCountOf(base), x)
		}
		l.defVec(in, out)
		return true
	case "llvm.sadd.with.overflow", "llvm.uadd.with.overflow", "llvm.ssub.with.overflow", "llvm.usub.with.overflow",
		"llvm.smul.with.overflow", "llvm.umul.with.overflow":
		l.overflowIntrinsic(in, name, base)
		return true
	default:
		return false
	}
	if len(in.Args) != arity {
		l.failIn("%s called with %d arguments, want %d", name, len(in.Args), arity)
	}
	vt := vectorOf(in.Typ)
	if vt == nil && arity > 1 {
		return false // scalar: nvvm.go
	}
	ops := make([][]ir.Value, arity)
	for k, a := range in.Args {
		if vt != nil {
			ops[k] = l.vec(a)
		} else {
			ops[k] = []ir.Value{l.val(a)}
		}
	}
	out := make([]ir.Value, len(ops[0]))
	for j := range out {
		xs := make([]ir.Value, arity)
		for k := range xs {
			if len(ops[k]) != len(out) {
				l.failIn("%s of vectors of %d and %d lanes", name, len(out), len(ops[k]))
			}
			xs[k] = ops[k][j]
		}
		t := xs[0].Type()
		for _, x := range xs {
			if !ir.IsInt(x.Type()) || x.Type() != t || ir.Bits(t) < 8 || base == "llvm.bswap" && ir.Bits(t) < 16 {
				l.failIn("unsupported intrinsic '%s' of %s", name, x.Type())
			}
		}
		switch base {
		case "llvm.bswap":
			out[j] = builtin.Bswap(l.b, xs[0])
		case "llvm.bitreverse":
			out[j] = builtin.BitReverse(l.b, xs[0])
		case "llvm.fshl", "llvm.fshr":
			out[j] = builtin.FunnelShift(l.b, xs[0], xs[1], xs[2], base == "llvm.fshl")
		default:
			out[j] = builtin.Saturate(l.b, base[6:9] == "add", xs[0], xs[1], base[5] == 's')
		}
	}
	if vt != nil {
		l.defVec(in, out)
	} else {
		l.def(in, out[0])
	}
	return true
}

// overflowIntrinsic lowers llvm.{s,u}{add,sub,mul}.with.overflow: its
// result, {T, i1} or {<N x T>, <N x i1>}, is an aggregate (aggregates.go)
// whose leaves are the wrapped results and then the overflow flags.
func (l *lowerer) overflowIntrinsic(in *llir.InstCall, name, base string) {
	if len(in.Args) != 2 {
		l.failIn("%s called with %d arguments, want 2", name, len(in.Args))
	}
	xs, ys := l.member(in.Args[0]), l.member(in.Args[1])
	if len(xs) != len(ys) {
		l.failIn("%s of %d and %d lanes", name, len(xs), len(ys))
	}
	st, ok := in.Typ.(*types.StructType)
	if !ok || len(st.Fields) != 2 {
		l.failIn("%s returns %s", name, in.Typ)
	}
	rs, ovs := make([]ir.Value, len(xs)), make([]ir.Value, len(xs))
	for k := range xs {
		t := xs[k].Type()
		if !ir.IsInt(t) || ir.Bits(t) < 8 || ys[k].Type() != t {
			l.failIn("unsupported intrinsic '%s' of %s", name, t)
		}
		rs[k], ovs[k] = builtin.Overflow(l.b, base[6:9], xs[k], ys[k], base[5] == 's')
	}
	l.defVec(in, append(rs, ovs...))
}

// nvIntCall lowers CUDA's integer intrinsics as libdevice functions
// (CUDA Math API, Integer Intrinsics; clang -nocudalib leaves the calls
// unresolved) that are not spellings of the catalogue's rows (__nv_mulhi,
// _umulhi, _mul64hi and _umul64hi are mul_hi's, _hadd, _uhadd, _rhadd and
// _urhadd hadd's and rhadd's): _popc, _popcll, _clz, _clzll (an int count),
// _ffs, _ffsll (1 + the index of the lowest set bit, 0 for 0), _brev,
// _brevll, _byte_perm (byte n of the result is byte s[4n+2:4n] of y:x),
// _sad, _usad (|x - y| + z, unsigned). It reports whether name was one of
// them.
func (l *lowerer) nvIntCall(in *llir.InstCall, name string) bool {
	n := strings.TrimPrefix(name, "__nv_")
	var arity int
	switch n {
	case "popc", "popcll", "clz", "clzll", "ffs", "ffsll", "brev", "brevll":
		arity = 1
	case "byte_perm", "sad", "usad":
		arity = 3
	default:
		return false
	}
	a := l.args(in, name, arity)
	for _, x := range a {
		if !ir.IsInt(x.Type()) || ir.Bits(x.Type()) < 32 {
			l.failIn("%s of %s", name, x.Type())
		}
	}
	rt := l.typ(in.Typ)
	if !ir.IsInt(rt) {
		l.failIn("%s returns %s", name, rt)
	}
	x := a[0]
	t := x.Type()
	bin := func(op ir.Op, x, y ir.Value) ir.Value { return l.b.Binary(op, x, y) }
	var r ir.Value
	switch n {
	case "popc", "popcll":
		r = builtin.CountBits(l.b, builtin.Popcount, x)
	case "clz", "clzll":
		r = builtin.CountBits(l.b, builtin.Clz, x)
	case "ffs", "ffsll":
		tz := bin(ir.OpAdd, builtin.CountBits(l.b, builtin.Ctz, x), ir.ConstInt(t, 1))
		r = l.b.Select(l.b.ICmp(ir.PredEQ, x, ir.ConstInt(t, 0)), ir.ConstInt(t, 0), tz)
	case "brev", "brevll":
		r = builtin.BitReverse(l.b, x)
	case "byte_perm":
		v := bin(ir.OpOr, bin(ir.OpShl, l.b.Cast(ir.OpZExt, a[1], ir.I64), ir.ConstInt(ir.I64, 32)), l.b.Cast(ir.OpZExt, x, ir.I64))
		s := l.b.Cast(ir.OpZExt, a[2], ir.I64)
		var acc ir.Value = ir.ConstInt(ir.I64, 0)
		for k := int64(0); k < 4; k++ {
			sel := bin(ir.OpAnd, bin(ir.OpLShr, s, ir.ConstInt(ir.I64, 4*k)), ir.ConstInt(ir.I64, 7))
			byteK := bin(ir.OpAnd, bin(ir.OpLShr, v, bin(ir.OpShl, sel, ir.ConstInt(ir.I64, 3))), ir.ConstInt(ir.I64, 0xff))
			acc = bin(ir.OpOr, acc, bin(ir.OpShl, byteK, ir.ConstInt(ir.I64, 8*k)))
		}
		r = l.b.Cast(ir.OpTrunc, acc, ir.I32)
	case "sad", "usad":
		lt := ir.PredSLT
		if n == "usad" {
			lt = ir.PredULT
		}
		y := a[1]
		d := l.b.Select(l.b.ICmp(lt, x, y), bin(ir.OpSub, y, x), bin(ir.OpSub, x, y))
		r = bin(ir.OpAdd, d, a[2])
	}
	l.def(in, l.resize(r, rt))
	return true
}
