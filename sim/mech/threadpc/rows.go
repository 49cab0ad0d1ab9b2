package threadpc

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// pcStats documents the statistics minpc and tf-sandy share.
var pcStats = []sim.StatDoc{
	{Name: "max_stack_depth", Meaning: "the most distinct thread PCs of one warp after a control instruction: the entries a stack would need"},
	{Name: "reconvergences", Meaning: "issues after which threads of different PCs meet at the warp's PC"},
}

// Rows returns the registry rows of the per-thread-PC mechanisms: its,
// mimd, minpc and tf-sandy.
func Rows() []sim.MechInfo {
	return []sim.MechInfo{
		{
			Name: "its",
			Doc:  "Volta-style independent thread scheduling: per-thread PCs, threads at equal PCs issue together, starvation-free",
			New:  func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newITS(obj) },
			Caps: sim.Caps{LaneScoreboard: true, CollectiveWarpOps: true, FairScheduling: true, ThreadBarriers: true, Repeat: sim.RepeatThread},
			Stats: []sim.StatDoc{
				{Name: "max_groups", Meaning: "the most distinct PCs of one warp at an issue"},
				{Name: "reconvergences", Meaning: "issues after which the issued threads' PC equals that of other threads of the warp, which then run together"},
				{Name: "starvation_issues", Meaning: "issues chosen by the starvation rule instead of the min-PC rule"},
			},
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
			New:    func(_ *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism { return newMinPC(SettingsOf(p), obj) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Params: []sim.Param{noSPParam()},
			Target: isa.Target{Layout: isa.LayoutPriority},
			Stats:  pcStats,
		},
		{
			Name:   "tf-sandy",
			Doc:    "thread frontiers on per-thread PCs with conservative branches (Diamos 2011, Sandybridge)",
			New:    func(cfg *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newTFSandy(cfg, obj) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
			Stats: append(append([]sim.StatDoc(nil), pcStats...),
				sim.StatDoc{Name: "stranded_recoveries", Meaning: "branches that would have left a thread behind the warp PC on code not laid out for tf-sandy, after which the warp PC went to the lowest (SP, PC)"},
				sim.StatDoc{Name: "wasted_issue_slots", Meaning: "slots issued with no thread enabled: the conservative branches' no-ops (Diamos et al. 2011 Sec. 4.2), included in warp_instructions"}),
		},
	}
}
