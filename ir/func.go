package ir

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Directive is a simtc directive found in a source comment: Kind is "launch"
// or "expect" (// simtc:launch …, // simtc:expect …), "want" (// want "re")
// or "allow" (//simtc:allow …), Text what follows the keyword.
type Directive struct {
	Kind string
	Text string
	Pos  Pos
}

// Module is a compilation unit: globals, functions and directives.
type Module struct {
	File string // the source file the module came from
	// FromLLVM says the module was imported from LLVM IR: a position in
	// File is a line of LLVM IR text (frontend/llvm sets it).
	FromLLVM   bool
	Globals    []*Global
	Funcs      []*Func
	Directives []Directive
	// Warnings are the frontend's warnings about the source, sorted
	// (SortWarnings); the module is compiled as clang compiles it.
	Warnings []Warning
}

// NewModule returns an empty module for file.
func NewModule(file string) *Module { return &Module{File: file} }

// NewGlobal adds a global named name holding elem in space.
func (m *Module) NewGlobal(name string, elem Type, space AddrSpace) *Global {
	g := &Global{Name: name, Elem: elem, Space: space}
	m.Globals = append(m.Globals, g)
	return g
}

// Global returns the global named name, or nil.
func (m *Module) Global(name string) *Global {
	for _, g := range m.Globals {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// NewFunc adds a function named name returning ret.
func (m *Module) NewFunc(name string, ret Type) *Func {
	f := &Func{Name: name, Module: m, Ret: ret}
	m.Funcs = append(m.Funcs, f)
	return f
}

// Func returns the function named name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Kernels returns the module's kernels in module order.
func (m *Module) Kernels() []*Func {
	var ks []*Func
	for _, f := range m.Funcs {
		if f.Kernel {
			ks = append(ks, f)
		}
	}
	return ks
}

// Analysed returns the functions the passes transform and the analyses
// look at: the kernels, or every function of a module without kernels.
func (m *Module) Analysed() []*Func {
	if fs := m.Kernels(); len(fs) > 0 {
		return fs
	}
	return m.Funcs
}

// Func is a function: a kernel or a device function. Blocks[0] is the entry
// block; the order of Blocks is the print (and default layout) order.
//
// Blocks and instructions have dense IDs: NumBlocks and NumValues bound them,
// so per-pass data lives in slices indexed by ID. IDs of deleted blocks and
// instructions are not reused.
type Func struct {
	Name   string
	Module *Module
	Kernel bool
	// ReqdWorkGroupSize is a kernel's reqd_work_group_size(X, Y, Z)
	// (OpenCL's attribute, LLVM's !reqd_work_group_size), zero when not
	// given: a launch's block must be that size (the driver checks).
	ReqdWorkGroupSize [3]int
	Ret               Type
	Params            []*Param
	Blocks            []*Block
	Pos               Pos

	nextBlock int
	nextValue int
	names     map[string]bool // block names in use
	suffix    map[string]int  // next numeric suffix to try per base name
	cache     map[any]any     // analyses of the current CFG
}

// AddParam appends a parameter.
func (f *Func) AddParam(name string, t Type) *Param {
	p := &Param{Name: name, Typ: t, Index: len(f.Params), Func: f}
	f.Params = append(f.Params, p)
	return p
}

// Entry returns the entry block, or nil for a function with no body.
func (f *Func) Entry() *Block {
	if len(f.Blocks) == 0 {
		return nil
	}
	return f.Blocks[0]
}

// NumBlocks bounds the block IDs: every block's ID is below it.
func (f *Func) NumBlocks() int { return f.nextBlock }

// NumValues bounds the instruction IDs.
func (f *Func) NumValues() int { return f.nextValue }

// NewBlock appends a block. Its name is name, made unique in f by a numeric
// suffix if needed ("" becomes "bb").
func (f *Func) NewBlock(name string) *Block {
	if name == "" {
		name = "bb"
	}
	if f.names == nil {
		f.names = make(map[string]bool)
	}
	if f.names[name] {
		if f.suffix == nil {
			f.suffix = make(map[string]int)
		}
		base := name
		for n := max(f.suffix[base], 1); ; n++ {
			cand := base + "." + strconv.Itoa(n)
			if !f.names[cand] {
				name = cand
				f.suffix[base] = n + 1
				break
			}
		}
	}
	f.names[name] = true
	b := &Block{ID: f.nextBlock, Name: name, Func: f}
	f.nextBlock++
	f.Blocks = append(f.Blocks, b)
	f.InvalidateCFG()
	return b
}

// ReserveBlocks makes room for n more blocks, so that the next n NewBlock
// calls do not grow f's block list and name set step by step (a frontend
// that knows how many blocks a function has: grown one block at a time,
// a 300k-block function's list and set were rehashed and copied about
// twenty times).
func (f *Func) ReserveBlocks(n int) {
	if n <= 0 {
		return
	}
	f.Blocks = slices.Grow(f.Blocks, n)
	if f.names == nil {
		f.names = make(map[string]bool, n)
	}
}

// BlockByName returns the block named name, or nil.
func (f *Func) BlockByName(name string) *Block {
	for _, b := range f.Blocks {
		if b.Name == name {
			return b
		}
	}
	return nil
}

// newInstr allocates an instruction with the next ID; it is not in a block.
func (f *Func) newInstr(op Op, t Type, args ...Value) *Instr {
	i := allocInstr(len(args), t != nil && t != Void)
	i.ID, i.Op, i.Typ = f.nextValue, op, t
	f.nextValue++
	for _, a := range args {
		i.AddArg(a)
	}
	return i
}

// allocInstr allocates an Instr for nargs operands, with the backing
// arrays of its first operands and (when it has a result) of its first
// two uses in the same object: one allocation per instruction instead of
// three or more (issue 18: the LLVM import allocates millions of
// instructions). The slices grow out of them as any slice does. The
// second use slot is free: with one, the objects of one to three
// operands were 168, 184 and 200 bytes, in the size classes of 176, 192
// and 208, which two slots fill exactly (TestAllocInstrSizes).
func allocInstr(nargs int, result bool) *Instr {
	var i *Instr
	switch {
	case nargs == 1 && result:
		x := &struct {
			Instr
			args [1]Value
			uses [2]*Instr
		}{}
		i = &x.Instr
		i.Args, i.uses = x.args[:0], x.uses[:0]
	case nargs == 2 && result:
		x := &struct {
			Instr
			args [2]Value
			uses [2]*Instr
		}{}
		i = &x.Instr
		i.Args, i.uses = x.args[:0], x.uses[:0]
	case nargs == 3 && result:
		x := &struct {
			Instr
			args [3]Value
			uses [2]*Instr
		}{}
		i = &x.Instr
		i.Args, i.uses = x.args[:0], x.uses[:0]
	case nargs == 1:
		x := &struct {
			Instr
			args [1]Value
		}{}
		i = &x.Instr
		i.Args = x.args[:0]
	case nargs == 2:
		x := &struct {
			Instr
			args [2]Value
		}{}
		i = &x.Instr
		i.Args = x.args[:0]
	case nargs == 3:
		x := &struct {
			Instr
			args [3]Value
		}{}
		i = &x.Instr
		i.Args = x.args[:0]
	default:
		i = &Instr{}
		if nargs > 0 {
			i.Args = make([]Value, 0, nargs)
		}
	}
	return i
}

// NewInstr returns a new instruction of f, not yet placed in a block; place
// it with Block.Insert or Block.Append.
func (f *Func) NewInstr(op Op, t Type, args ...Value) *Instr { return f.newInstr(op, t, args...) }

// Cached returns the analysis stored under key for the current CFG,
// computing and storing it first if needed. Every CFG edit made through
// this package (blocks, edges, terminators) drops all cached analyses, so a
// pass cannot forget to invalidate them. Keys should be unexported types of
// the analysis package, as with context.Context values.
func (f *Func) Cached(key any, compute func() any) any {
	if v, ok := f.cache[key]; ok {
		return v
	}
	v := compute()
	if f.cache == nil {
		f.cache = make(map[any]any)
	}
	f.cache[key] = v
	return v
}

// InvalidateCFG drops every cached analysis. Functions in this package that
// edit the CFG call it; a pass that edits Blocks, Preds or Succs directly
// must call it too.
func (f *Func) InvalidateCFG() {
	if len(f.cache) > 0 {
		f.cache = nil
	}
}

// DropBody releases f's blocks, instructions and cached analyses, leaving
// its signature: f stays a valid callee for the module's other functions
// but has no body any more (Verify rejects it). The streaming LLVM import
// drops each function's body once the caller has looked at it, so that a
// large module is never held whole (frontend/llvm.ImportEach).
func (f *Func) DropBody() {
	f.Blocks = nil
	f.names, f.suffix, f.cache = nil, nil, nil
}

// RemoveBlock deletes b, which must have no predecessors, with its
// instructions and its outgoing edges.
func (f *Func) RemoveBlock(b *Block) {
	f.detach(b)
	for k, x := range f.Blocks {
		if x == b {
			f.Blocks = append(f.Blocks[:k], f.Blocks[k+1:]...)
			break
		}
	}
	f.InvalidateCFG()
}

// detach does what RemoveBlock does to b except taking it out of
// f.Blocks: it cuts b's edges, drops its instructions and frees its name.
func (f *Func) detach(b *Block) {
	if len(b.Preds) > 0 {
		panic(fmt.Sprintf("ir: RemoveBlock(%s) in %s: block still has predecessors", b.Name, f.Name))
	}
	for len(b.Succs) > 0 {
		b.removeSucc(len(b.Succs) - 1)
	}
	for _, i := range b.Instrs {
		i.dropArgs()
	}
	for _, i := range b.Instrs {
		i.Block = nil
	}
	b.Instrs = nil
	delete(f.names, b.Name)
}

// RemoveUnreachable deletes the blocks that cannot be reached from the entry
// and reports whether it deleted any. Phis in the remaining blocks lose the
// operands of the deleted edges.
func (f *Func) RemoveUnreachable() bool {
	if len(f.Blocks) == 0 {
		return false
	}
	seen := make([]bool, f.NumBlocks())
	stack := []*Block{f.Blocks[0]}
	seen[f.Blocks[0].ID] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Succs {
			if !seen[s.ID] {
				seen[s.ID] = true
				stack = append(stack, s)
			}
		}
	}
	var dead []*Block
	for _, b := range f.Blocks {
		if !seen[b.ID] {
			dead = append(dead, b)
		}
	}
	if len(dead) == 0 {
		return false
	}
	// Cut all edges out of dead blocks first, so that dead cycles go too.
	for _, b := range dead {
		for len(b.Succs) > 0 {
			b.removeSucc(len(b.Succs) - 1)
		}
	}
	// Dead instructions may use each other; drop all their operands first.
	for _, b := range dead {
		for _, i := range b.Instrs {
			i.dropArgs()
		}
	}
	// Detach them all, then filter f.Blocks once (in order, as removing
	// them one by one would): one RemoveBlock per block would be quadratic.
	for _, b := range dead {
		f.detach(b)
	}
	live := f.Blocks[:0]
	for _, b := range f.Blocks {
		if seen[b.ID] {
			live = append(live, b)
		}
	}
	clear(f.Blocks[len(live):])
	f.Blocks = live
	f.InvalidateCFG()
	return true
}

// Instrs calls fn for every instruction of f in block order.
func (f *Func) Instrs(fn func(*Instr)) {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			fn(i)
		}
	}
}

