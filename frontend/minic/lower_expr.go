package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// lval is an assignable location: an SSA variable or memory.
type lval struct {
	v        *Var     // an SSA variable, when ptr is nil
	ptr      ir.Value // the address of the object
	volatile bool
}

func (fl *funcLowerer) at(p ir.Pos) { fl.b.SetPos(p) }

// lvalue lowers an expression that designates an object.
func (fl *funcLowerer) lvalue(e Expr) lval {
	switch e := e.(type) {
	case *Ident:
		if e.Var == nil {
			internal("lvalue of function %s", e.Name)
		}
		if a, ok := fl.addr[e.Var]; ok {
			return lval{ptr: a, volatile: e.Var.Type.Volatile}
		}
		return lval{v: e.Var}
	case *Unary:
		if e.Op == "*" {
			p := fl.rvalue(e.X)
			return lval{ptr: p, volatile: e.Type.Volatile}
		}
	case *Index:
		return lval{ptr: fl.elementAddr(e), volatile: e.Type.Volatile}
	case *Member:
		return lval{ptr: fl.memberAddr(e), volatile: e.Type.Volatile}
	}
	internal("%T is not an lvalue", e)
	return lval{}
}

// elementAddr computes the address of x[i].
func (fl *funcLowerer) elementAddr(e *Index) ir.Value {
	if typeOf(e.X).Kind == Vector {
		base := fl.aggAddr(e.X)
		idx := fl.index(e.I)
		fl.at(e.Pos)
		return fl.b.GEP(base, ir.ConstInt(ir.I64, 0), idx)
	}
	if d, ok := e.X.(*Cast); ok && d.Kind == CastDecay {
		// a[i] on an array object: one gep with a leading zero.
		base := fl.lvalue(d.X).ptr
		idx := fl.index(e.I)
		fl.at(e.Pos)
		return fl.b.GEP(base, ir.ConstInt(ir.I64, 0), idx)
	}
	base := fl.rvalue(e.X)
	idx := fl.index(e.I)
	fl.at(e.Pos)
	return fl.b.GEP(base, idx)
}

// index lowers an integer used as a gep index: widened to i64.
func (fl *funcLowerer) index(e Expr) ir.Value {
	v := fl.rvalue(e)
	return fl.intConv(v, typeOf(e), basic(Long))
}

func (fl *funcLowerer) load(lv lval) ir.Value {
	if lv.ptr == nil {
		return fl.ssa.readVar(lv.v, fl.cur())
	}
	return fl.b.Load(lv.ptr, lv.volatile)
}

func (fl *funcLowerer) store(lv lval, v ir.Value) {
	if lv.ptr == nil {
		nameValue(v, lv.v.Name)
		fl.ssa.writeVar(lv.v, fl.cur(), v)
		return
	}
	fl.b.Store(lv.ptr, v, lv.volatile)
}

// constant returns the IR constant for a folded expression.
func constant(cv *constVal, t *Type) ir.Value {
	it := irType(t)
	switch {
	case t.isFloat():
		return ir.ConstFloat(it, cv.Float)
	case t.isPointer():
		return ir.ConstNull(it)
	}
	return ir.ConstInt(it, cv.Int)
}

// discard lowers an expression for its side effects.
func (fl *funcLowerer) discard(e Expr) {
	if constOf(e) != nil {
		return
	}
	if typeOf(e).Kind == Vector {
		fl.vvalue(e)
		return
	}
	fl.rvalue(e)
}

// rvalue lowers an expression to its value (nil for void).
func (fl *funcLowerer) rvalue(e Expr) ir.Value {
	t := typeOf(e)
	if cv := constOf(e); cv != nil && t.isScalar() {
		return constant(cv, t)
	}
	if t.isAggregate() {
		// The value of an aggregate is the object holding it.
		return fl.aggAddr(e)
	}
	switch e := e.(type) {
	case *Ident:
		lv := fl.lvalue(e)
		fl.at(posOf(e))
		return fl.load(lv)
	case *Index:
		fl.at(posOf(e))
		return fl.b.Load(fl.elementAddr(e), e.Type.Volatile)
	case *Member:
		if e.Comps != nil && !e.X.info().LValue {
			return fl.vvalue(e.X)[e.Comps[0]]
		}
		if e.LValue {
			lv := fl.lvalue(e)
			fl.at(posOf(e))
			return fl.load(lv)
		}
		base := fl.aggAddr(e.X)
		fl.at(e.Pos)
		return fl.b.Load(fl.byteAddr(base, e.Offset, memType(e.Type)), e.Type.Volatile)
	case *Unary:
		return fl.unary(e)
	case *IncDec:
		return fl.incDec(e)
	case *Binary:
		return fl.binary(e)
	case *Assign:
		return fl.assign(e)
	case *CondExpr:
		return fl.condExpr(e)
	case *Call:
		return fl.call(e)
	case *Cast:
		return fl.cast(e)
	case *Comma:
		var v ir.Value
		for i, x := range e.List {
			if i < len(e.List)-1 {
				fl.discard(x)
			} else {
				v = fl.rvalue(x)
			}
		}
		return v
	}
	internal("cannot lower %T (type %s)", e, t)
	return nil
}

