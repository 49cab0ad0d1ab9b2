package stack

import (
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mech/hybrid"
)

// PathOrder says which path of a divergent branch a stack mechanism runs
// first.
type PathOrder string

// The path orders.
const (
	PathTaken       PathOrder = "taken"
	PathFallthrough PathOrder = "fallthrough"
)

// ParamPathOrder is the name of the path-order parameter.
const ParamPathOrder = "path-order"

// PathOrderParam declares path-order (a string: taken, the default, or
// fallthrough).
func PathOrderParam() sim.Param {
	return sim.ChoiceParam(ParamPathOrder, "which path of a divergent branch a stack mechanism runs first: taken (default) or fallthrough",
		string(PathTaken), string(PathFallthrough))
}

// Settings are the parameters of the stack mechanisms; a zero field is
// the default.
type Settings struct {
	PathOrder PathOrder // path-order (pdom, hws): taken when ""
	SIMDWidth int       // simd-width (hws): lanes of a quarter-warp, hybrid.NewQuarters's default when 0
}

// SettingsOf reads the family's settings from parameter values.
func SettingsOf(p sim.Params) Settings {
	return Settings{PathOrder: PathOrder(p.String(ParamPathOrder)), SIMDWidth: hybrid.Width(p)}
}
