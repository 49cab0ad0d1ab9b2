package dom

// Roots of the post-dominator tree, as LLVM 14 chooses them
// (GenericDomTreeConstruction.h: FindRoots, RemoveRedundantRoots).
//
//  1. Trivial roots: the blocks without successors, in layout order. Walk
//     backwards (along Preds) from each, marking what reaches an exit.
//  2. For every block I in layout order still unmarked (it cannot reach an
//     exit): walk forwards from I, depth-first, over unmarked blocks only,
//     pushing each block's successors in layout order so that the last in
//     layout is visited first. The last block the walk visits is the
//     "furthest away" one; it becomes a root, and a backward walk from it
//     marks everything that reaches it.
//  3. Drop every non-trivial root from which another root is reachable.
//     (A later root never reaches an earlier one, so this keeps exactly the
//     non-trivial roots that reach no other root, whatever order LLVM's
//     swap-and-pop loop checks them in.)

// findRoots returns the roots' IDs in discovery order. It leaves in d a
// depth-first numbering of the reverse CFG from those roots.
func findRoots(g *flow, d *reverseDFS) []int32 {
	roots := append([]int32(nil), g.exits...)
	for _, id := range roots {
		d.from(id)
	}
	if len(d.vert)-1 == len(g.layout) {
		return roots // every block reaches an exit: the usual case
	}
	ntrivial := len(roots)
	n := len(g.byID)
	layout := make([]int32, n) // by ID: position in the layout
	for i, id := range g.layout {
		layout[id] = int32(i)
	}
	seen := make([]int32, n) // forward-walk stamp
	stamp := int32(0)
	var succs, stack []int32
	for _, start := range g.layout {
		if d.visited(start) {
			continue
		}
		stamp++
		last := start
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[b] == stamp {
				continue
			}
			seen[b] = stamp
			last = b
			succs = succs[:0]
			for _, s := range g.succ[g.succStart[b]:g.succStart[b+1]] {
				if !d.visited(s) && seen[s] != stamp {
					succs = append(succs, s)
				}
			}
			// Insertion sort by layout: successor lists are short.
			for i := 1; i < len(succs); i++ {
				for j := i; j > 0 && layout[succs[j]] < layout[succs[j-1]]; j-- {
					succs[j], succs[j-1] = succs[j-1], succs[j]
				}
			}
			stack = append(stack, succs...)
		}
		roots = append(roots, last)
		d.from(last)
	}
	if len(roots) == ntrivial+1 {
		return roots
	}
	kept := removeRedundant(g, roots, ntrivial)
	if len(kept) < len(roots) {
		// The walks from dropped roots made them children of the virtual
		// exit: number again from the kept roots only.
		d.reset()
		for _, r := range kept {
			d.from(r)
		}
	}
	return kept
}

// removeRedundant drops the non-trivial roots (roots[ntrivial:]) from which
// another root is reachable. A backward search from all of them at once
// labels every block with up to two distinct roots it reaches; a root
// reaches another root exactly when it is labelled with one that is not
// itself by a path of at least one edge.
func removeRedundant(g *flow, roots []int32, ntrivial int) []int32 {
	n := len(g.byID)
	const unset = -1
	lab1 := make([]int32, n)
	lab2 := make([]int32, n)
	for i := range lab1 {
		lab1[i], lab2[i] = unset, unset
	}
	type item struct{ b, lab int32 }
	var queue []item
	// Seed with the predecessors of each root: labels mean "reaches root
	// lab by a path of at least one edge".
	add := func(b, lab int32) {
		switch {
		case lab1[b] == lab || lab2[b] == lab:
		case lab1[b] == unset:
			lab1[b] = lab
			queue = append(queue, item{b, lab})
		case lab2[b] == unset:
			lab2[b] = lab
			queue = append(queue, item{b, lab})
		}
	}
	preds := func(b int32) []int32 { return g.pred[g.predStart[b]:g.predStart[b+1]] }
	for k, r := range roots[ntrivial:] {
		for _, p := range preds(r) {
			add(p, int32(k))
		}
	}
	for len(queue) > 0 {
		it := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range preds(it.b) {
			add(p, it.lab)
		}
	}
	out := roots[:ntrivial:ntrivial]
	for k, r := range roots[ntrivial:] {
		l1, l2 := lab1[r], lab2[r]
		if (l1 != unset && l1 != int32(k)) || (l2 != unset && l2 != int32(k)) {
			continue // reaches another root
		}
		out = append(out, r)
	}
	return out
}
