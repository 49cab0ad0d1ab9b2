package mem

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDRAMBandwidth(t *testing.T) {
	for _, tc := range []struct {
		name          string
		busBytes      int
		core, dram    float64
		n, bytes      int
		bytesPerCycle float64
	}{
		{"32 B per cycle", 32, 1000, 1000, 100, 128, 32},
		{"GTX480 channel: 32 B × 924/700", 32, 700, 924, 1000, 128, 32 * 924.0 / 700},
		{"V100 channel: 32 B × 850/1132", 32, 1132, 850, 1000, 32, 32 * 850.0 / 1132},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDRAMTiming(DRAMConfig{Channels: 1, Interleave: 256, Latency: 10, BusBytes: tc.busBytes, CoreMHz: tc.core, DRAMMHz: tc.dram}, 1)
			ch := newChannel(&d)
			var st Stats
			last := int64(0)
			for i := 0; i < tc.n; i++ {
				last = max(last, d.access(&ch, 0, uint64(i*tc.bytes), tc.bytes, false, &st))
			}
			// N requests take at least N·bytes/bandwidth, and not more
			// than a cycle of rounding over it.
			min := float64(tc.n*tc.bytes) / tc.bytesPerCycle
			if got := float64(last - 10); got < min-1 || got > min+2 {
				t.Errorf("%d requests of %d B done after %v cycles, want %.1f", tc.n, tc.bytes, got, min)
			}
			if st.DRAMReads != int64(tc.n) || st.DRAMReadBytes != int64(tc.n*tc.bytes) {
				t.Errorf("stats %+v", st)
			}
			util := st.Entries(last, 1)
			for _, e := range util {
				if e.Name == "dram_bandwidth_utilization" && (e.Value < 0.9 || e.Value > 1) {
					t.Errorf("utilization %v, want ≈ 1 for a saturated bus", e.Value)
				}
			}
		})
	}
}

func TestDRAMRows(t *testing.T) {
	// 4 banks of 1 KB rows, tRCD = tRP = CL = 10 core cycles, WL 4, no
	// bandwidth limit, fixed 5.
	d := newDRAMTiming(DRAMConfig{
		Channels: 1, Interleave: 256, Latency: 5, CoreMHz: 1000, DRAMMHz: 1000,
		Banks: 4, RowBytes: 1024, RCD: 10, RP: 10, CL: 10, WL: 4,
	}, 1)
	ch := newChannel(&d)
	var st Stats
	for i, s := range []struct {
		at    int64
		addr  uint64
		write bool
		want  int64
	}{
		{0, 0x0000, false, 0 + 10 + 10 + 5},          // bank 0 closed: tRCD + CL
		{100, 0x0100, false, 100 + 10 + 5},           // same row: a hit, CL
		{200, 0x1000, false, 200 + 10 + 10 + 10 + 5}, // row 4: bank 0, another row: tRP + tRCD + CL
		{300, 0x0400, false, 300 + 10 + 10 + 5},      // row 1: bank 1, closed
		{400, 0x0480, true, 400 + 4 + 5},             // bank 1 row hit, a write: WL
		{400, 0x0000, false, 400 + 10 + 10 + 10 + 5}, // bank 0 has row 4 open
	} {
		if got := d.access(&ch, s.at, s.addr, 32, s.write, &st); got != s.want {
			t.Errorf("access %d (%#x at %d): done %d, want %d", i, s.addr, s.at, got, s.want)
		}
	}
	if st.DRAMRowHits != 2 || st.DRAMRowMisses != 4 {
		t.Errorf("row hits %d misses %d, want 2 and 4", st.DRAMRowHits, st.DRAMRowMisses)
	}
}

func TestDRAMBankBusy(t *testing.T) {
	// Two requests to different rows of one bank at once: the second waits
	// for the bank, two to different banks do not.
	d := newDRAMTiming(DRAMConfig{
		Channels: 1, Interleave: 256, Latency: 1, CoreMHz: 1000, DRAMMHz: 1000,
		Banks: 4, RowBytes: 1024, RCD: 10, RP: 10, CL: 10, WL: 4,
	}, 1)
	ch := newChannel(&d)
	a := d.access(&ch, 0, 0x0000, 32, false, nil)
	b := d.access(&ch, 0, 0x0400, 32, false, nil) // bank 1
	c := d.access(&ch, 0, 0x1000, 32, false, nil) // bank 0 again, another row
	if a != b {
		t.Errorf("different banks: %d and %d, want equal", a, b)
	}
	if c <= a+10 {
		t.Errorf("same bank, other row: done %d, want after the first (%d) plus a precharge", c, a)
	}
}

