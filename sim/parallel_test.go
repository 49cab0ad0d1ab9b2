package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// parallelOnly runs a launch with the parallel engine alone: ok is false
// when it gave up (the serial run decides).
func parallelOnly(t testing.TB, o *isa.Object, mech string, l *Launch, cfg Config) (*Result, bool) {
	r, why := parallelWhy(t, o, mech, l, cfg)
	return r, why == ""
}

// parallelWhy is parallelOnly saying why the engine gave up ("" when it
// did not; "serial" when the launch is not simulated in parallel).
func parallelWhy(t testing.TB, o *isa.Object, mech string, l *Launch, cfg Config) (*Result, string) {
	mi, err := Lookup(mech)
	if err != nil {
		t.Fatal(err)
	}
	build, err := prepare(o, mi, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	m, res, err := build()
	if err != nil {
		t.Fatal(err)
	}
	if !m.parallelOK() {
		return nil, "serial"
	}
	if !m.runParallel(res) {
		return res, m.parWhy
	}
	return res, ""
}

func jsonOf(t testing.TB, r *Result) []byte {
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type goldenKernel struct {
	name   string
	launch *Launch
	obj    *isa.Object
}

// goldenCorpus loads the golden objects (testdata/golden/obj) with their
// launches.
func goldenCorpus(t testing.TB) []goldenKernel {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "obj", "*.simt"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	var out []goldenKernel
	for _, f := range files {
		name := strings.ReplaceAll(strings.TrimSuffix(filepath.Base(f), ".simt"), "__", "/")
		src, err := os.ReadFile(filepath.Join("..", "testdata", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		d, err := ScanDirectives(string(src))
		if err != nil || d.Launch == "" {
			continue
		}
		l, err := ParseLaunch(d.Launch, filepath.Join("..", "testdata", filepath.Dir(filepath.FromSlash(name))))
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
		out = append(out, goldenKernel{name, l, o})
	}
	return out
}

// TestJobsCorpus: every corpus kernel under pdom and mimd gives
// byte-identical JSON with 1, 2 and 4 jobs.
func TestJobsCorpus(t *testing.T) {
	par, fell := 0, 0
	for _, k := range goldenCorpus(t) {
		for _, mech := range []string{"pdom", "mimd"} {
			cfg := DefaultConfig()
			want, err := Run(k.obj, mech, k.launch, cfg)
			if err != nil {
				t.Fatal(err)
			}
			wb := jsonOf(t, want)
			for _, jobs := range []int{2, 4} {
				cfg.Jobs = jobs
				got, err := Run(k.obj, mech, k.launch, cfg)
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
// gives the serial run's JSON, under both mechanisms and every scheduler.
func TestJobsWide(t *testing.T) {
	o := wideLoop(t)
	for _, mech := range []string{"pdom", "mimd"} {
		scheds, launch := []Scheduler{SchedGTO, SchedLRR, SchedGTLRR}, "grid=64 block=128 out=int32[8192]"
		if mech == "mimd" {
			// Always loose round-robin; one thread per issue: fewer threads.
			scheds, launch = scheds[:1], "grid=64 block=32 out=int32[2048]"
		}
		for _, sched := range scheds {
			l := mustLaunch(t, launch)
			cfg := DefaultConfig()
			cfg.Scheduler = sched
			want, err := Run(o, mech, l, cfg)
			if err != nil || want.Status != StatusOK {
				t.Fatalf("%v %v", err, want.Status)
			}
			wb := jsonOf(t, want)
			for _, jobs := range []int{2, 3, 4} {
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
// warp-limited cores (blocks of 8 warps, 6 per core), where a core gains
// room for a block before one of its blocks retires and lockstep dispatch
// places blocks there when a block retires on another core: the parallel
// engine goes through and gives the serial run's JSON, for 2 and 4
// goroutines.
func TestJobsUneven(t *testing.T) {
	o := wideCollatz(t)
	for _, mech := range []string{"pdom", "mimd"} {
		l := mustLaunch(t, "grid=48 block=256 out=int32[12288]")
		cfg := DefaultConfig()
		want, err := Run(o, mech, l, cfg)
		if err != nil || want.Status != StatusOK {
			t.Fatalf("%v %v", err, want.Status)
		}
		for _, jobs := range []int{2, 4} {
			cfg.Jobs = jobs
			r, why := parallelWhy(t, o, mech, l, cfg)
			if why != "" {
				t.Errorf("%s jobs %d: the parallel engine gave up: %s", mech, jobs, why)
			} else if !bytes.Equal(jsonOf(t, r), jsonOf(t, want)) {
				t.Errorf("%s jobs %d: parallel engine differs", mech, jobs)
			}
			got, err := Run(o, mech, l, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(jsonOf(t, got), jsonOf(t, want)) {
				t.Errorf("%s: --jobs %d differs", mech, jobs)
			}
		}
	}
}

// TestReplayChecksLockstep: the repeat checks joinWindow replays, and
// their epochs, are those of one merge of every core's events in lockstep
// order (cycle, core, the core's own order), on random windows of
// progress events and recorded checks, several per cycle and core.
func TestReplayChecksLockstep(t *testing.T) {
	rng := uint64(7)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int(rng>>33) % n
	}
	w := &Warp{}
	for trial := 0; trial < 500; trial++ {
		ps := make([]*parCore, 1+next(5))
		for i := range ps {
			p := &parCore{id: i}
			tm := int64(next(3000))
			for k := next(60); k > 0; k-- {
				tm += int64(next(3)) * int64(1+next(900)) // often the same cycle
				if next(3) == 0 {
					p.progress = append(p.progress, len(p.events))
					p.events = append(p.events, parEvent{t: tm})
				} else {
					p.events = append(p.events, parEvent{t: tm, w: w})
				}
			}
			ps[i] = p
		}
		lp0, ep0 := int64(next(2000)), int64(next(10))
		type check struct {
			core, k int
			epoch   int64
		}
		// Reference: every event of every core, sorted into lockstep order.
		type ev struct {
			t       int64
			core, k int
		}
		var all []ev
		for _, p := range ps {
			for k, e := range p.events {
				all = append(all, ev{e.t, p.id, k})
			}
		}
		sort.SliceStable(all, func(i, j int) bool {
			a, b := all[i], all[j]
			if a.t != b.t {
				return a.t < b.t
			}
			if a.core != b.core {
				return a.core < b.core
			}
			return a.k < b.k
		})
		var want []check
		lp, ep := lp0, ep0
		for _, a := range all {
			if ps[a.core].events[a.k].w == nil {
				lp, ep = a.t, ep+1
			} else if a.t-lp >= repeatAfter {
				want = append(want, check{a.core, a.k, ep})
			}
		}
		g := lockstepProgress(ps, nil)
		var got []check
		for _, p := range ps {
			p.replayChecks(g, lp0, ep0, func(e *parEvent, epoch int64) bool {
				got = append(got, check{p.id, int(e.t), epoch}) // k: fixed below
				return false
			})
		}
		// Match got to want by core and cycle order: each core's checks
		// come in its own order in both.
		sort.SliceStable(want, func(i, j int) bool { return want[i].core < want[j].core })
		if len(got) != len(want) {
			t.Fatalf("trial %d: %d checks replayed, lockstep makes %d", trial, len(got), len(want))
		}
		for i := range want {
			wt := ps[want[i].core].events[want[i].k].t
			if got[i].core != want[i].core || int64(got[i].k) != wt || got[i].epoch != want[i].epoch {
				t.Fatalf("trial %d: check %d replayed as core %d cycle %d epoch %d, lockstep: core %d cycle %d epoch %d", trial, i, got[i].core, got[i].k, got[i].epoch, want[i].core, wt, want[i].epoch)
			}
		}
		var wantG []parProgress
		for _, a := range all {
			if ps[a.core].events[a.k].w == nil {
				wantG = append(wantG, parProgress{a.t, a.core, a.k})
			}
		}
		if fmt.Sprint(g) != fmt.Sprint(wantG) {
			t.Fatalf("trial %d: progress in lockstep order\n got %v\nwant %v", trial, g, wantG)
		}
	}
}
