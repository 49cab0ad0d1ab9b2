package minic

import (
	"fmt"

	"github.com/simtc/simtc/ir"
)

// lowerer turns a checked File into an IR module.
type lowerer struct {
	file    *File
	m       *ir.Module
	funcs   map[*Function]*ir.Func
	globals map[*Var]*ir.Global   // program-scope variables
	cells   map[string]*ir.Global // the work-group functions' shared cells, by IR type (workgroup.go)
	strs    map[string]*ir.Global // string literals' constant globals, by value (printf.go)
	errs    ir.ErrorList
}

// lower builds the module of a checked file.
func lower(f *File) (*ir.Module, ir.ErrorList) {
	l := &lowerer{file: f, m: ir.NewModule(f.Name), funcs: make(map[*Function]*ir.Func),
		globals: make(map[*Var]*ir.Global)}
	for _, v := range f.Globals {
		g := l.m.NewGlobal(l.globalName(v.Name), irType(v.Type), v.Type.Space)
		g.Pos = v.Pos
		if v.Init != nil {
			g.Init = make([]byte, v.Type.size())
			encodeInit(g.Init, v.Type, v.Init)
		}
		l.globals[v] = g
	}
	for _, fn := range f.Funcs {
		if fn.Body == nil {
			continue
		}
		ret := irType(fn.Type.Ret)
		if fn.Type.Ret.isAggregate() {
			ret = ir.Void
		}
		irf := l.m.NewFunc(fn.Name, ret)
		irf.Kernel = fn.Kernel
		irf.ReqdWorkGroupSize = fn.Reqd
		irf.Pos = fn.Pos
		if fn.Type.Ret.isAggregate() {
			ip := irf.AddParam("sret", paramIRType(fn.Type.Ret))
			ip.Pos = fn.Pos
		}
		for _, p := range fn.Params {
			pt := paramIRType(p.Type)
			var bv *ir.ByValue
			if fn.Kernel && p.Type.isAggregate() {
				// Passed by value: the launch convention (lower_byvalue.go).
				bv = byValueOf(p.Type)
				pt = byValueIRType(p.Type, bv)
			}
			ip := irf.AddParam(p.Name, pt)
			ip.Pos = p.Pos
			ip.NoAlias = p.Type.Restrict
			ip.ByValue = bv
		}
		l.funcs[fn] = irf
	}
	for _, fn := range f.Funcs {
		if fn.Body != nil {
			l.function(fn)
		}
	}
	return l.m, l.errs
}

// funcLowerer holds the state of lowering one function.
type funcLowerer struct {
	l    *lowerer
	fn   *Function
	f    *ir.Func
	b    *ir.Builder
	ssa  *ssaState
	addr map[*Var]ir.Value // variables in memory: their alloca or global
	sret ir.Value          // where a function returning an aggregate stores its result

	labels  map[*Labeled]*ir.Block
	cases   map[Stmt]*ir.Block // case and default labels of the switches
	breaks  []*ir.Block
	conts   []*ir.Block
	order   []*ir.Block // blocks in the order code was placed in them
	placed  map[*ir.Block]bool
	fallOff *ir.Block // the block that falls off the end of a non-void function
}

