package mem

import "testing"

func TestBankConflicts(t *testing.T) {
	fermi := SharedConfig{Latency: 26, Banks: 32, BankBytes: 4, PassCycles: 1}
	for _, tc := range []struct {
		name  string
		cfg   SharedConfig
		size  int
		addrs []uint64
		want  int
	}{
		{"stride 1 word", fermi, 4, lanes(32, 0, 4), 1},
		{"stride 2 words", fermi, 4, lanes(32, 0, 8), 2},
		{"stride 3 words (odd: free)", fermi, 4, lanes(32, 0, 12), 1},
		{"stride 4 words", fermi, 4, lanes(32, 0, 16), 4},
		{"stride 32 words", fermi, 4, lanes(32, 0, 128), 32},
		{"broadcast", fermi, 4, lanes(32, 64, 0), 1},
		{"broadcast of two words in one bank", fermi, 4, append(lanes(16, 0, 0), lanes(16, 128, 0)...), 2},
		{"bytes of one word", fermi, 1, lanes(32, 0, 1), 1},
		{"8-byte stride 1: two passes", fermi, 8, lanes(32, 0, 8), 2},
		{"16 lanes, 8-byte stride 1", fermi, 8, lanes(16, 0, 8), 1},
		{"no bank model", SharedConfig{Latency: 20}, 4, lanes(32, 0, 128), 1},
		{"no lanes", fermi, 4, nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBankConflicts(tc.cfg)
			if got := b.passes(request(OpLoad, tc.size, ClassShared, tc.addrs)); got != tc.want {
				t.Errorf("got %d passes, want %d", got, tc.want)
			}
		})
	}
}

func TestSharedLatency(t *testing.T) {
	cfg := GTX480()
	h, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := h.Core(0)
	for _, tc := range []struct {
		stride uint64
		want   int
	}{{4, 26}, {8, 27}, {128, 26 + 31}} {
		r := c.Begin(OpLoad, 4)
		for _, a := range lanes(32, 0, tc.stride) {
			r.Add(ClassShared, a)
		}
		if got := c.Access(0, r); got.Latency != tc.want || got.Transactions != 1 {
			t.Errorf("stride %d: got %+v, want latency %d, 1 transaction", tc.stride, got, tc.want)
		}
	}
	s := h.Stats()
	if s.SharedAccesses != 3 || s.SharedPasses != 1+2+32 {
		t.Errorf("got %d accesses, %d passes; want 3, 35", s.SharedAccesses, s.SharedPasses)
	}
}

func TestBankConflictsNotPowerOfTwo(t *testing.T) {
	b := newBankConflicts(SharedConfig{Latency: 1, Banks: 3, BankBytes: 4})
	// Words 0, 3, 6 are all bank 0 of 3: three passes; 0 … 5 two.
	if got := b.passes(request(OpLoad, 4, ClassShared, lanes(3, 0, 12))); got != 3 {
		t.Errorf("stride 3 words over 3 banks: %d passes, want 3", got)
	}
	if got := b.passes(request(OpLoad, 4, ClassShared, lanes(6, 0, 4))); got != 2 {
		t.Errorf("6 words over 3 banks: %d passes, want 2", got)
	}
	// One bank model is used for many accesses: the generations reset it.
	b1 := newBankConflicts(SharedConfig{Latency: 1, Banks: 32, BankBytes: 4})
	for i := 0; i < 1000; i++ {
		if got := b1.passes(request(OpLoad, 4, ClassShared, lanes(32, uint64(i)*4, 8))); got != 2 {
			t.Fatalf("access %d: %d passes, want 2", i, got)
		}
	}
}
