package mem

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// todayLatency is sim/execmem.go's timing before this package, written
// out independently: the distinct SegmentSize segments of the global
// lanes, MemLatency + (n-1)·MemTxCycles if there are any, SharedLatency
// otherwise, 0 for a store; transactions: the segments plus one if any
// lane is not global.
func todayLatency(memLat, txCycles, seg, sharedLat int, r *Request) (lat, tx int) {
	var segs []uint64
	global, other := false, false
	for i := 0; i < r.N; i++ {
		if r.Class[i] != ClassGlobal {
			other = true
			continue
		}
		global = true
		s := r.Addr[i] / uint64(seg)
		found := false
		for _, x := range segs {
			found = found || x == s
		}
		if !found {
			segs = append(segs, s)
		}
	}
	tx = len(segs)
	if other {
		tx++
	}
	lat = sharedLat
	if global {
		lat = memLat + (len(segs)-1)*txCycles
	}
	if r.Op == OpStore {
		lat = 0
	}
	return lat, tx
}

func TestFixedMatchesToday(t *testing.T) {
	// Segment counts 1 … 64 of the default machine.
	h, err := New(Simple(), 1)
	if err != nil {
		t.Fatal(err)
	}
	c := h.Core(0)
	if h.Shared() {
		t.Fatal("the fixed model has shared state: it would need epochs")
	}
	for n := 1; n <= 64; n++ {
		r := c.Begin(OpLoad, 4)
		for i := 0; i < n; i++ {
			r.Add(ClassGlobal, uint64(0x10000+i*128))
		}
		if got := c.Access(int64(n)*100000, r); got.Latency != 200+(n-1)*4 || got.Transactions != n {
			t.Errorf("%d segments: %+v, want latency %d, %d transactions", n, got, 200+(n-1)*4, n)
		}
	}

	// Random accesses under several fixed configurations (shared latency
	// at most the memory latency: for an access with global and other
	// lanes both, the model takes the later of the two, today's code the
	// global one).
	rng := rand.New(rand.NewSource(29))
	for _, p := range [][4]int{{200, 4, 128, 20}, {1, 0, 128, 1}, {300, 8, 64, 30}, {50, 2, 32, 10}, {400, 0, 256, 400}} {
		h, err := New(Fixed(p[0], p[1], p[2], p[3]), 4)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 5000; i++ {
			c := h.Core(rng.Intn(4))
			op := []Op{OpLoad, OpStore, OpAtomic}[rng.Intn(3)]
			size := []int{1, 2, 4, 8}[rng.Intn(4)]
			r := c.Begin(op, size)
			n := rng.Intn(65)
			base := uint64(rng.Intn(1 << 20))
			stride := []uint64{0, 1, 4, 8, 64, 128, 1000}[rng.Intn(7)]
			mix := rng.Intn(4)
			for l := 0; l < n; l++ {
				cl := ClassGlobal
				if mix == 1 {
					cl = Class(rng.Intn(3))
				} else if mix == 2 {
					cl = ClassShared
				}
				r.Add(cl, (base+uint64(l)*stride)&^uint64(size-1))
			}
			wantLat, wantTx := todayLatency(p[0], p[1], p[2], p[3], r)
			if got := c.Access(int64(rng.Intn(1<<30)), r); got.Latency != wantLat || got.Transactions != wantTx {
				t.Fatalf("config %v, %d lanes op %d: got %+v, want latency %d, %d transactions", p, n, op, got, wantLat, wantTx)
			}
		}
	}
}

func TestPerfect(t *testing.T) {
	h, err := New(Perfect(), 1)
	if err != nil {
		t.Fatal(err)
	}
	c := h.Core(0)
	for _, cl := range []Class{ClassGlobal, ClassShared, ClassLocal} {
		r := c.Begin(OpLoad, 4)
		for _, a := range lanes(32, 0, 4096) { // 32 segments, 32-way bank conflict
			r.Add(cl, a)
		}
		if got := c.Access(0, r).Latency; got != 1 {
			t.Errorf("class %d: latency %d, want 1", cl, got)
		}
	}
}

