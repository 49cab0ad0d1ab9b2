package backend

// Instruction selection: IR instructions to machine instructions over
// virtual registers, one IR block at a time in reverse post-order (so every
// definition is lowered before its uses, phis aside).

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// addrForm is an address in [base+off] form.
type addrForm struct {
	base vreg
	off  int64
}

// lowerer lowers one function.
type lowerer struct {
	c    *compiler
	f    *ir.Func
	mf   *mfunc
	pdom PostDom
	cur  *mblock
	pos  ir.Pos
	pid  int32 // pos in mf.poss
	err  error

	vals   []vreg           // by instruction ID
	folded map[int]addrForm // geps folded into their one memory use
	allocs map[int]int64    // alloca ID → offset (in the static frame, or from fp)
	// printfBufs: printf ID → offset of its argument buffer, as allocs.
	printfBufs map[int]int64
	params     []vreg
	fp         vreg // device functions: the frame pointer (sp after the prologue)
	order      []*ir.Block
	pdepth     []int32 // by block ID: depth in the post-dominator tree, 0 unknown (reconvOf)
}

// setPos makes p the position of the instructions emitted next.
func (l *lowerer) setPos(p ir.Pos) {
	l.pos = p
	l.pid = l.mf.posID(p)
}

func (l *lowerer) errorf(pos ir.Pos, format string, args ...any) {
	if l.err == nil {
		if pos.File == "" && pos.Line > 0 {
			pos.File = l.f.Module.File
		}
		l.err = ir.Errorf(pos, "%s: %s", l.f.Name, fmt.Sprintf(format, args...))
	}
}

// emit appends an instruction to the current block.
func (l *lowerer) emit(in isa.Inst, d, a, b, c vreg) {
	l.cur.add(minst{in: in, d: d, a: a, b: b, c: c, pos: l.pid})
}

func (l *lowerer) emitImm(in isa.Inst, d, a, b vreg, imm int64) {
	in.Flags |= isa.FlagImm
	in.Imm = imm
	l.emit(in, d, a, b, noReg)
}

// copyReg emits "mov.i64 d, s".
func (l *lowerer) copyReg(d, s vreg) {
	l.cur.add(minst{in: isa.Inst{Op: isa.OpMov, Type: isa.I64}, d: d, a: s, b: noReg, c: noReg, pos: l.pid, isCopy: true})
}

// regType is the ALU type that holds values of t in a register.
func regType(t ir.Type) (isa.Type, bool) {
	switch t := t.(type) {
	case ir.IntType:
		if t.Bits <= 32 {
			return isa.I32, true
		}
		return isa.I64, true
	case ir.FloatType:
		if t.Bits == 32 {
			return isa.F32, true
		}
		return isa.F64, true
	case ir.PtrType:
		return isa.I64, true
	}
	return isa.TypeNone, false
}

// memType is the memory access type of values of t.
func memType(t ir.Type) (isa.Type, bool) {
	switch t := t.(type) {
	case ir.IntType:
		switch t.Bits {
		case 1, 8:
			return isa.I8, true
		case 16:
			return isa.I16, true
		case 32:
			return isa.I32, true
		case 64:
			return isa.I64, true
		}
	case ir.FloatType:
		if t.Bits == 32 {
			return isa.F32, true
		}
		return isa.F64, true
	case ir.PtrType:
		return isa.I64, true
	}
	return isa.TypeNone, false
}

// narrowType is the isa type naming an integer width for sext, zext, trunc.
func narrowType(bits int) isa.Type {
	switch bits {
	case 1:
		return isa.I1
	case 8:
		return isa.I8
	case 16:
		return isa.I16
	case 32:
		return isa.I32
	}
	return isa.I64
}

func spaceOf(s ir.AddrSpace) isa.Space {
	switch s {
	case ir.SpaceGlobal:
		return isa.SpaceGlobal
	case ir.SpaceShared:
		return isa.SpaceShared
	case ir.SpacePrivate:
		return isa.SpacePrivate
	case ir.SpaceConstant:
		return isa.SpaceConst
	}
	return isa.SpaceGeneric
}

// constBits returns the register bits of a defined constant.
func constBits(c *ir.Const) int64 {
	switch t := c.Typ.(type) {
	case ir.FloatType:
		if t.Bits == 32 {
			return int64(math.Float32bits(float32(c.Float)))
		}
		return int64(math.Float64bits(c.Float))
	}
	return c.Int
}

// isZeroBits reports whether c is undef or all-zero bits, so rz can stand for it.
func isZeroBits(c *ir.Const) bool { return c.Undef || constBits(c) == 0 }

// def returns the register of instruction i's result.
func (l *lowerer) def(i *ir.Instr) vreg {
	if v := l.vals[i.ID]; v != noReg {
		return v
	}
	v := l.mf.newReg()
	l.vals[i.ID] = v
	return v
}

