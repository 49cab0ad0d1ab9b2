package mem

import "testing"

// l2Config: no L1, one channel with one L2 bank of 1 set × 2 ways × 128 B
// (hit 20, port 32 B per cycle), a fixed-latency DRAM of 100, in
// gpgpusim coalescing.
func l2Config() Config {
	c := Fixed(100, 0, 128, 20)
	c.Coalesce.Mode = CoalesceGPGPUSim
	c.L2 = CacheConfig{
		Sets: 1, LineSize: 128, Ways: 2,
		Write: WriteBack, WriteAllocate: WriteAllocateFetch, PortBytes: 32, Latency: 20,
	}
	c.L2Banks = 1
	return c
}

func TestL2(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(*Config)
		steps []step // cycles in distinct epochs, so that each sees the last replay
		want  Stats  // the L2 and DRAM counters
	}{
		{
			name:  "miss, then hit",
			steps: []step{{0, false, lineA, 20 + 100}, {2000, false, lineA, 20}},
			want:  Stats{L2Accesses: 2, L2Hits: 1, L2Misses: 1, DRAMReads: 1, DRAMReadBytes: 128},
		},
		{
			name: "LRU eviction of a dirty line writes it back",
			steps: []step{
				{0, true, lineA, 0},       // write-allocate: fetch, dirty
				{2000, false, lineB, 120}, // second way
				{4000, false, lineC, 120}, // evicts A (LRU), dirty: write-back
				{6000, false, lineA, 120}, // gone
			},
			want: Stats{L2Accesses: 4, L2Writes: 1, L2Misses: 4, L2Writebacks: 1, DRAMReads: 4, DRAMWrites: 1, DRAMReadBytes: 512, DRAMWriteBytes: 128},
		},
		{
			name: "no write-allocate: a store miss goes to DRAM",
			edit: func(c *Config) { c.L2.WriteAllocate = NoWriteAllocate },
			steps: []step{
				{0, true, lineA, 0},
				{2000, false, lineA, 120},
			},
			want: Stats{L2Accesses: 2, L2Writes: 1, L2Misses: 2, DRAMReads: 1, DRAMWrites: 1, DRAMReadBytes: 128, DRAMWriteBytes: 128},
		},
		{
			name: "lazy write-allocate: no fetch, the line then hits",
			edit: func(c *Config) { c.L2.WriteAllocate = WriteAllocateLazy },
			steps: []step{
				{0, true, lineA, 0},
				{2000, false, lineA, 20},
			},
			want: Stats{L2Accesses: 2, L2Writes: 1, L2Misses: 1, L2Hits: 1},
		},
		{
			name: "write-through: every store reaches DRAM",
			edit: func(c *Config) { c.L2.Write = WriteThrough },
			steps: []step{
				{0, false, lineA, 120},
				{2000, true, lineA, 0},
				{4000, true, lineA, 0},
			},
			want: Stats{L2Accesses: 3, L2Writes: 2, L2Misses: 1, L2Hits: 2, DRAMReads: 1, DRAMWrites: 2, DRAMReadBytes: 128, DRAMWriteBytes: 256},
		},
		{
			name: "pending hit in the same epoch",
			steps: []step{
				{0, false, lineA, 120},
				{50, false, lineA, 70}, // the fill arrives at 120
			},
			want: Stats{L2Accesses: 2, L2Misses: 1, L2PendingHits: 1, DRAMReads: 1, DRAMReadBytes: 128},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := l2Config()
			if tc.edit != nil {
				tc.edit(&cfg)
			}
			h, c := newCore1(t, cfg)
			for i, s := range tc.steps {
				h.Sync(s.at)
				var got int
				if s.store {
					got = store(c, s.at, s.addr)
				} else {
					got = load(c, s.at, s.addr)
				}
				if got != s.want {
					t.Errorf("step %d (%+v): latency %d, want %d", i, s, got, s.want)
				}
			}
			s := h.Stats()
			got := Stats{
				L2Accesses: s.L2Accesses, L2Hits: s.L2Hits, L2PendingHits: s.L2PendingHits, L2Misses: s.L2Misses,
				L2Writes: s.L2Writes, L2Writebacks: s.L2Writebacks,
				DRAMReads: s.DRAMReads, DRAMWrites: s.DRAMWrites, DRAMReadBytes: s.DRAMReadBytes, DRAMWriteBytes: s.DRAMWriteBytes,
			}
			if got != tc.want {
				t.Errorf("stats\n got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestL2BankPorts(t *testing.T) {
	// GTX480's L2: 12 banks, 256-byte interleaving, a port of 32 B per
	// cycle (4 cycles per 128-byte line); DRAM made a fixed latency here.
	// One load of two lines: the L1 port sends the second transaction a
	// cycle after the first; in the same bank it then waits for the
	// first's 4 port cycles, in another bank it does not.
	cfg := GTX480()
	cfg.DRAM.BusBytes, cfg.DRAM.RowBytes = 0, 0
	for _, tc := range []struct {
		name   string
		second uint64
		after  int // cycles the second transaction's data follows the first's
	}{
		{"same bank", 0x80, 4},                // the other line of the same 256-byte chunk
		{"next bank", 0x100, 1},               // the next chunk: the next channel
		{"same bank, 12 chunks on", 0xc00, 4}, // 12 banks further: the same bank again
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := New(cfg, 1)
			if err != nil {
				t.Fatal(err)
			}
			r := h.Core(0).Begin(OpLoad, 4)
			r.Add(ClassGlobal, 0)
			r.Add(ClassGlobal, tc.second)
			first := 35 + 120 + 100
			if got := h.Core(0).Access(0, r).Latency; got != first+tc.after {
				t.Errorf("latency %d, want %d + %d", got, first, tc.after)
			}
		})
	}
}
