package mem

import "testing"

// l1Config is a small L1 over a fixed-latency memory (no shared state):
// 2 sets × 2 ways × 128 B, 2 MSHRs merging 2, hit 10, memory 100, so a
// miss at t is back at t + 10 + 100.
func l1Config() Config {
	c := Fixed(100, 0, 128, 20)
	c.Coalesce.Mode = CoalesceGPGPUSim
	c.L1 = CacheConfig{
		Sets: 2, LineSize: 128, Ways: 2,
		Write: WriteEvict, MSHRs: 2, MSHRMerge: 2, Latency: 10,
	}
	return c
}

// load times a coalesced 32 × 4-byte load of the line at addr.
func load(c *Core, now int64, addr uint64) int {
	r := c.Begin(OpLoad, 4)
	for _, a := range lanes(32, addr, 4) {
		r.Add(ClassGlobal, a)
	}
	return c.Access(now, r).Latency
}

func store(c *Core, now int64, addr uint64) int {
	r := c.Begin(OpStore, 4)
	for _, a := range lanes(32, addr, 4) {
		r.Add(ClassGlobal, a)
	}
	return c.Access(now, r).Latency
}

func newCore1(t *testing.T, cfg Config) (*Hierarchy, *Core) {
	t.Helper()
	h, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	return h, h.Core(0)
}

// step is one access of a scripted L1 test: a load (or store) of the line
// at addr at cycle at, and the latency it must get.
type step struct {
	at    int64
	store bool
	addr  uint64
	want  int
}

