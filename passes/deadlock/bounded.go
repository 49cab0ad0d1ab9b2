package deadlock

import (
	"github.com/simtc/simtc/ir"
)

// bounded reports whether region l finishes by itself: one of its exit
// branches compares an induction variable of l against a value defined
// outside l (loop-invariant, so never re-read from shared memory), and that
// branch is executed in every iteration. The variable is a phi of a block of
// l executed in every iteration whose incoming values on every edge from
// inside l are the same "phi ± c" (c a
// constant; ±1 for an equality compare, so no value is skipped): it runs
// through every value of its residue class, so the compare changes outcome
// within 2^bits iterations whatever the other threads do. Not covered, and
// assumed away: a non-constant bound equal to the one extreme value of its
// type for which a relational compare never changes (i <s INT_MIN); a
// constant bound is checked.
func bounded(l *Region) bool {
	for k, e := range l.Exiting {
		if k > 0 && l.Exiting[k-1].Block == e.Block {
			continue
		}
		t := e.Block.Terminator()
		if t == nil || t.Op != ir.OpCondBr {
			continue
		}
		c, ok := t.Args[0].(*ir.Instr)
		if !ok || c.Op != ir.OpICmp || !everyIteration(l, e.Block) {
			continue
		}
		for n := 0; n < 2; n++ {
			step, ok := inductionStep(l, c.Args[n])
			if !ok || !invariant(l, c.Args[1-n]) {
				continue
			}
			eq := c.Pred == ir.PredEQ || c.Pred == ir.PredNE
			if eq && step != 1 && step != -1 {
				continue
			}
			if b, ok := c.Args[1-n].(*ir.Const); ok && !eq && extreme(b) {
				continue
			}
			return true
		}
	}
	return false
}

// everyIteration reports whether every path round l from its header back
// to an entry passes through b.
func everyIteration(l *Region, b *ir.Block) bool {
	if b == l.Header {
		return true
	}
	seen := make(map[*ir.Block]bool)
	work := []*ir.Block{l.Header}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, y := range x.Succs {
			if y == b || !l.Contains(y) {
				continue
			}
			if l.IsEntry(y) {
				return false // round the loop without b
			}
			if !seen[y] {
				seen[y] = true
				work = append(work, y)
			}
		}
	}
	return true
}

// inductionStep returns c when v is an induction variable of l stepping by
// the constant c (v is the header phi, or the "phi + c" feeding it back).
func inductionStep(l *Region, v ir.Value) (int64, bool) {
	phi, ok := v.(*ir.Instr)
	if !ok {
		return 0, false
	}
	if phi.Op != ir.OpPhi {
		// v may be the increment itself: phi + c.
		if p, ok := incOf(phi); ok {
			if s, ok := inductionStep(l, p); ok {
				return s, true
			}
		}
		return 0, false
	}
	if !l.Contains(phi.Block) || !everyIteration(l, phi.Block) {
		return 0, false
	}
	var inc *ir.Instr
	step := int64(0)
	for k, p := range phi.Block.Preds {
		if !l.Contains(p) {
			continue
		}
		a, ok := phi.Args[k].(*ir.Instr)
		if !ok {
			return 0, false
		}
		if inc == nil {
			base, ok := incOf(a)
			if !ok || base != phi {
				return 0, false
			}
			inc = a
			step = stepOf(a)
		} else if a != inc {
			return 0, false
		}
	}
	if inc == nil || step == 0 {
		return 0, false
	}
	return step, true
}

// incOf returns x when i is "x + c" or "x - c" with c a non-zero constant.
func incOf(i *ir.Instr) (*ir.Instr, bool) {
	if (i.Op != ir.OpAdd && i.Op != ir.OpSub) || len(i.Args) != 2 {
		return nil, false
	}
	x, ok := i.Args[0].(*ir.Instr)
	if !ok || stepOf(i) == 0 {
		return nil, false
	}
	return x, true
}

func stepOf(i *ir.Instr) int64 {
	c, ok := i.Args[1].(*ir.Const)
	if !ok || c.Undef {
		return 0
	}
	if i.Op == ir.OpSub {
		return -c.Int
	}
	return c.Int
}

// invariant reports whether v has one value for the whole execution of l.
func invariant(l *Region, v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Const:
		return !v.Undef
	case *ir.Instr:
		return v.Block != nil && !l.Contains(v.Block)
	case *ir.Param:
		return true
	}
	return false
}

// extreme reports whether c is the smallest or largest value of its type,
// signed or unsigned.
func extreme(c *ir.Const) bool {
	bits := ir.Bits(c.Typ)
	if bits <= 0 || bits > 64 {
		return true
	}
	all := ir.TruncInt(-1, bits)
	smax := ir.TruncInt(int64(uint64(1)<<(bits-1)-1), bits)
	smin := ir.TruncInt(int64(uint64(1)<<(bits-1)), bits)
	return c.Int == 0 || c.Int == all || c.Int == smax || c.Int == smin
}
