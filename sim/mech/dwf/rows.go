package dwf

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

// Settings are the parameters of the warp-forming mechanisms.
type Settings struct {
	SIMDWidth int // simd-width (en-dwf, en-dwf-hws): lanes of a quarter-warp, hybrid.NewQuarters's default when 0
}

// SettingsOf reads the family's settings from parameter values.
func SettingsOf(p sim.Params) Settings { return Settings{SIMDWidth: hybrid.Width(p)} }

// dwfStats documents the family's statistics, those of en-DWF with enDWF.
func dwfStats(enDWF bool, more ...sim.StatDoc) []sim.StatDoc {
	out := []sim.StatDoc{
		{Name: "formed_warps", Meaning: "issues (warps formed from the threads of a core's warps at one PC)"},
		{Name: "merged_warps", Meaning: "issues with threads of two or more home warps"},
		{Name: "merges", Meaning: "home-warp parts beyond the first in those issues (split warps that joined another)"},
	}
	if enDWF {
		out = append(out,
			sim.StatDoc{Name: "relocated_threads", Meaning: "threads moved to another quarter of their lane (the relaxed lane rule)"},
			sim.StatDoc{Name: "resolved_conflicts", Meaning: "merges possible only by relocating threads"})
	}
	return append(out, more...)
}

// Rows returns the registry rows of the warp-forming mechanisms: dwf,
// en-dwf and en-dwf-hws.
func Rows() []sim.MechInfo {
	caps := sim.Caps{LaneScoreboard: true, CollectiveWarpOps: true, ThreadBarriers: true, Repeat: sim.RepeatThread}
	newCore := func(name string, relaxed, squeeze bool) func(*sim.Config, *isa.Object, sim.Params) sim.CoreMechanism {
		return func(cfg *sim.Config, obj *isa.Object, p sim.Params) sim.CoreMechanism {
			return newDWF(name, cfg, obj, SettingsOf(p), relaxed, squeeze)
		}
	}
	return []sim.MechInfo{
		{
			Name:    "dwf",
			Doc:     "dynamic warp formation across a core's warps: per-thread PCs, same PC and no lane conflict, majority scheduling",
			NewCore: newCore("dwf", false, false),
			Caps:    caps,
			Stats:   dwfStats(false),
		},
		{
			Name:    "en-dwf",
			Doc:     "dwf with the relaxed lane rule of Jin 2012 Sec. 4.4 (a thread may move to another quarter of its lane)",
			NewCore: newCore("en-dwf", true, false),
			Caps:    caps,
			Params:  []sim.Param{hybrid.SIMDWidthParam()},
			Stats:   dwfStats(true),
		},
		{
			Name:            "en-dwf-hws",
			Doc:             "en-dwf with hybrid warp size: squeeze, merge, issue only the active quarter-warps (Jin 2012 Fig. 4.6)",
			NewCore:         newCore("en-dwf-hws", true, true),
			Caps:            caps,
			Params:          []sim.Param{hybrid.SIMDWidthParam()},
			Baseline:        "en-dwf",
			BaselineMachine: hybrid.Baseline,
			Stats:           dwfStats(true, hybrid.StatDocs()...),
		},
	}
}
