package threadpc

import (
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// tfSandy is TF-SANDY, re-convergence at thread frontiers on the
// per-thread program counters of Intel's Sandybridge GPU (Diamos et al.,
// "SIMD Re-Convergence at Thread Frontiers", MICRO 2011, Sec. 5.1, Fig. 4
// left): each thread has its own PC and the warp has one PC; every
// instruction runs for the threads whose PC equals the warp PC (compared
// at every instruction, so threads re-converge as soon as the warp PC
// meets them), and their PCs advance with it. The hardware cannot find
// where disabled threads wait, so the compiler's layout (PC order =
// priority order) and conservative branches steer the warp PC:
//
//   - after a non-branch instruction the warp PC is the next PC;
//   - after a branch (bra, cbra, brx, call, ret) it is the smallest
//     destination PC among the threads that executed it (at the deepest
//     call level among them, see below); for a
//     conservative branch (bra.cons, cbra.cons: one of its targets has a
//     lower priority than a block of its frontier) executed while some
//     thread of the warp is disabled, it is the smaller of that and the
//     first PC of the branch's thread frontier, so the warp visits the
//     frontier blocks in priority order even when no thread waits there
//     (the hardware cannot tell where disabled threads wait, Sec. 4.2).
//     With every live thread enabled nobody waits anywhere — the execution
//     mask says so — and the branch goes where its threads go: a warp that
//     never diverges issues what a stack would;
//   - an instruction at a warp PC where no thread is executes with all
//     lanes off and falls through (a branch too: no thread takes it). Such
//     instructions are issued slots with no thread enabled: the paper's
//     no-ops, part of TF-SANDY's dynamic instruction count (Sec. 4.2). The
//     mechanism does not hand them to the core one by one: it moves the
//     warp PC on to the first PC at or after it where a thread waits, and
//     reports the instructions it passed as empty issue slots
//     (Cost.EmptySlots: warp instructions with zero active threads, in
//     warp_instructions and in the lane slots of simd_efficiency) and as
//     issue cycles and latency, one issue slot each; it also counts them
//     (wasted_issue_slots).
//
// A barrier suspends the warp (the threads at the warp PC wait; nothing
// else runs), as on Sandybridge.
//
// Deviations (not in the paper, which is intra-procedural and assumes
// code compiled for it):
//
//   - Calls (--no-inline): priorities, layout and frontiers are per
//     function, so PCs of different call levels are not comparable. The
//     per-thread stack pointers (which the core keeps anyway) order the
//     levels as in Collange's min(SP:PC): a thread in a deeper call runs
//     first, and a thread waiting in a caller (larger SP) is never
//     "behind" the warp PC however its PC compares. Without stack
//     pointers (all equal) this is the paper's rule.
//   - Robustness: on code not compiled for thread frontiers (the generic
//     target has no conservative branches) a branch can move the warp PC
//     past a thread that waits at a lower PC of the same call level (or a
//     deeper one), which would then never run again. When that happens the
//     warp PC goes to the live thread with the lowest (SP, PC) instead,
//     counted as stranded_recoveries. On code compiled for tf-sandy with
//     inlined functions it never happens (tested), nor on the bundled
//     kernels compiled with --no-inline.
//   - Layout: Sandybridge's PCs are its priorities (Sec. 5.1), so code laid
//     out in another order (--layout rpo) is code not compiled for it: the
//     recovery above keeps threads from being lost, but the warp PC no
//     longer visits blocks in priority order, conservative branches
//     waste many more slots, and a barrier can be reached by part of a
//     warp while the rest waits behind it (testdata/bench/irregular/bfs.cl
//     deadlocks under --layout rpo). Compare it on the priority layout.
//
// Statistics: wasted_issue_slots (the slots issued with no thread
// enabled, included in the core's warp_instructions), stranded_recoveries,
// max_stack_depth (the most distinct thread PCs of a warp after a branch:
// the entries a stack would need), reconvergences (threads of distinct PCs
// meeting at the warp PC).
type tfSandy struct {
	cons      []uint32 // per instruction: the first frontier PC of a conservative branch, else NoPC
	sets      bool     // flat code: keep the warps' threads grouped by PC (threadPCs.sets)
	occ       int      // issue cycles of one warp instruction
	wasted    int64
	recovered int64
	reconv    int64
	maxPCs    int
}

// tfSandyWarp: the active threads are the live lanes whose PC is the
// warp PC.
type tfSandyWarp struct {
	threadPCs
}

func newTFSandy(cfg *sim.Config, obj *isa.Object) *tfSandy {
	d := &tfSandy{occ: 1, sets: flatCode(obj)}
	if cfg != nil && cfg.SIMDWidth > 0 {
		d.occ = (cfg.WarpSize + cfg.SIMDWidth - 1) / cfg.SIMDWidth
	}
	if obj != nil {
		d.cons = make([]uint32, len(obj.Code))
		for i := range d.cons {
			d.cons[i] = isa.NoPC
			in := &obj.Code[i]
			if (in.Op == isa.OpBra || in.Op == isa.OpCBra) && in.Flags&isa.FlagCons != 0 {
				if bi, ok := obj.BranchAt(uint32(i) * isa.InstSize); ok && len(bi.Frontier) > 0 {
					d.cons[i] = bi.Frontier[0]
				}
			}
		}
	}
	return d
}

func (*tfSandy) Name() string { return "tf-sandy" }

func (d *tfSandy) Start(w *sim.Warp, pc uint32) {
	m := &tfSandyWarp{}
	m.start(w, pc, d.sets)
	d.maxPCs = max(d.maxPCs, 1)
	w.State = m
}

func (*tfSandy) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	return w.State.(*tfSandyWarp).splits(w, dst)
}

