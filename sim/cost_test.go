package sim_test

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// charged is pdom whose every issue costs what cost says.
type charged struct {
	sim.Mechanism
	cost sim.Cost
}

func (c *charged) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, now int64) sim.Cost {
	c.Mechanism.Commit(w, s, o, now)
	return c.cost
}

func chargedRow(cost sim.Cost) sim.MechInfo {
	mi, _ := mechs.Default().Lookup("pdom")
	pdom := mi.New
	mi.Name = "charged"
	mi.New = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
		return &charged{pdom(cfg, obj, p), cost}
	}
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
	cfg := sim.DefaultConfig()

	// Default: one instruction per cycle at cycles 0 … 10; the run ends
	// the cycle after the exit: 11 cycles.
	base, err := sim.Run(o, sim.Mech{Info: chargedRow(sim.Cost{})}, l, cfg)
	if err != nil || base.Status != sim.StatusOK || base.Stats.Cycles != 11 {
		t.Fatalf("base: %v %s %d cycles, want 11", err, base.Status, base.Stats.Cycles)
	}
	// IssueCycles 3: each issue holds the core's issue for 3 cycles: the
	// instructions issue at 0, 3, …, 30; 31 cycles.
	r, _ := sim.Run(o, sim.Mech{Info: chargedRow(sim.Cost{IssueCycles: 3})}, l, cfg)
	if r.Status != sim.StatusOK || r.Stats.Cycles != 31 {
		t.Errorf("issue cycles 3: %s %d cycles, want 31", r.Status, r.Stats.Cycles)
	}
	// Latency 5: the warp's next issue is 1+5 cycles later: 0, 6, …, 60;
	// 61 cycles. MemTransactions are counted, not added to the kernel's.
	r, _ = sim.Run(o, sim.Mech{Info: chargedRow(sim.Cost{Latency: 5, MemTransactions: 2})}, l, cfg)
	if r.Status != sim.StatusOK || r.Stats.Cycles != 61 || r.Stats.MechMemTransactions != 22 || r.Stats.MemTransactions != base.Stats.MemTransactions {
		t.Errorf("latency 5: %s %d cycles (want 61), %d mechanism transactions (want 22), %d memory transactions (want %d)",
			r.Status, r.Stats.Cycles, r.Stats.MechMemTransactions, r.Stats.MemTransactions, base.Stats.MemTransactions)
	}
}
