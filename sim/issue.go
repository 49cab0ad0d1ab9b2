// The issue loop: each cycle every core issues from the warps its
// scheduler picks; functional execution, timing, barriers, and the end of
// the run.

package sim

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// issue issues up to IssueWidth warp instructions on c at cycle m.t and
// returns how many.
func (m *machine) issue(c *core) int {
	if len(c.warps) == 0 {
		return 0
	}
	issued := 0
	// A warp that issued cannot issue again this cycle (its nextIssue is
	// later), so the same warp is never picked twice.
	try := func(w *Warp) bool {
		t, s, ok := m.readyAt(c, w)
		if !ok || t > m.t {
			return false
		}
		issued++
		c.last = w
		m.step(c, w, s)
		return true
	}
	for issued < m.cfg.IssueWidth && m.fault == nil && len(c.warps) > 0 {
		got := false
		// Greedy: the last warp again, while it can issue.
		if m.sched != SchedLRR && c.last != nil && c.last.Live != 0 {
			got = try(c.last)
		}
		if !got {
			// Oldest first (gto), or round-robin in age order from the
			// warp after the last one issued (lrr, gtlrr).
			start := 0
			if m.sched != SchedGTO && c.last != nil {
				for i, w := range c.warps {
					if w.age > c.last.age {
						start = i
						break
					}
				}
			}
			for k := 0; k < len(c.warps) && !got; k++ {
				got = try(c.warps[(start+k)%len(c.warps)])
			}
		}
		if !got {
			break
		}
	}
	if issued > 0 {
		occ := int64((m.cfg.WarpSize + m.cfg.SIMDWidth - 1) / m.cfg.SIMDWidth)
		c.nextIssue = m.t + occ
	}
	return issued
}

// step executes split s of warp w: functional execution, then timing and
// mechanism updates.
func (m *machine) step(c *core, w *Warp, s Split) {
	var o Outcome
	lat, tx := m.exec(w, s, &o)
	if m.fault != nil {
		return
	}
	d := &m.code[s.PC/isa.InstSize]
	lanes := int64(bits.OnesCount64(s.Mask))
	m.st.WarpInstructions++
	m.st.ThreadInstructions += lanes
	m.laneSlots += int64(w.Size)
	if tx > 0 {
		m.st.MemInstructions++
		m.st.MemTransactions += int64(tx)
	}
	if d.hasDef {
		if m.laneSB {
			ws := m.cfg.WarpSize
			for mm := s.Mask; mm != 0; mm &= mm - 1 {
				w.ready[int(d.def)*ws+trailingZeros(mm)] = m.t + int64(lat)
			}
		} else {
			w.ready[d.def] = m.t + int64(lat)
		}
	}
	w.nextIssue = m.t + 1
	if d.unit == isa.UnitCtrl {
		w.nextIssue = m.t + int64(m.cfg.CtrlLatency)
	}
	if d.in.Op == isa.OpCBra || d.in.Op == isa.OpBrx {
		m.countBranch(&o, lanes)
	}
	if m.collective && isWarpOp(d.in.Op) {
		// The threads that waited for each other at the operation go on.
		m.progress = true
	}
	if o.Exited != 0 {
		w.Live &^= o.Exited
		n := bits.OnesCount64(o.Exited)
		w.blk.live -= n
		m.progress = true
		if w.Live == 0 {
			w.blk.liveWarps--
		}
	}
	if o.Kind == OutBarrier {
		w.BarWait |= s.Mask
		if !m.barWarp {
			w.blk.arrived += int(lanes)
		} else if !w.arrived {
			w.arrived = true
			w.blk.arrived++
		}
	}
	c.mech.Commit(w, s, &o)
	w.cached = false
	if dep := c.mech.Depth(w); dep > m.st.MaxStackDepth {
		m.st.MaxStackDepth = dep
	}
	if o.Kind == OutBarrier || o.Exited != 0 {
		m.checkBarrier(w.blk)
	}
	if o.Kind == OutBranch && o.Taken != 0 && o.Target <= o.PC {
		for mm := o.Taken; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			w.loopLo[l], w.loopHi[l], w.loopEpoch[l] = o.Target, o.PC, m.epoch
		}
		if !m.progress && m.t-m.lastProgress >= repeatAfter {
			m.checkRepeat(c, w)
		}
	}
	if w.Live == 0 {
		m.retire(c, w)
	}
	if m.progress {
		m.progress = false
		m.lastProgress = m.t
		m.epoch++
	}
}

func (m *machine) countBranch(o *Outcome, lanes int64) {
	b := m.branch[o.PC]
	if b == nil {
		b = &BranchStat{PC: o.PC}
		if l, ok := m.obj.LineAt(o.PC); ok {
			b.Line = l.String()
		}
		m.branch[o.PC] = b
	}
	b.Executions++
	b.LanesActive += lanes
	m.st.Branches++
	div := false
	if o.Kind == OutBranch {
		div = o.Taken != 0 && o.Taken != o.Mask
	} else if o.Kind == OutIndirect {
		first := true
		var pc uint32
		for mm := o.Mask; mm != 0; mm &= mm - 1 {
			l := trailingZeros(mm)
			if first {
				pc, first = o.Targets[l], false
			} else if o.Targets[l] != pc {
				div = true
			}
		}
	}
	if div {
		b.Divergent++
		m.st.DivergentBranches++
	}
}