func (l *lowerer) function(fn *Function) {
	f := l.funcs[fn]
	fl := &funcLowerer{
		l: l, fn: fn, f: f, b: ir.NewBuilder(f),
		addr:   make(map[*Var]ir.Value),
		labels: make(map[*Labeled]*ir.Block),
		cases:  make(map[Stmt]*ir.Block),
		placed: make(map[*ir.Block]bool),
	}
	fl.ssa = newSSA(f, func(v *Var) ir.Type { return irType(v.Type) })
	for v, g := range l.globals {
		fl.addr[v] = g
	}
	entry := f.NewBlock("entry")
	fl.ssa.seal(entry)
	fl.setBlock(entry)
	fl.b.SetPos(fn.Pos)

	// Memory for the variables that need it: allocas at the top of the
	// entry block, module globals for local-memory variables.
	first := 0
	if fn.Type.Ret.isAggregate() {
		fl.sret = f.Params[0]
		first = 1
	}
	for _, p := range fn.Params {
		ip := f.Params[first+indexOf(fn.Params, p)]
		if p.Type.isAggregate() && ip.ByValue != nil {
			fl.b.SetPos(p.Pos)
			a := fl.b.Alloca(irType(p.Type))
			a.Name = p.Name
			fl.addr[p] = a // the kernel's copy, filled below
			continue
		}
		if p.Type.isAggregate() {
			fl.addr[p] = ip // the caller's copy
			continue
		}
		if p.inMemory() {
			fl.b.SetPos(p.Pos)
			a := fl.b.Alloca(irType(p.Type))
			a.Name = p.Name
			fl.addr[p] = a
		} else {
			fl.ssa.writeVar(p, entry, ip)
		}
	}
	for _, v := range fn.Locals {
		if v.Type == nil || v.Type.isInvalid() {
			continue
		}
		switch {
		case v.Shared:
			name := l.globalName(fn.Name + "." + v.Name)
			g := l.m.NewGlobal(name, irType(v.Type), ir.SpaceShared)
			g.Pos = v.Pos
			fl.addr[v] = g
		case v.inMemory():
			fl.b.SetPos(v.Pos)
			a := fl.b.Alloca(irType(v.Type))
			a.Name = v.Name
			fl.addr[v] = a
		}
	}
	for i, p := range fn.Params {
		if ip := f.Params[first+i]; ip.ByValue != nil {
			fl.b.SetPos(p.Pos)
			fl.byValueCopy(fl.addr[p], ip, p.Type)
			continue
		}
		if a, ok := fl.addr[p]; ok && !p.Type.isAggregate() {
			fl.b.SetPos(p.Pos)
			fl.b.Store(a, f.Params[first+i], false)
		}
	}

	for _, s := range fn.Body.Stmts {
		fl.stmt(s)
	}
	fl.b.SetPos(fn.Body.End)
	if !fl.b.Terminated() {
		if fn.Type.Ret.Kind == Void {
			fl.b.Ret(nil)
		} else {
			fl.fallOff = fl.b.Block()
			fl.b.Ret(ir.Undef(irType(fn.Type.Ret)))
		}
	}
	fl.ssa.sealAll()
	f.RemoveUnreachable()
	removeRedundantPhis(f)
	removeDeadCode(f)
	// The blocks left after the clean-ups, as a set: a scan of f.Blocks
	// per block would be quadratic in the function's size.
	live := make(map[*ir.Block]bool, len(f.Blocks))
	for _, b := range f.Blocks {
		live[b] = true
	}
	if fl.fallOff != nil && live[fl.fallOff] {
		l.errs.Add(fn.Body.End, "non-void function '%s' does not return a value on all paths", fn.Name)
	}
	// Lay the blocks out in the order code was placed in them, which
	// follows the source.
	var blocks []*ir.Block
	for _, b := range fl.order {
		if live[b] {
			blocks = append(blocks, b)
		}
	}
	if len(blocks) == len(f.Blocks) {
		copy(f.Blocks, blocks)
		f.InvalidateCFG()
	}
}

func indexOf(vs []*Var, v *Var) int {
	for i, x := range vs {
		if x == v {
			return i
		}
	}
	return -1
}

// globalName returns name, made unique among the module's globals.
func (l *lowerer) globalName(name string) string {
	if l.m.Global(name) == nil {
		return name
	}
	for n := 1; ; n++ {
		cand := fmt.Sprintf("%s.%d", name, n)
		if l.m.Global(cand) == nil {
			return cand
		}
	}
}

// internal reports a frontend bug; Compile turns the panic into an error.
func internal(format string, args ...any) {
	panic(fmt.Sprintf(format, args...))
}

// setBlock continues code in blk. The current block must be terminated.
func (fl *funcLowerer) setBlock(blk *ir.Block) {
	if cur := fl.b.Block(); cur != nil && cur != blk && !fl.b.Terminated() {
		internal("block %s left without a terminator", cur.Name)
	}
	fl.b.SetBlock(blk)
	fl.place(blk)
}

// place puts blk into the layout after the blocks placed before it,
// unless it is there.
func (fl *funcLowerer) place(blk *ir.Block) {
	if !fl.placed[blk] {
		fl.placed[blk] = true
		fl.order = append(fl.order, blk)
	}
}

