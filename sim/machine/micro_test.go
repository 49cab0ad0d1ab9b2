package machine_test

import (
	"fmt"
	"github.com/simtc/simtc/internal/corpus"
	"math"
	"testing"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/machine"
	"github.com/simtc/simtc/sim/mechs"
	"github.com/simtc/simtc/sim/mem"
)

// micro runs testdata/micro/NAME.cl under pdom on cfg with the launch
// flags ov and returns the result.
func micro(t testing.TB, name string, cfg sim.Config, ov driver.Overrides) *sim.Result {
	t.Helper()
	src, err := driver.Load("../../testdata/micro/"+name+".cl", frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	obj, err := src.Compile(driver.CompileOptions{Mech: "pdom"})
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := src.Launch(ov)
	if err != nil {
		t.Fatal(err)
	}
	m, err := mechs.Default().Parse("pdom")
	if err != nil {
		t.Fatal(err)
	}
	out, err := driver.Run(obj, l, driver.RunOptions{Mech: m, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if out.Result.Status != sim.StatusOK {
		t.Fatalf("%s: %s", name, out.Result.Status)
	}
	return out.Result
}

func memStat(r *sim.Result, name string) float64 {
	v, _ := r.Stats.Memory.Get(name)
	return v
}

// chaseLevel measures the latency per hop of a pointer chase over count
// elements stride words apart: the cycles of 8 more iterations of 128 hops
// after a first lap around the ring, and the L1 hit rate of those hops.
func chaseLevel(t testing.TB, cfg sim.Config, count, stride int) (lat, l1hit float64) {
	run := func(iters int) *sim.Result {
		words := count * stride
		return micro(t, "chase", cfg, driver.Overrides{Args: []string{
			fmt.Sprintf("ring=uint64[%d]", words), fmt.Sprintf("count=%d", count),
			fmt.Sprintf("stride=%d", stride), fmt.Sprintf("hops=%d", iters)}})
	}
	const unroll = 128
	h1 := (count+unroll-1)/unroll + 1
	h2 := h1 + 8
	a, b := run(h1), run(h2)
	n := float64(unroll * (h2 - h1))
	lat = float64(b.Stats.Cycles-a.Stats.Cycles) / n
	if acc := memStat(b, "l1d_accesses") - memStat(a, "l1d_accesses"); acc > 0 {
		l1hit = (memStat(b, "l1d_hits") - memStat(a, "l1d_hits")) / acc
	}
	return lat, l1hit
}

// stream is what the streaming kernel measures on a grid that fills a
// machine's cores, over the difference of two runs (8 and 40 laps), so
// that the start and the drain cancel: the DRAM bandwidth in bytes per
// core cycle, the average cycles an L1 miss holds its MSHR (the fetch
// latency under this load), the fraction of the cores' MSHR-cycles held,
// and the DRAM's bandwidth utilisation (of its peak) in the longer run.
type stream struct {
	bw, hold, occupancy, dramUtil float64
}

func streamBW(t testing.TB, cfg sim.Config) stream {
	warps := 8 // block=256
	blocks := cfg.Cores * min(cfg.BlocksPerCore, cfg.WarpsPerCore/warps)
	n := blocks * 256
	run := func(reps int) *sim.Result {
		return micro(t, "stream", cfg, driver.Overrides{Grid: fmt.Sprint(blocks), Block: "256", Args: []string{
			fmt.Sprintf("in=int32[%d]", n*reps), fmt.Sprintf("reps=%d", reps), fmt.Sprintf("out=int32[%d]", n)}})
	}
	a, b := run(8), run(40)
	cycles := float64(b.Stats.Cycles - a.Stats.Cycles)
	held := func(r *sim.Result) float64 { return memStat(r, "l1d_misses") * memStat(r, "mem_avg_fetch_latency") }
	s := stream{
		bw:       (memStat(b, "dram_bytes") - memStat(a, "dram_bytes")) / cycles,
		dramUtil: memStat(b, "dram_bandwidth_utilization"),
	}
	if misses := memStat(b, "l1d_misses") - memStat(a, "l1d_misses"); misses > 0 {
		s.hold = (held(b) - held(a)) / misses
		s.occupancy = (held(b) - held(a)) / (float64(cfg.Cores*cfg.Mem.L1.MSHRs) * cycles)
	}
	return s
}

// Microbenchmarks, as Accel-Sim validates its configurations: each
// measures on every preset what the preset's configuration promises
// (mem.Config.Derived): the latency of a load served by the L1, the L2
// and DRAM (pointer chasing, testdata/micro/chase.cl), the L1 hit rate of
// those chases, the streaming bandwidth (stream.cl), the transactions of
// strided accesses (stride.cl: the coalescing rule) and the passes of
// strided shared-memory accesses (shared_stride.cl: bank conflicts).
// Latencies and bandwidth must be within 10% of the configured values,
// coalescing and bank conflicts exact.
func TestMicrobenchmarks(t *testing.T) {
	corpus.Sweep(t, "microbenchmarks on every preset")
	const tol = 0.10
	within := func(what string, got, want float64) {
		t.Helper()
		ok := math.Abs(got-want) <= tol*want
		verdict := "ok"
		if !ok {
			verdict = "OFF"
			t.Errorf("%s: measured %.2f, configured %.2f (%+.1f%%; tolerance ±%.0f%%)", what, got, want, 100*(got-want)/want, 100*tol)
		}
		t.Logf("%-40s measured %9.2f  configured %9.2f  %+6.1f%%  %s", what, got, want, 100*(got-want)/want, verdict)
	}
	for _, name := range machine.Names() {
		cfg, err := machine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		m := &cfg.Mem
		d := m.Derived(cfg.Cores)
		l1 := m.L1.Size()
		l2 := m.L2.Size() * m.L2Banks * m.DRAM.Channels
		if m.L1.Enabled() {
			lat, hit := chaseLevel(t, cfg, l1/4/128, 16)
			within(name+" L1 hit latency", lat, float64(d.L1))
			within(name+" L1 hit rate, L1-resident chase", hit, 1)
		}
		if m.L2.Enabled() {
			lat, hit := chaseLevel(t, cfg, 4*l1/128, 16)
			within(name+" L2 hit latency", lat, float64(d.L2))
			if hit > 0.01 {
				t.Errorf("%s: L1 hit rate %.3f of a chase 4 times the L1, want 0", name, hit)
			}
			t.Logf("%-40s measured %9.3f  configured %9.3f", name+" L1 hit rate, 4×L1 chase", hit, 0.0)
		}
		// DRAM: a ring twice the L2 (or any ring without caches), 256
		// bytes a step: the rows stay open for 16 steps (4 KB rows).
		count := 2 * max(l2, 1<<14) / 256
		lat, _ := chaseLevel(t, cfg, count, 32)
		what := " DRAM latency (open rows)"
		if m.DRAM.RowBytes == 0 {
			what = " global latency (fixed)"
		}
		within(name+what, lat, float64(d.DRAMRowHit))
		if d.PeakBandwidth > 0 {
			// Under lrr the warps stream in step (under greedy-then-oldest
			// the oldest run laps ahead, and their lines in flight fill
			// the L1's sets: gtx480 reaches 55% of its peak).
			fair := cfg
			fair.Scheduler = sim.SchedLRR
			st := streamBW(t, fair)
			bw := st.bw
			if d.MSHRBandwidth == 0 || d.MSHRBandwidth >= d.PeakBandwidth {
				within(name+" streaming bandwidth (B/cycle)", bw, d.PeakBandwidth)
			} else {
				// The L1's MSHRs bound it (Little's law at the unloaded
				// miss latency). With FR-FCFS DRAM (the presets'
				// GPGPU-Sim sources) gtx480 reaches 96% of this bound
				// and c2050 95%: the MSHRs are held as long as unloaded
				// (TestStreamingMSHRs) but 4-5% of the MSHR-cycles stay
				// idle. (Before a core's view charged DRAM activations
				// at the replay's mean, sim/mem hierarchy.go "The views'
				// DRAM rows", it paid for the rows the other cores had
				// opened: 92% and 90%.)
				got, bound := bw, d.MSHRBandwidth
				t.Logf("%-40s measured %9.2f  configured %9.2f  %+6.1f%%  (L1 MSHR bound; DRAM peak %.2f, used %.1f%%; MSHRs %.1f%% busy, held %.0f cycles)", name+" streaming bandwidth (B/cycle)", got, bound, 100*(got-bound)/bound, d.PeakBandwidth, 100*st.dramUtil, 100*st.occupancy, st.hold)
				if got > 1.02*bound || got < (1-tol)*bound {
					t.Errorf("%s: streaming %.1f B/cycle, MSHR bound %.1f: want %.0f%% … 102%% of it", name, got, bound, 100*(1-tol))
				}
			}
		}
		for _, s := range []int{1, 2, 3, 4, 8, 16, 32} {
			r := micro(t, "stride", cfg, driver.Overrides{Args: []string{fmt.Sprintf("stride=%d", s)}})
			loads, stores := memStat(r, "global_loads"), memStat(r, "global_stores")
			got := (memStat(r, "global_transactions") - stores*float64(segments(m, 1))) / loads
			if want := float64(segments(m, s)); got != want {
				t.Errorf("%s: stride %d: %.2f transactions per load, want %.0f", name, s, got, want)
			}
		}
		for _, s := range []int{1, 2, 3, 4, 8, 16, 32} {
			r := micro(t, "shared_stride", cfg, driver.Overrides{Args: []string{fmt.Sprintf("stride=%d", s)}})
			// 32 conflict-free stores fill the array, then 16 strided loads.
			got := (memStat(r, "shmem_passes") - 32) / 16
			want := 1
			if m.Shared.Banks > 0 {
				want = gcd(s, m.Shared.Banks)
			}
			if got != float64(want) || memStat(r, "shmem_accesses") != 48 {
				t.Errorf("%s: shared stride %d: %.2f passes per access (%g accesses), want %d", name, s, got, memStat(r, "shmem_accesses"), want)
			}
		}
		t.Logf("%-40s coalescing and bank conflicts exact", name)
	}
}

// segments is the transactions of a warp's 4-byte loads stride words
// apart: the distinct segments (Coalesce.SegmentSize bytes) they touch.
func segments(m *mem.Config, stride int) int {
	seen := map[int]bool{}
	for t := 0; t < 32; t++ {
		seen[t*stride*4/m.Coalesce.SegmentSize] = true
	}
	return len(seen)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// TestStreamingMSHRs is the experiment behind the Fermi presets' streaming
// shortfall (TestMicrobenchmarks: 96% and 95% of the L1-MSHR bound). On
// each preset whose MSHRs bound streaming below the DRAM peak, with half
// its MSHRs they alone bind: every MSHR stays busy (>= 95% of the
// MSHR-cycles) and the bandwidth is Little's law at the loaded hold time
// (within 3%), so the L1 issues a miss as soon as an MSHR frees and the
// bound itself is right. With the preset's own MSHRs the test logs what
// was measured (2026-11-28, lrr, FR-FCFS DRAM as the presets' sources):
// gtx480 219.2 B/cycle, the MSHRs 96% busy and held 269 cycles (unloaded
// 268), DRAM at 85% of its peak; c2050 202.9, 95.6%, 270, 79%. What
// remains is MSHR-cycles left idle, not their hold time. Before a core's
// view charged DRAM activations at the replay's mean (sim/mem
// hierarchy.go, "The views' DRAM rows") it was 210.5 and 192.2 B/cycle,
// MSHRs held 275 and 276: a view does not see the rows the other cores
// open in its epoch, and 28% and 36% of its DRAM requests missed their
// row against 8% and 12% in the replay; it charged 4.8 and 6.3 cycles of
// activation per request where the replay took 1.5 and 2.1 (now 1.3 and
// 2.2 against 1.1 and 2.1). With twice the MSHRs gtx480 streams less (212
// vs 219 B/cycle: deeper queues, more row misses) and c2050 more (223 vs
// 203).
func TestStreamingMSHRs(t *testing.T) {
	corpus.Sweep(t, "streaming microbenchmark on the Fermi presets")
	checked := 0
	for _, name := range machine.Names() {
		cfg, err := machine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		d := cfg.Mem.Derived(cfg.Cores)
		if d.MSHRBandwidth == 0 || d.PeakBandwidth == 0 || d.MSHRBandwidth >= d.PeakBandwidth {
			continue
		}
		checked++
		cfg.Scheduler = sim.SchedLRR
		with := func(mshrs int) stream {
			c := cfg
			c.Mem.L1.MSHRs = mshrs
			return streamBW(t, c)
		}
		n := cfg.Mem.L1.MSHRs
		half := with(n / 2)
		little := float64(cfg.Cores*(n/2)*cfg.Mem.L1.LineSize) / half.hold
		if half.occupancy < 0.95 || math.Abs(half.bw-little) > 0.03*little {
			t.Errorf("%s with %d MSHRs: %.1f B/cycle at %.1f%% busy; Little's law at the loaded hold time (%.0f cycles) gives %.1f: the L1 leaves MSHRs idle", name, n/2, half.bw, 100*half.occupancy, half.hold, little)
		}
		if testing.Verbose() {
			own, twice := with(n), with(2*n)
			t.Logf("%s: %d MSHRs: %.1f B/cycle, %.1f%% busy, held %.0f; %d: %.1f B/cycle, %.1f%% busy, held %.0f, DRAM at %.1f%% of peak; %d: %.1f B/cycle, DRAM %.1f%%",
				name, n/2, half.bw, 100*half.occupancy, half.hold, n, own.bw, 100*own.occupancy, own.hold, 100*own.dramUtil, 2*n, twice.bw, 100*twice.dramUtil)
		}
	}
	if checked == 0 {
		t.Fatal("no preset has an MSHR bound below its DRAM peak")
	}
}
