package sim

import (
	"fmt"
	"runtime"
	syncatomic "sync/atomic"
	"testing"
	"time"

	"github.com/simtc/simtc/sim/isa"
)

// idle is a mechanism that starts warps and never offers a split: enough
// for tests of the machine that issue nothing.
type idle struct{}

func (idle) Name() string                                    { return "idle" }
func (idle) Start(w *Warp, pc uint32)                        {}
func (idle) Splits(*Warp, int64, []Split) []Split            { return nil }
func (idle) Commit(*Warp, Split, *Outcome, int64) Cost       { return Cost{} }
func (idle) Released(*Warp, uint64, int64)                   {}
func (idle) Describe(_ *Warp, d []ThreadGroup) []ThreadGroup { return d }
func (idle) HashState(_ *Warp, _ uint64, h uint64) uint64    { return h }
func (idle) Stats(d []NamedStat) []NamedStat                 { return d }

func idleMech() Mech {
	return Mech{Info: MechInfo{Name: "idle", New: func(*Config, *isa.Object, Params) Mechanism { return idle{} }}}
}

// exitKernel is a kernel of one exit and a buffer parameter out.
func exitKernel() *isa.Object {
	return &isa.Object{
		Code: []isa.Inst{{Op: isa.OpExit}},
		Kernels: []isa.Kernel{{Name: "k", NumRegs: 1, ParamSize: 8,
			Params: []isa.Param{{Name: "out", Kind: isa.ParamPointer, Type: isa.I32, Space: isa.SpaceGlobal, Size: 8}}}},
		Symbols: []isa.Symbol{{Name: "k", Size: isa.InstSize}},
	}
}

