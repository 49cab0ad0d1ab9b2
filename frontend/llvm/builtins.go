package llvm

import (
	"math"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// More OpenCL builtins, scalar and element-wise on vectors: the geometric
// functions (dot, length, fast_length, distance, normalize, cross),
// vloadN/vstoreN, the integer functions (popcount, clz, ctz, rotate, hadd,
// rhadd, abs_diff, add_sat, sub_sat; more in intbuiltins.go), the relational functions
// (isnan, isinf, isfinite, signbit, any, all, select, bitselect) and sign,
// step, sincos and fract. The relational functions return 1/0 on scalars
// and -1/0 on vector lanes, as OpenCL defines them. dot sums the lane
// products left to right.

// openCLBuiltin lowers the builtin m (its call in) if it is one of these,
// and reports whether it was.
func (l *lowerer) openCLBuiltin(in *llir.InstCall, m mangled) bool {
	switch m.name {
	case "dot", "length", "fast_length", "distance", "fast_distance", "normalize", "fast_normalize", "cross",
		"popcount", "clz", "ctz", "rotate", "hadd", "rhadd", "abs_diff", "add_sat", "sub_sat",
		"isnan", "isinf", "isfinite", "signbit", "any", "all", "select", "bitselect", "sign", "step",
		"sincos", "fract":
	default:
		if l.floatBuiltin(in, m) { // mathbuiltins.go
			return true
		}
		if len(m.name) == 6 && (m.name[:5] == "vload") || len(m.name) == 7 && m.name[:6] == "vstore" ||
			len(m.name) == 7 && m.name[:5] == "vload" || len(m.name) == 8 && m.name[:6] == "vstore" {
			return l.vloadStore(in, m)
		}
		return false
	}
	ops, vec, rt, et := l.builtinOperands(in)
	unsigned := unsignedCode(srcCode(valueName(in.Callee.(*llir.Func)), m))
	arity := func(n int) {
		if len(ops) != n {
			l.failIn("%s called with %d arguments, want %d", m.name, len(ops), n)
		}
	}
	lanewise := func(f func(xs []ir.Value) ir.Value) { l.lanewise(in, m, ops, rt, et, f) }
	bin := func(op ir.Op, x, y ir.Value) ir.Value { return l.b.Binary(op, x, y) }
	isFloat := func() {
		for _, o := range ops {
			if !ir.IsFloat(o[0].Type()) {
				l.failIn("%s of %s", m.name, o[0].Type())
			}
		}
	}
	isInt := func() {
		for _, o := range ops {
			if !ir.IsInt(o[0].Type()) || o[0].Type() == ir.I1 {
				l.failIn("%s of %s", m.name, o[0].Type())
			}
		}
	}
	// truth turns an i1 into the relational result: 1/0 on scalars,
	// -1/0 on vector lanes, of type et.
	truth := func(c ir.Value) ir.Value {
		if rt != nil {
			return l.b.Cast(ir.OpSExt, c, et)
		}
		return l.b.Cast(ir.OpZExt, c, et)
	}
	dot := func(a, b []ir.Value) ir.Value {
		if len(a) != len(b) {
			l.failIn("%s of vectors of %d and %d lanes", m.name, len(a), len(b))
		}
		acc := bin(ir.OpFMul, a[0], b[0])
		for k := 1; k < len(a); k++ {
			acc = bin(ir.OpFAdd, acc, bin(ir.OpFMul, a[k], b[k]))
		}
		return acc
	}
	switch m.name {
	case "dot":
		arity(2)
		isFloat()
		l.def(in, dot(ops[0], ops[1]))
	case "length", "fast_length":
		arity(1)
		isFloat()
		l.def(in, l.b.Unary(ir.OpSqrt, dot(ops[0], ops[0])))
	case "distance", "fast_distance":
		arity(2)
		isFloat()
		d := make([]ir.Value, len(ops[0]))
		for k := range d {
			d[k] = bin(ir.OpFSub, ops[0][k], ops[1][k])
		}
		l.def(in, l.b.Unary(ir.OpSqrt, dot(d, d)))
	case "normalize", "fast_normalize":
		arity(1)
		isFloat()
		n := l.b.Unary(ir.OpSqrt, dot(ops[0], ops[0]))
		lanewise(func(xs []ir.Value) ir.Value { return bin(ir.OpFDiv, xs[0], n) })
	case "cross":
		arity(2)
		isFloat()
		a, b := ops[0], ops[1]
		if len(a) < 3 || len(a) != len(b) || rt == nil {
			l.failIn("cross of %d lanes", len(a))
		}
		c := func(i, j int) ir.Value { return bin(ir.OpFSub, bin(ir.OpFMul, a[i], b[j]), bin(ir.OpFMul, a[j], b[i])) }
		out := []ir.Value{c(1, 2), c(2, 0), c(0, 1)}
		for len(out) < len(a) {
			out = append(out, ir.ConstFloat(et, 0))
		}
		l.defVec(in, out)
	case "popcount", "clz", "ctz":
		arity(1)
		isInt()
		base := map[string]string{"popcount": "llvm.ctpop", "clz": "llvm.ctlz", "ctz": "llvm.cttz"}[m.name]
		lanewise(func(xs []ir.Value) ir.Value { return l.bitCount(base, xs[0]) })
	case "rotate":
		arity(2)
		isInt()
		lanewise(func(xs []ir.Value) ir.Value {
			t := xs[0].Type()
			w := ir.ConstInt(t, int64(ir.Bits(t)))
			n := bin(ir.OpURem, xs[1], w)
			back := bin(ir.OpURem, bin(ir.OpSub, w, n), w)
			return bin(ir.OpOr, bin(ir.OpShl, xs[0], n), bin(ir.OpLShr, xs[0], back))
		})
	case "hadd", "rhadd":
		arity(2)
		isInt()
		shr := ir.OpAShr
		if unsigned {
			shr = ir.OpLShr
		}
		lanewise(func(xs []ir.Value) ir.Value {
			one := ir.ConstInt(xs[0].Type(), 1)
			low := bin(ir.OpAnd, xs[0], xs[1])
			if m.name == "rhadd" {
				low = bin(ir.OpOr, xs[0], xs[1])
			}
			return bin(ir.OpAdd, bin(ir.OpAdd, bin(shr, xs[0], one), bin(shr, xs[1], one)), bin(ir.OpAnd, low, one))
		})
	case "abs_diff":
		arity(2)
		isInt()
		lanewise(func(xs []ir.Value) ir.Value {
			if unsigned {
				return bin(ir.OpSub, bin(ir.OpUMax, xs[0], xs[1]), bin(ir.OpUMin, xs[0], xs[1]))
			}
			return bin(ir.OpSub, bin(ir.OpSMax, xs[0], xs[1]), bin(ir.OpSMin, xs[0], xs[1]))
		})
	case "add_sat", "sub_sat":
		arity(2)
		isInt()
		if w := ir.Bits(ops[0][0].Type()); w > 32 {
			if w > 64 {
				l.failIn("unsupported %s on %s", m.name, ops[0][0].Type())
			}
			lanewise(func(xs []ir.Value) ir.Value {
				return builtin.Saturate(l.b, m.name == "add_sat", xs[0], xs[1], !unsigned)
			})
			return true
		}
		ext := ir.OpSExt
		if unsigned {
			ext = ir.OpZExt
		}
		lanewise(func(xs []ir.Value) ir.Value {
			t := xs[0].Type()
			a, b := l.b.Cast(ext, xs[0], ir.I64), l.b.Cast(ext, xs[1], ir.I64)
			r := bin(ir.OpAdd, a, b)
			if m.name == "sub_sat" {
				r = bin(ir.OpSub, a, b)
			}
			lo, hi := intRange(ir.Bits(t), unsigned)
			r = bin(ir.OpSMin, bin(ir.OpSMax, r, ir.ConstInt(ir.I64, lo)), ir.ConstInt(ir.I64, hi))
			return l.b.Cast(ir.OpTrunc, r, t)
		})
	case "isnan", "isinf", "isfinite", "signbit":
		arity(1)
		isFloat()
		lanewise(func(xs []ir.Value) ir.Value {
			x := xs[0]
			t := x.Type()
			inf := ir.ConstFloat(t, math.Inf(1))
			var c ir.Value
			switch m.name {
			case "isnan":
				c = l.b.FCmp(ir.PredUNO, x, x)
			case "isinf":
				c = l.b.FCmp(ir.PredOEQ, l.b.Unary(ir.OpFAbs, x), inf)
			case "isfinite":
				c = l.b.FCmp(ir.PredOLT, l.b.Unary(ir.OpFAbs, x), inf)
			default:
				it := ir.IntType{Bits: ir.Bits(t)}
				c = l.b.ICmp(ir.PredSLT, l.b.Cast(ir.OpBitcast, x, it), ir.ConstInt(it, 0))
			}
			return truth(c)
		})
	case "any", "all":
		arity(1)
		isInt()
		op := ir.OpOr
		if m.name == "all" {
			op = ir.OpAnd
		}
		var acc ir.Value
		for _, x := range ops[0] {
			c := l.b.ICmp(ir.PredSLT, x, ir.ConstInt(x.Type(), 0))
			if acc == nil {
				acc = c
			} else {
				acc = bin(op, acc, c)
			}
		}
		l.def(in, l.b.Cast(ir.OpZExt, acc, et))
	case "select":
		// select(a, b, c): c ? b : a; on vectors, by the sign bit of c's lanes.
		arity(3)
		lanewise(func(xs []ir.Value) ir.Value {
			c := xs[2]
			var cond ir.Value
			if vec[2] {
				cond = l.b.ICmp(ir.PredSLT, c, ir.ConstInt(c.Type(), 0))
			} else {
				cond = l.b.ICmp(ir.PredNE, c, ir.ConstInt(c.Type(), 0))
			}
			return l.b.Select(cond, xs[1], xs[0])
		})
	case "bitselect":
		arity(3)
		lanewise(func(xs []ir.Value) ir.Value {
			t := xs[0].Type()
			it := t
			if ir.IsFloat(t) {
				it = ir.IntType{Bits: ir.Bits(t)}
				for k := range xs {
					xs[k] = l.b.Cast(ir.OpBitcast, xs[k], it)
				}
			}
			r := bin(ir.OpOr, bin(ir.OpAnd, xs[0], bin(ir.OpXor, xs[2], ir.ConstInt(it, -1))), bin(ir.OpAnd, xs[1], xs[2]))
			if it != t {
				r = l.b.Cast(ir.OpBitcast, r, t)
			}
			return r
		})
	case "sign":
		arity(1)
		isFloat()
		lanewise(func(xs []ir.Value) ir.Value {
			x := xs[0]
			t := x.Type()
			r := l.b.Select(l.b.FCmp(ir.PredOLT, x, ir.ConstFloat(t, 0)), ir.ConstFloat(t, -1), x)
			r = l.b.Select(l.b.FCmp(ir.PredOGT, x, ir.ConstFloat(t, 0)), ir.ConstFloat(t, 1), r)
			return l.b.Select(l.b.FCmp(ir.PredUNO, x, x), ir.ConstFloat(t, 0), r)
		})
	case "step":
		arity(2)
		isFloat()
		lanewise(func(xs []ir.Value) ir.Value {
			t := xs[1].Type()
			return l.b.Select(l.b.FCmp(ir.PredOLT, xs[1], xs[0]), ir.ConstFloat(t, 0), ir.ConstFloat(t, 1))
		})
	case "sincos", "fract":
		// sincos(x, &c) = sin x, c = cos x; fract(x, &f) = min(x - floor x, 0x1.fffffep-1), f = floor x.
		arity(2)
		p := ops[1][0]
		if !ir.IsPtr(p.Type()) {
			l.failIn("%s with a %s output", m.name, p.Type())
		}
		xs := ops[0]
		res := make([]ir.Value, len(xs))
		outs := make([]ir.Value, len(xs))
		for k, x := range xs {
			if !ir.IsFloat(x.Type()) {
				l.failIn("%s of %s", m.name, x.Type())
			}
			if m.name == "sincos" {
				res[k], outs[k] = l.b.Math(mathfn.Sin, x), l.b.Math(mathfn.Cos, x)
			} else {
				res[k], outs[k] = builtin.Fract(l.b, x) // with OpenCL's edge cases (±0, ±inf, NaN)
			}
		}
		ep := l.elemPtrOfT(p, xs[0].Type())
		for k, o := range outs {
			l.b.Store(l.b.GEP(ep, ir.ConstInt(ir.I64, int64(k))), o, false)
		}
		if rt != nil {
			l.defVec(in, res)
		} else {
			l.def(in, res[0])
		}
	}
	return true
}

// elemPtrOfT casts the pointer p to a pointer to t in its space.
func (l *lowerer) elemPtrOfT(p ir.Value, t ir.Type) ir.Value {
	pt := p.Type().(ir.PtrType)
	if pt.Elem == t {
		return p
	}
	return l.b.Cast(ir.OpBitcast, p, ir.PtrTo(t, pt.Space))
}

// vloadStore lowers vloadN(offset, p) (lanes p[offset*N + k]) and
// vstoreN(data, offset, p).
func (l *lowerer) vloadStore(in *llir.InstCall, m mangled) bool {
	load := m.name[:5] == "vload"
	nstr := m.name[5:]
	if !load {
		nstr = m.name[6:]
	}
	n := 0
	switch nstr {
	case "2", "3", "4", "8":
		n = int(nstr[0] - '0')
	case "16":
		n = 16
	default:
		return false
	}
	if load {
		if len(in.Args) != 2 {
			l.failIn("%s called with %d arguments", m.name, len(in.Args))
		}
		off, p := l.val(in.Args[0]), l.val(in.Args[1])
		rt := vectorOf(in.Typ)
		if rt == nil || int(rt.Len) != n || !ir.IsInt(off.Type()) || !ir.IsPtr(p.Type()) {
			l.failIn("unsupported %s", m.name)
		}
		et := l.vecElem(rt.ElemType)
		ep := l.elemPtrOfT(p, et)
		base := l.b.Binary(ir.OpMul, l.resize(off, ir.I64), ir.ConstInt(ir.I64, int64(n)))
		out := make([]ir.Value, n)
		for k := range out {
			idx := l.b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))
			out[k] = l.b.Load(l.b.GEP(ep, idx), false)
		}
		l.defVec(in, out)
		return true
	}
	if len(in.Args) != 3 {
		l.failIn("%s called with %d arguments", m.name, len(in.Args))
	}
	xs := l.vec(unwrapArg(in.Args[0]))
	off, p := l.val(in.Args[1]), l.val(in.Args[2])
	if len(xs) != n || !ir.IsInt(off.Type()) || !ir.IsPtr(p.Type()) {
		l.failIn("unsupported %s", m.name)
	}
	ep := l.elemPtrOfT(p, xs[0].Type())
	base := l.b.Binary(ir.OpMul, l.resize(off, ir.I64), ir.ConstInt(ir.I64, int64(n)))
	for k, x := range xs {
		idx := l.b.Binary(ir.OpAdd, base, ir.ConstInt(ir.I64, int64(k)))
		l.b.Store(l.b.GEP(ep, idx), x, false)
	}
	return true
}

