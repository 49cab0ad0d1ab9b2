// The seeded random scheduler: data-independent interleavings for finding
// schedule-dependent bugs.
//
// Every other scheduler is deterministic in a way that depends only on the
// machine's state, and under mimd (fair scheduling, one thread per issue,
// round-robin over the lanes) a kernel sees a single interleaving of its
// threads for a given warp size. A kernel whose result or termination
// depends on the order of racing threads (a non-atomic flag, a lock-order
// inversion, a lost update) may be right under that one order and wrong
// under another. SchedRandom, with Config.Seed, explores other orders:
//
//   - the warp an issue slot tries first is drawn uniformly among the
//     resident warps (no greedy warp), then the search goes on in age
//     order as for lrr;
//   - after each issue the issuing thread (under a per-thread mechanism
//     with a ready list, such as mimd: only the lane that issued) or warp
//     (any other mechanism) is held back with probability 1/r for a
//     number of cycles drawn uniformly in 1 … 2^k. Each thread (warp) has
//     its own r in {2, 4, 8, 16} and k in 0 … 11, drawn from a hash of the
//     seed, the warp size and the thread's (warp's) number, so a seed (at
//     a warp size) makes some threads
//     slow and others fast all through the run: a thread that is slow
//     between two steps lets a fast one overtake it there, the
//     interleavings that expose ordering bugs (a lock-order inversion, a
//     flag read before it is set), while short holds shift fine-grained
//     alignments.
//
// Nothing depends on data: the random stream is consumed once per issue
// slot and once per issue, in the machine's (deterministic) order, so a
// seed reproduces its run bit for bit, and `simtc run --sched random
// --seed S` replays what `simtc run --explore` found with seed S. The
// scheduler is fair with probability 1 (every ready warp is tried first
// with probability 1/warps, holds are finite), so a mechanism that needs
// fair scheduling (mimd, its) uses it instead of lrr. A held thread is
// only delayed: the deadlock verdicts (no thread can issue; the state
// repeats while memory does not change) are unaffected, since a hold is a
// pending event. A run under this scheduler is always simulated serially
// (Config.Jobs is ignored): the cores share one random stream. Mechanisms
// that form their issues across warps (dwf, en-dwf: CoreMechanism) do not
// consult the warp scheduler at all, this one included.
//
// The generator is splitmix64 (Steele, Lea, Flood 2014): small, fast and
// good enough to pick schedules.

package sim

import "github.com/simtc/simtc/sim/isa"

// SchedRandom is the seeded random scheduler (random.go).
const SchedRandom Scheduler = "random"

const randomDoc = "seeded random (--seed): a random warp first, and random hold-backs of the thread or warp that issued; " +
	"data-independent interleavings for finding schedule-dependent bugs, reproducible per seed"

// randomArb is the SchedRandom arbiter. It has state (the random stream),
// so each machine gets its own (SchedInfo.New).
type randomArb struct {
	seed  uint64
	state uint64
}

// issueHook is an Arbiter that is told about every issue and may hold the
// issuing thread or warp back (random.go). start is called once, before
// the run, with Config.Seed.
type issueHook interface {
	start(seed uint64)
	issued(m *machine, c *core, w *Warp, s Split)
}

// fairArbiter marks an Arbiter that never starves a ready warp, so a
// mechanism with Caps.FairScheduling may use it instead of lrr.
type fairArbiter interface{ fair() }

func (lrr) fair()        {}
func (*randomArb) fair() {}

// scheduleFor returns the arbiter a machine for caps runs under when cfg
// asks for sched: lrr instead of an unfair policy when the mechanism needs
// fair scheduling.
func scheduleFor(sched Scheduler, caps Caps) Scheduler {
	if !caps.FairScheduling {
		return sched
	}
	if a, ok := arbiterFor(sched); ok {
		if _, fair := a.(fairArbiter); fair {
			return sched
		}
	}
	return SchedLRR
}

func (r *randomArb) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	return splitmix(r.state)
}

// splitmix is splitmix64's output function.
func splitmix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func (r *randomArb) start(seed uint64) {
	r.seed, r.state = seed, seed
}

func (*randomArb) Greedy(*Warp) *Warp { return nil }

func (r *randomArb) Start(warps []*Warp, _ *Warp) int {
	if len(warps) < 2 {
		return 0
	}
	return int(r.next() % uint64(len(warps)))
}

// issued draws whether the thread (or warp) that issued s is held back,
// and for how long; it runs after the mechanism's Commit and the
// scoreboard update.
func (r *randomArb) issued(m *machine, c *core, w *Warp, s Split) {
	// The thread (or warp) number: lane of the lowest thread, in its warp.
	key := uint64(w.ID)*65 + 64
	if s.Mask&(s.Mask-1) == 0 {
		key = uint64(w.ID)*65 + uint64(trailingZeros(s.Mask))
	}
	h := splitmix(r.seed*0x9e3779b97f4a7c15 ^ (key+1)*0xd6e8feb86659fd93 ^ uint64(m.cfg.WarpSize)<<56)
	rate, shift := uint64(2)<<(h%4), (h>>8)%12
	if m.code[s.PC/isa.InstSize].unit == isa.UnitMem {
		// Races are between memory accesses: hold there more often.
		rate = 2
	}
	x := r.next()
	if x%rate != 0 {
		return
	}
	until := m.t + 1 + int64((x>>16)%(uint64(1)<<shift))
	if w.lanes != nil && c.lanes != nil && s.Mask&(s.Mask-1) == 0 {
		// One thread of a ready-list mechanism: hold that lane only, by
		// entering its next instruction's ready cycle in the list.
		mask, ok := c.laneSplits(w)
		if pcs := w.LanePCs; ok && mask&s.Mask != 0 {
			l := trailingZeros(s.Mask)
			e := &w.lanes.e[l]
			e.pc = pcs[l]
			e.t = max(m.laneOperands(w, l, pcs[l]), until)
			w.laneValid |= s.Mask
			w.cached = false
			return
		}
	}
	w.nextIssue = max(w.nextIssue, until)
}
