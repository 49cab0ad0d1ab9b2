package sim_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
	"github.com/simtc/simtc/sim/simtest"
)

// scribbler wraps a core mechanism and, at each Issues call, wipes the
// issues it returned at the last one (parts without a warp, PC 0), as a
// mechanism that reuses its slices may overwrite them: a core still
// executing or accounting one of those issues would use the wiped one.
type scribbler struct {
	sim.CoreMechanism
	last []sim.Issue
}

func (s *scribbler) Issues(warps []*sim.Warp, now int64, dst []sim.Issue) []sim.Issue {
	for _, is := range s.last {
		for i := range is.Parts {
			is.Parts[i] = sim.Part{}
		}
	}
	s.last = s.last[:0]
	n := len(dst)
	dst = s.CoreMechanism.Issues(warps, now, dst)
	for i := n; i < len(dst); i++ {
		dst[i].Parts = append([]sim.Part(nil), dst[i].Parts...)
		s.last = append(s.last, dst[i])
	}
	return dst
}

// TestStepCoreOwnsIssue: the core executes and accounts a cross-warp
// issue from its own copy. A repeat check in the middle of accounting
// one (spinning threads repeat their state) asks the mechanism for its
// issues again (allRepeat), which rewrites the core's issue list and may
// rewrite the mechanism's part slices; the run must not change when they
// are wiped then. Each kernel under dwf and en-dwf-hws on simple and
// jin2012; with -short global_counter_lock under en-dwf-hws on jin2012 only
// (a run the wiped issues break without the copy).
func TestStepCoreOwnsIssue(t *testing.T) {
	t.Parallel()
	kernels, mechNames, machines := []string{"bench/sync/global_counter_lock.cl", "bench/sync/hashtable.cl"}, []string{"dwf", "en-dwf-hws"}, []string{"simple", "jin2012"}
	if testing.Short() {
		kernels, mechNames, machines = kernels[:1], mechNames[1:], machines[1:]
	}
	for _, k := range kernels {
		path := filepath.Join("..", "testdata", filepath.FromSlash(k))
		src, _, l := simtest.Kernel(t, path)
		o, err := compileFile(path, src, l)
		if err != nil {
			t.Fatal(err)
		}
		for _, mech := range mechNames {
			for _, mach := range machines {
				cfg, err := machine.Preset(mach)
				if err != nil {
					t.Fatal(err)
				}
				m, err := mechs.Default().Parse(mech)
				if err != nil {
					t.Fatal(err)
				}
				want, err := sim.Run(o, m, l, cfg)
				if err != nil {
					t.Fatal(err)
				}
				orig := m.Info.NewCore
				m.Info.NewCore = func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.CoreMechanism {
					return &scribbler{CoreMechanism: orig(cfg, obj, p)}
				}
				got, err := sim.Run(o, m, l, cfg)
				if err != nil {
					t.Fatal(err)
				}
				if g, w := fmt.Sprintf("%s %+v", got.Status, got.Stats), fmt.Sprintf("%s %+v", want.Status, want.Stats); g != w {
					t.Errorf("%s %s %s: with the issues wiped after use\n%s\nwant\n%s", k, mech, mach, g, w)
				}
			}
		}
	}
}
