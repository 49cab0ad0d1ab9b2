// Package alias answers whether two pointers may refer to overlapping
// memory.
//
// Analysis is the interface the other passes ask (the SIMT-deadlock
// detector pairs the shared reads of a loop's exit conditions with the
// writes that may redefine them; the backward slice follows loads to the
// stores that may feed them), so a better analysis can replace Basic
// without touching them.
//
// Basic is a local, flow-insensitive analysis in the spirit of LLVM's
// BasicAA, reduced to what GPU kernels need:
//
//   - address spaces: pointers into different concrete spaces (global,
//     shared, private, constant) never alias; a generic pointer may alias
//     any of them, unless it is a cast of a pointer into a concrete space,
//     whose space it keeps;
//   - underlying objects: each pointer is traced back through geps,
//     bitcasts and addrspacecasts to its base, and through loads of
//     thread-local variables stored exactly once, in the entry block
//     before any load (StoredOnce: unoptimized code spills each kernel
//     parameter to such an alloca and reloads it at every use; the load
//     is the stored value). Distinct allocas and
//     distinct module globals (shared arrays) never alias each other;
//   - offsets: two pointers off the same global, alloca or kernel
//     parameter at constant byte offsets alias only if the accessed ranges
//     (the pointee types' sizes) overlap, and must-alias at equal offsets;
//   - kernel parameters: two pointer parameters of a kernel may alias
//     unless one of them is noalias (restrict), or Basic.DistinctParams
//     (distinct kernel buffers) is set; a pointer parameter never aliases
//     an alloca or a shared-memory global, nor, with DistinctParams, any
//     module global. Parameters of device functions are not special (they
//     may point anywhere);
//   - escape: a pointer of unknown origin (loaded from memory, a phi, a
//     call result) never aliases an alloca whose address does not escape
//     (is only ever used as an access address, directly or through geps
//     and casts);
//   - everything else may alias.
//
// Offsets are only compared for bases that are fixed for the whole
// execution of the function (globals, parameters, allocas): two accesses
// off one loop-carried pointer at different constant offsets may still
// hit the same memory in different iterations.
package alias

import (
	"github.com/simtc/simtc/ir"
)

// Result is the answer to an alias query.
type Result uint8

// The results.
const (
	// NoAlias: the two accesses never overlap.
	NoAlias Result = iota
	// MayAlias: they may overlap.
	MayAlias
	// MustAlias: they start at the same address.
	MustAlias
)

func (r Result) String() string {
	switch r {
	case NoAlias:
		return "NoAlias"
	case MayAlias:
		return "MayAlias"
	case MustAlias:
		return "MustAlias"
	}
	return "Result(?)"
}

// Analysis answers alias queries. a and b are pointer values; the accesses
// are of the pointee types' sizes.
type Analysis interface {
	Alias(a, b ir.Value) Result
}

// Basic is the default analysis (see the package documentation). It keeps
// no state; its zero value is ready to use and assumes, as the paper does,
// that any two pointer parameters of a kernel may point into the same
// buffer.
//
// With DistinctParams, distinct pointer parameters of a kernel point into
// distinct buffers, and none of them into a module global: kernels are
// launched that way in practice (and simtc run always does). simtc lint
// assumes it by default; --alias conservative turns it off.
type Basic struct {
	DistinctParams bool
}

var _ Analysis = Basic{}

// maxSteps bounds the walk from a pointer to its base.
const maxSteps = 64

// Location is a pointer decomposed into a base and a byte offset.
type Location struct {
	// Base is the value the pointer was derived from by geps, casts and
	// loads of variables stored once (StoredOnce): a
	// *ir.Global, an *ir.Param, an alloca, or another value (a load, a
	// phi, a call result, …) whose target is unknown.
	Base ir.Value
	// Offset is the byte offset from Base; valid when Known.
	Offset int64
	Known  bool
	// Space is the pointer's address space, or, for a generic pointer
	// cast from a concrete space, that space.
	Space ir.AddrSpace
	// Size is the size in bytes of the pointee type (0 when unknown).
	Size int64
	// When !Known (see AffineOf and "Field-sensitive offsets"): the offset
	// is Offset, plus a multiple of Stride (the gcd of the scales of the
	// variable parts whose range is not bounded on both ends; 0 when
	// there is none), plus an amount in [BLo, BHi] (the variable parts
	// bounded on both ends); and it lies in [Min, Max] where MinOK and
	// MaxOK say.
	Stride       int64
	BLo, BHi     int64
	Min, Max     int64
	MinOK, MaxOK bool
}

// Decompose traces p back to its base.
func Decompose(p ir.Value) Location {
	loc := decompose(p)
	if !loc.Known {
		a := AffineOf(p) // the same walk: a.Base is loc.Base
		loc.Offset = a.Const
		loc.Stride, loc.BLo, loc.BHi = a.residue()
		loc.Min, loc.Max, loc.MinOK, loc.MaxOK = a.bounds()
	}
	return loc
}