// reg returns a register holding v, materializing constants and global
// addresses with instructions in the current block.
func (l *lowerer) reg(v ir.Value) vreg {
	switch v := v.(type) {
	case *ir.Instr:
		if a, ok := l.folded[v.ID]; ok {
			return l.materialize(a)
		}
		if off, ok := l.allocs[v.ID]; ok {
			return l.materialize(l.allocAddr(off))
		}
		r := l.vals[v.ID]
		if r == noReg {
			l.errorf(l.pos, "internal error: %%%d (%s) used before it is lowered", v.ID, v.Op)
			return rzReg
		}
		return r
	case *ir.Param:
		if v.Func != l.f || v.Index >= len(l.params) {
			l.errorf(l.pos, "parameter %%%s of another function", v.Name)
			return rzReg
		}
		return l.params[v.Index]
	case *ir.Const:
		if isZeroBits(v) {
			return rzReg
		}
		t, ok := regType(v.Typ)
		if !ok {
			l.errorf(l.pos, "constant of type %s cannot be in a register", v.Typ)
			return rzReg
		}
		d := l.mf.newReg()
		l.emitImm(isa.Inst{Op: isa.OpMov, Type: t}, d, noReg, noReg, constBits(v))
		return d
	case *ir.Global:
		return l.materialize(l.globalAddr(v))
	}
	l.errorf(l.pos, "unsupported operand %T", v)
	return rzReg
}

// materialize returns a register holding the address a.
func (l *lowerer) materialize(a addrForm) vreg {
	if a.off == 0 {
		return a.base
	}
	d := l.mf.newReg()
	if a.base == rzReg {
		l.emitImm(isa.Inst{Op: isa.OpMov, Type: isa.I64}, d, noReg, noReg, a.off)
	} else {
		l.emitImm(isa.Inst{Op: isa.OpAdd, Type: isa.I64}, d, a.base, noReg, a.off)
	}
	return d
}

func (l *lowerer) globalAddr(g *ir.Global) addrForm {
	if g.Space == ir.SpaceShared {
		return addrForm{base: rzReg, off: int64(l.c.sharedOff[g])}
	}
	idx, ok := l.c.globalIdx[g]
	if !ok {
		l.errorf(l.pos, "global @%s in address space %s is not supported", g.Name, g.Space)
		return addrForm{base: rzReg}
	}
	d := l.mf.newReg()
	l.emit(isa.Inst{Op: isa.OpGAddr, Imm: int64(idx)}, d, noReg, noReg, noReg)
	return addrForm{base: d}
}

func (l *lowerer) allocAddr(off int64) addrForm {
	if l.f.Kernel {
		return addrForm{base: rzReg, off: off}
	}
	return addrForm{base: l.fp, off: off}
}

// addrOf returns the address v in [base+off] form.
func (l *lowerer) addrOf(v ir.Value) addrForm {
	switch v := v.(type) {
	case *ir.Instr:
		if a, ok := l.folded[v.ID]; ok {
			return a
		}
		if off, ok := l.allocs[v.ID]; ok {
			return l.allocAddr(off)
		}
	case *ir.Global:
		return l.globalAddr(v)
	case *ir.Const:
		if !v.Undef {
			return addrForm{base: rzReg, off: v.Int}
		}
	}
	return addrForm{base: l.reg(v)}
}

// operand returns v as the last source operand: an immediate for constants.
func (l *lowerer) operand(v ir.Value) (r vreg, imm int64, isImm bool) {
	if c, ok := v.(*ir.Const); ok {
		if c.Undef {
			return noReg, 0, true
		}
		return noReg, constBits(c), true
	}
	return l.reg(v), 0, false
}

// normalization of narrow integers before an operation that reads their
// high bits.
type normKind uint8

const (
	normNone normKind = iota
	normSigned
	normUnsigned
)

// normReg returns a register holding v sign- or zero-extended to 32 bits
// when v is a narrow integer (i1, i8, i16); other values are returned as is.
func (l *lowerer) normReg(v ir.Value, k normKind) vreg {
	bits := ir.Bits(v.Type())
	if !ir.IsInt(v.Type()) || bits >= 32 || k == normNone || (bits == 1 && k == normUnsigned) {
		return l.reg(v)
	}
	if c, ok := v.(*ir.Const); ok {
		x := normConst(c, k)
		if x == 0 {
			return rzReg
		}
		d := l.mf.newReg()
		l.emitImm(isa.Inst{Op: isa.OpMov, Type: isa.I32}, d, noReg, noReg, x)
		return d
	}
	r := l.reg(v)
	if r == rzReg {
		return r
	}
	d := l.mf.newReg()
	op := isa.OpZExt
	if k == normSigned {
		op = isa.OpSExt
	}
	l.emit(isa.Inst{Op: op, Type: isa.I32, From: narrowType(bits)}, d, r, noReg, noReg)
	return d
}

