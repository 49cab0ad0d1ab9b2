package llvm

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The builtins of the catalogue (ir/builtin, Options.Builtins) reach LLVM
// IR under several names, which this file normalises to the catalogue's
// rows:
//
//   - OpenCL builtins, Itanium-mangled by parameter type (demangle.go):
//     _Z3cosf, _Z3powdd, _Z10native_expf, _Z6rotateDv4_jS_ … are the rows
//     named cos, pow, exp (a native_ or half_ variant of a Native row),
//     rotate; the first parameter's type code says whether an integer
//     builtin is on unsigned values. An unmangled call of a row's name
//     (@sin) is the row too, for the ordinary builtins.
//   - CUDA libdevice calls, unmangled: __nv_sinf (float), __nv_sin
//     (double), __nv_fast_sinf, __nv_scalbnf … are the rows with that
//     Libdevice spelling.
//   - LLVM intrinsics: llvm.sin.f32, llvm.powi.f32.i32 … are the rows with
//     that Intrinsic spelling (the other intrinsics are calls.go's).
//   - NVVM intrinsics: llvm.nvvm.ex2.approx.ftz.f, llvm.nvvm.mul24.ui …
//     are the rows with that NVVM spelling (nvvm.go strips the tokens).
//
// An ordinary builtin (Kind Lanewise, Vectorwise, Stores) is checked here
// against its row's domain and signature and lowered with the row's
// functions, lane by lane; the special forms are lowered in calls.go from
// their row's data.

// libdevice returns the row a CUDA libdevice name (__nv_…) spells, or nil,
// and whether it is the row's function on unsigned integers.
func (l *lowerer) libdevice(name string) (*builtin.Builtin, bool) {
	n, ok := strings.CutPrefix(name, "__nv_")
	if !ok {
		return nil, false
	}
	n = strings.TrimPrefix(n, "fast_")
	cat := l.imp.cat
	if r, u := cat.Spelled(builtin.Libdevice, n); r != nil {
		return r, u
	}
	if f, ok := strings.CutSuffix(n, "f"); ok {
		return cat.Spelled(builtin.Libdevice, f)
	}
	return nil, false
}

// unmangled returns the ordinary builtin an unmangled callee name spells
// (a libdevice name, or a row's own name), nil for another name, and
// whether it is the builtin's function on unsigned integers.
func (l *lowerer) unmangled(name string) (*builtin.Builtin, bool) {
	r, unsigned := l.libdevice(name)
	if r == nil && !strings.HasPrefix(name, "__nv_") {
		r = l.imp.cat.Lookup(name)
	}
	if r == nil || !r.Kind.Ordinary() {
		return nil, false
	}
	return r, unsigned
}

// bitCountOf returns the bit count of llvm.ctpop, llvm.ctlz or llvm.cttz.
func bitCountOf(base string) builtin.BitCount {
	switch base {
	case "llvm.ctlz":
		return builtin.Clz
	case "llvm.cttz":
		return builtin.Ctz
	}
	return builtin.Popcount
}

// ordinary lowers the call in of the ordinary builtin r, spelled name
// (the OpenCL name of a mangled call, else the callee's), unsigned when
// its integer gentype is.
func (l *lowerer) ordinary(in *llir.InstCall, r *builtin.Builtin, name string, unsigned bool) {
	ops, rt, et := l.builtinOperands(in)
	args := r.Args()
	if len(ops) != len(args) {
		l.failIn("%s called with %d arguments, want %d", name, len(ops), len(args))
	}
	// The operands' types, by their letters of the signature.
	var gen ir.Type // the gentype's lane type
	for k, a := range args {
		t := ops[k][0].Type()
		switch {
		case a.Out:
			if len(ops[k]) != 1 || !ir.IsPtr(t) {
				l.failIn("%s with a %s output", name, in.Args[k].Type())
			}
		case a.Type == builtin.Gen:
			if !inDomain(t, r.Dom) {
				l.failIn("%s of %s", name, t)
			}
			if gen == nil {
				gen = t
			} else if t != gen {
				l.failIn("%s of %s and %s", name, gen, t)
			}
		case a.Type == builtin.IntN:
			if t != ir.I32 {
				l.failIn("%s with a %s operand, want i32", name, t)
			}
		case a.Type == builtin.Unsigned:
			if t != gen {
				l.failIn("%s of %s and %s", name, gen, t)
			}
		case a.Type == builtin.Cond:
			if !ir.IsInt(t) {
				l.failIn("%s with a %s condition", name, t)
			}
		case a.Type == builtin.Mask:
			if !ir.IsInt(t) || vectorOf(typeOf(unwrapArg(in.Args[k]))) == nil {
				l.failIn("%s with a %s mask", name, in.Args[k].Type())
			}
		}
	}
	if et == nil || !resultFits(r.Result(), et, gen) {
		l.failIn("%s returns %s", name, in.Typ)
	}
	c := builtin.Call{T: et, Unsigned: unsigned, Vector: rt != nil}
	switch r.Kind {
	case builtin.Lanewise:
		f := r.LowerLLVM
		if f == nil {
			f = r.Lower
		}
		l.lanewise(in, name, ops, rt, et, func(xs []ir.Value) ir.Value { return f(l.b, xs, c) })
	case builtin.Vectorwise:
		l.defineLanes(in, name, rt, et, r.LowerVec(l.b, l.wholeVectors(in, r, name, ops, rt), c))
	case builtin.Stores:
		l.stores(in, r, name, ops, rt, et)
	}
}

