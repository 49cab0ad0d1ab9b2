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

// The shape SSDE leaves array_max in: a value defined before an inner loop
// (body) is used after it, at a join (J) behind a chain of
// single-predecessor blocks (W, U) out of the loop header (inner), which the
// new back edge (sw → inner) makes a merge point. Resolving the chain
// reaches J's phi again through the loop; an early version memoized a
// temporary undef for the chain's blocks, and J's phi came out undef.
//
//	entry → head → body → inner → W → U → J → latch → head
//	head → sw;  inner → spin → sw;  W → J;  sw → inner | exit
func TestRepairThroughSinglePredChain(t *testing.T) {
	m := ir.NewModule("r.cl")
	f := m.NewFunc("r", ir.Void)
	p := f.AddParam("p", ir.PtrTo(ir.I32, ir.SpaceGlobal))
	c := f.AddParam("c", ir.I1)
	bl := func(n string) *ir.Block { return f.NewBlock(n) }
	entry, head, body, inner, w, u, j, latch, spin, sw, exit := bl("entry"), bl("head"), bl("body"), bl("inner"), bl("W"), bl("U"), bl("J"), bl("latch"), bl("spin"), bl("sw"), bl("exit")
	b := ir.NewBuilder(f)
	b.SetBlock(entry)
	b.Br(head)
	b.SetBlock(head)
	b.CondBr(c, body, sw)
	b.SetBlock(body)
	v := b.Load(p, false)
	b.Br(inner)
	b.SetBlock(inner)
	b.CondBr(c, spin, w)
	b.SetBlock(w)
	b.CondBr(c, u, j)
	b.SetBlock(u)
	st1 := b.Store(p, v, false)
	b.Br(j)
	b.SetBlock(j)
	st2 := b.Store(p, v, false)
	b.Br(latch)
	b.SetBlock(latch)
	b.Br(head)
	b.SetBlock(spin)
	b.Br(sw)
	b.SetBlock(sw)
	k := b.Phi(ir.I32, ir.ConstInt(ir.I32, 0), ir.ConstInt(ir.I32, 1))
	b.Switch(k, exit, []int64{1}, []*ir.Block{inner})
	b.SetBlock(exit)
	b.Ret(nil)

	Repair(f)
	if err := ir.Verify(f); err != nil {
		t.Fatalf("after Repair: %v\n%s", err, f)
	}
	// Both stores run only on paths through body → inner, where the value
	// is the load: they must read inner's merge of it, never undef.
	for _, st := range []*ir.Instr{st1, st2} {
		phi, ok := st.Args[1].(*ir.Instr)
		if !ok || phi.Op != ir.OpPhi || phi.Block != inner {
			t.Errorf("store in %s uses %v, want the phi in inner\n%s", st.Block, st.Args[1], f)
			continue
		}
		if phi.Args[inner.PredIndex(body)] != ir.Value(v) {
			t.Errorf("inner's phi gives %v on the edge from body, want the load", phi.Args[inner.PredIndex(body)])
		}
	}
}
