package dwf

// The starvation rule of dwf and en-dwf, tested both ways (its's in
// sim/mech/threadpc): without it (majority scheduling alone) the lock
// holder of spinlock.cl never issues again when no latency makes the
// spinning threads wait; with it every thread finishes.

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
	for _, name := range []string{"dwf", "en-dwf"} {
		for _, patient := range []bool{true, false} {
			m, err := reg.Mech(name)
			if err != nil {
				t.Fatal(err)
			}
			if !patient {
				orig := m.Info.NewCore
				m.Info.NewCore = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.CoreMechanism {
					d := orig(cfg, obj, p).(*dwf)
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
				t.Errorf("%s: %s, counter %d: %v", name, r.Status, r.Buffer("counter").Int(0), r.Diagnosis)
			case !patient && r.Status == sim.StatusOK:
				t.Errorf("%s without the starvation rule: ok after %d cycles", name, r.Stats.Cycles)
			}
			t.Logf("%s (starvation rule %v): %s after %d cycles", name, patient, r.Status, r.Stats.Cycles)
		}
	}
}
