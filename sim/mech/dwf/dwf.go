package dwf

import (
	"math"
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/hybrid"
	"github.com/simtc/simtc/sim/mech/mechutil"
)

// dwf is dynamic warp formation across the warps of a core (Fung et al.
// 2007; Jin 2012, Sec. 3.6 and 4.4) in three variants:
//
//   - dwf: every thread has its own PC (there is no reconvergence stack).
//     At each issue the warp pool is formed from the threads that can
//     run: the threads of one home warp at one PC are one split warp; the
//     split warps at a PC are taken in home-warp age order, and each
//     (the "male") joins the first warp formed so far at that PC (the
//     "female") with which it has no lane conflict — no two threads in one
//     lane, since a lane reads one bank of the register file (a thread
//     always runs in its home lane) — or starts a new formed warp. The
//     PCs are scheduled by the majority policy (Sec. 3.6, Table 5.1): the
//     formed warps of the PC with the most threads first, then the next
//     most common PC, ties to the lower PC.
//   - en-dwf: the relaxed lane rule of Sec. 4.4 and appendix B. The warp
//     is cut into quarters of simd-width lanes (default as under hws: the
//     machine's SIMD width if narrower than the warp, else a quarter of
//     the warp); a thread's bank is its lane within the quarter, so it may run
//     in any quarter at that lane. Where the male and the female both have
//     a thread at one position, the male's thread moves to the first
//     position of the same lane that is free in both, lane by lane; when
//     no conflict remains they merge.
//   - en-dwf-hws: en-DWF with hybrid warp size (Fig. 4.6): the male is
//     first squeezed (hybrid.Quarters.Squeeze), then en-DWF relocates and
//     merges, and the formed warp is down-scaled to its active quarters: the
//     instruction occupies the issue for that many cycles (Cost.
//     IssueCycles), where dwf and en-dwf take ceil(WarpSize/SIMDWidth).
//     Compare it with en-dwf on a machine whose Config.SIMDWidth is the
//     quarter width.
//
// Moving a thread to another position never changes what it computes:
// its registers and private memory are its home warp's, at its home lane;
// each part of a formed warp executes on its home warp (sim/crosswarp.go).
//
// Deviations: (1) warp-level operations (vote, ballot, shfl)
// are collective over the home warp, as under mimd: a thread at one waits
// until every live thread of its home warp is there, then the home warp's
// threads issue it together as one part (DWF predates them; this keeps
// sub-group semantics, so results equal mimd's; the all-mechanism tests of
// collective_test.go check the results). (2) The warp pool is what
// forming anew from the threads that can run gives at every issue, rather
// than a pool kept across issues that threads enter as they issue (a
// formed warp is never held back for a thread that left it); threads that
// wait for operands still take their place in a formed warp, which then
// waits for them. (3) Majority
// scheduling alone can starve a minority PC forever (a lock holder among
// spinning threads); a PC group whose oldest thread has not issued for
// dwfPatience issues of the core goes first, oldest first, so every
// thread that can run eventually issues (TestStarvationRules: spinlock.cl
// completes with the rule and runs to the cycle limit without it).
// (4) A split warp joins a formed warp whole, as Jin combines two
// diverged warps (Sec. 3.6, 4.4), not thread by thread as Fung et al.'s
// lane-by-lane insertion into the warp pool.
//
// The pool is kept per PC across issues (update): a group holds the
// PC's split warps in home-warp age order, and an update touches only
// what changed since the last one: the warps that issued (or exited, or
// arrived at or left a barrier) are split again, and each of their split
// warps that left a PC, came to one or changed leaves or comes to its
// group (leave, come; regroup and apply under warp-level operations),
// which then moves in the scheduling order. The common change, a split
// warp that issued going on whole to one PC, is made at Commit
// (movedWhole, from move). The formed warps are not kept: they are
// formed as the core reads them (IssueAt), one at a time, each by one
// pass over the group's split warps that are in none so far (layer):
// first-fit in age order (form) places a split warp in the first formed
// warp it fits, so the formed warp j holds, of the split warps in none
// of the first j, each that fits it at its turn (the oldest of them
// starts it), and a formed warp's threads depend on its own split warps
// only (a merge that fails changes nothing). The core reads the pool up
// to the first ready issue, mostly the first: one pass over the first
// group's split warps per issue, where keeping every group's formed
// warps took a re-form of the two groups each issue changes (the issued
// warp's, and the one its threads went to).
// The groups are kept in the order of their scheduling keys (reorder,
// dwfOrder: buckets by thread count): a group's key changes only when its
// split warps change or it begins to starve, and only those groups move,
// each from its bucket to another; the keys are a strict total order, so
// the issues are exactly those of forming the whole pool anew and sorting
// it; TestIncrementalPool checks it issue by issue against that on random
// issue sequences. When a warp starts or retires the warps' age ranks
// change and every group is rebuilt.
//
// Barriers count threads (Caps.ThreadBarriers): threads of one warp reach
// a barrier at different times. Statistics: formed_warps (issues),
// merged_warps (issues with threads of two or more home warps), merges
// (split warps that joined another), and under en-DWF
// resolved_conflicts (merges possible only by relocation) and
// relocated_threads (threads moved), and for en-dwf-hws squeeze_moves and
// the quarters_active_K / quarters_ideal_K of hws (hybrid.Stats).
type dwf struct {
	name     string
	relaxed  bool // en-DWF lane rule
	squeeze  bool // en-DWF&HWS: squeeze the male, down-scale the formed warp
	qs       hybrid.Quarters
	full     uint64 // every position of a warp (qs.N)
	warpOp   mechutil.WarpOps
	seq      int64 // issues of this core
	patience int64
	track    bool             // formed warps record their placement (tests)
	try      hybrid.Placement // merge's scratch when tracking
	// collectives: the code has warp-level operations
	collectives bool

	// The pool below is up to date while version (bumped by every Start,
	// Commit and Released) is cacheVer and the resident warps are
	// cacheWarps (in rank order: a split warp's home warp is
	// cacheWarps[rank]).
	cacheVer   int64
	version    int64
	cacheWarps []*sim.Warp
	// resident's shortcut: the caller's list of warps (its first
	// element) last found equal to cacheWarps, and starts (Start's
	// count) then.
	seenAt     **sim.Warp
	starts     int64
	seenStarts int64
	cur        dwfCursor // IssueAt's place in the pool (reset by every update)
	// Issues' pool, formed once per update (allOK): the parts of every
	// formed warp, the issues (their parts in all), and a scratch set.
	all     []sim.Part
	allIs   []sim.Issue
	allLeft []uint64
	allOK   bool

	formed, merged, merges, resolved, relocated, moves int64
	active, ideal                                      []int64

	// The warp pool, kept across issues (update): a group per PC seen so
	// far, empty ones included; the non-empty ones in scheduling order.
	groups  []dwfGroup
	slot    []int32    // slot[pc/InstSize]: the index of the PC's group in groups, or -1
	outside []int32    // the groups of PCs outside the code
	ord     dwfOrder   // the non-empty groups, in scheduling order (reorder)
	minOld  int64      // at most the oldest thread of every listed group not starving
	flips   []int32    // update's scratch: the groups that began to starve
	dirty   []int32    // the groups to form again
	old     []dwfPart  // update: a changed warp's split warps before warpParts splits it again (the buffer swaps with its dwfWarp.parts; code with warp-level operations)
	states  []*dwfWarp // the states of cacheWarps
	// changed are the warps that issued or whose threads left a barrier
	// since the last update (dwfWarp.queued): the only ones whose split
	// warps can be stale.
	changed []*sim.Warp
	epoch   int32 // regroup's marks
}

