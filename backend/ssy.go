package backend

// ssy/sync placement for the token-style IPDOM stack (Options.SSY; see
// "IPDOM stack, token style" in the sim/isa documentation).
//
// The reconvergence region of a block R is the set of blocks reachable
// from a potentially divergent branch whose IPDOM is R without passing
// through R. R post-dominates its region, so every thread that enters the
// region leaves it along an edge into R (or exits). Hence:
//
//  1. "ssy R" goes on every edge entering the region from outside (at the
//     end of the source block when it has one successor, else in an edge
//     block), and at the top of the entry block when the region holds it.
//     A loop inside the region is entered once, so a branch in a loop that
//     does not contain R gets its ssy before the loop, as the ISA requires.
//  2. "sync" goes on every edge from the region into R, after the edge's
//     phi copies, so that the reconverged warp continues into R; when every
//     predecessor of R is in the region, one sync at the top of R does,
//     unless an edge into R also enters another region (R ends in a
//     divergent branch): that edge's ssy must follow the sync.
//
// Each thread group that leaves the region executes one sync: the first
// groups pop the DIV entries the region's branches pushed, the last pops
// the region's SYNC entry. Regions must nest (the stack is a stack): two
// regions that overlap without one containing the other (unstructured
// control flow) are an error in this mode; the rpc annotations, which the
// default mode relies on, have no such limit. On one edge, syncs come
// before ssys, and ssys of enclosing regions before those of inner ones.

import (
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

type region struct {
	r    *ir.Block // the reconvergence block
	in   []bool    // by block ID
	size int
	rank int // R's position in reverse post-order, for a stable order
}

// insertSSY adds ssy and sync instructions to mf (before layout).
func insertSSY(mf *mfunc, pdom PostDom) error {
	f := mf.f
	rpo := dom.RPO(f)
	rank := make([]int, f.NumBlocks())
	for i, b := range rpo {
		rank[b.ID] = i
	}
	byR := make(map[*ir.Block]*region)
	var regs []*region
	for _, b := range rpo {
		div := false
		for _, mb := range append([]*mblock{mf.main[b.ID]}, mf.post[b.ID]...) {
			div = div || mb.term == termCBra && mb.divergent
		}
		r := pdom.IDom(b)
		if !div || r == nil || mf.main[r.ID] == nil {
			continue
		}
		rg := byR[r]
		if rg == nil {
			rg = &region{r: r, in: make([]bool, f.NumBlocks()), rank: rank[r.ID]}
			byR[r] = rg
			regs = append(regs, rg)
		}
		stack := []*ir.Block{b}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if x == r || rg.in[x.ID] {
				continue
			}
			rg.in[x.ID] = true
			rg.size++
			stack = append(stack, x.Succs...)
		}
	}
	if len(regs) == 0 {
		return nil
	}
	// Regions must nest.
	for i, a := range regs {
		for _, b := range regs[i+1:] {
			inter, aInB, bInA := false, true, true
			for id := range a.in {
				inter = inter || a.in[id] && b.in[id]
				aInB = aInB && (!a.in[id] || b.in[id])
				bInA = bInA && (!b.in[id] || a.in[id])
			}
			if inter && !aInB && !bInA {
				return ir.Errorf(f.Pos, "%s: ssy/sync placement needs nested reconvergence regions, but the regions reconverging at %s and at %s overlap (use the rpc annotations instead)", f.Name, a.r.Name, b.r.Name)
			}
		}
	}
	sort.SliceStable(regs, func(i, j int) bool {
		if regs[i].size != regs[j].size {
			return regs[i].size > regs[j].size
		}
		return regs[i].rank < regs[j].rank
	})
	// One sync at the top of R does when every predecessor is in R's
	// region, unless an edge into R also enters another region (R ends in
	// a divergent branch of its own): that edge's ssy must come after the
	// sync, so the syncs go on the edges.
	atStart := make([]bool, len(regs))
	for i, rg := range regs {
		atStart[i] = true
		for _, p := range rg.r.Preds {
			if mf.main[p.ID] == nil {
				continue
			}
			if !rg.in[p.ID] {
				atStart[i] = false
			}
			for _, other := range regs {
				if other.in[rg.r.ID] && !other.in[p.ID] {
					atStart[i] = false
				}
			}
		}
	}
	ssy := func(rg *region, pos ir.Pos) minst {
		return minst{in: isa.Inst{Op: isa.OpSSY}, d: noReg, a: noReg, b: noReg, c: noReg, pos: pos, target: mf.main[rg.r.ID]}
	}
	sync := func(pos ir.Pos) minst {
		return minst{in: isa.Inst{Op: isa.OpSync}, d: noReg, a: noReg, b: noReg, c: noReg, pos: pos}
	}

	// Edges, from the blocks that exist now (new edge blocks need no visit).
	var srcs []*mblock
	for _, b := range rpo {
		srcs = append(srcs, mf.main[b.ID])
		srcs = append(srcs, mf.post[b.ID]...)
	}
	for _, m := range srcs {
		x := m.owner
		for k, t := range m.succs {
			y := t.owner
			var ins []minst
			for i, rg := range regs {
				if rg.r == y && rg.in[x.ID] && !atStart[i] {
					ins = append(ins, sync(m.pos))
				}
			}
			for _, rg := range regs {
				if rg.in[y.ID] && !rg.in[x.ID] {
					ins = append(ins, ssy(rg, m.pos))
				}
			}
			switch {
			case len(ins) == 0:
			case t.kind == blockEdge:
				t.insts = append(t.insts, ins...)
			case len(m.succs) == 1:
				m.insts = append(m.insts, ins...)
			default:
				n := &mblock{name: x.Name + ">" + y.Name, owner: y, from: x, kind: blockEdge, term: termBr, pos: m.pos, insts: ins, succs: []*mblock{t}}
				mf.pre[y.ID] = append(mf.pre[y.ID], n)
				m.succs[k] = n
			}
		}
	}
	entry := mf.main[f.Entry().ID]
	var top []minst
	for _, rg := range regs {
		if rg.in[f.Entry().ID] {
			top = append(top, ssy(rg, f.Pos))
		}
	}
	entry.insts = append(top, entry.insts...)
	for i, rg := range regs {
		rb := mf.main[rg.r.ID]
		rb.rpcTarget = true
		if atStart[i] {
			rb.insts = append([]minst{sync(rg.r.Instrs[0].Pos)}, rb.insts...)
		}
	}
	return nil
}
