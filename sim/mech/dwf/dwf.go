package dwf

import (
	"cmp"
	"math/bits"
	"slices"

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
// collective_test.go check the results). (2) The warp pool is
// formed anew at every issue from the threads that can run, rather than
// kept across issues; threads that wait for operands still take their
// place in a formed warp, which then waits for them. (3) Majority
// scheduling alone can starve a minority PC forever (a lock holder among
// spinning threads); a PC group whose oldest thread has not issued for
// dwfPatience issues of the core goes first, oldest first, so every
// thread that can run eventually issues (TestStarvationRules: spinlock.cl
// completes with the rule and runs to the cycle limit without it).
// (4) A split warp joins a formed warp whole, as Jin combines two
// diverged warps (Sec. 3.6, 4.4), not thread by thread as Fung et al.'s
// lane-by-lane insertion into the warp pool.
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
	warpOp   mechutil.WarpOps
	seq      int64 // issues of this core
	patience int64
	track    bool // formed warps record their placement (tests)

	// The issues of the last Issues call, valid while version (bumped by
	// every Start, Commit and Released) and the resident warps are
	// unchanged.
	cache      []sim.Issue
	cacheVer   int64
	version    int64
	cacheWarps []*sim.Warp

	formed, merged, merges, resolved, relocated, moves int64
	active, ideal                                      []int64

	parts []dwfPart
	next  []int32 // next[i]: the next part at parts[i]'s PC, or -1
	slot  []int32 // slot[pc/InstSize]: the index of the PC's group in pcs, or -1
	pcs   []dwfPC
	grp   []dwfPart
	pool  []dwfFormed
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
}

// dwfPart is a split warp: the threads of one home warp at one PC.
type dwfPart struct {
	pc     uint32
	w      *sim.Warp
	mask   uint64
	oldest int64
}

type dwfPC struct {
	pc         uint32
	head, tail int32 // the group's parts: a list through dwf.next
	threads    int
	oldest     int64
	starving   bool
}

type dwfFormed struct {
	p     *hybrid.Placement // where each thread sits, when tracked (d.track: tests)
	occ   uint64
	parts []int // indices into the PC's parts
}

func newDWF(name string, cfg *sim.Config, obj *isa.Object, s Settings, relaxed, squeeze bool) *dwf {
	d := &dwf{name: name, relaxed: relaxed, squeeze: squeeze, qs: hybrid.NewQuarters(cfg, s.SIMDWidth), patience: dwfPatience, warpOp: mechutil.NewWarpOps(obj)}
	d.active, d.ideal = make([]int64, d.qs.G+1), make([]int64, d.qs.G+1)
	return d
}

func (d *dwf) Name() string { return d.name }

func (d *dwf) atWarpOp(pc uint32) bool { return d.warpOp.At(pc) }

func (d *dwf) Start(w *sim.Warp, pc uint32) {
	d.version++
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
	return mechutil.CollectivePC(w, &w.State.(*dwfWarp).pc, d.warpOp)
}

// Issues forms the warp pool: split warps grouped by PC, the PCs in
// scheduling order, each PC's split warps merged into formed warps. The
// answer depends only on the mechanism's state and the warps' live and
// barrier masks, which change only around Start, Commit and Released, so
// it is kept until then (the core asks several times per cycle).
func (d *dwf) Issues(warps []*sim.Warp, _ int64, dst []sim.Issue) []sim.Issue {
	if d.cacheVer != d.version || !sameWarps(d.cacheWarps, warps) {
		d.build(warps)
		d.cacheVer = d.version
		d.cacheWarps = append(d.cacheWarps[:0], warps...)
	}
	return append(dst, d.cache...)
}

