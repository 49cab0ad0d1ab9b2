package backend

// The frame beyond the allocas: spill slots (register pressure) and save
// slots (registers kept across calls), and the final frame size.
//
// Spilling (before register assignment succeeds, from allocate): when the
// colouring needs more registers than there are, the registers chosen by
// Chaitin-style simplification (chooseSpills) are given a slot in the
// frame; each of its
// definitions writes a fresh temporary that is stored to the slot right
// after, and each use reads a fresh temporary loaded from the slot right
// before. The temporaries live within one instruction's neighbourhood and
// are never spilled themselves. Then allocation runs again; the colouring
// (greedy, in first-definition order) is not the simplification's order,
// so a round may still fail and spill a few more.
//
// Saving across calls (after every function has its registers and its
// register base, from Compile): a call must preserve the caller's values
// that are live across it in registers the callee may write — its
// clobber set, the registers of every function it can reach (compile.go).
// The caller stores each such register to its save slot right before the
// call and loads it back right after (caller-save). In a kernel the slots
// are static private addresses; in a device function they are in its
// stack frame, addressed through a scratch register set from sp (the
// scratch colour is one that nothing live across the call has). A frame
// pointer that the callee may clobber is recomputed from sp instead.

import (
	"github.com/simtc/simtc/sim/isa"
)

func (mf *mfunc) markNoSpill(v vreg) {
	for len(mf.noSpill) <= int(v) {
		mf.noSpill = append(mf.noSpill, false)
	}
	mf.noSpill[v] = true
}

func (mf *mfunc) isNoSpill(v vreg) bool { return int(v) < len(mf.noSpill) && mf.noSpill[v] }

// chooseSpills returns the virtual registers to spill after a colouring
// that used colours at or above limit. It runs Chaitin's simplification
// on the interference graph: registers with fewer than limit neighbours
// (counting those that are read: the ones colouring colours) are removed, and when none is left the one with the lowest
// spill cost per neighbour (cost: its definitions and uses; ties to the
// lowest register) is chosen for spilling and removed, until the graph is
// empty. So values that are live across long stretches with few uses go
// first, not the short-lived temporaries that happened to get the highest
// colours; the temporaries of earlier spill code (and fp) are never chosen.
//
// What remains whenever no register has fewer than limit neighbours is the
// graph's limit-core, whatever order the others went in, so the choices
// depend only on the graph. The candidates wait in a heap by cost per
// degree as it was when each was pushed: a degree only falls, so a popped
// entry whose degree has fallen since is pushed again with the current one,
// and the first entry popped that is current is the best candidate.
func chooseSpills(mf *mfunc, readers []int, g *graph, limit int) []vreg {
	n := len(readers)
	cost := make([]int32, n)
	for _, b := range mf.blocks {
		for k := range b.insts {
			m := &b.insts[k]
			m.uses(func(r vreg) { cost[r]++ })
			if m.d >= 0 {
				cost[m.d]++
			}
		}
		if b.term == termCBra && b.cond >= 0 {
			cost[b.cond]++
		}
	}
	// Sets and degrees by compact id.
	alive := make(bitset, g.setWords())
	for r, k := range readers {
		if k > 0 {
			alive.set(int(g.id[r]))
		}
	}
	deg := make([]int32, g.ids)
	left := 0
	var work []int
	for r, k := range readers {
		if k == 0 {
			continue
		}
		left++
		x := int(g.id[r])
		deg[x] = int32(g.count(x, alive))
		if int(deg[x]) < limit {
			work = append(work, x)
		}
	}
	var nbrs []int32
	remove := func(x int) {
		alive.clear(x)
		left--
		nbrs = g.appendIn(nbrs[:0], x, alive)
		for _, y := range nbrs {
			deg[y]--
			if int(deg[y]) == limit-1 {
				work = append(work, int(y))
			}
		}
	}
	h := &spillHeap{cost: cost}
	for r, k := range readers {
		if x := int(g.id[r]); k > 0 && int(deg[x]) >= limit && !mf.isNoSpill(vreg(r)) {
			h.items = append(h.items, spillItem{r: vreg(r), deg: deg[x]})
		}
	}
	h.init()
	var out []vreg
	for left > 0 {
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if alive.has(x) {
				remove(x)
			}
		}
		if left == 0 {
			break
		}
		best := noReg
		for len(h.items) > 0 {
			it := h.pop()
			x := int(g.id[it.r])
			if !alive.has(x) {
				continue
			}
			if it.deg != deg[x] {
				h.push(spillItem{r: it.r, deg: deg[x]})
				continue
			}
			best = it.r
			break
		}
		if best == noReg {
			break // only unspillable registers left
		}
		out = append(out, best)
		remove(int(g.id[best]))
	}
	return out
}

