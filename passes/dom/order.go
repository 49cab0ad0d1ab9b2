package dom

import "github.com/simtc/simtc/ir"

// Search is a depth-first search of a function's CFG from the entry that
// visits successors in Succs order, as a recursive walk would. DFS caches
// it on the function, for the analyses that need one (the dominator tree,
// the loop forest); its slices must not be modified.
type Search struct {
	// Order lists the blocks reachable from the entry in preorder; the
	// preorder number of Order[k] is k, the entry's 0.
	Order []*ir.Block
	// Parent maps a preorder number to its DFS-tree parent's (the entry's
	// is 0).
	Parent []int32
	// Post lists the preorder numbers in postorder.
	Post []int32
	// EdgeFrom[k] → EdgeTo[k], as preorder numbers, are the CFG edges out
	// of reachable blocks, each block's in Succs order (repeats included).
	EdgeFrom, EdgeTo []int32

	num []int32 // by block ID: preorder number + 1; 0 when unreachable
	ids []int32 // preorder number → block ID
}

// DFS returns the depth-first search of f's CFG, computing it if f's CFG
// changed since it was last asked for.
func DFS(f *ir.Func) *Search {
	return f.Cached(dfsKey{}, func() any { return computeDFS(f) }).(*Search)
}

// Pre returns b's preorder number, or -1 when b is unreachable.
func (s *Search) Pre(b *ir.Block) int {
	if b.ID >= len(s.num) {
		return -1
	}
	return int(s.num[b.ID]) - 1
}

func computeDFS(f *ir.Func) *Search {
	g := flowOf(f)
	d := &Search{num: make([]int32, len(g.byID))}
	entry := f.Entry()
	if entry == nil {
		return d
	}
	nb := len(g.layout)
	d.Order = make([]*ir.Block, 0, nb)
	d.ids = make([]int32, 0, nb)
	d.Parent = make([]int32, 0, nb)
	d.Post = make([]int32, 0, nb)
	d.EdgeFrom = make([]int32, 0, len(g.succ))
	d.EdgeTo = make([]int32, 0, len(g.succ))
	// No stack: next[w] is the next edge (index into g.succ) to cross
	// from w, and a finished w returns to its DFS parent.
	next := make([]int32, nb)
	visit := func(id, parent int32) int32 {
		w := int32(len(d.ids))
		d.num[id] = w + 1
		d.Order = append(d.Order, g.byID[id])
		d.ids = append(d.ids, id)
		d.Parent = append(d.Parent, parent)
		next[w] = g.succStart[id]
		return w
	}
	w := visit(int32(entry.ID), 0)
	for {
		if e := next[w]; e < g.succStart[d.ids[w]+1] {
			next[w] = e + 1
			s := g.succ[e]
			from := w
			if d.num[s] == 0 {
				w = visit(s, from)
			}
			d.EdgeFrom = append(d.EdgeFrom, from)
			d.EdgeTo = append(d.EdgeTo, d.num[s]-1)
			continue
		}
		d.Post = append(d.Post, w)
		if w == 0 {
			break
		}
		w = d.Parent[w]
	}
	return d
}

// RPO returns the blocks reachable from f's entry in reverse post-order of
// a depth-first search that visits successors in Succs order. The entry
// comes first; for every edge a→b that is not a back edge, a comes before
// b. The slice is cached: do not modify it.
func RPO(f *ir.Func) []*ir.Block {
	return f.Cached(rpoKey{}, func() any {
		d := DFS(f)
		out := make([]*ir.Block, len(d.Post))
		for i, w := range d.Post {
			out[len(out)-1-i] = d.Order[w]
		}
		return out
	}).([]*ir.Block)
}

// PostOrder returns the blocks reachable from f's entry in the post-order
// that RPO reverses. It is a fresh slice.
func PostOrder(f *ir.Func) []*ir.Block {
	r := RPO(f)
	out := make([]*ir.Block, len(r))
	for i, b := range r {
		out[len(r)-1-i] = b
	}
	return out
}