func runSteps(t *testing.T, c *Core, steps []step) {
	t.Helper()
	for i, s := range steps {
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
}

// Lines 0x0000, 0x0100, 0x0200 fall in set 0 of the 2-set L1; 0x0080 in set 1.
const (
	lineA = 0x0000
	lineB = 0x0100
	lineC = 0x0200
	lineD = 0x0080
)

func TestL1(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(*Config)
		steps []step
		check func(t *testing.T, s Stats)
	}{
		{
			name:  "miss then hit",
			steps: []step{{0, false, lineA, 110}, {200, false, lineA, 10}, {300, false, lineA, 10}},
			check: func(t *testing.T, s Stats) {
				if s.L1Accesses != 3 || s.L1Hits != 2 || s.L1Misses != 1 || s.Fetches != 1 || s.LoadLatencySum != 130 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "pending hits merge into the MSHR, then the merge limit stalls",
			steps: []step{
				{0, false, lineA, 110},
				{5, false, lineA, 105},       // merged: back with the fill at 110
				{6, false, lineA, 104},       // merged (2 = MSHRMerge)
				{7, false, lineA, 113},       // MSHR full: stall until 110, hit at 120
				{8, false, lineD, 103 + 110}, // behind the stalled access: from 111
			},
			check: func(t *testing.T, s Stats) {
				if s.L1PendingHits != 2 || s.L1ReservationFails != 1 || s.L1StallCycles != 103 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "MSHRs full: the third miss waits for the first fill",
			steps: []step{
				{0, false, lineA, 110},
				{1, false, lineD, 110},
				{2, false, lineB, 108 + 110}, // MSHR free at 110
			},
			check: func(t *testing.T, s Stats) {
				if s.L1Misses != 3 || s.L1ReservationFails != 1 || s.L1StallCycles != 108 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "every line of the set in flight: the miss waits for one",
			edit: func(c *Config) { c.L1.MSHRs = 8 },
			steps: []step{
				{0, false, lineA, 110},
				{1, false, lineB, 110},
				{2, false, lineC, 108 + 110},
			},
			check: func(t *testing.T, s Stats) {
				if s.L1ReservationFails != 1 || s.L1Evictions != 1 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "allocate on fill: no line stall, the line is not kept",
			edit: func(c *Config) { c.L1.MSHRs, c.L1.AllocOnFill = 8, true },
			steps: []step{
				{0, false, lineA, 110},
				{1, false, lineB, 110},
				{2, false, lineC, 110},
				{500, false, lineC, 110},
			},
		},
		{
			name: "LRU eviction",
			steps: []step{
				{0, false, lineA, 110},
				{200, false, lineB, 110},
				{400, false, lineA, 10},  // A is now the most recent
				{500, false, lineC, 110}, // evicts B
				{700, false, lineA, 10},
				{800, false, lineB, 110},
			},
			check: func(t *testing.T, s Stats) {
				if s.L1Evictions != 2 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "FIFO eviction",
			edit: func(c *Config) { c.L1.Replacement = FIFO },
			steps: []step{
				{0, false, lineA, 110},
				{200, false, lineB, 110},
				{400, false, lineA, 10},
				{500, false, lineC, 110}, // evicts A, the oldest
				{700, false, lineA, 110},
			},
		},
		{
			name: "write-evict, no write-allocate",
			steps: []step{
				{0, false, lineA, 110},
				{200, false, lineA, 10},
				{300, true, lineA, 0},    // hit: evicts the line
				{400, false, lineA, 110}, // so this misses
				{600, true, lineB, 0},    // miss: not allocated
				{700, false, lineB, 110},
			},
			check: func(t *testing.T, s Stats) {
				if s.L1Writes != 2 || s.L1WriteHits != 1 || s.DRAMWrites != 2 {
					t.Errorf("stats %+v", s)
				}
			},
		},
		{
			name: "write-through keeps the line",
			edit: func(c *Config) { c.L1.Write = WriteThrough },
			steps: []step{
				{0, false, lineA, 110},
				{300, true, lineA, 0},
				{400, false, lineA, 10},
			},
		},
		{
			name: "write-back with write-allocate: dirty victims are written back",
			edit: func(c *Config) { c.L1.Write, c.L1.WriteAllocate = WriteBack, WriteAllocateLazy },
			steps: []step{
				{0, true, lineA, 0},
				{10, false, lineA, 10},
				{20, false, lineB, 110},
				{200, false, lineC, 110}, // evicts A, dirty
			},
			check: func(t *testing.T, s Stats) {
				if s.L1Writebacks != 1 || s.DRAMWrites != 1 {
					t.Errorf("stats %+v", s)
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := l1Config()
			if tc.edit != nil {
				tc.edit(&cfg)
			}
			h, c := newCore1(t, cfg)
			runSteps(t, c, tc.steps)
			if tc.check != nil {
				tc.check(t, h.Stats())
			}
		})
	}
}

func TestL1Sectored(t *testing.T) {
	cfg := l1Config()
	cfg.Coalesce.SegmentSize = 32
	cfg.L1.Sectored = true
	h, c := newCore1(t, cfg)
	sector := func(now int64, addr uint64) int {
		r := c.Begin(OpLoad, 4)
		for _, a := range lanes(8, addr, 4) {
			r.Add(ClassGlobal, a)
		}
		return c.Access(now, r).Latency
	}
	if got := sector(0, 0x0); got != 110 {
		t.Errorf("first sector: %d, want 110", got)
	}
	if got := sector(200, 0x20); got != 110 {
		t.Errorf("second sector of the line: %d, want 110 (a sector miss)", got)
	}
	if got := sector(400, 0x0); got != 10 {
		t.Errorf("first sector again: %d, want 10", got)
	}
	s := h.Stats()
	if s.L1Misses != 2 || s.L1SectorMisses != 1 || s.DRAMReadBytes != 64 {
		t.Errorf("stats %+v", s)
	}
}

func TestTagArrayLRU(t *testing.T) {
	a := newTagArray(CacheConfig{Sets: 1, LineSize: 128, Ways: 3})
	for i, line := range []uint64{1, 2, 3} {
		v, _ := a.victim(line, 0)
		if v != i {
			t.Fatalf("victim for line %d: slot %d, want the free slot %d", line, v, i)
		}
		a.install(v, line)
		a.setReady(v, 1, 0)
	}
	a.use(a.find(1))
	a.use(a.find(2))
	if v, _ := a.victim(4, 10); v != a.find(3) {
		t.Errorf("victim %d, want line 3's slot %d (least recently used)", v, a.find(3))
	}
	a.setReady(a.find(3), 1, 100) // in flight until 100
	if v, _ := a.victim(4, 10); v != a.find(1) {
		t.Errorf("victim %d, want line 1's slot (3 is in flight)", v)
	}
	for _, l := range []uint64{1, 2} {
		a.setReady(a.find(l), 1, 50)
	}
	if v, wait := a.victim(4, 10); v != -1 || wait != 50 {
		t.Errorf("victim %d wait %d, want -1 until 50 (all in flight)", v, wait)
	}
}

func TestMSHRHeap(t *testing.T) {
	m := newMSHRs(2)
	if got := m.acquire(0); got != 0 {
		t.Fatalf("free MSHR at %d, want 0", got)
	}
	m.hold(300)
	m.acquire(0)
	m.hold(100)
	if got := m.acquire(10); got != 100 {
		t.Errorf("full: free at %d, want 100 (the earliest release)", got)
	}
	m.hold(500)
	if got := m.acquire(400); got != 400 {
		t.Errorf("at 400: %d, want 400 (300 released)", got)
	}
}
