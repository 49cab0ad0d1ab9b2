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
	r, k, success, fail, ok := constBranch(b)
	if !ok || r.Op != ir.OpCmpXchg {
		return gate{}, false
	}
	exp, ok1 := r.Args[1].(*ir.Const)
	nv, ok2 := r.Args[2].(*ir.Const)
	if !ok1 || !ok2 || !defined(exp) || !defined(nv) || !sameBits(exp, k, r.Typ) || sameBits(nv, k, r.Typ) {
		return gate{}, false
	}
	return gate{cas: r, v0: k, success: success, fail: fail}, true
}

// eqBranch matches a block ending in a conditional branch, to distinct
// successors, on an icmp eq or ne of the block: it returns the icmp and the
// successors taken when its operands are equal and when not.
func eqBranch(b *ir.Block) (c *ir.Instr, eq, ne *ir.Block, ok bool) {
	term := b.Terminator()
	if term == nil || term.Op != ir.OpCondBr || len(b.Succs) != 2 || b.Succs[0] == b.Succs[1] {
		return nil, nil, nil, false
	}
	c, ok = term.Args[0].(*ir.Instr)
	if !ok || c.Op != ir.OpICmp || c.Block != b || (c.Pred != ir.PredEQ && c.Pred != ir.PredNE) {
		return nil, nil, nil, false
	}
	eq, ne = b.Succs[0], b.Succs[1]
	if c.Pred == ir.PredNE {
		eq, ne = ne, eq
	}
	return c, eq, ne, true
}

// constBranch is eqBranch on x == k: x an integer instruction of the block
// and k a defined integer constant.
func constBranch(b *ir.Block) (x *ir.Instr, k *ir.Const, eq, ne *ir.Block, ok bool) {
	c, eq, ne, ok := eqBranch(b)
	if !ok {
		return nil, nil, nil, nil, false
	}
	a, v := c.Args[0], c.Args[1]
	if _, isConst := a.(*ir.Const); isConst {
		a, v = v, a
	}
	x, ok1 := a.(*ir.Instr)
	k, ok2 := v.(*ir.Const)
	if !ok1 || !ok2 || x.Block != b || !ir.IsInt(x.Typ) || !defined(k) {
		return nil, nil, nil, nil, false
	}
	return x, k, eq, ne, true
}

func defined(c *ir.Const) bool { return !c.Undef && ir.IsInt(c.Typ) }

// intConst returns v's value when v is a defined integer constant.
func intConst(v ir.Value) (int64, bool) {
	c, ok := v.(*ir.Const)
	if !ok || !defined(c) {
		return 0, false
	}
	return c.Int, true
}

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
	for _, e := range fl.redef {
		wi := fl.instr(e)
		q := alias.PointerOperand(wi)
		if d.aa.Alias(p, q) == alias.NoAlias {
			continue
		}
		if neverWrites(wi, g.v0, g.cas.Typ) {
			continue
		}
		if e.para != 0 || !e.reach || !d.gated(wi, g.v0, g.cas.Typ, starts) {
			out = append(out, wi)
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
			return d.gatedRegion(w, v0, t, starts, stands, straight)
		}
		x = x.Preds[0]
		k = len(x.Instrs)
	}
	return false
}

