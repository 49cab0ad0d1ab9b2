package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// expr checks e and returns it, or the expression that replaces it. Arrays
// are not decayed (see rvalue).
func (c *checker) expr(e Expr) Expr {
	switch e := e.(type) {
	case *Ident:
		c.ident(e)
	case *IntLit:
		c.intLit(e)
	case *FloatLit:
		v, t, msg := parseFloatLit(e.Text)
		if msg != "" {
			c.errorf(e.Pos, "%s", msg)
			return c.poison(e)
		}
		e.Type, e.Const = t, floatConst(v, t)
	case *BoolLit:
		e.Type, e.Const = basic(Bool), &constVal{Int: b2i(e.Val)}
	case *StringLit:
		c.errorf(e.Pos, "string literals are not supported by mini-C")
		return c.poison(e)
	case *Unary:
		return c.unary(e)
	case *IncDec:
		c.incDec(e)
	case *Binary:
		c.binary(e)
	case *Assign:
		c.assign(e)
	case *CondExpr:
		c.condExpr(e)
	case *Call:
		if to := convertTarget(e.Name); to != nil && c.lookup(e.Name) == nil && c.funcs[e.Name] == nil {
			return c.convertCall(e, to)
		}
		if r := c.cat.Lookup(e.Name); r != nil && c.lookup(e.Name) == nil && c.funcs[e.Name] == nil {
			if r.Kind.Ordinary() {
				e.Type = c.ordinaryCall(e, r) // math.go
				break
			}
			if c.vecMemCall(e, r) || c.asyncCall(e, r) { // check_vec.go
				break
			}
		}
		if to := asTarget(e.Name); to != nil && c.lookup(e.Name) == nil && c.funcs[e.Name] == nil {
			return c.asCall(e, to)
		}
		c.call(e)
	case *Index:
		c.index(e)
	case *Member:
		c.member(e)
	case *Cast:
		return c.cast(e)
	case *Sizeof:
		c.sizeof(e)
	case *Comma:
		for i, x := range e.List {
			e.List[i] = c.rvalue(x)
		}
		e.Type = typeOf(e.List[len(e.List)-1]).unqual()
	default:
		c.errorf(posOf(e), "internal error: unknown expression %T", e)
		return c.poison(e)
	}
	if e.info().Type == nil {
		e.info().Type = invalidType()
	}
	return e
}

// rvalue checks e as a value: arrays decay to pointers to their first
// element and function names are rejected.
func (c *checker) rvalue(e Expr) Expr {
	e = c.expr(e)
	t := typeOf(e)
	switch t.Kind {
	case Array:
		elem := t.Elem
		return &Cast{exprInfo: exprInfo{Pos: posOf(e), Type: pointerTo(elem)}, X: e, Kind: CastDecay, Implicit: true}
	case Func:
		c.errorf(posOf(e), "function pointers are not supported by mini-C")
		return c.poison(e)
	case Struct:
		if !t.Rec.Complete {
			c.errorf(posOf(e), "incomplete type '%s' used as a value", t)
			return c.poison(e)
		}
	}
	return e
}

// member checks x.f and p->f. The member's object is in the space of the
// record it belongs to, with the record's qualifiers.
func (c *checker) member(e *Member) {
	var x Expr
	if e.Arrow {
		x = c.rvalue(e.X)
	} else {
		x = c.expr(e.X)
	}
	e.X = x
	t := typeOf(x)
	if t.isInvalid() {
		e.Type = invalidType()
		return
	}
	rec := t
	if e.Arrow {
		if !t.isPointer() {
			c.errorf(e.Pos, "member reference type '%s' is not a pointer", t)
			e.Type = invalidType()
			return
		}
		rec = t.Elem
	}
	if rec.Kind == Vector && !e.Arrow {
		c.swizzle(e, rec)
		return
	}
	if rec.Kind != Struct {
		if t.isPointer() && !e.Arrow && t.Elem.Kind == Struct {
			c.errorf(e.Pos, "member reference type '%s' is a pointer; did you mean to use '->'?", t)
		} else {
			c.errorf(e.Pos, "member reference base type '%s' is not a structure or union", rec)
		}
		e.Type = invalidType()
		return
	}
	if !rec.Rec.Complete {
		c.errorf(e.Pos, "incomplete definition of type '%s'", rec)
		e.Type = invalidType()
		return
	}
	f, off := rec.Rec.lookupField(e.Name)
	if f == nil {
		c.errorf(e.Pos, "no member named '%s' in '%s'", e.Name, rec)
		e.Type = invalidType()
		return
	}
	ft := *f.Type.inSpace(rec.Space)
	ft.Const = ft.Const || rec.Const
	ft.Volatile = ft.Volatile || rec.Volatile
	e.Type, e.Offset = &ft, off
	e.LValue = e.Arrow || x.info().LValue
}

