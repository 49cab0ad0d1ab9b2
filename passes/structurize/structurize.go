// Package structurize rewrites a function so that its control flow is
// structured: the STRUCT baseline of Diamos et al., "SIMD Re-Convergence at
// Thread Frontiers" (MICRO 2011, Sec. 6), which compares thread frontiers
// with PDOM reconvergence after a structural transform (theirs: Wu et al.'s
// extension of Zhang and Hollander's forward copy, backward copy and cut).
//
// # Model
//
// Under PDOM, threads that diverge at a branch b run apart until b's
// immediate post-dominator p. A block x that lies on a path from b to p
// (its region) but that b does not dominate can also be entered by threads
// that never went through b; those arrive separately and x runs once per
// group: the code expansion of the paper's Fig. 1 (d). We call a function
// structured when every loop is reducible and has at most one exit block
// (all edges leaving it go to the same block), and, for every block b with two
// or more successors, b dominates every block of its region: the blocks
// reachable from b's successors along forward edges (edges whose target
// does not dominate their source) without passing through p. A loop with
// breaks to one block is structured (the threads that leave wait there
// once); a break out of two loops, or an early return from a loop that also
// exits normally, is not: the inner loop's divergence would reconverge only
// past the outer loop, and the rest of the outer iteration would run once
// per group.
//
//	before (Fig. 1):              after (BB3 copied for BB2's threads):
//
//	    BB1                           BB1
//	   /   \                         /   \
//	 BB2    |                      BB2    BB3 ---+
//	 |  \   v                      |  \     \    |
//	 |   > BB3                     |  BB3'  BB4  |
//	 |     ...                     |   ...   ...
//	 v                             v
//	Exit <-                       Exit <-
//
// # Algorithm
//
//  1. Irreducible loops (node splitting): while some loop of the nesting
//     forest (passes/loops) has several entries, copy the whole loop for
//     one entry other than its header and send that entry's outside edges
//     to the copy; the copy is entered only there, the original loses one
//     entry.
//  2. Cut: a loop whose exiting edges reach several blocks T_1..T_k gets
//     one exit block N: each exiting edge to T_i goes to N instead, N
//     keeps i in a phi and switches on it to T_i (Wu et al.'s cut
//     transformation; T_i's phis move into N).
//  3. Forward copies: for the first branch b in reverse post-order whose
//     region holds a block b does not dominate, take the first such block x
//     in reverse post-order, and give the edges into x from b and its region
//     a copy of x (of the outermost loop headed by x, if x is a loop
//     header, so that the loop stays single-entry). The copy's
//     predecessors are all dominated by b, so it is too. Repeat from 1.
//
// A copy's instructions are fresh values; uses outside the copied blocks of
// a value that now has two definitions are rewritten with SSA phis
// (ssa.go: on-demand reaching definitions in the manner of Braun et al.
// 2013, for a set of definitions). Copying stops with an error when the
// function grows past Options.MaxGrowth times its original block count.
// Blocks holding an alloca are never copied (a copy would be a different
// variable); after transform.Inline allocas are in the entry block, which
// no branch region contains.
package structurize

import (
	"fmt"
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/passes/ssa"
)

// Options bound the transform.
type Options struct {
	// MaxGrowth bounds the block count at MaxGrowth × the original count
	// (+64); 0 means 16.
	MaxGrowth int
}

// Result says what Apply did (the paper's Table 5 columns "Forward Copies"
// and the code expansion).
type Result struct {
	ForwardCopies int // forward-copy steps
	Cuts          int // loops given a single exit block
	LoopSplits    int // irreducible-loop splits
	CopiedBlocks  int // blocks created by copying
	BlocksBefore  int
	BlocksAfter   int
}

