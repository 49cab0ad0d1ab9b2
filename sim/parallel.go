// Parallel simulation of cores (Config.Jobs > 1): the cores of one run
// are simulated on several goroutines in windows of cycles, and the
// result is the serial run's, bit for bit.

package sim

import (
	"fmt"
	"sync"
	syncatomic "sync/atomic"
)

// parWindow is the length in cycles of the first window of the parallel
// run; each window that goes through doubles it, up to parMaxWindow, so
// that a long run pays the fork and join of few windows. A window is
// shortened (down to parWindow) where it could reach the starvation
// check, the watchdog or the cycle limit.
const (
	parWindow    = 4096
	parMaxWindow = 64 << 10
)

// parMinChecks is the number of repeat checks in a window from which
// joinWindow makes them on several goroutines.
const parMinChecks = 256

// pageShift: a core's private copies of global memory are pages of
// 1<<pageShift bytes.
const pageShift = 12

// The model. The serial run (machine.run) is lockstep: each cycle, cores
// issue in core order, so its steps are totally ordered by (cycle, core,
// step of the core). Cores interact only through (a) global memory, (b)
// the dispatch of pending blocks when a block retires, and (c) the
// machine-wide bookkeeping of forward progress (the repeat check, the
// starvation and watchdog checks, the cycle limit), (d) a fault, which
// stops every core. Everything else a core does (its warps, blocks,
// shared and private memory, scoreboard, mechanism instance, statistics)
// is its own.
//
// runParallel simulates each core alone (a sub-machine with one core and
// its own time), all cores up to the end of a window (parWindow cycles,
// doubling from window to window up to parMaxWindow), on Config.Jobs
// goroutines, then joins them. A core on its own issues at
// exactly the cycles it issues at in lockstep: in lockstep a core that
// cannot issue is only visited, and counts the same idle cycles whether
// time jumps over them or other cores' issues step through them (the ready
// cycles of its warps depend on nothing outside the core). Each of (a)–(d)
// is either reproduced exactly or detected, in which case the parallel
// run is abandoned and the launch is run again serially from the start:
//
//   - (a) Each core reads global memory as it was at the start of the
//     window plus its own writes (copy-on-write pages, so no core sees
//     another's writes and no goroutine writes what another reads), and
//     marks every byte it reads and writes. If no byte written by one core
//     in the window was read or written by another, every read returned
//     what it returns in lockstep and the writes are disjoint; they are
//     applied at the join. Otherwise (atomics on one counter from two
//     cores, a flag set by one block and polled by another, ...) the
//     cores communicated: serial rerun.
//   - (b) A core whose block retires while blocks are pending pauses at
//     the end of that cycle (Config.IssueWidth is 1, so the retiring issue
//     is the core's last in the cycle), and a core that gains room for a
//     block (warps of its blocks retired, freeing room in a warp-limited
//     core) while blocks are pending stops there too: lockstep dispatch
//     places blocks on every core with room whenever a block retires on
//     any core, so it must not run past another core's retirement. Pauses
//     are resolved one at a time in lockstep order, the earliest first,
//     once every other core has run past it, paused later or stopped with
//     room before it; the cores with room are first run on to its step,
//     alone and in lockstep order among themselves (if one of their blocks
//     retires on the way, that pause is the earliest). It then places the
//     next pending blocks as lockstep dispatch would, on the retiring core
//     and the cores with room, in core order; the retiring core runs on
//     alone up to the next pause (to be resolved next), or, when none is
//     left or another core must first catch up, with the others in
//     parallel to the end of the window. A core without room never gets a
//     block, so it runs freely.
//   - (c) Forward progress events and the repeat check's state hashes are
//     recorded with their (cycle, core, order) and replayed in lockstep
//     order at the join, which yields the machine-wide last-progress cycle
//     and epoch exactly; a core records hashes whenever its own view of
//     the last progress (the window's start value or its own later
//     progress, never later than the true one) says the check may be due,
//     and the replay keeps those the lockstep run makes. A repeat found
//     (a deadlock in the making), a window that could reach the
//     starvation window, the watchdog or the cycle limit: serial rerun.
//   - (d) A fault, or a core that can never issue again (a deadlock):
//     serial rerun.
//
// So the result never depends on the number of goroutines — it is always
// the serial run's — and a run whose cores communicate through global
// memory costs a partial parallel run plus the serial run. Mechanisms
// must answer Splits/LaneSplits/Issues from their state alone (time only
// through Warp.WakeAt), as the Mechanism contract says, since a core
// alone asks at the cycles it needs, not at every cycle lockstep visits.

