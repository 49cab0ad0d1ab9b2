package minic

import (
	"math"

	"github.com/simtc/simtc/ir"
)

// Aggregates: structs, unions and vectors live in memory. A record's IR
// type is an array of integers of its alignment (types.go); a member's
// address is the record's address plus its byte offset, cast to a pointer
// to the member's type. A vector's IR type is an array of its components.
//
// A struct-typed expression lowers to the address of the object holding its
// value (rvalue returns that address); assignment and initialization copy
// the bytes in units of the record's alignment. A vector-typed expression
// lowers to its component values (vvalue): loads of each component, the
// component-wise operation, stores of each component, so that the IR never
// sees a vector.
//
// Functions take aggregate parameters by value as a pointer to a copy the
// caller makes (LLVM's byval), and return an aggregate through a pointer to
// the caller's temporary passed as a hidden first parameter (sret).

// paramIRType returns the IR type a parameter of type t is passed as.
func paramIRType(t *Type) ir.Type {
	if t.isAggregate() {
		return ir.PtrTo(irType(t), ir.SpacePrivate)
	}
	return irType(t)
}

// tempAlloca makes a private temporary of type t at the top of the entry
// block.
func (fl *funcLowerer) tempAlloca(t *Type) ir.Value {
	cur := fl.b.Block()
	entry := fl.f.Blocks[0]
	n := 0
	for n < len(entry.Instrs) && entry.Instrs[n].Op == ir.OpAlloca {
		n++
	}
	fl.b.SetInsertPoint(entry, n)
	a := fl.b.Alloca(irType(t))
	fl.b.SetBlock(cur)
	return a
}

// byteAddr returns ptr advanced by off bytes, as a pointer to elem.
func (fl *funcLowerer) byteAddr(ptr ir.Value, off int64, elem ir.Type) ir.Value {
	space := ptr.Type().(ir.PtrType).Space
	if off != 0 {
		p8 := ptr
		if ir.Elem(ptr.Type()) != ir.I8 {
			p8 = fl.b.Cast(ir.OpBitcast, ptr, ir.PtrTo(ir.I8, space))
		}
		ptr = fl.b.GEP(p8, ir.ConstInt(ir.I64, off))
	}
	if ir.Elem(ptr.Type()) != elem {
		ptr = fl.b.Cast(ir.OpBitcast, ptr, ir.PtrTo(elem, space))
	}
	return ptr
}

// units returns the integer type a record is copied in and how many.
func units(t *Type) (ir.Type, int64) {
	u := t.align()
	if u > 8 {
		u = 8
	}
	return ir.IntType{Bits: int(u * 8)}, t.size() / u
}

// copyObj copies the object of type t at src to dst.
func (fl *funcLowerer) copyObj(dst, src ir.Value, t *Type, volatile bool) {
	if t.Kind == Vector {
		fl.vstore(dst, t, fl.vload(src, t, volatile), volatile)
		return
	}
	ut, n := units(t)
	at := ir.ArrayOf(n, ut)
	d := fl.byteAddr(dst, 0, at)
	s := fl.byteAddr(src, 0, at)
	for i := int64(0); i < n; i++ {
		v := fl.b.Load(fl.b.GEP(s, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, i)), volatile)
		fl.b.Store(fl.b.GEP(d, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, i)), v, volatile)
	}
}

// zeroObj stores zeros in the object of type t at ptr.
func (fl *funcLowerer) zeroObj(ptr ir.Value, t *Type) {
	switch t.Kind {
	case Array:
		for i := int64(0); i < t.Len; i++ {
			fl.zeroObj(fl.b.GEP(ptr, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, i)), t.Elem)
		}
	case Struct, Vector:
		ut, n := units(t)
		p := fl.byteAddr(ptr, 0, ir.ArrayOf(n, ut))
		for i := int64(0); i < n; i++ {
			fl.b.Store(fl.b.GEP(p, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, i)), ir.ConstInt(ut, 0), t.Volatile)
		}
	default:
		fl.b.Store(ptr, zeroValue(t), t.Volatile)
	}
}

// compAddr returns the address of component k of the vector at ptr.
func (fl *funcLowerer) compAddr(ptr ir.Value, k int) ir.Value {
	return fl.b.GEP(ptr, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, int64(k)))
}

func (fl *funcLowerer) vload(ptr ir.Value, t *Type, volatile bool) []ir.Value {
	out := make([]ir.Value, t.Len)
	for k := range out {
		out[k] = fl.b.Load(fl.compAddr(ptr, k), volatile)
	}
	return out
}

