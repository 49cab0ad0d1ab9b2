package sim_test

import (
	"bytes"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// presetMachine returns a preset machine (sim/machine).
func presetMachine(t testing.TB, name string) sim.Config {
	cfg, err := machine.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// TestJobsMachines: on the machines with a memory hierarchy (caches,
// banked L2, DRAM channels, several schedulers per core), the parallel
// engine (windows cut at the memory epochs) goes through wide launches
// and gives the lockstep run's JSON, byte for byte, for 1, 2 and 4
// goroutines; so does --jobs 1 and 2 on every golden corpus kernel.
func TestJobsMachines(t *testing.T) {
	corpus.Sweep(t, "machines x corpus x jobs")
	wide, collatz := wideLoop(t), wideCollatz(t)
	for _, name := range []string{"gtx480", "volta", "jin2012"} {
		for _, mech := range []string{"pdom", "mimd", "en-dwf"} {
			if name != "gtx480" && mech == "en-dwf" {
				continue
			}
			for _, k := range []struct {
				kname, launch string
				o             *isa.Object
			}{
				{"wide", "grid=64 block=128 out=int32[8192]", wide},
				{"collatz", "grid=48 block=256 out=int32[12288]", collatz},
			} {
				if mech != "pdom" {
					if k.kname == "collatz" {
						continue
					}
					k.launch = "grid=64 block=32 out=int32[2048]"
				}
				l := mustLaunch(t, k.launch)
				cfg := presetMachine(t, name)
				o := k.o
				want := lockstep(t, o, mech, l, cfg)
				if want.Status != sim.StatusOK {
					t.Fatalf("%s %s %s: %v", name, mech, k.kname, want.Status)
				}
				wb := jsonOf(t, want)
				for _, jobs := range []int{1, 2, 4} {
					cfg.Jobs = jobs
					got, why := parallelWhy(t, o, mech, l, cfg)
					if why != "" {
						t.Errorf("%s %s %s jobs %d: the parallel engine gave up: %s", name, mech, k.kname, jobs, why)
					} else if gb := jsonOf(t, got); !bytes.Equal(gb, wb) {
						t.Errorf("%s %s %s jobs %d:\n got %s\nwant %s", name, mech, k.kname, jobs, gb, wb)
					}
				}
			}
		}
		if name != "gtx480" {
			continue
		}
		for _, k := range goldenCorpus(t) {
			for _, mech := range []string{"pdom", "mimd"} {
				cfg := presetMachine(t, name)
				want := lockstep(t, k.obj, mech, k.launch, cfg)
				for _, jobs := range []int{1, 2} {
					cfg.Jobs = jobs
					got, err := mechs.Run(k.obj, mech, k.launch, cfg)
					if err != nil {
						t.Fatal(err)
					}
					if gb, wb := jsonOf(t, got), jsonOf(t, want); !bytes.Equal(gb, wb) {
						t.Errorf("%s %s/%s --jobs %d:\n got %s\nwant %s", name, k.name, mech, jobs, gb, wb)
					}
				}
			}
		}
	}
}
