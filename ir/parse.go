package ir

import (
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/simtc/simtc/mathfn"
)

// Parse reads a module in the .ir text format (see the package
// documentation): exactly what Fprint writes, so that printing the result
// gives the input back. file names the .ir file in error positions.
//
// Values, blocks and functions may be used before they are defined; they
// are resolved once the whole module is read. The module's File is its
// "source" line, or file when there is none; positions written without a
// file are in that file. Instruction and parameter names are kept as
// printed (numbers too), and value and block IDs are dense in order of
// appearance. The CFG edges come from the terminators; a block's Preds are
// ordered as its first phi lists them (its "; preds:" comment orders the
// Preds of a block without phis, where the order means nothing), and every
// phi's Args are aligned with them.
//
// Parse checks the syntax, the names and every instruction's operand and
// result types (CheckTypes); the remaining invariants (terminators in
// place, dominance, …) are VerifyModule's. Errors are an *Error or an
// ErrorList positioned in the .ir file; the parser stops at the first
// syntax error and otherwise reports every error it finds.
func Parse(file string, src []byte) (*Module, error) {
	p := &parser{file: file, lx: newLexer(string(src)), m: NewModule(""), symbols: make(map[string]symbol)}
	p.next()
	p.next()
	p.module()
	if p.err != nil {
		return nil, p.err
	}
	for _, fs := range p.funcs {
		p.resolveFunc(fs)
	}
	if len(p.errs) > 0 {
		p.errs.Sort()
		return nil, p.errs.Err()
	}
	return p.m, nil
}

// maxTypeDepth bounds the nesting of pointer and array types.
const maxTypeDepth = 64

type parser struct {
	file  string
	lx    lexer
	tok   token // the current token
	ahead token // the one after it
	err   *Error
	errs  ErrorList

	m       *Module
	symbols map[string]symbol // module-level @names
	funcs   []*funcState
	ops     map[string]Op
}

// symbol is a function or a global, with where it is defined.
type symbol struct {
	fn  *Func
	glb *Global
}

// funcState is a function being parsed: its names and the instructions
// whose operands are still to be resolved, indexed by instruction ID.
type funcState struct {
	f      *Func
	values map[string]Value
	blocks map[string]*Block
	instrs []pendingInstr
	hints  map[*Block][]string // "; preds:" comments
	cur    *Block
}

// pendingInstr is an instruction with its operands as written.
type pendingInstr struct {
	i      *Instr
	pos    Pos // of the instruction in the .ir file
	args   []operand
	preds  []ref // phi: the block of each operand
	succs  []ref // branch targets
	callee ref
}

// operand is a value as written: a %name, a @global or a constant.
type operand struct {
	sigil byte // '%', '@', or 0 for a constant
	name  string
	c     *Const
	pos   Pos
}

// ref is a ^block or @func reference.
type ref struct {
	name string
	pos  Pos
}

// --- tokens and errors ---

func (p *parser) next() {
	p.tok = p.ahead
	if p.err != nil {
		p.ahead = token{kind: tokEOF}
		return
	}
	p.ahead = p.lx.next()
}

func (p *parser) posOf(t token) Pos { return Pos{File: p.file, Line: t.line, Col: t.col} }

func (p *parser) pos() Pos { return p.posOf(p.tok) }

// failAt records the first syntax error and stops the parse: from then on
// every token is the end of the file.
func (p *parser) failAt(pos Pos, format string, args ...any) {
	if p.err == nil {
		p.err = Errorf(pos, format, args...)
	}
	p.tok = token{kind: tokEOF}
	p.ahead = p.tok
}

// unexpected fails at the current token, which is not the wanted one.
func (p *parser) unexpected(want string) {
	if p.tok.kind == tokError {
		p.failAt(p.pos(), "%s", p.tok.text)
		return
	}
	p.failAt(p.pos(), "expected %s, found %s", want, p.tok.describe())
}

