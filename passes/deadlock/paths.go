package deadlock

import (
	"slices"

	"github.com/simtc/simtc/ir"
)

// The path questions of Algorithms 1 and 2, answered with structures built
// once per function so that a function with many flagged regions and many
// writes costs near-linear time (issue 18), with the same answers as the
// direct walks they replace (checked pairwise in paths_test.go):
//
//   - the CFG's strongly connected components, numbered in topological
//     order (topo): a walk towards a block b never needs to enter a block
//     numbered after b, and a path that comes back into a region stays in
//     the region's component;
//   - ReachBrSet's reachable set, walked from a region's exits only over the
//     blocks numbered up to the last write asked about, with stamped marks
//     instead of a function-sized set per region (since issue 33 Detect
//     asks the closures of safepoint.go instead; the walk lists
//     Loop.ReachBr and stands in where safepoint.go's conditions fail);
//   - ParaBrSet's sets P(s→R), each branch arm's set computed once, sorted,
//     and inverted into the arms that hold each block, so that a region
//     meets only the branches whose arm holds its header.

// topo returns the CFG's strongly connected components by block ID,
// numbered so that every edge goes from a component to itself or to a
// higher one.
func (d *detector) topo() []int32 {
	if d.comp == nil {
		d.comp, _ = components(d.succs(), nil)
	}
	return d.comp
}

// cfgArrays is the CFG as int32 arrays: the block IDs in layout order,
// and by block ID its successors' IDs, to[start[id]:start[id+1]], in the
// order of Block.Succs. Built by one pass over the blocks, it serves the
// passes that only follow edges (components, newGraph, condensed) without
// loading a block: on a function too large for the caches each of those
// passes over the blocks missed some three cache lines per block
// (callgrind with a 1 MB last level, BenchmarkDetectBlocks at 61k blocks;
// issue 33).
type cfgArrays struct {
	ids       []int32
	start, to []int32
}

// succs returns f's cfgArrays, on demand.
func (d *detector) succs() *cfgArrays {
	if d.cfga == nil {
		f := d.f
		n, edges := f.NumBlocks(), 0
		a := &cfgArrays{ids: make([]int32, len(f.Blocks)), start: make([]int32, n+1)}
		for k, b := range f.Blocks {
			a.ids[k] = int32(b.ID)
			a.start[b.ID+1] = int32(len(b.Succs))
			edges += len(b.Succs)
		}
		for id := 0; id < n; id++ {
			a.start[id+1] += a.start[id]
		}
		a.to = make([]int32, edges)
		for _, b := range f.Blocks {
			at := a.start[b.ID]
			for k, x := range b.Succs {
				a.to[int(at)+k] = int32(x.ID)
			}
		}
		d.cfga = a
	}
	return d.cfga
}

// cond reports whether the block with ID id ends in a branch with two or
// more distinct successors (isCondBranch).
func (a *cfgArrays) cond(id int32) bool {
	s := a.to[a.start[id]:a.start[id+1]]
	for _, x := range s[min(1, len(s)):] {
		if x != s[0] {
			return true
		}
	}
	return false
}

