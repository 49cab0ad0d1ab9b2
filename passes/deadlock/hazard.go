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
	branches map[*ir.Instr]*branchHazards // by conditional branch or switch
	instrs   map[*ir.Instr]bool           // every instruction of the function
}

type branchHazards struct {
	divergent bool
	spin      map[*ir.Instr]bool // the instructions of its spin region
	barriers  []*ir.Instr        // barriers before its reconvergence point
}

// FindHazards computes the hazards of f under opt's reconvergence rule and
// alias analysis.
func FindHazards(f *ir.Func, opt Options) *Hazards {
	h := &Hazards{branches: make(map[*ir.Instr]*branchHazards), instrs: make(map[*ir.Instr]bool)}
	if len(f.Blocks) == 0 {
		return h
	}
	f.Instrs(func(i *ir.Instr) { h.instrs[i] = true })
	aa := opt.Alias
	if aa == nil {
		aa = alias.Basic{}
	}
	d := &detector{f: f, aa: aa, r: newReconv(f, opt.Reconv)}
	uni := uniform.Analyze(f, uniform.Options{PostDom: rpTree(d.r.rp), Alias: aa})
	for _, b := range f.Blocks {
		if !isCondBranch(b) {
			continue
		}
		bh := &branchHazards{divergent: uni.DivergentBranch(b), spin: make(map[*ir.Instr]bool)}
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
