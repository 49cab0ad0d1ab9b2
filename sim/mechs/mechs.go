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

// Family is one family of mechanisms: a package of sim/mech.
type Family struct {
	Name string
	Rows func() []sim.MechInfo
}

// Families returns the mechanism families in the order reports list
// them; each names its rows' MechInfo.Family.
func Families() []Family {
	return []Family{
		// One PC per warp and a stack (or a sorted stack) of the paths
		// still to run.
		{"stack", stack.Rows},
		// Split and reconvergence tables: several paths of a warp
		// schedulable at once.
		{"multi-path", multipath.Rows},
		// A PC per thread; the warp issues for the threads at a chosen
		// PC.
		{"per-thread PC", threadpc.Rows},
		// Issues formed from the threads of several warps of a core.
		{"warp-forming", dwf.Rows},
	}
}

// Default returns a new registry of every mechanism of simtc: the rows of
// the stack, multi-path, per-thread-PC and warp-forming families. Adding
// a mechanism to a family adds it here.
func Default() *sim.Registry {
	var rows []sim.MechInfo
	for _, f := range Families() {
		for _, mi := range f.Rows() {
			mi.Family = f.Name
			rows = append(rows, mi)
		}
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
