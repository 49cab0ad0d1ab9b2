package llvm

// The fast path of the import (issue 18): llir parses only the module
// header, and function bodies are parsed here, one at a time, straight into
// llir's ir values, while the functions lower.
//
// llir's parser builds an AST of the whole file and then its module from
// it; for a large file that is most of the import's time and all of its
// peak memory. The fast path instead
//
//  1. cuts the text into the header and the function bodies (splitModule):
//     every `define ... {` line is kept with a one-instruction stub body
//     (`unreachable`), so the header text holds the types, globals,
//     declarations, attribute groups, metadata and every function's
//     signature and attachments; llir parses that (small) text as usual;
//  2. parses each body (fastFunc) with a hand-written lexer over the text,
//     no AST and no regexps, into the same llir values llir's translator
//     builds (the same instruction structs with the same fields, the same
//     constants, the header's globals, types and metadata nodes), right
//     before the function lowers; after lowering its blocks are dropped
//     again, so only the bodies being lowered are ever live.
//
// The lowering code is llir's consumer either way and runs unchanged.
//
// The fast parser knows the part of LLVM's syntax clang-14 emits in
// function bodies. Anything else — an instruction, attribute, constant or
// metadata form it does not know, a quoted name, a numbering llir would
// renumber or reject, any llir error on the header — makes Import redo the
// whole file on llir's path (errFast), so the result and the errors are
// llir's whenever the fast path is not sure. TestFastPathMatchesLLIR checks
// that both paths give byte-identical modules (and Report statuses and
// errors) on every .ll in the repository, TestFastPathLLString that each
// parsed function prints as llir's own parse of it does, and FuzzImport
// compares the two paths on every input.
//
// Deviations from llir's translator, none visible to the lowering (the
// tests above): a function's integer, float and pointer types are shared
// between its instructions instead of allocated per mention; a getelementptr
// instruction's result type is computed by llir's Type method when first
// asked rather than while parsing; the value and block skeletons are
// allocated in slabs.
//
// Memory: Import reads the text through a string that shares src's bytes
// (no copy); every string the fast parser stores in an llir value (local
// names, attachment names, sync scopes) is copied out of it, so nothing
// Import returns refers to src. Bodies are substrings of the text, parsed
// and then dropped one function at a time (fastModule.drop).

import (
	"errors"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/asm"
	asmenum "github.com/llir/llvm/asm/enum"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// errFast says the fast path gave up on the file; Import then takes llir's.
var errFast = errors.New("fast LLVM parser: unsupported construct")

// fastModule is the header of a file parsed by llir, plus the bodies of
// its defined functions, still as text.
type fastModule struct {
	lm     *llir.Module
	mu     sync.Mutex            // guards bodies
	bodies map[*llir.Func]string // the text between `{` and `}` of each definition
	stubs  map[*llir.Func][]*llir.Block
	glob   map[string]value.Value // globals, functions, aliases, ifuncs by name
	md     map[int64]metadata.Definition
	groups map[int64]*llir.AttrGroupDef
	typdef map[string]types.Type
	// lines, when set, returns scanLines of the text (see fastStart).
	lines func() []*funcLines
}

// fastStart checks text for what the fast path cannot read (badTopLevel,
// brackets nested deeper than checkNesting allows) and parses its header,
// while the line scan (scanLines) runs alongside: they read the whole
// text, one after another they took a fifth of an import of issue 18's
// inputs, and the lowering cannot start before them. badTopLevel, the
// nesting check and the line scan are one pass (scanText), on one
// goroutine beside the header's parse. ok is false when the fast path
// cannot read text.
func fastStart(file, text string) (fm *fastModule, ok bool) {
	var err error
	type scan struct {
		lines []*funcLines
		bad   bool
	}
	scanned := make(chan scan, 1)
	go func() {
		defer func() {
			if recover() != nil {
				scanned <- scan{bad: true}
			}
		}()
		lines, bad := scanText(text)
		scanned <- scan{lines, bad}
	}()
	// Without badTopLevel's verdict first, fastParseModule may see a text
	// it was never given before; a panic there counts only when that text
	// passes badTopLevel, as it did when they ran one after the other.
	var panicked any
	func() {
		defer func() { panicked = recover() }()
		fm, err = fastParseModule(file, text)
	}()
	sc := <-scanned
	if sc.bad {
		return nil, false
	}
	if panicked != nil {
		panic(panicked)
	}
	if err != nil {
		return nil, false
	}
	lines := sc.lines
	fm.lines = func() []*funcLines { return lines }
	return fm, true
}

// fastParseModule splits text and parses its header with llir. It returns
// errFast when the text is not in the shape the fast path knows (or llir
// rejects the header): the caller then parses the file with llir.
func fastParseModule(file, text string) (*fastModule, error) {
	header, bodies, ok := splitModule(text)
	if !ok {
		return nil, errFast
	}
	// llir recurses once per bracket level: the header is checked
	// here, as the whole text is by the scan that runs beside (see
	// fastStart and streamImport).
	if nestingError(file, header) != nil {
		return nil, errFast
	}
	lm, err := parseHeader(file, header)
	if err != nil {
		return nil, errFast
	}
	fm := &fastModule{
		lm:     lm,
		bodies: make(map[*llir.Func]string, len(bodies)),
		stubs:  make(map[*llir.Func][]*llir.Block, len(bodies)),
		glob:   make(map[string]value.Value),
		md:     make(map[int64]metadata.Definition, len(lm.MetadataDefs)),
		groups: make(map[int64]*llir.AttrGroupDef, len(lm.AttrGroupDefs)),
		typdef: make(map[string]types.Type, len(lm.TypeDefs)),
	}
	k := 0
	for _, f := range lm.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		if k >= len(bodies) {
			return nil, errFast
		}
		fm.bodies[f] = bodies[k]
		fm.stubs[f] = f.Blocks
		k++
	}
	if k != len(bodies) {
		return nil, errFast
	}
	gname := func(id llir.GlobalIdent) string {
		if id.GlobalName == "" {
			return strconv.FormatInt(id.GlobalID, 10)
		}
		return id.GlobalName
	}
	for _, g := range lm.Globals {
		fm.glob[gname(g.GlobalIdent)] = g
	}
	for _, f := range lm.Funcs {
		fm.glob[gname(f.GlobalIdent)] = f
	}
	for _, a := range lm.Aliases {
		fm.glob[gname(a.GlobalIdent)] = a
	}
	for _, f := range lm.IFuncs {
		fm.glob[gname(f.GlobalIdent)] = f
	}
	for _, d := range lm.MetadataDefs {
		fm.md[d.ID()] = d
	}
	for _, g := range lm.AttrGroupDefs {
		fm.groups[g.ID] = g
	}
	for _, t := range lm.TypeDefs {
		fm.typdef[t.Name()] = t
	}
	return fm, nil
}

// parseHeader runs llir on the header text, turning its panics into errors.
func parseHeader(file, header string) (lm *llir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			lm, err = nil, errFast
		}
	}()
	return asm.ParseString(file, header)
}

