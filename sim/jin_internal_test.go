package sim

// The starvation rules of dwf and its, tested both ways: without them
// (majority scheduling alone, min-PC alone) the lock holder of
// spinlock.cl never issues again when no latency makes the spinning
// threads wait; with them every thread finishes.

import (
	"os"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

func corpusKernel(t *testing.T, name string) (*isa.Object, *Launch) {
	t.Helper()
	b, err := os.ReadFile("testdata/golden/obj/kernels__" + name + ".simt")
	if err != nil {
		t.Fatal(err)
	}
	o, err := isa.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../testdata/kernels/" + name)
	if err != nil {
		t.Fatal(err)
	}
	d, err := ScanDirectives(string(src))
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLaunch(d.Launch, "../testdata/kernels")
	if err != nil {
		t.Fatal(err)
	}
	return o, l
}

func TestStarvationRules(t *testing.T) {
	o, l := corpusKernel(t, "spinlock.cl")
	for _, name := range []string{"dwf", "en-dwf", "its"} {
		for _, patient := range []bool{true, false} {
			mi, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			if !patient {
				if mi.NewCore != nil {
					orig := mi.NewCore
					mi.NewCore = func(cfg *Config, obj *isa.Object) CoreMechanism {
						d := orig(cfg, obj).(*dwf)
						d.patience = 1 << 62
						return d
					}
				} else {
					mi.New = func(_ *Config, obj *isa.Object) Mechanism {
						d := newITS(obj)
						d.patience = 1 << 62
						return d
					}
				}
			}
			// Every latency 1: a spinning thread is always ready to issue,
			// so nothing but the scheduling policy lets the holder run.
			cfg := DefaultConfig()
			cfg.ALULatency, cfg.SFULatency, cfg.SharedLatency, cfg.MemLatency, cfg.MemTxCycles = 1, 1, 1, 1, 0
			cfg.MaxCycles = 200_000
			r, err := RunWith(o, mi, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case patient && (r.Status != StatusOK || r.Buffer("counter").Int(0) != int64(l.Grid*l.Block)):
				t.Errorf("%s: %s, counter %d: %v", name, r.Status, r.Buffer("counter").Int(0), r.Diagnosis)
			case !patient && r.Status == StatusOK:
				t.Errorf("%s without the starvation rule: ok after %d cycles", name, r.Stats.Cycles)
			}
			t.Logf("%s (starvation rule %v): %s after %d cycles", name, patient, r.Status, r.Stats.Cycles)
		}
	}
}
