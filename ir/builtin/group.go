package builtin

import (
	"math"

	"github.com/simtc/simtc/ir"
)

// The work-group collective functions of OpenCL C 2.0 (6.13.15) and CUDA's
// __syncthreads_count/_and/_or, which every work-item of the work-group
// must call, as it must reach a barrier:
//
//	int     work_group_all(int predicate), work_group_any(int predicate)
//	gentype work_group_broadcast(gentype a, size_t x [, size_t y [, size_t z]])
//	gentype work_group_reduce_OP(gentype x)
//	gentype work_group_scan_exclusive_OP(gentype x), work_group_scan_inclusive_OP(gentype x)
//
// with OP add, min or max and gentype int, uint, long, ulong, float or
// double (the frontends check the types). The IR has no collective
// operation. All but the scans are straight-line code around one shared
// cell per IR type, a module global named CellName(t) in shared memory
// (Atomic):
//
//	barrier; store cell, identity; barrier; atomic.OP cell, x; barrier; r = load cell
//
// The first barrier keeps a call from resetting the cell while the
// work-items of the previous call still read it; every work-item stores
// the same identity. No control flow is added.
//
//   - all and any count the work-items whose predicate holds (Count: an
//     atomic add of 0 or 1) and compare the count with 0 (Any) or the
//     work-group size.
//   - broadcast ORs the bits of a into a zeroed cell in the one work-item
//     whose local id is (x, y, z), the coordinates not given being 0 (no
//     work-item matches an id outside the work-group: the result is then
//     0).
//   - reduce: integers with the atomic of OP (signed or unsigned min and
//     max) from OP's identity; the float add is an atomic fadd, in the
//     order the work-items reach it. Float min and max have no atomic: the
//     cell holds the value's bits as an unsigned key that orders like the
//     floats (FloatKey), with umin/umax; a NaN argument is replaced by the
//     identity, a key every other key beats, so that NaNs are ignored as
//     fmin and fmax ignore them (all NaN gives a NaN).
//
// A scan visits the work-items in the order of their linear local id
// (x + size.x*(y + size.y*z)): a loop over k = 0 … size-1, uniform in the
// work-group, in which work-item k reads the running value from the cell,
// combines its own into it, and every work-item passes a barrier:
//
//	barrier; store cell, identity; barrier
//	for k := 0; k < size; k++ { if lid == k { old = load cell; store cell, old OP x; r = old or old OP x }; barrier }
//
// The identities (Identity) are the ones the specification gives the
// exclusive scans: 0 for add, the type's maximum (+inf) for min and its
// minimum (-inf) for max. Float min and max combine with fmin and fmax
// (CombineValues).

// Combine is the OP of a reduction or scan.
type Combine uint8

// The combining operations.
const (
	Add Combine = iota
	Min
	Max
)

// String returns "add", "min" or "max", the OP of the OpenCL function
// names.
func (c Combine) String() string {
	switch c {
	case Add:
		return "add"
	case Min:
		return "min"
	case Max:
		return "max"
	}
	return "combine?"
}

// ParseCombine recognizes "add", "min" and "max", the OP of the OpenCL
// function names.
func ParseCombine(s string) (Combine, bool) {
	switch s {
	case "add":
		return Add, true
	case "min":
		return Min, true
	case "max":
		return Max, true
	}
	return 0, false
}

// CellName is the name of the module global that is the shared cell of
// type t.
func CellName(t ir.Type) string { return "simtc.group." + t.String() }

// Group emits the work-group functions with B. Cell returns the shared
// cell of an IR type, a global of the module named CellName(t) in shared
// memory; how it is made is the frontend's (mini-C adds it to the module
// at once, frontend/llvm after its functions lowered in parallel). NewBlock
// makes a block of the function (Scan only); the frontend may rename it
// (frontend/llvm prefixes the name of the source block being lowered).
type Group struct {
	B        *ir.Builder
	Cell     func(t ir.Type) *ir.Global
	NewBlock func(name string) *ir.Block
}

// Atomic emits the straight-line collective: every work-item combines x
// into the cell of x's type with op, the cell starting at identity, and
// reads the result.
func (g Group) Atomic(op ir.AtomicOp, x, identity ir.Value) ir.Value {
	b := g.B
	cell := g.Cell(x.Type())
	b.Barrier(ir.MemShared)
	b.Store(cell, identity, true)
	b.Barrier(ir.MemShared)
	b.Atomic(op, cell, x)
	b.Barrier(ir.MemShared)
	return b.Load(cell, true)
}

