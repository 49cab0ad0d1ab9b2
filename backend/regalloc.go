package backend

// Register assignment by graph colouring.
//
//  1. Liveness: live-in and live-out sets per machine block, iterated
//     backwards to a fixed point, as bit sets over only the registers live
//     across blocks (read in a block before any write there). The others,
//     most registers of -O0 code, live within one block and are tracked
//     during the walk of step 2 alone.
//  2. Interference: walking each block backwards, a definition interferes
//     with every register live after it, except, for a copy, its source
//     (so copy-related registers may share a colour). The graph is bit
//     rows (graph.go).
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
	"slices"

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
		it := interfere(mf, maxGraphBits)
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
		spill := chooseSpills(mf, it.readers, it.g, limit)
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

// interference is the interference graph of a function's registers, with
// what colouring needs besides.
type interference struct {
	g        *graph
	partners [][]vreg // by vreg: the registers it is copied to or from
	readers  []int    // by vreg: the instructions and branches that read it
	order    []vreg   // registers in order of first occurrence
}

// interfere computes liveness and the interference graph of mf's virtual
// registers (a bit matrix of at most maxBits bits, or adjacency lists:
// graph.go), and records on each call the registers live across it.
func interfere(mf *mfunc, maxBits int64) *interference {
	n := mf.nvregs
	lv := computeLiveness(mf)
	g := newGraph(mf, lv, maxBits)

	// Interference, walking each block backwards from its live-out set:
	// the registers live across blocks in a bit set over their indices,
	// the block-local ones (live only within this block) in a list.
	partners := make([][]vreg, n)
	liveG := newBitset(len(lv.globals))
	var liveL []vreg
	inL := make([]bool, n)
	addLive := func(r vreg) {
		if gi := lv.global[r]; gi >= 0 {
			liveG.set(int(gi))
		} else if !inL[r] {
			inL[r] = true
			liveL = append(liveL, r)
		}
	}
	for i, b := range mf.blocks {
		liveG.copyFrom(lv.out(i))
		for _, r := range liveL {
			inL[r] = false
		}
		liveL = liveL[:0]
		if b.term == termCBra && b.cond >= 0 {
			addLive(b.cond)
		}
		for k := len(b.insts) - 1; k >= 0; k-- {
			m := &b.insts[k]
			if m.callee != nil {
				m.across = m.across[:0]
				liveG.each(func(gi int) { m.across = append(m.across, lv.globals[gi]) })
				m.across = append(m.across, liveL...)
				slices.Sort(m.across)
			}
			if m.d >= 0 {
				src := noReg
				if m.isCopy && m.a >= 0 {
					src = m.a
					partners[m.d] = append(partners[m.d], m.a)
					partners[m.a] = append(partners[m.a], m.d)
				}
				g.def(lv, m.d, liveG, liveL, src)
				if gi := lv.global[m.d]; gi >= 0 {
					liveG.clear(int(gi))
				} else if inL[m.d] {
					inL[m.d] = false
					liveL = slices.DeleteFunc(liveL, func(r vreg) bool { return r == m.d })
				}
			}
			m.uses(addLive)
		}
	}
	lv.outs = nil
	g.finish()

	var order []vreg
	seen := newBitset(n)
	visit := func(r vreg) {
		if r >= 0 && !seen.has(int(r)) {
			seen.set(int(r))
			order = append(order, r)
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
	return &interference{g: g, partners: partners, readers: lv.readers, order: order}
}

// colour colours the registers in order of first occurrence (-1 for those
// nobody reads): each takes the colour of the first of its coloured copy
// partners that none of its coloured neighbours has, else the lowest such
// colour. It stops at the first register that gets a colour of stop or
// more (maxColor >= stop then says so, and the colouring is partial).
func (it *interference) colour(stop int) (color []int, maxColor int) {
	const none = -1
	g := it.g
	color = make([]int, len(it.readers))
	for i := range color {
		color[i] = none
	}
	var used bitset                        // colours of the neighbours
	coloured := make(bitset, g.setWords()) // by compact id
	cc := make([]int32, g.ids)             // colours by compact id
	var nbrs []int32
	maxColor = -1
	for _, r := range it.order {
		if it.readers[r] == 0 {
			continue // written, never read: rz
		}
		x := int(g.id[r])
		nbrs = g.appendIn(nbrs[:0], x, coloured)
		for _, y := range nbrs {
			c := int(cc[y])
			for len(used) <= c/64 {
				used = append(used, 0)
			}
			used[c/64] |= 1 << (uint(c) % 64)
		}
		free := func(c int) bool { return c/64 >= len(used) || !used.has(c) }
		c := none
		for _, p := range it.partners[r] {
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
		clear(used)
		color[r] = c
		cc[x] = int32(c)
		coloured.set(x)
		if c > maxColor {
			maxColor = c
			if c >= stop {
				break
			}
		}
	}
	return color, maxColor
}

// liveness is the live-out sets of a function's machine blocks, over only
// the registers that are live across some block boundary: those read in
// some block before (or without) being written in it (upward exposed).
// Every other register is live only between its definitions and uses
// within a block, so it is never live-in or live-out anywhere and the
// interference walk keeps track of it locally.
type liveness struct {
	global  []int32  // by vreg: its index among globals, -1 for a block-local register
	globals []vreg   // by index
	words   int      // words per set
	outs    []uint64 // live-out sets, words per block, in layout order
	readers []int    // by vreg: the instructions and branches that read it
}

func (lv *liveness) out(i int) bitset { return lv.outs[i*lv.words : (i+1)*lv.words] }

// computeLiveness computes the live-out sets of mf's blocks (layout order)
// as the least fixed point of in = use ∪ (out − def), out = ∪ in(succ),
// iterated backwards over the blocks.
func computeLiveness(mf *mfunc) *liveness {
	n := mf.nvregs
	nb := len(mf.blocks)
	lv := &liveness{global: make([]int32, n), readers: make([]int, n)}

	// Upward-exposed uses, and the definitions, of each block.
	defIn := make([]int32, n) // block index+1 of the register's last definition seen
	var useList, defList []vreg
	useEnd := make([]int32, nb)
	defEnd := make([]int32, nb)
	for i := range lv.global {
		lv.global[i] = -1
	}
	for i, b := range mf.blocks {
		mark := int32(i + 1)
		use := func(r vreg) {
			lv.readers[r]++
			if defIn[r] != mark {
				useList = append(useList, r)
				lv.global[r] = 0
			}
		}
		for k := range b.insts {
			m := &b.insts[k]
			m.uses(use)
			if m.d >= 0 {
				if defIn[m.d] != mark {
					defList = append(defList, m.d)
				}
				defIn[m.d] = mark
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			use(b.cond)
		}
		useEnd[i], defEnd[i] = int32(len(useList)), int32(len(defList))
	}
	for r := range lv.global {
		if lv.global[r] == 0 {
			lv.global[r] = int32(len(lv.globals))
			lv.globals = append(lv.globals, vreg(r))
		}
	}
	w := (len(lv.globals) + 63) / 64
	lv.words = w

	succs := make([][]int32, nb)
	{
		index := make(map[*mblock]int32, nb)
		for i, b := range mf.blocks {
			index[b] = int32(i)
		}
		for i, b := range mf.blocks {
			succs[i] = make([]int32, len(b.succs))
			for k, s := range b.succs {
				succs[i][k] = index[s]
			}
		}
	}
	ins := make([]uint64, nb*w)
	lv.outs = make([]uint64, nb*w)
	tmp := newBitset(len(lv.globals))
	for changed := true; changed; {
		changed = false
		for i := nb - 1; i >= 0; i-- {
			out := lv.out(i)
			for _, s := range succs[i] {
				for k, x := range ins[int(s)*w : int(s+1)*w] {
					out[k] |= x
				}
			}
			tmp.copyFrom(out)
			d0, u0 := int32(0), int32(0)
			if i > 0 {
				d0, u0 = defEnd[i-1], useEnd[i-1]
			}
			for _, r := range defList[d0:defEnd[i]] {
				if gi := lv.global[r]; gi >= 0 {
					tmp.clear(int(gi))
				}
			}
			for _, r := range useList[u0:useEnd[i]] {
				tmp.set(int(lv.global[r]))
			}
			in := ins[i*w : (i+1)*w]
			if !slices.Equal(in, tmp) {
				copy(in, tmp)
				changed = true
			}
		}
	}
	return lv
}
