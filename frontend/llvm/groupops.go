package llvm

import (
	"math"
	"strings"

	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
)

// Block-wide collective operations: CUDA's __syncthreads_count/_and/_or
// (llvm.nvvm.barrier0.popc/and/or) and OpenCL 2.0's work_group_any,
// work_group_all, work_group_broadcast, work_group_reduce_add/min/max
// and the scans. simtc's IR has no such operation, so each but the scans
// becomes straight-line code around one shared-memory cell per type (a
// module global):
//
//	barrier; store cell, identity; barrier; atomic.OP cell, x; barrier; r = load cell
//
// The first barrier keeps a call from resetting the cell while the threads
// of the previous call still read it; every thread stores the same
// identity. No control flow is added, so the CFG stays LLVM's.
//
// work_group_reduce_min/max on floats have no atomic: the cell holds the
// value's bits as an unsigned key that orders as the floats do (see
// floatKey), combined with umin/umax; a NaN argument becomes the identity
// key, which every other key beats, so NaNs are ignored as fmin and fmax
// ignore them (all NaN gives a NaN).
//
// The scans, work_group_scan_exclusive_OP and _inclusive_OP (add, min,
// max on int, uint, long, ulong, float, double), visit the work-items in
// the order of their linear local id (x + size.x*(y + size.y*z)): a loop
// over k = 0 … size-1, uniform in the work-group, in which work-item k
// reads the running value from the cell, combines its own into it, and
// every work-item passes a barrier:
//
//	barrier; store cell, identity; barrier
//	for k := 0; k < size; k++ { if lid == k { old = load cell; store cell, old OP x; r = old or old OP x }; barrier }
//
// The scans are the one lowering that adds control flow: the LLVM block
// of the call is split, its head ending in the loop and its terminator
// after it (lowerer.exits records where, for the phis of its successors).
// The identities are the ones the specification gives the exclusive
// scans: 0 for add, the type's maximum (+inf) for min and its minimum
// (-inf) for max; float min and max combine with fmin and fmax. This is
// the IR mini-C makes of the same calls (frontend/minic/workgroup.go), so
// both frontends agree.

// groupCell returns the shared cell of type t the collectives use.
// Functions lower in parallel (see importer.lowerAll), so the cell is
// made once under the importer's lock and added to the module only after
// lowering, in the order a serial lowering would have added them: each
// lowerer lists the cells it asked for, in order.
func (l *lowerer) groupCell(t ir.Type) *ir.Global {
	name := "simtc.group." + t.String()
	if g := l.imp.m.Global(name); g != nil {
		return g // the module's own global of that name
	}
	l.cells = append(l.cells, name)
	imp := l.imp
	imp.cellMu.Lock()
	defer imp.cellMu.Unlock()
	if g := imp.cells[name]; g != nil {
		return g
	}
	if imp.cells == nil {
		imp.cells = make(map[string]*ir.Global)
	}
	g := &ir.Global{Name: name, Elem: t, Space: ir.SpaceShared}
	imp.cells[name] = g
	return g
}

// groupReduce emits the reduction of x with op over the block and returns
// the result in every thread.
func (l *lowerer) groupReduce(op ir.AtomicOp, x, identity ir.Value) ir.Value {
	cell := l.groupCell(x.Type())
	l.b.Barrier(ir.MemShared)
	l.b.Store(cell, identity, true)
	l.b.Barrier(ir.MemShared)
	l.b.Atomic(op, cell, x)
	l.b.Barrier(ir.MemShared)
	return l.b.Load(cell, true)
}

// nvvmSyncReduce lowers llvm.nvvm.barrier0.popc/and/or(pred): the number
// of threads with pred != 0, or whether all or any have it (as i32 0/1).
func (l *lowerer) nvvmSyncReduce(in *llir.InstCall, name string) bool {
	kind := name[len("llvm.nvvm.barrier0."):]
	a := l.args(in, name, 1)
	if !ir.IsInt(a[0].Type()) || l.typ(in.Typ) != ir.I32 {
		return false
	}
	one := l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredNE, a[0], ir.ConstInt(a[0].Type(), 0)), ir.I32)
	n := l.groupReduce(ir.AtomicAdd, one, ir.ConstInt(ir.I32, 0))
	switch kind {
	case "popc":
		l.def(in, n)
	case "or":
		l.def(in, l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredNE, n, ir.ConstInt(ir.I32, 0)), ir.I32))
	case "and":
		size := l.b.Special(ir.OpBlockSize, 0)
		size = l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 1))
		size = l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 2))
		l.def(in, l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredEQ, n, size), ir.I32))
	default:
		return false
	}
	return true
}

