package deadlock

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/cdg"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/passes/uniform"
)

// Options configure Detect.
type Options struct {
	Reconv Mode
	// Alias decides whether a write may redefine a read; nil means
	// alias.Basic.
	Alias alias.Analysis
	// Paper runs the paper's Algorithm 1 as published: natural loops only
	// (no spin regions), reachable writes from the exits' common
	// reconvergence point only, no bounded-loop or uniformity filter (see
	// the package documentation).
	Paper bool
}

// Write is a redefining write of a flagged loop: a shared-memory write that
// may alias one of the loop's exit-condition reads.
type Write struct {
	Instr     *ir.Instr
	Reachable bool        // reachable from the loop's exit reconvergence point
	Parallel  bool        // in a block parallel to the loop
	ReachBr   []*ir.Instr // ReachBrSet(L, BB(I_W)): terminators, program order
	ParaBr    []*ir.Instr // ParaBrSet(L, BB(I_W)): terminators, program order
	Reads     []*ir.Instr // the exit-condition reads it may redefine
}

// Loop is a loop flagged by Algorithm 1, with its safe reconvergence points.
type Loop struct {
	// Loop is the natural loop analysed, nil for the spin region of a
	// branch; Region is the unit analysed in both cases.
	Loop   *loops.Loop
	Region *Region
	Pos    ir.Pos      // where to report: the loop statement, or the spinning branch
	Reads  []*ir.Instr // Shrd_Reads(L) that some write redefines, program order
	Writes []Write     // Redef_Writes(L), program order
	// Reconv is IPDom(Exits(L)): where the loop's exits reconverge.
	Reconv Point
	// SafePDom is Algorithm 2's safe reconvergence point, after conflict
	// resolution; AwarePDom is the AWARE variant (reachable writes only).
	SafePDom  Point
	AwarePDom Point
}

// Result is the outcome of Detect on one function.
type Result struct {
	Func  *ir.Func
	Loops []*Loop // flagged loops, in the order of the loop forest
}

// Detect runs Algorithms 1 and 2 on f.
func Detect(f *ir.Func, opt Options) *Result {
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	if b, ok := aa.(alias.Basic); ok {
		aa = alias.NewCached(b) // the same pointers are asked about for every loop
	}
	res := &Result{Func: f}
	if len(f.Blocks) == 0 {
		return res
	}
	d := &detector{f: f, aa: aa, r: newReconv(f, opt.Reconv), paper: opt.Paper}
	if !opt.Paper {
		d.uni = uniform.Analyze(f, uniform.Options{PostDom: rpTree(d.r.rp), Alias: aa})
	}
	forest := loops.Analyze(f)
	for _, l := range forest.Loops {
		if fl := d.analyse(loopRegion(f, l)); fl != nil {
			res.Loops = append(res.Loops, fl)
		}
	}
	for _, b := range f.Blocks {
		if opt.Paper || forest.LoopOf(b) == nil || !isCondBranch(b) {
			continue // a branch outside every cycle has no spin region
		}
		reg := d.spinRegion(b, forest.LoopOf(b))
		if reg == nil {
			continue
		}
		if fl := d.analyse(reg); fl != nil {
			res.Loops = append(res.Loops, fl)
		}
	}
	d.safePDoms(res.Loops, true)
	d.safePDoms(res.Loops, false)
	return res
}

type detector struct {
	paper   bool
	uni     *uniform.Result // nil with Options.Paper
	f       *ir.Func
	aa      alias.Analysis
	r       *reconv
	regions map[regionKey][]bool // P(s→R) per branch block and successor, on demand
	slicer  *cdg.Slicer          // the function's dependence graph, on demand
	writes  []Point              // the shared writes, program order, on demand
	// Scratch for spinRegion: marks stamped with gen, layout index by block ID.
	fwd, back, pos []int32
	gen            int32
	work           []*ir.Block
}

