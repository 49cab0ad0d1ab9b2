package dom

import "github.com/simtc/simtc/ir"

// flowKey caches a function's flow graph; unexported so no other package
// can collide.
type flowKey struct{}

// flow is a function's CFG in compressed sparse row form over block IDs:
// the successors of the block with ID i are succ[succStart[i]:succStart[i+1]]
// (in Succs order, repeats included) and its predecessors
// pred[predStart[i]:predStart[i+1]] (by source ID, one per edge). IDs of
// removed blocks have empty rows. It is built by one pass over the blocks
// and shared by every analysis of this package, so that they walk int32
// slices instead of the blocks themselves.
type flow struct {
	byID      []*ir.Block // by ID; nil for removed blocks
	layout    []int32     // IDs in layout order
	exits     []int32     // IDs of the blocks without successors, in layout order
	succStart []int32
	succ      []int32
	predStart []int32
	pred      []int32
}

func flowOf(f *ir.Func) *flow {
	return f.Cached(flowKey{}, func() any { return buildFlow(f) }).(*flow)
}

func buildFlow(f *ir.Func) *flow {
	n := f.NumBlocks()
	nb := len(f.Blocks)
	g := &flow{
		byID:      make([]*ir.Block, n),
		layout:    make([]int32, nb),
		succStart: make([]int32, n+1),
		succ:      make([]int32, 0, 2*nb),
	}
	// One pass in layout order. When IDs increase along the layout (the
	// usual case) the rows can be filled in place; otherwise rows are
	// recorded by layout position and permuted below.
	byPos := false
	next := 0 // the first ID whose row start is not yet set
	for k, b := range f.Blocks {
		id := b.ID
		g.byID[id] = b
		g.layout[k] = int32(id)
		if id < next {
			byPos = true
		}
		for ; next <= id; next++ {
			g.succStart[next] = int32(len(g.succ))
		}
		for _, s := range b.Succs {
			g.succ = append(g.succ, int32(s.ID))
		}
		if len(b.Succs) == 0 {
			g.exits = append(g.exits, int32(id))
		}
	}
	if byPos {
		g.permute()
	} else {
		for ; next <= n; next++ {
			g.succStart[next] = int32(len(g.succ))
		}
	}
	g.predStart, g.pred = transpose(g.succStart, g.succ)
	return g
}

// permute rebuilds the successor rows by ID when the layout does not list
// the blocks by increasing ID.
func (g *flow) permute() {
	n := len(g.byID)
	start := make([]int32, n+1)
	for _, id := range g.layout {
		start[id+1] = int32(len(g.byID[id].Succs))
	}
	for i := 1; i <= n; i++ {
		start[i] += start[i-1]
	}
	succ := make([]int32, len(g.succ))
	at := 0
	for _, id := range g.layout {
		k := int(start[id+1] - start[id])
		copy(succ[start[id]:start[id+1]], g.succ[at:at+k])
		at += k
	}
	g.succStart, g.succ = start, succ
}

// transpose returns the rows of the reverse graph: for each target, its
// sources in increasing order, one per edge.
func transpose(start, adj []int32) (rstart, radj []int32) {
	n := len(start) - 1
	rstart = make([]int32, n+1)
	for _, t := range adj {
		rstart[t+1]++
	}
	for i := 1; i <= n; i++ {
		rstart[i] += rstart[i-1]
	}
	// Use rstart[t] as the fill cursor of row t; afterwards it holds the
	// row's end, so shift everything back by one row.
	radj = make([]int32, len(adj))
	for s := 0; s < n; s++ {
		for _, t := range adj[start[s]:start[s+1]] {
			radj[rstart[t]] = int32(s)
			rstart[t]++
		}
	}
	copy(rstart[1:], rstart[:n])
	rstart[0] = 0
	return rstart, radj
}
