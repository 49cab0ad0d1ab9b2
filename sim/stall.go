// Stall statistics: why a warp scheduler that could issue did not, per
// cycle, in GPGPU-Sim's spirit (its shader_cycle_distro: "Stall",
// "W0_Idle", "W0_Scoreboard"), with the scoreboard waits split by what
// the warp waits for.

package sim

import (
	"math"

	"github.com/simtc/simtc/sim/isa"
)

// stallKind is why a scheduler with warps did not issue in a cycle.
type stallKind uint8

// The stall reasons. A scheduler's idle cycle takes the reason of the
// warp that can issue first (its ready cycle the earliest; ties in this
// order), or, when no warp can issue until something else happens,
// barrier if one waits at a barrier and control otherwise.
const (
	// stallMemory: the warp waits for a memory result (a load or an
	// atomic, to a register it reads or writes) or for the core's memory
	// pipeline (GPGPU-Sim's "Stall" for the LD/ST unit).
	stallMemory stallKind = iota
	// stallNoReady: the warp waits for an ALU or SFU result (GPGPU-Sim's
	// W0_Scoreboard without memory): no warp is ready.
	stallNoReady
	// stallControl: the warp waits for a branch or reconvergence
	// instruction's latency, for the mechanism (its issue cost, a
	// timer), or it has no split to issue (its threads wait at
	// reconvergence points).
	stallControl
	// stallBarrier: the warps that could issue wait at a barrier.
	stallBarrier
	numStallKinds
)

// StallStats break a run's scheduler cycles down: every cycle of every
// warp scheduler of every core (Cycles × Cores × Schedulers) is an issue
// cycle (it issued, or a multi-cycle issue occupied it), a stall (it had
// warps and did not issue: Memory + Control + Barrier + NoReadyWarp =
// idle_issue_cycles) or an idle cycle (it had no warp).
type StallStats struct {
	Issue       int64 `json:"issue"`
	Memory      int64 `json:"memory"`
	Control     int64 `json:"control"`
	Barrier     int64 `json:"barrier"`
	NoReadyWarp int64 `json:"no_ready_warp"`
	Idle        int64 `json:"scheduler_idle"`
}

// noteDef records whether the value d writes comes from memory (a load or
// an atomic): the stall statistics tell a wait for it from one for the
// ALU. It also marks d's register as written for the repeat check
// (rowDirty, regsHash).
func (w *Warp) noteDef(d *decoded) {
	i, b := int(d.def)>>6, uint64(1)<<(d.def&63)
	w.rowDirty[i] |= b
	if d.mem {
		w.memDef[i] |= b
	} else {
		w.memDef[i] &^= b
	}
}

// idle counts n idle issue cycles of scheduler is of c from cycle from,
// with their stall reason (found again when the one known is not valid at
// from).
func (m *machine) idle(c *core, is *issuer, from, n int64) {
	m.st.IdleIssueCycles += n
	if is.stallUntil <= from {
		is.stallWhy, is.stallUntil = m.classify(c, is, from)
	}
	m.stalls[is.stallWhy] += n
}

// idleSpan counts the idle issue cycles of c's schedulers from m.t+1 (or
// their next issue) until next, a cycle before which nothing issues.
func (m *machine) idleSpan(c *core, next int64) {
	if len(c.warps) == 0 {
		return
	}
	if c.units == nil {
		if from := max(m.t+1, c.nextIssue); next > from {
			m.idle(c, &c.issuer, from, next-from)
		}
		return
	}
	for i := range c.units {
		u := &c.units[i]
		if len(u.warps) == 0 {
			continue
		}
		if from := max(m.t+1, u.nextIssue); next > from {
			m.idle(c, u, from, next-from)
		}
	}
}

