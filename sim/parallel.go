// The windowed engine: the cores of one run are simulated each alone in
// windows of cycles, on Config.Jobs goroutines (1: the caller's alone),
// and the result is the serial (lockstep) run's, bit for bit.
//
// It takes the runs it can (parallelOK) with Jobs 1 too: a core alone is
// simulated in long runs of cycles (cycles, laneRun) with its state in
// the caches, where lockstep (machine.run) visits every core at every
// cycle and its fused loops run one cycle per call. BenchmarkJobs
// simple/mimd, callgrind: lockstep 3.82 G instructions per run, windowed
// on one goroutine 2.43 G (-36%); simple/pdom 316 M and 310 M. A run
// whose cores communicate costs the windowed run up to the window that
// saw it, then the serial run: on one goroutine, a kernel with atomics on
// global memory runs lockstep (parallelOK). Jobs 0 is the lockstep
// engine alone; DefaultConfig's Jobs is 1.

package sim

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	syncatomic "sync/atomic"
	"time"

	"github.com/simtc/simtc/sim/mem"
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

// parChunk is the most cycles a goroutine simulates of one core before it
// goes back to the window's scheduler, which then takes the core that
// lags most: the cores of a window advance together, so that at its end
// no goroutine waits long for the last core. A run is shorter as the
// window nears its end (window.chunkEnd), down to parMinChunk cycles.
const (
	parChunk    = 4096
	parMinChunk = 256
)

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
// goroutines that take the cores as they can run, the one that lags most
// first, at most parChunk cycles at a time and less as the window nears
// its end (chunkEnd), with no barrier but the window's end
// (window), then joins them. A core on its own issues at
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
//     is the core's last in the cycle): which pending block lockstep
//     dispatch places there depends on the retirements of every core
//     before it. Pauses are resolved one at a time in lockstep order, the
//     earliest first, once every other core has run past it or paused
//     later; the next pending blocks are then placed on the retiring core
//     as lockstep dispatch would (no other core has room: a core's room
//     changes only when one of its blocks retires, see hasRoom), and the
//     core can run again. A running core that is behind a pause returns
//     to the scheduler as soon as it passes it, so that the pause is
//     resolved without waiting for the core to reach the end of its run.
//     A core that is not paused never gets a block, so it runs freely.
//     A dispatch is decided by the top machine (machine.place: which
//     blocks on which core, in which order, with which ages; the first
//     dispatch's before the first window, a pause's in resolvePauses) and
//     its launches (launchBlock: the blocks' warps, most of the work,
//     which touches only the core and counts warps and threads in its
//     sub-machine) are left to the goroutine that runs the core next,
//     before it simulates any cycle of it (parCore.launch): the core does
//     not run in between, and what the top machine reads of it meanwhile
//     is what it is after the launch (its room, taken by place; whether
//     it has work, hasWork; its warps' last issue, the placement's cycle,
//     in starveSafe). A window ends with every block placed in it
//     launched (pick).
//   - (c) A core makes the repeat checks in its own view of progress:
//     the last progress and the epoch are the machine's at the start of
//     the window, moved on by its own progress only. Every progress of
//     the core is progress of the machine, so the core checks wherever
//     lockstep does (its last progress is never later), and two checks in
//     one lockstep epoch are in one epoch of the core: a repeat lockstep
//     finds, the core finds too, unless its list of hashes (at most
//     maxSeen per unit and epoch) is full; the lists start afresh at a
//     window's start when another core made progress in the window
//     before, so a unit that cycles is caught within a window at the
//     latest. A repeat found anywhere (a
//     deadlock in the making, or a unit waiting for another) ends the
//     parallel run: the serial run decides. A repeat the core finds and
//     lockstep does not (another core's progress came between) costs a
//     serial rerun, never a different result. At the join the machine's
//     last progress is the cores' latest and its epoch moves on by all
//     their progress. A window that could reach the starvation check,
//     the watchdog or the cycle limit: serial rerun.
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
	id         int
	top        *machine // the run's machine
	sub        *machine // a copy of top with only this core
	c          *core
	t          int64 // the next cycle to simulate
	paused     bool  // stopped after the cycle at pauseT: a block retired with blocks pending
	pauseT     int64
	abort      bool
	lastRetire int64 // the cycle the core's last block retired
	epoch0     int64 // the sub-machine's epoch at the start of the window
	view       mem.View
	// launch: blocks placed on the core and not launched yet (their warps'
	// state, most of a dispatch's work), launched by the goroutine that
	// runs the core next, before any cycle (runTo). Written under the
	// window's lock while the core is not running (runParallel's first
	// dispatch, resolvePauses).
	launch []placement
	// The window's scheduler (window): running and t0 (the cycle the
	// core was at when its run started) are read and written under the
	// window's lock; stop is the cycle past which a running core returns
	// to the scheduler (a pause that waits for it), set under the lock
	// and read by the core's goroutine.
	running bool
	t0      int64
	stop    syncatomic.Int64
	// Cores are run on different goroutines: keep the next core's
	// fields off this one's cache lines.
	_ [64]byte
}