// newBlock creates a block; it is placed in the layout when code goes in.
func (fl *funcLowerer) newBlock(name string) *ir.Block { return fl.f.NewBlock(name) }

// startDead continues in a fresh block without predecessors, for the code
// after a jump; RemoveUnreachable deletes it.
func (fl *funcLowerer) startDead() {
	blk := fl.newBlock("dead")
	fl.ssa.seal(blk)
	fl.setBlock(blk)
}

// br ends the current block with a jump to t unless it is terminated. A
// block known to be unreachable ends in unreachable instead, so that it adds
// no edge (and no undef phi operands) to live code.
func (fl *funcLowerer) br(t *ir.Block) {
	switch {
	case fl.b.Terminated():
	case fl.dead():
		fl.b.Unreachable()
	default:
		fl.b.Br(t)
	}
}

// dead reports whether the current block is unreachable for sure: sealed,
// without predecessors and not the entry.
func (fl *funcLowerer) dead() bool {
	blk := fl.cur()
	return blk != fl.f.Blocks[0] && len(blk.Preds) == 0 && fl.ssa.isSealed(blk)
}

func (fl *funcLowerer) cur() *ir.Block { return fl.b.Block() }

// Statements.

func (fl *funcLowerer) stmt(s Stmt) {
	fl.b.SetPos(s.stmtPos())
	switch s := s.(type) {
	case *Block:
		for _, x := range s.Stmts {
			fl.stmt(x)
		}
	case *DeclStmt:
		for _, v := range s.Vars {
			fl.declare(v)
		}
	case *ExprStmt:
		fl.discard(s.X)
	case *If:
		fl.ifStmt(s)
	case *While:
		cond, body, end := fl.newBlock("while.cond"), fl.newBlock("while.body"), fl.newBlock("while.end")
		fl.br(cond)
		fl.setBlock(cond)
		fl.cond(s.Cond, body, end)
		fl.ssa.seal(body)
		fl.setBlock(body)
		fl.loopBody(s.Body, end, cond)
		fl.b.SetPos(s.Pos)
		fl.br(cond)
		fl.ssa.seal(cond)
		fl.ssa.seal(end)
		fl.setBlock(end)
	case *DoWhile:
		body, cond, end := fl.newBlock("do.body"), fl.newBlock("do.cond"), fl.newBlock("do.end")
		fl.br(body)
		fl.setBlock(body)
		fl.loopBody(s.Body, end, cond)
		fl.b.SetPos(s.WhilePos)
		fl.br(cond)
		fl.ssa.seal(cond)
		fl.setBlock(cond)
		fl.cond(s.Cond, body, end)
		fl.ssa.seal(body)
		fl.ssa.seal(end)
		fl.setBlock(end)
	case *For:
		if s.Init != nil {
			fl.stmt(s.Init)
		}
		cond, body, inc, end := fl.newBlock("for.cond"), fl.newBlock("for.body"), fl.newBlock("for.inc"), fl.newBlock("for.end")
		fl.b.SetPos(s.Pos)
		fl.br(cond)
		fl.setBlock(cond)
		if s.Cond != nil {
			fl.cond(s.Cond, body, end)
		} else {
			fl.br(body)
		}
		fl.ssa.seal(body)
		fl.setBlock(body)
		fl.loopBody(s.Body, end, inc)
		fl.b.SetPos(s.Pos)
		fl.br(inc)
		fl.ssa.seal(inc)
		fl.setBlock(inc)
		if s.Post != nil {
			fl.discard(s.Post)
		}
		fl.b.SetPos(s.Pos)
		fl.br(cond)
		fl.ssa.seal(cond)
		fl.ssa.seal(end)
		fl.setBlock(end)
	case *Switch:
		fl.switchStmt(s)
	case *Case:
		fl.caseLabel(s, s.Body)
	case *Default:
		fl.caseLabel(s, s.Body)
	case *Break:
		fl.br(fl.breaks[len(fl.breaks)-1])
		fl.startDead()
	case *Continue:
		fl.br(fl.conts[len(fl.conts)-1])
		fl.startDead()
	case *Return:
		if s.X != nil && fl.sret != nil {
			t := typeOf(s.X)
			if t.Kind == Vector {
				vals := fl.vvalue(s.X)
				fl.b.SetPos(s.Pos)
				fl.vstore(fl.sret, t, vals, false)
			} else {
				src := fl.aggAddr(s.X)
				fl.b.SetPos(s.Pos)
				fl.copyObj(fl.sret, src, t, false)
			}
			fl.b.Ret(nil)
		} else if s.X != nil {
			v := fl.rvalue(s.X)
			fl.b.SetPos(s.Pos)
			if fl.fn.Type.Ret.Kind == Void {
				fl.b.Ret(nil)
			} else {
				fl.b.Ret(v)
			}
		} else {
			fl.b.Ret(nil)
		}
		fl.startDead()
	case *Goto:
		fl.br(fl.labelBlock(s.Target))
		fl.startDead()
	case *Labeled:
		blk := fl.labelBlock(s)
		fl.br(blk)
		fl.setBlock(blk)
		fl.stmt(s.Body)
	case *Empty:
	default:
		internal("unknown statement %T", s)
	}
}