// Block is a basic block: phis first, then ordinary instructions, then one
// terminator. Succs is in the terminator's order (see the terminator ops);
// Preds lists one entry per incoming edge, and phi operands line up with it.
type Block struct {
	ID     int
	Name   string
	Func   *Func
	Instrs []*Instr
	Preds  []*Block
	Succs  []*Block
}

func (b *Block) String() string { return b.Name }

// Terminator returns b's last instruction if it is a terminator, else nil.
func (b *Block) Terminator() *Instr {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// Phis returns the phis at the start of b.
func (b *Block) Phis() []*Instr {
	n := 0
	for n < len(b.Instrs) && b.Instrs[n].Op == OpPhi {
		n++
	}
	return b.Instrs[:n]
}

// FirstNonPhi returns the index of the first instruction that is not a phi.
func (b *Block) FirstNonPhi() int { return len(b.Phis()) }

// Append adds i at the end of b.
func (b *Block) Append(i *Instr) {
	i.Block = b
	b.Instrs = append(b.Instrs, i)
}

// Insert puts i at index n of b.
func (b *Block) Insert(n int, i *Instr) {
	i.Block = b
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[n+1:], b.Instrs[n:])
	b.Instrs[n] = i
}

// PredIndex returns the index of the first edge from p in b.Preds, or -1.
func (b *Block) PredIndex(p *Block) int {
	for k, x := range b.Preds {
		if x == p {
			return k
		}
	}
	return -1
}

