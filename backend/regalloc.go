package backend

// Register assignment by graph colouring.
//
//  1. Liveness: live-in and live-out sets per machine block (bit sets over
//     virtual registers), iterated backwards to a fixed point.
//  2. Interference: walking each block backwards, a definition interferes
//     with every register live after it, except, for a copy, its source
//     (so copy-related registers may share a colour).
//  3. Colouring: registers in order of first definition (blocks in layout
//     order) take the lowest colour none of their coloured neighbours has,
//     preferring the colour of a coloured copy partner. A register that is
//     defined but never read gets rz.
//
// When that needs more than isa.MaxRegs colours (one fewer in a device
// function that calls, which keeps a scratch register for its save and
// restore code), registers chosen by Chaitin-style simplification are
// spilled to the frame (spill.go) and the three steps run again.

import (
	"fmt"
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
		color, maxColor, g := colour(mf)
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
		spill := chooseSpills(mf, color, g, limit)
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

// colour computes liveness, the interference graph and a colouring of
// mf's virtual registers (-1 for those nobody reads), and records on each
// call the registers live across it.
func colour(mf *mfunc) (color []int, maxColor int, g *graph) {
	n := mf.nvregs
	nb := len(mf.blocks)
	index := make(map[*mblock]int, nb)
	for i, b := range mf.blocks {
		index[b] = i
	}

	// Use and def sets per block.
	use := make([]bitset, nb)
	def := make([]bitset, nb)
	readers := make([]int, n)
	for i, b := range mf.blocks {
		use[i], def[i] = newBitset(n), newBitset(n)
		for k := range b.insts {
			m := &b.insts[k]
			m.uses(func(r vreg) {
				readers[r]++
				if !def[i].has(int(r)) {
					use[i].set(int(r))
				}
			})
			if m.d >= 0 {
				def[i].set(int(m.d))
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			readers[b.cond]++
			if !def[i].has(int(b.cond)) {
				use[i].set(int(b.cond))
			}
		}
	}

	// Liveness.
	liveIn := make([]bitset, nb)
	liveOut := make([]bitset, nb)
	for i := range mf.blocks {
		liveIn[i], liveOut[i] = newBitset(n), newBitset(n)
	}
	for changed := true; changed; {
		changed = false
		for i := nb - 1; i >= 0; i-- {
			b := mf.blocks[i]
			out := liveOut[i]
			for _, s := range b.succs {
				for w, x := range liveIn[index[s]] {
					if out[w]|x != out[w] {
						out[w] |= x
						changed = true
					}
				}
			}
			in := liveIn[i]
			for w := range in {
				x := use[i][w] | out[w]&^def[i][w]
				if x != in[w] {
					in[w] = x
					changed = true
				}
			}
		}
	}

	g = newGraph(n)
	partners := make([][]vreg, n)
	live := newBitset(n)
	for i, b := range mf.blocks {
		live.copyFrom(liveOut[i])
		if b.term == termCBra && b.cond >= 0 {
			live.set(int(b.cond))
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			m := &b.insts[k]
			if m.callee != nil {
				m.across = m.across[:0]
				live.each(func(r int) { m.across = append(m.across, vreg(r)) })
			}
			if m.d >= 0 {
				d := int(m.d)
				src := -1
				if m.isCopy && m.a >= 0 {
					src = int(m.a)
					partners[m.d] = append(partners[m.d], m.a)
					partners[m.a] = append(partners[m.a], m.d)
				}
				live.each(func(r int) {
					if r != src {
						g.addEdge(d, r)
					}
				})
				live.clear(d)
			}
			m.uses(func(r vreg) { live.set(int(r)) })
		}
	}

	// Colouring in first-definition order.
	const none = -1
	color = make([]int, n)
	for i := range color {
		color[i] = none
	}
	var order []int
	seen := newBitset(n)
	visit := func(r vreg) {
		if r >= 0 && !seen.has(int(r)) {
			seen.set(int(r))
			order = append(order, int(r))
		}
	}
	for _, b := range mf.blocks {
		for k := range b.insts {
			b.insts[k].uses(visit)
			visit(b.insts[k].d)
		}
		if b.term == termCBra {
			visit(b.cond)
		}
	}
	used := make([]bool, 0, 64)
	maxColor = -1
	for _, r := range order {
		if readers[r] == 0 {
			continue // written, never read: rz
		}
		used = used[:0]
		g.neighbors(r, func(nbr int) {
			if c := color[nbr]; c != none {
				for len(used) <= c {
					used = append(used, false)
				}
				used[c] = true
			}
		})
		free := func(c int) bool { return c >= len(used) || !used[c] }
		c := none
		for _, p := range partners[r] {
			if pc := color[p]; pc != none && free(pc) {
				c = pc
				break
			}
		}
		if c == none {
			for c = 0; !free(c); c++ {
			}
		}
		color[r] = c
		if c > maxColor {
			maxColor = c
		}
	}
	return color, maxColor, g
}

// graph is an undirected interference graph over n registers: a bit
// matrix while that stays small, adjacency lists beyond. An adjacency list
// takes every edge as it comes (a register defined again while the same
// registers are live adds the same edges again) and is deduplicated
// (through a scratch bit set, in linear time) whenever it has doubled since
// it last was, so it stays within about twice its number of neighbours;
// hash sets here cost 75% of simtc build on a 12k-block function (issue 18).
type graph struct {
	words int
	bits  []uint64
	adj   [][]int32 // sparse: neighbours, with repeats past clean[r]
	clean []int32   // sparse: length of adj[r] when last deduplicated
	mark  bitset    // sparse: scratch for compact, all clear between calls
}

// denseLimit is the largest register count given a bit matrix (8 MiB).
const denseLimit = 8192

func newGraph(n int) *graph { return makeGraph(n, n <= denseLimit) }

func makeGraph(n int, dense bool) *graph {
	if dense {
		w := (n + 63) / 64
		return &graph{words: w, bits: make([]uint64, n*w)}
	}
	return &graph{adj: make([][]int32, n), clean: make([]int32, n), mark: newBitset(n)}
}

func (g *graph) addEdge(a, b int) {
	if a == b {
		return
	}
	if g.adj == nil {
		g.bits[a*g.words+b/64] |= 1 << (uint(b) % 64)
		g.bits[b*g.words+a/64] |= 1 << (uint(a) % 64)
		return
	}
	g.add(a, int32(b))
	g.add(b, int32(a))
}

func (g *graph) add(a int, b int32) {
	l := append(g.adj[a], b)
	if len(l) >= 2*int(g.clean[a])+32 {
		l = g.compact(a, l)
	}
	g.adj[a] = l
}

// compact deduplicates l, r's adjacency list, keeping first occurrences.
func (g *graph) compact(r int, l []int32) []int32 {
	out := l[:0]
	for _, x := range l {
		if !g.mark.has(int(x)) {
			g.mark.set(int(x))
			out = append(out, x)
		}
	}
	for _, x := range out {
		g.mark.clear(int(x))
	}
	g.clean[r] = int32(len(out))
	return out
}

// neighbors calls fn for each neighbour of r, once each (in no particular
// order; colouring does not depend on it).
func (g *graph) neighbors(r int, fn func(int)) {
	if g.adj == nil {
		for w, x := range g.bits[r*g.words : (r+1)*g.words] {
			for x != 0 {
				fn(w*64 + bits.TrailingZeros64(x))
				x &= x - 1
			}
		}
		return
	}
	if l := g.adj[r]; len(l) != int(g.clean[r]) {
		g.adj[r] = g.compact(r, l)
	}
	for _, nbr := range g.adj[r] {
		fn(int(nbr))
	}
}
