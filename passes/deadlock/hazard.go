package deadlock

import (
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/uniform"
)

// Hazards records, for every conditional branch of a function, what a
// rewrite of its CFG (SSDE) must not make worse, because each is a way a
// rewritten kernel deadlocks where the original did not:
//
//   - Captured spin regions. A switch block placed past the reconvergence
//     point of another branch B moves B's reconvergence point to the switch
//     (or further). When B lies in a cycle, the threads on one side of B can
//     then come back to B without reaching the new point while the others
//     wait there: B's spin region (see "Spin regions" in the package
//     documentation) grows. With nested locks, or a done-flag lock after a
//     loop whose SafePDom lies past it, the lock's losers spin round the
//     retry loop while the holder waits at the switch. A branch whose spin
//     region gains an instruction it did not have is "captured".
//   - Barriers before reconvergence. A barrier on a path from a divergent
//     branch to its reconvergence point is reached by only part of the
//     warp while the rest waits on the stack; the barrier waits for them
//     forever. A switch block placed past a barrier (a SafePDom after a
//     barrier loop that may run zero times, so the barrier does not stop
//     the reach of Algorithm 1) moves the reconvergence point of the spin
//     loop's enclosing branch, and of the switch itself, past it.
//
// Instructions keep their identity through the SSDE rewrite (blocks are
// split and edges redirected, instructions are never copied), so the
// hazards of a function before and after the rewrite are compared by
// instruction (Added). The comparison only looks for what the rewrite
// adds: a kernel that already had a divergent barrier keeps it.
type Hazards struct {
	f        *ir.Func
	branches map[*ir.Instr]*branchHazards // by conditional branch or switch
	instrs   map[*ir.Instr]bool           // every instruction of the function
}

type branchHazards struct {
	block     *ir.Block
	rp        *ir.Block // reconvergence block; nil = the exit
	divergent bool
	spin      map[*ir.Instr]bool // the instructions of its spin region
	barriers  []*ir.Instr        // barriers before its reconvergence point
}

// FindHazards computes the hazards of f under opt's reconvergence rule and
// alias analysis.
func FindHazards(f *ir.Func, opt Options) *Hazards {
	h := &Hazards{f: f, branches: make(map[*ir.Instr]*branchHazards), instrs: make(map[*ir.Instr]bool)}
	if len(f.Blocks) == 0 {
		return h
	}
	f.Instrs(func(i *ir.Instr) { h.instrs[i] = true })
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	d := &detector{f: f, aa: aa, r: newReconv(f, opt.Reconv)}
	uni := uniform.Analyze(f, uniform.Options{PostDom: rpTree(d.r.rp), Alias: aa, OneGroup: opt.OneGroup})
	for _, b := range f.Blocks {
		if !isCondBranch(b) {
			continue
		}
		bh := &branchHazards{block: b, rp: d.r.rp[b.ID], divergent: uni.DivergentBranch(b), spin: make(map[*ir.Instr]bool)}
		if reg := d.spinRegion(b, nil); reg != nil { // every cycle, natural loops included
			for _, x := range reg.Blocks {
				for _, i := range x.Instrs {
					bh.spin[i] = true
				}
			}
		}
		bh.barriers = d.barriersBefore(b)
		h.branches[b.Terminator()] = bh
	}
	return h
}

// barriersBefore returns the barriers on a path from one of b's successors
// to b's reconvergence block (not passing it).
func (d *detector) barriersBefore(b *ir.Block) []*ir.Instr {
	rp := d.r.rp[b.ID]
	seen := make([]bool, d.f.NumBlocks())
	var out []*ir.Instr
	var work []*ir.Block
	push := func(x *ir.Block) {
		if x != rp && !seen[x.ID] {
			seen[x.ID] = true
			work = append(work, x)
		}
	}
	for _, s := range b.Succs {
		push(s)
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, i := range x.Instrs {
			if i.Op == ir.OpBarrier {
				out = append(out, i)
			}
		}
		for _, y := range x.Succs {
			push(y)
		}
	}
	return out
}