// addSucc appends an edge b → s.
func (b *Block) addSucc(s *Block) {
	b.Succs = append(b.Succs, s)
	s.Preds = append(s.Preds, b)
	b.Func.InvalidateCFG()
}

// removeSucc deletes edge n of b.Succs, with the matching predecessor entry
// of the target and the phi operands for it.
func (b *Block) removeSucc(n int) {
	s := b.Succs[n]
	b.Succs = append(b.Succs[:n], b.Succs[n+1:]...)
	// The k-th edge b→s in b.Succs is the k-th entry of b in s.Preds: edges
	// are added to both lists in the same order.
	k := 0
	for _, x := range b.Succs[:n] {
		if x == s {
			k++
		}
	}
	for j, p := range s.Preds {
		if p != b {
			continue
		}
		if k > 0 {
			k--
			continue
		}
		s.removePred(j)
		break
	}
	b.Func.InvalidateCFG()
}

// removePred deletes s.Preds[j] and operand j of every phi in s.
func (s *Block) removePred(j int) {
	s.Preds = append(s.Preds[:j], s.Preds[j+1:]...)
	for _, phi := range s.Phis() {
		if j < len(phi.Args) {
			phi.RemoveArg(j)
		}
	}
}

// SetSucc redirects edge n of b to t. The old target loses the predecessor
// entry and its phi operands; t gains b as its last predecessor, and each phi
// of t gets an undef operand for it, which the caller must set
// (phi.SetArg(len(t.Preds)-1, v)).
func (b *Block) SetSucc(n int, t *Block) {
	old := b.Succs[n]
	if old == t {
		return
	}
	// Remove the pred entry in old that corresponds to this edge.
	k := 0
	for _, x := range b.Succs[:n] {
		if x == old {
			k++
		}
	}
	for j, p := range old.Preds {
		if p != b {
			continue
		}
		if k > 0 {
			k--
			continue
		}
		old.removePred(j)
		break
	}
	b.Succs[n] = t
	t.Preds = append(t.Preds, b)
	for _, phi := range t.Phis() {
		phi.AddArg(Undef(phi.Typ))
	}
	b.Func.InvalidateCFG()
}

