package driver

import (
	"fmt"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mechs"
)

// RunOptions say how to run an object.
type RunOptions struct {
	// Mech is the mechanism with its parameters (Registry.Parse,
	// MechInfo.Configure).
	Mech sim.Mech
	// Mechs is the registry the baseline is looked up in (nil:
	// mechs.Default()).
	Mechs  *sim.Registry
	Config sim.Config // the machine, before the launch's warp size
	// Baseline also runs the hybrid-warp-size baseline of Mech (its
	// registry row's Baseline) and fills Outcome.Baseline; for any other
	// mechanism it is an error.
	Baseline bool
	// Source and Compile are how obj was made, for a baseline that needs
	// code for another target (nil Source: such a baseline is an error).
	Source  *Source
	Compile CompileOptions
	// Overrides are those the launch was resolved with (Source.Launch):
	// with Source, an invalid launch is an error at the directive field
	// or the flag responsible (Source.LaunchError).
	Overrides Overrides
	// Observer, when not nil, is told about every issue of the run (not
	// of the baseline's); the run is then serial (sim.RunObserved).
	Observer sim.Observer
}

// Outcome is what a run gives.
type Outcome struct {
	Result   *sim.Result
	Baseline *Baseline // with RunOptions.Baseline
}

// Baseline is the baseline run of a hybrid-warp-size mechanism, as Jin 2012
// compares them: the mechanism it extends (MechInfo.Baseline) on the same
// machine with a SIMD unit one quarter-warp wide (MechInfo.BaselineMachine),
// beside the thesis' equation 6.1 estimate from the hybrid run's warp
// distribution.
type Baseline struct {
	Mech      string
	SIMDWidth int
	Result    *sim.Result
	// Estimate is equation 6.1 (EstimateOK false: the run reports no
	// quarter statistics).
	Estimate   hybrid.HWSEstimate
	EstimateOK bool
}

// Measured is the baseline's cycles over the hybrid run's (0 when either
// did not end ok).
func (b *Baseline) Measured(h *sim.Result) float64 {
	if b.Result.Status != sim.StatusOK || h.Status != sim.StatusOK || h.Stats.Cycles == 0 {
		return 0
	}
	return float64(b.Result.Stats.Cycles) / float64(h.Stats.Cycles)
}

// Run runs obj under o.Mech with launch l. An error is an invalid launch
// or machine (an input error); with o.Source, a launch's is positioned
// (Source.LaunchError).
func Run(obj *isa.Object, l *sim.Launch, o RunOptions) (*Outcome, error) {
	if o.Baseline && o.Mech.Info.Baseline == "" {
		return nil, fmt.Errorf("mechanism %s has no hybrid-warp-size baseline", o.Mech.Name())
	}
	launchErr := func(key string, err error) error {
		if o.Source == nil {
			return err
		}
		return o.Source.LaunchError(o.Overrides, l, key, err)
	}
	if err := SelectKernel(obj, l); err != nil {
		return nil, launchErr("kernel", err)
	}
	if o.Source != nil {
		if err := o.Source.CheckBlock(obj, l); err != nil {
			return nil, launchErr("block", err)
		}
		kernel := l.Kernel
		if kernel == "" && len(obj.Kernels) == 1 {
			kernel = obj.Kernels[0].Name
		}
		if err := o.Source.CheckSharedBytes(kernel, l); err != nil {
			return nil, launchErr("", err)
		}
	}
	res, err := sim.RunObserved(obj, o.Mech, l, o.Config, o.Observer)
	if err != nil {
		return nil, launchErr("", err)
	}
	out := &Outcome{Result: res}
	if o.Baseline {
		if out.Baseline, err = runBaseline(obj, l, o, res); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// runBaseline runs the baseline of o.Mech, whose run gave res: compiled
// for its own target when that differs, on the machine the registry gives
// it.
func runBaseline(obj *isa.Object, l *sim.Launch, o RunOptions, res *sim.Result) (*Baseline, error) {
	reg := o.Mechs
	if reg == nil {
		reg = mechs.Default()
	}
	base, bc, _, err := reg.Baseline(o.Mech, o.Config, l)
	if err != nil {
		return nil, err
	}
	bobj := obj
	if base.Info.Target != o.Mech.Info.Target {
		if o.Source == nil {
			return nil, fmt.Errorf("%s and its baseline %s need different code", o.Mech.Name(), base.Name())
		}
		co := o.Compile
		co.Mech, co.Mechs = base.Name(), reg
		if bobj, err = o.Source.Compile(co); err != nil {
			return nil, err
		}
	}
	br, err := sim.Run(bobj, base, l, bc)
	if err != nil {
		return nil, fmt.Errorf("baseline %s at SIMD width %d: %v", base.Name(), bc.SIMDWidth, err)
	}
	b := &Baseline{Mech: base.Name(), SIMDWidth: bc.SIMDWidth, Result: br}
	b.Estimate, b.EstimateOK = hybrid.EstimateHWS(res)
	return b, nil
}
