package minic

import (
	"math"
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
	"github.com/simtc/simtc/mathfn"
)

// The OpenCL math, common, integer and geometric builtins. They are
// overloaded on a gentype: float or double, or a vector of them, for the
// math functions; any integer type (or vector) for the integer ones. The
// first floating (integer) argument fixes the gentype; the others convert
// to it, a scalar widening to every component. Vector calls apply the
// function component by component.
//
// The functions with an IR math function (ir.MathFn) lower to OpMath;
// fabs, sqrt, fmin and fmax to their own IR operations. native_ and half_
// variants compute the full-precision function (OpenCL allows any
// accuracy for them). mix, clamp, native_recip, native_divide, pown, the
// integer functions and dot, length, distance and normalize expand to the
// arithmetic they are defined by.

// mathKind says how a math builtin is checked and lowered.
type mathKind uint8

const (
	mFn         mathKind = iota // ir.MathFn
	mOp                         // an IR float operation: fabs, sqrt (unary), fmin, fmax (binary)
	mRecip                      // 1/x
	mDivide                     // x/y
	mPown                       // builtin.Pown: pow(x, n), n an int
	mPowr                       // builtin.Powr: pow for x >= 0
	mMix                        // x + (y-x)*a
	mClamp                      // fmin(fmax(x, lo), hi)
	mIntAbs                     // |x| as the unsigned type
	mIntMin                     // min, max, clamp on integers
	mIntMax                     //
	mIntClamp                   //
	mMul24                      // x*y (operands in 24 bits)
	mMad24                      // x*y+z
	mDot                        // sum of products
	mLength                     // sqrt(dot(x, x))
	mDistance                   // length(x - y)
	mNormalize                  // x / sqrt(dot(x, x)), as frontend/llvm lowers it
	mCross                      // the 3-D cross product (w = 0 for 4-vectors)
	mPopcount                   // bit counts, expanded as in frontend/llvm
	mClz                        //
	mCtz                        //
	mSign                       // 1, -1 or x (zeros and NaN)
	mStep                       // x < edge ? 0 : 1
	mSmoothstep                 // Hermite interpolation between two edges
	mDegrees                    //
	mRadians                    //
	mRotate                     // rotate left by n mod width
	mMulHi                      // high half of the product (builtin.MulHi)
	mMadHi                      // mul_hi(x, y) + z
	mHadd                       // (x + y) >> 1 without overflow
	mRhadd                      // (x + y + 1) >> 1 without overflow
	mAbsDiff                    // |x - y| as the unsigned type, without overflow
	mAddSat                     // x + y, saturated to the type's range
	mSubSat                     // x - y, saturated
	mSincos                     // sin x; cos x stored through the pointer
	mFract                      // builtin.Fract: fract x; floor x stored through the pointer
	mGeometricLast
)

// mathBuiltin is one math builtin.
type mathBuiltin struct {
	Name  string
	Kind  mathKind
	Fn    ir.MathFn
	Op    ir.Op
	Arity int
	Int   bool // an integer function (or min/max/clamp on integers)
}

