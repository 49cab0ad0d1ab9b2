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
	"slices"
	"sort"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

type region struct {
	r       *ir.Block // the reconvergence block
	members []int     // block IDs
	rank    int       // R's position in reverse post-order, for a stable order

	parent   int // the smallest region around it (index in sorted order), -1 for none
	pre, end int // its interval in a preorder of the region forest
}

// insertSSY adds ssy and sync instructions to mf (before layout).
//
// The regions are found one reconvergence block at a time (a walk from
// its branches), and checked to nest in one pass: taken from the largest
// to the smallest, each region's blocks must all lie in the same
// smallest region taken so far (its parent), or in none (so two regions
// that overlap without nesting are caught without comparing pairs). A
// block is then in a region exactly when the region is an ancestor of
// the smallest region around the block in the forest of parents, which
// answers every membership question in constant time.
func insertSSY(mf *mfunc, pdom PostDom) error {
	f := mf.f
	rpo := dom.RPO(f)
	nb := f.NumBlocks()
	rank := make([]int, nb)
	for i, b := range rpo {
		rank[b.ID] = i
	}
	// Branch blocks by reconvergence block, regions in order of their
	// first branch.
	byR := make(map[*ir.Block]int)
	var regs []*region
	var branches [][]*ir.Block
	for _, b := range rpo {
		div := mf.main[b.ID].term == termCBra && mf.main[b.ID].divergent
		for _, mb := range mf.post[b.ID] {
			div = div || mb.term == termCBra && mb.divergent
		}
		r := pdom.IDom(b)
		if !div || r == nil || mf.main[r.ID] == nil {
			continue
		}
		k, ok := byR[r]
		if !ok {
			k = len(regs)
			byR[r] = k
			regs = append(regs, &region{r: r, rank: rank[r.ID]})
			branches = append(branches, nil)
		}
		branches[k] = append(branches[k], b)
	}
	if len(regs) == 0 {
		return nil
	}
	mark := make([]int, nb) // region index+1 of the walk that reached the block
	var stack []*ir.Block
	for k, rg := range regs {
		stack = append(stack[:0], branches[k]...)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if x == rg.r || mark[x.ID] == k+1 {
				continue
			}
			mark[x.ID] = k + 1
			rg.members = append(rg.members, x.ID)
			stack = append(stack, x.Succs...)
		}
	}
	order := slices.Clone(regs) // creation order, for the error
	sort.SliceStable(regs, func(i, j int) bool {
		if len(regs[i].members) != len(regs[j].members) {
			return len(regs[i].members) > len(regs[j].members)
		}
		return regs[i].rank < regs[j].rank
	})
	// Regions must nest.
	inner := mark // by block ID: the smallest region around it (sorted index), -1 for none
	for i := range inner {
		inner[i] = -1
	}
	for i, rg := range regs {
		rg.parent = inner[rg.members[0]]
		for _, x := range rg.members {
			if inner[x] != rg.parent {
				return overlapError(f, order)
			}
		}
		for _, x := range rg.members {
			inner[x] = i
		}
	}
	// Preorder intervals of the forest (children after their parent in
	// sorted order, so one pass over it numbers them).
	{
		children := make([][]int, len(regs))
		var roots []int
		for i, rg := range regs {
			if rg.parent < 0 {
				roots = append(roots, i)
			} else {
				children[rg.parent] = append(children[rg.parent], i)
			}
		}
		n := 0
		var walk func(i int)
		walk = func(i int) {
			regs[i].pre = n
			n++
			for _, c := range children[i] {
				walk(c)
			}
			regs[i].end = n
		}
		for _, i := range roots {
			walk(i)
		}
	}
	// in says whether block id lies in region i (sorted index).
	in := func(i int, id int) bool {
		j := inner[id]
		return j >= 0 && regs[i].pre <= regs[j].pre && regs[j].pre < regs[i].end
	}
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
			if !in(i, p.ID) {
				atStart[i] = false
			}
			if j := inner[rg.r.ID]; j >= 0 && !in(j, p.ID) {
				atStart[i] = false // a region holds R but not p
			}
		}
	}
	ssy := func(rg *region, pos ir.Pos) minst { return mf.ssyInst(rg.r, pos) }
	sync := mf.syncInst
	// entering appends an ssy for each region around block y but not
	// around block x (x = -1: none), the outermost first.
	var chain []int
	entering := func(ins []minst, x, y int, pos ir.Pos) []minst {
		chain = chain[:0]
		for j := inner[y]; j >= 0 && (x < 0 || !in(j, x)); j = regs[j].parent {
			chain = append(chain, j)
		}
		for k := len(chain) - 1; k >= 0; k-- {
			ins = append(ins, ssy(regs[chain[k]], pos))
		}
		return ins
	}
	sortedIdx := make([]int, len(order)) // by creation index
	for i, rg := range regs {
		sortedIdx[byR[rg.r]] = i
	}

	placeOnEdges(mf, rpo, func(m *mblock, x, y *ir.Block) []minst {
		var ins []minst
		if kr, ok := byR[y]; ok {
			if i := sortedIdx[kr]; in(i, x.ID) && !atStart[i] {
				ins = append(ins, sync(m.pos))
			}
		}
		return entering(ins, x.ID, y.ID, m.pos)
	})
	entry := mf.main[f.Entry().ID]
	top := entering(nil, -1, f.Entry().ID, f.Pos)
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