// splitModule cuts text into the header (each definition's body replaced
// by a stub) and the bodies, in file order. A definition must be a line
// starting with "define " and ending with "{", its body ends at the first
// line that is "}".
//
// The bodies are found first and the header then built at its exact
// size: llir's module keeps the header's text (its identifiers point into
// it), and a builder grown by guess (an eighth of the text) kept the
// guess, 8 MB on a 67 MB single-function file, for as long as the module.
func splitModule(text string) (header string, bodies []string, ok bool) {
	// cuts[k] is body k's extent: text[start:closed]; the header is the
	// text with each text[end:closed] (the definition line's newline and
	// the body) replaced by the stub.
	type cut struct{ end, start, closed int }
	var cuts []cut
	for i := 0; i < len(text); {
		end := strings.IndexByte(text[i:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += i
		}
		line := text[i:end]
		if strings.HasPrefix(line, "define") {
			l := strings.TrimRight(line, " \t\r")
			if !strings.HasSuffix(l, "{") {
				return "", nil, false
			}
			// Find the closing line.
			start := end + 1
			j := start
			closed := -1
			for j < len(text) {
				e := strings.IndexByte(text[j:], '\n')
				if e < 0 {
					e = len(text)
				} else {
					e += j
				}
				if l := text[j:e]; l != "" && l[0] == '}' && strings.TrimRight(l, " \t\r") == "}" {
					closed = j
					break
				}
				j = e + 1
			}
			if closed < 0 || start > len(text) {
				return "", nil, false
			}
			cuts = append(cuts, cut{end, start, closed})
			i = closed
			continue
		}
		i = end + 1
	}
	const stub = "\nunreachable\n"
	size := len(text)
	for _, c := range cuts {
		size += len(stub) - (c.closed - c.end)
	}
	var b strings.Builder
	b.Grow(size)
	bodies = make([]string, len(cuts))
	last := 0 // start of the text not yet copied into b
	for k, c := range cuts {
		b.WriteString(text[last:c.end])
		b.WriteString(stub)
		bodies[k] = text[c.start:c.closed]
		last = c.closed
	}
	b.WriteString(text[last:])
	return b.String(), bodies, true
}

// body parses the body of lf into its blocks. It returns errFast when the
// body has something the fast parser does not know.
func (fm *fastModule) body(lf *llir.Func) (err error) {
	fm.mu.Lock()
	body := fm.bodies[lf]
	delete(fm.bodies, lf) // parsed once: the text is not kept for it
	fm.mu.Unlock()
	ff := &fastFunc{fm: fm, lf: lf, s: body}
	defer func() {
		// fastFail, or any other panic (a type llir's constructors
		// cannot handle, say): llir's path decides.
		if r := recover(); r != nil {
			lf.Blocks = fm.stubs[lf]
			err = errFast
		}
	}()
	ff.parse()
	return nil
}

// drop puts back lf's stub body, so its parsed blocks can be collected.
func (fm *fastModule) drop(lf *llir.Func) {
	lf.Blocks = fm.stubs[lf]
}

// fastFail is the panic that stops the fast parser.
type fastFail struct{}

func bail() { panic(fastFail{}) }

// Token kinds.
const (
	tEOF = iota
	tLocal
	tGlobal
	tMeta  // !name or !N (text without '!')
	tGroup // #N
	tInt
	tFloat
	tWord
	tLabel // name: (text without ':')
	tPunct // one of , = ( ) [ ] { } < > * and "..."
)

type token struct {
	kind int
	text string
}

// fastFunc parses one function body.
type fastFunc struct {
	fm     *fastModule
	lf     *llir.Func
	s      string
	i      int
	tok    token
	byID   []value.Value          // numbered locals (%5), by number
	byName map[string]value.Value // named locals
	ints   map[uint64]*types.IntType
	floats [types.FloatKindPPC_FP128 + 1]*types.FloatType
	ptrs   map[ptrKey]*types.PointerType
	checks []typeCheck
	slabs  slabs
}

// isNameByte reports whether c may be part of an unquoted LLVM name:
// - $ . _ and the ASCII letters and digits. It is asked of nearly every
// byte of a body, so it tests one bit of a set (inSet) rather than seven
// ranges.
func isNameByte(c byte) bool { return inSet(nameLo, nameHi, c) }

// The bytes isNameByte accepts, as inSet's lo (bytes 0-63) and hi (64-127).
const (
	nameLo = 1<<'$' | 1<<'-' | 1<<'.' | 0x3ff<<'0'
	nameHi = 0x3ffffff<<('A'-64) | 1<<('_'-64) | 0x3ffffff<<('a'-64)
)

// lex reads the token at p and returns it and the position after it.
func (ff *fastFunc) lex(p int) (token, int) {
	s := ff.s
	for p < len(s) {
		c := s[p]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p++
			continue
		}
		if c == ';' {
			// A comment (a label's "; preds = ..."): on to its newline.
			k := strings.IndexByte(s[p:], '\n')
			if k < 0 {
				p = len(s)
				break
			}
			p += k
			continue
		}
		break
	}
	if p >= len(s) {
		return token{kind: tEOF}, p
	}
	c := s[p]
	switch {
	case c == '%' || c == '@' || c == '!' || c == '#':
		q := p + 1
		for q < len(s) && isNameByte(s[q]) {
			q++
		}
		if q == p+1 || (q < len(s) && (s[q] == '"' || s[q] == '\\')) {
			bail() // quoted names, !{...}, !"..."
		}
		k := tLocal
		switch c {
		case '@':
			k = tGlobal
		case '!':
			k = tMeta
		case '#':
			k = tGroup
		}
		return token{kind: k, text: s[p+1 : q]}, q
	case c == '-' || c >= '0' && c <= '9':
		q := p
		if c == '-' {
			q++
		}
		if strings.HasPrefix(s[q:], "0x") {
			q += 2
			for q < len(s) && (isNameByte(s[q])) {
				q++
			}
			return token{kind: tFloat, text: s[p:q]}, q
		}
		for q < len(s) && s[q] >= '0' && s[q] <= '9' {
			q++
		}
		kind := tInt
		if q < len(s) && (s[q] == '.' || s[q] == 'e' || s[q] == 'E') {
			kind = tFloat
			for q < len(s) && (s[q] >= '0' && s[q] <= '9' || s[q] == '.' || s[q] == 'e' || s[q] == 'E' || s[q] == '+' || s[q] == '-') {
				q++
			}
		}
		if q < len(s) && (s[q] == ':' || isNameByte(s[q])) {
			// A label (16:) or a name starting with digits.
			r := q
			for r < len(s) && isNameByte(s[r]) {
				r++
			}
			if r < len(s) && s[r] == ':' && c != '-' {
				return token{kind: tLabel, text: s[p:r]}, r + 1
			}
			bail()
		}
		return token{kind: kind, text: s[p:q]}, q
	case c == '.' && strings.HasPrefix(s[p:], "..."):
		return token{kind: tPunct, text: "..."}, p + 3
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.' || c == '$':
		q := p
		for q < len(s) && isNameByte(s[q]) {
			q++
		}
		if q < len(s) && s[q] == ':' {
			return token{kind: tLabel, text: s[p:q]}, q + 1
		}
		if q < len(s) && s[q] == '"' {
			bail() // c"...", strings
		}
		return token{kind: tWord, text: s[p:q]}, q
	case strings.IndexByte(",=()[]{}<>*", c) >= 0:
		return token{kind: tPunct, text: s[p : p+1]}, p + 1
	}
	bail()
	return token{}, p
}

func (ff *fastFunc) next() { ff.tok, ff.i = ff.lex(ff.i) }

// peek returns the token after the current one.
func (ff *fastFunc) peek() token {
	t, _ := ff.lex(ff.i)
	return t
}

func (ff *fastFunc) is(kind int, text string) bool {
	return ff.tok.kind == kind && ff.tok.text == text
}

func (ff *fastFunc) isPunct(text string) bool { return ff.is(tPunct, text) }
func (ff *fastFunc) isWord(text string) bool  { return ff.is(tWord, text) }

func (ff *fastFunc) expect(kind int, text string) {
	if !ff.is(kind, text) {
		bail()
	}
	ff.next()
}

func (ff *fastFunc) punct(text string) { ff.expect(tPunct, text) }
func (ff *fastFunc) word(text string)  { ff.expect(tWord, text) }

// accept consumes the word w if it is next.
func (ff *fastFunc) accept(w string) bool {
	if ff.isWord(w) {
		ff.next()
		return true
	}
	return false
}

func (ff *fastFunc) uint() uint64 {
	if ff.tok.kind != tInt || ff.tok.text[0] == '-' {
		bail()
	}
	n, err := strconv.ParseUint(ff.tok.text, 10, 64)
	if err != nil {
		bail()
	}
	ff.next()
	return n
}

// --- Types ---

func (ff *fastFunc) intType(bits uint64) *types.IntType {
	if t := ff.ints[bits]; t != nil {
		return t
	}
	t := &types.IntType{BitSize: bits}
	ff.ints[bits] = t
	return t
}

var floatKinds = map[string]types.FloatKind{
	"half": types.FloatKindHalf, "float": types.FloatKindFloat, "double": types.FloatKindDouble,
	"x86_fp80": types.FloatKindX86_FP80, "fp128": types.FloatKindFP128, "ppc_fp128": types.FloatKindPPC_FP128,
}

// pointer returns the pointer type to elem in space: one per function for
// each element type the function's parse shares (its integer and float
// types, named types), a new one otherwise.
func (ff *fastFunc) pointer(elem types.Type, space types.AddrSpace) *types.PointerType {
	switch elem.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
	default:
		if elem.Name() == "" {
			return &types.PointerType{ElemType: elem, AddrSpace: space}
		}
	}
	k := ptrKey{elem, space}
	if p := ff.ptrs[k]; p != nil {
		return p
	}
	p := &types.PointerType{ElemType: elem, AddrSpace: space}
	ff.ptrs[k] = p
	return p
}

type ptrKey struct {
	elem  types.Type
	space types.AddrSpace
}

func isFloatKind(s string) bool {
	_, ok := floatKinds[s]
	return ok
}

