package frontier

// The base priority order: a topological order of the forward edges that
// keeps every loop contiguous and before its exits.

import (
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/loops"
)

// loopOrder returns the base order over the vertices of g (dom.RPO
// positions of rpo's blocks): the loop nesting forest is walked from the
// top; in each region (the function, or a loop) its members (blocks whose
// innermost loop is the region, and the loops directly nested in it, each
// as one vertex) are sorted topologically along the region's edges that do
// not enter the region's own entries, taking among the ready members the
// one earliest in the depth-first base order (dfs: rank by vertex); each
// nested loop is then expanded in place. So a loop's blocks come before the
// blocks its exits lead to, which a plain reverse post-order does not
// guarantee (it may place an exit before the rest of the body, and the
// threads that leave the loop would then run ahead of those still in it).
// On an acyclic region the result is the depth-first order itself. A
// region whose remaining edges still form a cycle (irreducible nesting)
// falls back to the earliest remaining member.
func loopOrder(f *ir.Func, rpo []*ir.Block, g *graph, dfsRank []int32) []int32 {
	fr := loops.Analyze(f)
	n := int32(len(rpo))
	if len(fr.Loops) == 0 {
		out := make([]int32, n)
		for v, r := range dfsRank {
			out[r] = int32(v)
		}
		return out
	}
	lidx := make(map[*loops.Loop]int32, len(fr.Loops))
	for k, l := range fr.Loops {
		lidx[l] = int32(k)
	}
	nl := int32(len(fr.Loops))
	inner := make([]int32, n) // innermost loop index, -1 at top level
	posID := make([]int32, f.NumBlocks())
	for i := range posID {
		posID[i] = -1
	}
	pos := func(b *ir.Block) (int32, bool) {
		if b.ID < len(posID) && posID[b.ID] >= 0 {
			return posID[b.ID], true
		}
		return -1, false
	}
	for v, b := range rpo {
		posID[b.ID] = int32(v)
		inner[v] = -1
		if l := fr.LoopOf(b); l != nil {
			inner[v] = lidx[l]
		}
	}
	parent := make([]int32, nl)
	blocks := make([][]int32, nl+1) // by region: all its blocks; region nl is the function
	for k, l := range fr.Loops {
		parent[k] = -1
		if l.Parent != nil {
			parent[k] = lidx[l.Parent]
		}
		for _, b := range l.Blocks {
			if v, ok := pos(b); ok {
				blocks[k] = append(blocks[k], v)
			}
		}
	}
	for v := int32(0); v < n; v++ {
		blocks[nl] = append(blocks[nl], v)
	}
	// member returns the vertex standing for v in region R: v itself
	// (0..n-1) when its innermost loop is R, else n + the loop directly
	// nested in R that contains it; -1 when v is not in R.
	member := func(v, R int32) int32 {
		l := inner[v]
		if R < nl && l < 0 {
			return -1
		}
		if l == R || (R == nl && l < 0) {
			return v
		}
		for {
			p := parent[l]
			if p == R || (R == nl && p < 0) {
				return n + l
			}
			if p < 0 {
				return -1
			}
			l = p
		}
	}
	// key orders members: a block by its DFS rank, a loop by the smallest
	// rank of its blocks.
	loopKey := make([]int32, nl)
	for k := range loopKey {
		loopKey[k] = n
		for _, v := range blocks[k] {
			loopKey[k] = min(loopKey[k], dfsRank[v])
		}
	}
	key := func(m int32) int32 {
		if m < n {
			return dfsRank[m]
		}
		return loopKey[m-n]
	}
	isEntry := make([]bool, n)
	idx := make([]int32, n+nl) // member → index in its region's list, -1 when not listed
	for i := range idx {
		idx[i] = -1
	}
	out := make([]int32, 0, n)
	var region func(R int32)
	region = func(R int32) {
		if R < nl {
			for _, b := range fr.Loops[R].Entries {
				if v, ok := pos(b); ok {
					isEntry[v] = true
				}
			}
			defer func() {
				for _, b := range fr.Loops[R].Entries {
					if v, ok := pos(b); ok {
						isEntry[v] = false
					}
				}
			}()
		}
		// Members and their edges.
		var members []int32
		type edge struct{ a, b int32 }
		var edges []edge
		for _, v := range blocks[R] {
			mv := member(v, R)
			if idx[mv] < 0 {
				idx[mv] = 0
				members = append(members, mv)
			}
			for _, w := range g.succs(v) {
				if isEntry[w] {
					continue
				}
				mw := member(w, R)
				if mw < 0 || mw == mv {
					continue
				}
				edges = append(edges, edge{mv, mw})
			}
		}
		slices.SortFunc(members, func(a, b int32) int { return int(key(a) - key(b)) })
		for k, m := range members {
			idx[m] = int32(k)
		}
		defer func() {
			for _, m := range members {
				idx[m] = -1
			}
		}()
		k := int32(len(members))
		indeg := make([]int32, k)
		adj := make([][]int32, k)
		for _, e := range edges {
			a, b := idx[e.a], idx[e.b]
			adj[a] = append(adj[a], b)
			indeg[b]++
		}
		h := &minHeap{}
		for i := int32(0); i < k; i++ {
			if indeg[i] == 0 {
				h.push(i) // members are sorted by key, so the index is the key order
			}
		}
		done := make([]bool, k)
		next := int32(0)
		for emitted := int32(0); emitted < k; {
			var i int32
			if h.len() > 0 {
				i = h.pop()
				if done[i] {
					continue
				}
			} else {
				for done[next] {
					next++
				}
				i = next
			}
			done[i] = true
			emitted++
			if m := members[i]; m < n {
				out = append(out, m)
			} else {
				region(m - n)
			}
			for _, j := range adj[i] {
				indeg[j]--
				if indeg[j] == 0 && !done[j] {
					h.push(j)
				}
			}
		}
	}
	region(nl)
	return out
}
