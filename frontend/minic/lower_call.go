package minic

import (
	"github.com/simtc/simtc/ir"
)

func (fl *funcLowerer) call(e *Call) ir.Value {
	if e.Builtin != nil {
		return fl.builtin(e, e.Builtin)
	}
	if e.Math != nil {
		return fl.mathComps(e)[0]
	}
	if e.VecMem == "vstore" {
		fl.vstoreCall(e)
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

func (fl *funcLowerer) builtin(e *Call, b *builtin) ir.Value {
	switch b.Kind {
	case bGeometry, bGlobalID, bGlobalSize:
		dim := int(constOf(e.Args[0]).Int)
		fl.at(e.Pos)
		var v ir.Value
		switch b.Kind {
		case bGeometry:
			v = fl.b.Special(b.Op, dim)
		case bGlobalID:
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
	case bBarrier:
		fl.at(e.Pos)
		fl.b.Barrier(memFlags(constOf(e.Args[0])))
		return nil
	case bFence:
		fl.at(e.Pos)
		fl.b.Fence(memFlags(constOf(e.Args[0])))
		return nil
	case bAtomic, bAtomicUnary, bCmpXchg:
		p := fl.rvalue(e.Args[0])
		elem := typeOf(e.Args[0]).Elem
		args := []ir.Value{p}
		for _, a := range e.Args[1:] {
			args = append(args, fl.rvalue(a))
		}
		fl.at(e.Pos)
		var i *ir.Instr
		switch b.Kind {
		case bCmpXchg:
			i = fl.b.CmpXchg(p, args[1], args[2])
		case bAtomicUnary:
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
	case bSubGroup:
		fl.at(e.Pos)
		return fl.b.Special(b.Op, 0)
	case bVote:
		c := fl.boolValue(e.Args[0])
		fl.at(e.Pos)
		v := fl.b.Vote(b.Op, c)
		return fl.b.Cast(ir.OpZExt, v, ir.I32)
	case bBroadcast:
		v := fl.rvalue(e.Args[0])
		lane := fl.rvalue(e.Args[1])
		fl.at(e.Pos)
		return fl.b.Shuffle(v, lane)
	}
	internal("builtin %s", b.Name)
	return nil
}
