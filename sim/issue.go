// The issue loop: each cycle every core issues from the warps its
// scheduler picks; functional execution, timing, barriers, and the end of
// the run.

package sim

import (
	"fmt"
	"math"
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim/isa"
)

// issueCycle issues on c at m.t (c has warps and c.nextIssue <= m.t) and
// counts, for each of its schedulers that could issue and did not, an idle
// issue cycle with its stall reason. It returns the instructions issued.
func (m *machine) issueCycle(c *core) int {
	if c.units == nil {
		var n int
		if c.laneIssue {
			if n = m.issueLanes(c, &c.issuer); n > 0 {
				m.occupy(c, &c.issuer)
			}
		} else {
			n = m.issueWarps(c)
		}
		if n == 0 {
			m.idle(c, &c.issuer, m.t, 1)
		}
		return n
	}
	n := 0
	for i := range c.units {
		u := &c.units[i]
		if u.nextIssue > m.t || len(u.warps) == 0 || m.fault != nil {
			continue
		}
		if c.topGTO && !c.laneIssue {
			// One cycle of u (layout sets c.topGTO): topRun to end
			// m.t issues, and occupies u or counts its idle cycle.
			if m.topRun(c, u, m.t) == laneStop {
				n++
			}
			continue
		}
		m.occ = 0
		var k int
		if c.laneIssue {
			k = m.issueLanes(c, u)
		} else {
			k = m.issueFrom(c, u, m.cfg.IssueWidth)
		}
		if k > 0 {
			m.occupy(c, u)
		} else {
			m.idle(c, u, m.t, 1)
		}
		n += k
	}
	m.unitsNext(c)
	return n
}

// unitsNext sets the next issue cycle of a core with several schedulers:
// the earliest of theirs with warps (of all, when none has warps).
func (m *machine) unitsNext(c *core) {
	t, any := int64(math.MaxInt64), false
	for i := range c.units {
		u := &c.units[i]
		if len(u.warps) > 0 {
			t, any = min(t, u.nextIssue), true
		}
	}
	if !any {
		for i := range c.units {
			t = min(t, c.units[i].nextIssue)
		}
	}
	c.nextIssue = t
}

// issueWarps issues on a core with one scheduler (or a core mechanism)
// up to its issue width. (A core with c.topGTO and one scheduler issues
// in topRun: cycles does not come here for it.)
func (m *machine) issueWarps(c *core) int {
	if len(c.warps) == 0 {
		return 0
	}
	m.occ = 0
	issued := 0
	if c.cmech != nil {
		issued = m.issueCore(c)
	} else {
		issued = m.issueFrom(c, &c.issuer, m.cfg.IssueWidth)
	}
	if issued > 0 {
		m.occupy(c, &c.issuer)
	}
	return issued
}

// issueFrom issues up to width warp instructions from the warps of
// scheduler is of c: each slot tries the arbiter's greedy warp, then the
// warps in age order from the arbiter's start. (On a core with c.topGTO
// the callers take topRun instead.)
func (m *machine) issueFrom(c *core, is *issuer, width int) int {
	if m.pcArb != nil {
		return m.issueByPC(c, is, width)
	}
	issued := 0
	// A warp that issued cannot issue again this cycle (its nextIssue
	// is later), so the same warp is never picked twice.
	for issued < width && m.fault == nil && len(is.warps) > 0 {
		got := false
		if m.arbGTO {
			// gto's Greedy, without the interface.
			if g := is.last; g != nil && g.Live != 0 {
				if c.topFast {
					got = !g.waits(m.t) && m.tryTop(c, is, g)
				} else {
					got = m.try(c, is, g)
				}
			}
		} else if !m.arbLRR {
			if g := m.arb.Greedy(is.last); g != nil {
				got = m.try(c, is, g)
			}
		}
		if !got {
			n := len(is.warps)
			var k int
			switch {
			case m.arbLRR:
				k = afterLast(is.warps, is.last) // lrr's Start, without the interface
			case m.arbGTO:
				k = 0 // gto's Start: the oldest
			default:
				k = m.arb.Start(is.warps, is.last)
			}
			for range n {
				if k >= n {
					k = 0
				}
				if c.topFast {
					got = !is.warps[k].waits(m.t) && m.tryTop(c, is, is.warps[k])
				} else {
					got = m.try(c, is, is.warps[k])
				}
				if got {
					break
				}
				k++
			}
		}
		if !got {
			break
		}
		issued++
	}
	return issued
}

// topRun is the issue loop of scheduler is of a core with c.topGTO
// (issueFrom for one issue under gto on a TopKeeper's core): at each
// cycle the greedy warp, then the warps oldest first, and the first that
// can issue at m.t issues (w.waits, then tryTop), and
// the scheduler is occupied, or counts an idle cycle. Cycles' loop for a
// core with one scheduler, cycle after cycle in one function (laneRun's
// protocol); with end = m.t, one cycle of one of several schedulers
// (issueCycle). It returns laneStop after an issue at m.t, the last cycle
// (end, a stop, a parallel run's pause or stop); laneIdle at cycle m.t,
// at which is did not issue (counted idle) or c's next issue is later;
// laneSlow at the start of cycle m.t for a parallel run's core (cycles'
// own end of the cycle).
func (m *machine) topRun(c *core, is *issuer, end int64) int {
	for {
		m.occ = 0
		issued := false
		if m.fault == nil && len(is.warps) > 0 {
			// (Most failed tries of the greedy warp follow a dependent
			// issue: notBefore.)
			if g := is.last; g != nil && g.Live != 0 && !g.waits(m.t) && m.tryTop(c, is, g) {
				issued = true
			} else {
				for _, w := range is.warps {
					if w.waits(m.t) {
						continue
					}
					if m.tryTop(c, is, w) {
						issued = true
						break
					}
				}
			}
		}
		if !issued {
			m.idle(c, is, m.t, 1)
			return laneIdle
		}
		m.occupy(c, is)
		if m.t >= end || m.mayStop && (m.fault != nil || m.stuck != "" || m.done == m.grid || m.repeated) {
			return laneStop
		}
		if m.par != nil {
			return laneSlow
		}
		m.t++
		if m.epochs {
			m.hier.Sync(m.t)
		}
		if len(c.warps) == 0 || c.nextIssue > m.t {
			return laneIdle
		}
	}
}

// issueByPC is issueFrom under a PCArbiter: each slot asks it for the
// order of the warps, given the PC each would issue next.
func (m *machine) issueByPC(c *core, is *issuer, width int) int {
	issued := 0
	for issued < width && m.fault == nil && len(is.warps) > 0 {
		m.pcs = m.pcs[:0]
		for _, w := range is.warps {
			m.pcs = append(m.pcs, m.nextPC(c, w))
		}
		m.order = m.pcArb.Order(is.warps, m.pcs, is.last, m.order[:0])
		got := false
		for _, i := range m.order {
			if c.topFast {
				got = !is.warps[i].waits(m.t) && m.tryTop(c, is, is.warps[i])
			} else {
				got = m.try(c, is, is.warps[i])
			}
			if got {
				break
			}
		}
		if !got {
			break
		}
		issued++
	}
	return issued
}

// nextPC is the PC of the first split w offers (-1: none).
func (m *machine) nextPC(c *core, w *Warp) int64 {
	if w.Live == 0 {
		return -1
	}
	if w.lanes != nil {
		if mask, ok := c.laneSplits(w); ok && mask != 0 {
			start, pcs := w.LaneStart, w.LanePCs
			l := trailingZeros(mask >> uint(start) << uint(start))
			if mask>>uint(start) == 0 {
				l = trailingZeros(mask)
			}
			return int64(pcs[l])
		}
	}
	if !w.cached {
		m.readyAt(c, w)
	}
	for _, sp := range w.cache {
		if sp.Mask&w.BarWait == 0 && sp.Mask != 0 {
			return int64(sp.PC)
		}
	}
	return -1
}

