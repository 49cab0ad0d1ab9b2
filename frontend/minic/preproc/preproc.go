package preproc

import (
	"strings"

	"github.com/simtc/simtc/ir"
)

// Options configures a run.
type Options struct {
	Defines []string // "-D" arguments: "NAME" (= 1) or "NAME=VALUE"; a malformed one is an error
}

// Pragma is a #pragma directive of live code. Pos is the position of its '#'.
type Pragma struct {
	Pos  ir.Pos
	Text string // text after "#pragma", trimmed
}

// Result is the output of Preprocess.
type Result struct {
	Text    []byte   // the expanded source, line for line
	Pragmas []Pragma // every #pragma seen in live code, in order
}

// predefined are the macros defined before the source and the -D arguments,
// as "NAME BODY" lines of a #define (see doc.go). __FILE__ and __LINE__ are
// added separately.
var predefined = [...]string{
	"__OPENCL_VERSION__ 200",
	"__OPENCL_C_VERSION__ 200",
	"CL_VERSION_1_0 100",
	"CL_VERSION_1_1 110",
	"CL_VERSION_1_2 120",
	"CL_VERSION_2_0 200",
	"__simtc__ 1",
	"CLK_LOCAL_MEM_FENCE 0x01",
	"CLK_GLOBAL_MEM_FENCE 0x02",
	"CHAR_BIT 8",
	"SCHAR_MAX 127",
	"SCHAR_MIN (-128)",
	"UCHAR_MAX 255",
	"CHAR_MAX SCHAR_MAX",
	"CHAR_MIN SCHAR_MIN",
	"USHRT_MAX 65535",
	"SHRT_MAX 32767",
	"SHRT_MIN (-32768)",
	"UINT_MAX 0xffffffff",
	"INT_MAX 2147483647",
	"INT_MIN (-2147483647-1)",
	"ULONG_MAX 0xffffffffffffffffUL",
	"LONG_MAX 0x7fffffffffffffffL",
	"LONG_MIN (-0x7fffffffffffffffL-1)",
}

// openCLHeaders are the headers #include accepts and ignores.
var openCLHeaders = [...]string{"opencl-c.h", "opencl-c-base.h"}

const (
	builtinFileName = "<built-in>"
	cmdLineFileName = "<command line>"
)

// pp is the state of one run.
type pp struct {
	file    string
	lines   []string // physical lines of the source, without '\n'
	out     []string // output, one entry per physical line
	next    int      // first physical line not yet read
	macros  map[string]*macro
	conds   []cond
	errs    ir.ErrorList
	pragmas []Pragma
	budget  int
	hide    hideSets
}

// cond is an open #if, #ifdef or #ifndef.
type cond struct {
	pos      ir.Pos // of its '#'
	name     string // "if", "ifdef" or "ifndef"
	parent   bool   // the enclosing code is live
	taken    bool   // a branch has been chosen (or none may be)
	live     bool   // the current branch is live
	seenElse bool
}

// Preprocess runs the preprocessor over src, the contents of file. The
// output has exactly as many lines as src and line N comes from line N of
// src. On failure it returns a nil Result and an error that is an
// *ir.Error or an ir.ErrorList sorted by position.
func Preprocess(file string, src []byte, opts Options) (*Result, error) {
	p := &pp{
		file:   file,
		lines:  strings.Split(string(src), "\n"),
		macros: map[string]*macro{},
		budget: maxExpansion,
		hide:   newHideSets(),
	}
	p.out = make([]string, len(p.lines))
	p.predefine(opts.Defines)
	for p.next < len(p.lines) {
		g := readGroup(p.file, p.lines, p.next)
		p.next = g.end
		switch {
		case g.isDirective():
			p.directive(g)
		case p.live():
			p.code(g)
		}
		p.errs = append(p.errs, g.errs...)
	}
	for i := len(p.conds) - 1; i >= 0; i-- {
		c := p.conds[i]
		p.errs.Add(c.pos, "unterminated #%s", c.name)
	}
	if len(p.errs) > 0 {
		p.errs.Sort()
		return nil, p.errs.Err()
	}
	return &Result{Text: []byte(strings.Join(p.out, "\n")), Pragmas: p.pragmas}, nil
}

// predefine installs the predefined macros, then the -D arguments. The
// position of an error in the i-th -D argument is <command line>:i:col.
func (p *pp) predefine(defines []string) {
	for i, d := range predefined {
		p.defineLine(builtinFileName, i+1, d)
	}
	p.macros["__FILE__"] = &macro{name: "__FILE__", builtin: builtinFile}
	p.macros["__LINE__"] = &macro{name: "__LINE__", builtin: builtinLine}
	for i, d := range defines {
		name, value, hasValue := strings.Cut(d, "=")
		if !hasValue {
			value = "1"
		}
		ident := name
		if k := strings.IndexByte(ident, '('); k >= 0 {
			ident = ident[:k]
		}
		if ident == "" || !isIdentStart(ident[0]) || strings.IndexFunc(ident, func(r rune) bool {
			return r < 0x80 && !isIdentChar(byte(r))
		}) >= 0 {
			p.errs.Add(ir.Pos{File: cmdLineFileName, Line: i + 1, Col: 1},
				"malformed -D argument %q: want NAME or NAME=VALUE", d)
			continue
		}
		// "NAME=VALUE" becomes "NAME VALUE": the offsets stay the same.
		p.defineLine(cmdLineFileName, i+1, name+" "+value)
	}
}

