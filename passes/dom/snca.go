package dom

// Semi-NCA: Georgiadis, "Linear-time algorithms for dominators and related
// problems" (2005), pp. 21-23, with the semidominator step of Lengauer and
// Tarjan (1979) using path compression; the layout follows LLVM's
// GenericDomTreeConstruction.h.
//
//  1. Number the vertices in DFS preorder (0 is the root); parent[v] is the
//     spanning-tree parent.
//  2. For v from n-1 down to 1: semi[v] = min over predecessors u of v of
//     eval(u), where eval(u) = u for u < v, and otherwise the smallest
//     semi on the compressed forest path above u (vertices > v are linked).
//  3. For v from 1 up to n-1: idom[v] = the nearest ancestor of parent[v]
//     on the idom chain whose number is <= semi[v].

import "github.com/simtc/simtc/ir"

// graph is a flow graph in DFS-preorder numbering: vertex 0 is the root,
// parent[v] < v is v's DFS-tree parent, and the predecessors of v are
// preds[predStart[v]:predStart[v+1]].
type graph struct {
	parent    []int32
	predStart []int32
	preds     []int32
}

// newGraph builds a graph from DFS parents and the edges from[k]→to[k].
func newGraph(parent, from, to []int32) *graph {
	nv := len(parent)
	g := &graph{parent: parent, predStart: make([]int32, nv+1), preds: make([]int32, len(from))}
	for _, v := range to {
		g.predStart[v+1]++
	}
	for v := 1; v <= nv; v++ {
		g.predStart[v] += g.predStart[v-1]
	}
	fill := make([]int32, nv)
	copy(fill, g.predStart[:nv])
	for k, v := range to {
		g.preds[fill[v]] = from[k]
		fill[v]++
	}
	return g
}

// snca returns the immediate dominator of every vertex of g (idom[0] = 0).
func snca(g *graph) []int32 {
	n := len(g.parent)
	idom := make([]int32, n)
	if n == 0 {
		return idom
	}
	semi := make([]int32, n)
	label := make([]int32, n)
	anc := make([]int32, n)
	for v := 0; v < n; v++ {
		semi[v] = int32(v)
		label[v] = int32(v)
		anc[v] = g.parent[v]
	}
	stack := make([]int32, 0, 64)
	for w := int32(n - 1); w > 0; w-- {
		s := g.parent[w]
		linked := w + 1
		for _, v := range g.preds[g.predStart[w]:g.predStart[w+1]] {
			// eval(v): vertices >= linked are in the forest.
			if anc[v] >= linked {
				x := v
				for anc[x] >= linked {
					stack = append(stack, x)
					x = anc[x]
				}
				top := anc[x]
				pl := label[x]
				for k := len(stack) - 1; k >= 0; k-- {
					y := stack[k]
					anc[y] = top
					if pl < label[y] {
						label[y] = pl
					} else {
						pl = label[y]
					}
				}
				stack = stack[:0]
			}
			if l := label[v]; l < s {
				s = l
			}
		}
		semi[w] = s
		label[w] = s
	}
	idom[0] = 0
	for w := 1; w < n; w++ {
		x := g.parent[w]
		for x > semi[w] {
			x = idom[x]
		}
		idom[w] = x
	}
	return idom
}

// buildDom computes the dominator tree of f.
func buildDom(f *ir.Func) *Tree {
	n := f.NumBlocks()
	bi := indexBlocks(f)
	d := DFS(f)
	nv := len(d.Order)
	g := newGraph(d.Parent, d.EdgeFrom, d.EdgeTo)
	idn := snca(g)
	idom := make([]int32, n)
	in := make([]bool, n)
	for i := range idom {
		idom[i] = none
	}
	for v := 1; v < nv; v++ {
		idom[d.ids[v]] = d.ids[idn[v]]
	}
	for _, id := range d.ids {
		in[id] = true
	}
	var roots []*ir.Block
	if e := f.Entry(); e != nil {
		roots = []*ir.Block{e}
	}
	return newTree(f, bi, false, idom, in, roots)
}