func (fl *funcLowerer) unary(e *Unary) ir.Value {
	switch e.Op {
	case "&":
		lv := fl.lvalue(e.X)
		if lv.ptr == nil {
			internal("address of SSA variable %s", lv.v.Name)
		}
		return lv.ptr
	case "*":
		lv := fl.lvalue(e)
		fl.at(e.Pos)
		return fl.load(lv)
	case "!":
		c := fl.boolValue(e.X)
		fl.at(e.Pos)
		n := fl.b.Binary(ir.OpXor, c, ir.ConstBool(true))
		return fl.b.Cast(ir.OpZExt, n, ir.I32)
	}
	x := fl.rvalue(e.X)
	fl.at(e.Pos)
	switch e.Op {
	case "+":
		return x
	case "-":
		if e.Type.isFloat() {
			return fl.b.Unary(ir.OpFNeg, x)
		}
		return fl.b.Binary(ir.OpSub, ir.ConstInt(x.Type(), 0), x)
	case "~":
		return fl.b.Binary(ir.OpXor, x, ir.ConstInt(x.Type(), -1))
	}
	internal("unary %s", e.Op)
	return nil
}

func (fl *funcLowerer) incDec(e *IncDec) ir.Value {
	lv := fl.lvalue(e.X)
	fl.at(e.Pos)
	old := fl.load(lv)
	t := e.Type
	var nv ir.Value
	switch {
	case t.Kind == Bool:
		if e.Op == "++" {
			nv = ir.ConstBool(true)
		} else {
			nv = fl.b.Binary(ir.OpXor, old, ir.ConstBool(true))
		}
	case t.isPointer():
		step := int64(1)
		if e.Op == "--" {
			step = -1
		}
		nv = fl.b.GEP(old, ir.ConstInt(ir.I64, step))
	case t.isFloat():
		op := ir.OpFAdd
		if e.Op == "--" {
			op = ir.OpFSub
		}
		nv = fl.b.Binary(op, old, ir.ConstFloat(old.Type(), 1))
	default:
		op := ir.OpAdd
		if e.Op == "--" {
			op = ir.OpSub
		}
		nv = fl.b.Binary(op, old, ir.ConstInt(old.Type(), 1))
	}
	fl.store(lv, nv)
	if e.Post {
		return old
	}
	return nv
}

// arith emits x op y computed in type t (x and y already of type t; for
// shifts y has t's type too).
func (fl *funcLowerer) arith(op string, x, y ir.Value, t *Type) ir.Value {
	if t.isFloat() {
		switch op {
		case "+":
			return fl.b.Binary(ir.OpFAdd, x, y)
		case "-":
			return fl.b.Binary(ir.OpFSub, x, y)
		case "*":
			return fl.b.Binary(ir.OpFMul, x, y)
		case "/":
			return fl.b.Binary(ir.OpFDiv, x, y)
		}
		internal("float operator %s", op)
	}
	signed := t.isSigned()
	var o ir.Op
	switch op {
	case "+":
		o = ir.OpAdd
	case "-":
		o = ir.OpSub
	case "*":
		o = ir.OpMul
	case "/":
		o = ir.OpUDiv
		if signed {
			o = ir.OpSDiv
		}
	case "%":
		o = ir.OpURem
		if signed {
			o = ir.OpSRem
		}
	case "&":
		o = ir.OpAnd
	case "|":
		o = ir.OpOr
	case "^":
		o = ir.OpXor
	case "<<", ">>":
		// OpenCL masks the shift count to the width of the value.
		mask := int64(t.bits() - 1)
		if c, ok := y.(*ir.Const); ok && !c.Undef {
			y = ir.ConstInt(y.Type(), c.Int&mask)
		} else {
			y = fl.b.Binary(ir.OpAnd, y, ir.ConstInt(y.Type(), mask))
		}
		switch {
		case op == "<<":
			o = ir.OpShl
		case signed:
			o = ir.OpAShr
		default:
			o = ir.OpLShr
		}
	default:
		internal("integer operator %s", op)
	}
	return fl.b.Binary(o, x, y)
}

