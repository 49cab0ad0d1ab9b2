package threadpc

// its in the mechanism harness: opportunistic reconvergence and the
// starvation rule.

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// its on the if/else of TestPDOMWorkedExample: the threads at the lower
// PC run first, and the two paths meet at D, where the warp issues as
// one again (opportunistic reconvergence, no stack).
func TestITSHarness(t *testing.T) {
	const A, C, B, D = 0 * isa.InstSize, 1 * isa.InstSize, 2 * isa.InstSize, 4 * isa.InstSize
	h := simtest.NewHarness(t, newITS(nil), 4, A)
	h.Want(sim.Split{PC: A, Mask: 0xF}).Branch(0x3, B, D)
	h.Want(sim.Split{PC: C, Mask: 0xC}, sim.Split{PC: B, Mask: 0x3}).Jump(D)
	h.Want(sim.Split{PC: B, Mask: 0x3}, sim.Split{PC: D, Mask: 0xC}).Seq()
	h.Want(sim.Split{PC: B + isa.InstSize, Mask: 0x3}, sim.Split{PC: D, Mask: 0xC}).Jump(D)
	h.Want(sim.Split{PC: D, Mask: 0xF}).Exit()
	h.Want()
	d := h.Mech.(*its)
	if d.reconv != 1 || d.maxGroups != 2 || d.forced != 0 {
		t.Errorf("reconvergences %d, max groups %d, starvation issues %d; want 1, 2, 0", d.reconv, d.maxGroups, d.forced)
	}
}

// A thread at a higher PC than a spinning one issues after itsPatience
// issues of the spinner (once it waited more than itsPatience), and then
// again after as many: starvation-free.
func TestITSStarvationFree(t *testing.T) {
	const spin, far = 1 * isa.InstSize, 0x40
	h := simtest.NewHarness(t, newITS(nil), 2, 0)
	h.Branch(0x2, far, isa.NoPC) // lane 1 to far, lane 0 to spin
	for round := 0; round < 3; round++ {
		n := 0
		for h.Splits()[0].Mask == 0x1 {
			h.Jump(spin)
			n++
		}
		if want := itsPatience + 1; n != want {
			t.Fatalf("round %d: lane 1 waited %d issues, want %d", round, n, want)
		}
		h.Want(sim.Split{PC: far + isa.InstSize*uint32(round), Mask: 0x2}, sim.Split{PC: spin, Mask: 0x1}).Seq()
	}
	if d := h.Mech.(*its); d.forced != 3 {
		t.Errorf("starvation issues %d, want 3", d.forced)
	}
}