// castKind returns how a value of type from converts to type to.
func castKind(from, to *Type) CastKind {
	switch {
	case to.Kind == Void:
		return CastToVoid
	case to.Kind == Bool && from.Kind != Bool:
		return CastToBool
	case from.isArithmetic() && to.isArithmetic():
		return CastArith
	case from.Kind == Array:
		return CastDecay
	case from.isPointer() && to.isPointer():
		return CastPtr
	case from.isPointer() && to.isInteger():
		return CastPtrToInt
	case from.isInteger() && to.isPointer():
		return CastIntToPtr
	}
	return CastNone
}

// implicit converts e to type to, inserting a conversion if needed. The
// caller has checked that the conversion is allowed.
func (c *checker) implicit(e Expr, to *Type) Expr {
	from := typeOf(e)
	if from.isInvalid() || to.isInvalid() {
		return e
	}
	to = to.unqual()
	if sameType(from, to) {
		return e
	}
	return c.makeCast(e, to, true)
}

func (c *checker) makeCast(e Expr, to *Type, implicit bool) *Cast {
	from := typeOf(e)
	k := castKind(from, to)
	cast := &Cast{exprInfo: exprInfo{Pos: posOf(e), Type: to}, X: e, Kind: k, Implicit: implicit}
	switch {
	case k == CastArith || k == CastToBool && from.isArithmetic():
		cast.Const = convertConst(constOf(e), from, to)
	case k == CastIntToPtr && constOf(e).isZero():
		cast.Const = &constVal{}
	case k == CastPtr && constOf(e) != nil:
		cast.Const = &constVal{}
	}
	return cast
}

// toBool converts a scalar to bool.
func (c *checker) toBool(e Expr) Expr { return c.implicit(e, basic(Bool)) }

// isNullConst reports whether e is a null pointer constant.
func isNullConst(e Expr) bool {
	t := typeOf(e)
	return (t.isInteger() || t.isPointer()) && constOf(e).isZero()
}

// incompatible formats the error for a failed assignment conversion.
func incompatible(ctx string, to, from *Type) string {
	switch ctx {
	case "initializing":
		return "initializing '" + to.String() + "' with an expression of incompatible type '" + from.String() + "'"
	case "argument":
		return "passing '" + from.String() + "' to parameter of incompatible type '" + to.String() + "'"
	case "returning":
		return "returning '" + from.String() + "' from a function with incompatible result type '" + to.String() + "'"
	}
	return "assigning to '" + to.String() + "' from incompatible type '" + from.String() + "'"
}

// assignConv converts the rvalue e to type to as if by assignment (C99
// 6.5.16.1), reporting incompatible types. ctx is "assigning",
// "initializing", "argument" or "returning".
func (c *checker) assignConv(e Expr, to *Type, ctx string) Expr {
	return c.assignConvAt(e, to, ctx, ir.Pos{}, nil)
}

// assignConvAt is assignConv with the position of a warning about the
// conversion (unknown: e's) and, when the value goes into an lvalue, the
// lvalue's type dest (its space is the object's, which clang's message
// names).
func (c *checker) assignConvAt(e Expr, to *Type, ctx string, at ir.Pos, dest *Type) Expr {
	from := typeOf(e)
	if from.isInvalid() || to.isInvalid() {
		return e
	}
	to = to.unqual()
	switch {
	case to.isArithmetic() && from.isArithmetic():
		return c.implicit(e, to)
	case to.Kind == Bool && from.isPointer():
		return c.implicit(e, to)
	case to.isPointer() && from.isPointer():
		msg, warn := c.pointerConv(from, to, ctx)
		if msg != "" && !warn {
			c.errorf(posOf(e), "%s", msg)
			return c.poison(e)
		}
		if warn {
			if !at.IsKnown() {
				at = posOf(e)
			}
			c.warnf(at, "%s", incompatiblePointers(ctx, to, dest, e))
		}
		return c.implicit(e, to)
	case to.isPointer() && from.isInteger() && isNullConst(e):
		return c.implicit(e, to)
	case to.isPointer() && from.isInteger():
		c.errorf(posOf(e), "incompatible integer to pointer conversion: %s", incompatible(ctx, to, from))
		return c.poison(e)
	case to.isInteger() && from.isPointer():
		c.errorf(posOf(e), "incompatible pointer to integer conversion: %s", incompatible(ctx, to, from))
		return c.poison(e)
	case to.isAggregate() && sameType(to, from):
		return e
	case to.Kind == Vector && from.isArithmetic():
		return c.splat(e, to)
	}
	c.errorf(posOf(e), "%s", incompatible(ctx, to, from))
	return c.poison(e)
}