// dwfPatience is how many issues of a core a thread that can run may wait
// before its PC is scheduled ahead of the majority.
const dwfPatience = 256

type dwfWarp struct {
	pc   [64]uint32
	last [64]int64 // the core's issue count when the thread last issued
	// parts are the warp's split warps as build forms them, valid while
	// fresh and the warp's live and barrier masks are live and bar: they
	// change only when the warp issues (Commit), its threads exit, arrive
	// at or leave a barrier, so build forms only those of the warps that
	// changed.
	parts     []dwfPart
	fresh     bool
	live, bar uint64
	moved     uint64 // the threads that issued since parts were formed (Commit)
	// arrived are where the threads of moved went, as Commit moved them:
	// disjoint masks, each lane in the entry of its last issue (whose PC
	// and issue count are the lane's pc and last); lanes that moved by an
	// indirect branch (per-lane PCs) are in none. splitChanged reads the
	// split warps of those lanes from it instead of their PCs lane by lane.
	arrived []dwfArrival
	rank    int32 // the warp's index among the core's resident warps
	queued  bool  // in dwf.changed
	come    int   // splitChanged: parts[:come] are not to come to their groups
}

// dwfArrival is where some threads of a warp went at one issue: the PC
// they all went to and the core's issue count then.
type dwfArrival struct {
	pc   uint32
	mask uint64
	seq  int64
}

// dwfPart is a split warp: the threads of one home warp at one PC. The
// home warp is d.cacheWarps[rank]: no pointer, so the group's age-ordered
// slices shift plain words (no write barriers).
type dwfPart struct {
	pc     uint32
	g      int32 // the PC's group: its index in dwf.groups (warpParts)
	rank   int32 // the home warp's dwfWarp.rank
	come   bool  // splitChanged: to come to its group (come)
	mask   uint64
	oldest int64
}

// dwfGroup is the warp pool at one PC: its split warps in home-warp age
// order (formed into warps as the pool is read: layer).
type dwfGroup struct {
	pc uint32
	// The split warps by home-warp rank (age order): has is the set of
	// their ranks (bit r%64 of word r/64), byRank[r] the split warp of rank r
	// when r is in it, n how many. A split warp comes and leaves in place
	// (add, del), and the set's bits read them in age order (each).
	has      []uint64
	byRank   []dwfPart
	n        int
	threads  int
	oldest   int64
	starving bool
	dirty    bool  // changes recorded since the last update (in dwf.dirty)
	mark, at int32 // regroup: mark is its epoch when the warp had old[at] here
	// Its place in the scheduling order (dwfOrder): its thread count
	// there (or unlisted, inStarve), the groups before and after it of
	// that count.
	t, prev, next int32
	// The changes since the last update that apply applies: the split
	// warps that left (their home warps' ranks) and came (regroup, under
	// warp-level operations; splitChanged's and movedWhole's leave and
	// come change the split warps at once), and whether the group's
	// thread count and oldest thread are to be counted anew (a warp
	// started or retired, regroup saw a split warp change, or the split
	// warp with the oldest thread left).
	gone  []int32
	added []dwfPart
	full  bool
}

type dwfFormed struct {
	p     *hybrid.Placement // where each thread sits, when tracked (d.track: tests)
	occ   uint64
	parts []int // indices into the PC's parts
}

func newDWF(name string, cfg *sim.Config, obj *isa.Object, s Settings, relaxed, squeeze bool) *dwf {
	d := &dwf{name: name, relaxed: relaxed, squeeze: squeeze, qs: hybrid.NewQuarters(cfg, s.SIMDWidth), patience: dwfPatience, warpOp: mechutil.NewWarpOps(obj)}
	d.active, d.ideal = make([]int64, d.qs.G+1), make([]int64, d.qs.G+1)
	d.full = uint64(1)<<uint(d.qs.N) - 1
	d.slot = make([]int32, d.warpOp.Len())
	for i := range d.slot {
		d.collectives = d.collectives || d.warpOp.At(uint32(i)*isa.InstSize)
		d.slot[i] = -1
	}
	return d
}

func (d *dwf) Name() string { return d.name }

func (d *dwf) atWarpOp(pc uint32) bool { return d.warpOp.At(pc) }

func (d *dwf) Start(w *sim.Warp, pc uint32) {
	d.version++
	d.starts++
	s := &dwfWarp{}
	for l := range s.pc {
		s.pc[l] = pc
		s.last[l] = d.seq
	}
	w.State = s
}

// collective returns the split of a warp-level operation that every live
// thread it names waits at, none at a barrier (mechutil.CollectivePC).
func (d *dwf) collective(w *sim.Warp) (sim.Split, bool) {
	if !d.collectives {
		return sim.Split{}, false
	}
	return mechutil.CollectivePC(w, &w.State.(*dwfWarp).pc, d.warpOp)
}

// Issues returns the warp pool: split warps grouped by PC, the PCs in
// scheduling order, each PC's split warps merged into formed warps. The
// answer depends only on the mechanism's state and the warps' live and
// barrier masks, which change only around Start, Commit and Released, so
// it is kept until then (the core asks several times per cycle), and
// then updated where it changed (update); the formed warps are formed
// once per update (layer), their parts in d.all (the issues' part slices,
// valid until the next update).
func (d *dwf) Issues(warps []*sim.Warp, _ int64, dst []sim.Issue) []sim.Issue {
	if same := d.resident(warps); d.cacheVer != d.version || !same {
		d.update(warps, same)
		d.cacheVer = d.version
	}
	if !d.allOK {
		d.all, d.allIs = d.all[:0], d.allIs[:0]
		for gi := d.ord.first(); gi >= 0; gi = d.ord.next(d.groups, gi) {
			g := &d.groups[gi]
			left := append(d.allLeft[:0], g.has...)
			for n := g.n; n > 0; {
				at := len(d.all)
				var k int
				d.all, k = d.layer(g, left, d.all)
				if k == 0 {
					panic("dwf.Issues: a formed warp is empty")
				}
				n -= k
				d.allIs = append(d.allIs, sim.Issue{PC: g.pc, Parts: d.all[at:len(d.all):len(d.all)]})
			}
			d.allLeft = left
		}
		d.allOK = true
	}
	// Element by element: the pool holds a few formed warps, for which
	// append's bulk copy (typedslicecopy) costs several times the copy
	// itself.
	for _, is := range d.allIs {
		dst = append(dst, is)
	}
	return dst
}