// compare emits x op y (both of type t) as an i1.
func (fl *funcLowerer) compare(op string, x, y ir.Value, t *Type) ir.Value {
	if t.isFloat() {
		var p ir.Pred
		switch op {
		case "==":
			p = ir.PredOEQ
		case "!=":
			p = ir.PredUNE
		case "<":
			p = ir.PredOLT
		case ">":
			p = ir.PredOGT
		case "<=":
			p = ir.PredOLE
		case ">=":
			p = ir.PredOGE
		}
		return fl.b.FCmp(p, x, y)
	}
	signed := t.isSigned()
	var p ir.Pred
	switch op {
	case "==":
		p = ir.PredEQ
	case "!=":
		p = ir.PredNE
	case "<":
		p = pick(signed, ir.PredSLT, ir.PredULT)
	case ">":
		p = pick(signed, ir.PredSGT, ir.PredUGT)
	case "<=":
		p = pick(signed, ir.PredSLE, ir.PredULE)
	case ">=":
		p = pick(signed, ir.PredSGE, ir.PredUGE)
	}
	return fl.b.ICmp(p, x, y)
}

func pick(signed bool, s, u ir.Pred) ir.Pred {
	if signed {
		return s
	}
	return u
}

func isCompare(op string) bool {
	switch op {
	case "==", "!=", "<", ">", "<=", ">=":
		return true
	}
	return false
}

func (fl *funcLowerer) binary(e *Binary) ir.Value {
	switch {
	case e.Op == "&&" || e.Op == "||":
		// In a value context the short circuit still makes control
		// flow; the result merges in a phi.
		c := fl.logical(e)
		fl.at(e.OpPos)
		return fl.b.Cast(ir.OpZExt, c, ir.I32)
	case isCompare(e.Op):
		c := fl.compareExpr(e)
		return fl.b.Cast(ir.OpZExt, c, ir.I32)
	}
	x := fl.rvalue(e.X)
	y := fl.rvalue(e.Y)
	fl.at(e.OpPos)
	if e.Operand.isPointer() {
		if typeOf(e.Y).isPointer() {
			// p - q: the distance in elements.
			xi := fl.b.Cast(ir.OpPtrToInt, x, ir.I64)
			yi := fl.b.Cast(ir.OpPtrToInt, y, ir.I64)
			d := fl.b.Binary(ir.OpSub, xi, yi)
			if size := e.Operand.Elem.size(); size > 1 {
				return fl.b.Binary(ir.OpSDiv, d, ir.ConstInt(ir.I64, size))
			}
			return d
		}
		idx := fl.intConv(y, typeOf(e.Y), basic(Long))
		if e.Op == "-" {
			idx = fl.b.Binary(ir.OpSub, ir.ConstInt(ir.I64, 0), idx)
		}
		return fl.b.GEP(x, idx)
	}
	return fl.arith(e.Op, x, y, e.Operand)
}

// compareExpr lowers a comparison to an i1.
func (fl *funcLowerer) compareExpr(e *Binary) ir.Value {
	x := fl.rvalue(e.X)
	y := fl.rvalue(e.Y)
	fl.at(e.OpPos)
	return fl.compare(e.Op, x, y, e.Operand)
}

// logical lowers && or || in a value context to an i1 merged in a phi.
func (fl *funcLowerer) logical(e *Binary) ir.Value {
	name := "land"
	if e.Op == "||" {
		name = "lor"
	}
	rhs, end := fl.newBlock(name+".rhs"), fl.newBlock(name+".end")
	if e.Op == "&&" {
		fl.cond(e.X, rhs, end)
	} else {
		fl.cond(e.X, end, rhs)
	}
	fl.ssa.seal(rhs)
	fl.setBlock(rhs)
	y := fl.boolValue(e.Y)
	fl.at(e.OpPos)
	rhsEnd := fl.cur()
	fl.br(end)
	fl.ssa.seal(end)
	fl.setBlock(end)
	// Every edge into end but the one from the right operand carries the
	// short-circuit value.
	short := ir.ConstBool(e.Op == "||")
	args := make([]ir.Value, len(end.Preds))
	for i, p := range end.Preds {
		if p == rhsEnd {
			args[i] = y
		} else {
			args[i] = short
		}
	}
	return fl.b.Phi(ir.I1, args...)
}

