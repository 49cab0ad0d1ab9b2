package threadpc

import (
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// minPC is stack-less SIMT reconvergence, Collange, "Stack-less SIMT
// reconvergence at low cost" (2011), Sec. 3: every thread has its own PC
// and stack pointer, and nothing else: no stack, no compiler annotations.
// An arbiter picks the common PC from the individual ones, continuously
// (after every instruction, control instructions included): the PC of
// the thread with the smallest (SP, PC), compared as SP first — the call
// stack grows down, so the deepest call nesting level wins — then PC.
// Every thread whose PC equals the common PC executes the instruction
// (threads re-converge whenever their PCs meet, wherever that is; stack
// pointers are per thread, so threads at different call depths may run
// together). Branches, indirect branches (brx) and real calls and returns
// (--no-inline, recursion included) just set each thread's own PC.
//
// The policy assumes that re-convergence points lie at greater addresses
// than the code before them (Collange, Sec. 3). The registry row asks the
// compiler for the thread-frontier priority layout (Target.Layout), a
// topological order that keeps each loop before the blocks its exits lead
// to; a plain reverse post-order may put a loop exit before part of the
// body, and the threads that leave would run ahead of those still
// iterating. Nothing else (no annotations) is needed.
//
// Parameter no-sp (Settings.NoSP, --no-sp) arbitrates on min(PC) alone,
// the policy of Collange's Listing 1: when a device function is laid out
// after its call site inside a divergent if, the threads that skipped the
// call sit at lower PCs, run on to the end, and meet the callers only
// there; with the stack pointer the callers finish the function first and
// every thread re-converges right after the if.
//
// Model choice (not in the paper, which does not discuss barriers): a
// thread waiting at a barrier takes no part in the arbitration, so the
// other threads of its warp go on until they arrive (the paper's hardware
// only compares PCs; a waiting thread's PC is past the barrier and would
// otherwise win and suspend the warp).
//
// Statistics: max_stack_depth (the most distinct thread PCs of a warp
// after a control instruction: the entries a stack would need),
// reconvergences (threads of distinct PCs meeting at the common PC).
type minPC struct {
	noSP   bool
	sets   bool // keep the warps' threads grouped by PC (threadPCs.sets)
	reconv int64
	maxPCs int
}

// minPCWarp: the active threads are the live lanes at the warp PC (the
// common PC) not waiting at a barrier.
type minPCWarp struct {
	threadPCs
}

// newMinPC returns minpc for obj's code. The arbitration key is the PC
// alone under no-sp, or on flat code (flatCode: every SP is the same),
// and the warps then keep their threads grouped by PC (threadPCs.sets).
func newMinPC(s Settings, obj *isa.Object) *minPC {
	return &minPC{noSP: s.NoSP, sets: s.NoSP || flatCode(obj)}
}

func (*minPC) Name() string { return "minpc" }

func (d *minPC) Start(w *sim.Warp, pc uint32) {
	m := &minPCWarp{}
	m.start(w, pc, d.sets)
	d.maxPCs = max(d.maxPCs, 1)
	w.State = m
}

func (*minPC) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	return w.State.(*minPCWarp).splits(w, dst)
}

func (d *minPC) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	m := w.State.(*minPCWarp)
	if sequential(o) && o.Kind != sim.OutBarrier {
		// The fast path of arbitrate: the threads at the minimum move on
		// together and stay the minimum; threads waiting at the next PC
		// join them.
		if m.advance(s.Mask, w.Live&^w.BarWait, o.Next) {
			d.reconv++
		}
		return sim.Cost{}
	}
	m.moveLanes(s.Mask, o)
	d.arbitrate(w, m)
	switch o.Kind {
	case sim.OutBranch, sim.OutIndirect, sim.OutCall:
		d.maxPCs = max(d.maxPCs, m.distinct(w.Live))
	}
	return sim.Cost{}
}

// Released: the threads that left the barrier take part again.
func (d *minPC) Released(w *sim.Warp, _ uint64, _ int64) {
	d.arbitrate(w, w.State.(*minPCWarp))
}

// key is lane l's arbitration key: (SP, PC), or PC alone under no-sp.
func (d *minPC) key(w *sim.Warp, m *minPCWarp, l int) uint64 {
	if d.noSP {
		return uint64(m.pc[l])
	}
	return w.SP(l)<<32 | uint64(m.pc[l]) // SP 0: the warp has none (the harness)
}

// arbitrate picks the common PC among the live threads not waiting at a
// barrier and the threads at it.
func (d *minPC) arbitrate(w *sim.Warp, m *minPCWarp) {
	can := w.Live &^ w.BarWait
	prev := m.active
	m.active = 0
	if can == 0 {
		return
	}
	if m.sets != nil {
		// The key is the PC: the first set with a thread that can run.
		for i := range m.sets {
			if g := &m.sets[i]; g.mask&can != 0 {
				m.warpPC, m.active = g.pc, g.mask&can
				break
			}
		}
		if m.active&^prev != 0 && m.active&prev != 0 {
			d.reconv++
		}
		return
	}
	best := ^uint64(0)
	for mm := can; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		if k := d.key(w, m, l); k < best {
			best = k
			m.warpPC = m.pc[l]
		}
	}
	for mm := can; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		if m.pc[l] == m.warpPC {
			m.active |= 1 << uint(l)
		}
	}
	if m.active&^prev != 0 && m.active&prev != 0 {
		d.reconv++
	}
}

func (d *minPC) Stats(dst []sim.NamedStat) []sim.NamedStat {
	return append(dst, sim.NamedStat{Name: "max_stack_depth", Value: int64(d.maxPCs), Max: true},
		sim.NamedStat{Name: "reconvergences", Value: d.reconv})
}

// Describe groups the live threads by PC: those at the common PC run (or
// wait at a barrier); the others wait for the arbiter to pick their PC.
func (*minPC) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	m := w.State.(*minPCWarp)
	run := m.warpPC
	if m.active == 0 {
		run = isa.NoPC
	}
	return describePCs(&m.pc, w.Live, run, dst)
}

func (*minPC) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 {
	return w.State.(*minPCWarp).hash(lanes, h)
}
