package deadlock

import (
	"math"
	"slices"

	"github.com/simtc/simtc/ir"
)

// # How the reachable writes and Algorithm 2 are computed (issue 33)
//
// Listing 1 and Algorithm 2 are stated per loop: the writes reachable from
// L's exits, ReachBrSet(L, BB) for each of them, and, in
// resolve_SafePDom_conflicts(), the loops on the paths from L's exits to
// SafePDom(L). Computed by walking the function once per flagged region,
// as they were, they cost regions × blocks when a function's writes reach
// far (BenchmarkDetectBlocks: every flagged loop's writes reach the
// function's end). The results here are the same (the direct walks stay as
// the reference: paths.go, Loop.ReachBr, and the tests'
// oldPaths/TestSafePointOracle); how they are computed differs:
//
//  1. Reachable writes. "Reachable from L without crossing a barrier" is
//     reachability in the CFG without the edges out of blocks holding a
//     barrier (every start point is the start of a block, so a block is
//     reached from its first instruction up to its first barrier). The
//     regions that get that far are analysed in chunks (Detect): for each
//     chunk one pass over that graph's strongly connected components in
//     topological order propagates a bit set of the regions whose starts
//     reach each component (closure), and a write is reachable from L when
//     L's bit is set on its block and no barrier precedes it there.
//
//  2. ReachBrSet. Algorithm 2 uses ReachBrSet(L, ·) only in lines 5-9,
//     SafePDom = IPDom(SafePDom, IPDom(I_br)) for each of its branches br,
//     and IPDom of two points is their join in the post-dominator tree. So
//     the union (Loop.ReachBr, computed on demand for callers that want the
//     list) is never listed here; its join is found without walking it.
//     Let q be a point that post-dominates the loop's reconvergence point,
//     its start points and (the point after) each reachable write, and p a
//     branch of the union: p is reached from a start s, and reaches the
//     block of a reachable write w. If q's block does not strictly
//     post-dominate p, a path from p to the exit avoids q's block, so the
//     path from s to p passes it (q post-dominates s), and the path from p
//     through w to the exit passes it too (q post-dominates the point after
//     w): p, w's block and q's block lie in one strongly connected
//     component of the CFG, and so does the path from p to w. If q's block
//     does strictly post-dominate p, q post-dominates p's immediate
//     post-dominator, which is p's reconvergence point (ReconvNvidia may
//     choose another one, for the branches listed in redirected). So,
//     starting from q = the join of the reconvergence point and the
//     reachable writes, only the branches of the union inside q's
//     component can move q: they are found by a walk back from the write
//     blocks of that component, inside it, and q moves up; a component is
//     walked at most once per loop. The result is the join of lines 1-9
//     (Loop.reachJoin), from which both SafePDom and AwarePDom follow by
//     joining in the other lines' points. The argument needs every block to
//     reach the exit (no infinite loop: dom's extra post-dominator roots)
//     and the start points to be post-dominated by the reconvergence point
//     (always under ReconvIPDOM); when either fails, or a redirected branch
//     of the union is not yet post-dominated, the loop's union is walked as
//     before.
//
//  3. resolve_SafePDom_conflicts. With every block reaching the exit, and
//     each SafePDom(L) post-dominating L's exits, the set of blocks on
//     paths from L's exits to SafePDom(L) only grows as SafePDom(L) moves
//     up the post-dominator tree (a path that avoided a block p and
//     reached a block p' post-dominating p would have p' and p on one
//     cycle, and p' could not reach the exit without passing p again), so
//     the conflict resolution computes the least fixed point above the
//     initial points whatever the order of its steps. A block x outside the
//     component of SafePDom(L)'s block pb is on such a path if and only if
//     it is reachable from L's exits (a second bit set over the CFG's
//     components, by flagged loop) and strictly post-dominated by pb; a
//     region lies in one component, so the loops outside pb's component to
//     join are those whose header is strictly post-dominated by pb and
//     reachable from L's exits, found among the smaller of two ranges: the
//     headers in pb's post-dominator subtree (sorted in the tree's
//     preorder) and the regions of the components between L's exits' and
//     pb's (sorted by component); those in pb's component are found by a
//     walk of that component alone. When a region spans several
//     components, or the conditions fail, the old walk (between) runs.
//
// # What a flagged loop keeps (issue 33)
//
// Algorithm 1 gives every loop its own set Redef_Writes(L) (lines 8-19),
// with ReachBrSet and ParaBrSet per write, and Algorithm 2 goes through
// that set per loop. The sets are per loop and stay so here: when a
// function's writes reach far they overlap, and together they have loops ×
// writes members (BenchmarkDetectBlocks at 50k blocks: 625 flagged loops,
// each redefined by some 600 reachable writes of one alias group). Any list
// of them is that long; what is made small is the cost of a member:
//
//   - A Loop keeps its writes in a compact form (Loop.redef): per write
//     its index in the function's shared writes (one table for all the
//     loops, Loop.tab), whether it is reachable, and indices into the
//     loop's ParaBrSets (stored once per block, for the parallel writes
//     only) and into its sets of redefined reads (readSets; nearly every
//     write redefines all of Shrd_Reads(L), set 0). An entry is 16 bytes
//     without a pointer: no allocation per write, nothing for the garbage
//     collector to scan. Loop.Writes builds the Write values the API
//     gives on demand, for lint and SSDE, which print or walk them anyway.
//   - The candidates of a region, the members of the alias groups that
//     meet its reads, are listed in program order from a bit set over the
//     writes (detector.meetingOf), not gathered and sorted per region.
//   - The steps per candidate read a table by write (writeTable: its
//     block's ID, whether a barrier precedes it in its block, its block's
//     post-dominator preorder number, whether its address is a thread's
//     own), not the write's block and instruction: on a large function
//     those loads are cache misses, and they were most of the cost. The
//     own-store rule (who.go) asks ownAffine per read only of writes that
//     are ownable at all; a region without an exclusive zone keeps its
//     writes that are not parallel without asking the other rules;
//     reachJoin joins a write's point only when the preorder numbers do
//     not show that q post-dominates it already; finish and redefines go
//     through the sets of reads, not the writes.
//
// What is left grows with the results and the function: loops × writes
// entries of 16 bytes and a few table loads each, and before them the
// region × candidate pairs of complete (the members of the alias groups
// meeting a region's reads, reachable or not); the pairs of flagged loops
// on each other's paths to the safe point, which the conflict resolution
// visits; and the cost of the per-function analyses on a function that
// no longer fits the caches. (The backward slices of the regions' exit
// conditions, cdg.Slicer.RegionExitReads, went through every successor
// of a component holding a whole alias group's reads and writes for
// each region that reached it; they stop at the region's lowest read
// now. Issue 33, BenchmarkDetectBlocks at 50k blocks, instructions per
// block: 43.7k before, 30.2k after, against 22k at 1k blocks; of the
// 8k left above 1k, complete, meetingOf, keepReads, parallel, together,
// reachJoin and safePDoms, all per candidate or per entry, make ~7.5k.
// Later: complete's candidates through one call-free loop, together's and
// reachJoin's passes over the entries shorter, and meet without the loops
// whose join leaves a safe point where it is: 15.7k -> 13.3k at 50k
// blocks, 10.9k at 1k, one Detect call under callgrind.)
// A function whose loops all lie inside one large cycle (a
// persistent-threads kernel) still walks that cycle once per loop in
// steps 2 and 3.
// What grows with the size now is not instructions but cache misses:
// callgrind with a 1 MB last level (this machine's L2), one Detect call,
// BenchmarkDetectBlocks' kernel: 143 D1 and 34 last-level misses per
// block at 1k blocks, 124 and 80 at 61k, while the instructions per block
// do not grow. The misses are spread over every pass that loads the
// blocks or instructions of a function that no longer fits: uniform.
// Analyze, cdg.NewSlicer and its condense, the dominator trees, scanWrites,
// reconv.preorder, branchArms, a few lines per block each. The passes
// that only follow edges read cfgArrays (paths.go) instead of the blocks.

