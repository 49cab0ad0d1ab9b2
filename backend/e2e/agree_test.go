package e2e_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// run compiles path (optionally with SSDE) and runs it under mech with the
// launch in dirs.
func run(t *testing.T, path string, dirs harness.Directives, mech string, withSSDE bool, reconv deadlock.Mode) *sim.Result {
	t.Helper()
	m, err := frontend.Load(path, frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if withSSDE {
		// As simtc build --ssde [--reconv nvidia] prepares it: SSDE
		// rewrites what lint reports under that reconvergence rule.
		o := pipeline.Options{SSDE: true, Check: true}
		if reconv == deadlock.ReconvNvidia {
			r := isa.RPCNvidia
			o.Reconv = &r
		}
		p, err := pipeline.New(isa.Target{}, o)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Prepare(m); err != nil {
			t.Fatal(err)
		}
	}
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(dirs.Launch, filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func buffers(r *sim.Result) string {
	var sb strings.Builder
	for _, b := range r.Buffers {
		fmt.Fprintf(&sb, "%s=%x\n", b.Name, b.Data)
	}
	return sb.String()
}

// TestMechanismsAgree: for every bundled kernel, from mini-C and from
// clang's -O0 LLVM IR, the MIMD reference, the IPDOM stack and the IPDOM
// stack after SSDE agree on final memory whenever they terminate; after
// SSDE every kernel finishes under pdom (but the divergent barrier, which
// SSDE does not address), with its buffer expectations met.
func TestMechanismsAgree(t *testing.T) {
	corpus.Sweep(t, "every kernel under every mechanism")
	kernels, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.cl"))
	if len(kernels) == 0 {
		t.Fatal("no kernels")
	}
	for _, cl := range kernels {
		name := strings.TrimSuffix(filepath.Base(cl), ".cl")
		for _, path := range []string{cl, filepath.Join("..", "..", "testdata", "llvm", name+".O0.ll")} {
			t.Run(filepath.Base(path), func(t *testing.T) {
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				dirs, err := harness.Scan(path, src)
				if err != nil || dirs.Launch == "" {
					t.Fatalf("no launch directive (%v)", err)
				}
				mimd := run(t, path, dirs, "mimd", false, deadlock.ReconvIPDOM)
				pdom := run(t, path, dirs, "pdom", false, deadlock.ReconvIPDOM)
				safe := run(t, path, dirs, "pdom", true, deadlock.ReconvIPDOM)
				// SSDE with the Nvidia rule also keeps the new loops single-entry.
				nv := run(t, path, dirs, "pdom", true, deadlock.ReconvNvidia)
				if mimd.Status != sim.StatusOK {
					t.Fatalf("mimd: %s %v %v", mimd.Status, mimd.Fault, mimd.Diagnosis)
				}
				for _, r := range []struct {
					what string
					res  *sim.Result
				}{{"pdom", pdom}, {"pdom --ssde", safe}, {"pdom --ssde --reconv nvidia", nv}} {
					if r.res.Status == sim.StatusOK && buffers(r.res) != buffers(mimd) {
						t.Errorf("%s and mimd disagree:\n%s\nmimd:\n%s", r.what, buffers(r.res), buffers(mimd))
					}
				}
				if pdom.Status == sim.StatusOK && safe.Status == sim.StatusOK && buffers(pdom) != buffers(safe) {
					t.Errorf("pdom and pdom --ssde disagree")
				}
				// SSDE removes SIMT deadlocks from loops; only a barrier in
				// divergent code (which SSDE does not address) may remain.
				for _, r := range []*sim.Result{safe, nv} {
					if r.Status != sim.StatusOK && name != "divergent_barrier" {
						t.Errorf("pdom after SSDE (%s): %s\n%v", r.Mechanism, r.Status, r.Diagnosis)
					}
				}
				exps, err := harness.ParseExpects(dirs.Expects)
				if err != nil {
					t.Fatal(err)
				}
				var memory []harness.Expect
				for _, e := range exps {
					if e.Kind != harness.ExpectStatus {
						memory = append(memory, e)
					}
				}
				if safe.Status == sim.StatusOK {
					for _, e := range harness.Check(memory, safe) {
						t.Errorf("pdom --ssde: %v", e)
					}
				}
			})
		}
	}
}