// access is one scripted warp access of a core.
type access struct {
	at    int64
	op    Op
	size  int
	addrs []uint64
}

// randomStreams makes per-core access streams over a small shared pool of
// lines (L2 sharing, L1 and L2 conflicts, DRAM contention), with an idle
// stretch of several epochs in the middle.
func randomStreams(seed int64, cores, perCore int) [][]access {
	rng := rand.New(rand.NewSource(seed))
	s := make([][]access, cores)
	for c := range s {
		at := int64(rng.Intn(20))
		for i := 0; i < perCore; i++ {
			at += int64(1 + rng.Intn(40))
			if i == perCore/2 {
				at += 5000
			}
			a := access{at: at, op: OpLoad, size: 4}
			switch x := rng.Intn(10); {
			case x < 2:
				a.op = OpStore
			case x < 3:
				a.op = OpAtomic
			}
			base := uint64(rng.Intn(256)) * 128 // 32 KB shared pool
			if rng.Intn(3) == 0 {
				base = uint64(1<<24+c<<20) + uint64(rng.Intn(1<<14))*128 // private, mostly cold
			}
			switch rng.Intn(4) {
			case 0: // scattered
				for l := 0; l < 32; l++ {
					a.addrs = append(a.addrs, uint64(rng.Intn(1<<15))*4)
				}
			case 1: // one word (a lock)
				a.addrs = lanes(32, base, 0)
			default: // coalesced
				a.addrs = lanes(32, base, 4)
			}
			s[c] = append(s[c], a)
		}
	}
	return s
}

type runResult struct {
	Lat   [][]Result
	Stats Stats
}

func run1(c *Core, a access) Result {
	r := c.Begin(a.op, a.size)
	for _, x := range a.addrs {
		r.Add(ClassGlobal, x)
	}
	return c.Access(a.at, r)
}

// runLockstep is the serial machine: cycle by cycle, cores in order,
// Sync before each cycle's accesses.
func runLockstep(t *testing.T, cfg Config, streams [][]access) runResult {
	h, err := New(cfg, len(streams))
	if err != nil {
		t.Fatal(err)
	}
	res := runResult{Lat: make([][]Result, len(streams))}
	next := make([]int, len(streams))
	for {
		now, any := int64(-1), false
		for c, s := range streams {
			if next[c] < len(s) && (!any || s[next[c]].at < now) {
				now, any = s[next[c]].at, true
			}
		}
		if !any {
			break
		}
		h.Sync(now)
		for c, s := range streams {
			for next[c] < len(s) && s[next[c]].at == now {
				res.Lat[c] = append(res.Lat[c], run1(h.Core(c), s[next[c]]))
				next[c]++
			}
		}
	}
	res.Stats = h.Stats()
	return res
}

// runParallel is a parallel machine: every epoch, the cores run alone on
// goroutines (core c on goroutine group(c)), each to the epoch's end, in
// the order order gives, then EndEpoch at every boundary, empty or not.
func runParallel(t *testing.T, cfg Config, streams [][]access, groups int, group func(c int) int, reverse bool) runResult {
	h, err := New(cfg, len(streams))
	if err != nil {
		t.Fatal(err)
	}
	res := runResult{Lat: make([][]Result, len(streams))}
	next := make([]int, len(streams))
	for {
		end := h.EpochEnd()
		var wg sync.WaitGroup
		for g := 0; g < groups; g++ {
			wg.Add(1)
			go func(g int) {
				defer wg.Done()
				for i := range streams {
					c := i
					if reverse {
						c = len(streams) - 1 - i
					}
					if group(c) != g {
						continue
					}
					for next[c] < len(streams[c]) && streams[c][next[c]].at < end {
						res.Lat[c] = append(res.Lat[c], run1(h.Core(c), streams[c][next[c]]))
						next[c]++
					}
				}
			}(g)
		}
		wg.Wait()
		done := true
		for c := range streams {
			done = done && next[c] == len(streams[c])
		}
		if done {
			break
		}
		h.EndEpoch(end)
	}
	res.Stats = h.Stats()
	return res
}

