package deadlock

import (
	"sort"

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
	in   blockSet
}

// Contains reports whether b is in the region.
func (r *Region) Contains(b *ir.Block) bool { return r.in.has(b.ID) }

// blockSet is a set of blocks as a bit set over the range of their IDs: a
// region's blocks are usually numbered close together, so a function with
// many small regions does not hold a function-sized set per region (issue
// 18). IDs outside the range (e.g. blocks added by a later transform) are
// not in the set.
type blockSet struct {
	lo   int
	bits []uint64
}

func newBlockSet(bs []*ir.Block) blockSet {
	if len(bs) == 0 {
		return blockSet{}
	}
	lo, hi := bs[0].ID, bs[0].ID
	for _, b := range bs {
		lo, hi = min(lo, b.ID), max(hi, b.ID)
	}
	s := blockSet{lo: lo, bits: make([]uint64, (hi-lo)/64+1)}
	for _, b := range bs {
		x := b.ID - lo
		s.bits[x>>6] |= 1 << (x & 63)
	}
	return s
}

func (s blockSet) has(id int) bool {
	x := id - s.lo
	return x >= 0 && x < len(s.bits)*64 && s.bits[x>>6]&(1<<(x&63)) != 0
}

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
		Exits: l.Exits, Exiting: l.Exiting, loop: l, in: newBlockSet(l.Blocks),
	}
	return r
}

// spinRegion returns the spin region of the conditional branch ending b:
// the blocks on a path from one of b's successors back to b that does not
// pass b's reconvergence block. It is nil when there is no such path, or
// when the region is one of the loops l, l.Parent, … (whose own analysis
// covers it).
//
// It touches only the blocks it walks (scratch marks stamped per call, the
// region's blocks sorted by layout), so the spin regions of a function cost
// the sum of their walks, not a pass over the function each (issue 18).
func (d *detector) spinRegion(b *ir.Block, l *loops.Loop) *Region {
	n := d.f.NumBlocks()
	if d.fwd == nil {
		d.fwd, d.back = make([]int32, n), make([]int32, n)
	}
	d.gen++
	gen, fwd, back := d.gen, d.fwd, d.back
	rp := d.r.rp[b.ID]
	// fwd: reachable from b's successors without passing rp.
	work := d.work[:0]
	for _, s := range b.Succs {
		if s != rp && fwd[s.ID] != gen {
			fwd[s.ID] = gen
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
			if y != rp && fwd[y.ID] != gen {
				fwd[y.ID] = gen
				work = append(work, y)
			}
		}
	}
	if fwd[b.ID] != gen {
		d.work = work
		return nil
	}
	// back: and from which b is reachable within fwd.
	blocks := []*ir.Block{b}
	back[b.ID] = gen
	work = append(work, b)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range x.Preds {
			if fwd[p.ID] == gen && back[p.ID] != gen {
				back[p.ID] = gen
				blocks = append(blocks, p)
				work = append(work, p)
			}
		}
	}
	d.work = work
	for ; l != nil; l = l.Parent {
		if len(l.Blocks) != len(blocks) {
			continue
		}
		same := true
		for _, x := range l.Blocks {
			if back[x.ID] != gen {
				same = false
				break
			}
		}
		if same {
			return nil
		}
	}
	pos := d.layout()
	rest := blocks[1:]
	sort.Slice(rest, func(i, j int) bool { return pos[rest[i].ID] < pos[rest[j].ID] })
	in := newBlockSet(blocks)
	r := &Region{Header: b, Branch: b, Entries: []*ir.Block{b}, in: in, Blocks: blocks}
	// Exiting edges and latches in layout order (b first when it is laid
	// out first, as a pass over the function would find them).
	ordered := append([]*ir.Block(nil), blocks...)
	sort.Slice(ordered, func(i, j int) bool { return pos[ordered[i].ID] < pos[ordered[j].ID] })
	var exits []*ir.Block
	for _, x := range ordered {
		latch := false
		for k, y := range x.Succs {
			switch {
			case y == b:
				latch = true
			case !in.has(y.ID):
				r.Exiting = append(r.Exiting, loops.Edge{Block: x, Succ: k})
				if back[y.ID] != -gen {
					back[y.ID] = -gen // marks an exit; y is not in the region
					exits = append(exits, y)
				}
			}
		}
		if latch {
			r.Latches = append(r.Latches, x)
		}
	}
	sort.Slice(exits, func(i, j int) bool { return pos[exits[i].ID] < pos[exits[j].ID] })
	r.Exits = exits
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
