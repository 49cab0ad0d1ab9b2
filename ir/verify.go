package ir

import (
	"errors"
	"fmt"
	"strings"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/mathfn"
)

// The verifier: every structural and typing invariant of the IR, checked
// after every transform in tests (like the Go compiler's checkFunc). It
// collects all problems rather than stopping at the first, each tagged with
// its function and block and positioned at the instruction when it has a
// position.

// Verify checks f and returns nil or an ErrorList (an *Error for a single
// problem) sorted by position and message. It checks the CFG (one entry
// block without predecessors, one terminator at the end of every block,
// successor counts, predecessor/successor symmetry, reachability), the
// phis (at the start of their block, one operand per predecessor), the
// operands (live values of f or globals of its module, with consistent use
// lists), every instruction's types (CheckTypes) and that definitions
// dominate their uses.
func Verify(f *Func) error {
	if f == nil {
		return Errorf(Pos{}, "nil function")
	}
	v := newVerifier(f.Module)
	v.function(f)
	return v.done()
}

// VerifyModule checks every function of m as Verify does, and the module
// itself: unique non-empty names, well-formed globals and directives.
func VerifyModule(m *Module) error {
	if m == nil {
		return Errorf(Pos{}, "nil module")
	}
	v := newVerifier(m)
	v.module()
	for _, f := range m.Funcs {
		if f != nil {
			v.function(f)
		}
	}
	return v.done()
}

// CheckTypes checks the operands, the result type and the op-specific
// fields of one instruction (of a function, when it is in a block: ret and
// call need it). It returns nil or an error listing every problem.
func CheckTypes(i *Instr) error {
	var f *Func
	if i.Block != nil {
		f = i.Block.Func
	}
	var msgs []string
	checkInstr(i, f, func(format string, args ...any) {
		msgs = append(msgs, fmt.Sprintf(format, args...))
	})
	if len(msgs) == 0 {
		return nil
	}
	return errors.New(strings.Join(msgs, "; "))
}

type verifier struct {
	m       *Module
	errs    ErrorList
	funcs   map[*Func]bool
	globals map[*Global]bool
}

func newVerifier(m *Module) *verifier {
	v := &verifier{m: m, funcs: make(map[*Func]bool), globals: make(map[*Global]bool)}
	if m != nil {
		for _, f := range m.Funcs {
			v.funcs[f] = true
		}
		for _, g := range m.Globals {
			v.globals[g] = true
		}
	}
	return v
}

func (v *verifier) done() error {
	v.errs.Sort()
	return v.errs.Err()
}

func (v *verifier) module() {
	m := v.m
	at := Pos{File: m.File}
	posOr := func(p Pos) Pos {
		if p.IsKnown() {
			return p
		}
		return at
	}
	seen := make(map[string]bool)
	for k, g := range m.Globals {
		if g == nil {
			v.errs.Add(at, "module: global %d is nil", k)
			continue
		}
		pre := "global @" + quoteName(g.Name) + ": "
		switch {
		case g.Name == "":
			v.errs.Add(posOr(g.Pos), "module: global %d has no name", k)
		case seen[g.Name]:
			v.errs.Add(posOr(g.Pos), "%s@%s is defined twice", pre, quoteName(g.Name))
		}
		seen[g.Name] = true
		if msg := typeProblem(g.Elem); msg != "" {
			v.errs.Add(posOr(g.Pos), "%selement type: %s", pre, msg)
		} else if !IsFirstClass(g.Elem) && !isArray(g.Elem) {
			v.errs.Add(posOr(g.Pos), "%selement type %s is not a value or array type", pre, g.Elem)
		}
		if g.Space >= numAddrSpaces {
			v.errs.Add(posOr(g.Pos), "%sunknown address space %d", pre, g.Space)
		}
		if g.Init != nil {
			if n := SizeOf(g.Elem); int64(len(g.Init)) != n {
				v.errs.Add(posOr(g.Pos), "%sinitial contents have %d bytes, the type %s has %d", pre, len(g.Init), g.Elem, n)
			}
			if g.Space != SpaceGlobal && g.Space != SpaceConstant {
				v.errs.Add(posOr(g.Pos), "%sonly global and constant memory can be initialized, not %s", pre, g.Space)
			}
		}
	}
	for k, f := range m.Funcs {
		if f == nil {
			v.errs.Add(at, "module: function %d is nil", k)
			continue
		}
		pre := "func " + quoteName(f.Name) + ": "
		switch {
		case f.Name == "":
			v.errs.Add(posOr(f.Pos), "module: function %d has no name", k)
		case seen[f.Name]:
			v.errs.Add(posOr(f.Pos), "%s@%s is defined twice", pre, quoteName(f.Name))
		}
		seen[f.Name] = true
		if f.Module != m {
			v.errs.Add(posOr(f.Pos), "%sFunc.Module is not the module that holds it", pre)
		}
	}
	for _, d := range m.Directives {
		if !isWord(d.Kind) {
			v.errs.Add(posOr(d.Pos), "module: directive kind %q is not a plain word", d.Kind)
		}
	}
}

// isWord reports whether s prints as one word token of the .ir format.
func isWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWordByte(s[i]) {
			return false
		}
	}
	return true
}

// fnVerifier checks one function.
type fnVerifier struct {
	*verifier
	f        *Func
	fpos     Pos
	nameable bool             // no nil params, blocks or instructions
	names    map[Value]string // printed names, computed on demand
	blocks   []*Block         // by ID; valid when blockIDs
	instrs   []*Instr         // by ID: the live instructions of f; valid when instrIDs
	blockOf  []*Block         // by instruction ID: the block that holds it
	index    []int32          // by instruction ID: its index in that block
	blockIDs bool             // block IDs unique and in range
	instrIDs bool             // instruction IDs unique and in range
}

