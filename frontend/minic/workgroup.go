package minic

import (
	"math"
	"strings"

	"github.com/simtc/simtc/ir"
)

// The OpenCL 2.0 work-group collective functions (OpenCL C 2.0, 6.13.15):
//
//	int     work_group_all(int predicate), work_group_any(int predicate)
//	gentype work_group_broadcast(gentype a, size_t x [, size_t y [, size_t z]])
//	gentype work_group_reduce_OP(gentype x)
//	gentype work_group_scan_exclusive_OP(gentype x), work_group_scan_inclusive_OP(gentype x)
//
// with OP add, min or max and gentype int, uint, long, ulong, float or
// double (a narrower integer argument is promoted to int, as overload
// resolution picks the int function for it). Every work-item of the
// work-group must call them, as it must reach a barrier.
//
// The IR has no collective operation. All of them lower as frontend/llvm lowers clang's calls of them (see
// groupops.go there): straight-line code around one shared cell per type,
// a module global,
//
//	barrier; store cell, identity; barrier; atomic.OP cell, x; barrier; r = load cell
//
// all and any count the work-items whose predicate holds (an atomic add
// of 0 or 1) and compare the count with 0 or the work-group size.
// broadcast ORs the bits of a into a zeroed cell in the one work-item
// whose local id is (x, y, z), the coordinates not given being 0 (no
// work-item matches an id outside the work-group: the result is then 0).
// The float add is an atomic fadd, in the order the work-items reach it.
// Float min and max have no atomic: the cell holds the value's bits as an
// unsigned key that orders like the floats (a positive float with its
// sign bit set, a negative one complemented; -0 orders below +0), with
// umin/umax; a NaN argument is replaced by the identity, a NaN that every
// key beats, so that NaNs are ignored as fmin and fmax ignore them (all
// NaN gives a NaN).
//
// A scan visits the work-items in the order of their linear local id
// (x + size.x*(y + size.y*z)): a loop over k = 0 … size-1, uniform in the
// work-group, in which work-item k reads the running value from the cell,
// combines its own into it, and every work-item passes a barrier:
//
//	barrier; store cell, identity; barrier
//	for k := 0; k < size; k++ { if lid == k { old = load cell; store cell, old OP x; r = old or old OP x }; barrier }
//
// The identities are the ones the specification gives the exclusive
// scans: 0 for add, the type's maximum (+inf) for min and its minimum
// (-inf) for max. Float min and max combine with fmin and fmax.
// frontend/llvm lowers clang's scan calls to the same loop, so both
// frontends give one IR for a scan.

// groupFn is a work-group function.
type groupFn uint8

const (
	gAll groupFn = iota
	gAny
	gBroadcast
	gReduce
	gScanExclusive
	gScanInclusive
)

// workGroupBuiltin recognizes the work-group function name.
func workGroupBuiltin(name string, b *builtin) *builtin {
	rest, ok := strings.CutPrefix(name, "work_group_")
	if !ok {
		return nil
	}
	b.Kind = bWorkGroup
	switch rest {
	case "all":
		b.Group = gAll
		return b
	case "any":
		b.Group = gAny
		return b
	case "broadcast":
		b.Group = gBroadcast
		return b
	}
	for _, f := range []struct {
		prefix string
		fn     groupFn
	}{{"reduce_", gReduce}, {"scan_exclusive_", gScanExclusive}, {"scan_inclusive_", gScanInclusive}} {
		if op, ok := strings.CutPrefix(rest, f.prefix); ok && (op == "add" || op == "min" || op == "max") {
			b.Group, b.Combine = f.fn, op
			return b
		}
	}
	return nil
}