// Count returns, as i32, the number of work-items in which the i1 pred
// holds.
func (g Group) Count(pred ir.Value) ir.Value {
	one := g.B.Cast(ir.OpZExt, pred, ir.I32)
	return g.Atomic(ir.AtomicAdd, one, ir.ConstInt(ir.I32, 0))
}

// Any returns, as i32 0 or 1, whether the i1 pred holds in some
// work-item.
func (g Group) Any(pred ir.Value) ir.Value {
	b := g.B
	n := g.Count(pred)
	return b.Cast(ir.OpZExt, b.ICmp(ir.PredNE, n, ir.ConstInt(ir.I32, 0)), ir.I32)
}

// Size returns the number of work-items of the work-group and the linear
// local id of this one, as i32.
func (g Group) Size() (size, lid ir.Value) {
	b := g.B
	sx, sy, sz := b.Special(ir.OpBlockSize, 0), b.Special(ir.OpBlockSize, 1), b.Special(ir.OpBlockSize, 2)
	tx, ty, tz := b.Special(ir.OpThreadID, 0), b.Special(ir.OpThreadID, 1), b.Special(ir.OpThreadID, 2)
	size = b.Binary(ir.OpMul, b.Binary(ir.OpMul, sx, sy), sz)
	lid = b.Binary(ir.OpAdd, tx, b.Binary(ir.OpMul, sx, b.Binary(ir.OpAdd, ty, b.Binary(ir.OpMul, sy, tz))))
	return size, lid
}

// Broadcast returns x of the work-item whose local id is ids (up to
// three integers of at most 64 bits, zero-extended; the coordinates not
// given are 0), or 0 when no work-item has that id. x is an integer or a
// float.
func (g Group) Broadcast(x ir.Value, ids []ir.Value) ir.Value {
	b := g.B
	var match ir.Value
	for d := 0; d < 3; d++ {
		want := ir.Value(ir.ConstInt(ir.I64, 0))
		if d < len(ids) {
			want = ids[d]
			if ir.Bits(want.Type()) < 64 {
				want = b.Cast(ir.OpZExt, want, ir.I64)
			}
		}
		id := b.Cast(ir.OpZExt, b.Special(ir.OpThreadID, d), ir.I64)
		c := b.ICmp(ir.PredEQ, id, want)
		if match == nil {
			match = c
		} else {
			match = b.Binary(ir.OpAnd, match, c)
		}
	}
	xt := x.Type()
	it := ir.IntType{Bits: ir.Bits(xt)}
	bits := x
	if ir.IsFloat(xt) {
		bits = b.Cast(ir.OpBitcast, x, it)
	}
	zero := ir.ConstInt(it, 0)
	r := g.Atomic(ir.AtomicOr, b.Select(match, bits, zero), zero)
	if ir.IsFloat(xt) {
		r = b.Cast(ir.OpBitcast, r, xt)
	}
	return r
}

// Identity is the identity of op on values of type t (an integer, signed
// or not, or a float).
func Identity(op Combine, t ir.Type, signed bool) ir.Value {
	if ir.IsFloat(t) {
		switch op {
		case Min:
			return ir.ConstFloat(t, math.Inf(1))
		case Max:
			return ir.ConstFloat(t, math.Inf(-1))
		}
		return ir.ConstFloat(t, 0)
	}
	w := ir.Bits(t)
	switch {
	case op == Min && signed:
		return ir.ConstInt(t, int64(uint64(1)<<(w-1)-1))
	case op == Min:
		return ir.ConstInt(t, -1)
	case op == Max && signed:
		return ir.ConstInt(t, -1<<(w-1))
	}
	return ir.ConstInt(t, 0)
}

// Reduce returns op over the x of every work-item (signed says how
// integers compare).
func (g Group) Reduce(op Combine, x ir.Value, signed bool) ir.Value {
	b := g.B
	xt := x.Type()
	if !ir.IsFloat(xt) {
		aop := map[Combine]ir.AtomicOp{Add: ir.AtomicAdd, Min: ir.AtomicMin, Max: ir.AtomicMax}[op]
		if !signed {
			aop = map[Combine]ir.AtomicOp{Add: ir.AtomicAdd, Min: ir.AtomicUMin, Max: ir.AtomicUMax}[op]
		}
		return g.Atomic(aop, x, Identity(op, xt, signed))
	}
	if op == Add {
		return g.Atomic(ir.AtomicFAdd, x, ir.ConstFloat(xt, 0))
	}
	// min, max: on keys; the identity is the key every float beats, and
	// a NaN argument becomes it.
	it := ir.IntType{Bits: ir.Bits(xt)}
	aop, id := ir.AtomicUMin, ir.ConstInt(it, -1)
	if op == Max {
		aop, id = ir.AtomicUMax, ir.ConstInt(it, 0)
	}
	key := FloatKey(b, b.Cast(ir.OpBitcast, x, it), false)
	key = b.Select(b.FCmp(ir.PredUNO, x, x), id, key)
	r := g.Atomic(aop, key, id)
	return b.Cast(ir.OpBitcast, FloatKey(b, r, true), xt)
}