// pointerConv checks an implicit pointer conversion and returns an error
// message, or "". With warn, the pointee types are incompatible, which
// clang only warns about (-Wincompatible-pointer-types) and compiles as a
// bitcast: the caller warns and converts (the message is for the error it
// would be otherwise). A change of address space is an error, as in clang.
func (c *checker) pointerConv(from, to *Type, ctx string) (msg string, warn bool) {
	fe, te := from.Elem, to.Elem
	if fe.Space != te.Space && !(te.Space == ir.SpaceGeneric && fe.Space != ir.SpaceConstant) {
		return incompatible(ctx, to, from) + ": it changes the address space of the pointer", false
	}
	switch {
	case fe.Kind == Void || te.Kind == Void:
	case sameType(fe, te):
	case fe.isInteger() && te.isInteger() && fe.bits() == te.bits() && fe.Kind != Bool && te.Kind != Bool:
		// Differing signedness only: C compilers warn, mini-C accepts.
	default:
		return "incompatible pointer types " + incompatible(ctx, to, from), true
	}
	return "", false
}

// incompatiblePointers is clang's warning for the implicit conversion of
// e to the pointer type to in ctx (dest: the lvalue it goes into, or nil),
// with the types as clang prints them.
func incompatiblePointers(ctx string, to, dest *Type, e Expr) string {
	var toObj, fromObj *ir.AddrSpace
	if dest != nil {
		toObj = &dest.Space
	}
	from := typeOf(e)
	if e.info().LValue {
		fromObj = &from.Space
	}
	t, f := clangTypeAka(to, toObj), clangTypeAka(from, fromObj)
	var msg string
	switch ctx {
	case "initializing":
		msg = "initializing " + t + " with an expression of type " + f
	case "argument":
		msg = "passing " + f + " to parameter of type " + t
	case "returning":
		msg = "returning " + f + " from a function with result type " + t
	default:
		msg = "assigning to " + t + " from " + f
	}
	return "incompatible pointer types " + msg + " [-Wincompatible-pointer-types]"
}

// clangAka are OpenCL C's typedef names of scalar types, which clang
// spells out in a diagnostic's "aka".
var clangAka = map[Kind]string{UChar: "unsigned char", UShort: "unsigned short", UInt: "unsigned int", ULong: "unsigned long"}

// clangTypeAka is t quoted as clang's diagnostics print it (clangType),
// followed by " (aka '…')" with OpenCL's typedefs spelled out when it
// uses one.
func clangTypeAka(t *Type, obj *ir.AddrSpace) string {
	s, aka := clangType(t, obj, false), clangType(t, obj, true)
	if s == aka {
		return "'" + s + "'"
	}
	return "'" + s + "' (aka '" + aka + "')"
}

// clangType formats t as clang prints an OpenCL C type: qualifiers first,
// every pointee with its address space ("const __global int *"); obj, when
// not nil, is the address space of the object holding the value (an
// lvalue: "__global int *__private"). canon spells OpenCL's typedefs out.
func clangType(t *Type, obj *ir.AddrSpace, canon bool) string {
	var sb strings.Builder
	var format func(t *Type, quals bool)
	format = func(t *Type, quals bool) {
		if t.Kind == Pointer {
			format(t.Elem, true)
			sb.WriteString(" *")
			if quals {
				sb.WriteString(clangQuals(t, t.Space))
			}
			return
		}
		if quals {
			if q := clangQuals(t, t.Space); q != "" {
				sb.WriteString(q + " ")
			}
		}
		name := t.unqual().String()
		if a, ok := clangAka[t.Kind]; ok && canon {
			name = a
		}
		sb.WriteString(name)
	}
	format(t, false)
	if obj != nil {
		sb.WriteString(clangQuals(&Type{}, *obj))
	}
	return sb.String()
}