// workGroupCall checks a call of a work-group function (its arguments
// are already rvalues) and returns its type.
func (c *checker) workGroupCall(call *Call, b *builtin) *Type {
	switch b.Group {
	case gAll, gAny:
		x := c.assignConv(call.Args[0], basic(Int), "argument")
		if typeOf(x).isInvalid() {
			return invalidType()
		}
		call.Args[0] = c.toBool(x)
		return basic(Int)
	}
	x := call.Args[0]
	t := typeOf(x).unqual()
	if t.isInteger() {
		t = promote(t)
	}
	switch t.Kind {
	case Int, UInt, Long, ULong, Float, Double:
	default:
		c.errorf(posOf(x), "%s needs an int, uint, long, ulong, float or double argument, not '%s'", b.Name, typeOf(x))
		return invalidType()
	}
	call.Args[0] = c.implicit(x, t)
	for i := 1; i < len(call.Args); i++ {
		call.Args[i] = c.assignConv(call.Args[i], sizeT(), "argument")
		if typeOf(call.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	return t
}

// groupCell returns the shared cell of IR type t the work-group
// functions of the module use.
func (l *lowerer) groupCell(t ir.Type) *ir.Global {
	key := t.String()
	if g := l.cells[key]; g != nil {
		return g
	}
	if l.cells == nil {
		l.cells = make(map[string]*ir.Global)
	}
	g := l.m.NewGlobal(l.globalName("simtc.group."+key), t, ir.SpaceShared)
	l.cells[key] = g
	return g
}

// workGroupSize returns the number of work-items of the work-group and
// the linear local id of this one, as i32.
func (fl *funcLowerer) workGroupSize() (size, lid ir.Value) {
	b := fl.b
	sx, sy, sz := b.Special(ir.OpBlockSize, 0), b.Special(ir.OpBlockSize, 1), b.Special(ir.OpBlockSize, 2)
	tx, ty, tz := b.Special(ir.OpThreadID, 0), b.Special(ir.OpThreadID, 1), b.Special(ir.OpThreadID, 2)
	size = b.Binary(ir.OpMul, b.Binary(ir.OpMul, sx, sy), sz)
	lid = b.Binary(ir.OpAdd, tx, b.Binary(ir.OpMul, sx, b.Binary(ir.OpAdd, ty, b.Binary(ir.OpMul, sy, tz))))
	return size, lid
}

// groupAtomic emits the straight-line collective: every work-item
// combines x into the cell, which starts at identity, and reads the
// result.
func (fl *funcLowerer) groupAtomic(op ir.AtomicOp, x, identity ir.Value) ir.Value {
	cell := fl.l.groupCell(x.Type())
	fl.b.Barrier(ir.MemShared)
	fl.b.Store(cell, identity, true)
	fl.b.Barrier(ir.MemShared)
	fl.b.Atomic(op, cell, x)
	fl.b.Barrier(ir.MemShared)
	return fl.b.Load(cell, true)
}

// floatKey maps the bits of a float (an integer of its width) to an
// unsigned key that orders as the floats do, and back.
func (fl *funcLowerer) floatKey(bits ir.Value, back bool) ir.Value {
	b := fl.b
	it := bits.Type()
	w := int64(ir.Bits(it))
	sign := ir.ConstInt(it, -1<<(w-1))
	// forward: negative (sign set) → ^all ones, positive → ^sign bit;
	// back: a key with the sign bit set was positive.
	m := b.Binary(ir.OpAShr, bits, ir.ConstInt(it, w-1))
	if back {
		m = b.Binary(ir.OpXor, m, ir.ConstInt(it, -1))
	}
	return b.Binary(ir.OpXor, bits, b.Binary(ir.OpOr, m, sign))
}

// workGroup lowers a call of a work-group function.
func (fl *funcLowerer) workGroup(e *Call, bi *builtin) ir.Value {
	var x ir.Value
	if bi.Group == gAll || bi.Group == gAny {
		x = fl.boolValue(e.Args[0])
	} else {
		x = fl.rvalue(e.Args[0])
	}
	var ids []ir.Value
	for _, a := range e.Args[1:] {
		ids = append(ids, fl.rvalue(a))
	}
	fl.at(e.Pos)
	b := fl.b
	t := typeOf(e.Args[0])
	xt := x.Type()
	switch bi.Group {
	case gAll, gAny:
		one := b.Cast(ir.OpZExt, x, ir.I32)
		n := fl.groupAtomic(ir.AtomicAdd, one, ir.ConstInt(ir.I32, 0))
		var c ir.Value
		if bi.Group == gAny {
			c = b.ICmp(ir.PredNE, n, ir.ConstInt(ir.I32, 0))
		} else {
			size, _ := fl.workGroupSize()
			c = b.ICmp(ir.PredEQ, n, size)
		}
		return b.Cast(ir.OpZExt, c, ir.I32)
	case gBroadcast:
		match := ir.Value(nil)
		for d := 0; d < 3; d++ {
			want := ir.Value(ir.ConstInt(ir.I64, 0))
			if d < len(ids) {
				want = ids[d]
			}
			id := b.Cast(ir.OpZExt, b.Special(ir.OpThreadID, d), ir.I64)
			c := b.ICmp(ir.PredEQ, id, want)
			if match == nil {
				match = c
			} else {
				match = b.Binary(ir.OpAnd, match, c)
			}
		}
		it := ir.IntType{Bits: ir.Bits(xt)}
		bits := x
		if ir.IsFloat(xt) {
			bits = b.Cast(ir.OpBitcast, x, it)
		}
		zero := ir.ConstInt(it, 0)
		r := fl.groupAtomic(ir.AtomicOr, b.Select(match, bits, zero), zero)
		if ir.IsFloat(xt) {
			r = b.Cast(ir.OpBitcast, r, xt)
		}
		return r
	case gReduce:
		return fl.groupReduce(bi.Combine, x, t)
	}
	return fl.groupScan(bi, x, t)
}

// groupIdentity is the identity of combine on values of type t.
func groupIdentity(combine string, t *Type) ir.Value {
	it := irType(t)
	if t.isFloat() {
		switch combine {
		case "min":
			return ir.ConstFloat(it, math.Inf(1))
		case "max":
			return ir.ConstFloat(it, math.Inf(-1))
		}
		return ir.ConstFloat(it, 0)
	}
	w := t.bits()
	switch {
	case combine == "min" && t.isSigned():
		return ir.ConstInt(it, int64(uint64(1)<<(w-1)-1))
	case combine == "min":
		return ir.ConstInt(it, -1)
	case combine == "max" && t.isSigned():
		return ir.ConstInt(it, -1<<(w-1))
	}
	return ir.ConstInt(it, 0)
}

// groupReduce lowers work_group_reduce_OP.
func (fl *funcLowerer) groupReduce(combine string, x ir.Value, t *Type) ir.Value {
	b := fl.b
	xt := x.Type()
	if !t.isFloat() {
		op := map[string]ir.AtomicOp{"add": ir.AtomicAdd, "min": ir.AtomicMin, "max": ir.AtomicMax}[combine]
		if !t.isSigned() {
			op = map[string]ir.AtomicOp{"add": ir.AtomicAdd, "min": ir.AtomicUMin, "max": ir.AtomicUMax}[combine]
		}
		return fl.groupAtomic(op, x, groupIdentity(combine, t))
	}
	if combine == "add" {
		return fl.groupAtomic(ir.AtomicFAdd, x, ir.ConstFloat(xt, 0))
	}
	// min, max: on keys; the identity is the key every float beats, and
	// a NaN argument becomes it.
	it := ir.IntType{Bits: ir.Bits(xt)}
	op, id := ir.AtomicUMin, ir.ConstInt(it, -1)
	if combine == "max" {
		op, id = ir.AtomicUMax, ir.ConstInt(it, 0)
	}
	key := fl.floatKey(b.Cast(ir.OpBitcast, x, it), false)
	key = b.Select(b.FCmp(ir.PredUNO, x, x), id, key)
	r := fl.groupAtomic(op, key, id)
	return b.Cast(ir.OpBitcast, fl.floatKey(r, true), xt)
}

// combine returns x OP y on values of type t.
func (fl *funcLowerer) combine(combine string, x, y ir.Value, t *Type) ir.Value {
	b := fl.b
	if t.isFloat() {
		switch combine {
		case "min":
			return b.Binary(ir.OpFMin, x, y)
		case "max":
			return b.Binary(ir.OpFMax, x, y)
		}
		return b.Binary(ir.OpFAdd, x, y)
	}
	switch combine {
	case "min":
		return b.Select(b.ICmp(pick(t.isSigned(), ir.PredSLT, ir.PredULT), x, y), x, y)
	case "max":
		return b.Select(b.ICmp(pick(t.isSigned(), ir.PredSGT, ir.PredUGT), x, y), x, y)
	}
	return b.Binary(ir.OpAdd, x, y)
}

// groupScan lowers work_group_scan_exclusive_OP and _inclusive_OP.
func (fl *funcLowerer) groupScan(bi *builtin, x ir.Value, t *Type) ir.Value {
	b := fl.b
	id := groupIdentity(bi.Combine, t)
	cell := fl.l.groupCell(x.Type())
	b.Barrier(ir.MemShared)
	b.Store(cell, id, true)
	b.Barrier(ir.MemShared)
	size, lid := fl.workGroupSize()
	k := &Var{Name: "scan.k", Type: basic(UInt)}
	r := &Var{Name: "scan", Type: t}
	fl.ssa.writeVar(k, fl.cur(), ir.ConstInt(ir.I32, 0))
	fl.ssa.writeVar(r, fl.cur(), id)
	cond, body, mine, next, end := fl.newBlock("scan.cond"), fl.newBlock("scan.body"),
		fl.newBlock("scan.mine"), fl.newBlock("scan.next"), fl.newBlock("scan.end")
	fl.br(cond)
	fl.setBlock(cond)
	kv := fl.ssa.readVar(k, cond)
	b.CondBr(b.ICmp(ir.PredULT, kv, size), body, end)
	fl.ssa.seal(body)
	fl.setBlock(body)
	b.CondBr(b.ICmp(ir.PredEQ, lid, kv), mine, next)
	fl.ssa.seal(mine)
	fl.setBlock(mine)
	old := b.Load(cell, true)
	nv := fl.combine(bi.Combine, old, x, t)
	b.Store(cell, nv, true)
	if bi.Group == gScanInclusive {
		fl.ssa.writeVar(r, mine, nv)
	} else {
		fl.ssa.writeVar(r, mine, old)
	}
	fl.br(next)
	fl.ssa.seal(next)
	fl.setBlock(next)
	b.Barrier(ir.MemShared)
	fl.ssa.writeVar(k, next, b.Binary(ir.OpAdd, kv, ir.ConstInt(ir.I32, 1)))
	fl.br(cond)
	fl.ssa.seal(cond)
	fl.ssa.seal(end)
	fl.setBlock(end)
	return fl.ssa.readVar(r, end)
}