// components returns the strongly connected components of the CFG g by
// block ID, and their number, numbered so that every edge goes from a
// component to itself or to a higher one (Tarjan's algorithm, iterative,
// from the blocks in layout order). With stops, the edges out of the
// blocks for which it is true are left out. The stacks are sized for the
// deepest walk, a block each (straight-line code of n blocks is that
// deep): grown by append, they were allocated some five times over
// (issue 33).
func components(g *cfgArrays, stops func(id int32) bool) ([]int32, int32) {
	n := len(g.start) - 1
	index, low := make([]int32, n), make([]int32, n) // index 0: not visited
	onStack := make([]bool, n)
	comp := make([]int32, n)
	stack := make([]int32, 0, n)
	type frame struct {
		id   int32
		next int32 // the successor to visit next (an index into g.to); -1: none (stops)
	}
	call := make([]frame, 0, n)
	clock, ncomp := int32(0), int32(0)
	visit := func(id int32) {
		clock++
		index[id], low[id] = clock, clock
		onStack[id] = true
		stack = append(stack, id)
		fr := frame{id: id, next: g.start[id]}
		if stops != nil && stops(id) {
			fr.next = -1
		}
		call = append(call, fr)
	}
	for _, root := range g.ids {
		if index[root] != 0 {
			continue
		}
		visit(root)
		for len(call) > 0 {
			top := &call[len(call)-1]
			b := top.id
			if top.next >= 0 && top.next < g.start[b+1] {
				s := g.to[top.next]
				top.next++
				if index[s] == 0 {
					visit(s)
				} else if onStack[s] {
					low[b] = min(low[b], index[s])
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].id
				low[p] = min(low[p], low[b])
			}
			if low[b] == index[b] {
				for {
					x := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[x] = false
					comp[x] = ncomp
					if x == b {
						break
					}
				}
				ncomp++
			}
		}
	}
	// Tarjan completes a component after every component it reaches.
	for k := range comp {
		comp[k] = ncomp - 1 - comp[k]
	}
	return comp, ncomp
}

// marks returns the detector's stamped scratch marks (by block ID) and a
// fresh stamp: a block is marked when its entry equals the stamp.
func (d *detector) marks() ([]int32, int32) {
	if d.mark == nil {
		d.mark = make([]int32, d.f.NumBlocks())
	}
	d.mgen++
	return d.mark, d.mgen
}

// oneComponent returns the component holding every block of l, or -1 when
// l spans several (then the component shortcuts do not apply).
func (d *detector) oneComponent(l *Region) int32 {
	comp := d.topo()
	c := comp[l.Header.ID]
	for _, b := range l.Blocks {
		if comp[b.ID] != c {
			return -1
		}
	}
	return c
}

// reachSet is the part of a function reachable from some points without
// crossing a barrier: for each block, the instructions [from, end). It is
// exact for the blocks numbered (topo) up to limit, which is all that is
// asked about; it lives in the detector's scratch until the next call of
// reachable.
type reachSet struct {
	d         *detector
	stamp     int32
	from, end []int32 // by block ID, valid where d.rstamp equals stamp
}

func (s *reachSet) in(b *ir.Block) bool { return s.d.rstamp[b.ID] == s.stamp }

func (s *reachSet) has(b *ir.Block, k int) bool {
	return s.in(b) && k >= int(s.from[b.ID]) && k < int(s.end[b.ID])
}

// passes reports whether control reaches b's terminator (no barrier stops it).
func (s *reachSet) passes(b *ir.Block) bool {
	return s.in(b) && int(s.end[b.ID]) == len(b.Instrs)
}

// reachable computes the instructions reachable from the points ps without
// crossing a barrier ("reachable from L" in Listing 1), for the blocks of
// components up to limit.
func (d *detector) reachable(ps []Point, limit int32) *reachSet {
	n := d.f.NumBlocks()
	if d.rstamp == nil {
		d.rstamp, d.rfrom, d.rend = make([]int32, n), make([]int32, n), make([]int32, n)
	}
	d.rgen++
	comp := d.topo()
	s := &reachSet{d: d, stamp: d.rgen, from: d.rfrom, end: d.rend}
	work := d.work[:0]
	enter := func(b *ir.Block, at int) {
		if comp[b.ID] > limit || (s.in(b) && int(s.from[b.ID]) <= at) {
			return
		}
		d.rstamp[b.ID] = s.stamp
		s.from[b.ID] = int32(at)
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
		for k := int(s.from[b.ID]); k < len(b.Instrs); k++ {
			if b.Instrs[k].Op == ir.OpBarrier {
				end = k
				break
			}
		}
		s.end[b.ID] = int32(end)
		if end == len(b.Instrs) {
			for _, succ := range b.Succs {
				enter(succ, 0)
			}
		}
	}
	d.work = work
	return s
}

