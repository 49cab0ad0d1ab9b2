package backend

import (
	"strconv"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/sim/isa"
)

// lowerFunc lowers f to machine blocks over virtual registers. divergent
// says which blocks end in a branch that may diverge; pdom gives the
// reconvergence points.
func (c *compiler) lowerFunc(f *ir.Func, divergent []bool, pdom PostDom) (*mfunc, error) {
	mf := &mfunc{
		f:    f,
		main: make([]*mblock, f.NumBlocks()),
		pre:  make([][]*mblock, f.NumBlocks()),
		post: make([][]*mblock, f.NumBlocks()),
		// A position per instruction and terminator, and the function's.
		poss: make([]mpos, 0, f.NumValues()+f.NumBlocks()+1),
	}
	if c.files == nil {
		c.files = newFileTable()
	}
	mf.files = c.files
	l := &lowerer{
		c:          c,
		f:          f,
		mf:         mf,
		pdom:       pdom,
		vals:       make([]vreg, f.NumValues()),
		folded:     make(map[int]addrForm),
		allocs:     make(map[int]int64),
		printfBufs: make(map[int]int64),
		fp:         noReg,
	}
	mf.fp = noReg
	for i := range l.vals {
		l.vals[i] = noReg
	}
	l.order = dom.RPO(f)
	for _, b := range l.order {
		mf.main[b.ID] = &mblock{name: b.Name, owner: b, kind: blockMain}
	}

	// Phis get their registers first: back edges refer to them before
	// their blocks are lowered.
	for _, b := range l.order {
		for _, phi := range b.Phis() {
			if _, ok := regType(phi.Typ); !ok {
				l.errorf(phi.Pos, "phi of type %s is not supported", phi.Typ)
				continue
			}
			l.def(phi)
		}
	}
	l.layoutFrame()
	l.prologue()

	for _, b := range l.order {
		l.cur = mf.main[b.ID]
		for _, i := range b.Instrs {
			if i.Op == ir.OpPhi || i.Op.IsTerminator() {
				continue
			}
			l.lowerInstr(i)
		}
		l.lowerTerm(b, divergent[b.ID])
		if l.err != nil {
			return nil, l.err
		}
	}
	return mf, l.err
}

// nullGuard is where a kernel's static private frame starts: private
// address 0 is never an alloca's, so a pointer to one is never null.
const nullGuard = 8

// layoutFrame gives every alloca its offset in the function's frame: from
// the null guard in a kernel's static frame, from fp in a device
// function's stack frame. Spill and save slots follow (frame.go).
func (l *lowerer) layoutFrame() {
	var off int64
	if l.f.Kernel {
		off = nullGuard
	}
	l.f.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpPrintf && i.Block != nil && len(i.Args) > 1 {
			// The argument buffer of printf [a], #N: 8 bytes per argument.
			off = (off + 7) &^ 7
			l.printfBufs[i.ID] = off
			off += 8 * int64(len(i.Args)-1)
			return
		}
		if i.Op != ir.OpAlloca || i.Block == nil {
			return
		}
		elem := ir.Elem(i.Typ)
		size := ir.SizeOf(elem) // saturates at MaxInt64
		if size <= 0 {
			size = 1
		}
		if size >= MaxPrivateSize || off >= MaxPrivateSize-size {
			// The object's private size is 32-bit: a larger frame would
			// wrap (issue 34). off and size stay far from overflowing.
			l.errorf(i.Pos, "private variable of %d bytes: the private memory of a thread would exceed %d bytes (4 GiB - 1), the limit of the object format", size, MaxPrivateSize-1)
			return
		}
		a := alignOf(elem)
		off = (off + a - 1) &^ (a - 1)
		l.allocs[i.ID] = off
		off += size
	})
	l.mf.allocaEnd = (off + 7) &^ 7
}

// MaxPrivateSize bounds the private frame of a function (its allocas,
// spill and save slots): below 4 GiB, the object's 32-bit
// Kernel.PrivateSize.
const MaxPrivateSize = 1 << 32

// alignOf is the natural alignment of t: that of its scalar elements.
func alignOf(t ir.Type) int64 {
	for {
		at, ok := t.(ir.ArrayType)
		if !ok {
			break
		}
		t = at.Elem
	}
	a := ir.SizeOf(t)
	switch {
	case a <= 1:
		return 1
	case a >= 8:
		return 8
	}
	return a
}