func TestDeterminism(t *testing.T) {
	for _, name := range []string{"gtx480", "c2050", "volta", "gtx480-fcfs"} {
		t.Run(name, func(t *testing.T) {
			cfg, _ := Preset(strings.TrimSuffix(name, "-fcfs"))
			if strings.HasSuffix(name, "-fcfs") {
				cfg.DRAM.Scheduler = DRAMFCFS
			}
			cfg.L1.Sets = 4 // a small L1, so that the L2 sees traffic
			streams := randomStreams(7, 6, 600)
			want := runLockstep(t, cfg, streams)
			if want.Stats.L2Accesses == 0 || want.Stats.L2Hits == 0 || want.Stats.DRAMReads == 0 {
				t.Fatalf("the streams do not exercise the L2: %+v", want.Stats)
			}
			for _, v := range []struct {
				name    string
				groups  int
				group   func(int) int
				reverse bool
			}{
				{"one goroutine per core", 6, func(c int) int { return c }, false},
				{"two goroutines, interleaved", 2, func(c int) int { return c % 2 }, false},
				{"two goroutines, halves, reversed", 2, func(c int) int { return c / 3 }, true},
				{"one goroutine, reversed", 1, func(int) int { return 0 }, true},
			} {
				got := runParallel(t, cfg, streams, v.groups, v.group, v.reverse)
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("%s differs from lockstep (-lockstep +parallel):\n%s", v.name, d)
				}
			}
		})
	}
}

func TestReset(t *testing.T) {
	cfg := GTX480()
	streams := randomStreams(3, 2, 300)
	h, err := New(cfg, 2)
	if err != nil {
		t.Fatal(err)
	}
	once := func() (lat []Result, s Stats) {
		for i := 0; i < 300; i++ {
			for c := 0; c < 2; c++ {
				a := streams[c][i]
				h.Sync(a.at)
				lat = append(lat, run1(h.Core(c), a))
			}
		}
		return lat, h.Stats()
	}
	// Lockstep order by index, not by cycle: sort each pair's cycles.
	for i := range streams[0] {
		at := max(streams[0][i].at, streams[1][i].at)
		streams[0][i].at, streams[1][i].at = at, at
	}
	l1, s1 := once()
	h.Reset()
	l2, s2 := once()
	if d := cmp.Diff(l1, l2); d != "" {
		t.Errorf("latencies after Reset differ:\n%s", d)
	}
	if d := cmp.Diff(s1, s2); d != "" {
		t.Errorf("stats after Reset differ:\n%s", d)
	}
}

func TestEpochVisibility(t *testing.T) {
	h, err := New(GTX480(), 3)
	if err != nil {
		t.Fatal(err)
	}
	line := lanes(32, 0x40000, 4)
	miss := run1(h.Core(0), access{0, OpLoad, 4, line}).Latency
	if miss < 35+120+100 {
		t.Fatalf("cold miss %d, want at least L1 + L2 + DRAM latency", miss)
	}
	// Same epoch: core 1 does not see core 0's fill.
	if got := run1(h.Core(1), access{500, OpLoad, 4, line}).Latency; got != miss {
		t.Errorf("core 1 in the same epoch: %d, want the miss latency %d", got, miss)
	}
	h.Sync(1100)
	if got := run1(h.Core(2), access{1100, OpLoad, 4, line}).Latency; got != 35+120 {
		t.Errorf("core 2 in the next epoch: %d, want an L2 hit, %d", got, 35+120)
	}
	s := h.Stats()
	if s.L2Accesses != 3 || s.L2Misses != 1 || s.L2Hits != 2 || s.DRAMReads != 1 {
		t.Errorf("replayed L2: %d accesses %d misses %d hits, %d DRAM reads; want 3, 1, 2, 1", s.L2Accesses, s.L2Misses, s.L2Hits, s.DRAMReads)
	}
}

