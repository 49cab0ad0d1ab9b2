package deadlock

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// # Lock gates: writes the spinners cannot need
//
// Algorithm 1 flags a region when a write that may redefine one of its
// exit-condition reads is reachable from its exits (a thread waiting at the
// reconvergence point may run it) or parallel to it. For a lock that is
// most often too coarse: after SSDE the switch block's spin region exits to
// a block of an enclosing loop, and the lock's acquire CAS and its release
// are reachable from that exit again, by going round the enclosing loop,
// although the waiting threads hold no lock. lockGateClears drops such a
// flagged region when all of the following hold; any other region keeps
// Algorithm 1's findings unchanged (notes and SafePDom included).
//
// The gate. The region has a block BA ending in
//
//	r = cmpxchg p, v0, t        (v0, t integer constants, v0 != t)
//	c = icmp eq|ne r, v0
//	condbr c, …
//
// (r and c in BA), whose success edge (r == v0) and failure edge go to
// distinct blocks, and A (the cmpxchg) is one of the region's
// exit-condition reads. The region holds no
// barrier and no call, and every cycle of the region takes A's failure
// edge: the region's control-flow graph without that edge is acyclic. SSDE
// switch blocks are seen through (dispatch): a block holding only phis and
// a switch (or condbr) on one of them (or on its compare with a constant)
// goes, from a predecessor whose incoming value is a constant, to the
// successor that constant selects.
// Then a thread that stays in the region forever fails A infinitely often,
// and a thread that finds *p == v0 at A (a CAS on v0 then succeeds) leaves
// the region without executing A again: the spinners need *p == v0 and
// nothing else, so the only writes that matter are those that may alias p
// (the writes that alias only the region's other exit-condition reads do
// not matter).
//
// The writes. Every write W of the region's Redef_Writes that may alias p
// is one of:
//
//  1. a write of a constant other than v0, of A's width (store, atomic
//     xchg, or a cmpxchg's new value): it never makes *p equal v0. (The
//     simulator faults on misaligned accesses, so two accesses of one width
//     that overlap are the same word.)
//  2. a write reachable only (Reachable, not Parallel) and gated: every
//     predecessor chain of W's block, walked back through single-predecessor
//     blocks ending in an unconditional branch, ends at the success edge of
//     a gate G = cmpxchg q, v0, t' on an address q that must-alias W's,
//     of A's width (G may be A itself); no barrier or call lies between G
//     and W, and none of the points from which the reachable writes are
//     walked (the region's exits and reconvergence point, the places where
//     waiting threads stand) lies in G after its cmpxchg or on the way
//     from G to W.
//
// Why the spinners cannot need W, for a deadlock state S in which the
// spinners fail A forever and the waiting threads stand at the exits or
// the reconvergence point: then *p != v0 in S (a CAS would succeed
// otherwise). Let t1 be the first time after S at which *p == v0 in any
// continuation where the waiting threads are released too. The write that
// makes *p equal v0 at t1 is not of kind 1. If a waiting thread makes it
// with a write of kind 2, that thread passed G's success edge after S
// (it stood before G's cmpxchg or elsewhere, and every path from there to
// W passes G's success edge) and with straight-line code between, so
// its q is W's address, that is p's word: G read *p == v0 after S and
// before t1, a contradiction. So the first v0 after S in the word the
// spinners wait on comes from a thread that is not waiting at the region's
// exits: the waiting threads cannot be the ones that hand the spinners
// the lock, whether or not they hold it when they wait — when they do,
// the release is reachable from where they wait without a gate, and stays
// a finding. Parallel writes (threads on the other side of an enclosing
// divergent branch, which do not start from the exits) are kept unless of
// kind 1.
//
// A waiting thread that ran on from an exit before its warp-mates went
// back to spinning (the stack runs one side of a divergence at a time)
// stands further on, before the reconvergence point; one that stands after
// G's success edge and before W holds q, and is held there only by the
// reconvergence of its own warp at G's branch, whose other side then
// spins on q: that is G's own region's deadlock, and G's region, from
// whose exit W is reachable without a gate, is flagged for it.
//
// Like Algorithm 1, the argument is about the writes that the spinners'
// exit reads: a third thread that holds the lock and waits for something a
// waiting thread would write is not covered. The straight-line condition
// keeps the cases this rule could newly lose to that: a holder of q between
// G and W cannot wait for anything but the reconvergence of its own warp at
// G's branch (the case above), and a holder that waits between its CAS and
// its release, as thread 32 does in testdata/lockgate/gate_holder_waits.cl,
// keeps its release a write that may free the lock.
//
// Counterexamples that stay flagged (TestLockGate, testdata/lockgate; each
// deadlocks under some pdom schedule and under no mimd one, see
// internal/explore's TestLockGateKernels): a waiting thread that holds the
// lock (the release follows the exit without a gate), a release on only
// some paths before the wait, a flag cleared by a waiting thread when it
// comes round again (cmd/simtc/lintssde_test.go), a region with a cycle
// that does not take the CAS's failure edge (a wait inside the critical
// section), and a holder that waits between its CAS and its release for a
// waiting thread.

