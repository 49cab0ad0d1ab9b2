// The scoreboard: when the operands of a split's instruction are ready.

package sim

import (
	"math"
	"math/bits"

	"github.com/simtc/simtc/sim/isa"
)

// Invalidate drops the core's cached view of w's splits. The core
// invalidates a warp after Commit and Released on it; a mechanism that
// changes the splits of another warp (regrouping across warps) must call
// Invalidate on that warp.
func (w *Warp) Invalidate() { w.cached = false }

// readyAt returns the earliest cycle at which w can issue one of its
// splits and that split (the first in the mechanism's order among those
// ready earliest, or the first ready by m.t), or ok = false when it cannot
// issue until something else happens.
func (m *machine) readyAt(c *core, w *Warp) (t int64, s Split, ok bool) {
	if w.wake != 0 && m.t >= w.wake {
		w.wake, w.cached = 0, false
	}
	if w.lanes != nil {
		if mask, ok := c.laneSplits(w); ok {
			return m.readyAtLanes(w, mask)
		}
		if w.laneFast {
			w.laneFast, w.cached = false, false
		}
	}
	if !w.cached {
		if c.topFast {
			// The mechanism's Splits, from the top entry it keeps
			// (TopKeeper).
			w.cache = w.cache[:0]
			if top := w.Top; top != nil && top.Mask&w.BarWait == 0 {
				w.cache = append(w.cache, Split{PC: top.PC, Mask: top.Mask})
			}
		} else {
			w.cache = c.mech.Splits(w, m.t, w.cache[:0])
		}
		w.ready0 = w.ready0[:0]
		w.cached = true
		if len(w.cache) == 1 {
			// One split (a stack's top, the common case): the scan
			// below for one split, without its loop.
			sp := w.cache[0]
			ti := int64(-1)
			if sp.Mask&w.BarWait == 0 && sp.Mask != 0 {
				ti = m.splitReady(w, sp)
			}
			w.ready0 = append(w.ready0, ti)
			if ti < 0 {
				w.earliest = math.MaxInt64
				return 0, Split{}, false
			}
			w.earliest = 0
			if ti > m.t {
				w.earliest = ti
			}
			return ti, sp, true
		}
	}
	// The ready cycles are computed lazily, in order, so the computed
	// ones are a prefix (ready0): the search usually stops at the first
	// split. A split with a lane at a barrier (or none) is never ready
	// (-1).
	for i, sp := range w.cache {
		var ti int64
		if i < len(w.ready0) {
			ti = w.ready0[i]
		} else {
			ti = -1
			if sp.Mask&w.BarWait == 0 && sp.Mask != 0 {
				ti = m.splitReady(w, sp)
			}
			w.ready0 = append(w.ready0, ti)
		}
		if ti < 0 {
			continue
		}
		if !ok || ti < t && t > m.t {
			t, s, ok = ti, sp, true
		}
		if t <= m.t {
			break
		}
	}
	w.earliest = 0
	if ok && t > m.t {
		w.earliest = t
	} else if !ok {
		w.earliest = math.MaxInt64 // nothing until the cache is invalidated
	}
	return t, s, ok
}

// splitReady is the scoreboard: the cycle at which the operands of the
// instruction of split sp are ready.
func (m *machine) splitReady(w *Warp, sp Split) int64 {
	t := w.nextIssue
	if sp.PC%isa.InstSize != 0 || int(sp.PC/isa.InstSize) >= len(m.code) {
		return t // executing it faults; let it issue
	}
	d := &m.code[sp.PC/isa.InstSize]
	if m.lsu && d.mem {
		// The memory pipeline takes the next memory instruction then.
		t = max(t, w.blk.core.memFree)
	}
	if m.laneSB {
		// The lanes' registers change only when the warp issues
		// (accountD, stepLane, issueLanes), which forgets the memo: a core mechanism
		// offers the same parts of its other warps after an issue.
		if w.opsOK && w.opsPC == sp.PC && w.opsMask == sp.Mask {
			return max(t, w.opsT)
		}
		var ops int64
		for i := 0; i < d.nuses; i++ {
			ops = max(ops, w.lanesReady(d.uses[i], sp.Mask))
		}
		if d.hasDef {
			ops = max(ops, w.lanesReady(d.def, sp.Mask))
		}
		w.opsOK, w.opsPC, w.opsMask, w.opsT = true, sp.PC, sp.Mask, ops
		return max(t, ops)
	}
	for i := 0; i < d.nuses; i++ {
		t = max(t, w.ready[d.uses[i]])
	}
	if d.hasDef {
		t = max(t, w.ready[d.def])
	}
	return t
}

// laneReady is a warp's ready list under a LaneSplitter.
type laneReady struct {
	e [64]laneEntry
}

// laneEntry is one lane's entry of a ready list.
type laneEntry struct {
	// t is the cycle the lane's instruction at pc has its operands, or,
	// when all the lane's registers are ready by the cycle t was computed
	// at (regs ≤ that cycle), regs itself: either way the lane is ready
	// at every later cycle at which the warp can issue, and the scan's
	// choice does not depend on which it is.
	t    int64
	regs int64  // a cycle by which every register of the lane is ready
	pc   uint32 // the PC t was computed for
}