// graph is the CFG, or with cut the CFG without the edges out of blocks
// holding a barrier, with its strongly connected components numbered in
// topological order and its blocks grouped by component.
type graph struct {
	comp  []int32     // by block ID
	order []*ir.Block // blocks by component
	start []int32     // component c's blocks are order[start[c]:start[c+1]]
	stops func(id int32) bool
	a     *cfgArrays
	// The condensed graph, for closure.build (on demand): component c's
	// successors are csucc[cstart[c]:cstart[c+1]], without c itself
	// (duplicates left). A pass over these int32 arrays loads no block.
	cstart, csucc []int32
}

// condensed returns g's cstart and csucc, computing them on first use
// from g's cfgArrays, in the order of g.order and Block.Succs.
func (g *graph) condensed() ([]int32, []int32) {
	if g.cstart == nil {
		n := len(g.start) - 1
		g.cstart = make([]int32, n+1)
		edges := 0
		for _, id := range g.a.ids {
			if g.stops == nil || !g.stops(id) {
				edges += int(g.a.start[id+1] - g.a.start[id])
			}
		}
		g.csucc = make([]int32, 0, edges)
		ids := g.ids()
		for c := 0; c < n; c++ {
			for _, id := range ids[g.start[c]:g.start[c+1]] {
				if g.stops != nil && g.stops(id) {
					continue
				}
				for _, x := range g.a.to[g.a.start[id]:g.a.start[id+1]] {
					if dc := g.comp[x]; dc != int32(c) && (len(g.csucc) == int(g.cstart[c]) || g.csucc[len(g.csucc)-1] != dc) {
						g.csucc = append(g.csucc, dc)
					}
				}
			}
			g.cstart[c+1] = int32(len(g.csucc))
		}
	}
	return g.cstart, g.csucc
}

