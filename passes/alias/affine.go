package alias

import "github.com/simtc/simtc/ir"

// # Field-sensitive offsets (issue 31)
//
// An address is Base + Const + Σ Scale·Index over its variable gep
// indices (Affine). Two accesses off the same fixed base (a global, a
// kernel parameter or an alloca) with variable parts cannot overlap when
//
//   - their offset ranges are disjoint: an index into an array type of N > 1
//     elements lies in [0, N-1] (indexing out of bounds is undefined, so the
//     fields and array fields of one object are separate locations), and a
//     thread id, a size, a zero-extended value, a masked or unsigned-rem value
//     or an induction variable counting up from a non-negative start is
//     non-negative (signed overflow of an index is undefined as well);
//   - or their offsets differ, modulo the gcd G of all their scales, by no
//     amount that makes the accessed bytes overlap: acc[i].lock and
//     acc[j].balance of an array of 24-byte structs are 0 and 4 modulo 24.
//
// Clang lowers a struct gep to byte arithmetic (frontend/llvm), so a -O2
// access to an array field of a struct keeps its scale and its lower bound
// but loses the array's length; the modular rule and the non-negative
// ranges are what separates the fields there. An array of length 0 or 1 is
// not bounded (the flexible array member idiom indexes past it).

// Term is one variable part of an address: Scale × Index bytes, with the
// index's range when Bounded (inclusive; LoOK/HiOK say which ends are
// known).
type Term struct {
	Index      ir.Value
	Scale      int64
	Lo, Hi     int64
	LoOK, HiOK bool
}

// Affine is an address decomposed as Base + Const + Σ Terms (bytes).
type Affine struct {
	Base  ir.Value
	Const int64
	Terms []Term
}

// AffineOf decomposes p along the same walk as Decompose (geps, casts and
// loads of thread-local variables stored once).
func AffineOf(p ir.Value) Affine {
	var a Affine
	a.Base = walkBase(p, func(i *ir.Instr, _ ir.Value) {
		if i.Op == ir.OpGEP {
			a.addGEP(i)
		}
	})
	return a
}

// addGEP adds the offset of gep i.
func (a *Affine) addGEP(i *ir.Instr) {
	pt, ok := i.Args[0].Type().(ir.PtrType)
	if !ok {
		a.Terms = append(a.Terms, Term{Index: i, Scale: 1})
		return
	}
	t := pt.Elem
	for k, x := range i.Args[1:] {
		var lo, hi int64
		bounded := false
		if k > 0 {
			at, ok := t.(ir.ArrayType)
			if !ok {
				a.Terms = append(a.Terms, Term{Index: x, Scale: 1})
				return
			}
			t = at.Elem
			if at.Len > 1 {
				lo, hi, bounded = 0, at.Len-1, true
			}
		}
		scale := ir.SizeOf(t)
		before, c0 := len(a.Terms), a.Const
		a.addIndex(x, scale, 0)
		if bounded && scale > 0 && len(a.Terms) == before+1 && a.Terms[before].Scale == scale {
			// The index c + v as a whole lies in [0, N-1], so v lies in
			// [-c, N-1-c].
			tm := &a.Terms[before]
			c := (a.Const - c0) / scale
			l, h := lo-c, hi-c
			if tm.LoOK && tm.Lo > l {
				l = tm.Lo
			}
			if tm.HiOK && tm.Hi < h {
				h = tm.Hi
			}
			tm.Lo, tm.Hi, tm.LoOK, tm.HiOK = l, h, true, true
		}
	}
}

// addIndex adds scale × x, split into its constant and variable parts.
func (a *Affine) addIndex(x ir.Value, scale int64, depth int) {
	if c, ok := x.(*ir.Const); ok && !c.Undef {
		a.Const += c.Int * scale
		return
	}
	if i, ok := x.(*ir.Instr); ok && depth < 8 {
		switch i.Op {
		case ir.OpSExt, ir.OpZExt:
			if ir.Bits(i.Args[0].Type()) >= 16 {
				a.addIndex(i.Args[0], scale, depth+1)
				return
			}
		case ir.OpAdd:
			a.addIndex(i.Args[0], scale, depth+1)
			a.addIndex(i.Args[1], scale, depth+1)
			return
		case ir.OpSub:
			a.addIndex(i.Args[0], scale, depth+1)
			a.addIndex(i.Args[1], -scale, depth+1)
			return
		case ir.OpMul:
			for n := 0; n < 2; n++ {
				if c, ok := i.Args[n].(*ir.Const); ok && !c.Undef {
					a.addIndex(i.Args[1-n], scale*c.Int, depth+1)
					return
				}
			}
		case ir.OpShl:
			if c, ok := i.Args[1].(*ir.Const); ok && !c.Undef && c.Int >= 0 && c.Int < 32 {
				a.addIndex(i.Args[0], scale<<c.Int, depth+1)
				return
			}
		case ir.OpLoad:
			if w, ok := StoredOnce(i); ok {
				a.addIndex(w, scale, depth+1)
				return
			}
		}
	}
	t := Term{Index: x, Scale: scale}
	t.Lo, t.Hi, t.LoOK, t.HiOK = Range(x)
	a.Terms = append(a.Terms, t)
}

// Range returns bounds of the integer value v that hold whenever the
// program's indices do not overflow (see the section comment): lo when
// loOK, hi when hiOK.
func Range(v ir.Value) (lo, hi int64, loOK, hiOK bool) {
	return rangeOf(v, 6, nil)
}

