package explore

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/driver/drivertest"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/passes/ssde"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// load compiles a .cl or .ll file, prepared as lint and SSDE expect (the
// generic pipeline: inlined, returns merged), with its own launch.
func load(t testing.TB, path string) (*ir.Module, *sim.Launch) {
	t.Helper()
	s := drivertest.Load(t, path)
	pr, err := s.Prepare(driver.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return pr.Module, drivertest.Launch(t, s)
}

// paperSSDE applies the paper's SSDE to every kernel of a copy of m:
// ssde.Transform at Algorithm 2's SafePDom, on the loops detection finds
// with its default options (deadlock.Options{}: kernel parameters may
// alias, as the paper assumes).
func paperSSDE(t testing.TB, m *ir.Module) *ir.Module {
	t.Helper()
	c, err := ir.Parse(m.File, []byte(m.String()))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range c.Kernels() {
		if _, err := ssde.Transform(f, deadlock.Detect(f, deadlock.Options{}), ssde.Options{}); err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(f); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// checkedSSDE compiles s as simtc build --ssde and lint --fix do for
// generic code: the pipeline's ssde pass, checked placement (ssde.Apply)
// with lint's detection options for s (pipeline.LintOptions: kernel
// buffers distinct unless --alias conservative, one work-group when the
// launch has one), so that it rewrites the loops lint reports, the way
// simtc rewrites them; the verifier runs around every pass. Detection with
// other options finds other loops and other SafePDoms: with
// deadlock.Options{} (kernel parameters may alias) SSDE leaves
// testdata/lock_then_wait_twice.cl livelocked, and says so
// (ssde.Result.Flagged), where lint, which assumes distinct buffers,
// expects a clean rewrite.
func checkedSSDE(t testing.TB, s *driver.Source) *ir.Module {
	t.Helper()
	pr, err := s.Prepare(driver.CompileOptions{SSDE: true})
	if err != nil {
		t.Fatal(err)
	}
	return pr.Module
}

// TestLintClasses runs the issue-14 kernels of testdata/lint (mini-C and
// clang-14 -O2) under every default schedule: each deadlocks as written
// under some schedule (with the exceptions below), or (nested_lock_ssde)
// after the paper's SSDE; after
// checked SSDE every schedule finishes with the original's MIMD memory.
// With -short the runs that look for a deadlock (as written, the paper's
// SSDE) leave out the seeded mimd interleavings; the check after checked
// SSDE keeps them (they are what finds memory that differs).
func TestLintClasses(t *testing.T) {
	var find Options
	if testing.Short() {
		find.Dimensions = DimensionsWithSeeds(0)
	}
	dir := filepath.Join(corpus.Root(), "testdata", "lint")
	var files []string
	for _, k := range []string{"spin_shared_header", "release_in_exit", "nested_lock_ssde"} {
		files = append(files, filepath.Join(dir, k+".cl"), filepath.Join(dir, k+".O2.ll"))
	}
	// nested_lock_ssde.cl runs as written and deadlocks after the paper's
	// SSDE; at -O2 clang moves the critical section out of the done-flag
	// loop (Fig. 1 again), so it deadlocks as written. release_in_exit's
	// -O2 CFG reconverges the other way round and runs under every default
	// schedule (its finding stays: another path order deadlocks).
	paperOnly := map[string]bool{"nested_lock_ssde.cl": true}
	noDeadlock := map[string]bool{"release_in_exit.O2.ll": true}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			m, l := load(t, path)
			orig, err := Explore(m, l, find)
			if err != nil {
				t.Fatal(err)
			}
			var sb strings.Builder
			orig.WriteText(&sb)
			t.Logf("as written:\n%s", sb.String())
			if paperOnly[name] {
				if orig.Deadlocks() {
					t.Error("deadlocks as written")
				}
				paper, err := ExploreRef(paperSSDE(t, m), l, orig.Reference, find)
				if err != nil {
					t.Fatal(err)
				}
				if !paper.Deadlocks() {
					t.Error("the paper's SSDE placement does not deadlock: the kernel no longer shows class 3")
				}
			} else if !orig.Deadlocks() && !noDeadlock[name] {
				t.Error("no schedule deadlocks")
			}
			cleanAfterSSDE(t, path, l, orig.Reference, Options{}, "after checked SSDE")
		})
	}
}