// IssueAt returns issue i of those Issues would return (sim.IssueWalker),
// nil past the last: the core reads the pool up to the first issue that
// is ready (mostly the first) instead of a copy of the whole pool at
// every issue slot. The formed warps are formed as they are read (layer),
// from the first, each from the split warps of its group left by those
// before it; reading in order, from 0 up, forms each once (the cursor).
// The issue's parts stay valid until the cursor starts again from the
// first (an update, or an i below the cursor's).
func (d *dwf) IssueAt(warps []*sim.Warp, _ int64, i int) *sim.Issue {
	same := d.seenSame(warps) || d.resident(warps)
	if d.cacheVer != d.version || !same {
		d.update(warps, same)
		d.cacheVer = d.version
	}
	c := &d.cur
	if i < c.i || !c.on {
		// d.ord.first(), its common case inline: none starves and the
		// highest word that may hold a thread count holds one.
		o, g := &d.ord, int32(-1)
		if w := o.end - 1; len(o.starve) == 0 && uint(w) < uint(len(o.tbits)) && o.tbits[w] != 0 {
			g = o.head[w<<6|(63-bits.LeadingZeros64(o.tbits[w]))]
		} else {
			g = o.first()
		}
		if g < 0 {
			return nil
		}
		c.on, c.g, c.i, c.buf = true, g, -1, c.buf[:0]
		c.setGroup(&d.groups[g])
	}
	for c.i < i {
		if c.n == 0 {
			// The group's formed warps are read: the next group's.
			g := d.ord.next(d.groups, c.g)
			if g < 0 {
				return nil
			}
			c.g = g
			c.setGroup(&d.groups[g])
		}
		g := &d.groups[c.g]
		at := len(c.buf)
		var k int
		c.buf, k = d.layer(g, c.left, c.buf)
		if k == 0 {
			panic("dwf.IssueAt: a formed warp is empty")
		}
		c.n -= k
		c.is.PC, c.is.Parts = g.pc, c.buf[at:len(c.buf):len(c.buf)]
		c.i++
	}
	return &c.is
}

// dwfCursor is IssueAt's place in the pool: is, issue i, is a formed
// warp of group g, whose split warps left (n of them) are in none of its
// formed warps up to is; buf holds the parts of the issues formed since
// the cursor was set (on) from the first.
type dwfCursor struct {
	i    int
	g    int32
	on   bool
	left []uint64
	n    int
	is   sim.Issue
	buf  []sim.Part
}

// setGroup sets c.left and c.n to the split warps of g, the cursor's
// group (none formed yet). Word by word: a group's set is mostly one
// word, for which append's bulk copy (memmove) costs several times the
// copy itself.
func (c *dwfCursor) setGroup(g *dwfGroup) {
	left := c.left[:0]
	for _, x := range g.has {
		left = append(left, x)
	}
	c.left, c.n = left, g.n
}

// layer forms the next formed warp of group g from its split warps in
// left (bit r of word r/64: those in none of its formed warps so far),
// which it takes out of left, and appends its parts to dst; it returns
// dst and how many split warps it took (at least one when left has one:
// the oldest starts the warp). First-fit in age order (form) places a
// split warp in the first formed warp it fits, and a merge that fails
// changes nothing, so the formed warp is, of the split warps in none of
// the ones before it, each that fits it at its turn. A full formed warp
// takes no split warp (each has a thread; form skips the full ones,
// open): the pass stops there.
func (d *dwf) layer(g *dwfGroup, left []uint64, dst []sim.Part) ([]sim.Part, int) {
	var occ uint64
	k := 0
	ws, plain, full := d.cacheWarps, !d.relaxed && !d.squeeze, d.full
	for wi, w := range left {
		for x := w; x != 0; x &= x - 1 {
			r := wi<<6 | bits.TrailingZeros64(x)
			pt := &g.byRank[r]
			if plain {
				// merge under dwf's lane rule: no thread in the male's
				// lanes.
				if occ&pt.mask != 0 {
					continue
				}
				occ |= pt.mask
			} else {
				mocc := pt.mask // d.male's, untracked
				if d.squeeze {
					mocc, _ = d.male(pt.mask, 0, nil)
				}
				if _, ok := d.merge(&occ, nil, mocc, nil); !ok {
					continue
				}
			}
			w &^= 1 << uint(r&63)
			dst = append(dst, sim.Part{W: ws[r], Mask: pt.mask})
			k++
			if occ == full {
				left[wi] = w
				return dst, k
			}
		}
		left[wi] = w
	}
	return dst, k
}

// resident reports whether warps, the core's resident warps, are those
// of the last update (cacheWarps). They are compared warp by warp only
// when a warp started since they were last found equal, or the caller's
// list is another (its length or first element's address differs): the
// core changes its list of resident warps only by appending warps that
// start (Start) and removing, in place, warps that retire (the list
// shrinks), so a list of the same length at the same address without a
// Start since holds the same warps (TestResidentWarps).
func (d *dwf) resident(warps []*sim.Warp) bool {
	if d.seenSame(warps) {
		return true
	}
	if !sameWarps(d.cacheWarps, warps) {
		return false
	}
	d.seenAt, d.seenStarts = &warps[0], d.starts
	return true
}

// seenSame is resident's common case, which inlines (IssueAt makes it
// before the call): warps is the caller's list last found equal to the
// pool's, with no Start since.
func (d *dwf) seenSame(warps []*sim.Warp) bool {
	return len(warps) == len(d.cacheWarps) && (len(warps) == 0 || &warps[0] == d.seenAt && d.starts == d.seenStarts)
}

func sameWarps(a, b []*sim.Warp) bool {
	if len(a) != len(b) {
		return false
	}
	b = b[:len(a)]
	for i, w := range a {
		if w != b[i] {
			return false
		}
	}
	return true
}

// stale reports whether the split warps of w (state s) must be formed
// again: its threads issued, exited, or arrived at or left a barrier.
func stale(w *sim.Warp, s *dwfWarp) bool {
	return !s.fresh || s.live != w.Live || s.bar != w.BarWait
}

