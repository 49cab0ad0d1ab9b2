package sim

import (
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim/isa"
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
//     is cut into quarters of simd-width lanes (default a quarter of the
//     warp); a thread's bank is its lane within the quarter, so it may run
//     in any quarter at that lane. Where the male and the female both have
//     a thread at one position, the male's thread moves to the first
//     position of the same lane that is free in both, lane by lane; when
//     no conflict remains they merge.
//   - en-dwf-hws: en-DWF with hybrid warp size (Fig. 4.6): the male is
//     first squeezed (squeeze, hws.go), then en-DWF relocates and merges,
//     and the formed warp is down-scaled to its active quarters: the
//     instruction occupies the issue for that many cycles (Cost.
//     IssueCycles), where dwf and en-dwf take ceil(WarpSize/SIMDWidth).
//     Compare it with en-dwf on a machine whose Config.SIMDWidth is the
//     quarter width.
//
// Moving a thread to another position never changes what it computes:
// its registers and private memory are its home warp's, at its home lane;
// each part of a formed warp executes on its home warp (crosswarp.go).
//
// Deviations, each tested: (1) warp-level operations (vote, ballot, shfl)
// are collective over the home warp, as under mimd: a thread at one waits
// until every live thread of its home warp is there, then the home warp's
// threads issue it together as one part (DWF predates them; this keeps
// sub-group semantics, so results equal mimd's). (2) The warp pool is
// formed anew at every issue from the threads that can run, rather than
// kept across issues; threads that wait for operands still take their
// place in a formed warp, which then waits for them. (3) Majority
// scheduling alone can starve a minority PC forever (a lock holder among
// spinning threads); a PC group whose oldest thread has not issued for
// dwfPatience issues of the core goes first, oldest first, so every
// thread that can run eventually issues.
//
// Barriers count threads (Caps.ThreadBarriers): threads of one warp reach
// a barrier at different times. Statistics: formed_warps (issues),
// merged_warps (issues with threads of two or more home warps), merges
// (split warps that joined another), and under en-DWF
// resolved_conflicts (merges possible only by relocation) and
// relocated_threads (threads moved), and for en-dwf-hws squeeze_moves and
// the quarters_active_K / quarters_ideal_K of hws.
type dwf struct {
	name     string
	relaxed  bool // en-DWF lane rule
	squeeze  bool // en-DWF&HWS: squeeze the male, down-scale the formed warp
	qs       quarters
	warpOp   []bool
	seq      int64 // issues of this core
	patience int64

	formed, merged, merges, resolved, relocated, moves int64
	active, ideal                                      []int64

	parts []dwfPart
	pcs   []dwfPC
	pool  []dwfFormed
}

// dwfPatience is how many issues of a core a thread that can run may wait
// before its PC is scheduled ahead of the majority.
const dwfPatience = 256

type dwfWarp struct {
	pc   [64]uint32
	last [64]int64 // the core's issue count when the thread last issued
}

// dwfPart is a split warp: the threads of one home warp at one PC.
type dwfPart struct {
	pc     uint32
	w      *Warp
	mask   uint64
	oldest int64
}

type dwfPC struct {
	pc       uint32
	lo, hi   int // parts[lo:hi]
	threads  int
	oldest   int64
	starving bool
}

type dwfFormed struct {
	p     placement
	occ   uint64
	parts []int // indices into the PC's parts
}

func newDWF(name string, cfg *Config, obj *isa.Object, relaxed, squeeze bool) *dwf {
	d := &dwf{name: name, relaxed: relaxed, squeeze: squeeze, qs: newQuarters(cfg), patience: dwfPatience}
	d.active, d.ideal = make([]int64, d.qs.g+1), make([]int64, d.qs.g+1)
	if obj != nil {
		d.warpOp = make([]bool, len(obj.Code))
		for i := range obj.Code {
			d.warpOp[i] = isWarpOp(obj.Code[i].Op)
		}
	}
	return d
}

func (d *dwf) Name() string { return d.name }

func (d *dwf) atWarpOp(pc uint32) bool {
	i := pc / isa.InstSize
	return pc%isa.InstSize == 0 && uint64(i) < uint64(len(d.warpOp)) && d.warpOp[i]
}

func (d *dwf) Start(w *Warp, pc uint32) {
	s := &dwfWarp{}
	for l := range s.pc {
		s.pc[l] = pc
		s.last[l] = d.seq
	}
	w.State = s
}

// collective returns the PC of the warp-level operation every live thread
// of w waits at, when they all wait at the same one and none at a barrier.
func (d *dwf) collective(w *Warp) (uint32, bool) {
	return collectivePC(w, &w.State.(*dwfWarp).pc, d.atWarpOp)
}

// collectivePC is collective for per-thread PCs pcs.
func collectivePC(w *Warp, pcs *[64]uint32, atOp func(uint32) bool) (uint32, bool) {
	if w.Live == 0 || w.BarWait != 0 {
		return 0, false
	}
	pc := pcs[trailingZeros(w.Live)]
	if !atOp(pc) {
		return 0, false
	}
	for live := w.Live; live != 0; live &= live - 1 {
		if pcs[trailingZeros(live)] != pc {
			return 0, false
		}
	}
	return pc, true
}

// Issues forms the warp pool: split warps grouped by PC, the PCs in
// scheduling order, each PC's split warps merged into formed warps.
func (d *dwf) Issues(warps []*Warp, _ int64, dst []Issue) []Issue {
	d.parts = d.parts[:0]
	for _, w := range warps {
		s := w.State.(*dwfWarp)
		if pc, ok := d.collective(w); ok {
			d.parts = append(d.parts, dwfPart{pc: pc, w: w, mask: w.Live, oldest: oldestLast(s, w.Live)})
			continue
		}
		can := w.Live &^ w.BarWait
		for can != 0 {
			pc := s.pc[trailingZeros(can)]
			var mask uint64
			for m := can; m != 0; m &= m - 1 {
				if l := trailingZeros(m); s.pc[l] == pc {
					mask |= 1 << uint(l)
				}
			}
			can &^= mask
			if !d.atWarpOp(pc) {
				d.parts = append(d.parts, dwfPart{pc: pc, w: w, mask: mask, oldest: oldestLast(s, mask)})
			}
		}
	}
	// Group by PC, keeping home-warp age order within a PC.
	sort.SliceStable(d.parts, func(i, j int) bool { return d.parts[i].pc < d.parts[j].pc })
	d.pcs = d.pcs[:0]
	for i := 0; i < len(d.parts); {
		g := dwfPC{pc: d.parts[i].pc, lo: i, oldest: d.parts[i].oldest}
		for ; i < len(d.parts) && d.parts[i].pc == g.pc; i++ {
			g.threads += bits.OnesCount64(d.parts[i].mask)
			g.oldest = min(g.oldest, d.parts[i].oldest)
		}
		g.hi = i
		g.starving = d.seq-g.oldest > d.patience
		d.pcs = append(d.pcs, g)
	}
	sort.SliceStable(d.pcs, func(i, j int) bool {
		a, b := &d.pcs[i], &d.pcs[j]
		if a.starving != b.starving {
			return a.starving
		}
		if a.starving && a.oldest != b.oldest {
			return a.oldest < b.oldest
		}
		if a.threads != b.threads {
			return a.threads > b.threads
		}
		return a.pc < b.pc
	})
	for _, g := range d.pcs {
		d.pool = d.form(d.parts[g.lo:g.hi], d.pool[:0])
		for _, f := range d.pool {
			var is *Issue
			if len(dst) < cap(dst) {
				dst = dst[:len(dst)+1]
				is = &dst[len(dst)-1]
				is.Parts = is.Parts[:0]
			} else {
				dst = append(dst, Issue{})
				is = &dst[len(dst)-1]
			}
			is.PC = g.pc
			for _, k := range f.parts {
				is.Parts = append(is.Parts, Part{W: d.parts[g.lo+k].w, Mask: d.parts[g.lo+k].mask})
			}
		}
	}
	return dst
}

func oldestLast(s *dwfWarp, mask uint64) int64 {
	o := int64(-1)
	for m := mask; m != 0; m &= m - 1 {
		if v := s.last[trailingZeros(m)]; o < 0 || v < o {
			o = v
		}
	}
	return o
}

// male returns the placement of part k's threads for merging: home
// positions, squeezed under en-DWF&HWS (step 1 of Fig. 4.6).
func (d *dwf) male(mask uint64, k int) (placement, int) {
	p := d.qs.home(mask, k)
	moves := 0
	if d.squeeze {
		moves = d.qs.squeeze(&p)
	}
	return p, moves
}

// form merges the split warps parts (one PC, age order) into formed
// warps appended to pool: each joins the first formed warp it fits.
func (d *dwf) form(parts []dwfPart, pool []dwfFormed) []dwfFormed {
	for k := range parts {
		male, _ := d.male(parts[k].mask, k)
		joined := false
		for i := range pool {
			if _, ok := d.merge(&pool[i], &male); ok {
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
			f.p, f.occ, f.parts = male, occupancy(&male, d.qs.n), append(f.parts, k)
			pool = append(pool, f)
		}
	}
	return pool
}

// merge joins male into f when the lane rule allows (relocating male's
// threads under en-DWF) and returns how many threads moved.
func (d *dwf) merge(f *dwfFormed, male *placement) (int, bool) {
	mocc := occupancy(male, d.qs.n)
	moved := 0
	if f.occ&mocc != 0 {
		if !d.relaxed {
			return 0, false
		}
		try := *male
		moved = d.qs.enDWF(&f.p, &try)
		mocc = occupancy(&try, d.qs.n)
		if f.occ&mocc != 0 {
			return 0, false
		}
		*male = try
	}
	for pos := 0; pos < d.qs.n; pos++ {
		if male[pos] >= 0 {
			f.p[pos] = male[pos]
		}
	}
	f.occ |= mocc
	return moved, true
}

// occupancy is the mask of the occupied positions of p.
func occupancy(p *placement, n int) uint64 {
	var m uint64
	for pos := 0; pos < n; pos++ {
		if p[pos] >= 0 {
			m |= 1 << uint(pos)
		}
	}
	return m
}

// enDWF is the en-DWF relocation of appendix B: lane by lane, for each
// position where both the female and the male hold a thread, the male's
// thread moves to the first position of the same lane (in quarter order)
// that is free in both. It returns how many threads moved; conflicts
// that find no free position remain.
func (qs quarters) enDWF(female, male *placement) int {
	moved := 0
	for i := 0; i < qs.q; i++ {
		for j := 0; j < qs.g; j++ {
			t := j*qs.q + i
			if t >= qs.n || female[t] < 0 || male[t] < 0 {
				continue
			}
			for k := 0; k < qs.g; k++ {
				s := k*qs.q + i
				if k == j || s >= qs.n {
					continue
				}
				if female[s] < 0 && male[s] < 0 {
					male[s], male[t] = male[t], -1
					moved++
					break
				}
			}
		}
	}
	return moved
}

// Commit moves the threads of the issue on, and charges an en-DWF&HWS
// issue its active quarters.
func (d *dwf) Commit(is *Issue, outs []Outcome, _ int64) Cost {
	d.seq++
	d.formed++
	if len(is.Parts) > 1 {
		d.merged++
		d.merges += int64(len(is.Parts) - 1)
	}
	// Re-form the issued warp (deterministic, and it formed before) for
	// its statistics and cost.
	var f dwfFormed
	var threads uint64
	for k, part := range is.Parts {
		male, mv := d.male(part.Mask, k)
		d.moves += int64(mv)
		threads += uint64(bits.OnesCount64(part.Mask))
		if k == 0 {
			f.p, f.occ = male, occupancy(&male, d.qs.n)
			continue
		}
		if f.occ&occupancy(&male, d.qs.n) != 0 {
			d.resolved++
		}
		moved, ok := d.merge(&f, &male)
		if !ok {
			panic("sim: dwf.Commit: an issued formed warp does not re-form")
		}
		d.relocated += int64(moved)
	}
	var c Cost
	if d.squeeze {
		k := d.qs.activeQuarters(&f.p)
		d.active[k]++
		d.ideal[min(max((int(threads)+d.qs.q-1)/d.qs.q, 1), d.qs.g)]++
		c.IssueCycles = max(k, 1)
	}
	for i, part := range is.Parts {
		s := part.W.State.(*dwfWarp)
		o := &outs[i]
		for m := part.Mask; m != 0; m &= m - 1 {
			l := trailingZeros(m)
			s.pc[l] = nextPC(o, l)
			s.last[l] = d.seq
		}
	}
	return c
}

// nextPC is where lane l goes after outcome o.
func nextPC(o *Outcome, l int) uint32 {
	switch o.Kind {
	case OutBranch:
		if o.Taken&(1<<uint(l)) != 0 {
			return o.Target
		}
	case OutIndirect:
		return o.Targets[l]
	case OutCall:
		return o.Target
	}
	return o.Next
}

func (*dwf) Released(*Warp, uint64, int64) {}

func (d *dwf) Describe(w *Warp, dst []ThreadGroup) []ThreadGroup {
	return describePerThread(w, &w.State.(*dwfWarp).pc, d.atWarpOp, dst)
}

// describePerThread groups the live threads of w by PC, and by whether
// they wait at a warp-level operation the warp cannot execute yet
// (GroupCollective) or can issue (GroupRunning), as mimd does.
func describePerThread(w *Warp, pcs *[64]uint32, atOp func(uint32) bool, dst []ThreadGroup) []ThreadGroup {
	_, ready := collectivePC(w, pcs, atOp)
	start := len(dst)
	for live := w.Live; live != 0; live &= live - 1 {
		l := trailingZeros(live)
		g := ThreadGroup{State: GroupRunning, PC: pcs[l], Mask: 1 << uint(l)}
		if !ready && w.BarWait&g.Mask == 0 && atOp(g.PC) {
			g.State = GroupCollective
		}
		found := false
		for i := start; i < len(dst); i++ {
			if dst[i].PC == g.PC && dst[i].State == g.State {
				dst[i].Mask |= g.Mask
				found = true
				break
			}
		}
		if !found {
			dst = append(dst, g)
		}
	}
	for i := start; i < len(dst); i++ {
		if dst[i].State == GroupCollective {
			dst[i].WaitFor = w.Live &^ dst[i].Mask
		}
	}
	sort.Slice(dst[start:], func(i, j int) bool {
		a, b := &dst[start+i], &dst[start+j]
		if a.PC != b.PC {
			return a.PC < b.PC
		}
		return a.State < b.State
	})
	return dst
}

// HashState mixes the PCs of the lanes (RepeatThread: one thread's state
// is its registers, memory and PC; collective operations are progress).
func (*dwf) HashState(w *Warp, lanes uint64, h uint64) uint64 {
	s := w.State.(*dwfWarp)
	for ; lanes != 0; lanes &= lanes - 1 {
		h = mix(h, uint64(s.pc[trailingZeros(lanes)]))
	}
	return h
}

func (d *dwf) Stats(dst []NamedStat) []NamedStat {
	dst = append(dst, NamedStat{Name: "max_stack_depth", Value: 1, Max: true},
		NamedStat{Name: "formed_warps", Value: d.formed},
		NamedStat{Name: "merged_warps", Value: d.merged},
		NamedStat{Name: "merges", Value: d.merges})
	if d.relaxed {
		dst = append(dst, NamedStat{Name: "resolved_conflicts", Value: d.resolved},
			NamedStat{Name: "relocated_threads", Value: d.relocated})
	}
	if d.squeeze {
		dst = append(quarterStats(dst, d.active, d.ideal), NamedStat{Name: "squeeze_moves", Value: d.moves})
	}
	return dst
}