// issueLanes is issueFrom (its search below) for one issue of scheduler
// is under lrr on a core whose mechanism offers one-thread splits
// (LaneSplitter): the warps from the one after the last issued, in age
// order, and the first that can issue at m.t issues. It makes try's
// choice, with readyAt's lane path inline for a warp without a timer,
// and issues an ALU operation, bra or cbra (decoded.laneOp) of the lane
// it chose itself, without an observer or an issue hook: stepLane's work
// for the one lane from the ready check to the commit in one function
// (no Outcome: nobody reads it, the mechanism's CommitLane takes the
// lane's next PC; beforeD's countBranch for one lane: a one-thread
// branch never diverges). None of these instructions faults, exits,
// waits at a barrier or makes progress. Other instructions take stepLane.
// The caller occupies the scheduler when it issued.
func (m *machine) issueLanes(c *core, is *issuer) int {
	m.occ = 0
	ws := is.warps
	n := len(ws)
	k := 0 // afterLast, with its common case inline
	if last := is.last; last != nil {
		if i := last.uslot; i < n && ws[i] == last {
			k = i + 1 // n wraps to 0 below
		} else {
			k = afterLast(ws, last)
		}
	}
	now := m.t
	// The lane that issues: lane l of w at pc (w nil: none).
	var w *Warp
	var l int
	var pc uint32
search:
	for range n {
		if k >= n {
			k = 0
		}
		x := ws[k]
		k++
		if x.notYet(now) {
			continue
		}
		if x.wake == 0 {
			if mask, ok := c.laneSplits(x); ok {
				// readyAtLanes' common case inline: the first lane in
				// round-robin order is ready (x.nextIssue ≤ m.t here),
				// its entry valid or all its registers ready; else
				// readyAtLanes looks further.
				if mask &^= x.BarWait; mask != 0 {
					start := x.LaneStart
					xl := (start + trailingZeros(bits.RotateLeft64(mask, -start))) & 63
					xpc, e, bit := x.LanePCs[xl], &x.lanes.e[xl], uint64(1)<<uint(xl)
					if x.laneValid&bit != 0 && e.pc == xpc {
						if e.t > now {
							goto slow
						}
					} else if e.regs <= now {
						e.t, e.pc = e.regs, xpc
						x.laneValid |= bit
					} else {
						goto slow
					}
					if m.lsu && m.memBusy(c, xpc) {
						// Not ready: the memory pipeline is (the
						// scan goes on to the warp's later lanes).
						goto slow
					}
					x.laneFast, x.cached, x.earliest = true, true, 0
					w, l, pc = x, xl, xpc
					break search
				}
			slow:
				t, s, ok := m.readyAtLanes(x, mask)
				if !ok || t > now {
					continue
				}
				w, l, pc = x, trailingZeros(s.Mask), s.PC
				break search
			}
		}
		if m.try(c, is, x) {
			return 1
		}
	}
	if w == nil {
		return 0
	}
	is.last = w
	i := pc / isa.InstSize
	if pc%isa.InstSize != 0 || int(i) >= len(m.code) || !m.code[i].laneOp || m.obs != nil || m.hook != nil {
		m.stepLane(c, w, Split{PC: pc, Mask: uint64(1) << uint(l)})
		return 1
	}
	// stepLane for lane l of w at pc, an ALU operation, bra or cbra.
	d := &m.code[i]
	in := &d.in
	// Lane l's registers: w.ri(r, l) = base + r, lane-major (rs = 1)
	// under a ready list.
	regs, base := w.regs, l*w.ls
	next := pc + isa.InstSize
	if d.alu {
		a, b := laneALUOperands(in, regs, base)
		var v uint64
		if in.Op == isa.OpICmp {
			v = b2u(icmp(in.Cond, in.Type == isa.I32, a, b))
		} else {
			v, _ = intOp(in.Op, in.Type == isa.I32, a, b)
		}
		if in.Dst != isa.RZ {
			regs[base+int(in.Dst)] = v
		}
	} else {
		taken := laneTaken(in, regs, base)
		if in.Op == isa.OpCBra {
			m.countLaneBranch(pc)
		}
		if taken {
			next = in.Target
		}
	}
	m.st.WarpInstructions++
	m.st.ThreadInstructions++
	m.laneSlots += int64(w.Size)
	w.MoveLane(l, next)
	if w.LaneCommit {
		c.lanes.CommitLane(w, l, next)
	}
	if d.hasDef {
		at := now + int64(d.lat)
		w.ready[base+int(d.def)] = at // w.ri(d.def, l)
		w.laneValid &^= uint64(1) << uint(l)
		w.opsOK = false
		e := &w.lanes.e[l]
		e.regs = max(e.regs, at)
		w.noteDef(d)
	}
	w.nextIssue = now + d.gap
	w.lastIssue = now
	w.cached = false
	if next <= pc && !d.alu {
		// A taken backward branch.
		w.loopLo[l], w.loopHi[l], w.loopEpoch[l] = next, pc, m.epoch
		if !m.progress && now-m.lastProgress >= repeatAfter {
			m.checkRepeat(c, w, uint64(1)<<uint(l))
		}
	}
	if m.progress {
		m.endStep()
	}
	return 1
}

// laneALUOperands returns the operands of in, an ALU operation
// (decoded.alu), for the lane whose registers start at regs[base]
// (lane-major, under a ready list): A's register (0 for RZ), and the
// immediate or B's register (issueLanes; laneRun reads laneInst's).
func laneALUOperands(in *isa.Inst, regs []uint64, base int) (a, b uint64) {
	if in.A != isa.RZ {
		a = regs[base+int(in.A)]
	}
	if in.Flags&isa.FlagImm != 0 {
		b = uint64(in.Imm)
	} else if in.B != isa.RZ {
		b = regs[base+int(in.B)]
	}
	return a, b
}

// laneTaken reports whether in, a bra or cbra, is taken by the lane
// whose registers start at regs[base] (issueLanes; laneRun reads
// laneInst's).
func laneTaken(in *isa.Inst, regs []uint64, base int) bool {
	if in.Op != isa.OpCBra {
		return true // bra
	}
	var a uint64
	if in.A != isa.RZ {
		a = regs[base+int(in.A)]
	}
	return (a != 0) != (in.Flags&isa.FlagNeg != 0)
}

// Why laneRun stopped.
const (
	laneSlow = iota // at the start of cycle m.t: the caller issues
	laneStop        // after an issue at m.t, the last cycle
	laneIdle        // at cycle m.t, at which c cannot issue
)