// parCore is one core of a parallel run and its sub-machine.
type parCore struct {
	id     int
	top    *machine // the run's machine
	sub    *machine // a copy of top with only this core
	c      *core
	t      int64 // the next cycle to simulate
	paused bool  // stopped after the cycle at pauseT: a block retired with blocks pending
	pauseT int64
	abort  bool
	// room: the core gained room for a block at cycle roomT, by a warp
	// retiring while blocks were pending; it stopped there until a
	// dispatch (resolvePauses) places blocks on it.
	room       bool
	roomT      int64
	lastRetire int64 // the cycle the core's last block retired
	events     []parEvent
	hashes     []uint64
	mem        memView
	claimed    syncatomic.Bool // taken by a goroutine in the current phase (parEach)
	work       int64           // issue attempts so far (the cost model of parSpan)
	workMark   int64           // work at the end of the last first phase
}

// parEvent is a progress event (w == nil) or a repeat check's hashes
// (hashes[h0:h1] of lanes of w) of one core, in the core's order.
type parEvent struct {
	t      int64
	w      *Warp
	lanes  uint64
	h0, h1 int
	epoch  int64 // a repeat check due in lockstep order: its epoch (-1: not due); set by joinWindow
}

func (p *parCore) recordRepeat(m *machine, c *core, w *Warp, lanes uint64) {
	h0 := len(p.hashes)
	p.hashes = m.stateHashes(c, w, lanes, p.hashes)
	p.events = append(p.events, parEvent{t: m.t, w: w, lanes: lanes, h0: h0, h1: len(p.hashes)})
}

// dispatch is called for the sub-machine when one of its blocks retired.
func (p *parCore) dispatch(m *machine) {
	p.lastRetire = m.t
	if p.top.pending < p.top.grid {
		p.paused, p.pauseT = true, m.t
	}
}

// warpRetired is called when a warp of a block that goes on retired.
func (p *parCore) warpRetired(m *machine, c *core) {
	if !p.room && p.top.pending < p.top.grid && m.hasRoom(c) {
		p.room, p.roomT = true, m.t
	}
}

// runTo simulates the core alone up to cycle end (exclusive), until it
// pauses, gains room for a block (unless roomOK) or must give up. It never
// moves the core's time past end, so that a block placed on it at end
// finds it there.
func (p *parCore) runTo(end int64, roomOK bool) {
	m, c := p.sub, p.c
	for !p.paused && !p.abort && p.t < end && (roomOK || !p.room) {
		if len(c.warps) == 0 {
			p.t = end // idle until a dispatch gives it blocks
			return
		}
		m.t = p.t
		if c.nextIssue > m.t {
			p.t = min(c.nextIssue, end)
			continue
		}
		n := m.issue(c)
		p.work++
		if m.fault != nil {
			p.abort, m.parWhy = true, "fault"
			return
		}
		if n > 0 {
			p.t = m.t + 1
			continue
		}
		m.st.IdleIssueCycles++
		next, ok := m.nextEvent()
		if !ok {
			p.abort, m.parWhy = true, "a core can never issue again"
			return
		}
		if next <= m.t {
			next = m.t + 1
		}
		// Up to end at most: the cycles from end on are counted when the
		// core gets there (an issue attempt that issues nothing changes
		// nothing, the model above).
		next = min(next, end)
		if idleFrom := max(m.t+1, c.nextIssue); next > idleFrom {
			m.st.IdleIssueCycles += next - idleFrom
		}
		p.t = next
	}
}

// parallelOK reports whether the run can be simulated in parallel.
func (m *machine) parallelOK() bool {
	return m.cfg.Jobs > 1 && len(m.cores) > 1 && m.grid > 1 && m.cfg.IssueWidth == 1 && m.hook == nil
}

