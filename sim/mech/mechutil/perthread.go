package mechutil

import (
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// WarpOps marks the instructions of a code that are warp-level operations
// (sim.IsWarpOp): WarpOps[pc/InstSize].
type WarpOps []bool

// NewWarpOps returns the warp-level operations of obj's code (none
// without code).
func NewWarpOps(obj *isa.Object) WarpOps {
	if obj == nil {
		return nil
	}
	ops := make(WarpOps, len(obj.Code))
	for i := range obj.Code {
		ops[i] = sim.IsWarpOp(obj.Code[i].Op)
	}
	return ops
}

// At reports whether the instruction at pc is a warp-level operation
// (false for a PC outside the code: executing it faults).
func (ops WarpOps) At(pc uint32) bool {
	i := pc / isa.InstSize
	return pc%isa.InstSize == 0 && uint64(i) < uint64(len(ops)) && ops[i]
}

// CollectivePC returns the PC of the warp-level operation at which every
// live thread of w waits (thread l at pcs[l]), when they all wait at the
// same one (atOp says which PCs are warp-level operations) and none
// waits at a barrier: the operation can execute, for all of them.
func CollectivePC(w *sim.Warp, pcs *[64]uint32, atOp func(uint32) bool) (uint32, bool) {
	if w.Live == 0 || w.BarWait != 0 {
		return 0, false
	}
	pc := pcs[bits.TrailingZeros64(w.Live)]
	if !atOp(pc) {
		return 0, false
	}
	for live := w.Live; live != 0; live &= live - 1 {
		if pcs[bits.TrailingZeros64(live)] != pc {
			return 0, false
		}
	}
	return pc, true
}

// DescribePerThread appends the live threads of w grouped by PC (thread
// l at pcs[l]), and by whether they wait at a warp-level operation the
// warp cannot execute yet (sim.GroupCollective, waiting for the other
// live threads) or can issue (sim.GroupRunning), in PC order: the
// Describe of a mechanism with per-thread PCs and collective warp-level
// operations (mimd).
func DescribePerThread(w *sim.Warp, pcs *[64]uint32, atOp func(uint32) bool, dst []sim.ThreadGroup) []sim.ThreadGroup {
	_, ready := CollectivePC(w, pcs, atOp)
	start := len(dst)
	for live := w.Live; live != 0; live &= live - 1 {
		l := bits.TrailingZeros64(live)
		g := sim.ThreadGroup{State: sim.GroupRunning, PC: pcs[l], Mask: 1 << uint(l)}
		if !ready && w.BarWait&g.Mask == 0 && atOp(g.PC) {
			g.State = sim.GroupCollective
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
		if dst[i].State == sim.GroupCollective {
			dst[i].WaitFor = w.Live &^ dst[i].Mask
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