func TestEpochContention(t *testing.T) {
	// DRAM of 1 byte per cycle, no caches: contention lags one epoch.
	cfg := Fixed(10, 0, 128, 20)
	cfg.DRAM.BusBytes, cfg.DRAM.CoreMHz, cfg.DRAM.DRAMMHz = 1, 1000, 1000
	h, err := New(cfg, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := run1(h.Core(0), access{0, OpLoad, 4, lanes(8, 0, 128)}).Latency; got != 8*128+10 {
		t.Errorf("core 0, 8 segments at once: %d, want %d (its own queueing)", got, 8*128+10)
	}
	if got := run1(h.Core(1), access{10, OpLoad, 4, lanes(1, 1<<20, 4)}).Latency; got != 128+10 {
		t.Errorf("core 1, same epoch: %d, want %d (core 0's traffic not seen yet)", got, 128+10)
	}
	h.Sync(1100)
	// The replay queued core 1's segment behind core 0's: the bus is busy
	// until 9·128 = 1152.
	if got := run1(h.Core(1), access{1100, OpLoad, 4, lanes(1, 2<<20, 4)}).Latency; got != 1152+128+10-1100 {
		t.Errorf("core 1, next epoch: %d, want %d (behind the backlog)", got, 1152+128+10-1100)
	}
}

// The replay's FR-FCFS batches complete the L2 fills with the times they
// schedule: a lone request is timed as first come, first served times it
// (a closed bank: tRCD more than the unloaded row hit the fill expects
// until the batch is served), which a load in the next epoch waits for.
// Without an L2, an atomic is a read and then a write.
func TestFRFCFSReplay(t *testing.T) {
	line := lanes(32, 0x40000, 4)
	pending := func(s DRAMScheduler) int {
		cfg := GTX480()
		cfg.DRAM.Scheduler = s
		h, err := New(cfg, 2)
		if err != nil {
			t.Fatal(err)
		}
		run1(h.Core(0), access{1000, OpLoad, 4, line})
		h.Sync(1024)
		return run1(h.Core(1), access{1030, OpLoad, 4, line}).Latency
	}
	fcfs, fr := pending(DRAMFCFS), pending(DRAMFRFCFS)
	if fcfs <= 35+120 {
		t.Fatalf("the load in the next epoch takes %d cycles: not a pending hit", fcfs)
	}
	if fr != fcfs {
		t.Errorf("pending hit on the fill: %d cycles under FR-FCFS, %d under FCFS; want equal", fr, fcfs)
	}

	cfg := Fixed(10, 0, 128, 20)
	cfg.DRAM.BusBytes, cfg.DRAM.CoreMHz, cfg.DRAM.DRAMMHz = 32, 1000, 1000
	cfg.DRAM.Banks, cfg.DRAM.RowBytes, cfg.DRAM.CL = 4, 1024, 10
	cfg.DRAM.Scheduler = DRAMFRFCFS
	h, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	run1(h.Core(0), access{0, OpAtomic, 4, lanes(1, 0x100, 4)})
	if s := h.Stats(); s.DRAMReads != 1 || s.DRAMWrites != 1 || s.DRAMRowHits != 1 {
		t.Errorf("an atomic without an L2: %d reads, %d writes, %d row hits; want 1, 1, 1 (the write to the row the read opened)", s.DRAMReads, s.DRAMWrites, s.DRAMRowHits)
	}
}

func TestAccessPastEpoch(t *testing.T) {
	h, err := New(GTX480(), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "before EndEpoch") {
			t.Errorf("got %v, want a panic about the missing EndEpoch", r)
		}
	}()
	run1(h.Core(0), access{DefaultEpoch, OpLoad, 4, lanes(1, 0, 4)})
}