// reverseDFS numbers blocks in a depth-first search of the reverse CFG
// from the virtual exit (number 0), whose children are the roots; a
// block's children are its predecessors.
type reverseDFS struct {
	num    []int32     // by block ID: preorder number; 0 = not visited
	vert   []*ir.Block // preorder number → block (vert[0] = nil, the virtual exit)
	vertID []int32     // preorder number → block ID
	parent []int32     // preorder number → parent's number
	stack  []reverseFrame
	// The edges of the reverse CFG walked, as preorder numbers.
	edgeFrom, edgeTo []int32
}

// reverseFrame is pointer-free: the stack can be n deep.
type reverseFrame struct{ v, next int32 }

func newReverseDFS(n, nb int) *reverseDFS {
	return &reverseDFS{
		num:    make([]int32, n),
		vert:   make([]*ir.Block, 1, nb+1),
		vertID: make([]int32, 1, nb+1),
		parent: make([]int32, 1, nb+1),
		stack:  make([]reverseFrame, 0, 64),
	}
}

func (d *reverseDFS) reset() {
	for i := range d.num {
		d.num[i] = 0
	}
	d.vert, d.vertID, d.parent = d.vert[:1], d.vertID[:1], d.parent[:1]
	d.edgeFrom, d.edgeTo = d.edgeFrom[:0], d.edgeTo[:0]
}

func (d *reverseDFS) visited(b *ir.Block) bool { return d.num[b.ID] != 0 }

// from walks backwards from root, a child of the virtual exit.
func (d *reverseDFS) from(root *ir.Block) {
	if d.num[root.ID] != 0 {
		return
	}
	d.num[root.ID] = int32(len(d.vert))
	d.vert = append(d.vert, root)
	d.vertID = append(d.vertID, int32(root.ID))
	d.parent = append(d.parent, 0)
	d.stack = append(d.stack[:0], reverseFrame{d.num[root.ID], 0})
	for len(d.stack) > 0 {
		top := &d.stack[len(d.stack)-1]
		if ps := d.vert[top.v].Preds; int(top.next) < len(ps) {
			p := ps[top.next]
			top.next++
			v := top.v
			if d.num[p.ID] == 0 {
				d.num[p.ID] = int32(len(d.vert))
				d.vert = append(d.vert, p)
				d.vertID = append(d.vertID, int32(p.ID))
				d.parent = append(d.parent, v)
				d.stack = append(d.stack, reverseFrame{d.num[p.ID], 0})
			}
			d.edgeFrom = append(d.edgeFrom, v)
			d.edgeTo = append(d.edgeTo, d.num[p.ID])
			continue
		}
		d.stack = d.stack[:len(d.stack)-1]
	}
}

// buildPostDom computes the post-dominator tree of f: the dominator tree of
// the reverse CFG with a virtual exit (vertex 0) that leads to every root.
func buildPostDom(f *ir.Func) *Tree {
	n := f.NumBlocks()
	bi := indexBlocks(f)
	d := newReverseDFS(n, len(f.Blocks))
	roots := findRoots(f, bi, d)
	nv := len(d.vert)
	for _, r := range roots {
		d.edgeFrom = append(d.edgeFrom, 0)
		d.edgeTo = append(d.edgeTo, d.num[r.ID])
	}
	g := newGraph(d.parent, d.edgeFrom, d.edgeTo)
	idn := snca(g)
	idom := make([]int32, n)
	in := make([]bool, n)
	for i := range idom {
		idom[i] = none
	}
	for v := 1; v < nv; v++ {
		id := d.vertID[v]
		in[id] = true
		if idn[v] != 0 {
			idom[id] = d.vertID[idn[v]]
		}
	}
	return newTree(f, bi, true, idom, in, roots)
}
