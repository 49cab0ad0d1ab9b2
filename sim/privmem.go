// Private memory in pages allocated at the first write: a thread's
// private memory costs what it touches, not what the kernel declares, so
// a kernel with megabytes of private memory per thread launches and runs
// at the speed of one with a few bytes (issue 34). A read of a page never
// written reads zeros (m.zero). A thread with at most privEager bytes has
// all its pages from the start, in one allocation per warp, as before.

package sim

import "github.com/simtc/simtc/sim/mem"

const (
	privPageShift = 12
	privPageSize  = 1 << privPageShift // a multiple of 8: no word spans two pages
	privEager     = 16 << 10           // private bytes per thread allocated at launch
)

// privPages is the number of pages of a thread's private memory.
func (m *machine) privPages() int { return (m.privSize + privPageSize - 1) >> privPageShift }

// initPriv gives w its private memory: every lane's page table, with the
// pages themselves when the memory is small.
func (m *machine) initPriv(w *Warp, ws int) {
	np := m.privPages()
	if np == 0 {
		return
	}
	w.pages = make([][]byte, ws*np)
	if m.privSize > privEager {
		return // pages at their first write; reads before it read m.zero
	}
	buf := make([]byte, ws*m.privSize)
	for l := 0; l < ws; l++ {
		for i := 0; i < np; i++ {
			lo := l*m.privSize + i*privPageSize
			hi := min(lo+privPageSize, (l+1)*m.privSize)
			w.pages[l*np+i] = buf[lo:hi:hi]
		}
	}
}

// privPage returns page i of lane l of w: allocated now for a write, the
// zero page for a read of a page never written.
func (m *machine) privPage(w *Warp, l, i int, write bool) []byte {
	np := m.privPages()
	p := w.pages[l*np+i]
	if p != nil {
		return p
	}
	n := min(privPageSize, m.privSize-i*privPageSize)
	if !write {
		return m.zero[:n]
	}
	p = make([]byte, n)
	w.pages[l*np+i] = p
	return p
}

// privBytes returns the n bytes at private offset off of lane l of w, an
// access inside one page (any aligned access of at most 8 bytes).
func (m *machine) privBytes(w *Warp, l int, off uint64, n int, write bool) []byte {
	p := m.privPage(w, l, int(off>>privPageShift), write)
	o := off & (privPageSize - 1)
	return p[o : o+uint64(n)]
}

// privLoad loads size bytes at private offset off of lane l of w (in
// bounds), also across a page boundary (a misaligned stack slot).
func (m *machine) privLoad(w *Warp, l int, off uint64, size int) uint64 {
	if off>>privPageShift == (off+uint64(size)-1)>>privPageShift {
		return mem.Load(m.privBytes(w, l, off, size, false), size)
	}
	var v uint64
	for j := 0; j < size; j++ {
		v |= uint64(m.privBytes(w, l, off+uint64(j), 1, false)[0]) << (8 * j)
	}
	return v
}

// privCopy returns a copy of lane l's private memory (tests, checks).
func (m *machine) privCopy(w *Warp, l int) []byte {
	out := make([]byte, m.privSize)
	np := m.privPages()
	for i := 0; i < np; i++ {
		if p := w.pages[l*np+i]; p != nil {
			copy(out[i*privPageSize:], p)
		}
	}
	return out
}
