package ssa

import (
	"testing"

	"github.com/simtc/simtc/ir"
)

// A value defined in a loop body and used after the loop does not dominate
// its use; Repair merges it with undef in the header.
func TestRepairLoopValue(t *testing.T) {
	m := ir.NewModule("r.cl")
	f := m.NewFunc("r", ir.I32)
	n := f.AddParam("n", ir.I32)
	entry, head, body, exit := f.NewBlock("entry"), f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("exit")
	b := ir.NewBuilder(f)
	b.SetBlock(entry)
	b.Br(head)
	b.SetBlock(head)
	i := b.Phi(ir.I32, ir.ConstInt(ir.I32, 0))
	b.CondBr(b.ICmp(ir.PredSLT, i, n), body, exit)
	b.SetBlock(body)
	next := b.Binary(ir.OpAdd, i, ir.ConstInt(ir.I32, 1))
	b.Br(head)
	i.AddArg(next)
	b.SetBlock(exit)
	ret := b.Ret(next) // not dominated: exit is reached from head
	if ir.Verify(f) == nil {
		t.Fatal("the broken function verifies")
	}
	if got := Repair(f); got != 1 {
		t.Errorf("Repair kept %d phis, want 1", got)
	}
	if err := ir.Verify(f); err != nil {
		t.Fatalf("after Repair: %v\n%s", err, f)
	}
	phi, ok := ret.Args[0].(*ir.Instr)
	if !ok || phi.Op != ir.OpPhi || phi.Block != head {
		t.Fatalf("ret uses %v, want a new phi in head", ret.Args[0])
	}
	if c, ok := phi.Args[0].(*ir.Const); !ok || !c.Undef || phi.Args[1] != ir.Value(next) {
		t.Errorf("new phi args %v, want [undef, next]", phi.Args)
	}
}

// Repair leaves a valid function alone.
func TestRepairNoop(t *testing.T) {
	m := ir.NewModule("r.cl")
	f := m.NewFunc("r", ir.I32)
	x := f.AddParam("x", ir.I32)
	b := ir.NewBuilder(f)
	b.SetBlock(f.NewBlock("entry"))
	b.Ret(b.Binary(ir.OpMul, x, x))
	before := f.String()
	if got := Repair(f); got != 0 || f.String() != before {
		t.Errorf("Repair changed a valid function (kept %d phis):\n%s", got, f)
	}
}