// prologue loads the parameters at the top of the entry block: from the
// parameter block for a kernel, from the caller's argument area for a device
// function (which also allocates its frame).
func (l *lowerer) prologue() {
	f := l.f
	l.cur = l.mf.main[f.Entry().ID]
	l.setPos(f.Pos)
	used := make([]bool, len(f.Params))
	f.Instrs(func(i *ir.Instr) {
		for _, a := range i.Args {
			if p, ok := a.(*ir.Param); ok && p.Func == f && p.Index < len(used) {
				used[p.Index] = true
			}
		}
	})
	l.params = make([]vreg, len(f.Params))
	if f.Kernel {
		layout, _ := kernelParams(f)
		for k, p := range f.Params {
			l.params[k] = rzReg
			if !used[k] {
				continue
			}
			t, ok := memType(p.Typ)
			if !ok {
				l.errorf(p.Pos, "parameter %%%s of type %s is not supported", p.Name, p.Typ)
				continue
			}
			d := l.mf.newReg()
			l.emit(isa.Inst{Op: isa.OpLd, Type: t, Space: isa.SpaceParam, Imm: int64(layout[k].Offset)}, d, rzReg, noReg, noReg)
			if ir.Bits(p.Typ) == 1 {
				n := l.mf.newReg()
				l.conv(isa.OpTrunc, isa.I1, isa.I32, n, d)
				d = n
			}
			l.params[k] = d
		}
		return
	}
	// The frame's size is known after register assignment (spill and save
	// slots): the spadd and the argument offsets are adjusted then.
	l.emitFrame(isa.Inst{Op: isa.OpSPAdd}, -1, noReg, noReg, noReg)
	l.fp = l.mf.newReg()
	l.mf.fp = l.fp
	l.emit(isa.Inst{Op: isa.OpS2R, SReg: isa.SRegSP}, l.fp, noReg, noReg, noReg)
	for k, p := range f.Params {
		l.params[k] = rzReg
		if !used[k] {
			continue
		}
		t, ok := memType(p.Typ)
		if !ok {
			l.errorf(p.Pos, "parameter %%%s of type %s is not supported", p.Name, p.Typ)
			continue
		}
		d := l.mf.newReg()
		l.emitFrame(isa.Inst{Op: isa.OpLd, Type: t, Space: isa.SpacePrivate, Imm: 8 + int64(k)*8}, +1, d, l.fp, noReg)
		l.params[k] = d
	}
}

// emitFrame emits an instruction whose Imm is adjusted by the final frame
// size (sign +1 or -1) once register assignment has fixed it.
func (l *lowerer) emitFrame(in isa.Inst, sign int8, d, a, b vreg) {
	l.cur.add(minst{in: in, d: d, a: a, b: b, c: noReg, pos: l.pid, frame: sign})
}

// lowerTerm lowers b's terminator, with the phi copies of its edges.
func (l *lowerer) lowerTerm(b *ir.Block, divergent bool) {
	t := b.Terminator()
	mb := l.mf.main[b.ID]
	if t == nil {
		l.errorf(b.Func.Pos, "block %s has no terminator", b.Name)
		return
	}
	l.setPos(t.Pos)
	mb.pos = t.Pos
	switch t.Op {
	case ir.OpBr:
		mb.term = termBr
		mb.succs = []*mblock{l.edgeTarget(mb, b, 0, true)}
	case ir.OpCondBr:
		mb.term = termCBra
		mb.cond = l.reg(t.Args[0])
		mb.divergent = divergent
		mb.succs = []*mblock{l.edgeTarget(mb, b, 0, false), l.edgeTarget(mb, b, 1, false)}
	case ir.OpSwitch:
		l.lowerSwitch(b, t, divergent)
	case ir.OpRet:
		if l.f.Kernel {
			mb.term = termExit
			return
		}
		if len(t.Args) == 1 {
			if mt, ok := memType(t.Args[0].Type()); ok {
				v := l.reg(t.Args[0])
				l.emitFrame(isa.Inst{Op: isa.OpSt, Type: mt, Space: isa.SpacePrivate, Imm: 8 + int64(len(l.f.Params))*8}, +1, noReg, l.fp, v)
			} else {
				l.errorf(t.Pos, "return of %s is not supported", t.Args[0].Type())
			}
		}
		l.emitFrame(isa.Inst{Op: isa.OpSPAdd}, +1, noReg, noReg, noReg)
		mb.term = termRet
	case ir.OpUnreachable:
		mb.term = termTrap
	default:
		l.errorf(t.Pos, "terminator %s is not supported", t.Op)
	}
}