// FloatKey maps the bits of a float (an integer of its width) to an
// unsigned key that orders as the floats do (a positive float with its
// sign bit set, a negative one complemented; -0 orders below +0), and
// back.
func FloatKey(b *ir.Builder, bits ir.Value, back bool) ir.Value {
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

// CombineValues returns x op y (signed says how integers compare).
func CombineValues(b *ir.Builder, op Combine, x, y ir.Value, signed bool) ir.Value {
	if ir.IsFloat(x.Type()) {
		switch op {
		case Min:
			return b.Binary(ir.OpFMin, x, y)
		case Max:
			return b.Binary(ir.OpFMax, x, y)
		}
		return b.Binary(ir.OpFAdd, x, y)
	}
	switch op {
	case Min:
		return b.Select(b.ICmp(pred(signed, ir.PredSLT, ir.PredULT), x, y), x, y)
	case Max:
		return b.Select(b.ICmp(pred(signed, ir.PredSGT, ir.PredUGT), x, y), x, y)
	}
	return b.Binary(ir.OpAdd, x, y)
}

func pred(signed bool, s, u ir.Pred) ir.Pred {
	if signed {
		return s
	}
	return u
}

// ScanLoop is what Scan built: its value and the loop's phis, which a
// frontend may name, and its blocks in the order they were made.
type ScanLoop struct {
	// Value is the scan's value in this work-item after the loop: a phi
	// of the condition block (the identity on entry, Step around).
	Value *ir.Instr
	// Counter is k, a phi of the condition block.
	Counter *ir.Instr
	// Step is the running value at the end of an iteration, a phi of the
	// block that ends it: old or old OP x in the work-item whose turn it
	// was, Value in the others.
	Step *ir.Instr
	// Blocks are cond, body, mine, next and end; the loop ends in end,
	// where the builder is left.
	Blocks [5]*ir.Block
}

// Scan emits the scan loop (see above) of op over x (signed says how
// integers compare), exclusive or inclusive, at the insertion point: the
// current block ends with a branch into the loop, and the builder is left
// in the block after it (ScanLoop.Blocks[4]). The new blocks are made with
// NewBlock("scan.cond"), "scan.body", "scan.mine", "scan.next" and
// "scan.end", in that order.
func (g Group) Scan(op Combine, inclusive bool, x ir.Value, signed bool) ScanLoop {
	b := g.B
	t := x.Type()
	id := Identity(op, t, signed)
	cell := g.Cell(t)
	b.Barrier(ir.MemShared)
	b.Store(cell, id, true)
	b.Barrier(ir.MemShared)
	size, lid := g.Size()
	cond, body, mine, next, end := g.NewBlock("scan.cond"), g.NewBlock("scan.body"),
		g.NewBlock("scan.mine"), g.NewBlock("scan.next"), g.NewBlock("scan.end")
	b.Br(cond)

	b.SetBlock(cond)
	k := b.Phi(ir.I32)
	r := b.Phi(t)
	b.CondBr(b.ICmp(ir.PredULT, k, size), body, end)

	b.SetBlock(body)
	b.CondBr(b.ICmp(ir.PredEQ, lid, k), mine, next)

	b.SetBlock(mine)
	old := b.Load(cell, true)
	nv := CombineValues(b, op, old, x, signed)
	b.Store(cell, nv, true)
	b.Br(next)

	b.SetBlock(next)
	var mineVal ir.Value = old
	if inclusive {
		mineVal = nv
	}
	rn := b.Phi(t)
	for _, p := range next.Preds {
		if p == mine {
			rn.AddArg(mineVal)
		} else {
			rn.AddArg(r)
		}
	}
	b.Barrier(ir.MemShared)
	k1 := b.Binary(ir.OpAdd, k, ir.ConstInt(ir.I32, 1))
	b.Br(cond)
	for _, p := range cond.Preds {
		if p == next {
			k.AddArg(k1)
			r.AddArg(rn)
		} else {
			k.AddArg(ir.ConstInt(ir.I32, 0))
			r.AddArg(id)
		}
	}

	b.SetBlock(end)
	return ScanLoop{Value: r, Counter: k, Step: rn, Blocks: [5]*ir.Block{cond, body, mine, next, end}}
}