// spillItem is a spill candidate with its degree when it was pushed.
type spillItem struct {
	r   vreg
	deg int32
}

// spillHeap is a binary min-heap of candidates by cost per degree, then
// register: a before b when cost[a]/deg(a) < cost[b]/deg(b), compared as
// cost[a]*deg(b) < cost[b]*deg(a) (degrees are at least limit, costs at
// least 1).
type spillHeap struct {
	items []spillItem
	cost  []int32
}

func (h *spillHeap) less(i, j int) bool {
	a, b := h.items[i], h.items[j]
	x, y := int64(h.cost[a.r])*int64(b.deg), int64(h.cost[b.r])*int64(a.deg)
	if x != y {
		return x < y
	}
	return a.r < b.r
}

func (h *spillHeap) init() {
	for i := len(h.items)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

func (h *spillHeap) push(it spillItem) {
	h.items = append(h.items, it)
	for i := len(h.items) - 1; i > 0; {
		p := (i - 1) / 2
		if !h.less(i, p) {
			break
		}
		h.items[i], h.items[p] = h.items[p], h.items[i]
		i = p
	}
}

func (h *spillHeap) pop() spillItem {
	it := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	h.down(0)
	return it
}

func (h *spillHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h.items) {
			return
		}
		m := l
		if r := l + 1; r < len(h.items) && h.less(r, l) {
			m = r
		}
		if !h.less(m, i) {
			return
		}
		h.items[i], h.items[m] = h.items[m], h.items[i]
		i = m
	}
}

// slotAddr returns the base register and offset of frame offset off: a
// static private address in a kernel, fp-relative in a device function.
func (mf *mfunc) slotAddr(off int64) (vreg, int64) {
	if mf.fp == noReg {
		return rzReg, off
	}
	return mf.fp, off
}

// spill gives each register of regs a spill slot and rewrites its
// definitions and uses through fresh temporaries.
func (mf *mfunc) spill(regs []vreg) {
	slot := make(map[vreg]int64, len(regs))
	for _, r := range regs {
		slot[r] = mf.allocaEnd + 8*int64(mf.spills)
		mf.spills++
	}
	temp := func() vreg {
		t := mf.newReg()
		mf.markNoSpill(t)
		return t
	}
	load := func(out []minst, r vreg, m *minst) ([]minst, vreg) {
		t := temp()
		base, off := mf.slotAddr(slot[r])
		return append(out, minst{in: isa.Inst{Op: isa.OpLd, Type: isa.I64, Space: isa.SpacePrivate, Imm: off}, d: t, a: base, b: noReg, c: noReg, pos: m.pos}), t
	}
	for _, b := range mf.blocks {
		out := make([]minst, 0, len(b.insts))
		for k := range b.insts {
			m := b.insts[k]
			var seen [3]vreg
			var repl [3]vreg
			n := 0
			for _, p := range []*vreg{&m.a, &m.b, &m.c} {
				r := *p
				if r < 0 {
					continue
				}
				if _, ok := slot[r]; !ok {
					continue
				}
				found := false
				for j := 0; j < n; j++ {
					if seen[j] == r {
						*p, found = repl[j], true
					}
				}
				if !found {
					var t vreg
					out, t = load(out, r, &m)
					seen[n], repl[n] = r, t
					n++
					*p = t
				}
			}
			if off, ok := slot[m.d]; ok && m.d >= 0 {
				t := temp()
				m.d = t
				out = append(out, m)
				base, o := mf.slotAddr(off)
				out = append(out, minst{in: isa.Inst{Op: isa.OpSt, Type: isa.I64, Space: isa.SpacePrivate, Imm: o}, d: noReg, a: base, b: t, c: noReg, pos: m.pos})
				continue
			}
			out = append(out, m)
		}
		if b.term == termCBra && b.cond >= 0 {
			if _, ok := slot[b.cond]; ok {
				var t vreg
				out, t = load(out, b.cond, &minst{pos: b.pos})
				b.cond = t
			}
		}
		b.insts = out
	}
}

