// The per-warp state shared by the mechanisms with a PC per thread and a
// warp PC that the threads at it follow (minpc, tf-sandy): one core, many
// mechanisms; each mechanism only decides where the warp PC goes.

package threadpc

import (
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
)

// threadPCs is a warp's per-thread PCs, its warp PC and the active mask:
// the live lanes at the warp PC that issue together (under minpc, those
// not waiting at a barrier). The mechanisms embed it in their per-warp
// state (minPCWarp, tfSandyWarp).
type threadPCs struct {
	pc     [64]uint32
	warpPC uint32
	active uint64
}

// start puts every thread of w, and the warp PC, at pc, all active.
func (p *threadPCs) start(w *sim.Warp, pc uint32) {
	p.warpPC, p.active = pc, w.Live
	for l := range p.pc {
		p.pc[l] = pc
	}
}

// splits offers the active threads at the warp PC, unless one of them
// waits at a barrier (the barrier suspends the warp).
func (p *threadPCs) splits(w *sim.Warp, dst []sim.Split) []sim.Split {
	if p.active == 0 || p.active&w.BarWait != 0 {
		return dst
	}
	return append(dst, sim.Split{PC: p.warpPC, Mask: p.active})
}

// advance is the common case of a commit (the instruction was sequential,
// see sequential): the threads of mask move on to next together and stay
// the warp PC; the threads of others (mask excluded) waiting at next join
// them. It reports whether any joined (a reconvergence).
func (p *threadPCs) advance(mask, others uint64, next uint32) bool {
	p.warpPC = next
	for mm := mask; mm != 0; mm &= mm - 1 {
		p.pc[bits.TrailingZeros64(mm)] = next
	}
	p.active = mask
	for mm := others &^ mask; mm != 0; mm &= mm - 1 {
		if l := bits.TrailingZeros64(mm); p.pc[l] == next {
			p.active |= 1 << uint(l)
		}
	}
	return p.active != mask
}

// moveLanes sets the PC of each thread of mask to where o sends it.
func (p *threadPCs) moveLanes(mask uint64, o *sim.Outcome) {
	for mm := mask; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		p.pc[l] = o.LanePC(l)
	}
}

// hash mixes the warp PC and the PCs of the lanes into h (HashState).
func (p *threadPCs) hash(lanes uint64, h uint64) uint64 {
	h = sim.Mix(h, uint64(p.warpPC))
	for ; lanes != 0; lanes &= lanes - 1 {
		h = sim.Mix(h, uint64(p.pc[bits.TrailingZeros64(lanes)]))
	}
	return h
}

// sequential reports whether o moved its threads to the next PC and
// changed nothing else a PC-comparing mechanism looks at (no branch, no
// exit, no change of stack pointer).
func sequential(o *sim.Outcome) bool {
	switch o.Kind {
	case sim.OutBranch, sim.OutIndirect, sim.OutCall, sim.OutExit:
		return false
	}
	return o.Exited == 0 && (o.Inst == nil || o.Inst.Op != isa.OpSPAdd)
}

// distinctPCs counts the distinct PCs of the lanes of live.
func distinctPCs(pc *[64]uint32, live uint64) int {
	var seen [64]uint32
	n := 0
	for mm := live; mm != 0; mm &= mm - 1 {
		p := pc[bits.TrailingZeros64(mm)]
		found := false
		for _, q := range seen[:n] {
			if q == p {
				found = true
				break
			}
		}
		if !found {
			seen[n] = p
			n++
		}
	}
	return n
}

// describePCs groups the lanes of live by PC, in PC order: GroupRunning at
// run, GroupPending elsewhere.
func describePCs(pc *[64]uint32, live uint64, run uint32, dst []sim.ThreadGroup) []sim.ThreadGroup {
	start := len(dst)
	for mm := live; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		found := false
		for i := start; i < len(dst); i++ {
			if dst[i].PC == pc[l] {
				dst[i].Mask |= 1 << uint(l)
				found = true
				break
			}
		}
		if !found {
			g := sim.ThreadGroup{State: sim.GroupPending, PC: pc[l], Mask: 1 << uint(l)}
			if pc[l] == run {
				g.State = sim.GroupRunning
			}
			dst = append(dst, g)
		}
	}
	sort.Slice(dst[start:], func(i, j int) bool { return dst[start+i].PC < dst[start+j].PC })
	return dst
}