// normConst returns the value of integer constant c extended as k says.
func normConst(c *ir.Const, k normKind) int64 {
	if c.Undef {
		return 0
	}
	bits := ir.Bits(c.Typ)
	if k == normUnsigned && bits < 64 && ir.IsInt(c.Typ) {
		return c.Int & (1<<uint(bits) - 1)
	}
	if k == normSigned && bits == 1 {
		return -(c.Int & 1)
	}
	return c.Int
}

// normOperand is operand with normalization.
func (l *lowerer) normOperand(v ir.Value, k normKind) (r vreg, imm int64, isImm bool) {
	if c, ok := v.(*ir.Const); ok {
		return noReg, normConst(c, k), true
	}
	return l.normReg(v, k), 0, false
}

var intOps = map[ir.Op]isa.Op{
	ir.OpAdd: isa.OpAdd, ir.OpSub: isa.OpSub, ir.OpMul: isa.OpMul,
	ir.OpSDiv: isa.OpSDiv, ir.OpUDiv: isa.OpUDiv, ir.OpSRem: isa.OpSRem, ir.OpURem: isa.OpURem,
	ir.OpAnd: isa.OpAnd, ir.OpOr: isa.OpOr, ir.OpXor: isa.OpXor,
	ir.OpShl: isa.OpShl, ir.OpLShr: isa.OpLShr, ir.OpAShr: isa.OpAShr,
	ir.OpSMin: isa.OpSMin, ir.OpSMax: isa.OpSMax, ir.OpUMin: isa.OpUMin, ir.OpUMax: isa.OpUMax,
	ir.OpFAdd: isa.OpFAdd, ir.OpFSub: isa.OpFSub, ir.OpFMul: isa.OpFMul, ir.OpFDiv: isa.OpFDiv,
	ir.OpFRem: isa.OpFRem, ir.OpFMin: isa.OpFMin, ir.OpFMax: isa.OpFMax,
	ir.OpFNeg: isa.OpFNeg, ir.OpFAbs: isa.OpFAbs, ir.OpSqrt: isa.OpFSqrt,
}

func commutative(op ir.Op) bool {
	switch op {
	case ir.OpAdd, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpSMin, ir.OpSMax, ir.OpUMin, ir.OpUMax,
		ir.OpFAdd, ir.OpFMul, ir.OpFMin, ir.OpFMax:
		return true
	}
	return false
}

// binNorm says how the operands of an integer operation are normalized
// (first operand, second operand).
func binNorm(op ir.Op) (normKind, normKind) {
	switch op {
	case ir.OpSDiv, ir.OpSRem, ir.OpSMin, ir.OpSMax:
		return normSigned, normSigned
	case ir.OpUDiv, ir.OpURem, ir.OpUMin, ir.OpUMax:
		return normUnsigned, normUnsigned
	case ir.OpAShr:
		return normSigned, normNone
	case ir.OpLShr:
		return normUnsigned, normNone
	}
	return normNone, normNone
}

// pure reports whether an instruction of op can be dropped when unused.
func pure(op ir.Op) bool {
	return op.IsIntBinary() && op != ir.OpSDiv && op != ir.OpUDiv && op != ir.OpSRem && op != ir.OpURem ||
		op.IsFloatBinary() || op.IsFloatUnary() || op.IsCast() || op.IsSpecial() ||
		op == ir.OpICmp || op == ir.OpFCmp || op == ir.OpSelect || op == ir.OpGEP || op == ir.OpAlloca ||
		op == ir.OpMath
}