// workGroupOp lowers the OpenCL 2.0 work-group functions above.
func (l *lowerer) workGroupOp(in *llir.InstCall, m mangled) bool {
	switch m.name {
	case "work_group_any", "work_group_all":
		a := l.args(in, m.name, 1)
		if !ir.IsInt(a[0].Type()) {
			return false
		}
		one := l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredNE, a[0], ir.ConstInt(a[0].Type(), 0)), ir.I32)
		n := l.groupReduce(ir.AtomicAdd, one, ir.ConstInt(ir.I32, 0))
		var c ir.Value
		if m.name == "work_group_any" {
			c = l.b.ICmp(ir.PredNE, n, ir.ConstInt(ir.I32, 0))
		} else {
			size := l.b.Special(ir.OpBlockSize, 0)
			size = l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 1))
			size = l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 2))
			c = l.b.ICmp(ir.PredEQ, n, size)
		}
		l.result(in, l.b.Cast(ir.OpZExt, c, ir.I32))
		return true
	case "work_group_reduce_add", "work_group_reduce_min", "work_group_reduce_max":
		a := l.args(in, m.name, 1)
		x := a[0]
		t := x.Type()
		unsigned := unsignedCode(m.first)
		switch {
		case ir.IsFloat(t) && m.name == "work_group_reduce_add":
			l.def(in, l.groupReduce(ir.AtomicFAdd, x, ir.ConstFloat(t, 0)))
		case ir.IsFloat(t):
			// min, max: on keys; the identity is the key every float
			// beats, and a NaN argument becomes it.
			it := ir.IntType{Bits: ir.Bits(t)}
			op, id := ir.AtomicUMin, ir.ConstInt(it, -1)
			if m.name == "work_group_reduce_max" {
				op, id = ir.AtomicUMax, ir.ConstInt(it, 0)
			}
			key := l.floatKey(l.b.Cast(ir.OpBitcast, x, it), false)
			key = l.b.Select(l.b.FCmp(ir.PredUNO, x, x), id, key)
			r := l.groupReduce(op, key, id)
			l.def(in, l.b.Cast(ir.OpBitcast, l.floatKey(r, true), t))
		case ir.IsInt(t) && (ir.Bits(t) == 32 || ir.Bits(t) == 64):
			op, id := ir.AtomicAdd, int64(0)
			lo, hi := intRange(ir.Bits(t), unsigned)
			switch {
			case m.name == "work_group_reduce_min" && unsigned:
				op, id = ir.AtomicUMin, -1
			case m.name == "work_group_reduce_min":
				op, id = ir.AtomicMin, hi
			case m.name == "work_group_reduce_max" && unsigned:
				op, id = ir.AtomicUMax, 0
			case m.name == "work_group_reduce_max":
				op, id = ir.AtomicMax, lo
			}
			l.def(in, l.groupReduce(op, x, ir.ConstInt(t, id)))
		default:
			l.failIn("unsupported %s of %s (OpenCL defines it on int, uint, long, ulong, float and double)", m.name, t)
		}
		return true
	}
	if m.name == "work_group_broadcast" {
		return l.groupBroadcast(in)
	}
	for _, kind := range []string{"work_group_scan_exclusive_", "work_group_scan_inclusive_"} {
		op, ok := strings.CutPrefix(m.name, kind)
		if !ok || op != "add" && op != "min" && op != "max" {
			continue
		}
		a := l.args(in, m.name, 1)
		x := a[0]
		t := x.Type()
		if !ir.IsFloat(t) && !(ir.IsInt(t) && (ir.Bits(t) == 32 || ir.Bits(t) == 64)) {
			l.failIn("unsupported %s of %s (OpenCL defines it on int, uint, long, ulong, float and double)", m.name, t)
		}
		l.def(in, l.groupScan(op, kind == "work_group_scan_inclusive_", x, unsignedCode(m.first)))
		return true
	}
	return false
}