// SortedBlocks returns f's blocks sorted by name, for output that must not
// depend on layout.
func (f *Func) SortedBlocks() []*Block {
	bs := append([]*Block(nil), f.Blocks...)
	sort.Slice(bs, func(i, j int) bool { return bs[i].Name < bs[j].Name })
	return bs
}

// place moves nb (the last block of f.Blocks) to just after b in
// layout order, or just before it when before is set.
func (f *Func) place(nb, b *Block, before bool) {
	f.Blocks = f.Blocks[:len(f.Blocks)-1]
	k := 0
	for k < len(f.Blocks) && f.Blocks[k] != b {
		k++
	}
	if !before {
		k++
	}
	f.Blocks = append(f.Blocks, nil)
	copy(f.Blocks[k+1:], f.Blocks[k:])
	f.Blocks[k] = nb
}

// SplitBlock moves the instructions b.Instrs[n:] (which must include the
// terminator and no phis) and b's outgoing edges to a new block named name,
// placed after b. b is left without a terminator and without successors:
// the caller ends it. Phis in the successors keep their operands, now for
// edges from the new block.
func (f *Func) SplitBlock(b *Block, n int, name string) *Block {
	if n < b.FirstNonPhi() || n >= len(b.Instrs) || b.Terminator() == nil {
		panic(fmt.Sprintf("ir: SplitBlock(%s, %d) in %s: the split must keep the phis and move the terminator", b.Name, n, f.Name))
	}
	nb := f.NewBlock(name)
	f.place(nb, b, false)
	for _, i := range b.Instrs[n:] {
		i.Block = nb
	}
	nb.Instrs = append(nb.Instrs, b.Instrs[n:]...)
	b.Instrs = b.Instrs[:n:n]
	nb.Succs, b.Succs = b.Succs, nil
	for _, s := range nb.Succs {
		for k, p := range s.Preds {
			if p == b {
				s.Preds[k] = nb
			}
		}
	}
	f.InvalidateCFG()
	return nb
}

