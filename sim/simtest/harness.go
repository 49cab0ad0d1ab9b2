package simtest

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// Harness drives one per-warp mechanism on a warp outside any machine
// (sim.NewWarp): Commit plays the core's part (exited lanes leave Live,
// barrier arrivals enter BarWait) around the mechanism's Commit. A new
// mechanism's tests use it like the pdom tests of sim/mech/stack.
type Harness struct {
	T    testing.TB
	Mech sim.Mechanism
	W    *sim.Warp
	Now  int64 // the harness clock: Commit advances it by one
	Step int   // commits so far
}

// NewHarness starts mech on a warp of n lanes, all at pc, without stack
// pointers.
func NewHarness(t testing.TB, mech sim.Mechanism, n int, pc uint32) *Harness {
	return NewHarnessSP(t, mech, n, pc, nil)
}

// NewHarnessSP is NewHarness on a warp whose lanes' stack pointers are sp
// (which the test may change between steps, as exec would).
func NewHarnessSP(t testing.TB, mech sim.Mechanism, n int, pc uint32, sp []uint64) *Harness {
	w := sim.NewWarp(n, sp)
	mech.Start(w, pc)
	return &Harness{T: t, Mech: mech, W: w}
}

// Splits returns the splits the mechanism offers now.
func (h *Harness) Splits() []sim.Split { return h.Mech.Splits(h.W, h.Now, nil) }

// Want asserts the offered splits, in order.
func (h *Harness) Want(want ...sim.Split) *Harness {
	h.T.Helper()
	got := h.Splits()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		h.T.Fatalf("step %d: splits %s, want %s", h.Step, FmtSplits(got), FmtSplits(want))
	}
	return h
}

// FmtSplits formats splits for a message.
func FmtSplits(s []sim.Split) string {
	out := "["
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprintf("{pc %#x mask %#x}", x.PC, x.Mask)
	}
	return out + "]"
}

// Commit executes o on the first offered split (o.PC, o.Mask and o.Next
// are filled in; o.Inst is a nop when nil), as the core would: exited
// lanes leave Live and barrier arrivals enter BarWait before the
// mechanism's Commit.
func (h *Harness) Commit(o sim.Outcome) sim.Cost {
	h.T.Helper()
	sp := h.Splits()
	if len(sp) == 0 {
		h.T.Fatalf("step %d: no split to execute", h.Step)
	}
	s := sp[0]
	o.PC, o.Mask, o.Next = s.PC, s.Mask, s.PC+isa.InstSize
	if o.Inst == nil {
		o.Inst = &isa.Inst{Op: isa.OpNop}
	}
	o.Exited &= s.Mask
	h.W.Live &^= o.Exited
	if o.Kind == sim.OutBarrier {
		h.W.BarWait |= s.Mask
	}
	h.Step++
	h.Now++
	return h.Mech.Commit(h.W, s, &o, h.Now-1)
}

// Advance moves the harness clock (for mechanisms with timers; the
// warp's requested wake-up is h.W.TakeWake()).
func (h *Harness) Advance(cycles int64) *Harness { h.Now += cycles; return h }

// Seq: the first split executes a sequential instruction.
func (h *Harness) Seq() *Harness { h.Commit(sim.Outcome{Kind: sim.OutSeq}); return h }

// Jump: the first split executes bra target.
func (h *Harness) Jump(target uint32) *Harness {
	h.Commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: h.Splits()[0].Mask, Target: target, RPC: isa.NoPC})
	return h
}

// Branch: the first split executes cbra with lanes taken going to target,
// reconverging at rpc.
func (h *Harness) Branch(taken uint64, target, rpc uint32) *Harness {
	h.Commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpCBra}, Taken: taken, Target: target, RPC: rpc})
	return h
}

// Exit: the first split executes exit.
func (h *Harness) Exit() *Harness {
	h.Commit(sim.Outcome{Kind: sim.OutExit, Inst: &isa.Inst{Op: isa.OpExit}, Exited: h.Splits()[0].Mask})
	return h
}
