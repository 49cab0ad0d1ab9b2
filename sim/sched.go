// Warp schedulers: injected arbiters that decide which warp of a core a
// free issue slot tries first.

package sim

// Arbiter is a warp scheduling policy. Each issue slot of a core tries
// first the warp Greedy returns (when not nil and it can issue), then the
// resident warps in age order starting at index Start and wrapping
// around, and issues the first that can.
type Arbiter interface {
	// Greedy returns the warp to try first: the last one issued for
	// greedy policies, nil otherwise.
	Greedy(last *Warp) *Warp
	// Start returns the index in warps (resident warps, oldest first) at
	// which the search continues.
	Start(warps []*Warp, last *Warp) int
}

// SchedInfo is one row of the scheduler table.
type SchedInfo struct {
	Name Scheduler
	Doc  string
	New  func() Arbiter
}

// SchedulerTable returns the warp schedulers, sorted by name.
func SchedulerTable() []SchedInfo {
	return []SchedInfo{
		{SchedGTLRR, "greedy-then-loose-round-robin: the last warp while it can issue, otherwise round-robin", func() Arbiter { return gtlrr{} }},
		{SchedGTO, "greedy-then-oldest: the last warp while it can issue, otherwise the oldest ready warp", func() Arbiter { return gto{} }},
		{SchedLRR, "loose round-robin: the first ready warp after the last one issued, in age order", func() Arbiter { return lrr{} }},
		{SchedRandom, randomDoc, func() Arbiter { return &randomArb{} }},
	}
}

// Schedulers lists the scheduler names.
func Schedulers() []string {
	var out []string
	for _, s := range SchedulerTable() {
		out = append(out, string(s.Name))
	}
	return out
}

func arbiterFor(name Scheduler) (Arbiter, bool) {
	for _, s := range SchedulerTable() {
		if s.Name == name {
			return s.New(), true
		}
	}
	return nil, false
}

type gto struct{}

func (gto) Greedy(last *Warp) *Warp       { return liveOrNil(last) }
func (gto) Start([]*Warp, *Warp) int      { return 0 }
func (lrr) Greedy(*Warp) *Warp            { return nil }
func (lrr) Start(ws []*Warp, l *Warp) int { return afterLast(ws, l) }

type lrr struct{}

type gtlrr struct{}

func (gtlrr) Greedy(last *Warp) *Warp          { return liveOrNil(last) }
func (gtlrr) Start(ws []*Warp, last *Warp) int { return afterLast(ws, last) }

func liveOrNil(w *Warp) *Warp {
	if w != nil && w.Live != 0 {
		return w
	}
	return nil
}

// afterLast is the index of the first warp younger than last (0 when
// there is none or no last).
func afterLast(warps []*Warp, last *Warp) int {
	if last == nil {
		return 0
	}
	if i := last.slot; i < len(warps) && warps[i] == last {
		// last is resident at its slot: the next one.
		if i+1 == len(warps) {
			return 0
		}
		return i + 1
	}
	// warps are in age order: a binary search.
	lo, hi := 0, len(warps)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if warps[h].age > last.age {
			hi = h
		} else {
			lo = h + 1
		}
	}
	if lo == len(warps) {
		return 0
	}
	return lo
}