// clangQuals are t's qualifiers and the address space space as clang
// prints them ("const __global").
func clangQuals(t *Type, space ir.AddrSpace) string {
	var q []string
	if t.Const {
		q = append(q, "const")
	}
	if t.Volatile {
		q = append(q, "volatile")
	}
	return strings.Join(append(q, "__"+spaceName(space)), " ")
}

func (c *checker) ident(e *Ident) {
	if v := c.lookup(e.Name); v != nil {
		e.Var, e.Type, e.LValue = v, v.Type, true
		if v.Type == nil {
			e.Type = invalidType()
		}
		return
	}
	if cv := c.enumConsts[e.Name]; cv != nil {
		e.Type, e.Const = basic(Int), cv
		return
	}
	if fn := c.funcs[e.Name]; fn != nil {
		e.Func, e.Type = fn, fn.Type
		return
	}
	if c.special(e.Name) != nil {
		c.errorf(e.Pos, "builtin function '%s' must be called", e.Name)
		e.Type = invalidType()
		return
	}
	if !c.undeclared[e.Name] {
		c.undeclared[e.Name] = true
		c.errorf(e.Pos, "use of undeclared identifier '%s'", e.Name)
	}
	e.Type = invalidType()
}

func (c *checker) intLit(e *IntLit) {
	if e.Char {
		v, msg := parseCharLit(e.Text)
		if msg != "" {
			c.errorf(e.Pos, "%s", msg)
			e.Type = invalidType()
			return
		}
		e.Type = basic(Int)
		e.Const = intConst(v, e.Type)
		return
	}
	v, t, msg := parseIntLit(e.Text)
	if msg != "" {
		c.errorf(e.Pos, "%s", msg)
		e.Type = invalidType()
		return
	}
	e.Type, e.Const = t, intConst(int64(v), t)
}

func (c *checker) unary(e *Unary) Expr {
	switch e.Op {
	case "&":
		x := c.expr(e.X)
		e.X = x
		t := typeOf(x)
		if t.isInvalid() {
			return c.poison(e)
		}
		if t.Kind == Func {
			c.errorf(e.Pos, "function pointers are not supported by mini-C")
			return c.poison(e)
		}
		if !x.info().LValue {
			c.errorf(e.Pos, "cannot take the address of an rvalue of type '%s'", t)
			return c.poison(e)
		}
		if id, ok := x.(*Ident); ok && id.Var != nil {
			id.Var.AddrTaken = true
		}
		e.Type = pointerTo(t)
		return e
	case "*":
		x := c.rvalue(e.X)
		e.X = x
		t := typeOf(x)
		if t.isInvalid() {
			return c.poison(e)
		}
		if !t.isPointer() {
			c.errorf(e.Pos, "indirection requires pointer operand ('%s' invalid)", t)
			return c.poison(e)
		}
		if t.Elem.Kind == Void {
			c.errorf(e.Pos, "indirection of a pointer to void")
			return c.poison(e)
		}
		e.Type, e.LValue = t.Elem, true
		return e
	}
	x := c.rvalue(e.X)
	e.X = x
	t := typeOf(x)
	if t.isInvalid() {
		return c.poison(e)
	}
	if t.Kind == Vector {
		switch {
		case e.Op == "+" || e.Op == "-", e.Op == "~" && t.Elem.isInteger():
			e.Type = t.unqual()
			return e
		}
		c.errorf(e.Pos, "invalid argument type '%s' to unary expression", t)
		return c.poison(e)
	}
	switch e.Op {
	case "+", "-":
		if !t.isArithmetic() {
			c.errorf(e.Pos, "invalid argument type '%s' to unary expression", t)
			return c.poison(e)
		}
	case "~":
		if !t.isInteger() {
			c.errorf(e.Pos, "invalid argument type '%s' to unary expression", t)
			return c.poison(e)
		}
	case "!":
		if !t.isScalar() {
			c.errorf(e.Pos, "invalid argument type '%s' to unary expression", t)
			return c.poison(e)
		}
		e.X = c.toBool(x)
		e.Type = basic(Int)
		e.Const = unaryConst("!", constOf(e.X), e.Type)
		return e
	}
	pt := promote(t)
	e.X = c.implicit(x, pt)
	e.Type = pt
	e.Const = unaryConst(e.Op, constOf(e.X), pt)
	return e
}