func decompose(p ir.Value) Location {
	loc := Location{Known: true, Space: spaceOf(p.Type()), Size: ir.SizeOf(ir.Elem(p.Type()))}
	loc.Base = walkBase(p, func(i *ir.Instr, next ir.Value) {
		if i.Op == ir.OpGEP {
			off, ok := gepOffset(i)
			loc.Offset += off
			loc.Known = loc.Known && ok
		}
		if loc.Space == ir.SpaceGeneric {
			loc.Space = spaceOf(next.Type())
		}
	})
	return loc.refine()
}

// walkBase traces p back to its base through casts, geps and loads of
// thread-local variables stored once (StoredOnce, the -O0 spill of a
// kernel parameter), calling step with each instruction passed and the
// value it leads to; Decompose and AffineOf share it.
func walkBase(p ir.Value, step func(i *ir.Instr, next ir.Value)) ir.Value {
	v := p
	for n := 0; n < maxSteps; n++ {
		i, ok := v.(*ir.Instr)
		if !ok {
			break
		}
		var next ir.Value
		switch i.Op {
		case ir.OpBitcast, ir.OpAddrSpaceCast, ir.OpGEP:
			next = i.Args[0]
		case ir.OpLoad:
			w, ok := StoredOnce(i)
			if !ok {
				return v
			}
			next = w
		default:
			return v
		}
		step(i, next)
		v = next
	}
	return v
}

// refine takes the space of the base object when the pointer is generic.
func (l Location) refine() Location {
	if l.Space != ir.SpaceGeneric {
		return l
	}
	switch b := l.Base.(type) {
	case *ir.Global:
		l.Space = b.Space
	case *ir.Instr:
		if b.Op == ir.OpAlloca {
			l.Space = ir.SpacePrivate
		}
	}
	return l
}

// SpaceOf returns the address space p points into: its type's space, or
// for a generic pointer cast from a concrete space (or derived from a
// global or an alloca), that space. It is Decompose(p).Space without the
// offsets, which the space does not depend on: deadlock.Detect asks it of
// every store of a function (issue 33).
func SpaceOf(p ir.Value) ir.AddrSpace {
	s := spaceOf(p.Type())
	if s != ir.SpaceGeneric {
		return s
	}
	base := walkBase(p, func(_ *ir.Instr, next ir.Value) {
		if s == ir.SpaceGeneric {
			s = spaceOf(next.Type())
		}
	})
	return Location{Base: base, Space: s}.refine().Space
}

func spaceOf(t ir.Type) ir.AddrSpace {
	if pt, ok := t.(ir.PtrType); ok {
		return pt.Space
	}
	return ir.SpaceGeneric
}

// gepOffset returns the constant byte offset of a gep, if all its indices
// are constants.
func gepOffset(i *ir.Instr) (int64, bool) {
	pt, ok := i.Args[0].Type().(ir.PtrType)
	if !ok {
		return 0, false
	}
	t := pt.Elem
	var off int64
	for k, a := range i.Args[1:] {
		c, ok := a.(*ir.Const)
		if !ok || c.Undef {
			return 0, false
		}
		if k > 0 {
			at, ok := t.(ir.ArrayType)
			if !ok {
				return 0, false
			}
			t = at.Elem
		}
		off += c.Int * ir.SizeOf(t)
	}
	return off, true
}

// PointerOperand returns the address a memory instruction accesses (load,
// store, atomic, cmpxchg), or nil.
func PointerOperand(i *ir.Instr) ir.Value {
	switch i.Op {
	case ir.OpLoad, ir.OpStore, ir.OpAtomic, ir.OpCmpXchg:
		return i.Args[0]
	}
	return nil
}

// kind classifies a base.
type kind uint8

const (
	unknown kind = iota
	global
	alloca
	kernelParam
)

func kindOf(v ir.Value) kind {
	switch v := v.(type) {
	case *ir.Global:
		return global
	case *ir.Instr:
		if v.Op == ir.OpAlloca {
			return alloca
		}
	case *ir.Param:
		if v.Func != nil && v.Func.Kernel && ir.IsPtr(v.Typ) {
			return kernelParam
		}
	}
	return unknown
}

// Alias implements Analysis.
func (ba Basic) Alias(a, b ir.Value) Result {
	if a == b {
		return MustAlias
	}
	return ba.alias(Decompose(a), Decompose(b), escapes)
}