// ids returns the block IDs of g.order, in its order.
func (g *graph) ids() []int32 {
	ids := make([]int32, len(g.order))
	fill := slices.Clone(g.start[:len(g.start)-1])
	for _, id := range g.a.ids {
		c := g.comp[id]
		ids[fill[c]] = id
		fill[c]++
	}
	return ids
}

func newGraph(f *ir.Func, a *cfgArrays, comp []int32, ncomp int32, stops func(id int32) bool) *graph {
	g := &graph{comp: comp, start: make([]int32, ncomp+1), stops: stops, a: a}
	for _, id := range a.ids {
		g.start[comp[id]+1]++
	}
	for c := int32(0); c < ncomp; c++ {
		g.start[c+1] += g.start[c]
	}
	g.order = make([]*ir.Block, len(f.Blocks))
	fill := slices.Clone(g.start[:ncomp])
	for k, b := range f.Blocks {
		c := comp[a.ids[k]]
		g.order[fill[c]] = b
		fill[c]++
	}
	return g
}

// trivial reports whether component c is a single block without an edge
// to itself: no cycle passes through it.
func (g *graph) trivial(c int32) bool {
	if g.start[c+1]-g.start[c] != 1 {
		return false
	}
	b := g.order[g.start[c]]
	return !slices.Contains(b.Succs, b)
}

// cfg returns the CFG with its components (those of topo).
func (d *detector) cfg() *graph {
	if d.cfgG == nil {
		comp := d.topo()
		ncomp := int32(0)
		for _, id := range d.succs().ids {
			ncomp = max(ncomp, comp[id]+1)
		}
		d.cfgG = newGraph(d.f, d.succs(), comp, ncomp, nil)
	}
	return d.cfgG
}

// barrierGraph returns the CFG without the edges out of blocks holding a
// barrier: what Listing 1's "reachable" walks.
func (d *detector) barrierGraph() *graph {
	if d.barG == nil && d.noBars {
		d.barG = d.cfg() // no barrier: the same graph, components and all
	}
	if d.barG == nil {
		fb := d.firstBarriers()
		stops := func(id int32) bool { return fb[id] != math.MaxInt32 } // a barrier: before the block's end
		comp, ncomp := components(d.succs(), stops)
		d.barG = newGraph(d.f, d.succs(), comp, ncomp, stops)
	}
	return d.barG
}

// firstBarriers returns, by block ID, the index of the block's first
// barrier, or math.MaxInt32 when it has none: by a pass over f, unless
// Detect's scanWrites found no barrier at all.
func (d *detector) firstBarriers() []int32 {
	if d.fbar == nil {
		d.fbar = make([]int32, d.f.NumBlocks())
		for k := range d.fbar {
			d.fbar[k] = math.MaxInt32
		}
		if d.noBars {
			return d.fbar
		}
		for _, b := range d.f.Blocks {
			for k, i := range b.Instrs {
				if i.Op == ir.OpBarrier {
					d.fbar[b.ID] = int32(k)
					break
				}
			}
		}
	}
	return d.fbar
}

// closure holds, for a chunk of sets of source blocks, the components of a
// graph that each set reaches (itself included): bit k of a component's
// words is set when set k reaches it.
type closure struct {
	g     *graph
	words int
	bits  []uint64
}

