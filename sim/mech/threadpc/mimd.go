package threadpc

import (
	"math/bits"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/mechutil"
)

// mimd is the semantic reference: every thread has its own PC and is
// scheduled on its own, round-robin among the threads of a warp that can
// issue (a thread waiting at a barrier cannot), so every thread makes
// progress (fair scheduling). Each issue runs one thread, so a warp
// executes at most one thread-instruction per issue slot and the SIMD
// efficiency is about 1/warp size: it is a reference for results, not a
// SIMT machine. Each thread has its own scoreboard, and warps are
// scheduled loose round-robin whatever Config.Scheduler says, so that no
// thread starves.
//
// Warp-level operations (vote.all, vote.any, ballot, shfl) are collective,
// as OpenCL sub-group functions and CUDA *_sync intrinsics: all the
// threads of the sub-group (the warp) that have not exited must reach the
// operation, and each gets the result computed over all of them (for
// shfl, the source lane's value at that operation). So a thread whose PC
// is at a warp-level operation is not offered on its own: it waits. When
// every live thread of the warp waits at a warp-level operation (none at a
// barrier) and they are all at the same PC, the warp offers one split of
// all its live threads at that PC; it executes like any SIMT warp
// instruction (exec computes the vote, ballot or shuffle over the split)
// and releases them together, which the core counts as forward progress
// (CollectiveWarpOps). Threads that exited do not take part. The same PC
// identifies the operation (two calls of one function from different call
// sites meet at the same vote). Live threads waiting at different
// warp-level operations, or at one while others wait at a barrier, wait
// forever: a collective reached by only part of the sub-group (undefined
// in OpenCL), which the deadlock diagnosis reports (GroupCollective).
type mimd struct {
	warpOp mechutil.WarpOps
	// anyOps: the code has a warp-level operation (most kernels have
	// none, and a one-thread Commit then skips the lookup of its PC).
	anyOps bool
}

// mimdWarp is a warp's state under mimd. The round robin's next lane and
// the live lanes whose PC is at a warp-level operation are the warp's
// ready-list fields (sim.Warp.LaneStart and LaneAsk: the core asks
// LaneSplits only while LaneAsk is not empty); lane l's PC is pc[l]
// (sim.Warp.LanePCs). A one-thread issue moves the lane on in the core
// (sim.Warp.MoveLane), and calls CommitLane only when the code has a
// warp-level operation (sim.Warp.LaneCommit: a lane may then arrive at
// one).
type mimdWarp struct {
	// passed: lanes released from the wsync they wait at by a meeting of
	// their mask across __syncwarp sites (mechutil.SyncedPC), until they
	// issue it.
	passed uint64
	pc     [64]uint32
	// Written at every issue; the warps of consecutive blocks, allocated
	// one after the other, run on different cores and so goroutines
	// (parallel.go): keep the next warp's state off this one's last line.
	_ [64]byte
}

func newMIMD(obj *isa.Object) *mimd {
	d := &mimd{warpOp: mechutil.NewWarpOps(obj)}
	for pc := uint32(0); int(pc/isa.InstSize) < d.warpOp.Len(); pc += isa.InstSize {
		d.anyOps = d.anyOps || d.warpOp.At(pc)
	}
	return d
}

func (*mimd) Name() string { return "mimd" }

func (d *mimd) Start(w *sim.Warp, pc uint32) {
	m := &mimdWarp{}
	for l := range m.pc {
		m.pc[l] = pc
	}
	w.LanePCs, w.LaneStart, w.LaneAsk, w.LaneCommit = &m.pc, 0, 0, d.anyOps
	if d.atWarpOp(pc) {
		w.LaneAsk = w.Live
	}
	w.State = m
}

// atWarpOp reports whether the instruction at pc is a warp-level
// operation (false for a PC outside the code: executing it faults).
func (d *mimd) atWarpOp(pc uint32) bool { return d.warpOp.At(pc) }

// collective returns the split of a warp-level operation at which every
// live thread it names (the whole warp; a wsync's mask) waits, none at a
// barrier: the operation can execute (mechutil.CollectivePC).
func (d *mimd) collective(w *sim.Warp) (sim.Split, bool) {
	m := w.State.(*mimdWarp)
	return mechutil.SyncedPC(w, &m.pc, d.warpOp, &m.passed)
}