// laneSplits is LaneSplits of c's mechanism for w: the mask of the ready
// list the mechanism keeps in the warp (LaneSplitter), asked only while
// LaneAsk is not empty. (It inlines into the issue loop, at the inliner's
// budget: keep it this small.)
func (c *core) laneSplits(w *Warp) (mask uint64, ok bool) {
	mask, ok = w.Live&^w.BarWait, true
	if w.LaneAsk != 0 {
		mask, ok = c.lanes.LaneSplits(w)
	}
	return
}

// readyAtLanes is readyAt for the one-thread splits of mask (LaneSplitter):
// the first lane in round-robin order from w.LaneStart that is ready by
// m.t, or else the earliest (the first in that order among those ready
// earliest).
func (m *machine) readyAtLanes(w *Warp, mask uint64) (t int64, s Split, ok bool) {
	lr := w.lanes
	start, pcs := w.LaneStart, w.LanePCs
	w.laneFast, w.cached = true, true
	mask &^= w.BarWait
	bestL := -1
	// Lanes start … 63, then 0 … start-1: the mask rotated so that lane
	// start is bit 0.
	for rot := bits.RotateLeft64(mask, -start); rot != 0; rot &= rot - 1 {
		l := (start + trailingZeros(rot)) & 63
		bit := uint64(1) << uint(l)
		pc := pcs[l]
		e := &lr.e[l]
		if w.laneValid&bit == 0 || e.pc != pc {
			if e.regs <= m.t {
				// Every register is ready: no need to look at the
				// instruction's (a thread issues seldom under mimd).
				e.t = e.regs
			} else {
				e.t = m.laneOperands(w, l, pc)
			}
			e.pc = pc
			w.laneValid |= bit
		}
		ti := max(e.t, w.nextIssue)
		if m.lsu {
			// splitReady's memory pipeline: a memory instruction
			// issues from memFree (not kept in e.t: it moves).
			if c := w.blk.core; c.memFree > ti && pc%isa.InstSize == 0 && int(pc/isa.InstSize) < len(m.code) && m.code[pc/isa.InstSize].mem {
				ti = c.memFree
			}
		}
		if ti <= m.t {
			w.earliest = 0
			return ti, Split{PC: pc, Mask: bit}, true
		}
		if bestL < 0 || ti < t {
			t, bestL = ti, l
		}
	}
	if bestL < 0 {
		w.earliest = math.MaxInt64
		return 0, Split{}, false
	}
	w.earliest = t
	return t, Split{PC: pcs[bestL], Mask: uint64(1) << uint(bestL)}, true
}

// laneOperands is the per-thread scoreboard of lane l for its instruction
// at pc, without the warp's next issue cycle.
func (m *machine) laneOperands(w *Warp, l int, pc uint32) int64 {
	var t int64
	if pc%isa.InstSize != 0 || int(pc/isa.InstSize) >= len(m.code) {
		return t // executing it faults; let it issue
	}
	d := &m.code[pc/isa.InstSize]
	if w.rs == 1 {
		// Lane-major: the lane's ready cycles are contiguous.
		ready := w.ready[l*w.ls : (l+1)*w.ls]
		for _, r := range d.uses[:d.nuses] {
			t = max(t, ready[r])
		}
		if d.hasDef {
			t = max(t, ready[d.def])
		}
		return t
	}
	for i := 0; i < d.nuses; i++ {
		t = max(t, w.ready[w.ri(d.uses[i], l)])
	}
	if d.hasDef {
		t = max(t, w.ready[w.ri(d.def, l)])
	}
	return t
}

// lanesReady is the cycle register r is ready in every lane of mask,
// under a lane scoreboard.
func (w *Warp) lanesReady(r isa.Reg, mask uint64) int64 {
	if w.uni != nil {
		if w.uni[int(r)>>6]>>(r&63)&1 != 0 {
			return w.uval[r]
		}
		rd := w.ready[int(r)*w.rs:][:w.rs]
		var t int64
		for mm := mask; mm != 0; mm &= mm - 1 {
			t = max(t, rd[trailingZeros(mm)])
		}
		return t
	}
	var t int64
	for mm := mask; mm != 0; mm &= mm - 1 {
		t = max(t, w.ready[w.ri(r, trailingZeros(mm))])
	}
	return t
}

// readyOf is the cycle register r of lane l of w is ready, under a lane
// scoreboard.
func (w *Warp) readyOf(r isa.Reg, l int) int64 {
	if w.uni != nil && w.uni[int(r)>>6]>>(r&63)&1 != 0 {
		return w.uval[r]
	}
	return w.ready[w.ri(r, l)]
}

// setReady records that register r of the lanes of mask is ready at
// cycle at, under a lane scoreboard on a register-major warp (w.uni): a
// write of every live lane makes the register uniform; one of part of
// them first gives the other lanes their entries back.
func (w *Warp) setReady(r isa.Reg, mask uint64, at int64) {
	i, b := int(r)>>6, uint64(1)<<(r&63)
	if mask&w.Live == w.Live {
		w.uni[i] |= b
		w.uval[r] = at
		return
	}
	rd := w.ready[int(r)*w.rs:][:w.rs]
	if w.uni[i]&b != 0 {
		w.uni[i] &^= b
		v := w.uval[r]
		for l := range rd {
			rd[l] = v
		}
	}
	for mm := mask; mm != 0; mm &= mm - 1 {
		rd[trailingZeros(mm)] = at
	}
}