func TestValidate(t *testing.T) {
	c := GTX480()
	c.Coalesce.TxCycles = -1
	c.L1.Sets = 3
	c.L1.MSHRs = 0
	c.L2.LineSize = 64
	c.L2.AllocOnFill = true
	c.DRAM.Channels = 0
	c.DRAM.CoreMHz = 0
	c.Shared.BankBytes = 3
	c.Epoch = 0
	err := c.Validate()
	var ce *ConfigError
	if !errors.As(err, &ce) {
		t.Fatalf("got %v, want a *ConfigError", err)
	}
	var got []string
	for _, f := range ce.Fields {
		got = append(got, f.Field)
	}
	want := []string{"coalesce.tx-cycles", "l1.sets", "l1.mshrs", "l2.line-size", "l2.alloc-on-fill", "dram.channels", "dram.core-mhz", "shared.bank-bytes", "epoch"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("invalid fields (-want +got):\n%s\n%v", d, err)
	}
	if _, err := New(c, 1); err == nil {
		t.Error("New accepted an invalid configuration")
	}
}

func TestPresets(t *testing.T) {
	for _, tc := range []struct {
		name          string
		l1, l2, chans int
		shared        bool
	}{
		{"simple", 0, 0, 1, false},
		{"perfect", 0, 0, 1, false},
		{"gtx480", 16 << 10, 768 << 10, 6, true},
		{"c2050", 16 << 10, 768 << 10, 6, true},
		{"volta", 128 << 10, 6 << 20, 32, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Preset(tc.name)
			if !ok {
				t.Fatal("no such preset")
			}
			if err := c.Validate(); err != nil {
				t.Fatal(err)
			}
			l2 := c.L2.Size() * c.L2Banks * c.DRAM.Channels
			if c.L1.Size() != tc.l1 || l2 != tc.l2 || c.DRAM.Channels != tc.chans {
				t.Errorf("L1 %d B, L2 %d B, %d channels; want %d, %d, %d", c.L1.Size(), l2, c.DRAM.Channels, tc.l1, tc.l2, tc.chans)
			}
			h, err := New(c, 2)
			if err != nil {
				t.Fatal(err)
			}
			if h.Shared() != tc.shared {
				t.Errorf("Shared() = %v, want %v", h.Shared(), tc.shared)
			}
		})
	}
	if c := GTX480PreferL1(); c.L1.Size() != 48<<10 || c.Validate() != nil {
		t.Errorf("GTX480PreferL1: L1 %d B, %v", c.L1.Size(), c.Validate())
	}
	if _, ok := Preset("nonesuch"); ok {
		t.Error("Preset accepted an unknown name")
	}
}

func TestEntriesSorted(t *testing.T) {
	var s Stats
	e := s.Entries(100, 6)
	for i := 1; i < len(e); i++ {
		if e[i-1].Name >= e[i].Name {
			t.Errorf("entries not sorted: %s before %s", e[i-1].Name, e[i].Name)
		}
	}
}

// TestStreamingBandwidth: GTX480's 15 cores with 48 warps each streaming
// coalesced loads (a grid-stride loop, each warp issuing its next load when
// the last is back) saturate DRAM near its peak (6 channels × 32 B ×
// 924/700 = 253 B per cycle) with row hits, and their latency grows over
// the unloaded one.
func TestStreamingBandwidth(t *testing.T) {
	if testing.Short() {
		t.Skip("a 40,000-cycle run of 15 cores")
	}
	const cores, warps, T = 15, 48, 40000
	h, err := New(GTX480(), cores)
	if err != nil {
		t.Fatal(err)
	}
	var ready [cores][warps]int64
	var next [cores][warps]uint64
	for c := range next {
		for w := range next[c] {
			next[c][w] = uint64(c*warps+w) * 128
		}
	}
	for now := int64(0); now < T; now++ {
		h.Sync(now)
		for c := 0; c < cores; c++ {
			for w := 0; w < warps; w++ {
				if ready[c][w] <= now {
					ready[c][w] = now + int64(run1(h.Core(c), access{now, OpLoad, 4, lanes(32, next[c][w], 4)}).Latency)
					next[c][w] += cores * warps * 128
					break // one issue per core per cycle
				}
			}
		}
	}
	m := map[string]float64{}
	for _, e := range h.Entries(T) {
		m[e.Name] = e.Value
	}
	if u := m["dram_bandwidth_utilization"]; u < 0.8 || u > 1.02 {
		t.Errorf("DRAM utilization %.2f, want 0.8 … 1", u)
	}
	if r := m["dram_row_hit_rate"]; r < 0.9 {
		t.Errorf("row hit rate %.2f, want ≥ 0.9 for streams", r)
	}
	if l := m["mem_avg_latency"]; l < 300 {
		t.Errorf("average latency %.0f, want above the unloaded ≈ 270", l)
	}
	t.Logf("%.1f B/cycle, utilization %.2f, row hits %.2f, latency %.0f, queue %.0f cycles, %v reservation fails",
		m["dram_bytes"]/T, m["dram_bandwidth_utilization"], m["dram_row_hit_rate"], m["mem_avg_latency"], m["dram_avg_queue_cycles"], m["l1d_reservation_fails"])
}

