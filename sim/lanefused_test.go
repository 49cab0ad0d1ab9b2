package sim_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
)

// TestLaneIssueSameAsGeneral: mimd offers one-thread splits
// (sim.LaneSplitter), and the core's fused issue of them (issueLanes:
// the ready list's search, the execution of ALU operations and branches
// and their commit in one function) gives the result of the general path
// — mimd wrapped, so the core asks Splits and calls Commit for every
// issue — and of the one-thread path with an observer (stepLane),
// statistics and diagnosis included, on kernels that diverge, loop,
// wait at barriers, exit at different times, take warp-level operations
// (LaneAsk, LaneCommit), spin and deadlock, on both kinds of machine.
// With a memory pipeline (gtx480: an L1 or shared-memory banks) only the
// observed run is compared: there the ready list's choice is not the
// scan of Splits' (already before the fused path: a lane at a memory
// instruction while the pipeline is busy stops the ready list's search
// at its warp, where the scan of Splits, whose ready cycles include the
// pipeline's, takes a later lane), so gtx480 is also run without one.
func TestLaneIssueSameAsGeneral(t *testing.T) {
	reg := mechs.Default()
	mimd, err := reg.Lookup("mimd")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := mimd.New(&sim.Config{}, nil, sim.Params{}).(sim.LaneSplitter); !ok {
		t.Fatal("mimd is not a LaneSplitter: this test tests nothing")
	}
	err = reg.Add(sim.MechInfo{
		Name: "mimd-general",
		Doc:  "test: mimd through a wrapper (the core's general path)",
		New: func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			return wrapped{mimd.New(cfg, obj, p)}
		},
		Caps:   mimd.Caps,
		Params: mimd.Params,
		Stats:  mimd.Stats,
	})
	if err != nil {
		t.Fatal(err)
	}
	fast, err := reg.Parse("mimd")
	if err != nil {
		t.Fatal(err)
	}
	general, err := reg.Parse("mimd-general")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []struct {
		name   string
		o      *isa.Object
		launch string
	}{
		{"divergent", divergentLoop(t), "grid=2 block=64 out=int32[128]"},
		{"uniform", uniformLoop(t), "grid=2 block=64 out=int32[128]"},
		{"collatz", wideCollatz(t), "grid=4 block=96 out=int32[384]"},
		{"ifelse", ifElse(t), "grid=1 block=64 out=int32[64]"},
		{"trip", tripLoop(t), "grid=1 block=32 out=int32[32]"},
		{"reduction", reduction(t), "grid=2 block=64 in=int32[128]:iota out=int32[2]"},
		{"spinlock", spinLock(t), "grid=2 block=40 lock=int32[1] counter=int32[1]"},
		{"collective", afterDivergentWork(t), "grid=1 block=64 warp=32 out=int32[320]"},
		{"spin", spinOrWork(t), "grid=6 block=64 out=int32[6] flag=int32[1]"},
	} {
		for _, name := range []string{"simple", "gtx480", "gtx480-nolsu"} {
			cfg, err := machine.Preset(strings.TrimSuffix(name, "-nolsu"))
			if err != nil {
				t.Fatal(err)
			}
			lsu := name == "gtx480"
			if !lsu {
				// No memory pipeline (sim's machine.lsu).
				cfg.Mem.L1.Sets, cfg.Mem.Shared.Banks = 0, 0
			}
			l := mustLaunch(t, k.launch)
			a, err := sim.Run(k.o, fast, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			b, err := sim.Run(k.o, general, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			c, err := sim.RunObserved(k.o, fast, l, cfg, nopObserver{})
			if err != nil {
				t.Fatal(err)
			}
			ab, bb, cb := jsonOf(t, a), jsonOf(t, b), jsonOf(t, c)
			// The runs differ in the mechanism's name only.
			bb = bytes.Replace(bb, []byte(`"mechanism":"mimd-general"`), []byte(`"mechanism":"mimd"`), 1)
			if !lsu && !bytes.Equal(ab, bb) {
				t.Errorf("%s/%s:\nlanes   %s\ngeneral %s", k.name, name, ab, bb)
			}
			if !bytes.Equal(ab, cb) {
				t.Errorf("%s/%s:\nlanes    %s\nobserved %s", k.name, name, ab, cb)
			}
		}
	}
}