// dispatch is called for the sub-machine when one of its blocks retired.
//
// It reads whether blocks are pending from parMore, which resolvePauses
// (under the window's lock, while this core may be running) clears once
// the last block is placed: dispatches are resolved only once every core
// has passed them, so parMore is never false at a step where lockstep
// still has blocks pending; it may still be true where lockstep has none
// left, and the pause then places nothing.
func (p *parCore) dispatch(m *machine) {
	p.lastRetire = m.t
	if p.top.parMore.Load() {
		p.paused, p.pauseT = true, m.t
	}
}

// runTo launches the blocks placed on the core (launch), then simulates
// the core alone up to cycle end (exclusive), until it pauses, passes its
// stop cycle or must give up. It never moves the core's time past end,
// so that a block placed on it at end finds it there.
func (p *parCore) runTo(end int64) {
	m, c := p.sub, p.c
	for _, b := range p.launch {
		m.launchBlock(b)
	}
	p.launch = p.launch[:0]
	for !p.paused && !p.abort && p.t < end && p.t <= p.stop.Load() {
		if len(c.warps) == 0 {
			p.t = end // idle until a dispatch gives it blocks
			return
		}
		m.t = p.t
		if c.nextIssue > m.t {
			p.t = min(c.nextIssue, end)
			continue
		}
		// The core's cycle loop (cycles, the serial run's) issues at m.t
		// and the cycles after it while it issues.
		issued := m.cycles(c, end-1)
		if m.fault != nil || m.stuck != "" {
			p.abort, m.parWhy = true, "fault"
			return
		}
		if issued {
			p.t = m.t + 1
			continue
		}
		if len(c.warps) == 0 || c.nextIssue > m.t {
			// cycles stopped at m.t without trying to issue there
			// (after it issued at m.t-1): the loop's checks above.
			p.t = m.t
			continue
		}
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
		m.idleSpan(c, next)
		p.t = next
	}
}

// parallelOK reports whether the run is simulated by the windowed engine
// (runParallel): Config.Jobs is at least 1, the run has several cores and
// blocks, Config.IssueWidth is 1 (the model's (b): a block's retiring
// issue is its scheduler's last in the cycle), no issue hook (the random
// scheduler's one stream), and it has several goroutines or no atomic on
// global memory (machine.atomicsGlobal, found by layout's decode loop).
//
// On one goroutine (Config.Jobs 1) a kernel with an atomic (atom, cas)
// on global or generic memory runs lockstep: its cores are likely to
// communicate (a counter, a lock, a flag), and a windowed run that gives
// up costs its windows and the serial run (up to 1.8x lockstep), with no
// parallelism to win back. Over the 529 launchable corpus kernels x
// pdom, mimd, its x simple, gtx480, every one of the 548 windowed runs
// that gave up had such an atomic, and 34 of the 622 that went through.
// Exact: the engine never changes the result. Several goroutines still
// try (the parallelism pays where the atomics do not meet).
func (m *machine) parallelOK() bool {
	if m.cfg.Jobs < 1 || len(m.cores) < 2 || m.grid < 2 || m.cfg.IssueWidth != 1 || m.hook != nil {
		return false
	}
	return m.cfg.Jobs > 1 || !m.atomicsGlobal
}

