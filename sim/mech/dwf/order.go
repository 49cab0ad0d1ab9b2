package dwf

import (
	"math/bits"
	"slices"
)

// dwfOrder holds the non-empty PC groups in scheduling order (dwfKey):
// the starving groups first, by their keys, then the others by thread
// count, most first, ties to the lower PC. Those others are kept in
// buckets by thread count rather than in one sorted list: a bit set of
// the counts that some group has (bit t of word t/64) and, for each
// count, the groups with it linked in PC order (dwfGroup.t, prev, next).
// A group's key changes at almost every update that forms it (its thread
// count) and the order holds a dozen groups or more, so moving the group
// by insertion in a sorted list took several steps at each change (2.5
// on the divergent benchmark); here it leaves its bucket and joins
// another, mostly alone in both (reorder takes that case inline). The
// core reads the order from its head, mostly the head only (first, then
// next): the highest count's first group, found from the highest word of
// the set that may hold a count (end).
//
// Starving groups are few (a group starves only after dwfPatience
// issues without one of its threads issuing) and go in a short sorted
// list by insertion. The keys are a strict total order, so the order is
// the sort's whatever the sequence of changes (TestGroupOrder checks it
// against a sort).
type dwfOrder struct {
	starve []dwfKey // the starving groups, in key order
	tbits  []uint64 // bit t: some group not starving has t threads
	end    int      // tbits[end:] are 0
	head   []int32  // head[t]: the group of lowest PC with t threads, or -1
}

// A group's place in dwfOrder (dwfGroup.t): its thread count when in a
// bucket, or one of these.
const (
	unlisted = -2 // not in the order (an empty group)
	inStarve = -1 // in dwfOrder.starve
)

// put places group gi of gs, unlisted, not starving, with t threads.
func (o *dwfOrder) put(gs []dwfGroup, gi int32, t int) {
	g := &gs[gi]
	if g.t != unlisted {
		panic("dwf.reorder: a group is put in the scheduling order twice")
	}
	if t >= len(o.head) {
		n := max(t+1, 2*len(o.head), 64)
		for len(o.head) < n {
			o.head = append(o.head, -1)
		}
		for len(o.tbits) < (n+63)>>6 {
			o.tbits = append(o.tbits, 0)
		}
	}
	g.t = int32(t)
	h := o.head[t]
	if h < 0 {
		o.head[t], g.prev, g.next = gi, -1, -1
		o.tbits[t>>6] |= 1 << uint(t&63)
		o.end = max(o.end, t>>6+1)
		return
	}
	if g.pc < gs[h].pc {
		o.head[t], g.prev, g.next = gi, -1, h
		gs[h].prev = gi
		return
	}
	p := h // the last group of the bucket with a lower PC
	for n := gs[p].next; n >= 0 && gs[n].pc < g.pc; n = gs[n].next {
		p = n
	}
	g.prev, g.next = p, gs[p].next
	if g.next >= 0 {
		gs[g.next].prev = gi
	}
	gs[p].next = gi
}

// putStarving places group gi of gs, unlisted, starving, with key k.
func (o *dwfOrder) putStarving(gs []dwfGroup, gi int32, k dwfKey) {
	if gs[gi].t != unlisted {
		panic("dwf.reorder: a group is put in the scheduling order twice")
	}
	gs[gi].t = inStarve
	s := append(o.starve, k)
	i := len(s) - 1
	for ; i > 0 && k.before(&s[i-1]); i-- {
		s[i] = s[i-1]
	}
	s[i] = k
	o.starve = s
}

// remove takes group gi of gs out of the order, if it is there.
func (o *dwfOrder) remove(gs []dwfGroup, gi int32) {
	g := &gs[gi]
	switch t := g.t; t {
	case unlisted:
		return
	case inStarve:
		i := o.starveAt(gi)
		o.starve = slices.Delete(o.starve, i, i+1)
	default:
		o.unlink(gs, g, t)
	}
	g.t = unlisted
}

// unlink takes group g of gs out of its bucket, that of t threads (g.t);
// small enough to be inlined (reorder's common case).
func (o *dwfOrder) unlink(gs []dwfGroup, g *dwfGroup, t int32) {
	if g.prev >= 0 {
		gs[g.prev].next = g.next
	} else if o.head[t] = g.next; g.next < 0 {
		o.tbits[t>>6] &^= 1 << uint(t&63)
	}
	if g.next >= 0 {
		gs[g.next].prev = g.prev
	}
}

// starveAt returns the index in o.starve of group gi, starving.
func (o *dwfOrder) starveAt(gi int32) int {
	for i := range o.starve {
		if o.starve[i].g == gi {
			return i
		}
	}
	panic("dwf.reorder: a starving group is not among the starving")
}

// first returns the first group in the order, or -1 when it is empty.
func (o *dwfOrder) first() int32 {
	if len(o.starve) > 0 {
		return o.starve[0].g
	}
	if w := o.end - 1; uint(w) < uint(len(o.tbits)) && o.tbits[w] != 0 {
		// Mostly: the highest word that may hold a count holds one.
		return o.head[w<<6|(63-bits.LeadingZeros64(o.tbits[w]))]
	}
	return o.below(o.end << 6)
}

// next returns the group after group gi of gs (listed) in the order, or
// -1.
func (o *dwfOrder) next(gs []dwfGroup, gi int32) int32 {
	switch g := &gs[gi]; {
	case g.t >= 0:
		if g.next >= 0 {
			return g.next
		}
		return o.below(int(g.t))
	case g.t == inStarve:
		if i := o.starveAt(gi) + 1; i < len(o.starve) {
			return o.starve[i].g
		}
		return o.below(o.end << 6)
	}
	panic("dwf.IssueAt: the scheduling order reads a group that is not in it")
}

// below returns the first group of the highest thread count below t
// (t at most end*64), or -1. Read from end*64 down (first), it lowers end
// past the words it finds empty.
func (o *dwfOrder) below(t int) int32 {
	w := t >> 6
	var x uint64
	if w < o.end {
		x = o.tbits[w] & (1<<uint(t&63) - 1)
	}
	for x == 0 {
		if w--; w < 0 {
			if t>>6 >= o.end {
				o.end = 0
			}
			return -1
		}
		x = o.tbits[w]
	}
	if t>>6 >= o.end {
		o.end = w + 1
	}
	return o.head[w<<6|(63-bits.LeadingZeros64(x))]
}