// laneRun is cycles' loop for a core whose one scheduler issues from
// ready lists (laneIssue, no units), without an observer, an issue hook
// or epochs to sync, while each cycle takes the common case, with no
// call but the repeat check: the search's first warp that can issue at
// m.t (from the one after the last issued) has no wake-up cycle, no lane
// that asks LaneSplits and no CommitLane to call; its first lane in
// round-robin order is ready by its entry in the ready list (valid, or
// all its registers ready) and at an integer add, sub, mul, and, or,
// xor, shift or compare, a bra, or a cbra counted before. It issues that
// lane as issueLanes does (the repeat check at a taken backward branch
// included), occupies the scheduler and goes on to the next cycle as
// cycles does.
// It returns why it stopped: laneSlow at the start of cycle m.t, which
// the caller issues (nothing has changed for it: the tests before it are
// reads); laneStop after an issue at m.t, the last cycle (end, a stop, a
// parallel run's pause or stop); laneIdle at cycle m.t, at which the
// scheduler is occupied. It leaves the entry of a lane whose registers
// are all ready as it was instead of making it valid for the lane's PC
// when the lane issues an instruction with a result (the issue makes it
// invalid) — and when the lane issues a branch, whose next PC is another
// unless the branch goes to itself, where the entry, were it valid for
// that PC, would say the same (all registers ready). Its issue loop,
// laneIssues, reads an instruction from m.lane (laneTable: 32 bytes an
// instruction); laneRun makes the repeat checks and writes the issue
// counts and what cycles' loop writes after each issue — m.t, the
// scheduler's next issue cycle, busy cycles, stall reason and last warp
// — once when it returns (m.t before a repeat check too, which reads
// it): nothing it calls reads them.
func (m *machine) laneRun(c *core, end int64) int {
	is := &c.issuer
	ws := is.warps
	n := len(ws)
	if m.progress || n == 0 {
		return laneSlow
	}
	k := 0 // afterLast, with its common case inline
	if last := is.last; last != nil {
		if i := last.uslot; i < n && ws[i] == last {
			k = i + 1 // n wraps to 0 below
		} else {
			k = afterLast(ws, last)
		}
	}
	now, t0 := m.t, m.t
	// The run stops after an issue at endAt: end, or m.t when a stop is
	// due (the conditions do not change without a repeat check).
	endAt := end
	if m.stopDue() {
		endAt = now
	}
	par := m.par
	why := laneSlow
	// laneIssues issues cycle after cycle while now < fast: endAt,
	// unless a parallel run or an occupancy above one cycle needs the
	// tests below after every issue.
	fast := endAt
	if par != nil || m.occWarp > 1 {
		fast = math.MinInt64
	}
	for {
		var x *Warp
		var l int
		var issued bool
		k, now, x, l, issued = m.laneIssues(ws, k, now, fast)
		if !issued {
			break
		}
		if x != nil {
			// The repeat check of lane l of x (it may stop the run:
			// after this issue, the last). Of the writes laneRun
			// leaves to its return it reads m.t only.
			m.t = now
			if m.caps.Repeat == RepeatThread {
				// checkRepeat of one lane, without its tests.
				if seenLane(x, l, m.laneHash(c, x, l), m.epoch) {
					m.foundRepeat()
				}
			} else {
				m.checkRepeat(c, x, uint64(1)<<uint(l&63))
			}
			if m.stopDue() {
				why = laneStop
				break
			}
		}
		if now >= endAt {
			why = laneStop
			break
		}
		if par != nil {
			if par.paused || now+1 > par.stop.Load() {
				why = laneStop
				break
			}
		}
		now++
		if m.occWarp > 1 {
			// (c has warps: the loop retires none.)
			why = laneIdle
			break
		}
	}
	m.t = now
	if why == laneStop || now > t0 {
		// There was an issue (each is followed by a stop or a
		// cycle), the last by ws[k-1]. cycles' loop after each issue,
		// the occupancy a warp instruction's: the scheduler's next
		// issue after the last, at now unless the run stopped after it.
		occ := m.occWarp
		at := now - 1
		if why == laneStop {
			at = now
		}
		issued := at - t0 + 1 // an issue a cycle from t0 (occ 1), or one (occ > 1)
		m.st.WarpInstructions += issued
		m.st.ThreadInstructions += issued
		is.nextIssue = at + occ
		is.busy += occ * issued
		is.stallUntil = 0
		is.last = ws[k-1]
	}
	return why
}

// laneIssues is laneRun's issue loop, from cycle now and the warp ws[k]
// on: each cycle it issues one lane as laneRun says, and goes on to the
// next cycle while now < fast and no repeat check is due. It returns k
// (one after the warp that issued last), now, whether a lane issued at
// now (true: ws[k-1]'s, and now is the last cycle with an issue; false:
// none could, laneRun's laneSlow) and x and l, the warp and lane whose
// repeat check is due after that issue (nil: none). (A function of its
// own without calls, so that the values it keeps across cycles stay in
// registers: laneRun's calls made them spill at every issue — a call
// clobbers every register — 29 -> 19 spill loads and stores per issue
// on MIMDNonDivergent.)
func (m *machine) laneIssues(ws []*Warp, k int, now, fast int64) (int, int64, *Warp, int, bool) {
	n := len(ws)
	lt := m.lane
	for {
		// The search: the first warp ws[j] from k that can issue
		// at now (k stays one after the last issued).
		j := k
		if uint(j) >= uint(n) {
			j = 0
		}
		x := ws[j]
		if x.notYet(now) {
			// ws[j] cannot issue (it can, mostly): the search goes on.
			found := false
			for range n - 1 {
				if j++; j >= n {
					j = 0
				}
				if y := ws[j]; !y.notYet(now) {
					x, found = y, true
					break
				}
			}
			if !found {
				return k, now, nil, 0, false
			}
		}
		if x.wake != 0 || x.LaneAsk != 0 || x.LaneCommit {
			return k, now, nil, 0, false
		}
		// The lanes from LaneStart on (rotated so that it is bit 0).
		start := x.LaneStart
		rot := bits.RotateLeft64(x.Live&^x.BarWait, -start)
		if rot == 0 {
			return k, now, nil, 0, false
		}
		l := (start + trailingZeros(rot)) & 63
		pc, e, bit := x.LanePCs[l], &x.lanes.e[l], uint64(1)<<uint(l)
		if x.laneValid&bit != 0 && e.pc == pc {
			if e.t > now {
				return k, now, nil, 0, false
			}
		} else if e.regs > now {
			return k, now, nil, 0, false
		}
		i := pc / isa.InstSize
		if pc%isa.InstSize != 0 || int(i) >= len(lt) {
			return k, now, nil, 0, false
		}
		li := &lt[i]
		// Lane l's registers: w.ri(r, l) = base + r, lane-major (rs = 1)
		// under a ready list.
		regs, base := x.regs, l*x.ls
		// The operands without a branch: an RZ operand (or an
		// immediate B) reads register 0 and masks it off.
		a := regs[base+int(li.a)] & -uint64(li.ar)
		b := regs[base+int(li.b)]&-uint64(li.br) | li.imm
		// intOp and icmp for the operations of the common case, on
		// 64 bits: a 32-bit operation's value is masked after (the
		// operations whose low 32 bits depend on the operands' high
		// ones take them masked or shifted up: lshr, ashr, icmp).
		next := pc + isa.InstSize
		vsh := li.vsh & 63 // (a shift by less than 64)
		var v uint64
		if li.op >= laneBra {
			// bra, cbra: the next PC (outside the operations'
			// switch, its jump table the ALU operations').
			if li.op == laneBra || (a != 0) != (li.op == laneCBraNeg) {
				next = uint32(b)
			}
			// countLaneBranch.
			if li.op != laneBra {
				br := &m.branch[i]
				if br.Executions == 0 {
					return k, now, nil, 0, false
				}
				br.Executions++
				br.LanesActive++
				m.st.Branches++
			}
		} else {
			switch li.op {
			case laneAdd:
				v = a + b
			case laneSub:
				v = a - b
			case laneMul:
				v = a * b
			case laneAnd:
				v = a & b
			case laneOr:
				v = a | b
			case laneXor:
				v = a ^ b
			case laneShl:
				v = a << (b & uint64(li.sm))
			case laneLShr:
				v = (a & li.vm) >> (b & uint64(li.sm))
			case laneAShr:
				// A 32-bit value shifted up, so that its sign is bit 63.
				v = uint64(int64(a<<vsh) >> (b&uint64(li.sm) + uint64(vsh)))
			// A compare of values shifted up as ashr's: their order, signed
			// or not, is that of the 32-bit values'.
			case laneEQ:
				v = b2u(a<<vsh == b<<vsh)
			case laneNE:
				v = b2u(a<<vsh != b<<vsh)
			case laneUGT:
				v = b2u(a<<vsh > b<<vsh)
			case laneUGE:
				v = b2u(a<<vsh >= b<<vsh)
			case laneULT:
				v = b2u(a<<vsh < b<<vsh)
			case laneULE:
				v = b2u(a<<vsh <= b<<vsh)
			case laneSGT:
				v = b2u(int64(a<<vsh) > int64(b<<vsh))
			case laneSGE:
				v = b2u(int64(a<<vsh) >= int64(b<<vsh))
			case laneSLT:
				v = b2u(int64(a<<vsh) < int64(b<<vsh))
			case laneSLE:
				v = b2u(int64(a<<vsh) <= int64(b<<vsh))
			default:
				return k, now, nil, 0, false
			}
		}
		m.laneSlots += int64(x.Size)
		x.LanePCs[l], x.LaneStart = next, (l+1)&63 // MoveLane
		if r := li.dst; r != isa.RZ {
			regs[base+int(r)] = v & li.vm
			at := now + int64(li.lat)
			x.ready[base+int(r)] = at // w.ri(r, l)
			x.laneValid &^= bit
			x.opsOK = false
			e.regs = max(e.regs, at)
			// noteDef of an ALU operation, but rowDirty: regsHash
			// reads it of register-major warps only (a lane-major
			// warp's rows are gathered whole).
			x.memDef[r>>6] &^= uint64(1) << (r & 63)
		}
		x.nextIssue = now + int64(li.gap)
		x.lastIssue = now
		x.laneFast, x.cached = true, false
		k = j + 1
		if next <= pc && li.op >= laneBra {
			// A taken backward branch.
			x.loopLo[l], x.loopHi[l], x.loopEpoch[l] = next, pc, m.epoch
			if now-m.lastProgress >= repeatAfter {
				return k, now, x, l, true
			}
		}
		if now >= fast {
			return k, now, nil, 0, true
		}
		now++
	}
}