// lockGateClears reports whether the flagged region l (its finding fl,
// its exit-condition reads, and the points starts from which its
// reachable writes were walked) cannot deadlock by the lock-gate rule.
// When it can, it records why on fl (for tests).
func (d *detector) lockGateClears(l *Region, fl *Loop, reads []*ir.Instr, starts []Point) bool {
	for _, x := range l.Blocks {
		for _, i := range x.Instrs {
			if i.Op == ir.OpBarrier || i.Op == ir.OpCall {
				fl.gateWhy = gateBarrier
				return false
			}
		}
	}
	fl.gateWhy = gateNone
	for _, ba := range l.Blocks {
		g, ok := gateOf(ba)
		if !ok || !containsInstr(reads, g.cas) {
			continue
		}
		if d.cycleAvoiding(l, ba, g.fail) {
			if fl.gateWhy == gateNone {
				fl.gateWhy = gateCycle
			}
			continue
		}
		ws := d.freeingWrites(g, fl, starts)
		if len(ws) == 0 {
			return true
		}
		fl.gateWhy, fl.gateWrites = gateFreed, ws
	}
	return false
}

// Why the lock-gate rule left a flagged region flagged.
const (
	gateNone    = iota + 1 // no gate among the exit-condition reads
	gateBarrier            // a barrier or call in the region
	gateCycle              // a cycle that does not take the gate's failure edge
	gateFreed              // writes (Loop.gateWrites) that may free the lock for the spinners
)

// gate is an acquire: a block ending in a branch on whether its cmpxchg of
// a constant free value v0 succeeded.
type gate struct {
	cas           *ir.Instr
	v0            *ir.Const
	success, fail *ir.Block
}

// gateOf returns the gate ending b, if b ends in one.
func gateOf(b *ir.Block) (gate, bool) {
	term := b.Terminator()
	if term == nil || term.Op != ir.OpCondBr || len(b.Succs) != 2 || b.Succs[0] == b.Succs[1] {
		return gate{}, false
	}
	c, ok := term.Args[0].(*ir.Instr)
	if !ok || c.Op != ir.OpICmp || c.Block != b || (c.Pred != ir.PredEQ && c.Pred != ir.PredNE) {
		return gate{}, false
	}
	cas, v0 := c.Args[0], c.Args[1]
	if _, ok := cas.(*ir.Const); ok {
		cas, v0 = v0, cas
	}
	r, ok := cas.(*ir.Instr)
	k, okc := v0.(*ir.Const)
	if !ok || !okc || r.Op != ir.OpCmpXchg || r.Block != b || !ir.IsInt(r.Typ) {
		return gate{}, false
	}
	exp, ok1 := r.Args[1].(*ir.Const)
	nv, ok2 := r.Args[2].(*ir.Const)
	if !ok1 || !ok2 || !defined(k) || !defined(exp) || !defined(nv) ||
		!sameBits(exp, k, r.Typ) || sameBits(nv, k, r.Typ) {
		return gate{}, false
	}
	g := gate{cas: r, v0: k, success: b.Succs[0], fail: b.Succs[1]}
	if c.Pred == ir.PredNE {
		g.success, g.fail = g.fail, g.success
	}
	return g, true
}