// checkBarrier releases the block's barrier when everyone needed arrived.
func (m *machine) checkBarrier(b *blockState) {
	need := b.live
	if m.barWarp {
		need = b.liveWarps
	}
	if b.arrived == 0 || b.arrived < need {
		return
	}
	b.arrived = 0
	m.st.Barriers++
	m.progress = true
	for _, w := range b.warps {
		w.arrived = false
		if w.BarWait != 0 {
			lanes := w.BarWait
			w.BarWait = 0
			b.core.mech.Released(w, lanes)
			w.cached = false
		}
	}
}

// run is the main loop: issue on every core each cycle; when nothing
// issues, jump to the next cycle at which something can.
func (m *machine) run(res *Result) {
	m.dispatch()
	status := StatusOK
	reason := ""
	for {
		if m.done == m.grid {
			break
		}
		issuedAny := false
		for _, c := range m.cores {
			if len(c.warps) == 0 || c.nextIssue > m.t {
				continue
			}
			if m.issue(c) > 0 {
				issuedAny = true
			} else {
				m.st.IdleIssueCycles++
			}
			if m.fault != nil {
				break
			}
		}
		if m.fault != nil {
			status = StatusFault
			break
		}
		if m.done == m.grid {
			m.t++
			break
		}
		if m.repeated {
			status = StatusDeadlock
			reason = "the full state of every running warp repeats exactly while memory does not change (no thread can make progress)"
			break
		}
		if m.t-m.lastProgress > m.cfg.DeadlockWindow {
			status = StatusDeadlock
			what := "no barrier release"
			if m.collective {
				what = "no barrier release, no warp-level operation"
			}
			reason = fmt.Sprintf("no forward progress (no memory write that changed memory, no thread exit, %s) for %d cycles", what, m.t-m.lastProgress)
			break
		}
		if m.t >= m.cfg.MaxCycles {
			status = StatusMaxCycles
			reason = fmt.Sprintf("the cycle limit (%d) was reached", m.cfg.MaxCycles)
			break
		}
		if issuedAny {
			m.t++
			continue
		}
		next, ok := m.nextEvent()
		if !ok {
			status = StatusDeadlock
			reason = "no thread can issue: every remaining thread waits at a barrier, behind threads that do, or at a warp-level operation for threads of its warp that do not reach it"
			break
		}
		if next > m.cfg.MaxCycles {
			next = m.cfg.MaxCycles
		}
		if next <= m.t {
			next = m.t + 1
		}
		for _, c := range m.cores {
			if len(c.warps) > 0 {
				idleFrom := m.t + 1
				if c.nextIssue > idleFrom {
					idleFrom = c.nextIssue
				}
				if next > idleFrom {
					m.st.IdleIssueCycles += next - idleFrom
				}
			}
		}
		m.t = next
	}
	m.finish(res, status, reason)
}

// nextEvent returns the earliest cycle after m.t at which some warp can
// issue.
func (m *machine) nextEvent() (int64, bool) {
	best, found := int64(0), false
	for _, c := range m.cores {
		for _, w := range c.warps {
			t, _, ok := m.readyAt(c, w)
			if !ok {
				continue
			}
			if c.nextIssue > t {
				t = c.nextIssue
			}
			if !found || t < best {
				best, found = t, true
			}
		}
	}
	return best, found
}

func (m *machine) finish(res *Result, status Status, reason string) {
	res.Status = status
	m.st.Cycles = m.t
	if m.laneSlots > 0 {
		m.st.SIMDEfficiency = float64(m.st.ThreadInstructions) / float64(m.laneSlots)
	}
	if m.st.MemInstructions > 0 {
		m.st.TxPerMemInst = float64(m.st.MemTransactions) / float64(m.st.MemInstructions)
	}
	pcs := make([]uint32, 0, len(m.branch))
	for pc := range m.branch {
		pcs = append(pcs, pc)
	}
	sort.Slice(pcs, func(i, j int) bool { return pcs[i] < pcs[j] })
	for _, pc := range pcs {
		m.st.BranchStats = append(m.st.BranchStats, *m.branch[pc])
	}
	for _, c := range m.cores {
		if r, ok := c.mech.(interface{ Reconvergences() int64 }); ok {
			m.st.Reconvergences += r.Reconvergences()
		}
	}
	res.Stats = m.st
	for i := range res.Buffers {
		b := &res.Buffers[i]
		r := &m.global.regions[i]
		b.Data = append([]byte(nil), r.data...)
	}
	res.Fault = m.fault
	if status == StatusDeadlock || status == StatusMaxCycles {
		res.Diagnosis = m.diagnose(reason)
	}
}