func sameWarps(a, b []*sim.Warp) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// build computes the issues into d.cache (reusing its part slices).
func (d *dwf) build(warps []*sim.Warp) {
	d.parts = d.parts[:0]
	for _, w := range warps {
		s := w.State.(*dwfWarp)
		if !s.fresh || s.live != w.Live || s.bar != w.BarWait {
			d.warpParts(w, s)
		}
		d.parts = append(d.parts, s.parts...)
	}
	// Group by PC, keeping home-warp age order within a PC: a list of
	// parts per PC, found through the dense slot table.
	if len(d.slot) != d.warpOp.Len() {
		d.slot = make([]int32, d.warpOp.Len())
		for i := range d.slot {
			d.slot[i] = -1
		}
	}
	d.pcs = d.pcs[:0]
	d.next = d.next[:0]
	for pi := range d.parts {
		pt := &d.parts[pi]
		gi := d.group(pt.pc)
		g := &d.pcs[gi]
		d.next = append(d.next, -1)
		if g.head < 0 {
			g.head, g.oldest = int32(pi), pt.oldest
		} else {
			d.next[g.tail] = int32(pi)
		}
		g.tail = int32(pi)
		g.threads += bits.OnesCount64(pt.mask)
		g.oldest = min(g.oldest, pt.oldest)
	}
	for i := range d.pcs {
		g := &d.pcs[i]
		if k := g.pc / isa.InstSize; g.pc%isa.InstSize == 0 && uint64(k) < uint64(len(d.slot)) {
			d.slot[k] = -1
		}
		g.starving = d.seq-g.oldest > d.patience
	}
	slices.SortStableFunc(d.pcs, func(a, b dwfPC) int {
		switch {
		case a.starving != b.starving:
			if a.starving {
				return -1
			}
			return 1
		case a.starving && a.oldest != b.oldest:
			return cmp.Compare(a.oldest, b.oldest)
		case a.threads != b.threads:
			return cmp.Compare(b.threads, a.threads)
		}
		return cmp.Compare(a.pc, b.pc)
	})
	n := 0
	d.cache = d.cache[:0]
	for _, g := range d.pcs {
		d.grp = d.grp[:0]
		for pi := g.head; pi >= 0; pi = d.next[pi] {
			d.grp = append(d.grp, d.parts[pi])
		}
		d.pool = d.form(d.grp, d.pool[:0])
		for _, f := range d.pool {
			if n < cap(d.cache) {
				d.cache = d.cache[:n+1]
				d.cache[n].Parts = d.cache[n].Parts[:0]
			} else {
				d.cache = append(d.cache, sim.Issue{})
			}
			is := &d.cache[n]
			n++
			is.PC = g.pc
			for _, k := range f.parts {
				is.Parts = append(is.Parts, sim.Part{W: d.grp[k].w, Mask: d.grp[k].mask})
			}
		}
	}
}

// warpParts forms the split warps of w into s.parts: the collective
// operation its threads can execute, if any, then the threads at each
// PC that is not a warp-level operation, in the order of their lowest
// lane.
func (d *dwf) warpParts(w *sim.Warp, s *dwfWarp) {
	s.parts = s.parts[:0]
	s.fresh, s.live, s.bar = true, w.Live, w.BarWait
	can := w.Live &^ w.BarWait
	if sp, ok := d.collective(w); ok {
		s.parts = append(s.parts, dwfPart{pc: sp.PC, w: w, mask: sp.Mask, oldest: oldestLast(s, sp.Mask)})
		can &^= sp.Mask
	}
	for can != 0 {
		pc := s.pc[bits.TrailingZeros64(can)]
		var mask uint64
		for m := can; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m); s.pc[l] == pc {
				mask |= 1 << uint(l)
			}
		}
		can &^= mask
		if !d.atWarpOp(pc) {
			s.parts = append(s.parts, dwfPart{pc: pc, w: w, mask: mask, oldest: oldestLast(s, mask)})
		}
	}
}

