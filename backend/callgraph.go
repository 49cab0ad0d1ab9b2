package backend

// The call graph of the emitted functions (Options.NoInline): register
// bases, clobber sets and stack depth.
//
// The graph is condensed into its strongly connected components (Tarjan):
// a component with more than one function, or one that calls itself, is
// recursive. Components are given register bases callers first: a
// component's base is above the registers of every caller outside it, so a
// call down the acyclic part of the graph finds the callee's registers
// disjoint from the caller's and saves nothing. Inside a component (a
// recursive call) the functions share one base and overlap, and a
// function whose registers would pass isa.MaxRegs is moved down to fit,
// overlapping its callers'. Either way a call saves exactly the caller's
// registers live across it that lie in the callee's clobber set: the
// registers of every function the callee can reach, itself included
// (spill.go inserts the saves).

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

type callGraph struct {
	mfs     []*mfunc
	byFunc  map[*ir.Func]*mfunc
	callees [][]int // by function index, deduplicated
	scc     []int   // function index → component, numbered callers first
	comps   [][]int // component → function indices
	rec     []bool  // component → recursive
	clobber [][]bool
}

func newCallGraph(mfs []*mfunc) *callGraph {
	g := &callGraph{mfs: mfs, byFunc: make(map[*ir.Func]*mfunc, len(mfs))}
	for k, mf := range mfs {
		mf.index = k
		g.byFunc[mf.f] = mf
	}
	g.callees = make([][]int, len(mfs))
	selfCall := make([]bool, len(mfs))
	for k, mf := range mfs {
		seen := make(map[int]bool)
		for _, cs := range mf.calls {
			c, ok := g.byFunc[cs.callee]
			if !ok || seen[c.index] {
				continue
			}
			seen[c.index] = true
			g.callees[k] = append(g.callees[k], c.index)
			if c.index == k {
				selfCall[k] = true
			}
		}
	}
	// Tarjan's algorithm (recursive: call graphs are small). It emits
	// components callees first; they are renumbered callers first.
	n := len(mfs)
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	var comps [][]int
	next := 0
	var strong func(v int)
	strong = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		for _, w := range g.callees[v] {
			if index[w] < 0 {
				strong(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			comps = append(comps, comp)
		}
	}
	for v := 0; v < n; v++ {
		if index[v] < 0 {
			strong(v)
		}
	}
	g.scc = make([]int, n)
	for i, j := 0, len(comps)-1; i < j; i, j = i+1, j-1 {
		comps[i], comps[j] = comps[j], comps[i]
	}
	g.comps = comps
	g.rec = make([]bool, len(comps))
	for c, comp := range comps {
		for _, v := range comp {
			g.scc[v] = c
		}
		g.rec[c] = len(comp) > 1 || selfCall[comp[0]]
	}
	return g
}

// assignBases gives every function its register base and every component
// its clobber set.
func (g *callGraph) assignBases() {
	base := make([]int, len(g.comps))
	for c, comp := range g.comps { // callers first
		for _, v := range comp {
			mf := g.mfs[v]
			mf.base = min(base[c], isa.MaxRegs-mf.numRegs)
		}
		for _, v := range comp {
			mf := g.mfs[v]
			for _, w := range g.callees[v] {
				if d := g.scc[w]; d != c {
					base[d] = max(base[d], mf.base+mf.numRegs)
				}
			}
		}
	}
	g.clobber = make([][]bool, len(g.comps))
	for c := len(g.comps) - 1; c >= 0; c-- { // callees first
		cl := make([]bool, isa.MaxRegs)
		for _, v := range g.comps[c] {
			mf := g.mfs[v]
			for r := mf.base; r < mf.base+mf.numRegs; r++ {
				cl[r] = true
			}
			for _, w := range g.callees[v] {
				if d := g.scc[w]; d != c {
					for r, x := range g.clobber[d] {
						cl[r] = cl[r] || x
					}
				}
			}
		}
		g.clobber[c] = cl
	}
}

// stackDepth returns the most stack bytes a call chain from f can use, and
// false when f reaches recursion (the depth is unbounded).
func (g *callGraph) stackDepth(f *mfunc) (uint64, bool) {
	memo := make(map[int]uint64)
	var depth func(v int) (uint64, bool)
	depth = func(v int) (uint64, bool) {
		if g.rec[g.scc[v]] {
			return 0, false
		}
		if d, ok := memo[v]; ok {
			return d, true
		}
		var d uint64
		for _, cs := range g.mfs[v].calls {
			callee := g.byFunc[cs.callee]
			if callee == nil {
				continue
			}
			x, ok := depth(callee.index)
			if !ok {
				return 0, false
			}
			d = max(d, uint64(cs.area)+8+uint64(callee.frameSize)+x)
		}
		memo[v] = d
		return d, true
	}
	return depth(f.index)
}
