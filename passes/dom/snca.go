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

// snca returns the immediate dominator of every vertex of a flow graph
// numbered in DFS preorder: vertex 0 is the root, parent[v] < v is v's
// DFS-tree parent, and the predecessors of a vertex v >= 1 are the vertices
// num[x]+off for the block IDs x in adj[start[vid[v]]:start[vid[v]+1]],
// skipping those below 0. (The root's edges to its DFS children need not be
// listed: a child of the root has semidominator 0 anyway.) semi, label and
// anc are scratch of length len(parent); the result (idom[0] = 0) is
// returned in anc's memory.
func snca(parent, vid, start, adj, num []int32, off int32, semi, label, anc []int32) []int32 {
	n := len(parent)
	if n == 0 {
		return anc[:0]
	}
	semi, label, anc = semi[:n], label[:n], anc[:n]
	for v := 0; v < n; v++ {
		semi[v] = int32(v)
		label[v] = int32(v)
		anc[v] = parent[v]
	}
	stack := make([]int32, 0, 64) // path compression
	for w := int32(n - 1); w > 0; w-- {
		s := parent[w]
		linked := w + 1
		id := vid[w]
		for _, x := range adj[start[id]:start[id+1]] {
			v := num[x] + off
			if v < 0 {
				continue
			}
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
	// The forest is no longer needed: anc becomes idom.
	idom := anc
	idom[0] = 0
	for w := 1; w < n; w++ {
		x := parent[w]
		for x > semi[w] {
			x = idom[x]
		}
		idom[w] = x
	}
	return idom
}

// buildDom computes the dominator tree of f.
func buildDom(f *ir.Func) *Tree {
	g := flowOf(f)
	d := DFS(f)
	n := len(g.byID)
	nv := len(d.ids)
	buf := make([]int32, 3*nv)
	a, b, c := buf[:nv], buf[nv:2*nv], buf[2*nv:]
	idn := snca(d.Parent, d.ids, g.predStart, g.pred, d.num, -1, a, b, c)
	idom := make([]int32, n)
	for i := range idom {
		idom[i] = none
	}
	for v := 1; v < nv; v++ {
		idom[d.ids[v]] = d.ids[idn[v]]
	}
	var roots []*ir.Block
	if e := f.Entry(); e != nil {
		roots = []*ir.Block{e}
	}
	return newTree(f, g, false, idom, d.num, roots, a, b)
}

// reverseDFS numbers blocks in a depth-first search of the reverse CFG
// from the virtual exit (number 0), whose children are the roots; a
// block's children are its predecessors.
type reverseDFS struct {
	g      *flow
	num    []int32 // by block ID: preorder number; 0 = not visited
	vert   []int32 // preorder number → block ID (vert[0] = -1, the virtual exit)
	parent []int32 // preorder number → parent's number
	next   []int32 // preorder number → the next edge to walk (index into g.pred)
}

func newReverseDFS(g *flow, next []int32) *reverseDFS {
	nb := len(g.layout)
	d := &reverseDFS{
		g:      g,
		num:    make([]int32, len(g.byID)),
		vert:   make([]int32, 1, nb+1),
		parent: make([]int32, 1, nb+1),
		next:   next,
	}
	d.vert[0] = -1
	return d
}

func (d *reverseDFS) reset() {
	for i := range d.num {
		d.num[i] = 0
	}
	d.vert, d.parent = d.vert[:1], d.parent[:1]
}

func (d *reverseDFS) visited(id int32) bool { return d.num[id] != 0 }

// from walks backwards from root, a child of the virtual exit. It needs no
// stack: a finished vertex returns to its DFS parent.
func (d *reverseDFS) from(root int32) {
	if d.num[root] != 0 {
		return
	}
	g := d.g
	visit := func(id, parent int32) int32 {
		v := int32(len(d.vert))
		d.num[id] = v
		d.vert = append(d.vert, id)
		d.parent = append(d.parent, parent)
		d.next[v] = g.predStart[id]
		return v
	}
	v := visit(root, 0)
	for v != 0 {
		if e := d.next[v]; e < g.predStart[d.vert[v]+1] {
			d.next[v] = e + 1
			if p := g.pred[e]; d.num[p] == 0 {
				v = visit(p, v)
			}
			continue
		}
		v = d.parent[v]
	}
}

// buildPostDom computes the post-dominator tree of f: the dominator tree of
// the reverse CFG with a virtual exit (vertex 0) that leads to every root.
func buildPostDom(f *ir.Func) *Tree {
	g := flowOf(f)
	nv := len(g.layout) + 1
	buf := make([]int32, 3*nv)
	a, b, c := buf[:nv], buf[nv:2*nv], buf[2*nv:]
	d := newReverseDFS(g, a)
	rootIDs := findRoots(g, d)
	nv = len(d.vert)
	idn := snca(d.parent, d.vert, g.succStart, g.succ, d.num, 0, a, b, c)
	idom := d.num // no longer needed
	for i := range idom {
		idom[i] = none
	}
	for v := 1; v < nv; v++ {
		if idn[v] != 0 {
			idom[d.vert[v]] = d.vert[idn[v]]
		}
	}
	roots := make([]*ir.Block, len(rootIDs))
	for k, id := range rootIDs {
		roots[k] = g.byID[id]
	}
	return newTree(f, g, true, idom, nil, roots, a, b)
}