// lowerInstr lowers one non-phi, non-terminator instruction.
func (l *lowerer) lowerInstr(i *ir.Instr) {
	l.setPos(i.Pos)
	if len(i.Uses()) == 0 && pure(i.Op) && i.Op != ir.OpAlloca {
		return
	}
	switch {
	case i.Op.IsIntBinary():
		l.lowerIntBinary(i)
		return
	case i.Op.IsFloatBinary():
		t, _ := regType(i.Typ)
		x, y := i.Args[0], i.Args[1]
		if _, ok := x.(*ir.Const); ok && commutative(i.Op) {
			x, y = y, x
		}
		a := l.reg(x)
		b, imm, isImm := l.operand(y)
		in := isa.Inst{Op: intOps[i.Op], Type: t}
		if isImm {
			l.emitImm(in, l.def(i), a, noReg, imm)
		} else {
			l.emit(in, l.def(i), a, b, noReg)
		}
		return
	case i.Op.IsFloatUnary():
		t, _ := regType(i.Typ)
		l.emit(isa.Inst{Op: intOps[i.Op], Type: t}, l.def(i), l.reg(i.Args[0]), noReg, noReg)
		return
	case i.Op.IsCast():
		l.lowerCast(i)
		return
	case i.Op.IsSpecial():
		l.lowerSpecial(i)
		return
	}
	switch i.Op {
	case ir.OpMath:
		// math.FN.T d, a[, b[, c]]: ir.MathFn and isa.MathFn are one type (mathfn.Fn).
		t, _ := regType(i.Typ)
		var r [3]vreg
		for n := range r {
			r[n] = noReg
			if n < len(i.Args) {
				r[n] = l.reg(i.Args[n])
			}
		}
		l.emit(isa.Inst{Op: isa.OpMath, Type: t, Math: i.Math}, l.def(i), r[0], r[1], r[2])
	case ir.OpICmp:
		l.lowerICmp(i)
	case ir.OpFCmp:
		t, _ := regType(i.Args[0].Type())
		a := l.reg(i.Args[0])
		b, imm, isImm := l.operand(i.Args[1])
		in := isa.Inst{Op: isa.OpFCmp, Type: t, Cond: isa.Cond(i.Pred)}
		if isImm {
			l.emitImm(in, l.def(i), a, noReg, imm)
		} else {
			l.emit(in, l.def(i), a, b, noReg)
		}
	case ir.OpSelect:
		t, ok := regType(i.Typ)
		if !ok {
			l.errorf(i.Pos, "select of type %s is not supported", i.Typ)
			return
		}
		c := l.reg(i.Args[0])
		x := l.reg(i.Args[1])
		y, imm, isImm := l.operand(i.Args[2])
		in := isa.Inst{Op: isa.OpSelect, Type: t}
		if isImm {
			in.Flags, in.Imm = isa.FlagImm, imm
			l.emit(in, l.def(i), c, x, noReg)
		} else {
			l.emit(in, l.def(i), c, x, y)
		}
	case ir.OpGEP:
		l.lowerGEP(i)
	case ir.OpLoad:
		l.lowerLoad(i)
	case ir.OpStore:
		l.lowerStore(i)
	case ir.OpAtomic, ir.OpCmpXchg:
		l.lowerAtomic(i)
	case ir.OpFence:
		m := isa.MemFlags(i.Flags)
		if m == 0 {
			m = isa.MemShared | isa.MemGlobal
		}
		l.emit(isa.Inst{Op: isa.OpFence, Mem: m}, noReg, noReg, noReg, noReg)
	case ir.OpBarrier:
		l.emit(isa.Inst{Op: isa.OpBar, Mem: isa.MemFlags(i.Flags)}, noReg, noReg, noReg, noReg)
	case ir.OpVoteAll, ir.OpVoteAny, ir.OpBallot:
		op := map[ir.Op]isa.Op{ir.OpVoteAll: isa.OpVoteAll, ir.OpVoteAny: isa.OpVoteAny, ir.OpBallot: isa.OpBallot}[i.Op]
		if len(i.Args) == 2 {
			l.emit(isa.Inst{Op: op, Flags: isa.FlagMask}, l.def(i), l.reg(i.Args[0]), noReg, l.reg(i.Args[1]))
		} else {
			l.emit(isa.Inst{Op: op}, l.def(i), l.reg(i.Args[0]), noReg, noReg)
		}
	case ir.OpShuffle:
		if _, ok := regType(i.Typ); !ok {
			l.errorf(i.Pos, "shuffle of type %s is not supported", i.Typ)
			return
		}
		a := l.reg(i.Args[0])
		b, imm, isImm := l.operand(i.Args[1])
		in, mask := isa.Inst{Op: isa.OpShfl}, noReg
		if len(i.Args) == 3 {
			in.Flags, mask = isa.FlagMask, l.reg(i.Args[2])
		}
		if isImm {
			in.Flags |= isa.FlagImm
			in.Imm = imm
			l.emit(in, l.def(i), a, noReg, mask)
		} else {
			l.emit(in, l.def(i), a, b, mask)
		}
	case ir.OpWarpSync:
		l.emit(isa.Inst{Op: isa.OpWSync}, noReg, l.reg(i.Args[0]), noReg, noReg)
	case ir.OpCall:
		l.lowerCall(i)
	case ir.OpAlloca:
		// Addresses are folded into their uses (see addrOf and reg).
	case ir.OpPrintf:
		l.lowerPrintf(i)
	default:
		l.errorf(i.Pos, "%s is not supported by the backend", i.Op)
	}
}