// stopDue reports whether the run stops after this cycle (cycles' test
// after an issue, but for the last cycle).
func (m *machine) stopDue() bool {
	return m.mayStop && (m.fault != nil || m.stuck != "" || m.done == m.grid || m.repeated)
}

// occupy closes a cycle in which scheduler is of c issued: its next issue
// cycle after the issue's occupancy (a warp instruction's, or the
// mechanism's when it asked more), and it forgets its stall reason. (What
// an issue changes for the core's other schedulers — a barrier release,
// blocks placed, the memory pipeline booked — makes them forget theirs:
// forgetStalls.)
func (m *machine) occupy(c *core, is *issuer) {
	occ := m.occWarp
	if m.occ > 0 {
		occ = m.occ
	}
	is.nextIssue = m.t + occ
	is.busy += occ
	is.stallUntil = 0
}

// forgetStalls makes every scheduler of c find its stall reason again.
func (c *core) forgetStalls() {
	c.stallUntil = 0
	for i := range c.units {
		c.units[i].stallUntil = 0
	}
}

// memBusy reports whether the instruction at pc is a memory instruction
// and the core's memory pipeline does not take one at m.t.
func (m *machine) memBusy(c *core, pc uint32) bool {
	if c.memFree <= m.t || pc%isa.InstSize != 0 || int(pc/isa.InstSize) >= len(m.code) {
		return false
	}
	return m.code[pc/isa.InstSize].mem
}

// try issues from w, a warp of scheduler is, if it can issue at m.t.
// On a TopKeeper's core (c.topFast) the callers take tryTop, which
// comes here for what it does not do itself.
func (m *machine) try(c *core, is *issuer, w *Warp) bool {
	if w.notYet(m.t) {
		// Cannot issue yet: every split is ready at nextIssue at the
		// earliest, and the cached splits not before earliest.
		return false
	}
	t, s, ok := m.readyAt(c, w)
	if ok && t <= m.t && m.lsu && m.memBusy(c, s.PC) {
		// The ready cycles readyAt keeps may predate the memory
		// pipeline's last booking: compute them again.
		w.ready0 = w.ready0[:0]
		t, s, ok = m.readyAt(c, w)
	}
	if !ok || t > m.t {
		return false
	}
	is.last = w
	m.step(c, w, s)
	return true
}

// tryTop is try for a warp of a TopKeeper (c.topFast) that does not
// wait at m.t (!w.waits(m.t): try's first test and the bound stepTopALU
// may set, which its callers make before the call, topRun's search
// without one; a quick rejection: the ready cycle tryTop computes is
// not below any of those bounds). It takes the common case itself: a
// warp with no wake-up cycle and no cached splits whose top entry has
// threads, none at a barrier, and an instruction in the code, on a warp
// scoreboard — readyAt's work for the one split the top entry makes
// (splitReady's for a warp scoreboard) and the issue (issueTop's), with
// no call but the cache's fill (cacheSplit) or the issue's, so that
// nothing is kept across a call; tryTopSlow takes the others.
func (m *machine) tryTop(c *core, is *issuer, w *Warp) bool {
	top := w.Top
	if w.wake != 0 || w.cached || top == nil || top.Mask&w.BarWait != 0 || top.Mask == 0 || m.laneSB {
		return m.tryTopSlow(c, is, w)
	}
	sp := Split{PC: top.PC, Mask: top.Mask}
	d := m.decodedAt(sp.PC)
	if d == nil {
		return m.tryTopSlow(c, is, w)
	}
	// splitReady for a warp scoreboard, inline.
	ti := w.nextIssue
	if m.lsu && d.mem {
		ti = max(ti, w.blk.core.memFree)
	}
	ready := w.ready
	for _, r := range d.uses[:d.nuses] {
		ti = max(ti, ready[r])
	}
	if d.hasDef {
		ti = max(ti, ready[d.def])
	}
	if ti > m.t {
		// (The cache is filled only for a warp that does not issue
		// now: an issue leaves it invalid.)
		w.cacheSplit(sp, ti)
		return false
	}
	// (ti is not before the memory pipeline takes a memory instruction:
	// try's second look, memBusy, has nothing to do.)
	//
	// issueTop, inline (a call here would keep m, c, w and sp across
	// it).
	is.last = w
	if m.obs == nil && m.hook == nil {
		if d.alu {
			m.stepTopALU(c, w, sp, d)
			return true
		} else if op := d.in.Op; op == isa.OpBra || op == isa.OpCBra {
			m.stepTopBranch(c, w, sp, d)
			return true
		}
	}
	m.step(c, w, sp)
	return true
}

// issueTop issues split sp of w, whose instruction is d (nil: sp.PC is
// outside the code), for tryTop: an ALU operation, bra or cbra through
// stepTopALU or stepTopBranch, without an observer or an issue hook,
// anything else through step.
func (m *machine) issueTop(c *core, is *issuer, w *Warp, sp Split, d *decoded) bool {
	is.last = w
	if d != nil && m.obs == nil && m.hook == nil {
		if d.alu {
			m.stepTopALU(c, w, sp, d)
			return true
		} else if op := d.in.Op; op == isa.OpBra || op == isa.OpCBra {
			m.stepTopBranch(c, w, sp, d)
			return true
		}
	}
	m.step(c, w, sp)
	return true
}