// Apply structurizes f in place (see the package documentation). f must
// be valid IR; on error f may be partly transformed but stays valid.
func Apply(f *ir.Func, opt Options) (Result, error) {
	var res Result
	if len(f.Blocks) == 0 {
		return res, nil
	}
	f.RemoveUnreachable()
	res.BlocksBefore = len(f.Blocks)
	growth := opt.MaxGrowth
	if growth <= 0 {
		growth = 16
	}
	limit := growth*res.BlocksBefore + 64
	for {
		if len(f.Blocks) > limit {
			return res, fmt.Errorf("structurize: %s grew past %d blocks (%d at first); giving up", f.Name, limit, res.BlocksBefore)
		}
		if l := irreducible(f); l != nil {
			entry := l.Entries[1]
			S := slices.Clone(l.Blocks)
			var outside []*ir.Block
			for _, p := range entry.Preds {
				if !l.Contains(p) && !slices.Contains(outside, p) {
					outside = append(outside, p)
				}
			}
			if err := copyBlocks(f, S, entry, outside); err != nil {
				return res, err
			}
			res.LoopSplits++
			res.CopiedBlocks += len(S)
			continue
		}
		if l := multiExit(f); l != nil {
			cutLoop(f, l)
			res.Cuts++
			continue
		}
		b, x := firstViolation(f)
		if b == nil {
			break
		}
		S := []*ir.Block{x}
		fr := loops.Analyze(f)
		if hs := fr.Headed(x); len(hs) > 0 {
			S = slices.Clone(hs[len(hs)-1].Blocks)
		}
		dt := dom.Dominators(f)
		region := regionOf(f, b)
		var inside []*ir.Block
		for _, p := range x.Preds {
			if (p == b || region[p.ID]) && !dt.Dominates(x, p) && !slices.Contains(S, p) && !slices.Contains(inside, p) {
				inside = append(inside, p)
			}
		}
		if len(inside) == 0 {
			panic(fmt.Sprintf("structurize: %s: block %s in the region of %s has no predecessor there", f.Name, x.Name, b.Name))
		}
		if err := copyBlocks(f, S, x, inside); err != nil {
			return res, err
		}
		res.ForwardCopies++
		res.CopiedBlocks += len(S)
	}
	removeTrivialPhis(f)
	res.BlocksAfter = len(f.Blocks)
	return res, nil
}

// removeTrivialPhis drops the phis whose operands are all one value (or
// the phi itself), left behind when a merge block the SSA update gave a phi
// was copied later.
func removeTrivialPhis(f *ir.Func) {
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, phi := range slices.Clone(b.Phis()) {
				var same ir.Value
				trivial := true
				for _, a := range phi.Args {
					if a == ir.Value(phi) || a == same {
						continue
					}
					if same != nil {
						trivial = false
						break
					}
					same = a
				}
				if !trivial || same == nil {
					continue
				}
				phi.ReplaceAllUsesWith(same)
				phi.Remove()
				changed = true
			}
		}
	}
}

// irreducible returns a loop with several entries, or nil.
func irreducible(f *ir.Func) *loops.Loop {
	for _, l := range loops.Analyze(f).Loops {
		if !l.Reducible && len(l.Entries) > 1 {
			return l
		}
	}
	return nil
}

// regionOf returns, by block ID, the blocks reachable from b's successors
// along forward edges without passing through b's immediate
// post-dominator.
func regionOf(f *ir.Func, b *ir.Block) []bool {
	dt := dom.Dominators(f)
	p := dom.PostDominators(f).IDom(b)
	in := make([]bool, f.NumBlocks())
	var work []*ir.Block
	visit := func(from, s *ir.Block) {
		if s == p || in[s.ID] || dt.Dominates(s, from) {
			return
		}
		in[s.ID] = true
		work = append(work, s)
	}
	for _, s := range b.Succs {
		visit(b, s)
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range v.Succs {
			visit(v, s)
		}
	}
	return in
}

// Unstructured returns the branches (in reverse post-order) whose region
// holds a block they do not dominate, and the first such block of each.
func Unstructured(f *ir.Func) (branches, blocks []*ir.Block) {
	if len(f.Blocks) == 0 {
		return nil, nil
	}
	dt := dom.Dominators(f)
	rpo := dom.RPO(f)
	for _, b := range rpo {
		if distinctSuccs(b) < 2 {
			continue
		}
		region := regionOf(f, b)
		for _, x := range rpo {
			if region[x.ID] && !dt.Dominates(b, x) {
				branches, blocks = append(branches, b), append(blocks, x)
				break
			}
		}
	}
	return branches, blocks
}

// Check returns nil when f is structured, else an error naming the first
// problem: an irreducible loop, a loop with several exit blocks, or a
// branch whose region holds a block it does not dominate.
func Check(f *ir.Func) error {
	if len(f.Blocks) == 0 {
		return nil
	}
	if l := irreducible(f); l != nil {
		return fmt.Errorf("%s: %s has %d entries", f.Name, l, len(l.Entries))
	}
	if l := multiExit(f); l != nil {
		return fmt.Errorf("%s: %s exits to %d blocks", f.Name, l, len(l.Exits))
	}
	if bs, xs := Unstructured(f); len(bs) > 0 {
		return fmt.Errorf("%s: block %s is in the region of branch %s, which does not dominate it", f.Name, xs[0].Name, bs[0].Name)
	}
	return nil
}

