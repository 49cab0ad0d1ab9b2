package deadlock

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/dom"
)

// # Who can be in the loop together (issue 31)
//
// Algorithm 1 asks whether a write that may redefine a loop's exit reads
// lies where a diverged thread of the same warp is held while the loop
// spins: reachable from the loop's exits, or parallel to the loop. It does
// not ask which threads can be there. These rules drop a redefining write
// W of region L (and L when none is left) when no warp-mate of a spinning
// thread can be the one that must run W. They deviate from the paper,
// which takes every thread to be able to be anywhere; each is tested with
// the paper's examples (which stay flagged) and its motivating case.
//
//   - Exclusive zones. A zone holds at most one thread of a warp at a
//     time, and a write in the zone that holds L can only be run by the
//     thread that spins in L, after it leaves: W in the same zone as L
//     is dropped. Two kinds:
//     a. lane-unique guards: the blocks dominated by the edge of a branch
//     on x == c taken when it holds, where x is an injective function of
//     the thread's local or global id or lane id (the thread's index times
//     a non-zero constant plus values uniform across the work-group), and x
//     and c are thread-constant (built from constants, kernel parameters,
//     thread geometry and values stored once): x == c holds for at most one
//     thread of a warp, the same one whenever it is evaluated. This is the
//     leader-thread idiom (if (get_local_id(0) == 0) take the lock).
//     b. critical sections: the code after the success edge of an acquire
//     (a cmpxchg of a lock word from its free value v0 to a constant, or an
//     exchange of a constant, compared with v0) up to any write that may
//     store v0 to the lock, when every write that may alias the lock is an
//     acquire of that form, a write of a constant other than v0, or lies
//     in such a critical section of a must-alias lock itself (a release by
//     the holder): the lock then has at most one holder at a time
//     (induction on the writes of v0), so a nested lock, taken only inside
//     another, is entered by one thread at a time.
//   - Warp distance. When L lies under a lane-unique guard that selects
//     thread i (a constant local or global id) and W under one that selects
//     thread j of the same kind, and |i - j| >= the warp size, the two
//     threads are in different warps (a warp holds consecutive ids), so W
//     is not a warp-mate's. The finding is dropped; Result.Cleared keeps it
//     with the largest warp size at which it holds, for the optional note
//     (thread 0 and thread 32 share a warp of 64).
//   - Uniform separation. A write that is only parallel to L (not
//     reachable from its exits) through branches all of which are uniform
//     across the warp (package uniform) is never run by a warp-mate of a
//     spinning thread: a warp takes one side of such a branch as a whole.
//     When the branches are uniform across the work-group as well (a branch
//     on the group id, or on a kernel argument), the writer is in another
//     work-group and the wait needs co-scheduled work-groups: Result.Cleared
//     keeps it as an inter-group wait, for the optional note.
//   - Own stores. A write to the location a read reads whose address is,
//     like the read's, the same thread-constant function of the thread's
//     index (delay[get_global_id(0)]), at a scale no smaller than the
//     accesses, is only ever the reading thread's own store: warp-mates
//     write other locations. It does not redefine that read for them.
//   - Idempotent atomics (add 0, sub 0, or 0, xor 0, and -1, max with the
//     type's minimum, min with its maximum, a cmpxchg whose new value is
//     its expected one) change no memory and are not writes at all
//     (isSharedWrite): atomic_add(flag, 0) is how a flag is read
//     atomically.

