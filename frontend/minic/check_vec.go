package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// Vector types. A vector is an aggregate of 2, 3, 4, 8 or 16 scalars; the
// checker types the component-wise operators (arithmetic, bitwise,
// comparisons giving -1 or 0 in the signed integer type of the element's
// width, as OpenCL specifies), swizzles, vector literals and the scalar
// operands a vector operation widens; lower_vec.go scalarizes them.

// swizzle checks a component access v.x, v.xyzw, v.s01, v.lo ….
func (c *checker) swizzle(e *Member, vt *Type) {
	comps, ok := swizzleComps(e.Name, int(vt.Len))
	if !ok {
		c.errorf(e.Pos, "invalid vector component access '.%s' on '%s'", e.Name, vt)
		e.Type = invalidType()
		return
	}
	switch len(comps) {
	case 1:
		et := *vt.Elem
		et.Space, et.Const, et.Volatile = vt.Space, vt.Const, vt.Volatile
		e.Type = &et
	case 2, 3, 4, 8, 16:
		nt := *vt
		nt.Len = int64(len(comps))
		e.Type = &nt
	default:
		c.errorf(e.Pos, "vector component access '.%s' selects %d components", e.Name, len(comps))
		e.Type = invalidType()
		return
	}
	e.Comps = comps
	seen := make(map[int]bool)
	dup := false
	for _, k := range comps {
		dup = dup || seen[k]
		seen[k] = true
	}
	e.LValue = e.X.info().LValue && !dup
}

// swizzleComps parses the component selector name of a vector of n
// components.
func swizzleComps(name string, n int) ([]int, bool) {
	half := (n + 1) / 2
	if n == 3 {
		half = 2
	}
	var comps []int
	switch name {
	case "lo", "hi", "even", "odd":
		m := n
		if n == 3 {
			m = 4
		}
		for i := 0; i < m/2; i++ {
			switch name {
			case "lo":
				comps = append(comps, i)
			case "hi":
				comps = append(comps, half+i)
			case "even":
				comps = append(comps, 2*i)
			case "odd":
				comps = append(comps, 2*i+1)
			}
		}
		for _, k := range comps {
			if k >= n {
				return nil, false // .hi/.odd of a 3-vector reads the undefined 4th
			}
		}
		return comps, true
	}
	if len(name) > 1 && (name[0] == 's' || name[0] == 'S') {
		for _, r := range name[1:] {
			k := strings.IndexRune("0123456789abcdef", r)
			if k < 0 {
				k = strings.IndexRune("0123456789ABCDEF", r)
			}
			if k < 0 || k >= n {
				return nil, false
			}
			comps = append(comps, k)
		}
		return comps, true
	}
	for _, r := range name {
		k := strings.IndexRune("xyzw", r)
		if k < 0 {
			k = strings.IndexRune("rgba", r)
		}
		if k < 0 || k >= n {
			return nil, false
		}
		comps = append(comps, k)
	}
	return comps, len(comps) > 0
}

// splat converts the scalar e to every component of vector type to.
func (c *checker) splat(e Expr, to *Type) Expr {
	if !typeOf(e).isArithmetic() {
		c.errorf(posOf(e), "cannot convert '%s' to '%s'", typeOf(e), to)
		return c.poison(e)
	}
	x := c.implicit(e, to.Elem)
	return &Cast{exprInfo: exprInfo{Pos: posOf(e), Type: to.unqual()}, X: x, Kind: CastSplat, Implicit: true}
}

// compareType is the type of a component-wise comparison of vectors of t:
// the signed integer vector of the element's width.
func compareType(t *Type) *Type {
	k := Int
	switch t.Elem.bits() {
	case 8:
		k = Char
	case 16:
		k = Short
	case 64:
		k = Long
	}
	return &Type{Kind: Vector, Elem: basic(k), Len: t.Len, Space: ir.SpacePrivate}
}