// TestBlockSlotsFreedAtRetirement: a block holds its warp slots until its
// last warp exits — with 8-warp blocks on 12 warp slots, a core with one
// block has no room for another however many of its warps have exited,
// and has room once the block retires.
func TestBlockSlotsFreedAtRetirement(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Cores, cfg.WarpsPerCore = 1, 12
	l := &Launch{Grid: 1, Block: 256, Args: []Arg{{Name: "out", IsBuffer: true, Type: Int32, Count: 256, Data: make([]byte, 4*256)}}}
	build, err := prepare(exitKernel(), idleMech(), l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := build()
	if err != nil {
		t.Fatal(err)
	}
	c := m.cores[0]
	m.dispatch()
	ws := append([]*Warp(nil), c.warps...)
	for i, w := range ws {
		if m.hasRoom(c) {
			t.Fatalf("room for a block after %d of the block's 8 warps exited", i)
		}
		w.Live = 0
		m.retire(c, w)
	}
	if !m.hasRoom(c) || c.blocks != 0 {
		t.Fatalf("no room after the block retired (%d blocks, %d warps)", c.blocks, len(c.warps))
	}
}

// TestChunkEnd: a core runs half the cycles the cores with cycles left in
// the window have left on average, within [parMinChunk, parChunk] and
// not past the window's end; a running core counts from the cycle its run
// started, a paused or finished one (no warps, or at the end) not at all.
func TestChunkEnd(t *testing.T) {
	busy := &core{}
	busy.warps = []*Warp{{}}
	idle := &core{}
	mk := func(ts ...int64) *window {
		w := &window{m: &machine{cfg: Config{Jobs: 2}}, end: 1 << 20}
		for i, t := range ts {
			w.ps = append(w.ps, &parCore{id: i, c: busy, t: t})
		}
		return w
	}
	// A 1024-cycle window of 15 cores (gtx480's epoch), all at its
	// start: half a window each.
	w := mk(make([]int64, 15)...)
	w.end = 1024
	p := w.ps[0]
	p.running, p.t0 = true, p.t
	if got := w.chunkEnd(p); got != 512 {
		t.Errorf("15 cores at 0 of 1024: end %d, want 512", got)
	}
	// Near the end: at least parMinChunk, not past the window's end.
	for _, q := range w.ps {
		q.t = 1000
	}
	p.t0 = 1000
	if got := w.chunkEnd(p); got != 1024 {
		t.Errorf("cores 24 cycles from the end: end %d, want the window's end 1024", got)
	}
	for _, q := range w.ps {
		q.t = 600
	}
	p.t0 = 600
	if got := w.chunkEnd(p); got != 600+parMinChunk {
		t.Errorf("cores 424 cycles from the end: end %d, want %d", got, 600+parMinChunk)
	}
	for _, q := range w.ps {
		q.t = 200
	}
	p.t0 = 200
	if got := w.chunkEnd(p); got != 200+412 {
		t.Errorf("cores 824 cycles from the end: end %d, want %d", got, 200+412)
	}
	// A long window: at most parChunk.
	w = mk(0, 0, 0, 0)
	p = w.ps[1]
	p.running, p.t0 = true, 0
	if got := w.chunkEnd(p); got != parChunk {
		t.Errorf("4 cores at 0 of 2^20: end %d, want %d", got, parChunk)
	}
	// A running core counts from t0 (its t is its goroutine's); paused,
	// idle and finished cores not at all: left = (8000-0) + (8000-2000)
	// over 2 cores.
	w = mk(0, 5000, 2000, 3000, 8000)
	w.end = 8000
	w.ps[1].running, w.ps[1].t0 = true, 0
	w.ps[3].paused = true
	w.ps[0].c = idle
	p = w.ps[2]
	p.running, p.t0 = true, 2000
	if got, want := w.chunkEnd(p), int64(2000+(8000+6000)/4); got != want {
		t.Errorf("end %d, want %d", got, want)
	}
}

// parState is what a dispatch leaves in a machine's cores: each core's
// warps (block, age, hardware and scheduler slots, first and last issue
// cycles) and its room.
func parState(m *machine) string {
	type warp struct {
		id, block, age, hw, slot, uslot int
		next, last                      int64
	}
	var cores [][]warp
	var room []int
	for _, c := range m.cores {
		var ws []warp
		for _, w := range c.warps {
			ws = append(ws, warp{w.ID, w.Block, w.age, w.hw, w.slot, w.uslot, w.nextIssue, w.lastIssue})
		}
		cores = append(cores, ws)
		room = append(room, c.blocks, c.shared)
	}
	return fmt.Sprint(cores, room, m.pending, m.ages, m.dispatchDelay)
}

// TestParallelLaunchIsDispatch: the parallel run's dispatches — placed
// by the top machine (parCores' first dispatch, resolvePauses' at a
// pause), launched on the core's sub-machine when its goroutine next runs
// it (runTo) — leave the cores as lockstep's machine.dispatch does: the
// same blocks and warps in the same slots with the same ages, first and
// last issue cycles (the sub-machine's own time and ages are not read),
// the same room, and the warps and threads counted. 40 blocks of 2 warps
// on 3 cores of 8 warp slots with 2 schedulers (a block placed during the
// run issues from the next cycle): 12 placed first, then core 1's first
// block retires at cycle 5 and one block is placed on it.
func TestParallelLaunchIsDispatch(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Cores, cfg.WarpsPerCore, cfg.Schedulers, cfg.Jobs = 3, 8, 2, 2
	l := &Launch{Grid: 40, Block: 64, Args: []Arg{{Name: "out", IsBuffer: true, Type: Int32, Count: 40 * 64, Data: make([]byte, 4*40*64)}}}
	lock, par := twoMachines(t, l, cfg)
	lock.dispatch()
	lock.startRun()
	ps := par.parCores()
	for _, p := range ps {
		p.sub.t, p.sub.ages = 999, -1 // not the dispatch's
		p.runTo(par.t)                // launches only
	}
	if got, want := parState(par), parState(lock); got != want || lock.pending != 12 {
		t.Fatalf("after the first dispatch:\nparallel %s\nlockstep %s (want 12 pending)", got, want)
	}
	// Core 1's first block retires at cycle 5: lockstep dispatches at
	// once, the parallel run's core pauses and resolvePauses places the
	// block once the other cores are past it.
	retire := func(m *machine, c *core) {
		m.t = 5
		for _, w := range append([]*Warp(nil), c.warps[:2]...) {
			w.Live = 0
			m.retire(c, w)
		}
	}
	retire(lock, lock.cores[1])
	e := ps[1]
	retire(e.sub, e.c)
	if !e.paused || e.pauseT != 5 {
		t.Fatalf("core 1 did not pause at cycle 5 (paused %v at %d)", e.paused, e.pauseT)
	}
	for _, p := range ps {
		if p != e {
			p.t = 10
		}
	}
	if !par.resolvePauses(ps, 1<<20) || e.paused || len(e.launch) != 1 {
		t.Fatalf("resolvePauses: paused %v, %d blocks to launch (want 1)", e.paused, len(e.launch))
	}
	e.sub.t, e.sub.ages = 999, -1
	e.runTo(e.t)
	if got, want := parState(par), parState(lock); got != want {
		t.Errorf("after core 1's dispatch at cycle 5:\nparallel %s\nlockstep %s", got, want)
	}
	var warps, threads int
	for _, p := range ps {
		warps += p.sub.st.Warps
		threads += p.sub.st.Threads
	}
	if warps != lock.st.Warps || threads != lock.st.Threads {
		t.Errorf("sub-machines count %d warps, %d threads; lockstep %d, %d", warps, threads, lock.st.Warps, lock.st.Threads)
	}
}

// twoMachines builds two machines of exitKernel under idleMech for l on
// cfg: one for lockstep's dispatch, one for the parallel run's.
func twoMachines(t *testing.T, l *Launch, cfg Config) (lock, par *machine) {
	t.Helper()
	build, err := prepare(exitKernel(), idleMech(), l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if lock, _, err = build(); err != nil {
		t.Fatal(err)
	}
	if par, _, err = build(); err != nil {
		t.Fatal(err)
	}
	return lock, par
}

// TestStarveSafeUnlaunched: starveSafe counts the blocks placed and not
// yet launched (before the first window, every block) with the warps they
// launch, whose last issue is the dispatch's cycle: it answers as for
// lockstep's machine with the blocks launched, whatever the window's end.
func TestStarveSafeUnlaunched(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Cores, cfg.Jobs, cfg.StarveWindow = 2, 2, 100
	l := &Launch{Grid: 4, Block: 64, Args: []Arg{{Name: "out", IsBuffer: true, Type: Int32, Count: 4 * 64, Data: make([]byte, 4*4*64)}}}
	lock, par := twoMachines(t, l, cfg)
	lock.caps.Repeat, par.caps.Repeat = RepeatWarp, RepeatWarp // the check applies
	lock.dispatch()
	lock.startRun()
	ps := par.parCores()
	unsafe := 0
	for end := int64(1); end < 300; end++ {
		want := lock.starveSafe(nil, end)
		if got := par.starveSafe(ps, end); got != want {
			t.Errorf("window to %d: starveSafe %v before the launches, %v with the blocks launched", end, got, want)
		}
		if !want {
			unsafe++
		}
	}
	if unsafe == 0 {
		t.Errorf("no window end was unsafe: the test checks nothing")
	}
}

// TestWorkersStop: a parallel run's workers take every window given
// (runWindow returns once each took it) and outlive no run: started once,
// they end when stopped. 3 workers, 200 windows with no core (done at
// once, so a worker often takes one twice and another none), polling for
// each window (parSpin) and not (sleeping at once).
func TestWorkersStop(t *testing.T) {
	for _, spin := range []time.Duration{parSpin, 0} {
		before := runtime.NumGoroutine()
		ws := startWorkers(3, spin)
		m := &machine{}
		for range 200 {
			if !m.runWindow(ws, nil, 0) {
				t.Fatal("an empty window failed")
			}
		}
		if n := runtime.NumGoroutine(); n > before+3 {
			t.Errorf("spin %v: %d goroutines after 200 windows of 3 workers, %d before", spin, n, before)
		}
		ws.stop()
		for deadline := time.Now().Add(10 * time.Second); runtime.NumGoroutine() > before; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("spin %v: %d goroutines 10s after the workers stopped, %d before they started", spin, runtime.NumGoroutine(), before)
			}
		}
	}
}

// TestSpin: spin returns true once ready is (made true by another
// goroutine, which runs even on one processor: spin yields), false when it
// never is (after 16 polls at least: it reads the clock every 16), and
// false after one poll with no time.
func TestSpin(t *testing.T) {
	var flag syncatomic.Bool
	go func() {
		for range 10 {
			runtime.Gosched()
		}
		flag.Store(true)
	}()
	if !spin(10*time.Second, flag.Load) {
		t.Error("spin gave up with 10s to wait for a goroutine that sets the flag")
	}
	polls := 0
	if spin(time.Millisecond, func() bool { polls++; return false }) || polls < 16 {
		t.Errorf("spin 1ms on a condition never true: %d polls, want false after 16 or more", polls)
	}
	polls = 0
	if spin(0, func() bool { polls++; return false }) || polls != 1 {
		t.Errorf("spin 0: %d polls, want 1 and false", polls)
	}
}
