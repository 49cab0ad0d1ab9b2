package sim_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// parallelOnly runs a launch with the parallel engine alone: ok is false
// when it gave up (the serial run decides).
func parallelOnly(t testing.TB, o *isa.Object, mech string, l *sim.Launch, cfg sim.Config) (*sim.Result, bool) {
	r, why := parallelWhy(t, o, mech, l, cfg)
	return r, why == ""
}

// parallelWhy is parallelOnly saying why the engine gave up ("" when it
// did not; "serial" when the launch is not simulated in parallel).
func parallelWhy(t testing.TB, o *isa.Object, mech string, l *sim.Launch, cfg sim.Config) (*sim.Result, string) {
	m, err := mechs.Default().Parse(mech)
	if err != nil {
		t.Fatal(err)
	}
	r, why, err := sim.ParallelWhy(o, m, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r, why
}

// lockstep runs a launch on the serial engine alone (sim.RunLockstep):
// the reference of every engine test.
func lockstep(t testing.TB, o *isa.Object, mech string, l *sim.Launch, cfg sim.Config) *sim.Result {
	t.Helper()
	m, err := mechs.Default().Parse(mech)
	if err != nil {
		t.Fatal(err)
	}
	r, err := sim.RunLockstep(o, m, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func jsonOf(t testing.TB, r *sim.Result) []byte {
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type parKernel struct {
	name   string
	launch *sim.Launch
	obj    *isa.Object
}

// goldenCorpus loads the golden objects (testdata/golden/obj) with their
// launches.
func goldenCorpus(t testing.TB) []parKernel {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "obj", "*.simt"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	var out []parKernel
	for _, f := range files {
		name := strings.ReplaceAll(strings.TrimSuffix(filepath.Base(f), ".simt"), "__", "/")
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		d, err := harness.Scan(name, src)
		if err != nil || d.Launch == "" {
			continue
		}
		l, err := harness.ParseLaunch(d.Launch, filepath.Join("..", "testdata", filepath.Dir(filepath.FromSlash(name))))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		o, err := isa.Unmarshal(b)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, parKernel{name, l, o})
	}
	return out
}

// TestJobsCorpus: every corpus kernel under pdom and mimd gives the
// lockstep run's JSON, byte for byte, with 0, 1, 2 and 4 jobs.
func TestJobsCorpus(t *testing.T) {
	corpus.Sweep(t, "every corpus kernel with 0, 1, 2 and 4 jobs")
	par, fell := 0, 0
	for _, k := range goldenCorpus(t) {
		for _, mech := range []string{"pdom", "mimd"} {
			cfg := sim.DefaultConfig()
			want := lockstep(t, k.obj, mech, k.launch, cfg)
			wb := jsonOf(t, want)
			for _, jobs := range []int{0, 1, 2, 4} {
				cfg.Jobs = jobs
				got, err := mechs.Run(k.obj, mech, k.launch, cfg)
				if err != nil {
					t.Fatal(err)
				}
				if gb := jsonOf(t, got); !bytes.Equal(gb, wb) {
					t.Errorf("%s/%s --jobs %d:\n got %s\nwant %s", k.name, mech, jobs, gb, wb)
				}
				if jobs != 2 {
					continue
				}
				r, why := parallelWhy(t, k.obj, mech, k.launch, cfg)
				switch why {
				case "":
					par++
					if gb := jsonOf(t, r); !bytes.Equal(gb, wb) {
						t.Errorf("%s/%s parallel engine:\n got %s\nwant %s", k.name, mech, gb, wb)
					}
				case "serial":
				default:
					fell++
					t.Logf("%s/%s: serial rerun: %s", k.name, mech, why)
				}
				// Blocks that share nothing run in parallel; atomics on
				// one counter from two blocks are communication.
				switch k.name {
				case "kernels/vecadd.cl", "llvm/vecadd.O2.ll":
					if why != "" {
						t.Errorf("%s/%s: not parallel: %s", k.name, mech, why)
					}
				case "kernels/atomics.cl", "llvm/atomics.O2.ll":
					if !strings.Contains(why, "communicated through global memory") {
						t.Errorf("%s/%s: parallel engine did not see the communication (%q)", k.name, mech, why)
					}
				}
			}
		}
	}
	t.Logf("%d runs parallel, %d fell back to the serial run", par, fell)
}

// TestJobsWide: a 64-block launch (two waves of blocks on 4 cores, so
// blocks are dispatched as others retire) runs on the parallel engine and
// gives the serial run's JSON, under both mechanisms and every scheduler,
// with 2, 3 and 4 goroutines (3 alone with -short: cores split unevenly;
// TestJobsUneven and TestJobsEveryMechanism run 2).
func TestJobsWide(t *testing.T) {
	o := wideLoop(t)
	jobss := []int{2, 3, 4}
	if testing.Short() {
		jobss = []int{3}
	}
	for _, mech := range []string{"pdom", "mimd"} {
		scheds, launch := []sim.Scheduler{sim.SchedGTO, sim.SchedLRR, sim.SchedGTLRR}, "grid=64 block=128 out=int32[8192]"
		if mech == "mimd" {
			// Always loose round-robin; one thread per issue: fewer threads.
			scheds, launch = scheds[:1], "grid=64 block=32 out=int32[2048]"
		}
		for _, sched := range scheds {
			l := mustLaunch(t, launch)
			cfg := sim.DefaultConfig()
			cfg.Scheduler = sched
			want := lockstep(t, o, mech, l, cfg)
			if want.Status != sim.StatusOK {
				t.Fatalf("%s/%s: %v", mech, sched, want.Status)
			}
			wb := jsonOf(t, want)
			for _, jobs := range jobss {
				cfg.Jobs = jobs
				got, ok := parallelOnly(t, o, mech, l, cfg)
				if !ok {
					t.Fatalf("%s/%s: the parallel engine gave up", mech, sched)
				}
				if gb := jsonOf(t, got); !bytes.Equal(gb, wb) {
					t.Errorf("%s/%s jobs %d:\n got %s\nwant %s", mech, sched, jobs, gb, wb)
				}
			}
		}
	}
}

// TestJobsUneven: warps and blocks that finish at different times on
// warp-limited cores (blocks of 8 warps, 6 per core), so that blocks
// retire, and are dispatched, at scattered cycles on every core: the
// parallel engine goes through and gives the serial run's JSON, for 2 and
// 4 goroutines (with -short one count per mechanism: pdom 4, mimd 2).
func TestJobsUneven(t *testing.T) {
	o := wideCollatz(t)
	for m, mech := range []string{"pdom", "mimd"} {
		l := mustLaunch(t, "grid=48 block=256 out=int32[12288]")
		cfg := sim.DefaultConfig()
		want := lockstep(t, o, mech, l, cfg)
		if want.Status != sim.StatusOK {
			t.Fatalf("%s: %v", mech, want.Status)
		}
		counts := []int{2, 4}
		if testing.Short() {
			counts = counts[1-m : 2-m]
		}
		for _, jobs := range counts {
			cfg.Jobs = jobs
			r, why := parallelWhy(t, o, mech, l, cfg)
			if why != "" {
				t.Errorf("%s jobs %d: the parallel engine gave up: %s", mech, jobs, why)
			} else if !bytes.Equal(jsonOf(t, r), jsonOf(t, want)) {
				t.Errorf("%s jobs %d: parallel engine differs", mech, jobs)
			}
			got, err := mechs.Run(o, mech, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(jsonOf(t, got), jsonOf(t, want)) {
				t.Errorf("%s: --jobs %d differs", mech, jobs)
			}
		}
	}
}

// TestJobsNoSpin: TestJobsUneven's launches with the goroutines sleeping
// as soon as they wait (no polling, parSpin: every wait for a window, for
// the workers at its end and at its tail takes the sleeping path) give
// the serial run's JSON, for 2 and 4 goroutines.
func TestJobsNoSpin(t *testing.T) {
	o := wideCollatz(t)
	for _, mech := range []string{"pdom", "mimd"} {
		l := mustLaunch(t, "grid=48 block=256 out=int32[12288]")
		cfg := sim.DefaultConfig()
		want := jsonOf(t, lockstep(t, o, mech, l, cfg))
		for _, jobs := range []int{2, 4} {
			cfg.Jobs = jobs
			m, err := mechs.Default().Parse(mech)
			if err != nil {
				t.Fatal(err)
			}
			r, why, err := sim.ParallelNoSpin(o, m, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if why != "" {
				t.Errorf("%s jobs %d: the parallel engine gave up: %s", mech, jobs, why)
			} else if !bytes.Equal(jsonOf(t, r), want) {
				t.Errorf("%s jobs %d: parallel engine without polling differs", mech, jobs)
			}
		}
	}
}

// spinOrWork: even blocks loop 40+8*ctaid times (a state that never
// repeats: the counter), store 1 to out[ctaid] and exit; odd blocks spin
// on flag[0], which nothing writes (the same state at every backward
// branch). The spinners deadlock, after the workers' progress on other
// cores has ended.
func spinOrWork(t testing.TB) *isa.Object {
	p := newProg("spin.cl")
	p.at(1).i(s2r(9, isa.SRegCtaidX)).i(ldParam(3, 0)).i(ldParam(4, 8)).
		i(opi(isa.OpAnd, isa.I32, 5, 9, 1)).cbra(5, false, "spin", "")
	p.at(2).i(opi(isa.OpMul, isa.I32, 2, 9, 8)).i(opi(isa.OpAdd, isa.I32, 2, 2, 40)).i(movi(1, 0))
	p.at(3).label("loop").i(opi(isa.OpAdd, isa.I32, 1, 1, 1)).i(icmp3(isa.CondSLT, 5, 1, 2)).cbra(5, false, "loop", "")
	p.at(4).elemAddr(6, 3, 9).i(movi(7, 1)).i(st32(isa.SpaceGlobal, 6, 0, 7)).i(exit())
	p.at(5).label("spin").i(ld32(isa.SpaceGlobal, 6, 4, 0)).i(icmpi(isa.CondEQ, 7, 6, 0)).cbra(7, false, "spin", "")
	p.at(6).i(exit())
	return p.object(t, "spin", []param{ptrParam("out"), ptrParam("flag")}, 10, 0)
}

// TestJobsRepeat: a launch whose spinning blocks deadlock while blocks on
// other cores still make progress: the parallel engine's repeat checks
// (each core in its own view of progress) see the spinners repeat and give
// up, and --jobs gives the serial run's deadlock, byte for byte, under
// pdom (warps) and mimd (threads).
func TestJobsRepeat(t *testing.T) {
	o := spinOrWork(t)
	for _, mech := range []string{"pdom", "mimd"} {
		l := mustLaunch(t, "grid=24 block=64 out=int32[24] flag=int32[1]")
		cfg := sim.DefaultConfig()
		want := lockstep(t, o, mech, l, cfg)
		if want.Status != sim.StatusDeadlock {
			t.Fatalf("%s: serial run: %s, want deadlock", mech, want.Status)
		}
		for _, jobs := range []int{1, 2, 4} {
			cfg.Jobs = jobs
			if _, why := parallelWhy(t, o, mech, l, cfg); why != "a repeat check found a repeated state" {
				t.Errorf("%s jobs %d: the parallel engine: %q, want the repeat found", mech, jobs, why)
			}
			got, err := mechs.Run(o, mech, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if gb, wb := jsonOf(t, got), jsonOf(t, want); !bytes.Equal(gb, wb) {
				t.Errorf("%s jobs %d:\n got %s\nwant %s", mech, jobs, gb, wb)
			}
		}
	}
}

// TestJobsEveryMechanism: every registered mechanism runs a launch with
// blocks dispatched as others retire (wide: two blocks per core, 24
// blocks) and one whose warps finish at scattered cycles (collatz: blocks
// of 8 warps on cores of 12 warp slots) on the parallel engine, which
// goes through and gives the serial run's JSON. With -short each
// mechanism runs one of the two, in turn (both shapes stay covered).
func TestJobsEveryMechanism(t *testing.T) {
	wide, collatz := wideLoop(t), wideCollatz(t)
	for i, mech := range mechs.Default().Names() {
		for j, k := range []struct {
			name, launch  string
			o             *isa.Object
			blocks, warps int
		}{
			{"wide", "grid=24 block=64 out=int32[1536]", wide, 2, 48},
			{"collatz", "grid=12 block=256 out=int32[3072]", collatz, 8, 12},
		} {
			if testing.Short() && i%2 != j {
				continue
			}
			l := mustLaunch(t, k.launch)
			cfg := sim.DefaultConfig()
			cfg.BlocksPerCore, cfg.WarpsPerCore = k.blocks, k.warps
			want := lockstep(t, k.o, mech, l, cfg)
			if want.Status != sim.StatusOK {
				t.Fatalf("%s %s: %v", mech, k.name, want.Status)
			}
			cfg.Jobs = 2
			got, why := parallelWhy(t, k.o, mech, l, cfg)
			if why != "" {
				t.Errorf("%s %s: the parallel engine gave up: %s", mech, k.name, why)
			} else if gb, wb := jsonOf(t, got), jsonOf(t, want); !bytes.Equal(gb, wb) {
				t.Errorf("%s %s:\n got %s\nwant %s", mech, k.name, gb, wb)
			}
		}
	}
}

// TestJobsOneWindowed: with 1 job (one goroutine) a run of several
// cores and blocks is the windowed engine's unless the kernel has atomics
// on global memory, and with any jobs it gives the lockstep run's JSON,
// byte for byte: on a launch the engine goes through (blocks dispatched
// as others retire), one whose blocks store to one word (the cores
// communicate: serial rerun), one whose spinning blocks deadlock (a
// repeat: serial rerun), one whose blocks end with an atomic on one
// counter (lockstep on one goroutine; 2 try and rerun) and one whose
// atomics are on local memory (windowed: machine.atomicsGlobal is about
// global and generic memory only), under pdom and
// mimd, on the simple machine and gtx480 (windows at the memory epochs).
// Jobs 0 is lockstep.
func TestJobsOneWindowed(t *testing.T) {
	const body = `
    int id = get_global_id(0);
    int s = 0;
    for (int i = 0; i < 40 + id % 7; i++) s += i * id;
    out[id] = s;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0) `
	last := compileMiniC(t, "last.cl", "kernel void k(global int *out, global int *total) {"+body+"total[0] = s;\n}")
	sum := compileMiniC(t, "sum.cl", "kernel void k(global int *out, global int *total) {"+body+"atomic_add(total, s);\n}")
	// An atomic on local memory (each block's own): no reason to run
	// lockstep on one goroutine.
	local := compileMiniC(t, "local.cl", "kernel void k(global int *out) {\n    local int n;\n    if (get_local_id(0) == 0) n = 0;\n    barrier(CLK_LOCAL_MEM_FENCE);\n    atomic_add(&n, 1);\n    barrier(CLK_LOCAL_MEM_FENCE);\n    out[get_global_id(0)] = n;\n}")
	const shared = "communicated through global memory (total)"
	for _, k := range []struct {
		name, launch string
		o            *isa.Object
		why1, why2   string // ParallelWhy with 1 and 2 jobs (up to the cores)
	}{
		{"wide", "grid=24 block=64 out=int32[1536]", wideLoop(t), "", ""},
		{"last", "grid=16 block=64 out=int32[1024] total=int32[1]", last, shared, shared},
		{"spin", "grid=12 block=64 out=int32[12] flag=int32[1]", spinOrWork(t), "a repeat check found a repeated state", "a repeat check found a repeated state"},
		{"sum", "grid=16 block=64 out=int32[1024] total=int32[1]", sum, "serial", shared},
		{"local", "grid=16 block=64 out=int32[1024]", local, "", ""},
	} {
		for _, name := range []string{"simple", "gtx480"} {
			for _, mech := range []string{"pdom", "mimd"} {
				l := mustLaunch(t, k.launch)
				cfg := presetMachine(t, name)
				want := lockstep(t, k.o, mech, l, cfg)
				wb := jsonOf(t, want)
				for _, jobs := range []int{0, 1, 2} {
					cfg.Jobs = jobs
					wantWhy := [...]string{"serial", k.why1, k.why2}[jobs]
					r, why := parallelWhy(t, k.o, mech, l, cfg)
					if why != wantWhy && (wantWhy == "" || !strings.HasSuffix(why, wantWhy)) {
						t.Errorf("%s %s %s jobs %d: the windowed engine: %q, want %q", k.name, name, mech, jobs, why, wantWhy)
					} else if why == "" && !bytes.Equal(jsonOf(t, r), wb) {
						t.Errorf("%s %s %s jobs %d: the windowed engine:\n got %s\nwant %s", k.name, name, mech, jobs, jsonOf(t, r), wb)
					}
					got, err := mechs.Run(k.o, mech, l, cfg)
					if err != nil {
						t.Fatal(err)
					}
					if gb := jsonOf(t, got); !bytes.Equal(gb, wb) {
						t.Errorf("%s %s %s jobs %d:\n got %s\nwant %s", k.name, name, mech, jobs, gb, wb)
					}
				}
			}
		}
	}
}

// TestDefaultConfigWindowed: DefaultConfig (the Go API's, the presets',
// simtc bench's) runs a launch of several blocks on the windowed engine
// on one goroutine, as simtc run --jobs 1 does.
func TestDefaultConfigWindowed(t *testing.T) {
	cfg := sim.DefaultConfig()
	if cfg.Jobs != 1 {
		t.Errorf("DefaultConfig's Jobs is %d, want 1", cfg.Jobs)
	}
	if _, why := parallelWhy(t, wideLoop(t), "pdom", mustLaunch(t, "grid=8 block=64 out=int32[512]"), cfg); why != "" {
		t.Errorf("DefaultConfig: the windowed engine: %q, want it to go through", why)
	}
}

// TestWindowedIssueWidthOne: a machine issuing more than one instruction
// per scheduler and cycle runs lockstep whatever Jobs (the windowed
// engine's model assumes a block's retiring issue is its scheduler's last
// in the cycle, parallel.go's (b)); with IssueWidth 1 the same launch
// goes through the windowed engine.
func TestWindowedIssueWidthOne(t *testing.T) {
	l := mustLaunch(t, "grid=24 block=64 out=int32[1536]")
	for _, width := range []int{1, 2} {
		for _, jobs := range []int{1, 2} {
			cfg := presetMachine(t, "simple")
			cfg.IssueWidth, cfg.Jobs = width, jobs
			want := map[bool]string{true: "", false: "serial"}[width == 1]
			if _, why := parallelWhy(t, wideLoop(t), "pdom", l, cfg); why != want {
				t.Errorf("issue width %d, jobs %d: the windowed engine: %q, want %q", width, jobs, why, want)
			}
		}
	}
}

// TestSchedule: the window scheduler (window.work) keeps 2 goroutines
// busy on BenchmarkJobs' launches: in its emulation (EmulateSchedule),
// with a chunk's cost its warp instructions (a count, not a time), the
// goroutines are idle less than 0.5% of the time (speedup >= 1.99). It
// fails with every core run whole (chunkEnd the window's end: gtx480's
// 15 cores on 2 goroutines).
func TestSchedule(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 4 launches of 64 blocks")
	}
	o := wideLoop(t)
	l := mustLaunch(t, "grid=64 block=128 out=int32[8192]")
	for _, name := range []string{"simple", "gtx480"} {
		for _, mech := range []string{"pdom", "mimd"} {
			cfg := presetMachine(t, name)
			cfg.Jobs = 2
			m, err := mechs.Default().Parse(mech)
			if err != nil {
				t.Fatal(err)
			}
			s, err := sim.EmulateSchedule(o, m, l, cfg, 2, "warp")
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s/%s: %d windows, %d chunks, speedup %.4f, idle at pauses %.3f%%, at windows' ends %.3f%%", name, mech, s.Windows, s.Chunks, s.Speedup(),
				100*float64(s.IdlePause)/float64(2*s.Wall), 100*float64(s.IdleTail)/float64(2*s.Wall))
			if s.Gave != "" {
				t.Errorf("%s/%s: the windowed run gave up: %s", name, mech, s.Gave)
			} else if s.Speedup() < 1.99 {
				t.Errorf("%s/%s: 2 goroutines emulated, speedup %.4f, want >= 1.99", name, mech, s.Speedup())
			}
		}
	}
}