// typ parses a type.
func (ff *fastFunc) typ() types.Type {
	var t types.Type
	switch tok := ff.tok; {
	case tok.kind == tWord && tok.text == "void":
		ff.next()
		t = &types.VoidType{}
	case tok.kind == tWord && len(tok.text) > 1 && tok.text[0] == 'i' && tok.text[1] >= '0' && tok.text[1] <= '9':
		n, ok := smallDecimal(tok.text[1:])
		if !ok {
			var err error
			if n, err = strconv.ParseUint(tok.text[1:], 10, 64); err != nil {
				bail()
			}
		}
		ff.next()
		t = ff.intType(n)
	case tok.kind == tWord && isFloatKind(tok.text):
		ff.next()
		k := floatKinds[tok.text]
		if ff.floats[k] == nil {
			ff.floats[k] = &types.FloatType{Kind: k}
		}
		t = ff.floats[k]
	case tok.kind == tWord && tok.text == "label":
		ff.next()
		t = &types.LabelType{}
	case tok.kind == tLocal:
		d, ok := ff.fm.typdef[tok.text]
		if !ok {
			bail()
		}
		ff.next()
		t = d
	case tok.kind == tPunct && tok.text == "[":
		ff.next()
		n := ff.uint()
		ff.word("x")
		e := ff.typ()
		ff.punct("]")
		t = &types.ArrayType{Len: n, ElemType: e}
	case tok.kind == tPunct && tok.text == "<":
		ff.next()
		if ff.isWord("vscale") {
			bail()
		}
		n := ff.uint()
		ff.word("x")
		e := ff.typ()
		ff.punct(">")
		t = &types.VectorType{Len: n, ElemType: e}
	case tok.kind == tPunct && tok.text == "{":
		ff.next()
		st := &types.StructType{}
		if !ff.isPunct("}") {
			for {
				st.Fields = append(st.Fields, ff.typ())
				if !ff.isPunct(",") {
					break
				}
				ff.next()
			}
		}
		ff.punct("}")
		t = st
	default:
		bail()
	}
	// Suffixes: pointers and function types.
	for {
		switch {
		case ff.isPunct("*"):
			ff.next()
			t = ff.pointer(t, 0)
		case ff.isWord("addrspace"):
			ff.next()
			ff.punct("(")
			n := ff.uint()
			ff.punct(")")
			ff.punct("*")
			t = ff.pointer(t, types.AddrSpace(n))
		case ff.isPunct("("):
			ff.next()
			ft := &types.FuncType{RetType: t}
			if !ff.isPunct(")") {
				for {
					if ff.isPunct("...") {
						ff.next()
						ft.Variadic = true
						break
					}
					ft.Params = append(ft.Params, ff.typ())
					if !ff.isPunct(",") {
						break
					}
					ff.next()
				}
			}
			ff.punct(")")
			t = ft
		default:
			return t
		}
	}
}

// --- Values ---

// define makes v the local named n (the text after %), which must be new.
// Numbered locals are defined in order (the prepass checks it), so byID
// is a dense list.
func (ff *fastFunc) define(n string, v value.Value) {
	if isDecimal(n) {
		id, ok := canonicalID(n)
		if !ok || id != int64(len(ff.byID)) {
			bail()
		}
		ff.byID = append(ff.byID, v)
		return
	}
	if ff.byName == nil {
		ff.byName = make(map[string]value.Value)
	}
	if _, dup := ff.byName[n]; dup {
		bail()
	}
	ff.byName[n] = v
}

// lookup returns the local named n.
func (ff *fastFunc) lookup(n string) (value.Value, bool) {
	if n != "" && n[0] >= '0' && n[0] <= '9' {
		if len(n) > 1 && n[0] == '0' {
			return nil, false // llir reads %05 as %5; the fast path does not
		}
		id := 0
		for i := 0; i < len(n); i++ {
			c := n[i]
			if c < '0' || c > '9' || id > 1<<40 {
				return nil, false
			}
			id = id*10 + int(c-'0')
		}
		if id >= len(ff.byID) {
			return nil, false
		}
		return ff.byID[id], true
	}
	v, ok := ff.byName[n]
	return v, ok
}

// local returns the local named n.
func (ff *fastFunc) local(n string) value.Value {
	v, ok := ff.lookup(n)
	if !ok {
		bail()
	}
	return v
}

// value parses a value of type t.
func (ff *fastFunc) value(t types.Type) value.Value {
	if ff.tok.kind == tLocal {
		v := ff.local(ff.tok.text)
		ff.next()
		return v
	}
	return ff.constant(t)
}

// typedValue parses "T v".
func (ff *fastFunc) typedValue() value.Value {
	t := ff.typ()
	return ff.value(t)
}

func (ff *fastFunc) typedConst() constant.Constant {
	t := ff.typ()
	return ff.constant(t)
}

// constant parses a constant of type t, as llir's irConstant.
func (ff *fastFunc) constant(t types.Type) constant.Constant {
	tok := ff.tok
	switch tok.kind {
	case tGlobal:
		v, ok := ff.fm.glob[tok.text]
		if !ok {
			bail()
		}
		c, ok := v.(constant.Constant)
		if !ok {
			bail()
		}
		ff.next()
		return c
	case tInt:
		it, ok := t.(*types.IntType)
		if !ok {
			bail()
		}
		ff.next()
		if len(tok.text) <= 18 {
			// What NewIntFromString makes of a decimal literal, without
			// big.Int's string parsing.
			if v, err := strconv.ParseInt(tok.text, 10, 64); err == nil {
				c := ff.slabs.ConstInt.new()
				c.Typ, c.X = it, ff.bigInt(v)
				return c
			}
		}
		c, err := constant.NewIntFromString(it, tok.text)
		if err != nil {
			bail()
		}
		return c
	case tFloat:
		ft, ok := t.(*types.FloatType)
		if !ok {
			bail()
		}
		c, err := constant.NewFloatFromString(ft, tok.text)
		if err != nil {
			bail()
		}
		ff.next()
		return c
	case tPunct:
		switch tok.text {
		case "<":
			vt, ok := t.(*types.VectorType)
			if !ok {
				bail()
			}
			ff.next()
			var elems []constant.Constant
			for {
				elems = append(elems, ff.typedConst())
				if !ff.isPunct(",") {
					break
				}
				ff.next()
			}
			ff.punct(">")
			return constant.NewVector(vt, elems...)
		case "[":
			at, ok := t.(*types.ArrayType)
			if !ok {
				bail()
			}
			ff.next()
			if ff.isPunct("]") {
				bail()
			}
			var elems []constant.Constant
			for {
				elems = append(elems, ff.typedConst())
				if !ff.isPunct(",") {
					break
				}
				ff.next()
			}
			ff.punct("]")
			return constant.NewArray(at, elems...)
		case "{":
			st, ok := t.(*types.StructType)
			if !ok {
				bail()
			}
			ff.next()
			var fields []constant.Constant
			if !ff.isPunct("}") {
				for {
					fields = append(fields, ff.typedConst())
					if !ff.isPunct(",") {
						break
					}
					ff.next()
				}
			}
			ff.punct("}")
			return constant.NewStruct(st, fields...)
		}
	case tWord:
		switch tok.text {
		case "true", "false":
			it, ok := t.(*types.IntType)
			if !ok || !it.Equal(types.I1) {
				bail()
			}
			ff.next()
			return constant.NewBool(tok.text == "true")
		case "null":
			pt, ok := t.(*types.PointerType)
			if !ok {
				bail()
			}
			ff.next()
			return constant.NewNull(pt)
		case "zeroinitializer":
			ff.next()
			return constant.NewZeroInitializer(t)
		case "undef":
			ff.next()
			return constant.NewUndef(t)
		case "poison":
			ff.next()
			return constant.NewPoison(t)
		case "getelementptr":
			ff.next()
			inb := ff.accept("inbounds")
			ff.punct("(")
			elem := ff.typ()
			ff.punct(",")
			src := ff.typedConst()
			var idx []constant.Constant
			for ff.isPunct(",") {
				ff.next()
				if ff.isWord("inrange") {
					bail()
				}
				idx = append(idx, constant.NewIndex(ff.typedConst()))
			}
			ff.punct(")")
			e := constant.NewGetElementPtr(elem, src, idx...)
			e.InBounds = inb
			if !sameType(elem, e.ElemType) || !sameType(t, e.Typ) {
				bail()
			}
			return e
		case "bitcast", "addrspacecast", "ptrtoint", "inttoptr":
			ff.next()
			ff.punct("(")
			from := ff.typedConst()
			ff.word("to")
			to := ff.typ()
			ff.punct(")")
			if !sameType(t, to) {
				bail()
			}
			switch tok.text {
			case "bitcast":
				return constant.NewBitCast(from, to)
			case "addrspacecast":
				return constant.NewAddrSpaceCast(from, to)
			case "ptrtoint":
				return constant.NewPtrToInt(from, to)
			default:
				return constant.NewIntToPtr(from, to)
			}
		}
	}
	bail()
	return nil
}