// modifiable checks that e designates an object the program may write.
func (c *checker) modifiable(e Expr, pos ir.Pos) bool {
	t := typeOf(e)
	if t.isInvalid() {
		return false
	}
	if !e.info().LValue {
		c.errorf(pos, "expression is not assignable")
		return false
	}
	switch {
	case t.Kind == Array:
		c.errorf(pos, "array type '%s' is not assignable", t)
		return false
	case t.Const:
		if id, ok := e.(*Ident); ok {
			c.errorf(pos, "cannot assign to variable '%s' with const-qualified type '%s'", id.Name, t)
		} else {
			c.errorf(pos, "read-only variable is not assignable")
		}
		return false
	case t.Space == ir.SpaceConstant:
		c.errorf(pos, "cannot write to constant memory")
		return false
	}
	return true
}

func (c *checker) incDec(e *IncDec) {
	x := c.expr(e.X)
	e.X = x
	t := typeOf(x)
	if !c.modifiable(x, e.Pos) {
		e.Type = invalidType()
		return
	}
	if !t.isArithmetic() && !(t.isPointer() && t.Elem.size() > 0) {
		c.errorf(e.Pos, "cannot increment or decrement a value of type '%s'", t)
		e.Type = invalidType()
		return
	}
	e.Type = t.unqual()
}

// binary checks a binary operator and converts its operands.
func (c *checker) binary(e *Binary) {
	x, y := c.rvalue(e.X), c.rvalue(e.Y)
	e.X, e.Y = x, y
	tx, ty := typeOf(x), typeOf(y)
	if tx.isInvalid() || ty.isInvalid() {
		e.Type = invalidType()
		return
	}
	bad := func() {
		c.errorf(e.OpPos, "invalid operands to binary expression ('%s' and '%s')", tx, ty)
		e.Type = invalidType()
	}
	if tx.Kind == Vector || ty.Kind == Vector {
		x, y, vt := c.vectorOperands(e.OpPos, e.Op, x, y)
		if vt == nil {
			e.Type = invalidType()
			return
		}
		e.X, e.Y, e.Operand, e.Type = x, y, vt, vt
		if isCompare(e.Op) {
			e.Type = compareType(vt)
		}
		return
	}
	if tx.isAggregate() || ty.isAggregate() {
		bad()
		return
	}
	switch e.Op {
	case "&&", "||":
		if !tx.isScalar() || !ty.isScalar() {
			bad()
			return
		}
		e.X, e.Y = c.toBool(x), c.toBool(y)
		e.Operand, e.Type = basic(Bool), basic(Int)
		e.Const = binaryConst(e.Op, constOf(e.X), constOf(e.Y), e.Operand)
		return
	case "*", "/":
		if !tx.isArithmetic() || !ty.isArithmetic() {
			bad()
			return
		}
	case "%", "&", "|", "^":
		if !tx.isInteger() || !ty.isInteger() {
			bad()
			return
		}
	case "<<", ">>":
		if !tx.isInteger() || !ty.isInteger() {
			bad()
			return
		}
		pt := promote(tx)
		e.X = c.implicit(x, pt)
		e.Y = c.implicit(c.implicit(y, promote(ty)), pt)
		e.Operand, e.Type = pt, pt
		e.Const = binaryConst(e.Op, constOf(e.X), constOf(e.Y), pt)
		return
	case "+":
		switch {
		case tx.isPointer() && ty.isInteger():
			c.pointerArith(e, tx)
			return
		case tx.isInteger() && ty.isPointer():
			e.X, e.Y = y, x
			c.pointerArith(e, ty)
			return
		case !tx.isArithmetic() || !ty.isArithmetic():
			bad()
			return
		}
	case "-":
		switch {
		case tx.isPointer() && ty.isInteger():
			c.pointerArith(e, tx)
			return
		case tx.isPointer() && ty.isPointer():
			if !sameType(tx.Elem.unqual(), ty.Elem.unqual()) || tx.Elem.Space != ty.Elem.Space || tx.Elem.size() <= 0 {
				bad()
				return
			}
			e.Operand, e.Type = tx, basic(Long)
			return
		case !tx.isArithmetic() || !ty.isArithmetic():
			bad()
			return
		}
	case "<", ">", "<=", ">=", "==", "!=":
		e.Type = basic(Int)
		switch {
		case tx.isArithmetic() && ty.isArithmetic():
		case tx.isPointer() && ty.isPointer():
			if tx.Elem.Space != ty.Elem.Space {
				c.errorf(e.OpPos, "comparison between pointers to different address spaces ('%s' and '%s')", tx, ty)
				e.Type = invalidType()
				return
			}
			if !sameType(tx.Elem.unqual(), ty.Elem.unqual()) && tx.Elem.Kind != Void && ty.Elem.Kind != Void {
				c.errorf(e.OpPos, "comparison of distinct pointer types ('%s' and '%s')", tx, ty)
				e.Type = invalidType()
				return
			}
			e.Y = c.implicit(y, tx)
			e.Operand = tx
			return
		case tx.isPointer() && isNullConst(y) && (e.Op == "==" || e.Op == "!="):
			e.Y = c.implicit(y, tx)
			e.Operand = tx
			return
		case ty.isPointer() && isNullConst(x) && (e.Op == "==" || e.Op == "!="):
			e.X = c.implicit(x, ty)
			e.Operand = ty
			return
		default:
			bad()
			return
		}
		ct := usualArith(tx, ty)
		e.X, e.Y = c.implicit(x, ct), c.implicit(y, ct)
		e.Operand = ct
		e.Const = binaryConst(e.Op, constOf(e.X), constOf(e.Y), ct)
		return
	default:
		bad()
		return
	}
	ct := usualArith(tx, ty)
	e.X, e.Y = c.implicit(x, ct), c.implicit(y, ct)
	e.Operand, e.Type = ct, ct
	e.Const = binaryConst(e.Op, constOf(e.X), constOf(e.Y), ct)
}

