package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
)

// builtinKind groups the builtins that are checked and lowered alike.
type builtinKind uint8

const (
	bGeometry    builtinKind = iota // get_local_id(d) …: one thread-geometry read
	bGlobalID                       // get_global_id(d) = group*size + local
	bGlobalSize                     // get_global_size(d) = groups*size
	bBarrier                        // barrier(flags), work_group_barrier(flags[, scope])
	bFence                          // mem_fence(flags), read_mem_fence, write_mem_fence
	bAtomic                         // atomic_op(p, v)
	bAtomicUnary                    // atomic_inc(p), atomic_dec(p)
	bCmpXchg                        // atomic_cmpxchg(p, cmp, v)
	bSubGroup                       // get_sub_group_local_id() …: a lane/warp register
	bVote                           // sub_group_all(x), sub_group_any(x)
	bBroadcast                      // sub_group_broadcast(x, lane)
)

// builtin is an OpenCL builtin function known to mini-C.
type builtin struct {
	Name   string
	Kind   builtinKind
	Op     ir.Op       // bGeometry, bSubGroup, bVote
	Atomic ir.AtomicOp // bAtomic, bAtomicUnary (the signed variant for min/max)
}

// lookupBuiltin returns the builtin named name, or nil.
func lookupBuiltin(name string) *builtin {
	b := &builtin{Name: name}
	switch name {
	case "get_local_id":
		b.Kind, b.Op = bGeometry, ir.OpThreadID
	case "get_group_id":
		b.Kind, b.Op = bGeometry, ir.OpBlockID
	case "get_local_size":
		b.Kind, b.Op = bGeometry, ir.OpBlockSize
	case "get_num_groups":
		b.Kind, b.Op = bGeometry, ir.OpGridSize
	case "get_global_id":
		b.Kind = bGlobalID
	case "get_global_size":
		b.Kind = bGlobalSize
	case "barrier", "work_group_barrier":
		b.Kind = bBarrier
	case "mem_fence", "read_mem_fence", "write_mem_fence":
		b.Kind = bFence
	case "get_sub_group_local_id":
		b.Kind, b.Op = bSubGroup, ir.OpLaneID
	case "get_sub_group_id":
		b.Kind, b.Op = bSubGroup, ir.OpWarpID
	case "get_sub_group_size", "get_max_sub_group_size":
		b.Kind, b.Op = bSubGroup, ir.OpWarpSize
	case "sub_group_all":
		b.Kind, b.Op = bVote, ir.OpVoteAll
	case "sub_group_any":
		b.Kind, b.Op = bVote, ir.OpVoteAny
	case "sub_group_broadcast":
		b.Kind = bBroadcast
	default:
		op, ok := strings.CutPrefix(name, "atomic_")
		if !ok {
			op, ok = strings.CutPrefix(name, "atom_")
		}
		if !ok {
			return nil
		}
		switch op {
		case "add":
			b.Kind, b.Atomic = bAtomic, ir.AtomicAdd
		case "sub":
			b.Kind, b.Atomic = bAtomic, ir.AtomicSub
		case "xchg":
			b.Kind, b.Atomic = bAtomic, ir.AtomicXchg
		case "min":
			b.Kind, b.Atomic = bAtomic, ir.AtomicMin
		case "max":
			b.Kind, b.Atomic = bAtomic, ir.AtomicMax
		case "and":
			b.Kind, b.Atomic = bAtomic, ir.AtomicAnd
		case "or":
			b.Kind, b.Atomic = bAtomic, ir.AtomicOr
		case "xor":
			b.Kind, b.Atomic = bAtomic, ir.AtomicXor
		case "inc":
			b.Kind, b.Atomic = bAtomicUnary, ir.AtomicInc
		case "dec":
			b.Kind, b.Atomic = bAtomicUnary, ir.AtomicDec
		case "cmpxchg":
			b.Kind = bCmpXchg
		default:
			return nil
		}
	}
	return b
}