// build computes the closure of sets, reusing c's memory.
func (c *closure) build(sets [][]*ir.Block) {
	g := c.g
	c.words = (len(sets) + 63) / 64
	need := (len(g.start) - 1) * c.words
	if cap(c.bits) < need {
		c.bits = make([]uint64, need)
	} else {
		c.bits = c.bits[:need]
		clear(c.bits)
	}
	first := int32(len(g.start) - 1)
	for k, set := range sets {
		for _, b := range set {
			c.bits[int(g.comp[b.ID])*c.words+k>>6] |= 1 << (k & 63)
			first = min(first, g.comp[b.ID])
		}
	}
	// Components in topological order: a component's bits are complete
	// before they are passed on. Those before the first source's get none.
	cstart, csucc := g.condensed()
	for cc := int(first); cc < len(cstart)-1; cc++ {
		src := cc * c.words
		from := c.bits[src : src+c.words]
		if c.words == 1 {
			if w := from[0]; w != 0 {
				for _, s := range csucc[cstart[cc]:cstart[cc+1]] {
					c.bits[s] |= w
				}
			}
			continue
		}
		for _, s := range csucc[cstart[cc]:cstart[cc+1]] {
			dst := int(s) * c.words
			to := c.bits[dst : dst+c.words]
			for k, w := range from {
				to[k] |= w
			}
		}
	}
}

// has reports whether set k reaches b.
func (c *closure) has(b *ir.Block, k int) bool { return c.hasID(int32(b.ID), k) }

// hasID reports whether set k reaches the block with ID id.
func (c *closure) hasID(id int32, k int) bool {
	return c.bits[int(c.g.comp[id])*c.words+k>>6]&(1<<(k&63)) != 0
}

// exitsReachable reports whether every block of f reaches a block without
// successors: the post-dominator tree has no extra roots.
func (d *detector) exitsReachable() bool {
	if d.exitsOK == 0 {
		d.exitsOK = 1
		for _, r := range d.r.pdom.Roots() {
			if len(r.Succs) > 0 {
				d.exitsOK = 2
			}
		}
	}
	return d.exitsOK == 1
}

// redirected returns the conditional branches whose reconvergence block
// is not their immediate post-dominator (ReconvNvidia), in layout order.
func (d *detector) redirected() []*ir.Block {
	if !d.redirDone {
		d.redirDone = true
		if d.r.mode != ReconvNvidia {
			return nil // every rp is the immediate post-dominator (newReconv)
		}
		for _, b := range d.f.Blocks {
			if isCondBranch(b) && d.r.rp[b.ID] != d.r.pdom.IDom(b) {
				d.redir = append(d.redir, b)
			}
		}
	}
	return d.redir
}

// reachJoin returns the join of fl's reconvergence point, the points after
// its reachable writes, and the reconvergence points of the branches of
// ReachBrSet(L, ·) over those writes (Algorithm 2's lines 1-9; see step 2
// above). in reports whether a block is reachable from fl's start points
// starts without crossing a barrier.
func (d *detector) reachJoin(fl *Loop, starts []Point, in func(*ir.Block) bool) Point {
	// Most writes are post-dominated by q already: the test on the
	// preorder numbers (the write table's and q's block's) saves loading
	// their blocks; ncpd decides the others.
	q := fl.Reconv
	wt := d.writeTable()
	pre, last := d.r.preorder()
	qb, qpre, qlast := int32(-1), int32(-1), int32(-1)
	if !q.IsExit() {
		qb, qpre, qlast = int32(q.Block.ID), pre[q.Block.ID], last[q.Block.ID]
	}
	// Backwards: the join is the same in any order, and the writes that
	// follow one another in a block or down the post-dominator tree are
	// then post-dominated by the point of the first one met (the last in
	// program order), so ncpd runs once, not once per write (issue 33).
	// (qb is -1 when q is the exit.)
	wbs := d.wbs[:0]
	lastB := int32(-1)
	redef, block, wpre := fl.redef, wt.block, wt.pre
	for x := len(redef) - 1; x >= 0; x-- {
		if !redef[x].reach {
			continue
		}
		e := redef[x]
		b, wp := block[e.wk], wpre[e.wk]
		if qb >= 0 && (b == qb || qpre < 0 || wp < 0 || wp < qpre || wp > qlast) {
			if np := d.r.ncpd(q, fl.after(e)); np != q {
				q = np
				qb, qpre, qlast = -1, -1, -1
				if !q.IsExit() {
					qb, qpre, qlast = int32(q.Block.ID), pre[q.Block.ID], last[q.Block.ID]
				}
			}
		}
		if b != lastB {
			wbs = append(wbs, b)
			lastB = b
		}
	}
	slices.Reverse(wbs) // in program order, as the walks were tested with
	d.wbs = wbs
	if len(wbs) == 0 {
		return q
	}
	fast := d.exitsReachable()
	for _, s := range starts {
		fast = fast && (s.IsExit() || d.r.postDominates(q, s))
	}
	if fast && !d.walk {
		if j, ok := d.reachJoinFast(q, wbs, in); ok {
			return j
		}
	}
	return d.reachJoinWalk(q, wbs, starts)
}