// Added compares h, computed after a rewrite, with before, computed on the
// same function before it. It returns how many divergent branches the
// rewrite captured (their spin region gained an instruction that existed
// before), in block order, and how many (branch, barrier) pairs it added (a barrier newly
// reached before a divergent branch's reconvergence point). A branch that
// did not exist before (the rewrite's switch blocks) counts as divergent
// whatever the uniformity analysis says, and a barrier before it counts
// unless some divergent branch reached it before; its own spin region is
// the loop SSDE builds and is not compared. Nor are the spin regions of the
// branches in own, the exit branches of the rewritten loops: the threads
// that leave such a loop now run on to the switch block, round any cycle
// on the way (a repetition loop around a lock), and Algorithm 1 on the
// rewritten CFG analyses that cycle as the branch's spin region; a
// capture is about the other branches, whose spin regions the rewrite
// changes as a side effect.
func (h *Hazards) Added(before *Hazards, own map[*ir.Instr]bool) (captured []*ir.Instr, barriers int) {
	divergent := make(map[*ir.Instr]bool) // barriers already divergent before
	for _, bh := range before.branches {
		if bh.divergent {
			for _, x := range bh.barriers {
				divergent[x] = true
			}
		}
	}
	for t, bh := range h.branches {
		old := before.branches[t]
		if old == nil {
			for _, x := range bh.barriers {
				if !divergent[x] {
					barriers++
				}
			}
			continue
		}
		if !bh.divergent {
			continue
		}
		for i := range bh.spin {
			if own[t] {
				break
			}
			if !old.spin[i] && before.instrs[i] {
				captured = append(captured, t)
				break
			}
		}
		for _, x := range bh.barriers {
			found := false
			for _, y := range old.barriers {
				found = found || x == y
			}
			if !found {
				barriers++
			}
		}
	}
	sort.Slice(captured, func(a, b int) bool { return captured[a].ID < captured[b].ID })
	return captured, barriers
}

// InSpin reports whether instruction i lies in the spin region of the
// branch that ends with terminator t (false when t has none).
func (h *Hazards) InSpin(t, i *ir.Instr) bool {
	bh := h.branches[t]
	return bh != nil && bh.spin[i]
}

// arrival is an edge into a reconvergence block rp from a block of the
// divergent region (from), and where the threads that take it go on from
// rp (to).
type arrival struct{ from, to *ir.Block }

// arrivals returns the edges into rp from b or a block of span, each with
// where its threads go on: rp itself, or, when rp is a switch block of the
// SSDE rewrite (a switch on a phi of its own block), the successor the
// switch picks for the value that edge brings.
func arrivals(rp *ir.Block, span []bool, b *ir.Block) []arrival {
	t := rp.Terminator()
	var cond *ir.Instr
	if t != nil && t.Op == ir.OpSwitch {
		if c, ok := t.Args[0].(*ir.Instr); ok && c.Op == ir.OpPhi && c.Block == rp {
			cond = c
		}
	}
	var out []arrival
	for j, p := range rp.Preds {
		if p != b && !span[p.ID] {
			continue
		}
		to := rp
		if cond != nil {
			if c, ok := cond.Args[j].(*ir.Const); ok && !c.Undef {
				to = rp.Succs[0]
				for k, v := range t.Cases() {
					if v == c.Int {
						to = rp.Succs[k+1]
					}
				}
			}
		}
		out = append(out, arrival{p, to})
	}
	return out
}

