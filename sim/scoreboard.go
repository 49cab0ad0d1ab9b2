// The scoreboard: when the operands of a split's instruction are ready.

package sim

import (
	"github.com/simtc/simtc/sim/isa"
	"math"
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
	if !w.cached {
		w.cache = c.mech.Splits(w, m.t, w.cache[:0])
		w.ready0 = w.ready0[:0]
		w.cached = true
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
	if m.laneSB {
		ws := m.cfg.WarpSize
		for mm := sp.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			for i := 0; i < d.nuses; i++ {
				t = max(t, w.ready[int(d.uses[i])*ws+l])
			}
			if d.hasDef {
				t = max(t, w.ready[int(d.def)*ws+l])
			}
		}
		return t
	}
	for i := 0; i < d.nuses; i++ {
		t = max(t, w.ready[d.uses[i]])
	}
	if d.hasDef {
		t = max(t, w.ready[d.def])
	}
	return t
}
