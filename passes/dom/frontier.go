package dom

import "github.com/simtc/simtc/ir"

// Frontiers holds the dominance frontier of every reachable block: DF(x) is
// the set of blocks y such that x dominates a predecessor of y but does not
// strictly dominate y.
type Frontiers struct {
	start []int32 // by block ID: DF(b) = list[start[b]:start[b+1]]
	list  []*ir.Block
}

// Frontier returns the dominance frontiers of f's reachable blocks.
func Frontier(f *ir.Func) *Frontiers {
	return f.Cached(frontKey{}, func() any { return buildFrontier(f) }).(*Frontiers)
}

// Of returns the dominance frontier of b in layout order; nil for a block
// unreachable from the entry. The slice must not be modified.
func (fr *Frontiers) Of(b *ir.Block) []*ir.Block {
	if b.ID+1 >= len(fr.start) {
		return nil
	}
	return fr.list[fr.start[b.ID]:fr.start[b.ID+1]]
}

func buildFrontier(f *ir.Func) *Frontiers {
	t := Dominators(f)
	n := f.NumBlocks()
	// Pairs (x, y) with y ∈ DF(x), generated with y in layout order, then
	// bucketed by x (stable, so each list stays in layout order).
	var xs []int32
	var ys []*ir.Block
	lastY := make([]int32, n) // dedup: the last y added to DF(x), + 1
	for _, y := range f.Blocks {
		if !t.Contains(y) {
			continue
		}
		stop := t.idom[y.ID]
		for _, p := range y.Preds {
			if !t.Contains(p) {
				continue
			}
			for r := int32(p.ID); r != stop && r != none; r = t.idom[r] {
				if lastY[r] == int32(y.ID)+1 {
					break // this runner and its dominators already have y
				}
				lastY[r] = int32(y.ID) + 1
				xs = append(xs, r)
				ys = append(ys, y)
			}
		}
	}
	fr := &Frontiers{start: make([]int32, n+1), list: make([]*ir.Block, len(ys))}
	for _, x := range xs {
		fr.start[x+1]++
	}
	for i := 1; i <= n; i++ {
		fr.start[i] += fr.start[i-1]
	}
	fill := make([]int32, n)
	copy(fill, fr.start[:n])
	for k, x := range xs {
		fr.list[fill[x]] = ys[k]
		fill[x]++
	}
	return fr
}

// IteratedFrontier returns DF+(blocks), the iterated dominance frontier of
// the given blocks (where an SSA construction puts phis for a variable
// defined in them), in layout order.
func IteratedFrontier(f *ir.Func, blocks []*ir.Block) []*ir.Block {
	fr := Frontier(f)
	n := f.NumBlocks()
	in := make([]bool, n)
	queued := make([]bool, n)
	work := make([]*ir.Block, 0, len(blocks))
	for _, b := range blocks {
		if !queued[b.ID] {
			queued[b.ID] = true
			work = append(work, b)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, y := range fr.Of(b) {
			if !in[y.ID] {
				in[y.ID] = true
				if !queued[y.ID] {
					queued[y.ID] = true
					work = append(work, y)
				}
			}
		}
	}
	var out []*ir.Block
	for _, b := range f.Blocks {
		if in[b.ID] {
			out = append(out, b)
		}
	}
	return out
}