// InsertBlockBefore adds a block named name, placed before b, that takes
// over every edge into b (in b.Preds order) together with b's phis. The new
// block is left without a terminator: the caller ends it, typically with an
// edge to b.
func (f *Func) InsertBlockBefore(b *Block, name string) *Block {
	nb := f.NewBlock(name)
	f.place(nb, b, true)
	phis := b.Phis()
	for _, phi := range phis {
		phi.Block = nb
	}
	nb.Instrs = append(nb.Instrs, phis...)
	b.Instrs = b.Instrs[len(phis):]
	nb.Preds, b.Preds = b.Preds, nil
	for _, p := range nb.Preds {
		for k, s := range p.Succs {
			if s == b {
				p.Succs[k] = nb
			}
		}
	}
	f.InvalidateCFG()
	return nb
}

// AddSwitchCase adds case v → t to the switch that ends b. Each phi of t
// gets an undef operand for the new edge, which the caller sets
// (phi.SetArg(len(t.Preds)-1, x)).
func (b *Block) AddSwitchCase(v int64, t *Block) {
	sw := b.Terminator()
	if sw == nil || sw.Op != OpSwitch {
		panic(fmt.Sprintf("ir: AddSwitchCase on block %s in %s, which does not end in a switch", b.Name, b.Func.Name))
	}
	sw.SetCases(append(sw.Cases(), v))
	b.addSucc(t)
	for _, phi := range t.Phis() {
		phi.AddArg(Undef(phi.Typ))
	}
}

// CopyFunc returns a copy of f to change, in a module of its own: f's
// module printed with every other function's body left out (they stay
// declared, so calls resolve) and parsed back. A pass that rewrites copies
// of one function to weigh its choices (ssde's placement costs, lint's
// SSDE notes) then pays for that function and the module's declarations,
// not for every body of the module each time. Passes that treat calls as
// opaque, as every analysis here does, see the same function.
func CopyFunc(f *Func) (*Func, error) {
	var sb strings.Builder
	if err := fprint(&sb, f.Module, f); err != nil {
		return nil, err
	}
	m, err := Parse(f.Module.File, []byte(sb.String()))
	if err != nil {
		return nil, err
	}
	return m.Func(f.Name), nil
}
