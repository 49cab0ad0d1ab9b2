package sim

import (
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// charged is pdom whose every issue costs what cost says.
type charged struct {
	*pdom
	cost Cost
}

func (c *charged) Commit(w *Warp, s Split, o *Outcome, now int64) Cost {
	c.pdom.Commit(w, s, o, now)
	return c.cost
}

func chargedRow(cost Cost) MechInfo {
	mi, _ := Lookup("pdom")
	mi.Name = "charged"
	mi.New = func(cfg *Config, _ *isa.Object) Mechanism { return &charged{newPDOM(cfg), cost} }
	return mi
}

// Ten independent movs and an exit on one warp, one core: the issue
// times are computed by hand.
func TestCostByHand(t *testing.T) {
	p := newProg("cost.cl")
	for r := 0; r < 10; r++ {
		p.i(movi(isa.Reg(r), int64(r)))
	}
	p.i(exit())
	o := p.object(t, "cost", nil, 10, 0)
	l := mustLaunch(t, "grid=1 block=32")
	cfg := DefaultConfig()

	// Default: one instruction per cycle at cycles 0 … 10; the run ends
	// the cycle after the exit: 11 cycles.
	base, err := RunWith(o, chargedRow(Cost{}), l, cfg)
	if err != nil || base.Status != StatusOK || base.Stats.Cycles != 11 {
		t.Fatalf("base: %v %s %d cycles, want 11", err, base.Status, base.Stats.Cycles)
	}
	// IssueCycles 3: each issue holds the core's issue for 3 cycles: the
	// instructions issue at 0, 3, …, 30; 31 cycles.
	r, _ := RunWith(o, chargedRow(Cost{IssueCycles: 3}), l, cfg)
	if r.Status != StatusOK || r.Stats.Cycles != 31 {
		t.Errorf("issue cycles 3: %s %d cycles, want 31", r.Status, r.Stats.Cycles)
	}
	// Latency 5: the warp's next issue is 1+5 cycles later: 0, 6, …, 60;
	// 61 cycles. MemTransactions are counted, not added to the kernel's.
	r, _ = RunWith(o, chargedRow(Cost{Latency: 5, MemTransactions: 2}), l, cfg)
	if r.Status != StatusOK || r.Stats.Cycles != 61 || r.Stats.MechMemTransactions != 22 || r.Stats.MemTransactions != base.Stats.MemTransactions {
		t.Errorf("latency 5: %s %d cycles (want 61), %d mechanism transactions (want 22), %d memory transactions (want %d)",
			r.Status, r.Stats.Cycles, r.Stats.MechMemTransactions, r.Stats.MemTransactions, base.Stats.MemTransactions)
	}
}
