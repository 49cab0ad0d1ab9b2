package alias

import "github.com/simtc/simtc/ir"

// Index groups the addresses of a function's writes by address space and
// base object, so that a read meets only the writes Basic may say alias it
// instead of all of them (issue 18: the backward slice of the deadlock
// detector asked about every load against every write).
//
// Its answers are Basic's, pair by pair: a write is left out of a read's
// candidates only where Basic.alias answers NoAlias without looking at
// offsets (distinct globals and allocas, an alloca against a kernel
// parameter, a non-escaping alloca against a pointer of unknown origin),
// and every candidate is still checked with Basic.alias, except the writes
// through pointers of unknown origin, which Basic makes alias every read
// of a compatible address space: those come as whole groups (Unknown).
type Index struct {
	c      *Cached
	locs   []Location
	byBase map[ir.Value][]int32
	bases  []ir.Value // globals, allocas and kernel parameters with writes, first-write order
	// unknown holds the writes through pointers of unknown origin, by
	// address space.
	unknown [numSpaces][]int32
}

const numSpaces = int(ir.SpaceConstant) + 1

// NewIndex indexes the write addresses ptrs (the k-th write's address is
// ptrs[k]).
func (c *Cached) NewIndex(ptrs []ir.Value) *Index {
	x := &Index{c: c, locs: make([]Location, len(ptrs)), byBase: make(map[ir.Value][]int32)}
	for k, p := range ptrs {
		l := c.loc(p)
		x.locs[k] = l
		if kindOf(l.Base) == unknown {
			x.unknown[l.Space] = append(x.unknown[l.Space], int32(k))
			continue
		}
		if _, ok := x.byBase[l.Base]; !ok {
			x.bases = append(x.bases, l.Base)
		}
		x.byBase[l.Base] = append(x.byBase[l.Base], int32(k))
	}
	return x
}

// compatible reports whether Basic lets pointers into spaces a and b alias.
func compatible(a, b ir.AddrSpace) bool {
	return a == ir.SpaceGeneric || b == ir.SpaceGeneric || a == b
}

// Unknown returns the writes through pointers of unknown origin into space
// s; they all may alias every read of a compatible space.
func (x *Index) Unknown(s ir.AddrSpace) []int32 { return x.unknown[s] }

// Query reports the writes that may alias a read of address p: it calls
// group with every space whose Unknown writes all may alias it, and write
// with every other write that may alias it (Basic.alias is not NoAlias).
func (x *Index) Query(p ir.Value, group func(s ir.AddrSpace), write func(k int32)) {
	lr := x.c.loc(p)
	kr := kindOf(lr.Base)
	// A write of unknown origin may alias every read of a compatible space
	// but a non-escaping alloca's.
	if kr != alloca || x.c.escapes(lr.Base.(*ir.Instr)) {
		for s := range numSpaces {
			if len(x.unknown[s]) > 0 && compatible(lr.Space, ir.AddrSpace(s)) {
				group(ir.AddrSpace(s))
			}
		}
	}
	check := func(ks []int32) {
		for _, k := range ks {
			if x.c.Basic.alias(lr, x.locs[k], x.c.escapes) != NoAlias {
				write(k)
			}
		}
	}
	if kr == unknown {
		for _, b := range x.bases {
			if kindOf(b) != alloca || x.c.escapes(b.(*ir.Instr)) {
				check(x.byBase[b])
			}
		}
		return
	}
	check(x.byBase[lr.Base])
	if kr == alloca {
		return // distinct from every other global, alloca and parameter
	}
	for _, b := range x.bases {
		if b != lr.Base && kindOf(b) != alloca {
			check(x.byBase[b]) // globals against parameters, parameters against each other
		}
	}
}