// runParallel runs m with its cores simulated on cfg.Jobs goroutines
// (see the model above). It returns false when it gave up; m is then
// spent and the launch must run serially on a fresh machine.
func (m *machine) runParallel(res *Result) bool {
	m.dispatch()
	ps := make([]*parCore, len(m.cores))
	for i, c := range m.cores {
		sub := *m
		sub.cores = []*core{c}
		sub.st = Stats{}
		sub.laneSlots, sub.mechTx, sub.done = 0, 0, 0
		sub.branch = make([]BranchStat, len(m.code))
		sub.issues, sub.outs, sub.hashes = nil, nil, nil
		p := &parCore{id: i, top: m, sub: &sub, c: c, t: m.t, lastRetire: -1}
		sub.global = globalMem{regions: m.global.regions, view: &p.mem}
		sub.par = p
		ps[i] = p
	}
	jobs := min(m.cfg.Jobs, len(ps))
	var last int64 = -1
	win := int64(parWindow)
	for end := m.t; m.done < m.grid; {
		start := end
		for end = start + win; win > parWindow && !m.windowSafe(end); end = start + win {
			win /= 2
		}
		if !m.windowSafe(end) {
			m.parWhy = "a window could reach the starvation check, the watchdog or the cycle limit"
			return false
		}
		win = min(2*win, parMaxWindow)
		for _, p := range ps {
			p.sub.lastProgress = m.lastProgress
		}
		for {
			// Every core to the end of the window or its next pause.
			parEach(ps, jobs, func(p *parCore) { p.runTo(end, false) })
			m.parSpan += makespan(ps, jobs)
			if !m.resolvePauses(ps, end) {
				return false
			}
			// Again while a core is paused or behind the end of the
			// window: one that resolvePauses let run on alone stopped at
			// the next pause, which may since have been resolved. (A core
			// left behind would see in the next window the writes the
			// others made after its cycle in this one.)
			again := false
			for _, p := range ps {
				again = again || p.paused || p.t < end && len(p.c.warps) > 0
			}
			if !again {
				break
			}
		}
		if !m.joinWindow(ps) {
			return false
		}
		for _, p := range ps {
			m.done += p.sub.done
			p.sub.done = 0
			last = max(last, p.lastRetire)
		}
	}
	m.t = last + 1
	for _, p := range ps {
		m.parWork += p.work
		s := &p.sub.st
		m.st.WarpInstructions += s.WarpInstructions
		m.st.ThreadInstructions += s.ThreadInstructions
		m.st.IdleIssueCycles += s.IdleIssueCycles
		m.st.MemInstructions += s.MemInstructions
		m.st.MemTransactions += s.MemTransactions
		m.st.Branches += s.Branches
		m.st.DivergentBranches += s.DivergentBranches
		m.st.Barriers += s.Barriers
		m.st.Warps += s.Warps
		m.st.Threads += s.Threads
		m.laneSlots += p.sub.laneSlots
		m.mechTx += p.sub.mechTx
		for i := range p.sub.branch {
			b, a := &p.sub.branch[i], &m.branch[i]
			if b.Executions == 0 {
				continue
			}
			if a.Executions == 0 {
				a.PC, a.Line = b.PC, b.Line
			}
			a.Executions += b.Executions
			a.Divergent += b.Divergent
			a.LanesActive += b.LanesActive
		}
	}
	m.finish(res, StatusOK, "")
	return true
}

// windowSafe reports whether a window ending at end can be simulated in
// parallel: it cannot reach the cycle limit, the watchdog or the
// starvation check.
func (m *machine) windowSafe(end int64) bool {
	return end <= m.maxCycles && m.starveSafe(end) &&
		(m.cfg.Watchdog <= 0 || end-m.lastProgress <= m.cfg.Watchdog)
}