// tryTopSlow is tryTop's work for the warps of the cases its common case
// leaves (a wake-up cycle, cached splits, an empty stack or top entry, a
// lane at a barrier, a lane scoreboard, a PC outside the code): for one
// with no wake-up cycle and, when its splits are cached, their ready
// cycles, readyAt's work for the one split (or none) the top entry
// makes; try for the others.
func (m *machine) tryTopSlow(c *core, is *issuer, w *Warp) bool {
	var sp Split
	if w.wake != 0 || w.cached && len(w.ready0) != len(w.cache) {
		return m.try(c, is, w)
	}
	if !w.cached {
		// readyAt's one-split case, with the split from Top.
		top := w.Top
		if top == nil || top.Mask&w.BarWait != 0 {
			w.cache, w.ready0, w.cached = w.cache[:0], w.ready0[:0], true
			w.earliest = math.MaxInt64
			return false
		}
		sp = Split{PC: top.PC, Mask: top.Mask}
		ti := int64(-1)
		if sp.Mask != 0 {
			ti = m.splitReady(w, sp)
		}
		if ti < 0 || ti > m.t {
			w.cacheSplit(sp, ti)
			return false
		}
	} else {
		// readyAt's scan of the cached split (or none), whose ready
		// cycle is known.
		if len(w.cache) == 0 || w.ready0[0] < 0 {
			w.earliest = math.MaxInt64
			return false
		}
		if ti := w.ready0[0]; ti > m.t {
			w.earliest = ti
			return false
		}
		w.earliest = 0
		sp = w.cache[0]
	}
	d := m.decodedAt(sp.PC)
	if m.lsu && d != nil && d.mem && c.memFree > m.t {
		// try's second look (memBusy).
		w.ready0 = w.ready0[:0]
		t, s, ok := m.readyAt(c, w)
		if !ok || t > m.t {
			return false
		}
		sp, d = s, m.decodedAt(s.PC)
	}
	return m.issueTop(c, is, w, sp, d)
}

// cacheSplit makes sp, whose operands are ready at ti (-1: never), w's
// cached split (readyAt's cache of the one split a TopKeeper offers).
// (Out of line: tryTop's common case calls nothing else but the issue.)
//
//go:noinline
func (w *Warp) cacheSplit(sp Split, ti int64) {
	w.cache, w.ready0, w.cached = append(w.cache[:0], sp), append(w.ready0[:0], ti), true
	w.earliest = ti
	if ti < 0 {
		w.earliest = math.MaxInt64
	}
}

// decodedAt is the decoded instruction at pc (nil: pc is outside the
// code).
func (m *machine) decodedAt(pc uint32) *decoded {
	if i := pc / isa.InstSize; pc%isa.InstSize == 0 && int(i) < len(m.code) {
		return &m.code[i]
	}
	return nil
}

// applyCost charges the cost a mechanism reported for an issue by a warp
// of size lanes: the issue's occupancy, the mechanism's memory traffic,
// and its empty issue slots (warp instructions with no active thread).
func (m *machine) applyCost(c *core, cost Cost, size int) {
	if cost.IssueCycles > 0 {
		m.occ = max(m.occ, int64(cost.IssueCycles))
	}
	m.mechTx += int64(cost.MemTransactions)
	if cost.EmptySlots > 0 {
		m.st.WarpInstructions += int64(cost.EmptySlots)
		m.laneSlots += int64(cost.EmptySlots) * int64(size)
	}
}

// step executes split s of warp w: functional execution, then timing and
// mechanism updates.
func (m *machine) step(c *core, w *Warp, s Split) {
	// The outcome lives in the machine: passed to the mechanism through an
	// interface, a local would escape to the heap on every issue. exec
	// sets every field.
	o := &m.out
	var from, memAt int64
	if m.obs != nil {
		from, memAt = w.nextIssue, m.memWait(w, s)
	}
	// exec, with the decoded instruction kept for what follows.
	var d *decoded
	var lat, tx int
	if i := s.PC / isa.InstSize; s.PC%isa.InstSize == 0 && int(i) < len(m.code) {
		d = &m.code[i]
		lat, tx = m.execD(w, s, d, o)
	} else {
		lat, tx = m.exec(w, s, o) // faults
	}
	if m.memReq != nil {
		if m.fault != nil {
			m.memReq = nil
			return
		}
		lat, tx = m.memAccess(c)
	}
	if m.fault != nil {
		return
	}
	lanes := int64(bits.OnesCount64(s.Mask))
	m.st.WarpInstructions++
	m.st.ThreadInstructions += lanes
	m.laneSlots += int64(w.Size)
	if tx > 0 {
		m.st.MemInstructions++
		m.st.MemTransactions += int64(tx)
	}
	if d.before || o.Exited != 0 || o.Kind == OutBarrier {
		m.beforeD(w, s, o, d)
	}
	var cost Cost
	if !c.topFast || !m.commitTop(w, o) {
		cost = c.mech.Commit(w, s, o, m.t)
		if cost != (Cost{}) {
			m.applyCost(c, cost, w.Size)
		}
	}
	m.accountD(c, w, s, o, d, lat, cost.Latency)
	if m.obs != nil {
		m.observeIssue(c, w, o, 0, 1, from, memAt)
	}
	if m.hook != nil && w.Live != 0 {
		m.hook.issued(m, c, w, s)
	}
	if w.Live == 0 {
		m.retire(c, w)
	}
	if m.progress {
		m.endStep()
	}
}

// stepTopALU is step for split s of w, the top entry of a TopKeeper's
// stack, whose instruction d is an ALU operation of execALU
// (decoded.alu), without an observer or an issue hook: the same work,
// with what an ALU operation does not do left out (it cannot fault,
// access memory, exit, wait at a barrier, branch or make progress, and
// d.before is false), and the commit done by commitTop's move of the top
// entry to the next PC; the Outcome is filled only when the entry
// reconverges there, for the mechanism's Commit. When the entry moves,
// the execution (execTop) comes last, with nothing kept across its call:
// what comes before it reads no register.
func (m *machine) stepTopALU(c *core, w *Warp, s Split, d *decoded) {
	m.st.WarpInstructions++
	m.st.ThreadInstructions += int64(bits.OnesCount64(s.Mask))
	m.laneSlots += int64(w.Size)
	extra := 0
	next := s.PC + isa.InstSize
	if d.nzNext && w.lanes == nil {
		// The predicate of the cbra at next, for these lanes, until
		// w issues again (stepTopBranch): aluRows sets it (nzNext
		// implies rowsOK).
		w.predPC, w.predMask, w.predT = next, s.Mask, m.t
	}
	moved := false // the top entry moved on to next (no Commit)
	if top := w.Top; top != nil && next != top.RPC {
		top.PC, moved = next, true
	} else {
		// The mechanism's Commit after the execution, as in step.
		w.execTop(d, s.Mask)
		o := &m.out
		o.Inst, o.PC, o.Mask, o.Kind, o.Next = &d.in, s.PC, s.Mask, OutSeq, next
		o.Taken, o.Target, o.RPC, o.Targets, o.Exited = 0, 0, isa.NoPC, nil, 0
		cost := c.mech.Commit(w, s, o, m.t)
		if cost != (Cost{}) {
			m.applyCost(c, cost, w.Size)
		}
		extra = cost.Latency
	}
	// accountD for an ALU operation.
	if d.hasDef {
		w.noteDef(d)
		at := m.t + int64(d.lat+extra)
		if m.laneSB {
			m.readyLanes(w, d, s.Mask, at)
		} else {
			w.ready[d.def] = at
			if moved && d.depNext {
				// The top entry's next instruction reads the
				// result: it issues at at the earliest.
				w.notBefore = at
			}
		}
	}
	w.nextIssue = m.t + d.gap + int64(extra)
	w.lastIssue = m.t
	w.cached = false
	if m.progress {
		m.endStep()
	}
	if moved {
		w.execTop(d, s.Mask)
	}
}

// execTop executes ALU operation d (decoded.alu) for the lanes of mask
// of w (stepTopALU): aluRows, or execALU for what aluRows does not take.
func (w *Warp) execTop(d *decoded, mask uint64) {
	if w.lanes == nil && d.rowsOK {
		w.aluRows(d, mask)
		return
	}
	w.execALU(&d.in, mask)
}