// TestBlocked: the divergent barrier of testdata deadlocks under pdom with
// no thread spinning: Blocked, not a loop's Deadlock.
func TestBlocked(t *testing.T) {
	m, l := load(t, filepath.Join(corpus.KernelDir(), "divergent_barrier.cl"))
	rep, err := Explore(m, l, Options{Dimensions: []Dimension{Mechs("pdom", "mimd"), WarpSizes(32)}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Deadlocks() || !rep.has(Blocked) || !rep.has(OK) {
		var sb strings.Builder
		rep.WriteText(&sb)
		t.Errorf("outcomes:\n%s", sb.String())
	}
}

// TestSSDEPastBarrier: internal/difftest/testdata/ssde_past_barrier.cl runs
// clean as written; the paper's SSDE placement (past a barrier loop that
// may run zero times) deadlocks it at the barrier; after checked SSDE every
// schedule finishes with the original's MIMD memory.
func TestSSDEPastBarrier(t *testing.T) {
	path := filepath.Join(corpus.Root(), "internal", "difftest", "testdata", "ssde_past_barrier.cl")
	m, l := load(t, path)
	orig, err := Explore(m, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !orig.Clean() {
		t.Fatal("not clean as written")
	}
	paper, err := ExploreRef(paperSSDE(t, m), l, orig.Reference, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if paper.Clean() {
		t.Error("the paper's placement runs clean: the kernel no longer shows the case")
	}
	cleanAfterSSDE(t, path, l, orig.Reference, Options{}, "after checked SSDE")
}

// TestBarnesHutSSDE: Fig. 4b (testdata fig4b_barneshut_flag, mini-C and
// clang-14 -O0/-O2) deadlocks as written under some schedule, and after
// checked SSDE runs clean, with the original's MIMD memory, under every
// default schedule. At -O2 the rewrite moves the reconvergence point of
// the outer loop's branch on k == 1 to the switch block; checked SSDE once
// counted that as a captured spin region and moved the switch to the inner
// loop's exit, which deadlocked on 24 of 36 schedules (issue 14).
func TestBarnesHutSSDE(t *testing.T) {
	for _, path := range []string{
		filepath.Join(corpus.KernelDir(), "fig4b_barneshut_flag.cl"),
		filepath.Join(corpus.Root(), "testdata", "llvm", "fig4b_barneshut_flag.O0.ll"),
		filepath.Join(corpus.Root(), "testdata", "llvm", "fig4b_barneshut_flag.O2.ll"),
	} {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m, l := load(t, path)
			orig, err := Explore(m, l, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !orig.Deadlocks() {
				t.Error("no schedule deadlocks as written")
			}
			if after := cleanAfterSSDE(t, path, l, orig.Reference, Options{}, "after checked SSDE"); len(after.Runs) != 36 {
				t.Errorf("after checked SSDE: %d schedules, want 36", len(after.Runs))
			}
		})
	}
}

// TestSeededInterleavings: testdata/lock_order.cl (a lock-order inversion
// that needs thread 0 to be slow between its two acquisitions) finishes
// under all 28 deterministic schedules, and the default dimensions' seeded
// mimd interleavings find its deadlock. Every schedule that deadlocks is a
// seeded one, and replaying it (same seed, warp size) gives the same
// result bit for bit.
func TestSeededInterleavings(t *testing.T) {
	m, l := load(t, filepath.Join("testdata", "lock_order.cl"))
	plain, err := Explore(m, l, Options{Dimensions: DimensionsWithSeeds(0)})
	if err != nil {
		t.Fatal(err)
	}
	// 24 pdom schedules, and mimd (which ignores the warp scheduler) at
	// each warp size.
	if !plain.Clean() || len(plain.Runs) != 28 {
		var sb strings.Builder
		plain.WriteText(&sb)
		t.Fatalf("without seeds (%d runs), want 28 clean runs:\n%s", len(plain.Runs), sb.String())
	}
	rep, err := Explore(m, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	rep.WriteText(&sb)
	if !rep.Deadlocks() || len(rep.Runs) != 28+DefaultSeeds {
		t.Fatalf("%d runs, want %d with a deadlock:\n%s", len(rep.Runs), 28+DefaultSeeds, sb.String())
	}
	if !strings.Contains(sb.String(), "replay: simtc run --mech mimd --sched random --warp ") {
		t.Errorf("no replay line:\n%s", sb.String())
	}
	c, err := ir.Parse(m.File, []byte(m.String()))
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(isa.Target{}, pipeline.Options{Mech: "mimd"})
	if err != nil {
		t.Fatal(err)
	}
	obj, err := p.Compile(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range rep.Outcomes {
		if o.Kind == OK {
			continue
		}
		for _, s := range o.Schedules {
			if !strings.Contains(s, "sched=random") {
				t.Errorf("%s under a deterministic schedule: %s", o.Kind, s)
				continue
			}
			var seed uint64
			var warp int
			for _, f := range strings.Fields(s) {
				k, v, _ := strings.Cut(f, "=")
				switch k {
				case "seed":
					fmt.Sscan(v, &seed)
				case "warp":
					fmt.Sscan(v, &warp)
				}
			}
			var first []byte
			for range 2 {
				cfg := sim.DefaultConfig()
				cfg.Scheduler, cfg.Seed = sim.SchedRandom, seed
				ll := *l
				ll.Warp = warp
				res, err := mechs.Run(obj, "mimd", &ll, cfg)
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != sim.StatusDeadlock {
					t.Errorf("replay of %s: %s", s, res.Status)
				}
				js, _ := json.Marshal(res)
				if first == nil {
					first = js
				} else if !bytes.Equal(first, js) {
					t.Errorf("replay of %s is not deterministic", s)
				}
			}
		}
	}
}

// TestLockGateKernels runs the kernels of passes/deadlock's lock-gate test
// (testdata/lockgate, SSDE-shaped locks written with goto): gate_ok.cl,
// which lint leaves quiet by the lock-gate rule, finishes under every
// schedule; each counterexample, which lint flags, deadlocks under some
// pdom schedule and under no mimd one (the deadlock is SIMT-induced).
// With -short the seeded mimd interleavings are left out (three quarters
// of the time): the 28 deterministic schedules remain, 4 of them mimd.
func TestLockGateKernels(t *testing.T) {
	var opt Options
	if testing.Short() {
		opt.Dimensions = DimensionsWithSeeds(0)
	}
	files, _ := filepath.Glob(filepath.Join(corpus.Root(), "passes", "deadlock", "testdata", "lockgate", "*.cl"))
	if len(files) < 6 {
		t.Fatalf("only %d kernels in passes/deadlock/testdata/lockgate", len(files))
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			m, l := load(t, path)
			fs := drivertest.Lint(t, m, lint.Options{OneGroup: drivertest.Load(t, path).Dirs.OneGroup()})
			rep, err := Explore(m, l, opt)
			if err != nil {
				t.Fatal(err)
			}
			var sb strings.Builder
			rep.WriteText(&sb)
			ok := name == "gate_ok.cl"
			switch {
			case ok && (len(fs) > 0 || !rep.Clean()):
				t.Errorf("%d findings; outcomes:\n%s", len(fs), sb.String())
			case !ok && (len(fs) == 0 || !rep.Deadlocks()):
				t.Errorf("%d findings, want some; outcomes (want a deadlock):\n%s", len(fs), sb.String())
			}
			for _, o := range rep.Outcomes {
				if o.Kind == OK {
					continue
				}
				for _, s := range o.Schedules {
					if strings.Contains(s, "mech=mimd") {
						t.Errorf("%s under %s: %s", o.Kind, s, o.Detail)
					}
				}
			}
		})
	}
}

// TestLockThenWaitSSDE: testdata/lint/lock_then_wait (issue 31) deadlocks
// under pdom as written (mini-C, -O0, -O2), and its checked-SSDE rewrite
// runs ok, with the original's MIMD memory, on every explored schedule.
func TestLockThenWaitSSDE(t *testing.T) {
	for _, f := range []string{"lock_then_wait.cl", "lock_then_wait.O0.ll", "lock_then_wait.O2.ll"} {
		t.Run(f, func(t *testing.T) {
			path := filepath.Join(corpus.Root(), "testdata", "lint", f)
			m, l := load(t, path)
			orig, err := Explore(m, l, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !orig.Deadlocks() || orig.Reference == nil {
				t.Fatalf("as written: deadlocks %v, reference %v", orig.Deadlocks(), orig.Reference != nil)
			}
			cleanAfterSSDE(t, path, l, orig.Reference, Options{}, "after SSDE")
		})
	}
}

// TestLockThenWaitTwiceSSDE: testdata/lock_then_wait_twice.cl (generated
// kernel w30 on one warp) deadlocks under pdom as written, and its
// checked-SSDE rewrite runs ok, with the original's MIMD memory, on every
// explored schedule. Its runs stop at genMaxCycles, as the generated
// kernel's do (a livelocked schedule would run to the default 10^9).
func TestLockThenWaitTwiceSSDE(t *testing.T) {
	path := filepath.Join("testdata", "lock_then_wait_twice.cl")
	m, l := load(t, path)
	cfg := sim.DefaultConfig()
	cfg.MaxCycles = genMaxCycles
	opt := Options{Config: &cfg}
	orig, err := Explore(m, l, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !orig.Deadlocks() || orig.Reference == nil {
		t.Fatalf("as written: deadlocks %v, reference %v", orig.Deadlocks(), orig.Reference != nil)
	}
	cleanAfterSSDE(t, path, l, orig.Reference, opt, "after SSDE")
}

// cleanAfterSSDE explores the checked-SSDE rewrite of the kernel at path
// (checkedSSDE) with launch l against the reference memory ref, reports
// on t, under the heading what, unless every schedule ends clean, and
// returns the report.
func cleanAfterSSDE(t *testing.T, path string, l *sim.Launch, ref []sim.Buffer, opt Options, what string) *Report {
	t.Helper()
	after, err := ExploreRef(checkedSSDE(t, drivertest.Load(t, path)), l, ref, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !after.Clean() {
		var sb strings.Builder
		after.WriteText(&sb)
		t.Errorf("%s:\n%s", what, sb.String())
	}
	return after
}