// ssyInst is an ssy at pos whose reconvergence point is block r.
func (mf *mfunc) ssyInst(r *ir.Block, pos ir.Pos) minst {
	return minst{in: isa.Inst{Op: isa.OpSSY}, d: noReg, a: noReg, b: noReg, c: noReg, pos: mf.posID(pos), x: mf.newExt(mext{target: mf.main[r.ID]})}
}

// syncInst is a sync at pos.
func (mf *mfunc) syncInst(pos ir.Pos) minst {
	return minst{in: isa.Inst{Op: isa.OpSync}, d: noReg, a: noReg, b: noReg, c: noReg, pos: mf.posID(pos)}
}

// placeOnEdges puts on every edge x -> y of mf's blocks (those that exist
// now: the main and post blocks of rpo) the instructions edge returns for
// it: in the edge's own block, at the end of x's block when the edge is its
// only successor, else in a new edge block owned by y.
func placeOnEdges(mf *mfunc, rpo []*ir.Block, edge func(m *mblock, x, y *ir.Block) []minst) {
	var srcs []*mblock
	for _, b := range rpo {
		srcs = append(srcs, mf.main[b.ID])
		srcs = append(srcs, mf.post[b.ID]...)
	}
	for _, m := range srcs {
		x := m.owner
		for k, t := range m.succs {
			y := t.owner
			ins := edge(m, x, y)
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
}

// overlapError names the first two regions, in order of creation, that
// overlap without one holding the other.
func overlapError(f *ir.Func, regs []*region) error {
	sets := make([]bitset, len(regs))
	for k, rg := range regs {
		sets[k] = newBitset(f.NumBlocks())
		for _, x := range rg.members {
			sets[k].set(x)
		}
	}
	for i, a := range sets {
		for j := i + 1; j < len(sets); j++ {
			b := sets[j]
			inter, aInB, bInA := false, true, true
			for w := range a {
				inter = inter || a[w]&b[w] != 0
				aInB = aInB && a[w]&^b[w] == 0
				bInA = bInA && b[w]&^a[w] == 0
			}
			if inter && !aInB && !bInA {
				return ir.Errorf(f.Pos, "%s: ssy/sync placement needs nested reconvergence regions, but the regions reconverging at %s and at %s overlap (use the rpc annotations instead)", f.Name, regs[i].r.Name, regs[j].r.Name)
			}
		}
	}
	return ir.Errorf(f.Pos, "%s: ssy/sync placement needs nested reconvergence regions", f.Name)
}