// update brings the PC groups and the scheduling order up to date with
// warps (the resident warps, oldest first). When the resident warps are
// those of the last update, only the warps whose split warps are stale
// are split again (looked for among the warps noted since, not all), and
// only the PC groups where a split warp came, went or changed change
// (apply, reorder); when a warp started or retired, every warp's rank
// changes and every group is rebuilt. The formed warps are formed as the
// pool is read (IssueAt, Issues).
func (d *dwf) update(warps []*sim.Warp, same bool) {
	d.cur.on, d.allOK = false, false
	if !same {
		d.cacheWarps = append(d.cacheWarps[:0], warps...)
		for _, w := range d.changed {
			w.State.(*dwfWarp).queued = false
		}
		d.changed = d.changed[:0]
		d.states = d.states[:0]
		// Every group with split warps: those in the order, and those
		// move changed since (movedWhole at Commit), which may not be.
		for _, gi := range d.dirty {
			g := &d.groups[gi]
			clear(g.has)
			g.n, g.full = 0, true
		}
		for gi := d.ord.first(); gi >= 0; gi = d.ord.next(d.groups, gi) {
			g := &d.groups[gi]
			clear(g.has)
			g.n, g.full = 0, true
			d.touch(int(gi))
		}
		for r, w := range warps {
			s := w.State.(*dwfWarp)
			s.rank = int32(r)
			d.states = append(d.states, s)
			d.warpParts(w, s)
			for _, pt := range s.parts {
				gi := int(pt.g)
				g := &d.groups[gi]
				g.add(&pt)
				g.full = true
				d.touch(gi)
			}
		}
	} else {
		// The warps that changed (a few: those of the last issue, or of
		// a barrier release), in any order: each changes the groups'
		// split warps (leave, come, or regroup's changes apply takes as a
		// set).
		ch := d.changed
		for _, w := range ch {
			s := w.State.(*dwfWarp)
			s.queued = false
			if d.states[s.rank] != s {
				panic("dwf.update: a changed warp is not resident")
			}
			if stale(w, s) {
				if d.collectives {
					// The split warps are formed again into the
					// other buffer, the old ones kept for regroup.
					d.old, s.parts = s.parts, d.old[:0]
					d.warpParts(w, s)
					d.regroup(d.old, s.parts)
				} else if a := s.arrived; s.live == w.Live && s.bar == w.BarWait && len(a) == 1 && a[0].mask == s.moved && d.movedWhole(s, a[0].mask, a[0].pc, a[0].seq) {
					// (movedWhole: the common change, in one step)
					s.arrived = a[:0]
					s.fresh, s.moved = true, 0
				} else {
					d.splitChanged(w, s)
				}
			}
		}
		d.changed = ch[:0]
	}
	for _, gi := range d.dirty {
		g := &d.groups[gi]
		g.dirty = false
		if g.full || len(g.gone)+len(g.added) > 0 {
			d.apply(g)
		}
		d.reorder(g, gi)
	}
	d.dirty = d.dirty[:0]
	// The groups that did not change keep their keys but for those that
	// began to starve (their oldest thread's wait passed the patience as
	// the core issued): none while the least oldest of the groups not
	// starving is within it.
	// The groups not starving are those in the order's buckets, read
	// here bucket by bucket in any order (what it finds does not depend
	// on it).
	if d.seq-d.minOld > d.patience {
		d.minOld = math.MaxInt64
		d.flips = d.flips[:0]
		o, gs := &d.ord, d.groups
		for w, x := range o.tbits[:o.end] {
			for ; x != 0; x &= x - 1 {
				for gi := o.head[w<<6|bits.TrailingZeros64(x)]; gi >= 0; {
					g := &gs[gi]
					if d.seq-g.oldest > d.patience {
						d.flips = append(d.flips, gi)
					} else {
						d.minOld = min(d.minOld, g.oldest)
					}
					gi = g.next
				}
			}
		}
		for _, gi := range d.flips {
			d.reorder(&d.groups[gi], gi)
		}
	}
}

// reorder puts group g, d.groups[gi], where its key now places it in
// the scheduling order (d.ord; dwfKey), or out of it when it is empty,
// keeping d.minOld a lower bound of the oldest threads of the listed
// groups not starving.
// The order is kept by moving the groups whose keys changed (those formed
// again, those that began to starve), rather than sorted again: the keys
// are distinct, so the order is the sort's. A group not starving leaves
// the bucket of its old thread count and joins that of the new one
// (dwfOrder.remove and put, inline here but for a starving group and a
// new count that another group has).
func (d *dwf) reorder(g *dwfGroup, gi int32) {
	o := &d.ord
	if g.n == 0 {
		o.remove(d.groups, gi)
		return
	}
	if g.starving = d.seq-g.oldest > d.patience; g.starving {
		o.remove(d.groups, gi)
		o.putStarving(d.groups, gi, dwfKey{first: g.oldest, then: uint64(math.MaxUint32-uint32(g.threads))<<32 | uint64(g.pc), g: gi})
		return
	}
	d.minOld = min(d.minOld, g.oldest)
	t := g.threads
	u := g.t
	if int(u) == t {
		return // where it was
	}
	// It leaves its count's bucket (o.remove's, inline: o.unlink) and
	// joins that of its new count, mostly empty (o.put).
	gs := d.groups
	switch {
	case u >= 0:
		o.unlink(gs, g, u)
		g.t = unlisted
	case u == inStarve:
		o.remove(gs, gi)
	}
	if t < len(o.head) && o.head[t] < 0 {
		o.head[t], g.t, g.prev, g.next = gi, int32(t), -1, -1
		o.tbits[t>>6] |= 1 << uint(t&63)
		o.end = max(o.end, t>>6+1)
		return
	}
	o.put(gs, gi, t)
}

// regroup records, in the PC groups, how one warp's split warps changed
// from old to now: a split warp gone from a PC leaves its group, a new
// one joins it, a changed one (same PC, other threads or age) leaves and
// joins again; groups with a split warp of the same PC, mask and age
// before and after are untouched. apply applies the changes.
func (d *dwf) regroup(old, now []dwfPart) {
	d.epoch++
	for i := range old {
		gi := int(old[i].g)
		g := &d.groups[gi]
		g.mark, g.at = d.epoch, int32(i)
	}
	for i := range now {
		pt := &now[i]
		gi := int(pt.g)
		g := &d.groups[gi]
		if g.mark != d.epoch {
			g.added = append(g.added, *pt)
			d.touch(gi)
			continue
		}
		g.mark = 0
		if op := &old[g.at]; op.mask != pt.mask || op.oldest != pt.oldest {
			g.gone = append(g.gone, op.rank)
			g.added = append(g.added, *pt)
			g.full = true
			d.touch(gi)
		}
	}
	for i := range old {
		op := &old[i]
		gi := int(op.g)
		if g := &d.groups[gi]; g.mark == d.epoch {
			g.mark = 0
			g.gone = append(g.gone, op.rank)
			d.touch(gi)
		}
	}
}

// touch marks group gi to be formed again.
func (d *dwf) touch(gi int) { d.touchG(&d.groups[gi], int32(gi)) }

// touchG is touch of group g, d.groups[gi], without indexing again.
func (d *dwf) touchG(g *dwfGroup, gi int32) {
	if !g.dirty {
		g.dirty = true
		d.dirty = append(d.dirty, gi)
	}
}