func firstViolation(f *ir.Func) (b, x *ir.Block) {
	bs, xs := Unstructured(f)
	if len(bs) == 0 {
		return nil, nil
	}
	return bs[0], xs[0]
}

func distinctSuccs(b *ir.Block) int {
	n := 0
	for k, s := range b.Succs {
		if !slices.Contains(b.Succs[:k], s) {
			n++
		}
	}
	return n
}

// copyBlocks copies the blocks S (a block x, a loop headed by x, or an
// irreducible loop with entry x) and sends the edges into x from the blocks
// preds (outside S) to the copy of x. The copies of S's other blocks get
// only the copies of their predecessors in S, so the copy is entered at x
// alone.
func copyBlocks(f *ir.Func, S []*ir.Block, x *ir.Block, preds []*ir.Block) error {
	inS := make(map[*ir.Block]bool, len(S))
	for _, s := range S {
		inS[s] = true
		for _, i := range s.Instrs {
			if i.Op == ir.OpAlloca {
				return ir.Errorf(i.Pos, "structurize: %s: block %s holds an alloca and would have to be copied", f.Name, s.Name)
			}
		}
	}
	bmap := make(map[*ir.Block]*ir.Block, len(S))
	vmap := make(map[*ir.Instr]*ir.Instr)
	for _, s := range S {
		bmap[s] = f.NewBlock(s.Name + ".s")
	}
	type pair struct{ from, to *ir.Instr }
	var pairs []pair
	for _, s := range S {
		ns := bmap[s]
		for _, i := range s.Instrs {
			ni := f.NewInstr(i.Op, i.Typ)
			ni.Name, ni.Pos, ni.Pred, ni.Atomic = i.Name, i.Pos, i.Pred, i.Atomic
			ni.Volatile, ni.Dim, ni.Flags = i.Volatile, i.Dim, i.Flags
			ni.SetCallee(i.Callee())
			ni.SetCases(slices.Clone(i.Cases()))
			ns.Append(ni)
			vmap[i] = ni
			pairs = append(pairs, pair{i, ni})
		}
	}
	mapv := func(v ir.Value) ir.Value {
		if d, ok := v.(*ir.Instr); ok {
			if n, ok := vmap[d]; ok {
				return n
			}
		}
		return v
	}
	for _, p := range pairs {
		if p.from.Op == ir.OpPhi {
			continue // operands follow the copy's predecessors, below
		}
		for _, a := range p.from.Args {
			p.to.AddArg(mapv(a))
		}
	}
	// Edges out of the copies.
	for _, s := range S {
		ns := bmap[s]
		for _, t := range s.Succs {
			if nt, ok := bmap[t]; ok {
				ns.Succs = append(ns.Succs, nt)
				continue
			}
			ns.Succs = append(ns.Succs, t)
			k := t.PredIndex(s)
			t.Preds = append(t.Preds, ns)
			for _, phi := range t.Phis() {
				phi.AddArg(mapv(phi.Args[k]))
			}
		}
	}
	// Edges into the copies: from copies (internal edges), in the original
	// order, with the phis' operands.
	for _, s := range S {
		ns := bmap[s]
		phis := s.Phis()
		for k, p := range s.Preds {
			np, ok := bmap[p]
			if !ok {
				continue
			}
			ns.Preds = append(ns.Preds, np)
			for j, phi := range phis {
				ns.Instrs[j].AddArg(mapv(phi.Args[k]))
			}
		}
	}
	// The redirected edges into x.
	nx := bmap[x]
	xphis := x.Phis()
	for _, p := range preds {
		for n, t := range p.Succs {
			if t != x {
				continue
			}
			k := x.PredIndex(p)
			p.Succs[n] = nx
			nx.Preds = append(nx.Preds, p)
			for j, phi := range xphis {
				nx.Instrs[j].AddArg(phi.Args[k])
			}
			x.Preds = append(x.Preds[:k], x.Preds[k+1:]...)
			for _, phi := range xphis {
				phi.RemoveArg(k)
			}
		}
	}
	f.InvalidateCFG()
	// Values defined in S and used outside S and its copy now have two
	// definitions.
	copied := make(map[*ir.Block]bool, 2*len(S))
	for _, s := range S {
		copied[s], copied[bmap[s]] = true, true
	}
	for _, p := range pairs {
		if !p.from.HasResult() {
			continue
		}
		var outside []*ir.Instr
		for _, u := range p.from.Uses() {
			if !copied[u.Block] && !slices.Contains(outside, u) {
				outside = append(outside, u)
			}
		}
		if len(outside) == 0 {
			continue
		}
		up := newUpdater(f, map[*ir.Block]ir.Value{p.from.Block: p.from, p.to.Block: p.to})
		for _, u := range outside {
			for n, a := range u.Args {
				if a != ir.Value(p.from) {
					continue
				}
				if u.Op == ir.OpPhi {
					u.SetArg(n, up.atEnd(u.Block.Preds[n]))
				} else {
					u.SetArg(n, up.atStart(u.Block))
				}
			}
		}
		up.cleanup()
	}
	// Lay the copies out after the last block of S.
	var copies []*ir.Block
	rest := f.Blocks[:0:0]
	for _, b := range f.Blocks {
		if c := isCopy(b, bmap); c {
			copies = append(copies, b)
		} else {
			rest = append(rest, b)
		}
	}
	lastRest := 0
	for k, b := range rest {
		if inS[b] {
			lastRest = k
		}
	}
	out := append([]*ir.Block(nil), rest[:lastRest+1]...)
	out = append(out, copies...)
	out = append(out, rest[lastRest+1:]...)
	copy(f.Blocks, out)
	return nil
}

