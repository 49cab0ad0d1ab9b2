package multipath

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// mpStats documents the statistics of the whole family.
var mpStats = []sim.StatDoc{
	{Name: "max_rt_occupancy", Meaning: "the most valid reconvergence-table entries of one warp at once"},
	{Name: "max_splits_per_warp", Meaning: "the most splits created by divergence in one warp over the run"},
	{Name: "max_st_occupancy", Meaning: "the most valid split-table entries of one warp at once, waiting ones included"},
	{Name: "reconvergences", Meaning: "reconvergence-table entries whose threads all arrived, moved to the split table"},
	{Name: "splits", Meaning: "split-table entries created by divergence, summed over warps (splits / warps: per warp)"},
	{Name: "warps", Meaning: "warps started"},
}

// statsWith returns mpStats and more.
func statsWith(more ...sim.StatDoc) []sim.StatDoc {
	return append(append([]sim.StatDoc(nil), mpStats...), more...)
}

// Rows returns the registry rows of the multi-path family: aware, dps, mp
// and mp-orec.
func Rows() []sim.MechInfo {
	newMP := func(name string) func(*sim.Config, *isa.Object, sim.Params) sim.Mechanism {
		return func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.Mechanism {
			return newMultipath(name, cfg, obj, SettingsOf(p))
		}
	}
	return []sim.MechInfo{
		{
			Name:   "aware",
			Doc:    "AWARE: multi-path tables, one split at a time in FIFO order, delayed reconvergence at safe pdoms, timeouts, virtual tables",
			New:    newMP("aware"),
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Params: []sim.Param{rtEntriesParam(), stEntriesParam(), timeoutParam()},
			Target: isa.Target{RPC: isa.RPCSafePDom},
			Stats: statsWith(
				sim.StatDoc{Name: "rt_fills", Meaning: "reconvergence-table entries filled back from memory (each one transaction of the mechanism)"},
				sim.StatDoc{Name: "rt_spills", Meaning: "reconvergence-table entries spilled to memory"},
				sim.StatDoc{Name: "st_fills", Meaning: "split-table entries filled back from memory"},
				sim.StatDoc{Name: "st_spills", Meaning: "split-table entries spilled to memory"},
				sim.StatDoc{Name: "timeouts", Meaning: "reconvergence-table entries whose arrived threads went on without the pending ones after the timeout"}),
		},
		{
			Name:  "dps",
			Doc:   "dual-path: multi-path IPDOM with at most 2 schedulable splits",
			New:   newMP("dps"),
			Caps:  sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
			Stats: mpStats,
		},
		{
			Name:   "mp",
			Doc:    "multi-path IPDOM: split and reconvergence tables, splits interleaved, R-mask scoreboard",
			New:    newMP("mp"),
			Caps:   sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
			Params: []sim.Param{maxSplitsParam()},
			Stats:  mpStats,
		},
		{
			Name:   "mp-orec",
			Doc:    "multi-path IPDOM with opportunistic early reconvergence",
			New:    newMP("mp-orec"),
			Caps:   sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
			Params: []sim.Param{maxSplitsParam()},
			Stats:  statsWith(sim.StatDoc{Name: "early_reconvergences", Meaning: "splits met at the same PC before their reconvergence point and merged through a new reconvergence-table entry (opportunistic early reconvergence)"}),
		},
	}
}