// parEach calls f for every core on jobs goroutines, the caller's one of
// them. Goroutine k takes cores k, k+jobs, ... first, so that a core
// stays on one goroutine (and its data in one CPU's cache) from window
// to window while the work is balanced, then helps with the cores not
// yet taken.
func parEach(ps []*parCore, jobs int, f func(*parCore)) {
	for _, p := range ps {
		p.claimed.Store(false)
	}
	work := func(k int) {
		for i := k; i < len(ps); i += jobs {
			if p := ps[i]; p.claimed.CompareAndSwap(false, true) {
				f(p)
			}
		}
		for i := range ps {
			if p := ps[(k+i)%len(ps)]; p.claimed.CompareAndSwap(false, true) {
				f(p)
			}
		}
	}
	var wg sync.WaitGroup
	for k := 1; k < jobs; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(k)
		}()
	}
	work(0)
	wg.Wait()
}

// earliestPause returns the paused core that comes first in lockstep
// order (cycle, then core), or nil.
func earliestPause(ps []*parCore, skip *parCore) *parCore {
	var e *parCore
	for _, p := range ps {
		if p != skip && p.paused && (e == nil || p.pauseT < e.pauseT) {
			e = p
		}
	}
	return e
}

// passed reports whether core p has simulated every step that lockstep
// runs before the step of core id at cycle t.
func (p *parCore) passed(t int64, id int) bool {
	return p.t > t || p.t == t && p.id > id
}

// resolvePauses resolves pauses in lockstep order while it is safe: the
// earliest pause, once every other core has passed it or is stopped
// before it with room for a block, places the next blocks as lockstep
// dispatch does, on its core and on the cores with room (which are first
// run on to its step, alone and in lockstep order among themselves). Its
// core then runs on alone up to the next pause (so that that one can be
// resolved too). With no pause left, the cores with room run on to the
// end of the window the same way. It stops when a pause is not safe yet
// (some core must first run on: back to the parallel phase) or none is
// left. It returns false when the run must be rerun serially.
//
// A core without room can never get a block, so it runs on freely; a core
// with room stops where it gained it, since a block may be placed on it at
// any later step of another core (when one of that core's blocks
// retires).
func (m *machine) resolvePauses(ps []*parCore, end int64) bool {
	for {
		for _, p := range ps {
			if p.abort {
				m.parWhy = p.sub.parWhy
				return false
			}
		}
		e := earliestPause(ps, nil)
		t, id := end, -1 // the step the cores with room run to
		if e != nil {
			t, id = e.pauseT, e.id
		}
		for _, p := range ps {
			if p != e && !p.paused && !p.room && !p.passed(t, id) && len(p.c.warps) > 0 {
				return true // p must run on first
			}
		}
		if !m.advanceRoom(ps, t, id) {
			continue // a core with room paused on the way: earlier than e
		}
		if e == nil {
			return true
		}
		// Lockstep dispatch (machine.dispatch) at e's step: the cores
		// that have room then are e's and those that gained room before.
		has := func(p *parCore) bool {
			return p == e || p.room && (p.roomT < t || p.roomT == t && p.id < id)
		}
		for _, p := range ps {
			if p != e && has(p) && !p.paused && p.t != t && p.t != t+1 {
				panic(fmt.Sprintf("sim: resolvePauses: core %d with room since cycle %d is at cycle %d, not at core %d's step at cycle %d", p.id, p.roomT, p.t, id, t))
			}
		}
		m.t = t
		for m.pending < m.grid {
			placed := false
			for _, p := range ps {
				if m.pending < m.grid && has(p) && m.hasRoom(p.c) {
					m.launchBlock(p.c, m.pending)
					m.pending++
					placed = true
				}
			}
			if !placed {
				break
			}
		}
		for _, p := range ps {
			if has(p) || m.pending == m.grid {
				p.room = false
			}
		}
		e.paused = false
		e2 := earliestPause(ps, e)
		if e2 == nil {
			continue // the cores with room run on to the end of the window
		}
		lim := e2.pauseT
		if e.id < e2.id {
			lim++
		}
		w0 := e.work
		e.runTo(min(lim, end), false)
		m.parSpan += e.work - w0
		e.workMark += e.work - w0
	}
}