// apply applies the changes recorded in g (regroup; full: leave too) to
// its split warps, thread count and oldest thread (counted anew when the
// oldest left or the group changed otherwise).
func (d *dwf) apply(g *dwfGroup) {
	recount := g.full
	for _, gn := range g.gone {
		pt := g.del(gn)
		g.threads -= bits.OnesCount64(pt.mask)
		recount = recount || pt.oldest == g.oldest
	}
	for i := range g.added {
		pt := &g.added[i]
		g.threads += bits.OnesCount64(pt.mask)
		if g.n == 0 || pt.oldest < g.oldest {
			g.oldest = pt.oldest
		}
		g.add(pt)
	}
	g.gone, g.added, g.full = g.gone[:0], g.added[:0], false
	if recount {
		g.threads, g.oldest = 0, math.MaxInt64
		for wi, w := range g.has {
			for ; w != 0; w &= w - 1 {
				pt := &g.byRank[wi<<6|bits.TrailingZeros64(w)]
				g.threads += bits.OnesCount64(pt.mask)
				g.oldest = min(g.oldest, pt.oldest)
			}
		}
		if g.n == 0 {
			g.oldest = 0
		}
	}
}

// add puts the split warp pt in g (its rank not in it).
func (g *dwfGroup) add(pt *dwfPart) {
	r := int(pt.rank)
	if w := r >> 6; w >= len(g.has) {
		g.has = append(g.has, make([]uint64, w+1-len(g.has))...)
	}
	if r >= len(g.byRank) {
		g.byRank = append(g.byRank, make([]dwfPart, r+1-len(g.byRank))...)
	}
	g.has[r>>6] |= 1 << uint(r&63)
	g.byRank[r] = *pt
	g.n++
}

// del takes the split warp of rank r out of g and returns it, in place
// (its slot, valid until a split warp of rank r comes again).
func (g *dwfGroup) del(r int32) *dwfPart {
	w, b := int(r>>6), uint64(1)<<uint(r&63)
	if w >= len(g.has) || g.has[w]&b == 0 {
		panic("dwf.del: a split warp is missing from its PC group")
	}
	g.has[w] &^= b
	g.n--
	return &g.byRank[r]
}

// holds reports whether g holds a split warp of rank r.
func (g *dwfGroup) holds(r int32) bool {
	w := int(r >> 6)
	return w < len(g.has) && g.has[w]>>uint(r&63)&1 != 0
}

// parts appends g's split warps to dst in age order.
func (g *dwfGroup) parts(dst []dwfPart) []dwfPart {
	for wi, w := range g.has {
		for ; w != 0; w &= w - 1 {
			dst = append(dst, g.byRank[wi<<6|bits.TrailingZeros64(w)])
		}
	}
	return dst
}

// dwfKey is a group's place in the scheduling order: starving groups
// first, oldest thread first; then the most threads first (majority),
// ties to the lower PC. It is a strict total order (PCs differ), so every
// sort gives the same sequence: the key orders by first, then by then.
// dwfOrder keeps the starving groups' keys; the others are in it by thread
// count and PC alone (first is MaxInt64).
type dwfKey struct {
	first int64  // the oldest thread's issue count if starving, else MaxInt64
	then  uint64 // MaxUint32 - threads, then the PC
	g     int32  // the group's index in dwf.groups
}

func (a *dwfKey) before(b *dwfKey) bool {
	return a.first < b.first || a.first == b.first && a.then < b.then
}

// warpParts forms the split warps of w into s.parts: the collective
// operation its threads can execute, if any, then the threads at each
// PC that is not a warp-level operation, in the order of their lowest
// lane.
func (d *dwf) warpParts(w *sim.Warp, s *dwfWarp) {
	s.parts, s.arrived = s.parts[:0], s.arrived[:0]
	s.fresh, s.live, s.bar, s.moved = true, w.Live, w.BarWait, 0
	can := w.Live &^ w.BarWait
	if sp, ok := d.collective(w); ok {
		s.parts = append(s.parts, dwfPart{pc: sp.PC, g: int32(d.group(sp.PC)), rank: s.rank, mask: sp.Mask, oldest: oldestLast(s, sp.Mask)})
		can &^= sp.Mask
	}
	for can != 0 {
		pc := s.pc[bits.TrailingZeros64(can)&63]
		var mask uint64
		oldest := int64(math.MaxInt64) // oldestLast(s, mask), in the same pass
		for m := can; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m) & 63; s.pc[l] == pc {
				mask |= 1 << uint(l)
				oldest = min(oldest, s.last[l])
			}
		}
		can &^= mask
		if !d.atWarpOp(pc) {
			s.parts = append(s.parts, dwfPart{pc: pc, g: int32(d.group(pc)), rank: s.rank, mask: mask, oldest: oldest})
		}
	}
}

// splitChanged is warpParts for a warp whose split warps were formed
// (s.parts, changed in place) and whose threads changed since
// only in part: those that issued (s.moved: their PC and last issue),
// exited, or arrived at or left a barrier. The other threads keep their
// split warps; the changed ones leave theirs and those that can run join
// the split warp of their PC, or start one: the threads that issued by
// the PCs Commit sent them to (s.arrived), the others (an indirect
// branch's, those released from a barrier) lane by lane. The split warps
// are warpParts' (the threads at each PC that is not a warp-level
// operation, with their oldest issue), in another order, which nothing
// depends on: a warp has one split warp per PC group. Code without
// warp-level operations only (warpParts' collective split warp depends on
// every thread of the warp), so no PC is one (d.collectives is whether
// any PC of the code is), and splitChanged, movedWhole and joinPart do not
// ask.
//
// It makes the changes in the groups regroup would, as it goes (no
// pass over the old and new split warps after): a split warp that lost
// threads leaves its group, one that gained threads or started comes to
// it (a changed one leaves, then comes).
func (d *dwf) splitChanged(w *sim.Warp, s *dwfWarp) {
	changed := s.moved | (s.live ^ w.Live) | (s.bar ^ w.BarWait)
	// The split warps that lost threads leave, those that lost them all
	// are replaced by the last. s.come: the first that may come.
	parts := s.parts
	s.come = len(parts)
	for i := 0; i < len(parts); {
		pt := &parts[i]
		if pt.mask&changed == 0 {
			i++
			continue
		}
		d.leave(pt)
		if pt.mask &^= changed; pt.mask == 0 {
			parts[i] = parts[len(parts)-1]
			parts = parts[:len(parts)-1]
			s.come = min(s.come, len(parts))
			continue
		}
		pt.oldest = oldestLast(s, pt.mask)
		pt.come = true
		s.come = min(s.come, i)
		i++
	}
	s.parts = parts
	add := changed & w.Live &^ w.BarWait
	for _, a := range s.arrived {
		if m := a.mask & add; m != 0 {
			add &^= m
			d.joinPart(s, a.pc, m, a.seq)
		}
	}
	s.arrived = s.arrived[:0]
	for add != 0 {
		pc := s.pc[bits.TrailingZeros64(add)&63]
		var mask uint64
		oldest := int64(math.MaxInt64)
		for m := add; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m) & 63; s.pc[l] == pc {
				mask |= 1 << uint(l)
				oldest = min(oldest, s.last[l])
			}
		}
		add &^= mask
		d.joinPart(s, pc, mask, oldest)
	}
	for i := s.come; i < len(s.parts); i++ {
		if pt := &s.parts[i]; pt.come {
			pt.come = false
			d.come(pt)
		}
	}
	s.fresh, s.live, s.bar, s.moved = true, w.Live, w.BarWait, 0
}

