// Package e2e_test runs kernels compiled by the backend on the simulator
// (package sim) and checks their simtc:expect directives. It lives apart
// from package backend so that the backend's own tests do not depend on the
// simulator.
package e2e_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

func TestKernelsOnSimulator(t *testing.T) {
	corpus.Sweep(t, "every mini-C kernel on the simulator")
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.cl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no kernels: %v", err)
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		exps, err := harness.ParseExpects(d.Expects)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, mode := range []struct {
			name string
			opts backend.Options
		}{{"inline", backend.Options{}}, {"noinline", backend.Options{NoInline: true}}, {"alldiv", backend.Options{AllDivergent: true}},
			{"ssy", backend.Options{SSY: true}}} {
			// The code does not depend on the mechanism: compile once per
			// mode, when the first mechanism's subtest asks.
			compile := onceObject(func() (*isa.Object, error) {
				m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
				if err != nil {
					return nil, err
				}
				return backend.Compile(m, mode.opts)
			})
			for _, mech := range mechs.Default().Names() {
				t.Run(name+"/"+mode.name+"/"+mech, func(t *testing.T) {
					o, err := compile()
					if err != nil {
						t.Fatal(err)
					}
					l, err := harness.ParseLaunch(d.Launch, filepath.Dir(path))
					if err != nil {
						t.Fatal(err)
					}
					res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
					if err != nil {
						t.Fatal(err)
					}
					for _, e := range harness.Check(exps, res) {
						t.Error(e)
					}
					if res.Status != sim.StatusOK && res.Status != sim.StatusDeadlock {
						t.Errorf("status %s: %v %v", res.Status, res.Fault, res.Diagnosis)
					}
				})
			}
		}
	}
}

// TestLLVMKernelsOnSimulator runs the clang-14 LLVM IR of the bundled
// kernels with the directives of their mini-C originals. clang does not
// keep OpenCL parameter names, so the parameters take the names of the
// launch arguments, in order.
func TestLLVMKernelsOnSimulator(t *testing.T) {
	corpus.Sweep(t, "every .ll kernel on the simulator")
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "llvm", "*.ll"))
	if len(files) == 0 {
		t.Skip("no LLVM IR files")
	}
	for _, path := range files {
		base := filepath.Base(path)
		name := base[:strings.IndexByte(base, '.')]
		clSrc, err := os.ReadFile(filepath.Join("..", "..", "testdata", "kernels", name+".cl"))
		if err != nil {
			continue
		}
		d, err := harness.Scan(name+".cl", clSrc)
		if err != nil {
			t.Fatal(err)
		}
		all, err := harness.ParseExpects(d.Expects)
		if err != nil {
			t.Fatal(err)
		}
		// The status expectations are about the mini-C code: clang -O2 may
		// turn a SIMT-safe loop back into a deadlocking one (it does with
		// spinlock_safe, moving the critical section out of the loop, as
		// ElTantawy and Aamodt observe). Final memory must still match.
		var exps []harness.Expect
		for _, e := range all {
			if e.Kind != harness.ExpectStatus {
				exps = append(exps, e)
			}
		}
		// The code does not depend on the mechanism: compile once, when
		// the first mechanism's subtest asks.
		compile := onceObject(func() (*isa.Object, error) {
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			m, err := llvm.Import(base, src, llvm.Options{})
			if err != nil {
				return nil, err
			}
			l, err := harness.ParseLaunch(d.Launch, ".")
			if err != nil {
				return nil, err
			}
			ks := m.Kernels()
			if len(ks) != 1 || len(ks[0].Params) != len(l.Args) {
				return nil, fmt.Errorf("%d kernels; launch has %d arguments", len(ks), len(l.Args))
			}
			for i, p := range ks[0].Params {
				p.Name = l.Args[i].Name
			}
			return backend.Compile(m, backend.Options{})
		})
		for _, mech := range mechs.Default().Names() {
			t.Run(base+"/"+mech, func(t *testing.T) {
				o, err := compile()
				if err != nil {
					t.Fatal(err)
				}
				l, err := harness.ParseLaunch(d.Launch, ".")
				if err != nil {
					t.Fatal(err)
				}
				res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range harness.Check(exps, res) {
					t.Error(e)
				}
			})
		}
	}
}

// onceObject returns a function that calls compile the first time and
// returns its result every time: one compile shared by the subtests of
// every mechanism (the simulator does not change an object).
func onceObject(compile func() (*isa.Object, error)) func() (*isa.Object, error) {
	var (
		o    *isa.Object
		err  error
		done bool
	)
	return func() (*isa.Object, error) {
		if !done {
			o, err = compile()
			done = true
		}
		return o, err
	}
}
