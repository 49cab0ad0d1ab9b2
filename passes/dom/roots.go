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

import "github.com/simtc/simtc/ir"

// findRoots returns the roots in discovery order. It leaves in d a
// depth-first numbering of the reverse CFG from those roots.
func findRoots(f *ir.Func, bi blockIndex, d *reverseDFS) []*ir.Block {
	roots := append([]*ir.Block(nil), bi.exits...)
	for _, b := range roots {
		d.from(b)
	}
	if len(d.vert)-1 == len(f.Blocks) {
		return roots
	}
	ntrivial := len(roots)
	n := f.NumBlocks()
	layout := make([]int32, n)
	for i, id := range bi.layout {
		layout[id] = int32(i)
	}
	seen := make([]int32, n) // forward-walk stamp
	stamp := int32(0)
	var succs, stack []*ir.Block
	for _, id := range bi.layout {
		start := bi.byID[id]
		if d.visited(start) {
			continue
		}
		stamp++
		var last *ir.Block
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[b.ID] == stamp {
				continue
			}
			seen[b.ID] = stamp
			last = b
			succs = succs[:0]
			for _, s := range b.Succs {
				if !d.visited(s) && seen[s.ID] != stamp {
					succs = append(succs, s)
				}
			}
			// Insertion sort by layout: successor lists are short.
			for i := 1; i < len(succs); i++ {
				for j := i; j > 0 && layout[succs[j].ID] < layout[succs[j-1].ID]; j-- {
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
	kept := removeRedundant(f, roots, ntrivial)
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
func removeRedundant(f *ir.Func, roots []*ir.Block, ntrivial int) []*ir.Block {
	n := f.NumBlocks()
	const unset = -1
	lab1 := make([]int32, n)
	lab2 := make([]int32, n)
	for i := range lab1 {
		lab1[i], lab2[i] = unset, unset
	}
	type item struct {
		b   *ir.Block
		lab int32
	}
	var queue []item
	// Seed with the predecessors of each root: labels mean "reaches root
	// lab by a path of at least one edge".
	add := func(b *ir.Block, lab int32) {
		switch {
		case lab1[b.ID] == lab || lab2[b.ID] == lab:
		case lab1[b.ID] == unset:
			lab1[b.ID] = lab
			queue = append(queue, item{b, lab})
		case lab2[b.ID] == unset:
			lab2[b.ID] = lab
			queue = append(queue, item{b, lab})
		}
	}
	for k, r := range roots[ntrivial:] {
		for _, p := range r.Preds {
			add(p, int32(k))
		}
	}
	for len(queue) > 0 {
		it := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range it.b.Preds {
			add(p, it.lab)
		}
	}
	out := roots[:ntrivial:ntrivial]
	for k, r := range roots[ntrivial:] {
		l1, l2 := lab1[r.ID], lab2[r.ID]
		if (l1 != unset && l1 != int32(k)) || (l2 != unset && l2 != int32(k)) {
			continue // reaches another root
		}
		out = append(out, r)
	}
	return out
}
