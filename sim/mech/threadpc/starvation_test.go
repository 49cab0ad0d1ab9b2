package threadpc

// The starvation rule of its, tested both ways (the dwf family's in
// sim/mech/dwf): without it (min-PC alone) the lock holder of spinlock.cl
// never issues again when no latency makes the spinning threads wait;
// with it every thread finishes.

import (
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
	"github.com/simtc/simtc/sim/simtest"
)

func TestStarvationRules(t *testing.T) {
	o, l := simtest.GoldenKernel(t, "../../..", "kernels/spinlock.cl")
	reg, err := sim.NewRegistry(Rows()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, patient := range []bool{true, false} {
		m, err := reg.Mech("its")
		if err != nil {
			t.Fatal(err)
		}
		if !patient {
			m.Info.New = func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism {
				d := newITS(obj)
				d.patience = 1 << 62
				return d
			}
		}
		// Every latency 1: a spinning thread is always ready to issue,
		// so nothing but the scheduling policy lets the holder run.
		cfg := sim.DefaultConfig()
		cfg.ALULatency, cfg.SFULatency, cfg.Mem = 1, 1, mem.Fixed(1, 0, 128, 1)
		cfg.MaxCycles = 200_000
		r, err := sim.Run(o, m, l, cfg)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case patient && (r.Status != sim.StatusOK || r.Buffer("counter").Int(0) != int64(l.Grid*l.Block)):
			t.Errorf("its: %s, counter %d: %v", r.Status, r.Buffer("counter").Int(0), r.Diagnosis)
		case !patient && r.Status == sim.StatusOK:
			t.Errorf("its without the starvation rule: ok after %d cycles", r.Stats.Cycles)
		}
		t.Logf("its (starvation rule %v): %s after %d cycles", patient, r.Status, r.Stats.Cycles)
	}
}
