package frontier

import (
	"fmt"
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
)

// Options select the variant of the analysis.
type Options struct {
	// Literal runs the paper's Algorithm 1 verbatim (only blocks ending in
	// a divergent branch add successors, back edges add nothing); see the
	// package documentation for why the default deviates.
	Literal bool
}

// Edge is a CFG edge From→To.
type Edge struct {
	From, To *ir.Block
}

// Cons is a conservative branch for TF-SANDY: the edge From→To goes to Via,
// the highest-priority block of From's frontier, because To has a lower
// priority than Via.
type Cons struct {
	From, To, Via *ir.Block
}

// Stats are the static columns of the paper's Table 5 for one function.
type Stats struct {
	Blocks       int     // reachable blocks
	AvgFrontier  float64 // average frontier size over the reachable blocks
	MaxFrontier  int     // largest frontier
	TFJoins      int     // distinct blocks that receive a reconvergence check
	PDOMJoins    int     // distinct IPDOMs (not the virtual exit) of multi-successor blocks
	Checks       int     // edges with a reconvergence check
	Conservative int     // conservative edges (TF-SANDY)
}

// Result is the thread-frontier analysis of one function.
type Result struct {
	f     *ir.Func
	order []*ir.Block // by priority
	prio  []int32     // by block ID: priority, -1 when unreachable

	// Frontiers in CSR form by priority: the frontier of order[p] is the
	// priorities fr[fStart[p]:fStart[p+1]], increasing.
	fStart []int32
	fr     []int32

	// Checks lists the edges that need a reconvergence check, by source
	// priority then target priority, one per distinct (source, target).
	Checks []Edge
	// Conservative lists the conservative edges, in the same order.
	Conservative []Cons
	// Stats are the Table 5 columns.
	Stats Stats
	// Rounds is the number of Algorithm 1 walks the fixed point needed (1
	// with Options.Literal or without back edges that add anything).
	Rounds int
}

type cacheKey struct{}

// Compute returns the default analysis of f (cached on f until its CFG
// changes).
func Compute(f *ir.Func) *Result {
	return f.Cached(cacheKey{}, func() any { return ComputeWith(f, Options{}) }).(*Result)
}

// Func returns the analysed function.
func (r *Result) Func() *ir.Func { return r.f }

// Order returns the reachable blocks from the highest priority to the
// lowest (the layout order for thread frontiers). Do not modify it.
func (r *Result) Order() []*ir.Block { return r.order }

// Priority returns b's priority (0 is the highest), or -1 when b is not a
// reachable block of the function.
func (r *Result) Priority(b *ir.Block) int {
	if b == nil || b.Func != r.f || b.ID >= len(r.prio) {
		return -1
	}
	return int(r.prio[b.ID])
}

// Frontier returns b's thread frontier from the highest priority to the
// lowest (nil for unreachable blocks).
func (r *Result) Frontier(b *ir.Block) []*ir.Block {
	p := r.Priority(b)
	if p < 0 {
		return nil
	}
	fs := r.fr[r.fStart[p]:r.fStart[p+1]]
	out := make([]*ir.Block, len(fs))
	for k, q := range fs {
		out[k] = r.order[q]
	}
	return out
}

// InFrontier reports whether x is in b's frontier.
func (r *Result) InFrontier(b, x *ir.Block) bool {
	p, q := r.Priority(b), r.Priority(x)
	if p < 0 || q < 0 {
		return false
	}
	_, ok := slices.BinarySearch(r.fr[r.fStart[p]:r.fStart[p+1]], int32(q))
	return ok
}

// ConsTarget returns the highest-priority block of frontier(b) ∪ succs(b):
// where a TF-SANDY warp goes after b's branch when any target may be taken
// (nil for blocks without successors and an empty frontier).
func (r *Result) ConsTarget(b *ir.Block) *ir.Block {
	p := r.Priority(b)
	if p < 0 {
		return nil
	}
	best := int32(-1)
	if r.fStart[p] < r.fStart[p+1] {
		best = r.fr[r.fStart[p]]
	}
	for _, s := range b.Succs {
		if q := r.prio[s.ID]; q >= 0 && (best < 0 || q < best) {
			best = q
		}
	}
	if best < 0 {
		return nil
	}
	return r.order[best]
}

