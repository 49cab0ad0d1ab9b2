// Inlining replaces every call of a device function by a copy of the
// callee's body, so that each kernel is one function and the per-function
// analyses (dominators, loops, SIMT-deadlock detection) see all of its
// control flow, as the SIMT-deadlock paper assumes ("after inlining").
//
//	before                                 after
//
//	caller:                                caller:
//	  b:  %x = add …                         b:  %x = add …
//	      %r = call @g(%x)                       br ^g.entry
//	      store %p, %r                       g.entry:            (copy of g, %a := %x)
//	      ret                                    condbr %c, ^g.t, ^g.f
//	                                         g.t: br ^g.exit
//	g(%a):                                   g.f: br ^g.exit
//	  entry: condbr %c, ^t, ^f               g.exit:
//	  t:     ret %a                              %r = phi [%x, ^g.t], [i32 0, ^g.f]
//	  f:     ret i32 0                           store %p, %r
//	                                             ret
//
// Algorithm (Inline):
//  1. Build the call graph and order the functions callees first (a
//     depth-first post-order from every function in module order). A cycle
//     is recursion, which cannot be inlined: report the first call that
//     closes one, with the cycle, and change nothing.
//  2. For each function in that order, inline each of its calls; the
//     callee has no calls left by then, so one pass per function suffices.
//
// Inlining one call %r = call @g(args) in block b:
//  1. Split b after the call: the instructions after it, with b's
//     outgoing edges, move to a new block "g.exit"; the successors' Preds
//     (and so their phis) now name g.exit.
//  2. Copy g's blocks ("g.NAME") with their instructions and edges; g's
//     parameters become the arguments; allocas of g's entry block move to
//     the caller's entry block, where they are allocated once.
//  3. End b with br to the copy of g's entry.
//  4. Replace each copied ret by br to g.exit; %r becomes the returned
//     value (one ret), a phi of them in g.exit (several), or undef (none,
//     and then g.exit is unreachable and removed).
//  5. Delete the call; lay the copied blocks and g.exit out right after b.
//
// Copied instructions keep their source positions, so diagnostics in
// inlined code still point into the callee.

package transform

import (
	"fmt"
	"strings"

	"github.com/simtc/simtc/ir"
)

// Inline inlines every call in m, bottom-up through the call graph, so that
// no function of m calls another. It fails, leaving m unchanged, on
// recursion and on calls of functions without a body or outside m.
func Inline(m *ir.Module) error {
	order, err := bottomUp(m)
	if err != nil {
		return err
	}
	for _, f := range order {
		inlineCalls(f)
	}
	return nil
}

// callsOf returns the call instructions of f in block order.
func callsOf(f *ir.Func) []*ir.Instr {
	var calls []*ir.Instr
	f.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpCall {
			calls = append(calls, i)
		}
	})
	return calls
}

// bottomUp orders m's functions callees first and checks every call.
func bottomUp(m *ir.Module) ([]*ir.Func, error) {
	in := make(map[*ir.Func]bool, len(m.Funcs))
	for _, f := range m.Funcs {
		in[f] = true
	}
	const (
		white = iota
		grey
		black
	)
	color := make(map[*ir.Func]int, len(m.Funcs))
	var order []*ir.Func
	var path []*ir.Func
	var visit func(f *ir.Func) error
	visit = func(f *ir.Func) error {
		color[f] = grey
		path = append(path, f)
		for _, c := range callsOf(f) {
			g := c.Callee()
			switch {
			case g == nil:
				return ir.Errorf(c.Pos, "call without a callee in function %s", f.Name)
			case !in[g]:
				return ir.Errorf(c.Pos, "call of %s, which is not in the module, in function %s", g.Name, f.Name)
			case len(g.Blocks) == 0:
				return ir.Errorf(c.Pos, "call of %s, which has no body, in function %s", g.Name, f.Name)
			case len(c.Args) != len(g.Params):
				return ir.Errorf(c.Pos, "call of %s with %d arguments, want %d", g.Name, len(c.Args), len(g.Params))
			}
			switch color[g] {
			case grey:
				var cycle []string
				for k := len(path) - 1; k >= 0; k-- {
					if path[k] == g {
						for _, h := range path[k:] {
							cycle = append(cycle, h.Name)
						}
						break
					}
				}
				cycle = append(cycle, g.Name)
				return ir.Errorf(c.Pos, "recursive call of %s cannot be inlined (%s)", g.Name, strings.Join(cycle, " -> "))
			case white:
				if err := visit(g); err != nil {
					return err
				}
			}
		}
		path = path[:len(path)-1]
		color[f] = black
		order = append(order, f)
		return nil
	}
	for _, f := range m.Funcs {
		if color[f] == white {
			if err := visit(f); err != nil {
				return nil, err
			}
		}
	}
	return order, nil
}

// inlineCalls inlines every call of f, whose callees have no calls.
func inlineCalls(f *ir.Func) {
	calls := callsOf(f)
	if len(calls) == 0 {
		return
	}
	dead := false
	for _, c := range calls {
		if !inlineCall(f, c) {
			dead = true
		}
	}
	if dead {
		f.RemoveUnreachable()
	}
}

