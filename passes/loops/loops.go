package loops

import (
	"fmt"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
)

type forestKey struct{}

// Edge is the edge from Block to Block.Succs[Succ].
type Edge struct {
	Block *ir.Block
	Succ  int
}

// To returns the edge's target.
func (e Edge) To() *ir.Block { return e.Block.Succs[e.Succ] }

func (e Edge) String() string { return fmt.Sprintf("%s→%s", e.Block.Name, e.To().Name) }

// Loop is one loop of the forest. Its slices are shared with the forest and
// must not be modified.
type Loop struct {
	// Header is the loop's header: the single entry of a reducible loop,
	// the DFS-first entry of an irreducible one.
	Header *ir.Block
	// Entries are the blocks with a predecessor outside the loop, Header
	// first, the others in layout order.
	Entries []*ir.Block
	// Blocks are the loop's blocks (nested loops' included), Header first,
	// the rest in a fixed order: the blocks of the loop itself and its
	// nested loops (as one run each) by reverse post-order.
	Blocks []*ir.Block
	// Latches are the blocks of the loop with an edge to one of its
	// entries, in layout order.
	Latches []*ir.Block
	// Exits are the blocks outside the loop with a predecessor in it, in
	// layout order.
	Exits []*ir.Block
	// Exiting are the edges from the loop to its exits, by source in
	// layout order, then successor index.
	Exiting []Edge
	// Parent is the innermost loop containing this one, nil at top level.
	Parent *Loop
	// Children are the loops immediately nested in this one, by header in
	// reverse post-order.
	Children []*Loop
	// Depth is 1 for a top-level loop, Parent.Depth+1 otherwise.
	Depth int
	// Reducible reports whether the loop is a natural loop: its header
	// dominates all its blocks, so it is its only entry.
	Reducible bool

	forest   *Forest
	pre, end int32 // the loop's subtree is forest.Loops[pre:end]
}

func (l *Loop) String() string {
	kind := "loop"
	if !l.Reducible {
		kind = "irreducible loop"
	}
	return fmt.Sprintf("%s %s", kind, l.Header.Name)
}

// Contains reports whether b is in l (or a loop nested in it).
func (l *Loop) Contains(b *ir.Block) bool {
	m := l.forest.LoopOf(b)
	return m != nil && l.pre <= m.pre && m.pre < l.end
}

// ContainsLoop reports whether m is l or nested in l.
func (l *Loop) ContainsLoop(m *Loop) bool { return m != nil && l.pre <= m.pre && m.pre < l.end }

// Forest is the loop nesting forest of a function.
type Forest struct {
	// Loops are all loops, each before the loops nested in it (a preorder
	// of the forest; siblings ordered by header in reverse post-order).
	Loops []*Loop
	// Top are the top-level loops, by header in reverse post-order.
	Top []*Loop

	f     *ir.Func
	dfs   *dom.Search
	inner []int32 // by preorder number in dfs: the innermost loop's index in objs, or -1
	objs  []Loop
}

// Analyze returns the loop nesting forest of f, computing it if f's CFG
// changed since it was last asked for.
func Analyze(f *ir.Func) *Forest {
	return f.Cached(forestKey{}, func() any { return build(f) }).(*Forest)
}

// LoopOf returns the innermost loop containing b, or nil.
func (fr *Forest) LoopOf(b *ir.Block) *Loop {
	if fr.inner == nil {
		return nil
	}
	w := fr.dfs.Pre(b)
	if w < 0 {
		return nil
	}
	if l := fr.inner[w]; l >= 0 {
		return &fr.objs[l]
	}
	return nil
}

// Depth returns the number of loops containing b.
func (fr *Forest) Depth(b *ir.Block) int {
	if l := fr.LoopOf(b); l != nil {
		return l.Depth
	}
	return 0
}

// Headed returns the loops whose Header is b, innermost first: none, one,
// or two (a natural loop inside an irreducible one).
func (fr *Forest) Headed(b *ir.Block) []*Loop {
	var out []*Loop
	for l := fr.LoopOf(b); l != nil && l.Header == b; l = l.Parent {
		out = append(out, l)
	}
	return out
}

