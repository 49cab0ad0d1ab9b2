package backend

// Register assignment by graph colouring.
//
//  1. Liveness: bit sets over the blocks for the registers whose live
//     ranges are long, iterated to a fixed point; a walk back from the
//     uses for the short ones that live across blocks; the others, most
//     registers of -O0 code, live within one block and are tracked during
//     the walk of step 2 alone (interference.go).
//  2. Interference: walking each block backwards, a definition interferes
//     with every register live after it, except, for a copy, its source
//     (so copy-related registers may share a colour). Edges between a long
//     register and the short ones defined where it is live are implicit:
//     its live segments, as ranges of leaves (interference.go, rtree.go).
//  3. Colouring: registers in order of first definition (blocks in layout
//     order) take the lowest colour none of their coloured neighbours has,
//     preferring the colour of a coloured copy partner. A register that is
//     defined but never read gets rz.
//
// When that needs more than isa.MaxRegs colours (one fewer in a device
// function that calls, which keeps a scratch register for its save and
// restore code), registers chosen by Chaitin-style simplification are
// spilled to the frame (spill.go) and the three steps run again. Colouring
// stops at the first colour too many: the spill choice depends on the graph
// only.

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/simtc/simtc/sim/isa"
)

type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(i int) bool    { return s[i/64]&(1<<(uint(i)%64)) != 0 }
func (s bitset) set(i int)         { s[i/64] |= 1 << (uint(i) % 64) }
func (s bitset) clear(i int)       { s[i/64] &^= 1 << (uint(i) % 64) }
func (s bitset) copyFrom(t bitset) { copy(s, t) }
func (s bitset) each(fn func(int)) {
	for w, x := range s {
		for x != 0 {
			b := bits.TrailingZeros64(x)
			fn(w*64 + b)
			x &= x - 1
		}
	}
}

// uses calls fn for each register m reads.
func (m *minst) uses(fn func(vreg)) {
	for _, r := range [3]vreg{m.a, m.b, m.c} {
		if r >= 0 {
			fn(r)
		}
	}
}

// allocate assigns registers to mf's virtual registers; mf.blocks must be
// in layout order. When the colouring needs more than the registers there
// are, it spills (spill.go) and colours again.
func allocate(mf *mfunc) error {
	limit := isa.MaxRegs
	if mf.fp != noReg && len(mf.calls) > 0 {
		limit-- // keep a scratch register free across every call
	}
	if mf.fp != noReg {
		mf.markNoSpill(mf.fp)
	}
	for round := 0; ; round++ {
		it := buildGraph(mf, longSpan, maxLLBits)
		// A colouring that fails is only needed whole to spill from it
		// when simplification finds nothing, and for the error.
		color, maxColor := it.colour(limit)
		if maxColor+1 <= limit {
			mf.numRegs = maxColor + 1
			mf.color = make([]isa.Reg, mf.nvregs)
			for r, c := range color {
				if c < 0 {
					mf.color[r] = isa.RZ
				} else {
					mf.color[r] = isa.Reg(c)
				}
			}
			mf.pickScratch(color)
			return nil
		}
		spill := it.chooseSpills(mf, limit)
		if len(spill) == 0 || round > 64 {
			color, maxColor = it.colour(math.MaxInt)
		}
		if len(spill) == 0 {
			// Simplification coloured the graph where the greedy order
			// did not: spill what the greedy colouring left too high.
			for r, c := range color {
				if c >= limit && !mf.isNoSpill(vreg(r)) {
					spill = append(spill, vreg(r))
				}
			}
		}
		if len(spill) == 0 || round > 64 {
			return fmt.Errorf("%s needs %d registers, more than the %d the ISA has, and spilling did not reduce it", mf.f.Name, maxColor+1, limit)
		}
		mf.spill(spill)
	}
}