func (fl *funcLowerer) vstore(ptr ir.Value, t *Type, vals []ir.Value, volatile bool) {
	for k, v := range vals {
		fl.b.Store(fl.compAddr(ptr, k), v, volatile)
	}
}

// memberAddr returns the address of a struct member or of one vector
// component.
func (fl *funcLowerer) memberAddr(e *Member) ir.Value {
	var base ir.Value
	if e.Arrow {
		base = fl.rvalue(e.X)
	} else {
		base = fl.aggAddr(e.X)
	}
	fl.at(e.Pos)
	if e.Comps != nil {
		if len(e.Comps) != 1 {
			internal("address of a multi-component swizzle")
		}
		return fl.compAddr(base, e.Comps[0])
	}
	return fl.byteAddr(base, e.Offset, memType(e.Type))
}

// aggAddr returns the address of an object holding the value of the
// aggregate expression e.
func (fl *funcLowerer) aggAddr(e Expr) ir.Value {
	t := typeOf(e)
	if e.info().LValue {
		if m, ok := e.(*Member); !ok || len(m.Comps) <= 1 {
			return fl.lvalue(e).ptr
		}
	}
	switch e := e.(type) {
	case *Member:
		if e.Comps == nil && !e.Arrow {
			base := fl.aggAddr(e.X)
			fl.at(e.Pos)
			return fl.byteAddr(base, e.Offset, memType(t))
		}
	case *Call:
		if e.Func != nil {
			return fl.callAgg(e)
		}
	case *Assign:
		if t.Kind == Struct {
			return fl.assignStruct(e)
		}
	case *Comma:
		for _, x := range e.List[:len(e.List)-1] {
			fl.discard(x)
		}
		return fl.aggAddr(e.List[len(e.List)-1])
	}
	if t.Kind == Vector {
		vals := fl.vvalue(e)
		tmp := fl.tempAlloca(t)
		fl.vstore(tmp, t, vals, false)
		return tmp
	}
	internal("no address for %T of type %s", e, t)
	return nil
}

// assignStruct lowers s = t and returns the address of s.
func (fl *funcLowerer) assignStruct(e *Assign) ir.Value {
	dst := fl.lvalue(e.X)
	src := fl.aggAddr(e.Y)
	fl.at(e.Pos)
	fl.copyObj(dst.ptr, src, e.Type, dst.volatile)
	return dst.ptr
}

// callAgg lowers a call of a device function returning an aggregate into a
// fresh temporary and returns its address.
func (fl *funcLowerer) callAgg(e *Call) ir.Value {
	tmp := fl.tempAlloca(e.Type)
	fl.callWith(e, tmp)
	return tmp
}

// callWith lowers a call of a device function; sret is the result
// temporary for a function returning an aggregate, nil otherwise.
func (fl *funcLowerer) callWith(e *Call, sret ir.Value) ir.Value {
	callee := fl.l.funcs[e.Func]
	if callee == nil {
		internal("call of undefined function %s", e.Name)
	}
	var args []ir.Value
	if sret != nil {
		args = append(args, sret)
	}
	for _, a := range e.Args {
		t := typeOf(a)
		if !t.isAggregate() {
			args = append(args, fl.rvalue(a))
			continue
		}
		// By value: the callee gets a copy.
		tmp := fl.tempAlloca(t)
		if t.Kind == Vector {
			fl.vstore(tmp, t, fl.vvalue(a), false)
		} else {
			src := fl.aggAddr(a)
			fl.at(posOf(a))
			fl.copyObj(tmp, src, t, false)
		}
		args = append(args, tmp)
	}
	fl.at(e.Pos)
	c := fl.b.Call(callee, args...)
	if e.Type.Kind == Void || sret != nil {
		return nil
	}
	return c
}