// analyse runs Algorithm 1 on the region l and returns it if it is flagged.
func (d *detector) analyse(l *Region) *Loop {
	if !d.paper && (bounded(l) || d.uniformExits(l)) {
		return nil
	}
	// Lines 3-7: shared reads in l that the exit conditions depend on.
	var exiting []*ir.Block
	for _, e := range l.Exiting {
		exiting = append(exiting, e.Block)
	}
	if d.slicer == nil {
		d.slicer = cdg.NewSlicer(d.f, cdg.Options{Alias: d.aa})
	}
	reads := d.slicer.RegionExitReads(exiting, l.Blocks)
	if len(reads) == 0 {
		return nil
	}
	// IPDom(Exits(L)): the common reconvergence point of the exit branches.
	var rp Point
	for k, e := range l.Exiting {
		p := d.r.after(e.Block.Terminator())
		if k == 0 {
			rp = p
		} else {
			rp = d.r.ncpd(rp, p)
		}
	}
	// Reachable writes: from every exit edge (see the package
	// documentation), not only from the exits' common reconvergence point.
	// Computed at the first write that may redefine a read: most regions
	// have none (issue 18).
	var reach *reachSet
	reachable := func() *reachSet {
		if reach == nil {
			starts := []Point{rp}
			for _, x := range l.Exits {
				if !d.paper && !d.reenters(l, x, rp) {
					starts = append(starts, d.r.start(x))
				}
			}
			reach = d.reachable(starts)
		}
		return reach
	}

	// Lines 8-19: shared writes reachable from or parallel to l that may
	// alias a read.
	fl := &Loop{Loop: l.loop, Region: l, Pos: l.pos(), Reconv: rp}
	usedRead := make(map[*ir.Instr]bool)
	if d.writes == nil {
		d.writes = sharedWrites(d.f)
	}
	for wk := 0; wk < len(d.writes); {
		b := d.writes[wk].Block
		var para []*ir.Instr // ParaBrSet(l, b), computed once per block
		paraDone := false
		for ; wk < len(d.writes) && d.writes[wk].Block == b; wk++ {
			k, i := d.writes[wk].Index, d.writes[wk].Instr()
			var redefined []*ir.Instr
			for _, rd := range reads {
				if d.aa.Alias(alias.PointerOperand(i), alias.PointerOperand(rd)) != alias.NoAlias {
					redefined = append(redefined, rd)
				}
			}
			if len(redefined) == 0 {
				continue
			}
			w := Write{Instr: i, Reads: redefined}
			if reachable().has(b, k) {
				w.Reachable = true
				w.ReachBr = reachable().branchesTo(b)
			}
			if !paraDone {
				para, paraDone = d.parallel(l, b), true
			}
			if len(para) > 0 {
				w.Parallel = true
				w.ParaBr = para
			}
			if !w.Reachable && !w.Parallel {
				continue
			}
			for _, rd := range redefined {
				usedRead[rd] = true
			}
			fl.Writes = append(fl.Writes, w)
		}
	}
	if len(fl.Writes) == 0 {
		return nil
	}
	for _, rd := range reads {
		if usedRead[rd] {
			fl.Reads = append(fl.Reads, rd)
		}
	}
	return fl
}

// uniformExits reports whether no exit branch of l can split a warp: the
// threads of a warp that are in l all leave it in the same iteration, so
// none waits at the reconvergence point for another. (A uniform condition
// never depends on memory the kernel writes, see package uniform, so such a
// region cannot wait for another thread at all.)
func (d *detector) uniformExits(l *Region) bool {
	for _, e := range l.Exiting {
		if d.uni.DivergentBranch(e.Block) {
			return false
		}
	}
	return true
}

// rpTree gives package uniform the reconvergence blocks of the chosen mode.
type rpTree []*ir.Block

func (t rpTree) IDom(b *ir.Block) *ir.Block { return t[b.ID] }

