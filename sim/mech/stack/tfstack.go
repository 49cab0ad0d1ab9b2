package stack

import (
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// tfStack is TF-STACK, re-convergence at thread frontiers with the sorted
// predicate stack of Diamos et al., "SIMD Re-Convergence at Thread
// Frontiers" (MICRO 2011), Sec. 5.2: each entry is a PC and a mask of
// the threads waiting there, sorted by priority, the highest priority
// (the lowest PC: the backend lays blocks out in priority order, so PCs
// are priorities, as the paper's hardware uses them) on top. Only the top
// entry issues.
//
//   - A branch (bra, cbra, brx, a divergent ret, and a call) replaces the
//     top entry by one entry per destination, each inserted in order: an
//     entry with the same PC takes the new threads (their masks are ORed:
//     a re-convergence), otherwise the new entry goes before the first
//     entry with a greater PC.
//   - The re-convergence check at a join point (isa.Block.Join: a block in
//     the thread frontier of a predecessor, where the compiler places the
//     paper's checks, Sec. 4.1): when the top entry's PC enters such a
//     block — by a branch or by falling through — the entry waiting at
//     that PC is merged into it (a re-convergence) before the block's
//     first instruction issues. It is the paper's "single comparator
//     between the current PC ... and that of the first entry": a
//     comparison, not an instruction, so it takes no issue slot. The
//     checks made are counted (join_points).
//   - Other instructions advance the top entry's PC.
//   - Exits remove the lanes from every entry; empty entries are dropped.
//   - A barrier suspends the whole warp (as on the paper's GPUs): the top
//     entry cannot issue while its threads wait, and nothing below it runs.
//     TF priorities put a barrier block after every block that can reach
//     it, so every thread that can still arrive has arrived with the top
//     entry (Fig. 2 b/d).
//
// Code without thread-frontier metadata (no block priorities: the generic
// target) has no join points. There every PC is a check: after each
// instruction, an entry waiting at the top entry's new PC is merged into
// it — the paper's comparator used continuously. On TF code only join
// points check, as the paper places them (both tested).
//
// Layout: on the priority layout (the paper's, and the registry row's
// default) PC order is priority order and the stack is sorted by PC. On
// code with priorities laid out otherwise (--layout rpo), PCs are not
// priorities: the stack is sorted by (block priority, PC), and a top
// entry that falls through into a block of lower priority than a waiting
// entry's is re-inserted in order (the paper's second scheduling rule,
// Sec. 5: the warp goes to the highest-priority block where threads
// wait). On the priority layout that never happens.
//
// Deviation (calls, --no-inline; the paper is intra-procedural):
// priorities and layout are per function, so PCs of different call levels
// are not comparable. Each entry also holds its threads' stack pointer
// (their call level) and the stack is sorted by (SP, PC) — the deeper
// call first, as in Collange's min(SP:PC) — so that threads in a callee
// are not overtaken by threads waiting in the caller (which would then
// meet a barrier without them). Without calls every SP is equal and this
// is the paper's order (harness tests run without stack pointers).
//
// Deviation (robustness, not needed on TF code): the paper's check
// compares the PC with the first stack entry only; here the check looks
// at every entry, because on code not laid out by priority (the generic
// target, or a call into a function placed elsewhere) a fall-through may
// carry the top entry past a waiting one, and the entry at the join
// point's PC need not be the first. On TF code, laid out by priority,
// the stack stays sorted and that entry is the first one, so both agree.
//
// Statistics: max_stack_depth (entries), reconvergences (masks merged, at
// join points and at insertions), join_points (re-convergence checks
// made: entries of a warp's PC into a join-point block).
type tfStack struct {
	implicit bool     // no TF metadata: every PC is a re-convergence check
	join     []bool   // per instruction: the first of a join-point block
	prio     []uint32 // per instruction: its block's priority, when PCs are not priorities (nil: they are)
	maxDepth int
	reconv   int64
	joins    int64
}

type tfEntry struct {
	pc   uint32
	sp   uint64 // the call level of its threads (their stack pointer)
	mask uint64
}

type tfStackWarp struct {
	st []tfEntry // st[len-1] is the top: the highest priority
}

func newTFStack(obj *isa.Object) *tfStack {
	d := &tfStack{implicit: true}
	if obj == nil {
		return d
	}
	for _, b := range obj.Blocks {
		if b.Priority != isa.NoPriority {
			d.implicit = false
			break
		}
	}
	if d.implicit {
		return d
	}
	n := len(obj.Code)
	d.join = make([]bool, n)
	for _, b := range obj.Blocks {
		if i := int(b.PC / isa.InstSize); b.Join && i < n {
			d.join[i] = true
		}
	}
	if obj.Layout != isa.LayoutPriority.String() {
		// PCs are not priorities: each PC takes its block's.
		d.prio = make([]uint32, n)
		for k, b := range obj.Blocks {
			end := n
			if k+1 < len(obj.Blocks) {
				end = int(obj.Blocks[k+1].PC / isa.InstSize)
			}
			for i := int(b.PC / isa.InstSize); i < end && i < n; i++ {
				d.prio[i] = uint32(b.Priority + 1) // NoPriority first
			}
		}
	}
	return d
}

// isJoin reports whether pc starts a join-point block.
func (d *tfStack) isJoin(pc uint32) bool {
	i := pc / isa.InstSize
	return pc%isa.InstSize == 0 && int(i) < len(d.join) && d.join[i]
}

// key is the order of pc within a call level: its PC on the priority
// layout, else (its block's priority, PC).
func (d *tfStack) key(pc uint32) uint64 {
	if i := int(pc / isa.InstSize); d.prio != nil && i < len(d.prio) {
		return uint64(d.prio[i])<<32 | uint64(pc)
	}
	return uint64(pc)
}

// before reports whether e runs before f: the deeper call level (smaller
// SP) first, then the higher priority.
func (d *tfStack) before(e, f *tfEntry) bool {
	return e.sp < f.sp || e.sp == f.sp && d.key(e.pc) < d.key(f.pc)
}

func (*tfStack) Name() string { return "tf-stack" }

func (d *tfStack) Start(w *sim.Warp, pc uint32) {
	d.maxDepth = max(d.maxDepth, 1)
	w.State = &tfStackWarp{st: []tfEntry{{pc: pc, sp: w.SP(0), mask: w.Live}}}
}

func (*tfStack) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	p := w.State.(*tfStackWarp)
	if len(p.st) == 0 {
		return dst
	}
	top := p.st[len(p.st)-1]
	if top.mask&w.BarWait != 0 {
		return dst
	}
	return append(dst, sim.Split{PC: top.pc, Mask: top.mask})
}

