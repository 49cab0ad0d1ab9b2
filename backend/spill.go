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
	"math/bits"

	"github.com/simtc/simtc/ir"
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
// (counting those that are read: the ones colouring colours) are removed,
// and when none is left the one with the lowest spill cost per neighbour
// (cost: its definitions and uses; ties to the lowest register) is chosen
// for spilling and removed, until the graph is empty. So values that are
// live across long stretches with few uses go first, not the short-lived
// temporaries that happened to get the highest colours; the temporaries
// of earlier spill code (and fp) are never chosen.
//
// What remains whenever no register has fewer than limit neighbours is the
// graph's limit-core, whatever order the others went in, so the choices
// depend only on the graph. The candidates wait in a heap by cost per
// degree as it was when each was pushed: a degree only falls, so a popped
// entry whose degree has fallen since is pushed again with the current one,
// and the first entry popped that is current is the best candidate.
//
// Degrees over the implicit edges (interference.go): a leaf's is its
// value in a minTree (explicit neighbours plus the long registers
// covering it, less a range when one of those leaves); a long register's
// is its explicit neighbours plus its leaves still in the graph, a sum
// over canonical nodes that alarms watches while it is at least limit (so
// the register cannot be simplified). Once it falls below limit, the
// register is told about each of its remaining leaves that leaves (they
// are fewer than limit): its degree is then kept like any other.
func (g *rgraph) chooseSpills(mf *mfunc, limit int) []vreg {
	n := g.n
	nl, L := len(g.leafReg), len(g.longReg)
	alive := make([]bool, n)
	left := 0
	for r := 0; r < n; r++ {
		if g.readers[r] > 0 {
			alive[r] = true
			left++
		}
	}
	// Explicit degrees (every vertex), the long registers covering each
	// leaf, and each long register's canonical nodes.
	deg := make([]int32, n)
	for r := 0; r < n; r++ {
		if alive[r] {
			deg[r] = g.adjStart[r+1] - g.adjStart[r]
		}
	}
	for l := 0; l < L; l++ {
		if row := g.llRow(l); row != nil {
			for _, x := range row {
				deg[g.longReg[l]] += int32(bits.OnesCount64(x))
			}
		}
	}
	s := treeSize(nl)
	cover := make([]int32, nl+1)
	nodeStart := make([]int32, L+1)
	var nodes []int32
	for l := 0; l < L; l++ {
		los, his := g.ranges(l)
		for j, lo := range los {
			cover[lo]++
			cover[his[j]]--
			nodes = canonical(nodes, s, int(lo), int(his[j]))
		}
		nodeStart[l+1] = int32(len(nodes))
	}
	vals := make([]int32, nl)
	c := int32(0)
	for i := range vals {
		c += cover[i]
		vals[i] = deg[g.leafReg[i]] + c
	}
	mt := newMinTree(vals)
	al := newAlarms(nl, L)
	// A long register is exact (its leaves tell it when they leave) once
	// its implicit degree is below limit; impl[l] is then that degree.
	exact := make([]bool, L)
	impl := make([]int32, L)
	// By leaf, the exact long registers covering it: lists through
	// toldNext from toldHead (index+1, 0 for none).
	var toldHead, toldNext, toldLong []int32
	if nl > 0 && L > 0 {
		toldHead = make([]int32, nl)
	}
	lim := int32(limit)
	var work []vreg
	// watchLong arms long index l's alarms or makes it exact.
	watchLong := func(l int) {
		ns := nodes[nodeStart[l]:nodeStart[l+1]]
		a := al.sum(ns)
		if a >= limit {
			al.arm(l, ns, a-limit+1)
			return
		}
		al.disarm(l)
		exact[l], impl[l] = true, int32(a)
		al.each(ns, func(i int) {
			toldLong = append(toldLong, int32(l))
			toldNext = append(toldNext, toldHead[i])
			toldHead[i] = int32(len(toldLong))
		})
		if r := g.longReg[l]; alive[r] && deg[r]+impl[l] < lim {
			work = append(work, r)
		}
	}
	for l := 0; l < L; l++ {
		watchLong(l)
	}
	// Alarms that came due while the work list drains wait in pending
	// and are looked at once it is empty (a register may then be below
	// limit: it only matters when simplification would stall).
	due := make([]bool, L)
	var pending []int32
	out := make([]bool, nl) // taken out of mt (removed, or on the work list)
	for _, i := range mt.below(nil, 0, nl, lim) {
		out[i] = true
		work = append(work, g.leafReg[i])
	}
	for r := 0; r < n; r++ {
		if alive[r] && g.kind[r] == kindComplex && deg[r] < lim {
			work = append(work, vreg(r))
		}
	}
	// curDeg returns r's degree now.
	curDeg := func(r vreg) int32 {
		switch g.kind[r] {
		case kindShort:
			return mt.value(int(g.idx[r]))
		case kindLong:
			l := int(g.idx[r])
			if exact[l] {
				return deg[r] + impl[l]
			}
			return deg[r] + int32(al.sum(nodes[nodeStart[l]:nodeStart[l+1]]))
		}
		return deg[r]
	}
	// lose tells alive neighbour y that one of its explicit neighbours left.
	lose := func(y vreg) {
		switch g.kind[y] {
		case kindShort:
			i := int(g.idx[y])
			if out[i] {
				return // on its way out already
			}
			if mt.add(i, -1) < lim {
				mt.remove(i)
				out[i] = true
				work = append(work, y)
			}
		case kindLong:
			deg[y]--
			if l := int(g.idx[y]); exact[l] && deg[y]+impl[l] == lim-1 {
				work = append(work, y)
			}
		default:
			deg[y]--
			if deg[y] == lim-1 {
				work = append(work, y)
			}
		}
	}
	var found []int32
	remove := func(x vreg) {
		alive[x] = false
		left--
		for _, y := range g.nbrs(x) {
			if alive[y] {
				lose(y)
			}
		}
		switch g.kind[x] {
		case kindShort:
			i := int(g.idx[x])
			if toldHead != nil {
				for k := toldHead[i]; k != 0; k = toldNext[k-1] {
					l := toldLong[k-1]
					if r := g.longReg[l]; alive[r] {
						impl[l]--
						if deg[r]+impl[l] == lim-1 {
							work = append(work, r)
						}
					}
				}
				toldHead[i] = 0
			}
			al.remove(i, func(l int) {
				if !due[l] {
					due[l] = true
					pending = append(pending, int32(l))
				}
			})
			if !out[i] {
				mt.remove(i)
				out[i] = true
			}
		case kindLong:
			l := int(g.idx[x])
			if row := g.llRow(l); row != nil {
				for k, v := range row {
					for ; v != 0; v &= v - 1 {
						if y := g.longReg[64*k+bits.TrailingZeros64(v)]; alive[y] {
							lose(y)
						}
					}
				}
			}
			al.disarm(l)
			los, his := g.ranges(l)
			for j, lo := range los {
				mt.rangeAdd(int(lo), int(his[j]), -1)
				found = mt.below(found[:0], int(lo), int(his[j]), lim)
				for _, i := range found {
					out[i] = true
					work = append(work, g.leafReg[i])
				}
			}
		}
	}
	// The candidates: the registers left when simplification first
	// stalls (the others never are), the long registers, whose degrees
	// change most often, in a heap of their own.
	var hl, hs spillHeap
	heaped := false
	// first says whether it comes before every entry of hl and hs.
	first := func(it spillItem) bool {
		return (len(hl.items) == 0 || !hl.items[0].before(it)) && (len(hs.items) == 0 || !hs.items[0].before(it))
	}
	var spill []vreg
	for left > 0 {
		for len(work) > 0 || len(pending) > 0 {
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if alive[x] {
					remove(x)
				}
			}
			for len(pending) > 0 {
				l := pending[len(pending)-1]
				pending = pending[:len(pending)-1]
				due[l] = false
				if alive[g.longReg[l]] && !exact[l] {
					watchLong(int(l))
				}
			}
		}
		if left == 0 {
			break
		}
		if !heaped {
			heaped = true
			for r := 0; r < n; r++ {
				if alive[r] && !mf.isNoSpill(vreg(r)) {
					it := spillItem{r: vreg(r), deg: curDeg(vreg(r)), cost: g.cost[r]}
					if g.kind[r] == kindLong {
						hl.items = append(hl.items, it)
					} else {
						hs.items = append(hs.items, it)
					}
				}
			}
			hl.init()
			hs.init()
		}
		// One heap in two: take the lower top each time. An entry of a
		// removed register is dropped; a stale entry gets its current
		// degree (its key can only grow) and is taken if that still comes
		// first, else pushed back.
		var a spillItem
		okA := false
		for len(hl.items)+len(hs.items) > 0 {
			h := &hl
			if len(hl.items) == 0 || len(hs.items) > 0 && hs.items[0].before(hl.items[0]) {
				h = &hs
			}
			it := h.pop()
			if !alive[it.r] {
				continue
			}
			if d := curDeg(it.r); it.deg != d {
				it.deg = d
				if !first(it) {
					h.push(it)
					continue
				}
			}
			a, okA = it, true
			break
		}
		if !okA {
			break // only unspillable registers left
		}
		spill = append(spill, a.r)
		remove(a.r)
	}
	return spill
}

