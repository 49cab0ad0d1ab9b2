// Observing a run: what the machine tells an Observer, issue by issue,
// for a timeline of the run (simtc run --trace writes it as Trace Event
// Format JSON: internal/trace).

package sim

import (
	"math/bits"

	"github.com/simtc/simtc/sim/isa"
)

// Observer is told what the machine does while it runs: every issue,
// every barrier release, the start and the end. RunObserved runs with
// one; Run runs with none, and the machine then pays one nil check per
// issue. An observed run is always serial (Config.Jobs is ignored): the
// parallel engine may abandon its windows and run again, and the
// observer would be told twice.
//
// Everything the observer is told is already decided when it is told;
// it cannot change the run. The values it is passed (the Outcome, the
// slices of the IssueEvent) are the machine's and valid only during the
// call.
type Observer interface {
	// Begin is called once, before the first issue.
	Begin(info RunInfo)
	// Issued is called after every issue (each part of a cross-warp
	// issue separately: IssueEvent.Part).
	Issued(ev *IssueEvent)
	// Released is called when a barrier releases the lanes of w that
	// waited at it, at cycle.
	Released(cycle int64, w WarpRef, lanes uint64)
	// End is called once, after the last issue: cycle is the run's
	// cycles, status its status.
	End(cycle int64, status Status)
}

// RunInfo describes an observed run.
type RunInfo struct {
	Kernel    string
	Mechanism string
	WarpSize  int
	Cores     int
	// PerThread: the mechanism keeps one PC per thread (it offers
	// one-thread splits: LaneSplitter); a timeline shows threads, not
	// only warps.
	PerThread bool
	// Warps are every warp of the launch (they need not all be resident
	// at once), in warp-number order.
	Warps []WarpRef
	// GridDim and BlockDim are the sizes per dimension of an N-D launch
	// (nil for a 1-D one, as Result's): a timeline then names blocks and
	// threads by (x,y,z) (Coords).
	GridDim, BlockDim *[3]int
	// MechStart are the mechanism's statistics (summed over cores; those
	// combined by maximum left out; by name) before the first issue: with the
	// deltas of every IssueEvent.Mech they add up to the run's.
	MechStart []NamedStat
}

// WarpRef names a warp of the launch.
type WarpRef struct {
	ID    int // warp number in the grid
	Block int // its block
	Index int // its number within the block
	Size  int // its threads
}

// IssueEvent is one issue as an Observer sees it.
type IssueEvent struct {
	Cycle int64
	Core  int
	Warp  WarpRef
	// Part and Parts: a cross-warp issue (CoreMechanism) is one event per
	// home warp taking part, Part = 0 … Parts-1; otherwise 0 and 1.
	Part, Parts int
	// Out is what the instruction did (PC, the lanes that executed,
	// branch outcome, exits).
	Out *Outcome
	// Live and BarWait are the warp's lanes after the issue: not exited,
	// and waiting at a barrier.
	Live, BarWait uint64
	// IssueCycles is how long the issue occupies the core's issue
	// (a warp instruction's, or the mechanism's Cost.IssueCycles).
	IssueCycles int
	// MemStallFrom < MemReady: the warp could have issued from
	// MemStallFrom but its instruction waited for a memory result (or the
	// core's memory pipeline) until MemReady. Equal when it did not.
	MemStallFrom, MemReady int64
	// Groups is how many groups of threads (distinct state and PC, as the
	// mechanism describes them for the deadlock diagnosis) the warp is in
	// after the issue: 1 when it is converged.
	Groups int
	// Depth is the mechanism's current reconvergence state of the warp
	// (stack entries, table entries …) when it implements Depther.
	Depth []NamedStat
	// Mech are the mechanism's statistics that this issue changed, as
	// deltas (reconvergences +1, splits +1 …; statistics combined by
	// maximum are not included). Under a per-warp mechanism they are the
	// issuing warp's; under a CoreMechanism they are on Part 0.
	Mech []NamedStat
}

// Depther is implemented by a mechanism that can say how much
// reconvergence state a warp holds now, for an observer's counters: for
// example stack_depth for a stack, st_entries and rt_entries for the
// multi-path tables. It must not change state.
type Depther interface {
	Depth(w *Warp, dst []NamedStat) []NamedStat
}

// observing is the machine's side of an observer: scratch space and the
// mechanism statistics as last seen, per core.
type observing struct {
	Observer
	ev     IssueEvent
	groups []ThreadGroup
	depth  []NamedStat
	cur    []NamedStat
	last   [][]NamedStat // per core
	delta  []NamedStat
	from   []int64 // cross-warp issues: each part's nextIssue and memWait before the issue
}

