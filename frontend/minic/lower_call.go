package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

func (fl *funcLowerer) call(e *Call) ir.Value {
	if e.Builtin != nil && e.Builtin.Kind.Ordinary() {
		return fl.ordinaryComps(e)[0]
	}
	if e.Builtin != nil {
		return fl.special(e, e.Builtin)
	}
	if e.Printf {
		return fl.printf(e)
	}
	if e.Convert != nil {
		return fl.convertComps(e)[0]
	}
	switch e.VecMem {
	case "vstore":
		fl.vstoreCall(e)
		return nil
	case "async":
		return fl.asyncCopy(e)
	case "wait":
		for _, a := range e.Args {
			fl.discard(a)
		}
		fl.at(e.Pos)
		fl.b.Barrier(ir.MemShared | ir.MemGlobal)
		return nil
	case "prefetch":
		for _, a := range e.Args {
			fl.discard(a)
		}
		return nil
	}
	return fl.callWith(e, nil)
}

// memFlags converts OpenCL fence flags to IR memory flags.
func memFlags(cv *constVal) ir.MemFlags {
	var f ir.MemFlags
	if cv.Int&1 != 0 {
		f |= ir.MemShared
	}
	if cv.Int&2 != 0 {
		f |= ir.MemGlobal
	}
	return f
}

func (fl *funcLowerer) special(e *Call, b *builtin.Builtin) ir.Value {
	switch b.Kind {
	case builtin.WorkItemID, builtin.GlobalID, builtin.GlobalSize:
		dim := int(constOf(e.Args[0]).Int)
		fl.at(e.Pos)
		var v ir.Value
		switch b.Kind {
		case builtin.WorkItemID:
			v = fl.b.Special(b.Op, dim)
		case builtin.GlobalID:
			// group id * group size + local id
			g := fl.b.Special(ir.OpBlockID, dim)
			n := fl.b.Special(ir.OpBlockSize, dim)
			t := fl.b.Special(ir.OpThreadID, dim)
			v = fl.b.Binary(ir.OpAdd, fl.b.Binary(ir.OpMul, g, n), t)
		default:
			g := fl.b.Special(ir.OpGridSize, dim)
			n := fl.b.Special(ir.OpBlockSize, dim)
			v = fl.b.Binary(ir.OpMul, g, n)
		}
		// size_t
		return fl.b.Cast(ir.OpZExt, v, ir.I64)
	case builtin.WorkDim:
		fl.at(e.Pos)
		return fl.b.Special(ir.OpWorkDim, 0)
	case builtin.GlobalOffset:
		// simtc launches have no global offset (clEnqueueNDRangeKernel's
		// global_work_offset is NULL).
		return ir.ConstInt(ir.I64, 0)
	case builtin.LocalLinearID, builtin.GlobalLinearID:
		// (id2 · size1 + id1) · size0 + id0, over local or global ids and
		// sizes (OpenCL 2.0, 6.13.1), in size_t.
		fl.at(e.Pos)
		global := b.Kind == builtin.GlobalLinearID
		wide := func(op ir.Op, d int) ir.Value { return fl.b.Cast(ir.OpZExt, fl.b.Special(op, d), ir.I64) }
		id := func(d int) ir.Value {
			v := wide(ir.OpThreadID, d)
			if global {
				v = fl.b.Binary(ir.OpAdd, fl.b.Binary(ir.OpMul, wide(ir.OpBlockID, d), wide(ir.OpBlockSize, d)), v)
			}
			return v
		}
		size := func(d int) ir.Value {
			v := wide(ir.OpBlockSize, d)
			if global {
				v = fl.b.Binary(ir.OpMul, wide(ir.OpGridSize, d), v)
			}
			return v
		}
		v := id(2)
		v = fl.b.Binary(ir.OpAdd, fl.b.Binary(ir.OpMul, v, size(1)), id(1))
		return fl.b.Binary(ir.OpAdd, fl.b.Binary(ir.OpMul, v, size(0)), id(0))
	case builtin.Barrier:
		fl.at(e.Pos)
		fl.b.Barrier(memFlags(constOf(e.Args[0])))
		return nil
	case builtin.Fence:
		fl.at(e.Pos)
		fl.b.Fence(memFlags(constOf(e.Args[0])))
		return nil
	case builtin.WorkItemFence:
		fl.at(e.Pos)
		fl.b.Fence(memFlags(constOf(e.Args[0])))
		return nil
	case builtin.AtomicLoad, builtin.AtomicStore, builtin.AtomicInit, builtin.CompareExchange, builtin.FlagTestAndSet, builtin.FlagClear:
		return fl.c11Atomic(e, b)
	case builtin.Atomic, builtin.AtomicUnary, builtin.CmpXchg:
		p := fl.rvalue(e.Args[0])
		elem := typeOf(e.Args[0]).Elem
		args := []ir.Value{p}
		vals := e.Args[1:]
		if b.Explicit {
			vals = vals[:1] // the memory order and scope follow
		}
		for _, a := range vals {
			args = append(args, fl.rvalue(a))
		}
		fl.at(e.Pos)
		var i *ir.Instr
		switch b.Kind {
		case builtin.CmpXchg:
			i = fl.b.CmpXchg(p, args[1], args[2])
		case builtin.AtomicUnary:
			i = fl.b.Atomic(b.Atomic, p, ir.ConstInt(irType(elem), 1))
		default:
			op := b.Atomic
			if !elem.isSigned() {
				switch op {
				case ir.AtomicMin:
					op = ir.AtomicUMin
				case ir.AtomicMax:
					op = ir.AtomicUMax
				}
			}
			i = fl.b.Atomic(op, p, args[1])
		}
		i.Volatile = elem.Volatile
		return i
	case builtin.WorkGroup:
		return fl.workGroup(e, b)
	case builtin.SubGroupReg:
		fl.at(e.Pos)
		return fl.b.Special(b.Op, 0)
	case builtin.Vote:
		c := fl.boolValue(e.Args[0])
		fl.at(e.Pos)
		v := fl.b.Vote(b.Op, c)
		return fl.b.Cast(ir.OpZExt, v, ir.I32)
	case builtin.Broadcast:
		v := fl.rvalue(e.Args[0])
		lane := fl.rvalue(e.Args[1])
		fl.at(e.Pos)
		return fl.b.Shuffle(v, lane)
	}
	internal("builtin %s", b.Name)
	return nil
}