// builtinOperands returns a builtin call's operands, each a vector's lanes
// or one scalar, whether each is a vector, the result's vector type (nil
// for a scalar or void result) and its element (or scalar) type.
func (l *lowerer) builtinOperands(in *llir.InstCall) (ops [][]ir.Value, vec []bool, rt *types.VectorType, et ir.Type) {
	ops = make([][]ir.Value, len(in.Args))
	vec = make([]bool, len(in.Args))
	for k, a := range in.Args {
		if vectorOf(typeOf(unwrapArg(a))) != nil {
			ops[k], vec[k] = l.vec(unwrapArg(a)), true
		} else {
			ops[k] = []ir.Value{l.val(a)}
		}
	}
	rt = vectorOf(in.Typ)
	if rt != nil {
		et = l.vecElem(rt.ElemType)
	} else if in.Typ != types.Void {
		et = l.typ(in.Typ)
	}
	return ops, vec, rt, et
}

// lanewise applies f to the lanes of a builtin call's operands ops (a
// scalar operand repeats in every lane; vector operands must have the
// same number of lanes) and defines the call's result as f's lanes.
func (l *lowerer) lanewise(in *llir.InstCall, m mangled, ops [][]ir.Value, rt *types.VectorType, et ir.Type, f func(xs []ir.Value) ir.Value) {
	n := 1
	for _, o := range ops {
		if len(o) != 1 {
			if n != 1 && len(o) != n {
				l.failIn("%s of vectors of %d and %d lanes", m.name, n, len(o))
			}
			n = len(o)
		}
	}
	out := make([]ir.Value, n)
	for j := range out {
		xs := make([]ir.Value, len(ops))
		for k, o := range ops {
			if len(o) == 1 {
				xs[k] = o[0]
			} else {
				xs[k] = o[j]
			}
		}
		out[j] = f(xs)
	}
	l.defineLanes(in, m, rt, et, out)
}

// defineLanes defines a builtin call's result as the lanes out: one for a
// scalar result, rt's lanes of type et for a vector.
func (l *lowerer) defineLanes(in *llir.InstCall, m mangled, rt *types.VectorType, et ir.Type, out []ir.Value) {
	if rt == nil {
		if len(out) != 1 {
			l.failIn("%s of %d lanes returns %s", m.name, len(out), in.Typ)
		}
		l.def(in, out[0])
		return
	}
	if len(out) != int(rt.Len) || out[0].Type() != et {
		l.failIn("%s returns %s", m.name, in.Typ)
	}
	l.defVec(in, out)
}