// vvalue lowers a vector-typed expression to its components.
func (fl *funcLowerer) vvalue(e Expr) []ir.Value {
	t := typeOf(e)
	if t.Kind != Vector {
		internal("vvalue of %s", t)
	}
	switch e := e.(type) {
	case *Member:
		if e.Comps != nil {
			src := fl.vvalue(e.X)
			out := make([]ir.Value, len(e.Comps))
			for i, k := range e.Comps {
				out[i] = src[k]
			}
			return out
		}
	case *Binary:
		x, y := fl.vvalue(e.X), fl.vvalue(e.Y)
		fl.at(e.OpPos)
		out := make([]ir.Value, len(x))
		for k := range x {
			if isCompare(e.Op) {
				c := fl.compare(e.Op, x[k], y[k], e.Operand.Elem)
				out[k] = fl.b.Cast(ir.OpSExt, c, irType(t.Elem))
			} else {
				out[k] = fl.arith(e.Op, x[k], y[k], e.Operand.Elem)
			}
		}
		return out
	case *Unary:
		if e.Op != "*" {
			x := fl.vvalue(e.X)
			fl.at(e.Pos)
			out := make([]ir.Value, len(x))
			for k, v := range x {
				switch {
				case e.Op == "+":
					out[k] = v
				case e.Op == "~":
					out[k] = fl.b.Binary(ir.OpXor, v, ir.ConstInt(v.Type(), -1))
				case t.Elem.isFloat():
					out[k] = fl.b.Unary(ir.OpFNeg, v)
				default:
					out[k] = fl.b.Binary(ir.OpSub, ir.ConstInt(v.Type(), 0), v)
				}
			}
			return out
		}
	case *Cast:
		switch e.Kind {
		case CastSplat:
			v := fl.rvalue(e.X)
			out := make([]ir.Value, t.Len)
			for k := range out {
				out[k] = v
			}
			return out
		case CastBits:
			return fl.asBits(e) // asbits.go
		case CastVector:
			x := fl.vvalue(e.X)
			fl.at(e.Pos)
			from := typeOf(e.X).Elem
			out := make([]ir.Value, len(x))
			for k, v := range x {
				out[k] = fl.convert(v, from, t.Elem)
			}
			return out
		}
	case *VecLit:
		var out []ir.Value
		for _, x := range e.Elems {
			if typeOf(x).Kind == Vector {
				out = append(out, fl.vvalue(x)...)
			} else {
				out = append(out, fl.rvalue(x))
			}
		}
		return out
	case *Assign:
		return fl.assignVec(e)
	case *CondExpr:
		return fl.condVec(e)
	case *Call:
		if e.VecMem == "vload" {
			return fl.vloadCall(e)
		}
		if e.Convert != nil {
			return fl.convertComps(e)
		}
		if e.Builtin != nil && e.Builtin.Kind.Ordinary() {
			return fl.ordinaryComps(e)
		}
	case *Comma:
		for _, x := range e.List[:len(e.List)-1] {
			fl.discard(x)
		}
		return fl.vvalue(e.List[len(e.List)-1])
	}
	p := fl.aggAddr(e)
	fl.at(posOf(e))
	return fl.vload(p, t, t.Volatile)
}

// assignVec lowers an assignment to a vector (or to a multi-component
// swizzle of one) and returns the stored components.
func (fl *funcLowerer) assignVec(e *Assign) []ir.Value {
	t := e.Type
	var comps []int
	var base ir.Value
	volatile := typeOf(e.X).Volatile
	if m, ok := e.X.(*Member); ok && len(m.Comps) > 1 {
		comps = m.Comps
		base = fl.aggAddr(m.X)
	} else {
		base = fl.lvalue(e.X).ptr
		for k := 0; k < int(t.Len); k++ {
			comps = append(comps, k)
		}
	}
	var vals []ir.Value
	if e.Op == "" {
		vals = fl.vvalue(e.Y)
	} else {
		fl.at(e.Pos)
		old := make([]ir.Value, len(comps))
		for i, k := range comps {
			old[i] = fl.b.Load(fl.compAddr(base, k), volatile)
		}
		y := fl.vvalue(e.Y)
		fl.at(e.Pos)
		vals = make([]ir.Value, len(comps))
		for i := range comps {
			vals[i] = fl.arith(e.Op, old[i], y[i], e.Operand.Elem)
		}
	}
	fl.at(e.Pos)
	for i, k := range comps {
		fl.b.Store(fl.compAddr(base, k), vals[i], volatile)
	}
	return vals
}

// vecMemAddr returns the address of the first scalar a vloadN or vstoreN
// call accesses: p + offset*N.
func (fl *funcLowerer) vecMemAddr(e *Call) ir.Value {
	n := len(e.Args)
	p := fl.rvalue(e.Args[n-1])
	off := fl.index(e.Args[n-2])
	fl.at(e.Pos)
	off = fl.b.Binary(ir.OpMul, off, ir.ConstInt(ir.I64, e.VecN))
	return fl.b.GEP(p, off)
}