// lowerSwitch lowers a switch to a chain of compare-and-branch blocks that
// diverges first to the default, as the SSDE paper requires (ElTantawy and
// Aamodt 2016, section IV-A: "lowered into branches such that it diverges
// first to the default not-taken path"):
//
//	B:     t = v==c0 | v==c1 | … ; @t bra B#1    (not taken: the default)
//	B#1:   icmp.eq t, v, c0 ; @t bra T0          (falls through to B#2)
//	…
//	B#n-1: bra Tn-1                              (the last case needs no test)
//
// The first branch reconverges at B's immediate post-dominator. Each later
// one reconverges where its remaining targets do: the nearest common
// post-dominator of T(k)…T(n-1). For an ordinary switch that is usually
// B's post-dominator too; for the switch SSDE inserts, whose cases all go
// back round loops to B, it is B itself, so the threads of every case
// reconverge at B before any of them iterates again and the loops
// interleave instead of one case path starving the others.
func (l *lowerer) lowerSwitch(b *ir.Block, t *ir.Instr, divergent bool) {
	mb := l.mf.main[b.ID]
	if len(t.Cases()) == 0 {
		mb.term = termBr
		mb.succs = []*mblock{l.edgeTarget(mb, b, 0, true)}
		return
	}
	v := t.Args[0]
	bits := ir.Bits(v.Type())
	ty := isa.I32
	if bits > 32 {
		ty = isa.I64
	}
	val := l.normReg(v, normUnsigned)
	imm := func(k int) int64 {
		cv := t.Cases()[k]
		if bits < 64 {
			cv &= 1<<uint(bits) - 1
		}
		return cv
	}
	eq := func(k int) vreg {
		c := l.mf.newReg()
		l.emitImm(isa.Inst{Op: isa.OpICmp, Type: ty, Cond: isa.CondEQ}, c, val, noReg, imm(k))
		return c
	}
	chain := func(k int) *mblock {
		nb := &mblock{name: b.Name + "#" + strconv.Itoa(k+1), owner: b, kind: blockChain, pos: t.Pos}
		l.mf.post[b.ID] = append(l.mf.post[b.ID], nb)
		return nb
	}

	// B: is v any of the cases?
	l.cur = mb
	any := eq(0)
	for k := 1; k < len(t.Cases()); k++ {
		c := eq(k)
		or := l.mf.newReg()
		l.emit(isa.Inst{Op: isa.OpOr, Type: isa.I32}, or, any, c, noReg)
		any = or
	}
	mb.term = termCBra
	mb.cond = any
	mb.divergent = divergent
	mb.noInvert = true
	mb.pos = t.Pos
	first := chain(0)
	mb.succs = []*mblock{first, l.edgeTarget(mb, b, 0, false)}

	// B#1 …: which case.
	cur := first
	for k := range t.Cases() {
		l.cur = cur
		if k == len(t.Cases())-1 {
			cur.term = termBr
			cur.succs = []*mblock{l.edgeTarget(cur, b, k+1, false)}
			break
		}
		cur.term = termCBra
		cur.cond = eq(k)
		cur.divergent = divergent
		cur.noInvert = true
		cur.reconv, cur.ownReconv = l.reconvOf(b.Succs[k+1:]), true
		next := chain(k + 1)
		cur.succs = []*mblock{l.edgeTarget(cur, b, k+1, false), next}
		cur = next
	}
	l.cur = mb
}

// reconvOf returns the nearest block that post-dominates all of bs, or nil
// for the virtual exit: their nearest common ancestor in the post-dominator
// tree, found by walking up from equal depths, so a query costs the
// distance to that ancestor, not to the root (the tree of a function of n
// sequential statements is n deep, and walking to the root made the
// switches of such a function quadratic).
func (l *lowerer) reconvOf(bs []*ir.Block) *ir.Block {
	r := bs[0]
	for _, b := range bs[1:] {
		if r = l.commonPDom(r, b); r == nil {
			return nil
		}
	}
	return r
}

// commonPDom returns the nearest common ancestor of a and b in the
// post-dominator tree, nil when they have none but the virtual exit.
func (l *lowerer) commonPDom(a, b *ir.Block) *ir.Block {
	da, db := l.pdomDepth(a), l.pdomDepth(b)
	for ; da > db; da-- {
		a = l.pdom.IDom(a)
	}
	for ; db > da; db-- {
		b = l.pdom.IDom(b)
	}
	for a != b {
		a, b = l.pdom.IDom(a), l.pdom.IDom(b)
	}
	return a
}

// pdomDepth returns b's depth in the post-dominator tree (1 for a block
// whose immediate post-dominator is the virtual exit), memoized by block
// ID.
func (l *lowerer) pdomDepth(b *ir.Block) int32 {
	if l.pdepth == nil {
		l.pdepth = make([]int32, l.f.NumBlocks())
	}
	var path []*ir.Block
	d := int32(0)
	for x := b; x != nil; x = l.pdom.IDom(x) {
		if d = l.pdepth[x.ID]; d != 0 {
			break
		}
		path = append(path, x)
	}
	for k := len(path) - 1; k >= 0; k-- {
		d++
		l.pdepth[path[k].ID] = d
	}
	return l.pdepth[b.ID]
}
