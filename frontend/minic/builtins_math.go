package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// The OpenCL math builtins that ir/builtin/mathops.go expands (the same
// expansion frontend/llvm gives clang's calls of them):
//
//	frexp(gentype x, intn *e)            modf(gentype x, gentype *i)
//	lgamma_r(gentype x, intn *sign)      remquo(gentype x, gentype y, intn *q)
//	ilogb(gentype x) → intn              rootn(gentype x, intn n)
//	ldexp(gentype x, intn k)             ldexp(floatn x, int k)
//	minmag(gentype x, gentype y)         maxmag(gentype x, gentype y)
//
// gentype is float, double or a vector of them; intn is int or the int
// vector of as many components. The pointers may point to global, local
// or private memory (or be generic), never to const or constant memory.
// modf checks as sincos and fract do (pointerMathCall); minmag, maxmag,
// rootn and ldexp as the other math functions (mathCall); frexp,
// lgamma_r, remquo and ilogb here.
const (
	mFrexp mathKind = mGeometricLast + 1 + iota
	mLgammaR
	mRemquo
	mIlogb
	mModf
	mMinmag
	mMaxmag
	mRootn
	mLdexp
	mPiFn // acospi, asinpi, atanpi, atan2pi, tanpi: builtin.PiFn of Fn
	mNan  // nan(uintn) → floatn, nan(ulongn) → doublen
)

// floatMathKind returns the kind, the ir.MathFn (for mPiFn) and the
// arity of the builtins above.
func floatMathKind(base string) (mathKind, ir.MathFn, int, bool) {
	switch base {
	case "acospi":
		return mPiFn, mathfn.Acos, 1, true
	case "asinpi":
		return mPiFn, mathfn.Asin, 1, true
	case "atanpi":
		return mPiFn, mathfn.Atan, 1, true
	case "atan2pi":
		return mPiFn, mathfn.Atan2, 2, true
	case "tanpi":
		return mPiFn, mathfn.Tan, 1, true
	case "nan":
		return mNan, 0, 1, true
	}
	k, arity, ok := floatMathKind2(base)
	return k, 0, arity, ok
}

// floatMathKind2 returns the kind and arity of the other builtins above.
func floatMathKind2(base string) (mathKind, int, bool) {
	switch base {
	case "frexp":
		return mFrexp, 2, true
	case "lgamma_r":
		return mLgammaR, 2, true
	case "remquo":
		return mRemquo, 3, true
	case "ilogb":
		return mIlogb, 1, true
	case "modf":
		return mModf, 2, true
	case "minmag":
		return mMinmag, 2, true
	case "maxmag":
		return mMaxmag, 2, true
	case "rootn":
		return mRootn, 2, true
	case "ldexp":
		return mLdexp, 2, true
	}
	return 0, 0, false
}

// storesResult reports whether a math builtin of kind k stores a second
// result through its last argument.
func storesResult(k mathKind) bool {
	switch k {
	case mSincos, mFract, mModf, mFrexp, mLgammaR, mRemquo:
		return true
	}
	return false
}

// intArgMath reports whether argument i of a math builtin of kind k is an
// int (intn) rather than of the gentype.
func intArgMath(k mathKind, i int) bool {
	return i == 1 && (k == mPown || k == mRootn || k == mLdexp)
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
func (c *checker) intOutMathCall(e *Call, m *mathBuiltin) *Type {
	nf := len(e.Args)
	if m.Kind != mIlogb {
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
	m2 := *m
	e.Math = &m2
	if m.Kind == mIlogb {
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
func (c *checker) nanCall(e *Call, m *mathBuiltin) *Type {
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
	m2 := *m
	e.Math = &m2
	return res
}

// floatMathScalar lowers one component of minmag, maxmag, rootn, ldexp,
// ilogb, the π functions and nan.
func (fl *funcLowerer) floatMathScalar(m *mathBuiltin, args []ir.Value) ir.Value {
	b := fl.b
	switch m.Kind {
	case mMinmag, mMaxmag:
		return builtin.MinMag(b, args[0], args[1], m.Kind == mMaxmag)
	case mRootn:
		return builtin.Rootn(b, args[0], args[1])
	case mLdexp:
		return builtin.Ldexp(b, args[0], args[1])
	case mIlogb:
		return builtin.Ilogb(b, args[0])
	case mPiFn:
		return builtin.PiFn(b, m.Fn, args...)
	case mNan:
		if ir.Bits(args[0].Type()) == 64 {
			return builtin.Nan(b, args[0], ir.F64)
		}
		return builtin.Nan(b, args[0], ir.F32)
	}
	internal("math builtin %s", m.Name)
	return nil
}

// outMathComps lowers the builtins with a second result stored through
// their last argument (sincos, fract, modf, frexp, lgamma_r, remquo):
// ops are the arguments' components, the pointer last. Every result is
// computed before the stores, as clang's library does.
func (fl *funcLowerer) outMathComps(e *Call, ops [][]ir.Value) []ir.Value {
	m := e.Math
	n := len(ops[0])
	res, outs := make([]ir.Value, n), make([]ir.Value, n)
	for k, x := range ops[0] {
		switch m.Kind {
		case mSincos:
			res[k], outs[k] = fl.b.Math(mathfn.Sin, x), fl.b.Math(mathfn.Cos, x)
		case mFract:
			res[k], outs[k] = builtin.Fract(fl.b, x)
		case mModf:
			res[k], outs[k] = builtin.Modf(fl.b, x)
		case mFrexp:
			res[k], outs[k] = builtin.Frexp(fl.b, x)
		case mLgammaR:
			res[k], outs[k] = builtin.LgammaR(fl.b, x)
		case mRemquo:
			res[k], outs[k] = builtin.Remquo(fl.b, x, ops[1][k])
		default:
			internal("math builtin %s", m.Name)
		}
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
