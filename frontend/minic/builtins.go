package minic

import (
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// builtinKind groups the builtins that are checked and lowered alike.
type builtinKind uint8

const (
	bGeometry        builtinKind = iota // get_local_id(d) …: one thread-geometry read
	bGlobalID                           // get_global_id(d) = group*size + local
	bGlobalSize                         // get_global_size(d) = groups*size
	bBarrier                            // barrier(flags), work_group_barrier(flags[, scope])
	bFence                              // mem_fence(flags), read_mem_fence, write_mem_fence
	bAtomic                             // atomic_op(p, v)
	bAtomicUnary                        // atomic_inc(p), atomic_dec(p)
	bCmpXchg                            // atomic_cmpxchg(p, cmp, v)
	bSubGroup                           // get_sub_group_local_id() …: a lane/warp register
	bVote                               // sub_group_all(x), sub_group_any(x)
	bBroadcast                          // sub_group_broadcast(x, lane)
	bAtomicLoad                         // atomic_load(p): a volatile load
	bAtomicStore                        // atomic_store(p, v): an atomic exchange whose result is unused
	bAtomicInit                         // atomic_init(p, v): a plain store
	bCompareExchange                    // atomic_compare_exchange_strong(p, expected, desired)
	bFlagTestAndSet                     // atomic_flag_test_and_set(p): exchange with 1, old != 0
	bFlagClear                          // atomic_flag_clear(p): exchange with 0
	bWorkItemFence                      // atomic_work_item_fence(flags, order, scope)
	bWorkGroup                          // work_group_all, _any, _broadcast, _reduce_OP, _scan_…_OP (workgroup.go)
)

// builtin is an OpenCL builtin function known to mini-C.
type special struct {
	Name     string
	Kind     builtinKind
	Explicit bool            // a C11-style _explicit variant: memory order (and scope) arguments follow
	Op       ir.Op           // bGeometry, bSubGroup, bVote
	Atomic   ir.AtomicOp     // bAtomic, bAtomicUnary (the signed variant for min/max)
	Group    groupFn         // bWorkGroup
	Combine  builtin.Combine // bWorkGroup reductions and scans: add, min or max
}

// lookupBuiltin returns the builtin named name, or nil.
func lookupBuiltin(name string) *special {
	b := &special{Name: name}
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
	case "atomic_work_item_fence":
		b.Kind = bWorkItemFence
	default:
		if wg := workGroupBuiltin(name, b); wg != nil {
			return wg
		}
		if c11 := c11Atomic(name, b); c11 != nil {
			return c11
		}
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
func (b *special) arity() (int, int) {
	switch b.Kind {
	case bGeometry, bGlobalID, bGlobalSize, bFence, bAtomicUnary, bVote:
		return 1, 1
	case bBarrier:
		if b.Name == "work_group_barrier" {
			return 1, 2
		}
		return 1, 1
	case bAtomic, bBroadcast:
		if b.Explicit {
			return 3, 4
		}
		return 2, 2
	case bCmpXchg:
		return 3, 3
	case bWorkGroup:
		if b.Group == gBroadcast {
			return 2, 4
		}
		return 1, 1
	case bWorkItemFence:
		return 3, 3
	case bAtomicLoad, bFlagTestAndSet, bFlagClear:
		if b.Explicit {
			return 2, 3
		}
		return 1, 1
	case bAtomicStore, bAtomicInit:
		if b.Explicit {
			return 3, 4
		}
		return 2, 2
	case bCompareExchange:
		if b.Explicit {
			return 5, 6
		}
		return 3, 3
	}
	return 0, 0
}

// checkBuiltin checks a call of builtin b and converts its arguments.
func (c *checker) checkBuiltin(call *Call, b *special) *Type {
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
	case bWorkItemFence:
		if !c.constArgs(call, b, 0) {
			return invalidType()
		}
		return basic(Void)
	case bAtomic, bAtomicUnary, bCmpXchg, bAtomicLoad, bAtomicStore, bAtomicInit, bCompareExchange, bFlagTestAndSet, bFlagClear:
		elem := c.atomicPointer(call, b)
		if elem == nil {
			return invalidType()
		}
		nval := len(call.Args)
		if b.Explicit {
			nval = map[builtinKind]int{bAtomic: 2, bAtomicLoad: 1, bAtomicStore: 2, bCompareExchange: 3,
				bFlagTestAndSet: 1, bFlagClear: 1}[b.Kind]
			if !c.constArgs(call, b, nval) {
				return invalidType()
			}
		}
		for i := 1; i < nval; i++ {
			if b.Kind == bCompareExchange && i == 1 {
				// expected: a pointer to the value, in any space
				et := typeOf(call.Args[1])
				if !et.isPointer() || !sameType(et.Elem.unqual(), elem) || et.Elem.Const {
					c.errorf(posOf(call.Args[1]), "%s needs a pointer to '%s' as expected value, not '%s'", b.Name, elem, et)
					return invalidType()
				}
				continue
			}
			call.Args[i] = c.assignConv(call.Args[i], elem, "argument")
		}
		switch b.Kind {
		case bAtomicStore, bAtomicInit, bFlagClear:
			return basic(Void)
		case bCompareExchange, bFlagTestAndSet:
			return basic(Bool)
		}
		return elem
	case bWorkGroup:
		return c.workGroupCall(call, b)
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
func (c *checker) atomicPointer(call *Call, b *special) *Type {
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

// c11Atomic recognizes the OpenCL 2.0 C11-style atomics: atomic_load,
// atomic_store, atomic_init, atomic_exchange, atomic_fetch_OP,
// atomic_compare_exchange_strong and _weak (the weak form never fails
// spuriously here), atomic_flag_test_and_set and atomic_flag_clear, each
// (but atomic_init) also with _explicit. The memory order and scope
// arguments must be constants; every atomic is sequentially consistent at
// device scope in the simulator, which is at least as strong as asked.
func c11Atomic(name string, b *special) *special {
	base, explicit := strings.CutSuffix(name, "_explicit")
	b.Explicit = explicit
	switch base {
	case "atomic_load":
		b.Kind = bAtomicLoad
	case "atomic_store":
		b.Kind = bAtomicStore
	case "atomic_init":
		if explicit {
			return nil
		}
		b.Kind = bAtomicInit
	case "atomic_exchange":
		b.Kind, b.Atomic = bAtomic, ir.AtomicXchg
	case "atomic_compare_exchange_strong", "atomic_compare_exchange_weak":
		b.Kind = bCompareExchange
	case "atomic_flag_test_and_set":
		b.Kind = bFlagTestAndSet
	case "atomic_flag_clear":
		b.Kind = bFlagClear
	default:
		op, ok := strings.CutPrefix(base, "atomic_fetch_")
		if !ok {
			return nil
		}
		switch op {
		case "add":
			b.Atomic = ir.AtomicAdd
		case "sub":
			b.Atomic = ir.AtomicSub
		case "or":
			b.Atomic = ir.AtomicOr
		case "xor":
			b.Atomic = ir.AtomicXor
		case "and":
			b.Atomic = ir.AtomicAnd
		case "min":
			b.Atomic = ir.AtomicMin
		case "max":
			b.Atomic = ir.AtomicMax
		default:
			return nil
		}
		b.Kind = bAtomic
	}
	return b
}

// constArgs converts the memory order and scope arguments of an atomic
// (from index first on) to int and requires them to be constants.
func (c *checker) constArgs(call *Call, b *special, first int) bool {
	for i := first; i < len(call.Args); i++ {
		call.Args[i] = c.assignConv(call.Args[i], basic(Int), "argument")
		if typeOf(call.Args[i]).isInvalid() {
			return false
		}
		if constOf(call.Args[i]) == nil {
			c.errorf(posOf(call.Args[i]), "the memory order and scope arguments of %s must be constants in mini-C", b.Name)
			return false
		}
	}
	return true
}