// errorAt records an error that does not stop the parse.
func (p *parser) errorAt(pos Pos, format string, args ...any) {
	p.errs.Add(pos, format, args...)
}

func (p *parser) isPunct(c string) bool { return p.tok.is(tokPunct, c) }
func (p *parser) isWord(w string) bool  { return p.tok.is(tokWord, w) }

func (p *parser) accept(c string) bool {
	if p.isPunct(c) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(c string) {
	if !p.accept(c) {
		p.unexpected("'" + c + "'")
	}
}

// atEOL reports whether the current line has no more tokens but a comment.
func (p *parser) atEOL() bool {
	k := p.tok.kind
	return k == tokNewline || k == tokEOF || k == tokComment
}

// eol consumes the end of the current line.
func (p *parser) eol() {
	if p.tok.kind == tokComment {
		p.next()
	}
	switch p.tok.kind {
	case tokNewline:
		p.next()
	case tokEOF:
	default:
		p.unexpected("end of line")
	}
}

// skipBlank skips empty and comment-only lines.
func (p *parser) skipBlank() {
	for p.tok.kind == tokNewline || p.tok.kind == tokComment {
		p.next()
	}
}

// name reads a plain or quoted name.
func (p *parser) name(what string) (string, Pos) {
	pos := p.pos()
	if p.tok.kind != tokWord && p.tok.kind != tokString {
		p.unexpected(what)
		return "", pos
	}
	s := p.tok.text
	if s == "" {
		p.failAt(pos, "empty %s", what)
	}
	p.next()
	return s, pos
}

// word reads a keyword-like word.
func (p *parser) word(what string) (string, Pos) {
	pos := p.pos()
	if p.tok.kind != tokWord {
		p.unexpected(what)
		return "", pos
	}
	s := p.tok.text
	p.next()
	return s, pos
}

func (p *parser) str(what string) string {
	if p.tok.kind != tokString {
		p.unexpected(what)
		return ""
	}
	s := p.tok.text
	p.next()
	return s
}

// --- module level ---

func (p *parser) module() {
	p.skipBlank()
	if p.isWord("source") {
		p.next()
		pos := p.pos()
		s := p.str("source file name (a string)")
		if s == "" && p.err == nil {
			p.failAt(pos, "empty source file name")
		}
		p.m.File = s
		p.eol()
	} else {
		p.m.File = p.file
	}
	for {
		p.skipBlank()
		if p.tok.kind == tokEOF {
			return
		}
		switch {
		case p.isWord("directive"):
			p.directive()
		case p.isWord("global"):
			p.global()
		case p.isWord("kernel"), p.isWord("func"):
			p.function()
		case p.isWord("source"):
			p.failAt(p.pos(), "source must be the first line of the module")
		default:
			p.unexpected("directive, global, kernel or func")
		}
	}
}

func (p *parser) directive() {
	p.next()
	kind, _ := p.word("directive kind")
	text := p.str("directive text (a string)")
	pos := p.optPos()
	p.eol()
	if p.err == nil {
		p.m.Directives = append(p.m.Directives, Directive{Kind: kind, Text: text, Pos: pos})
	}
}

// define enters a module-level @name.
func (p *parser) define(name string, pos Pos, s symbol) {
	if _, dup := p.symbols[name]; dup {
		p.errorAt(pos, "@%s redefined", quoteName(name))
		return
	}
	p.symbols[name] = s
}

func (p *parser) global() {
	p.next()
	npos := p.pos()
	p.expect("@")
	name, _ := p.name("global name")
	p.expect(":")
	elem := p.valueType("a global")
	space := p.space()
	var init []byte
	if p.accept("=") {
		ipos := p.pos()
		text := p.str("initial contents")
		if p.err != nil {
			return
		}
		b, err := hex.DecodeString(text)
		switch {
		case err != nil:
			p.failAt(ipos, "initial contents of @%s are not hex bytes: %v", quoteName(name), err)
		case len(b) == 0:
			p.failAt(ipos, "initial contents of @%s are empty", quoteName(name))
		}
		init = b
	}
	pos := p.optPos()
	p.eol()
	if p.err != nil {
		return
	}
	if !IsFirstClass(elem) && !isArray(elem) {
		p.errorAt(npos, "global @%s has element type %s", quoteName(name), elem)
	}
	g := p.m.NewGlobal(name, elem, space)
	g.Pos = pos
	g.Init = init
	p.define(name, npos, symbol{glb: g})
}

func isArray(t Type) bool { _, ok := t.(ArrayType); return ok }

func (p *parser) space() AddrSpace {
	w, pos := p.word("address space")
	if p.err != nil {
		return 0
	}
	s, ok := ParseAddrSpace(w)
	if !ok {
		p.failAt(pos, "unknown address space %q", w)
	}
	return s
}

// typ reads a type; void only at the top level.
func (p *parser) typ() Type { return p.typeAt(0) }

func (p *parser) typeAt(depth int) Type {
	if depth > maxTypeDepth {
		p.failAt(p.pos(), "type nested too deeply")
		return Void
	}
	pos := p.pos()
	switch {
	case p.accept("*"):
		space := p.space()
		elem := p.typeAt(depth + 1)
		if elem == Void && p.err == nil {
			p.failAt(pos, "pointer to void")
		}
		return PtrTo(elem, space)
	case p.accept("["):
		w, npos := p.word("array length")
		n, err := strconv.ParseInt(w, 10, 64)
		if p.err == nil && (err != nil || n < 0 || !isDigits(w)) {
			p.failAt(npos, "invalid array length %q", w)
		}
		if x, xpos := p.word("'x'"); x != "x" && p.err == nil {
			p.failAt(xpos, "expected 'x', found %q", x)
		}
		elem := p.typeAt(depth + 1)
		if elem == Void && p.err == nil {
			p.failAt(pos, "array of void")
		}
		p.expect("]")
		return ArrayOf(n, elem)
	case p.tok.kind == tokWord:
		t := scalarType(p.tok.text)
		if t == nil {
			p.failAt(pos, "unknown type %q", p.tok.text)
			return Void
		}
		p.next()
		return t
	}
	p.unexpected("type")
	return Void
}

// valueType reads a type that is not void.
func (p *parser) valueType(what string) Type {
	pos := p.pos()
	t := p.typ()
	if t == Void && p.err == nil {
		p.failAt(pos, "%s cannot have type void", what)
	}
	return t
}

func scalarType(s string) Type {
	switch s {
	case "void":
		return Void
	case "i1":
		return I1
	case "i8":
		return I8
	case "i16":
		return I16
	case "i32":
		return I32
	case "i64":
		return I64
	case "f32":
		return F32
	case "f64":
		return F64
	}
	return nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// optPos reads an optional position suffix: "!" [ STRING ":" ] LINE ":" COL.
func (p *parser) optPos() Pos {
	if !p.accept("!") {
		return Pos{}
	}
	file := p.m.File
	if p.tok.kind == tokString {
		file = p.tok.text
		p.next()
		p.expect(":")
	}
	line := p.posNumber("line number", 1)
	p.expect(":")
	col := p.posNumber("column number", 0)
	return Pos{File: file, Line: line, Col: col}
}

func (p *parser) posNumber(what string, min int) int {
	w, pos := p.word(what)
	if p.err != nil {
		return 0
	}
	n, err := strconv.Atoi(w)
	if err != nil || !isDigits(w) || n < min || n > math.MaxInt32 {
		p.failAt(pos, "invalid %s %q", what, w)
	}
	return n
}

// --- functions ---

func (p *parser) function() {
	kernel := p.isWord("kernel")
	p.next()
	npos := p.pos()
	p.expect("@")
	name, _ := p.name("function name")
	if p.err != nil {
		return
	}
	f := p.m.NewFunc(name, Void)
	f.Kernel = kernel
	p.define(name, npos, symbol{fn: f})
	fs := &funcState{f: f, values: make(map[string]Value), blocks: make(map[string]*Block)}
	p.funcs = append(p.funcs, fs)

	p.expect("(")
	if !p.isPunct(")") {
		for p.err == nil {
			p.param(fs)
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(")")
	if p.accept(":") {
		f.Ret = p.typ()
	}
	f.Pos = p.optPos()
	p.expect("{")
	p.eol()
	for p.err == nil {
		p.skipBlank()
		switch {
		case p.accept("}"):
			p.eol()
			return
		case p.tok.kind == tokEOF:
			p.failAt(p.pos(), "unexpected end of file in @%s: missing '}'", quoteName(name))
		case (p.tok.kind == tokWord || p.tok.kind == tokString) && p.ahead.is(tokPunct, ":"):
			p.label(fs)
		default:
			p.instr(fs)
		}
	}
}

func (p *parser) param(fs *funcState) {
	pos := p.pos()
	p.expect("%")
	name, _ := p.name("parameter name")
	p.expect(":")
	t := p.valueType("a parameter")
	noalias := false
	if p.isWord("noalias") {
		p.next()
		noalias = true
	}
	var bv *ByValue
	if p.isWord("byvalue") {
		p.next()
		bv = p.byValue()
	}
	if p.err != nil {
		return
	}
	a := fs.f.AddParam(name, t)
	a.NoAlias = noalias
	a.ByValue = bv
	p.defineValue(fs, name, pos, a)
}

func (p *parser) defineValue(fs *funcState, name string, pos Pos, v Value) {
	if _, dup := fs.values[name]; dup {
		p.errorAt(pos, "%%%s redefined", quoteName(name))
		return
	}
	fs.values[name] = v
}

func (p *parser) label(fs *funcState) {
	name, pos := p.name("block name")
	p.expect(":")
	var hint []string
	if p.tok.kind == tokComment {
		hint = predsHint(p.tok.text)
	}
	p.eol()
	if p.err != nil {
		return
	}
	b := fs.f.NewBlock(name)
	if _, dup := fs.blocks[name]; dup {
		p.errorAt(pos, "block %s redefined", quoteName(name))
	} else {
		fs.blocks[name] = b
	}
	if hint != nil {
		if fs.hints == nil {
			fs.hints = make(map[*Block][]string)
		}
		fs.hints[b] = hint
	}
	fs.cur = b
}

// predsHint returns the block names of a "; preds: a, b" comment, or nil.
func predsHint(comment string) []string {
	s, ok := strings.CutPrefix(strings.TrimSpace(comment), "preds:")
	if !ok {
		return nil
	}
	lx := newLexer(s)
	var names []string
	for {
		t := lx.next()
		if (t.kind != tokWord && t.kind != tokString) || t.text == "" {
			return nil
		}
		names = append(names, t.text)
		switch t = lx.next(); {
		case t.kind == tokEOF:
			return names
		case !t.is(tokPunct, ","):
			return nil
		}
	}
}

func (p *parser) opByName(s string) (Op, bool) {
	if p.ops == nil {
		p.ops = make(map[string]Op, numOps)
		for op := OpInvalid + 1; op < numOps; op++ {
			p.ops[opTable[op].name] = op
		}
	}
	op, ok := p.ops[s]
	return op, ok
}

func (p *parser) instr(fs *funcState) {
	start := p.pos()
	if fs.cur == nil {
		p.failAt(start, "instruction outside a block (a label must come first)")
		return
	}
	var name string
	var npos Pos
	typ := Void
	hasResult := p.accept("%")
	if hasResult {
		name, _ = p.name("value name")
		npos = start
		p.expect(":")
		typ = p.valueType("a value")
		p.expect("=")
	}
	opTok := p.tok
	w, _ := p.word("instruction")
	if p.err != nil {
		return
	}
	i := &Instr{Op: OpInvalid, Typ: typ, Name: name}
	p.opcode(i, w, p.posOf(opTok))
	if p.err != nil {
		return
	}
	pi := pendingInstr{i: i, pos: start}
	switch i.Op {
	case OpCall:
		cpos := p.pos()
		p.expect("@")
		callee, _ := p.name("function name")
		pi.callee = ref{callee, cpos}
		p.expect("(")
		if !p.isPunct(")") {
			pi.args = p.operands()
		}
		p.expect(")")
	case OpPhi:
		for p.err == nil && p.accept("[") {
			pi.args = append(pi.args, p.operand())
			p.expect(",")
			pi.preds = append(pi.preds, p.blockRef())
			p.expect("]")
			if !p.accept(",") {
				break
			}
		}
	case OpBr:
		pi.succs = []ref{p.blockRef()}
	case OpCondBr:
		pi.args = []operand{p.operand()}
		p.expect(",")
		t := p.blockRef()
		p.expect(",")
		pi.succs = []ref{t, p.blockRef()}
	case OpSwitch:
		pi.args = []operand{p.operand()}
		p.expect(",")
		pi.succs = []ref{p.blockRef()}
		for p.err == nil && p.accept(",") {
			w, pos := p.word("case value")
			c, err := strconv.ParseInt(w, 10, 64)
			if err != nil && p.err == nil {
				p.failAt(pos, "invalid case value %q", w)
			}
			p.expect(":")
			i.SetCases(append(i.Cases(), c))
			pi.succs = append(pi.succs, p.blockRef())
		}
	default:
		if !p.atEOL() && !p.isPunct("!") {
			pi.args = p.operands()
		}
	}
	i.Pos = p.optPos()
	p.eol()
	if p.err != nil {
		return
	}
	i.ID = fs.f.nextValue
	fs.f.nextValue++
	fs.instrs = append(fs.instrs, pi)
	b := fs.cur
	if n := len(b.Instrs); n > 0 && hasSuccs(b.Instrs[n-1].Op) {
		p.errorAt(start, "%s after the %s that ends block %s", i.Op, b.Instrs[n-1].Op, quoteName(b.Name))
	}
	b.Append(i)
	if hasResult {
		p.defineValue(fs, name, npos, i)
	}
}

// hasSuccs reports whether op is a terminator with successors.
func hasSuccs(op Op) bool { return op == OpBr || op == OpCondBr || op == OpSwitch }

// opcode sets i's Op and modifier fields from the word w ("atomic.add.volatile").
func (p *parser) opcode(i *Instr, w string, pos Pos) {
	parts := strings.Split(w, ".")
	base, mods := parts[0], parts[1:]
	col := pos.Col + len(base) // of the '.' before mods[0]
	var ok bool
	if base == "vote" && len(mods) > 0 && (mods[0] == "all" || mods[0] == "any") {
		i.Op, ok = OpVoteAll, true
		if mods[0] == "any" {
			i.Op = OpVoteAny
		}
		col += 1 + len(mods[0])
		mods = mods[1:]
	} else {
		i.Op, ok = p.opByName(base)
	}
	if !ok {
		p.failAt(pos, "unknown instruction %q", base)
		return
	}
	// take consumes the next modifier.
	take := func() string {
		m := mods[0]
		mods = mods[1:]
		col += 1 + len(m)
		return m
	}
	switch op := i.Op; {
	case op == OpICmp || op == OpFCmp:
		if len(mods) == 0 {
			p.failAt(pos, "%s needs a predicate (%s.eq, …)", op, op)
			return
		}
		mpos := Pos{File: pos.File, Line: pos.Line, Col: col + 1}
		m := take()
		if i.Pred, ok = ParsePred(m, op == OpFCmp); !ok {
			p.failAt(mpos, "unknown %s predicate %q", op, m)
			return
		}
	case op == OpAtomic:
		if len(mods) == 0 {
			p.failAt(pos, "atomic needs an operation (atomic.add, …)")
			return
		}
		mpos := Pos{File: pos.File, Line: pos.Line, Col: col + 1}
		m := take()
		if i.Atomic, ok = ParseAtomicOp(m); !ok {
			p.failAt(mpos, "unknown atomic operation %q", m)
			return
		}
	case op == OpMath:
		if len(mods) == 0 {
			p.failAt(pos, "math needs a function (math.sin, …)")
			return
		}
		mpos := Pos{File: pos.File, Line: pos.Line, Col: col + 1}
		m := take()
		if i.Math, ok = mathfn.Parse(m); !ok {
			p.failAt(mpos, "unknown math function %q", m)
			return
		}
	case op == OpFence || op == OpBarrier:
		for len(mods) > 0 && (mods[0] == "shared" || mods[0] == "global") {
			mpos := Pos{File: pos.File, Line: pos.Line, Col: col + 1}
			flag := MemShared
			if take() == "global" {
				flag = MemGlobal
			}
			if i.Flags&flag != 0 {
				p.failAt(mpos, "duplicate modifier")
				return
			}
			i.Flags |= flag
		}
	case op.HasDim():
		if len(mods) == 0 {
			p.failAt(pos, "%s needs a dimension (%s.x, .y or .z)", op, op)
			return
		}
		mpos := Pos{File: pos.File, Line: pos.Line, Col: col + 1}
		d := -1
		if m := take(); len(m) == 1 {
			d = strings.IndexByte("xyz", m[0])
		}
		if d < 0 {
			p.failAt(mpos, "unknown dimension (want x, y or z)")
			return
		}
		i.Dim = int8(d)
	}
	if len(mods) > 0 && mods[0] == "volatile" {
		switch i.Op {
		case OpLoad, OpStore, OpAtomic, OpCmpXchg:
			take()
			i.Volatile = true
		}
	}
	if len(mods) > 0 {
		p.failAt(Pos{File: pos.File, Line: pos.Line, Col: col + 1}, "unknown modifier .%s for %s", mods[0], i.Op)
	}
}

func (p *parser) operands() []operand {
	var ops []operand
	for p.err == nil {
		ops = append(ops, p.operand())
		if !p.accept(",") {
			break
		}
	}
	return ops
}

func (p *parser) operand() operand {
	pos := p.pos()
	switch {
	case p.accept("%"):
		name, _ := p.name("value name")
		return operand{sigil: '%', name: name, pos: pos}
	case p.accept("@"):
		name, _ := p.name("global name")
		return operand{sigil: '@', name: name, pos: pos}
	case p.tok.kind == tokWord || p.isPunct("*") || p.isPunct("["):
		t := p.typ()
		lit, lpos := p.word("constant value")
		if p.err != nil {
			return operand{pos: pos}
		}
		return operand{c: p.constant(t, lit, lpos), pos: pos}
	}
	p.unexpected("operand")
	return operand{pos: pos}
}

func (p *parser) blockRef() ref {
	pos := p.pos()
	p.expect("^")
	name, _ := p.name("block name")
	return ref{name, pos}
}

// constant converts the literal s of type t.
func (p *parser) constant(t Type, s string, pos Pos) *Const {
	if s == "undef" {
		if !IsFirstClass(t) {
			p.failAt(pos, "undef of type %s", t)
		}
		return Undef(t)
	}
	switch tt := t.(type) {
	case IntType:
		if tt.Bits == 1 {
			switch s {
			case "true":
				return ConstBool(true)
			case "false":
				return ConstBool(false)
			}
			p.failAt(pos, "invalid i1 constant %q (want true or false)", s)
			return nil
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			u, uerr := strconv.ParseUint(s, 10, 64)
			if uerr != nil {
				if uerr.(*strconv.NumError).Err == strconv.ErrRange {
					p.failAt(pos, "integer constant %s out of range for %s", s, t)
				} else {
					p.failAt(pos, "invalid integer constant %q", s)
				}
				return nil
			}
			v = int64(u)
		}
		// Accept the signed and the unsigned range of the width.
		if b := uint(tt.Bits); b < 64 && (v < -1<<(b-1) || v >= 1<<b) {
			p.failAt(pos, "integer constant %s out of range for %s", s, t)
			return nil
		}
		return ConstInt(t, v)
	case FloatType:
		var v float64
		switch s {
		case "+inf":
			v = math.Inf(1)
		case "-inf":
			v = math.Inf(-1)
		case "nan":
			v = math.NaN()
		default:
			var err error
			v, err = strconv.ParseFloat(s, tt.Bits)
			if err != nil {
				if err.(*strconv.NumError).Err == strconv.ErrRange {
					p.failAt(pos, "float constant %s out of range for %s", s, t)
				} else {
					p.failAt(pos, "invalid float constant %q", s)
				}
				return nil
			}
		}
		return ConstFloat(t, v)
	case PtrType:
		if s == "null" {
			return ConstNull(t)
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			p.failAt(pos, "invalid pointer constant %q (want null or an integer)", s)
			return nil
		}
		return &Const{Typ: t, Int: v}
	}
	p.failAt(pos, "constants of type %s are not supported", t)
	return nil
}

// --- resolution ---

// resolveFunc resolves the names used in fs, builds the CFG edges, orders
// the predecessors, aligns the phis and checks every instruction's types.
func (p *parser) resolveFunc(fs *funcState) {
	f := fs.f
	nerr := len(p.errs)

	// Names.
	vals := make([][]Value, len(fs.instrs))
	preds := make([][]*Block, len(fs.instrs))
	succs := make([][]*Block, len(fs.instrs))
	for k := range fs.instrs {
		pi := &fs.instrs[k]
		vals[k] = make([]Value, len(pi.args))
		for n, a := range pi.args {
			vals[k][n] = p.value(fs, a)
		}
		preds[k] = p.blocks(fs, pi.preds)
		succs[k] = p.blocks(fs, pi.succs)
		if pi.i.Op == OpCall {
			s, ok := p.symbols[pi.callee.name]
			switch {
			case !ok:
				p.errorAt(pi.callee.pos, "undefined function @%s", quoteName(pi.callee.name))
			case s.fn == nil:
				p.errorAt(pi.callee.pos, "@%s is a global, not a function", quoteName(pi.callee.name))
			default:
				pi.i.SetCallee(s.fn)
			}
		}
	}
	if len(p.errs) > nerr {
		return
	}

	// Edges, in block order.
	for _, b := range f.Blocks {
		if n := len(b.Instrs); n > 0 {
			for _, s := range succs[b.Instrs[n-1].ID] {
				b.addSucc(s)
			}
		}
	}

	// Predecessor order: the block's first phi, else its "; preds:" hint.
	m := newPredMatcher(f.NumBlocks())
	for _, b := range f.Blocks {
		var order []*Block
		var first *pendingInstr
		for _, i := range b.Instrs {
			if i.Op == OpPhi {
				first = &fs.instrs[i.ID]
				order = preds[i.ID]
				break
			}
		}
		if first == nil {
			order = p.hintBlocks(fs, fs.hints[b])
			if order == nil || !m.match(b.Preds, order) {
				continue
			}
		} else if !m.match(b.Preds, order) {
			p.errorAt(first.pos, "%s", m.mismatch(b, b.Preds, order))
			continue
		}
		b.Preds = append(b.Preds[:0], order...)
		f.InvalidateCFG()
	}
	if len(p.errs) > nerr {
		return
	}

	// Operands; phi operands in the order of Preds.
	for k := range fs.instrs {
		pi := &fs.instrs[k]
		i := pi.i
		if i.Op != OpPhi {
			for _, v := range vals[k] {
				i.AddArg(v)
			}
			continue
		}
		if !m.match(i.Block.Preds, preds[k]) {
			p.errorAt(pi.pos, "%s", m.mismatch(i.Block, i.Block.Preds, preds[k]))
			continue
		}
		for _, j := range m.perm {
			i.AddArg(vals[k][j])
		}
	}
	if len(p.errs) > nerr {
		return
	}

	for k := range fs.instrs {
		pi := &fs.instrs[k]
		checkInstr(pi.i, f, func(format string, args ...any) {
			p.errorAt(pi.pos, format, args...)
		})
	}
}

func (p *parser) value(fs *funcState, a operand) Value {
	switch a.sigil {
	case '%':
		if v, ok := fs.values[a.name]; ok {
			return v
		}
		p.errorAt(a.pos, "undefined value %%%s", quoteName(a.name))
	case '@':
		s, ok := p.symbols[a.name]
		switch {
		case !ok:
			p.errorAt(a.pos, "undefined global @%s", quoteName(a.name))
		case s.glb == nil:
			p.errorAt(a.pos, "@%s is a function, not a value", quoteName(a.name))
		default:
			return s.glb
		}
	default:
		return a.c
	}
	return nil
}

func (p *parser) blocks(fs *funcState, refs []ref) []*Block {
	if refs == nil {
		return nil
	}
	bs := make([]*Block, len(refs))
	for k, r := range refs {
		b, ok := fs.blocks[r.name]
		if !ok {
			p.errorAt(r.pos, "undefined block ^%s", quoteName(r.name))
		}
		bs[k] = b
	}
	return bs
}

func (p *parser) hintBlocks(fs *funcState, names []string) []*Block {
	if names == nil {
		return nil
	}
	bs := make([]*Block, len(names))
	for k, n := range names {
		if bs[k] = fs.blocks[n]; bs[k] == nil {
			return nil
		}
	}
	return bs
}

// predMatcher matches a list of predecessors as written (with repeats)
// against a block's Preds, in linear time, with scratch space indexed by
// block ID.
type predMatcher struct {
	head []int // per block ID: the next unused index in the written list, or -1
	link []int // per written index: the next index naming the same block
	perm []int // the result of match: Preds[k] is written at perm[k]
}

func newPredMatcher(nblocks int) *predMatcher {
	m := &predMatcher{head: make([]int, nblocks)}
	for k := range m.head {
		m.head[k] = -1
	}
	return m
}

// match reports whether written is a permutation of preds, and sets m.perm
// so that written[m.perm[k]] is preds[k], matching repeats in order.
func (m *predMatcher) match(preds, written []*Block) bool {
	m.perm = m.perm[:0]
	if len(preds) != len(written) {
		return false
	}
	m.link = m.link[:0]
	for range written {
		m.link = append(m.link, -1)
	}
	for j := len(written) - 1; j >= 0; j-- {
		id := written[j].ID
		m.link[j] = m.head[id]
		m.head[id] = j
	}
	ok := true
	for _, b := range preds {
		j := m.head[b.ID]
		if j < 0 {
			ok = false
			break
		}
		m.head[b.ID] = m.link[j]
		m.perm = append(m.perm, j)
	}
	for _, b := range written {
		m.head[b.ID] = -1
	}
	return ok
}

// mismatch describes why written is not a permutation of b's preds.
func (m *predMatcher) mismatch(b *Block, preds, written []*Block) string {
	count := func(list []*Block, x *Block) int {
		n := 0
		for _, y := range list {
			if y == x {
				n++
			}
		}
		return n
	}
	for _, x := range append(append([]*Block(nil), written...), preds...) {
		nw, np := count(written, x), count(preds, x)
		switch {
		case nw == np:
			continue
		case np == 0:
			return fmt.Sprintf("phi names ^%s, which is not a predecessor of block %s", quoteName(x.Name), quoteName(b.Name))
		case nw == 0:
			return fmt.Sprintf("phi has no operand for predecessor ^%s of block %s", quoteName(x.Name), quoteName(b.Name))
		}
		return fmt.Sprintf("phi names ^%s %d time(s), but block %s has %d edge(s) from it", quoteName(x.Name), nw, quoteName(b.Name), np)
	}
	return "phi operands do not match the predecessors of block " + quoteName(b.Name)
}