// threadConst reports whether v has one value per thread for the whole
// execution: constants, kernel parameters and thread geometry, combined by
// integer arithmetic and casts, through loads of variables stored once.
func threadConst(v ir.Value, depth int) bool {
	switch x := v.(type) {
	case *ir.Const:
		return !x.Undef
	case *ir.Param:
		return x.Func != nil && x.Func.Kernel
	case *ir.Instr:
		if depth == 0 {
			return false
		}
		switch x.Op {
		case ir.OpThreadID, ir.OpBlockID, ir.OpBlockSize, ir.OpGridSize, ir.OpLaneID, ir.OpWarpID, ir.OpWarpSize:
			return true
		case ir.OpLoad:
			if w, ok := alias.StoredOnce(x); ok {
				return threadConst(w, depth-1)
			}
			return false
		case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl, ir.OpAnd, ir.OpOr, ir.OpXor,
			ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpSDiv, ir.OpUDiv, ir.OpSRem, ir.OpURem, ir.OpLShr, ir.OpAShr:
			for _, a := range x.Args {
				if !threadConst(a, depth-1) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// idKind is the thread index a lane-unique value is a function of.
type idKind uint8

const (
	idNone   idKind = iota
	idLocal         // get_local_id(0)
	idGlobal        // get_global_id(0): group id × group size + local id
	idLane          // the lane in the warp
)

// linear is v as coef × id + off (+ a group-uniform rest when !exact):
// the parse of a lane-unique value.
type linear struct {
	kind  idKind
	coef  int64
	off   int64
	exact bool // no group-uniform rest beyond off
}

// threadIndex parses v as an injective function of one thread index (see
// "Exclusive zones"); ok is false otherwise.
func threadIndex(v ir.Value) (linear, bool) {
	var t terms
	if !t.add(v, 1, 8) || t.bad {
		return linear{}, false
	}
	local, lane, base := t.coef[idLocal], t.coef[idLane], t.coef[idGlobal]
	switch {
	case local != 0 && lane == 0 && base == 0:
		return linear{kind: idLocal, coef: local, off: t.off, exact: !t.rest}, true
	case local != 0 && lane == 0 && base == local:
		return linear{kind: idGlobal, coef: local, off: t.off, exact: !t.rest}, true
	case lane != 0 && local == 0 && base == 0:
		return linear{kind: idLane, coef: lane, off: t.off, exact: !t.rest}, true
	}
	return linear{}, false
}

// terms accumulates a linear form over the thread indices: coef[idLocal]
// of get_local_id(0), coef[idLane] of the lane, coef[idGlobal] of the
// group base (group id × group size), a constant, and rest when some
// group-uniform thread-constant value is added.
type terms struct {
	coef [4]int64
	off  int64
	rest bool
	bad  bool
}

func (t *terms) add(v ir.Value, k int64, depth int) bool {
	if depth == 0 {
		t.bad = true
		return false
	}
	switch x := v.(type) {
	case *ir.Const:
		if x.Undef || !ir.IsInt(x.Typ) {
			t.bad = true
			return false
		}
		t.off += k * x.Int
		return true
	case *ir.Param:
		if x.Func == nil || !x.Func.Kernel {
			t.bad = true
			return false
		}
		t.rest = true
		return true
	case *ir.Instr:
		switch x.Op {
		case ir.OpThreadID:
			if x.Dim != 0 {
				t.bad = true
				return false
			}
			t.coef[idLocal] += k
			return true
		case ir.OpLaneID:
			t.coef[idLane] += k
			return true
		case ir.OpBlockID, ir.OpBlockSize, ir.OpGridSize, ir.OpWarpSize:
			t.rest = true
			return true
		case ir.OpLoad:
			if w, ok := alias.StoredOnce(x); ok {
				return t.add(w, k, depth-1)
			}
		case ir.OpZExt, ir.OpSExt:
			return t.add(x.Args[0], k, depth-1)
		case ir.OpTrunc:
			if ir.Bits(x.Typ) >= 32 {
				return t.add(x.Args[0], k, depth-1)
			}
		case ir.OpAdd:
			return t.add(x.Args[0], k, depth-1) && t.add(x.Args[1], k, depth-1)
		case ir.OpSub:
			return t.add(x.Args[0], k, depth-1) && t.add(x.Args[1], -k, depth-1)
		case ir.OpMul:
			if isGroupBase(x) {
				t.coef[idGlobal] += k
				return true
			}
			for n := 0; n < 2; n++ {
				if c, ok := x.Args[n].(*ir.Const); ok && !c.Undef && c.Int != 0 {
					return t.add(x.Args[1-n], k*c.Int, depth-1)
				}
			}
		}
		if threadConst(x, 6) && !usesThreadIndex(x, 6) {
			t.rest = true
			return true
		}
	}
	t.bad = true
	return false
}

// isGroupBase reports whether mul x is group id × group size (x dimension).
func isGroupBase(x *ir.Instr) bool {
	a, b := stripCasts(x.Args[0]), stripCasts(x.Args[1])
	ai, ok1 := a.(*ir.Instr)
	bi, ok2 := b.(*ir.Instr)
	if !ok1 || !ok2 {
		return false
	}
	if ai.Op == ir.OpBlockSize {
		ai, bi = bi, ai
	}
	return ai.Op == ir.OpBlockID && bi.Op == ir.OpBlockSize && ai.Dim == 0 && bi.Dim == 0
}

// usesThreadIndex reports whether v may depend on a thread or lane id or a
// warp id (values that differ within a work-group).
func usesThreadIndex(v ir.Value, depth int) bool {
	x, ok := v.(*ir.Instr)
	if !ok {
		return false
	}
	if depth == 0 {
		return true
	}
	switch x.Op {
	case ir.OpThreadID, ir.OpLaneID, ir.OpWarpID:
		return true
	case ir.OpLoad:
		if w, ok := alias.StoredOnce(x); ok {
			return usesThreadIndex(w, depth-1)
		}
		return true
	}
	for _, a := range x.Args {
		if usesThreadIndex(a, depth-1) {
			return true
		}
	}
	return false
}

// groupConst reports whether v is thread-constant and the same for every
// thread of a work-group.
func groupConst(v ir.Value) bool { return threadConst(v, 6) && !usesThreadIndex(v, 6) }

// zoneKind tells the two kinds of exclusive zone apart.
type zoneKind uint8

const (
	zoneGuard    zoneKind = iota + 1 // a lane-unique guard
	zoneCritical                     // a critical section
)

// zone is an exclusive zone (see "Exclusive zones"): the code dominated by
// the edge from block from to block to, and for a critical section, before
// any possible release of its lock.
type zone struct {
	kind     zoneKind
	from, to *ir.Block
	// zoneGuard: the selected thread's index when it is a constant
	// (known): thread id of the given kind.
	id      linear
	idKnown bool
	thread  int64
	// zoneCritical: the acquire and its lock.
	acq  acquire
	free []bool // by block ID: reachable from to without passing a release, block start
}

// acquire is a lock acquire ending a block: a cmpxchg of its lock word
// from the free value v0 to a constant, or an exchange of a constant,
// followed by a branch on whether the old value was v0.
type acquire struct {
	rmw           *ir.Instr
	v0            *ir.Const
	success, fail *ir.Block
}

// acquireOf returns the acquire ending b, if b ends in one.
func acquireOf(b *ir.Block) (acquire, bool) {
	if g, ok := gateOf(b); ok {
		return acquire{rmw: g.cas, v0: g.v0, success: g.success, fail: g.fail}, true
	}
	r, k, success, fail, ok := constBranch(b)
	if !ok || r.Op != ir.OpAtomic || r.Atomic != ir.AtomicXchg {
		return acquire{}, false
	}
	nv, ok := r.Args[1].(*ir.Const)
	if !ok || !defined(nv) || sameBits(nv, k, r.Typ) {
		return acquire{}, false
	}
	return acquire{rmw: r, v0: k, success: success, fail: fail}, true
}

// who holds the per-function data of the rules above, built on demand.
type who struct {
	d    *detector
	dt   *dom.Tree
	crit map[*ir.Block]*zone // by acquire block: its critical zone, nil when the lock is not exclusive
	done map[*ir.Block]bool
	// zonesOf's answers by block ID (zoned says which are known): asked
	// for every region's header and, per region, for its writes' blocks.
	zones [][]*zone
	zoned []bool
	// chain's answers by block ID (chained says which are known).
	links   []*zoneLink
	chained []bool
	affine  map[ir.Value]alias.Affine // affineOf's answers
	affW    []*alias.Affine           // writeAffine's, by write (detector.writes)
}

// readAffines holds the address and affine form of a region's reads.
type readAffines struct {
	r  []*ir.Instr
	p  []ir.Value
	as []alias.Affine
}

// of returns read r's address and its affine form.
func (ra *readAffines) of(w *who, r *ir.Instr) (ir.Value, alias.Affine) {
	for k, x := range ra.r {
		if x == r {
			return ra.p[k], ra.as[k]
		}
	}
	p := alias.PointerOperand(r)
	var a alias.Affine
	if p != nil {
		a = alias.AffineOf(p)
	}
	ra.r, ra.p, ra.as = append(ra.r, r), append(ra.p, p), append(ra.as, a)
	return p, a
}

// writeAffine returns the address of write wk (an index into
// detector.writes) and its affine form, remembered by write.
func (w *who) writeAffine(wk int32) (ir.Value, alias.Affine) {
	p := alias.PointerOperand(w.d.writes[wk].Instr())
	if p == nil {
		return nil, alias.Affine{}
	}
	if w.affW == nil {
		w.affW = make([]*alias.Affine, len(w.d.writes))
	}
	a := w.affW[wk]
	if a == nil {
		a = new(alias.Affine)
		*a = alias.AffineOf(p)
		w.affW[wk] = a
	}
	return p, *a
}

// ownable reports whether write wk's address is, for each thread, its own
// location (ownAffine of the write with itself): ownAffine(pr, pw, ar, aw)
// holds only when the forms are the same and then only when it holds for
// the write alone (its size is at most the larger of the two), so a write
// that is not ownable redefines every read for other threads too. The
// answer is remembered in the write table: a write meets many regions.
func (w *who) ownable(wk int32) bool {
	t := w.d.writeTable()
	if t.own[wk] == 0 {
		t.own[wk] = 2
		if pw, aw := w.writeAffine(wk); pw != nil && ownAffine(pw, pw, aw, aw) {
			t.own[wk] = 1
		}
	}
	return t.own[wk] == 1
}

// affineOf is alias.AffineOf, remembered.
func (w *who) affineOf(p ir.Value) alias.Affine {
	a, ok := w.affine[p]
	if !ok {
		a = alias.AffineOf(p)
		w.affine[p] = a
	}
	return a
}

// zoneLink is a list of the zones of the edges into a block's dominators
// (zonesOf), nearest first, shared by the blocks below them.
type zoneLink struct {
	z    *zone
	next *zoneLink
}

func (d *detector) who() *who {
	if d.w == nil {
		n := d.f.NumBlocks()
		d.w = &who{d: d, dt: dom.Dominators(d.f), crit: map[*ir.Block]*zone{}, done: map[*ir.Block]bool{},
			zones: make([][]*zone, n), zoned: make([]bool, n), links: make([]*zoneLink, n), chained: make([]bool, n), affine: map[ir.Value]alias.Affine{}}
	}
	return d.w
}

// edgeDominates reports whether every path from the entry to x takes the
// edge from a to b.
func (w *who) edgeDominates(a, b, x *ir.Block) bool {
	if !w.dt.Dominates(b, x) {
		return false
	}
	for _, p := range b.Preds {
		if p != a && !w.dt.Dominates(b, p) {
			return false // another way into b
		}
	}
	n := 0
	for _, s := range a.Succs {
		if s == b {
			n++
		}
	}
	return n == 1
}

// zonesOf returns the exclusive zones whose code holds block x (shared:
// callers do not modify it): for each strict dominator y of x, nearest
// first, and each successor s of y such that the edge from y to s
// dominates x, the guard of that edge and the critical zone it enters if
// x may be in it.
//
// Such an s dominates x and has y as its immediate dominator, unless s is
// the entry reached by a back edge; so when the entry has no predecessor,
// the edges are those into the dominators of x (x included), whose zones
// chain lists once for all the blocks below them, instead of a walk up
// the dominator tree for every block (the depth of a long function).
func (w *who) zonesOf(x *ir.Block) []*zone {
	if w.zoned[x.ID] {
		return w.zones[x.ID]
	}
	var out []*zone
	if len(w.d.f.Blocks[0].Preds) == 0 {
		for l := w.chain(x); l != nil; l = l.next {
			if l.z.kind == zoneGuard || w.holds(l.z, x, 0) {
				out = append(out, l.z)
			}
		}
	} else {
		out = w.zonesWalk(x)
	}
	w.zones[x.ID], w.zoned[x.ID] = out, true
	return out
}

// zonesWalk is zonesOf by the walk up the dominator tree.
func (w *who) zonesWalk(x *ir.Block) []*zone {
	var out []*zone
	for y := w.dt.IDom(x); y != nil; y = w.dt.IDom(y) {
		for _, s := range y.Succs {
			if !w.edgeDominates(y, s, x) {
				continue
			}
			if z := w.guard(y, s); z != nil {
				out = append(out, z)
			}
			if z := w.critical(y); z != nil && z.to == s && w.holds(z, x, 0) {
				out = append(out, z)
			}
		}
	}
	return out
}

// chain returns the candidate zones of the edges into x and its
// dominators, nearest first: for each such block s with immediate
// dominator y, when the edge from y to s dominates s, its guard and the
// critical zone it enters (zonesOf keeps the latter for the blocks that
// may be in it).
func (w *who) chain(x *ir.Block) *zoneLink {
	var path []*ir.Block // x and its dominators up to one whose chain is known
	for s := x; s != nil && !w.chained[s.ID]; s = w.dt.IDom(s) {
		path = append(path, s)
	}
	for k := len(path) - 1; k >= 0; k-- {
		s := path[k]
		y := w.dt.IDom(s)
		var l *zoneLink
		if y != nil {
			l = w.links[y.ID]
			if w.edgeDominates(y, s, s) {
				// Pushed in reverse: the guard ends up first.
				if z := w.critical(y); z != nil && z.to == s {
					l = &zoneLink{z: z, next: l}
				}
				if z := w.guard(y, s); z != nil {
					l = &zoneLink{z: z, next: l}
				}
			}
		}
		w.links[s.ID], w.chained[s.ID] = l, true
	}
	return w.links[x.ID]
}

// guard returns the lane-unique zone of the edge from b to s, if b's
// branch selects one thread per warp on that edge.
func (w *who) guard(b, s *ir.Block) *zone {
	term := b.Terminator()
	if term != nil && term.Op == ir.OpSwitch {
		return switchGuard(b, s, term)
	}
	if term == nil || term.Op != ir.OpCondBr || b.Succs[0] == b.Succs[1] {
		return nil
	}
	c, ok := term.Args[0].(*ir.Instr)
	if !ok || c.Op != ir.OpICmp || (c.Pred != ir.PredEQ && c.Pred != ir.PredNE) {
		return nil
	}
	eq := b.Succs[0]
	if c.Pred == ir.PredNE {
		eq = b.Succs[1]
	}
	if eq != s {
		return nil
	}
	for n := 0; n < 2; n++ {
		x, k := c.Args[n], c.Args[1-n]
		id, ok := threadIndex(x)
		if !ok || id.coef == 0 || !groupConst(k) {
			continue
		}
		z := &zone{kind: zoneGuard, from: b, to: s, id: id}
		if kc, ok := k.(*ir.Const); ok && id.exact && (id.coef == 1 || id.coef == -1) {
			z.idKnown = true
			z.thread = (kc.Int - id.off) * id.coef
		}
		return z
	}
	return nil
}

// switchGuard is guard for a switch on a lane-unique value (clang -O2
// turns if (tid == 0) … else if (tid == 32) … into one): the edge to s is
// x == c for the one case c that goes to s (the default edge selects many).
func switchGuard(b, s *ir.Block, term *ir.Instr) *zone {
	if b.Succs[0] == s {
		return nil // the default
	}
	var c int64
	n := 0
	for k, v := range term.Cases() {
		if b.Succs[k+1] == s {
			c = v
			n++
		}
	}
	if n != 1 {
		return nil
	}
	id, ok := threadIndex(term.Args[0])
	if !ok || id.coef == 0 {
		return nil
	}
	z := &zone{kind: zoneGuard, from: b, to: s, id: id}
	if id.exact && (id.coef == 1 || id.coef == -1) {
		z.idKnown = true
		z.thread = (ir.TruncInt(c, ir.Bits(term.Args[0].Type())) - id.off) * id.coef
	}
	return z
}

// critical returns the critical zone of the acquire ending b, or nil when
// b ends in none or its lock is not exclusive.
func (w *who) critical(b *ir.Block) *zone {
	if w.done[b] {
		return w.crit[b]
	}
	w.done[b] = true
	a, ok := acquireOf(b)
	if !ok {
		return nil
	}
	z := &zone{kind: zoneCritical, from: b, to: a.success, acq: a}
	z.free = w.releaseFree(z)
	if !w.exclusive(z) {
		return nil
	}
	w.crit[b] = z
	return z
}

// mayRelease reports whether write i may store z's free value into its
// lock word.
func (w *who) mayRelease(z *zone, i *ir.Instr) bool {
	if !isSharedWrite(i) {
		return false
	}
	p := alias.PointerOperand(i)
	if w.d.aa.Alias(p, alias.PointerOperand(z.acq.rmw)) == alias.NoAlias {
		return false
	}
	if neverWrites(i, z.acq.v0, z.acq.rmw.Typ) {
		return false
	}
	if i.Op == ir.OpCmpXchg { // writes only when the word is the expected value
		if e, ok := i.Args[1].(*ir.Const); ok && defined(e) && sameBits(e, z.acq.v0, z.acq.rmw.Typ) {
			if nv, ok := i.Args[2].(*ir.Const); ok && defined(nv) && !sameBits(nv, z.acq.v0, z.acq.rmw.Typ) {
				return false
			}
		}
	}
	return true
}

// releaseFree marks the blocks reachable from z's success block whose start
// no path from it passes a possible release on.
func (w *who) releaseFree(z *zone) []bool {
	free := make([]bool, w.d.f.NumBlocks())
	work := []*ir.Block{z.to}
	free[z.to.ID] = true
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		stop := false
		for _, i := range x.Instrs {
			if w.mayRelease(z, i) {
				stop = true
				break
			}
		}
		if stop {
			continue
		}
		for _, y := range x.Succs {
			if !free[y.ID] {
				free[y.ID] = true
				work = append(work, y)
			}
		}
	}
	return free
}

// holds reports whether instruction k of block x (k = 0: the block's
// start) may be in critical zone z as far as releases go: no path from the
// success block to it passes a possible release.
func (w *who) holds(z *zone, x *ir.Block, k int) bool {
	if z.kind == zoneGuard {
		return true // edge dominance is checked by the callers
	}
	if !z.free[x.ID] {
		return false
	}
	for _, i := range x.Instrs[:k] {
		if w.mayRelease(z, i) {
			return false
		}
	}
	return true
}

// inZone reports whether instruction i lies in zone z.
func (w *who) inZone(z *zone, i *ir.Instr) bool {
	if i.Block == nil || !w.edgeDominates(z.from, z.to, i.Block) {
		return false
	}
	return w.holds(z, i.Block, indexOf(i))
}

// exclusive checks the lock of critical zone z: every write that may alias
// it is an acquire from v0, a write of a constant other than v0, or lies
// in the critical zone of a must-alias lock with the same free value.
func (w *who) exclusive(z *zone) bool {
	p := alias.PointerOperand(z.acq.rmw)
	t := z.acq.rmw.Typ
	ok := true
	w.d.f.Instrs(func(i *ir.Instr) {
		if !ok {
			return
		}
		if i.Op == ir.OpCall {
			ok = false
			return
		}
		if !isSharedWrite(i) || w.d.aa.Alias(p, alias.PointerOperand(i)) == alias.NoAlias {
			return
		}
		if ir.SizeOf(ir.Elem(alias.PointerOperand(i).Type())) != ir.SizeOf(t) {
			ok = false
			return
		}
		if !w.mayRelease(z, i) {
			return // an acquire, or a write of a constant other than v0
		}
		// A release: it must run in a critical zone of a must-alias lock.
		held := false
		for y := w.dt.IDom(i.Block); y != nil && !held; y = w.dt.IDom(y) {
			a, isAcq := acquireOf(y)
			if !isAcq || !sameBits(a.v0, z.acq.v0, t) || w.d.aa.Alias(alias.PointerOperand(a.rmw), alias.PointerOperand(i)) != alias.MustAlias {
				continue
			}
			var zz *zone
			if y == z.from {
				zz = z
			} else {
				zz = &zone{kind: zoneCritical, from: y, to: a.success, acq: a}
				zz.free = w.releaseFree(zz)
			}
			held = w.inZoneBefore(zz, i)
		}
		if !held {
			ok = false
		}
	})
	return ok
}

// inZoneBefore reports whether release i runs inside zone z: its block is
// dominated by z's edge and free, and no possible release precedes it in
// its block.
func (w *who) inZoneBefore(z *zone, i *ir.Instr) bool {
	if !w.edgeDominates(z.from, z.to, i.Block) || !z.free[i.Block.ID] {
		return false
	}
	for _, x := range i.Block.Instrs {
		if x == i {
			return true
		}
		if w.mayRelease(z, x) {
			return false
		}
	}
	return false
}

// sameWarpFree reports whether zones a (the loop's) and b (a write's)
// select single threads of the same kind at least warp threads apart;
// dist is their distance.
func sameWarpFree(a, b *zone, warp int) (dist int64, ok bool) {
	if a.kind != zoneGuard || b.kind != zoneGuard || !a.idKnown || !b.idKnown || a.id.kind != b.id.kind || a.id.kind == idLane {
		return 0, false
	}
	dist = a.thread - b.thread
	if dist < 0 {
		dist = -dist
	}
	return dist, dist >= int64(warp)
}

// ownAffine reports whether a read and a write at addresses pr and pw,
// whose affine forms are ar and aw, access, for each thread, one location
// that is a thread-constant injective function of the thread's index, the
// same for both (see "Own stores"). It is asked for every read and
// redefining write of every flagged region: the forms are computed once
// (readAffines, who.writeAffine).
func ownAffine(pr, pw ir.Value, ar, aw alias.Affine) bool {
	if !ar.Same(aw) {
		return false
	}
	switch b := ar.Base.(type) {
	case *ir.Global, *ir.Param:
	case *ir.Instr:
		if b.Op != ir.OpAlloca {
			return false
		}
	default:
		return false
	}
	size := max(ir.SizeOf(ir.Elem(pr.Type())), ir.SizeOf(ir.Elem(pw.Type())))
	injective := false
	for k, t := range ar.Terms {
		u := aw.Terms[k]
		if t.Scale != u.Scale || t.Index != u.Index {
			return false
		}
		if !threadConst(t.Index, 6) {
			return false
		}
		if id, ok := threadIndex(t.Index); ok && id.coef != 0 && !injective {
			if abs(t.Scale*id.coef) < size {
				return false
			}
			injective = true
			continue
		}
		if usesThreadIndex(t.Index, 6) {
			return false
		}
	}
	return injective
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// idempotent reports whether atomic i changes no memory: add, sub, or,
// xor of 0, and of all ones, max with the minimum, min with the maximum
// (signed or unsigned), or a cmpxchg whose new value is its expected one.
func idempotent(i *ir.Instr) bool {
	if i.Op == ir.OpCmpXchg {
		return i.Args[1] == i.Args[2]
	}
	if i.Op != ir.OpAtomic {
		return false
	}
	c, ok := i.Args[1].(*ir.Const)
	if !ok || !defined(c) {
		return false
	}
	bits := ir.Bits(c.Typ)
	if bits <= 0 || bits > 64 {
		return false
	}
	v := uint64(ir.TruncInt(c.Int, bits))
	all := uint64(ir.TruncInt(-1, bits))
	smin := uint64(ir.TruncInt(int64(uint64(1)<<(bits-1)), bits))
	smax := uint64(ir.TruncInt(int64(uint64(1)<<(bits-1)-1), bits))
	switch i.Atomic {
	case ir.AtomicAdd, ir.AtomicSub, ir.AtomicOr, ir.AtomicXor:
		return v == 0
	case ir.AtomicAnd:
		return v == all
	case ir.AtomicMax:
		return v == smin
	case ir.AtomicMin:
		return v == smax
	case ir.AtomicUMax:
		return v == 0
	case ir.AtomicUMin:
		return v == all
	}
	return false
}

// together applies the rules of "Who can be in the loop together" to the
// writes of fl (flagged region l), dropping the writes no warp-mate of a
// spinning thread can be the one to run, and reports whether any is left.
// A region cleared only by the warp-distance or the inter-group rule is
// recorded in Result.Cleared.
func (d *detector) together(l *Region, fl *Loop) bool {
	w := d.who()
	zl := w.zonesOf(l.Header)
	var distant, separated []*ir.Instr
	var dist int64 = -1
	interGroup := true
	var reads readAffines
	own := d.writeTable().own // ownable's answers, read here first (issue 33: a call per write)
	// The entries no rule below can drop, those of writes known not to be
	// ownable and not parallel when l has no exclusive zone, are kept as
	// they are up to the first other one (issue 33: where a function's
	// writes reach far, a loop has hundreds, nearly all of them such).
	x := 0
	if len(zl) == 0 {
		for x < len(fl.redef) && own[fl.redef[x].wk] == 2 && fl.redef[x].para == 0 {
			x++
		}
	}
	keep := fl.redef[:x]
	for _, e := range fl.redef[x:] {
		// Own stores: drop the reads the write can only redefine for its
		// own thread; none when the write's address is not a thread's own
		// for itself (ownable).
		// (The slice is copied only when a read goes: it may be shared.)
		if d.off&ruleOwn == 0 && own[e.wk] != 2 && w.ownable(e.wk) {
			wrs := fl.readSets[e.reads]
			rs, copied := wrs, false
			pw, aw := w.writeAffine(e.wk)
			for k, r := range wrs {
				pr, ar := reads.of(w, r)
				own := pr != nil && ownAffine(pr, pw, ar, aw)
				switch {
				case own && !copied:
					rs, copied = append([]*ir.Instr(nil), wrs[:k]...), true
				case !own && copied:
					rs = append(rs, r)
				}
			}
			if len(rs) == 0 {
				continue
			}
			if copied {
				e.reads = fl.internReads(rs)
			}
		}
		if len(zl) == 0 && e.para == 0 {
			keep = append(keep, e) // the rules below cannot drop it
			continue
		}
		wi := fl.instr(e)
		// Exclusive zones: the write runs in a zone that holds l.
		same := false
		for _, z := range zl {
			if d.off&ruleZone != 0 {
				break
			}
			if w.inZone(z, wi) {
				same = true
				break
			}
		}
		if same {
			continue
		}
		// Warp distance.
		far := false
		if len(zl) > 0 && d.off&ruleDistance == 0 {
			for _, zw := range w.zonesOf(wi.Block) {
				if !w.inZone(zw, wi) {
					continue
				}
				for _, z := range zl {
					if dd, ok := sameWarpFree(z, zw, d.warp); ok {
						far = true
						if dist < 0 || dd < dist {
							dist = dd
						}
					}
				}
			}
		}
		if far {
			distant = append(distant, wi)
			continue
		}
		// Uniform separation.
		if e.para != 0 && !e.reach && d.off&ruleUniform == 0 && d.uniformBranches(fl.paraBr(e)) {
			separated = append(separated, wi)
			interGroup = interGroup && d.groupUniformBranches(fl.paraBr(e))
			continue
		}
		keep = append(keep, e)
	}
	fl.redef = keep
	if len(keep) > 0 {
		return true
	}
	switch {
	case len(distant) > 0:
		d.res.Cleared = append(d.res.Cleared, Cleared{Region: l, Pos: fl.Pos, Why: WhyWarpDistance, Reads: readsOf(l, d), Writes: distant, Distance: dist})
	case len(separated) > 0 && interGroup:
		d.res.Cleared = append(d.res.Cleared, Cleared{Region: l, Pos: fl.Pos, Why: WhyInterGroup, Reads: readsOf(l, d), Writes: separated})
	}
	return false
}

// readsOf returns the shared reads of l's exit conditions (for notes).
func readsOf(l *Region, d *detector) []*ir.Instr {
	var exiting []*ir.Block
	for _, e := range l.Exiting {
		exiting = append(exiting, e.Block)
	}
	return d.slicer.RegionExitReads(exiting, l.Blocks)
}

// uniformBranches reports whether every branch of brs (terminators) is
// uniform across the warp.
func (d *detector) uniformBranches(brs []*ir.Instr) bool {
	for _, t := range brs {
		if d.uni.DivergentBranch(t.Block) {
			return false
		}
	}
	return len(brs) > 0
}

// groupUniformBranches reports whether every branch of brs is uniform
// across the work-group.
func (d *detector) groupUniformBranches(brs []*ir.Instr) bool {
	g := d.groupUniform()
	for _, t := range brs {
		if g.DivergentBranch(t.Block) {
			return false
		}
	}
	return true
}