// observeBegin tells the observer about the run.
func (m *machine) observeBegin() {
	info := RunInfo{Kernel: m.kern.Name, Mechanism: m.mech, WarpSize: m.cfg.WarpSize, Cores: len(m.cores)}
	info.PerThread = len(m.cores) > 0 && m.cores[0].lanes != nil
	if m.nd {
		gd, bd := m.gridDims, m.blockDims
		info.GridDim, info.BlockDim = &gd, &bd
	}
	threads := m.blockDim
	for b := 0; b < m.grid; b++ {
		for i := 0; i < m.warpsPerBlock; i++ {
			size := min(m.cfg.WarpSize, threads-i*m.cfg.WarpSize)
			info.Warps = append(info.Warps, WarpRef{ID: b*m.warpsPerBlock + i, Block: b, Index: i, Size: size})
		}
	}
	m.obs.last = make([][]NamedStat, len(m.cores))
	var all []NamedStat
	for _, c := range m.cores {
		m.obs.last[c.id] = c.base.Stats(nil)
		all = append(all, m.obs.last[c.id]...)
	}
	for _, s := range combineStats(all) {
		if !s.Max {
			info.MechStart = append(info.MechStart, s)
		}
	}
	m.obs.Begin(info)
}

// memWait returns the cycle the memory operands of split s of w are
// ready (or the core's memory pipeline takes it), 0 when none waits.
func (m *machine) memWait(w *Warp, s Split) int64 {
	if s.PC%isa.InstSize != 0 || int(s.PC/isa.InstSize) >= len(m.code) {
		return 0
	}
	d := &m.code[s.PC/isa.InstSize]
	var t int64
	if m.lsu && d.mem {
		t = w.blk.core.memFree
	}
	reg := func(r int) {
		if r < 0 || w.memDef[r>>6]&(1<<(uint(r)&63)) == 0 {
			return
		}
		if m.laneSB {
			for mm := s.Mask; mm != 0; mm &= mm - 1 {
				t = max(t, w.readyOf(isa.Reg(r), trailingZeros(mm)))
			}
		} else {
			t = max(t, w.ready[r])
		}
	}
	for i := 0; i < d.nuses; i++ {
		reg(int(d.uses[i]))
	}
	if d.hasDef {
		reg(int(d.def))
	}
	return t
}

// observeIssue tells the observer about the issue of split s of w (part
// of parts) on c at m.t; from is when w could issue before it did (its
// nextIssue before the issue), memAt when its memory operands were ready.
func (m *machine) observeIssue(c *core, w *Warp, o *Outcome, part, parts int, from, memAt int64) {
	ob := m.obs
	ev := &ob.ev
	*ev = IssueEvent{Cycle: m.t, Core: c.id, Warp: WarpRef{ID: w.ID, Block: w.Block, Index: w.Index, Size: w.Size},
		Part: part, Parts: parts, Out: o, Live: w.Live, BarWait: w.BarWait,
		MemStallFrom: from, MemReady: from}
	ev.IssueCycles = int(m.occWarp)
	if m.occ > 0 {
		ev.IssueCycles = int(m.occ)
	}
	if memAt > from && memAt <= m.t {
		ev.MemReady = memAt
	}
	if w.Live != 0 {
		ob.groups = c.base.Describe(w, ob.groups[:0])
		ev.Groups = len(ob.groups)
		if dp, ok := c.base.(Depther); ok {
			ob.depth = dp.Depth(w, ob.depth[:0])
			ev.Depth = ob.depth
		}
	}
	if part == 0 {
		ob.cur = c.base.Stats(ob.cur[:0])
		ob.delta = ob.delta[:0]
		last := ob.last[c.id]
		for i, s := range ob.cur {
			if s.Max {
				continue
			}
			var was int64
			if i < len(last) && last[i].Name == s.Name {
				was = last[i].Value
			} else {
				for _, l := range last {
					if l.Name == s.Name {
						was = l.Value
					}
				}
			}
			if s.Value != was {
				ob.delta = append(ob.delta, NamedStat{Name: s.Name, Value: s.Value - was})
			}
		}
		ob.last[c.id] = append(last[:0], ob.cur...)
		ev.Mech = ob.delta
	}
	ob.Issued(ev)
}

// observeRelease tells the observer that a barrier released lanes of w.
func (m *machine) observeRelease(w *Warp, lanes uint64) {
	m.obs.Released(m.t, WarpRef{ID: w.ID, Block: w.Block, Index: w.Index, Size: w.Size}, lanes)
}

// Lanes is the number of lanes in mask.
func Lanes(mask uint64) int { return bits.OnesCount64(mask) }

// Observers returns an observer that tells each of obs, in order (nil
// for none).
func Observers(obs ...Observer) Observer {
	switch len(obs) {
	case 0:
		return nil
	case 1:
		return obs[0]
	}
	return fanout(obs)
}

type fanout []Observer

func (f fanout) Begin(info RunInfo) {
	for _, o := range f {
		o.Begin(info)
	}
}

func (f fanout) Issued(ev *IssueEvent) {
	for _, o := range f {
		o.Issued(ev)
	}
}

func (f fanout) Released(cycle int64, w WarpRef, lanes uint64) {
	for _, o := range f {
		o.Released(cycle, w, lanes)
	}
}

func (f fanout) End(cycle int64, status Status) {
	for _, o := range f {
		o.End(cycle, status)
	}
}
