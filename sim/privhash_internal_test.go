package sim

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mem"
)

// The incremental hash of private memory equals the hash of the memory
// computed from scratch after every store: aligned stores of every size,
// unaligned 8-byte stack slots, sizes that are not a multiple of 8 (the
// zero-padded last word), stores that change nothing. Each store is
// checked against the whole memory (two copies and a hash): 20,000 stores
// per size, 2,000 with -short (which still cross page boundaries about 60
// times per paged size).
func TestPrivStoreKeepsHash(t *testing.T) {
	t.Parallel()
	stores := 20000
	if testing.Short() {
		stores = 2000
	}
	for _, size := range []int{8, 13, 64, 4096, 3 * privPageSize, privEager + 8*privPageSize + 24} {
		m := &machine{privSize: size, zero: make([]byte, privPageSize)}
		const lanes = 3
		w := &Warp{ph: make([]uint64, lanes)}
		m.initPriv(w, lanes)
		rng := rand.New(rand.NewSource(int64(size)))
		for i := 0; i < stores; i++ {
			l := rng.Intn(lanes)
			n := 1 << rng.Intn(4)
			if n > size {
				n = 1
			}
			off := uint64(rng.Intn(size-n+1)) &^ uint64(n-1) // aligned (execMem)
			if n == 8 && rng.Intn(4) == 0 {
				off = uint64(rng.Intn(size - 7)) // any (a call's stack slot)
				if size > privPageSize && rng.Intn(2) == 0 {
					off = privPageSize - uint64(1+rng.Intn(7)) // across a page boundary
				}
			}
			v := rng.Uint64()
			switch rng.Intn(3) {
			case 0:
				v = 0
			case 1:
				v &= 0xff
			}
			before := m.privCopy(w, l)
			m.privStore(w, l, off, n, v)
			p := m.privCopy(w, l)
			if got, want := w.ph[l], privHashOf(p); got != want {
				t.Fatalf("size %d, store %d (lane %d, %d bytes at %d): incremental hash %#x, from scratch %#x", size, i, l, n, off, got, want)
			}
			// The store wrote exactly its bytes, and a load reads them.
			for j := range p {
				inside := uint64(j) >= off && uint64(j) < off+uint64(n)
				if want := byte(v >> (8 * (uint64(j) - off))); inside && p[j] != want || !inside && p[j] != before[j] {
					t.Fatalf("size %d, store %d (%d bytes of %#x at %d): byte %d is %#x", size, i, n, v, off, j, p[j])
				}
			}
			if got, want := m.privLoad(w, l, off, n), v&(1<<(8*uint(n))-1|-(uint64(n)>>3)); got != want {
				t.Fatalf("size %d: load of %d bytes at %d: %#x, want %#x", size, n, off, got, want)
			}
		}
	}
}

// Private memory larger than privEager is allocated page by page at the
// first write; reads of pages never written read zeros and allocate
// nothing.
func TestPrivPagesLazy(t *testing.T) {
	m := &machine{privSize: 4 << 20, zero: make([]byte, privPageSize)}
	w := &Warp{}
	m.initPriv(w, 32)
	count := func() int {
		n := 0
		for _, p := range w.pages {
			if p != nil {
				n++
			}
		}
		return n
	}
	if n := count(); n != 0 {
		t.Fatalf("%d pages allocated at launch, want 0", n)
	}
	if v := m.privLoad(w, 5, 3<<20, 8); v != 0 || count() != 0 {
		t.Fatalf("a read of an unwritten page: %#x, %d pages allocated", v, count())
	}
	m.privStore(w, 5, 3<<20, 8, 42)
	m.privStore(w, 5, 3<<20+8, 4, 7)
	m.privStore(w, 7, 0, 1, 1)
	if n := count(); n != 2 {
		t.Errorf("%d pages after writes to two pages, want 2", n)
	}
	if v := m.privLoad(w, 5, 3<<20, 8); v != 42 {
		t.Errorf("read back %d, want 42", v)
	}
	// Small private memory is allocated at launch, in one piece.
	small := &machine{privSize: 256}
	ws := &Warp{}
	small.initPriv(ws, 32)
	for i, p := range ws.pages {
		if len(p) != 256 {
			t.Fatalf("page %d of a 256-byte private memory: %d bytes", i, len(p))
		}
	}
}

// The hash tells apart memories that differ: zeroed memory hashes to 0, a
// value at another place or another value hashes differently.
func TestPrivHashDistinguishes(t *testing.T) {
	const size = 64
	seen := map[uint64]string{}
	add := func(name string, p []byte) {
		t.Helper()
		h := privHashOf(p)
		if prev, ok := seen[h]; ok {
			t.Errorf("%s and %s hash alike (%#x)", prev, name, h)
		}
		seen[h] = name
	}
	zero := make([]byte, size)
	if h := privHashOf(zero); h != 0 {
		t.Errorf("zeroed memory hashes to %#x, want 0", h)
	}
	add("zero", zero)
	for off := 0; off < size; off++ {
		for _, v := range []byte{1, 2, 0x80} {
			p := make([]byte, size)
			p[off] = v
			add(fmt.Sprintf("byte %#x at %d", v, off), p)
		}
	}
	// Swapping two words changes the hash.
	p := make([]byte, size)
	p[0], p[8] = 1, 2
	q := make([]byte, size)
	q[0], q[8] = 2, 1
	if privHashOf(p) == privHashOf(q) {
		t.Error("swapped words hash alike")
	}
}

// The paged private access faults with the messages mem.Resolve gives for
// a flat memory of the same size (shared memory's, the space renamed), and
// gets no bytes from Resolve when it is inside.
func TestPrivCheckMessages(t *testing.T) {
	const size = 64
	s := &mem.Spaces{Shared: make([]byte, size), PrivateSize: size}
	for _, c := range []struct {
		addr uint64
		n    int
	}{{0, 8}, {3, 4}, {60, 8}, {64, 1}, {1 << 63, 8}, {^uint64(0) - 3, 4}, {56, 8}} {
		_, _, flat := s.Resolve(isa.SpaceShared, c.addr, c.n, true)
		want := strings.ReplaceAll(fmt.Sprint(flat), "shared", "private")
		b, sp, got := s.Resolve(isa.SpacePrivate, c.addr, c.n, true)
		if fmt.Sprint(got) != want {
			t.Errorf("%d bytes at %#x: private says %v, a flat memory %v", c.n, c.addr, got, want)
		}
		if b != nil || sp != isa.SpacePrivate {
			t.Errorf("%d bytes at %#x: Resolve gives %d bytes of %s, want none of private", c.n, c.addr, len(b), sp)
		}
	}
}