// block parses "label %b".
func (ff *fastFunc) label() *llir.Block {
	ff.word("label")
	if ff.tok.kind != tLocal {
		bail()
	}
	v, _ := ff.lookup(ff.tok.text)
	b, ok := v.(*llir.Block)
	if !ok {
		bail()
	}
	ff.next()
	return b
}

// --- Attributes and flags ---

var fastMathNames = map[string]bool{"afn": true, "arcp": true, "contract": true, "fast": true, "ninf": true, "nnan": true, "nsz": true, "reassoc": true}

func (ff *fastFunc) fastMath() []enum.FastMathFlag {
	var fs []enum.FastMathFlag
	for ff.tok.kind == tWord && fastMathNames[ff.tok.text] {
		fs = append(fs, asmenum.FastMathFlagFromString(ff.tok.text))
		ff.next()
	}
	return fs
}

func (ff *fastFunc) overflow() []enum.OverflowFlag {
	var fs []enum.OverflowFlag
	for ff.isWord("nsw") || ff.isWord("nuw") {
		fs = append(fs, asmenum.OverflowFlagFromString(ff.tok.text))
		ff.next()
	}
	return fs
}

// align parses ", align N" when it is next.
func (ff *fastFunc) align() llir.Align {
	if ff.isPunct(",") && ff.peekWord("align") {
		ff.next()
		ff.next()
		return llir.Align(ff.uint())
	}
	return 0
}

func (ff *fastFunc) peekWord(w string) bool {
	t := ff.peek()
	return t.kind == tWord && t.text == w
}

// syncScope parses `syncscope("name")` when it is next.
func (ff *fastFunc) syncScope() string {
	if !ff.isWord("syncscope") {
		return ""
	}
	ff.next()
	if !ff.isPunct("(") {
		bail()
	}
	// A plain string: no escapes.
	p := ff.i
	for p < len(ff.s) && ff.s[p] == ' ' {
		p++
	}
	if p >= len(ff.s) || ff.s[p] != '"' {
		bail()
	}
	q := strings.IndexByte(ff.s[p+1:], '"')
	if q < 0 {
		bail()
	}
	name := strings.Clone(ff.s[p+1 : p+1+q])
	if strings.ContainsAny(name, "\\\n") {
		bail()
	}
	ff.i = p + q + 2
	ff.next()
	ff.punct(")")
	return name
}

var orderings = map[string]bool{"unordered": true, "monotonic": true, "acquire": true, "release": true, "acq_rel": true, "seq_cst": true}

func (ff *fastFunc) ordering() enum.AtomicOrdering {
	if ff.tok.kind != tWord || !orderings[ff.tok.text] {
		bail()
	}
	o := asmenum.AtomicOrderingFromString(ff.tok.text)
	ff.next()
	return o
}

// attachments parses the trailing ", !name !N" metadata attachments.
func (ff *fastFunc) attachments() []*metadata.Attachment {
	var md []*metadata.Attachment
	for ff.isPunct(",") {
		ff.next()
		if ff.tok.kind != tMeta {
			bail()
		}
		name := attachmentName(ff.tok.text)
		ff.next()
		md = append(md, &metadata.Attachment{Name: name, Node: ff.mdRef()})
	}
	return md
}

// attachmentName returns a copy of the metadata attachment name s (the
// text is not kept; see the comment on importFile's fast path).
func attachmentName(s string) string {
	switch s {
	case "dbg":
		return "dbg"
	case "tbaa":
		return "tbaa"
	case "llvm.loop":
		return "llvm.loop"
	case "range":
		return "range"
	}
	return strings.Clone(s)
}

// mdRef parses "!N", a reference to a metadata definition of the header.
func (ff *fastFunc) mdRef() metadata.Definition {
	if ff.tok.kind != tMeta {
		bail()
	}
	id, err := strconv.ParseInt(ff.tok.text, 10, 64)
	if err != nil {
		bail()
	}
	d, ok := ff.fm.md[id]
	if !ok {
		bail()
	}
	ff.next()
	return d
}

// --- Instructions ---

// parse parses the whole body into ff.lf.Blocks.
func (ff *fastFunc) parse() {
	lf := ff.lf
	ff.ints = make(map[uint64]*types.IntType)
	ff.ptrs = make(map[ptrKey]*types.PointerType)
	ff.byID = make([]value.Value, 0, strings.Count(ff.s, "\n")+len(lf.Params))
	next := int64(0)
	for _, p := range lf.Params {
		if p.IsUnnamed() {
			if p.LocalID != next {
				bail()
			}
			next++
			ff.define(strconv.FormatInt(p.LocalID, 10), p)
		} else {
			ff.define(p.LocalName, p)
		}
	}
	blocks, sizes := ff.prepass(next)
	// The blocks' instruction lists are cut from one array (the lowerer
	// clears each block's part once it has lowered the block, so that
	// its instructions can go: see lowerer.block).
	ninsts := 0
	for _, n := range sizes {
		ninsts += max(n-1, 0)
	}
	insts := make([]llir.Instruction, ninsts)
	ff.i = 0
	ff.next()
	k := 0
	var cur *llir.Block
	for ff.tok.kind != tEOF {
		if ff.tok.kind == tLabel {
			if cur != nil || k >= len(blocks) || !labels(ff.tok.text, blocks[k]) {
				bail() // a label after an unterminated block, or not where the prepass saw it
			}
			cur = blocks[k]
			if n := sizes[k] - 1; n > 0 {
				cur.Insts, insts = insts[:0:n], insts[n:]
			}
			k++
			ff.next()
			continue
		}
		if cur == nil {
			if k != 0 {
				bail() // an unlabelled block after the entry block
			}
			cur = blocks[0]
			if n := sizes[0] - 1; n > 0 {
				cur.Insts, insts = insts[:0:n], insts[n:]
			}
			k++
		}
		if ff.inst(cur) {
			cur = nil
		}
	}
	if cur != nil || k != len(blocks) {
		bail()
	}
	for _, b := range blocks {
		if len(b.Insts) == 0 {
			b.Insts = nil // as llir leaves it
		}
	}
	for _, c := range ff.checks {
		if !sameType(c.t, c.v.Type()) {
			bail()
		}
	}
	lf.Blocks = blocks
}

// prepass creates the blocks and the skeletons of the value instructions,
// so that uses ahead of definitions (phis, branches) resolve, and checks
// the numbering as llir's AssignIDs does (more strictly: any numbered
// value out of sequence falls back).
//
// It also returns, for each block, an upper bound of its number of
// instructions and terminator (its lines), to size the instruction lists.
func (ff *fastFunc) prepass(next int64) ([]*llir.Block, []int) {
	s := ff.s
	var blocks []*llir.Block
	var sizes []int
	nchecks := 0
	newBlock := func(name string) {
		b := ff.slabs.Block.new()
		b.Parent = ff.lf
		if name == "" {
			b.LocalID = next
			name = strconv.FormatInt(next, 10)
			next++
		} else if isDecimal(name) {
			id, ok := canonicalID(name)
			if !ok || id != next {
				bail()
			}
			b.LocalID = id
			next++
		} else {
			b.LocalName = strings.Clone(name)
		}
		ff.define(name, b)
		blocks = append(blocks, b)
		sizes = append(sizes, 0)
	}
	for p := 0; p < len(s); {
		e := strings.IndexByte(s[p:], '\n')
		if e < 0 {
			e = len(s)
		} else {
			e += p
		}
		line := trimBlanks(s[p:e])
		p = e + 1
		if line == "" || line[0] == ';' || line[0] == '\r' {
			continue
		}
		if line[0] != '%' {
			// A label, an instruction without a result or a switch case.
			q := 0
			for q < len(line) && isNameByte(line[q]) {
				q++
			}
			if q < len(line) && line[q] == ':' && q > 0 {
				newBlock(line[:q])
			} else if line[0] == '"' {
				bail()
			} else {
				if len(blocks) == 0 {
					newBlock("")
				}
				sizes[len(sizes)-1]++
			}
			continue
		}
		if len(blocks) == 0 {
			newBlock("")
		}
		sizes[len(sizes)-1]++
		q := 1
		for q < len(line) && isNameByte(line[q]) {
			q++
		}
		name := line[1:q]
		if name == "" {
			bail()
		}
		rest := trimBlanks(line[q:])
		if !strings.HasPrefix(rest, "=") {
			bail()
		}
		rest = trimBlanks(rest[1:])
		op := rest
		if r := strings.IndexAny(op, " \t"); r >= 0 {
			op = op[:r]
		}
		if op == "tail" || op == "musttail" || op == "notail" {
			op = "call"
		}
		v := ff.skeleton(op)
		if v == nil {
			bail()
		}
		if mayCheck(v) {
			nchecks++
		}
		var id llir.LocalIdent
		if isDecimal(name) {
			n, ok := canonicalID(name)
			if !ok || n != next {
				bail()
			}
			id.LocalID = n
			next++
		} else {
			id.LocalName = name
		}
		setIdent(v, id)
		ff.define(name, v)
	}
	if len(blocks) == 0 {
		bail()
	}
	ff.checks = make([]typeCheck, 0, nchecks)
	return blocks, sizes
}