// spillItem is a spill candidate with its cost and its degree when it
// was pushed.
type spillItem struct {
	r         vreg
	deg, cost int32
}

// before says whether a comes before b: cost(a)/deg(a) < cost(b)/deg(b),
// compared as cost(a)*deg(b) < cost(b)*deg(a) (degrees are at least
// limit, costs at least 1), then by register.
func (a spillItem) before(b spillItem) bool {
	x, y := int64(a.cost)*int64(b.deg), int64(b.cost)*int64(a.deg)
	if x != y {
		return x < y
	}
	return a.r < b.r
}

// spillHeap is a binary min-heap of candidates (spillItem.before).
type spillHeap struct {
	items []spillItem
}

func (h *spillHeap) less(i, j int) bool { return h.items[i].before(h.items[j]) }

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
	slot := make([]int64, mf.nvregs) // by vreg: slot offset + 1, 0 for none
	for _, r := range regs {
		slot[r] = mf.allocaEnd + 8*int64(mf.spills) + 1
		mf.spills++
	}
	spilled := func(r vreg) bool { return r >= 0 && int(r) < len(slot) && slot[r] != 0 }
	temp := func() vreg {
		t := mf.newReg()
		mf.markNoSpill(t)
		return t
	}
	load := func(out []minst, r vreg, m *minst) ([]minst, vreg) {
		t := temp()
		base, off := mf.slotAddr(slot[r] - 1)
		return append(out, minst{in: isa.Inst{Op: isa.OpLd, Type: isa.I64, Space: isa.SpacePrivate, Imm: off}, d: t, a: base, b: noReg, c: noReg, pos: m.pos}), t
	}
	for _, b := range mf.blocks {
		touched := b.term == termCBra && spilled(b.cond)
		for k := 0; k < len(b.insts) && !touched; k++ {
			m := &b.insts[k]
			touched = spilled(m.d) || spilled(m.a) || spilled(m.b) || spilled(m.c)
		}
		if !touched {
			continue
		}
		out := make([]minst, 0, len(b.insts)+8)
		for k := range b.insts {
			m := b.insts[k]
			var seen [3]vreg
			var repl [3]vreg
			n := 0
			for _, p := range []*vreg{&m.a, &m.b, &m.c} {
				r := *p
				if !spilled(r) {
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
			if spilled(m.d) {
				off := slot[m.d] - 1
				t := temp()
				m.d = t
				out = append(out, m)
				base, o := mf.slotAddr(off)
				out = append(out, minst{in: isa.Inst{Op: isa.OpSt, Type: isa.I64, Space: isa.SpacePrivate, Imm: o}, d: noReg, a: base, b: t, c: noReg, pos: m.pos})
				continue
			}
			out = append(out, m)
		}
		if b.term == termCBra && spilled(b.cond) {
			var t vreg
			out, t = load(out, b.cond, &minst{pos: mf.posID(b.pos)})
			b.cond = t
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
			x := mf.ext(m)
			if x == nil || x.callee == nil {
				continue
			}
			used := make([]bool, mf.numRegs+1)
			for _, r := range x.across {
				if c := color[r]; c >= 0 {
					used[c] = true
				}
			}
			c := 0
			for used[c] {
				c++
			}
			x.scratch = c
			if c+1 > mf.numRegs {
				mf.numRegs = c + 1
			}
		}
	}
}

// saveAcrossCalls inserts, around each call, the stores and loads of the
// caller's registers live across it that the callee may clobber
// (clobber[callee][reg]). mf's registers and base are final.
func (mf *mfunc) saveAcrossCalls(clobber func(callee *mfunc) []bool, byFunc func(f *ir.Func) *mfunc) {
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
			hasCall = hasCall || mf.callee(&b.insts[k]) != nil
		}
		if !hasCall {
			continue
		}
		var out []minst
		changed := false
		for k := range b.insts {
			m := b.insts[k]
			x := mf.ext(&m)
			if x == nil || x.callee == nil {
				out = append(out, m)
				continue
			}
			cl := clobber(byFunc(x.callee))
			var regs []isa.Reg
			seen := make(map[isa.Reg]bool)
			restoreFP := false
			for _, v := range x.across {
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
			scratch := isa.Reg(mf.base + x.scratch)
			if mf.fp != noReg {
				base, adj = scratch, x.area
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
				if x.area != 0 {
					out = append(out, phys(isa.Inst{Op: isa.OpAdd, Type: isa.I64, Flags: isa.FlagImm, Imm: x.area}, fpReg, fpReg, 0))
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
// the instructions that depend on it. A frame of MaxPrivateSize bytes or
// more is an error: the object's sizes are 32-bit.
func (mf *mfunc) finishFrame() error {
	size := mf.allocaEnd + 8*int64(mf.spills) + 8*int64(len(mf.saves))
	if mf.fp == noReg && size <= nullGuard && len(mf.calls) == 0 {
		size = 0 // a kernel with no private data needs no private memory
	}
	if size >= MaxPrivateSize {
		return ir.Errorf(mf.f.Pos, "%s: a frame of %d bytes of private memory per thread exceeds %d bytes (4 GiB - 1), the limit of the object format", mf.f.Name, size, MaxPrivateSize-1)
	}
	mf.frameSize = uint32(size)
	for _, b := range mf.blocks {
		for k := range b.insts {
			if m := &b.insts[k]; m.frame != 0 {
				m.in.Imm += int64(m.frame) * size
			}
		}
	}
	return nil
}