func build(f *ir.Func) *Forest {
	fr := &Forest{f: f}
	entry := f.Entry()
	if entry == nil {
		return fr
	}
	dt := dom.Dominators(f)
	g := newCFG(f)
	nv := int32(len(g.node))
	node, last, preds, predStart := g.node, g.last, g.preds, g.predStart
	isAnc := func(w, v int32) bool { return w <= v && v <= last[w] }

	// Union-find over collapsed loops: find returns the header of the
	// outermost loop found so far containing the block.
	uf := make([]int32, nv)
	for i := range uf {
		uf[i] = int32(i)
	}
	var ufStack []int32
	find := func(x int32) int32 {
		r := x
		for uf[r] != r {
			ufStack = append(ufStack, r)
			r = uf[r]
		}
		for _, y := range ufStack {
			uf[y] = r
		}
		ufStack = ufStack[:0]
		return r
	}
	// Irreducible entries recorded on a collapsed header (Ramalingam):
	// extra non-back predecessors, as linked lists in an arena.
	extraHead := make([]int32, nv)
	for i := range extraHead {
		extraHead[i] = -1
	}
	var extraVal, extraNext []int32
	addExtra := func(w, y int32) {
		extraVal = append(extraVal, y)
		extraNext = append(extraNext, extraHead[w])
		extraHead[w] = int32(len(extraVal) - 1)
	}

	// The loops found, by creation index: header (a preorder number),
	// parent (-1 at top level), and whether it is a natural loop.
	var lHeader, lParent []int32
	var lNatural []bool
	top := make([]int32, nv) // the outermost loop collapsed at a header, or -1
	inner := make([]int32, nv)
	for i := range top {
		top[i], inner[i] = -1, -1
	}
	attach := func(x, l int32) {
		if top[x] >= 0 {
			lParent[top[x]] = l
		} else {
			inner[x] = l
		}
	}
	mark := make([]int32, nv) // membership stamp of the body being collected
	stamp := int32(0)
	var body, irr []int32

	// collect grows body (already stamped) to every block that reaches it
	// through non-back edges inside w's DFS subtree; blocks outside are
	// recorded (once) as entries of w.
	emark := make([]int32, nv) // w+1 when recorded as an entry of w
	var cw int32               // the header being collected
	visit := func(y int32) {
		yy := find(y)
		if !isAnc(cw, yy) {
			if emark[yy] != cw+1 {
				emark[yy] = cw + 1
				addExtra(cw, yy)
			}
			return
		}
		if yy != cw && mark[yy] != stamp {
			mark[yy] = stamp
			body = append(body, yy)
		}
	}
	collect := func(w int32) {
		cw = w
		for k := 0; k < len(body); k++ {
			x := body[k]
			for _, y := range preds[predStart[x]:predStart[x+1]] {
				if !isAnc(x, y) {
					visit(y)
				}
			}
			for e := extraHead[x]; e >= 0; e = extraNext[e] {
				visit(extraVal[e])
			}
		}
	}
	newLoop := func(w int32, natural bool) {
		l := int32(len(lHeader))
		lHeader = append(lHeader, w)
		lParent = append(lParent, -1)
		lNatural = append(lNatural, natural)
		for _, x := range body {
			attach(x, l)
			uf[x] = w
		}
		attach(w, l)
		top[w] = l
	}

	for w := nv - 1; w >= 0; w-- {
		// Natural loop: back edges from blocks w dominates.
		stamp++
		body, irr = body[:0], irr[:0]
		self := false
		for _, v := range preds[predStart[w]:predStart[w+1]] {
			if !isAnc(w, v) {
				continue
			}
			if v == w {
				self = true
				continue
			}
			if !dt.Dominates(node[w], node[v]) {
				irr = append(irr, v)
				continue
			}
			if x := find(v); x != w && mark[x] != stamp {
				mark[x] = stamp
				body = append(body, x)
			}
		}
		if self || len(body) > 0 {
			collect(w)
			newLoop(w, true)
		}
		// Irreducible loop: the remaining DFS back edges.
		if len(irr) > 0 {
			stamp++
			body = body[:0]
			for _, v := range irr {
				if x := find(v); x != w && mark[x] != stamp {
					mark[x] = stamp
					body = append(body, x)
				}
			}
			collect(w)
			newLoop(w, false)
		}
	}
	nl := int32(len(lHeader))
	if nl == 0 {
		return fr
	}
	return layout(fr, g, &havlak{
		inner: inner, top: top,
		header: lHeader, parent: lParent, natural: lNatural,
		scratch: emark, scratch2: mark,
	})
}

