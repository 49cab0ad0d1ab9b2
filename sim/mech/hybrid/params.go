package hybrid

import (
	"fmt"
	"strconv"

	"github.com/simtc/simtc/sim"
)

// SIMDWidth is the name of the simd-width parameter.
const SIMDWidth = "simd-width"

// SIMDWidthParam declares simd-width: the lanes of a quarter-warp (an
// int64 of at least 1 and at most the warp size; not given: the
// machine's SIMD width when it is narrower than the warp, otherwise a
// quarter of the warp).
func SIMDWidthParam() sim.Param {
	p := sim.PositiveParam(SIMDWidth, "lanes of a quarter-warp (`N`, at most the warp size; default a quarter of the warp)", "auto")
	p.Check = func(v any, cfg *sim.Config) error {
		if w := v.(int64); w > int64(cfg.WarpSize) {
			return fmt.Errorf("parameter %s: %d exceeds the warp size %d", SIMDWidth, w, cfg.WarpSize)
		}
		return nil
	}
	p.Effective = func(cfg *sim.Config) string { return strconv.Itoa(QuarterWidth(cfg, 0)) }
	return p
}

// Width returns the simd-width parameter of p (0: not given).
func Width(p sim.Params) int { return int(p.Int(SIMDWidth)) }

// Baseline is the BaselineMachine of a hybrid-warp-size mechanism: cfg
// with a SIMD unit one quarter-warp wide (QuarterWidth under p's
// simd-width), on which the baseline mechanism takes WarpSize/width
// cycles per warp instruction.
func Baseline(cfg sim.Config, p sim.Params) sim.Config {
	cfg.SIMDWidth = QuarterWidth(&cfg, Width(p))
	return cfg
}
