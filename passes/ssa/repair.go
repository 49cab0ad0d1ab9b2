// Package ssa restores SSA form after CFG edits.
//
// Repair finds every definition that no longer dominates one of its uses
// (a transform added a path around it) and rebuilds the value's reaching
// definitions on demand, in the manner of Braun et al. 2013 ("Simple and
// Efficient Construction of SSA Form") for a variable with one assignment:
// the value at a block's start is the value at its single predecessor's
// end, or a new phi over all predecessors; at the entry it is undef. The
// phis it creates that turn out trivial are removed again.
package ssa

import (
	"slices"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
)

// Repair makes every definition of f dominate its uses again, inserting
// phis (with undef on paths where the value is not defined), and returns
// the number of phis it kept.
func Repair(f *ir.Func) int {
	dt := dom.Dominators(f)
	type badUse struct {
		user *ir.Instr
		arg  int
	}
	var work []*ir.Instr
	bad := make(map[*ir.Instr][]badUse)
	for _, b := range f.Blocks {
		for _, u := range b.Instrs {
			for k, a := range u.Args {
				d, ok := a.(*ir.Instr)
				if !ok || d.Block == nil || dominatesUse(dt, d, u, k) {
					continue
				}
				if bad[d] == nil {
					work = append(work, d)
				}
				bad[d] = append(bad[d], badUse{u, k})
			}
		}
	}
	kept := 0
	for _, d := range work {
		r := &rebuild{f: f, def: d, start: make(map[*ir.Block]ir.Value)}
		for _, bu := range bad[d] {
			var v ir.Value
			if bu.user.Op == ir.OpPhi {
				v = r.atEnd(bu.user.Block.Preds[bu.arg])
			} else {
				v = r.atStart(bu.user.Block)
			}
			bu.user.SetArg(bu.arg, v)
		}
		kept += r.cleanup()
	}
	return kept
}

// dominatesUse reports whether d is available at operand k of u.
func dominatesUse(dt *dom.Tree, d, u *ir.Instr, k int) bool {
	if u.Op == ir.OpPhi {
		p := u.Block.Preds[k]
		return dt.Dominates(d.Block, p)
	}
	if d.Block == u.Block {
		for _, i := range u.Block.Instrs {
			if i == d {
				return true
			}
			if i == u {
				return false
			}
		}
	}
	return dt.Dominates(d.Block, u.Block)
}

type rebuild struct {
	f     *ir.Func
	def   *ir.Instr
	start map[*ir.Block]ir.Value // the value at a block's start
	phis  []*ir.Instr
}

func (r *rebuild) atEnd(b *ir.Block) ir.Value {
	if b == r.def.Block {
		return r.def
	}
	return r.atStart(b)
}

func (r *rebuild) atStart(b *ir.Block) ir.Value {
	if v, ok := r.start[b]; ok {
		return v
	}
	if len(b.Preds) != 1 {
		return r.merge(b)
	}
	// Walk up the chain of single-predecessor blocks to the definition, a
	// block already resolved, or a block with zero or several
	// predecessors; every block of the chain starts with that value.
	chain := []*ir.Block{b}
	var v ir.Value
	for p := b.Preds[0]; ; p = p.Preds[0] {
		if p == r.def.Block {
			v = r.def
			break
		}
		if x, ok := r.start[p]; ok {
			v = x
			break
		}
		if len(p.Preds) != 1 {
			v = r.merge(p)
			break
		}
		if slices.Contains(chain, p) { // a cycle of single-predecessor blocks: unreachable
			v = ir.Undef(r.def.Typ)
			break
		}
		chain = append(chain, p)
	}
	for _, c := range chain {
		r.start[c] = v
	}
	return v
}

// merge returns the value at the start of b, which has zero or several
// predecessors: undef at the entry, else a phi over the predecessors,
// recorded before its operands are looked up so that loops find it.
func (r *rebuild) merge(b *ir.Block) ir.Value {
	if v, ok := r.start[b]; ok {
		return v
	}
	if len(b.Preds) == 0 {
		v := ir.Undef(r.def.Typ)
		r.start[b] = v
		return v
	}
	phi := r.f.NewInstr(ir.OpPhi, r.def.Typ)
	phi.Pos = r.def.Pos
	b.Insert(b.FirstNonPhi(), phi)
	r.start[b] = phi
	r.phis = append(r.phis, phi)
	for _, p := range b.Preds {
		phi.AddArg(r.atEnd(p))
	}
	return phi
}

// cleanup removes the new phis whose operands are all one value (or the phi
// itself), until none is left, and returns how many remain.
func (r *rebuild) cleanup() int {
	live := make(map[*ir.Instr]bool, len(r.phis))
	for _, p := range r.phis {
		live[p] = true
	}
	for changed := true; changed; {
		changed = false
		for _, p := range r.phis {
			if !live[p] {
				continue
			}
			same := trivial(p)
			if same == nil {
				continue
			}
			p.ReplaceAllUsesWith(same)
			p.Remove()
			live[p] = false
			changed = true
		}
	}
	n := 0
	for _, p := range r.phis {
		if live[p] {
			n++
		}
	}
	return n
}

// trivial returns the one value p merges (ignoring p itself), or nil.
func trivial(p *ir.Instr) ir.Value {
	var same ir.Value
	for _, a := range p.Args {
		if a == ir.Value(p) || a == same {
			continue
		}
		if c, ok := a.(*ir.Const); ok && same != nil {
			if s, ok := same.(*ir.Const); ok && *c == *s {
				continue
			}
		}
		if same != nil {
			return nil
		}
		same = a
	}
	if same == nil {
		return ir.Undef(p.Typ)
	}
	return same
}