// cfg is the reachable part of the CFG in DFS preorder numbering, in CSR
// form, built from dom.DFS so that the blocks themselves are not walked
// again.
type cfg struct {
	dfs       *dom.Search
	node      []*ir.Block // preorder → block
	last      []int32     // preorder → the last preorder number in its DFS subtree
	post      []int32     // preorder numbers in postorder
	succStart []int32     // successors of w: succs[succStart[w]:succStart[w+1]], in Succs order
	succs     []int32
	predStart []int32 // predecessors of w (reachable ones): preds[predStart[w]:predStart[w+1]]
	preds     []int32
	layout    []int32 // preorder numbers in layout order
}

func newCFG(f *ir.Func) *cfg {
	d := dom.DFS(f)
	nv := int32(len(d.Order))
	g := &cfg{dfs: d, node: d.Order, post: d.Post}
	// Subtree ends, children before parents (a child's number is larger).
	g.last = make([]int32, nv)
	for w := nv - 1; w >= 0; w-- {
		if g.last[w] < w {
			g.last[w] = w
		}
		if w > 0 {
			if p := d.Parent[w]; g.last[p] < g.last[w] {
				g.last[p] = g.last[w]
			}
		}
	}
	// Successors (stable, so in Succs order) and predecessors by counting.
	g.succStart, g.succs = bucket(nv, d.EdgeFrom, d.EdgeTo)
	g.predStart, g.preds = bucket(nv, d.EdgeTo, d.EdgeFrom)
	g.layout = make([]int32, 0, nv)
	for _, b := range f.Blocks {
		if k := d.Pre(b); k >= 0 {
			g.layout = append(g.layout, int32(k))
		}
	}
	return g
}

// bucket groups val by key (both of length m, keys below n), keeping the
// order of equal keys: the values for key k are out[start[k]:start[k+1]].
func bucket(n int32, key, val []int32) (start, out []int32) {
	start = make([]int32, n+1)
	for _, k := range key {
		start[k+1]++
	}
	for k := int32(1); k <= n; k++ {
		start[k] += start[k-1]
	}
	// start[k] serves as key k's cursor; afterwards it holds the end of
	// k's run, so shift everything back by one key.
	out = make([]int32, len(key))
	for i, k := range key {
		out[start[k]] = val[i]
		start[k]++
	}
	copy(start[1:], start[:n])
	start[0] = 0
	return start, out
}

// havlak is what the search leaves for layout: each block's innermost
// loop (inner, by preorder number) and the loops.
type havlak struct {
	inner []int32 // preorder → innermost loop, or -1
	top   []int32 // preorder → outermost loop headed there, or -1

	header  []int32 // loop → header's preorder number
	parent  []int32 // loop → parent loop, or -1
	natural []bool

	scratch, scratch2 []int32 // nv entries each that the search no longer needs
}