func (l *lowerer) lowerIntBinary(i *ir.Instr) {
	t, ok := regType(i.Typ)
	if !ok || ir.IsPtr(i.Typ) {
		l.errorf(i.Pos, "%s on %s is not supported", i.Op, i.Typ)
		return
	}
	x, y := i.Args[0], i.Args[1]
	if _, ok := x.(*ir.Const); ok && commutative(i.Op) {
		if _, ok := y.(*ir.Const); !ok {
			x, y = y, x
		}
	}
	kx, ky := binNorm(i.Op)
	a := l.normReg(x, kx)
	b, imm, isImm := l.normOperand(y, ky)
	d := l.def(i)
	bits := ir.Bits(i.Typ)
	fix := bits == 1 && i.Op != ir.OpAnd && i.Op != ir.OpOr && i.Op != ir.OpXor
	res := d
	if fix {
		res = l.mf.newReg()
	}
	in := isa.Inst{Op: intOps[i.Op], Type: t}
	if isImm {
		l.emitImm(in, res, a, noReg, imm)
	} else {
		l.emit(in, res, a, b, noReg)
	}
	if fix {
		l.emit(isa.Inst{Op: isa.OpTrunc, Type: isa.I1, From: isa.I32}, d, res, noReg, noReg)
	}
}

// swapPred returns the predicate p with its operands swapped.
func swapPred(p ir.Pred) ir.Pred {
	switch p {
	case ir.PredUGT:
		return ir.PredULT
	case ir.PredULT:
		return ir.PredUGT
	case ir.PredUGE:
		return ir.PredULE
	case ir.PredULE:
		return ir.PredUGE
	case ir.PredSGT:
		return ir.PredSLT
	case ir.PredSLT:
		return ir.PredSGT
	case ir.PredSGE:
		return ir.PredSLE
	case ir.PredSLE:
		return ir.PredSGE
	}
	return p
}

func (l *lowerer) lowerICmp(i *ir.Instr) {
	x, y := i.Args[0], i.Args[1]
	p := i.Pred
	if _, ok := x.(*ir.Const); ok {
		if _, ok := y.(*ir.Const); !ok {
			x, y, p = y, x, swapPred(p)
		}
	}
	t, ok := regType(x.Type())
	if !ok {
		l.errorf(i.Pos, "icmp on %s is not supported", x.Type())
		return
	}
	k := normUnsigned
	switch p {
	case ir.PredSGT, ir.PredSGE, ir.PredSLT, ir.PredSLE:
		k = normSigned
	}
	a := l.normReg(x, k)
	b, imm, isImm := l.normOperand(y, k)
	in := isa.Inst{Op: isa.OpICmp, Type: t, Cond: isa.Cond(p)}
	if isImm {
		l.emitImm(in, l.def(i), a, noReg, imm)
	} else {
		l.emit(in, l.def(i), a, b, noReg)
	}
}

func (l *lowerer) lowerSpecial(i *ir.Instr) {
	var s isa.SReg
	dim := isa.SReg(i.Dim)
	if i.Dim < 0 || i.Dim > 2 {
		dim = 0
	}
	switch i.Op {
	case ir.OpThreadID:
		s = isa.SRegTidX + dim
	case ir.OpBlockID:
		s = isa.SRegCtaidX + dim
	case ir.OpBlockSize:
		s = isa.SRegNtidX + dim
	case ir.OpGridSize:
		s = isa.SRegNctaidX + dim
	case ir.OpLaneID:
		s = isa.SRegLaneID
	case ir.OpWarpID:
		s = isa.SRegWarpID
	case ir.OpWarpSize:
		s = isa.SRegWarpSize
	case ir.OpWorkDim:
		s = isa.SRegWorkDim
	}
	l.emit(isa.Inst{Op: isa.OpS2R, SReg: s}, l.def(i), noReg, noReg, noReg)
}

// alias makes i's result the register r (a conversion that changes no bits).
func (l *lowerer) alias(i *ir.Instr, r vreg) {
	if l.vals[i.ID] != noReg {
		// Already given a register (cannot happen outside phis); copy.
		l.copyReg(l.vals[i.ID], r)
		return
	}
	l.vals[i.ID] = r
}

func (l *lowerer) conv(op isa.Op, to, from isa.Type, d, a vreg) {
	l.emit(isa.Inst{Op: op, Type: to, From: from}, d, a, noReg, noReg)
}

