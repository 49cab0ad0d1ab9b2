package deadlock

import "github.com/simtc/simtc/ir"

// # Cycles that values rule out (issue 31)
//
// Whether a region has a cycle of some kind (one that avoids a block, or
// a lock's failure edge) decides the bounded-loop and lock-gate rules. The
// CFG alone overstates the cycles of the loops clang and mini-C build from
// short-circuit conditions and done flags: after a successful CAS the
// done-flag loop of Fig. 3 goes round with done = 1 and leaves at its
// header; -O0 merges "flag == 0 && t < LIMIT" into a phi of false and the
// bound's compare, so the path that skips the compare leaves as well.
// hasCycle walks edges rather than blocks, and a block's branch entered by
// an edge along which constants decide it (decided: a phi taking a
// constant from that edge, a thread-local variable last stored a constant
// on every way there, folded through compares and logic) has only the
// decided successor. A cycle found this way is a path the values allow;
// a cycle the values rule out on every way round is not one.

// edgeCut reports whether the edge from x to y is left out.
type edgeCut func(x, y *ir.Block) bool

// cutEdge leaves out the edge from a to b.
func cutEdge(a, b *ir.Block) edgeCut {
	return func(x, y *ir.Block) bool { return x == a && y == b }
}

// cutInto leaves out the edges into b.
func cutInto(b *ir.Block) edgeCut {
	return func(_, y *ir.Block) bool { return y == b }
}

// hasCycle reports whether region l has a cycle that takes no edge cut
// leaves out and, when through is not nil, passes block through (see
// above).
func hasCycle(l *Region, through *ir.Block, cut edgeCut) bool {
	type edge struct{ from, to *ir.Block }
	next := func(e edge) []edge {
		x, y := e.from, e.to
		var out []edge
		if t, ok := decided(l, y, x, cut); ok {
			if l.Contains(t) && !cut(y, t) {
				out = append(out, edge{y, t})
			}
			return out
		}
		for _, z := range y.Succs {
			if l.Contains(z) && !cut(y, z) {
				out = append(out, edge{y, z})
			}
		}
		return out
	}
	if through != nil {
		// A path from an edge out of through back to an edge into it.
		seen := map[edge]bool{}
		var work []edge
		for _, p := range through.Preds {
			if !l.Contains(p) || cut(p, through) {
				continue
			}
			for _, e := range next(edge{p, through}) {
				if !seen[e] {
					seen[e] = true
					work = append(work, e)
				}
			}
		}
		for len(work) > 0 {
			e := work[len(work)-1]
			work = work[:len(work)-1]
			if e.to == through {
				return true
			}
			for _, f := range next(e) {
				if !seen[f] {
					seen[f] = true
					work = append(work, f)
				}
			}
		}
		return false
	}
	const (
		onStack = 1
		done    = 2
	)
	color := map[edge]int{}
	type frame struct {
		e    edge
		succ []edge
	}
	for _, x := range l.Blocks {
		for _, y := range x.Succs {
			root := edge{x, y}
			if !l.Contains(y) || cut(x, y) || color[root] != 0 {
				continue
			}
			color[root] = onStack
			stack := []frame{{root, next(root)}}
			for len(stack) > 0 {
				top := &stack[len(stack)-1]
				if len(top.succ) == 0 {
					color[top.e] = done
					stack = stack[:len(stack)-1]
					continue
				}
				e := top.succ[0]
				top.succ = top.succ[1:]
				switch color[e] {
				case onStack:
					return true
				case done:
				default:
					color[e] = onStack
					stack = append(stack, frame{e, next(e)})
				}
			}
		}
	}
	return false
}

// everyIterationV reports whether no cycle of l avoids b (see above): b
// runs in every iteration.
func everyIterationV(l *Region, b *ir.Block) bool {
	return !hasCycle(l, nil, cutInto(b))
}

// decided returns the successor that block y's branch takes when y is
// entered from block from, when the values coming along that edge decide
// it: y an SSDE dispatch block, or a block whose condition, folded with
// y's phis taking their values from that edge, is a constant. Values are
// followed back through phis and the thread-local variables of -O0 code
// over the edges of l that cut keeps.
func decided(l *Region, y, from *ir.Block, cut edgeCut) (*ir.Block, bool) {
	if t, ok := dispatch(y, from); ok {
		return t, true
	}
	term := y.Terminator()
	if term == nil || term.Op != ir.OpCondBr || len(y.Succs) != 2 {
		return nil, false
	}
	ev := &evaluator{l: l, cut: cut}
	c, ok := ev.inBlock(term.Args[0], y, from, 8)
	if !ok {
		return nil, false
	}
	if c&1 != 0 {
		return y.Succs[0], true
	}
	return y.Succs[1], true
}