// alias answers for two decomposed pointers; esc says whether an alloca's
// address escapes.
func (ba Basic) alias(la, lb Location, esc func(*ir.Instr) bool) Result {
	if la.Space != ir.SpaceGeneric && lb.Space != ir.SpaceGeneric && la.Space != lb.Space {
		return NoAlias
	}
	ka, kb := kindOf(la.Base), kindOf(lb.Base)
	if la.Base == lb.Base {
		if !la.Known || !lb.Known {
			if ka != unknown && disjoint(la, lb) {
				return NoAlias
			}
			return MayAlias
		}
		if la.Offset == lb.Offset {
			return MustAlias
		}
		if ka == unknown {
			return MayAlias // the base may differ between executions
		}
		if la.Size > 0 && lb.Size > 0 &&
			(la.Offset+la.Size <= lb.Offset || lb.Offset+lb.Size <= la.Offset) {
			return NoAlias
		}
		return MayAlias
	}
	if ka > kb {
		ka, kb = kb, ka
		la, lb = lb, la
	}
	switch {
	case ka == unknown && kb == alloca:
		// A pointer of unknown origin can reach an alloca only if the
		// alloca's address escaped (CUDA -O0 keeps loop counters in
		// allocas behind generic pointers, next to stores through pointers
		// loaded from memory).
		if esc(lb.Base.(*ir.Instr)) {
			return MayAlias
		}
		return NoAlias
	case ka == unknown:
		return MayAlias
	case (ka == global || ka == alloca) && (kb == global || kb == alloca):
		return NoAlias // distinct objects
	case ka == alloca && kb == kernelParam:
		return NoAlias
	case ka == global && kb == kernelParam:
		if la.Base.(*ir.Global).Space == ir.SpaceShared || ba.DistinctParams {
			return NoAlias
		}
		return MayAlias
	case ka == kernelParam && kb == kernelParam:
		if la.Base.(*ir.Param).NoAlias || lb.Base.(*ir.Param).NoAlias || ba.DistinctParams {
			return NoAlias
		}
	}
	return MayAlias
}

// escapes reports whether the address of alloca a may become known to code
// other than its direct users: whether a, or a pointer derived from it by
// geps and casts, is used other than as the address of a load, store,
// atomic or cmpxchg, or in a compare (e.g. stored as a value, passed to a
// call, merged by a phi or select, converted to an integer).
func escapes(a *ir.Instr) bool {
	seen := map[*ir.Instr]bool{a: true}
	work := []*ir.Instr{a}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range p.Uses() {
			switch u.Op {
			case ir.OpLoad, ir.OpICmp:
				continue
			case ir.OpStore, ir.OpAtomic, ir.OpCmpXchg:
				for _, v := range u.Args[1:] {
					if v == ir.Value(p) {
						return true // the address itself is stored
					}
				}
				continue
			case ir.OpGEP, ir.OpBitcast, ir.OpAddrSpaceCast:
				if u.Args[0] == ir.Value(p) {
					if !seen[u] {
						seen[u] = true
						work = append(work, u)
					}
					continue
				}
			}
			return true
		}
	}
	return false
}

// Cached is Basic with each pointer's decomposition, and each alloca's
// escape, computed once: the SIMT-deadlock detector asks about the same
// pointers for every loop. It gives Basic's answers. It is not safe for
// concurrent use, and must not outlive a change to the function.
type Cached struct {
	Basic Basic
	locs  map[ir.Value]Location
	esc   map[*ir.Instr]bool
}

// NewCached returns an empty cache over b.
func NewCached(b Basic) *Cached {
	return &Cached{Basic: b, locs: make(map[ir.Value]Location), esc: make(map[*ir.Instr]bool)}
}

var _ Analysis = (*Cached)(nil)

// Alias implements Analysis.
func (c *Cached) Alias(a, b ir.Value) Result {
	if a == b {
		return MustAlias
	}
	return c.Basic.alias(c.loc(a), c.loc(b), c.escapes)
}

func (c *Cached) loc(p ir.Value) Location {
	l, ok := c.locs[p]
	if !ok {
		l = Decompose(p)
		c.locs[p] = l
	}
	return l
}

func (c *Cached) escapes(a *ir.Instr) bool {
	e, ok := c.esc[a]
	if !ok {
		e = escapes(a)
		c.esc[a] = e
	}
	return e
}

// disjoint reports whether two accesses off the same fixed base, at least
// one at a variable offset, never overlap (see "Field-sensitive offsets").
func disjoint(la, lb Location) bool {
	if la.Size <= 0 || lb.Size <= 0 {
		return false
	}
	// Offset ranges: [lo, hi] of the start, so the bytes [lo, hi+Size).
	rng := func(l Location) (lo, hi int64, lok, hok bool) {
		if l.Known {
			return l.Offset, l.Offset, true, true
		}
		return l.Min, l.Max, l.MinOK, l.MaxOK
	}
	alo, ahi, alok, ahok := rng(la)
	blo, bhi, blok, bhok := rng(lb)
	if ahok && blok && ahi+la.Size <= blo {
		return true
	}
	if bhok && alok && bhi+lb.Size <= alo {
		return true
	}
	// The start offsets differ by c + x + k·g: c the constants' difference,
	// x in [xlo, xhi] from the bounded parts, g the gcd of both strides.
	// The bytes overlap iff some such difference lies in (-la.Size,
	// lb.Size).
	xlo, xhi := la.BLo-lb.BHi, la.BHi-lb.BLo
	lo, hi := la.Offset-lb.Offset+xlo, la.Offset-lb.Offset+xhi
	g := gcd(la.Stride, lb.Stride)
	if g == 0 {
		return hi <= -la.Size || lo >= lb.Size
	}
	// The smallest k with hi + k·g > -la.Size; then lo + k·g must reach
	// lb.Size for no overlap.
	k := floorDiv(-la.Size-hi, g) + 1
	return lo+k*g >= lb.Size
}

// floorDiv is a/b rounded down (b > 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}