func (fl *funcLowerer) vloadCall(e *Call) []ir.Value {
	p := fl.vecMemAddr(e)
	out := make([]ir.Value, e.VecN)
	vol := typeOf(e.Args[1]).Elem.Volatile
	for k := range out {
		out[k] = fl.b.Load(fl.b.GEP(p, ir.ConstInt(ir.I64, int64(k))), vol)
	}
	return out
}

func (fl *funcLowerer) vstoreCall(e *Call) {
	vals := fl.vvalue(e.Args[0])
	p := fl.vecMemAddr(e)
	vol := typeOf(e.Args[2]).Elem.Volatile
	for k, v := range vals {
		fl.b.Store(fl.b.GEP(p, ir.ConstInt(ir.I64, int64(k))), v, vol)
	}
}

// bits reinterprets v as type t of the same width.
func (fl *funcLowerer) bits(v ir.Value, t ir.Type) ir.Value {
	if v.Type() == t || ir.IsInt(v.Type()) && ir.IsInt(t) {
		return v
	}
	return fl.b.Cast(ir.OpBitcast, v, t)
}

// encodeInit writes the constant initializer in of an object of type t
// into buf, little-endian, in t's layout; what it leaves out stays zero.
func encodeInit(buf []byte, t *Type, in *Initializer) {
	switch t.Kind {
	case Array:
		es := t.Elem.size()
		for i, it := range in.List {
			if it != nil {
				encodeInit(buf[int64(i)*es:], t.Elem, it)
			}
		}
		return
	case Struct:
		if !in.Brace {
			return // a struct-typed constant expression: not produced by the checker
		}
		for i, it := range in.List {
			if it == nil {
				continue
			}
			f := t.Rec.Fields[i]
			encodeInit(buf[f.Offset:], f.Type, it)
		}
		return
	case Vector:
		es := t.Elem.size()
		if in.Brace {
			for i, it := range in.List {
				encodeInit(buf[int64(i)*es:], t.Elem, it)
			}
			return
		}
		leaves, _ := constLeaves(in.Expr)
		for k, x := range leaves {
			encodeInit(buf[int64(k)*es:], t.Elem, &Initializer{Expr: x})
		}
		return
	}
	cv := constOf(in.Expr)
	if cv == nil {
		return
	}
	var bits uint64
	switch {
	case t.Kind == Float:
		bits = uint64(math.Float32bits(float32(cv.Float)))
	case t.Kind == Double:
		bits = math.Float64bits(cv.Float)
	case t.isPointer():
		bits = 0
	default:
		bits = uint64(cv.Int)
	}
	for i := int64(0); i < t.size(); i++ {
		buf[i] = byte(bits >> (8 * i))
	}
}

// condVec lowers c ? x : y on vectors with a scalar condition: selects when
// both arms are pure, else control flow with one phi per component.
func (fl *funcLowerer) condVec(e *CondExpr) []ir.Value {
	if pure(e.X) && pure(e.Y) {
		c := fl.boolValue(e.Cond)
		x, y := fl.vvalue(e.X), fl.vvalue(e.Y)
		fl.at(e.Pos)
		out := make([]ir.Value, len(x))
		for k := range x {
			out[k] = fl.b.Select(c, x[k], y[k])
		}
		return out
	}
	tb, fb, end := fl.newBlock("cond.true"), fl.newBlock("cond.false"), fl.newBlock("cond.end")
	fl.cond(e.Cond, tb, fb)
	fl.ssa.seal(tb)
	fl.setBlock(tb)
	x := fl.vvalue(e.X)
	fl.at(e.Pos)
	tEnd := fl.cur()
	fl.br(end)
	fl.ssa.seal(fb)
	fl.setBlock(fb)
	y := fl.vvalue(e.Y)
	fl.at(e.Pos)
	fEnd := fl.cur()
	fl.br(end)
	fl.ssa.seal(end)
	fl.setBlock(end)
	out := make([]ir.Value, len(x))
	for k := range x {
		args := make([]ir.Value, len(end.Preds))
		for i, p := range end.Preds {
			switch p {
			case tEnd:
				args[i] = x[k]
			case fEnd:
				args[i] = y[k]
			default:
				internal("unexpected predecessor %s of %s", p.Name, end.Name)
			}
		}
		out[k] = fl.b.Phi(x[k].Type(), args...)
	}
	return out
}
