// Package uniform is a divergence (uniformity) analysis: which values may
// differ between the threads of one warp, and which conditional branches
// may therefore split a warp.
//
// A value is divergent when threads of one warp may hold different values
// of it, uniform otherwise. The model:
//
//   - sources of divergence: thread and lane ids; the results of atomics,
//     cmpxchg and calls; warp votes, ballots and shuffles (equal only among
//     the threads that execute them together); parameters of a device
//     function (a kernel's parameters are uniform);
//   - block ids, block and grid sizes and warp ids are uniform, unless
//     Options.DynamicWarps (a warp may hold threads of several warps and
//     blocks, as with dynamic warp formation): then block and warp ids are
//     divergent;
//   - a load is uniform when its address is uniform and no write of the
//     function (store, atomic, cmpxchg, call) may alias it: memory nobody in
//     the kernel writes holds the same value for every thread. With
//     Options.LoadsDivergent every load is divergent;
//   - an instruction with a divergent operand is divergent;
//   - a phi is divergent when its block is reached from a divergent branch
//     before that branch's immediate post-dominator: threads may arrive
//     along different edges (Karrenberg and Hack's sync dependence,
//     over-approximated by the whole region). This also covers values
//     leaving a loop through a divergent exit: they depend on the loop
//     header's phis, which are in that region.
//
// The analysis iterates to a fixed point. It is the backend's (which asks
// for DynamicWarps and LoadsDivergent, its conservative model) and the
// SIMT-deadlock detector's (a loop whose exits are all uniform cannot split
// a warp).
package uniform

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/dom"
)

// PostDom gives immediate post-dominators (nil: the virtual exit).
type PostDom interface {
	IDom(b *ir.Block) *ir.Block
}

// Options configure Analyze.
type Options struct {
	// PostDom decides where branches reconverge; nil means
	// dom.PostDominators(f).
	PostDom PostDom
	// DynamicWarps makes block and warp ids divergent.
	DynamicWarps bool
	// LoadsDivergent makes every load divergent.
	LoadsDivergent bool
	// Alias decides whether a write may change what a load reads; nil means
	// alias.Basic{}.
	Alias alias.Analysis
}

// Result is the outcome of Analyze.
type Result struct {
	f      *ir.Func
	div    []bool // by value ID
	branch []bool // by block ID: the terminator may split a warp
}

// Divergent reports whether v may differ between the threads of a warp.
func (r *Result) Divergent(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Instr:
		return v.ID < len(r.div) && r.div[v.ID]
	case *ir.Param:
		return !r.f.Kernel
	}
	return false
}

// DivergentBranch reports whether b ends in a conditional branch or switch
// whose condition may be divergent.
func (r *Result) DivergentBranch(b *ir.Block) bool { return r.branch[b.ID] }

// Branches returns DivergentBranch for every block, by block ID.
func (r *Result) Branches() []bool { return r.branch }

// source reports whether op produces a divergent value whatever its
// operands.
func source(op ir.Op, opt Options) bool {
	switch op {
	case ir.OpThreadID, ir.OpLaneID,
		ir.OpAtomic, ir.OpCmpXchg, ir.OpCall,
		ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot, ir.OpShuffle:
		return true
	case ir.OpWarpID, ir.OpBlockID:
		return opt.DynamicWarps
	case ir.OpLoad:
		return opt.LoadsDivergent
	}
	return false
}

// condition returns the condition of b's conditional branch or switch, nil
// for other terminators.
func condition(b *ir.Block) ir.Value {
	t := b.Terminator()
	if t == nil || (t.Op != ir.OpCondBr && t.Op != ir.OpSwitch) || len(t.Args) == 0 {
		return nil
	}
	return t.Args[0]
}

// Analyze runs the analysis on f.
func Analyze(f *ir.Func, opt Options) *Result {
	r := &Result{f: f, div: make([]bool, f.NumValues()), branch: make([]bool, f.NumBlocks())}
	if len(f.Blocks) == 0 {
		return r
	}
	pdom := opt.PostDom
	if pdom == nil {
		pdom = dom.PostDominators(f)
	}
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	if b, ok := aa.(alias.Basic); ok {
		aa = alias.NewCached(b)
	}
	var writes []*ir.Instr
	anyCall := false
	f.Instrs(func(i *ir.Instr) {
		if i.Op.IsMemWrite() {
			writes = append(writes, i)
			anyCall = anyCall || i.Op == ir.OpCall
		}
	})
	// written reports whether a write may store to ld's address; each
	// load is asked about once, through an alias.Index when aa is Basic's.
	memo := make([]int8, f.NumValues()) // 0 unknown, 1 no, 2 yes
	var idx *alias.Index
	written := func(ld *ir.Instr) bool {
		if anyCall {
			return true
		}
		if memo[ld.ID] != 0 {
			return memo[ld.ID] == 2
		}
		p := alias.PointerOperand(ld)
		yes := false
		if c, ok := aa.(*alias.Cached); ok {
			if idx == nil {
				ptrs := make([]ir.Value, len(writes))
				for k, w := range writes {
					ptrs[k] = alias.PointerOperand(w)
				}
				idx = c.NewIndex(ptrs)
			}
			idx.Query(p, func(int) { yes = true })
		} else {
			for _, w := range writes {
				if aa.Alias(p, alias.PointerOperand(w)) != alias.NoAlias {
					yes = true
					break
				}
			}
		}
		memo[ld.ID] = 1
		if yes {
			memo[ld.ID] = 2
		}
		return yes
	}
	joined := make([]bool, f.NumBlocks()) // blocks in the region of a divergent branch
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if r.div[i.ID] {
					continue
				}
				d := source(i.Op, opt) || i.Op == ir.OpPhi && joined[b.ID]
				for _, a := range i.Args {
					if d {
						break
					}
					d = r.Divergent(a)
				}
				if !d && i.Op == ir.OpLoad {
					d = written(i)
				}
				if d {
					r.div[i.ID] = true
					changed = true
				}
			}
			if c := condition(b); c != nil && !r.branch[b.ID] && r.Divergent(c) {
				r.branch[b.ID] = true
				changed = true
				markRegion(b, pdom.IDom(b), joined)
			}
		}
	}
	return r
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