// gatedRegion is gated for code with branches between the acquire and w
// (issue 31: the lock-then-wait kernel checks a counter between taking
// and releasing its lock): the edge from one gate block G to its success
// successor dominates w's block, every path back from w reaches that edge
// without a cycle, a barrier, a call or a point where a waiting thread
// stands. The lock's holder is then the only thread between G and w
// (whatever runs there came through that one edge, and a branch from
// before G reconverges no later than G), and it cannot wait there: the
// code is acyclic and barrier-free, so its split reaches w.
func (d *detector) gatedRegion(w *ir.Instr, v0 *ir.Const, t ir.Type, starts []Point, stands, straight func(*ir.Block, int) bool) bool {
	q := alias.PointerOperand(w)
	wh := d.who()
	var g gate
	var gb *ir.Block
	for y := wh.dt.IDom(w.Block); y != nil && gb == nil; y = wh.dt.IDom(y) {
		if gy, ok := gateOf(y); ok && wh.edgeDominates(y, gy.success, w.Block) &&
			sameBits(gy.v0, v0, t) && ir.SizeOf(gy.cas.Typ) == ir.SizeOf(t) &&
			d.aa.Alias(alias.PointerOperand(gy.cas), q) == alias.MustAlias {
			g, gb = gy, y
		}
	}
	if gb == nil || !straightFrom(gb, indexOf(g.cas)) {
		return false
	}
	at := indexOf(g.cas)
	for _, s := range starts {
		if s.Block == gb && s.Index > at {
			return false // stands past the cmpxchg
		}
	}
	const visiting, ok = 1, 2
	state := map[*ir.Block]int{}
	var visit func(x *ir.Block, k int) bool
	visit = func(x *ir.Block, k int) bool {
		if stands(x, k) || !straight(x, k) || len(x.Preds) == 0 {
			return false
		}
		if k == len(x.Instrs) {
			switch state[x] {
			case visiting:
				return false // a cycle between the acquire and w
			case ok:
				return true
			}
			state[x] = visiting
		}
		for _, p := range x.Preds {
			if p == gb && x == g.success {
				continue // the success edge
			}
			if !visit(p, len(p.Instrs)) {
				return false
			}
		}
		if k == len(x.Instrs) {
			state[x] = ok
		}
		return true
	}
	return visit(w.Block, indexOf(w))
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
	for n, cv := range term.Cases() {
		if sameBits(&ir.Const{Typ: phi.Typ, Int: cv}, val, phi.Typ) {
			return y.Succs[n+1], true
		}
	}
	return y.Succs[0], true
}

// cycleAvoiding reports whether l has a cycle that does not take the edge
// from ba to fail, seeing through dispatch blocks and the branches that
// values decide (cycles.go: the done-flag loop of Fig. 3 goes round after a
// successful CAS with done = 1 and then leaves at its header, so its
// success path is no cycle).
func (d *detector) cycleAvoiding(l *Region, ba, fail *ir.Block) bool {
	return hasCycle(l, nil, cutEdge(ba, fail))
}

// evaluator folds integer values along the edges of a region (decided).
type evaluator struct {
	l   *Region
	cut edgeCut
}

// live reports whether the edge from p to b may be taken in a cycle asked
// about.
func (ev *evaluator) live(p, b *ir.Block) bool {
	return !ev.cut(p, b)
}

// inBlock evaluates v as used in block y entered from block from.
func (ev *evaluator) inBlock(v ir.Value, y, from *ir.Block, depth int) (int64, bool) {
	if depth == 0 {
		return 0, false
	}
	switch x := v.(type) {
	case *ir.Const:
		return intConst(x)
	case *ir.Instr:
		if x.Block != y {
			return ev.atEnd(x, from, depth-1)
		}
		switch x.Op {
		case ir.OpPhi:
			for k, p := range y.Preds {
				if p == from {
					return ev.atEnd(x.Args[k], from, depth-1)
				}
			}
			return 0, false
		case ir.OpLoad:
			a := alias.PrivateVar(x)
			if a == nil {
				return 0, false
			}
			k := indexOf(x)
			for j := k - 1; j >= 0; j-- {
				st := y.Instrs[j]
				if st.Op == ir.OpStore && st.Args[0] == ir.Value(a) {
					return ev.inBlock(st.Args[1], y, from, depth-1)
				}
			}
			return ev.varAtEnd(a, from, depth-1)
		}
		return ev.fold(x, func(a ir.Value) (int64, bool) { return ev.inBlock(a, y, from, depth-1) })
	}
	return 0, false
}

// atEnd evaluates v at the end of block b (over b's live incoming edges).
func (ev *evaluator) atEnd(v ir.Value, b *ir.Block, depth int) (int64, bool) {
	if depth == 0 {
		return 0, false
	}
	switch x := v.(type) {
	case *ir.Const:
		return intConst(x)
	case *ir.Instr:
		if x.Op == ir.OpPhi && x.Block == b {
			return ev.merge(b, depth, func(k int, p *ir.Block) (int64, bool) { return ev.atEnd(x.Args[k], p, depth-1) })
		}
		if x.Op == ir.OpPhi || x.Op == ir.OpLoad {
			return 0, false
		}
		return ev.fold(x, func(a ir.Value) (int64, bool) { return ev.atEnd(a, b, depth-1) })
	}
	return 0, false
}