// group returns the index in d.pcs of the group of pc, adding it.
func (d *dwf) group(pc uint32) int {
	k := pc / isa.InstSize
	if pc%isa.InstSize == 0 && uint64(k) < uint64(len(d.slot)) {
		if d.slot[k] < 0 {
			d.slot[k] = int32(len(d.pcs))
			d.pcs = append(d.pcs, dwfPC{pc: pc, head: -1})
		}
		return int(d.slot[k])
	}
	for i := range d.pcs { // a PC outside the code (its thread faults)
		if d.pcs[i].pc == pc {
			return i
		}
	}
	d.pcs = append(d.pcs, dwfPC{pc: pc, head: -1})
	return len(d.pcs) - 1
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
	// pool[:open] are full (every position taken): no split warp with
	// a thread joins them, under either lane rule.
	full := uint64(1)<<uint(d.qs.N) - 1
	open := 0
	for k := range parts {
		mocc, _ := d.male(parts[k].mask, k, mp)
		joined := false
		from := open
		if mocc == 0 {
			from = 0
		}
		for i := from; i < len(pool); i++ {
			if _, ok := d.merge(&pool[i], mocc, mp); ok {
				pool[i].parts = append(pool[i].parts, k)
				joined = true
				break
			}
		}
		if !joined {
			var f dwfFormed
			if i := len(pool); i < cap(pool) {
				f.parts = pool[:i+1][i].parts[:0]
			}
			f.occ, f.parts = mocc, append(f.parts, k)
			if mp != nil {
				f.p = new(hybrid.Placement)
				*f.p = *mp
			}
			pool = append(pool, f)
		}
		for open < len(pool) && pool[open].occ&full == full {
			open++
		}
	}
	return pool
}

// merge joins the male (occupying mocc, placed as mp when tracked) into
// f when the lane rule allows, relocating the male's threads under
// en-DWF, and returns how many threads moved.
func (d *dwf) merge(f *dwfFormed, mocc uint64, mp *hybrid.Placement) (int, bool) {
	moved := 0
	var try hybrid.Placement
	if f.occ&mocc != 0 {
		if !d.relaxed {
			return 0, false
		}
		var tp *hybrid.Placement
		if mp != nil {
			try = *mp
			tp = &try
		}
		mocc, moved = enDWF(d.qs, f.occ, mocc, tp)
		if f.occ&mocc != 0 {
			return 0, false
		}
		if mp != nil {
			mp = &try
		}
	}
	if mp != nil {
		for m := mocc; m != 0; m &= m - 1 {
			pos := bits.TrailingZeros64(m)
			f.p[pos] = mp[pos]
		}
	}
	f.occ |= mocc
	return moved, true
}

// enDWF is the en-DWF relocation of appendix B on the occupied positions
// of the female and the male (warps cut into quarters qs): lane by lane, for each position both
// occupy, the male's thread moves to the first position of the same lane
// (in quarter order) that is free in both. It returns the male's new
// occupancy and how many threads moved (conflicts that find no free
// position remain), and moves the threads of p alike when p is not nil.
func enDWF(qs hybrid.Quarters, female, male uint64, p *hybrid.Placement) (uint64, int) {
	if female&male == 0 {
		return male, 0
	}
	moved := 0
	for i := 0; i < qs.Q; i++ {
		for j := 0; j < qs.G; j++ {
			t := j*qs.Q + i
			if t >= qs.N || (female&male)>>uint(t)&1 == 0 {
				continue
			}
			for k := 0; k < qs.G; k++ {
				s := k*qs.Q + i
				if k == j || s >= qs.N || (female|male)>>uint(s)&1 != 0 {
					continue
				}
				male = male&^(1<<uint(t)) | 1<<uint(s)
				if p != nil {
					p[s], p[t] = p[t], -1
				}
				moved++
				break
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
	// Re-form the issued warp (deterministic, and it formed before) for
	// its statistics and cost.
	var f dwfFormed
	var threads int
	for k, part := range is.Parts {
		mocc, mv := d.male(part.Mask, k, nil)
		d.moves += int64(mv)
		threads += bits.OnesCount64(part.Mask)
		if k == 0 {
			f.occ = mocc
			continue
		}
		if f.occ&mocc != 0 {
			d.resolved++
		}
		moved, ok := d.merge(&f, mocc, nil)
		if !ok {
			panic("dwf.Commit: an issued formed warp does not re-form")
		}
		d.relocated += int64(moved)
	}
	var c sim.Cost
	if d.squeeze {
		k := d.qs.Active(f.occ)
		d.active[k]++
		d.ideal[min(max((threads+d.qs.Q-1)/d.qs.Q, 1), d.qs.G)]++
		c.IssueCycles = max(k, 1)
	}
	for i, part := range is.Parts {
		s := part.W.State.(*dwfWarp)
		s.fresh = false
		o := &outs[i]
		for m := part.Mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			s.pc[l] = o.LanePC(l)
			s.last[l] = d.seq
		}
	}
	return c
}

func (d *dwf) Released(*sim.Warp, uint64, int64) { d.version++ }

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