// inDomain reports whether t is a lane type of the domain d.
func inDomain(t ir.Type, d builtin.Domain) bool {
	isInt := ir.IsInt(t) && t != ir.I1
	switch d {
	case builtin.Float:
		return ir.IsFloat(t)
	case builtin.Int:
		return isInt
	}
	return isInt || ir.IsFloat(t)
}

// resultFits reports whether the result lane type et fits the result
// letter res of a call whose gentype's lanes are gen.
func resultFits(res builtin.Type, et, gen ir.Type) bool {
	switch res {
	case builtin.Gen, builtin.Elem, builtin.Unsigned, builtin.Shuffled:
		return et == gen
	case builtin.IntN:
		return et == ir.I32
	case builtin.Truth, builtin.Int32:
		return ir.IsInt(et) && et != ir.I1
	case builtin.Wide:
		return ir.IsInt(et) && ir.Bits(et) == 2*ir.Bits(gen)
	case builtin.FloatOf:
		return ir.IsFloat(et)
	}
	return false
}

// wholeVectors checks the operands of a whole-vector builtin: its vectors
// have one number of lanes, within the row's bounds; shuffle's sources
// have 2, 4, 8 or 16 lanes and it returns a vector.
func (l *lowerer) wholeVectors(in *llir.InstCall, r *builtin.Builtin, name string, ops [][]ir.Value, rt *types.VectorType) [][]ir.Value {
	if r.Result() == builtin.Shuffled {
		nsrc := len(ops) - 1
		for _, o := range ops[:nsrc] {
			if len(o) != len(ops[0]) || len(o) < 2 || len(o)&(len(o)-1) != 0 || rt == nil {
				l.failIn("%s of %s", name, in.Args[0].Type())
			}
		}
		return ops
	}
	n := len(ops[0])
	for _, o := range ops[1:] {
		if len(o) != n {
			l.failIn("%s of vectors of %d and %d lanes", name, n, len(o))
		}
	}
	if n < r.MinLanes || r.MaxLanes > 0 && n > r.MaxLanes {
		l.failIn("%s of %d lanes", name, n)
	}
	return ops
}

// stores lowers a builtin that stores a second result through its last
// argument: the results of every lane are computed before the stores, as
// clang's library does, through the pointer cast to the lane type.
func (l *lowerer) stores(in *llir.InstCall, r *builtin.Builtin, name string, ops [][]ir.Value, rt *types.VectorType, et ir.Type) {
	nx := len(ops) - 1
	lanes := len(ops[0])
	for _, o := range ops[1:nx] {
		if len(o) != lanes {
			l.failIn("%s of vectors of %d and %d lanes", name, lanes, len(o))
		}
	}
	res, outs := make([]ir.Value, lanes), make([]ir.Value, lanes)
	for j := range res {
		x := make([]ir.Value, nx)
		for k := range x {
			x[k] = ops[k][j]
		}
		res[j], outs[j] = r.LowerOut(l.b, x)
	}
	ep := l.elemPtrOfT(ops[nx][0], outs[0].Type())
	for j, o := range outs {
		l.b.Store(l.b.GEP(ep, ir.ConstInt(ir.I64, int64(j))), o, false)
	}
	if rt != nil {
		l.defineLanes(in, name, rt, et, res)
		return
	}
	if lanes != 1 {
		l.failIn("%s returns %s", name, in.Typ)
	}
	l.def(in, res[0])
}
