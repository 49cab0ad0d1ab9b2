package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The special forms are the builtins whose syntax or lowering is mini-C's
// own (the work-item, synchronization, sub-group, atomic and work-group
// functions): the catalogue (ir/builtin) names them and gives their data
// (the register, the atomic operation, the number of arguments); this file
// checks their calls and lower_call.go lowers them.

// implemented reports whether mini-C implements the special forms of kind
// k; the other special forms of the catalogue (get_work_dim …) are unknown
// functions to it.
func implemented(k builtin.Kind) bool {
	switch k {
	case builtin.WorkItemID, builtin.GlobalID, builtin.GlobalSize, builtin.LocalLinearID, builtin.GlobalLinearID, builtin.GlobalOffset, builtin.WorkDim,
		builtin.Barrier, builtin.Fence, builtin.WorkItemFence,
		builtin.SubGroupReg, builtin.Vote, builtin.Broadcast, builtin.Atomic, builtin.AtomicUnary, builtin.CmpXchg,
		builtin.AtomicLoad, builtin.AtomicStore, builtin.AtomicInit, builtin.CompareExchange, builtin.FlagTestAndSet,
		builtin.FlagClear, builtin.WorkGroup:
		return true
	}
	return false
}

// special returns the special form named name that mini-C implements, or
// nil.
func (c *checker) special(name string) *builtin.Builtin {
	r := c.cat.Lookup(name)
	if r == nil || !implemented(r.Kind) {
		return nil
	}
	return r
}

// checkBuiltin checks a call of builtin b and converts its arguments.
func (c *checker) checkBuiltin(call *Call, b *builtin.Builtin) *Type {
	lo, hi := b.MinArgs, b.MaxArgs
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
	case builtin.WorkItemID, builtin.GlobalID, builtin.GlobalSize, builtin.GlobalOffset:
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
	case builtin.LocalLinearID, builtin.GlobalLinearID:
		return sizeT()
	case builtin.WorkDim:
		return basic(UInt)
	case builtin.Barrier, builtin.Fence:
		call.Args[0] = c.assignConv(call.Args[0], basic(UInt), "argument")
		if len(call.Args) > 1 {
			call.Args[1] = c.assignConv(call.Args[1], basic(Int), "argument")
		}
		if constOf(call.Args[0]) == nil && !typeOf(call.Args[0]).isInvalid() {
			c.errorf(posOf(call.Args[0]), "the flags of %s must be a constant in mini-C", b.Name)
		}
		return basic(Void)
	case builtin.WorkItemFence:
		if !c.constArgs(call, b, 0) {
			return invalidType()
		}
		return basic(Void)
	case builtin.Atomic, builtin.AtomicUnary, builtin.CmpXchg, builtin.AtomicLoad, builtin.AtomicStore, builtin.AtomicInit,
		builtin.CompareExchange, builtin.FlagTestAndSet, builtin.FlagClear:
		elem := c.atomicPointer(call, b)
		if elem == nil {
			return invalidType()
		}
		nval := len(call.Args)
		if b.Explicit {
			nval = map[builtin.Kind]int{builtin.Atomic: 2, builtin.AtomicLoad: 1, builtin.AtomicStore: 2, builtin.CompareExchange: 3,
				builtin.FlagTestAndSet: 1, builtin.FlagClear: 1}[b.Kind]
			if !c.constArgs(call, b, nval) {
				return invalidType()
			}
		}
		for i := 1; i < nval; i++ {
			if b.Kind == builtin.CompareExchange && i == 1 {
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
		case builtin.AtomicStore, builtin.AtomicInit, builtin.FlagClear:
			return basic(Void)
		case builtin.CompareExchange, builtin.FlagTestAndSet:
			return basic(Bool)
		}
		return elem
	case builtin.WorkGroup:
		return c.workGroupCall(call, b)
	case builtin.SubGroupReg:
		return basic(UInt)
	case builtin.Vote:
		x := c.assignConv(call.Args[0], basic(Int), "argument")
		call.Args[0] = c.toBool(x)
		return basic(Int)
	case builtin.Broadcast:
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
func (c *checker) atomicPointer(call *Call, b *builtin.Builtin) *Type {
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

// constArgs converts the memory order and scope arguments of an atomic
// (from index first on) to int and requires them to be constants.
func (c *checker) constArgs(call *Call, b *builtin.Builtin, first int) bool {
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