func rangeOf(v ir.Value, depth int, phis []*ir.Instr) (lo, hi int64, loOK, hiOK bool) {
	switch x := v.(type) {
	case *ir.Const:
		if x.Undef || !ir.IsInt(x.Typ) {
			return 0, 0, false, false
		}
		return x.Int, x.Int, true, true
	case *ir.Instr:
		if depth == 0 {
			return 0, 0, false, false
		}
		switch x.Op {
		case ir.OpThreadID, ir.OpLaneID, ir.OpBlockID, ir.OpWarpID:
			return 0, 0, true, false
		case ir.OpBlockSize, ir.OpGridSize, ir.OpWarpSize:
			return 1, 0, true, false
		case ir.OpZExt:
			l, h, lok, hok := rangeOf(x.Args[0], depth-1, phis)
			if lok && l >= 0 {
				return l, h, true, hok
			}
			return 0, 0, true, false
		case ir.OpSExt:
			return rangeOf(x.Args[0], depth-1, phis)
		case ir.OpAnd:
			for n := 0; n < 2; n++ {
				if c, ok := x.Args[n].(*ir.Const); ok && !c.Undef && c.Int >= 0 {
					return 0, c.Int, true, true
				}
			}
		case ir.OpURem:
			if c, ok := x.Args[1].(*ir.Const); ok && !c.Undef && c.Int > 0 {
				return 0, c.Int - 1, true, true
			}
		case ir.OpSRem:
			if c, ok := x.Args[1].(*ir.Const); ok && !c.Undef && c.Int > 0 {
				l, _, lok, _ := rangeOf(x.Args[0], depth-1, phis)
				if lok && l >= 0 {
					return 0, c.Int - 1, true, true
				}
				return -(c.Int - 1), c.Int - 1, true, true
			}
		case ir.OpLShr:
			if c, ok := x.Args[1].(*ir.Const); ok && !c.Undef && c.Int > 0 {
				return 0, 0, true, false
			}
		case ir.OpAdd:
			l1, h1, lok1, hok1 := rangeOf(x.Args[0], depth-1, phis)
			l2, h2, lok2, hok2 := rangeOf(x.Args[1], depth-1, phis)
			return l1 + l2, h1 + h2, lok1 && lok2, hok1 && hok2
		case ir.OpMul:
			l1, h1, lok1, hok1 := rangeOf(x.Args[0], depth-1, phis)
			l2, h2, lok2, hok2 := rangeOf(x.Args[1], depth-1, phis)
			if lok1 && lok2 && l1 >= 0 && l2 >= 0 {
				return l1 * l2, h1 * h2, true, hok1 && hok2
			}
		case ir.OpSelect:
			l1, h1, lok1, hok1 := rangeOf(x.Args[1], depth-1, phis)
			l2, h2, lok2, hok2 := rangeOf(x.Args[2], depth-1, phis)
			return min(l1, l2), max(h1, h2), lok1 && lok2, hok1 && hok2
		case ir.OpPhi:
			return phiRange(x, depth, phis)
		}
	}
	return 0, 0, false, false
}

// phiRange bounds an induction variable from below: the least of its
// incoming values other than increments "phi + c" (c > 0) of itself.
func phiRange(phi *ir.Instr, depth int, phis []*ir.Instr) (lo, hi int64, loOK, hiOK bool) {
	for _, p := range phis {
		if p == phi {
			return 0, 0, false, false
		}
	}
	phis = append(phis, phi)
	first := true
	for _, a := range phi.Args {
		if inc, ok := a.(*ir.Instr); ok && inc.Op == ir.OpAdd {
			stepUp := false
			for n := 0; n < 2; n++ {
				c, ok := inc.Args[n].(*ir.Const)
				if ok && !c.Undef && c.Int > 0 && inc.Args[1-n] == ir.Value(phi) {
					stepUp = true
				}
			}
			if stepUp {
				continue
			}
		}
		l, _, lok, _ := rangeOf(a, depth-1, phis)
		if !lok {
			return 0, 0, false, false
		}
		if first || l < lo {
			lo = l
		}
		first = false
	}
	if first {
		return 0, 0, false, false
	}
	return lo, 0, true, false
}

// Same reports whether a and b are the same address expression: the same
// base, constant and terms (index values and scales, in order), so that
// they are one address wherever both are evaluated with the same index
// values (by one thread, between two changes of those values).
func (a Affine) Same(b Affine) bool {
	if a.Base != b.Base || a.Const != b.Const || len(a.Terms) != len(b.Terms) {
		return false
	}
	for k, t := range a.Terms {
		if t.Index != b.Terms[k].Index || t.Scale != b.Terms[k].Scale {
			return false
		}
	}
	return true
}

// bounds returns the range of the address's offset from its base.
func (a Affine) bounds() (lo, hi int64, loOK, hiOK bool) {
	lo, hi, loOK, hiOK = a.Const, a.Const, true, true
	for _, t := range a.Terms {
		tl, th, tlok, thok := t.Lo, t.Hi, t.LoOK, t.HiOK
		if t.Scale < 0 {
			tl, th, tlok, thok = th, tl, thok, tlok
		}
		if tlok {
			lo += t.Scale * tl
		} else {
			loOK = false
		}
		if thok {
			hi += t.Scale * th
		} else {
			hiOK = false
		}
	}
	return
}

// residue returns the gcd of the scales of the terms not bounded on both
// ends, and the range of the sum of the others.
func (a Affine) residue() (stride, lo, hi int64) {
	for _, t := range a.Terms {
		if !t.LoOK || !t.HiOK {
			stride = gcd(stride, t.Scale)
			continue
		}
		tl, th := t.Scale*t.Lo, t.Scale*t.Hi
		if tl > th {
			tl, th = th, tl
		}
		lo += tl
		hi += th
	}
	return stride, lo, hi
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
