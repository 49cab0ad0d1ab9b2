// The per-warp state shared by the mechanisms with a PC per thread and a
// warp PC that the threads at it follow (minpc, tf-sandy): one core, many
// mechanisms; each mechanism only decides where the warp PC goes.

package threadpc

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mech/mechutil"
)

// threadPCs is a warp's per-thread PCs, its warp PC and the active mask:
// the live lanes at the warp PC that issue together (under minpc, those
// not waiting at a barrier). The mechanisms embed it in their per-warp
// state (minPCWarp, tfSandyWarp).
//
// On flat code (see flatCode) the warp also keeps its live threads
// grouped by PC in ascending PC order (sets, a ready list as its keeps):
// every thread then has the same stack pointer, so the lowest (SP, PC) is
// the first set's PC, and the mechanisms find the warp PC, the active
// mask and the distinct PCs from the few sets instead of scanning the
// warp's threads at every issue; a commit moves only the issued threads
// between sets. Elsewhere (calls, or no code to look at) sets is nil and
// the mechanisms scan the threads' (SP, PC) as the papers state.
type threadPCs struct {
	pc     [64]uint32
	warpPC uint32
	active uint64
	sets   []pcSet // flat code only: the live threads by PC, ascending
}

// pcSet is the live threads of a warp at one PC.
type pcSet struct {
	pc   uint32
	mask uint64
}

// flatCode reports whether every thread of a warp running obj's code
// keeps the stack pointer it starts with, the same for all: the code has
// no call, ret or spadd (the only instructions that change a thread's
// SP). Without code it cannot tell (false).
func flatCode(obj *isa.Object) bool {
	if obj == nil {
		return false
	}
	for i := range obj.Code {
		switch obj.Code[i].Op {
		case isa.OpCall, isa.OpRet, isa.OpSPAdd:
			return false
		}
	}
	return true
}

// start puts every thread of w, and the warp PC, at pc, all active; with
// sets (flat code) they form one set.
func (p *threadPCs) start(w *sim.Warp, pc uint32, sets bool) {
	p.warpPC, p.active = pc, w.Live
	for l := range p.pc {
		p.pc[l] = pc
	}
	if sets {
		p.sets = make([]pcSet, 0, 4)
		if w.Live != 0 {
			p.sets = append(p.sets, pcSet{pc: pc, mask: w.Live})
		}
	}
}

// find returns the index of the set at pc, or where it goes.
func (p *threadPCs) find(pc uint32) (int, bool) {
	for i := range p.sets {
		if q := p.sets[i].pc; q >= pc {
			return i, q == pc
		}
	}
	return len(p.sets), false
}

// leave removes the threads of mask, all at pc, from their set.
func (p *threadPCs) leave(mask uint64, pc uint32) {
	i, ok := p.find(pc)
	if !ok || p.sets[i].mask&mask != mask {
		panic(fmt.Sprintf("threadpc: threads %#x are not all in the set of pc %#x", mask, pc))
	}
	if p.sets[i].mask &^= mask; p.sets[i].mask == 0 {
		p.sets = append(p.sets[:i], p.sets[i+1:]...)
	}
}

// join adds the threads of mask to the set at pc and returns its mask.
func (p *threadPCs) join(mask uint64, pc uint32) uint64 {
	i, ok := p.find(pc)
	if ok {
		p.sets[i].mask |= mask
		return p.sets[i].mask
	}
	p.sets = append(p.sets, pcSet{})
	copy(p.sets[i+1:], p.sets[i:])
	p.sets[i] = pcSet{pc: pc, mask: mask}
	return mask
}

// step moves the threads of mask from the set at from to that at next,
// the next instruction's PC, and returns the mask of that set: leave
// and join, except that (next being from+InstSize) no set lies between
// them, so the set
// at from is relabelled in place when all of it moves and none is at
// next (the common case of a warp that does not diverge).
func (p *threadPCs) step(mask uint64, from, next uint32) uint64 {
	i, ok := p.find(from)
	if !ok || next != from+isa.InstSize || p.sets[i].mask&mask != mask {
		p.leave(mask, from)
		return p.join(mask, next)
	}
	g := &p.sets[i]
	if i+1 < len(p.sets) && p.sets[i+1].pc == next {
		h := &p.sets[i+1]
		h.mask |= mask
		if g.mask &^= mask; g.mask == 0 {
			p.sets = append(p.sets[:i], p.sets[i+1:]...)
			return p.sets[i].mask
		}
		return h.mask
	}
	if g.mask == mask {
		g.pc = next
		return mask
	}
	g.mask &^= mask
	p.sets = append(p.sets, pcSet{})
	copy(p.sets[i+2:], p.sets[i+1:])
	p.sets[i+1] = pcSet{pc: next, mask: mask}
	return mask
}

// at returns the threads of the set at pc (flat code).
func (p *threadPCs) at(pc uint32) uint64 {
	if i, ok := p.find(pc); ok {
		return p.sets[i].mask
	}
	return 0
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
	from := p.warpPC
	p.warpPC = next
	for mm := mask; mm != 0; mm &= mm - 1 {
		p.pc[bits.TrailingZeros64(mm)] = next
	}
	p.active = mask
	if p.sets != nil {
		p.active |= p.step(mask, from, next) & others
		return p.active != mask
	}
	for mm := others &^ mask; mm != 0; mm &= mm - 1 {
		if l := bits.TrailingZeros64(mm); p.pc[l] == next {
			p.active |= 1 << uint(l)
		}
	}
	return p.active != mask
}

// moveLanes sets the PC of each thread of mask (the split issued at
// o.PC) to where o sends it; with sets, the threads leave the set of o.PC
// for those of their new PCs, except those that exited.
func (p *threadPCs) moveLanes(mask uint64, o *sim.Outcome) {
	for mm := mask; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros64(mm)
		p.pc[l] = o.LanePC(l)
	}
	if p.sets == nil {
		return
	}
	p.leave(mask, o.PC)
	live := mask &^ o.Exited
	switch o.Kind {
	case sim.OutBranch:
		if t := live & o.Taken; t != 0 {
			p.join(t, o.Target)
		}
		if f := live &^ o.Taken; f != 0 {
			p.join(f, o.Next)
		}
	case sim.OutIndirect:
		for rest := live; rest != 0; {
			same, pc := mechutil.SamePC(&p.pc, rest)
			rest &^= same
			p.join(same, pc)
		}
	default: // every thread at the same PC (o.LanePC)
		if live != 0 {
			p.join(live, p.pc[bits.TrailingZeros64(live)])
		}
	}
}

// distinct counts the distinct PCs of the live threads, from the sets
// when there are (distinctPCs otherwise).
func (p *threadPCs) distinct(live uint64) int {
	if p.sets == nil {
		return distinctPCs(&p.pc, live)
	}
	n := 0
	for i := range p.sets {
		if p.sets[i].mask&live != 0 {
			n++
		}
	}
	return n
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
