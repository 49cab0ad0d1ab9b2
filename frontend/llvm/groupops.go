package llvm

import (
	llir "github.com/llir/llvm/ir"

	"github.com/simtc/simtc/ir"
)

// Block-wide collective operations: CUDA's __syncthreads_count/_and/_or
// (llvm.nvvm.barrier0.popc/and/or) and OpenCL 2.0's work_group_any,
// work_group_all and work_group_reduce_add/min/max on integers (and add on
// floats). simtc's IR has no such operation, so each becomes straight-line
// code around one shared-memory cell per type (a module global):
//
//	barrier; store cell, identity; barrier; atomic.OP cell, x; barrier; r = load cell
//
// The first barrier keeps a call from resetting the cell while the threads
// of the previous call still read it; every thread stores the same
// identity. No control flow is added, so the CFG stays LLVM's.

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
			return false
		}
		return true
	}
	return false
}
