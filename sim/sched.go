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

// PCArbiter is an Arbiter that orders the warps by the PC each issues
// next (Jin 2012's majority policy). The machine asks it for the whole
// order at every issue slot instead of calling Greedy and Start.
type PCArbiter interface {
	Arbiter
	// Order appends to dst the indexes of warps (resident, oldest first)
	// in the order an issue slot tries them; pcs[i] is the PC of warps[i]'s
	// next split, or -1 when it offers none. last is the warp issued last
	// (nil: none).
	Order(warps []*Warp, pcs []int64, last *Warp, dst []int) []int
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
		{SchedGLRR, "greedy-then-loose-round-robin under the name ElTantawy & Aamodt 2016 give it (GLRR, their GPGPU-Sim 3.2.2 runs): the same policy as gtlrr", func() Arbiter { return gtlrr{} }},
		{SchedGTLRR, "greedy-then-loose-round-robin: the last warp while it can issue, otherwise round-robin", func() Arbiter { return gtlrr{} }},
		{SchedGTO, "greedy-then-oldest: the last warp while it can issue, otherwise the oldest ready warp", func() Arbiter { return gto{} }},
		{SchedLRR, "loose round-robin: the first ready warp after the last one issued, in age order", func() Arbiter { return lrr{} }},
		{SchedMajority, "majority + round-robin (Jin 2012, Table 5.1): the warps at the PC most warps of the scheduler are at first, round-robin among them, then the next most common PC", func() Arbiter { return majority{} }},
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
	if i := last.uslot; i < len(warps) && warps[i] == last {
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

// majority is Jin 2012's warp scheduling policy ("Warps with different
// PCs are scheduled based on the majority policy. Warps with the same PC
// are scheduled following the round-robin policy", §5.2; the majority
// policy "picks up the warps with the most common PC and continues to
// issue warps at this PC before switching to other PCs", §3.6): the warps
// grouped by their next PC, the most common PC first (ties: the lower
// PC), and within a group round-robin from the warp after the last one
// issued.
type majority struct{}

func (majority) Greedy(*Warp) *Warp            { return nil }
func (majority) Start(ws []*Warp, l *Warp) int { return afterLast(ws, l) }

func (majority) Order(warps []*Warp, pcs []int64, last *Warp, dst []int) []int {
	n := len(warps)
	start := afterLast(warps, last)
	for i := range n {
		if pcs[(start+i)%n] >= 0 {
			dst = append(dst, (start+i)%n)
		}
	}
	// cnt[a] is the number of ready warps at dst[a]'s PC (a core holds
	// a few dozen warps: counting by comparison beats a map, and this
	// runs every issue cycle of every core).
	var buf [64]int
	cnt := buf[:0]
	for _, i := range dst {
		k := 0
		for _, j := range dst {
			if pcs[j] == pcs[i] {
				k++
			}
		}
		cnt = append(cnt, k)
	}
	// A stable (insertion) sort keeps the round-robin order within a PC.
	before := func(a, b int) bool {
		if cnt[a] != cnt[b] {
			return cnt[a] > cnt[b]
		}
		return pcs[dst[a]] < pcs[dst[b]]
	}
	for a := 1; a < len(dst); a++ {
		for b := a; b > 0 && before(b, b-1); b-- {
			dst[b], dst[b-1] = dst[b-1], dst[b]
			cnt[b], cnt[b-1] = cnt[b-1], cnt[b]
		}
	}
	return dst
}