// Held counts the flagged regions of found (Detect's result on h's
// function, after a rewrite) that may wait for a lock the rewrite holds at
// a moved reconvergence point. before is FindHazards on the same function
// before the rewrite. A region L is held when some divergent branch B that
// existed before the rewrite now reconverges at a different block R, not
// in L, and
//
//   - threads leaving B can enter L before reaching R (their warp-mates
//     that reached R wait there on the stack while they cycle in L);
//   - on the way from B to R, outside L, there is an atomic that writes
//     the very location one of L's exit-condition reads accesses and
//     whose result is used (the held threads may have taken what L waits
//     for: a lock's acquire, which must look at what it overwrote);
//   - one of L's redefining writes to that location, one whose result
//     nothing uses (a release: a store, or an atomic exchange that does
//     not look at the old value), lies outside L;
//   - and some edge into R from B's side is reached from the acquire
//     without passing the release, and the threads that take it go on,
//     once released, to the release (what they owe). When R is a switch
//     block of the rewrite, they go on to the successor its switch picks
//     for the value of their edge: threads that only pass it on their way
//     out owe nothing.
//
// The acquire must be forced to the edge (no branch and no release on the
// way, and the edge not a retry of that acquire: a latch of a region
// flagged before the rewrite (orig) that spins on it): a thread that only
// may hold the lock, or failed to take it, is not counted, since most
// such paths are not taken with the lock held (a nested lock is only ever
// contended by one thread). Regions on the way out of a loop the rewrite
// made are counted the same way (see pending).
//
// That is generated kernel 467: a nested lock inside a done-flag lock,
// taken by half the threads, then a second lock on the same variable taken
// by others; the inner switch at the kernel's end makes the branch that
// splits the two groups reconverge there, and the outer lock's owner,
// which reaches the switch straight from its acquire, waits there while
// the second lock spins.
func (h *Hazards) Held(before *Hazards, orig, found *Result) int {
	if len(found.Loops) == 0 {
		return 0
	}
	n := h.f.NumBlocks()
	walk := func(from []*ir.Block, stop *ir.Block) []bool {
		seen := make([]bool, n)
		var work []*ir.Block
		for _, x := range from {
			if x != stop && !seen[x.ID] {
				seen[x.ID] = true
				work = append(work, x)
			}
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, y := range x.Succs {
				if y != stop && !seen[y.ID] {
					seen[y.ID] = true
					work = append(work, y)
				}
			}
		}
		return seen
	}
	first := func(b *ir.Block) *ir.Instr {
		if b == nil || len(b.Instrs) == 0 {
			return nil
		}
		return b.Instrs[0]
	}
	type moved struct {
		b, rp *ir.Block
		span  []bool
		arr   []arrival
		reach [][]bool // by arrival: blocks reachable from where it goes on
	}
	var ms []*moved
	for t, bh := range h.branches {
		old := before.branches[t]
		if old == nil || !bh.divergent || bh.rp == nil || first(old.rp) == first(bh.rp) {
			continue
		}
		ms = append(ms, &moved{b: bh.block, rp: bh.rp})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].b.ID < ms[j].b.ID })
	must := func(a, b *ir.Instr) bool {
		pa, pb := alias.PointerOperand(a), alias.PointerOperand(b)
		return pa != nil && pb != nil && (alias.Basic{}).Alias(pa, pb) == alias.MustAlias
	}
	count := 0
	for _, l := range found.Loops {
		held := false
		for _, m := range ms {
			if held {
				break
			}
			if l.Region.Contains(m.rp) {
				continue
			}
			if m.span == nil {
				m.span = walk(m.b.Succs, m.rp)
			}
			inside := false
			for _, x := range l.Region.Blocks {
				inside = inside || m.span[x.ID]
			}
			if !inside {
				continue
			}
			if m.arr == nil {
				m.arr = arrivals(m.rp, m.span, m.b)
				m.reach = make([][]bool, len(m.arr))
				for k, e := range m.arr {
					m.reach[k] = walk([]*ir.Block{e.to}, nil)
				}
			}
			for _, w := range l.Writes() {
				wb := w.Instr.Block
				if held || l.Region.Contains(wb) || len(w.Instr.Uses()) > 0 {
					continue
				}
				for _, r := range w.Reads {
					if held || !must(w.Instr, r) {
						continue
					}
					// An acquire of r's location, outside L, from which an
					// arrival at R whose threads go on to w is reached
					// without passing w: its thread waits at R owing w.
					for k, e := range m.arr {
						if held || !m.reach[k][wb.ID] {
							continue
						}
						for _, x := range h.f.Blocks {
							if held || x == wb || (x != m.b && !m.span[x.ID]) || l.Region.Contains(x) {
								continue
							}
							acq := false
							for _, a := range x.Instrs {
								acq = acq || (isSharedWrite(a) && len(a.Uses()) > 0 && must(a, r))
							}
							if acq && forced(x, e.from, releases(r, must)) && !retry(orig, before, x, e.from) {
								held = true
							}
						}
					}
				}
			}
		}
		if !held {
			held = h.pending(l, orig, before, must, walk)
		}
		if held {
			count++
		}
	}
	return count
}