// reachJoinWalk is reachJoin by listing the union (paths.go).
func (d *detector) reachJoinWalk(q Point, wbs []int32, starts []Point) Point {
	bs := make([]*ir.Block, len(wbs))
	for k, id := range wbs {
		bs[k] = d.blockOf(id)
	}
	for _, br := range d.reachable(starts, math.MaxInt32).branchesTo(bs...) {
		q = d.r.ncpd(q, d.r.after(br))
	}
	return q
}

// reachJoinFast moves q, which post-dominates the reconvergence point, the
// start points and the reachable writes (whose blocks' IDs are wbs), up to the
// reconvergence points of the branches of the union in q's component, until
// it stays (step 2 above). It fails when a redirected branch may be in the
// union and is not post-dominated by the result.
func (d *detector) reachJoinFast(q Point, wbs []int32, in func(*ir.Block) bool) (Point, bool) {
	g := d.cfg()
	fb := d.firstBarriers()
	passes := func(p *ir.Block) bool { return in(p) && int(fb[p.ID]) >= len(p.Instrs) }
	var done []int32 // the components walked
	for !q.IsExit() {
		c := g.comp[q.Block.ID]
		if g.trivial(c) || slices.Contains(done, c) {
			break
		}
		done = append(done, c)
		seen, gen := d.marks()
		work := d.work[:0]
		add := func(p *ir.Block) {
			if g.comp[p.ID] == c && seen[p.ID] != gen && passes(p) {
				seen[p.ID] = gen
				work = append(work, p)
				if isCondBranch(p) {
					q = d.r.ncpd(q, d.r.after(p.Terminator()))
				}
			}
		}
		for _, id := range wbs {
			if g.comp[id] != c {
				continue
			}
			for _, p := range d.blockOf(id).Preds {
				add(p)
			}
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range b.Preds {
				add(p)
			}
		}
		d.work = work
	}
	for _, p := range d.redirected() {
		if passes(p) && !d.r.postDominates(q, d.r.after(p.Terminator())) {
			return q, false
		}
	}
	return q, true
}

// resolveConflicts is resolve_SafePDom_conflicts(): SafePDom(L) must
// post-dominate the SafePDom of every flagged loop on a path from L's exits
// to SafePDom(L); iterate until no point moves. See step 3 above; when its
// conditions do not hold, the loops on such a path are found through the
// blocks the path walk visits (between).
func (d *detector) resolveConflicts(ls []*Loop, safe []Point) {
	if len(ls) < 2 {
		return
	}
	if d.walk || !d.resolveFast(ls, safe) {
		d.resolveWalk(ls, safe)
	}
}