// boolValue lowers a bool-typed expression to an i1.
func (fl *funcLowerer) boolValue(e Expr) ir.Value {
	if b, ok := e.(*Binary); ok {
		switch {
		case b.Op == "&&" || b.Op == "||":
			return fl.logical(b)
		case isCompare(b.Op):
			return fl.compareExpr(b)
		}
	}
	if c, ok := e.(*Cast); ok && c.Kind == CastToBool && constOf(c) == nil {
		return fl.castToBool(c)
	}
	v := fl.rvalue(e)
	return fl.truth(v, typeOf(e))
}

// truth converts a scalar value of type t to i1 (x != 0).
func (fl *funcLowerer) truth(v ir.Value, t *Type) ir.Value {
	if v.Type() == ir.I1 {
		return v
	}
	if i, ok := v.(*ir.Instr); ok && i.Op == ir.OpZExt && i.Args[0].Type() == ir.I1 {
		return i.Args[0]
	}
	if c, ok := v.(*ir.Const); ok && !c.Undef {
		if ir.IsFloat(c.Typ) {
			return ir.ConstBool(c.Float != 0)
		}
		return ir.ConstBool(c.Int != 0)
	}
	switch {
	case t.isFloat():
		return fl.b.FCmp(ir.PredUNE, v, ir.ConstFloat(v.Type(), 0))
	case t.isPointer():
		return fl.b.ICmp(ir.PredNE, v, ir.ConstNull(v.Type()))
	}
	return fl.b.ICmp(ir.PredNE, v, ir.ConstInt(v.Type(), 0))
}

// cond lowers a condition as control flow: a branch to t when it holds and
// to f otherwise. && and || branch directly, constant conditions jump.
func (fl *funcLowerer) cond(e Expr, t, f *ir.Block) {
	if fl.dead() {
		fl.b.Unreachable()
		return
	}
	if cv := constOf(e); cv != nil {
		fl.at(posOf(e))
		if cv.truth() {
			fl.b.Br(t)
		} else {
			fl.b.Br(f)
		}
		return
	}
	switch x := e.(type) {
	case *Cast:
		if x.Kind == CastToBool || x.Kind == CastNone {
			if b, ok := x.X.(*Binary); ok && (b.Op == "&&" || b.Op == "||" || isCompare(b.Op)) {
				fl.cond(b, t, f)
				return
			}
			if u, ok := x.X.(*Unary); ok && u.Op == "!" {
				fl.cond(u.X, f, t)
				return
			}
		}
	case *Binary:
		switch x.Op {
		case "&&":
			mid := fl.newBlock("land.rhs")
			fl.cond(x.X, mid, f)
			fl.ssa.seal(mid)
			fl.setBlock(mid)
			fl.cond(x.Y, t, f)
			return
		case "||":
			mid := fl.newBlock("lor.rhs")
			fl.cond(x.X, t, mid)
			fl.ssa.seal(mid)
			fl.setBlock(mid)
			fl.cond(x.Y, t, f)
			return
		}
	case *Unary:
		if x.Op == "!" {
			fl.cond(x.X, f, t)
			return
		}
	}
	c := fl.boolValue(e)
	fl.at(posOf(e))
	fl.b.CondBr(c, t, f)
}

func (fl *funcLowerer) assign(e *Assign) ir.Value {
	switch e.Type.Kind {
	case Struct:
		return fl.assignStruct(e)
	case Vector:
		fl.assignVec(e)
		return nil
	}
	lv := fl.lvalue(e.X)
	tx := e.Type
	if e.Op == "" {
		v := fl.rvalue(e.Y)
		fl.at(e.Pos)
		fl.store(lv, v)
		return v
	}
	fl.at(e.Pos)
	old := fl.load(lv)
	y := fl.rvalue(e.Y)
	fl.at(e.Pos)
	var nv ir.Value
	if e.Operand.isPointer() {
		idx := fl.intConv(y, typeOf(e.Y), basic(Long))
		if e.Op == "-" {
			idx = fl.b.Binary(ir.OpSub, ir.ConstInt(ir.I64, 0), idx)
		}
		nv = fl.b.GEP(old, idx)
	} else {
		x := fl.convert(old, tx, e.Operand)
		r := fl.arith(e.Op, x, y, e.Operand)
		nv = fl.convert(r, e.Operand, tx)
	}
	fl.store(lv, nv)
	return nv
}