// mayCheck reports whether the instruction v (a skeleton) may add a
// typeCheck as it parses (binary instructions, compares and
// getelementptr), so that the prepass sizes ff.checks at once.
func mayCheck(v value.Value) bool {
	switch v.(type) {
	case *llir.InstAdd, *llir.InstFAdd, *llir.InstSub, *llir.InstFSub, *llir.InstMul, *llir.InstFMul,
		*llir.InstUDiv, *llir.InstSDiv, *llir.InstFDiv, *llir.InstURem, *llir.InstSRem, *llir.InstFRem,
		*llir.InstShl, *llir.InstLShr, *llir.InstAShr, *llir.InstAnd, *llir.InstOr, *llir.InstXor,
		*llir.InstICmp, *llir.InstFCmp, *llir.InstGetElementPtr:
		return true
	}
	return false
}

// labels reports whether text is the label of b as the text writes it:
// its name, or its number as strconv.FormatInt writes it (canonicalID,
// without formatting the number: a 100k-block function has 50k numbered
// labels).
func labels(text string, b *llir.Block) bool {
	if b.LocalName != "" {
		return text == b.LocalName
	}
	id, ok := canonicalID(text)
	return ok && id == b.LocalID
}

// smallDecimal returns the value of s when s is a decimal of at most 18
// digits (leading zeros allowed), as strconv.ParseUint would; ok is false
// otherwise, and the caller then asks strconv. It is the fast parser's
// way with numbers (i32's width, %5's number), without strconv's
// generality (TestSmallDecimal).
func smallDecimal(s string) (n uint64, ok bool) {
	if len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
	}
	return n, true
}

// canonicalID returns the number a local's name of decimal digits
// (isDecimal) stands for, and whether it is written as strconv.FormatInt
// writes it (no leading zero) and fits an int64: what the prepass and
// define checked with strconv.ParseInt and FormatInt, without formatting
// the number again.
func canonicalID(name string) (int64, bool) {
	if n, ok := smallDecimal(name); ok {
		return int64(n), len(name) == 1 || name[0] != '0'
	}
	n, err := strconv.ParseInt(name, 10, 64)
	return n, err == nil && name == strconv.FormatInt(n, 10)
}