func defined(c *ir.Const) bool { return !c.Undef && ir.IsInt(c.Typ) }

// sameBits reports whether a and b are equal as values of type t.
func sameBits(a, b *ir.Const, t ir.Type) bool {
	bits := 64
	if it, ok := t.(ir.IntType); ok && it.Bits < 64 {
		bits = it.Bits
	}
	mask := uint64(1)<<bits - 1
	if bits == 64 {
		mask = ^uint64(0)
	}
	return uint64(a.Int)&mask == uint64(b.Int)&mask
}

func containsInstr(is []*ir.Instr, i *ir.Instr) bool {
	for _, x := range is {
		if x == i {
			return true
		}
	}
	return false
}

// freeingWrites returns the writes of fl that may alias g's address and
// are neither of kind 1 nor of kind 2 above.
func (d *detector) freeingWrites(g gate, fl *Loop, starts []Point) []*ir.Instr {
	p := alias.PointerOperand(g.cas)
	var out []*ir.Instr
	for _, w := range fl.Writes {
		q := alias.PointerOperand(w.Instr)
		if d.aa.Alias(p, q) == alias.NoAlias {
			continue
		}
		if neverWrites(w.Instr, g.v0, g.cas.Typ) {
			continue
		}
		if w.Parallel || !w.Reachable || !d.gated(w.Instr, g.v0, g.cas.Typ, starts) {
			out = append(out, w.Instr)
		}
	}
	return out
}

// neverWrites reports whether w writes, if anything, a constant of type t
// other than v0.
func neverWrites(w *ir.Instr, v0 *ir.Const, t ir.Type) bool {
	var v ir.Value
	switch {
	case w.Op == ir.OpStore, w.Op == ir.OpAtomic && w.Atomic == ir.AtomicXchg:
		v = w.Args[1]
	case w.Op == ir.OpCmpXchg:
		v = w.Args[2]
	default:
		return false
	}
	c, ok := v.(*ir.Const)
	return ok && defined(c) && ir.SizeOf(c.Typ) == ir.SizeOf(t) && !sameBits(c, v0, t)
}

// gated reports whether w (of kind 2 above) can only run right after the
// success edge of a gate on its own address.
func (d *detector) gated(w *ir.Instr, v0 *ir.Const, t ir.Type, starts []Point) bool {
	q := alias.PointerOperand(w)
	if ir.SizeOf(ir.Elem(q.Type())) != ir.SizeOf(t) {
		return false
	}
	// stands reports whether a waiting thread may stand in x before
	// instruction k.
	stands := func(x *ir.Block, k int) bool {
		for _, s := range starts {
			if s.Block == x && s.Index <= k {
				return true
			}
		}
		return false
	}
	straight := func(x *ir.Block, k int) bool {
		for _, i := range x.Instrs[:k] {
			if i.Op == ir.OpBarrier || i.Op == ir.OpCall {
				return false
			}
		}
		return true
	}
	x, k := w.Block, indexOf(w)
	for steps := 0; steps <= len(d.f.Blocks); steps++ {
		if stands(x, k) || !straight(x, k) || len(x.Preds) == 0 {
			return false
		}
		all := true
		for _, p := range x.Preds {
			g, ok := gateOf(p)
			if !ok || g.success != x || !sameBits(g.v0, v0, t) || ir.SizeOf(g.cas.Typ) != ir.SizeOf(t) ||
				d.aa.Alias(alias.PointerOperand(g.cas), q) != alias.MustAlias {
				all = false
				break
			}
			at := indexOf(g.cas)
			for _, s := range starts {
				if s.Block == p && s.Index > at {
					return false // stands past the cmpxchg
				}
			}
			if !straightFrom(p, at) {
				return false
			}
		}
		if all {
			return true
		}
		if len(x.Preds) != 1 || len(x.Preds[0].Succs) != 1 {
			return false
		}
		x = x.Preds[0]
		k = len(x.Instrs)
	}
	return false
}

// straightFrom reports whether no barrier or call follows instruction at
// in b.
func straightFrom(b *ir.Block, at int) bool {
	for _, i := range b.Instrs[at:] {
		if i.Op == ir.OpBarrier || i.Op == ir.OpCall {
			return false
		}
	}
	return true
}

