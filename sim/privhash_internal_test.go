package sim

import (
	"fmt"
	"math/rand"
	"testing"
)

// The incremental hash of private memory equals the hash of the memory
// computed from scratch after every store: aligned stores of every size,
// unaligned 8-byte stack slots, sizes that are not a multiple of 8 (the
// zero-padded last word), stores that change nothing.
func TestPrivStoreKeepsHash(t *testing.T) {
	for _, size := range []int{8, 13, 64, 4096} {
		m := &machine{privSize: size}
		const lanes = 3
		w := &Warp{priv: make([]byte, lanes*size), ph: make([]uint64, lanes)}
		rng := rand.New(rand.NewSource(int64(size)))
		for i := 0; i < 20000; i++ {
			l := rng.Intn(lanes)
			n := 1 << rng.Intn(4)
			if n > size {
				n = 1
			}
			off := uint64(rng.Intn(size-n+1)) &^ uint64(n-1) // aligned (execMem)
			if n == 8 && rng.Intn(4) == 0 {
				off = uint64(rng.Intn(size - 7)) // any (a call's stack slot)
			}
			v := rng.Uint64()
			switch rng.Intn(3) {
			case 0:
				v = 0
			case 1:
				v &= 0xff
			}
			m.privStore(w, l, off, n, v)
			p := w.priv[l*size : (l+1)*size]
			if got, want := w.ph[l], privHashOf(p); got != want {
				t.Fatalf("size %d, store %d (lane %d, %d bytes at %d): incremental hash %#x, from scratch %#x", size, i, l, n, off, got, want)
			}
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