func isCopy(b *ir.Block, bmap map[*ir.Block]*ir.Block) bool {
	for _, c := range bmap {
		if c == b {
			return true
		}
	}
	return false
}

// multiExit returns a loop whose exits lead to more than one block, or nil.
func multiExit(f *ir.Func) *loops.Loop {
	for _, l := range loops.Analyze(f).Loops {
		if len(l.Exits) > 1 {
			return l
		}
	}
	return nil
}

// cutLoop gives l a single exit block: every exiting edge u→T_i goes to a
// new block N instead, which records i in a phi and switches on it to T_i
// (the cut transformation). T_i's phis take their value from a phi of N.
// Loop values used after the loop get phis through ssa.Repair (undef on
// the edges whose switch case cannot reach the use).
func cutLoop(f *ir.Func, l *loops.Loop) {
	exits := slices.Clone(l.Exits)
	edges := slices.Clone(l.Exiting)
	N := f.NewBlock(l.Header.Name + ".cut")
	bld := ir.NewBuilder(f)
	bld.SetBlock(N)
	sel := bld.Phi(ir.I32)
	// Phis of N for the phis of each exit, computed before the edges move.
	type move struct {
		phi  *ir.Instr // of the exit
		psi  *ir.Instr // of N
		args []ir.Value
	}
	var moves []move
	for _, t := range exits {
		for _, phi := range t.Phis() {
			mv := move{phi: phi}
			for _, e := range edges {
				if e.To() == t {
					mv.args = append(mv.args, phi.Args[t.PredIndex(e.Block)])
				} else {
					mv.args = append(mv.args, ir.Undef(phi.Typ))
				}
			}
			mv.psi = bld.Phi(phi.Typ)
			moves = append(moves, mv)
		}
	}
	for k, e := range edges {
		t := e.To()
		i := slices.Index(exits, t)
		j := t.PredIndex(e.Block)
		t.Preds = append(t.Preds[:j], t.Preds[j+1:]...)
		for _, phi := range t.Phis() {
			phi.RemoveArg(j)
		}
		e.Block.Succs[e.Succ] = N
		N.Preds = append(N.Preds, e.Block)
		sel.AddArg(ir.ConstInt(ir.I32, int64(i)))
		for _, mv := range moves {
			mv.psi.AddArg(mv.args[k])
		}
	}
	cases := make([]int64, len(exits)-1)
	for k := range cases {
		cases[k] = int64(k + 1)
	}
	bld.SetPos(l.Header.Instrs[len(l.Header.Instrs)-1].Pos)
	bld.Switch(sel, exits[0], cases, exits[1:])
	for _, mv := range moves {
		mv.phi.AddArg(mv.psi)
	}
	f.InvalidateCFG()
	ssa.Repair(f)
}