// stepTopBranch is step for split s of w, the top entry of a
// TopKeeper's stack, whose instruction d is bra or cbra, without an
// observer or an issue hook: execD's branch and step's work for it, with
// what a branch does not do left out (it cannot fault, access memory,
// exit or wait at a barrier), and commitTop's commit (topMove) when the
// lanes do not diverge; the Outcome is filled only for the mechanism's
// Commit (which does not change it) or accountD.
// A cbra right after its predicate's producer (an icmp or and with
// nzNext, w's last issue, of the same lanes) takes the lanes the
// producer set nonzero (Warp.nz) instead of reading the register again.
func (m *machine) stepTopBranch(c *core, w *Warp, s Split, d *decoded) {
	in := &d.in
	taken := s.Mask // bra
	cbra := in.Op == isa.OpCBra
	if cbra {
		if w.predT == w.lastIssue && w.predPC == s.PC && w.predMask == s.Mask {
			// The lanes its producer, w's last issue, set nonzero.
			taken = w.nz
			if in.Flags&isa.FlagNeg != 0 {
				taken = ^taken
			}
			taken &= s.Mask
		} else {
			taken = w.takenLanes(in, s.Mask) // (a TopKeeper's warp is register-major)
		}
	}
	lanes := int64(bits.OnesCount64(s.Mask))
	m.st.WarpInstructions++
	m.st.ThreadInstructions += lanes
	m.laneSlots += int64(w.Size)
	next := s.PC + isa.InstSize
	if cbra {
		// beforeD for cbra (d.before; bra has nothing to do there):
		// countBranch of its outcome.
		m.countBranchAt(s.PC, lanes, taken != 0 && taken != s.Mask)
	}
	moved := false // commitTop's move (no Commit)
	if top := w.Top; top != nil {
		moved = topMove(top, taken, next, in.Target)
	}
	o := &m.out
	if !moved || d.hasDef {
		o.Inst, o.PC, o.Mask, o.Kind, o.Next = in, s.PC, s.Mask, OutBranch, next
		o.Taken, o.Target, o.RPC, o.Targets, o.Exited = taken, in.Target, in.RPC, nil, 0
	}
	extra := 0
	if !moved {
		cost := c.mech.Commit(w, s, o, m.t)
		if cost != (Cost{}) {
			m.applyCost(c, cost, w.Size)
		}
		extra = cost.Latency
	}
	if d.hasDef {
		m.accountD(c, w, s, o, d, d.lat, extra)
	} else {
		// accountD for a branch.
		w.nextIssue = m.t + d.gap + int64(extra)
		w.lastIssue = m.t
		w.cached = false
		if taken != 0 && in.Target <= s.PC {
			m.backBranch(c, w, taken, s.Mask, in.Target, s.PC)
		}
	}
	if m.progress {
		m.endStep()
	}
}

// commitTop is the commit a TopKeeper leaves to the core: an outcome o
// of w's top entry without exits whose lanes all go to one PC other than
// the entry's reconvergence PC moves the entry there (topMove). It
// reports whether it did (else the mechanism's Commit must).
func (m *machine) commitTop(w *Warp, o *Outcome) bool {
	top := w.Top
	if top == nil || o.Exited != 0 {
		return false
	}
	switch o.Kind {
	case OutSeq:
		return topMove(top, 0, o.Next, 0)
	case OutBranch:
		return topMove(top, o.Taken, o.Next, o.Target)
	}
	return false
}

// topMove is commitTop's move of top entry top, whose lanes taken go to
// target and the others to next: when they all go to one PC other than
// the entry's reconvergence PC, the entry moves there. It reports whether
// it did (else the stack diverges or pops: the mechanism's Commit).
func topMove(top *StackEntry, taken uint64, next, target uint32) bool {
	pc := next
	if t := taken & top.Mask; t != 0 {
		if t != top.Mask {
			return false // diverges
		}
		pc = target
	}
	if pc == top.RPC {
		return false // reconverges: the stack pops
	}
	top.PC = pc
	return true
}

// stepLane is step for a one-thread split s of a warp with a ready list
// (issueLanes): the same work, with accountD's loops over the lanes of
// s.Mask done for its one lane, the instruction decoded once and the
// commit done by MoveLane, and CommitLane when the mechanism asks for it
// (no Cost: LaneSplitter). (issueLanes does the instructions it does
// itself.)
func (m *machine) stepLane(c *core, w *Warp, s Split) {
	if s.PC%isa.InstSize != 0 || int(s.PC/isa.InstSize) >= len(m.code) {
		m.step(c, w, s) // faults
		return
	}
	d := &m.code[s.PC/isa.InstSize]
	o := &m.out
	var from, memAt int64
	if m.obs != nil {
		from, memAt = w.nextIssue, m.memWait(w, s)
	}
	lat, tx := m.execD(w, s, d, o)
	if m.memReq != nil {
		if m.fault != nil {
			m.memReq = nil
			return
		}
		lat, tx = m.memAccess(c)
	}
	if m.fault != nil {
		return
	}
	m.st.WarpInstructions++
	m.st.ThreadInstructions++
	m.laneSlots += int64(w.Size)
	if tx > 0 {
		m.st.MemInstructions++
		m.st.MemTransactions += int64(tx)
	}
	if d.before || o.Exited != 0 || o.Kind == OutBarrier {
		m.beforeD(w, s, o, d)
	}
	l := trailingZeros(s.Mask)
	pc := o.LanePC(l)
	w.MoveLane(l, pc)
	if w.LaneCommit {
		c.lanes.CommitLane(w, l, pc)
	}
	// accountD for lane l (a warp with a ready list has a lane
	// scoreboard).
	if d.hasDef {
		at := m.t + int64(lat)
		w.ready[w.ri(d.def, l)] = at
		w.laneValid &^= s.Mask
		w.opsOK = false
		e := &w.lanes.e[l]
		e.regs = max(e.regs, at)
		w.noteDef(d)
	}
	w.nextIssue = m.t + d.gap
	w.lastIssue = m.t
	w.cached = false
	if o.Kind == OutBarrier || o.Exited != 0 {
		m.checkBarrier(w.blk)
	}
	if o.Kind == OutBranch && o.Taken != 0 && o.Target <= o.PC {
		w.loopLo[l], w.loopHi[l], w.loopEpoch[l] = o.Target, o.PC, m.epoch
		if !m.progress && m.t-m.lastProgress >= repeatAfter {
			m.checkRepeat(c, w, s.Mask)
		}
	}
	if m.obs != nil {
		m.observeIssue(c, w, o, 0, 1, from, memAt)
	}
	if m.hook != nil && w.Live != 0 {
		m.hook.issued(m, c, w, s)
	}
	if w.Live == 0 {
		m.retire(c, w)
	}
	if m.progress {
		m.endStep()
	}
}

// countLaneBranch is countBranch for a one-thread cbra at pc (taken or
// not): it never diverges.
func (m *machine) countLaneBranch(pc uint32) {
	b := &m.branch[pc/isa.InstSize]
	if b.Executions == 0 {
		b.PC = pc
		if l, ok := m.obj.LineAt(pc); ok {
			b.Line = l.String()
		}
	}
	b.Executions++
	b.LanesActive++
	m.st.Branches++
}

// before does the per-thread bookkeeping the mechanism's Commit relies
// on: branch statistics, exits (removed from Live), barrier arrivals
// (added to BarWait).
func (m *machine) before(w *Warp, s Split, o *Outcome) {
	m.beforeD(w, s, o, &m.code[s.PC/isa.InstSize])
}