// arity returns the smallest and largest number of arguments of b.
func (b *builtin) arity() (int, int) {
	switch b.Kind {
	case bGeometry, bGlobalID, bGlobalSize, bFence, bAtomicUnary, bVote:
		return 1, 1
	case bBarrier:
		if b.Name == "work_group_barrier" {
			return 1, 2
		}
		return 1, 1
	case bAtomic, bBroadcast:
		return 2, 2
	case bCmpXchg:
		return 3, 3
	}
	return 0, 0
}

// checkBuiltin checks a call of builtin b and converts its arguments.
func (c *checker) checkBuiltin(call *Call, b *builtin) *Type {
	lo, hi := b.arity()
	if n := len(call.Args); n < lo || n > hi {
		c.argCountError(call, lo, hi)
		return invalidType()
	}
	for i, a := range call.Args {
		call.Args[i] = c.rvalue(a)
		if typeOf(call.Args[i]).isInvalid() {
			return invalidType()
		}
	}
	switch b.Kind {
	case bGeometry, bGlobalID, bGlobalSize:
		call.Args[0] = c.assignConv(call.Args[0], basic(UInt), "argument")
		cv := constOf(call.Args[0])
		if cv == nil {
			if !typeOf(call.Args[0]).isInvalid() {
				c.errorf(posOf(call.Args[0]), "the dimension argument of %s must be a constant in mini-C", b.Name)
			}
			return invalidType()
		}
		if cv.Int < 0 || cv.Int > 2 {
			c.errorf(posOf(call.Args[0]), "dimension %d of %s is out of range (0, 1 or 2)", cv.Int, b.Name)
			return invalidType()
		}
		return sizeT()
	case bBarrier, bFence:
		call.Args[0] = c.assignConv(call.Args[0], basic(UInt), "argument")
		if len(call.Args) > 1 {
			call.Args[1] = c.assignConv(call.Args[1], basic(Int), "argument")
		}
		if constOf(call.Args[0]) == nil && !typeOf(call.Args[0]).isInvalid() {
			c.errorf(posOf(call.Args[0]), "the flags of %s must be a constant in mini-C", b.Name)
		}
		return basic(Void)
	case bAtomic, bAtomicUnary, bCmpXchg:
		elem := c.atomicPointer(call, b)
		if elem == nil {
			return invalidType()
		}
		for i := 1; i < len(call.Args); i++ {
			call.Args[i] = c.assignConv(call.Args[i], elem, "argument")
		}
		return elem
	case bSubGroup:
		return basic(UInt)
	case bVote:
		x := c.assignConv(call.Args[0], basic(Int), "argument")
		call.Args[0] = c.toBool(x)
		return basic(Int)
	case bBroadcast:
		t := typeOf(call.Args[0])
		if !t.isArithmetic() {
			c.errorf(posOf(call.Args[0]), "sub_group_broadcast needs an arithmetic value, not '%s'", t)
			return invalidType()
		}
		t = promote(t)
		call.Args[0] = c.implicit(call.Args[0], t)
		call.Args[1] = c.assignConv(call.Args[1], basic(UInt), "argument")
		return t
	}
	return invalidType()
}

// atomicPointer checks the pointer argument of an atomic builtin and returns
// the type of the value it operates on.
func (c *checker) atomicPointer(call *Call, b *builtin) *Type {
	p := call.Args[0]
	pt := typeOf(p)
	if !pt.isPointer() {
		c.errorf(posOf(p), "the first argument of %s must be a pointer, not '%s'", b.Name, pt)
		return nil
	}
	elem := pt.Elem
	switch elem.Kind {
	case Int, UInt, Long, ULong:
	case Float:
		if b.Atomic != ir.AtomicXchg {
			c.errorf(posOf(p), "%s needs a pointer to int, uint, long or ulong, not '%s'", b.Name, pt)
			return nil
		}
	default:
		c.errorf(posOf(p), "%s needs a pointer to int, uint, long or ulong, not '%s'", b.Name, pt)
		return nil
	}
	switch elem.Space {
	case ir.SpaceGlobal, ir.SpaceShared, ir.SpaceGeneric:
	default:
		c.errorf(posOf(p), "%s needs a pointer to global or local memory, not '%s'", b.Name, pt)
		return nil
	}
	if elem.Const {
		c.errorf(posOf(p), "%s through a pointer to const '%s'", b.Name, pt)
		return nil
	}
	return elem.unqual()
}