// resolveFast is resolveConflicts by step 3; it reports false, leaving
// safe unchanged, when the conditions of step 3 do not hold.
func (d *detector) resolveFast(ls []*Loop, safe []Point) bool {
	if !d.exitsReachable() {
		return false
	}
	g := d.cfg()
	rc := make([]int32, len(ls)) // by loop: its region's component
	for k, fl := range ls {
		if rc[k] = d.oneComponent(fl.Region); rc[k] < 0 {
			return false
		}
		for _, e := range fl.Region.Exits {
			if !d.r.postDominates(safe[k], d.r.start(e)) {
				return false
			}
		}
	}
	// The loops by their header's preorder in the post-dominator tree.
	pre := make([]int32, d.f.NumBlocks())
	for k, b := range d.r.pdom.PreOrder() {
		pre[b.ID] = int32(k)
	}
	byPre := make([]int, len(ls))
	for k := range byPre {
		byPre[k] = k
	}
	hpre := func(j int) int32 { return pre[ls[j].Region.Header.ID] }
	slices.SortStableFunc(byPre, func(a, b int) int { return int(hpre(a) - hpre(b)) })
	// And by their region's component, with the lowest component of each
	// loop's exits: what the exits reach lies in the components from it.
	byComp := make([]int, len(ls))
	low := make([]int32, len(ls))
	for k, fl := range ls {
		byComp[k] = k
		low[k] = math.MaxInt32
		for _, e := range fl.Region.Exits {
			low[k] = min(low[k], g.comp[e.ID])
		}
	}
	slices.SortStableFunc(byComp, func(a, b int) int { return int(rc[a] - rc[b]) })
	ix := &loopIndex{byPre: byPre, hpre: hpre, pre: pre, byComp: byComp, rc: rc, low: low}
	at := newLoopsAt(d.f.NumBlocks(), ls)
	seen := make([]int32, len(ls))
	var sgen int32
	chunk := d.chunkSize()
	clos := &closure{g: g}
	sets := make([][]*ir.Block, 0, min(chunk, len(ls)))
	built := -1 // the chunk clos holds
	fw := &fwdReach{}
	var meet []int
	for changed := true; changed; {
		changed = false
		for lo := 0; lo < len(ls); lo += chunk {
			hi := min(lo+chunk, len(ls))
			near := d.nearLoops(ls[lo:hi], safe[lo:hi], low[lo:hi])
			if !near && built != lo {
				sets = sets[:0]
				for _, fl := range ls[lo:hi] {
					sets = append(sets, fl.Region.Exits)
				}
				clos.build(sets)
				built = lo
			}
			for k := lo; k < hi; k++ {
				has := func(b *ir.Block) bool { return clos.has(b, k-lo) }
				if near {
					has = func(b *ir.Block) bool { return fw.has(d, k, ls[k].Region.Exits, g.comp[safe[k].Block.ID], b) }
				}
				for moved := true; moved; {
					moved = false
					if safe[k].IsExit() {
						break
					}
					sgen++
					meet = d.meet(ls, safe, k, safe[k], ix, at, g, has, seen, sgen, meet[:0])
					for _, j := range meet {
						if np := d.r.ncpd(safe[k], safe[j]); np != safe[k] {
							safe[k] = np
							moved, changed = true, true
						}
					}
				}
			}
		}
	}
	return true
}

// loopIndex orders the flagged loops for meet: by their header's
// preorder in the post-dominator tree (byPre, hpre gives it, pre by block
// ID) and by their region's component (byComp, rc by loop), with the
// lowest component of each loop's exits (low).
type loopIndex struct {
	byPre  []int
	hpre   func(int) int32
	pre    []int32
	byComp []int
	rc     []int32
	low    []int32
}