// graph is the reachable part of a CFG over dense indices (RPO positions
// first, priorities later): successors in CSR form, repeats removed.
type graph struct {
	start []int32
	adj   []int32
}

func (g *graph) succs(v int32) []int32 { return g.adj[g.start[v]:g.start[v+1]] }

// ComputeWith computes the analysis of f with opt (not cached).
func ComputeWith(f *ir.Func, opt Options) *Result {
	r, _ := compute(f, nil, opt)
	return r
}

// ComputeOrder computes the frontiers of f for the priority order given
// (from the highest priority to the lowest), which must list every block
// reachable from the entry exactly once: for the paper's figures, whose
// priorities are given, and to show what a wrong order does (Fig. 2c).
func ComputeOrder(f *ir.Func, order []*ir.Block, opt Options) (*Result, error) {
	return compute(f, order, opt)
}

func compute(f *ir.Func, given []*ir.Block, opt Options) (*Result, error) {
	r := &Result{f: f, prio: make([]int32, f.NumBlocks())}
	for i := range r.prio {
		r.prio[i] = -1
	}
	rpo := dom.RPO(f)
	n := len(rpo)
	if n == 0 {
		r.fStart = []int32{0}
		if len(given) > 0 {
			return nil, fmt.Errorf("frontier: %s has no reachable block, the order lists %d", f.Name, len(given))
		}
		return r, nil
	}
	pos := make([]int32, f.NumBlocks())
	for i := range pos {
		pos[i] = -1
	}
	for k, b := range rpo {
		pos[b.ID] = int32(k)
	}
	g := buildGraph(rpo, pos)
	var perm []int32 // perm[p] = RPO position of priority p
	if given != nil {
		if len(given) != n {
			return nil, fmt.Errorf("frontier: the order of %s lists %d blocks, %d are reachable", f.Name, len(given), n)
		}
		seen := make([]bool, n)
		for _, b := range given {
			if b == nil || b.Func != f || b.ID >= len(pos) || pos[b.ID] < 0 || seen[pos[b.ID]] {
				return nil, fmt.Errorf("frontier: the order of %s lists a block twice or one that is not reachable", f.Name)
			}
			seen[pos[b.ID]] = true
			perm = append(perm, pos[b.ID])
		}
	} else {
		perm = priorities(f, rpo, g)
	}
	r.order = make([]*ir.Block, n)
	rank := make([]int32, n) // RPO position → priority
	for p, k := range perm {
		r.order[p] = rpo[k]
		rank[k] = int32(p)
		r.prio[rpo[k].ID] = int32(p)
	}
	// The graph again, over priorities.
	pg := buildGraph(r.order, r.prio)
	r.fStart, r.fr, r.Rounds = frontiers(pg, opt.Literal)
	r.finish()
	return r, nil
}

// buildGraph returns the successor lists of bs (reachable blocks) over the
// indices idx (by block ID), each list without repeats, in Succs order.
func buildGraph(bs []*ir.Block, idx []int32) *graph {
	g := &graph{start: make([]int32, len(bs)+1)}
	for k, b := range bs {
		row := len(g.adj)
		for _, s := range b.Succs {
			t := idx[s.ID]
			if t < 0 || slices.Contains(g.adj[row:], t) {
				continue
			}
			g.adj = append(g.adj, t)
		}
		g.start[k+1] = int32(len(g.adj))
	}
	return g
}

// hasBarrier reports whether b holds a barrier instruction.
func hasBarrier(b *ir.Block) bool {
	for _, i := range b.Instrs {
		if i.Op == ir.OpBarrier {
			return true
		}
	}
	return false
}

