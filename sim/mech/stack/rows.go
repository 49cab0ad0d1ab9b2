package stack

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

// pdomStats documents pdom's statistics (hws reports them too).
var pdomStats = []sim.StatDoc{
	{Name: "max_stack_depth", Meaning: "the most entries of one warp's reconvergence stack"},
	{Name: "reconvergences", Meaning: "stack entries popped when their path reached its reconvergence PC (a PC comparison: no issue slot)"},
}

// Rows returns the registry rows of the stack mechanisms: pdom, hws and
// tf-stack.
func Rows() []sim.MechInfo {
	return []sim.MechInfo{
		{
			Name:            "hws",
			Doc:             "pdom with hybrid warp size: squeezed quarter-warps, 1-4 issue cycles (Jin 2012)",
			New:             func(cfg *sim.Config, _ *isa.Object, p sim.Params) sim.Mechanism { return newHWS(cfg, SettingsOf(p)) },
			Caps:            sim.Caps{Repeat: sim.RepeatWarp},
			Params:          []sim.Param{PathOrderParam(), hybrid.SIMDWidthParam()},
			Baseline:        "pdom",
			BaselineMachine: hybrid.Baseline,
			Stats:           append(append([]sim.StatDoc(nil), pdomStats...), hybrid.StatDocs()...),
		},
		{
			Name: "pdom",
			Doc:  "single-path IPDOM reconvergence stack (GPGPU-Sim style)",
			New: func(_ *sim.Config, _ *isa.Object, p sim.Params) sim.Mechanism {
				d := newPDOM(SettingsOf(p))
				d.keepTop = true
				return d
			},
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Params: []sim.Param{PathOrderParam()},
			Stats:  pdomStats,
		},
		{
			Name:   "tf-stack",
			Doc:    "thread frontiers with a sorted predicate stack (Diamos 2011, TF-STACK)",
			New:    func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newTFStack(obj) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
			Stats: []sim.StatDoc{
				{Name: "join_points", Meaning: "re-convergence checks made: entries of a warp's PC into a join-point block (a frontier block, by a branch or a fall-through); a comparison with the waiting entries, no issue slot"},
				{Name: "max_stack_depth", Meaning: "the most entries of one warp's sorted stack"},
				{Name: "reconvergences", Meaning: "masks merged: a destination inserted at an entry of the same PC, or a waiting entry met at a join point"},
			},
		},
	}
}