// reenters reports whether a path from the exit block x comes back into l
// before reaching the exits' reconvergence point rp: such an exit belongs to
// a larger cycle, analysed on its own, and threads taking it do not wait at
// rp.
func (d *detector) reenters(l *Region, x *ir.Block, rp Point) bool {
	seen := make([]bool, d.f.NumBlocks())
	work := []*ir.Block{x}
	seen[x.ID] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == rp.Block {
			continue
		}
		for _, s := range b.Succs {
			if l.Contains(s) {
				return true
			}
			if !seen[s.ID] {
				seen[s.ID] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// sharedWrites returns the points of f's shared writes in program order.
func sharedWrites(f *ir.Func) []Point {
	out := []Point{}
	for _, b := range f.Blocks {
		for k, i := range b.Instrs {
			if isSharedWrite(i) {
				out = append(out, Point{b, k})
			}
		}
	}
	return out
}

// isSharedWrite reports whether i writes memory other threads can see.
func isSharedWrite(i *ir.Instr) bool {
	switch i.Op {
	case ir.OpStore, ir.OpAtomic, ir.OpCmpXchg:
		return alias.SpaceOf(i.Args[0]).IsShared()
	}
	return false
}

// reachSet is the part of a function reachable from a point without
// crossing a barrier: for each block, the instructions [from, end).
type reachSet struct {
	from, end []int // by block ID; from -1 when unreachable
	f         *ir.Func
}

func (s *reachSet) has(b *ir.Block, k int) bool {
	return s.from[b.ID] >= 0 && k >= s.from[b.ID] && k < s.end[b.ID]
}

// passes reports whether control reaches b's terminator (no barrier stops it).
func (s *reachSet) passes(b *ir.Block) bool {
	return s.from[b.ID] >= 0 && s.end[b.ID] == len(b.Instrs)
}

// reachable computes the instructions reachable from the points ps without
// crossing a barrier ("reachable from L" in Listing 1).
func (d *detector) reachable(ps []Point) *reachSet {
	n := d.f.NumBlocks()
	s := &reachSet{from: make([]int, n), end: make([]int, n), f: d.f}
	for k := range s.from {
		s.from[k] = -1
	}
	var work []*ir.Block
	enter := func(b *ir.Block, at int) {
		if s.from[b.ID] >= 0 && s.from[b.ID] <= at {
			return
		}
		s.from[b.ID] = at
		work = append(work, b)
	}
	for _, p := range ps {
		if !p.IsExit() {
			enter(p.Block, p.Index)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		end := len(b.Instrs)
		for k := s.from[b.ID]; k < len(b.Instrs); k++ {
			if b.Instrs[k].Op == ir.OpBarrier {
				end = k
				break
			}
		}
		s.end[b.ID] = end
		if end == len(b.Instrs) {
			for _, succ := range b.Succs {
				enter(succ, 0)
			}
		}
	}
	return s
}

// branchesTo returns ReachBrSet(L, bb): the conditional branches on some
// barrier-free path from the reconvergence point to bb, in program order.
func (s *reachSet) branchesTo(bb *ir.Block) []*ir.Instr {
	// Walk backwards from bb through blocks that pass control on.
	seen := make([]bool, s.f.NumBlocks())
	var work []*ir.Block
	for _, p := range bb.Preds {
		if s.passes(p) && !seen[p.ID] {
			seen[p.ID] = true
			work = append(work, p)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range b.Preds {
			if s.passes(p) && !seen[p.ID] {
				seen[p.ID] = true
				work = append(work, p)
			}
		}
	}
	var out []*ir.Instr
	for _, b := range s.f.Blocks {
		if seen[b.ID] && isCondBranch(b) {
			out = append(out, b.Terminator())
		}
	}
	return out
}

type regionKey struct {
	branch *ir.Block
	succ   *ir.Block
}

// region returns P(s→R) for the branch at the end of b and its successor s:
// the blocks reachable from s without passing b's reconvergence block R, nor
// b itself (see the package documentation: a path that comes back through
// the branch is the same thread going round, not a parallel path).
func (d *detector) region(b, s *ir.Block) []bool {
	key := regionKey{b, s}
	if reg, ok := d.regions[key]; ok {
		return reg
	}
	rp := d.r.rp[b.ID]
	reg := make([]bool, d.f.NumBlocks())
	if s != rp && s != b {
		work := []*ir.Block{s}
		reg[s.ID] = true
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, y := range x.Succs {
				if y != rp && y != b && !reg[y.ID] {
					reg[y.ID] = true
					work = append(work, y)
				}
			}
		}
	}
	if d.regions == nil {
		d.regions = make(map[regionKey][]bool)
	}
	d.regions[key] = reg
	return reg
}

// parallel returns ParaBrSet(l, bb): the conditional branches with l
// entirely on the paths from one successor to the reconvergence point and
// bb on the paths from another, in program order.
func (d *detector) parallel(l *Region, bb *ir.Block) []*ir.Instr {
	var out []*ir.Instr
	for _, b := range d.f.Blocks {
		if !isCondBranch(b) {
			continue
		}
		succs := distinct(b.Succs)
	pairs:
		for _, sl := range succs {
			regL := d.region(b, sl)
			inside := true
			for _, lb := range l.Blocks {
				if !regL[lb.ID] {
					inside = false
					break
				}
			}
			if !inside {
				continue
			}
			for _, sb := range succs {
				if sb != sl && d.region(b, sb)[bb.ID] {
					out = append(out, b.Terminator())
					break pairs
				}
			}
		}
	}
	return out
}

func distinct(bs []*ir.Block) []*ir.Block {
	var out []*ir.Block
	for _, b := range bs {
		dup := false
		for _, x := range out {
			dup = dup || x == b
		}
		if !dup {
			out = append(out, b)
		}
	}
	return out
}

// safePDoms runs Algorithm 2 on the flagged loops: the paper's version, or
// with aware set the AWARE variant without lines 10-14 (parallel writes).
func (d *detector) safePDoms(ls []*Loop, aware bool) {
	safe := make([]Point, len(ls))
	for k, fl := range ls {
		sp := fl.Reconv // line 1
		for _, w := range fl.Writes {
			if aware && !w.Reachable {
				continue
			}
			sp = d.r.ncpd(sp, d.r.after(w.Instr)) // line 4
			if w.Reachable {
				for _, br := range w.ReachBr { // lines 5-9
					sp = d.r.ncpd(sp, d.r.after(br))
				}
			}
			if w.Parallel && !aware {
				for _, br := range w.ParaBr { // lines 10-14
					sp = d.r.ncpd(sp, d.r.after(br))
				}
			}
		}
		safe[k] = sp
	}
	d.resolveConflicts(ls, safe)
	for k, fl := range ls {
		if aware {
			fl.AwarePDom = safe[k]
		} else {
			fl.SafePDom = safe[k]
		}
	}
}

// resolveConflicts is resolve_SafePDom_conflicts(): SafePDom(L) must
// post-dominate the SafePDom of every flagged loop on a path from L's exits
// to SafePDom(L); iterate until no point moves.
func (d *detector) resolveConflicts(ls []*Loop, safe []Point) {
	for changed := true; changed; {
		changed = false
		for k, fl := range ls {
			between := d.between(fl.Region, safe[k])
			for j, other := range ls {
				if j == k || !overlaps(other.Region, between) {
					continue
				}
				if np := d.r.ncpd(safe[k], safe[j]); np != safe[k] {
					safe[k] = np
					changed = true
					between = d.between(fl.Region, safe[k])
				}
			}
		}
	}
}

// between returns the blocks on paths from l's exit blocks to point p
// (p's own block when the path enters it before p).
func (d *detector) between(l *Region, p Point) []bool {
	in := make([]bool, d.f.NumBlocks())
	var work []*ir.Block
	visit := func(b *ir.Block) {
		if in[b.ID] || (b == p.Block && p.Index == 0) {
			return
		}
		in[b.ID] = true
		if b != p.Block {
			work = append(work, b)
		}
	}
	for _, e := range l.Exits {
		visit(e)
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			visit(s)
		}
	}
	return in
}

func overlaps(l *Region, in []bool) bool {
	for _, b := range l.Blocks {
		if in[b.ID] {
			return true
		}
	}
	return false
}