// c11Atomic lowers the C11-style atomics that are not a single
// read-modify-write.
func (fl *funcLowerer) c11Atomic(e *Call, b *builtin.Builtin) ir.Value {
	p := fl.rvalue(e.Args[0])
	elem := typeOf(e.Args[0]).Elem
	it := irType(elem.unqual())
	switch b.Kind {
	case builtin.AtomicLoad:
		fl.at(e.Pos)
		return fl.b.Load(p, true)
	case builtin.AtomicInit:
		v := fl.rvalue(e.Args[1])
		fl.at(e.Pos)
		fl.b.Store(p, v, elem.Volatile)
		return nil
	case builtin.AtomicStore:
		v := fl.rvalue(e.Args[1])
		fl.at(e.Pos)
		i := fl.b.Atomic(ir.AtomicXchg, p, v)
		i.Volatile = elem.Volatile
		return nil
	case builtin.FlagClear:
		fl.at(e.Pos)
		i := fl.b.Atomic(ir.AtomicXchg, p, ir.ConstInt(it, 0))
		i.Volatile = elem.Volatile
		return nil
	case builtin.FlagTestAndSet:
		fl.at(e.Pos)
		i := fl.b.Atomic(ir.AtomicXchg, p, ir.ConstInt(it, 1))
		i.Volatile = elem.Volatile
		return fl.b.ICmp(ir.PredNE, i, ir.ConstInt(it, 0))
	}
	// compare_exchange: old = cmpxchg(p, *expected, desired); on failure
	// *expected = old. The store is unconditional: on success it writes
	// the value *expected already holds.
	exp := fl.rvalue(e.Args[1])
	desired := fl.rvalue(e.Args[2])
	fl.at(e.Pos)
	want := fl.b.Load(exp, typeOf(e.Args[1]).Elem.Volatile)
	i := fl.b.CmpXchg(p, want, desired)
	i.Volatile = elem.Volatile
	ok := fl.b.ICmp(ir.PredEQ, i, want)
	fl.b.Store(exp, i, typeOf(e.Args[1]).Elem.Volatile)
	return ok
}

// asyncCopy lowers async_work_group_copy as a loop of the work-item over
// the elements it copies: lid, lid + size, …; the event is 0.
func (fl *funcLowerer) asyncCopy(e *Call) ir.Value {
	dst, src := fl.rvalue(e.Args[0]), fl.rvalue(e.Args[1])
	n := fl.rvalue(e.Args[2])
	fl.discard(e.Args[3])
	elem := typeOf(e.Args[0]).Elem
	fl.at(e.Pos)
	lid := fl.b.Cast(ir.OpZExt, fl.b.Special(ir.OpThreadID, 0), ir.I64)
	size := fl.b.Cast(ir.OpZExt, fl.b.Special(ir.OpBlockSize, 0), ir.I64)
	i := &Var{Name: "async.i", Type: sizeT()}
	fl.ssa.writeVar(i, fl.cur(), lid)
	cond, body, end := fl.newBlock("async.cond"), fl.newBlock("async.body"), fl.newBlock("async.end")
	fl.br(cond)
	fl.setBlock(cond)
	iv := fl.ssa.readVar(i, cond)
	fl.b.CondBr(fl.b.ICmp(ir.PredULT, iv, n), body, end)
	fl.ssa.seal(body)
	fl.setBlock(body)
	d, s := fl.b.GEP(dst, iv), fl.b.GEP(src, iv)
	if elem.isAggregate() {
		fl.copyObj(d, s, elem, false)
	} else {
		fl.b.Store(d, fl.b.Load(s, false), false)
	}
	fl.ssa.writeVar(i, body, fl.b.Binary(ir.OpAdd, iv, size))
	fl.br(cond)
	fl.ssa.seal(cond)
	fl.ssa.seal(end)
	fl.setBlock(end)
	return ir.ConstInt(ir.I32, 0)
}
