// Package ssde is Static SIMT Deadlock Elimination: Algorithm 3 of
// ElTantawy and Aamodt, "MIMD Synchronization on SIMT Architectures"
// (MICRO 2016), section IV-A.
//
// For every loop that Algorithm 1 flags, the loop's backward edge is
// replaced by a forward edge to a switch block placed just before the
// loop's safe post-dominator (Algorithm 2) and a backward edge from there to
// the loop header. Threads that would iterate wait at the switch block for
// the threads on the other paths (the lock holder's release), then go round.
//
//	before (Fig. 1):                 after (Fig. 5):
//
//	  entry                             entry
//	    |                                 |
//	    v                                 v
//	  loop <--+  cas(lock)              loop <---------+
//	   |  \   |                          |  \          | case 1
//	   |   +--+ (latch)                  |   +---+     |
//	   v                                 v       v     |
//	  crit: ... xchg(lock)              crit ... xchg  |
//	   |                                 |       |     |
//	   v                                 +-> switch: phi(0 crit, 1 loop)
//	  exit                                       | default
//	                                             v
//	                                            exit
//
// Algorithm 3, numbered as in the paper:
//
//  1. SwitchBBs = ∅; for each flagged loop L:
//  4. if SafePDom(L) has no switch block yet, create one (lines 5-22):
//     6-9.   SafePDom is the first instruction of its block BB: insert BB_S
//     before BB, taking over BB's incoming edges (and phis), BB_S → BB;
//     11-14. otherwise split BB at SafePDom into BB_A and BB_B and put BB_S
//     between them;
//     16-21. BB_S gets a phi "cond" with 0 from each predecessor and ends
//     in a switch on cond whose default is its successor.
//     23-28. For each latch edge of L: cond gets a value unique to this edge,
//     the switch a case with that value to the latch's target (the
//     header), and the latch edge is redirected to BB_S.
//
// The header's phis keep their latch operands on the new case edge; the
// values no longer dominate those uses (or others, through the new paths),
// so ssa.Repair inserts the phis that restore SSA form, with undef on the
// paths the switch never takes (the paper's "fake paths").
//
// The function exit as a SafePDom means the return of the single exit
// block (the input has gone through transform.MergeReturns).
//
// # Single-entry loops (Options.SingleEntry)
//
// When the SafePDom lies past a point that some path reaches without
// entering the loop (outside an enclosing loop, after the join of a branch
// the loop sits under), BB_S has predecessors the header does not
// dominate, and the new cycle header → … → BB_S → header has a second entry
// at BB_S. IPDOM reconvergence does not mind, but the paper's
// "Compatibility with Nvidia GPUs" paragraph needs the new block to be a
// valid reconvergence point there, which it guarantees "by forcing the new
// created loop to be a single entry loop". With SingleEntry, every edge
// entering the header from outside the loop is routed through BB_S as well,
// with its own case value: BB_S then dominates the header and is the one
// entry of the new loop. --reconv nvidia turns it on.
//
// # Checked placement (Apply)
//
// The paper's SafePDom can make things worse, in the ways that
// deadlock.Hazards describes (and a third, "Held lock owners" below). With nested locks whose inner loop has its
// SafePDom outside the outer loop (or a loop whose SafePDom lies past a
// done-flag or continue-retry lock), the inner back edge goes to a switch
// after the outer loop and the outer CAS branch then reconverges at that
// switch: the outer lock's losers spin round its retry loop while its
// holder waits at the switch (a captured spin region). And with a SafePDom
// past a barrier (a barrier loop that may run zero times does not stop
// Algorithm 1's reach), the threads that left the loop reach the barrier
// while their warp-mates are held on the stack.
//
// Apply therefore rewrites a copy first and compares it with the original:
// the hazards the rewrite adds (deadlock.Hazards.Added: a branch whose
// spin region gained instructions, other than the rewritten loops' own
// exit branches; a barrier newly before a divergent branch's
// reconvergence point; deadlock.Hazards.Held: a lock owner held while its
// lock spins), then the loops detection flags in it (the new
// switch is a divergent branch like any other, so its own spin region is
// analysed). Placements are compared by hazards first, then findings.
// When the paper's placement is not clean, each loop's switch may move to
// the nearer points on the post-dominator tree path from its SafePDom
// down to its exits' reconvergence point (block starts and the points
// right after its redefining writes), together with all the loops that
// share its switch block (one left behind keeps the switch that causes
// the trouble; see "Held lock owners"). The search is best-improvement:
// each round evaluates every such single move and takes the cheapest,
// while that lowers the cost.
// (Taking the first improving move, loop by loop, made the result depend
// on the order of the loops: a move that lowered the cost a little ruled
// out the one that would have lowered it most, and generated kernel 2830
// deadlocked after SSDE that way.) Loops are then left alone until no
// hazard remains (all of them, if needed: that is the original kernel),
// and a loop whose rewrite only leaves findings is left alone when that
// leaves none (a loop left alone keeps its deadlock, if it has one).
// Result.Fallbacks says which loops moved or stayed, and why;
// Result.Flagged how many loops detection still flags. Transform is the
// paper's placement, unchecked.
//
// # When a captured branch is a hazard
//
// A captured branch B is a hazard when the threads cycling in its grown
// spin region wait for a write they cannot make themselves: Algorithm 1,
// run on the rewritten CFG, flags the region (or the loop that is that
// region) and one of its redefining writes lies outside B's spin region.
// Such a write is reached only by leaving the region, that is, by the
// threads held at the switch: a lock's release after a nested lock's
// switch, while the lock's losers spin round the retry loop. When every
// redefining write lies inside the spin region, the cycling threads make
// them themselves and then reach the switch: in Fig. 4b (and
// testdata/llvm/fig4b_barneshut_flag.O2.ll, where the outer loop's branch
// on k == 1 reconverges at the switch after the rewrite) the threads going
// round the outer loop are the producers of the start flags the held
// threads wait for, and the paper's placement is the one that works (the
// nearer point the stricter rule chose deadlocked on 24 of 36 explored
// schedules).
//
// The check is a guide, not a proof: Algorithm 1 does not know which
// thread holds a lock, and flags some correct rewrites (a lock inside a
// loop whose exit is not recognised as bounded; with may-alias parameters,
// a flag loop whose SafePDom must lie after every write; the critical
// section's loads, which become exit-condition reads once the rewrite puts
// it inside the new loop). The differential test of internal/explore
// checks the result dynamically on generated kernels.
//
// # Held lock owners
//
// A third hazard (deadlock.Hazards.Held) is a flagged region of the
// rewritten kernel that spins on a lock whose owner the rewrite holds: a
// divergent branch whose reconvergence point the rewrite moved (to a switch
// block, or past one) has the region on its way there, and a thread that
// acquired the region's lock reaches that point with no branch and no
// release on the way, and owes the release once it goes on; or the region
// lies on the way out of a switch block that sends such an owner back round
// its loop. Generated kernel 467 is the case: a nested lock inside a
// done-flag lock, taken by the odd threads, then a second lock on the same
// variable; every loop's SafePDom is the kernel's end, so the branch that
// splits the two groups reconverges at the switch, where the outer lock's
// owner waits (it enters the inner loop, whose back edge the rewrite routes
// there) while the second lock spins. The rule asks for an owner the CFG
// forces to the point, not one that may get there: counting every path
// from an acquire (one taken only when a nested lock is contended, which
// its single possible contender never makes) refused correct placements
// and traded them for ones that deadlock (6 to 80 of 3000 generated kernels
// not clean after SSDE, in the variants tried).
//
// A move never splits the loops that share a switch block: a candidate
// that not all of them accept is skipped. Splitting them (one loop's switch
// moved alone, the others' left at the shared point) nests two switch
// blocks so that the one left behind holds the owner of the lock whose
// release lies past the moved one (467 again, with the inner lock's switch
// moved before the second lock).
//
// # Edges that share a source
//
// When a block already has an edge to the switch block (a conditional
// branch whose both sides are routed there, as clang's -O2 output makes
// for a retry loop with a second exit), the next routed edge gets a block
// of its own first: the phi "cond" picks its value by predecessor block
// and could not tell two edges from one block apart.
package ssde

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/ssa"
)