// classify returns why scheduler is of c cannot issue at cycle from (no
// warp can) and until when that holds at least (the earliest cycle one of
// its warps can issue; the core's next issue makes it found again). It
// depends only on the state of the core's warps, which does not change
// while the core does not issue, so a parallel run, which visits other
// cycles of an idle span, finds the same reason.
func (m *machine) classify(c *core, is *issuer, from int64) (stallKind, int64) {
	best, bestT := stallControl, int64(math.MaxInt64)
	barrier := false
	consider := func(t int64, why stallKind) {
		if t < bestT || t == bestT && why < best {
			best, bestT = why, t
		}
	}
	for _, w := range is.warps {
		if w.Live == 0 {
			continue
		}
		if w.wake > from {
			consider(w.wake, stallControl)
		}
		if c.cmech != nil {
			continue // cross-warp issues: below
		}
		m.splitsOf(c, w, func(sp Split) {
			if sp.Mask&w.BarWait != 0 {
				barrier = true
				return
			}
			if sp.Mask == 0 {
				return
			}
			t, why := m.splitWait(c, w, sp)
			consider(t, why)
		})
	}
	if c.cmech != nil {
		m.issues = c.cmech.Issues(c.warps, m.t, m.issues[:0])
		for i := range m.issues {
			x := &m.issues[i]
			for _, p := range x.Parts {
				if p.Mask&p.W.BarWait != 0 {
					barrier = true
					continue
				}
				t, why := m.splitWait(c, p.W, Split{PC: x.PC, Mask: p.Mask})
				consider(t, why)
			}
		}
		for _, w := range c.warps {
			if w.BarWait != 0 {
				barrier = true
			}
		}
	}
	if bestT == math.MaxInt64 && barrier {
		best = stallBarrier
	}
	return best, bestT
}

// splitsOf calls f with each split w offers: its one-thread splits under a
// LaneSplitter, else the mechanism's (through the core's cache).
func (m *machine) splitsOf(c *core, w *Warp, f func(Split)) {
	if w.lanes != nil {
		if mask, ok := c.laneSplits(w); ok {
			pcs := w.LanePCs
			for mm := mask; mm != 0; mm &= mm - 1 {
				l := trailingZeros(mm)
				f(Split{PC: pcs[l], Mask: 1 << uint(l)})
			}
			return
		}
	}
	if !w.cached {
		m.readyAt(c, w)
	}
	for _, sp := range w.cache {
		f(sp)
	}
}

// splitWait is splitReady with the reason: the cycle split sp of w can
// issue, and what binds it last (a register from memory, the memory
// pipeline, an ALU result, or the warp's next issue after a control
// instruction or a mechanism's cost).
func (m *machine) splitWait(c *core, w *Warp, sp Split) (int64, stallKind) {
	t, why := w.nextIssue, stallControl
	if sp.PC%isa.InstSize != 0 || int(sp.PC/isa.InstSize) >= len(m.code) {
		return t, why
	}
	d := &m.code[sp.PC/isa.InstSize]
	reg := func(r isa.Reg, at int64) {
		k := stallNoReady
		if w.memDef[int(r)>>6]>>(r&63)&1 != 0 {
			k = stallMemory
		}
		if at > t || at == t && k < why {
			t, why = at, k
		}
	}
	for mm := sp.Mask; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		for i := 0; i < d.nuses; i++ {
			reg(d.uses[i], m.readyAtLane(w, d.uses[i], l))
		}
		if d.hasDef {
			reg(d.def, m.readyAtLane(w, d.def, l))
		}
		if !m.laneSB {
			break
		}
	}
	if m.lsu && d.mem && c.memFree >= t {
		t, why = c.memFree, stallMemory
	}
	return t, why
}

// readyAtLane is the cycle register r of lane l of w is ready (of the
// warp without a lane scoreboard).
func (m *machine) readyAtLane(w *Warp, r isa.Reg, l int) int64 {
	if m.laneSB {
		return w.readyOf(r, l)
	}
	return w.ready[r]
}

// machineStats fills the statistics of the schedulers and the memory
// hierarchy at the end of a run (m.t is its cycle count).
func (m *machine) machineStats() {
	st := &m.st.Stalls
	*st = StallStats{
		Memory:      m.stalls[stallMemory],
		NoReadyWarp: m.stalls[stallNoReady],
		Control:     m.stalls[stallControl],
		Barrier:     m.stalls[stallBarrier],
	}
	units := int64(0)
	busy := func(is *issuer) {
		units++
		// The last issue's occupancy may reach past the end of the run.
		st.Issue += is.busy - max(0, is.nextIssue-m.t)
	}
	for _, c := range m.cores {
		if c.units == nil {
			busy(&c.issuer)
			continue
		}
		for i := range c.units {
			busy(&c.units[i])
		}
	}
	st.Idle = max(0, units*m.t-st.Issue-st.Memory-st.NoReadyWarp-st.Control-st.Barrier)
	m.st.Memory = MemStats(m.hier.Entries(m.t))
}