func isDecimal(s string) bool {
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

// setIdent sets the local identifier of a skeleton instruction.
func setIdent(v value.Value, id llir.LocalIdent) {
	type identified interface{ SetID(int64) }
	if id.LocalName != "" {
		v.(value.Named).SetName(strings.Clone(id.LocalName))
		return
	}
	v.(identified).SetID(id.LocalID)
}

// skeleton returns an empty instruction for opcode op, or nil. The
// instructions of a function are allocated in slabs (see slab).
func (ff *fastFunc) skeleton(op string) value.Value {
	switch op {
	case "add":
		return ff.slabs.InstAdd.new()
	case "fadd":
		return ff.slabs.InstFAdd.new()
	case "sub":
		return ff.slabs.InstSub.new()
	case "fsub":
		return ff.slabs.InstFSub.new()
	case "mul":
		return ff.slabs.InstMul.new()
	case "fmul":
		return ff.slabs.InstFMul.new()
	case "udiv":
		return ff.slabs.InstUDiv.new()
	case "sdiv":
		return ff.slabs.InstSDiv.new()
	case "fdiv":
		return ff.slabs.InstFDiv.new()
	case "urem":
		return ff.slabs.InstURem.new()
	case "srem":
		return ff.slabs.InstSRem.new()
	case "frem":
		return ff.slabs.InstFRem.new()
	case "shl":
		return ff.slabs.InstShl.new()
	case "lshr":
		return ff.slabs.InstLShr.new()
	case "ashr":
		return ff.slabs.InstAShr.new()
	case "and":
		return ff.slabs.InstAnd.new()
	case "or":
		return ff.slabs.InstOr.new()
	case "xor":
		return ff.slabs.InstXor.new()
	case "fneg":
		return ff.slabs.InstFNeg.new()
	case "extractelement":
		return ff.slabs.InstExtractElement.new()
	case "insertelement":
		return ff.slabs.InstInsertElement.new()
	case "shufflevector":
		return ff.slabs.InstShuffleVector.new()
	case "extractvalue":
		return ff.slabs.InstExtractValue.new()
	case "insertvalue":
		return ff.slabs.InstInsertValue.new()
	case "alloca":
		return ff.slabs.InstAlloca.new()
	case "load":
		return ff.slabs.InstLoad.new()
	case "cmpxchg":
		return ff.slabs.InstCmpXchg.new()
	case "atomicrmw":
		return ff.slabs.InstAtomicRMW.new()
	case "getelementptr":
		return ff.slabs.InstGetElementPtr.new()
	case "trunc":
		return ff.slabs.InstTrunc.new()
	case "zext":
		return ff.slabs.InstZExt.new()
	case "sext":
		return ff.slabs.InstSExt.new()
	case "fptrunc":
		return ff.slabs.InstFPTrunc.new()
	case "fpext":
		return ff.slabs.InstFPExt.new()
	case "fptoui":
		return ff.slabs.InstFPToUI.new()
	case "fptosi":
		return ff.slabs.InstFPToSI.new()
	case "uitofp":
		return ff.slabs.InstUIToFP.new()
	case "sitofp":
		return ff.slabs.InstSIToFP.new()
	case "ptrtoint":
		return ff.slabs.InstPtrToInt.new()
	case "inttoptr":
		return ff.slabs.InstIntToPtr.new()
	case "bitcast":
		return ff.slabs.InstBitCast.new()
	case "addrspacecast":
		return ff.slabs.InstAddrSpaceCast.new()
	case "icmp":
		return ff.slabs.InstICmp.new()
	case "fcmp":
		return ff.slabs.InstFCmp.new()
	case "phi":
		return ff.slabs.InstPhi.new()
	case "select":
		return ff.slabs.InstSelect.new()
	case "freeze":
		return ff.slabs.InstFreeze.new()
	case "call":
		return ff.slabs.InstCall.new()
	}
	return nil
}

// slab hands out the values of one type from shared arrays: a function's
// instructions are garbage together once it has lowered, and one
// allocation per chunk is much cheaper than one per instruction.
type slab[T any] struct{ buf []T }

func (s *slab[T]) new() *T {
	if len(s.buf) == 0 {
		s.buf = make([]T, 32)
	}
	p := &s.buf[0]
	s.buf = s.buf[1:]
	return p
}

// slabs are a function's instruction slabs, one per instruction type.
type slabs struct {
	InstAdd            slab[llir.InstAdd]
	InstFAdd           slab[llir.InstFAdd]
	InstSub            slab[llir.InstSub]
	InstFSub           slab[llir.InstFSub]
	InstMul            slab[llir.InstMul]
	InstFMul           slab[llir.InstFMul]
	InstUDiv           slab[llir.InstUDiv]
	InstSDiv           slab[llir.InstSDiv]
	InstFDiv           slab[llir.InstFDiv]
	InstURem           slab[llir.InstURem]
	InstSRem           slab[llir.InstSRem]
	InstFRem           slab[llir.InstFRem]
	InstShl            slab[llir.InstShl]
	InstLShr           slab[llir.InstLShr]
	InstAShr           slab[llir.InstAShr]
	InstAnd            slab[llir.InstAnd]
	InstOr             slab[llir.InstOr]
	InstXor            slab[llir.InstXor]
	InstFNeg           slab[llir.InstFNeg]
	InstExtractElement slab[llir.InstExtractElement]
	InstInsertElement  slab[llir.InstInsertElement]
	InstShuffleVector  slab[llir.InstShuffleVector]
	InstExtractValue   slab[llir.InstExtractValue]
	InstInsertValue    slab[llir.InstInsertValue]
	InstAlloca         slab[llir.InstAlloca]
	InstLoad           slab[llir.InstLoad]
	InstCmpXchg        slab[llir.InstCmpXchg]
	InstAtomicRMW      slab[llir.InstAtomicRMW]
	InstGetElementPtr  slab[llir.InstGetElementPtr]
	InstTrunc          slab[llir.InstTrunc]
	InstZExt           slab[llir.InstZExt]
	InstSExt           slab[llir.InstSExt]
	InstFPTrunc        slab[llir.InstFPTrunc]
	InstFPExt          slab[llir.InstFPExt]
	InstFPToUI         slab[llir.InstFPToUI]
	InstFPToSI         slab[llir.InstFPToSI]
	InstUIToFP         slab[llir.InstUIToFP]
	InstSIToFP         slab[llir.InstSIToFP]
	InstPtrToInt       slab[llir.InstPtrToInt]
	InstIntToPtr       slab[llir.InstIntToPtr]
	InstBitCast        slab[llir.InstBitCast]
	InstAddrSpaceCast  slab[llir.InstAddrSpaceCast]
	InstICmp           slab[llir.InstICmp]
	InstFCmp           slab[llir.InstFCmp]
	InstPhi            slab[llir.InstPhi]
	InstSelect         slab[llir.InstSelect]
	InstFreeze         slab[llir.InstFreeze]
	InstCall           slab[llir.InstCall]
	Block              slab[llir.Block]
	// The stores and the branches (every block's terminator but the
	// last), which have no result.
	InstStore  slab[llir.InstStore]
	TermBr     slab[llir.TermBr]
	TermCondBr slab[llir.TermCondBr]
	// The integer constants of the body (constant), their big.Ints and
	// those's one-word magnitudes (bigInt).
	ConstInt slab[constant.Int]
	BigInt   slab[big.Int]
	Words    []big.Word
}

// bigInt returns big.NewInt(v) from the function's slabs: a big.Int whose
// magnitude is one word (none for 0) of a shared array, capped to that
// word so that no later arithmetic on it can write into a neighbour's.
// The value is the same as big.NewInt's; it saves the two allocations of
// each of the ~370k decimal constants of many-O2.ll.
func (ff *fastFunc) bigInt(v int64) *big.Int {
	if bits.UintSize != 64 {
		return big.NewInt(v)
	}
	z := ff.slabs.BigInt.new()
	if v == 0 {
		return z
	}
	u := uint64(v)
	if v < 0 {
		u = -u
	}
	s := &ff.slabs
	if len(s.Words) == 0 {
		s.Words = make([]big.Word, 64)
	}
	w := s.Words[:1:1]
	s.Words = s.Words[1:]
	w[0] = big.Word(u)
	z.SetBits(w)
	if v < 0 {
		z.Neg(z)
	}
	return z
}

// inst parses one instruction into b; it reports whether it was the
// block's terminator.
func (ff *fastFunc) inst(b *llir.Block) bool {
	var res value.Value
	if ff.tok.kind == tLocal {
		res = ff.local(ff.tok.text)
		if _, ok := res.(llir.Instruction); !ok {
			bail()
		}
		ff.next()
		ff.punct("=")
	}
	if ff.tok.kind != tWord {
		bail()
	}
	op := ff.tok.text
	ff.next()
	// Terminators.
	switch op {
	case "ret", "br", "switch", "unreachable":
		if res != nil {
			bail()
		}
		b.Term = ff.term(op)
		return true
	}
	if op == "tail" || op == "musttail" || op == "notail" {
		if !ff.isWord("call") {
			bail()
		}
		ff.next()
		op = op + " call"
	}
	var inst llir.Instruction
	switch op {
	case "store":
		inst = ff.store()
	case "fence":
		i := &llir.InstFence{}
		i.SyncScope = ff.syncScope()
		i.Ordering = ff.ordering()
		i.Metadata = ff.attachments()
		inst = i
	case "call", "tail call", "musttail call", "notail call":
		c, _ := res.(*llir.InstCall)
		if c == nil {
			c = &llir.InstCall{}
		}
		if op != "call" {
			c.Tail = asmenum.TailFromString(strings.TrimSuffix(op, " call"))
		}
		ff.call(c)
		if res == nil && !types.Equal(c.Type(), types.Void) {
			bail() // llir would number it
		}
		if res != nil && types.Equal(c.Type(), types.Void) {
			bail()
		}
		inst = c
	default:
		if res == nil {
			bail()
		}
		ff.valueInst(op, res)
		inst = res.(llir.Instruction)
	}
	b.Insts = append(b.Insts, inst)
	return false
}

func (ff *fastFunc) store() *llir.InstStore {
	i := ff.slabs.InstStore.new()
	i.Atomic = ff.accept("atomic")
	i.Volatile = ff.accept("volatile")
	i.Src = ff.typedValue()
	ff.punct(",")
	i.Dst = ff.typedValue()
	if i.Atomic {
		i.SyncScope = ff.syncScope()
		i.Ordering = ff.ordering()
	}
	i.Align = ff.align()
	i.Metadata = ff.attachments()
	return i
}

// binary parses "T x, y" as llir's binary instructions, where y has x's
// type: that is T unless the input is ill-typed, which the fast path
// leaves to llir (checked at the end of the body, once every local has its
// type).
// binaryInst reads a binary instruction's operands and then its
// attachments into the instruction's fields.
func (ff *fastFunc) binaryInst(t *types.Type, x, y *value.Value, md *llir.Metadata) {
	*t, *x, *y = ff.binary()
	*md = ff.attachments()
}

func (ff *fastFunc) binary() (t types.Type, x, y value.Value) {
	t = ff.typ()
	x = ff.value(t)
	ff.punct(",")
	if _, ok := x.(constant.Constant); ok {
		y = ff.value(x.Type())
	} else {
		ff.checks = append(ff.checks, typeCheck{x, t})
		y = ff.value(t)
	}
	return t, x, y
}

// sameType reports whether t.Equal(u). llir's Equal of two pointer types
// compares their printed forms, two strings built anew at each call (on
// issue 18's -O2 input 100k allocations, most of the fast parser's type
// checks); sameType decides without printing when t and u are one object
// or unnamed pointers to unnamed integer, float or such pointer types,
// whose printed forms are equal exactly when their widths, kinds and
// address spaces are.
func sameType(t, u types.Type) bool {
	if t == u {
		return true
	}
	if same, known := samePrinted(t, u); known {
		return same
	}
	return t.Equal(u)
}

// samePrinted reports whether t and u print alike, when it can tell
// without printing them (known).
func samePrinted(t, u types.Type) (same, known bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.TypeName != "" {
			return false, false
		}
		switch u := u.(type) {
		case *types.IntType:
			return t.BitSize == u.BitSize, u.TypeName == ""
		case *types.FloatType:
			return false, u.TypeName == ""
		}
	case *types.FloatType:
		if t.TypeName != "" {
			return false, false
		}
		switch u := u.(type) {
		case *types.FloatType:
			return t.Kind == u.Kind, u.TypeName == ""
		case *types.IntType:
			return false, u.TypeName == ""
		}
	case *types.PointerType:
		if u, ok := u.(*types.PointerType); ok && t.TypeName == "" && u.TypeName == "" {
			if same, known := samePrinted(t.ElemType, u.ElemType); known {
				return same && t.AddrSpace == u.AddrSpace, true
			}
		}
	}
	return false, false
}

// typeCheck is a local whose type must be t.
type typeCheck struct {
	v value.Value
	t types.Type
}

// cast parses "T v to T2".
// castInst reads a cast instruction's operand and type and then its
// attachments into the instruction's fields.
func (ff *fastFunc) castInst(from *value.Value, to *types.Type, md *llir.Metadata) {
	*from, *to = ff.cast()
	*md = ff.attachments()
}

func (ff *fastFunc) cast() (from value.Value, to types.Type) {
	from = ff.typedValue()
	ff.word("to")
	return from, ff.typ()
}