// vectorOperands converts the operands of a binary operator at least one of
// whose operands is a vector: both become the vector type (a scalar is
// converted to the element type and widened). It returns nil after an
// error.
func (c *checker) vectorOperands(pos ir.Pos, op string, x, y Expr) (Expr, Expr, *Type) {
	tx, ty := typeOf(x), typeOf(y)
	var vt *Type
	switch {
	case tx.Kind == Vector && ty.Kind == Vector:
		if !sameType(tx.unqual(), ty.unqual()) {
			c.errorf(pos, "invalid operands to binary expression ('%s' and '%s'): vectors of different types", tx, ty)
			return nil, nil, nil
		}
		vt = tx.unqual()
	case tx.Kind == Vector && ty.isArithmetic():
		vt = tx.unqual()
		y = c.splat(y, vt)
	case ty.Kind == Vector && tx.isArithmetic():
		vt = ty.unqual()
		x = c.splat(x, vt)
	default:
		c.errorf(pos, "invalid operands to binary expression ('%s' and '%s')", tx, ty)
		return nil, nil, nil
	}
	switch op {
	case "%", "&", "|", "^", "<<", ">>":
		if !vt.Elem.isInteger() {
			c.errorf(pos, "invalid operands to binary expression ('%s' and '%s')", tx, ty)
			return nil, nil, nil
		}
	case "+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "?:":
	default:
		c.errorf(pos, "the operator '%s' is not supported on vectors by mini-C", op)
		return nil, nil, nil
	}
	return x, y, vt
}

// vecLit checks a vector literal (T)(a, b, …) or a cast of a scalar or a
// vector to a vector type.
func (c *checker) vecLit(e *Cast, to *Type) Expr {
	var elems []Expr
	if cm, ok := e.X.(*Comma); ok {
		elems = cm.List
	} else {
		elems = []Expr{e.X}
	}
	for i, x := range elems {
		elems[i] = c.rvalue(x)
		if typeOf(elems[i]).isInvalid() {
			return c.poison(e)
		}
	}
	if len(elems) == 1 {
		t := typeOf(elems[0])
		switch {
		case t.isArithmetic():
			return c.splat(elems[0], to)
		case t.Kind == Vector && sameType(t.unqual(), to):
			return elems[0]
		case t.Kind == Vector:
			c.errorf(e.Pos, "invalid conversion between vector types '%s' and '%s' (use convert_%s)", t, to, to)
			return c.poison(e)
		}
	}
	lit := &VecLit{exprInfo: exprInfo{Pos: e.Pos, Type: to}}
	n := int64(0)
	for _, x := range elems {
		t := typeOf(x)
		switch {
		case t.isArithmetic():
			lit.Elems = append(lit.Elems, c.implicit(x, to.Elem))
			n++
		case t.Kind == Vector && t.Elem.Kind == to.Elem.Kind:
			lit.Elems = append(lit.Elems, x)
			n += t.Len
		default:
			c.errorf(posOf(x), "'%s' cannot be an element of a '%s' literal", t, to)
			return c.poison(e)
		}
	}
	if n != to.Len {
		c.errorf(e.Pos, "a '%s' literal needs %d components, has %d", to, to.Len, n)
		return c.poison(e)
	}
	return lit
}

// convertTarget returns the target type of convert_T(_sat)?(_rt?)? , or nil.
func convertTarget(name string) *Type {
	c, ok := builtin.ParseConvert(name)
	if !ok {
		return nil
	}
	if t, ok := vectorType(c.Type); ok {
		return t
	}
	if k, ok := vectorElemKinds[c.Type]; ok {
		return basic(k)
	}
	return nil
}

func anyAggregate(ts []*Type) bool {
	for _, t := range ts {
		if t.isAggregate() {
			return true
		}
	}
	return false
}

// convertCall checks convert_T(x): an arithmetic conversion, component by
// component for vectors. With a _sat or rounding-mode suffix it is a call
// of builtin.Convert (builtins_int.go).
func (c *checker) convertCall(e *Call, to *Type) Expr {
	if cn, _ := builtin.ParseConvert(e.Name); cn.Sat || cn.Rounded {
		return c.convertSatCall(e, to, cn.Sat, cn.Round)
	}
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
	case to.Kind != Vector && t.isArithmetic():
		return c.makeCast(x, to, false)
	case to.Kind == Vector && t.Kind == Vector && t.Len == to.Len:
		return &Cast{exprInfo: exprInfo{Pos: e.Pos, Type: to}, X: x, Kind: CastVector}
	}
	c.errorf(posOf(x), "cannot convert '%s' with %s", t, e.Name)
	return c.poison(e)
}