// consTarget returns the first frontier PC of the conservative branch at
// pc, or NoPC.
func (d *tfSandy) consTarget(pc uint32) uint32 {
	if i := pc / isa.InstSize; pc%isa.InstSize == 0 && int(i) < len(d.cons) {
		return d.cons[i]
	}
	return isa.NoPC
}

func (d *tfSandy) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	m := w.State.(*tfSandyWarp)
	if sequential(o) {
		// The fast path of settle: the threads move on together; those
		// waiting at the next PC join them.
		if m.advance(s.Mask, w.Live, o.Next) {
			d.reconv++
		}
		return sim.Cost{}
	}
	m.moveLanes(s.Mask, o)
	wpc := o.Next
	control := false
	switch o.Kind {
	case sim.OutBranch, sim.OutIndirect, sim.OutCall:
		control = true
	}
	// The call level of the threads that executed: the deepest (smallest
	// SP) after the instruction.
	level := ^uint64(0)
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		level = min(level, w.SP(bits.TrailingZeros64(mm)))
	}
	if control {
		// The smallest destination at that level.
		wpc = isa.NoPC
		for mm := s.Mask &^ o.Exited; mm != 0; mm &= mm - 1 {
			if l := bits.TrailingZeros64(mm); w.SP(l) == level {
				wpc = min(wpc, m.pc[l])
			}
		}
		if w.Live&^s.Mask != 0 {
			// Some thread is disabled and may wait in the frontier.
			wpc = min(wpc, d.consTarget(o.PC))
		}
		if wpc == isa.NoPC {
			wpc = o.Next
		}
	}
	wasted := d.settle(w, m, wpc, level)
	if control {
		d.maxPCs = max(d.maxPCs, m.distinct(w.Live))
	}
	if wasted == 0 {
		return sim.Cost{}
	}
	return sim.Cost{IssueCycles: (1 + wasted) * d.occ, Latency: wasted * d.occ, EmptySlots: wasted}
}

// settle sets the warp PC to wpc, at call level level (the stack pointer
// of the threads that executed), or on to the first PC after it where a
// live thread of that level waits (returning the wasted slots), or, when
// a thread would be stranded (below the warp PC at the same level, or at
// a deeper level), to the live thread with the lowest (SP, PC); then the
// active mask.
func (d *tfSandy) settle(w *sim.Warp, m *tfSandyWarp, wpc uint32, level uint64) int {
	if m.sets != nil {
		return d.settleSets(w, m, wpc)
	}
	wasted := 0
	minAbove := isa.NoPC
	best, bestPC := ^uint64(0), isa.NoPC // the lowest (SP, PC)
	stranded := false
	for mm := w.Live; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		p, sp := m.pc[l], w.SP(l)
		if k := sp<<32 | uint64(p); k < best || bestPC == isa.NoPC {
			best, bestPC = k, p
		}
		switch {
		case sp < level, sp == level && p < wpc:
			stranded = true
		case sp == level:
			minAbove = min(minAbove, p)
		}
	}
	switch {
	case w.Live == 0:
	case stranded || minAbove == isa.NoPC:
		d.recovered++
		wpc = bestPC
	case minAbove > wpc:
		wasted = int((minAbove - wpc) / isa.InstSize)
		d.wasted += int64(wasted)
		wpc = minAbove
	}
	prev := m.active
	m.warpPC, m.active = wpc, 0
	for mm := w.Live; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		if m.pc[l] == wpc {
			m.active |= 1 << uint(l)
		}
	}
	if m.active&^prev != 0 && m.active&prev&w.Live != 0 {
		d.reconv++
	}
	return wasted
}

// settleSets is settle on flat code, from the sets: every live thread is
// at the call level of the warp, so the lowest (SP, PC) is the first
// set's PC, a thread is stranded when that is below wpc, and the first
// PC at or after wpc where a thread waits is that of the first set there.
func (d *tfSandy) settleSets(w *sim.Warp, m *tfSandyWarp, wpc uint32) int {
	wasted := 0
	first, i := -1, 0 // the first set with a live thread; the first at or after wpc
	for ; i < len(m.sets); i++ {
		if g := &m.sets[i]; g.mask&w.Live != 0 {
			if first < 0 {
				first = i
			}
			if g.pc >= wpc {
				break
			}
		}
	}
	switch {
	case first < 0: // w.Live == 0
	case m.sets[first].pc < wpc || i == len(m.sets):
		d.recovered++
		wpc = m.sets[first].pc
	case m.sets[i].pc > wpc:
		wasted = int((m.sets[i].pc - wpc) / isa.InstSize)
		d.wasted += int64(wasted)
		wpc = m.sets[i].pc
	}
	prev := m.active
	m.warpPC, m.active = wpc, m.at(wpc)&w.Live
	if m.active&^prev != 0 && m.active&prev&w.Live != 0 {
		d.reconv++
	}
	return wasted
}

func (*tfSandy) Released(*sim.Warp, uint64, int64) {}

func (d *tfSandy) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "max_stack_depth", Value: int64(d.maxPCs), Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv},
		sim.NamedStat{Name: "stranded_recoveries", Value: d.recovered},
		sim.NamedStat{Name: "wasted_issue_slots", Value: d.wasted})
}

// Describe groups the live threads by PC: those at the warp PC run (or
// wait at a barrier); the others wait for the warp PC to reach them.
func (*tfSandy) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	m := w.State.(*tfSandyWarp)
	return describePCs(&m.pc, w.Live, m.warpPC, dst)
}

func (*tfSandy) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 {
	return w.State.(*tfSandyWarp).hash(lanes, h)
}