// valueInst fills the skeleton v of the instruction op.
func (ff *fastFunc) valueInst(op string, v value.Value) {
	switch i := v.(type) {
	case *llir.InstAdd:
		i.OverflowFlags = ff.overflow()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstSub:
		i.OverflowFlags = ff.overflow()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstMul:
		i.OverflowFlags = ff.overflow()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstShl:
		i.OverflowFlags = ff.overflow()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFAdd:
		i.FastMathFlags = ff.fastMath()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFSub:
		i.FastMathFlags = ff.fastMath()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFMul:
		i.FastMathFlags = ff.fastMath()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFDiv:
		i.FastMathFlags = ff.fastMath()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFRem:
		i.FastMathFlags = ff.fastMath()
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstUDiv:
		i.Exact = ff.accept("exact")
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstSDiv:
		i.Exact = ff.accept("exact")
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstLShr:
		i.Exact = ff.accept("exact")
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstAShr:
		i.Exact = ff.accept("exact")
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstURem:
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstSRem:
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstAnd:
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstOr:
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstXor:
		ff.binaryInst(&i.Typ, &i.X, &i.Y, &i.Metadata)
	case *llir.InstFNeg:
		i.FastMathFlags = ff.fastMath()
		i.Typ = ff.typ()
		i.X = ff.value(i.Typ)
		i.Metadata = ff.attachments()
	case *llir.InstICmp:
		if ff.tok.kind != tWord || !ipreds[ff.tok.text] {
			bail()
		}
		i.Pred = asmenum.IPredFromString(ff.tok.text)
		ff.next()
		t, x, y := ff.binary()
		i.X, i.Y = x, y
		i.Typ = cmpType(t)
		i.Metadata = ff.attachments()
	case *llir.InstFCmp:
		i.FastMathFlags = ff.fastMath()
		if ff.tok.kind != tWord || !fpreds[ff.tok.text] {
			bail()
		}
		i.Pred = asmenum.FPredFromString(ff.tok.text)
		ff.next()
		t, x, y := ff.binary()
		i.X, i.Y = x, y
		i.Typ = cmpType(t)
		i.Metadata = ff.attachments()
	case *llir.InstTrunc:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstZExt:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstSExt:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstFPTrunc:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstFPExt:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstFPToUI:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstFPToSI:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstUIToFP:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstSIToFP:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstPtrToInt:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstIntToPtr:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstBitCast:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstAddrSpaceCast:
		ff.castInst(&i.From, &i.To, &i.Metadata)
	case *llir.InstSelect:
		i.FastMathFlags = ff.fastMath()
		i.Cond = ff.typedValue()
		ff.punct(",")
		t := ff.typ()
		i.Typ = t
		i.ValueTrue = ff.value(t)
		ff.punct(",")
		i.ValueFalse = ff.typedValue()
		i.Metadata = ff.attachments()
	case *llir.InstPhi:
		i.FastMathFlags = ff.fastMath()
		t := ff.typ()
		i.Typ = t
		for {
			ff.punct("[")
			x := ff.value(t)
			ff.punct(",")
			if ff.tok.kind != tLocal {
				bail()
			}
			pv, _ := ff.lookup(ff.tok.text)
			pred, ok := pv.(*llir.Block)
			if !ok {
				bail()
			}
			ff.next()
			ff.punct("]")
			i.Incs = append(i.Incs, llir.NewIncoming(x, pred))
			if !ff.isPunct(",") || ff.peek().kind != tPunct || ff.peek().text != "[" {
				break
			}
			ff.next()
		}
		i.Metadata = ff.attachments()
	case *llir.InstFreeze:
		t := ff.typ()
		i.Typ = t
		i.X = ff.value(t)
	case *llir.InstAlloca:
		if ff.isWord("inalloca") || ff.isWord("swifterror") {
			bail()
		}
		i.ElemType = ff.typ()
		i.Type() // as llir: the type is computed before the address space is set
		if ff.isPunct(",") {
			if t := ff.peek(); !(t.kind == tWord && (t.text == "align" || t.text == "addrspace")) && t.kind != tMeta {
				ff.next()
				i.NElems = ff.typedValue()
			}
		}
		i.Align = ff.align()
		if ff.isPunct(",") && ff.peekWord("addrspace") {
			ff.next()
			ff.next()
			ff.punct("(")
			i.AddrSpace = types.AddrSpace(ff.uint())
			ff.punct(")")
		}
		i.Metadata = ff.attachments()
	case *llir.InstLoad:
		i.Atomic = ff.accept("atomic")
		i.Volatile = ff.accept("volatile")
		i.ElemType = ff.typ()
		ff.punct(",")
		i.Src = ff.typedValue()
		if i.Atomic {
			i.SyncScope = ff.syncScope()
			i.Ordering = ff.ordering()
		}
		i.Align = ff.align()
		i.Metadata = ff.attachments()
	case *llir.InstGetElementPtr:
		i.InBounds = ff.accept("inbounds")
		i.ElemType = ff.typ()
		ff.punct(",")
		st := ff.typ()
		if _, ok := st.(*types.PointerType); !ok {
			bail() // vectors of pointers
		}
		i.Src = ff.value(st)
		// llir types the result by the annotation st, the fast path
		// (lazily) by the operand's own type: an ill-typed operand (a
		// local or global in another address space, say) is left to llir.
		ff.checks = append(ff.checks, typeCheck{i.Src, st})
		for ff.isPunct(",") && ff.peek().kind != tMeta {
			ff.next()
			if ff.isWord("inrange") {
				bail()
			}
			t := ff.typ()
			if _, ok := t.(*types.VectorType); ok {
				bail()
			}
			i.Indices = append(i.Indices, ff.value(t))
		}
		i.Metadata = ff.attachments()
	case *llir.InstAtomicRMW:
		i.Volatile = ff.accept("volatile")
		if ff.tok.kind != tWord || !rmwOps[ff.tok.text] {
			bail()
		}
		i.Op = asmenum.AtomicOpFromString(ff.tok.text)
		ff.next()
		dt := ff.typ()
		pt, ok := dt.(*types.PointerType)
		if !ok {
			bail()
		}
		i.Typ = pt.ElemType
		i.Dst = ff.value(dt)
		ff.punct(",")
		i.X = ff.typedValue()
		i.SyncScope = ff.syncScope()
		i.Ordering = ff.ordering()
		ff.align() // llir's InstAtomicRMW has no alignment
		i.Metadata = ff.attachments()
	case *llir.InstCmpXchg:
		i.Weak = ff.accept("weak")
		i.Volatile = ff.accept("volatile")
		i.Ptr = ff.typedValue()
		ff.punct(",")
		i.Cmp = ff.typedValue()
		ff.punct(",")
		nt := ff.typ()
		i.New = ff.value(nt)
		i.Typ = types.NewStruct(nt, types.I1)
		i.SyncScope = ff.syncScope()
		i.SuccessOrdering = ff.ordering()
		i.FailureOrdering = ff.ordering()
		ff.align() // llir's InstCmpXchg has no alignment
		i.Metadata = ff.attachments()
	case *llir.InstExtractElement:
		xt := ff.typ()
		vt, ok := xt.(*types.VectorType)
		if !ok {
			bail()
		}
		i.Typ = vt.ElemType
		i.X = ff.value(xt)
		ff.punct(",")
		i.Index = ff.typedValue()
		i.Metadata = ff.attachments()
	case *llir.InstInsertElement:
		xt := ff.typ()
		vt, ok := xt.(*types.VectorType)
		if !ok {
			bail()
		}
		i.Typ = vt
		i.X = ff.value(xt)
		ff.punct(",")
		i.Elem = ff.typedValue()
		ff.punct(",")
		i.Index = ff.typedValue()
		i.Metadata = ff.attachments()
	case *llir.InstShuffleVector:
		xt := ff.typ()
		vt, ok := xt.(*types.VectorType)
		if !ok {
			bail()
		}
		i.X = ff.value(xt)
		ff.punct(",")
		i.Y = ff.typedValue()
		ff.punct(",")
		mt := ff.typ()
		mvt, ok := mt.(*types.VectorType)
		if !ok {
			bail()
		}
		i.Mask = ff.value(mt)
		i.Typ = types.NewVector(mvt.Len, vt.ElemType)
		i.Metadata = ff.attachments()
	case *llir.InstExtractValue:
		xt := ff.typ()
		i.X = ff.value(xt)
		for ff.isPunct(",") && ff.peek().kind == tInt {
			ff.next()
			i.Indices = append(i.Indices, ff.uint())
		}
		if len(i.Indices) == 0 {
			bail()
		}
		i.Typ = aggregateElem(xt, i.Indices)
		i.Metadata = ff.attachments()
	case *llir.InstInsertValue:
		xt := ff.typ()
		i.X = ff.value(xt)
		i.Typ = xt
		ff.punct(",")
		i.Elem = ff.typedValue()
		for ff.isPunct(",") && ff.peek().kind == tInt {
			ff.next()
			i.Indices = append(i.Indices, ff.uint())
		}
		if len(i.Indices) == 0 {
			bail()
		}
		i.Metadata = ff.attachments()
	default:
		bail()
	}
}

// aggregateElem is the type at indices in t, as llir's aggregateElemType.
func aggregateElem(t types.Type, indices []uint64) types.Type {
	for _, k := range indices {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
		case *types.StructType:
			if k >= uint64(len(tt.Fields)) {
				bail()
			}
			t = tt.Fields[k]
		default:
			bail()
		}
	}
	return t
}

var (
	ipreds = map[string]bool{"eq": true, "ne": true, "ugt": true, "uge": true, "ult": true, "ule": true, "sgt": true, "sge": true, "slt": true, "sle": true}
	fpreds = map[string]bool{"false": true, "oeq": true, "ogt": true, "oge": true, "olt": true, "ole": true, "one": true, "ord": true,
		"ueq": true, "ugt": true, "uge": true, "ult": true, "ule": true, "une": true, "uno": true, "true": true}
	rmwOps = map[string]bool{"xchg": true, "add": true, "sub": true, "and": true, "nand": true, "or": true, "xor": true,
		"max": true, "min": true, "umax": true, "umin": true, "fadd": true, "fsub": true}
)