// insert adds the threads of mask at pc, keeping the stack sorted (the top
// runs first) and merging with an entry at the same PC and call level.
func (d *tfStack) insert(w *sim.Warp, p *tfStackWarp, pc uint32, mask uint64) {
	if mask == 0 {
		return
	}
	e := tfEntry{pc: pc, sp: w.SP(bits.TrailingZeros64(mask)), mask: mask}
	// From the top down: the first entry that does not run before e.
	i := len(p.st)
	for i > 0 && d.before(&p.st[i-1], &e) {
		i--
	}
	if i > 0 && p.st[i-1].sp == e.sp && p.st[i-1].pc == e.pc {
		p.st[i-1].mask |= mask
		d.reconv++
		return
	}
	p.st = append(p.st, tfEntry{})
	copy(p.st[i+1:], p.st[i:])
	p.st[i] = e
}

func (d *tfStack) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	p := w.State.(*tfStackWarp)
	n := len(p.st)
	top := p.st[n-1]
	switch o.Kind {
	case sim.OutBranch:
		taken := o.Taken & top.mask
		p.st = p.st[:n-1]
		d.insert(w, p, o.Target, taken)
		d.insert(w, p, o.Next, top.mask&^taken)
	case sim.OutIndirect:
		p.st = p.st[:n-1]
		for _, g := range o.LaneTargets(top.mask) {
			d.insert(w, p, g.PC, g.Mask)
		}
	case sim.OutCall:
		p.st = p.st[:n-1]
		d.insert(w, p, o.Target, top.mask)
	default:
		p.st[n-1].pc = o.Next
		if o.Inst != nil && o.Inst.Op == isa.OpSPAdd {
			p.st[n-1].sp = w.SP(bits.TrailingZeros64(top.mask))
		}
		switch {
		case d.implicit:
			d.merge(p, o.Next)
		case d.prio != nil && n > 1 && d.before(&p.st[n-2], &p.st[n-1]):
			// Fell into a block of lower priority than a waiting
			// entry's: that entry runs first.
			e := p.st[n-1]
			p.st = p.st[:n-1]
			d.insert(w, p, e.pc, e.mask)
		}
	}
	if o.Exited != 0 {
		k := 0
		for _, e := range p.st {
			if e.mask &^= o.Exited; e.mask != 0 {
				p.st[k] = e
				k++
			}
		}
		p.st = p.st[:k]
	}
	// The check: the warp's PC entered a join point.
	if n := len(p.st); n > 0 && d.isJoin(p.st[n-1].pc) {
		d.joins++
		d.merge(p, p.st[n-1].pc)
	}
	d.maxDepth = max(d.maxDepth, len(p.st))
	return sim.Cost{}
}

// merge merges an entry waiting at pc into the top entry.
func (d *tfStack) merge(p *tfStackWarp, pc uint32) {
	n := len(p.st)
	for i := n - 2; i >= 0; i-- {
		if p.st[i].pc == pc {
			p.st[n-1].mask |= p.st[i].mask
			p.st = append(p.st[:i], p.st[i+1:]...)
			d.reconv++
			return
		}
	}
}

func (*tfStack) Released(*sim.Warp, uint64, int64) {}

// Stats: the largest stack of any warp, the masks merged, the
// re-convergence checks made at join points.
func (d *tfStack) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "join_points", Value: d.joins},
		sim.NamedStat{Name: "max_stack_depth", Value: int64(d.maxDepth), Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv})
}

// Describe: the top entry runs (or waits at a barrier); the others wait
// for their turn in priority order (GroupPending).
func (*tfStack) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	p := w.State.(*tfStackWarp)
	for i := len(p.st) - 1; i >= 0; i-- {
		g := sim.ThreadGroup{State: sim.GroupPending, PC: p.st[i].pc, Mask: p.st[i].mask}
		if i == len(p.st)-1 {
			g.State = sim.GroupRunning
		}
		dst = append(dst, g)
	}
	return dst
}

func (*tfStack) HashState(w *sim.Warp, _ uint64, h uint64) uint64 {
	for _, e := range w.State.(*tfStackWarp).st {
		h = sim.Mix(h, uint64(e.pc))
		h = sim.Mix(h, e.sp)
		h = sim.Mix(h, e.mask)
	}
	return h
}

// Depth reports the entries of w's sorted stack now (sim.Depther: a
// trace's counter).
func (*tfStack) Depth(w *sim.Warp, dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "stack_depth", Value: int64(len(w.State.(*tfStackWarp).st))})
}