func TestRoute(t *testing.T) {
	d := newDRAMTiming(DRAMConfig{Channels: 6, Interleave: 256, Latency: 1}, 2)
	count := make([]int, 12)
	for chunk := uint64(0); chunk < 1200; chunk++ {
		ch, bank, _, _ := d.route(chunk << 8)
		count[ch*2+bank]++
	}
	for i, n := range count {
		if n != 100 {
			t.Errorf("L2 bank %d got %d of 1200 consecutive chunks, want 100", i, n)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 1000; i++ {
		a := rng.Uint64() >> 20
		ch, bank, local, bl := d.route(a)
		if got := d.unroute(bank, bl); got != local {
			t.Fatalf("%#x: unroute(%d, %#x) = %#x, want the channel-local %#x", a, bank, bl, got, local)
		}
		// Distinct addresses stay distinct: (ch, bank, bl) identifies a.
		if back := ((local>>8)*6+uint64(ch))<<8 | a&255; back != a {
			t.Fatalf("%#x: channel %d local %#x does not map back (%#x)", a, ch, local, back)
		}
	}
}

// frfcfsTiming is TestDRAMRows's channel (4 banks of 1 KB rows, tRCD =
// tRP = CL = 10 core cycles, WL 4, fixed 5) with a bus of 32 bytes per
// cycle, served FR-FCFS with a scheduler queue of queue requests.
func frfcfsTiming(queue int) dramTiming {
	return newDRAMTiming(DRAMConfig{
		Channels: 1, Interleave: 256, Latency: 5, BusBytes: 32, CoreMHz: 1000, DRAMMHz: 1000,
		Banks: 4, RowBytes: 1024, RCD: 10, RP: 10, CL: 10, WL: 4,
		Scheduler: DRAMFRFCFS, QueueSize: queue,
	}, 1)
}

// batch is a batch of 32-byte reads at (arrival, address) pairs.
func batch(at []int64, addr []uint64) []dramReq {
	reqs := make([]dramReq, len(at))
	for i := range reqs {
		reqs[i] = dramReq{at: at[i], local: addr[i], bytes: 32, then: -1}
	}
	return reqs
}

func TestFRFCFSRowHitFirst(t *testing.T) {
	// Bank 0: row 0 (0x0000, closed: activated), then row 4 (0x1000, a
	// row miss) and row 0 again (0x0100) while the bank is busy.
	at, addr := []int64{0, 1, 2}, []uint64{0x0000, 0x1000, 0x0100}
	d := frfcfsTiming(0)
	ch := newChannel(&d)
	var st Stats
	var s frfcfs
	reqs := batch(at, addr)
	d.schedule(&ch, reqs, &s, &st)
	// Request 0: activate (10), CAS (10), 1 cycle of data, fixed 5: 26;
	// the bank is free at 11, when 1 and 2 wait: 2 hits the open row and
	// goes first (its data behind 0's on the bus, 21 … 22), then 1
	// precharges and activates (12 + 20 + 10 + 1 + 5).
	want := []int64{26, 48, 27}
	for i, r := range reqs {
		if r.done != want[i] {
			t.Errorf("FR-FCFS request %d (%#x at %d): done %d, want %d", i, addr[i], at[i], r.done, want[i])
		}
	}
	if st.DRAMRowHits != 1 || st.DRAMRowMisses != 2 || st.DRAMReads != 3 || st.DRAMReadBytes != 96 {
		t.Errorf("FR-FCFS stats: %d row hits, %d misses, %d reads of %d B; want 1, 2, 3, 96", st.DRAMRowHits, st.DRAMRowMisses, st.DRAMReads, st.DRAMReadBytes)
	}

	// First come, first served, the row hit waits behind the row miss and
	// becomes a miss itself.
	fc := newDRAMTiming(DRAMConfig{
		Channels: 1, Interleave: 256, Latency: 5, BusBytes: 32, CoreMHz: 1000, DRAMMHz: 1000,
		Banks: 4, RowBytes: 1024, RCD: 10, RP: 10, CL: 10, WL: 4,
	}, 1)
	if fc.frfcfs {
		t.Fatal("the default scheduler is FR-FCFS")
	}
	fch := newChannel(&fc)
	var fst Stats
	var got []int64
	for i := range at {
		got = append(got, fc.access(&fch, at[i], addr[i], 32, false, &fst))
	}
	if want := []int64{26, 47, 68}; !slices.Equal(got, want) {
		t.Errorf("FCFS: done %v, want %v", got, want)
	}
	if fst.DRAMRowHits != 0 || fst.DRAMRowMisses != 3 {
		t.Errorf("FCFS: %d row hits, %d misses; want 0 and 3", fst.DRAMRowHits, fst.DRAMRowMisses)
	}
}

func TestFRFCFSQueueSize(t *testing.T) {
	// Bank 0 serves row 0 from cycle 0; rows 4 and 8 (also bank 0) arrive
	// at 1, row 0 again at 2. With an unbounded queue the row hit goes
	// first at 11; with room for two requests it waits outside the queue
	// until row 4 is taken, and is then no hit (row 4 is open): the
	// oldest, row 8, goes first.
	at, addr := []int64{0, 1, 1, 2}, []uint64{0x0000, 0x1000, 0x2000, 0x0100}
	order := func(queue int) []int {
		d := frfcfsTiming(queue)
		ch := newChannel(&d)
		var s frfcfs
		reqs := batch(at, addr)
		d.schedule(&ch, reqs, &s, nil)
		idx := []int{0, 1, 2, 3}
		slices.SortFunc(idx, func(a, b int) int { return int(reqs[a].done - reqs[b].done) })
		return idx
	}
	for _, tc := range []struct {
		queue int
		want  []int
	}{
		{0, []int{0, 3, 1, 2}},
		{3, []int{0, 3, 1, 2}},
		{2, []int{0, 1, 2, 3}},
		{1, []int{0, 1, 2, 3}},
	} {
		if got := order(tc.queue); !slices.Equal(got, tc.want) {
			t.Errorf("queue %d: served in order %v, want %v", tc.queue, got, tc.want)
		}
	}
}

func TestFRFCFSStarvation(t *testing.T) {
	// GPGPU-Sim's FR-FCFS bounds a row miss's wait by nothing but the
	// queue: 8 hits to the open row, one a cycle, behind one miss to the
	// busy bank. With room for the miss and one hit or more, each hit
	// taken lets the next in, and all 8 overtake the miss; with a queue of
	// one request (in order) none does.
	at := []int64{0, 1}
	addr := []uint64{0x0000, 0x1000}
	for i := 0; i < 8; i++ {
		at = append(at, int64(2+i))
		addr = append(addr, uint64(i%8)*32)
	}
	for _, tc := range []struct{ queue, overtaken int }{{0, 8}, {4, 8}, {2, 8}, {1, 0}} {
		d := frfcfsTiming(tc.queue)
		ch := newChannel(&d)
		var s frfcfs
		reqs := batch(at, addr)
		d.schedule(&ch, reqs, &s, nil)
		n := 0
		for _, r := range reqs[2:] {
			if r.done < reqs[1].done {
				n++
			}
		}
		if n != tc.overtaken {
			t.Errorf("queue %d: the row miss is overtaken by %d row hits, want %d", tc.queue, n, tc.overtaken)
		}
	}
}

func TestFRFCFSMatchesFCFSWithoutChoice(t *testing.T) {
	// TestDRAMRows's requests, spaced so that none waits for another:
	// FR-FCFS has nothing to choose and times them as FCFS does.
	at := []int64{0, 100, 200, 300, 400, 500}
	addr := []uint64{0x0000, 0x0100, 0x1000, 0x0400, 0x0480, 0x0000}
	write := []bool{false, false, false, false, true, false}
	d := frfcfsTiming(16)
	fc := d
	fc.frfcfs = false
	ch, fch := newChannel(&d), newChannel(&fc)
	var st, fst Stats
	var s frfcfs
	reqs := batch(at, addr)
	for i := range reqs {
		reqs[i].write = write[i]
	}
	d.schedule(&ch, reqs, &s, &st)
	for i, r := range reqs {
		if want := fc.access(&fch, at[i], addr[i], 32, write[i], &fst); r.done != want {
			t.Errorf("request %d: FR-FCFS done %d, FCFS %d", i, r.done, want)
		}
	}
	if diff := cmp.Diff(fst, st); diff != "" {
		t.Errorf("stats (-FCFS +FR-FCFS):\n%s", diff)
	}
}

func TestFRFCFSRandom(t *testing.T) {
	// Random batches: every request is served once, not before its
	// unloaded time, one burst at a time on the bus (32 B a cycle: the
	// done cycles are distinct), and the counts are FCFS's; a dependent
	// request (an atomic's write) starts after its read is done.
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 50; trial++ {
		queue := rng.Intn(5) * 4
		d := frfcfsTiming(queue)
		ch := newChannel(&d)
		var st Stats
		var s frfcfs
		n := 1 + rng.Intn(200)
		var reqs []dramReq
		t0 := int64(0)
		for len(reqs) < n {
			t0 += int64(rng.Intn(6))
			reqs = append(reqs, dramReq{at: t0, local: uint64(rng.Intn(16)) << 8, bytes: 32, write: rng.Intn(4) == 0, then: -1})
			if rng.Intn(8) == 0 {
				reqs[len(reqs)-1].then = int32(len(reqs))
				reqs = append(reqs, dramReq{local: reqs[len(reqs)-1].local, bytes: 32, write: true, dep: true, then: -1})
			}
		}
		d.schedule(&ch, reqs, &s, &st)
		seen := map[int64]bool{}
		for i, r := range reqs {
			if r.done < r.at+d.unloaded(32, r.write) {
				t.Fatalf("trial %d, request %d (at %d): done %d, before its unloaded time", trial, i, r.at, r.done)
			}
			if seen[r.done] {
				t.Fatalf("trial %d, request %d: two bursts done at %d on one bus", trial, i, r.done)
			}
			seen[r.done] = true
			if r.then >= 0 && reqs[r.then].at != r.done {
				t.Fatalf("trial %d, request %d: its write arrives at %d, want at its data, %d", trial, i, reqs[r.then].at, r.done)
			}
		}
		if st.DRAMReads+st.DRAMWrites != int64(len(reqs)) {
			t.Fatalf("trial %d: %d requests counted, %d made", trial, st.DRAMReads+st.DRAMWrites, len(reqs))
		}
		if st.DRAMRowHits+st.DRAMRowMisses != int64(len(reqs)) {
			t.Fatalf("trial %d: %d row hits and misses, %d requests", trial, st.DRAMRowHits+st.DRAMRowMisses, len(reqs))
		}
	}
}

func TestFRFCFSStreamKeepsBusBusy(t *testing.T) {
	// A saturating stream of 32-byte reads through V100-like rows (2 KB,
	// rows to banks round-robin): each row's activation overlaps the
	// bursts of the row before, so FR-FCFS with a queue of 64 (or none)
	// keeps the bus as busy as first come, first served does. The bus goes
	// to column commands in the order they are due, not in the order the
	// banks took their requests: a row miss taken early does not hold the
	// bus for the hits taken after it.
	cfg := Volta().DRAM
	cfg.Channels = 1
	var at []int64
	var addr []uint64
	for i := 0; i < 4000; i++ {
		at = append(at, int64(i/2))
		addr = append(addr, uint64(i*32))
	}
	fc := newDRAMTiming(cfg, 1)
	fch := newChannel(&fc)
	want := int64(0)
	for i := range at {
		want = max(want, fc.access(&fch, at[i], addr[i], 32, false, nil))
	}
	for _, q := range []int{0, 64} {
		cfg.Scheduler, cfg.QueueSize = DRAMFRFCFS, q
		d := newDRAMTiming(cfg, 1)
		ch := newChannel(&d)
		var s frfcfs
		reqs := batch(at, addr)
		d.schedule(&ch, reqs, &s, nil)
		last := int64(0)
		for _, r := range reqs {
			last = max(last, r.done)
		}
		if last != want {
			t.Errorf("queue %d: the stream is done at %d, first come first served at %d", q, last, want)
		}
	}
}
