package mem

import "math/bits"

// pageShift: a view's private copies of global memory are pages of
// 1<<pageShift bytes.
const pageShift = 12

// View is one core's view of global memory in a window of the parallel
// simulation: the pages it wrote (copies), and the bytes it read and
// wrote. A Global made by Fork reads and writes through it. The zero value
// is an empty view.
type View struct {
	pages   [][][]byte // [region][page]: the core's copy, nil: none
	read    [][]uint64 // [region][word]: bit b of word w is byte 64w+b
	written [][]uint64
	touched []word // words with a bit in read or written, once each
	dirty   []word // pages copied (word: the page number)
	free    [][]byte
}

type word struct {
	region int
	word   uint64
}

// access returns the n bytes at offset off of region i (r) as the core
// sees them, marking them read or written.
func (v *View) access(i int, r *Region, off uint64, n int, write bool) []byte {
	for len(v.read) <= i {
		v.read, v.written, v.pages = append(v.read, nil), append(v.written, nil), append(v.pages, nil)
	}
	if v.read[i] == nil {
		words := len(r.Data)/64 + 1
		v.read[i], v.written[i] = make([]uint64, words), make([]uint64, words)
		v.pages[i] = make([][]byte, len(r.Data)>>pageShift+1)
	}
	w := off >> 6
	bits := (uint64(1)<<uint(n) - 1) << (off & 63) // n ≤ 8 and off%n == 0: within the word
	if v.read[i][w]|v.written[i][w] == 0 {
		v.touched = append(v.touched, word{i, w})
	}
	pg := off >> pageShift
	o := off - pg<<pageShift
	if !write {
		v.read[i][w] |= bits
		if p := v.pages[i][pg]; p != nil {
			return p[o : o+uint64(n)]
		}
		return r.Data[off : off+uint64(n)]
	}
	v.written[i][w] |= bits
	p := v.pages[i][pg]
	if p == nil {
		lo := pg << pageShift
		hi := min(lo+1<<pageShift, uint64(len(r.Data)))
		if k := len(v.free); k > 0 {
			p, v.free = v.free[k-1][:hi-lo], v.free[:k-1]
		} else {
			p = make([]byte, hi-lo, 1<<pageShift)
		}
		copy(p, r.Data[lo:hi])
		v.pages[i][pg] = p
		v.dirty = append(v.dirty, word{i, pg})
	}
	return p[o : o+uint64(n)]
}

// accessed returns the bytes of word w of region i the view read or
// wrote.
func (v *View) accessed(i int, w uint64) uint64 {
	if i >= len(v.read) || v.read[i] == nil {
		return 0
	}
	return v.read[i][w] | v.written[i][w]
}

// Conflict looks for a byte that one of views wrote and another read or
// wrote: ok is true when there is one, with the two views' indices (the
// writer first) and the region's index.
func Conflict(views []*View) (writer, other, region int, ok bool) {
	for a, va := range views {
		for _, wd := range va.touched {
			wr := va.written[wd.region][wd.word]
			if wr == 0 {
				continue
			}
			for b, vb := range views {
				if b != a && vb.accessed(wd.region, wd.word)&wr != 0 {
					return a, b, wd.region, true
				}
			}
		}
	}
	return 0, 0, 0, false
}

// Apply writes the bytes the view wrote to g (the memory it was forked
// from) and resets the view for the next window.
func (v *View) Apply(g *Global) {
	regions := g.regions
	for _, wd := range v.touched {
		wr := v.written[wd.region][wd.word]
		if wr != 0 {
			data := regions[wd.region].Data
			p := v.pages[wd.region][wd.word<<6>>pageShift]
			base := wd.word << 6
			pbase := base - wd.word<<6>>pageShift<<pageShift
			for ; wr != 0; wr &= wr - 1 {
				b := uint64(bits.TrailingZeros64(wr))
				data[base+b] = p[pbase+b]
			}
		}
		v.read[wd.region][wd.word], v.written[wd.region][wd.word] = 0, 0
	}
	for _, d := range v.dirty {
		v.free = append(v.free, v.pages[d.region][d.word])
		v.pages[d.region][d.word] = nil
	}
	v.touched, v.dirty = v.touched[:0], v.dirty[:0]
}