// baseOrder returns the reverse post-order of a depth-first search of g
// from vertex 0 that visits each block's successors last to first, so that
// a condbr's first (true) target gets the higher priority.
func baseOrder(g *graph) []int32 {
	n := int32(len(g.start) - 1)
	next := make([]int32, n) // next edge to cross, counting down; -1 unvisited
	for i := range next {
		next[i] = -1
	}
	post := make([]int32, 0, n)
	stack := []int32{0}
	next[0] = g.start[1]
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		if e := next[v]; e > g.start[v] {
			next[v] = e - 1
			if w := g.adj[e-1]; next[w] < 0 {
				next[w] = g.start[w+1]
				stack = append(stack, w)
			}
			continue
		}
		post = append(post, v)
		stack = stack[:len(stack)-1]
	}
	slices.Reverse(post)
	return post
}

// sccs returns the strongly connected component of every vertex of g
// (Tarjan's algorithm, iterative); components are numbered in reverse
// topological order of the condensation (sinks first).
func sccs(g *graph) (comp []int32, ncomp int32) {
	n := int32(len(g.start) - 1)
	index := make([]int32, n) // DFS number + 1; 0 unvisited
	low := make([]int32, n)
	comp = make([]int32, n)
	onStack := make([]bool, n)
	next := make([]int32, n)
	var stack, call []int32
	counter := int32(0)
	for root := int32(0); root < n; root++ {
		if index[root] != 0 {
			continue
		}
		call = append(call, root)
		counter++
		index[root], low[root] = counter, counter
		next[root] = g.start[root]
		stack = append(stack, root)
		onStack[root] = true
		for len(call) > 0 {
			v := call[len(call)-1]
			if e := next[v]; e < g.start[v+1] {
				next[v] = e + 1
				w := g.adj[e]
				if index[w] == 0 {
					counter++
					index[w], low[w] = counter, counter
					next[w] = g.start[w]
					stack = append(stack, w)
					onStack[w] = true
					call = append(call, w)
				} else if onStack[w] {
					low[v] = min(low[v], index[w])
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				u := call[len(call)-1]
				low[u] = min(low[u], low[v])
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
		}
	}
	return comp, ncomp
}

// priorities returns the priority order (see the package documentation):
// the base order when no block holds a barrier, else the topological order
// of the constraint graph that takes the ready block earliest in the base
// order. The constraint "every block that can reach barrier block B comes
// before B" is encoded in O(blocks + edges) over the strongly connected
// components: a virtual vertex done(S) per component S follows every block
// of S and done(P) of every component P with an edge into S; a barrier
// block B follows every other non-barrier block of its component and done(P)
// of the components P with an edge into its component.
func priorities(f *ir.Func, rpo []*ir.Block, g *graph) []int32 {
	dfs := baseOrder(g)
	dfsRank := make([]int32, len(dfs))
	for k, v := range dfs {
		dfsRank[v] = int32(k)
	}
	base := loopOrder(f, rpo, g, dfsRank)
	n := int32(len(base))
	isBarrier := make([]bool, n)
	any := false
	for _, v := range base {
		if hasBarrier(rpo[v]) {
			isBarrier[v], any = true, true
		}
	}
	if !any {
		return base
	}
	rank := make([]int32, n)
	for k, v := range base {
		rank[v] = int32(k)
	}
	comp, nc := sccs(g)
	// Vertices: blocks 0..n-1; pre(S) = n+S, ready when every non-barrier
	// block of S and every component with an edge into S is done;
	// done(S) = n+nc+S, ready when pre(S) and the barrier blocks of S are.
	// Constraint edges in a list, then CSR.
	var from, to []int32
	edge := func(u, v int32) { from, to = append(from, u), append(to, v) }
	pre := func(c int32) int32 { return n + c }
	doneOf := func(c int32) int32 { return n + nc + c }
	for c := int32(0); c < nc; c++ {
		edge(pre(c), doneOf(c))
	}
	for v := int32(0); v < n; v++ {
		c := comp[v]
		if isBarrier[v] {
			edge(pre(c), v)
			edge(v, doneOf(c))
		} else {
			edge(v, pre(c))
		}
		for _, w := range g.succs(v) {
			cw := comp[w]
			if cw != c {
				edge(doneOf(c), pre(cw))
			}
			// CFG edges that are forward in the base order, except those
			// from a barrier block back into its own component.
			if rank[w] > rank[v] && !(isBarrier[v] && cw == c) {
				edge(v, w)
			}
		}
	}
	nv := n + 2*nc
	start := make([]int32, nv+1)
	indeg := make([]int32, nv)
	for k := range from {
		start[from[k]+1]++
		indeg[to[k]]++
	}
	for i := int32(1); i <= nv; i++ {
		start[i] += start[i-1]
	}
	adj := make([]int32, len(to))
	fill := slices.Clone(start[:nv])
	for k := range from {
		adj[fill[from[k]]] = to[k]
		fill[from[k]]++
	}
	// Kahn's algorithm: virtual vertices are released as soon as they are
	// ready; blocks come out of a min-heap of base ranks.
	h := &minHeap{}
	var virt []int32
	ready := func(v int32) {
		if v >= n {
			virt = append(virt, v)
		} else {
			h.push(rank[v])
		}
	}
	for v := int32(0); v < nv; v++ {
		if indeg[v] == 0 {
			ready(v)
		}
	}
	done := make([]bool, nv)
	release := func(v int32) {
		for _, w := range adj[start[v]:start[v+1]] {
			indeg[w]--
			if indeg[w] == 0 && !done[w] {
				ready(w)
			}
		}
	}
	out := make([]int32, 0, n)
	next := int32(0) // scan pointer into base for the best-effort fallback
	for int32(len(out)) < n {
		if len(virt) > 0 {
			v := virt[len(virt)-1]
			virt = virt[:len(virt)-1]
			done[v] = true
			release(v)
			continue
		}
		var v int32
		if h.len() > 0 {
			v = base[h.pop()]
			if done[v] {
				continue
			}
		} else {
			for done[base[next]] {
				next++
			}
			v = base[next]
		}
		done[v] = true
		out = append(out, v)
		release(v)
	}
	return out
}

// minHeap is a binary min-heap of int32.
type minHeap struct{ a []int32 }

func (h *minHeap) len() int { return len(h.a) }

func (h *minHeap) push(v int32) {
	h.a = append(h.a, v)
	i := len(h.a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h.a[p] <= h.a[i] {
			break
		}
		h.a[p], h.a[i] = h.a[i], h.a[p]
		i = p
	}
}

func (h *minHeap) pop() int32 {
	top := h.a[0]
	last := len(h.a) - 1
	h.a[0] = h.a[last]
	h.a = h.a[:last]
	i := 0
	for {
		l, m := 2*i+1, i
		if l < last && h.a[l] < h.a[m] {
			m = l
		}
		if l+1 < last && h.a[l+1] < h.a[m] {
			m = l + 1
		}
		if m == i {
			break
		}
		h.a[m], h.a[i] = h.a[i], h.a[m]
		i = m
	}
	return top
}

// frontiers runs Algorithm 1 over g (vertices are priorities) and returns
// the frontiers in CSR form and the number of walks.
func frontiers(g *graph, literal bool) (fStart, fr []int32, rounds int) {
	n := int32(len(g.start) - 1)
	extra := make([][]int32, n) // deviation 2: blocks added to tset at h
	member := make([]bool, n)
	at := make([]int32, n) // index in list of a member
	var list []int32
	add := func(t int32) {
		if !member[t] {
			member[t] = true
			at[t] = int32(len(list))
			list = append(list, t)
		}
	}
	remove := func(t int32) {
		if member[t] {
			member[t] = false
			k := at[t]
			last := list[len(list)-1]
			list[k] = last
			at[last] = k
			list = list[:len(list)-1]
		}
	}
	mark := make([]int32, n) // h+1 when t is in extra[h] (for the current h)
	cur := int32(-1)
	// Back edges y→h (h ≤ y), grouped by h.
	var back [][2]int32
	for y := int32(0); y < n; y++ {
		for _, h := range g.succs(y) {
			if h <= y {
				back = append(back, [2]int32{y, h})
			}
		}
	}
	slices.SortStableFunc(back, func(a, b [2]int32) int { return int(a[1] - b[1]) })
	for {
		rounds++
		fStart = make([]int32, n+1)
		fr = fr[:0]
		for b := int32(0); b < n; b++ {
			remove(b)
			for _, t := range extra[b] {
				add(t)
			}
			startLen := len(fr)
			fr = append(fr, list...)
			slices.Sort(fr[startLen:])
			fStart[b+1] = int32(len(fr))
			ss := g.succs(b)
			if literal && len(ss) < 2 {
				continue
			}
			for _, t := range ss {
				if t > b {
					add(t)
				}
			}
		}
		for _, t := range list {
			member[t] = false
		}
		list = list[:0]
		if literal {
			return fStart, fr, rounds
		}
		changed := false
		for _, e := range back {
			y, h := e[0], e[1]
			if cur != h {
				cur = h
				for _, t := range extra[h] {
					mark[t] = h + 1
				}
			}
			consider := func(t int32) {
				if t > h && mark[t] != h+1 {
					mark[t] = h + 1
					extra[h] = append(extra[h], t)
					changed = true
				}
			}
			for _, t := range fr[fStart[y]:fStart[y+1]] {
				consider(t)
			}
			for _, t := range g.succs(y) {
				consider(t)
			}
		}
		cur = -1
		if !changed {
			return fStart, fr, rounds
		}
	}
}

// finish derives the checks, conservative edges and statistics.
func (r *Result) finish() {
	n := len(r.order)
	var pdom *dom.Tree
	joins := make([]bool, n)
	pdomJoin := make([]bool, r.f.NumBlocks())
	st := &r.Stats
	st.Blocks = n
	total := 0
	for p, b := range r.order {
		fs := r.fr[r.fStart[p]:r.fStart[p+1]]
		total += len(fs)
		st.MaxFrontier = max(st.MaxFrontier, len(fs))
		var seen []*ir.Block
		for _, s := range b.Succs {
			if slices.Contains(seen, s) {
				continue
			}
			seen = append(seen, s)
		}
		slices.SortFunc(seen, func(x, y *ir.Block) int { return int(r.prio[x.ID] - r.prio[y.ID]) })
		for _, s := range seen {
			q := r.prio[s.ID]
			if _, ok := slices.BinarySearch(fs, q); ok {
				r.Checks = append(r.Checks, Edge{b, s})
				if !joins[q] {
					joins[q] = true
					st.TFJoins++
				}
			}
			if len(fs) > 0 && q > fs[0] {
				r.Conservative = append(r.Conservative, Cons{b, s, r.order[fs[0]]})
			}
		}
		if len(seen) >= 2 {
			if pdom == nil {
				pdom = dom.PostDominators(r.f)
			}
			if ip := pdom.IDom(b); ip != nil && !pdomJoin[ip.ID] {
				pdomJoin[ip.ID] = true
				st.PDOMJoins++
			}
		}
	}
	if n > 0 {
		st.AvgFrontier = float64(total) / float64(n)
	}
	st.Checks = len(r.Checks)
	st.Conservative = len(r.Conservative)
}

// String prints the analysis: one line per block in priority order with
// its frontier, then the checks and conservative edges.
func (r *Result) String() string {
	var sb []byte
	for p, b := range r.order {
		sb = fmt.Appendf(sb, "%d %s {", p, b.Name)
		for k, x := range r.Frontier(b) {
			if k > 0 {
				sb = append(sb, ", "...)
			}
			sb = append(sb, x.Name...)
		}
		sb = append(sb, "}\n"...)
	}
	for _, c := range r.Checks {
		sb = fmt.Appendf(sb, "check %s -> %s\n", c.From.Name, c.To.Name)
	}
	for _, c := range r.Conservative {
		sb = fmt.Appendf(sb, "cons %s -> %s via %s\n", c.From.Name, c.To.Name, c.Via.Name)
	}
	return string(sb)
}