// branchesTo returns the union of ReachBrSet(L, bb) over the blocks bbs:
// the conditional branches on some barrier-free path from the
// reconvergence point to one of them, in program order. One backward walk
// from all of them together: a flagged loop asks once for all its
// reachable writes, not once per write (Algorithm 2 needs only the union,
// see safePDoms), so a function with many flagged loops and many writes
// does not pay loops × writes walks.
func (s *reachSet) branchesTo(bbs ...*ir.Block) []*ir.Instr {
	d := s.d
	seen, gen := d.marks()
	pos := d.layout()
	// Walk backwards from bb through blocks that pass control on.
	var found []*ir.Block
	work := d.work[:0]
	add := func(p *ir.Block) {
		if s.passes(p) && seen[p.ID] != gen {
			seen[p.ID] = gen
			work = append(work, p)
			if isCondBranch(p) {
				found = append(found, p)
			}
		}
	}
	for _, bb := range bbs {
		for _, p := range bb.Preds {
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
	slices.SortFunc(found, func(a, b *ir.Block) int { return int(pos[a.ID] - pos[b.ID]) })
	var out []*ir.Instr
	for _, b := range found {
		out = append(out, b.Terminator())
	}
	return out
}

// layout returns each block's index in f.Blocks, by block ID.
func (d *detector) layout() []int32 {
	if d.pos == nil {
		d.pos = make([]int32, d.f.NumBlocks())
		for k, id := range d.succs().ids {
			d.pos[id] = int32(k)
		}
	}
	return d.pos
}

// blockOf returns the block with ID id.
func (d *detector) blockOf(id int32) *ir.Block { return d.f.Blocks[d.layout()[id]] }

// reenters reports whether a path from the exit block x comes back into l
// before reaching the exits' reconvergence point rp: such an exit belongs to
// a larger cycle, analysed on its own, and threads taking it do not wait at
// rp. Such a path lies in a cycle through l, so it stays in l's component.
func (d *detector) reenters(l *Region, x *ir.Block, rp Point) bool {
	comp := d.topo()
	c := d.oneComponent(l)
	if c >= 0 && comp[x.ID] != c {
		return false
	}
	seen, gen := d.marks()
	work := append(d.work[:0], x)
	seen[x.ID] = gen
	found := false
	for len(work) > 0 && !found {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == rp.Block {
			continue
		}
		for _, s := range b.Succs {
			if l.Contains(s) {
				found = true
				break
			}
			if seen[s.ID] != gen && (c < 0 || comp[s.ID] == c) {
				seen[s.ID] = gen
				work = append(work, s)
			}
		}
	}
	d.work = work[:0]
	return found
}

// arms is P(s→R) of every conditional branch: arm k of branch b is the set
// of blocks reachable from b's k-th distinct successor s without passing
// b's reconvergence block R, nor b itself (see the package documentation: a
// path that comes back through the branch is the same thread going round,
// not a parallel path).
type arms struct {
	branch  []*ir.Block // by arm
	succ    []int32     // by arm: its index among distinct(branch.Succs)
	start   []int32     // by arm: its blocks are ids[start[a]:start[a+1]], sorted
	ids     []int32
	byBlock []int32 // by block ID b: the arms holding b are of[byBlock[b]:byBlock[b+1]], in arm order
	of      []int32
}

// branchArms computes the arms of every conditional branch of f, in layout
// order, once per function.
func (d *detector) branchArms() *arms {
	if d.arms != nil {
		return d.arms
	}
	n := d.f.NumBlocks()
	a := &arms{start: []int32{0}}
	seen, _ := d.marks()
	ca := d.succs()
	for k, b := range d.f.Blocks {
		if !ca.cond(ca.ids[k]) {
			continue
		}
		rp := d.r.rp[b.ID]
		for k, s := range distinct(b.Succs) {
			a.branch = append(a.branch, b)
			a.succ = append(a.succ, int32(k))
			first := len(a.ids)
			if s != rp && s != b {
				d.mgen++
				gen := d.mgen
				seen[s.ID] = gen
				a.ids = append(a.ids, int32(s.ID))
				for next := first; next < len(a.ids); next++ {
					x := d.f.Blocks[d.layout()[a.ids[next]]]
					for _, y := range x.Succs {
						if y != rp && y != b && seen[y.ID] != gen {
							seen[y.ID] = gen
							a.ids = append(a.ids, int32(y.ID))
						}
					}
				}
			}
			slices.Sort(a.ids[first:])
			a.start = append(a.start, int32(len(a.ids)))
		}
	}
	// Invert: the arms of each block, in arm order (a counting sort).
	a.byBlock = make([]int32, n+1)
	for _, id := range a.ids {
		a.byBlock[id+1]++
	}
	for k := 0; k < n; k++ {
		a.byBlock[k+1] += a.byBlock[k]
	}
	a.of = make([]int32, len(a.ids))
	fill := slices.Clone(a.byBlock[:n])
	for arm := range a.branch {
		for _, id := range a.ids[a.start[arm]:a.start[arm+1]] {
			a.of[fill[id]] = int32(arm)
			fill[id]++
		}
	}
	d.arms = a
	return a
}

// holds reports whether arm holds block id.
func (a *arms) holds(arm int32, id int) bool {
	_, ok := slices.BinarySearch(a.ids[a.start[arm]:a.start[arm+1]], int32(id))
	return ok
}

// candidate is a branch b with l entirely inside some of its arms: its
// first arm is arms[first], and inside says which of its arms hold l.
type candidate struct {
	first  int32
	inside []bool // by arm index of b
}

// candidates returns the branches with l entirely on the paths from one of
// their successors to their reconvergence point, in program order: those
// of ParaBrSet(l, ·). An arm that holds l holds its header; when l is
// strongly connected inside itself and holds neither the branch nor its
// reconvergence block, an arm that holds the header holds all of l.
func (d *detector) candidates(l *Region) []candidate {
	if d.candFor == l {
		return d.cands
	}
	a := d.branchArms()
	strong := stronglyConnected(l, d)
	var out []candidate
	h := l.Header.ID
	of := a.of[a.byBlock[h]:a.byBlock[h+1]]
	for k := 0; k < len(of); {
		b := a.branch[of[k]]
		first := of[k] - a.succ[of[k]]
		var c *candidate
		for ; k < len(of) && a.branch[of[k]] == b; k++ {
			arm := of[k]
			inside := true
			if rp := d.r.rp[b.ID]; l.Contains(b) || (rp != nil && l.Contains(rp)) {
				inside = false
			} else if !strong {
				for _, x := range l.Blocks {
					if !a.holds(arm, x.ID) {
						inside = false
						break
					}
				}
			}
			if !inside {
				continue
			}
			if c == nil {
				out = append(out, candidate{first: first})
				c = &out[len(out)-1]
				c.inside = make([]bool, len(distinct(b.Succs)))
			}
			c.inside[a.succ[arm]] = true
		}
	}
	d.candFor, d.cands = l, out
	return out
}

// stronglyConnected reports whether every block of l reaches every other
// through blocks of l.
func stronglyConnected(l *Region, d *detector) bool {
	for _, dir := range []bool{true, false} {
		seen, gen := d.marks()
		work := append(d.work[:0], l.Header)
		seen[l.Header.ID] = gen
		count := 1
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			next := b.Succs
			if !dir {
				next = b.Preds
			}
			for _, y := range next {
				if l.Contains(y) && seen[y.ID] != gen {
					seen[y.ID] = gen
					count++
					work = append(work, y)
				}
			}
		}
		d.work = work
		if count != len(l.Blocks) {
			return false
		}
	}
	return true
}

// parallel returns ParaBrSet(l, bb): the conditional branches with l
// entirely on the paths from one successor to the reconvergence point and
// bb on the paths from another, in program order.
func (d *detector) parallel(l *Region, bb *ir.Block) []*ir.Instr {
	a := d.branchArms()
	var out []*ir.Instr
	for _, c := range d.candidates(l) {
	arms:
		for j := range c.inside {
			if !a.holds(c.first+int32(j), bb.ID) {
				continue
			}
			for k, in := range c.inside {
				if in && k != j {
					out = append(out, a.branch[c.first].Terminator())
					break arms
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
