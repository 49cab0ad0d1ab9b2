package dom

import "github.com/simtc/simtc/ir"

// dfs is a depth-first search of a function's CFG from the entry, visiting
// successors in Succs order, as a recursive walk would.
type dfs struct {
	num    []int32 // by block ID: preorder number + 1; 0 when unreachable
	vert   []int32 // preorder number → block ID
	parent []int32 // preorder number → the parent's preorder number (0 for the entry)
	post   []int32 // block IDs in postorder
	// The edges between reachable blocks, as preorder numbers, recorded
	// during the search so that building predecessor lists needs no second
	// walk over the blocks.
	edgeFrom, edgeTo []int32
}

func forwardDFS(f *ir.Func) *dfs {
	return f.Cached(dfsKey{}, func() any { return computeDFS(f) }).(*dfs)
}

func computeDFS(f *ir.Func) *dfs {
	n := f.NumBlocks()
	d := &dfs{num: make([]int32, n)}
	entry := f.Entry()
	if entry == nil {
		return d
	}
	d.vert = make([]int32, 0, len(f.Blocks))
	d.parent = make([]int32, 0, len(f.Blocks))
	d.post = make([]int32, 0, len(f.Blocks))
	type frame struct{ w, next int32 } // pointer-free: the stack can be n deep
	stack := make([]frame, 0, 64)
	var nodes []*ir.Block // preorder → block
	visit := func(b *ir.Block, parent int32) {
		w := int32(len(d.vert))
		d.num[b.ID] = w + 1
		d.vert = append(d.vert, int32(b.ID))
		d.parent = append(d.parent, parent)
		nodes = append(nodes, b)
		stack = append(stack, frame{w, 0})
	}
	visit(entry, 0)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if ss := nodes[top.w].Succs; int(top.next) < len(ss) {
			s := ss[top.next]
			top.next++
			if d.num[s.ID] == 0 {
				visit(s, top.w)
				top = &stack[len(stack)-2] // visit may move the stack
			}
			d.edgeFrom = append(d.edgeFrom, top.w)
			d.edgeTo = append(d.edgeTo, d.num[s.ID]-1)
			continue
		}
		d.post = append(d.post, d.vert[top.w])
		stack = stack[:len(stack)-1]
	}
	return d
}

// RPO returns the blocks reachable from f's entry in reverse post-order of
// a depth-first search that visits successors in Succs order. The entry
// comes first; for every edge a→b that is not a back edge, a comes before
// b. The slice is cached: do not modify it.
func RPO(f *ir.Func) []*ir.Block {
	return f.Cached(rpoKey{}, func() any {
		d := forwardDFS(f)
		byID := make([]*ir.Block, f.NumBlocks())
		for _, b := range f.Blocks {
			byID[b.ID] = b
		}
		out := make([]*ir.Block, len(d.post))
		for i, id := range d.post {
			out[len(out)-1-i] = byID[id]
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
