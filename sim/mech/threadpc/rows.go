package threadpc

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// Rows returns the registry rows of the per-thread-PC mechanisms: its,
// mimd, minpc and tf-sandy.
func Rows() []sim.MechInfo {
	return []sim.MechInfo{
		{
			Name: "its",
			Doc:  "Volta-style independent thread scheduling: per-thread PCs, threads at equal PCs issue together, starvation-free",
			New:  func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newITS(obj) },
			Caps: sim.Caps{LaneScoreboard: true, CollectiveWarpOps: true, FairScheduling: true, ThreadBarriers: true, Repeat: sim.RepeatThread},
		},
		{
			Name: "mimd",
			Doc:  "every thread independent with fair scheduling: the semantic reference",
			New:  func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newMIMD(obj) },
			Caps: sim.Caps{LaneScoreboard: true, CollectiveWarpOps: true, FairScheduling: true, ThreadBarriers: true, Repeat: sim.RepeatThread, Reference: true},
		},
		{
			Name:   "minpc",
			Doc:    "stack-less min(SP:PC) reconvergence, per-thread PC and SP (Collange 2011)",
			New:    func(_ *sim.Config, _ *isa.Object, p sim.Params) sim.Mechanism { return newMinPC(SettingsOf(p)) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Params: []sim.Param{noSPParam()},
			Target: isa.Target{Layout: isa.LayoutPriority},
		},
		{
			Name:   "tf-sandy",
			Doc:    "thread frontiers on per-thread PCs with conservative branches (Diamos 2011, Sandybridge)",
			New:    func(cfg *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newTFSandy(cfg, obj) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
		},
	}
}