// pure reports whether e can be evaluated unconditionally: no side
// effects, no memory access that could fault, no integer division.
func pure(e Expr) bool {
	if constOf(e) != nil {
		return true
	}
	switch e := e.(type) {
	case *Ident:
		return true
	case *Member:
		return !e.Arrow && pureAddr(e.X)
	case *Unary:
		return e.Op != "*" && pure(e.X) && (e.Op != "&" || pureAddr(e.X))
	case *Binary:
		if (e.Op == "/" || e.Op == "%") && !e.Operand.isFloat() {
			return false
		}
		return pure(e.X) && pure(e.Y)
	case *Cast:
		if e.Kind == CastDecay {
			return pureAddr(e.X)
		}
		return pure(e.X)
	case *CondExpr:
		return pure(e.Cond) && pure(e.X) && pure(e.Y)
	case *Call:
		if e.Convert != nil || e.Builtin != nil && e.Builtin.Kind.Ordinary() {
			if e.Builtin != nil && e.Builtin.Kind == builtin.Stores {
				return false // they store
			}
			for _, a := range e.Args {
				if !pure(a) {
					return false
				}
			}
			return true
		}
		if e.Builtin == nil {
			return false
		}
		switch e.Builtin.Kind {
		case builtin.WorkItemID, builtin.GlobalID, builtin.GlobalSize, builtin.SubGroupReg, builtin.LocalLinearID, builtin.GlobalLinearID, builtin.GlobalOffset, builtin.WorkDim:
			return true
		}
	case *Comma:
		for _, x := range e.List {
			if !pure(x) {
				return false
			}
		}
		return true
	}
	return false
}

// pureAddr reports whether computing the address of lvalue e is pure.
func pureAddr(e Expr) bool {
	switch e := e.(type) {
	case *Ident:
		return true
	case *Index:
		return pure(e.X) && pure(e.I)
	case *Unary:
		return e.Op == "*" && pure(e.X)
	case *Member:
		return !e.Arrow && pureAddr(e.X)
	}
	return false
}

func (fl *funcLowerer) condExpr(e *CondExpr) ir.Value {
	if e.Type.Kind != Void && pure(e.X) && pure(e.Y) {
		c := fl.boolValue(e.Cond)
		x := fl.rvalue(e.X)
		y := fl.rvalue(e.Y)
		fl.at(e.Pos)
		return fl.b.Select(c, x, y)
	}
	tb, fb, end := fl.newBlock("cond.true"), fl.newBlock("cond.false"), fl.newBlock("cond.end")
	fl.cond(e.Cond, tb, fb)
	fl.ssa.seal(tb)
	fl.setBlock(tb)
	x := fl.rvalue(e.X)
	fl.at(e.Pos)
	tEnd := fl.cur()
	fl.br(end)
	fl.ssa.seal(fb)
	fl.setBlock(fb)
	y := fl.rvalue(e.Y)
	fl.at(e.Pos)
	fEnd := fl.cur()
	fl.br(end)
	fl.ssa.seal(end)
	fl.setBlock(end)
	if e.Type.Kind == Void {
		return nil
	}
	args := make([]ir.Value, len(end.Preds))
	for i, p := range end.Preds {
		switch p {
		case tEnd:
			args[i] = x
		case fEnd:
			args[i] = y
		default:
			internal("unexpected predecessor %s of %s", p.Name, end.Name)
		}
	}
	return fl.b.Phi(irType(e.Type), args...)
}

// Conversions.

func (fl *funcLowerer) cast(e *Cast) ir.Value {
	switch e.Kind {
	case CastDecay:
		lv := fl.lvalue(e.X)
		fl.at(e.Pos)
		return fl.b.GEP(lv.ptr, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, 0))
	case CastToVoid:
		fl.discard(e.X)
		return nil
	case CastToBool:
		return fl.castToBool(e)
	case CastBits:
		return fl.asBits(e)[0] // asbits.go
	}
	x := fl.rvalue(e.X)
	fl.at(e.Pos)
	return fl.convert(x, typeOf(e.X), e.Type)
}

