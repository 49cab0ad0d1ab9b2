package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The checks of the ordinary builtins whose arguments mathCall does not
// describe, and the conversions with saturation or a rounding mode:
//
//   - the Strict rows, isequal … isunordered (6.13.6) and mad_sat
//     (6.13.3): the first argument (or the first vector) fixes the
//     gentype, which must be of the row's domain.
//   - upsample(hi, lo): hi of char, short or int (signed or not, or a
//     vector), lo of the unsigned type of hi's width; the result is of
//     twice the width, with hi's signedness.
//   - shuffle(x, mask) and shuffle2(x, y, mask) (6.13.12): x (and y) a
//     vector of 2, 4, 8 or 16 lanes, mask an unsigned integer vector of as
//     many lanes as the result, of the width of x's lanes.
//   - convert_T_sat and convert_T with a rounding mode other than the
//     default (6.2.3), on scalars and vectors: saturated to an integer
//     destination's range, rounded as the suffix says (builtin.Convert).
//     convert_T without them is a cast (check_vec.go).

// convertSatCall checks convert_T(x) with a _sat or rounding suffix as a
// call of builtin.Convert; the integer and float source and destination types
// and the vector lengths must fit, and _sat needs an integer destination.
func (c *checker) convertSatCall(e *Call, to *Type, sat bool, round builtin.Rounding) Expr {
	if len(e.Args) != 1 {
		c.argCountError(e, 1, 1)
		return c.poison(e)
	}
	x := c.rvalue(e.Args[0])
	t := typeOf(x).unqual()
	if t.isInvalid() {
		return c.poison(e)
	}
	if sat && !scalarOf(to).isInteger() {
		c.errorf(e.NamePos, "%s: only conversions to integer types saturate", e.Name)
		return c.poison(e)
	}
	okType := func(t *Type) bool { return t.isArithmetic() && t.Kind != Bool }
	if (t.Kind == Vector) != (to.Kind == Vector) || t.Kind == Vector && t.Len != to.Len || !okType(scalarOf(t)) {
		c.errorf(posOf(x), "cannot convert '%s' with %s", t, e.Name)
		return c.poison(e)
	}
	e.Args[0] = x
	e.Convert = &builtin.Conv{SrcUnsigned: !scalarOf(t).isSigned(), DstUnsigned: !scalarOf(to).isSigned(), Sat: sat, Round: round}
	e.Type = to.unqual()
	return e
}

// strictCall checks a call of a Strict row and returns its type.
func (c *checker) strictCall(e *Call, r *builtin.Builtin) *Type {
	gen := c.gentype(e, e.Args, r.Dom == builtin.Float)
	if gen == nil {
		return invalidType()
	}
	return resultType(r.Result(), gen)
}

// upsampleCall checks upsample(hi, lo) and returns its type.
func (c *checker) upsampleCall(e *Call) *Type {
	hi, lo := typeOf(e.Args[0]).unqual(), typeOf(e.Args[1]).unqual()
	h, l := scalarOf(hi), scalarOf(lo)
	wide := map[Kind]Kind{Char: Short, UChar: UShort, Short: Int, UShort: UInt, Int: Long, UInt: ULong}[h.Kind]
	if wide == 0 || hi.Kind == Vector && lo.Kind == Vector && hi.Len != lo.Len || (hi.Kind == Vector) != (lo.Kind == Vector) ||
		!l.isInteger() || l.isSigned() || l.bits() != h.bits() {
		c.errorf(e.NamePos, "upsample needs a char, short or int and the unsigned type of its width, not '%s' and '%s'", hi, lo)
		return invalidType()
	}
	if hi.Kind == Vector {
		return &Type{Kind: Vector, Elem: basic(wide), Len: hi.Len, Space: ir.SpacePrivate}
	}
	return basic(wide)
}

// shuffleCall checks shuffle(x, mask) and shuffle2(x, y, mask) and returns
// the type of the result.
func (c *checker) shuffleCall(e *Call, r *builtin.Builtin) *Type {
	nsrc := r.Arity() - 1
	x := typeOf(e.Args[0]).unqual()
	mask := typeOf(e.Args[nsrc]).unqual()
	pow2 := func(n int64) bool { return n == 2 || n == 4 || n == 8 || n == 16 }
	if x.Kind != Vector || !pow2(x.Len) {
		c.errorf(posOf(e.Args[0]), "%s needs a vector of 2, 4, 8 or 16 components, not '%s'", e.Name, x)
		return invalidType()
	}
	if nsrc == 2 && !sameType(typeOf(e.Args[1]).unqual(), x) {
		c.errorf(posOf(e.Args[1]), "%s: '%s' and '%s' arguments do not match", e.Name, x, typeOf(e.Args[1]))
		return invalidType()
	}
	if mask.Kind != Vector || !pow2(mask.Len) || !mask.Elem.isInteger() || mask.Elem.isSigned() || mask.Elem.bits() != x.Elem.bits() {
		c.errorf(posOf(e.Args[nsrc]), "%s needs a mask of unsigned %d-bit components, not '%s'", e.Name, x.Elem.bits(), mask)
		return invalidType()
	}
	return &Type{Kind: Vector, Elem: x.Elem.unqual(), Len: mask.Len, Space: ir.SpacePrivate}
}

// gentype finds the gentype of a call whose arguments all have it (float
// or double, or an integer type, or vectors of them): the first vector
// argument's type, else the first argument's; the other arguments convert
// to it, scalars to every component. It returns nil after an error.
func (c *checker) gentype(e *Call, args []Expr, float bool) *Type {
	var gen *Type
	for _, a := range args {
		if t := typeOf(a).unqual(); t.Kind == Vector {
			gen = t
			break
		}
	}
	if gen == nil {
		gen = typeOf(args[0]).unqual()
	}
	s := scalarOf(gen)
	if !s.isArithmetic() || s.Kind == Bool || s.isFloat() != float {
		what := "float or double"
		if !float {
			what = "integer"
		}
		c.errorf(e.NamePos, "%s needs %s arguments, not '%s'", e.Name, what, gen)
		return nil
	}
	for i, a := range args {
		t := typeOf(a).unqual()
		switch {
		case t.Kind == Vector && !sameType(t, gen):
			c.errorf(posOf(a), "%s: '%s' and '%s' arguments do not match", e.Name, t, gen)
			return nil
		case t.Kind != Vector && gen.Kind == Vector:
			args[i] = c.splat(c.implicit(a, gen.Elem), gen)
		default:
			args[i] = c.implicit(a, gen)
		}
		if typeOf(args[i]).isInvalid() {
			return nil
		}
	}
	return gen
}

// convertComps lowers a convert_T call with saturation or a rounding mode
// to its components (one for a scalar).
func (fl *funcLowerer) convertComps(e *Call) []ir.Value {
	a := e.Args[0]
	var xs []ir.Value
	if typeOf(a).Kind == Vector {
		xs = fl.vvalue(a)
	} else {
		xs = []ir.Value{fl.rvalue(a)}
	}
	fl.at(e.Pos)
	out := make([]ir.Value, len(xs))
	for k, x := range xs {
		out[k] = builtin.Convert(fl.b, x, irType(scalarOf(e.Type)), *e.Convert)
	}
	return out
}
