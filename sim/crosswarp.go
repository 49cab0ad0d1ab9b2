// Cross-warp issue: the core's side of the mechanisms that form the
// threads of several warps of a core into one issue (CoreMechanism,
// mechanism.go; dynamic warp formation, Fung et al.; Jin et al. 2012 DWF /
// en-DWF).

package sim

import "math/bits"

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
	walk, _ := c.cmech.(IssueWalker)
	for issued < m.cfg.IssueWidth*m.cfg.Schedulers && m.fault == nil && len(c.warps) > 0 {
		if walk == nil {
			m.issues = c.cmech.Issues(c.warps, m.t, m.issues[:0])
		}
		// The issues in order (in place for an IssueWalker), up to the
		// first that is ready.
		got := false
		for i := 0; ; i++ {
			var is *Issue
			if walk != nil {
				is = walk.IssueAt(c.warps, m.t, i)
			} else if i < len(m.issues) {
				is = &m.issues[i]
			}
			if is == nil {
				break
			}
			if t, ok := m.issueReady(is); ok && t <= m.t && !(m.lsu && m.memBusy(c, is.PC)) {
				m.stepCore(c, is) // (executes a copy)
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
	// is points into m.issues and at the mechanism's part slices, which a
	// repeat check during the accounting below rewrites (allRepeat asks
	// the mechanism for its issues again): execute and account a copy.
	// Element by element: an issue has one or two parts, for which
	// append's bulk copy (typedslicecopy: Part holds a pointer) costs
	// several times the copy itself.
	parts := m.stepIssue.Parts[:0]
	for _, p := range is.Parts {
		parts = append(parts, p)
	}
	m.stepIssue.PC, m.stepIssue.Parts = is.PC, parts
	is = &m.stepIssue
	m.outs = m.outs[:0]
	lat, tx := 0, 0
	var lanes int64
	if m.obs != nil {
		m.obs.from = m.obs.from[:0]
		for _, p := range is.Parts {
			m.obs.from = append(m.obs.from, p.W.nextIssue, m.memWait(p.W, Split{PC: is.PC, Mask: p.Mask}))
		}
	}
	for _, p := range is.Parts {
		// Not zeroed first: exec sets every field of the outcome (execD)
		// or faults.
		if n := len(m.outs); n < cap(m.outs) {
			m.outs = m.outs[:n+1]
		} else {
			m.outs = append(m.outs, Outcome{})
		}
		o := &m.outs[len(m.outs)-1]
		l, x := m.exec(p.W, Split{PC: is.PC, Mask: p.Mask}, o)
		if m.fault != nil {
			m.memReq = nil
			return
		}
		if m.memReq != nil && m.fixedMem {
			// The fixed-latency model (the simple machine) times each
			// home warp's lanes apart, as it always has: its results
			// (the golden files, the README's) stay what they were.
			l, x = m.memAccess(c)
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
	if m.memReq != nil {
		// One SIMD instruction: one access with the lanes of every part
		// (coalesced together, one pass through the memory pipeline).
		lat, tx = m.memAccess(c)
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
	m.applyCost(c, cost, m.cfg.WarpSize)
	for i, p := range is.Parts {
		m.account(c, p.W, Split{PC: is.PC, Mask: p.Mask}, &m.outs[i], lat, cost.Latency)
	}
	if m.obs != nil {
		for i, p := range is.Parts {
			m.observeIssue(c, p.W, &m.outs[i], i, len(is.Parts), m.obs.from[2*i], m.obs.from[2*i+1])
		}
	}
	for _, p := range is.Parts {
		if p.W.Live == 0 {
			m.retire(c, p.W)
		}
	}
	m.endStep()
}