// castToBool converts the operand of a CastToBool node to an i1.
func (fl *funcLowerer) castToBool(e *Cast) ir.Value {
	if b, ok := e.X.(*Binary); ok && (b.Op == "&&" || b.Op == "||" || isCompare(b.Op)) {
		return fl.boolValue(b)
	}
	x := fl.rvalue(e.X)
	fl.at(e.Pos)
	return fl.truth(x, typeOf(e.X))
}

// convert converts v from type from to type to.
func (fl *funcLowerer) convert(v ir.Value, from, to *Type) ir.Value {
	switch {
	case to.Kind == Void:
		return nil
	case to.Kind == Bool:
		return fl.truth(v, from)
	case from.isArithmetic() && to.isArithmetic():
		return fl.arithConv(v, from, to)
	case from.isPointer() && to.isPointer():
		dt := irType(to)
		if v.Type() == dt {
			return v
		}
		if c, ok := v.(*ir.Const); ok && !c.Undef && c.IsZero() {
			return ir.ConstNull(dt)
		}
		fp := v.Type().(ir.PtrType)
		tp := dt.(ir.PtrType)
		if fp.Space != tp.Space {
			v = fl.b.Cast(ir.OpAddrSpaceCast, v, ir.PtrTo(fp.Elem, tp.Space))
		}
		if v.Type() != dt {
			v = fl.b.Cast(ir.OpBitcast, v, dt)
		}
		return v
	case from.isPointer() && to.isInteger():
		return fl.b.Cast(ir.OpPtrToInt, v, irType(to))
	case from.isInteger() && to.isPointer():
		if c, ok := v.(*ir.Const); ok && !c.Undef && c.IsZero() {
			return ir.ConstNull(irType(to))
		}
		v = fl.intConv(v, from, basic(Long))
		return fl.b.Cast(ir.OpIntToPtr, v, irType(to))
	}
	internal("conversion from %s to %s", from, to)
	return nil
}

func (fl *funcLowerer) arithConv(v ir.Value, from, to *Type) ir.Value {
	ft, tt := irType(from), irType(to)
	switch {
	case from.isFloat() && to.isFloat():
		switch {
		case ft == tt:
			return v
		case to.bits() > from.bits():
			return fl.b.Cast(ir.OpFPExt, v, tt)
		}
		return fl.b.Cast(ir.OpFPTrunc, v, tt)
	case from.isFloat():
		if to.isSigned() {
			return fl.b.Cast(ir.OpFPToSI, v, tt)
		}
		return fl.b.Cast(ir.OpFPToUI, v, tt)
	case to.isFloat():
		if from.isSigned() {
			return fl.b.Cast(ir.OpSIToFP, v, tt)
		}
		return fl.b.Cast(ir.OpUIToFP, v, tt)
	}
	return fl.intConv(v, from, to)
}

// intConv converts an integer (or bool) between integer types.
func (fl *funcLowerer) intConv(v ir.Value, from, to *Type) ir.Value {
	tt := irType(to)
	fb, tb := ir.Bits(v.Type()), ir.Bits(tt)
	switch {
	case fb == tb:
		return v
	case tb > fb:
		if c, ok := v.(*ir.Const); ok && !c.Undef {
			if from.isSigned() {
				return ir.ConstInt(tt, c.Int)
			}
			return ir.ConstInt(tt, int64(uint64(c.Int)&(1<<uint(fb)-1)))
		}
		if from.isSigned() {
			return fl.b.Cast(ir.OpSExt, v, tt)
		}
		return fl.b.Cast(ir.OpZExt, v, tt)
	}
	if c, ok := v.(*ir.Const); ok && !c.Undef {
		return ir.ConstInt(tt, c.Int)
	}
	// trunc(ext(x)) is x, or a narrower trunc of x.
	if i, ok := v.(*ir.Instr); ok && (i.Op == ir.OpZExt || i.Op == ir.OpSExt) {
		inner := i.Args[0]
		switch ib := ir.Bits(inner.Type()); {
		case ib == tb:
			return inner
		case ib > tb:
			return fl.b.Cast(ir.OpTrunc, inner, tt)
		}
	}
	return fl.b.Cast(ir.OpTrunc, v, tt)
}