func indexOf(i *ir.Instr) int {
	for k, x := range i.Block.Instrs {
		if x == i {
			return k
		}
	}
	panic("deadlock: indexOf: instruction not in its block")
}

// dispatch returns the successor that y, an SSDE-style switch block, takes
// when entered from pred x: y holds only phis, optionally an icmp eq or ne
// of one of them with a constant, and a switch or condbr on that phi (or
// the icmp), and the phi's value from x is a constant.
func dispatch(y, x *ir.Block) (*ir.Block, bool) {
	term := y.Terminator()
	if term == nil || (term.Op != ir.OpSwitch && term.Op != ir.OpCondBr) {
		return nil, false
	}
	sel, ok := term.Args[0].(*ir.Instr)
	if !ok || sel.Block != y {
		return nil, false
	}
	phi, cmp := sel, (*ir.Instr)(nil)
	var k *ir.Const
	if sel.Op == ir.OpICmp && term.Op == ir.OpCondBr && (sel.Pred == ir.PredEQ || sel.Pred == ir.PredNE) {
		cmp = sel
		a, b := sel.Args[0], sel.Args[1]
		if _, isConst := a.(*ir.Const); isConst {
			a, b = b, a
		}
		p, ok1 := a.(*ir.Instr)
		c, ok2 := b.(*ir.Const)
		if !ok1 || !ok2 || !defined(c) {
			return nil, false
		}
		phi, k = p, c
	}
	if phi.Op != ir.OpPhi || phi.Block != y || !ir.IsInt(phi.Typ) {
		return nil, false
	}
	for _, i := range y.Instrs[:len(y.Instrs)-1] {
		if i.Op != ir.OpPhi && i != cmp {
			return nil, false
		}
	}
	var val *ir.Const
	for n, p := range y.Preds {
		if p != x {
			continue
		}
		c, ok := phi.Args[n].(*ir.Const)
		if !ok || !defined(c) || (val != nil && !sameBits(val, c, phi.Typ)) {
			return nil, false
		}
		val = c
	}
	if val == nil {
		return nil, false
	}
	if cmp != nil {
		if sameBits(val, k, phi.Typ) == (cmp.Pred == ir.PredEQ) {
			return y.Succs[0], true
		}
		return y.Succs[1], true
	}
	if term.Op == ir.OpCondBr {
		if val.Int&1 != 0 {
			return y.Succs[0], true
		}
		return y.Succs[1], true
	}
	for n, cv := range term.Cases {
		if sameBits(&ir.Const{Typ: phi.Typ, Int: cv}, val, phi.Typ) {
			return y.Succs[n+1], true
		}
	}
	return y.Succs[0], true
}

// cycleAvoiding reports whether l has a cycle that does not take the edge
// from ba to fail, seeing through dispatch blocks.
func (d *detector) cycleAvoiding(l *Region, ba, fail *ir.Block) bool {
	n := d.f.NumBlocks()
	// Stamped scratch marks: onStack while on the DFS stack, done after.
	color, onStack := d.marks()
	_, done := d.marks()
	next := func(x *ir.Block) []*ir.Block {
		var out []*ir.Block
		for _, y := range x.Succs {
			if x == ba && y == fail {
				continue
			}
			from := x
			for steps := 0; steps < n && l.Contains(y); steps++ {
				t, ok := dispatch(y, from)
				if !ok {
					break
				}
				from, y = y, t
			}
			if l.Contains(y) {
				out = append(out, y)
			}
		}
		return out
	}
	type frame struct {
		b    *ir.Block
		succ []*ir.Block
	}
	for _, root := range l.Blocks {
		if color[root.ID] == onStack || color[root.ID] == done {
			continue
		}
		color[root.ID] = onStack
		stack := []frame{{root, next(root)}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if len(top.succ) == 0 {
				color[top.b.ID] = done
				stack = stack[:len(stack)-1]
				continue
			}
			y := top.succ[0]
			top.succ = top.succ[1:]
			switch color[y.ID] {
			case onStack:
				return true
			case done:
			default:
				color[y.ID] = onStack
				stack = append(stack, frame{y, next(y)})
			}
		}
	}
	return false
}