// meet appends to out the flagged loops other than k with a block on a
// path from loop k's exits to p (not the exit), by step 3: those outside
// p's component from the headers strictly post-dominated by p's block and
// reachable from the exits, those inside it by a walk of the component.
// has reports whether a block is reachable from k's exits (in g, the
// CFG); it is asked only of blocks that reach pb. The loops whose safe
// point (safe) p post-dominates are left out: the join with theirs is p
// (resolveFast's only use of the list), and as p moves up it still
// post-dominates them. Where every flagged loop's safe point is the
// function's end (BenchmarkDetectBlocks), that is every loop met, and the
// pairs of loops cost a test of two preorder numbers (issue 33).
func (d *detector) meet(ls []*Loop, safe []Point, k int, p Point, ix *loopIndex, at *loopsAt, g *graph, has func(*ir.Block) bool, seen []int32, gen int32, out []int) []int {
	pb := p.Block
	cb := g.comp[pb.ID]
	pdom := d.r.pdom
	// Outside pb's component: the candidates are the headers in pb's
	// subtree (a range of byPre) and the regions of the components from
	// the exits' lowest to pb's, which a block on a path reaches (a range
	// of byComp); the smaller range is tested.
	from, _ := slices.BinarySearchFunc(ix.byPre, ix.pre[pb.ID]+1, func(j int, x int32) int { return int(ix.hpre(j) - x) })
	n, _ := slices.BinarySearchFunc(ix.byPre[from:], true, func(j int, _ bool) int {
		if pdom.Dominates(pb, ls[j].Region.Header) {
			return -1
		}
		return 1
	})
	cand := ix.byPre[from : from+n]
	lo, _ := slices.BinarySearchFunc(ix.byComp, ix.low[k], func(j int, c int32) int { return int(ix.rc[j] - c) })
	hi, _ := slices.BinarySearchFunc(ix.byComp, cb, func(j int, c int32) int { return int(ix.rc[j] - c) })
	if hi-lo < len(cand) {
		cand = ix.byComp[lo:max(lo, hi)]
	}
	for _, j := range cand {
		h := ls[j].Region.Header
		if j != k && ix.rc[j] != cb && !d.r.postDominates(p, safe[j]) && pdom.Dominates(pb, h) && has(h) {
			out = append(out, j)
		}
	}
	if g.trivial(cb) {
		return out // no region holds pb
	}
	// Inside: walk from k's exits in the component and from the edges
	// entering it from blocks on the paths, not past pb.
	in, mgen := d.marks()
	work := d.work[:0]
	visit := func(b *ir.Block) {
		if in[b.ID] == mgen || (b == pb && p.Index == 0) {
			return
		}
		in[b.ID] = mgen
		for _, j := range at.of[at.start[b.ID]:at.start[b.ID+1]] {
			if j != k && seen[j] != gen && !d.r.postDominates(p, safe[j]) {
				seen[j] = gen
				out = append(out, j)
			}
		}
		if b != pb {
			work = append(work, b)
		}
	}
	for _, e := range ls[k].Region.Exits {
		if g.comp[e.ID] == cb {
			visit(e)
		}
	}
	for _, y := range g.order[g.start[cb]:g.start[cb+1]] {
		for _, z := range y.Preds {
			if g.comp[z.ID] != cb && has(z) && pdom.StrictlyDominates(pb, z) {
				visit(y)
				break
			}
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			if g.comp[s.ID] == cb {
				visit(s)
			}
		}
	}
	d.work = work
	return out
}

// reachableBlocks returns, by block ID, whether the block is reachable
// from starts without crossing a barrier, by the direct walk (paths.go).
func (d *detector) reachableBlocks(starts []Point) []bool {
	reach := d.reachable(starts, math.MaxInt32)
	in := make([]bool, d.f.NumBlocks())
	for _, b := range d.f.Blocks {
		in[b.ID] = reach.in(b)
	}
	return in
}

// chunkSize is the number of regions or loops whose closures are computed
// together (their bit sets cost chunk/8 bytes per component). 128 keeps
// them at 16 bytes a component, 1 MB at 60k blocks: with 1024 they were
// 128 bytes (4.8 MB for BenchmarkDetectBlocks' 625 loops at 50k blocks,
// twice), for 1.5% fewer instructions (condensed passes: 15,411 against
// 15,645 Ir/block) and 125 more bytes allocated per block (issue 33).
func (d *detector) chunkSize() int {
	if d.chunk > 0 {
		return d.chunk
	}
	return 128
}

// # Near regions and loops (issue 33)
//
// The closures above cost, per chunk, a pass over the graph from the
// chunk's first source with a word per 64 sources on every edge: sources
// × blocks / 64 over the function, which grows faster than the function
// when it has many flagged regions (BenchmarkDetectFlagged: 8,333 at 50k
// blocks, 4.8k instructions per block in closure.build, against 350 at 1k).
// When a chunk's regions only ask about blocks close after their starts
// (their candidate writes, or for a loop the blocks before its safe point),
// a walk per region over the components (CFG topological order) from its
// starts up to the last one asked about answers the same, exactly, for
// less: the walks cost the blocks of those ranges. nearChunk and nearLoops
// compare the two costs per chunk; a question about a block past the
// range walks again without the limit.

// nearChunk reports whether the pending regions of part, whose start
// blocks are sets, are answered by limited walks (nearReach) rather than
// by the closure of g (the barrier-cut CFG).
func (d *detector) nearChunk(part []*pending, sets [][]*ir.Block, g *graph) bool {
	if d.near != 0 {
		return d.near == nearAlways
	}
	cfg := d.cfg()
	walks := 0
	for _, p := range part {
		lo, hi := d.startComp(p.starts), d.candComp(p)
		if lo <= hi {
			walks += int(cfg.start[hi+1] - cfg.start[lo])
		}
	}
	first := len(g.order)
	for _, set := range sets {
		for _, b := range set {
			first = min(first, int(g.start[g.comp[b.ID]]))
		}
	}
	return walks <= (len(g.order)-first)*((len(sets)+63)/64+2)
}