// movedWhole is splitChanged when the threads that changed are those of
// one split warp, mask, which issued (at the core's issue count seq) and
// went on to one PC, pc, none exiting or at a barrier (the live and
// barrier masks are as before; its callers check: move at once, when the
// warp had no other change since the last update, else update from
// s.arrived[0], which calls splitChanged when movedWhole cannot take the
// change): mostly so (a formed warp's threads go on to one PC but at a
// divergent branch). The split warp leaves its group
// and comes to that of its new PC, changed in place, or joins the warp's
// split warp there (which leaves and comes again), as splitChanged would
// (the same changes in the same groups; s.parts in another
// order, which nothing depends on), without its passes over every split
// warp and arrival. It reports false, changing nothing, when no split
// warp is exactly the threads that moved.
func (d *dwf) movedWhole(s *dwfWarp, mask uint64, pc uint32, seq int64) bool {
	parts := s.parts
	i := -1
	for k := range parts {
		if parts[k].mask == mask {
			i = k
			break
		}
	}
	if i < 0 {
		return false
	}
	pt := &parts[i]
	// d.leave(pt), inline (it does not inline).
	g := &d.groups[pt.g]
	old := g.del(pt.rank)
	g.threads -= bits.OnesCount64(old.mask)
	g.full = g.full || old.oldest == g.oldest
	d.touchG(g, pt.g)
	// The group, by its slot where it has one (as joinPart).
	gi := int32(-1)
	if k := pc / isa.InstSize; pc%isa.InstSize == 0 && uint64(k) < uint64(len(d.slot)) {
		gi = d.slot[k]
	}
	if gi < 0 {
		gi = int32(d.group(pc))
	}
	if g := &d.groups[gi]; !g.holds(s.rank) {
		pt.pc, pt.g, pt.oldest = pc, gi, seq
		// d.come(pt), inline.
		g.threads += bits.OnesCount64(pt.mask)
		if g.n == 0 || pt.oldest < g.oldest {
			g.oldest = pt.oldest
		}
		g.add(pt)
		d.touchG(g, gi)
	} else {
		// It joins the warp's split warp at the PC (the group holds one
		// of its rank: pt left it, if it was there), which never shared
		// its threads' PC with it: the two were apart. Its oldest
		// thread stays (joinPart's min): the threads that came issued
		// last, at seq, the core's issue count.
		j := 0
		for j < len(parts) && parts[j].pc != pc {
			j++
		}
		if j == len(parts) {
			panic("dwf.movedWhole: a PC group holds a split warp its warp does not")
		}
		pj := &parts[j]
		d.leave(pj)
		pj.mask |= mask
		d.come(pj)
		last := len(parts) - 1
		parts[i] = parts[last]
		s.parts = parts[:last]
	}
	return true
}

// come adds split warp pt to its group, at once (no formed warps to
// keep: apply's order, split warps that left before those that came,
// is splitChanged's and movedWhole's, each leave of a warp's split warp
// before its come), and marks the group for update's reorder.
func (d *dwf) come(pt *dwfPart) {
	g := &d.groups[pt.g]
	g.threads += bits.OnesCount64(pt.mask)
	if g.n == 0 || pt.oldest < g.oldest {
		g.oldest = pt.oldest
	}
	g.add(pt)
	d.touchG(g, pt.g)
}

// leave takes split warp pt out of its group, at once (as come); the
// group's oldest thread is counted again (apply) when it may have been
// pt's.
func (d *dwf) leave(pt *dwfPart) {
	g := &d.groups[pt.g]
	old := g.del(pt.rank)
	g.threads -= bits.OnesCount64(old.mask)
	g.full = g.full || old.oldest == g.oldest
	d.touchG(g, pt.g)
}

// joinPart adds the threads mask of the warp of state s at pc, the
// oldest of which last issued at oldest, to its split warp at pc (which
// then leaves its group to come again), or starts one (splitChanged:
// code without warp-level operations, so pc is none).
func (d *dwf) joinPart(s *dwfWarp, pc uint32, mask uint64, oldest int64) {
	for i := range s.parts {
		if pt := &s.parts[i]; pt.pc == pc {
			if !pt.come {
				d.leave(pt)
				pt.come = true
				s.come = min(s.come, i)
			}
			pt.mask |= mask
			pt.oldest = min(pt.oldest, oldest)
			return
		}
	}
	// The group, by its slot where it has one (group does not inline).
	gi := int32(-1)
	if k := pc / isa.InstSize; pc%isa.InstSize == 0 && uint64(k) < uint64(len(d.slot)) {
		gi = d.slot[k]
	}
	if gi < 0 {
		gi = int32(d.group(pc))
	}
	s.parts = append(s.parts, dwfPart{pc: pc, g: gi, rank: s.rank, come: true, mask: mask, oldest: oldest})
}

// group returns the index in d.groups of the group of pc, adding it.
func (d *dwf) group(pc uint32) int {
	k := pc / isa.InstSize
	if pc%isa.InstSize == 0 && uint64(k) < uint64(len(d.slot)) {
		if d.slot[k] < 0 {
			d.slot[k] = int32(len(d.groups))
			d.groups = append(d.groups, dwfGroup{pc: pc, t: unlisted})
		}
		return int(d.slot[k])
	}
	for _, gi := range d.outside { // a PC outside the code (its thread faults)
		if d.groups[gi].pc == pc {
			return int(gi)
		}
	}
	d.outside = append(d.outside, int32(len(d.groups)))
	d.groups = append(d.groups, dwfGroup{pc: pc, t: unlisted})
	return len(d.groups) - 1
}

func oldestLast(s *dwfWarp, mask uint64) int64 {
	o := int64(-1)
	for m := mask; m != 0; m &= m - 1 {
		if v := s.last[bits.TrailingZeros64(m)]; o < 0 || v < o {
			o = v
		}
	}
	return o
}

// male returns the occupied positions of split warp k's threads when it
// comes to merge: its home lanes, squeezed under en-DWF&HWS (step 1 of
// Fig. 4.6), and their placement in p when p is not nil.
func (d *dwf) male(mask uint64, k int, p *hybrid.Placement) (uint64, int) {
	if p != nil {
		*p = d.qs.Home(mask, k)
	}
	if d.squeeze {
		return d.qs.Squeeze(mask, p)
	}
	return mask, 0
}