// vecMemCall checks vloadN(offset, p) and vstoreN(v, offset, p) (the
// catalogue's VLoad and VStore rows); it returns false when r is not one
// of them.
func (c *checker) vecMemCall(e *Call, r *builtin.Builtin) bool {
	var op string
	switch r.Kind {
	case builtin.VLoad:
		op = "vload"
	case builtin.VStore:
		op = "vstore"
	default:
		return false
	}
	n := int64(r.N)
	e.VecMem, e.VecN = op, n
	want := r.MinArgs
	if len(e.Args) != want {
		c.argCountError(e, want, want)
		e.Type = invalidType()
		return true
	}
	for i, a := range e.Args {
		e.Args[i] = c.rvalue(a)
		if typeOf(e.Args[i]).isInvalid() {
			e.Type = invalidType()
			return true
		}
	}
	p := e.Args[want-1]
	pt := typeOf(p)
	if !pt.isPointer() || !pt.Elem.isArithmetic() || pt.Elem.Kind == Bool {
		c.errorf(posOf(p), "%s needs a pointer to scalars, not '%s'", e.Name, pt)
		e.Type = invalidType()
		return true
	}
	e.Args[want-2] = c.assignConv(e.Args[want-2], sizeT(), "argument")
	vt := &Type{Kind: Vector, Elem: pt.Elem.unqual(), Len: n, Space: ir.SpacePrivate}
	if op == "vload" {
		e.Type = vt
		return true
	}
	if pt.Elem.Const || pt.Elem.Space == ir.SpaceConstant {
		c.errorf(posOf(p), "%s through a pointer to const '%s'", e.Name, pt)
		e.Type = invalidType()
		return true
	}
	e.Args[0] = c.assignConv(e.Args[0], vt, "argument")
	e.Type = basic(Void)
	if typeOf(e.Args[0]).isInvalid() {
		e.Type = invalidType()
	}
	return true
}

// asyncCall checks async_work_group_copy(dst, src, n, event) and
// wait_group_events(n, events); it returns false for other names. The copy
// is done by the work-group's work-items together (element i by work-item
// i mod the group size) and the wait is a work-group barrier, which is what
// OpenCL requires of both: every work-item of the group reaches them with
// the same arguments.
func (c *checker) asyncCall(e *Call, r *builtin.Builtin) bool {
	switch r.Kind {
	case builtin.AsyncCopy, builtin.WaitEvents, builtin.Prefetch:
	default:
		return false
	}
	for i, a := range e.Args {
		e.Args[i] = c.rvalue(a)
		if typeOf(e.Args[i]).isInvalid() {
			e.Type = invalidType()
			return true
		}
	}
	if n := len(e.Args); n < r.MinArgs || n > r.MaxArgs {
		c.argCountError(e, r.MinArgs, r.MaxArgs)
		e.Type = invalidType()
		return true
	}
	switch r.Kind {
	case builtin.Prefetch:
		e.VecMem, e.Type = "prefetch", basic(Void)
		return true
	case builtin.WaitEvents:
		e.VecMem, e.Type = "wait", basic(Void)
		return true
	}
	dt, st := typeOf(e.Args[0]), typeOf(e.Args[1])
	if !dt.isPointer() || !st.isPointer() || !sameType(dt.Elem.unqual(), st.Elem.unqual()) || dt.Elem.Const ||
		!(dt.Elem.Space == ir.SpaceShared && st.Elem.Space == ir.SpaceGlobal || dt.Elem.Space == ir.SpaceGlobal && st.Elem.Space == ir.SpaceShared) ||
		dt.Elem.size() <= 0 {
		c.errorf(e.NamePos, "async_work_group_copy copies between local and global memory of one element type, not from '%s' to '%s'", st, dt)
		e.Type = invalidType()
		return true
	}
	e.Args[2] = c.assignConv(e.Args[2], sizeT(), "argument")
	e.Args[3] = c.assignConv(e.Args[3], basic(Int), "argument")
	e.VecMem, e.Type = "async", basic(Int)
	if typeOf(e.Args[2]).isInvalid() || typeOf(e.Args[3]).isInvalid() {
		e.Type = invalidType()
	}
	return true
}
