// Cross-warp issue: mechanisms that form the threads of several warps of
// a core into one issue (dynamic warp formation, Fung et al.; Jin et al.
// 2012 DWF / en-DWF).

package sim

import "math/bits"

// Part is the lanes of one warp taking part in an issue. The lanes are
// lanes of W, their home warp: registers, private memory and the
// scoreboard are W's, indexed by lane.
type Part struct {
	W    *Warp
	Mask uint64
}

// Issue is what a core mechanism issues at once: the instruction at PC for
// the lanes of one or more warps of the core.
type Issue struct {
	PC    uint32
	Parts []Part
}

// CoreMechanism is a mechanism that forms issues from the threads of
// several warps of one core. Each issue is executed, scoreboarded,
// barrier-counted and accounted per thread: every part executes the
// instruction for its lanes on its home warp (so warp-level operations —
// vote, ballot, shfl — compute over the lanes of one home warp, the
// sub-group), the issue counts as one warp instruction whose lane slots
// are the warp size, and the scoreboard is per thread. The core tries the
// issues in the order the mechanism gives them (the scheduler does not
// reorder them) and issues the first whose operands are ready.
//
// Start, Released, Describe, HashState and Stats are as for Mechanism.
type CoreMechanism interface {
	Name() string
	Start(w *Warp, pc uint32)
	// Issues appends the issues the core may make at cycle now from its
	// resident warps (oldest first), in priority order. It must not
	// change state. No lane may appear twice in one issue.
	Issues(warps []*Warp, now int64, dst []Issue) []Issue
	// Commit updates the mechanism after issue is executed at cycle now;
	// outs[i] is the outcome of is.Parts[i].
	Commit(is *Issue, outs []Outcome, now int64) Cost
	Released(w *Warp, lanes uint64, now int64)
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
	HashState(w *Warp, lanes uint64, h uint64) uint64
	Stats(dst []NamedStat) []NamedStat
}

// mechCommon is what the core calls on either kind of mechanism.
type mechCommon interface {
	Name() string
	Start(w *Warp, pc uint32)
	Released(w *Warp, lanes uint64, now int64)
	Describe(w *Warp, dst []ThreadGroup) []ThreadGroup
	HashState(w *Warp, lanes uint64, h uint64) uint64
	Stats(dst []NamedStat) []NamedStat
}

// issueReady returns the cycle at which every part of is can issue, or
// ok = false when a lane waits at a barrier.
func (m *machine) issueReady(is *Issue) (t int64, ok bool) {
	for _, p := range is.Parts {
		if p.Mask&p.W.BarWait != 0 || p.Mask&p.W.Live != p.Mask {
			return 0, false
		}
		t = max(t, m.splitReady(p.W, Split{PC: is.PC, Mask: p.Mask}))
	}
	return t, len(is.Parts) > 0
}

// issueCore issues on c, a core with a core mechanism, the first issue
// whose operands are ready; it returns how many it issued (0 or 1 per
// issue slot, up to IssueWidth).
func (m *machine) issueCore(c *core) int {
	issued := 0
	for issued < m.cfg.IssueWidth && m.fault == nil && len(c.warps) > 0 {
		m.issues = c.cmech.Issues(c.warps, m.t, m.issues[:0])
		got := false
		for i := range m.issues {
			is := &m.issues[i]
			if t, ok := m.issueReady(is); ok && t <= m.t {
				m.stepCore(c, is)
				issued++
				got = true
				break
			}
		}
		if !got {
			break
		}
	}
	return issued
}

// stepCore executes a cross-warp issue: each part on its home warp, then
// one commit.
func (m *machine) stepCore(c *core, is *Issue) {
	m.outs = m.outs[:0]
	lat, tx := 0, 0
	var lanes int64
	for _, p := range is.Parts {
		m.outs = append(m.outs, Outcome{})
		o := &m.outs[len(m.outs)-1]
		l, x := m.exec(p.W, Split{PC: is.PC, Mask: p.Mask}, o)
		if m.fault != nil {
			return
		}
		if o.Targets == &m.targets {
			// ret/brx targets are per lane in one machine buffer; parts of
			// different home warps may use the same lane (en-dwf's relaxed
			// lane rule), so each part keeps its own copy.
			for len(m.partTargets) < len(m.outs) {
				m.partTargets = append(m.partTargets, new([64]uint32))
			}
			t := m.partTargets[len(m.outs)-1]
			*t = m.targets
			o.Targets = t
		}
		lat, tx = max(lat, l), tx+x
		lanes += int64(bits.OnesCount64(p.Mask))
	}
	m.st.WarpInstructions++
	m.st.ThreadInstructions += lanes
	m.laneSlots += int64(m.cfg.WarpSize)
	if tx > 0 {
		m.st.MemInstructions++
		m.st.MemTransactions += int64(tx)
	}
	for i, p := range is.Parts {
		m.before(p.W, Split{PC: is.PC, Mask: p.Mask}, &m.outs[i])
	}
	cost := c.cmech.Commit(is, m.outs, m.t)
	m.applyCost(c, cost)
	for i, p := range is.Parts {
		m.account(c, p.W, Split{PC: is.PC, Mask: p.Mask}, &m.outs[i], lat, cost.Latency)
	}
	for _, p := range is.Parts {
		if p.W.Live == 0 {
			m.retire(c, p.W)
		}
	}
	m.endStep()
}

// AsCore adapts a per-warp mechanism to the core-level interface: each of
// its splits is an issue of one part. The core runs per-warp mechanisms
// directly (faster, and with the warp scheduler); the adapter lets a
// warp-forming mechanism reuse a per-warp one, and shows that the
// core-level path executes and accounts per-warp issues exactly as the
// per-warp path does.
func AsCore(m Mechanism) CoreMechanism { return coreAdapter{m} }

type coreAdapter struct{ Mechanism }

func (a coreAdapter) Issues(warps []*Warp, now int64, dst []Issue) []Issue {
	var buf [8]Split
	for _, w := range warps {
		for _, s := range a.Splits(w, now, buf[:0]) {
			dst = append(dst, Issue{PC: s.PC, Parts: []Part{{W: w, Mask: s.Mask}}})
		}
	}
	return dst
}

func (a coreAdapter) Commit(is *Issue, outs []Outcome, now int64) Cost {
	p := is.Parts[0]
	return a.Mechanism.Commit(p.W, Split{PC: is.PC, Mask: p.Mask}, &outs[0], now)
}