// cmpType is the result type of a compare of operands of type t, as
// llir's newICmpInst and newFCmpInst.
func cmpType(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		return types.I1
	case *types.VectorType:
		return types.NewVector(t.Len, types.I1)
	}
	bail()
	return nil
}

// call parses the rest of a call instruction, as llir's irCallInst.
func (ff *fastFunc) call(c *llir.InstCall) {
	c.FastMathFlags = ff.fastMath()
	if ff.tok.kind == tWord && known(callConvNames, ff.tok.text) && ff.tok.text != "cc" {
		c.CallingConv = asmenum.CallingConvFromString(ff.tok.text)
		ff.next()
	}
	for ff.tok.kind == tWord && known(returnAttrNames, ff.tok.text) {
		c.ReturnAttrs = append(c.ReturnAttrs, asmenum.ReturnAttrFromString(ff.tok.text))
		ff.next()
	}
	if ff.isWord("addrspace") {
		bail()
	}
	typ := ff.typ()
	if ft, ok := typ.(*types.FuncType); ok {
		c.Typ = ft.RetType
	} else {
		c.Typ = typ
	}
	// Callee: a global, a local or a constant expression of pointer to
	// function type.
	calleeTok := ff.tok
	calleeAt := ff.i
	if calleeTok.kind == tLocal || calleeTok.kind == tGlobal {
		ff.next()
	} else {
		// Skip the constant expression; it is parsed once the signature
		// is known.
		ff.skipConst()
	}
	ff.punct("(")
	var args []value.Value
	if !ff.isPunct(")") {
		for {
			args = append(args, ff.arg())
			if !ff.isPunct(",") {
				break
			}
			ff.next()
		}
	}
	ff.punct(")")
	c.Args = args
	switch calleeTok.kind {
	case tLocal:
		c.Callee = ff.local(calleeTok.text)
	case tGlobal:
		v, ok := ff.fm.glob[calleeTok.text]
		if !ok {
			bail()
		}
		c.Callee = v
	default:
		// The signature types a constant callee only.
		sig, ok := typ.(*types.FuncType)
		if !ok {
			var ps []types.Type
			for _, a := range args {
				ps = append(ps, a.Type())
			}
			sig = types.NewFunc(typ, ps...)
		}
		save, saveTok := ff.i, ff.tok
		ff.i = calleeAt
		ff.tok = calleeTok
		c.Callee = ff.constant(types.NewPointer(sig))
		ff.i, ff.tok = save, saveTok
	}
	// Function attributes.
	for {
		switch {
		case ff.tok.kind == tGroup:
			id, err := strconv.ParseInt(ff.tok.text, 10, 64)
			g, ok := ff.fm.groups[id]
			if err != nil || !ok {
				bail()
			}
			c.FuncAttrs = append(c.FuncAttrs, g)
			ff.next()
			continue
		case ff.tok.kind == tWord && known(funcAttrNames, ff.tok.text) && !hasArgAttr(ff.tok.text):
			c.FuncAttrs = append(c.FuncAttrs, asmenum.FuncAttrFromString(ff.tok.text))
			ff.next()
			continue
		case ff.isPunct("["):
			bail() // operand bundles
		}
		break
	}
	c.Metadata = ff.attachments()
}

// hasArgAttr reports attributes written with arguments, which the fast
// parser leaves to llir.
func hasArgAttr(s string) bool {
	switch s {
	case "align", "alignstack", "allocsize", "vscale_range", "uwtable", "allockind", "memory":
		return true
	}
	return false
}

// skipConst skips a constant expression (balanced brackets).
func (ff *fastFunc) skipConst() {
	if ff.tok.kind != tWord {
		bail()
	}
	ff.next()
	for ff.tok.kind == tWord {
		ff.next()
	}
	if !ff.isPunct("(") {
		bail()
	}
	depth := 0
	for {
		switch {
		case ff.tok.kind == tEOF:
			bail()
		case ff.isPunct("(") || ff.isPunct("[") || ff.isPunct("<") || ff.isPunct("{"):
			depth++
		case ff.isPunct(")") || ff.isPunct("]") || ff.isPunct(">") || ff.isPunct("}"):
			depth--
		}
		ff.next()
		if depth == 0 {
			return
		}
	}
}

// arg parses one call argument, as llir's irArg.
func (ff *fastFunc) arg() value.Value {
	if ff.isWord("metadata") {
		ff.next()
		return &metadata.Value{Value: ff.metadataArg()}
	}
	t := ff.typ()
	var attrs []llir.ParamAttribute
	for ff.tok.kind == tWord {
		w := ff.tok.text
		switch {
		case w == "align":
			ff.next()
			attrs = append(attrs, llir.Align(ff.uint()))
			continue
		case w == "dereferenceable" || w == "dereferenceable_or_null":
			ff.next()
			ff.punct("(")
			n := ff.uint()
			ff.punct(")")
			attrs = append(attrs, llir.Dereferenceable{N: n, DerefOrNull: w != "dereferenceable"})
			continue
		case w == "byval" || w == "sret":
			ff.next()
			if w == "byval" && !ff.isPunct("(") {
				attrs = append(attrs, llir.Byval{})
				continue
			}
			ff.punct("(")
			at := ff.typ()
			ff.punct(")")
			if w == "byval" {
				attrs = append(attrs, llir.Byval{Typ: at})
			} else {
				attrs = append(attrs, llir.SRet{Typ: at})
			}
			continue
		case known(paramAttrNames, w) && !paramArgAttr(w):
			attrs = append(attrs, asmenum.ParamAttrFromString(w))
			ff.next()
			continue
		}
		break
	}
	x := ff.value(t)
	if len(attrs) > 0 {
		return &llir.Arg{Attrs: attrs, Value: x}
	}
	return x
}

// paramArgAttr reports the parameter attributes written with arguments
// (byval(T), sret(T), …), left to llir.
func paramArgAttr(s string) bool {
	switch s {
	case "byval", "byref", "sret", "inalloca", "preallocated", "elementtype", "alignstack", "nofpclass":
		return true
	}
	return false
}

// metadataArg parses the metadata of a "metadata" call argument, as
// llir's irMetadata: a typed value, a reference !N, or an empty
// !DIExpression().
func (ff *fastFunc) metadataArg() metadata.Metadata {
	if ff.tok.kind == tMeta {
		if ff.tok.text == "DIExpression" {
			ff.next()
			ff.punct("(")
			e := &metadata.DIExpression{MetadataID: -1}
			for !ff.isPunct(")") {
				switch {
				case ff.tok.kind == tInt:
					e.Fields = append(e.Fields, metadata.UintLit(ff.uint()))
				case ff.tok.kind == tWord && known(dwarfOpNames, ff.tok.text):
					e.Fields = append(e.Fields, asmenum.DwarfOpFromString(ff.tok.text))
					ff.next()
				default:
					bail()
				}
				if !ff.isPunct(",") {
					break
				}
				ff.next()
			}
			ff.punct(")")
			return e
		}
		return ff.mdRef()
	}
	v := ff.typedValue()
	md, ok := v.(metadata.Metadata)
	if !ok {
		bail()
	}
	return md
}

// term parses the terminator op.
func (ff *fastFunc) term(op string) llir.Terminator {
	switch op {
	case "ret":
		t := &llir.TermRet{}
		typ := ff.typ()
		if _, void := typ.(*types.VoidType); !void {
			t.X = ff.value(typ)
		}
		t.Metadata = ff.attachments()
		return t
	case "br":
		if ff.isWord("label") {
			t := ff.slabs.TermBr.new()
			t.Target = ff.label()
			t.Metadata = ff.attachments()
			return t
		}
		t := ff.slabs.TermCondBr.new()
		t.Cond = ff.typedValue()
		ff.punct(",")
		t.TargetTrue = ff.label()
		ff.punct(",")
		t.TargetFalse = ff.label()
		t.Metadata = ff.attachments()
		return t
	case "switch":
		t := &llir.TermSwitch{}
		t.X = ff.typedValue()
		ff.punct(",")
		t.TargetDefault = ff.label()
		ff.punct("[")
		for !ff.isPunct("]") {
			x := ff.typedConst()
			ff.punct(",")
			t.Cases = append(t.Cases, llir.NewCase(x, ff.label()))
		}
		ff.punct("]")
		t.Metadata = ff.attachments()
		return t
	case "unreachable":
		t := &llir.TermUnreachable{}
		t.Metadata = ff.attachments()
		return t
	}
	bail()
	return nil
}