// Result says what Transform did.
type Result struct {
	// Switches are the switch blocks added, one per distinct SafePDom, in
	// creation order.
	Switches []*ir.Block
	// Redirected counts the latch edges that now go through a switch.
	Redirected int
	// Rerouted counts the loop-entry edges routed through a switch to keep
	// a new loop single-entry (Options.SingleEntry).
	Rerouted int
	// Fallbacks are the loops Apply did not rewrite at their SafePDom.
	Fallbacks []Fallback
	// Flagged counts the loops detection still flags after Apply.
	Flagged int
	// Rewrites are the flagged loops whose back edges now go through a
	// switch block: the record of the rewrite (lint --fix and build
	// --emit llvm list it in !simtc.ssde).
	Rewrites []Rewrite
}

// Rewrite is one loop SSDE rewrote: its function, its header block, and
// the switch block its back edges now go through.
type Rewrite struct {
	Func, Loop, Switch string
}

// rewrites lists the flagged loops of det (natural loops and spin regions,
// by header, in the order of the loop forest; the rewrite moves no header)
// that have a switch block of res among their header's predecessors.
func rewrites(f *ir.Func, det *deadlock.Result, res *Result) []Rewrite {
	isSwitch := map[*ir.Block]bool{}
	for _, s := range res.Switches {
		isSwitch[s] = true
	}
	var out []Rewrite
	seen := map[*ir.Block]bool{}
	for _, l := range det.Loops {
		h := l.Region.Header
		if seen[h] {
			continue
		}
		seen[h] = true
		for _, p := range h.Preds {
			if isSwitch[p] {
				out = append(out, Rewrite{Func: f.Name, Loop: h.Name, Switch: p.Name})
				break
			}
		}
	}
	return out
}

