package mem

import (
	"math/rand"
	"testing"
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