// varAtEnd evaluates the thread-local variable a at the end of block b.
func (ev *evaluator) varAtEnd(a *ir.Instr, b *ir.Block, depth int) (int64, bool) {
	if depth == 0 {
		return 0, false
	}
	for j := len(b.Instrs) - 1; j >= 0; j-- {
		st := b.Instrs[j]
		if st.Op == ir.OpStore && st.Args[0] == ir.Value(a) {
			return intConst(st.Args[1])
		}
	}
	return ev.merge(b, depth, func(_ int, p *ir.Block) (int64, bool) { return ev.varAtEnd(a, p, depth-1) })
}

// merge returns the common value of f over b's live incoming edges from
// blocks of the region.
func (ev *evaluator) merge(b *ir.Block, depth int, f func(k int, p *ir.Block) (int64, bool)) (int64, bool) {
	var val int64
	n := 0
	for k, p := range b.Preds {
		if !ev.l.Contains(p) || !ev.live(p, b) {
			if ev.l.Contains(p) || b == ev.l.Header || ev.l.IsEntry(b) {
				continue // entries: the cycles asked about come round
			}
			return 0, false
		}
		c, ok := f(k, p)
		if !ok || (n > 0 && c != val) {
			return 0, false
		}
		val, n = c, n+1
	}
	return val, n > 0
}