// defineLine runs "#define text" as if it were line line of file.
func (p *pp) defineLine(file string, line int, text string) {
	g := &group{text: text, segs: []seg{{off: 0, line: line - 1}}}
	toks, _ := lexTokens(text, 0, 0)
	for i := range toks {
		toks[i].pos = g.posAt(file, toks[i].start)
	}
	p.define(stripComments(toks), ir.Pos{File: file, Line: line, Col: 1})
}

// live reports whether the current line is in live code.
func (p *pp) live() bool {
	return len(p.conds) == 0 || p.conds[len(p.conds)-1].live
}

// stripComments drops comments, which count as white space.
func stripComments(toks []token) []token {
	out := make([]token, 0, len(toks))
	space := false
	for _, t := range toks {
		if t.kind == kComment {
			space = true
			continue
		}
		if space && t.ws == "" {
			t.ws = " "
		}
		space = false
		out = append(out, t)
	}
	return out
}

// extendGroup appends the following groups to g for a macro invocation that
// continues there, unless the next one is a directive or the input ends.
// With needParen it appends only if the next token, past blank lines and
// comments, is '('.
func (p *pp) extendGroup(g *group, needParen bool) bool {
	var pending []*group
	for j := p.next; j < len(p.lines); {
		h := readGroup(p.file, p.lines, j)
		j = h.end
		if h.isDirective() {
			return false
		}
		pending = append(pending, h)
		if needParen {
			k := h.firstReal()
			if k < 0 {
				continue
			}
			if !h.toks[k].is("(") {
				return false
			}
		}
		for _, h := range pending {
			g.appendGroup(h)
		}
		p.next = j
		return true
	}
	return false
}

// code expands a group of live code and writes it to the output.
func (p *pp) code(g *group) {
	e := &expander{p: p}
	r := &reader{src: g.toks, p: p, g: g}
	out, err := e.expand(r, 0)
	if err != nil {
		p.addErr(err)
		out = g.toks
	}
	p.emit(g, out)
}

// emit writes the tokens of g's expansion to the output lines of g. Source
// tokens that follow each other keep the white space between them; a '\n'
// in it or in a comment moves on to the next physical line. Tokens made by
// expansion are separated by one space where the source or the macro body
// had white space, or where they would otherwise lex differently.
func (p *pp) emit(g *group, toks []token) {
	var sb strings.Builder
	line := g.start
	flush := func() {
		p.out[line] += sb.String()
		sb.Reset()
	}
	writeSource := func(s string, off int) {
		for {
			k := strings.IndexByte(s, '\n')
			if k < 0 {
				sb.WriteString(s)
				return
			}
			sb.WriteString(s[:k])
			flush()
			if l := g.lineAt(off + k + 1); l > line && l < g.end {
				line = l
			}
			s, off = s[k+1:], off+k+1
		}
	}
	prevSrc, prevText := -2, ""
	for _, t := range toks {
		switch {
		case t.src >= 0 && (t.src == prevSrc+1 || t.src == 0 || t.ws != ""):
			writeSource(t.ws, t.start-len(t.ws))
		case t.ws != "" && !strings.Contains(t.ws, "\n"):
			sb.WriteString(t.ws) // the indentation of an invocation, or " "
		case t.ws != "" || needSpace(prevText, t.text):
			sb.WriteByte(' ')
		}
		if t.src >= 0 {
			writeSource(t.text, t.start)
		} else {
			sb.WriteString(strings.ReplaceAll(t.text, "\n", " "))
		}
		prevSrc, prevText = t.src, t.text
	}
	if n := len(g.toks); n == 0 {
		writeSource(g.text, 0)
	} else if prevSrc == n-1 {
		last := g.toks[n-1]
		writeSource(g.text[last.end:], last.end)
	}
	flush()
}

