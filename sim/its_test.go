package sim

import (
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// its on the if/else of TestPDOMWorkedExample: the threads at the lower
// PC run first, and the two paths meet at D, where the warp issues as
// one again (opportunistic reconvergence, no stack).
func TestITSHarness(t *testing.T) {
	const A, C, B, D = 0 * isa.InstSize, 1 * isa.InstSize, 2 * isa.InstSize, 4 * isa.InstSize
	h := newMechHarness(t, newITS(nil), 4, A)
	h.want(Split{A, 0xF}).branch(0x3, B, D)
	h.want(Split{C, 0xC}, Split{B, 0x3}).jump(D)
	h.want(Split{B, 0x3}, Split{D, 0xC}).seq()
	h.want(Split{B + isa.InstSize, 0x3}, Split{D, 0xC}).jump(D)
	h.want(Split{D, 0xF}).exit()
	h.want()
	d := h.mech.(*its)
	if d.reconv != 1 || d.maxGroups != 2 || d.forced != 0 {
		t.Errorf("reconvergences %d, max groups %d, starvation issues %d; want 1, 2, 0", d.reconv, d.maxGroups, d.forced)
	}
}

// A thread at a higher PC than a spinning one issues after itsPatience
// issues of the spinner (once it waited more than itsPatience), and then
// again after as many: starvation-free.
func TestITSStarvationFree(t *testing.T) {
	const spin, far = 1 * isa.InstSize, 0x40
	h := newMechHarness(t, newITS(nil), 2, 0)
	h.branch(0x2, far, isa.NoPC) // lane 1 to far, lane 0 to spin
	for round := 0; round < 3; round++ {
		n := 0
		for h.splits()[0].Mask == 0x1 {
			h.jump(spin)
			n++
		}
		if want := itsPatience + 1; n != want {
			t.Fatalf("round %d: lane 1 waited %d issues, want %d", round, n, want)
		}
		h.want(Split{far + isa.InstSize*uint32(round), 0x2}, Split{spin, 0x1}).seq()
	}
	if d := h.mech.(*its); d.forced != 3 {
		t.Errorf("starvation issues %d, want 3", d.forced)
	}
}