// pointerArith finishes p + i and p - i, with e.X the pointer.
func (c *checker) pointerArith(e *Binary, pt *Type) {
	if pt.Elem.size() <= 0 {
		c.errorf(e.OpPos, "arithmetic on a pointer to an incomplete type '%s'", pt.Elem)
		e.Type = invalidType()
		return
	}
	e.Y = c.implicit(e.Y, promote(typeOf(e.Y)))
	e.Operand, e.Type = pt, pt.unqual()
}

func (c *checker) assign(e *Assign) {
	x := c.expr(e.X)
	e.X = x
	y := c.rvalue(e.Y)
	e.Y = y
	tx, ty := typeOf(x), typeOf(y)
	if tx.isInvalid() || ty.isInvalid() {
		e.Type = invalidType()
		return
	}
	if !c.modifiable(x, e.Pos) {
		e.Type = invalidType()
		return
	}
	e.Type = tx.unqual()
	if tx.Kind == Vector && e.Op != "" {
		_, y, vt := c.vectorOperands(e.Pos, e.Op, x, y)
		if vt == nil {
			e.Type = invalidType()
			return
		}
		e.Y, e.Operand = y, vt
		return
	}
	if tx.Kind == Struct && e.Op != "" {
		c.errorf(e.Pos, "invalid operands to binary expression ('%s' and '%s')", tx, ty)
		e.Type = invalidType()
		return
	}
	if e.Op == "" {
		e.Y = c.assignConvAt(y, tx, "assigning", e.OpPos, tx)
		if typeOf(e.Y).isInvalid() {
			e.Type = invalidType()
		}
		return
	}
	// A compound assignment computes like the binary operator.
	bad := func() {
		c.errorf(e.Pos, "invalid operands to binary expression ('%s' and '%s')", tx, ty)
		e.Type = invalidType()
	}
	switch e.Op {
	case "+", "-":
		if tx.isPointer() && ty.isInteger() {
			if tx.Elem.size() <= 0 {
				bad()
				return
			}
			e.Y = c.implicit(y, promote(ty))
			e.Operand = tx.unqual()
			return
		}
		if !tx.isArithmetic() || !ty.isArithmetic() {
			bad()
			return
		}
	case "*", "/":
		if !tx.isArithmetic() || !ty.isArithmetic() {
			bad()
			return
		}
	case "%", "&", "|", "^":
		if !tx.isInteger() || !ty.isInteger() {
			bad()
			return
		}
	case "<<", ">>":
		if !tx.isInteger() || !ty.isInteger() {
			bad()
			return
		}
		pt := promote(tx)
		e.Y = c.implicit(c.implicit(y, promote(ty)), pt)
		e.Operand = pt
		return
	default:
		bad()
		return
	}
	ct := usualArith(tx, ty)
	e.Y = c.implicit(y, ct)
	e.Operand = ct
}