// runParallel runs m with its cores simulated on cfg.Jobs goroutines (1:
// the caller's alone; see the model above). It returns false when it gave
// up; m is then spent and the launch must run serially on a fresh
// machine.
func (m *machine) runParallel(res *Result) bool {
	ps := m.parCores()
	spin := parSpin
	if m.parNoSpin {
		spin = 0
	}
	ws := startWorkers(min(m.cfg.Jobs, len(ps))-1, spin)
	defer ws.stop()
	var last int64 = -1
	win := int64(parWindow)
	epochs := m.hier.Shared()
	if epochs {
		// The shared memory levels are merged at every epoch end, with
		// every core there (sim/mem: bulk-synchronous epochs): the windows
		// are the epochs.
		win = m.cfg.Mem.Epoch
	}
	for end := m.t; m.done < m.grid; {
		start := end
		for end = start + win; win > parWindow && !m.windowSafe(ps, end); end = start + win {
			win /= 2
		}
		if !m.windowSafe(ps, end) {
			m.parWhy = "a window could reach the starvation check, the watchdog or the cycle limit"
			return false
		}
		if !epochs {
			win = min(2*win, parMaxWindow)
		}
		for _, p := range ps {
			p.sub.lastProgress, p.sub.epoch, p.epoch0 = m.lastProgress, m.epoch, m.epoch
		}
		if !m.runWindow(ws, ps, end) {
			return false
		}
		if !m.joinWindow(ps) {
			return false
		}
		if epochs {
			m.hier.EndEpoch(end)
		}
		for _, p := range ps {
			m.done += p.sub.done
			m.mayStop = m.mayStop || m.done == m.grid
			p.sub.done = 0
			last = max(last, p.lastRetire)
		}
	}
	m.t = last + 1
	for _, p := range ps {
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
		for k := range m.stalls {
			m.stalls[k] += p.sub.stalls[k]
		}
		m.mechTx += p.sub.mechTx
		m.prints = append(m.prints, p.sub.prints...)
		m.printCalls += p.sub.printCalls
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

// parCores makes lockstep's first dispatch and the run's cores with
// their sub-machines: the blocks are placed here (place, in lockstep's
// order, with its ages) and launched by the goroutines that run their
// cores (parCore.launch).
func (m *machine) parCores() []*parCore {
	first := m.place()
	m.startRun()
	ps := make([]*parCore, len(m.cores))
	for i, c := range m.cores {
		sub := *m
		sub.cores = []*core{c}
		sub.st = Stats{}
		sub.laneSlots, sub.mechTx, sub.done = 0, 0, 0
		sub.stalls = [numStallKinds]int64{}
		sub.branch = make([]BranchStat, len(m.code))
		sub.issues, sub.outs, sub.hashes = nil, nil, nil
		sub.prints, sub.printCalls = nil, 0
		sub.placed = nil
		p := &parCore{id: i, top: m, sub: &sub, c: c, t: m.t, lastRetire: -1}
		sub.global = m.global.Fork(&p.view)
		sub.par = p
		p.stop.Store(noStop)
		ps[i] = p
	}
	for _, b := range first {
		p := ps[b.c.id]
		p.launch = append(p.launch, b)
	}
	m.parMore = new(syncatomic.Bool)
	m.parMore.Store(m.pending < m.grid)
	return ps
}

// noStop: a core's stop cycle when nothing waits for it.
const noStop = int64(math.MaxInt64)

// window is the scheduler of one window: cfg.Jobs goroutines take the
// cores that can run, lagging ones first, and run each until the end of
// the window, its next pause or parChunk cycles, or until it passes a
// pause that waits for it; between runs, under mu, they resolve the
// pauses that are safe (resolvePauses) — there is no barrier but the
// window's end.
// A core is run by one goroutine at a time; every field of a core that
// is not running, and of the top machine, is read and written under mu.
// A running core's only shared fields are its stop cycle (atomic, set
// under mu) and the top machine's parMore (atomic; see parCore.dispatch).
type window struct {
	m       *machine
	ps      []*parCore
	end     int64
	mu      sync.Mutex
	cond    sync.Cond
	running int           // cores being run
	failed  bool          // resolvePauses gave up
	spin    time.Duration // how long a goroutine polls before it sleeps
	// changes counts the broadcasts on cond (written under mu): a
	// goroutine with no core to run polls it before it waits (spin).
	changes syncatomic.Int64
}

// parSpin is how long a goroutine of a parallel run that has nothing to
// do polls for work (spin) before it sleeps: a worker waiting for the
// next window (the caller joins the last: microseconds), the caller
// waiting for the workers at a window's end, a goroutine at a window's
// tail waiting for a pause to be resolved or for the window to end. A
// goroutine that sleeps (a channel, sync.Cond, sync.WaitGroup) leaves
// its processor idle, and Go then puts its thread to sleep: waking it
// takes the OS tens of microseconds on an idle machine and milliseconds
// on a loaded one, twice a window or more (gtx480 mimd: 380 windows of
// ~2 ms per run; runtime trace of BenchmarkJobs/gtx480/mimd/jobs=2 at
// load ~7: 0.9 ms runnable after each worker wake-up). The schedule
// itself loses under 0.1% (TestSchedule).
const parSpin = 200 * time.Microsecond

// spin polls ready, yielding the processor between polls (so that on
// one processor the goroutine that makes it true runs), until it is true
// or d has passed, and reports whether it became true.
func spin(d time.Duration, ready func() bool) bool {
	start := time.Now()
	for i := 0; ; i++ {
		if ready() {
			return true
		}
		if d <= 0 || i%16 == 15 && time.Since(start) > d {
			return false
		}
		runtime.Gosched()
	}
}

// workers are the goroutines of a parallel run besides the caller's
// (cfg.Jobs-1 of them): started once for the run and given each window
// in turn, so that a window costs a channel send per worker instead of a
// goroutine start (a gtx480 run has a window per 1024-cycle epoch, a
// mimd 64-block launch hundreds).
type workers struct {
	n    int
	spin time.Duration // how long a goroutine polls before it sleeps (parSpin)
	next chan *window  // buffered: a send does not wait for a worker to run
	done sync.WaitGroup
	left syncatomic.Int64 // workers not done with the window: runWindow polls it, then waits on done
}

// startWorkers starts n workers whose goroutines poll for spin before
// they sleep.
func startWorkers(n int, spin time.Duration) *workers {
	ws := &workers{n: n, spin: spin, next: make(chan *window, n)}
	for range n {
		go func() {
			for {
				w, ok := ws.take()
				if !ok {
					return
				}
				w.work()
				ws.left.Add(-1) // before Done: runWindow's Wait orders it before the next window's Store
				ws.done.Done()
			}
		}()
	}
	return ws
}

// take returns the next window given to the workers, polling for it
// (spin) before it waits; ok is false once the workers are stopped.
func (ws *workers) take() (w *window, ok bool) {
	got := false
	spin(ws.spin, func() bool {
		select {
		case w, ok = <-ws.next:
			got = true
		default:
		}
		return got
	})
	if !got {
		w, ok = <-ws.next
	}
	return w, ok
}

// stop ends the workers once they are done with the windows given.
func (ws *workers) stop() {
	close(ws.next)
}

// runWindow simulates every core to the end of the window at end, on the
// caller's goroutine and the workers'. It returns false when the run must
// be rerun serially. A worker that takes the window after it is done
// (another took it twice) finds nothing to do.
func (m *machine) runWindow(ws *workers, ps []*parCore, end int64) bool {
	w := &window{m: m, ps: ps, end: end, spin: ws.spin}
	w.cond.L = &w.mu
	if m.parSched != nil {
		m.parSched(w)
		return !w.failed
	}
	ws.done.Add(ws.n)
	ws.left.Store(int64(ws.n))
	for range ws.n {
		ws.next <- w
	}
	w.work()
	spin(ws.spin, func() bool { return ws.left.Load() == 0 })
	ws.done.Wait()
	return !w.failed
}

// work is one goroutine of the window's scheduler.
func (w *window) work() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for !w.failed {
		if !w.m.resolvePauses(w.ps, w.end) {
			w.failed = true
			for _, p := range w.ps {
				p.stop.Store(-1) // stop the running cores at once
			}
			break
		}
		p := w.pick()
		if p == nil {
			if w.running == 0 {
				break // the window is done
			}
			// Another goroutine runs a core: poll for its return (or
			// any change) before sleeping.
			seen := w.changes.Load()
			w.mu.Unlock()
			spin(w.spin, func() bool { return w.changes.Load() != seen })
			w.mu.Lock()
			if w.changes.Load() == seen {
				w.cond.Wait()
			}
			continue
		}
		end := w.begin(p)
		w.mu.Unlock()
		p.runTo(end)
		w.mu.Lock()
		p.running = false
		p.stop.Store(noStop)
		w.running--
		if p.paused {
			// A new pause: the running cores behind it stop once they
			// pass it.
			for _, q := range w.ps {
				if q.running && !q.passedAt(q.t0, p.pauseT, p.id) && p.pauseT < q.stop.Load() {
					q.stop.Store(p.pauseT)
				}
			}
		}
		w.broadcast()
	}
	w.broadcast()
}

// begin marks p, picked to run now, as running and returns the cycle its
// chunk runs to (chunkEnd): p stops once it passes the earliest pause it
// is behind, which waits for it. (work, and the tests' EmulateSchedule.)
func (w *window) begin(p *parCore) int64 {
	stop := noStop
	if e := earliestPause(w.ps, nil); e != nil && !p.passed(e.pauseT, e.id) {
		stop = e.pauseT
	}
	p.stop.Store(stop)
	p.running, p.t0 = true, p.t
	w.running++
	return w.chunkEnd(p)
}

// broadcast wakes the goroutines waiting for a change, polling or
// sleeping (under the window's lock).
func (w *window) broadcast() {
	w.changes.Add(1)
	w.cond.Broadcast()
}

// chunkEnd returns the cycle up to which p runs now (p is running, from
// t0): half the cycles that the cores with cycles left in the window have
// left on average, within [parMinChunk, parChunk], and not past the
// window's end. A core run whole in one go would let the window end with
// one goroutine on the last core's whole window while the others wait (a
// window of the 15 cores of gtx480 is one epoch, 1024 cycles: 15 runs on
// 2 goroutines, 8 against 7); halving the runs as the window goes on
// starts every core early and leaves short runs for the end. Where a run
// stops changes nothing but the schedule (see the model above: a core
// alone issues at the cycles it issues at in lockstep). Called under the
// window's lock: a running core counts from t0 (its t and warps are its
// goroutine's).
func (w *window) chunkEnd(p *parCore) int64 {
	var left, n int64
	for _, q := range w.ps {
		t := q.t0
		if !q.running {
			if q.paused || q.abort || !q.hasWork() {
				continue
			}
			t = q.t
		}
		if t < w.end {
			left += w.end - t
			n++
		}
	}
	chunk := int64(parChunk)
	if n > 0 {
		chunk = min(max(left/(2*n), parMinChunk), parChunk)
	}
	return min(w.end, p.t0+chunk)
}

// pick returns the core that lags most among those that can run (not
// running or paused, behind the end of the window with warps or blocks
// to launch, or at its end with blocks to launch: the window ends with
// every block placed in it launched), or nil.
func (w *window) pick() *parCore {
	var b *parCore
	for _, p := range w.ps {
		if !p.running && !p.paused && !p.abort && (p.t < w.end && p.hasWork() || len(p.launch) > 0) && (b == nil || p.t < b.t) {
			b = p
		}
	}
	return b
}

// hasWork reports whether the core has warps or blocks to launch (read
// under the window's lock while it is not running).
func (p *parCore) hasWork() bool {
	return len(p.c.warps) > 0 || len(p.launch) > 0
}

// earliestPause returns the paused core that comes first in lockstep
// order (cycle, then core), or nil.
func earliestPause(ps []*parCore, skip *parCore) *parCore {
	var e *parCore
	for _, p := range ps {
		if p != skip && !p.running && p.paused && (e == nil || p.pauseT < e.pauseT) {
			e = p
		}
	}
	return e
}

// passed reports whether core p has simulated every step that lockstep
// runs before the step of core id at cycle t.
func (p *parCore) passed(t int64, id int) bool {
	return p.passedAt(p.t, t, id)
}

// passedAt is passed for the core at cycle at.
func (p *parCore) passedAt(at, t int64, id int) bool {
	return at > t || at == t && p.id > id
}

// resolvePauses resolves pauses in lockstep order while it is safe: the
// earliest pause, once every other core has passed it or paused later,
// places the next blocks as lockstep dispatch does, on its core. It stops
// when a pause is not safe yet (some core must first run on) or none is
// left. It returns false when the run must be rerun serially. It is
// called under the window's lock; a running core has passed a step if it
// had when it started (it never moves back), and is otherwise taken to be
// before it.
func (m *machine) resolvePauses(ps []*parCore, end int64) bool {
	for {
		for _, p := range ps {
			if !p.running && p.abort {
				m.parWhy = p.sub.parWhy
				return false
			}
		}
		e := earliestPause(ps, nil)
		if e == nil {
			return true
		}
		t, id := e.pauseT, e.id
		for _, p := range ps {
			if p.running {
				if !p.passedAt(p.t0, t, id) {
					return true // p must run on first
				}
				continue
			}
			if p != e && !p.paused && !p.passed(t, id) && p.hasWork() {
				return true // p must run on first
			}
		}
		// Lockstep dispatch (machine.dispatch) at e's step places blocks
		// on the cores with room, in core order: e's, which a block just
		// left. No other core has room while blocks are pending: a core's
		// room (blocks, warp slots, shared memory) changes only when one of
		// its blocks retires, and every dispatch fills it or places the
		// last block (a core paused later has room from a retirement after
		// e's step).
		// The blocks are placed here and launched by the goroutine that
		// runs e next (parCore.launch).
		m.t = t
		m.placed = m.placed[:0]
		for m.placeOn(e.c) {
		}
		e.launch = append(e.launch, m.placed...)
		if m.pending == m.grid {
			m.parMore.Store(false)
		}
		for _, p := range ps {
			if p != e && !p.running && !p.paused && m.pending < m.grid && m.hasRoom(p.c) {
				panic(fmt.Sprintf("sim: resolvePauses: core %d has room for a block while blocks are pending, at core %d's dispatch at cycle %d", p.id, id, t))
			}
		}
		e.paused = false
	}
}

// windowSafe reports whether a window ending at end can be simulated in
// parallel: it cannot reach the cycle limit, the watchdog or the
// starvation check.
func (m *machine) windowSafe(ps []*parCore, end int64) bool {
	return end <= m.maxCycles && m.starveSafe(ps, end) &&
		(m.cfg.Watchdog <= 0 || end-m.lastProgress <= m.cfg.Watchdog)
}

// starveSafe reports whether the starvation check (findStarved) finds
// nothing at any cycle before end, whichever cycles lockstep visits: no
// check is due (fewer than StarveWindow cycles without progress), or no
// warp can be a starved candidate because every live warp issued within
// StarveWindow cycles of end (a warp's last issue only moves forward).
// No unit ever repeats in a parallel run that goes on (a repeat ends it),
// so a candidate is the only way the check can find something. The
// blocks placed and not launched yet (parCore.launch) count with the
// warps they launch, whose last issue is their dispatch's cycle.
func (m *machine) starveSafe(ps []*parCore, end int64) bool {
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
	for _, p := range ps {
		for _, b := range p.launch {
			if b.at <= end-1-m.cfg.StarveWindow {
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
	views := make([]*mem.View, len(ps))
	for i, p := range ps {
		views[i] = &p.view
	}
	if a, b, r, ok := mem.Conflict(views); ok {
		m.parWhy = fmt.Sprintf("cores %d and %d communicated through global memory (%s)", ps[a].id, ps[b].id, m.global.Regions()[r].Name)
		return false
	}
	for _, p := range ps {
		p.view.Apply(&m.global)
	}
	// Progress: the machine-wide last progress is the latest of the
	// cores' (each started the window from the machine's), and every
	// progress event of the window is a new epoch.
	for _, p := range ps {
		m.lastProgress = max(m.lastProgress, p.sub.lastProgress)
		m.epoch += p.sub.epoch - p.epoch0
	}
	return true
}
