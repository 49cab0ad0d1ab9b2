package alias

import (
	"cmp"
	"slices"

	"github.com/simtc/simtc/ir"
)

// Index groups the addresses of a function's writes so that a read meets
// only the writes Basic may say alias it, instead of all of them (issue 18:
// the backward slice of the deadlock detector asked about every load
// against every write).
//
// Basic's answer depends only on the two decomposed Locations (and whether
// an alloca escapes), so writes with equal Locations form one group, asked
// about once. Groups are further gathered into hubs by address space: the
// groups whose base is of unknown origin (Unknown), and the groups whose
// base is anything but a non-escaping alloca (Any). Basic makes a read of
// unknown origin alias every group of Any of a compatible space, and a
// read off a global, a kernel parameter or an escaping alloca alias every
// group of Unknown of a compatible space, so those come as whole hubs;
// every other group that may alias a read is checked with Basic.alias.
//
// The groups of global and kernel parameter bases are further split by
// (base, space): Basic answers alike for every group of another base of the
// same space, so one of them is asked; and the groups of the read's own
// base are looked up by offset (see sameBase), so that a read of one
// element of an array with many written elements meets only those it
// overlaps (issue 18).
type Index struct {
	c    *Cached
	locs []Location // by group
	// The writes (indices into the addresses) of group g are
	// members[mstart[g]:mstart[g+1]], in increasing order: one array for
	// all the groups, not one per group (a function may have a group per
	// write, issue 33).
	members []int32
	mstart  []int32
	byLoc   map[Location]int32
	byBase  map[ir.Value][]int32 // groups of a global, alloca or kernel parameter base
	fixed   []fixedSet           // groups of global and kernel parameter bases, by (base, space)
	fixedOf map[fixedKey]int32
	same    map[ir.Value]*sameBase // groups of a global or kernel parameter base, by offset
	hubs    [2 * numSpaces][]int32
	scratch []int32
}

type fixedKey struct {
	base  ir.Value
	space ir.AddrSpace
}

type fixedSet struct {
	key    fixedKey
	groups []int32
}

// sameBase holds the groups of one base: those Basic may make alias
// anything of the base (unknown offset or size), and the others sorted by
// offset (built on the first query).
type sameBase struct {
	any     []int32
	known   []int32
	maxSize int64
	sorted  bool
}

const numSpaces = int(ir.SpaceConstant) + 1

// NewIndex indexes the write addresses ptrs (write k's address is ptrs[k]).
// The tables by group are sized for a group per write, their bound: grown
// by append, a table of many groups was allocated some five times over
// (issue 33).
func (c *Cached) NewIndex(ptrs []ir.Value) *Index {
	x := &Index{c: c, byLoc: make(map[Location]int32, len(ptrs)), byBase: make(map[ir.Value][]int32),
		fixedOf: make(map[fixedKey]int32), same: make(map[ir.Value]*sameBase),
		locs: make([]Location, 0, len(ptrs))}
	gof := make([]int32, len(ptrs)) // by write: its group
	for k, p := range ptrs {
		l := c.loc(p)
		g, ok := x.byLoc[l]
		if !ok {
			g = int32(len(x.locs))
			x.byLoc[l] = g
			x.locs = append(x.locs, l)
			switch kindOf(l.Base) {
			case unknown:
				x.hubs[l.Space] = append(x.hubs[l.Space], g)
				x.hubs[numSpaces+int(l.Space)] = append(x.hubs[numSpaces+int(l.Space)], g)
			case alloca:
				x.byBase[l.Base] = append(x.byBase[l.Base], g)
				if c.escapes(l.Base.(*ir.Instr)) {
					x.hubs[numSpaces+int(l.Space)] = append(x.hubs[numSpaces+int(l.Space)], g)
				}
			default:
				x.byBase[l.Base] = append(x.byBase[l.Base], g)
				x.addFixed(l, g)
				x.hubs[numSpaces+int(l.Space)] = append(x.hubs[numSpaces+int(l.Space)], g)
			}
		}
		gof[k] = g
	}
	// The members by group, in write order (a counting sort).
	x.mstart = make([]int32, len(x.locs)+1)
	for _, g := range gof {
		x.mstart[g+1]++
	}
	for g := range x.locs {
		x.mstart[g+1] += x.mstart[g]
	}
	x.members = make([]int32, len(ptrs))
	fill := slices.Clone(x.mstart[:len(x.locs)])
	for k, g := range gof {
		x.members[fill[g]] = int32(k)
		fill[g]++
	}
	return x
}