// nearLoops reports whether the flagged loops ls, with safe points safe
// and lowest exit components low, are answered by limited walks (fwdReach)
// rather than by the closure of the CFG.
func (d *detector) nearLoops(ls []*Loop, safe []Point, low []int32) bool {
	if d.near != 0 {
		return d.near == nearAlways
	}
	g := d.cfg()
	walks, first := 0, int32(len(g.start)-1)
	for k := range ls {
		first = min(first, low[k])
		if !safe[k].IsExit() {
			if hi := g.comp[safe[k].Block.ID]; low[k] <= hi {
				walks += int(g.start[hi+1] - g.start[low[k]])
			}
		}
	}
	if first == int32(len(g.start)-1) {
		return true
	}
	return walks <= int(int32(len(g.order))-g.start[first])*((len(ls)+63)/64+2)
}

// startComp returns the lowest CFG component of the start points' blocks
// (math.MaxInt32 when all are the exit).
func (d *detector) startComp(starts []Point) int32 {
	comp := d.topo()
	lo := int32(math.MaxInt32)
	for _, s := range starts {
		if !s.IsExit() {
			lo = min(lo, comp[s.Block.ID])
		}
	}
	return lo
}

// candComp returns the highest CFG component of the blocks of p's
// candidate writes (those meetingOf lists), -1 when there is none: the
// highest complete asks about by write.
func (d *detector) candComp(p *pending) int32 {
	if d.gcomp == nil {
		comp := d.topo()
		wt := d.writeTable()
		ng := 0
		if d.windex != nil {
			ng = d.windex.NumGroups()
		}
		d.gcomp = make([]int32, ng+1) // by group; the last: over all writes
		for k := range d.gcomp {
			d.gcomp[k] = -1
		}
		for wk, b := range wt.block {
			c := comp[b]
			d.gcomp[ng] = max(d.gcomp[ng], c)
			if d.windex != nil {
				g := d.wgroup[wk]
				d.gcomp[g] = max(d.gcomp[g], c)
			}
		}
	}
	if p.groups == nil {
		return d.gcomp[len(d.gcomp)-1]
	}
	hi := int32(-1)
	for _, gs := range p.groups {
		for _, g := range gs {
			hi = max(hi, d.gcomp[g])
		}
	}
	return hi
}

// nearReach returns, for the pending region p, whether a block (by ID)
// is reachable from p's start points without crossing a barrier, by a walk
// limited to the components up to p's last candidate write (paths.go's
// reachable); a question past them, or after another walk reused the
// scratch, walks again.
func (d *detector) nearReach(p *pending) func(int32) bool {
	comp := d.topo()
	limit := d.candComp(p)
	s := d.reachable(p.starts, limit)
	return func(id int32) bool {
		if s.stamp != d.rgen || comp[id] > limit {
			limit = max(limit, comp[id])
			s = d.reachable(p.starts, limit)
		}
		return d.rstamp[id] == s.stamp
	}
}

// fwdReach is the part of the CFG reachable from a flagged loop's exits,
// walked over the components up to a limit (CFG topological order): exact
// for the blocks of those components.
type fwdReach struct {
	stamp []int32 // by block ID: gen when reached
	gen   int32
	owner int   // the loop walked
	limit int32 // -1: no walk yet
	work  []*ir.Block
}

// has reports whether loop k's exits reach b, walking from them over the
// components up to max(limit, b's) when the last walk was not k's or did
// not go as far.
func (w *fwdReach) has(d *detector, k int, exits []*ir.Block, limit int32, b *ir.Block) bool {
	comp := d.topo()
	if w.stamp == nil {
		w.stamp, w.limit = make([]int32, d.f.NumBlocks()), -1
	}
	if w.limit < 0 || w.owner != k || comp[b.ID] > w.limit {
		limit = max(limit, comp[b.ID])
		w.gen++
		w.owner, w.limit = k, limit
		work := w.work[:0]
		for _, x := range exits {
			if comp[x.ID] <= limit && w.stamp[x.ID] != w.gen {
				w.stamp[x.ID] = w.gen
				work = append(work, x)
			}
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, y := range x.Succs {
				if comp[y.ID] <= limit && w.stamp[y.ID] != w.gen {
					w.stamp[y.ID] = w.gen
					work = append(work, y)
				}
			}
		}
		w.work = work
	}
	return w.stamp[b.ID] == w.gen
}
