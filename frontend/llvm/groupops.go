package llvm

import (
	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// Block-wide collective operations: CUDA's __syncthreads_count/_and/_or
// (llvm.nvvm.barrier0.popc/and/or) and OpenCL 2.0's work_group_any,
// work_group_all, work_group_broadcast, work_group_reduce_add/min/max
// and the scans. simtc's IR has no such operation; their IR form is
// builtin.Group's (ir/builtin/group.go, its specification), the one
// mini-C makes of the same calls (frontend/minic/workgroup.go), so both
// frontends agree. This file checks the calls' arguments, maps them to
// the form's and makes the cells.
//
// All but the scans are straight-line code, so the CFG stays LLVM's. A
// scan is a loop: the LLVM block of the call is split, its head ending in
// the loop and its terminator after it (lowerer.exits records where, for
// the phis of its successors); the loop's blocks are named after the
// LLVM block (%9 → 9.scan.cond …).

// groupCell returns the shared cell of type t the collectives use.
// Functions lower in parallel (see importer.lowerAll), so the cell is
// made once under the importer's lock and added to the module only after
// lowering, in the order a serial lowering would have added them: each
// lowerer lists the cells it asked for, in order.
func (l *lowerer) groupCell(t ir.Type) *ir.Global {
	name := builtin.CellName(t)
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

// group returns the work-group functions' emitter of the lowerer.
func (l *lowerer) group() builtin.Group {
	return builtin.Group{B: l.b, Cell: l.groupCell, NewBlock: func(name string) *ir.Block {
		if l.cur != nil {
			name = l.irBlock(l.cur).Name + "." + name
		}
		return l.f.NewBlock(name)
	}}
}

// blockSize returns the number of threads of the block, as i32. (mini-C's
// work_group_all compares with builtin.Group.Size's, which computes the
// same number in another order and the local id besides.)
func (l *lowerer) blockSize() ir.Value {
	size := l.b.Special(ir.OpBlockSize, 0)
	size = l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 1))
	return l.b.Binary(ir.OpMul, size, l.b.Special(ir.OpBlockSize, 2))
}

// nvvmSyncReduce lowers llvm.nvvm.barrier0.popc/and/or(pred): the number
// of threads with pred != 0, or whether all or any have it (as i32 0/1).
func (l *lowerer) nvvmSyncReduce(in *llir.InstCall, name string) bool {
	kind := name[len("llvm.nvvm.barrier0."):]
	a := l.args(in, name, 1)
	if !ir.IsInt(a[0].Type()) || l.typ(in.Typ) != ir.I32 {
		return false
	}
	n := l.group().Count(l.b.ICmp(ir.PredNE, a[0], ir.ConstInt(a[0].Type(), 0)))
	switch kind {
	case "popc":
		l.def(in, n)
	case "or":
		l.def(in, l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredNE, n, ir.ConstInt(ir.I32, 0)), ir.I32))
	case "and":
		l.def(in, l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredEQ, n, l.blockSize()), ir.I32))
	default:
		return false
	}
	return true
}

// workGroupOp lowers the OpenCL 2.0 work-group functions above (the
// catalogue's WorkGroup rows); first is the type code of the mangled
// name's first parameter.
func (l *lowerer) workGroupOp(in *llir.InstCall, r *builtin.Builtin, first byte) {
	name := r.Name
	switch r.Group {
	case builtin.GroupAny, builtin.GroupAll:
		a := l.args(in, name, 1)
		if !ir.IsInt(a[0].Type()) {
			l.failIn("%s of %s", name, a[0].Type())
		}
		pred := l.b.ICmp(ir.PredNE, a[0], ir.ConstInt(a[0].Type(), 0))
		if r.Group == builtin.GroupAny {
			l.result(in, l.group().Any(pred))
			return
		}
		n := l.group().Count(pred)
		l.result(in, l.b.Cast(ir.OpZExt, l.b.ICmp(ir.PredEQ, n, l.blockSize()), ir.I32))
		return
	case builtin.GroupBroadcast:
		l.groupBroadcast(in)
		return
	}
	a := l.args(in, name, 1)
	x := a[0]
	t := x.Type()
	if !ir.IsFloat(t) && !(ir.IsInt(t) && (ir.Bits(t) == 32 || ir.Bits(t) == 64)) {
		l.failIn("unsupported %s of %s (OpenCL defines it on int, uint, long, ulong, float and double)", name, t)
	}
	signed := !unsignedCode(first)
	if r.Group == builtin.GroupReduce {
		l.def(in, l.group().Reduce(r.Combine, x, signed))
		return
	}
	l.def(in, l.group().Scan(r.Combine, r.Group == builtin.GroupScanInclusive, x, signed).Value)
}

// groupBroadcast lowers work_group_broadcast(a, x [, y [, z]]) (see
// builtin.Group.Broadcast).
func (l *lowerer) groupBroadcast(in *llir.InstCall) {
	if len(in.Args) < 2 || len(in.Args) > 4 {
		l.failIn("work_group_broadcast called with %d arguments, want 2 to 4", len(in.Args))
	}
	x := l.val(in.Args[0])
	xt := x.Type()
	if !ir.IsFloat(xt) && !(ir.IsInt(xt) && (ir.Bits(xt) == 32 || ir.Bits(xt) == 64)) {
		l.failIn("unsupported work_group_broadcast of %s (OpenCL defines it on int, uint, long, ulong, float and double)", xt)
	}
	var ids []ir.Value
	for _, a := range in.Args[1:] {
		id := l.val(a)
		if !ir.IsInt(id.Type()) || ir.Bits(id.Type()) > 64 {
			l.failIn("work_group_broadcast local id of type %s", id.Type())
		}
		ids = append(ids, id)
	}
	l.def(in, l.group().Broadcast(x, ids))
}
