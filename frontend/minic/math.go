package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
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
	mFn        mathKind = iota // ir.MathFn
	mOp                        // an IR float operation: fabs, sqrt (unary), fmin, fmax (binary)
	mRecip                     // 1/x
	mDivide                    // x/y
	mPown                      // pow(x, (gentype)n), n an int
	mMix                       // x + (y-x)*a
	mClamp                     // fmin(fmax(x, lo), hi)
	mIntAbs                    // |x| as the unsigned type
	mIntMin                    // min, max, clamp on integers
	mIntMax                    //
	mIntClamp                  //
	mMul24                     // x*y (operands in 24 bits)
	mMad24                     // x*y+z
	mDot                       // sum of products
	mLength                    // sqrt(dot(x, x))
	mDistance                  // length(x - y)
	mNormalize                 // x * rsqrt(dot(x, x))
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
		m.Kind, m.Fn, m.Arity = mFn, ir.MathPow, 2
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
	case "normalize":
		m.Kind, m.Arity = mNormalize, 1
	default:
		fn, ok := ir.ParseMathFn(base)
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
	case mDot, mLength, mDistance, mNormalize:
		if gen.Kind == Vector && gen.Len > 4 {
			c.errorf(e.NamePos, "%s takes vectors of at most 4 components, not '%s'", e.Name, gen)
			return invalidType()
		}
	}
	for i, a := range e.Args {
		if m.Kind == mPown && i == 1 {
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
	case mIntAbs:
		if gen.Kind == Vector {
			u := *gen
			u.Elem = unsignedOf(gen.Elem)
			return &u
		}
		return unsignedOf(gen)
	}
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
		n := fl.convert(args[1], basic(Int), t)
		return b.Math(ir.MathPow, args[0], n)
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
		r := fl.b.Math(ir.MathRsqrt, sum)
		out := make([]ir.Value, n)
		for k := range out {
			out[k] = fl.b.Binary(ir.OpFMul, x[k], r)
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