// colour colours the registers in order of first occurrence (-1 for those
// nobody reads): each takes the colour of the first of its coloured copy
// partners that none of its coloured neighbours has, else the lowest such
// colour. It stops at the first register that gets a colour of stop or
// more (maxColor >= stop then says so, and the colouring is partial).
//
// The colours of a register's neighbours: those of its explicit
// neighbours; for a leaf, those of the long registers covering it, kept
// on the canonical nodes of their leaf ranges (live); for a long
// register, those of the long registers next to it in ll and those of the
// leaves in its ranges, kept per group of 64 leaves (defs).
func (g *rgraph) colour(stop int) (color []int, maxColor int) {
	const none = -1
	color = make([]int, g.n)
	for i := range color {
		color[i] = none
	}
	nl := len(g.leafReg)
	s := treeSize(nl)
	cw := 4 // words per colour set; widened when a colour needs more
	liveSlot := make([]int32, 2*s)
	live := newMaskPool(cw, 1)
	gs := treeSize((nl + 63) / 64)
	defs := newMaskPool(cw, 2*gs)
	colouredLong := newBitset(len(g.longReg))
	used := make(bitset, cw)
	var nodes []int32
	maxColor = -1
	for _, r := range g.order {
		if g.readers[r] == 0 {
			continue // written, never read: rz
		}
		clear(used)
		for _, y := range g.nbrs(r) {
			if c := color[y]; c >= 0 {
				used.set(c)
			}
		}
		switch g.kind[r] {
		case kindShort:
			for x := s + int(g.idx[r]); x >= 1; x >>= 1 {
				if k := liveSlot[x]; k != 0 {
					live.orInto(used, k)
				}
			}
		case kindLong:
			l := int(g.idx[r])
			if row := g.llRow(l); row != nil {
				for k, v := range row {
					for v &= colouredLong[k]; v != 0; v &= v - 1 {
						used.set(color[g.longReg[64*k+bits.TrailingZeros64(v)]])
					}
				}
			}
			los, his := g.ranges(l)
			for j, lo := range los {
				lo, hi := int(lo), int(his[j])
				glo, ghi := (lo+63)/64, hi/64
				if glo >= ghi {
					glo, ghi = hi, hi // no whole group: leaf by leaf
				} else {
					glo, ghi = 64*glo, 64*ghi
					for _, x := range canonical(nodes[:0], gs, glo/64, ghi/64) {
						defs.orInto(used, x)
					}
				}
				for _, i := range [2][2]int{{lo, glo}, {ghi, hi}} {
					for _, y := range g.leafReg[i[0]:i[1]] {
						if c := color[y]; c >= 0 {
							used.set(c)
						}
					}
				}
			}
		}
		free := func(c int) bool { return c/64 >= len(used) || !used.has(c) }
		c := none
		for _, p := range g.partners(r) {
			if pc := color[p]; pc != none && free(pc) {
				c = pc
				break
			}
		}
		if c == none {
			c = 0
			for c/64 < len(used) && used[c/64] == ^uint64(0) {
				c += 64
			}
			for !free(c) {
				c++
			}
		}
		color[r] = c
		if c/64 >= cw {
			cw = 2 * (c/64 + 1)
			live.widen(cw)
			defs.widen(cw)
			used = make(bitset, cw)
		}
		switch g.kind[r] {
		case kindShort:
			for x := gs + int(g.idx[r])/64; x >= 1; x >>= 1 {
				defs.get(int32(x)).set(c)
			}
		case kindLong:
			l := int(g.idx[r])
			colouredLong.set(l)
			los, his := g.ranges(l)
			for j, lo := range los {
				nodes = canonical(nodes[:0], s, int(lo), int(his[j]))
				for _, x := range nodes {
					if liveSlot[x] == 0 {
						liveSlot[x] = live.alloc()
					}
					live.get(liveSlot[x]).set(c)
				}
			}
		}
		if c > maxColor {
			maxColor = c
			if c >= stop {
				break
			}
		}
	}
	return color, maxColor
}
