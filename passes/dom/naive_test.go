package dom

import (
	"sort"

	"github.com/simtc/simtc/ir"
)

// The naive algorithms the fast ones are checked against: textbook
// iterative data flow over explicit dominator sets, and a literal
// transcription of LLVM's FindRoots/RemoveRedundantRoots with maps.

// naiveDom returns, by block ID, the ID of each block's immediate
// dominator (-1 for none) and whether the block is in the tree.
func naiveDom(f *ir.Func) (idom []int, in []bool) {
	n := f.NumBlocks()
	idom = make([]int, n)
	in = make([]bool, n)
	for i := range idom {
		idom[i] = -1
	}
	if f.Entry() == nil {
		return idom, in
	}
	var mark func(b *ir.Block)
	mark = func(b *ir.Block) {
		if in[b.ID] {
			return
		}
		in[b.ID] = true
		for _, s := range b.Succs {
			mark(s)
		}
	}
	mark(f.Entry())
	// dom[b][d]: d dominates b.
	dom := make([][]bool, n)
	for _, b := range f.Blocks {
		dom[b.ID] = make([]bool, n)
		for _, d := range f.Blocks {
			dom[b.ID][d.ID] = in[d.ID]
		}
	}
	entry := f.Entry()
	for i := range dom[entry.ID] {
		dom[entry.ID][i] = i == entry.ID
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			if b == entry || !in[b.ID] {
				continue
			}
			nd := make([]bool, n)
			for i := range nd {
				nd[i] = true
			}
			for _, p := range b.Preds {
				if !in[p.ID] {
					continue
				}
				for i := range nd {
					nd[i] = nd[i] && dom[p.ID][i]
				}
			}
			nd[b.ID] = true
			for i := range nd {
				if nd[i] != dom[b.ID][i] {
					changed = true
				}
			}
			dom[b.ID] = nd
		}
	}
	return idomFromSets(f, dom, in, -1), in
}

// idomFromSets picks, for each block b in the tree, the strict dominator
// whose own set is one smaller than b's. virtual is the index of a virtual
// root in the sets (or -1); a virtual idom is reported as -1.
func idomFromSets(f *ir.Func, dom [][]bool, in []bool, virtual int) []int {
	n := f.NumBlocks()
	size := func(s []bool) int {
		k := 0
		for _, x := range s {
			if x {
				k++
			}
		}
		return k
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	for _, b := range f.Blocks {
		if !in[b.ID] {
			continue
		}
		sb := size(dom[b.ID])
		for d, ok := range dom[b.ID] {
			if ok && d != b.ID && size(dom[d]) == sb-1 {
				if d != virtual {
					idom[b.ID] = d
				}
			}
		}
	}
	return idom
}

// naivePostDom is naiveDom on the reverse CFG plus a virtual exit that
// leads to every root of naiveRoots.
func naivePostDom(f *ir.Func) (ipdom []int, roots []*ir.Block) {
	n := f.NumBlocks()
	roots = naiveRoots(f)
	v := n // the virtual exit
	isRoot := make([]bool, n)
	for _, r := range roots {
		isRoot[r.ID] = true
	}
	in := make([]bool, n)
	for _, b := range f.Blocks {
		in[b.ID] = true
	}
	pdom := make([][]bool, n+1)
	for i := range pdom {
		pdom[i] = make([]bool, n+1)
		for j := range pdom[i] {
			pdom[i][j] = j == v || (j < n && in[j])
		}
	}
	for j := range pdom[v] {
		pdom[v][j] = j == v
	}
	for changed := true; changed; {
		changed = false
		for k := len(f.Blocks) - 1; k >= 0; k-- {
			b := f.Blocks[k]
			nd := make([]bool, n+1)
			for i := range nd {
				nd[i] = true
			}
			next := append([]int(nil), ids(b.Succs)...)
			if isRoot[b.ID] {
				next = append(next, v)
			}
			for _, s := range next {
				for i := range nd {
					nd[i] = nd[i] && pdom[s][i]
				}
			}
			nd[b.ID] = true
			for i := range nd {
				if nd[i] != pdom[b.ID][i] {
					changed = true
				}
			}
			pdom[b.ID] = nd
		}
	}
	sets := make([][]bool, n+1)
	copy(sets, pdom)
	return idomFromSets(f, sets, in, v), roots
}

func ids(bs []*ir.Block) []int {
	out := make([]int, len(bs))
	for k, b := range bs {
		out[k] = b.ID
	}
	return out
}

// naiveRoots transcribes LLVM 14's SemiNCAInfo::FindRoots and
// RemoveRedundantRoots.
func naiveRoots(f *ir.Func) []*ir.Block {
	visited := map[*ir.Block]bool{}
	var reverse func(b *ir.Block)
	reverse = func(b *ir.Block) {
		if visited[b] {
			return
		}
		visited[b] = true
		for _, p := range b.Preds {
			reverse(p)
		}
	}
	order := map[*ir.Block]int{}
	for k, b := range f.Blocks {
		order[b] = k + 1
	}
	var roots []*ir.Block
	for _, b := range f.Blocks {
		if len(b.Succs) == 0 {
			roots = append(roots, b)
			reverse(b)
		}
	}
	hasNonTrivial := false
	for _, start := range f.Blocks {
		if visited[start] {
			continue
		}
		hasNonTrivial = true
		// runDFS<IsReverse=true> with SuccOrder.
		fw := map[*ir.Block]bool{}
		var num []*ir.Block
		work := []*ir.Block{start}
		for len(work) > 0 {
			bb := work[len(work)-1]
			work = work[:len(work)-1]
			if visited[bb] || fw[bb] {
				continue
			}
			fw[bb] = true
			num = append(num, bb)
			ss := append([]*ir.Block(nil), bb.Succs...)
			sort.SliceStable(ss, func(i, j int) bool { return order[ss[i]] < order[ss[j]] })
			for _, s := range ss {
				if !visited[s] && !fw[s] {
					work = append(work, s)
				}
			}
		}
		furthest := num[len(num)-1]
		roots = append(roots, furthest)
		reverse(furthest)
	}
	if !hasNonTrivial {
		return roots
	}
	for i := 0; i < len(roots); i++ {
		r := roots[i]
		if len(r.Succs) == 0 {
			continue
		}
		seen := map[*ir.Block]bool{r: true}
		work := append([]*ir.Block(nil), r.Succs...)
		found := false
		for len(work) > 0 && !found {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[b] {
				continue
			}
			seen[b] = true
			for _, o := range roots {
				if o == b {
					found = true
				}
			}
			work = append(work, b.Succs...)
		}
		if found {
			roots[i] = roots[len(roots)-1]
			roots = roots[:len(roots)-1]
			i--
		}
	}
	return roots
}
