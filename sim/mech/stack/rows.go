package stack

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

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
		},
		{
			Name:   "pdom",
			Doc:    "single-path IPDOM reconvergence stack (GPGPU-Sim style)",
			New:    func(_ *sim.Config, _ *isa.Object, p sim.Params) sim.Mechanism { return newPDOM(SettingsOf(p)) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Params: []sim.Param{PathOrderParam()},
		},
		{
			Name:   "tf-stack",
			Doc:    "thread frontiers with a sorted predicate stack (Diamos 2011, TF-STACK)",
			New:    func(_ *sim.Config, obj *isa.Object, _ sim.Params) sim.Mechanism { return newTFStack(obj) },
			Caps:   sim.Caps{Repeat: sim.RepeatWarp},
			Target: isa.Target{Layout: isa.LayoutPriority, Frontiers: true},
		},
	}
}
