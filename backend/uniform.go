package backend

// Uniformity analysis: which conditional branches may diverge.
//
// A value is divergent when threads of one warp may hold different values
// of it. Sources of divergence are the per-thread ids (thread, lane, warp
// and block ids: the last two because dynamic warp formation may regroup
// threads of different warps and blocks), memory reads, atomics, warp
// votes and shuffles (equal only among the threads executing them
// together), call results and device-function parameters. An instruction
// with a divergent operand is divergent. A phi is also divergent when its
// block is reached from a divergent branch before that branch's immediate
// post-dominator: threads may arrive along different edges (Karrenberg and
// Hack's sync dependence, over-approximated by the whole region, which also
// covers values leaving a loop through a divergent exit, since they flow
// through the loop header's phis). The analysis iterates to a fixed point.

import (
	"github.com/simtc/simtc/ir"
)

// divergentSource reports whether op produces a divergent value whatever
// its operands.
func divergentSource(op ir.Op) bool {
	switch op {
	case ir.OpThreadID, ir.OpLaneID, ir.OpWarpID, ir.OpBlockID,
		ir.OpLoad, ir.OpAtomic, ir.OpCmpXchg, ir.OpCall,
		ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot, ir.OpShuffle:
		return true
	}
	return false
}

// divergentBranches returns, by block ID, whether b's terminator is a
// conditional branch or switch that may diverge. With all set, every
// conditional branch may.
func divergentBranches(f *ir.Func, pdom PostDom, all bool) []bool {
	out := make([]bool, f.NumBlocks())
	condBranch := func(b *ir.Block) ir.Value {
		t := b.Terminator()
		if t == nil || (t.Op != ir.OpCondBr && t.Op != ir.OpSwitch) || len(t.Args) == 0 {
			return nil
		}
		return t.Args[0]
	}
	if all {
		for _, b := range f.Blocks {
			if condBranch(b) != nil {
				out[b.ID] = true
			}
		}
		return out
	}

	div := make([]bool, f.NumValues())
	isDiv := func(v ir.Value) bool {
		switch v := v.(type) {
		case *ir.Instr:
			return div[v.ID]
		case *ir.Param:
			return !f.Kernel
		}
		return false
	}
	joined := make([]bool, f.NumBlocks()) // blocks in the region of a divergent branch
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if div[i.ID] {
					continue
				}
				d := divergentSource(i.Op) || i.Op == ir.OpPhi && joined[b.ID]
				for _, a := range i.Args {
					if d {
						break
					}
					d = isDiv(a)
				}
				if d {
					div[i.ID] = true
					changed = true
				}
			}
			if c := condBranch(b); c != nil && !out[b.ID] && isDiv(c) {
				out[b.ID] = true
				changed = true
				markRegion(b, pdom.IDom(b), joined)
			}
		}
	}
	return out
}

// markRegion marks the blocks reachable from b's successors without passing
// through p (p included; all of them when p is nil, the virtual exit).
func markRegion(b, p *ir.Block, mark []bool) {
	seen := make(map[*ir.Block]bool)
	stack := append([]*ir.Block(nil), b.Succs...)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		mark[x.ID] = true
		if x == p {
			continue
		}
		stack = append(stack, x.Succs...)
	}
}
