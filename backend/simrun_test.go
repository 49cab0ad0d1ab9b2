package backend

import (
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// The backend's execution tests run the generated code on the simulator
// (package sim) itself, so that the ISA has one interpreter: mimd is the
// semantic reference, pdom the IPDOM stack that uses the rpc fields.

// kernelDir is where @file argument specs of the bundled kernels live.
var kernelDir = filepath.Join("..", "testdata", "kernels")

// simRun runs o's kernel under mech with the launch text (as in a
// simtc:launch directive). cfg may be nil for the default machine.
func simRun(t testing.TB, o *isa.Object, launch, mech string, cfg *sim.Config) *sim.Result {
	t.Helper()
	l, err := harness.ParseLaunch(launch, kernelDir)
	if err != nil {
		t.Fatalf("launch %q: %v", launch, err)
	}
	c := sim.DefaultConfig()
	if cfg != nil {
		c = *cfg
	}
	res, err := mechs.Run(o, mech, l, c)
	if err != nil {
		t.Fatalf("%s: %v", mech, err)
	}
	return res
}

// contents returns the elements of buffer name of r, formatted.
func contents(t testing.TB, r *sim.Result, name string) []string {
	t.Helper()
	b := r.Buffer(name)
	if b == nil {
		t.Fatalf("no buffer %s", name)
	}
	out := make([]string, b.Len())
	for i := range out {
		out[i] = b.Format(i)
	}
	return out
}

// directives returns the launch and expectation texts among ds.
func directives(ds []ir.Directive) (launch string, expects []string) {
	for _, d := range ds {
		switch d.Kind {
		case "launch":
			launch = d.Text
		case "expect":
			expects = append(expects, d.Text)
		}
	}
	return launch, expects
}

// checkExpects runs o under mechs (mimd and pdom when none) with the
// launch of ds and checks the expectations of ds (statuses as simtc run
// checks them).
func checkExpects(t *testing.T, o *isa.Object, ds []ir.Directive, mechs ...string) {
	t.Helper()
	launch, texts := directives(ds)
	if launch == "" || len(texts) == 0 {
		t.Skip("no launch or expectation")
	}
	exps, err := harness.ParseExpects(texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(mechs) == 0 {
		mechs = []string{"mimd", "pdom"}
	}
	for _, mech := range mechs {
		res := simRun(t, o, launch, mech, nil)
		for _, e := range harness.Check(exps, res) {
			t.Errorf("%s: %v", mech, e)
		}
	}
}
