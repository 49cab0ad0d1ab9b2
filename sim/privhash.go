// The incremental hash of private memory that the exact-repeat check
// (repeat.go) compares: kept up to date at every private store, so that a
// check costs O(lanes), not O(private bytes) — a kernel with megabytes of
// private memory per thread runs at the speed of one with a few bytes, and
// --max-cycles bounds its wall time.
//
// Lane l's private memory is a sequence of 8-byte little-endian words
// (the last one zero-padded when the size is not a multiple of 8). Its
// hash is the sum (mod 2^64) over words k of
//
//	term(k, v) = fmix(v ^ key(k)) - fmix(key(k))
//
// with key(k) an odd-multiplier bijection of k and fmix MurmurHash3's
// 64-bit finalizer (a bijection with fmix(0) = 0): a word that is zero
// adds nothing, so a fresh (zeroed) memory hashes to 0, and a store that
// changes word k from a to b adds fmix(b ^ key(k)) - fmix(a ^ key(k)).
// Equal memories have equal hashes; different ones collide with the
// probability of any 64-bit hash (key(k) makes a term depend on where the
// word is, so moving a value changes the hash).

package sim

import (
	"encoding/binary"

	"github.com/simtc/simtc/sim/mem"
)

// fmix is MurmurHash3's 64-bit finalizer.
func fmix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// privKey is word k's key.
func privKey(k uint64) uint64 { return (k + 1) * 0x9e3779b97f4a7c15 }

// privTerm is word k's term in the hash when it holds v.
func privTerm(k, v uint64) uint64 {
	key := privKey(k)
	return fmix(v^key) - fmix(key)
}

// privWordOf is the 8-byte word k of p, zero-padded past its end.
func privWordOf(p []byte, k uint64) uint64 {
	off := k * 8
	if off+8 <= uint64(len(p)) {
		return binary.LittleEndian.Uint64(p[off:])
	}
	var buf [8]byte
	copy(buf[:], p[off:])
	return binary.LittleEndian.Uint64(buf[:])
}

// privHashOf hashes p from scratch: what the incremental hash of a
// memory holding p must be (for tests and checks).
func privHashOf(p []byte) uint64 {
	var h uint64
	for k := uint64(0); k*8 < uint64(len(p)); k++ {
		if v := privWordOf(p, k); v != 0 {
			h += privTerm(k, v)
		}
	}
	return h
}

// privStore stores the low size bytes of v at private offset off of lane
// l of w (in bounds; a page is allocated at its first write), updates the
// lane's hash when w keeps one, and reports whether the memory changed
// (as mem.Store). A store across a page boundary (a misaligned stack
// slot) is made byte by byte.
func (m *machine) privStore(w *Warp, l int, off uint64, size int, v uint64) bool {
	if off>>privPageShift != (off+uint64(size)-1)>>privPageShift {
		changed := false
		for j := 0; j < size; j++ {
			if m.privStore(w, l, off+uint64(j), 1, v>>(8*j)) {
				changed = true
			}
		}
		return changed
	}
	p := m.privPage(w, l, int(off>>privPageShift), true)
	o := off & (privPageSize - 1)
	b := p[o : o+uint64(size)]
	if w.ph == nil {
		return mem.Store(b, size, v)
	}
	// The words the store changes are in page p (a page holds whole
	// words): words j0 and j1 of the page, k and k+1 of the memory.
	j0, j1 := o/8, (o+uint64(size)-1)/8
	a0, a1 := privWordOf(p, j0), privWordOf(p, j1)
	if !mem.Store(b, size, v) {
		return false
	}
	k := off / 8
	key := privKey(k)
	d := fmix(privWordOf(p, j0)^key) - fmix(a0^key)
	if j1 != j0 { // a misaligned stack slot
		key1 := privKey(k + 1)
		d += fmix(privWordOf(p, j1)^key1) - fmix(a1^key1)
	}
	w.ph[l] += d
	return true
}