// form merges the split warps parts (one PC, age order) into formed
// warps appended to pool: each joins the first formed warp it fits.
// With d.track the formed warps record where each thread sits.
func (d *dwf) form(parts []dwfPart, pool []dwfFormed) []dwfFormed {
	var mp *hybrid.Placement
	if d.track {
		mp = new(hybrid.Placement)
	}
	open := 0
	plain := mp == nil && !d.squeeze // male is the home lanes
	for k := range parts {
		mocc := parts[k].mask
		if !plain {
			mocc, _ = d.male(mocc, k, mp)
		}
		var i int
		n := len(pool)
		i, pool = d.place(pool, open, mocc, mp)
		if i == n {
			pool[i].parts = pool[i].parts[:0]
		}
		pool[i].parts = append(pool[i].parts, k)
		full := d.full // advance
		for open < len(pool) && pool[open].occ&full == full {
			open++
		}
	}
	return pool
}

// place merges the male (occupying mocc, placed as mp when tracked) into
// the first formed warp of pool it fits, pool[:open] being full, or
// appends a new formed warp with it (its parts slice reused, not
// emptied); it returns the formed warp's index.
func (d *dwf) place(pool []dwfFormed, open int, mocc uint64, mp *hybrid.Placement) (int, []dwfFormed) {
	from := open
	if mocc == 0 {
		from = 0
	}
	if !d.relaxed && mp == nil {
		// merge under dwf's lane rule, untracked: the first without a
		// thread in the male's lanes.
		for i := from; i < len(pool); i++ {
			if pool[i].occ&mocc == 0 {
				pool[i].occ |= mocc
				return i, pool
			}
		}
	} else {
		for i := from; i < len(pool); i++ {
			if _, ok := d.merge(&pool[i].occ, pool[i].p, mocc, mp); ok {
				return i, pool
			}
		}
	}
	return d.newFormed(pool, mocc, mp)
}

// newFormed appends to pool a new formed warp with the male (occupying
// mocc, placed as mp when tracked), its parts slice reused, not emptied,
// and returns its index.
func (d *dwf) newFormed(pool []dwfFormed, mocc uint64, mp *hybrid.Placement) (int, []dwfFormed) {
	i := len(pool)
	if i < cap(pool) {
		pool = pool[:i+1]
	} else {
		pool = append(pool, dwfFormed{})
	}
	f := &pool[i]
	f.occ, f.p = mocc, nil
	if mp != nil {
		f.p = new(hybrid.Placement)
		*f.p = *mp
	}
	return i, pool
}

// merge joins the male (occupying mocc, placed as mp when tracked) into
// a formed warp (occupying *occ, placed as fp when tracked) when the lane
// rule allows, relocating the male's threads under en-DWF, and returns
// how many threads moved.
func (d *dwf) merge(occ *uint64, fp *hybrid.Placement, mocc uint64, mp *hybrid.Placement) (int, bool) {
	moved := 0
	if *occ&mocc != 0 {
		if !d.relaxed {
			return 0, false
		}
		// More conflicts than positions free in both: some lane has
		// more, and a conflict remains whatever enDWF moves.
		valid := ^uint64(0) >> uint(64-d.qs.N)
		if bits.OnesCount64(*occ&mocc) > bits.OnesCount64(valid&^(*occ|mocc)) {
			return 0, false
		}
		var tp *hybrid.Placement // the male's placement once relocated
		if mp != nil {
			d.try = *mp
			tp = &d.try
		}
		mocc, moved = enDWF(d.qs, *occ, mocc, tp)
		if *occ&mocc != 0 {
			return 0, false
		}
		mp = tp
	}
	if mp != nil {
		for m := mocc; m != 0; m &= m - 1 {
			pos := bits.TrailingZeros64(m)
			fp[pos] = mp[pos]
		}
	}
	*occ |= mocc
	return moved, true
}

// enDWF is the en-DWF relocation of appendix B on the occupied positions
// of the female and the male (warps cut into quarters qs): lane by lane,
// for each position both occupy, the male's thread moves to the first
// position of the same lane (in quarter order) that is free in both. It
// returns the male's new occupancy and how many threads moved (conflicts
// that find no free position remain), and moves the threads of p alike
// when p is not nil.
//
// Appendix B loops over the lanes, the quarters of each conflict and the
// quarters of each free position; here every lane goes at once, by
// masks of the warp's lanes (position mod Q). A thread moves within its
// lane only, so the lanes are independent; within a lane a move takes a
// position free in both away and leaves the one it left held by the
// female, so the lane's conflicts, in quarter order, take its free
// positions in quarter order. So quarter j of the conflicts, in order,
// takes for each of its lanes the first quarter k free there.
// TestEnDWFLanes checks the two agree.
func enDWF(qs hybrid.Quarters, female, male uint64, p *hybrid.Placement) (uint64, int) {
	valid := ^uint64(0) >> uint(64-qs.N)
	conflicts := female & male & valid
	if conflicts == 0 {
		return male, 0
	}
	free := valid &^ (female | male)
	lanes := uint64(1)<<uint(qs.Q) - 1
	moved := 0
	for j := 0; j < qs.G && free != 0; j++ {
		need := conflicts >> uint(j*qs.Q) & lanes
		for k := 0; k < qs.G && need != 0; k++ {
			take := free >> uint(k*qs.Q) & need
			if take == 0 {
				continue
			}
			male = male&^(take<<uint(j*qs.Q)) | take<<uint(k*qs.Q)
			free &^= take << uint(k*qs.Q)
			need &^= take
			moved += bits.OnesCount64(take)
			if p != nil {
				for m := take; m != 0; m &= m - 1 {
					i := bits.TrailingZeros64(m)
					t, s := j*qs.Q+i, k*qs.Q+i
					p[s], p[t] = p[t], -1
				}
			}
		}
	}
	return male, moved
}

// Commit moves the threads of the issue on, and charges an en-DWF&HWS
// issue its active quarters.
func (d *dwf) Commit(is *sim.Issue, outs []sim.Outcome, _ int64) sim.Cost {
	d.version++
	d.seq++
	d.formed++
	if len(is.Parts) > 1 {
		d.merged++
		d.merges += int64(len(is.Parts) - 1)
	}
	if !d.relaxed && !d.squeeze {
		// dwf: no statistics or cost of the formed warp's placement;
		// its split warps are in distinct lanes.
		var occ uint64
		for _, part := range is.Parts {
			if occ&part.Mask != 0 {
				panic("dwf.Commit: an issued formed warp does not re-form")
			}
			occ |= part.Mask
		}
		d.move(is, outs)
		return sim.Cost{}
	}
	// Re-form the issued warp (deterministic, and it formed before) for
	// its statistics and cost.
	var occ uint64 // the formed warp's
	var threads int
	for k, part := range is.Parts {
		mocc, mv := part.Mask, 0 // d.male's, untracked
		if d.squeeze {
			mocc, mv = d.male(part.Mask, k, nil)
		}
		d.moves += int64(mv)
		threads += bits.OnesCount64(part.Mask)
		if k == 0 {
			occ = mocc
			continue
		}
		if occ&mocc != 0 {
			d.resolved++
		}
		moved, ok := d.merge(&occ, nil, mocc, nil)
		if !ok {
			panic("dwf.Commit: an issued formed warp does not re-form")
		}
		d.relocated += int64(moved)
	}
	var c sim.Cost
	if d.squeeze {
		k := d.qs.Active(occ)
		d.active[k]++
		d.ideal[min(max((threads+d.qs.Q-1)/d.qs.Q, 1), d.qs.G)]++
		c.IssueCycles = max(k, 1)
	}
	d.move(is, outs)
	return c
}