// streamCores runs cores cores of warps warps each streaming coalesced
// loads for T cycles (a grid-stride loop over consecutive lines: the cores
// share every DRAM row; each warp issues its next load when the last is
// back, one issue per core per cycle), in lockstep, and returns the
// hierarchy, whose row estimates' tallies start at cycle warm.
func streamCores(t *testing.T, cfg Config, cores, warps int, warm, T int64) *Hierarchy {
	t.Helper()
	h, err := New(cfg, cores)
	if err != nil {
		t.Fatal(err)
	}
	ready := make([]int64, cores*warps)
	next := make([]uint64, cores*warps)
	for i := range next {
		next[i] = uint64(i) * 128
	}
	for now := int64(0); now < T; now++ {
		h.Sync(now)
		if now == warm {
			for i := range h.rows {
				h.rows[i].tally = [rowOutcomes][rowOutcomes]int64{}
			}
			for _, c := range h.cores {
				for i := range c.chans {
					c.chans[i].acts, c.chans[i].charged = 0, 0
				}
			}
		}
		for c := 0; c < cores; c++ {
			for w := c * warps; w < (c+1)*warps; w++ {
				if ready[w] <= now {
					ready[w] = now + int64(run1(h.Core(c), access{now, OpLoad, 4, lanes(32, next[w], 4)}).Latency)
					next[w] += uint64(cores*warps) * 128
					break
				}
			}
		}
	}
	h.Flush()
	return h
}

// rowCharges is the activation the views charged per DRAM request (in
// cycles; acts requests), and over every channel's samples (n), what the
// views would have charged them by their own outcomes alone and what the
// replay took, per sample, and the views' and the replay's row-miss rates.
func rowCharges(h *Hierarchy) (charged, own, replay, viewMiss, replayMiss float64, acts, n int64) {
	var c, o, r, vm, rm int64
	for _, core := range h.cores {
		for i := range core.chans {
			acts += core.chans[i].acts
			c += core.chans[i].charged
		}
	}
	for i := range h.rows {
		e := &h.rows[i]
		for v := range e.tally {
			for g, k := range e.tally[v] {
				n += k
				o += k * h.dt.actDelay(uint8(v))
				r += k * h.dt.actDelay(uint8(g))
				if v != int(rowHit) {
					vm += k
				}
				if g != int(rowHit) {
					rm += k
				}
			}
		}
	}
	q := float64(n) * (1 << qShift)
	return float64(c) / (float64(acts) * (1 << qShift)), float64(o) / q, float64(r) / q, float64(vm) / float64(n), float64(rm) / float64(n), acts, n
}

