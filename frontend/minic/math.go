package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The ordinary builtins: the math, common, integer, geometric, relational
// and vector functions of the catalogue (ir/builtin, Kind Lanewise,
// Vectorwise and Stores). They are overloaded on a gentype, a scalar or a
// vector of the row's domain (float and double; the integer types; or
// either). This file checks a call against its row — the arity, the
// argument and result types of its signature, the lanes — converting the
// arguments to the gentype (a scalar widening to every component), and
// lowers it with the row's functions, component by component. The row is
// the one frontend/llvm lowers clang's calls of the same builtin with.
//
// Which argument fixes the gentype: the first vector, else the first
// argument of the domain's kind (pow(2, x) is pow(2.0f, x)); for a Strict
// row the first argument. Calls with a pointer argument (sincos, frexp …)
// and nan are checked in builtins_math.go, shuffle, upsample and the
// Strict ones in builtins_int.go.

// ordinaryCall checks a call of the ordinary builtin r and returns its
// type.
func (c *checker) ordinaryCall(e *Call, r *builtin.Builtin) *Type {
	if n := r.Arity(); len(e.Args) != n {
		c.argCountError(e, n, n)
		return invalidType()
	}
	for i, a := range e.Args {
		e.Args[i] = c.rvalue(a)
		if typeOf(e.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	e.Builtin = r
	args := r.Args()
	last := args[len(args)-1]
	switch res := r.Result(); {
	case last.Out && last.Type == builtin.Gen:
		return c.pointerMathCall(e) // builtins_math.go
	case last.Out || res == builtin.IntN:
		return c.intOutMathCall(e, r) // builtins_math.go
	case res == builtin.FloatOf:
		return c.nanCall(e) // builtins_math.go
	case res == builtin.Shuffled:
		return c.shuffleCall(e, r) // builtins_int.go
	case res == builtin.Wide:
		return c.upsampleCall(e) // builtins_int.go
	case len(args) == 3 && args[2].Type == builtin.Cond:
		return c.selectCall(e)
	case len(args) == 1 && (res == builtin.Truth || res == builtin.Int32):
		return c.testCall(e, r)
	case r.Strict:
		return c.strictCall(e, r) // builtins_int.go
	}
	return c.mathCall(e, r)
}

// scalarOf returns the element type of a vector, or t itself.
func scalarOf(t *Type) *Type {
	if t.Kind == Vector {
		return t.Elem
	}
	return t
}

// mathCall checks a call of a builtin whose arguments are the gentype or
// intn, and returns its type.
func (c *checker) mathCall(e *Call, r *builtin.Builtin) *Type {
	// The gentype: the first vector argument, else the first float, else
	// (for the integer functions) the first integer.
	var gen *Type
	allInt := true
	for _, a := range e.Args {
		t := typeOf(a)
		if !t.isArithmetic() && t.Kind != Vector {
			c.errorf(posOf(a), "%s needs %s arguments, not '%s'", e.Name, r.Dom, t)
			return invalidType()
		}
		if scalarOf(t).isFloat() {
			allInt = false
		}
	}
	intFn := r.Dom == builtin.Int || r.Dom == builtin.Num && allInt
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
	lanes := int64(1)
	if gen.Kind == Vector {
		lanes = gen.Len
	}
	switch lo, hi := int64(r.MinLanes), int64(r.MaxLanes); {
	case lo > 1 && (lanes < lo || hi > 0 && lanes > hi):
		c.errorf(e.NamePos, "%s takes %d- or %d-component vectors, not '%s'", e.Name, lo, hi, gen)
		return invalidType()
	case hi > 0 && lanes > hi:
		c.errorf(e.NamePos, "%s takes vectors of at most %d components, not '%s'", e.Name, hi, gen)
		return invalidType()
	}
	for i, a := range e.Args {
		if r.Args()[i].Type == builtin.IntN {
			e.Args[i] = c.assignConv(a, intOfLanes(gen), "argument")
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
	return resultType(r.Result(), gen)
}

// resultType returns the type of a result of type letter res for the
// gentype gen.
func resultType(res builtin.Type, gen *Type) *Type {
	switch res {
	case builtin.Elem:
		return scalarOf(gen)
	case builtin.Unsigned:
		if gen.Kind == Vector {
			u := *gen
			u.Elem = unsignedOf(gen.Elem)
			return &u
		}
		return unsignedOf(gen)
	case builtin.IntN:
		return intOfLanes(gen)
	case builtin.Truth:
		if gen.Kind == Vector {
			return compareType(gen)
		}
		return basic(Int)
	case builtin.Int32:
		return basic(Int)
	}
	return gen
}

// testCall checks a test of one argument (any, all, isnan, signbit …),
// which must be of the domain and is not converted.
func (c *checker) testCall(e *Call, r *builtin.Builtin) *Type {
	t := typeOf(e.Args[0]).unqual()
	st := scalarOf(t)
	if r.Dom == builtin.Int && (!st.isInteger() || st.Kind == Bool) {
		c.errorf(posOf(e.Args[0]), "%s needs an integer argument, not '%s'", e.Name, t)
		return invalidType()
	}
	if r.Dom == builtin.Float && !st.isFloat() {
		c.errorf(posOf(e.Args[0]), "%s needs a float or double argument, not '%s'", e.Name, t)
		return invalidType()
	}
	return resultType(r.Result(), t)
}

// selectCall checks select(a, b, c): a and b of one type, c an integer
// (vector) of its shape and width.
func (c *checker) selectCall(e *Call) *Type {
	ta, tb, tc := typeOf(e.Args[0]).unqual(), typeOf(e.Args[1]).unqual(), typeOf(e.Args[2]).unqual()
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

func unsignedOf(t *Type) *Type {
	if t.isSigned() {
		return basic(t.Kind + 1)
	}
	return basic(t.Kind)
}

// ordinaryComps lowers a call of an ordinary builtin to its components
// (one for a scalar result).
func (fl *funcLowerer) ordinaryComps(e *Call) []ir.Value {
	r := e.Builtin
	ops := make([][]ir.Value, len(e.Args))
	for i, a := range e.Args {
		if typeOf(a).Kind == Vector {
			ops[i] = fl.vvalue(a)
		} else {
			ops[i] = []ir.Value{fl.rvalue(a)}
		}
	}
	fl.at(e.Pos)
	call := builtin.Call{T: irType(scalarOf(e.Type)), Unsigned: !scalarOf(typeOf(e.Args[0])).isSigned(), Vector: e.Type.Kind == Vector}
	switch r.Kind {
	case builtin.Stores:
		return fl.outMathComps(e, ops) // builtins_math.go
	case builtin.Vectorwise:
		return r.LowerVec(fl.b, ops, call)
	}
	out := make([]ir.Value, len(ops[0]))
	for k := range out {
		args := make([]ir.Value, len(ops))
		for i := range ops {
			args[i] = ops[i][k]
		}
		out[k] = r.Lower(fl.b, args, call)
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
