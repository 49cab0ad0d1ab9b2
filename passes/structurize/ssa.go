package structurize

// SSA update for a value with several definitions: the value reaching a
// block's start is the one at its single predecessor's end, or a phi over
// all its predecessors (created before its operands, so loops terminate);
// at the entry it is undef. Phis that turn out trivial (all operands the
// same value, or the phi itself) are removed. Braun, Buchwald, Hack,
// Leißa, Mallon and Zwinkau, "Simple and Efficient Construction of Static
// Single Assignment Form" (CC 2013), applied to one variable whose
// assignments are the given definitions.

import "github.com/simtc/simtc/ir"

type updater struct {
	f     *ir.Func
	typ   ir.Type
	defs  map[*ir.Block]ir.Value // the value at the end of a defining block
	start map[*ir.Block]ir.Value
	phis  []*ir.Instr
}

func newUpdater(f *ir.Func, defs map[*ir.Block]ir.Value) *updater {
	u := &updater{f: f, defs: defs, start: map[*ir.Block]ir.Value{}}
	for _, v := range defs {
		u.typ = v.Type()
	}
	return u
}

func (u *updater) atEnd(b *ir.Block) ir.Value {
	if v, ok := u.defs[b]; ok {
		return v
	}
	return u.atStart(b)
}

func (u *updater) atStart(b *ir.Block) ir.Value {
	if v, ok := u.start[b]; ok {
		return v
	}
	switch len(b.Preds) {
	case 0:
		v := ir.Value(ir.Undef(u.typ))
		u.start[b] = v
		return v
	case 1:
		// Mark first: a cycle of single-predecessor blocks is unreachable.
		u.start[b] = ir.Undef(u.typ)
		v := u.atEnd(b.Preds[0])
		u.start[b] = v
		return v
	}
	phi := u.f.NewInstr(ir.OpPhi, u.typ)
	b.Insert(0, phi)
	u.start[b] = phi
	u.phis = append(u.phis, phi)
	for _, p := range b.Preds {
		phi.AddArg(u.atEnd(p))
	}
	return phi
}

// cleanup removes the trivial phis, repeatedly.
func (u *updater) cleanup() {
	for changed := true; changed; {
		changed = false
		for k, phi := range u.phis {
			if phi == nil {
				continue
			}
			var same ir.Value
			trivial := true
			for _, a := range phi.Args {
				if a == ir.Value(phi) || a == same {
					continue
				}
				if same != nil {
					trivial = false
					break
				}
				same = a
			}
			if !trivial {
				continue
			}
			if same == nil {
				same = ir.Undef(u.typ)
			}
			phi.ReplaceAllUsesWith(same)
			phi.Remove()
			u.phis[k] = nil
			changed = true
		}
	}
}