// directive runs the directive in g, whose first token is '#'.
func (p *pp) directive(g *group) {
	toks := stripComments(g.toks)
	hash := toks[0]
	toks = toks[1:]
	if len(toks) == 0 {
		return // the null directive
	}
	name, args := toks[0], toks[1:]
	live := p.live()
	if name.kind != kIdent {
		if live {
			p.errs.Add(hash.pos, "invalid preprocessing directive")
		}
		return
	}
	switch name.text {
	case "if", "ifdef", "ifndef":
		c := cond{pos: hash.pos, name: name.text, parent: live, taken: !live}
		if live {
			c.live, c.taken = p.condition(g, name, args, hash.pos)
		}
		p.conds = append(p.conds, c)
		return
	case "elif", "elifdef", "elifndef", "else", "endif":
		p.elseDirective(g, hash.pos, name, args)
		return
	}
	if !live {
		return
	}
	switch name.text {
	case "define":
		p.define(args, hash.pos)
	case "undef":
		switch {
		case len(args) == 0:
			p.errs.Add(hash.pos, "no macro name given in #undef directive")
		case p.checkName(args[0]):
			delete(p.macros, args[0].text)
		}
	case "include":
		p.include(g, hash.pos, args)
	case "error":
		msg := "#error"
		if text := restOfLine(g, name); text != "" {
			msg += " " + text
		}
		p.errs.Add(hash.pos, "%s", msg)
	case "warning":
	case "pragma":
		p.pragmas = append(p.pragmas, Pragma{Pos: hash.pos, Text: restOfLine(g, name)})
	case "line":
		p.errs.Add(hash.pos, "#line is not supported")
	default:
		p.errs.Add(hash.pos, "invalid preprocessing directive #%s", name.text)
	}
}

// elseDirective handles #elif, #elifdef, #elifndef, #else and #endif.
func (p *pp) elseDirective(g *group, at ir.Pos, name token, args []token) {
	if len(p.conds) == 0 {
		p.errs.Add(at, "#%s without #if", name.text)
		return
	}
	c := &p.conds[len(p.conds)-1]
	switch name.text {
	case "endif":
		p.conds = p.conds[:len(p.conds)-1]
		return
	case "else":
		if c.seenElse {
			p.errs.Add(at, "#else after #else")
		}
		c.seenElse = true
		c.live = c.parent && !c.taken
		c.taken = true
		return
	}
	if c.seenElse {
		p.errs.Add(at, "#%s after #else", name.text)
		c.live = false
		return
	}
	if !c.parent || c.taken {
		c.live = false // not evaluated
		return
	}
	c.live, c.taken = p.condition(g, name, args, at)
}

// condition evaluates the condition of #if, #ifdef, #ifndef or an #elif
// variant and returns whether the branch is live and whether the
// conditional is now taken. An error is recorded and makes the branch dead
// but taken, so that no later branch is chosen: it would only cause more
// errors.
func (p *pp) condition(g *group, name token, args []token, at ir.Pos) (live, taken bool) {
	switch name.text {
	case "ifdef", "ifndef", "elifdef", "elifndef":
		if len(args) == 0 {
			p.errs.Add(at, "no macro name given in #%s directive", name.text)
			return false, true
		}
		if !p.checkName(args[0]) {
			return false, true
		}
		_, ok := p.macros[args[0].text]
		v := ok == (name.text == "ifdef" || name.text == "elifdef")
		return v, v
	}
	if len(args) == 0 {
		p.errs.Add(at, "#%s with no expression", name.text)
		return false, true
	}
	e := &expander{p: p, inIf: true}
	toks, err := e.expand(&reader{src: args, p: p}, 0)
	if err == nil {
		last := args[len(args)-1]
		var v bool
		v, err = evalIf(toks, g.posAt(p.file, last.end))
		if err == nil {
			return v, v
		}
	}
	p.addErr(err)
	return false, true
}

// addErr records an error returned by the expander or the evaluator.
func (p *pp) addErr(err error) {
	if e, ok := err.(*ir.Error); ok {
		p.errs = append(p.errs, e)
		return
	}
	p.errs.Add(ir.Pos{File: p.file}, "%v", err)
}

// include accepts #include of the OpenCL headers and rejects anything else.
func (p *pp) include(g *group, at ir.Pos, args []token) {
	var spelled, name string
	switch {
	case len(args) > 0 && args[0].kind == kString && args[0].text[0] == '"' && terminated(args[0].text):
		spelled = args[0].text
		name = spelled[1 : len(spelled)-1]
	case len(args) > 0 && args[0].is("<"):
		for _, t := range args[1:] {
			if t.is(">") {
				name = g.text[args[0].end:t.start]
				spelled = "<" + name + ">"
				break
			}
		}
	}
	if spelled == "" {
		p.errs.Add(at, "#include expects \"FILENAME\" or <FILENAME>")
		return
	}
	for _, h := range openCLHeaders {
		if name == h {
			return
		}
	}
	p.errs.Add(at, "#include of %s is not supported: simtc compiles one file", spelled)
}

// restOfLine returns the source text of g after the token after, up to the
// last token that is not a comment, trimmed.
func restOfLine(g *group, after token) string {
	end := after.end
	for _, t := range g.toks {
		if t.start > after.start && t.kind != kComment {
			end = t.end
		}
	}
	return strings.TrimSpace(strings.ReplaceAll(g.text[after.end:end], "\n", " "))
}