// advanceRoom runs the cores with room for a block up to the step of core
// id at cycle t (id -1: up to cycle t), alone, in lockstep order among
// themselves. It returns false when one of them paused (a block of it
// retired) or gave up on the way.
func (m *machine) advanceRoom(ps []*parCore, t int64, id int) bool {
	for {
		var b *parCore
		for _, p := range ps {
			if p.room && !p.paused && !p.abort && !p.passed(t, id) && (b == nil || p.t < b.t) {
				b = p
			}
		}
		if b == nil {
			return true
		}
		w0 := b.work
		b.runTo(b.t+1, true)
		m.parSpan += b.work - w0
		b.workMark += b.work - w0
		if b.paused || b.abort {
			return false
		}
	}
}

// makespan is the length, in issue attempts, of the first phase of a
// window on jobs goroutines taking the cores in order as they come free
// (the work of each core in the window: work since the last call), for
// the ideal speedup the benchmarks report (parWork / parSpan).
func makespan(ps []*parCore, jobs int) int64 {
	free := make([]int64, jobs)
	for _, p := range ps {
		w := p.work - p.workMark
		p.workMark = p.work
		k := 0
		for j := range free {
			if free[j] < free[k] {
				k = j
			}
		}
		free[k] += w
	}
	span := int64(0)
	for _, f := range free {
		span = max(span, f)
	}
	return span
}

// starveSafe reports whether the starvation check (findStarved) finds
// nothing at any cycle before end, whichever cycles lockstep visits: no
// check is due (fewer than StarveWindow cycles without progress), or no
// warp can be a starved candidate because every live warp issued within
// StarveWindow cycles of end (a warp's last issue only moves forward).
// No unit ever repeats in a parallel run that goes on (a repeat ends it),
// so a candidate is the only way the check can find something.
func (m *machine) starveSafe(end int64) bool {
	if end-1-m.lastProgress < m.cfg.StarveWindow || m.caps.Repeat == RepeatNone || m.mi.NewCore != nil {
		return true
	}
	for _, c := range m.cores {
		for _, w := range c.warps {
			if w.Live != 0 && w.lastIssue <= end-1-m.cfg.StarveWindow {
				return false
			}
		}
	}
	return true
}

// joinWindow ends a window: global memory (conflict check, then the
// writes) and the replay of progress events and repeat checks in lockstep
// order. It returns false when the window cannot be the lockstep run's.
func (m *machine) joinWindow(ps []*parCore) bool {
	for _, a := range ps {
		for _, wd := range a.mem.touched {
			wr := a.mem.written[wd.region][wd.word]
			if wr == 0 {
				continue
			}
			for _, b := range ps {
				if b != a && b.mem.accessed(wd.region, wd.word)&wr != 0 {
					m.parWhy = fmt.Sprintf("cores %d and %d communicated through global memory (%s)", a.id, b.id, m.global.regions[wd.region].name)
					return false
				}
			}
		}
	}
	for _, a := range ps {
		a.mem.apply(m.global.regions)
	}
	// The events in lockstep order: by cycle, then core, each core's in
	// its own order. Each core's are in cycle order, so it is a merge of
	// the cores' lists (ps is in core order). The merge replays progress
	// and finds the repeat checks the lockstep run makes and their
	// epochs; the checks themselves change only their warps, so each
	// core's are then made on its own (in parallel when there are many).
	// A repeat found anywhere ends the parallel run, so the order across
	// cores does not matter.
	idx := make([]int, len(ps))
	checks := 0
	for {
		best := -1
		for j, p := range ps {
			if idx[j] < len(p.events) && (best < 0 || p.events[idx[j]].t < ps[best].events[idx[best]].t) {
				best = j
			}
		}
		if best < 0 {
			break
		}
		p := ps[best]
		e := &p.events[idx[best]]
		if i := idx[best]; i > 0 && p.events[i-1].t > e.t {
			panic(fmt.Sprintf("sim: joinWindow: core %d recorded an event of cycle %d after one of cycle %d", p.id, e.t, p.events[i-1].t))
		}
		idx[best]++
		e.epoch = -1
		if e.w == nil {
			m.lastProgress = e.t
			m.epoch++
		} else if e.t-m.lastProgress >= repeatAfter {
			e.epoch = m.epoch
			checks++
		}
	}
	found := make([]bool, len(ps))
	check := func(i int) {
		p := ps[i]
		for k := range p.events {
			e := &p.events[k]
			if e.w != nil && e.epoch >= 0 && seenRepeatIn(m.caps.Repeat, e.w, e.lanes, p.hashes[e.h0:e.h1], e.epoch) {
				found[i] = true
				return
			}
		}
	}
	if jobs := min(m.cfg.Jobs, len(ps)); jobs > 1 && checks >= parMinChecks {
		parEach(ps, jobs, func(p *parCore) { check(p.id) })
	} else {
		for i := range ps {
			check(i)
		}
	}
	ok := true
	for _, f := range found {
		if f {
			m.parWhy = "a repeat check found a repeated state"
			ok = false // a deadlock in the making: the serial run decides
		}
	}
	for _, p := range ps {
		p.events, p.hashes = p.events[:0], p.hashes[:0]
	}
	return ok
}