// floatKey maps the bits of a float (an integer of its width) to an
// unsigned key that orders as the floats do (a positive float with its
// sign bit set, a negative one complemented; -0 orders below +0), and
// back.
func (l *lowerer) floatKey(bits ir.Value, back bool) ir.Value {
	b := l.b
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

// scanIdentity is the identity of op ("add", "min", "max") on values of
// type t.
func scanIdentity(op string, t ir.Type, unsigned bool) ir.Value {
	if ir.IsFloat(t) {
		switch op {
		case "min":
			return ir.ConstFloat(t, math.Inf(1))
		case "max":
			return ir.ConstFloat(t, math.Inf(-1))
		}
		return ir.ConstFloat(t, 0)
	}
	lo, hi := intRange(ir.Bits(t), unsigned)
	switch {
	case op == "min" && unsigned:
		return ir.ConstInt(t, -1)
	case op == "min":
		return ir.ConstInt(t, hi)
	case op == "max" && !unsigned:
		return ir.ConstInt(t, lo)
	}
	return ir.ConstInt(t, 0)
}

// scanCombine returns x op y.
func (l *lowerer) scanCombine(op string, x, y ir.Value, unsigned bool) ir.Value {
	b := l.b
	if ir.IsFloat(x.Type()) {
		switch op {
		case "min":
			return b.Binary(ir.OpFMin, x, y)
		case "max":
			return b.Binary(ir.OpFMax, x, y)
		}
		return b.Binary(ir.OpFAdd, x, y)
	}
	switch op {
	case "min":
		return b.Select(b.ICmp(pickPred(unsigned, ir.PredULT, ir.PredSLT), x, y), x, y)
	case "max":
		return b.Select(b.ICmp(pickPred(unsigned, ir.PredUGT, ir.PredSGT), x, y), x, y)
	}
	return b.Binary(ir.OpAdd, x, y)
}

func pickPred(c bool, a, b ir.Pred) ir.Pred {
	if c {
		return a
	}
	return b
}

// groupScan emits the scan loop (see above) at the insertion point,
// which it leaves in the block after the loop, and returns the scan's
// value in this work-item.
func (l *lowerer) groupScan(op string, inclusive bool, x ir.Value, unsigned bool) ir.Value {
	b := l.b
	t := x.Type()
	id := scanIdentity(op, t, unsigned)
	cell := l.groupCell(t)
	b.Barrier(ir.MemShared)
	b.Store(cell, id, true)
	b.Barrier(ir.MemShared)
	sx, sy, sz := b.Special(ir.OpBlockSize, 0), b.Special(ir.OpBlockSize, 1), b.Special(ir.OpBlockSize, 2)
	tx, ty, tz := b.Special(ir.OpThreadID, 0), b.Special(ir.OpThreadID, 1), b.Special(ir.OpThreadID, 2)
	size := b.Binary(ir.OpMul, b.Binary(ir.OpMul, sx, sy), sz)
	lid := b.Binary(ir.OpAdd, tx, b.Binary(ir.OpMul, sx, b.Binary(ir.OpAdd, ty, b.Binary(ir.OpMul, sy, tz))))
	base := "scan"
	if l.cur != nil {
		base = l.blocks[l.cur].Name + ".scan"
	}
	cond, body, mine, next, end := l.f.NewBlock(base+".cond"), l.f.NewBlock(base+".body"),
		l.f.NewBlock(base+".mine"), l.f.NewBlock(base+".next"), l.f.NewBlock(base+".end")
	b.Br(cond)

	b.SetBlock(cond)
	k := b.Phi(ir.I32)
	r := b.Phi(t)
	b.CondBr(b.ICmp(ir.PredULT, k, size), body, end)

	b.SetBlock(body)
	b.CondBr(b.ICmp(ir.PredEQ, lid, k), mine, next)

	b.SetBlock(mine)
	old := b.Load(cell, true)
	nv := l.scanCombine(op, old, x, unsigned)
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
	return r
}

// groupBroadcast lowers work_group_broadcast(a, x [, y [, z]]) as mini-C
// does: the one work-item whose local id is (x, y, z), the coordinates
// not given being 0, ORs the bits of a into a zeroed cell, which every
// work-item then reads (no work-item matches an id outside the
// work-group: the result is then 0).
func (l *lowerer) groupBroadcast(in *llir.InstCall) bool {
	if len(in.Args) < 2 || len(in.Args) > 4 {
		l.failIn("work_group_broadcast called with %d arguments, want 2 to 4", len(in.Args))
	}
	b := l.b
	x := l.val(in.Args[0])
	xt := x.Type()
	if !ir.IsFloat(xt) && !(ir.IsInt(xt) && (ir.Bits(xt) == 32 || ir.Bits(xt) == 64)) {
		l.failIn("unsupported work_group_broadcast of %s (OpenCL defines it on int, uint, long, ulong, float and double)", xt)
	}
	var match ir.Value
	for d := 0; d < 3; d++ {
		want := ir.Value(ir.ConstInt(ir.I64, 0))
		if d+1 < len(in.Args) {
			want = l.val(in.Args[d+1])
			switch {
			case !ir.IsInt(want.Type()):
				l.failIn("work_group_broadcast local id of type %s", want.Type())
			case ir.Bits(want.Type()) < 64:
				want = b.Cast(ir.OpZExt, want, ir.I64)
			case ir.Bits(want.Type()) > 64:
				l.failIn("work_group_broadcast local id of type %s", want.Type())
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
	it := ir.IntType{Bits: ir.Bits(xt)}
	bits := x
	if ir.IsFloat(xt) {
		bits = b.Cast(ir.OpBitcast, x, it)
	}
	zero := ir.ConstInt(it, 0)
	r := l.groupReduce(ir.AtomicOr, b.Select(match, bits, zero), zero)
	if ir.IsFloat(xt) {
		r = b.Cast(ir.OpBitcast, r, xt)
	}
	l.def(in, r)
	return true
}