func (l *lowerer) lowerCast(i *ir.Instr) {
	x := i.Args[0]
	st, dt := x.Type(), i.Typ
	sb, db := ir.Bits(st), ir.Bits(dt)
	if _, ok := regType(dt); !ok {
		l.errorf(i.Pos, "%s to %s is not supported", i.Op, dt)
		return
	}
	if _, ok := regType(st); !ok {
		l.errorf(i.Pos, "%s from %s is not supported", i.Op, st)
		return
	}
	switch i.Op {
	case ir.OpTrunc, ir.OpPtrToInt:
		r := l.reg(x)
		switch {
		case sb <= db:
			l.alias(i, r)
		case db == 1:
			l.conv(isa.OpTrunc, isa.I1, narrowType(max(sb, 32)), l.def(i), r)
		case sb == 64:
			l.conv(isa.OpTrunc, isa.I32, isa.I64, l.def(i), r)
		default: // i32/i16 → i16/i8: the high bits are unspecified anyway
			l.alias(i, r)
		}
	case ir.OpZExt, ir.OpSExt, ir.OpIntToPtr:
		op := isa.OpZExt
		if i.Op == ir.OpSExt {
			op = isa.OpSExt
		}
		r := l.reg(x)
		switch {
		case sb >= db:
			l.alias(i, r)
		case op == isa.OpZExt && sb == 1:
			l.alias(i, r) // i1 is kept exactly 0 or 1
		case r == rzReg:
			l.alias(i, r)
		default:
			to := isa.I32
			if db > 32 {
				to = isa.I64
			}
			l.conv(op, to, narrowType(sb), l.def(i), r)
		}
	case ir.OpFPTrunc:
		l.conv(isa.OpFPTrunc, isa.F32, isa.F64, l.def(i), l.reg(x))
	case ir.OpFPExt:
		l.conv(isa.OpFPExt, isa.F64, isa.F32, l.def(i), l.reg(x))
	case ir.OpFPToSI, ir.OpFPToUI:
		op := isa.OpFPToSI
		if i.Op == ir.OpFPToUI {
			op = isa.OpFPToUI
		}
		from, _ := regType(st)
		to := isa.I32
		if db > 32 {
			to = isa.I64
		}
		if db == 1 {
			t := l.mf.newReg()
			l.conv(op, to, from, t, l.reg(x))
			l.conv(isa.OpTrunc, isa.I1, isa.I32, l.def(i), t)
			return
		}
		l.conv(op, to, from, l.def(i), l.reg(x))
	case ir.OpSIToFP, ir.OpUIToFP:
		op, k := isa.OpSIToFP, normSigned
		if i.Op == ir.OpUIToFP {
			op, k = isa.OpUIToFP, normUnsigned
		}
		to, _ := regType(dt)
		from := isa.I32
		if sb > 32 {
			from = isa.I64
		}
		l.conv(op, to, from, l.def(i), l.normReg(x, k))
	case ir.OpBitcast:
		if sb != db {
			l.errorf(i.Pos, "bitcast from %s to %s changes the size", st, dt)
			return
		}
		l.alias(i, l.reg(x))
	case ir.OpAddrSpaceCast:
		from, to := spaceOf(st.(ir.PtrType).Space), spaceOf(dt.(ir.PtrType).Space)
		r := l.reg(x)
		switch {
		case from == to:
			l.alias(i, r)
		case to == isa.SpaceGeneric:
			l.emit(isa.Inst{Op: isa.OpCvta, Space: from}, l.def(i), r, noReg, noReg)
		case from == isa.SpaceGeneric:
			l.emit(isa.Inst{Op: isa.OpCvtaTo, Space: to}, l.def(i), r, noReg, noReg)
		default:
			t := l.mf.newReg()
			l.emit(isa.Inst{Op: isa.OpCvta, Space: from}, t, r, noReg, noReg)
			l.emit(isa.Inst{Op: isa.OpCvtaTo, Space: to}, l.def(i), t, noReg, noReg)
		}
	default:
		l.errorf(i.Pos, "%s is not supported by the backend", i.Op)
	}
}

// foldable reports whether gep i can be folded into its only use: the
// address of a load, store or atomic in the same block.
func foldable(i *ir.Instr) bool {
	us := i.Uses()
	if len(us) != 1 {
		return false
	}
	u := us[0]
	if u.Block != i.Block || len(u.Args) == 0 || u.Args[0] != ir.Value(i) {
		return false
	}
	switch u.Op {
	case ir.OpLoad, ir.OpAtomic:
		return true
	case ir.OpStore, ir.OpCmpXchg:
		for _, a := range u.Args[1:] {
			if a == ir.Value(i) {
				return false
			}
		}
		return true
	}
	return false
}