func (fl *funcLowerer) loopBody(body Stmt, brk, cont *ir.Block) {
	fl.breaks = append(fl.breaks, brk)
	fl.conts = append(fl.conts, cont)
	fl.stmt(body)
	fl.breaks = fl.breaks[:len(fl.breaks)-1]
	fl.conts = fl.conts[:len(fl.conts)-1]
}

func (fl *funcLowerer) labelBlock(l *Labeled) *ir.Block {
	blk := fl.labels[l]
	if blk == nil {
		blk = fl.newBlock(l.Label)
		fl.labels[l] = blk
	}
	return blk
}

func (fl *funcLowerer) ifStmt(s *If) {
	then, end := fl.newBlock("if.then"), fl.newBlock("if.end")
	els := end
	if s.Else != nil {
		els = fl.newBlock("if.else")
	}
	fl.cond(s.Cond, then, els)
	fl.ssa.seal(then)
	fl.setBlock(then)
	fl.stmt(s.Then)
	fl.b.SetPos(s.Pos)
	fl.br(end)
	if s.Else != nil {
		fl.ssa.seal(els)
		fl.setBlock(els)
		fl.stmt(s.Else)
		fl.b.SetPos(s.Pos)
		fl.br(end)
	}
	fl.ssa.seal(end)
	fl.setBlock(end)
}

func (fl *funcLowerer) switchStmt(s *Switch) {
	v := fl.rvalue(s.X)
	end := fl.newBlock("switch.end")
	// Consecutive labels (case 1: case 2: …) share one block.
	var assign func(st Stmt, blk *ir.Block)
	assign = func(st Stmt, blk *ir.Block) {
		fl.cases[st] = blk
		switch st := st.(type) {
		case *Case:
			if isLabel(st.Body) {
				assign(st.Body, blk)
			}
		case *Default:
			if isLabel(st.Body) {
				assign(st.Body, blk)
			}
		}
	}
	var labels []Stmt
	for _, c := range s.Cases {
		labels = append(labels, c)
	}
	if s.Default != nil {
		labels = append(labels, s.Default)
	}
	for _, st := range labels {
		if fl.cases[st] == nil {
			name := "switch.case"
			if _, ok := st.(*Default); ok {
				name = "switch.default"
			}
			assign(st, fl.newBlock(name))
		}
	}
	dflt := end
	if s.Default != nil {
		dflt = fl.cases[s.Default]
	}
	vals := make([]int64, len(s.Cases))
	targets := make([]*ir.Block, len(s.Cases))
	bits := ir.Bits(v.Type())
	for i, c := range s.Cases {
		vals[i] = ir.TruncInt(c.Val, bits)
		targets[i] = fl.cases[c]
	}
	fl.b.SetPos(s.Pos)
	if fl.dead() {
		fl.b.Unreachable()
	} else {
		fl.b.Switch(v, dflt, vals, targets)
	}
	// Code before the first label is unreachable.
	fl.startDead()
	fl.breaks = append(fl.breaks, end)
	fl.stmt(s.Body)
	fl.breaks = fl.breaks[:len(fl.breaks)-1]
	fl.br(end)
	fl.ssa.seal(end)
	fl.setBlock(end)
}