// move moves the threads of the issue to the PCs of their outcomes. A
// part whose warp had no other change since the last update (its split
// warps fresh, not noted) and whose threads go on to one PC, none
// exiting or at a barrier, changes its warp's split warps and groups at
// once (movedWhole), as update would from the warp's arrival (code
// without warp-level operations); the others are noted for update.
func (d *dwf) move(is *sim.Issue, outs []sim.Outcome) {
	seq := d.seq
	for i, part := range is.Parts {
		s := part.W.State.(*dwfWarp)
		if o, m := &outs[i], part.Mask; !d.collectives && s.fresh && !s.queued && s.live == part.W.Live && s.bar == part.W.BarWait &&
			(o.Kind == sim.OutSeq || o.Kind == sim.OutBranch && (m&o.Taken == 0 || m&^o.Taken == 0)) {
			pc := o.LanePC(bits.TrailingZeros64(m))
			// s.setLanes(m, pc, seq), inline (it does not inline).
			if lo := bits.TrailingZeros64(m); (m>>uint(lo))&(m>>uint(lo)+1) == 0 {
				hi := lo + bits.Len64(m>>uint(lo))
				fillRun(s.pc[lo:hi], s.last[lo:hi], pc, seq)
			} else {
				for x := m; x != 0; x &= x - 1 {
					l := bits.TrailingZeros64(x) & 63
					s.pc[l] = pc
					s.last[l] = seq
				}
			}
			if d.movedWhole(s, m, pc, seq) {
				continue
			}
			s.arrived = append(s.arrived, dwfArrival{pc: pc, mask: m, seq: seq})
			s.fresh = false
			s.moved |= m
			d.note(part.W, s)
			continue
		}
		s.fresh = false
		s.moved |= part.Mask
		d.note(part.W, s)
		// The lanes leave the entries of their earlier issues (none
		// mostly: update, which reads them, comes between two issues).
		if len(s.arrived) > 0 {
			na := 0
			for _, a := range s.arrived {
				if a.mask &^= part.Mask; a.mask != 0 {
					s.arrived[na] = a
					na++
				}
			}
			s.arrived = s.arrived[:na]
		}
		o := &outs[i]
		if o.Kind == sim.OutIndirect {
			for m := part.Mask; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				s.pc[l] = o.LanePC(l)
				s.last[l] = seq
			}
			continue
		}
		// The lanes go to at most two PCs: those of a branch's taken
		// lanes and of the others (every lane to one PC but at a branch).
		var taken uint64
		if o.Kind == sim.OutBranch {
			taken = part.Mask & o.Taken
		}
		for _, m := range [2]uint64{taken, part.Mask &^ taken} {
			if m == 0 {
				continue
			}
			pc := o.LanePC(bits.TrailingZeros64(m))
			s.arrived = append(s.arrived, dwfArrival{pc: pc, mask: m, seq: seq})
			s.setLanes(m, pc, seq)
		}
	}
}

// setLanes sets the lanes m of s to pc, issued at seq: one run of
// consecutive lanes (mostly: the warp) eight by eight, else lane by lane.
func (s *dwfWarp) setLanes(m uint64, pc uint32, seq int64) {
	if lo := bits.TrailingZeros64(m); (m>>uint(lo))&(m>>uint(lo)+1) == 0 {
		hi := lo + bits.Len64(m>>uint(lo))
		fillRun(s.pc[lo:hi], s.last[lo:hi], pc, seq)
		return
	}
	for ; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m) & 63
		s.pc[l] = pc
		s.last[l] = seq
	}
}

// fillRun sets every lane of a run to pc, issued at seq: eight by eight
// (the lanes of a warp are mostly one run of 32).
func fillRun(pcs []uint32, last []int64, pc uint32, seq int64) {
	last = last[:len(pcs)]
	l := 0
	for ; l+8 <= len(pcs); l += 8 {
		p, t := (*[8]uint32)(pcs[l:l+8]), (*[8]int64)(last[l:l+8])
		p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7] = pc, pc, pc, pc, pc, pc, pc, pc
		t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7] = seq, seq, seq, seq, seq, seq, seq, seq
	}
	for ; l < len(pcs); l++ {
		pcs[l], last[l] = pc, seq
	}
}

func (d *dwf) Released(w *sim.Warp, _ uint64, _ int64) {
	d.version++
	d.note(w, w.State.(*dwfWarp))
}

// note records that w (state s) changed: it issued, its threads exited,
// arrived at or left a barrier. The core changes a warp's live and
// barrier masks only around an issue of its threads (Commit) and a
// barrier release (Released), so update splits only the warps noted.
func (d *dwf) note(w *sim.Warp, s *dwfWarp) {
	if !s.queued {
		s.queued = true
		d.changed = append(d.changed, w)
	}
}

func (d *dwf) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	return mechutil.DescribePerThread(w, &w.State.(*dwfWarp).pc, d.warpOp, dst)
}

// HashState mixes the PCs of the lanes (RepeatThread: one thread's state
// is its registers, memory and PC; collective operations are progress).
func (*dwf) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 {
	s := w.State.(*dwfWarp)
	for ; lanes != 0; lanes &= lanes - 1 {
		h = sim.Mix(h, uint64(s.pc[bits.TrailingZeros64(lanes)]))
	}
	return h
}

func (d *dwf) Stats(dst []sim.NamedStat) []sim.NamedStat {
	dst = append(dst, sim.NamedStat{Name: "formed_warps", Value: d.formed},
		sim.NamedStat{Name: "merged_warps", Value: d.merged},
		sim.NamedStat{Name: "merges", Value: d.merges})
	if d.relaxed {
		dst = append(dst, sim.NamedStat{Name: "resolved_conflicts", Value: d.resolved},
			sim.NamedStat{Name: "relocated_threads", Value: d.relocated})
	}
	if d.squeeze {
		dst = append(hybrid.Stats(dst, d.active, d.ideal), sim.NamedStat{Name: "squeeze_moves", Value: d.moves})
	}
	return dst
}
