package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
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
// The IR has no collective operation. Their IR form is builtin.Group's
// (ir/builtin/group.go, its specification): straight-line code around
// one shared cell per type, a module global, and for the scans a loop
// over the linear local id with a barrier per step. frontend/llvm lowers
// clang's calls of them with the same functions (groupops.go there), so
// both frontends give one IR for a call. This file checks the calls and
// maps their types; work_group_all compares the count with the size that
// Group.Size computes.

// workGroupCall checks a call of a work-group function (its arguments
// are already rvalues) and returns its type.
func (c *checker) workGroupCall(call *Call, b *builtin.Builtin) *Type {
	switch b.Group {
	case builtin.GroupAll, builtin.GroupAny:
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
	g := l.m.NewGlobal(l.globalName(builtin.CellName(t)), t, ir.SpaceShared)
	l.cells[key] = g
	return g
}

// group returns the work-group functions' emitter of the function.
func (fl *funcLowerer) group() builtin.Group {
	return builtin.Group{B: fl.b, Cell: fl.l.groupCell, NewBlock: fl.newBlock}
}

// workGroup lowers a call of a work-group function.
func (fl *funcLowerer) workGroup(e *Call, bi *builtin.Builtin) ir.Value {
	var x ir.Value
	if bi.Group == builtin.GroupAll || bi.Group == builtin.GroupAny {
		x = fl.boolValue(e.Args[0])
	} else {
		x = fl.rvalue(e.Args[0])
	}
	var ids []ir.Value
	for _, a := range e.Args[1:] {
		ids = append(ids, fl.rvalue(a))
	}
	fl.at(e.Pos)
	g := fl.group()
	signed := typeOf(e.Args[0]).isSigned()
	switch bi.Group {
	case builtin.GroupAny:
		return g.Any(x)
	case builtin.GroupAll:
		n := g.Count(x)
		size, _ := g.Size()
		return fl.b.Cast(ir.OpZExt, fl.b.ICmp(ir.PredEQ, n, size), ir.I32)
	case builtin.GroupBroadcast:
		return g.Broadcast(x, ids)
	case builtin.GroupReduce:
		return g.Reduce(bi.Combine, x, signed)
	}
	s := g.Scan(bi.Combine, bi.Group == builtin.GroupScanInclusive, x, signed)
	// The loop's phis are named as the SSA construction names a
	// variable's (scan.k, the counter; scan, the value), without a
	// position; its blocks go into the layout in the order they were
	// made, and have all their predecessors.
	s.Counter.Name, s.Counter.Pos = "scan.k", ir.Pos{}
	s.Value.Name, s.Value.Pos = "scan", ir.Pos{}
	s.Step.Name, s.Step.Pos = "scan", ir.Pos{}
	for _, blk := range s.Blocks {
		fl.place(blk)
		fl.ssa.seal(blk)
	}
	return s.Value
}