// lookupMath returns the math builtin named name, or nil. min, max and
// clamp are returned as float functions and switch to integers when their
// arguments are integers.
func lookupMath(name string) *mathBuiltin {
	base := name
	for _, pre := range []string{"native_", "half_"} {
		if b, ok := strings.CutPrefix(name, pre); ok {
			base = b
		}
	}
	m := &mathBuiltin{Name: name}
	switch base {
	case "fabs":
		m.Kind, m.Op, m.Arity = mOp, ir.OpFAbs, 1
	case "sqrt":
		m.Kind, m.Op, m.Arity = mOp, ir.OpSqrt, 1
	case "fmin", "min":
		m.Kind, m.Op, m.Arity = mOp, ir.OpFMin, 2
	case "fmax", "max":
		m.Kind, m.Op, m.Arity = mOp, ir.OpFMax, 2
	case "recip":
		m.Kind, m.Arity = mRecip, 1
	case "divide":
		m.Kind, m.Arity = mDivide, 2
	case "powr":
		m.Kind, m.Arity = mPowr, 2
	case "pown":
		m.Kind, m.Arity = mPown, 2
	case "mix":
		m.Kind, m.Arity = mMix, 3
	case "clamp":
		m.Kind, m.Arity = mClamp, 3
	case "abs":
		m.Kind, m.Arity, m.Int = mIntAbs, 1, true
	case "mul24":
		m.Kind, m.Arity, m.Int = mMul24, 2, true
	case "mad24":
		m.Kind, m.Arity, m.Int = mMad24, 3, true
	case "dot":
		m.Kind, m.Arity = mDot, 2
	case "length":
		m.Kind, m.Arity = mLength, 1
	case "distance":
		m.Kind, m.Arity = mDistance, 2
	case "normalize", "fast_normalize":
		m.Kind, m.Arity = mNormalize, 1
	case "fast_length":
		m.Kind, m.Arity = mLength, 1
	case "fast_distance":
		m.Kind, m.Arity = mDistance, 2
	case "cross":
		m.Kind, m.Arity = mCross, 2
	case "sign":
		m.Kind, m.Arity = mSign, 1
	case "step":
		m.Kind, m.Arity = mStep, 2
	case "smoothstep":
		m.Kind, m.Arity = mSmoothstep, 3
	case "degrees":
		m.Kind, m.Arity = mDegrees, 1
	case "radians":
		m.Kind, m.Arity = mRadians, 1
	case "rotate":
		m.Kind, m.Arity, m.Int = mRotate, 2, true
	case "mul_hi":
		m.Kind, m.Arity, m.Int = mMulHi, 2, true
	case "mad_hi":
		m.Kind, m.Arity, m.Int = mMadHi, 3, true
	case "hadd":
		m.Kind, m.Arity, m.Int = mHadd, 2, true
	case "rhadd":
		m.Kind, m.Arity, m.Int = mRhadd, 2, true
	case "abs_diff":
		m.Kind, m.Arity, m.Int = mAbsDiff, 2, true
	case "add_sat":
		m.Kind, m.Arity, m.Int = mAddSat, 2, true
	case "sub_sat":
		m.Kind, m.Arity, m.Int = mSubSat, 2, true
	case "sincos":
		m.Kind, m.Arity = mSincos, 2
	case "fract":
		m.Kind, m.Arity = mFract, 2
	case "popcount":
		m.Kind, m.Arity, m.Int = mPopcount, 1, true
	case "clz":
		m.Kind, m.Arity, m.Int = mClz, 1, true
	case "ctz":
		m.Kind, m.Arity, m.Int = mCtz, 1, true
	default:
		if k, fn, arity, ok := floatMathKind(base); ok {
			m.Kind, m.Fn, m.Arity = k, fn, arity
			break
		}
		fn, ok := mathfn.Parse(base)
		if !ok {
			return nil
		}
		m.Kind, m.Fn, m.Arity = mFn, fn, fn.Arity()
	}
	if base != name && (m.Int || m.Kind >= mDot || base == "min" || base == "max" || base == "mix" || base == "clamp") {
		return nil // native_dot and the like do not exist
	}
	return m
}

// scalarOf returns the element type of a vector, or t itself.
func scalarOf(t *Type) *Type {
	if t.Kind == Vector {
		return t.Elem
	}
	return t
}

