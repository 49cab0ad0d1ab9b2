package stack

// hws in the mechanism harness: pdom's splits, charged their squeezed
// quarters (the squeeze itself: sim/mech/hybrid).

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/simtest"
)

// The hws harness: pdom's splits, charged their squeezed quarters.
func TestHWSHarness(t *testing.T) {
	const A, B, D = 0, 2 * isa.InstSize, 4 * isa.InstSize
	cfg := sim.DefaultConfig()
	h := simtest.NewHarness(t, newHWS(&cfg, Settings{}), 32, A)
	// Threads 0-3 and 12-15 take the branch: squeezed into one quarter.
	if c := h.Commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpCBra}, Taken: 0xF00F, Target: B, RPC: D}); c.IssueCycles != 4 {
		t.Errorf("full warp: %d issue cycles, want 4", c.IssueCycles)
	}
	h.Want(sim.Split{PC: B, Mask: 0xF00F})
	if c := h.Commit(sim.Outcome{Kind: sim.OutSeq}); c.IssueCycles != 1 {
		t.Errorf("threads 0-3, 12-15: %d issue cycles, want 1", c.IssueCycles)
	}
	h.Jump(D)
	// The other 24 threads: lanes 4-7 of Q0 and Q1 … squeeze to 3 quarters.
	if c := h.Commit(sim.Outcome{Kind: sim.OutBranch, Inst: &isa.Inst{Op: isa.OpBra}, Taken: ^uint64(0xF00F) & 0xFFFFFFFF, Target: D, RPC: isa.NoPC}); c.IssueCycles != 3 {
		t.Errorf("24 threads: %d issue cycles, want 3", c.IssueCycles)
	}
	h.Want(sim.Split{PC: D, Mask: 0xFFFFFFFF})
	st := h.Mech.Stats(nil)
	if fmt.Sprint(st) == "" {
		t.Fatal("no statistics")
	}
	want := map[string]int64{"quarters_active_1": 2, "quarters_active_3": 1, "quarters_active_4": 1, "quarters_ideal_1": 2, "quarters_ideal_3": 1, "quarters_ideal_4": 1, "squeeze_moves": 2*4 + 4}
	for _, s := range st {
		if w, ok := want[s.Name]; ok && s.Value != w {
			t.Errorf("%s = %d, want %d", s.Name, s.Value, w)
		}
	}
}