// TestViewRowsStreaming: when cores stream through the same DRAM rows,
// each view alone would miss rows the replay finds open (hierarchy.go, "The
// views' DRAM rows": its own outcomes charge several times the replay's
// activations); with the replay's means per outcome the views charge, in
// the steady state (after 4 epochs), what the replay takes within 10%.
func TestViewRowsStreaming(t *testing.T) {
	names := []string{"gtx480", "c2050", "volta", "gtx480-fcfs"}
	if testing.Short() {
		names = names[:1]
	}
	for _, name := range names {
		cfg, _ := Preset(strings.TrimSuffix(name, "-fcfs"))
		if strings.HasSuffix(name, "-fcfs") {
			cfg.DRAM.Scheduler = DRAMFCFS
		}
		h := streamCores(t, cfg, 8, 32, 4096, 40000)
		charged, own, replay, vm, rm, acts, n := rowCharges(h)
		if acts != n {
			t.Errorf("%s: the views sent %d DRAM requests, the replay sampled %d: want the same (no line is read twice)", name, acts, n)
		}
		t.Logf("%s: activation per DRAM request: views charged %.2f cycles (by their own outcomes %.2f), replay %.2f; row misses: views %.3f, replay %.3f", name, charged, own, replay, vm, rm)
		if own < 2*replay || vm < 2*rm {
			t.Errorf("%s: the views' own row outcomes charge %.2f cycles (%.3f misses), the replay %.2f (%.3f): the streams do not share rows", name, own, vm, replay, rm)
		}
		if math.Abs(charged-replay) > 0.10*replay {
			t.Errorf("%s: the views charged %.2f cycles of activation per DRAM request, the replay took %.2f: want within 10%%", name, charged, replay)
		}
	}
}

// TestViewRowsOneCore: with one core and first come, first served, the
// replay serves what the view served, in the same order: every sample has
// the outcome the view saw, and the views charge exactly the row model.
func TestViewRowsOneCore(t *testing.T) {
	cfg := GTX480()
	cfg.DRAM.Scheduler = DRAMFCFS
	h := streamCores(t, cfg, 1, 48, 0, 8000)
	for ch := range h.rows {
		e := &h.rows[ch]
		n := int64(0)
		for v := range e.tally {
			for g, k := range e.tally[v] {
				n += k
				if v != g && k != 0 {
					t.Errorf("channel %d: %d requests with view outcome %d, replay outcome %d", ch, k, v, g)
				}
			}
			if want := h.dt.actDelay(uint8(v)); e.delay[v] != want {
				t.Errorf("channel %d: outcome %d charged %d, want the row model's %d", ch, v, e.delay[v], want)
			}
		}
		if n == 0 || e.tally[rowHit][rowHit] == 0 || e.tally[rowClosed][rowClosed]+e.tally[rowConflict][rowConflict] == 0 {
			t.Errorf("channel %d: samples %v: want row hits and misses", ch, e.tally)
		}
	}
}

// TestRowEstimate: the charge of an outcome is the mean of the replay's
// delays for it, a sample weighing rowWeight times the prior (the
// outcome's own delay), earlier epochs' samples halving at each later
// epoch with samples; an epoch without samples changes nothing.
func TestRowEstimate(t *testing.T) {
	d := frfcfsTiming(0)
	var e rowEstimate
	e.reset(&d)
	conflict := d.rp + d.rcd
	if e.delay != [rowOutcomes]int64{0, d.rcd, conflict} {
		t.Fatalf("prior %v, want the row model's", e.delay)
	}
	e.sample(rowConflict, rowHit)
	e.sample(rowConflict, rowHit)
	e.sample(rowConflict, rowConflict)
	e.sample(rowHit, rowClosed)
	e.update(&d)
	want := [rowOutcomes]int64{d.rcd * rowWeight / (rowWeight + 1), d.rcd, conflict * (rowWeight + 1) / (3*rowWeight + 1)}
	if e.delay != want {
		t.Errorf("after one epoch: %v, want %v", e.delay, want)
	}
	e.update(&d)
	e.update(&d)
	if e.delay != want {
		t.Errorf("after empty epochs: %v, want %v (unchanged)", e.delay, want)
	}
	e.sample(rowConflict, rowHit)
	e.update(&d)
	// Weights: hit 2·16/2 + 16, conflict 16/2, prior 1.
	if got, w := e.delay[rowConflict], conflict*(rowWeight/2+1)/(2*rowWeight+rowWeight/2+1); got != w {
		t.Errorf("after a second epoch: %d, want %d", got, w)
	}
	if e.tally[rowConflict] != [rowOutcomes]int64{3, 0, 1} || e.tally[rowHit][rowClosed] != 1 {
		t.Errorf("tally %v", e.tally)
	}
}