// Options configure Transform.
type Options struct {
	// SingleEntry routes the entries of a loop through its switch block
	// when the new loop would otherwise have a second entry (see the
	// package documentation).
	SingleEntry bool
}

// Apply detects the loops of f that may deadlock and transforms them; with
// the Nvidia reconvergence rule it keeps the new loops single-entry. It
// never emits a kernel that detection flags where a different placement
// would not (see "Checked placement" in the package documentation):
// Result.Fallbacks says where a loop's switch went elsewhere or why a loop
// was left alone.
func Apply(f *ir.Func, opt deadlock.Options) (*Result, error) {
	det := deadlock.Detect(f, opt)
	res, err := apply(f, det, opt)
	if err != nil {
		return nil, err
	}
	res.Rewrites = rewrites(f, det, res)
	return res, nil
}

// apply is Apply on the detection det of f.
func apply(f *ir.Func, det *deadlock.Result, opt deadlock.Options) (*Result, error) {
	topt := Options{SingleEntry: opt.Reconv == deadlock.ReconvNvidia}
	if len(det.Loops) == 0 {
		return &Result{}, nil
	}
	targets := make([]deadlock.Point, len(det.Loops))
	for k, l := range det.Loops {
		targets[k] = l.SafePDom
	}
	skip := make([]bool, len(det.Loops))
	eval := func(targets []deadlock.Point, skip []bool) (cost, error) {
		return costAfter(f, det, targets, skip, opt, topt)
	}
	best, err := eval(targets, skip)
	if err != nil {
		return nil, err
	}
	if best.zero() {
		res, err := rewrite(f, det, targets, skip, topt)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
	// Why each loop's paper placement is refused: the rewrite of that loop
	// alone, with the others left as they are.
	why := func(k int) (string, error) {
		alone := make([]bool, len(det.Loops))
		for j := range alone {
			alone[j] = j != k
		}
		c, err := eval(targets, alone)
		if err != nil {
			return "", err
		}
		return c.why(best), nil
	}
	paperWhy := make([]string, len(det.Loops))
	for k := range det.Loops {
		if paperWhy[k], err = why(k); err != nil {
			return nil, err
		}
	}
	pdom := dom.PostDominators(f)
	cands := make([][]deadlock.Point, len(det.Loops))
	for k, l := range det.Loops {
		cands[k] = candidates(pdom, l)
	}
	valid := func(j int, p deadlock.Point) bool {
		for _, q := range cands[j] {
			if q == p {
				return true
			}
		}
		return false
	}
	// Best improvement: each round tries every single move (one loop's
	// switch, with the loops sharing it, to one of its candidates) and
	// takes the one that costs least; rounds go on while that improves.
	// Taking the first improvement instead makes the result depend on the
	// order of the loops: an early move that lowers the cost a little can
	// rule out the move that would have lowered it most.
	for !best.zero() {
		var next []deadlock.Point
		nextCost := best
		for k := range det.Loops {
			// Loops sharing k's switch block move with it where they can:
			// one left behind would keep the switch that causes the trouble.
			old := targets[k]
			var group []int
			for j := range det.Loops {
				if targets[j] == old {
					group = append(group, j)
				}
			}
			for _, c := range cands[k] {
				if c == old {
					continue
				}
				trial := append([]deadlock.Point(nil), targets...)
				split := false
				for _, j := range group {
					if j == k || valid(j, c) {
						trial[j] = c
					} else {
						split = true
					}
				}
				if split {
					continue
				}
				n, err := eval(trial, skip)
				if err != nil {
					return nil, err
				}
				if n.less(nextCost) {
					nextCost, next = n, trial
				}
			}
		}
		if next == nil {
			break
		}
		best, targets = nextCost, next
	}
	var fbs []Fallback
	for k, l := range det.Loops {
		if targets[k] != l.SafePDom {
			fbs = append(fbs, Fallback{Loop: l, Paper: l.SafePDom, Chosen: targets[k], Why: paperWhy[k]})
		}
	}
	// A rewrite that captures a spin region or puts a barrier before a
	// reconvergence point makes the kernel worse: leave loops alone until
	// none does (leaving them all alone is the original kernel). A loop
	// whose rewrite only leaves findings behind is left alone when that
	// leaves none: a loop left alone keeps whatever deadlock it had, so
	// fewer findings are not enough.
	leave := func(k int, why string) {
		skip[k] = true
		for j := range fbs {
			if fbs[j].Loop == det.Loops[k] {
				fbs = append(fbs[:j], fbs[j+1:]...)
				break
			}
		}
		fbs = append(fbs, Fallback{Loop: det.Loops[k], Paper: det.Loops[k].SafePDom, Left: true, Why: why})
	}
	for k := range det.Loops {
		if best.hazards() == 0 {
			break
		}
		skip[k] = true
		n, err := eval(targets, skip)
		if err != nil {
			return nil, err
		}
		skip[k] = false
		if n.hazards() < best.hazards() {
			best = n
			leave(k, "no placement of its switch block is safe: "+paperWhy[k])
		}
	}
	if best.hazards() > 0 {
		for k := range det.Loops {
			if !skip[k] {
				leave(k, "no placement of the switch blocks is safe together: "+paperWhy[k])
			}
		}
		if best, err = eval(targets, skip); err != nil {
			return nil, err
		}
	}
	for k := range det.Loops {
		if best.zero() {
			break
		}
		if skip[k] {
			continue
		}
		skip[k] = true
		n, err := eval(targets, skip)
		if err != nil {
			return nil, err
		}
		skip[k] = false
		if n.zero() {
			best = n
			leave(k, "every placement of its switch block leaves a loop that detection flags; left as it was")
		}
	}
	res, err := rewrite(f, det, targets, skip, topt)
	if err != nil {
		return nil, err
	}
	res.Fallbacks = fbs
	res.Flagged = best.flagged
	return res, nil
}

// cost is what a placement of the switch blocks leaves behind: hazards of
// the rewritten kernel that the original did not have (see
// deadlock.Hazards), then loops that detection flags in it. Placements are
// compared in that order: a hazard is a deadlock the rewrite creates, a
// finding may be a false alarm.
type cost struct {
	captured, barriers, held, flagged int
}

func (c cost) hazards() int { return c.captured + c.barriers + c.held }
func (c cost) zero() bool   { return c == cost{} }

func (c cost) less(d cost) bool {
	if c.hazards() != d.hazards() {
		return c.hazards() < d.hazards()
	}
	return c.flagged < d.flagged
}

// why explains a loop's refused placement from the cost of its rewrite
// alone (all: with every loop rewritten, for the flagged count).
func (c cost) why(all cost) string {
	switch {
	case c.barriers > 0:
		return "the paper's SafePDom lies past a barrier that threads leaving the loop would reach while their warp-mates are held on the stack"
	case c.captured > 0:
		return "the paper's SafePDom captures an enclosing spin region: threads of a retry loop would spin round it while the lock holder waits at the switch"
	case c.held > 0:
		return "the paper's SafePDom holds a lock's owner at the switch while another loop spins on that lock"
	case all.hazards() > 0:
		return "its switch block, together with the others' at their SafePDoms, captures a spin region, holds a lock's owner or passes a barrier"
	}
	return "detection flags the rewritten kernel"
}

// Fallback records a loop whose switch block is not at the paper's
// SafePDom: at Chosen instead, or nowhere (Left).
type Fallback struct {
	Loop   *deadlock.Loop
	Paper  deadlock.Point
	Chosen deadlock.Point
	Left   bool
	Why    string
}

// candidates returns the points where l's switch block may go, furthest
// first: the SafePDom, the starts of the blocks on the post-dominator tree
// path from it down to the reconvergence point of l's exits, and the points
// right after each redefining write on that path.
func candidates(pdom *dom.Tree, l *deadlock.Loop) []deadlock.Point {
	var out []deadlock.Point
	lo, hi := l.Reconv, l.SafePDom
	if lo.IsExit() {
		return nil
	}
	var chain []*ir.Block // lo.Block up to hi.Block (exclusive of the exit)
	for b := lo.Block; b != nil; b = pdom.IDom(b) {
		chain = append(chain, b)
		if b == hi.Block {
			break
		}
	}
	for j := len(chain) - 1; j >= 0; j-- {
		b := chain[j]
		var pts []deadlock.Point
		if b != lo.Block || lo.Index == 0 {
			pts = append(pts, deadlock.Point{Block: b})
		}
		for _, w := range l.Writes() {
			if w.Instr.Block != b {
				continue
			}
			for k, x := range b.Instrs {
				if x == w.Instr && (b != lo.Block || k+1 >= lo.Index) {
					pts = append(pts, deadlock.Point{Block: b, Index: k + 1})
				}
			}
		}
		if b == lo.Block && lo.Index > 0 {
			pts = append(pts, lo)
		}
		// furthest first: later points of a block post-dominate earlier ones
		for i := len(pts) - 1; i >= 0; i-- {
			p := pts[i]
			if p == hi || (b == hi.Block && p.Index > hi.Index) {
				continue
			}
			dup := false
			for _, q := range out {
				dup = dup || q == p
			}
			if !dup {
				out = append(out, p)
			}
		}
	}
	return out
}

// costAfter rewrites a copy of f with the switch blocks at targets
// (leaving out the loops in skip) and returns its cost: the hazards the
// rewrite adds and how many loops detection flags in the copy.
func costAfter(f *ir.Func, det *deadlock.Result, targets []deadlock.Point, skip []bool, opt deadlock.Options, topt Options) (cost, error) {
	g, err := ir.CopyFunc(f)
	if err != nil {
		panic(fmt.Sprintf("ssde: costAfter: %s does not parse back: %v", f.Name, err))
	}
	gdet := deadlock.Detect(g, opt)
	if len(gdet.Loops) != len(det.Loops) {
		panic(fmt.Sprintf("ssde: costAfter: %d flagged loops in the copy of %s, %d in it", len(gdet.Loops), f.Name, len(det.Loops)))
	}
	gt := make([]deadlock.Point, len(targets))
	for k, p := range targets {
		if !p.IsExit() {
			gt[k] = deadlock.Point{Block: g.BlockByName(p.Block.Name), Index: p.Index}
		}
	}
	before := deadlock.FindHazards(g, opt)
	own := make(map[*ir.Instr]bool)
	for k, l := range gdet.Loops {
		if skip[k] {
			continue
		}
		for _, e := range l.Region.Exiting {
			own[e.Block.Terminator()] = true
		}
		if l.Region.Branch != nil {
			own[l.Region.Branch.Terminator()] = true
		}
	}
	if _, err := rewrite(g, gdet, gt, skip, topt); err != nil {
		return cost{}, err
	}
	var c cost
	hz := deadlock.FindHazards(g, opt)
	captured, barriers := hz.Added(before, own)
	c.barriers = barriers
	after := deadlock.Detect(g, opt)
	c.flagged = len(after.Loops)
	c.held = hz.Held(before, gdet, after)
	// A captured branch is a hazard when Algorithm 1 flags its grown spin
	// region and the region waits for a write outside it, which only the
	// threads held at the switch can make (a lock's losers for its
	// holder). When it does not (Fig. 4b: the threads going round the
	// outer loop produce what the held ones wait for), the capture is the
	// paper's intended schedule (see "When a captured branch is a hazard").
	for _, t := range captured {
		for _, l := range after.Loops {
			if covers(l, t.Block) && owesOutside(hz, t, l) {
				c.captured++
				break
			}
		}
	}
	return c, nil
}

// owesOutside reports whether some redefining write of l lies outside the
// spin region of the captured branch t (in the rewritten function hz was
// computed on): one the threads cycling there cannot make themselves.
func owesOutside(hz *deadlock.Hazards, t *ir.Instr, l *deadlock.Loop) bool {
	for _, w := range l.Writes() {
		if !hz.InSpin(t, w.Instr) {
			return true
		}
	}
	return false
}

// covers reports whether the flagged loop l is the spin region of b's
// branch, or a natural loop containing b (a spin region with the blocks of
// a loop around its branch is analysed as that loop).
func covers(l *deadlock.Loop, b *ir.Block) bool {
	if l.Region.Branch != nil {
		return l.Region.Branch == b
	}
	return l.Region.Contains(b)
}

// Transform applies Algorithm 3 to the flagged loops of det, which must be
// Detect's result for f's current CFG, with every switch block at its
// loop's SafePDom (no checked placement; see Apply).
func Transform(f *ir.Func, det *deadlock.Result, opt Options) (*Result, error) {
	targets := make([]deadlock.Point, len(det.Loops))
	for k, l := range det.Loops {
		targets[k] = l.SafePDom
	}
	return rewrite(f, det, targets, make([]bool, len(det.Loops)), opt)
}

func rewrite(f *ir.Func, det *deadlock.Result, points []deadlock.Point, skip []bool, opt Options) (*Result, error) {
	res := &Result{}
	if len(det.Loops) == 0 {
		return res, nil
	}
	// Resolve every SafePDom to its instruction first: the edits below
	// move instructions between blocks but never change which one a
	// SafePDom names.
	targets := make([]*ir.Instr, len(det.Loops))
	for k := range det.Loops {
		if skip[k] {
			continue
		}
		s, err := safeInstr(f, points[k])
		if err != nil {
			return nil, err
		}
		targets[k] = s
	}
	n0 := f.NumBlocks()
	b := ir.NewBuilder(f)
	tails := make(map[*ir.Block]*ir.Block)    // block split at a SafePDom → the part with its terminator
	switchOf := make(map[*ir.Instr]*ir.Block) // SafePDom → BB_S (SwitchBBs)
	condOf := make(map[*ir.Block]*ir.Instr)   // BB_S → its phi "cond"
	next := make(map[*ir.Block]int64)         // BB_S → last case value used
	for k, l := range det.Loops {
		if skip[k] {
			continue
		}
		s := targets[k]
		bbs := switchOf[s]
		if bbs == nil {
			var cond *ir.Instr
			bbs, cond = newSwitchBlock(f, b, s, tails)
			condOf[bbs] = cond
			res.Switches = append(res.Switches, bbs)
		}
		for _, latch := range l.Region.Latches {
			// A latch split at another loop's SafePDom has its back edge
			// in the tail.
			for tails[latch] != nil {
				latch = tails[latch]
			}
			for n := 0; n < len(latch.Succs); n++ {
				if isHeader(l, latch.Succs[n]) {
					route(latch, n, bbs, condOf[bbs], next) // lines 24-28
					res.Redirected++
				}
			}
		}
		switchOf[s] = bbs
	}
	if opt.SingleEntry {
		for k, l := range det.Loops {
			if skip[k] {
				continue
			}
			bbs := switchOf[targets[k]]
			if !secondEntry(f, l, bbs) {
				continue
			}
			for _, h := range l.Region.Entries {
				for _, p := range append([]*ir.Block(nil), h.Preds...) {
					// blocks made here (IDs from n0 on) are in no region
					if p == bbs || (p.ID < n0 && l.Region.Contains(p)) {
						continue
					}
					for n := 0; n < len(p.Succs); n++ {
						if p.Succs[n] == h {
							route(p, n, bbs, condOf[bbs], next)
							res.Rerouted++
						}
					}
				}
			}
		}
	}
	ssa.Repair(f)
	return res, nil
}

// route sends edge n of from through the switch block bbs: the edge now
// ends at bbs, where cond takes a fresh case value that the switch maps to
// the edge's old target, whose phis keep their operands for it.
func route(from *ir.Block, n int, bbs *ir.Block, cond *ir.Instr, next map[*ir.Block]int64) {
	for k, s := range from.Succs {
		if k != n && s == bbs {
			// from already has an edge to bbs, and cond's phi could not
			// tell the two apart: give this edge a block of its own.
			from, n = splitEdge(from, n), 0
			break
		}
	}
	dst := from.Succs[n]
	e := edgeIndex(from, n)
	vals := make([]ir.Value, 0, len(dst.Phis()))
	for _, phi := range dst.Phis() {
		vals = append(vals, phi.Args[e])
	}
	next[bbs]++
	v := next[bbs]
	from.SetSucc(n, bbs)
	cond.SetArg(len(bbs.Preds)-1, ir.ConstInt(ir.I32, v))
	bbs.AddSwitchCase(v, dst)
	for j, phi := range dst.Phis() {
		phi.SetArg(len(dst.Preds)-1, vals[j])
	}
}

// splitEdge puts a new block on edge n of from and returns it; the
// target's phis take their operands for the edge from it.
func splitEdge(from *ir.Block, n int) *ir.Block {
	f := from.Func
	dst := from.Succs[n]
	e := edgeIndex(from, n)
	vals := make([]ir.Value, 0, len(dst.Phis()))
	for _, phi := range dst.Phis() {
		vals = append(vals, phi.Args[e])
	}
	nb := f.NewBlock(from.Name + ".ssde")
	from.SetSucc(n, nb)
	b := ir.NewBuilder(f)
	b.SetBlock(nb)
	b.SetPos(from.Terminator().Pos)
	b.Br(dst)
	for j, phi := range dst.Phis() {
		phi.AddArg(vals[j])
	}
	return nb
}

// secondEntry reports whether the cycle through l's header and its switch
// block bbs can be entered at bbs without passing the header: some
// predecessor of bbs is not dominated by the header.
func secondEntry(f *ir.Func, l *deadlock.Loop, bbs *ir.Block) bool {
	dt := dom.Dominators(f)
	for _, p := range bbs.Preds {
		if !dt.Dominates(l.Region.Header, p) {
			return true
		}
	}
	return false
}

// isHeader reports whether b is an entry of l (its header, for an
// irreducible loop any entry block, for a spin region its branch block).
func isHeader(l *deadlock.Loop, b *ir.Block) bool { return l.Region.IsEntry(b) }

// edgeIndex returns the index in b.Succs[n].Preds of the edge b → Succs[n]:
// the k-th such edge of b is the k-th entry of b in the target's Preds.
func edgeIndex(b *ir.Block, n int) int {
	t := b.Succs[n]
	k := 0
	for _, s := range b.Succs[:n] {
		if s == t {
			k++
		}
	}
	for j, p := range t.Preds {
		if p == b {
			if k == 0 {
				return j
			}
			k--
		}
	}
	panic(fmt.Sprintf("ssde: edge %s→%s missing from the predecessors in %s", b.Name, t.Name, b.Func.Name))
}

// safeInstr returns the instruction a SafePDom point names; the function
// exit names the return of the single exit block.
func safeInstr(f *ir.Func, p deadlock.Point) (*ir.Instr, error) {
	if !p.IsExit() {
		return p.Instr(), nil
	}
	var ret *ir.Instr
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			if ret != nil {
				return nil, fmt.Errorf("ssde: %s has several returns; run transform.MergeReturns first", f.Name)
			}
			ret = t
		}
	}
	if ret == nil {
		return nil, fmt.Errorf("ssde: %s never returns, so its exit cannot be a reconvergence point", f.Name)
	}
	return ret, nil
}

// newSwitchBlock creates BB_S just before instruction s (lines 5-22) and
// returns it with its phi "cond". A block it splits is recorded in tails.
func newSwitchBlock(f *ir.Func, b *ir.Builder, s *ir.Instr, tails map[*ir.Block]*ir.Block) (*ir.Block, *ir.Instr) {
	blk := s.Block
	k := 0
	for blk.Instrs[k] != s {
		k++
	}
	if k > 0 { // lines 11-14: split BB into BB_A (blk) and BB_B
		tail := f.SplitBlock(blk, k, blk.Name+".tail")
		tails[blk] = tail
		b.SetBlock(blk)
		b.SetPos(s.Pos)
		b.Br(tail)
		blk = tail
	}
	bbs := f.InsertBlockBefore(blk, "ssde.switch") // lines 6-9 (and 14)
	b.SetBlock(bbs)
	b.SetPos(s.Pos)
	zeros := make([]ir.Value, len(bbs.Preds))
	for j := range zeros {
		zeros[j] = ir.ConstInt(ir.I32, 0)
	}
	cond := b.Phi(ir.I32, zeros...) // lines 16-19
	b.Switch(cond, blk, nil, nil)   // lines 20-21
	return bbs, cond
}
