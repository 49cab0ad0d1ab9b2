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
//   - with Options.WorkGroup the question is uniformity across the
//     work-group instead of the warp (GPUVerify's barrier divergence,
//     issue 31): warp ids are divergent too, and so are warp votes,
//     ballots and shuffles (already sources: equal only within a warp);
//   - a load is uniform when its address is uniform and no write of the
//     function (store, atomic, cmpxchg, call) may alias it: memory nobody in
//     the kernel writes holds the same value for every thread. A load of a
//     thread-local scalar variable (alias.PrivateVar, the -O0 form of an
//     SSA value) is uniform when every store to it stores a uniform value
//     outside the region of every divergent branch: the threads of a warp
//     then store the same values at the same points, as mem2reg's phis
//     would be uniform (issue 31). In a function with barriers, a load of
//     local (shared) memory, which only the work-group's threads write (of
//     any memory with Options.OneGroup), is also uniform when its address
//     is uniform and no write that may alias it can run in the same
//     barrier interval: no barrier (or the function's entry) reaches both
//     by barrier-free paths. The threads of a work-group pass the same
//     barriers (the barrier-divergence check assumes it up to the barrier
//     it checks), so between two barriers nobody writes the location and
//     every thread reads what it held at the last barrier (the flag a
//     level-synchronous BFS tests after its barrier; issue 31). With
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
	// WorkGroup asks for uniformity across the work-group: warp ids are
	// divergent.
	WorkGroup bool
	// OneGroup says the kernel runs as a single work-group: global memory,
	// like local memory, is written only by the work-group's threads.
	OneGroup bool
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
	case ir.OpWarpID:
		return opt.DynamicWarps || opt.WorkGroup
	case ir.OpBlockID:
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
	sep := newIntervals(f)
	barriers := len(sep.starts) > 1
	// written reports whether a write may store to ld's address without a
	// barrier between them (see the package documentation); each load is
	// asked about once, through an alias.Index when aa is Basic's.
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
		local := alias.SpaceOf(p) == ir.SpaceShared || opt.OneGroup && alias.SpaceOf(p) != ir.SpaceGeneric
		conflicts := func(w *ir.Instr) bool {
			return !barriers || !local || sep.concurrent(w, ld)
		}
		if c, ok := aa.(*alias.Cached); ok {
			if idx == nil {
				ptrs := make([]ir.Value, len(writes))
				for k, w := range writes {
					ptrs[k] = alias.PointerOperand(w)
				}
				idx = c.NewIndex(ptrs)
			}
			idx.Query(p, func(g int) {
				if yes {
					return
				}
				if !barriers {
					yes = true
					return
				}
				var members func(g int)
				members = func(g int) {
					if g >= idx.NumGroups() {
						for _, h := range idx.Members(g) {
							members(int(h))
						}
						return
					}
					for _, k := range idx.Members(g) {
						if !yes && conflicts(writes[k]) {
							yes = true
						}
					}
				}
				members(g)
			})
		} else {
			for _, w := range writes {
				if aa.Alias(p, alias.PointerOperand(w)) != alias.NoAlias && conflicts(w) {
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
					if pv := alias.PrivateVar(i); pv != nil {
						for _, u := range pv.Uses() {
							if u.Op == ir.OpStore && (r.Divergent(u.Args[1]) || u.Block == nil || joined[u.Block.ID]) {
								d = true
								break
							}
						}
					} else {
						d = written(i)
					}
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

// intervals answers whether two instructions may run in the same barrier
// interval: some barrier (or the function's entry) reaches both by
// barrier-free paths.
type intervals struct {
	starts []*ir.Instr // nil for the entry, then the barriers
	reach  [][]bool    // by start: the blocks whose start it reaches barrier-free
	memo   map[*ir.Instr][]bool
}

func newIntervals(f *ir.Func) *intervals {
	iv := &intervals{starts: []*ir.Instr{nil}, memo: map[*ir.Instr][]bool{}}
	f.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpBarrier {
			iv.starts = append(iv.starts, i)
		}
	})
	if len(iv.starts) == 1 {
		return iv
	}
	// The blocks holding a barrier, found once for every start's walk.
	barrier := make([]bool, f.NumBlocks())
	for _, s := range iv.starts[1:] {
		barrier[s.Block.ID] = true
	}
	for _, s := range iv.starts {
		r := make([]bool, f.NumBlocks())
		var work []*ir.Block
		push := func(b *ir.Block) {
			if !r[b.ID] {
				r[b.ID] = true
				work = append(work, b)
			}
		}
		if s == nil {
			push(f.Blocks[0])
		} else if !barrierAfter(s.Block, s) {
			for _, y := range s.Block.Succs {
				push(y)
			}
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if barrier[b.ID] {
				continue
			}
			for _, y := range b.Succs {
				push(y)
			}
		}
		iv.reach = append(iv.reach, r)
	}
	return iv
}

// barrierAfter reports whether block b holds a barrier after instruction
// from.
func barrierAfter(b *ir.Block, from *ir.Instr) bool {
	after := false
	for _, x := range b.Instrs {
		if x == from {
			after = true
			continue
		}
		if after && x.Op == ir.OpBarrier {
			return true
		}
	}
	return false
}

// of returns, by start, whether the start reaches instruction i
// barrier-free.
func (iv *intervals) of(i *ir.Instr) []bool {
	if r, ok := iv.memo[i]; ok {
		return r
	}
	out := make([]bool, len(iv.starts))
	k := 0
	for k < len(i.Block.Instrs) && i.Block.Instrs[k] != i {
		k++
	}
	// The last barrier before i in its block, if any, is its only start.
	for j := k - 1; j >= 0; j-- {
		if x := i.Block.Instrs[j]; x.Op == ir.OpBarrier {
			for n, s := range iv.starts {
				out[n] = s == x
			}
			iv.memo[i] = out
			return out
		}
	}
	for n := range iv.starts {
		out[n] = iv.reach[n][i.Block.ID]
	}
	iv.memo[i] = out
	return out
}

// concurrent reports whether a and b may run in the same barrier interval.
func (iv *intervals) concurrent(a, b *ir.Instr) bool {
	pa, pb := iv.of(a), iv.of(b)
	for n := range pa {
		if pa[n] && pb[n] {
			return true
		}
	}
	return false
}
