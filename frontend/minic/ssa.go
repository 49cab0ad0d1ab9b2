package minic

// SSA construction for local scalar variables, after Braun, Buchwald,
// Hack, Leißa, Mallon and Zwinkau, "Simple and Efficient Construction of
// Static Single Assignment Form" (CC 2013), Algorithms 1-3.
//
// Lowering writes a variable in a block with writeVar and reads it with
// readVar. A block is sealed once all its predecessors are known; reading a
// variable in an unsealed block places an operandless ("incomplete") phi,
// which gets its operands when the block is sealed. A phi whose operands
// are all the same value (or itself) is trivial and is replaced by that
// value, recursively for the phis that used it.
//
//	          entry: i0 = 0
//	            |
//	            v
//	   +--> for.cond: i1 = phi [i0, entry], [i2, for.inc]   <- incomplete
//	   |        |                                              until sealed
//	   |     for.body ...
//	   |        |
//	   +--- for.inc: i2 = add i1, 1
//
// The variable maps hold values as they were when written; a value that was
// a trivial phi is looked up in repl and followed to its replacement.

import (
	"github.com/simtc/simtc/ir"
)

type defKey struct {
	block int
	v     *Var
}

type pendingPhi struct {
	v   *Var
	phi *ir.Instr
}

// ssaState is the per-function state of the construction.
type ssaState struct {
	f          *ir.Func
	defs       map[defKey]ir.Value
	sealed     []bool         // by block ID
	incomplete [][]pendingPhi // by block ID
	repl       map[*ir.Instr]ir.Value
	filling    map[*ir.Instr]bool // phis whose operands are being added
	varType    func(*Var) ir.Type
}

func newSSA(f *ir.Func, varType func(*Var) ir.Type) *ssaState {
	return &ssaState{
		f:       f,
		defs:    make(map[defKey]ir.Value),
		repl:    make(map[*ir.Instr]ir.Value),
		filling: make(map[*ir.Instr]bool),
		varType: varType,
	}
}

func (s *ssaState) grow(b *ir.Block) {
	for len(s.sealed) <= b.ID {
		s.sealed = append(s.sealed, false)
		s.incomplete = append(s.incomplete, nil)
	}
}

// resolve follows the replacements of removed trivial phis.
func (s *ssaState) resolve(v ir.Value) ir.Value {
	for {
		i, ok := v.(*ir.Instr)
		if !ok {
			return v
		}
		r, ok := s.repl[i]
		if !ok {
			return v
		}
		v = r
	}
}

func (s *ssaState) writeVar(v *Var, b *ir.Block, val ir.Value) {
	s.defs[defKey{b.ID, v}] = val
}

func (s *ssaState) readVar(v *Var, b *ir.Block) ir.Value {
	if val, ok := s.defs[defKey{b.ID, v}]; ok {
		return s.resolve(val)
	}
	return s.readVarRecursive(v, b)
}

func (s *ssaState) readVarRecursive(v *Var, b *ir.Block) ir.Value {
	s.grow(b)
	var val ir.Value
	switch {
	case !s.sealed[b.ID]:
		phi := s.newPhi(v, b)
		s.incomplete[b.ID] = append(s.incomplete[b.ID], pendingPhi{v, phi})
		val = phi
	case len(b.Preds) == 0:
		val = ir.Undef(s.varType(v))
	case len(b.Preds) == 1:
		val = s.readVarChain(v, b)
	default:
		// Break cycles with an operandless phi.
		phi := s.newPhi(v, b)
		s.writeVar(v, b, phi)
		val = s.addPhiOperands(v, phi)
	}
	// Removing trivial phis may have replaced val meanwhile.
	val = s.resolve(val)
	s.writeVar(v, b, val)
	return val
}