func (v *fnVerifier) funcErr(format string, args ...any) {
	v.errs.Add(v.fpos, "func %s: %s", quoteName(v.f.Name), fmt.Sprintf(format, args...))
}

func (v *fnVerifier) blockPos(b *Block) Pos {
	for _, i := range b.Instrs {
		if i != nil && i.Pos.IsKnown() {
			return i.Pos
		}
	}
	return v.fpos
}

func (v *fnVerifier) blockErr(b *Block, format string, args ...any) {
	v.errs.Add(v.blockPos(b), "func %s, block %s: %s", quoteName(v.f.Name), quoteName(b.Name), fmt.Sprintf(format, args...))
}

func (v *fnVerifier) instrErr(b *Block, i *Instr, format string, args ...any) {
	pos := i.Pos
	if !pos.IsKnown() {
		pos = v.blockPos(b)
	}
	v.errs.Add(pos, "func %s, block %s: %s", quoteName(v.f.Name), quoteName(b.Name), fmt.Sprintf(format, args...))
}

// name formats a value for a message, by its printed name when it has one.
func (v *fnVerifier) name(x Value) string {
	if v.names == nil && v.nameable {
		p := &printer{}
		p.nameValues(v.f)
		v.names = p.names
	}
	if n, ok := v.names[x]; ok {
		return "%" + quoteName(n)
	}
	switch x := x.(type) {
	case *Instr:
		if x.Name != "" {
			return "%" + quoteName(x.Name)
		}
		return fmt.Sprintf("%s instruction (ID %d)", x.Op, x.ID)
	case *Param:
		if x.Name != "" {
			return "%" + quoteName(x.Name)
		}
		return fmt.Sprintf("parameter %d", x.Index)
	case *Global:
		return "@" + quoteName(x.Name)
	case *Const:
		return FormatConst(x)
	}
	return "<nil>"
}

func funcName(f *Func) string {
	if f == nil {
		return "<nil>"
	}
	return quoteName(f.Name)
}

func (v *verifier) function(f *Func) {
	fv := &fnVerifier{verifier: v, f: f, nameable: true, blockIDs: true, instrIDs: true}
	fv.fpos = f.Pos
	if !fv.fpos.IsKnown() {
		fv.fpos = Pos{File: moduleFile(f.Module)}
	}
	fv.signature()
	if len(f.Blocks) == 0 {
		fv.funcErr("function has no blocks")
		return
	}
	fv.layout()
	fv.structure()
	cfgOK := fv.cfg()
	fv.operands()
	if fv.instrIDs {
		fv.uses()
	}
	if cfgOK && fv.blockIDs && fv.instrIDs {
		fv.dominance()
	}
}

func (v *fnVerifier) signature() {
	f := v.f
	if f.Ret != nil && f.Ret != Void {
		if msg := typeProblem(f.Ret); msg != "" {
			v.funcErr("result type: %s", msg)
		} else if !IsFirstClass(f.Ret) {
			v.funcErr("result type %s is not a value type", f.Ret)
		}
	}
	for k, a := range f.Params {
		if a == nil {
			v.funcErr("parameter %d is nil", k)
			v.nameable = false
			continue
		}
		if a.Func != f {
			v.funcErr("parameter %d (%s) belongs to func %s", k, a.Name, funcName(a.Func))
		}
		if a.Index != k {
			v.funcErr("parameter %d (%s) has Index %d", k, a.Name, a.Index)
		}
		if msg := typeProblem(a.Typ); msg != "" {
			v.funcErr("parameter %d (%s): %s", k, a.Name, msg)
		} else if !IsFirstClass(a.Typ) {
			v.funcErr("parameter %d (%s) has type %s, not a value type", k, a.Name, a.Typ)
		} else if a.ByValue != nil && !f.Kernel {
			v.funcErr("parameter %d (%s) of a device function is marked by-value", k, a.Name)
		} else if a.ByValue != nil {
			if msg := a.ByValue.problem(a.Typ); msg != "" {
				v.funcErr("parameter %d (%s): %s", k, a.Name, msg)
			}
		}
	}
}

// layout checks the blocks and instructions themselves and indexes them.
func (v *fnVerifier) layout() {
	f := v.f
	v.blocks = make([]*Block, f.NumBlocks())
	v.instrs = make([]*Instr, f.NumValues())
	v.blockOf = make([]*Block, f.NumValues())
	v.index = make([]int32, f.NumValues())
	names := make(map[string]bool, len(f.Blocks))
	for k, b := range f.Blocks {
		if b == nil {
			v.funcErr("block %d is nil", k)
			v.nameable, v.blockIDs = false, false
			continue
		}
		if b.Func != f {
			v.blockErr(b, "block belongs to func %s", funcName(b.Func))
		}
		switch {
		case b.ID < 0 || b.ID >= f.NumBlocks():
			v.blockErr(b, "block ID %d is not below NumBlocks (%d)", b.ID, f.NumBlocks())
			v.blockIDs = false
		case v.blocks[b.ID] != nil:
			v.blockErr(b, "block ID %d is also the ID of block %s", b.ID, quoteName(v.blocks[b.ID].Name))
			v.blockIDs = false
		default:
			v.blocks[b.ID] = b
		}
		switch {
		case b.Name == "":
			v.blockErr(b, "block has no name")
		case names[b.Name]:
			v.blockErr(b, "duplicate block name %s", quoteName(b.Name))
		}
		names[b.Name] = true
		for n, i := range b.Instrs {
			if i == nil {
				v.blockErr(b, "instruction %d is nil", n)
				v.nameable, v.instrIDs = false, false
				continue
			}
			if i.Block != b {
				name := "nil"
				if i.Block != nil {
					name = quoteName(i.Block.Name)
				}
				v.instrErr(b, i, "%s has Block %s", i.Op, name)
			}
			switch {
			case i.ID < 0 || i.ID >= f.NumValues():
				v.instrErr(b, i, "%s has ID %d, not below NumValues (%d)", i.Op, i.ID, f.NumValues())
				v.instrIDs = false
			case v.instrs[i.ID] != nil:
				v.instrErr(b, i, "%s has ID %d, which %s in block %s has too", i.Op, i.ID, v.instrs[i.ID].Op, quoteName(v.blockOf[i.ID].Name))
				v.instrIDs = false
			default:
				v.instrs[i.ID] = i
				v.blockOf[i.ID] = b
				v.index[i.ID] = int32(n)
			}
		}
	}
}