// Splits offers every thread that can issue, round-robin from the lane
// after the last one that issued; threads at a warp-level operation wait
// until the whole warp can execute it, and then are the only split.
func (d *mimd) Splits(w *sim.Warp, _ int64, dst []sim.Split) []sim.Split {
	if sp, ok := d.collective(w); ok {
		return append(dst, sp)
	}
	m := w.State.(*mimdWarp)
	can := w.Live &^ w.BarWait &^ (w.LaneAsk &^ m.passed)
	hi := can &^ (uint64(1)<<uint(w.LaneStart) - 1)
	for _, part := range [2]uint64{hi, can &^ hi} {
		for ; part != 0; part &= part - 1 {
			l := bits.TrailingZeros64(part)
			dst = append(dst, sim.Split{PC: m.pc[l], Mask: 1 << uint(l)})
		}
	}
	return dst
}

// LaneSplits offers the same one-thread splits as Splits as a ready list
// (LaneSplitter), except when a collective split is due. (The core asks
// only while a live lane is at a warp-level operation, w.LaneAsk.)
func (d *mimd) LaneSplits(w *sim.Warp) (uint64, bool) {
	m := w.State.(*mimdWarp)
	if w.LaneAsk != 0 {
		if _, ok := d.collective(w); ok {
			return 0, false
		}
	}
	return w.Live &^ w.BarWait &^ (w.LaneAsk &^ m.passed), true
}

// Commit moves the threads of s (one thread, or the whole warp after a
// collective operation) on.
func (d *mimd) Commit(w *sim.Warp, s sim.Split, o *sim.Outcome, _ int64) sim.Cost {
	if s.Mask&(s.Mask-1) == 0 && s.Mask != 0 {
		// One thread (the common case; from the ready list the core
		// commits it itself).
		l := bits.TrailingZeros64(s.Mask)
		pc := o.LanePC(l)
		w.MoveLane(l, pc)
		d.CommitLane(w, l, pc)
		return sim.Cost{}
	}
	m := w.State.(*mimdWarp)
	w.LaneAsk &^= s.Mask
	m.passed &^= s.Mask
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		m.pc[l] = o.LanePC(l)
	}
	for mm := s.Mask; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		if d.atWarpOp(m.pc[l]) {
			w.LaneAsk |= 1 << uint(l) & w.Live // (not after an exit)
		}
	}
	if s.Mask != 0 {
		w.LaneStart = (64 - bits.LeadingZeros64(s.Mask)) % 64 // after the highest lane
	}
	return sim.Cost{}
}

// CommitLane is the rest of Commit of the one-thread split of lane l,
// which goes to pc, after sim.Warp.MoveLane (sim.LaneSplitter): the lane
// no longer waits at the warp-level operation it left, and waits at the
// one it reaches.
func (d *mimd) CommitLane(w *sim.Warp, l int, pc uint32) {
	m := w.State.(*mimdWarp)
	bit := uint64(1) << uint(l)
	w.LaneAsk &^= bit
	m.passed &^= bit
	if d.anyOps && d.atWarpOp(pc) {
		w.LaneAsk |= bit & w.Live // (not after an exit)
	}
}

func (*mimd) Released(*sim.Warp, uint64, int64) {}

// Stats: none (no stack, no tables: one PC per thread).
func (*mimd) Stats(dst []sim.NamedStat) []sim.NamedStat { return dst }

// Describe groups the live threads by PC, and by whether they wait at a
// warp-level operation the warp cannot execute yet (GroupCollective,
// waiting for the other live threads) or can issue (GroupRunning).
func (d *mimd) Describe(w *sim.Warp, dst []sim.ThreadGroup) []sim.ThreadGroup {
	return mechutil.DescribePerThread(w, &w.State.(*mimdWarp).pc, d.warpOp, dst)
}

// HashState mixes the PCs of the lanes. Under RepeatThread the core asks
// for one thread at a time: a thread's execution depends only on its own
// state and memory whatever the interleaving of threads (collective
// operations, which depend on the other threads, are forward progress),
// so a thread whose state repeats while memory does not change cycles
// forever.
func (*mimd) HashState(w *sim.Warp, lanes uint64, h uint64) uint64 {
	m := w.State.(*mimdWarp)
	for ; lanes != 0; lanes &= lanes - 1 {
		l := bits.TrailingZeros64(lanes)
		h = sim.Mix(h, uint64(m.pc[l])|uint64(m.passed>>uint(l)&1)<<32)
	}
	return h
}
