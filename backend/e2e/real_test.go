package e2e_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// o2Spinlocks are the testdata/real files where clang -O2 moves the
// critical section of a SIMT-safe lock (taken and released inside the
// retry loop) out of the loop, after it: the acquire loop becomes a plain
// spin loop, which deadlocks under the pdom (IPDOM) mechanism, as
// ElTantawy and Aamodt (MICRO 2016) observe for clang and NVCC. Under pdom
// these must deadlock; under mimd they must compute the native result.
var o2Spinlocks = map[string]bool{
	"account_lock.spir64.O2.ll":  true,
	"account_lock.nvptx64.O2.ll": true,
	"mutex_struct.cuda.O2.ll":    true,
	"flag_lock.spir64.O2.ll":     true,
	"flag_lock.nvptx64.O2.ll":    true,
}

// TestRealCorpusOnSimulator imports every clang-14 file of testdata/real
// (spir64, nvptx64 and CUDA, -O0 and -O2), compiles it and runs it under
// every mechanism with the launch and expectations of its source (carried
// in the .ll's header comments). The expectations are the values the
// kernels compute natively (see internal/corpus's TestRealNative).
func TestRealCorpusOnSimulator(t *testing.T) {
	corpus.Sweep(t, "every testdata/real kernel on the simulator")
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "real", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no testdata/real/*.ll files")
	}
	for _, path := range files {
		base := filepath.Base(path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		exps, err := harness.ParseExpects(d.Expects)
		if err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		if d.Launch == "" || len(exps) == 0 {
			t.Errorf("%s: no launch or expectations", base)
			continue
		}
		for _, mi := range mechs.Default().Rows() {
			mech := mi.Name
			t.Run(base+"/"+mech, func(t *testing.T) {
				m, err := llvm.Import(base, src, llvm.Options{})
				if err != nil {
					t.Fatal(err)
				}
				l, err := harness.ParseLaunch(d.Launch, ".")
				if err != nil {
					t.Fatal(err)
				}
				ks := m.Kernels()
				if len(ks) != 1 || len(ks[0].Params) != len(l.Args) {
					t.Fatalf("%d kernels; launch has %d arguments", len(ks), len(l.Args))
				}
				// nvptx and -O2 output may lose the parameter names: the
				// launch names them in order.
				for i, p := range ks[0].Params {
					p.Name = l.Args[i].Name
				}
				p, err := pipeline.New(mi.Target, pipeline.Options{Mech: mech, Check: true})
				if err != nil {
					t.Fatal(err)
				}
				o, err := p.Compile(m)
				if err != nil {
					t.Fatal(err)
				}
				res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
				if err != nil {
					t.Fatal(err)
				}
				// clang -O2 made these locks spin loops: pdom deadlocks
				// (the paper's case), other SIMT mechanisms may; those
				// that schedule every thread fairly (mimd, its) finish.
				if o2Spinlocks[base] && mech == "pdom" && res.Status != sim.StatusDeadlock {
					t.Fatalf("status %s, want deadlock (clang -O2 made the lock a spin loop)", res.Status)
				}
				if o2Spinlocks[base] && !mi.Caps.FairScheduling && res.Status == sim.StatusDeadlock {
					return
				}
				if res.Status != sim.StatusOK {
					t.Fatalf("status %s: %v %v", res.Status, res.Fault, res.Diagnosis)
				}
				for _, e := range harness.Check(exps, res) {
					t.Error(e)
				}
			})
		}
	}
}

// TestWarpConstructsOnSimulator runs the hand-made LLVM IR files of
// backend/testdata whose kernels need warp-synchronous execution (which
// the backend's own MIMD test machine lacks) on the simulator.
func TestWarpConstructsOnSimulator(t *testing.T) {
	for _, file := range []string{"subgroup_shuffle.ll"} {
		path := filepath.Join("..", "testdata", file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(path, src)
		if err != nil {
			t.Fatal(err)
		}
		exps, err := harness.ParseExpects(d.Expects)
		if err != nil || len(exps) == 0 {
			t.Fatalf("%s: expectations: %v", file, err)
		}
		for _, mech := range mechs.Default().Names() {
			m, err := llvm.Import(file, src, llvm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			l, err := harness.ParseLaunch(d.Launch, ".")
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range m.Kernels()[0].Params {
				p.Name = l.Args[i].Name
			}
			o, err := backend.Compile(m, backend.Options{})
			if err != nil {
				t.Fatal(err)
			}
			res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range harness.Check(exps, res) {
				t.Errorf("%s/%s: %v", file, mech, e)
			}
		}
	}
}
