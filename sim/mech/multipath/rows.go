package multipath

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

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
		},
		{
			Name: "dps",
			Doc:  "dual-path: multi-path IPDOM with at most 2 schedulable splits",
			New:  newMP("dps"),
			Caps: sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
		},
		{
			Name:   "mp",
			Doc:    "multi-path IPDOM: split and reconvergence tables, splits interleaved, R-mask scoreboard",
			New:    newMP("mp"),
			Caps:   sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
			Params: []sim.Param{maxSplitsParam()},
		},
		{
			Name:   "mp-orec",
			Doc:    "multi-path IPDOM with opportunistic early reconvergence",
			New:    newMP("mp-orec"),
			Caps:   sim.Caps{LaneScoreboard: true, Repeat: sim.RepeatWarp},
			Params: []sim.Param{maxSplitsParam()},
		},
	}
}