// memView is a core's view of global memory in a window: pages it wrote
// (copies), and the bytes it read and wrote.
type memView struct {
	pages   [][][]byte // [region][page]: the core's copy, nil: none
	read    [][]uint64 // [region][word]: bit b of word w is byte 64w+b
	written [][]uint64
	touched []memWord // words with a bit in read or written, once each
	dirty   []memWord // pages copied (word: the page number)
	free    [][]byte
}

type memWord struct {
	region int
	word   uint64
}

// access returns the n bytes at offset off of region i (r) as the core
// sees them, marking them read or written.
func (v *memView) access(i int, r *region, off uint64, n int, write bool) []byte {
	for len(v.read) <= i {
		v.read, v.written, v.pages = append(v.read, nil), append(v.written, nil), append(v.pages, nil)
	}
	if v.read[i] == nil {
		words := len(r.data)/64 + 1
		v.read[i], v.written[i] = make([]uint64, words), make([]uint64, words)
		v.pages[i] = make([][]byte, len(r.data)>>pageShift+1)
	}
	w := off >> 6
	bits := (uint64(1)<<uint(n) - 1) << (off & 63) // n ≤ 8 and off%n == 0: within the word
	if v.read[i][w]|v.written[i][w] == 0 {
		v.touched = append(v.touched, memWord{i, w})
	}
	pg := off >> pageShift
	o := off - pg<<pageShift
	if !write {
		v.read[i][w] |= bits
		if p := v.pages[i][pg]; p != nil {
			return p[o : o+uint64(n)]
		}
		return r.data[off : off+uint64(n)]
	}
	v.written[i][w] |= bits
	p := v.pages[i][pg]
	if p == nil {
		lo := pg << pageShift
		hi := min(lo+1<<pageShift, uint64(len(r.data)))
		if k := len(v.free); k > 0 {
			p, v.free = v.free[k-1][:hi-lo], v.free[:k-1]
		} else {
			p = make([]byte, hi-lo, 1<<pageShift)
		}
		copy(p, r.data[lo:hi])
		v.pages[i][pg] = p
		v.dirty = append(v.dirty, memWord{i, pg})
	}
	return p[o : o+uint64(n)]
}

// accessed returns the bytes of word w of region i the core read or
// wrote.
func (v *memView) accessed(i int, w uint64) uint64 {
	if i >= len(v.read) || v.read[i] == nil {
		return 0
	}
	return v.read[i][w] | v.written[i][w]
}

// apply writes the core's written bytes to global memory and resets the
// view for the next window.
func (v *memView) apply(regions []region) {
	for _, wd := range v.touched {
		wr := v.written[wd.region][wd.word]
		if wr != 0 {
			data := regions[wd.region].data
			p := v.pages[wd.region][wd.word<<6>>pageShift]
			base := wd.word << 6
			pbase := base - wd.word<<6>>pageShift<<pageShift
			for ; wr != 0; wr &= wr - 1 {
				b := uint64(trailingZeros(wr))
				data[base+b] = p[pbase+b]
			}
		}
		v.read[wd.region][wd.word], v.written[wd.region][wd.word] = 0, 0
	}
	for _, d := range v.dirty {
		v.free = append(v.free, v.pages[d.region][d.word])
		v.pages[d.region][d.word] = nil
	}
	v.touched, v.dirty = v.touched[:0], v.dirty[:0]
}