// beforeD is before for the decoded instruction d at s.PC.
func (m *machine) beforeD(w *Warp, s Split, o *Outcome, d *decoded) {
	lanes := int64(bits.OnesCount64(s.Mask))
	if d.in.Op == isa.OpCBra || d.in.Op == isa.OpBrx {
		m.countBranch(o, lanes)
	}
	if m.collective && IsWarpOp(d.in.Op) {
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
}

// account does what follows the mechanism's Commit for the lanes s of w:
// the scoreboard (the result is ready lat+extra cycles from now, extra
// being the mechanism's Cost.Latency), the warp's next issue (delayed by
// extra), barrier release, and the repeat check at a taken backward
// branch.
func (m *machine) account(c *core, w *Warp, s Split, o *Outcome, lat, extra int) {
	m.accountD(c, w, s, o, &m.code[s.PC/isa.InstSize], lat, extra)
}

// accountD is account for the decoded instruction d at s.PC.
func (m *machine) accountD(c *core, w *Warp, s Split, o *Outcome, d *decoded, lat, extra int) {
	lat += extra
	if d.hasDef {
		w.noteDef(d)
		if m.laneSB {
			m.readyLanes(w, d, s.Mask, m.t+int64(lat))
		} else {
			w.ready[d.def] = m.t + int64(lat)
		}
	}
	w.nextIssue = m.t + d.gap + int64(extra)
	w.lastIssue = m.t
	w.cached = false
	if o.Kind == OutBarrier || o.Exited != 0 {
		m.checkBarrier(w.blk)
	}
	if o.Kind == OutBranch && o.Taken != 0 && o.Target <= o.PC {
		m.backBranch(c, w, o.Taken, s.Mask, o.Target, o.PC)
	}
}

// readyLanes is accountD's scoreboard write on a lane scoreboard: d's
// result is ready at cycle at in the lanes of mask.
func (m *machine) readyLanes(w *Warp, d *decoded, mask uint64, at int64) {
	if w.uni != nil {
		w.setReady(d.def, mask, at)
	} else {
		for mm := mask; mm != 0; mm &= mm - 1 {
			w.ready[w.ri(d.def, trailingZeros(mm))] = at
		}
	}
	w.opsOK = false
	if lr := w.lanes; lr != nil {
		w.laneValid &^= mask
		for mm := mask; mm != 0; mm &= mm - 1 {
			e := &lr.e[trailingZeros(mm)]
			e.regs = max(e.regs, at)
		}
	}
}

// backBranch is accountD's work at a taken backward branch (pc to
// target) of the lanes taken of an issue of the lanes of mask: each
// taken lane's last loop for the diagnosis, and the repeat check once
// the run has made no progress for repeatAfter cycles. A warp without a
// ready list (whose lanes' loops only backBranch sets: stepLane,
// issueLanes and laneRun set them for the others) writes only the lanes whose loop
// is not already this one (its memo, loopSet).
func (m *machine) backBranch(c *core, w *Warp, taken, mask uint64, target, pc uint32) {
	mm := taken
	if w.lanes == nil {
		if w.loopSetLo == target && w.loopSetHi == pc && w.loopSetEpoch == m.epoch {
			mm &^= w.loopSet
			w.loopSet |= taken
		} else {
			w.loopSet, w.loopSetLo, w.loopSetHi, w.loopSetEpoch = taken, target, pc, m.epoch
		}
	}
	for ; mm != 0; mm &= mm - 1 {
		l := trailingZeros(mm)
		w.loopLo[l], w.loopHi[l], w.loopEpoch[l] = target, pc, m.epoch
	}
	if !m.progress && m.t-m.lastProgress >= repeatAfter {
		m.checkRepeat(c, w, taken&mask)
	}
}

// endStep closes an issue: progress starts a new epoch.
func (m *machine) endStep() {
	if m.progress {
		m.progress = false
		m.lastProgress = m.t
		m.epoch++
	}
}

// countBranch counts the branch outcome o of lanes threads in the
// branch statistics (divergent: its lanes go to more than one PC).
func (m *machine) countBranch(o *Outcome, lanes int64) {
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
	m.countBranchAt(o.PC, lanes, div)
}

// countBranchAt counts an execution of the branch at pc by lanes threads,
// divergent (div) or not (countBranch's counts of an outcome).
func (m *machine) countBranchAt(pc uint32, lanes int64, div bool) {
	b := &m.branch[pc/isa.InstSize]
	if b.Executions == 0 {
		b.PC = pc
		if l, ok := m.obj.LineAt(pc); ok {
			b.Line = l.String()
		}
	}
	b.Executions++
	b.LanesActive += lanes
	m.st.Branches++
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
	b.core.forgetStalls()
	for _, w := range b.warps {
		w.arrived = false
		if w.BarWait != 0 {
			lanes := w.BarWait
			w.BarWait = 0
			b.core.base.Released(w, lanes, m.t)
			w.cached = false
			if m.obs != nil {
				m.observeRelease(w, lanes)
			}
		}
	}
}

// run is the main loop: issue on every core each cycle (the core's cycle
// loop, cycles, for one cycle), or, while one core holds every warp, let
// that core's loop run on up to the next check; when nothing issues, jump
// to the next cycle at which something can.
func (m *machine) run(res *Result) {
	m.dispatch()
	m.startRun()
	if m.obs != nil {
		m.observeBegin()
	}
	status := StatusOK
	reason := ""
	nextStarveCheck := int64(0)
	// checkFrom: none of the watchdog, starvation and cycle-limit checks
	// can fire before this cycle (m.lastProgress only grows, so a bound
	// computed from an older value is still one).
	checkFrom := int64(0)
	// solo: the only core that holds warps and ever will (soloCore), found
	// again when a block finished (soloDone: m.done when it was looked for).
	var solo *core
	soloDone := -1
	for {
		if m.done == m.grid {
			break
		}
		if m.epochs {
			m.hier.Sync(m.t)
		}
		issuedAny := false
		if solo == nil && m.done != soloDone {
			solo, soloDone = m.soloCore(), m.done
		}
		if solo != nil {
			// The only core with warps runs on from m.t, up to the first
			// cycle at which a check below can fire.
			issuedAny = m.cycles(solo, checkFrom)
		} else {
			for _, c := range m.cores {
				if m.cycles(c, m.t) {
					issuedAny = true
				}
				if m.fault != nil {
					break
				}
			}
		}
		if m.fault != nil {
			status = StatusFault
			break
		}
		if m.stuck != "" {
			status, reason = StatusDeadlock, m.stuck
			break
		}
		if m.done == m.grid {
			m.t++
			break
		}
		if m.repeated {
			status = StatusDeadlock
			reason = "the full state of every running warp repeats exactly while memory does not change (no thread can make progress)"
			if m.caps.Repeat == RepeatThread {
				reason = "the full state of every running thread repeats exactly while memory does not change (no thread can make progress)"
			}
			break
		}
		if m.t >= checkFrom {
			checkFrom = min(max(m.lastProgress+m.cfg.StarveWindow, nextStarveCheck), m.maxCycles)
			if m.cfg.Watchdog > 0 {
				checkFrom = min(checkFrom, m.lastProgress+m.cfg.Watchdog+1)
			}
			idle := m.t - m.lastProgress
			if m.cfg.Watchdog > 0 && idle > m.cfg.Watchdog {
				status = StatusWatchdog
				what := "no barrier release"
				if m.collective {
					what = "no barrier release, no warp-level operation"
				}
				reason = fmt.Sprintf("watchdog: no forward progress (no memory write that changed memory, no thread exit, %s) for %d cycles; this heuristic does not prove a deadlock", what, idle)
				break
			}
			if idle >= m.cfg.StarveWindow && m.t >= nextStarveCheck {
				nextStarveCheck = m.t + 1024
				if w := m.findStarved(); w != nil {
					status = StatusStarved
					reason = m.starvedReason(w)
					break
				}
			}
			if m.t >= m.maxCycles {
				status = StatusMaxCycles
				reason = fmt.Sprintf("the cycle limit (%d) was reached", m.maxCycles)
				break
			}
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
		if next > m.maxCycles {
			next = m.maxCycles
		}
		if next <= m.t {
			next = m.t + 1
		}
		for _, c := range m.cores {
			m.idleSpan(c, next)
		}
		m.t = next
	}
	m.finish(res, status, reason)
	if m.obs != nil {
		m.obs.End(m.t, status)
	}
}

// cycles is the cycle loop of core c: it issues on c at m.t (when c has
// warps and can issue) and, while c issued and m.t < end, goes on to the
// next cycle and issues again, unless the run must look at what happened
// (a fault, a deadlock found, the last block done, a repeat). It returns
// whether c issued at m.t, the last cycle it simulated. With end ≤ m.t it
// simulates one cycle (the lockstep run's visit of c); a larger end is
// only for the one core that holds warps (soloCore), which in lockstep
// issues alone, so that cycle after cycle costs no visit of the run's
// loop: between two issues of c lockstep would only make checks that
// cannot fire before end, and sync the memory hierarchy's epochs, done
// here. A core of a parallel run (parCore.runTo) runs on in it the same
// way, up to its window's end, its pause or its stop cycle. It may
// return early (the last block done, a repeat): the caller goes on as
// after any cycle.
func (m *machine) cycles(c *core, end int64) bool {
	// laneRun for mimd's common cycles (its conditions).
	fast := c.laneIssue && c.units == nil && m.obs == nil && m.hook == nil && (m.par != nil || !m.epochs)
	for {
		if len(c.warps) == 0 || c.nextIssue > m.t {
			return false
		}
		if fast {
			switch m.laneRun(c, end) {
			case laneStop:
				return true
			case laneIdle:
				return false
			}
		}
		if c.laneIssue && c.units == nil {
			// issueCycle's common case of mimd, inline.
			if m.issueLanes(c, &c.issuer) == 0 {
				m.idle(c, &c.issuer, m.t, 1)
				return false
			}
			m.occupy(c, &c.issuer)
		} else if c.topGTO && c.units == nil {
			switch m.topRun(c, &c.issuer, end) {
			case laneStop:
				return true
			case laneIdle:
				return false
			}
			// laneSlow: a parallel run's core goes on below.
		} else if m.issueCycle(c) == 0 {
			return false
		}
		if m.t >= end || m.mayStop && (m.fault != nil || m.stuck != "" || m.done == m.grid || m.repeated) {
			return true
		}
		if p := m.par; p != nil {
			// A core of a parallel run (runTo): it stops after a
			// pause and past its stop cycle; the window syncs the
			// memory hierarchy's epochs.
			if p.paused || m.t+1 > p.stop.Load() {
				return true
			}
			m.t++
			continue
		}
		m.t++
		if m.epochs {
			m.hier.Sync(m.t)
		}
	}
}

// soloCore returns the core that alone holds warps and will hold every
// warp until the run ends (the machine has one core, or every block is
// placed and one core holds all that remain), or nil.
func (m *machine) soloCore() *core {
	if len(m.cores) == 1 {
		return m.cores[0]
	}
	if m.pending < m.grid {
		return nil
	}
	var solo *core
	for _, c := range m.cores {
		if len(c.warps) > 0 {
			if solo != nil {
				return nil
			}
			solo = c
		}
	}
	return solo
}

// nextEvent returns the earliest cycle after m.t at which some warp can
// issue or a mechanism asked to be woken.
func (m *machine) nextEvent() (int64, bool) {
	best, found := int64(0), false
	consider := func(t int64) {
		if !found || t < best {
			best, found = t, true
		}
	}
	for _, c := range m.cores {
		for _, w := range c.warps {
			if w.wake > m.t {
				consider(w.wake)
			}
		}
		if c.cmech != nil {
			m.issues = c.cmech.Issues(c.warps, m.t, m.issues[:0])
			for i := range m.issues {
				if t, ok := m.issueReady(&m.issues[i]); ok {
					consider(max(t, c.nextIssue))
				}
			}
			continue
		}
		for _, w := range c.warps {
			t, _, ok := m.readyAt(c, w)
			if !ok {
				continue
			}
			consider(max(t, w.unit.nextIssue))
		}
	}
	return best, found
}

// findStarved returns a warp that can issue but was not picked for
// StarveWindow cycles, while nothing made progress (for at least that
// long) and every warp that did issue in that window repeats its state
// exactly (so the
// scheduler keeps choosing warps that cycle, and would forever): a
// scheduler-induced hang, reported as starved rather than as a deadlock
// (per-warp mechanisms with repeat detection only). A long healthy
// computation is never starvation: its state does not repeat.
func (m *machine) findStarved() *Warp {
	if m.caps.Repeat == RepeatNone {
		return nil
	}
	var starved *Warp
	for _, c := range m.cores {
		if c.cmech != nil {
			return nil
		}
		for _, w := range c.warps {
			if w.Live == 0 {
				continue
			}
			lanes := m.issuable(c, w)
			if lanes == 0 {
				continue // waits for something else
			}
			if m.t-w.lastIssue >= m.cfg.StarveWindow {
				if starved == nil {
					starved = w
				}
				continue
			}
			// w issued within the window: it must be cycling.
			switch {
			case m.caps.Repeat == RepeatWarp && w.repEpoch == m.epoch && w.repeating:
			case m.caps.Repeat == RepeatThread && w.repEpoch == m.epoch && lanes&^w.trep == 0:
			default:
				return nil
			}
		}
	}
	return starved
}

func (m *machine) starvedReason(w *Warp) string {
	_, s, _ := m.readyAt(w.blk.core, w)
	where := fmt.Sprintf("pc %#x", s.PC)
	if l, ok := m.obj.LineAt(s.PC); ok {
		where += " (" + l.String() + ")"
	}
	sched := scheduleFor(m.cfg.Scheduler, m.caps)
	return fmt.Sprintf("starvation: warp %d (block %d, warp %d of the block) can issue at %s but the %s scheduler has not picked it for %d cycles, while no thread made progress and the warps it picks repeat their state; not a SIMT deadlock (try --sched lrr)",
		w.ID, w.Block, w.Index, where, sched, m.t-w.lastIssue)
}

func (m *machine) finish(res *Result, status Status, reason string) {
	res.Status = status
	m.st.Cycles = m.t
	m.st.LaneSlots = m.laneSlots
	if m.laneSlots > 0 {
		m.st.SIMDEfficiency = float64(m.st.ThreadInstructions) / float64(m.laneSlots)
	}
	if m.st.MemInstructions > 0 {
		m.st.TxPerMemInst = float64(m.st.MemTransactions) / float64(m.st.MemInstructions)
	}
	for i := range m.branch {
		if m.branch[i].Executions > 0 {
			m.st.BranchStats = append(m.st.BranchStats, m.branch[i])
		}
	}
	m.mechStats()
	m.machineStats()
	res.Stats = m.st
	// The result takes the final contents without a copy: the machine is
	// done with its memory (a rerun builds a fresh one), and one copy
	// fewer of every buffer is held at the end of a run (issue 34).
	for i := range res.Buffers {
		res.Buffers[i].Data = m.global.Regions()[i].Data
	}
	res.Fault = m.fault
	m.finishPrintf(res)
	switch status {
	case StatusDeadlock:
		res.Diagnosis = m.diagnose(reason)
	case StatusMaxCycles, StatusWatchdog, StatusStarved:
		res.Diagnosis = m.diagnose(reason)
		res.Diagnosis.Snapshot = true
		res.Diagnosis.Notes = m.livelockNotes(res.Diagnosis)
	}
}

// mechStats combines the mechanisms' named statistics over cores (sum,
// or maximum for Max statistics), sorted by name.
func (m *machine) mechStats() {
	var all []NamedStat
	for _, c := range m.cores {
		all = c.base.Stats(all)
	}
	m.st.Mechanism = combineStats(all)
	m.st.MechMemTransactions = m.mechTx
}

// combineStats combines the statistics of all with the same name (sum,
// or maximum for Max statistics), sorted by name; it reorders all.
func combineStats(all []NamedStat) []NamedStat {
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	var out []NamedStat
	for _, s := range all {
		if n := len(out); n > 0 && out[n-1].Name == s.Name {
			if s.Max {
				out[n-1].Value = max(out[n-1].Value, s.Value)
			} else {
				out[n-1].Value += s.Value
			}
			continue
		}
		out = append(out, s)
	}
	return out
}
