package mechutil

import (
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// WarpOps marks the instructions of a code that are warp-level operations
// (sim.IsWarpOp), and knows which threads each one names.
type WarpOps struct {
	at   []bool     // at[pc/InstSize]: a warp-level operation
	code []isa.Inst // the code (the mask register of a wsync)
}

// NewWarpOps returns the warp-level operations of obj's code (none
// without code).
func NewWarpOps(obj *isa.Object) WarpOps {
	if obj == nil {
		return WarpOps{}
	}
	ops := WarpOps{at: make([]bool, len(obj.Code)), code: obj.Code}
	for i := range obj.Code {
		ops.at[i] = sim.IsWarpOp(obj.Code[i].Op)
	}
	return ops
}

// At reports whether the instruction at pc is a warp-level operation
// (false for a PC outside the code: executing it faults).
func (ops WarpOps) At(pc uint32) bool {
	i := pc / isa.InstSize
	return pc%isa.InstSize == 0 && uint64(i) < uint64(len(ops.at)) && ops.at[i]
}

// Len is the number of instructions of the code.
func (ops WarpOps) Len() int { return len(ops.at) }

// Named returns the live threads of w that the warp-level operation at pc
// names for thread l: the threads of l's mask (and l itself) for a wsync
// (__syncwarp(mask)) and for a vote, ballot or shfl with a member mask
// (isa.FlagMask, the *_sync intrinsics), the whole warp otherwise.
func (ops WarpOps) Named(w *sim.Warp, pc uint32, l int) uint64 {
	if i := pc / isa.InstSize; uint64(i) < uint64(len(ops.code)) {
		switch in := &ops.code[i]; {
		case in.Op == isa.OpWSync:
			return (uint64(uint32(w.Reg(in.A, l))) | 1<<uint(l)) & w.Live
		case in.Flags&isa.FlagMask != 0:
			return (uint64(uint32(w.Reg(in.C, l))) | 1<<uint(l)) & w.Live
		}
	}
	return w.Live
}

// CollectivePC returns a warp-level operation the warp can execute: the
// split of the threads of w (thread l at pcs[l]) that wait at a
// warp-level operation at one PC, when every live thread the operation
// names (Named: the whole warp, or a wsync's mask) waits there and none
// of them waits at a barrier. Threads at one wsync with different masks
// are offered mask by mask. It is SyncedPC without meetings across
// __syncwarp sites.
func CollectivePC(w *sim.Warp, pcs *[64]uint32, ops WarpOps) (sim.Split, bool) {
	return SyncedPC(w, pcs, ops, nil)
}

// SyncedPC is CollectivePC for a mechanism that also lets the threads of
// a mask meet at different wsyncs (CUDA's __syncwarp at different places
// of the code, as Volta allows): when every live thread a wsync's mask
// names waits at a wsync with the same mask, some at other PCs, it
// returns the split of those at this one and adds the others to *passed,
// the threads released from the wsync they wait at, which the mechanism
// then issues as ordinary threads (and removes from *passed when they
// do). Threads in *passed do not wait.
func SyncedPC(w *sim.Warp, pcs *[64]uint32, ops WarpOps, passed *uint64) (sim.Split, bool) {
	if w.Live == 0 {
		return sim.Split{}, false
	}
	var free uint64
	if passed != nil {
		free = *passed
	}
	for can := w.Live &^ w.BarWait &^ free; can != 0; {
		pc := pcs[bits.TrailingZeros64(can)]
		var at uint64
		for m := can; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros64(m); pcs[l] == pc {
				at |= 1 << uint(l)
			}
		}
		can &^= at
		if !ops.At(pc) {
			continue
		}
		for left := at; left != 0; {
			named := ops.Named(w, pc, bits.TrailingZeros64(left))
			if named&^at == 0 {
				return sim.Split{PC: pc, Mask: named}, true
			}
			if passed != nil && ops.IsSync(pc) && ops.meetsElsewhere(w, pcs, named, named&^at) {
				*passed |= named &^ at
				return sim.Split{PC: pc, Mask: named & at}, true
			}
			left &^= named | left&-left
		}
	}
	return sim.Split{}, false
}

// IsSync reports whether the instruction at pc is a wsync.
func (ops WarpOps) IsSync(pc uint32) bool {
	i := pc / isa.InstSize
	return ops.At(pc) && ops.code[i].Op == isa.OpWSync
}

// meetsElsewhere reports whether every thread of others waits at a wsync
// (not at a barrier; perhaps released already, not yet issued) whose mask
// names exactly named.
func (ops WarpOps) meetsElsewhere(w *sim.Warp, pcs *[64]uint32, named, others uint64) bool {
	if others&w.BarWait != 0 {
		return false
	}
	for m := others; m != 0; m &= m - 1 {
		k := bits.TrailingZeros64(m)
		if !ops.IsSync(pcs[k]) || ops.Named(w, pcs[k], k) != named {
			return false
		}
	}
	return true
}

// DescribePerThread appends the live threads of w grouped by PC (thread
// l at pcs[l]), and by whether they wait at a warp-level operation the
// warp cannot execute yet (sim.GroupCollective, waiting for the other
// live threads it names, WarpOps.Named) or can issue (sim.GroupRunning),
// in PC order: the
// Describe of a mechanism with per-thread PCs and collective warp-level
// operations (mimd).
func DescribePerThread(w *sim.Warp, pcs *[64]uint32, ops WarpOps, dst []sim.ThreadGroup) []sim.ThreadGroup {
	start := len(dst)
	for live := w.Live; live != 0; live &= live - 1 {
		l := bits.TrailingZeros64(live)
		g := sim.ThreadGroup{State: sim.GroupRunning, PC: pcs[l], Mask: 1 << uint(l)}
		if w.BarWait&g.Mask == 0 && ops.At(g.PC) {
			// Waits unless every thread it names is here, none at a barrier.
			for m := ops.Named(w, g.PC, l); m != 0; m &= m - 1 {
				if k := bits.TrailingZeros64(m); pcs[k] != g.PC || w.BarWait&(1<<uint(k)) != 0 {
					g.State = sim.GroupCollective
					break
				}
			}
		}
		found := false
		for i := start; i < len(dst); i++ {
			if dst[i].PC == g.PC && dst[i].State == g.State {
				dst[i].Mask |= g.Mask
				found = true
				break
			}
		}
		if !found {
			dst = append(dst, g)
		}
	}
	for i := start; i < len(dst); i++ {
		if g := &dst[i]; g.State == sim.GroupCollective {
			for m := g.Mask; m != 0; m &= m - 1 {
				g.WaitFor |= ops.Named(w, g.PC, bits.TrailingZeros64(m))
			}
			g.WaitFor &^= g.Mask
		}
	}
	sort.Slice(dst[start:], func(i, j int) bool {
		a, b := &dst[start+i], &dst[start+j]
		if a.PC != b.PC {
			return a.PC < b.PC
		}
		return a.State < b.State
	})
	return dst
}

// SamePC returns the threads of mask (not 0) at the PC of its lowest
// thread in pcs, and that PC: a mechanism grouping threads by PC takes
// one group at a time from what is left.
func SamePC(pcs *[64]uint32, mask uint64) (same uint64, pc uint32) {
	pc = pcs[bits.TrailingZeros64(mask)]
	for mm := mask; mm != 0; mm &= mm - 1 {
		if l := bits.TrailingZeros64(mm); pcs[l] == pc {
			same |= 1 << uint(l)
		}
	}
	return same, pc
}
