package driver

import (
	"fmt"
	"slices"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// RunOptions say how to run an object.
type RunOptions struct {
	Mech   string
	Config sim.Config // the machine, before the launch's warp size
	// Baseline also runs the hybrid-warp-size baseline of Mech (its
	// registry row's Baseline) and fills Outcome.Baseline; for any other
	// mechanism it is an error.
	Baseline bool
	// Source and Compile are how obj was made, for a baseline that needs
	// code for another target (nil Source: such a baseline is an error).
	Source  *Source
	Compile CompileOptions
}

// Outcome is what a run gives.
type Outcome struct {
	Result   *sim.Result
	Baseline *Baseline // with RunOptions.Baseline
}

// Baseline is the baseline run of a hybrid-warp-size mechanism, as Jin 2012
// compares them: the mechanism it extends (MechInfo.Baseline) on the same
// machine with a SIMD unit one quarter-warp wide, beside the thesis'
// equation 6.1 estimate from the hybrid run's warp distribution.
type Baseline struct {
	Mech      string
	SIMDWidth int
	Result    *sim.Result
	// Estimate is equation 6.1 (ok false: the run reports no quarter
	// statistics).
	Estimate   sim.HWSEstimate
	EstimateOK bool
}

// Measured is the baseline's cycles over the hybrid run's (0 when either
// did not end ok).
func (b *Baseline) Measured(hybrid *sim.Result) float64 {
	if b.Result.Status != sim.StatusOK || hybrid.Status != sim.StatusOK || hybrid.Stats.Cycles == 0 {
		return 0
	}
	return float64(b.Result.Stats.Cycles) / float64(hybrid.Stats.Cycles)
}

// Run runs obj under o.Mech with launch l. An error is an invalid launch
// or machine (an input error).
func Run(obj *isa.Object, l *sim.Launch, o RunOptions) (*Outcome, error) {
	mi, err := sim.Lookup(o.Mech)
	if err != nil {
		return nil, err
	}
	var base sim.MechInfo
	if o.Baseline {
		if mi.Baseline == "" {
			return nil, fmt.Errorf("mechanism %s has no hybrid-warp-size baseline (use hws or en-dwf-hws)", o.Mech)
		}
		if base, err = sim.Lookup(mi.Baseline); err != nil {
			return nil, fmt.Errorf("baseline of %s: %v", o.Mech, err)
		}
	}
	res, err := sim.RunWith(obj, mi, l, o.Config)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Result: res}
	if o.Baseline {
		if out.Baseline, err = runBaseline(obj, l, o, mi, base, res); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// runBaseline runs base, the baseline of the hybrid mechanism mi whose run
// gave res: compiled for its own target when that differs, on the machine
// of the run with a SIMD width of one quarter-warp.
func runBaseline(obj *isa.Object, l *sim.Launch, o RunOptions, mi, base sim.MechInfo, res *sim.Result) (*Baseline, error) {
	bobj := obj
	if base.Target != mi.Target {
		if o.Source == nil {
			return nil, fmt.Errorf("%s and its baseline %s need different code", mi.Name, base.Name)
		}
		co := o.Compile
		co.Mech = base.Name
		var err error
		if bobj, err = o.Source.Compile(co); err != nil {
			return nil, err
		}
	}
	bc := MachineFor(o.Config, l)
	bc.SIMDWidth = sim.QuarterWidth(&bc)
	if !slices.Contains(base.Settings, sim.SettingSIMDWidth) {
		bc.Mech.SIMDWidth = 0
	}
	br, err := sim.RunWith(bobj, base, l, bc)
	if err != nil {
		return nil, fmt.Errorf("baseline %s at SIMD width %d: %v", base.Name, bc.SIMDWidth, err)
	}
	b := &Baseline{Mech: base.Name, SIMDWidth: bc.SIMDWidth, Result: br}
	b.Estimate, b.EstimateOK = sim.EstimateHWS(res)
	return b, nil
}