// readVarChain reads v in b, a sealed block with one predecessor, by
// walking the chain of sealed single-predecessor blocks above it without
// recursion (Braun et al. recurse, which overflows the stack on long
// chains). A chain that comes back to itself is a cycle no edge enters:
// unreachable code (a goto loop after a constant-true break), where v is
// undefined. Every block of the chain gets the value.
func (s *ssaState) readVarChain(v *Var, b *ir.Block) ir.Value {
	chain := []*ir.Block{b}
	onChain := map[*ir.Block]bool{b: true}
	var val ir.Value
	for cur := b.Preds[0]; ; cur = cur.Preds[0] {
		if d, ok := s.defs[defKey{cur.ID, v}]; ok {
			val = s.resolve(d)
			break
		}
		if onChain[cur] {
			val = ir.Undef(s.varType(v))
			break
		}
		s.grow(cur)
		if !s.sealed[cur.ID] || len(cur.Preds) != 1 {
			val = s.readVarRecursive(v, cur)
			break
		}
		chain = append(chain, cur)
		onChain[cur] = true
	}
	for _, c := range chain[1:] {
		s.writeVar(v, c, val)
	}
	return val
}

func (s *ssaState) newPhi(v *Var, b *ir.Block) *ir.Instr {
	phi := s.f.NewInstr(ir.OpPhi, s.varType(v))
	phi.Name = v.Name
	phi.Pos = v.Pos
	b.Insert(b.FirstNonPhi(), phi)
	return phi
}

func (s *ssaState) addPhiOperands(v *Var, phi *ir.Instr) ir.Value {
	s.filling[phi] = true
	for _, p := range phi.Block.Preds {
		phi.AddArg(s.readVar(v, p))
	}
	delete(s.filling, phi)
	return s.tryRemoveTrivialPhi(phi)
}

// tryRemoveTrivialPhi replaces phi by its only operand (other than
// itself), or undef when it has none, and retries the phis that used it.
func (s *ssaState) tryRemoveTrivialPhi(phi *ir.Instr) ir.Value {
	var same ir.Value
	for _, op := range phi.Args {
		op = s.resolve(op)
		if op == same || op == ir.Value(phi) {
			continue
		}
		if same != nil {
			return phi // merges at least two values: not trivial
		}
		same = op
	}
	if same == nil {
		same = ir.Undef(phi.Typ)
	}
	var users []*ir.Instr
	for _, u := range phi.Uses() {
		if u != phi {
			users = append(users, u)
		}
	}
	phi.ReplaceAllUsesWith(same)
	s.repl[phi] = same
	phi.Remove()
	for _, u := range users {
		// A phi still getting its operands is tried when it has them all.
		if u.Op == ir.OpPhi && u.Block != nil && !s.filling[u] {
			s.tryRemoveTrivialPhi(u)
		}
	}
	return s.resolve(same)
}

// seal marks b as having all its predecessors and completes its phis.
func (s *ssaState) seal(b *ir.Block) {
	s.grow(b)
	if s.sealed[b.ID] {
		return
	}
	pending := s.incomplete[b.ID]
	s.incomplete[b.ID] = nil
	s.sealed[b.ID] = true
	for _, p := range pending {
		s.addPhiOperands(p.v, p.phi)
	}
}

func (s *ssaState) isSealed(b *ir.Block) bool {
	return b.ID < len(s.sealed) && s.sealed[b.ID]
}

// sealAll seals every block (at the end of a function, when all gotos are
// known).
func (s *ssaState) sealAll() {
	for _, b := range s.f.Blocks {
		s.seal(b)
	}
}

// removeRedundantPhis removes the phis that merge a single value, also
// when they only do so as a group: after unreachable predecessors are
// deleted, and for the phi cycles that irreducible control flow (goto)
// leaves behind. It is Algorithm 5 of Braun et al.: the strongly connected
// components of the phi graph, operands first; a component whose phis take
// only one value from outside it is replaced by that value, otherwise its
// inner phis (those with no outside operand) are examined again.
func removeRedundantPhis(f *ir.Func) {
	var phis []*ir.Instr
	for _, b := range f.Blocks {
		phis = append(phis, b.Phis()...)
	}
	removeRedundant(phis)
}