func (c *checker) condExpr(e *CondExpr) {
	e.Cond = c.condition(e.Cond)
	x, y := c.rvalue(e.X), c.rvalue(e.Y)
	e.X, e.Y = x, y
	tx, ty := typeOf(x), typeOf(y)
	if typeOf(e.Cond).isInvalid() || tx.isInvalid() || ty.isInvalid() {
		e.Type = invalidType()
		return
	}
	var t *Type
	switch {
	case tx.isArithmetic() && ty.isArithmetic():
		t = usualArith(tx, ty)
	case tx.Kind == Void && ty.Kind == Void:
		t = basic(Void)
	case tx.Kind == Vector || ty.Kind == Vector:
		// A scalar condition choosing between vectors (a scalar arm widens).
		x, y, vt := c.vectorOperands(e.Pos, "?:", x, y)
		if vt == nil {
			e.Type = invalidType()
			return
		}
		e.X, e.Y, e.Type = x, y, vt
		return
	case tx.isAggregate() || ty.isAggregate():
		c.errorf(e.Pos, "the conditional operator on '%s' and '%s' is not supported by mini-C (use if)", tx, ty)
		e.Type = invalidType()
		return
	case tx.isPointer() && ty.isPointer():
		if tx.Elem.Space != ty.Elem.Space {
			c.errorf(e.Pos, "conditional operator with pointers to different address spaces ('%s' and '%s')", tx, ty)
			e.Type = invalidType()
			return
		}
		switch {
		case sameType(tx.Elem.unqual(), ty.Elem.unqual()):
			t = tx.unqual()
			if ty.Elem.Const || ty.Elem.Volatile {
				t = ty.unqual()
			}
		case tx.Elem.Kind == Void:
			t = tx.unqual()
		case ty.Elem.Kind == Void:
			t = ty.unqual()
		default:
			c.errorf(e.Pos, "pointer type mismatch ('%s' and '%s')", tx, ty)
			e.Type = invalidType()
			return
		}
	case tx.isPointer() && isNullConst(y):
		t = tx.unqual()
	case ty.isPointer() && isNullConst(x):
		t = ty.unqual()
	default:
		c.errorf(e.Pos, "incompatible operand types ('%s' and '%s')", tx, ty)
		e.Type = invalidType()
		return
	}
	if t.Kind != Void {
		e.X, e.Y = c.implicit(x, t), c.implicit(y, t)
	}
	e.Type = t
	if cc := constOf(e.Cond); cc != nil && constOf(e.X) != nil && constOf(e.Y) != nil {
		if cc.truth() {
			e.Const = constOf(e.X)
		} else {
			e.Const = constOf(e.Y)
		}
	}
}

func (c *checker) call(e *Call) {
	if e.Name == "" {
		// The callee was kept as the first argument.
		if id, ok := e.Args[0].(*Ident); ok && isVectorTypeName(id.Name) {
			c.errorf(id.Pos, "vector types are not supported by mini-C")
			e.Type = invalidType()
			return
		}
		callee := c.expr(e.Args[0])
		if !typeOf(callee).isInvalid() {
			c.errorf(e.Pos, "function pointers are not supported by mini-C")
		}
		e.Type = invalidType()
		return
	}
	if v := c.lookup(e.Name); v != nil {
		c.errorf(e.NamePos, "called object type '%s' is not a function", v.Type)
		e.Type = invalidType()
		return
	}
	if fn := c.funcs[e.Name]; fn != nil {
		params := fn.Type.Params
		if len(e.Args) != len(params) {
			c.argCountError(e, len(params), len(params))
			e.Type = invalidType()
			return
		}
		e.Func = fn
		if !fn.Called {
			fn.Called, fn.callPos = true, e.NamePos
		}
		ok := true
		for i, a := range e.Args {
			a = c.assignConv(c.rvalue(a), params[i], "argument")
			e.Args[i] = a
			ok = ok && !typeOf(a).isInvalid()
		}
		e.Type = fn.Type.Ret.unqual()
		if !ok {
			e.Type = invalidType()
		}
		return
	}
	if b := c.special(e.Name); b != nil {
		e.Builtin = b
		e.Type = c.checkBuiltin(e, b)
		return
	}
	if r := c.cat.Lookup(e.Name); r != nil && r.Kind == builtin.Printf {
		c.printfCall(e)
		return
	}
	if isVectorTypeName(e.Name) {
		c.errorf(e.NamePos, "vector types are not supported by mini-C")
	} else {
		c.errorf(e.NamePos, "unknown function '%s'", e.Name)
	}
	e.Type = invalidType()
}

