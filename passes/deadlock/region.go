package deadlock

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/loops"
)

// Region is the unit Algorithm 1 analyses: a loop of the loop forest, or
// the spin region of a conditional branch (see the package documentation).
// Its slices must not be modified.
type Region struct {
	// Header is the loop's header, or the branch block of a spin region.
	Header *ir.Block
	// Branch is the branch block of a spin region; nil for a loop.
	Branch *ir.Block
	// Blocks are the region's blocks, Header first.
	Blocks []*ir.Block
	// Entries are the blocks whose incoming edges from Latches are back
	// edges: the loop's entries, or the branch block alone.
	Entries []*ir.Block
	// Latches are the blocks of the region with an edge to an entry.
	Latches []*ir.Block
	// Exits are the blocks outside the region with a predecessor in it,
	// Exiting the edges to them; both in layout order.
	Exits   []*ir.Block
	Exiting []loops.Edge

	loop *loops.Loop
	in   []bool // by block ID
}

// Contains reports whether b is in the region.
func (r *Region) Contains(b *ir.Block) bool { return r.in[b.ID] }

// IsEntry reports whether b is one of the region's entries.
func (r *Region) IsEntry(b *ir.Block) bool {
	for _, e := range r.Entries {
		if e == b {
			return true
		}
	}
	return false
}

func loopRegion(f *ir.Func, l *loops.Loop) *Region {
	r := &Region{
		Header: l.Header, Blocks: l.Blocks, Entries: l.Entries, Latches: l.Latches,
		Exits: l.Exits, Exiting: l.Exiting, loop: l, in: make([]bool, f.NumBlocks()),
	}
	for _, b := range l.Blocks {
		r.in[b.ID] = true
	}
	return r
}

// spinRegion returns the spin region of the conditional branch ending b:
// the blocks on a path from one of b's successors back to b that does not
// pass b's reconvergence block. It is nil when there is no such path.
func (d *detector) spinRegion(b *ir.Block) *Region {
	n := d.f.NumBlocks()
	rp := d.r.rp[b.ID]
	fwd := make([]bool, n) // reachable from b's successors without passing rp
	var work []*ir.Block
	for _, s := range b.Succs {
		if s != rp && !fwd[s.ID] {
			fwd[s.ID] = true
			work = append(work, s)
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			continue
		}
		for _, y := range x.Succs {
			if y != rp && !fwd[y.ID] {
				fwd[y.ID] = true
				work = append(work, y)
			}
		}
	}
	if !fwd[b.ID] {
		return nil
	}
	in := make([]bool, n) // and from which b is reachable within fwd
	in[b.ID] = true
	work = append(work, b)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range x.Preds {
			if fwd[p.ID] && !in[p.ID] {
				in[p.ID] = true
				work = append(work, p)
			}
		}
	}
	r := &Region{Header: b, Branch: b, Entries: []*ir.Block{b}, in: in}
	r.Blocks = append(r.Blocks, b)
	exit := make([]bool, n)
	for _, x := range d.f.Blocks {
		if !in[x.ID] {
			continue
		}
		if x != b {
			r.Blocks = append(r.Blocks, x)
		}
		latch := false
		for k, y := range x.Succs {
			switch {
			case y == b:
				latch = true
			case !in[y.ID]:
				r.Exiting = append(r.Exiting, loops.Edge{Block: x, Succ: k})
				exit[y.ID] = true
			}
		}
		if latch {
			r.Latches = append(r.Latches, x)
		}
	}
	for _, x := range d.f.Blocks {
		if exit[x.ID] {
			r.Exits = append(r.Exits, x)
		}
	}
	return r
}

// pos is where a finding about r is reported: for a loop, the branch that
// enters it from outside (frontends give it the loop statement's position),
// else the first positioned instruction of the header; for a spin region,
// the spinning branch.
func (r *Region) pos() ir.Pos {
	if r.Branch != nil {
		if t := r.Branch.Terminator(); t != nil && t.Pos.IsKnown() {
			return t.Pos
		}
	} else {
		for _, h := range append([]*ir.Block{r.Header}, r.Entries...) {
			for _, p := range h.Preds {
				if r.Contains(p) {
					continue
				}
				if t := p.Terminator(); t != nil && t.Pos.IsKnown() {
					return t.Pos
				}
			}
		}
	}
	for _, i := range r.Header.Instrs {
		if i.Pos.IsKnown() {
			return i.Pos
		}
	}
	return ir.Pos{}
}