// pickScratch records on each call of a device function a colour that no
// register live across the call has (allocate kept one free).
func (mf *mfunc) pickScratch(color []int) {
	if mf.fp == noReg {
		return
	}
	for _, b := range mf.blocks {
		for k := range b.insts {
			m := &b.insts[k]
			if m.callee == nil {
				continue
			}
			used := make([]bool, mf.numRegs+1)
			for _, r := range m.across {
				if c := color[r]; c >= 0 {
					used[c] = true
				}
			}
			c := 0
			for used[c] {
				c++
			}
			m.scratch = c
			if c+1 > mf.numRegs {
				mf.numRegs = c + 1
			}
		}
	}
}

// saveAcrossCalls inserts, around each call, the stores and loads of the
// caller's registers live across it that the callee may clobber
// (clobber[callee][reg]). mf's registers and base are final.
func (mf *mfunc) saveAcrossCalls(clobber func(callee *mfunc) []bool, byFunc func(m *minst) *mfunc) {
	if len(mf.calls) == 0 {
		return
	}
	if mf.saves == nil {
		mf.saves = make(map[isa.Reg]int64)
	}
	var fpReg isa.Reg = isa.RZ
	if mf.fp != noReg {
		fpReg = mf.reg(mf.fp)
	}
	for _, b := range mf.blocks {
		hasCall := false
		for k := range b.insts {
			hasCall = hasCall || b.insts[k].callee != nil
		}
		if !hasCall {
			continue
		}
		var out []minst
		changed := false
		for k := range b.insts {
			m := b.insts[k]
			if m.callee == nil {
				out = append(out, m)
				continue
			}
			cl := clobber(byFunc(&m))
			var regs []isa.Reg
			seen := make(map[isa.Reg]bool)
			restoreFP := false
			for _, v := range m.across {
				r := mf.reg(v)
				if r == isa.RZ || seen[r] || int(r) >= len(cl) || !cl[r] {
					continue
				}
				seen[r] = true
				if r == fpReg {
					restoreFP = true
					continue
				}
				regs = append(regs, r)
			}
			if len(regs) == 0 && !restoreFP {
				out = append(out, m)
				continue
			}
			changed = true
			sortRegs(regs)
			for _, r := range regs {
				if _, ok := mf.saves[r]; !ok {
					mf.saves[r] = int64(len(mf.saves))
				}
			}
			// Slot addresses: absolute in a kernel; in a device function
			// relative to sp, which is area bytes below the frame during
			// the call sequence.
			base, adj := isa.RZ, int64(0)
			scratch := isa.Reg(mf.base + m.scratch)
			if mf.fp != noReg {
				base, adj = scratch, m.area
			}
			phys := func(in isa.Inst, d, a, bb isa.Reg) minst {
				return minst{in: in, d: vreg(d), a: vreg(a), b: vreg(bb), c: 0, pos: m.pos, phys: true}
			}
			slotOff := func(r isa.Reg) int64 {
				return mf.allocaEnd + 8*int64(mf.spills) + 8*mf.saves[r] + adj
			}
			if len(regs) > 0 && mf.fp != noReg {
				out = append(out, phys(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, scratch, 0, 0))
			}
			for _, r := range regs {
				out = append(out, phys(isa.Inst{Op: isa.OpSt, Type: isa.I64, Space: isa.SpacePrivate, Imm: slotOff(r)}, 0, base, r))
			}
			out = append(out, m)
			if len(regs) > 0 && mf.fp != noReg {
				out = append(out, phys(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, scratch, 0, 0))
			}
			for _, r := range regs {
				out = append(out, phys(isa.Inst{Op: isa.OpLd, Type: isa.I64, Space: isa.SpacePrivate, Imm: slotOff(r)}, r, base, 0))
			}
			if restoreFP {
				out = append(out, phys(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, fpReg, 0, 0))
				if m.area != 0 {
					out = append(out, phys(isa.Inst{Op: isa.OpAdd, Type: isa.I64, Flags: isa.FlagImm, Imm: m.area}, fpReg, fpReg, 0))
				}
			}
		}
		if changed {
			b.insts = out
		}
	}
}

func sortRegs(rs []isa.Reg) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j] < rs[j-1]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// finishFrame fixes the frame size (allocas, spill slots, save slots) and
// the instructions that depend on it.
func (mf *mfunc) finishFrame() {
	size := mf.allocaEnd + 8*int64(mf.spills) + 8*int64(len(mf.saves))
	if mf.fp == noReg && size <= nullGuard && len(mf.calls) == 0 {
		size = 0 // a kernel with no private data needs no private memory
	}
	mf.frameSize = uint32(size)
	for _, b := range mf.blocks {
		for k := range b.insts {
			if m := &b.insts[k]; m.frame != 0 {
				m.in.Imm += int64(m.frame) * size
			}
		}
	}
}
