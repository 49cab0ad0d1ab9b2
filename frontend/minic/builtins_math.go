package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The ordinary builtins whose calls mini-C checks apart from mathCall's:
//
//	sincos(gentype x, gentype *c)        fract(gentype x, gentype *i)       modf(gentype x, gentype *i)
//	frexp(gentype x, intn *e)            lgamma_r(gentype x, intn *sign)    remquo(gentype x, gentype y, intn *q)
//	ilogb(gentype x) → intn              nan(uintn) → floatn, nan(ulongn) → doublen
//
// gentype is float, double or a vector of them; intn is int or the int
// vector of as many components. The pointers may point to global, local
// or private memory (or be generic), never to const or constant memory.
// The catalogue's rows (ir/builtin) lower them, the same rows frontend/llvm
// lowers clang's calls with; this file stores the second results.

// pointerMathCall checks sincos(x, p), fract(x, p) and modf(x, p), whose second
// argument points to where the second result goes. OpenCL declares them
// for every gentype (float, double and their vectors) and a pointer to
// that gentype in the global, local or private space (or generic, 2.0):
// the pointee fixes the gentype and x converts to it as a scalar, or must
// be the same vector type.
func (c *checker) pointerMathCall(e *Call) *Type {
	p := e.Args[1]
	pt := typeOf(p)
	if !pt.isPointer() {
		c.errorf(posOf(p), "the second argument of %s must be a pointer, not '%s'", e.Name, pt)
		return invalidType()
	}
	gen := pt.Elem.unqual()
	if !scalarOf(gen).isFloat() || gen.Kind != Vector && !gen.isArithmetic() {
		c.errorf(posOf(p), "%s needs a pointer to float, double or a vector of them, not '%s'", e.Name, pt)
		return invalidType()
	}
	if pt.Elem.Const || pt.Elem.Space == ir.SpaceConstant {
		c.errorf(posOf(p), "%s writes through its second argument, which points to const or constant memory ('%s')", e.Name, pt)
		return invalidType()
	}
	x := e.Args[0]
	xt := typeOf(x)
	switch {
	case xt.Kind == Vector || gen.Kind == Vector:
		if !sameType(xt.unqual(), gen) {
			c.errorf(posOf(x), "%s: '%s' argument does not match the pointer '%s'", e.Name, xt, pt)
			return invalidType()
		}
	case !xt.isArithmetic():
		c.errorf(posOf(x), "%s needs numbers, not '%s'", e.Name, xt)
		return invalidType()
	default:
		e.Args[0] = c.implicit(x, gen)
	}
	return gen
}

// intOfLanes returns int, or the int vector of gen's components.
func intOfLanes(gen *Type) *Type {
	if gen.Kind == Vector {
		return &Type{Kind: Vector, Elem: basic(Int), Len: gen.Len, Space: ir.SpacePrivate}
	}
	return basic(Int)
}

// intOutMathCall checks frexp, lgamma_r, remquo and ilogb: their float
// arguments fix the gentype (the first vector, else the first float), and
// the int results (returned by ilogb, stored through the last argument
// by the others) have its number of components.
func (c *checker) intOutMathCall(e *Call, r *builtin.Builtin) *Type {
	nf := len(e.Args)
	if r.Result() != builtin.IntN {
		nf--
	}
	var gen *Type
	for _, a := range e.Args[:nf] {
		if t := typeOf(a).unqual(); t.Kind == Vector {
			gen = t
			break
		}
	}
	if gen == nil {
		for _, a := range e.Args[:nf] {
			if t := typeOf(a).unqual(); t.isFloat() {
				gen = t
				break
			}
		}
	}
	if gen == nil || !scalarOf(gen).isFloat() {
		t := typeOf(e.Args[0])
		if gen != nil {
			t = gen
		}
		c.errorf(posOf(e.Args[0]), "%s needs a float or double argument (or a vector of them), not '%s'", e.Name, t)
		return invalidType()
	}
	for i, a := range e.Args[:nf] {
		t := typeOf(a)
		switch {
		case t.Kind == Vector && !sameType(t.unqual(), gen):
			c.errorf(posOf(a), "%s: '%s' and '%s' arguments do not match", e.Name, t, gen)
			return invalidType()
		case !t.isArithmetic() && t.Kind != Vector || t.Kind == Bool:
			c.errorf(posOf(a), "%s needs numbers, not '%s'", e.Name, t)
			return invalidType()
		case t.Kind != Vector && gen.Kind == Vector:
			e.Args[i] = c.splat(c.implicit(a, gen.Elem), gen)
		default:
			e.Args[i] = c.implicit(a, gen)
		}
	}
	ints := intOfLanes(gen)
	if r.Result() == builtin.IntN {
		return ints
	}
	p := e.Args[nf]
	pt := typeOf(p)
	switch {
	case !pt.isPointer():
		c.errorf(posOf(p), "the last argument of %s must be a pointer to '%s', not '%s'", e.Name, ints, pt)
		return invalidType()
	case !sameType(pt.Elem.unqual(), ints):
		c.errorf(posOf(p), "%s of '%s' needs a pointer to '%s', not '%s'", e.Name, gen, ints, pt)
		return invalidType()
	case pt.Elem.Const || pt.Elem.Space == ir.SpaceConstant:
		c.errorf(posOf(p), "%s writes through its last argument, which points to const or constant memory ('%s')", e.Name, pt)
		return invalidType()
	}
	return gen
}

// nanCall checks nan(code): an unsigned int (or uint vector) gives float,
// an unsigned long (ulong vector) double; a signed or narrower integer
// converts to uint as clang's overloads take it.
func (c *checker) nanCall(e *Call) *Type {
	t := typeOf(e.Args[0]).unqual()
	st := scalarOf(t)
	if !st.isInteger() || st.Kind == Bool {
		c.errorf(posOf(e.Args[0]), "nan needs an unsigned integer argument, not '%s'", t)
		return invalidType()
	}
	code, res := basic(UInt), basic(Float)
	if st.bits() == 64 {
		code, res = basic(ULong), basic(Double)
	}
	if t.Kind == Vector {
		code = &Type{Kind: Vector, Elem: code, Len: t.Len, Space: ir.SpacePrivate}
		res = &Type{Kind: Vector, Elem: res, Len: t.Len, Space: ir.SpacePrivate}
		if !sameType(t, code) {
			e.Args[0] = &Cast{exprInfo: exprInfo{Pos: posOf(e.Args[0]), Type: code}, X: e.Args[0], Kind: CastVector, Implicit: true}
		}
	} else {
		e.Args[0] = c.implicit(e.Args[0], code)
	}
	return res
}

// outMathComps lowers the builtins with a second result stored through
// their last argument (sincos, fract, modf, frexp, lgamma_r, remquo):
// ops are the arguments' components, the pointer last. Every result is
// computed before the stores, as clang's library does.
func (fl *funcLowerer) outMathComps(e *Call, ops [][]ir.Value) []ir.Value {
	n := len(ops[0])
	res, outs := make([]ir.Value, n), make([]ir.Value, n)
	for k := range res {
		x := make([]ir.Value, len(ops)-1)
		for i := range x {
			x[i] = ops[i][k]
		}
		res[k], outs[k] = e.Builtin.LowerOut(fl.b, x)
	}
	p := e.Args[len(e.Args)-1]
	pt := typeOf(p).Elem
	ptr := ops[len(ops)-1][0]
	if pt.Kind == Vector {
		fl.vstore(ptr, pt, outs, pt.Volatile)
	} else {
		fl.b.Store(ptr, outs[0], pt.Volatile)
	}
	return res
}