// forced reports whether a thread leaving block x by one of its edges
// must arrive at block to still holding what it acquired at x: the path
// from that successor to to has no branch and no block that releases it,
// so the thread has no choice but to wait there owing the release.
func forced(x, to *ir.Block, released func(*ir.Block) bool) bool {
	for _, s := range x.Succs {
		seen := map[*ir.Block]bool{}
		for y := s; !released(y) && !seen[y]; {
			if y == to {
				return true
			}
			seen[y] = true
			if len(y.Succs) != 1 {
				break
			}
			y = y.Succs[0]
		}
	}
	return false
}

// releases returns whether a block has a release of read r's location: a
// write to it (alias.MustAlias, must) whose result nothing uses.
func releases(r *ir.Instr, must func(a, b *ir.Instr) bool) func(*ir.Block) bool {
	return func(b *ir.Block) bool {
		for _, i := range b.Instrs {
			if isSharedWrite(i) && len(i.Uses()) == 0 && must(i, r) {
				return true
			}
		}
		return false
	}
}

// retry reports whether the edge from block from is a retry of an acquire
// in block x: from is a latch of a region flagged before the rewrite
// (orig) whose exit-condition reads include an instruction of x (or a
// block the rewrite made on such a latch's edge, whose one predecessor
// is). A thread that takes that edge failed to acquire and holds nothing.
func retry(orig *Result, before *Hazards, x, from *ir.Block) bool {
	if len(from.Instrs) > 0 && !before.instrs[from.Instrs[0]] && len(from.Preds) == 1 {
		from = from.Preds[0]
	}
	for _, l := range orig.Loops {
		reads := false
		for _, r := range l.Reads {
			reads = reads || r.Block == x
		}
		if !reads {
			continue
		}
		for _, lt := range l.Region.Latches {
			if lt == from {
				return true
			}
		}
	}
	return false
}

// pending reports whether flagged region L may spin on the way out of a
// loop the rewrite made while a thread that must have acquired what L
// waits for is sent back round it: a switch S made by the rewrite (a
// switch on a phi of its own block), an edge into S that a thread reaches
// from an acquire of the location of one of L's exit-condition reads with
// no branch and no release on the way (forced, not a retry of that
// acquire), whose case sends it back into the loop towards a release of
// that location (a redefining write of L outside L whose result nothing
// uses) before S's reconvergence point, and L reachable from S's default
// successor (where the threads that leave the loop go) before that point.
// The stack runs one side of S to its reconvergence point while the other
// waits; when the leaving side runs first, L spins on a lock whose owner
// waits on the stack. Generated kernel 467 with the inner lock's switch
// moved before the second lock: the outer lock's owner reaches that switch
// and is sent back into the inner loop, the second lock's threads leave
// through the default edge and spin.
func (h *Hazards) pending(l *Loop, orig *Result, before *Hazards, must func(a, b *ir.Instr) bool, walk func([]*ir.Block, *ir.Block) []bool) bool {
	for t, bh := range h.branches {
		if before.branches[t] != nil || t.Op != ir.OpSwitch {
			continue
		}
		s := bh.block
		rp := bh.rp
		if rp != nil && l.Region.Contains(rp) {
			continue
		}
		all := make([]bool, h.f.NumBlocks())
		for i := range all {
			all[i] = true
		}
		for _, e := range arrivals(s, all, nil) {
			if e.to == s || e.to == s.Succs[0] {
				continue // not sent back round
			}
			reachW := walk([]*ir.Block{e.to}, rp)
			reachL := walk(s.Succs[:1], rp)
			inL := false
			for _, x := range l.Region.Blocks {
				inL = inL || reachL[x.ID]
			}
			if !inL {
				continue
			}
			for _, w := range l.Writes() {
				wb := w.Instr.Block
				if l.Region.Contains(wb) || len(w.Instr.Uses()) > 0 || !reachW[wb.ID] {
					continue
				}
				for _, r := range w.Reads {
					if !must(w.Instr, r) {
						continue
					}
					for _, x := range h.f.Blocks {
						if x == wb || l.Region.Contains(x) {
							continue
						}
						acq := false
						for _, a := range x.Instrs {
							acq = acq || (isSharedWrite(a) && len(a.Uses()) > 0 && must(a, r))
						}
						if acq && forced(x, e.from, releases(r, must)) && !retry(orig, before, x, e.from) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