// fold evaluates a pure integer instruction from its operands.
func (ev *evaluator) fold(x *ir.Instr, arg func(ir.Value) (int64, bool)) (int64, bool) {
	bits := ir.Bits(x.Typ)
	if bits <= 0 || bits > 64 {
		return 0, false
	}
	ops := make([]int64, len(x.Args))
	for k, a := range x.Args {
		c, ok := arg(a)
		if !ok {
			return 0, false
		}
		ops[k] = c
	}
	switch x.Op {
	case ir.OpZExt, ir.OpSExt, ir.OpTrunc:
		from := ir.Bits(x.Args[0].Type())
		v := ops[0]
		if x.Op == ir.OpZExt {
			v = int64(uint64(ir.TruncInt(v, from)) & (uint64(1)<<from - 1))
			if from == 64 {
				v = ops[0]
			}
		}
		return ir.TruncInt(v, bits), true
	case ir.OpXor:
		return ir.TruncInt(ops[0]^ops[1], bits), true
	case ir.OpAnd:
		return ir.TruncInt(ops[0]&ops[1], bits), true
	case ir.OpOr:
		return ir.TruncInt(ops[0]|ops[1], bits), true
	case ir.OpSelect:
		if ops[0]&1 != 0 {
			return ops[1], true
		}
		return ops[2], true
	case ir.OpICmp:
		ab := ir.Bits(x.Args[0].Type())
		a, b := ir.TruncInt(ops[0], ab), ir.TruncInt(ops[1], ab)
		ua, ub := uint64(a), uint64(b)
		if ab < 64 {
			ua &= uint64(1)<<ab - 1
			ub &= uint64(1)<<ab - 1
		}
		var r bool
		switch x.Pred {
		case ir.PredEQ:
			r = a == b
		case ir.PredNE:
			r = a != b
		case ir.PredSLT:
			r = a < b
		case ir.PredSLE:
			r = a <= b
		case ir.PredSGT:
			r = a > b
		case ir.PredSGE:
			r = a >= b
		case ir.PredULT:
			r = ua < ub
		case ir.PredULE:
			r = ua <= ub
		case ir.PredUGT:
			r = ua > ub
		case ir.PredUGE:
			r = ua >= ub
		default:
			return 0, false
		}
		if r {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// # Lock-free retries and warp-synchronous echoes (issue 31)
//
// Two shapes of loop wait for no other thread's write, although Algorithm
// 1 finds writes that may redefine their exit reads:
//
//   - A lock-free retry: the loop can only be stayed in by failing
//     r = cmpxchg(p, e, n) (every cycle takes the failure edge of the
//     branch on r == e, as for a lock gate), where e is the value a load
//     of p read earlier in the same iteration. A failure means *p changed
//     between that load and the cmpxchg; of the threads of a warp that
//     spin in lockstep, the first to reach the cmpxchg succeeds and leaves,
//     so they all leave, however the writes of the threads held elsewhere
//     fall: those can only make a cmpxchg fail, never succeed. The classic
//     atomic update by compare-and-swap (do { old = *p; } while (cas(p,
//     old, f(old)) != old)) is one.
//   - A warp-synchronous echo: the exit compares a load of p with the
//     value v the thread itself stored to p earlier in the same iteration
//     (the atomic increment that histogram256 and bucketsort emulate
//     without atomics, tagging the value with the thread's id: ElTantawy
//     & Aamodt §V-B1 report it as their false detections). Under lockstep
//     execution one store per location sticks and its thread leaves; the
//     others retry; writes by threads held elsewhere can only keep a value
//     from sticking. It cannot deadlock, but it relies on warp-synchronous
//     execution (SSDE, AWARE and independent thread scheduling break it),
//     so the region is kept in Result.Cleared (WhyWarpSynchronous) for its
//     own note.
//
// "Earlier in the same iteration" is the same block, before; or, in a
// natural loop (whose header dominates its body), a block of the loop
// that dominates the later one. -O0 code keeps e and v in variables of
// private memory: a load of one stands for the value its one store in the
// loop stored, when that store comes earlier in the iteration.

// lockFree reports whether region l is a lock-free retry.
func (d *detector) lockFree(l *Region, reads []*ir.Instr) bool {
	for _, ba := range l.Blocks {
		r, other, _, fail, ok := cmpBranch(ba, ir.OpCmpXchg)
		if !ok || !containsInstr(reads, r) || r.Block != ba {
			continue
		}
		if !d.sameValue(l, other, r.Args[1]) {
			continue
		}
		ld, ok := stripCasts(d.valueIn(l, r.Args[1])).(*ir.Instr)
		if !ok || ld.Op != ir.OpLoad || ld.Block == nil || !l.Contains(ld.Block) || !d.earlier(l, ld, r) {
			continue
		}
		if !d.sameAddress(l, alias.PointerOperand(ld), alias.PointerOperand(r)) {
			continue
		}
		if !d.cycleAvoiding(l, ba, fail) {
			return true
		}
	}
	return false
}

// ownEcho returns the exit read of a warp-synchronous echo in flagged
// region l (see above), or nil.
func (d *detector) ownEcho(l *Region, fl *Loop) []*ir.Instr {
	for _, e := range l.Exiting {
		r, other, _, _, ok := cmpBranch(e.Block, ir.OpLoad)
		if !ok || !containsInstr(fl.Reads, r) && !d.redefines(fl, r) {
			continue
		}
		for _, b := range l.Blocks {
			for _, st := range b.Instrs {
				if st.Op != ir.OpStore || !d.earlier(l, st, r) {
					continue
				}
				if !d.sameAddress(l, alias.PointerOperand(st), alias.PointerOperand(r)) {
					continue
				}
				if d.sameValue(l, stripCasts(st.Args[1]), stripCasts(other)) {
					return []*ir.Instr{r}
				}
			}
		}
	}
	return nil
}

// sameAddress reports whether pointers p and q are one address for a
// thread within an iteration: must-alias, or the same address expression
// (alias.Affine.Same; the index values are loop-invariant or defined in
// the same iteration before both uses).
func (d *detector) sameAddress(l *Region, p, q ir.Value) bool {
	if d.aa.Alias(p, q) == alias.MustAlias {
		return true
	}
	if ir.SizeOf(ir.Elem(p.Type())) != ir.SizeOf(ir.Elem(q.Type())) {
		return false
	}
	a, b := alias.AffineOf(p), alias.AffineOf(q)
	if a.Base != b.Base || a.Const != b.Const || len(a.Terms) != len(b.Terms) {
		return false
	}
	for k, t := range a.Terms {
		u := b.Terms[k]
		if t.Scale != u.Scale || (t.Index != u.Index && !d.sameValue(l, t.Index, u.Index)) {
			return false
		}
	}
	return true
}

// redefines reports whether some write of fl may redefine read r.
func (d *detector) redefines(fl *Loop, r *ir.Instr) bool {
	for _, rs := range fl.usedReadSets() {
		if containsInstr(rs, r) {
			return true
		}
	}
	return false
}

// cmpBranch matches a block ending in a branch on x == y or x != y (an
// icmp of the block) where x is an instruction of opcode op, through
// integer casts: it returns x, y, and the successors taken when they are
// equal and when not.
func cmpBranch(b *ir.Block, op ir.Op) (x *ir.Instr, y ir.Value, eq, ne *ir.Block, ok bool) {
	c, eq, ne, ok := eqBranch(b)
	if !ok {
		return nil, nil, nil, nil, false
	}
	for n := 0; n < 2; n++ {
		if i, isI := stripCasts(c.Args[n]).(*ir.Instr); isI && i.Op == op {
			return i, c.Args[1-n], eq, ne, true
		}
	}
	return nil, nil, nil, nil, false
}

// earlier reports whether instruction a runs before instruction b in every
// iteration of l that reaches b (see above).
func (d *detector) earlier(l *Region, a, b *ir.Instr) bool {
	if a.Block == nil || b.Block == nil || !l.Contains(a.Block) || !l.Contains(b.Block) {
		return false
	}
	if a.Block == b.Block {
		return indexOf(a) < indexOf(b)
	}
	if l.loop == nil || !l.loop.Reducible {
		return false
	}
	return d.who().dt.Dominates(a.Block, b.Block)
}

// valueIn returns what v stands for in an iteration of l: for a load of a
// thread-local variable (alias.PrivateVar) that one store S reaches, the
// stored value (recursively) when S lies outside l (it does not run while
// a thread iterates l) or earlier in the iteration; v otherwise.
func (d *detector) valueIn(l *Region, v ir.Value) ir.Value {
	for depth := 0; depth < 4; depth++ {
		ld, ok := stripCasts(v).(*ir.Instr)
		if !ok || ld.Op != ir.OpLoad {
			return v
		}
		a := alias.PrivateVar(ld)
		if a == nil {
			return v
		}
		st := reachingStore(a, ld)
		if st == nil || (l.Contains(st.Block) && !d.earlier(l, st, ld)) {
			return v
		}
		v = st.Args[1]
	}
	return v
}

// reachingStore returns the one store to thread-local variable a that
// reaches load ld (the last store on every path from the entry to ld), or
// nil when none or several do.
func reachingStore(a, ld *ir.Instr) *ir.Instr {
	last := func(b *ir.Block, upto int) *ir.Instr {
		for j := upto - 1; j >= 0; j-- {
			if i := b.Instrs[j]; i.Op == ir.OpStore && i.Args[0] == ir.Value(a) {
				return i
			}
		}
		return nil
	}
	if st := last(ld.Block, indexOf(ld)); st != nil {
		return st
	}
	var found *ir.Instr
	seen := map[*ir.Block]bool{}
	work := append([]*ir.Block(nil), ld.Block.Preds...)
	if len(ld.Block.Preds) == 0 {
		return nil
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if st := last(x, len(x.Instrs)); st != nil {
			if found != nil && found != st {
				return nil
			}
			found = st
			continue
		}
		if len(x.Preds) == 0 {
			return nil // a path from the entry without a store
		}
		work = append(work, x.Preds...)
	}
	return found
}

// sameValue reports whether a and b hold the same value wherever both are
// used in an iteration of l: the same value, or loads of one thread-local
// variable that stand for the same stored value (valueIn).
func (d *detector) sameValue(l *Region, a, b ir.Value) bool {
	a, b = stripCasts(a), stripCasts(b)
	if a == b {
		return true
	}
	va, vb := stripCasts(d.valueIn(l, a)), stripCasts(d.valueIn(l, b))
	return va == vb && va != a
}
