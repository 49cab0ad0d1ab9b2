package deadlock

import (
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/uniform"
)

// # Divergent barriers (issue 31)
//
// The paper assumes barrier-divergence freedom (§III-A): every barrier
// that a warp reaches, all its threads reach. A barrier that only part of
// a work-group reaches is undefined behaviour in OpenCL and CUDA, and
// under a stack-based mechanism with per-thread barrier counting it
// deadlocks: the threads at the barrier wait for warp-mates that the stack
// holds on the other side of the divergence. DivergentBarriers is
// GPUVerify's barrier-divergence check on the CFG: a barrier lies under a
// divergent branch when it is on a path from one of the branch's
// successors to its reconvergence point (the branch's influence region),
// and the branch is divergent when its condition may differ between the
// threads of a work-group (package uniform with WorkGroup: thread, lane
// and warp ids, atomics, votes and what depends on them, and the join of
// values at a divergent branch's region). A barrier in a loop whose exit
// is thread-dependent is under that exit's branch. Warp-uniform conditions
// (a sub-group id) still split the work-group across its warps, and a
// barrier they guard is reported too.

// DivergentBarrier is a barrier that a divergent branch guards.
type DivergentBarrier struct {
	Barrier *ir.Instr
	// Branch is the terminator of the divergent branch (the innermost when
	// several guard the barrier: the last in layout order whose influence
	// region holds it), Cond its condition.
	Branch *ir.Instr
	Cond   ir.Value
}

// DivergentBarriers returns the barriers of f that a branch divergent
// across the work-group guards, in program order.
func DivergentBarriers(f *ir.Func, opt Options) []DivergentBarrier {
	if len(f.Blocks) == 0 {
		return nil
	}
	has := false
	f.Instrs(func(i *ir.Instr) { has = has || i.Op == ir.OpBarrier })
	if !has {
		return nil
	}
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	r := newReconv(f, opt.Reconv)
	g := uniform.Analyze(f, uniform.Options{PostDom: rpTree(r.rp), Alias: aa, WorkGroup: true, OneGroup: opt.OneGroup})
	by := map[*ir.Instr]*ir.Block{} // barrier → guarding branch block
	for _, b := range f.Blocks {
		if !isCondBranch(b) || !g.DivergentBranch(b) {
			continue
		}
		rp := r.rp[b.ID]
		seen := make([]bool, f.NumBlocks())
		var work []*ir.Block
		for _, s := range b.Succs {
			if s != rp && !seen[s.ID] {
				seen[s.ID] = true
				work = append(work, s)
			}
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, i := range x.Instrs {
				if i.Op == ir.OpBarrier {
					by[i] = b // blocks in layout order: the last one wins
				}
			}
			for _, y := range x.Succs {
				if y != rp && !seen[y.ID] {
					seen[y.ID] = true
					work = append(work, y)
				}
			}
		}
	}
	var out []DivergentBarrier
	for i, b := range by {
		t := b.Terminator()
		out = append(out, DivergentBarrier{Barrier: i, Branch: t, Cond: t.Args[0]})
	}
	pos := make(map[*ir.Block]int, len(f.Blocks))
	for k, b := range f.Blocks {
		pos[b] = k
	}
	sort.Slice(out, func(a, b int) bool {
		x, y := out[a].Barrier, out[b].Barrier
		if x.Block != y.Block {
			return pos[x.Block] < pos[y.Block]
		}
		return indexOf(x) < indexOf(y)
	})
	return out
}