// structure checks terminators and phi placement.
func (v *fnVerifier) structure() {
	for _, b := range v.f.Blocks {
		if b == nil {
			continue
		}
		n := len(b.Instrs)
		if n == 0 {
			v.blockErr(b, "block is empty: it does not end with a terminator")
			continue
		}
		if last := b.Instrs[n-1]; last != nil && !last.Op.IsTerminator() {
			v.instrErr(b, last, "block does not end with a terminator (it ends with %s)", last.Op)
		}
		nonPhi := false
		for k, i := range b.Instrs {
			if i == nil {
				continue
			}
			if i.Op.IsTerminator() && k < n-1 {
				v.instrErr(b, i, "terminator %s in the middle of the block", i.Op)
			}
			if i.Op != OpPhi {
				nonPhi = true
			} else if nonPhi {
				v.instrErr(b, i, "phi %s after a non-phi instruction", v.name(i))
			}
		}
	}
}

// terminator returns b's last instruction if it is a terminator.
func terminator(b *Block) *Instr {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1] != nil && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// cfg checks the edges and reports whether they are sound enough to
// compute dominators on.
func (v *fnVerifier) cfg() bool {
	if !v.blockIDs {
		return false
	}
	f := v.f
	ok := true
	inFunc := func(x *Block) bool {
		return x != nil && x.ID >= 0 && x.ID < len(v.blocks) && v.blocks[x.ID] == x
	}
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		want := 0
		term := terminator(b)
		if term != nil {
			switch term.Op {
			case OpBr:
				want = 1
			case OpCondBr:
				want = 2
			case OpSwitch:
				want = 1 + len(term.Cases())
			}
			if len(b.Succs) != want {
				v.instrErr(b, term, "%s with %d successor(s), want %d", term.Op, len(b.Succs), want)
			}
		} else if len(b.Succs) > 0 {
			v.blockErr(b, "block without a terminator has %d successor(s)", len(b.Succs))
		}
		for _, s := range b.Succs {
			if !inFunc(s) {
				v.blockErr(b, "successor %s is not a block of the function", blockName(s))
				ok = false
			}
		}
		for _, p := range b.Preds {
			if !inFunc(p) {
				v.blockErr(b, "predecessor %s is not a block of the function", blockName(p))
				ok = false
			}
		}
	}
	if !v.edgesMatch(inFunc) {
		v.edgeErrors(inFunc)
		ok = false
	}
	if entry := f.Blocks[0]; entry != nil && len(entry.Preds) > 0 {
		var ps []string
		for _, p := range entry.Preds {
			ps = append(ps, blockName(p))
		}
		v.blockErr(entry, "entry block has predecessors (%s)", strings.Join(ps, ", "))
	}
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		for _, i := range b.Instrs {
			if i != nil && i.Op == OpPhi && len(i.Args) != len(b.Preds) {
				v.instrErr(b, i, "phi %s has %d operand(s), but the block has %d predecessor(s)", v.name(i), len(i.Args), len(b.Preds))
			}
		}
	}
	return ok
}

// edgesMatch reports whether every edge appears as often in its source's
// Succs as in its target's Preds (edges to or from blocks outside the
// function aside), in time linear in the edges and without a map: the
// edges into each block, gathered from the Succs lists, are counted off
// against its Preds.
func (v *fnVerifier) edgesMatch(inFunc func(*Block) bool) bool {
	n := len(v.blocks)
	start := make([]int32, n+2)
	for _, b := range v.f.Blocks {
		if b == nil {
			continue
		}
		for _, s := range b.Succs {
			if inFunc(s) {
				start[s.ID+2]++
			}
		}
	}
	for k := 2; k < len(start); k++ {
		start[k] += start[k-1]
	}
	from := make([]int32, start[n+1])
	for _, b := range v.f.Blocks {
		if b == nil {
			continue
		}
		for _, s := range b.Succs {
			if inFunc(s) {
				from[start[s.ID+1]] = int32(b.ID)
				start[s.ID+1]++
			}
		}
	}
	cnt := make([]int32, n)
	for _, s := range v.f.Blocks {
		if s == nil {
			continue
		}
		in := from[start[s.ID]:start[s.ID+1]]
		for _, x := range in {
			cnt[x]++
		}
		for _, p := range s.Preds {
			if inFunc(p) {
				cnt[p.ID]--
			}
		}
		match := true
		for _, x := range in {
			match = match && cnt[x] == 0
			cnt[x] = 0
		}
		for _, p := range s.Preds {
			if inFunc(p) {
				match = match && cnt[p.ID] == 0
				cnt[p.ID] = 0
			}
		}
		if !match {
			return false
		}
	}
	return true
}