func isLabel(s Stmt) bool {
	switch s.(type) {
	case *Case, *Default:
		return true
	}
	return false
}

// caseLabel starts the block of a case or default label: the switch jumps
// there, and the code before falls through into it.
func (fl *funcLowerer) caseLabel(label, body Stmt) {
	blk := fl.cases[label]
	if blk == nil {
		internal("case label outside a switch")
	}
	if blk != fl.cur() {
		fl.br(blk)
		fl.ssa.seal(blk)
		fl.setBlock(blk)
	}
	fl.stmt(body)
}

// declare lowers a local variable declaration.
func (fl *funcLowerer) declare(v *Var) {
	if v.Type == nil || v.Type.isInvalid() {
		internal("lowering invalid variable %s", v.Name)
	}
	if v.Shared {
		return
	}
	if a, ok := fl.addr[v]; ok {
		if v.Init != nil {
			fl.initMemory(a, v.Type, v.Init)
		}
		return
	}
	var val ir.Value
	if v.Init != nil {
		val = fl.rvalue(v.Init.Expr)
	} else {
		val = ir.Undef(irType(v.Type))
	}
	nameValue(val, v.Name)
	fl.ssa.writeVar(v, fl.cur(), val)
}

// nameValue gives an unnamed instruction the name of the variable it is
// stored in, for readable IR.
func nameValue(val ir.Value, name string) {
	if i, ok := val.(*ir.Instr); ok && i.Name == "" && i.HasResult() {
		i.Name = name
	}
}

// initMemory stores an initializer into the object at ptr of type t.
// Elements an array initializer leaves out are zero.
func (fl *funcLowerer) initMemory(ptr ir.Value, t *Type, in *Initializer) {
	fl.b.SetPos(in.Pos)
	switch {
	case t.Kind == Struct && !in.Brace:
		src := fl.aggAddr(in.Expr)
		fl.b.SetPos(in.Pos)
		fl.copyObj(ptr, src, t, t.Volatile)
		return
	case t.Kind == Vector && !in.Brace:
		vals := fl.vvalue(in.Expr)
		fl.b.SetPos(in.Pos)
		fl.vstore(ptr, t, vals, t.Volatile)
		return
	case t.Kind == Struct:
		full := !t.Rec.Union && len(in.List) == len(t.Rec.Fields)
		for _, it := range in.List {
			full = full && it != nil
		}
		if !full {
			fl.zeroObj(ptr, t) // the members left out, and the padding
		}
		for i, it := range in.List {
			if it == nil {
				continue
			}
			f := t.Rec.Fields[i]
			fl.b.SetPos(in.Pos)
			ft := f.Type
			if t.Volatile {
				c := *ft
				c.Volatile = true
				ft = &c
			}
			fl.initMemory(fl.byteAddr(ptr, f.Offset, memType(ft)), ft, it)
		}
		return
	case t.Kind == Vector:
		for k := int64(0); k < t.Len; k++ {
			fl.b.SetPos(in.Pos)
			if k < int64(len(in.List)) {
				v := fl.rvalue(in.List[k].Expr)
				fl.b.SetPos(in.Pos)
				fl.b.Store(fl.compAddr(ptr, int(k)), v, t.Volatile)
			} else {
				fl.b.Store(fl.compAddr(ptr, int(k)), zeroValue(t.Elem), t.Volatile)
			}
		}
		return
	}
	if t.Kind != Array {
		v := fl.rvalue(in.Expr)
		fl.b.SetPos(in.Pos)
		fl.b.Store(ptr, v, t.Volatile)
		return
	}
	for i := int64(0); i < t.Len; i++ {
		fl.b.SetPos(in.Pos)
		elem := fl.b.GEP(ptr, ir.ConstInt(ir.I64, 0), ir.ConstInt(ir.I64, i))
		if i < int64(len(in.List)) && in.List[i] != nil {
			fl.initMemory(elem, t.Elem, in.List[i])
			continue
		}
		fl.zeroObj(elem, t.Elem)
	}
}

func zeroValue(t *Type) ir.Value {
	it := irType(t)
	switch {
	case t.isFloat():
		return ir.ConstFloat(it, 0)
	case t.isPointer():
		return ir.ConstNull(it)
	}
	return ir.ConstInt(it, 0)
}
