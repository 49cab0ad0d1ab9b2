package backend

// Phi elimination. Every CFG edge into a block with phis carries a parallel
// copy "phi_1, …, phi_n := arg_1, …, arg_n". It goes at the end of the
// source block when the source has one successor, and in a new edge block
// otherwise (which splits every critical edge, so no copy is executed on a
// path that does not take its edge: the lost-copy problem).
//
//	before                       after
//
//	  B: condbr c, ^L, ^X          B: @c bra L'       L': x := y   (edge block)
//	  L: x = phi [0, ^A], [y, ^B]      bra X              bra L
//
// A parallel copy is sequentialized so that no copy overwrites a register
// another copy still has to read: a copy whose destination nobody reads goes
// first; when only cycles are left (x, y := y, x: the swap problem), one
// destination is saved in a temporary and the copies that read it read the
// temporary instead.

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// phiArg is one phi operand flowing along an edge.
type phiArg struct {
	dst vreg
	v   ir.Value
}

// pcopy is one copy of a parallel copy: dst := src, where src is a register
// or, with isImm, the constant c.
type pcopy struct {
	dst   vreg
	src   vreg
	c     *ir.Const
	isImm bool
}

// edgeArgs returns the phi operands of the edge that is b's succ-th
// successor edge.
func (l *lowerer) edgeArgs(b *ir.Block, succ int) []phiArg {
	s := b.Succs[succ]
	phis := s.Phis()
	if len(phis) == 0 {
		return nil
	}
	// The k-th edge b→s in b.Succs is the k-th entry of b in s.Preds.
	k := 0
	for _, x := range b.Succs[:succ] {
		if x == s {
			k++
		}
	}
	pred := -1
	for j, p := range s.Preds {
		if p == b {
			if k == 0 {
				pred = j
				break
			}
			k--
		}
	}
	if pred < 0 {
		l.errorf(b.Terminator().Pos, "internal error: edge %s→%s not among the predecessors of %s", b.Name, s.Name, s.Name)
		return nil
	}
	var out []phiArg
	for _, phi := range phis {
		if pred >= len(phi.Args) {
			l.errorf(phi.Pos, "phi in %s has no operand for predecessor %s", s.Name, b.Name)
			continue
		}
		d := l.vals[phi.ID]
		if len(phi.Uses()) == 0 {
			continue // a dead phi needs no copies
		}
		v := phi.Args[pred]
		if c, ok := v.(*ir.Const); ok && c.Undef {
			continue
		}
		if v == ir.Value(phi) {
			continue
		}
		out = append(out, phiArg{dst: d, v: v})
	}
	return out
}

// copies materializes the sources of args in the current block and returns
// the parallel copy.
func (l *lowerer) copies(args []phiArg) []pcopy {
	var out []pcopy
	for _, a := range args {
		if c, ok := a.v.(*ir.Const); ok {
			out = append(out, pcopy{dst: a.dst, c: c, isImm: true})
			continue
		}
		if src := l.reg(a.v); src != a.dst {
			out = append(out, pcopy{dst: a.dst, src: src})
		}
	}
	return out
}

// sequentialize emits the parallel copy cs into the current block.
func (l *lowerer) sequentialize(cs []pcopy) {
	pending := append([]pcopy(nil), cs...)
	for len(pending) > 0 {
		progress := false
		for i := 0; i < len(pending); i++ {
			c := pending[i]
			blocked := false
			for j, o := range pending {
				if j != i && !o.isImm && o.src == c.dst {
					blocked = true
					break
				}
			}
			if blocked {
				continue
			}
			l.emitCopy(c)
			pending = append(pending[:i], pending[i+1:]...)
			i--
			progress = true
		}
		if progress {
			continue
		}
		// Only cycles are left: save one destination in a temporary.
		d := pending[0].dst
		t := l.mf.newReg()
		l.copyReg(t, d)
		for j := range pending {
			if !pending[j].isImm && pending[j].src == d {
				pending[j].src = t
			}
		}
	}
}

func (l *lowerer) emitCopy(c pcopy) {
	if !c.isImm {
		l.copyReg(c.dst, c.src)
		return
	}
	t, ok := regType(c.c.Typ)
	if !ok {
		l.errorf(l.pos, "phi of type %s is not supported", c.c.Typ)
		return
	}
	if constBits(c.c) == 0 {
		l.copyReg(c.dst, rzReg)
		return
	}
	l.emitImm(isa.Inst{Op: isa.OpMov, Type: t}, c.dst, noReg, noReg, constBits(c.c))
}

// edgeTarget returns the machine block that b's succ-th edge goes to from
// the machine block src: the successor's main block, or a new edge block
// holding the edge's copies. When src has one successor, the copies go at
// its end instead.
func (l *lowerer) edgeTarget(src *mblock, b *ir.Block, succ int, single bool) *mblock {
	s := b.Succs[succ]
	target := l.mf.main[s.ID]
	args := l.edgeArgs(b, succ)
	if len(args) == 0 {
		return target
	}
	saved, savedPos, savedID := l.cur, l.pos, l.pid
	defer func() { l.cur, l.pos, l.pid = saved, savedPos, savedID }()
	l.setPos(b.Terminator().Pos)
	if single {
		l.cur = src
		l.sequentialize(l.copies(args))
		return target
	}
	e := &mblock{name: b.Name + ">" + s.Name, owner: s, from: b, kind: blockEdge, term: termBr, pos: l.pos}
	e.succs = []*mblock{target}
	l.mf.pre[s.ID] = append(l.mf.pre[s.ID], e)
	l.cur = e
	l.sequentialize(l.copies(args))
	return e
}