// layout turns the loops into Loop objects: the forest in preorder, block
// runs, and the entries, exits, exiting edges and latches.
func layout(fr *Forest, g *cfg, h *havlak) *Forest {
	nl := int32(len(h.header))
	nv := int32(len(g.node))
	parent, inner := h.parent, h.inner

	// Items of each loop in RPO: its own blocks (preorder numbers) and its child loops
	// (^index, at their header's position, outermost child first), in CSR
	// form; the forest root's items are the top-level loops.
	itemStart := make([]int32, nl+2) // loop l's items: items[itemStart[l]:itemStart[l+1]]; slot nl: top level
	for w := int32(0); w < nv; w++ {
		if l := inner[w]; l >= 0 {
			itemStart[l+1]++
		}
	}
	for l := int32(0); l < nl; l++ {
		p := parent[l]
		if p < 0 {
			p = nl
		}
		itemStart[p+1]++
	}
	for l := int32(1); l < nl+2; l++ {
		itemStart[l] += itemStart[l-1]
	}
	items := make([]int32, itemStart[nl+1])
	fill := make([]int32, nl+1)
	copy(fill, itemStart[:nl+1])
	var chain []int32
	for k := len(g.post) - 1; k >= 0; k-- {
		w := g.post[k]
		if h.top[w] >= 0 {
			// w heads the loops from inner[w] up to top[w]; add each to
			// its parent's items, outermost first.
			chain = chain[:0]
			for l := inner[w]; ; l = parent[l] {
				chain = append(chain, l)
				if l == h.top[w] {
					break
				}
			}
			for i := len(chain) - 1; i >= 0; i-- {
				l := chain[i]
				p := parent[l]
				if p < 0 {
					p = nl
				}
				items[fill[p]] = ^l
				fill[p]++
			}
		}
		if l := inner[w]; l >= 0 {
			items[fill[l]] = w
			fill[l]++
		}
	}

	// Lay the loops out in preorder; each loop's blocks are one run of a
	// shared slice, its children another.
	all := make([]*ir.Block, 0, nv)
	objs := make([]Loop, nl)
	kids := make([]*Loop, 0, nl)
	fr.Loops = make([]*Loop, 0, nl)
	start := make([]int32, nl)
	depth := make([]int32, nl)
	type frame struct {
		l    int32 // loop index, or nl for the forest root
		next int32
	}
	stack := []frame{{nl, itemStart[nl]}}
	for len(stack) > 0 {
		t := &stack[len(stack)-1]
		if t.next == itemStart[t.l+1] {
			if t.l < nl {
				o := &objs[t.l]
				o.Blocks = all[start[t.l]:len(all):len(all)]
				o.end = int32(len(fr.Loops))
			}
			stack = stack[:len(stack)-1]
			continue
		}
		it := items[t.next]
		t.next++
		if it >= 0 {
			all = append(all, g.node[it])
			continue
		}
		c := ^it
		o := &objs[c]
		o.forest = fr
		o.Header = g.node[h.header[c]]
		o.Reducible = h.natural[c]
		o.pre = int32(len(fr.Loops))
		fr.Loops = append(fr.Loops, o)
		start[c] = int32(len(all))
		if p := parent[c]; p >= 0 {
			o.Parent = &objs[p]
			o.Depth = o.Parent.Depth + 1
		} else {
			o.Depth = 1
		}
		depth[c] = int32(o.Depth)
		stack = append(stack, frame{c, itemStart[c]})
	}
	// Children, as runs of one slice: the loops in preorder, grouped by
	// parent (a stable bucket sort keeps them in preorder).
	{
		cnt := make([]int32, nl+2)
		for _, o := range fr.Loops {
			p := nl
			if o.Parent != nil {
				p = o.Parent.pre
			}
			cnt[p+1]++
		}
		for i := int32(1); i < nl+2; i++ {
			cnt[i] += cnt[i-1]
		}
		kids = kids[:nl]
		pos := make([]int32, nl+1)
		copy(pos, cnt[:nl+1])
		for _, o := range fr.Loops {
			p := nl
			if o.Parent != nil {
				p = o.Parent.pre
			}
			kids[pos[p]] = o
			pos[p]++
		}
		for _, o := range fr.Loops {
			if k := o.pre; cnt[k+1] > cnt[k] {
				o.Children = kids[cnt[k]:cnt[k+1]:cnt[k+1]]
			}
		}
		fr.Top = kids[cnt[nl]:cnt[nl+1]:cnt[nl+1]]
	}
	fr.dfs, fr.inner, fr.objs = g.dfs, inner, objs

	// Entries, exits, exiting edges and latches, from the edges: each kind
	// is generated in its final order twice, first to count the items of
	// each loop, then to place them in one slice shared by all loops (a
	// loop's items are a run of it).
	ncaLoop := func(a, b int32) int32 {
		for a >= 0 && b >= 0 && a != b {
			if depth[a] >= depth[b] {
				a = parent[a]
			} else {
				b = parent[b]
			}
		}
		if a != b {
			return -1
		}
		return a
	}
	// The items of one kind for all loops, as one slice: loop l's are
	// [start[l], start[l+1]); pos is the fill cursor of each loop.
	type runs struct{ start, pos []int32 }
	newRuns := func() *runs { return &runs{make([]int32, nl+1), make([]int32, nl)} }
	entries, exits, latches, exiting := newRuns(), newRuns(), newRuns(), newRuns()
	var entryOut, exitOut, latchOut []*ir.Block
	var edgeOut []Edge
	counting := true
	// slot counts an item of loop l, or once counted returns its index.
	slot := func(r *runs, l int32) int32 {
		if counting {
			r.start[l+1]++
			return -1
		}
		k := r.pos[l]
		r.pos[l] = k + 1
		return k
	}
	finish := func(r *runs) int32 {
		for l := int32(1); l <= nl; l++ {
			r.start[l] += r.start[l-1]
		}
		copy(r.pos, r.start[:nl])
		return r.start[nl]
	}

	const deep = int32(1 << 30)
	entryDepth := h.scratch[:nv]   // min depth of a loop the block enters
	lastEntry := make([]int32, nl) // dedup: preorder number + 1 of the last item added
	lastExit := make([]int32, nl)
	lastLatch := make([]int32, nl)
	// While counting, the walks flag the blocks with edges that matter
	// (bit 1 as a target, bit 2 as a source), so that placing skips the
	// others.
	hot := h.scratch2[:nv]
	clear(hot)
	// Entries and exits by target in layout order. Only edges between
	// blocks with different innermost loops enter or leave loops.
	walkTargets := func() {
		clear(lastEntry)
		clear(lastExit)
		for _, v := range g.layout {
			if !counting && hot[v]&1 == 0 {
				continue
			}
			entryDepth[v] = deep
			cv := inner[v]
			if v == 0 {
				hot[v] |= 1
			}
			addEntry := func(l int32) {
				if lastEntry[l] != v+1 {
					lastEntry[l] = v + 1
					if k := slot(entries, l); k >= 0 {
						entryOut[k] = g.node[v]
					}
					if d := depth[l]; d < entryDepth[v] {
						entryDepth[v] = d
					}
				}
			}
			if v == 0 { // the function's entry
				for l := cv; l >= 0; l = parent[l] {
					addEntry(l)
				}
			}
			for _, u := range g.preds[g.predStart[v]:g.predStart[v+1]] {
				cu := inner[u]
				if cu == cv {
					continue
				}
				hot[v] |= 1
				m := ncaLoop(cu, cv)
				for l := cv; l != m; l = parent[l] {
					addEntry(l)
				}
				for l := cu; l != m; l = parent[l] {
					if lastExit[l] != v+1 {
						lastExit[l] = v + 1
						if k := slot(exits, l); k >= 0 {
							exitOut[k] = g.node[v]
						}
					}
				}
			}
		}
	}
	// Exiting edges and latches by source in layout order: latches are
	// the sources of edges into an entry of the loop (entryDepth says
	// which loops a block enters).
	walkSources := func() {
		clear(lastLatch)
		for _, u := range g.layout {
			cu := inner[u]
			if cu < 0 || !counting && hot[u]&2 == 0 {
				continue
			}
			for e := g.succStart[u]; e < g.succStart[u+1]; e++ {
				v := g.succs[e]
				cv := inner[v]
				if cv == cu && entryDepth[v] == deep {
					continue
				}
				hot[u] |= 2
				m := ncaLoop(cu, cv)
				for l := cu; l != m; l = parent[l] {
					if k := slot(exiting, l); k >= 0 {
						edgeOut[k] = Edge{g.node[u], int(e - g.succStart[u])}
					}
				}
				for l := m; l >= 0 && depth[l] >= entryDepth[v]; l = parent[l] {
					if lastLatch[l] != u+1 {
						lastLatch[l] = u + 1
						if k := slot(latches, l); k >= 0 {
							latchOut[k] = g.node[u]
						}
					}
				}
			}
		}
	}
	walkTargets()
	walkSources()
	entryOut = make([]*ir.Block, finish(entries))
	exitOut = make([]*ir.Block, finish(exits))
	latchOut = make([]*ir.Block, finish(latches))
	edgeOut = make([]Edge, finish(exiting))
	counting = false
	walkTargets()
	walkSources()
	for l := int32(0); l < nl; l++ {
		o := &objs[l]
		lo, hi := entries.start[l], entries.start[l+1]
		bs := entryOut[lo:hi:hi]
		// Header first.
		for i, e := range bs {
			if e == o.Header {
				copy(bs[1:i+1], bs[:i])
				bs[0] = e
				break
			}
		}
		o.Entries = bs
		lo, hi = exits.start[l], exits.start[l+1]
		o.Exits = exitOut[lo:hi:hi]
		lo, hi = latches.start[l], latches.start[l+1]
		o.Latches = latchOut[lo:hi:hi]
		lo, hi = exiting.start[l], exiting.start[l+1]
		o.Exiting = edgeOut[lo:hi:hi]
	}
	return fr
}
