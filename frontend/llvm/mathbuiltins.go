package llvm

import (
	"math"

	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// The OpenCL math builtins that ir/builtin/mathops.go expands, as clang
// calls them (on scalars and on vectors, lane by lane), with the same
// expansion mini-C gives them:
//
//	_Z5frexpfPU3AS4i      frexp(float, int *)          → mantissa; exponent stored
//	_Z4modfDv4_fPS_       modf(float4, float4 *)       → fraction; integral part stored
//	_Z8lgamma_rdPi        lgamma_r(double, int *)      → lgamma; sign stored
//	_Z6remquoffPU3AS1i    remquo(float, float, int *)  → remainder; quotient bits stored
//	_Z5ilogbf             ilogb(float)                 → int
//	_Z6minmagff, _Z6maxmagff
//	_Z5rootnfi            rootn(float, int)
//	_Z5ldexpDv4_fi        ldexp(float4, int) (the int repeats), ldexp(float4, int4)
//	_Z6acospif, _Z6asinpif, _Z6atanpif, _Z7atan2piff, _Z5tanpif
//	_Z3nanj, _Z3nanm      nan(uint) → float, nan(ulong) → double
//
// The pointers may be in any address space (generic in OpenCL 2.0); the
// stores go through the pointer cast to the lane type.

// libdeviceNames maps the CUDA libdevice spellings of these functions
// (float with an f suffix, double without) to the OpenCL names.
var libdeviceNames = map[string]string{
	"__nv_frexpf": "frexp", "__nv_frexp": "frexp",
	"__nv_modff": "modf", "__nv_modf": "modf",
	"__nv_remquof": "remquo", "__nv_remquo": "remquo",
	"__nv_scalbnf": "ldexp", "__nv_scalbn": "ldexp",
}

// libdeviceFloat lowers a libdevice call of one of these functions
// (__nv_frexpf, __nv_modf, __nv_remquof, __nv_scalbnf …) as the OpenCL
// builtin, and reports whether it was one. (__nv_ldexpf, __nv_lgammaf,
// __nv_logbf, __nv_fdimf … are mathfn.Fns or mathOp's.) __nv_ilogbf and
// __nv_ilogb give INT_MIN for a NaN, as libdevice documents (OpenCL
// gives INT_MAX); __nv_sincosf and __nv_sincos store both results.
func (l *lowerer) libdeviceFloat(in *llir.InstCall, name string) bool {
	switch name {
	case "__nv_ilogbf", "__nv_ilogb":
		a := l.args(in, name, 1)
		if !ir.IsFloat(a[0].Type()) || l.typ(in.Typ) != ir.I32 {
			l.failIn("%s of %s returning %s", name, a[0].Type(), in.Typ)
		}
		l.def(in, builtin.IlogbNaN(l.b, a[0], math.MinInt32))
		return true
	case "__nv_sincosf", "__nv_sincos":
		a := l.args(in, name, 3)
		if !ir.IsFloat(a[0].Type()) || !ir.IsPtr(a[1].Type()) || !ir.IsPtr(a[2].Type()) {
			l.failIn("%s of %s, %s, %s", name, a[0].Type(), a[1].Type(), a[2].Type())
		}
		s, c := l.b.Math(mathfn.Sin, a[0]), l.b.Math(mathfn.Cos, a[0])
		l.b.Store(l.elemPtrOfT(a[1], s.Type()), s, false)
		l.b.Store(l.elemPtrOfT(a[2], c.Type()), c, false)
		return true
	}
	n, ok := libdeviceNames[name]
	return ok && l.floatBuiltin(in, mangled{name: n})
}

// floatBuiltin lowers the builtin m (its call in) if it is one of these,
// and reports whether it was.
func (l *lowerer) floatBuiltin(in *llir.InstCall, m mangled) bool {
	var nf int // the float operands; for frexp, modf, lgamma_r and remquo a pointer follows
	switch m.name {
	case "nan":
		return l.nanBuiltin(in, m)
	case "frexp", "modf", "lgamma_r", "ilogb", "acospi", "asinpi", "atanpi", "tanpi":
		nf = 1
	case "remquo", "minmag", "maxmag", "atan2pi":
		nf = 2
	case "rootn", "ldexp":
		nf = 1
	default:
		return false
	}
	stores := m.name == "frexp" || m.name == "modf" || m.name == "lgamma_r" || m.name == "remquo"
	want := nf
	if stores || m.name == "rootn" || m.name == "ldexp" {
		want++
	}
	if len(in.Args) != want {
		l.failIn("%s called with %d arguments, want %d", m.name, len(in.Args), want)
	}
	ops := make([][]ir.Value, len(in.Args))
	lanes := 1
	for k, a := range in.Args {
		if vectorOf(typeOf(unwrapArg(a))) != nil {
			ops[k] = l.vec(unwrapArg(a))
			lanes = max(lanes, len(ops[k]))
		} else {
			ops[k] = []ir.Value{l.val(a)}
		}
	}
	lane := func(k, j int) ir.Value {
		if len(ops[k]) == 1 {
			return ops[k][0] // a scalar operand repeats (ldexp(float4, int))
		}
		if len(ops[k]) != lanes {
			l.failIn("%s of vectors of %d and %d lanes", m.name, len(ops[k]), lanes)
		}
		return ops[k][j]
	}
	for k := 0; k < nf; k++ {
		if !ir.IsFloat(ops[k][0].Type()) {
			l.failIn("%s of %s", m.name, in.Args[k].Type())
		}
		if len(ops[k]) != lanes {
			l.failIn("%s of vectors of %d and %d lanes", m.name, len(ops[k]), lanes)
		}
	}
	intArg := func(k, j int) ir.Value {
		v := lane(k, j)
		if v.Type() != ir.I32 {
			l.failIn("%s with a %s operand, want i32", m.name, v.Type())
		}
		return v
	}
	res, outs := make([]ir.Value, lanes), make([]ir.Value, lanes)
	for j := range res {
		x := ops[0][j]
		switch m.name {
		case "frexp":
			res[j], outs[j] = builtin.Frexp(l.b, x)
		case "modf":
			res[j], outs[j] = builtin.Modf(l.b, x)
		case "lgamma_r":
			res[j], outs[j] = builtin.LgammaR(l.b, x)
		case "remquo":
			y := lane(1, j)
			if y.Type() != x.Type() {
				l.failIn("remquo of %s and %s", x.Type(), y.Type())
			}
			res[j], outs[j] = builtin.Remquo(l.b, x, y)
		case "ilogb":
			res[j] = builtin.Ilogb(l.b, x)
		case "minmag", "maxmag":
			y := lane(1, j)
			if y.Type() != x.Type() {
				l.failIn("%s of %s and %s", m.name, x.Type(), y.Type())
			}
			res[j] = builtin.MinMag(l.b, x, y, m.name == "maxmag")
		case "rootn":
			res[j] = builtin.Rootn(l.b, x, intArg(1, j))
		case "ldexp":
			res[j] = builtin.Ldexp(l.b, x, intArg(1, j))
		case "acospi", "asinpi", "atanpi", "tanpi":
			res[j] = builtin.PiFn(l.b, piFns[m.name], x)
		case "atan2pi":
			y := lane(1, j)
			if y.Type() != x.Type() {
				l.failIn("atan2pi of %s and %s", x.Type(), y.Type())
			}
			res[j] = builtin.PiFn(l.b, mathfn.Atan2, x, y)
		}
	}
	if stores {
		p := ops[len(ops)-1][0]
		if len(ops[len(ops)-1]) != 1 || !ir.IsPtr(p.Type()) {
			l.failIn("%s with a %s output", m.name, in.Args[len(in.Args)-1].Type())
		}
		ep := l.elemPtrOfT(p, outs[0].Type())
		for j, o := range outs {
			l.b.Store(l.b.GEP(ep, ir.ConstInt(ir.I64, int64(j))), o, false)
		}
	}
	if rt := vectorOf(in.Typ); rt != nil {
		if int(rt.Len) != lanes {
			l.failIn("%s returns %s", m.name, in.Typ)
		}
		l.defVec(in, res)
		return true
	}
	if lanes != 1 || l.typ(in.Typ) != res[0].Type() {
		l.failIn("%s returns %s", m.name, in.Typ)
	}
	l.def(in, res[0])
	return true
}

// piFns are the functions acospi, asinpi, atanpi and tanpi divide by π
// (or, for tanpi, reduce: builtin.PiFn).
var piFns = map[string]ir.MathFn{"acospi": mathfn.Acos, "asinpi": mathfn.Asin, "atanpi": mathfn.Atan, "tanpi": mathfn.Tan}

// nanBuiltin lowers nan(code), scalar or lane by lane: the result type
// (float or double) is the call's.
func (l *lowerer) nanBuiltin(in *llir.InstCall, m mangled) bool {
	if len(in.Args) != 1 {
		l.failIn("nan called with %d arguments, want 1", len(in.Args))
	}
	a := unwrapArg(in.Args[0])
	var codes []ir.Value
	if vectorOf(typeOf(a)) != nil {
		codes = l.vec(a)
	} else {
		codes = []ir.Value{l.val(in.Args[0])}
	}
	var ft ir.Type
	if rt := vectorOf(in.Typ); rt != nil {
		ft = l.vecElem(rt.ElemType)
		if int(rt.Len) != len(codes) {
			l.failIn("nan returns %s", in.Typ)
		}
	} else {
		ft = l.typ(in.Typ)
	}
	if !ir.IsFloat(ft) || !ir.IsInt(codes[0].Type()) {
		l.failIn("nan of %s returning %s", in.Args[0].Type(), in.Typ)
	}
	out := make([]ir.Value, len(codes))
	for j, c := range codes {
		out[j] = builtin.Nan(l.b, c, ft)
	}
	if vectorOf(in.Typ) != nil {
		l.defVec(in, out)
	} else {
		l.def(in, out[0])
	}
	return true
}