func (l *lowerer) lowerGEP(i *ir.Instr) {
	pt, ok := i.Args[0].Type().(ir.PtrType)
	if !ok {
		l.errorf(i.Pos, "gep base is not a pointer")
		return
	}
	a := l.addrOf(i.Args[0])
	elem := pt.Elem
	for k, idx := range i.Args[1:] {
		if k > 0 {
			at, ok := elem.(ir.ArrayType)
			if !ok {
				l.errorf(i.Pos, "gep index %d steps into %s, which is not an array", k, elem)
				return
			}
			elem = at.Elem
		}
		stride := ir.SizeOf(elem)
		if c, ok := idx.(*ir.Const); ok {
			if !c.Undef {
				a.off += c.Int * stride
			}
			continue
		}
		if stride == 0 {
			continue
		}
		r := l.reg(idx)
		if b := ir.Bits(idx.Type()); b < 64 {
			t := l.mf.newReg()
			l.conv(isa.OpSExt, isa.I64, narrowType(b), t, r)
			r = t
		}
		if stride != 1 {
			t := l.mf.newReg()
			if stride&(stride-1) == 0 {
				l.emitImm(isa.Inst{Op: isa.OpShl, Type: isa.I64}, t, r, noReg, int64(bits.TrailingZeros64(uint64(stride))))
			} else {
				l.emitImm(isa.Inst{Op: isa.OpMul, Type: isa.I64}, t, r, noReg, stride)
			}
			r = t
		}
		if a.base == rzReg {
			a.base = r
		} else {
			t := l.mf.newReg()
			l.emit(isa.Inst{Op: isa.OpAdd, Type: isa.I64}, t, a.base, r, noReg)
			a.base = t
		}
	}
	if foldable(i) {
		l.folded[i.ID] = a
		return
	}
	if a.off == 0 {
		l.alias(i, a.base)
		return
	}
	d := l.def(i)
	if a.base == rzReg {
		l.emitImm(isa.Inst{Op: isa.OpMov, Type: isa.I64}, d, noReg, noReg, a.off)
	} else {
		l.emitImm(isa.Inst{Op: isa.OpAdd, Type: isa.I64}, d, a.base, noReg, a.off)
	}
}

// memSpace returns the isa space of the pointer v points into.
func (l *lowerer) memSpace(v ir.Value) (isa.Space, bool) {
	pt, ok := v.Type().(ir.PtrType)
	if !ok {
		l.errorf(l.pos, "memory access through a %s, not a pointer", v.Type())
		return 0, false
	}
	return spaceOf(pt.Space), true
}

func (l *lowerer) lowerLoad(i *ir.Instr) {
	s, ok := l.memSpace(i.Args[0])
	if !ok {
		return
	}
	t, ok := memType(i.Typ)
	if !ok {
		l.errorf(i.Pos, "load of %s is not supported (only scalars and pointers)", i.Typ)
		return
	}
	a := l.addrOf(i.Args[0])
	in := isa.Inst{Op: isa.OpLd, Type: t, Space: s, Imm: a.off}
	if i.Volatile {
		in.Flags |= isa.FlagVolatile
	}
	l.emit(in, l.def(i), a.base, noReg, noReg)
}

func (l *lowerer) lowerStore(i *ir.Instr) {
	s, ok := l.memSpace(i.Args[0])
	if !ok {
		return
	}
	if s == isa.SpaceConst {
		l.errorf(i.Pos, "store to constant memory")
		return
	}
	vt := i.Args[1].Type()
	t, ok := memType(vt)
	if !ok {
		l.errorf(i.Pos, "store of %s is not supported (only scalars and pointers)", vt)
		return
	}
	a := l.addrOf(i.Args[0])
	v := l.reg(i.Args[1])
	in := isa.Inst{Op: isa.OpSt, Type: t, Space: s, Imm: a.off}
	if i.Volatile {
		in.Flags |= isa.FlagVolatile
	}
	l.emit(in, noReg, a.base, v, noReg)
}

func (l *lowerer) lowerAtomic(i *ir.Instr) {
	s, ok := l.memSpace(i.Args[0])
	if !ok {
		return
	}
	switch s {
	case isa.SpaceGlobal, isa.SpaceShared, isa.SpaceGeneric:
	default:
		l.errorf(i.Pos, "%s on %s memory is not supported (only global, shared and generic)", i.Op, s)
		return
	}
	t, ok := regType(i.Typ)
	if !ok || ir.IsPtr(i.Typ) && i.Op == ir.OpAtomic && i.Atomic != ir.AtomicXchg {
		l.errorf(i.Pos, "%s on %s is not supported", i.Op, i.Typ)
		return
	}
	if b := ir.Bits(i.Typ); ir.IsInt(i.Typ) && b < 32 {
		l.errorf(i.Pos, "%s on %s is not supported (atomics need 32 or 64 bits)", i.Op, i.Typ)
		return
	}
	a := l.addrOf(i.Args[0])
	if i.Op == ir.OpCmpXchg {
		if t.IsFloat() {
			l.errorf(i.Pos, "cmpxchg on %s is not supported", i.Typ)
			return
		}
		cmp, nv := l.reg(i.Args[1]), l.reg(i.Args[2])
		l.emit(isa.Inst{Op: isa.OpCas, Type: t, Space: s, Imm: a.off}, l.def(i), a.base, cmp, nv)
		return
	}
	op := isa.AtomOp(i.Atomic)
	if (op == isa.AtomFAdd) != t.IsFloat() {
		l.errorf(i.Pos, "atomic %s on %s is not supported", i.Atomic, i.Typ)
		return
	}
	b := noReg
	if op != isa.AtomInc && op != isa.AtomDec {
		b = l.reg(i.Args[1])
	}
	l.emit(isa.Inst{Op: isa.OpAtom, Type: t, Space: s, Atom: op, Imm: a.off}, l.def(i), a.base, b, noReg)
}