func (c *checker) index(e *Index) {
	x, i := c.rvalue(e.X), c.rvalue(e.I)
	tx, ti := typeOf(x), typeOf(i)
	if tx.isInvalid() || ti.isInvalid() {
		e.X, e.I, e.Type = x, i, invalidType()
		return
	}
	if ti.isPointer() && tx.isInteger() {
		x, i, tx, ti = i, x, ti, tx
	}
	e.X, e.I = x, i
	switch {
	case tx.Kind == Vector:
		// v[i]: clang's extension, a component chosen at run time.
		if !ti.isInteger() {
			c.errorf(posOf(i), "array subscript is not an integer ('%s')", ti)
			e.Type = invalidType()
			return
		}
		e.I = c.implicit(i, promote(ti))
		et := *tx.Elem
		et.Space, et.Const, et.Volatile = tx.Space, tx.Const, tx.Volatile
		e.Type, e.LValue = &et, x.info().LValue
		return
	case !tx.isPointer():
		c.errorf(e.Pos, "subscripted value is not an array or pointer ('%s')", tx)
		e.Type = invalidType()
		return
	case !ti.isInteger():
		c.errorf(posOf(i), "array subscript is not an integer ('%s')", ti)
		e.Type = invalidType()
		return
	case tx.Elem.size() <= 0:
		c.errorf(e.Pos, "subscript of a pointer to incomplete type '%s'", tx.Elem)
		e.Type = invalidType()
		return
	}
	e.I = c.implicit(i, promote(ti))
	e.Type, e.LValue = tx.Elem, true
}

// typeName resolves a written type.
func (c *checker) typeName(tn *TypeName) *Type {
	base, info := c.baseType(tn.Specs)
	if info.kernel || info.inline || info.static {
		c.errorf(tn.Pos, "invalid specifier in a type name")
		return invalidType()
	}
	if tn.Decl.HasParams {
		c.errorf(tn.Pos, "function types are not supported by mini-C")
		return invalidType()
	}
	if tn.Decl.Name != "" {
		c.errorf(tn.Decl.NamePos, "unexpected name '%s' in a type name", tn.Decl.Name)
		return invalidType()
	}
	return c.declType(base, tn.Decl)
}

func (c *checker) cast(e *Cast) Expr {
	to := c.typeName(e.To)
	if to.Kind == Vector {
		return c.vecLit(e, to.unqual())
	}
	x := c.rvalue(e.X)
	e.X = x
	from := typeOf(x)
	if to.isInvalid() || from.isInvalid() {
		e.Type = invalidType()
		return e
	}
	to = to.unqual()
	ok := true
	switch {
	case to.Kind == Void:
	case to.Kind == Array:
		c.errorf(e.Pos, "cast to array type '%s'", to)
		ok = false
	case to.Kind == Struct && sameType(from, to):
	case to.isAggregate() || from.isAggregate():
		c.errorf(e.Pos, "cannot cast '%s' to '%s'", from, to)
		ok = false
	case from.Kind == Void:
		c.errorf(e.Pos, "cannot cast a void expression to '%s'", to)
		ok = false
	case to.isArithmetic() && from.isArithmetic():
	case to.Kind == Bool && from.isPointer():
	case to.isPointer() && from.isPointer():
		fs, ts := from.Elem.Space, to.Elem.Space
		if fs != ts && ts != ir.SpaceGeneric && fs != ir.SpaceGeneric {
			c.errorf(e.Pos, "casting '%s' to type '%s' changes address space of pointer", from, to)
			ok = false
		}
	case to.isPointer() && from.isInteger(), to.isInteger() && from.isPointer():
	case to.isFloat() && from.isPointer(), to.isPointer() && from.isFloat():
		c.errorf(e.Pos, "cannot cast '%s' to '%s'", from, to)
		ok = false
	default:
		c.errorf(e.Pos, "cannot cast '%s' to '%s'", from, to)
		ok = false
	}
	if !ok {
		e.Type = invalidType()
		return e
	}
	if to.Kind == Struct {
		return x
	}
	built := c.makeCast(x, to, false)
	e.Type, e.Kind, e.Const = built.Type, built.Kind, built.Const
	if sameType(from, to) {
		e.Kind = CastNone
		e.Const = constOf(x)
	}
	return e
}

func (c *checker) sizeof(e *Sizeof) {
	var t *Type
	if e.To != nil {
		t = c.typeName(e.To)
	} else {
		x := c.expr(e.X)
		e.X = x
		t = typeOf(x)
	}
	if t.isInvalid() {
		e.Type = invalidType()
		return
	}
	n := t.size()
	if n < 0 {
		c.errorf(e.Pos, "invalid application of 'sizeof' to an incomplete type '%s'", t)
		e.Type = invalidType()
		return
	}
	e.Type = sizeT()
	e.Const = intConst(n, e.Type)
}