// edgeErrors reports each edge that appears a different number of times
// in its source's Succs and its target's Preds.
func (v *fnVerifier) edgeErrors(inFunc func(*Block) bool) {
	type edge struct{ from, to *Block }
	type counts struct{ succ, pred int }
	edges := make(map[edge]*counts)
	var order []edge
	count := func(e edge) *counts {
		c := edges[e]
		if c == nil {
			c = new(counts)
			edges[e] = c
			order = append(order, e)
		}
		return c
	}
	for _, b := range v.f.Blocks {
		if b == nil {
			continue
		}
		for _, s := range b.Succs {
			if inFunc(s) {
				count(edge{b, s}).succ++
			}
		}
		for _, p := range b.Preds {
			if inFunc(p) {
				count(edge{p, b}).pred++
			}
		}
	}
	for _, e := range order {
		if c := edges[e]; c.succ != c.pred {
			v.blockErr(e.from, "edge %s -> %s appears %d time(s) in %s.Succs but %d time(s) in %s.Preds",
				quoteName(e.from.Name), quoteName(e.to.Name), c.succ, quoteName(e.from.Name), c.pred, quoteName(e.to.Name))
		}
	}
}

func blockName(b *Block) string {
	if b == nil {
		return "<nil>"
	}
	return quoteName(b.Name)
}

// live reports whether d is an instruction of f, in a block.
func (v *fnVerifier) live(d *Instr) bool {
	return v.instrIDs && d.ID >= 0 && d.ID < len(v.instrs) && v.instrs[d.ID] == d
}

// operands checks every instruction's types and what its operands refer to.
func (v *fnVerifier) operands() {
	f := v.f
	// One report function for the whole function (not a closure per
	// instruction): it reads the block and instruction being checked.
	var cb *Block
	var ci *Instr
	report := func(format string, args ...any) { v.instrErr(cb, ci, format, args...) }
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		for _, i := range b.Instrs {
			if i == nil {
				continue
			}
			cb, ci = b, i
			checkInstr(i, f, report)
			if i.Op == OpCall && i.Callee() != nil && i.Callee().Module == f.Module && f.Module != nil && !v.funcs[i.Callee()] {
				v.instrErr(b, i, "call of @%s, which is not a function of the module", quoteName(i.Callee().Name))
			}
			for n, a := range i.Args {
				switch x := a.(type) {
				case *Instr:
					switch {
					case !v.instrIDs || v.live(x):
					case x.Block == nil:
						v.instrErr(b, i, "operand %d is a removed instruction (%s)", n, v.name(x))
					case x.Block.Func != f:
						v.instrErr(b, i, "operand %d is an instruction of func %s", n, funcName(x.Block.Func))
					default:
						v.instrErr(b, i, "operand %d (%s) is no longer in its block %s", n, v.name(x), quoteName(x.Block.Name))
					}
				case *Param:
					switch {
					case x.Func != f:
						v.instrErr(b, i, "operand %d is a parameter of func %s", n, funcName(x.Func))
					case x.Index < 0 || x.Index >= len(f.Params) || f.Params[x.Index] != x:
						v.instrErr(b, i, "operand %d is a parameter no longer in the function", n)
					}
				case *Global:
					if !v.globals[x] {
						v.instrErr(b, i, "operand %d is global @%s, which is not in the module", n, quoteName(x.Name))
					}
				case *Const:
					if msg := constProblem(x); msg != "" {
						v.instrErr(b, i, "operand %d: %s", n, msg)
					}
				}
			}
		}
	}
}

// constProblem describes what is wrong with c, or returns "".
func constProblem(c *Const) string {
	if msg := typeProblem(c.Typ); msg != "" {
		return "constant: " + msg
	}
	if !IsFirstClass(c.Typ) {
		return fmt.Sprintf("constant of type %s", c.Typ)
	}
	if c.Undef {
		return ""
	}
	switch {
	case IsInt(c.Typ) && c.Int != TruncInt(c.Int, Bits(c.Typ)):
		return fmt.Sprintf("constant %d does not fit %s", c.Int, c.Typ)
	case c.Typ == F32 && c.Float == c.Float && c.Float != float64(float32(c.Float)):
		return fmt.Sprintf("f32 constant %v is not rounded to f32", c.Float)
	}
	return ""
}

// uses checks that the use lists match the operands.
func (v *fnVerifier) uses() {
	f := v.f
	// How many operands refer to each instruction and how many times
	// each user is listed, by ID, in one allocation.
	counts := make([]int32, 2*f.NumValues())
	slots, listed := counts[:f.NumValues()], counts[f.NumValues():]
	for _, i := range v.instrs {
		if i == nil {
			continue
		}
		for _, a := range i.Args {
			if d, ok := a.(*Instr); ok && v.live(d) {
				slots[d.ID]++
			}
		}
	}
	for _, d := range v.instrs {
		if d == nil {
			continue
		}
		b := v.blockOf[d.ID]
		if len(d.uses) != int(slots[d.ID]) {
			v.instrErr(b, d, "%s has %d use(s) in its use list, but %d operand(s) refer to it", v.name(d), len(d.uses), slots[d.ID])
			continue
		}
		for _, u := range d.uses {
			switch {
			case u == nil:
				v.instrErr(b, d, "the use list of %s holds nil", v.name(d))
			case !v.live(u):
				v.instrErr(b, d, "the use list of %s holds a %s that is not in the function", v.name(d), u.Op)
			default:
				listed[u.ID]++
			}
		}
		for _, u := range d.uses {
			if u == nil || !v.live(u) || listed[u.ID] == 0 {
				continue
			}
			n := 0
			for _, a := range u.Args {
				if a == Value(d) {
					n++
				}
			}
			if n != int(listed[u.ID]) {
				v.instrErr(b, d, "the use list of %s holds %s %d time(s), but it uses %s %d time(s)", v.name(d), v.name(u), listed[u.ID], v.name(d), n)
			}
			listed[u.ID] = 0
		}
	}
}