// mathCall checks a call of a math builtin and returns its type.
func (c *checker) mathCall(e *Call, m *mathBuiltin) *Type {
	if len(e.Args) != m.Arity {
		c.argCountError(e, m.Arity, m.Arity)
		return invalidType()
	}
	for i, a := range e.Args {
		e.Args[i] = c.rvalue(a)
		if typeOf(e.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	switch m.Kind {
	case mSincos, mFract, mModf:
		return c.pointerMathCall(e, m)
	case mFrexp, mLgammaR, mRemquo, mIlogb:
		return c.intOutMathCall(e, m) // builtins_math.go
	case mNan:
		return c.nanCall(e, m)
	}
	// The gentype: the first vector argument, else the first float, else
	// (for the integer functions) the first integer.
	var gen *Type
	allInt := true
	for _, a := range e.Args {
		t := typeOf(a)
		if !t.isArithmetic() && t.Kind != Vector {
			c.errorf(posOf(a), "%s needs numbers, not '%s'", e.Name, t)
			return invalidType()
		}
		if scalarOf(t).isFloat() {
			allInt = false
		}
	}
	intFn := m.Int || allInt && (m.Name == "min" || m.Name == "max" || m.Name == "clamp")
	for _, a := range e.Args {
		t := typeOf(a).unqual()
		if t.Kind == Vector {
			gen = t
			break
		}
	}
	if gen == nil {
		for _, a := range e.Args {
			t := typeOf(a).unqual()
			if intFn || t.isFloat() {
				gen = t
				break
			}
		}
	}
	if gen == nil || scalarOf(gen).isFloat() == intFn || scalarOf(gen).Kind == Bool {
		what := "float or double"
		if intFn {
			what = "integer"
		}
		c.errorf(e.NamePos, "%s needs %s arguments", e.Name, what)
		return invalidType()
	}
	switch m.Kind {
	case mCross:
		if gen.Kind != Vector || gen.Len != 3 && gen.Len != 4 {
			c.errorf(e.NamePos, "cross takes 3- or 4-component vectors, not '%s'", gen)
			return invalidType()
		}
	case mDot, mLength, mDistance, mNormalize:
		if gen.Kind == Vector && gen.Len > 4 {
			c.errorf(e.NamePos, "%s takes vectors of at most 4 components, not '%s'", e.Name, gen)
			return invalidType()
		}
	}
	for i, a := range e.Args {
		if intArgMath(m.Kind, i) {
			want := basic(Int)
			if gen.Kind == Vector {
				want = &Type{Kind: Vector, Elem: basic(Int), Len: gen.Len, Space: ir.SpacePrivate}
			}
			e.Args[i] = c.assignConv(a, want, "argument")
			continue
		}
		t := typeOf(a)
		switch {
		case t.Kind == Vector && !sameType(t.unqual(), gen):
			c.errorf(posOf(a), "%s: '%s' and '%s' arguments do not match", e.Name, t, gen)
			return invalidType()
		case t.Kind != Vector && gen.Kind == Vector:
			e.Args[i] = c.splat(c.implicit(a, gen.Elem), gen)
		default:
			e.Args[i] = c.implicit(a, gen)
		}
		if typeOf(e.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	m2 := *m
	e.Math = &m2
	if intFn {
		switch m.Name {
		case "min":
			e.Math.Kind = mIntMin
		case "max":
			e.Math.Kind = mIntMax
		case "clamp":
			e.Math.Kind = mIntClamp
		}
		e.Math.Int = true
	}
	switch m.Kind {
	case mDot, mLength, mDistance:
		return scalarOf(gen)
	case mIntAbs, mAbsDiff:
		if gen.Kind == Vector {
			u := *gen
			u.Elem = unsignedOf(gen.Elem)
			return &u
		}
		return unsignedOf(gen)
	}
	return gen
}

// pointerMathCall checks sincos(x, p), fract(x, p) and modf(x, p), whose second
// argument points to where the second result goes. OpenCL declares them
// for every gentype (float, double and their vectors) and a pointer to
// that gentype in the global, local or private space (or generic, 2.0):
// the pointee fixes the gentype and x converts to it as a scalar, or must
// be the same vector type.
func (c *checker) pointerMathCall(e *Call, m *mathBuiltin) *Type {
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
	m2 := *m
	e.Math = &m2
	return gen
}

func unsignedOf(t *Type) *Type {
	if t.isSigned() {
		return basic(t.Kind + 1)
	}
	return basic(t.Kind)
}

// mathValue lowers a scalar math call, or one component of a vector call:
// args are the (component) operands, t the scalar type.
func (fl *funcLowerer) mathScalar(m *mathBuiltin, args []ir.Value, t *Type) ir.Value {
	b := fl.b
	switch m.Kind {
	case mPowr:
		return builtin.Powr(b, args[0], args[1])
	case mMinmag, mMaxmag, mRootn, mLdexp, mIlogb, mPiFn, mNan:
		return fl.floatMathScalar(m, args) // builtins_math.go
	case mFn:
		return b.Math(m.Fn, args...)
	case mOp:
		if m.Arity == 1 {
			return b.Unary(m.Op, args[0])
		}
		return b.Binary(m.Op, args[0], args[1])
	case mRecip:
		return b.Binary(ir.OpFDiv, ir.ConstFloat(args[0].Type(), 1), args[0])
	case mDivide:
		return b.Binary(ir.OpFDiv, args[0], args[1])
	case mPown:
		return builtin.Pown(b, args[0], args[1])
	case mMix:
		d := b.Binary(ir.OpFSub, args[1], args[0])
		return b.Binary(ir.OpFAdd, args[0], b.Binary(ir.OpFMul, d, args[2]))
	case mClamp:
		return b.Binary(ir.OpFMin, b.Binary(ir.OpFMax, args[0], args[1]), args[2])
	case mIntAbs:
		if !t.isSigned() {
			return args[0]
		}
		neg := b.Binary(ir.OpSub, ir.ConstInt(args[0].Type(), 0), args[0])
		lt := b.ICmp(ir.PredSLT, args[0], ir.ConstInt(args[0].Type(), 0))
		return b.Select(lt, neg, args[0])
	case mIntMin, mIntMax, mIntClamp:
		sel := func(x, y ir.Value, min bool) ir.Value {
			p := pick(t.isSigned(), ir.PredSLT, ir.PredULT)
			c := b.ICmp(p, x, y)
			if min {
				return b.Select(c, x, y)
			}
			return b.Select(c, y, x)
		}
		switch m.Kind {
		case mIntMin:
			return sel(args[0], args[1], true)
		case mIntMax:
			return sel(args[0], args[1], false)
		}
		return sel(sel(args[0], args[1], false), args[2], true)
	case mPopcount, mClz, mCtz:
		return fl.bitCount(m.Kind, args[0])
	case mSign:
		x, ft := args[0], args[0].Type()
		lt := b.Select(b.FCmp(ir.PredOLT, x, ir.ConstFloat(ft, 0)), ir.ConstFloat(ft, -1), x)
		return b.Select(b.FCmp(ir.PredOGT, x, ir.ConstFloat(ft, 0)), ir.ConstFloat(ft, 1), lt)
	case mStep:
		ft := args[1].Type()
		return b.Select(b.FCmp(ir.PredOLT, args[1], args[0]), ir.ConstFloat(ft, 0), ir.ConstFloat(ft, 1))
	case mSmoothstep:
		return builtin.Smoothstep(b, args[0], args[1], args[2])
	case mDegrees:
		return b.Binary(ir.OpFMul, args[0], ir.ConstFloat(args[0].Type(), roundTo(t, 180/math.Pi)))
	case mRadians:
		return b.Binary(ir.OpFMul, args[0], ir.ConstFloat(args[0].Type(), roundTo(t, math.Pi/180)))
	case mRotate:
		x, it := args[0], args[0].Type()
		w := int64(ir.Bits(it))
		n := b.Binary(ir.OpAnd, args[1], ir.ConstInt(it, w-1))
		back := b.Binary(ir.OpAnd, b.Binary(ir.OpSub, ir.ConstInt(it, w), n), ir.ConstInt(it, w-1))
		return b.Binary(ir.OpOr, b.Binary(ir.OpShl, x, n), b.Binary(ir.OpLShr, x, back))
	case mMulHi, mMadHi:
		hi := builtin.MulHi(b, args[0], args[1], t.isSigned())
		if m.Kind == mMadHi {
			return b.Binary(ir.OpAdd, hi, args[2])
		}
		return hi
	case mHadd, mRhadd:
		it := args[0].Type()
		shr := ir.OpLShr
		if t.isSigned() {
			shr = ir.OpAShr
		}
		one := ir.ConstInt(it, 1)
		sum := b.Binary(ir.OpAdd, b.Binary(shr, args[0], one), b.Binary(shr, args[1], one))
		op := ir.OpAnd
		if m.Kind == mRhadd {
			op = ir.OpOr
		}
		return b.Binary(ir.OpAdd, sum, b.Binary(ir.OpAnd, b.Binary(op, args[0], args[1]), one))
	case mAbsDiff:
		// the larger minus the smaller, which fits the unsigned type
		lt := b.ICmp(pick(t.isSigned(), ir.PredSLT, ir.PredULT), args[0], args[1])
		return b.Select(lt, b.Binary(ir.OpSub, args[1], args[0]), b.Binary(ir.OpSub, args[0], args[1]))
	case mAddSat, mSubSat:
		return builtin.Saturate(b, m.Kind == mAddSat, args[0], args[1], t.isSigned())
	case mMul24:
		return b.Binary(ir.OpMul, args[0], args[1])
	case mMad24:
		return b.Binary(ir.OpAdd, b.Binary(ir.OpMul, args[0], args[1]), args[2])
	}
	internal("math builtin %s", m.Name)
	return nil
}

// mathComps lowers a math call to its components (one for a scalar call).
func (fl *funcLowerer) mathComps(e *Call) []ir.Value {
	m := e.Math
	ops := make([][]ir.Value, len(e.Args))
	var t0 *Type
	for i, a := range e.Args {
		t := typeOf(a)
		if i == 0 {
			t0 = t
		}
		if t.Kind == Vector {
			ops[i] = fl.vvalue(a)
		} else {
			ops[i] = []ir.Value{fl.rvalue(a)}
		}
	}
	fl.at(e.Pos)
	st := scalarOf(t0)
	n := len(ops[0])
	switch m.Kind {
	case mSincos, mFract, mModf, mFrexp, mLgammaR, mRemquo:
		return fl.outMathComps(e, ops) // builtins_math.go
	case mCross:
		a, c := ops[0], ops[1]
		mul := func(i, j int) ir.Value { return fl.b.Binary(ir.OpFMul, a[i], c[j]) }
		out := []ir.Value{
			fl.b.Binary(ir.OpFSub, mul(1, 2), mul(2, 1)),
			fl.b.Binary(ir.OpFSub, mul(2, 0), mul(0, 2)),
			fl.b.Binary(ir.OpFSub, mul(0, 1), mul(1, 0)),
		}
		if n == 4 {
			out = append(out, ir.ConstFloat(a[0].Type(), 0))
		}
		return out
	case mDot, mLength, mDistance, mNormalize:
		x := ops[0]
		if m.Kind == mDistance {
			x = make([]ir.Value, n)
			for k := range x {
				x[k] = fl.b.Binary(ir.OpFSub, ops[0][k], ops[1][k])
			}
		}
		y := x
		if m.Kind == mDot {
			y = ops[1]
		}
		var sum ir.Value
		for k := 0; k < n; k++ {
			p := fl.b.Binary(ir.OpFMul, x[k], y[k])
			if sum == nil {
				sum = p
			} else {
				sum = fl.b.Binary(ir.OpFAdd, sum, p)
			}
		}
		switch m.Kind {
		case mDot:
			return []ir.Value{sum}
		case mLength, mDistance:
			return []ir.Value{fl.b.Unary(ir.OpSqrt, sum)}
		}
		// Divided by the length rather than multiplied by rsqrt: the
		// same value frontend/llvm gives clang's normalize.
		r := fl.b.Unary(ir.OpSqrt, sum)
		out := make([]ir.Value, n)
		for k := range out {
			out[k] = fl.b.Binary(ir.OpFDiv, x[k], r)
		}
		return out
	}
	out := make([]ir.Value, n)
	for k := range out {
		args := make([]ir.Value, len(ops))
		for i := range ops {
			args[i] = ops[i][k]
		}
		out[k] = fl.mathScalar(m, args, st)
	}
	return out
}

// Relational builtins: select, any, all, isnan, isinf, isfinite, signbit.
// On vectors a true component is -1 and a condition is the most
// significant bit, as OpenCL specifies; on scalars true is 1 and a
// condition any nonzero value.
const (
	mSelect mathKind = iota + 64
	mAny
	mAll
	mIsNan
	mIsInf
	mIsFinite
	mSignbit
	mBitselect
)

func lookupRelational(name string) *mathBuiltin {
	m := &mathBuiltin{Name: name, Arity: 1}
	switch name {
	case "select":
		m.Kind, m.Arity = mSelect, 3
	case "any":
		m.Kind = mAny
	case "all":
		m.Kind = mAll
	case "isnan":
		m.Kind = mIsNan
	case "isinf":
		m.Kind = mIsInf
	case "isfinite":
		m.Kind = mIsFinite
	case "signbit":
		m.Kind = mSignbit
	case "bitselect":
		m.Kind, m.Arity = mBitselect, 3
	default:
		return nil
	}
	return m
}

// relationalCall checks a relational builtin and returns its type.
func (c *checker) relationalCall(e *Call, m *mathBuiltin) *Type {
	if len(e.Args) != m.Arity {
		c.argCountError(e, m.Arity, m.Arity)
		return invalidType()
	}
	for i, a := range e.Args {
		e.Args[i] = c.rvalue(a)
		if typeOf(e.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	e.Math = m
	t := typeOf(e.Args[0]).unqual()
	switch m.Kind {
	case mAny, mAll:
		if !scalarOf(t).isInteger() || scalarOf(t).Kind == Bool {
			c.errorf(posOf(e.Args[0]), "%s needs an integer argument, not '%s'", e.Name, t)
			return invalidType()
		}
		return basic(Int)
	case mIsNan, mIsInf, mIsFinite, mSignbit:
		if !scalarOf(t).isFloat() {
			c.errorf(posOf(e.Args[0]), "%s needs a float or double argument, not '%s'", e.Name, t)
			return invalidType()
		}
		if t.Kind == Vector {
			return compareType(t)
		}
		return basic(Int)
	}
	if m.Kind == mBitselect {
		return c.bitselectCall(e)
	}
	// select(a, b, c)
	ta, tb, tc := t, typeOf(e.Args[1]).unqual(), typeOf(e.Args[2]).unqual()
	if !sameType(ta, tb) || !(ta.isArithmetic() || ta.Kind == Vector) || ta.Kind == Bool {
		c.errorf(e.NamePos, "select needs two arguments of one type, not '%s' and '%s'", ta, tb)
		return invalidType()
	}
	okc := tc.isInteger() && tc.Kind != Bool
	if ta.Kind == Vector {
		okc = tc.Kind == Vector && tc.Len == ta.Len && tc.Elem.isInteger() && tc.Elem.bits() == ta.Elem.bits()
	} else if !ta.isArithmetic() {
		okc = false
	}
	if !okc {
		c.errorf(posOf(e.Args[2]), "select: the condition '%s' does not fit '%s'", tc, ta)
		return invalidType()
	}
	return ta
}

// bitselectCall checks bitselect(a, b, c), defined for every integer and
// float gentype: the first vector argument, else the first argument, fixes
// the type; scalars convert to it.
func (c *checker) bitselectCall(e *Call) *Type {
	var gen *Type
	for _, a := range e.Args {
		if t := typeOf(a).unqual(); t.Kind == Vector {
			gen = t
			break
		}
	}
	if gen == nil {
		gen = typeOf(e.Args[0]).unqual()
	}
	if gen.Kind != Vector && !gen.isArithmetic() || scalarOf(gen).Kind == Bool {
		c.errorf(posOf(e.Args[0]), "bitselect needs integer or float arguments, not '%s'", gen)
		return invalidType()
	}
	for i, a := range e.Args {
		t := typeOf(a).unqual()
		switch {
		case t.Kind == Vector || gen.Kind == Vector:
			if !sameType(t, gen) {
				c.errorf(posOf(a), "bitselect: '%s' and '%s' arguments do not match", t, gen)
				return invalidType()
			}
		case !t.isArithmetic() || t.Kind == Bool:
			c.errorf(posOf(a), "bitselect needs integer or float arguments, not '%s'", t)
			return invalidType()
		default:
			e.Args[i] = c.implicit(a, gen)
		}
	}
	return gen
}

// relationalComps lowers a relational builtin.
func (fl *funcLowerer) relationalComps(e *Call) []ir.Value {
	m := e.Math
	comps := func(a Expr) []ir.Value {
		if typeOf(a).Kind == Vector {
			return fl.vvalue(a)
		}
		return []ir.Value{fl.rvalue(a)}
	}
	vec := typeOf(e.Args[0]).Kind == Vector
	ops := make([][]ir.Value, len(e.Args))
	for i, a := range e.Args {
		ops[i] = comps(a)
	}
	fl.at(e.Pos)
	b := fl.b
	// cond is the truth of an integer condition component.
	cond := func(v ir.Value) ir.Value {
		if vec {
			return b.ICmp(ir.PredSLT, v, ir.ConstInt(v.Type(), 0))
		}
		return b.ICmp(ir.PredNE, v, ir.ConstInt(v.Type(), 0))
	}
	// result converts an i1 to the result: -1/0 in the component's width
	// for vectors, 1/0 int for scalars.
	rt := irType(e.Type)
	if e.Type.Kind == Vector {
		rt = irType(e.Type.Elem)
	}
	result := func(c ir.Value) ir.Value {
		if vec {
			return b.Cast(ir.OpSExt, c, rt)
		}
		return b.Cast(ir.OpZExt, c, rt)
	}
	switch m.Kind {
	case mAny, mAll:
		var acc ir.Value
		for _, v := range ops[0] {
			c := b.ICmp(ir.PredSLT, v, ir.ConstInt(v.Type(), 0))
			switch {
			case acc == nil:
				acc = c
			case m.Kind == mAny:
				acc = b.Binary(ir.OpOr, acc, c)
			default:
				acc = b.Binary(ir.OpAnd, acc, c)
			}
		}
		return []ir.Value{b.Cast(ir.OpZExt, acc, ir.I32)}
	case mSelect:
		out := make([]ir.Value, len(ops[0]))
		for k := range out {
			out[k] = b.Select(cond(ops[2][k]), ops[1][k], ops[0][k])
		}
		return out
	case mBitselect:
		// (a & ~c) | (b & c), on the bits of floats
		out := make([]ir.Value, len(ops[0]))
		for k := range out {
			t := ops[0][k].Type()
			it := t
			xs := []ir.Value{ops[0][k], ops[1][k], ops[2][k]}
			if ir.IsFloat(t) {
				it = ir.IntType{Bits: ir.Bits(t)}
				for j := range xs {
					xs[j] = b.Cast(ir.OpBitcast, xs[j], it)
				}
			}
			notc := b.Binary(ir.OpXor, xs[2], ir.ConstInt(it, -1))
			r := b.Binary(ir.OpOr, b.Binary(ir.OpAnd, xs[0], notc), b.Binary(ir.OpAnd, xs[1], xs[2]))
			if it != t {
				r = b.Cast(ir.OpBitcast, r, t)
			}
			out[k] = r
		}
		return out
	}
	out := make([]ir.Value, len(ops[0]))
	for k, v := range ops[0] {
		var c ir.Value
		switch m.Kind {
		case mIsNan:
			c = b.FCmp(ir.PredUNO, v, v)
		case mIsInf:
			c = b.FCmp(ir.PredOEQ, b.Unary(ir.OpFAbs, v), ir.ConstFloat(v.Type(), math.Inf(1)))
		case mIsFinite:
			c = b.FCmp(ir.PredOLT, b.Unary(ir.OpFAbs, v), ir.ConstFloat(v.Type(), math.Inf(1)))
		case mSignbit:
			it := ir.IntType{Bits: ir.Bits(v.Type())}
			c = b.ICmp(ir.PredSLT, b.Cast(ir.OpBitcast, v, it), ir.ConstInt(it, 0))
		}
		out[k] = result(c)
	}
	return out
}

// asTarget returns the target type of as_T, or nil.
func asTarget(name string) *Type {
	rest, ok := strings.CutPrefix(name, "as_")
	if !ok {
		return nil
	}
	if t, ok := vectorType(rest); ok {
		return t
	}
	if k, ok := vectorElemKinds[rest]; ok {
		return basic(k)
	}
	return nil
}

// asCall checks as_T(x): the bits of x reinterpreted as T, of the same
// size (a 3-component vector has the size of four), between scalars and
// vectors of any numbers of components (asbits.go).
func (c *checker) asCall(e *Call, to *Type) Expr {
	if len(e.Args) != 1 {
		c.argCountError(e, 1, 1)
		return c.poison(e)
	}
	x := c.rvalue(e.Args[0])
	t := typeOf(x)
	if t.isInvalid() {
		return c.poison(e)
	}
	switch {
	case !(t.isArithmetic() || t.Kind == Vector) || scalarOf(t).Kind == Bool:
		c.errorf(e.NamePos, "invalid reinterpretation: %s cannot be reinterpreted as %s", describeAs(t), describeAs(to))
	case t.size() != to.size():
		c.errorf(e.NamePos, "invalid reinterpretation: sizes of %s and %s must match", describeAs(to), describeAs(t))
	default:
		return &Cast{exprInfo: exprInfo{Pos: e.Pos, Type: to}, X: x, Kind: CastBits}
	}
	return c.poison(e)
}

// bitCount expands popcount, clz or ctz of an integer of any width: the
// value is widened to 64 bits without sign and counted with the usual
// shift-and-mask sum; clz counts the ones of the value smeared right
// (width - popcount), ctz the ones below the lowest set bit.
func (fl *funcLowerer) bitCount(k mathKind, x ir.Value) ir.Value {
	b := fl.b
	t := x.Type()
	w := ir.Bits(t)
	c := func(v uint64) ir.Value { return ir.ConstInt(ir.I64, int64(v)) }
	switch k {
	case mClz:
		for s := 1; s < w; s *= 2 {
			x = b.Binary(ir.OpOr, x, b.Binary(ir.OpLShr, x, ir.ConstInt(t, int64(s))))
		}
	case mCtz:
		// ~x & (x - 1): the ones below the lowest set bit (all for 0)
		low := b.Binary(ir.OpSub, x, ir.ConstInt(t, 1))
		x = b.Binary(ir.OpAnd, b.Binary(ir.OpXor, x, ir.ConstInt(t, -1)), low)
	}
	v := x
	if w < 64 {
		v = b.Cast(ir.OpZExt, x, ir.I64)
	}
	v = b.Binary(ir.OpSub, v, b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, v, c(1)), c(0x5555555555555555)))
	v = b.Binary(ir.OpAdd, b.Binary(ir.OpAnd, v, c(0x3333333333333333)),
		b.Binary(ir.OpAnd, b.Binary(ir.OpLShr, v, c(2)), c(0x3333333333333333)))
	v = b.Binary(ir.OpAnd, b.Binary(ir.OpAdd, v, b.Binary(ir.OpLShr, v, c(4))), c(0x0f0f0f0f0f0f0f0f))
	v = b.Binary(ir.OpLShr, b.Binary(ir.OpMul, v, c(0x0101010101010101)), c(56))
	if k == mClz {
		v = b.Binary(ir.OpSub, c(uint64(w)), v)
	}
	if w < 64 {
		v = b.Cast(ir.OpTrunc, v, t)
	}
	return v
}

// roundTo rounds a constant to the precision of the float type t.
func roundTo(t *Type, v float64) float64 {
	if t.Kind == Float {
		return float64(float32(v))
	}
	return v
}
