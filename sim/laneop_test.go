package sim_test

import (
	"bytes"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// nopObserver observes nothing; with an observer the core takes the
// general one-thread issue path (stepLane), never issueLanes' own.
type nopObserver struct{}

func (nopObserver) Begin(sim.RunInfo)                   {}
func (nopObserver) Issued(*sim.IssueEvent)              {}
func (nopObserver) Released(int64, sim.WarpRef, uint64) {}
func (nopObserver) End(int64, sim.Status)               {}

// TestLaneOpSameAsGeneral: mimd's one-thread issues of ALU operations and
// branches (issueLanes) give the result of the general path, statistics
// included, on the divergent and the uniform loop, on both kinds of
// machine.
func TestLaneOpSameAsGeneral(t *testing.T) {
	for _, k := range []struct {
		name string
		o    *isa.Object
	}{{"divergent", divergentLoop(t)}, {"uniform", uniformLoop(t)}} {
		for _, name := range []string{"simple", "gtx480"} {
			cfg, err := machine.Preset(name)
			if err != nil {
				t.Fatal(err)
			}
			m, err := mechs.Default().Parse("mimd")
			if err != nil {
				t.Fatal(err)
			}
			l := mustLaunch(t, "grid=2 block=64 out=int32[128]")
			fast, err := sim.Run(k.o, m, l, cfg)
			if err != nil || fast.Status != sim.StatusOK {
				t.Fatalf("%s/%s: %v %v", k.name, name, err, fast.Status)
			}
			general, err := sim.RunObserved(k.o, m, l, cfg, nopObserver{})
			if err != nil {
				t.Fatal(err)
			}
			if fb, gb := jsonOf(t, fast), jsonOf(t, general); !bytes.Equal(fb, gb) {
				t.Errorf("%s/%s:\nissueLanes %s\n   general %s", k.name, name, fb, gb)
			}
		}
	}
}
