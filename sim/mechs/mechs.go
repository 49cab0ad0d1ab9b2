// Package mechs is the registry of simtc's reconvergence mechanisms: it
// puts the rows of the mechanism families of sim/mech together.
//
//	reg := mechs.Default()                     // a fresh *sim.Registry
//	m, err := reg.Parse("mp:max-splits=2")     // a mechanism and its parameters
//	res, err := sim.Run(obj, m, l, cfg)        // the machine runs it
//	res, err = mechs.Run(obj, "pdom", l, cfg)  // the same, in one call
//
// The machine (package sim) imports no mechanism; whoever runs it hands it
// a mechanism from a registry, this one or one with rows of its own
// (Registry.Add: a test mechanism, a new family).
package mechs

import (
	"fmt"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/dwf"
	"github.com/simtc/simtc/sim/mech/multipath"
	"github.com/simtc/simtc/sim/mech/stack"
	"github.com/simtc/simtc/sim/mech/threadpc"
)

// DefaultMechanism is the mechanism `simtc run` uses without --mech.
const DefaultMechanism = "pdom"

// Default returns a new registry of every mechanism of simtc: the rows of
// the stack, multi-path, per-thread-PC and warp-forming families. Adding
// a mechanism to a family adds it here.
func Default() *sim.Registry {
	var rows []sim.MechInfo
	for _, family := range [][]sim.MechInfo{stack.Rows(), multipath.Rows(), threadpc.Rows(), dwf.Rows()} {
		rows = append(rows, family...)
	}
	r, err := sim.NewRegistry(rows...)
	if err != nil {
		panic(fmt.Sprintf("mechs.Default: %v", err))
	}
	return r
}

// Run runs the launch of a kernel of obj under the mechanism spec ("pdom",
// "mp:max-splits=2", see sim.Registry.Parse) of the default registry on a
// machine configured by cfg (sim.Run).
func Run(obj *isa.Object, spec string, l *sim.Launch, cfg sim.Config) (*sim.Result, error) {
	return Default().Run(obj, spec, l, cfg)
}