func removeRedundant(phis []*ir.Instr) {
	in := make(map[*ir.Instr]bool, len(phis))
	for _, p := range phis {
		in[p] = true
	}
	for _, scc := range phiSCCs(phis, in) {
		member := make(map[*ir.Instr]bool, len(scc))
		for _, p := range scc {
			member[p] = true
		}
		var outer []ir.Value
		var inner []*ir.Instr
		for _, p := range scc {
			isInner := true
			for _, op := range p.Args {
				if d, ok := op.(*ir.Instr); ok && member[d] {
					continue
				}
				isInner = false
				if !containsValue(outer, op) {
					outer = append(outer, op)
				}
			}
			if isInner {
				inner = append(inner, p)
			}
		}
		switch {
		case len(outer) == 0:
			replacePhis(scc, ir.Undef(scc[0].Typ))
		case len(outer) == 1:
			replacePhis(scc, outer[0])
		case len(inner) > 0 && len(inner) < len(scc):
			removeRedundant(inner)
		}
	}
}

// containsValue reports whether vs holds v; equal constants count as the
// same value.
func containsValue(vs []ir.Value, v ir.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
		cx, ok1 := x.(*ir.Const)
		cv, ok2 := v.(*ir.Const)
		if ok1 && ok2 && *cx == *cv {
			return true
		}
	}
	return false
}

// replacePhis replaces every phi of a component by v and deletes them.
func replacePhis(scc []*ir.Instr, v ir.Value) {
	for _, p := range scc {
		p.ReplaceAllUsesWith(v)
	}
	for _, p := range scc {
		if p.Block != nil {
			p.Remove()
		}
	}
}

// phiSCCs returns the strongly connected components of the graph of the
// phis in (an edge goes from a phi to each phi operand), operands' components
// first (Tarjan's algorithm emits them in that order).
func phiSCCs(phis []*ir.Instr, in map[*ir.Instr]bool) [][]*ir.Instr {
	index := make(map[*ir.Instr]int)
	low := make(map[*ir.Instr]int)
	onStack := make(map[*ir.Instr]bool)
	var stack []*ir.Instr
	var out [][]*ir.Instr
	next := 0
	var visit func(p *ir.Instr)
	visit = func(p *ir.Instr) {
		index[p], low[p] = next, next
		next++
		stack = append(stack, p)
		onStack[p] = true
		for _, op := range p.Args {
			q, ok := op.(*ir.Instr)
			if !ok || !in[q] {
				continue
			}
			if _, seen := index[q]; !seen {
				visit(q)
				low[p] = min(low[p], low[q])
			} else if onStack[q] {
				low[p] = min(low[p], index[q])
			}
		}
		if low[p] == index[p] {
			var scc []*ir.Instr
			for {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[q] = false
				scc = append(scc, q)
				if q == p {
					break
				}
			}
			out = append(out, scc)
		}
	}
	for _, p := range phis {
		if _, seen := index[p]; !seen {
			visit(p)
		}
	}
	return out
}

// removeDeadCode deletes instructions whose results are unused and that
// have no effect, to a fixed point. Loads stay: they may fault.
func removeDeadCode(f *ir.Func) {
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for k := len(b.Instrs) - 1; k >= 0; k-- {
				i := b.Instrs[k]
				if len(i.Uses()) == 0 && removable(i) {
					i.Remove()
					changed = true
				}
			}
		}
	}
}

func removable(i *ir.Instr) bool {
	op := i.Op
	switch {
	case op.IsIntBinary(), op.IsFloatBinary(), op.IsFloatUnary(), op.IsCast(), op.IsSpecial():
		return true
	}
	switch op {
	case ir.OpICmp, ir.OpFCmp, ir.OpSelect, ir.OpGEP, ir.OpPhi, ir.OpAlloca:
		return true
	}
	return false
}