// dominance computes the dominator tree (Cooper, Harvey and Kennedy's
// iterative algorithm over reverse post-order), reports unreachable blocks
// and checks that every definition dominates its uses. Uses in unreachable
// blocks are not checked.
func (v *fnVerifier) dominance() {
	f := v.f
	// The arrays below are sized once: grown append by append, a 100k-
	// block function's walks allocated several times their size.
	// Reverse post-order of the reachable blocks; num[id] is a block's RPO
	// number, or -1 when it is unreachable.
	num := make([]int32, f.NumBlocks())
	for k := range num {
		num[k] = -1
	}
	post := make([]*Block, 0, len(f.Blocks))
	type frame struct {
		b    *Block
		next int
	}
	entry := f.Blocks[0]
	num[entry.ID] = -2 // visited
	stack := make([]frame, 1, len(f.Blocks))
	stack[0] = frame{entry, 0}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.b.Succs) {
			s := top.b.Succs[top.next]
			top.next++
			if num[s.ID] == -1 {
				num[s.ID] = -2
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]*Block, len(post))
	for k, b := range post {
		rpo[len(post)-1-k] = b
	}
	for k, b := range rpo {
		num[b.ID] = int32(k)
	}
	for _, b := range f.Blocks {
		if num[b.ID] < 0 {
			v.blockErr(b, "block is unreachable")
		}
	}

	idom := make([]int32, len(rpo))
	for k := range idom {
		idom[k] = -1
	}
	idom[0] = 0
	intersect := func(a, b int32) int32 {
		for a != b {
			for a > b {
				a = idom[a]
			}
			for b > a {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for k := 1; k < len(rpo); k++ {
			nd := int32(-1)
			for _, p := range rpo[k].Preds {
				pn := num[p.ID]
				if pn < 0 || idom[pn] < 0 {
					continue
				}
				if nd < 0 {
					nd = pn
				} else {
					nd = intersect(pn, nd)
				}
			}
			if nd != idom[k] {
				idom[k] = nd
				changed = true
			}
		}
	}

	// Pre- and post-order numbers of the dominator tree: a dominates b
	// when a's interval contains b's. A node's children are listed
	// from first[n] through next[c] (-1 ends), in increasing order.
	nodes := make([]int32, 4*len(rpo))
	first, next := nodes[:len(rpo)], nodes[len(rpo):2*len(rpo)]
	pre, postn := nodes[2*len(rpo):3*len(rpo)], nodes[3*len(rpo):]
	for k := range first {
		first[k], next[k] = -1, -1
	}
	for k := int32(len(rpo)) - 1; k >= 1; k-- {
		next[k], first[idom[k]] = first[idom[k]], k
	}
	clock := int32(0)
	type tframe struct{ n, child int32 } // child: the next child to visit, or -1
	tstack := make([]tframe, 1, len(rpo))
	tstack[0] = tframe{0, first[0]}
	pre[0] = clock
	clock++
	for len(tstack) > 0 {
		top := &tstack[len(tstack)-1]
		if c := top.child; c >= 0 {
			top.child = next[c]
			pre[c] = clock
			clock++
			tstack = append(tstack, tframe{c, first[c]})
			continue
		}
		postn[top.n] = clock
		clock++
		tstack = tstack[:len(tstack)-1]
	}
	dominates := func(a, b int32) bool { return pre[a] <= pre[b] && postn[b] <= postn[a] }

	for _, b := range f.Blocks {
		bn := num[b.ID]
		for k, u := range b.Instrs {
			for n, a := range u.Args {
				d, ok := a.(*Instr)
				if !ok || !v.live(d) {
					continue
				}
				db := v.blockOf[d.ID]
				dn := num[db.ID]
				if u.Op == OpPhi {
					if n >= len(b.Preds) {
						continue
					}
					pb := b.Preds[n]
					pn := num[pb.ID]
					if pn < 0 {
						continue
					}
					if dn < 0 || !dominates(dn, pn) {
						v.instrErr(b, u, "definition of %s in block %s does not dominate the end of predecessor %s (phi operand %d)",
							v.name(d), quoteName(db.Name), quoteName(pb.Name), n)
					}
					continue
				}
				switch {
				case bn < 0:
				case db == b:
					if int(v.index[d.ID]) >= k {
						v.instrErr(b, u, "%s is used before it is defined", v.name(d))
					}
				case dn < 0 || !dominates(dn, bn):
					v.instrErr(b, u, "definition of %s in block %s does not dominate this use", v.name(d), quoteName(db.Name))
				}
			}
		}
	}
}

// typeProblem describes what makes t malformed, or returns "". Void is
// well formed (callers decide where it is allowed).
func typeProblem(t Type) string {
	switch t := t.(type) {
	case nil:
		return "missing type"
	case VoidType:
		return ""
	case IntType:
		switch t.Bits {
		case 1, 8, 16, 32, 64:
			return ""
		}
		return fmt.Sprintf("invalid integer type %s", t)
	case FloatType:
		if t.Bits == 32 || t.Bits == 64 {
			return ""
		}
		return fmt.Sprintf("invalid float type %s", t)
	case PtrType:
		if t.Space >= numAddrSpaces {
			return fmt.Sprintf("pointer type with unknown address space %d", t.Space)
		}
		if t.Elem == Void {
			return "pointer to void"
		}
		return typeProblem(t.Elem)
	case ArrayType:
		if t.Len < 0 {
			return fmt.Sprintf("array type with negative length %d", t.Len)
		}
		if t.Elem == Void {
			return "array of void"
		}
		return typeProblem(t.Elem)
	}
	return fmt.Sprintf("unknown type %T", t)
}

// opName names i's operation for messages, with its predicate or atomic
// operation ("icmp.eq", "atomic.add").
func opName(i *Instr) string {
	switch i.Op {
	case OpICmp, OpFCmp:
		return i.Op.String() + "." + i.Pred.String()
	case OpAtomic:
		return "atomic." + i.Atomic.String()
	case OpMath:
		return "math." + i.Math.String()
	}
	return i.Op.String()
}

// opNamer formats as opName(i); checkInstr's messages take it instead of
// the string.
type opNamer struct{ i *Instr }

func (o opNamer) String() string { return opName(o.i) }

// checkInstr reports every type problem of i through bad: operand counts,
// operand and result types, and the op-specific fields. f is i's function
// (nil when unknown), needed by ret and call.
func checkInstr(i *Instr, f *Func, bad func(format string, args ...any)) {
	op := i.Op
	if op == OpInvalid || op >= numOps {
		bad("invalid op %s", op)
		return
	}
	// The name is formatted only into a message (opNamer), not built for
	// every instruction checked.
	name := opNamer{i}
	for n, a := range i.Args {
		if a == nil {
			bad("%s operand %d is nil", name, n)
			return
		}
		if msg := typeProblem(a.Type()); msg != "" {
			bad("%s operand %d: %s", name, n, msg)
			return
		}
	}

	// Fields that belong to other ops: they would not survive printing.
	if i.Pred != PredNone && op != OpICmp && op != OpFCmp {
		bad("%s has a compare predicate (%s)", name, i.Pred)
	}
	if i.Atomic != AtomicNone && op != OpAtomic {
		bad("%s has an atomic operation (%s)", name, i.Atomic)
	}
	if i.Math != mathfn.None && op != OpMath {
		bad("%s has a math function (%s)", name, i.Math)
	}
	if i.Volatile && op != OpLoad && op != OpStore && op != OpAtomic && op != OpCmpXchg {
		bad("%s cannot be volatile", name)
	}
	if i.Dim != 0 && !op.HasDim() {
		bad("%s has a dimension (%d)", name, i.Dim)
	}
	if i.Flags != 0 && op != OpFence && op != OpBarrier {
		bad("%s has memory flags", name)
	}
	if i.Callee() != nil && op != OpCall {
		bad("%s has a callee", name)
	}
	if len(i.Cases()) > 0 && op != OpSwitch {
		bad("%s has switch cases", name)
	}

	if n := opTable[op].args; n >= 0 && len(i.Args) != n {
		bad("%s has %d operand(s), want %d", name, len(i.Args), n)
		return
	}

	res := i.Typ
	if res == nil {
		res = Void
	}
	if msg := typeProblem(res); msg != "" {
		bad("%s result type: %s", name, msg)
		return
	}
	noResult := func() {
		if res != Void {
			bad("%s cannot have a result (it has type %s)", name, res)
		}
	}
	arg := func(n int) Type { return i.Args[n].Type() }
	// want reports operand n unless it has type t.
	want := func(n int, t Type) {
		if arg(n) != t {
			bad("%s operand %d has type %s, want %s", name, n, arg(n), t)
		}
	}
	// elem returns the element type of the pointer operand n, or nil.
	elem := func(n int) Type {
		if p, ok := arg(n).(PtrType); ok {
			return p.Elem
		}
		bad("%s operand %d has type %s, want a pointer", name, n, arg(n))
		return nil
	}

	switch {
	case op.IsIntBinary():
		if !IsInt(res) {
			bad("%s result type %s is not an integer type", name, res)
			return
		}
		want(0, res)
		want(1, res)
	case op.IsFloatBinary(), op.IsFloatUnary():
		if !IsFloat(res) {
			bad("%s result type %s is not a float type", name, res)
			return
		}
		for n := range i.Args {
			want(n, res)
		}
	case op == OpMath:
		if !i.Math.Valid() {
			bad("math without a valid function (%s)", i.Math)
			return
		}
		if !IsFloat(res) {
			bad("%s result type %s is not a float type", name, res)
			return
		}
		if n := i.Math.Arity(); len(i.Args) != n {
			bad("%s has %d operand(s), want %d", name, len(i.Args), n)
			return
		}
		for n := range i.Args {
			want(n, res)
		}
	case op == OpICmp, op == OpFCmp:
		if res != I1 {
			bad("%s result type %s, want i1", name, res)
		}
		x, y := arg(0), arg(1)
		if op == OpICmp {
			switch {
			case i.Pred.IsFloatPred():
				bad("icmp with the fcmp predicate %s", i.Pred)
			case !i.Pred.IsIntPred():
				bad("icmp with predicate %s, which is not an integer predicate", i.Pred)
			}
			if !IsInt(x) && !IsPtr(x) {
				bad("%s on %s, want integers or pointers", name, x)
			}
		} else {
			switch {
			case i.Pred.IsIntPred():
				bad("fcmp with the icmp predicate %s", i.Pred)
			case !i.Pred.IsFloatPred():
				bad("fcmp with predicate %s, which is not a float predicate", i.Pred)
			}
			if !IsFloat(x) {
				bad("%s on %s, want floats", name, x)
			}
		}
		if x != y {
			bad("%s operands have different types %s and %s", name, x, y)
		}
	case op == OpSelect:
		want(0, I1)
		if !IsFirstClass(res) {
			bad("select result type %s is not a value type", res)
			return
		}
		want(1, res)
		want(2, res)
	case op.IsCast():
		if rule := castRule(op, arg(0), res); rule != "" {
			bad("%s from %s to %s: %s", name, arg(0), res, rule)
		}
	case op == OpGEP:
		if len(i.Args) < 2 {
			bad("gep has %d operand(s), want a pointer and at least one index", len(i.Args))
			return
		}
		t, err := GEPType(arg(0), len(i.Args)-1)
		if err != nil {
			bad("%v", err)
			return
		}
		for n := 1; n < len(i.Args); n++ {
			if !IsInt(arg(n)) {
				bad("gep index %d has type %s, want an integer", n, arg(n))
			}
		}
		if res != t {
			bad("gep result type %s, want %s", res, t)
		}
	case op == OpLoad:
		if e := elem(0); e != nil {
			if !IsFirstClass(e) {
				bad("load of %s, which is not a value type", e)
			} else if res != e {
				bad("load through %s has result type %s, want %s", arg(0), res, e)
			}
		}
	case op == OpStore:
		noResult()
		if e := elem(0); e != nil && arg(1) != e {
			bad("store of %s through %s, want a value of type %s", arg(1), arg(0), e)
		}
	case op == OpAtomic:
		e := elem(0)
		if e == nil {
			return
		}
		switch a := i.Atomic; {
		case a == AtomicNone || a >= numAtomicOps:
			bad("atomic without a valid operation (%s)", a)
		case a == AtomicFAdd:
			if !IsFloat(e) {
				bad("%s on %s, want a float", name, e)
			}
		case a == AtomicXchg:
			if !IsInt(e) && !IsFloat(e) {
				bad("%s on %s, want an integer or a float", name, e)
			}
		default:
			if !IsInt(e) {
				bad("%s on %s, want an integer", name, e)
			}
		}
		want(1, e)
		if res != e {
			bad("%s through %s has result type %s, want %s", name, arg(0), res, e)
		}
	case op == OpCmpXchg:
		e := elem(0)
		if e == nil {
			return
		}
		if !IsInt(e) && !IsPtr(e) {
			bad("cmpxchg on %s, want an integer or a pointer", e)
		}
		want(1, e)
		want(2, e)
		if res != e {
			bad("cmpxchg through %s has result type %s, want %s", arg(0), res, e)
		}
	case op == OpFence, op == OpBarrier:
		noResult()
		if i.Flags&^(MemShared|MemGlobal) != 0 {
			bad("%s has unknown memory flags %#x", name, uint8(i.Flags))
		}
	case op.IsSpecial():
		if res != I32 {
			bad("%s result type %s, want i32", name, res)
		}
		if op.HasDim() && (i.Dim < 0 || i.Dim > 2) {
			bad("%s has dimension %d, want 0, 1 or 2", name, i.Dim)
		}
	case op == OpVoteAll, op == OpVoteAny, op == OpBallot, op == OpShuffle:
		n := 1
		if op == OpShuffle {
			n = 2
		}
		if len(i.Args) != n && len(i.Args) != n+1 {
			bad("%s has %d operands, want %d or %d (with a member mask)", name, len(i.Args), n, n+1)
			return
		}
		if len(i.Args) == n+1 {
			want(n, I32)
		}
		switch op {
		case OpVoteAll, OpVoteAny:
			want(0, I1)
			if res != I1 {
				bad("%s result type %s, want i1", name, res)
			}
		case OpBallot:
			want(0, I1)
			if res != I64 {
				bad("ballot result type %s, want i64", res)
			}
		default:
			if !IsFirstClass(res) {
				bad("shuffle result type %s is not a value type", res)
			} else {
				want(0, res)
			}
			want(1, I32)
		}
	case op == OpWarpSync:
		noResult()
		want(0, I32)
	case op == OpCall:
		checkCall(i, f, res, bad)
	case op == OpPrintf:
		noResult()
		if len(i.Args) == 0 {
			bad("printf has no format")
			return
		}
		g, ok := i.Args[0].(*Global)
		if !ok {
			bad("printf format is %T, want a constant global", i.Args[0])
			return
		}
		format, ok := PrintfFormat(g)
		if !ok {
			bad("printf format @%s is not a NUL-terminated i8 array in constant, global or generic memory", g.Name)
			return
		}
		pf, err := cfmt.Parse(format)
		if err != nil {
			bad("printf: %v", err)
			return
		}
		var ts []Type
		for _, a := range i.Args[1:] {
			ts = append(ts, a.Type())
		}
		if err := CheckPrintf(pf, ts); err != nil {
			bad("printf: %v", err)
		}
	case op == OpAlloca:
		p, ok := res.(PtrType)
		if !ok || p.Space != SpacePrivate || !IsFirstClass(p.Elem) && !isArray(p.Elem) {
			bad("alloca result type %s, want *private T", res)
		}
	case op == OpPhi:
		if !IsFirstClass(res) {
			bad("phi result type %s is not a value type", res)
			return
		}
		for n := range i.Args {
			want(n, res)
		}
	case op == OpBr, op == OpUnreachable:
		noResult()
	case op == OpCondBr:
		noResult()
		want(0, I1)
	case op == OpSwitch:
		noResult()
		t := arg(0)
		if !IsInt(t) {
			bad("switch on %s, want an integer", t)
			return
		}
		seen := make(map[int64]bool, len(i.Cases()))
		for _, c := range i.Cases() {
			if c != TruncInt(c, Bits(t)) {
				bad("switch case %d does not fit %s", c, t)
			}
			if seen[c] {
				bad("duplicate switch case %d", c)
			}
			seen[c] = true
		}
	case op == OpRet:
		noResult()
		if f == nil {
			return
		}
		r := f.Ret
		if r == nil {
			r = Void
		}
		switch {
		case r == Void && len(i.Args) > 0:
			bad("ret of a value in a function returning void")
		case r != Void && len(i.Args) != 1:
			bad("ret of %d value(s) in a function returning %s", len(i.Args), r)
		case r != Void && arg(0) != r:
			bad("ret of %s in a function returning %s", arg(0), r)
		}
	}
}

func checkCall(i *Instr, f *Func, res Type, bad func(format string, args ...any)) {
	g := i.Callee()
	if g == nil {
		bad("call without a callee")
		return
	}
	if f != nil && (f.Module == nil || g.Module != f.Module) {
		bad("call of @%s, which is not in the module", quoteName(g.Name))
	}
	if len(i.Args) != len(g.Params) {
		bad("call of @%s with %d argument(s), want %d", quoteName(g.Name), len(i.Args), len(g.Params))
	} else {
		for n, a := range i.Args {
			if p := g.Params[n]; p != nil && a.Type() != p.Typ {
				bad("call of @%s: argument %d has type %s, want %s", quoteName(g.Name), n, a.Type(), p.Typ)
			}
		}
	}
	r := g.Ret
	if r == nil {
		r = Void
	}
	if res != r {
		bad("call of @%s has result type %s, want %s", quoteName(g.Name), res, r)
	}
}

// castRule returns what a cast by op from src to dst breaks, or "".
func castRule(op Op, src, dst Type) string {
	ok := false
	var rule string
	switch op {
	case OpTrunc:
		ok, rule = IsInt(src) && IsInt(dst) && Bits(dst) < Bits(src), "needs integers, the result narrower"
	case OpZExt, OpSExt:
		ok, rule = IsInt(src) && IsInt(dst) && Bits(dst) > Bits(src), "needs integers, the result wider"
	case OpFPTrunc:
		ok, rule = IsFloat(src) && IsFloat(dst) && Bits(dst) < Bits(src), "needs floats, the result narrower"
	case OpFPExt:
		ok, rule = IsFloat(src) && IsFloat(dst) && Bits(dst) > Bits(src), "needs floats, the result wider"
	case OpFPToSI, OpFPToUI:
		ok, rule = IsFloat(src) && IsInt(dst), "needs a float operand and an integer result"
	case OpSIToFP, OpUIToFP:
		ok, rule = IsInt(src) && IsFloat(dst), "needs an integer operand and a float result"
	case OpPtrToInt:
		ok, rule = IsPtr(src) && IsInt(dst), "needs a pointer operand and an integer result"
	case OpIntToPtr:
		ok, rule = IsInt(src) && IsPtr(dst), "needs an integer operand and a pointer result"
	case OpBitcast:
		sp, sok := src.(PtrType)
		dp, dok := dst.(PtrType)
		switch {
		case sok && dok:
			ok = sp.Space == dp.Space
		case !sok && !dok:
			ok = (IsInt(src) || IsFloat(src)) && (IsInt(dst) || IsFloat(dst)) && Bits(src) == Bits(dst)
		}
		rule = "needs pointers in one address space, or integers and floats of one width"
	case OpAddrSpaceCast:
		sp, sok := src.(PtrType)
		dp, dok := dst.(PtrType)
		ok, rule = sok && dok && sp.Space != dp.Space, "needs pointers in different address spaces"
	}
	if ok {
		return ""
	}
	return rule
}

// ModuleVerifier checks the functions of one module one at a time, each as
// VerifyModule checks it (its callees and globals must be the module's),
// for callers that see a module's functions one by one: the streaming LLVM
// import (frontend/llvm.ImportEach) verifies each function as soon as it
// has lowered and drops its body after. The module's functions and
// globals are those it had when NewModuleVerifier was called; Func is safe
// for concurrent use on different functions.
type ModuleVerifier struct {
	v *verifier
}

// NewModuleVerifier returns a verifier of m's functions.
func NewModuleVerifier(m *Module) *ModuleVerifier {
	return &ModuleVerifier{v: newVerifier(m)}
}

// Func checks f as VerifyModule checks each function of the module.
func (mv *ModuleVerifier) Func(f *Func) error {
	if f == nil {
		return Errorf(Pos{}, "nil function")
	}
	v := &verifier{m: mv.v.m, funcs: mv.v.funcs, globals: mv.v.globals}
	v.function(f)
	return v.done()
}

// Module makes the checks of VerifyModule that are not about one
// function's body (unique non-empty names, well-formed globals and
// directives), on the module as it is now.
func (mv *ModuleVerifier) Module() error {
	if mv.v.m == nil {
		return Errorf(Pos{}, "nil module")
	}
	v := &verifier{m: mv.v.m}
	v.module()
	return v.done()
}