func (x *Index) addFixed(l Location, g int32) {
	key := fixedKey{l.Base, l.Space}
	k, ok := x.fixedOf[key]
	if !ok {
		k = int32(len(x.fixed))
		x.fixedOf[key] = k
		x.fixed = append(x.fixed, fixedSet{key: key})
	}
	x.fixed[k].groups = append(x.fixed[k].groups, g)
	sb := x.same[l.Base]
	if sb == nil {
		sb = &sameBase{}
		x.same[l.Base] = sb
	}
	if !l.Known || l.Size <= 0 {
		sb.any = append(sb.any, g)
	} else {
		sb.known = append(sb.known, g)
		sb.maxSize = max(sb.maxSize, l.Size)
	}
}

// NumGroups returns the number of groups; groups are 0..NumGroups()-1 and
// hubs NumGroups()..NumGroups()+NumHubs()-1.
func (x *Index) NumGroups() int { return len(x.locs) }

// NumHubs returns the number of hubs.
func (x *Index) NumHubs() int { return len(x.hubs) }

// Members returns the writes of group g, or the groups of hub g. The
// caller must not modify the slice.
func (x *Index) Members(g int) []int32 {
	if g < len(x.locs) {
		return x.members[x.mstart[g]:x.mstart[g+1]:x.mstart[g+1]]
	}
	return x.hubs[g-len(x.locs)]
}

// compatible reports whether Basic lets pointers into spaces a and b alias.
func compatible(a, b ir.AddrSpace) bool {
	return a == ir.SpaceGeneric || b == ir.SpaceGeneric || a == b
}

// Query calls fn with groups and hubs that together hold exactly the
// writes that may alias a read of address p (Basic's answer is not
// NoAlias), each write at least once.
func (x *Index) Query(p ir.Value, fn func(g int)) {
	lr := x.c.loc(p)
	kr := kindOf(lr.Base)
	n := len(x.locs)
	hub := func(family int) {
		for s := range numSpaces {
			if len(x.hubs[family+s]) > 0 && compatible(lr.Space, ir.AddrSpace(s)) {
				fn(n + family + s)
			}
		}
	}
	check := func(gs []int32) {
		for _, g := range gs {
			if x.c.Basic.alias(lr, x.locs[g], x.c.escapes) != NoAlias {
				fn(int(g))
			}
		}
	}
	if kr == unknown {
		hub(numSpaces) // every base but a non-escaping alloca
		return
	}
	if kr != alloca || x.c.escapes(lr.Base.(*ir.Instr)) {
		hub(0) // the writes of unknown origin
	}
	if kr == alloca {
		check(x.byBase[lr.Base]) // distinct from every other global, alloca and parameter
		return
	}
	// The same base, other globals and parameters, in group order.
	out := x.scratch[:0]
	keep := func(g int32) {
		if x.c.Basic.alias(lr, x.locs[g], x.c.escapes) != NoAlias {
			out = append(out, g)
		}
	}
	for _, fs := range x.fixed {
		if fs.key.base != lr.Base {
			// Basic's answer for another base depends on the bases and
			// spaces only.
			if x.c.Basic.alias(lr, x.locs[fs.groups[0]], x.c.escapes) != NoAlias {
				out = append(out, fs.groups...)
			}
		}
	}
	if sb := x.same[lr.Base]; sb != nil {
		if !lr.Known || lr.Size <= 0 {
			for _, g := range sb.any {
				keep(g)
			}
			for _, g := range sb.known {
				keep(g)
			}
		} else {
			for _, g := range sb.any {
				keep(g)
			}
			// Overlapping [Offset, Offset+Size): an offset in
			// (lr.Offset-maxSize, lr.Offset+lr.Size).
			x.sortKnown(sb)
			lo := lr.Offset - sb.maxSize
			k, _ := slices.BinarySearchFunc(sb.known, lo, func(g int32, off int64) int { return cmp.Compare(x.locs[g].Offset, off) })
			for ; k < len(sb.known) && x.locs[sb.known[k]].Offset < lr.Offset+lr.Size; k++ {
				keep(sb.known[k])
			}
		}
	}
	slices.Sort(out)
	x.scratch = nil // fn may query again
	for _, g := range out {
		fn(int(g))
	}
	x.scratch = out[:0]
}

func (x *Index) sortKnown(sb *sameBase) {
	if !sb.sorted {
		slices.SortStableFunc(sb.known, func(a, b int32) int { return cmp.Compare(x.locs[a].Offset, x.locs[b].Offset) })
		sb.sorted = true
	}
}
