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
//   - join is the compiler-placed re-convergence check at the entry of a
//     frontier block: when threads wait at the join's own PC, their entry
//     is merged into the running one (a re-convergence) and they all go on
//     together. Elsewhere join and the other instructions just advance the
//     top entry's PC.
//   - Exits remove the lanes from every entry; empty entries are dropped.
//   - A barrier suspends the whole warp (as on the paper's GPUs): the top
//     entry cannot issue while its threads wait, and nothing below it runs.
//     TF priorities put a barrier block after every block that can reach
//     it, so every thread that can still arrive has arrived with the top
//     entry (Fig. 2 b/d).
//
// Code without thread-frontier metadata (no block priorities: the generic
// target) has no join instructions. There every instruction is a check:
// after each one, an entry waiting at the top entry's new PC is merged
// into it — the paper's comparator between the current PC and the first
// entry, used continuously. On TF code only joins check, as the paper
// places them (both tested).
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
// compares the PC with the first stack entry only; here the join looks at
// every entry, because on code not laid out by priority (the generic
// target, or a call into a function placed elsewhere) a fall-through may
// carry the top entry past a waiting one, and the entry at the join's PC
// need not be the first. On TF code, laid out by priority, the stack
// stays sorted and that entry is the first one, so both agree.
//
// Statistics: max_stack_depth (entries), reconvergences (masks merged, at
// joins and at insertions), join_points (join instructions executed).
type tfStack struct {
	implicit bool // no TF metadata: every instruction is a re-convergence check
	maxDepth int
	reconv   int64
	joins    int64
}

type tfEntry struct {
	pc   uint32
	sp   uint64 // the call level of its threads (their stack pointer)
	mask uint64
}

// before reports whether e runs before f: the deeper call level (smaller
// SP) first, then the lower PC.
func (e *tfEntry) before(f *tfEntry) bool {
	return e.sp < f.sp || e.sp == f.sp && e.pc < f.pc
}

type tfStackWarp struct {
	st []tfEntry // st[len-1] is the top: the lowest PC
}

func newTFStack(obj *isa.Object) *tfStack {
	d := &tfStack{implicit: true}
	if obj != nil {
		for _, b := range obj.Blocks {
			if b.Priority != isa.NoPriority {
				d.implicit = false
				break
			}
		}
	}
	return d
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
	for i > 0 && p.st[i-1].before(&e) {
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
	case sim.OutJoin:
		d.joins++
		p.st[n-1].pc = o.Next
		d.merge(p, o.PC)
	default:
		p.st[n-1].pc = o.Next
		if o.Inst != nil && o.Inst.Op == isa.OpSPAdd {
			p.st[n-1].sp = w.SP(bits.TrailingZeros64(top.mask))
		}
		if d.implicit {
			d.merge(p, o.Next)
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

// Stats: the largest stack of any warp, the masks merged, the joins
// executed.
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