// inlineCall inlines the call c of f. It reports whether the callee
// returns (if not, the code after the call is unreachable).
func inlineCall(f *ir.Func, c *ir.Instr) bool {
	g := c.Callee()
	b := c.Block
	idx := -1
	for k, i := range b.Instrs {
		if i == c {
			idx = k
			break
		}
	}
	if idx < 0 {
		panic(fmt.Sprintf("transform.Inline: call of %s not in its block %s of %s", g.Name, b.Name, f.Name))
	}

	// 1. Split b after the call.
	exit := f.NewBlock(g.Name + ".exit")
	for _, i := range b.Instrs[idx+1:] {
		exit.Append(i)
	}
	b.Instrs = b.Instrs[:idx+1]
	exit.Succs, b.Succs = b.Succs, nil
	for _, s := range exit.Succs {
		for k, p := range s.Preds {
			if p == b {
				s.Preds[k] = exit
			}
		}
	}
	f.InvalidateCFG()

	// 2. Copy g's blocks and instructions.
	bmap := make(map[*ir.Block]*ir.Block, len(g.Blocks))
	vmap := make(map[ir.Value]ir.Value)
	for k, p := range g.Params {
		vmap[p] = c.Args[k]
	}
	var copies []*ir.Block
	for _, gb := range g.Blocks {
		nb := f.NewBlock(g.Name + "." + gb.Name)
		bmap[gb] = nb
		copies = append(copies, nb)
	}
	type pair struct{ from, to *ir.Instr }
	var pairs []pair
	for _, gb := range g.Blocks {
		nb := bmap[gb]
		for _, i := range gb.Instrs {
			ni := f.NewInstr(i.Op, i.Typ)
			ni.Name = i.Name
			ni.Pos = i.Pos
			ni.Pred = i.Pred
			ni.Atomic = i.Atomic
			ni.Math = i.Math
			ni.Volatile = i.Volatile
			ni.Dim = i.Dim
			ni.Flags = i.Flags
			ni.SetCallee(i.Callee())
			ni.SetCases(append([]int64(nil), i.Cases()...))
			nb.Append(ni)
			vmap[i] = ni
			pairs = append(pairs, pair{i, ni})
		}
	}
	for _, p := range pairs {
		for _, a := range p.from.Args {
			if v, ok := vmap[a]; ok {
				p.to.AddArg(v)
			} else {
				p.to.AddArg(a) // constants and globals
			}
		}
	}
	for _, gb := range g.Blocks {
		nb := bmap[gb]
		for _, s := range gb.Succs {
			nb.Succs = append(nb.Succs, bmap[s])
		}
		for _, p := range gb.Preds {
			nb.Preds = append(nb.Preds, bmap[p])
		}
	}
	entry := bmap[g.Blocks[0]]
	hoistAllocas(f, entry)

	// 3. Jump from b into the copy.
	bld := ir.NewBuilder(f)
	bld.SetBlock(b)
	bld.SetPos(c.Pos)
	bld.Br(entry)
	for _, phi := range entry.Phis() {
		phi.AddArg(ir.Undef(phi.Typ))
	}

	// 4. Returns become branches to exit.
	var results []ir.Value
	for _, nb := range copies {
		t := nb.Terminator()
		if t == nil || t.Op != ir.OpRet {
			continue
		}
		var v ir.Value
		if len(t.Args) > 0 {
			v = t.Args[0]
		}
		pos := t.Pos
		t.Remove()
		bld.SetBlock(nb)
		bld.SetPos(pos)
		bld.Br(exit)
		if v == nil && c.HasResult() {
			v = ir.Undef(c.Typ)
		}
		results = append(results, v)
	}
	if c.HasResult() {
		switch len(results) {
		case 0:
			c.ReplaceAllUsesWith(ir.Undef(c.Typ))
		case 1:
			c.ReplaceAllUsesWith(results[0])
		default:
			bld.SetBlock(exit)
			bld.SetPos(c.Pos)
			phi := bld.Phi(c.Typ, results...)
			phi.Name = c.Name
			c.ReplaceAllUsesWith(phi)
		}
	}

	// 5. Delete the call; lay out the copy and exit after b.
	c.Remove()
	layoutAfter(f, b, append(copies, exit))
	return len(results) > 0
}

// hoistAllocas moves the allocas of blk (the copy of a callee's entry) to
// the start of f's entry block.
func hoistAllocas(f *ir.Func, blk *ir.Block) {
	fe := f.Entry()
	if fe == blk {
		return
	}
	at := fe.FirstNonPhi()
	kept := blk.Instrs[:0]
	for _, i := range blk.Instrs {
		if i.Op == ir.OpAlloca {
			fe.Insert(at, i)
			at++
			continue
		}
		kept = append(kept, i)
	}
	for k := len(kept); k < len(blk.Instrs); k++ {
		blk.Instrs[k] = nil
	}
	blk.Instrs = kept
}

// layoutAfter moves the blocks bs (in this order) right after b in f.Blocks.
func layoutAfter(f *ir.Func, b *ir.Block, bs []*ir.Block) {
	move := make(map[*ir.Block]bool, len(bs))
	for _, x := range bs {
		move[x] = true
	}
	out := make([]*ir.Block, 0, len(f.Blocks))
	for _, x := range f.Blocks {
		if move[x] {
			continue
		}
		out = append(out, x)
		if x == b {
			out = append(out, bs...)
		}
	}
	f.Blocks = out
}