// argArea is the stack bytes a call of fn reserves: 8 per argument, and 8
// for the result.
func argArea(fn *ir.Func) uint32 {
	n := uint32(len(fn.Params)) * 8
	if fn.Ret != nil && fn.Ret != ir.Void {
		n += 8
	}
	return n
}

func (l *lowerer) lowerCall(i *ir.Instr) {
	fn := i.Callee()
	switch {
	case !l.c.opts.NoInline:
		l.errorf(i.Pos, "call of @%s was not inlined", fn.Name)
		return
	case fn == nil || len(fn.Blocks) == 0:
		l.errorf(i.Pos, "call of a function without a body")
		return
	case fn.Kernel:
		l.errorf(i.Pos, "call of kernel @%s is not supported", fn.Name)
		return
	}
	area := argArea(fn)
	if area > 0 {
		l.emit(isa.Inst{Op: isa.OpSPAdd, Imm: -int64(area)}, noReg, noReg, noReg, noReg)
	}
	if len(i.Args) > 0 {
		sp := l.mf.newReg()
		l.emit(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, sp, noReg, noReg, noReg)
		for k, arg := range i.Args {
			t, ok := memType(arg.Type())
			if !ok {
				l.errorf(i.Pos, "argument of type %s is not supported", arg.Type())
				return
			}
			l.emit(isa.Inst{Op: isa.OpSt, Type: t, Space: isa.SpacePrivate, Imm: int64(k) * 8}, noReg, sp, l.reg(arg), noReg)
		}
	}
	l.cur.add(minst{in: isa.Inst{Op: isa.OpCall}, d: noReg, a: noReg, b: noReg, c: noReg, pos: l.pid, x: l.mf.newExt(mext{callee: fn, area: int64(area)})})
	if i.HasResult() {
		t, ok := memType(i.Typ)
		if !ok {
			l.errorf(i.Pos, "result of type %s is not supported", i.Typ)
			return
		}
		sp := l.mf.newReg()
		l.emit(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, sp, noReg, noReg, noReg)
		l.emit(isa.Inst{Op: isa.OpLd, Type: t, Space: isa.SpacePrivate, Imm: int64(len(i.Args)) * 8}, l.def(i), sp, noReg, noReg)
	}
	if area > 0 {
		l.emit(isa.Inst{Op: isa.OpSPAdd, Imm: int64(area)}, noReg, noReg, noReg, noReg)
	}
	l.mf.calls = append(l.mf.calls, callSite{callee: fn, area: area})
}

// lowerPrintf lowers printf @fmt, args… to stores of the arguments into
// the instruction's buffer in the private frame (layoutFrame), 8 bytes
// apart, and printf [buffer], #N, N the object's entry for the format and
// the argument types.
func (l *lowerer) lowerPrintf(i *ir.Instr) {
	g, _ := i.Args[0].(*ir.Global)
	format, ok := ir.PrintfFormat(g)
	if !ok {
		l.errorf(i.Pos, "printf without a constant format")
		return
	}
	args := i.Args[1:]
	if len(args) > isa.MaxPrintfArgs {
		l.errorf(i.Pos, "printf with %d arguments: at most %d", len(args), isa.MaxPrintfArgs)
		return
	}
	p := isa.Printf{Format: format}
	buf := addrForm{base: rzReg}
	if len(args) > 0 {
		buf = l.allocAddr(l.printfBufs[i.ID])
	}
	for k, a := range args {
		t, ok := memType(a.Type())
		if !ok {
			l.errorf(i.Pos, "printf argument of type %s is not supported", a.Type())
			return
		}
		p.Args = append(p.Args, t)
		l.emit(isa.Inst{Op: isa.OpSt, Type: t, Space: isa.SpacePrivate, Imm: buf.off + 8*int64(k)}, noReg, buf.base, l.reg(a), noReg)
	}
	l.emit(isa.Inst{Op: isa.OpPrintf, Imm: int64(l.c.printf(p))}, noReg, l.materialize(buf), noReg, noReg)
}
