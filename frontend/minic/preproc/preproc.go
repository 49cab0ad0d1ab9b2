package preproc

import (
	"path/filepath"
	"strings"

	"github.com/simtc/simtc/ir"
)

// Options configures a run.
type Options struct {
	Defines []string // "-D" arguments: "NAME" (= 1) or "NAME=VALUE"; a malformed one is an error

	// IncludeDirs are the -I directories searched for #include "FILE"
	// (after the directory of the including file) and <FILE>.
	IncludeDirs []string
	// ReadFile reads an included file; nil makes every #include other than
	// the OpenCL headers an error. It is called only for paths that
	// FileExists accepts.
	ReadFile   func(path string) ([]byte, error)
	FileExists func(path string) bool
}

// maxIncludeDepth bounds the nesting of #include.
const maxIncludeDepth = 32

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
	"CLK_IMAGE_MEM_FENCE 0x04",
	"__ENDIAN_LITTLE__ 1",
	"cl_khr_fp64 1",
	"cl_khr_int64_base_atomics 1",
	"cl_khr_int64_extended_atomics 1",
	"cl_khr_global_int32_base_atomics 1",
	"cl_khr_global_int32_extended_atomics 1",
	"cl_khr_local_int32_base_atomics 1",
	"cl_khr_local_int32_extended_atomics 1",
	"cl_khr_byte_addressable_store 1",
	"cl_khr_subgroups 1",
	"__opencl_c_generic_address_space 1",
	"__opencl_c_atomic_order_acq_rel 1",
	"__opencl_c_atomic_order_seq_cst 1",
	"__opencl_c_atomic_scope_device 1",
	"__opencl_c_fp64 1",
	"__opencl_c_int64 1",
	// The memory-model enums of OpenCL 2.0 (clang's values).
	"memory_order_relaxed 0",
	"memory_order_acquire 2",
	"memory_order_release 3",
	"memory_order_acq_rel 4",
	"memory_order_seq_cst 5",
	"memory_scope_work_item 0",
	"memory_scope_work_group 1",
	"memory_scope_device 2",
	"memory_scope_all_svm_devices 3",
	"memory_scope_all_devices 3",
	"memory_scope_sub_group 4",
	"ATOMIC_VAR_INIT(x) (x)",
	"ATOMIC_FLAG_INIT 0",
	// float.h and math constants of OpenCL C (clang's opencl-c-base.h).
	"FLT_DIG 6",
	"FLT_MANT_DIG 24",
	"FLT_MAX_10_EXP +38",
	"FLT_MAX_EXP +128",
	"FLT_MIN_10_EXP -37",
	"FLT_MIN_EXP -125",
	"FLT_RADIX 2",
	"FLT_MAX 0x1.fffffep127f",
	"FLT_MIN 0x1.0p-126f",
	"FLT_EPSILON 0x1.0p-23f",
	"DBL_DIG 15",
	"DBL_MANT_DIG 53",
	"DBL_MAX 0x1.fffffffffffffp1023",
	"DBL_MIN 0x1.0p-1022",
	"DBL_EPSILON 0x1.0p-52",
	"M_E_F 2.71828182845904523536028747135266250f",
	"M_LOG2E_F 1.44269504088896340735992468100189214f",
	"M_LOG10E_F 0.434294481903251827651128918916605082f",
	"M_LN2_F 0.693147180559945309417232121458176568f",
	"M_LN10_F 2.30258509299404568401799145468436421f",
	"M_PI_F 3.14159265358979323846264338327950288f",
	"M_PI_2_F 1.57079632679489661923132169163975144f",
	"M_PI_4_F 0.785398163397448309615660845819875721f",
	"M_1_PI_F 0.318309886183790671537767526745028724f",
	"M_2_PI_F 0.636619772367581343075535053490057448f",
	"M_2_SQRTPI_F 1.12837916709551257389615890312154517f",
	"M_SQRT2_F 1.41421356237309504880168872420969808f",
	"M_SQRT1_2_F 0.707106781186547524400844362104849039f",
	"M_E 2.71828182845904523536028747135266250",
	"M_LOG2E 1.44269504088896340735992468100189214",
	"M_LOG10E 0.434294481903251827651128918916605082",
	"M_LN2 0.693147180559945309417232121458176568",
	"M_LN10 2.30258509299404568401799145468436421",
	"M_PI 3.14159265358979323846264338327950288",
	"M_PI_2 1.57079632679489661923132169163975144",
	"M_PI_4 0.785398163397448309615660845819875721",
	"M_1_PI 0.318309886183790671537767526745028724",
	"M_2_PI 0.636619772367581343075535053490057448",
	"M_2_SQRTPI 1.12837916709551257389615890312154517",
	"M_SQRT2 1.41421356237309504880168872420969808",
	"M_SQRT1_2 0.707106781186547524400844362104849039",
	"MAXFLOAT 0x1.fffffep127f",
	"HUGE_VALF (1.0f/0.0f)",
	"HUGE_VAL (1.0/0.0)",
	"INFINITY (1.0f/0.0f)",
	"NAN (0.0f/0.0f)",
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

	opts  *Options
	depth int             // of #include nesting
	once  map[string]bool // files with #pragma once
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
	p.opts = &opts
	p.once = map[string]bool{}
	p.predefine(opts.Defines)
	p.run()
	if len(p.errs) > 0 {
		p.errs.Sort()
		return nil, p.errs.Err()
	}
	return &Result{Text: []byte(strings.Join(p.out, "\n")), Pragmas: p.pragmas}, nil
}

// run preprocesses p's lines.
func (p *pp) run() {
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
		text := restOfLine(g, name)
		if text == "once" {
			p.once[p.file] = true
		}
		p.pragmas = append(p.pragmas, Pragma{Pos: hash.pos, Text: text})
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
	if p.opts.ReadFile == nil || p.opts.FileExists == nil {
		p.errs.Add(at, "#include of %s is not supported: simtc compiles one file", spelled)
		return
	}
	var dirs []string
	if spelled[0] == '"' {
		dirs = append(dirs, filepath.Dir(p.file))
	}
	dirs = append(dirs, p.opts.IncludeDirs...)
	path := ""
	if filepath.IsAbs(name) {
		if p.opts.FileExists(name) {
			path = name
		}
	} else {
		for _, d := range dirs {
			if c := filepath.Join(d, name); p.opts.FileExists(c) {
				path = c
				break
			}
		}
	}
	if path == "" {
		p.errs.Add(at, "'%s' file not found", name)
		return
	}
	if p.once[path] {
		return
	}
	if p.depth >= maxIncludeDepth {
		p.errs.Add(at, "#include nested too deeply (more than %d levels)", maxIncludeDepth)
		return
	}
	src, err := p.opts.ReadFile(path)
	if err != nil {
		p.errs.Add(at, "cannot read '%s': %v", name, err)
		return
	}
	child := &pp{
		file:   path,
		lines:  strings.Split(string(src), "\n"),
		macros: p.macros,
		budget: p.budget,
		hide:   p.hide,
		opts:   p.opts,
		depth:  p.depth + 1,
		once:   p.once,
	}
	child.out = make([]string, len(child.lines))
	child.run()
	p.budget = child.budget
	p.errs = append(p.errs, child.errs...)
	p.pragmas = append(p.pragmas, child.pragmas...)
	// The included code goes on the line of the #include, without its
	// comments, so that the includer's lines keep their numbers.
	p.out[at.Line-1] += joinCode(child.out)
}

// joinCode joins preprocessed lines into one, dropping comments (they may
// hold simtc directives, which belong to the file they are written in).
func joinCode(lines []string) string {
	var sb strings.Builder
	inBlock := false
	for _, l := range lines {
		for i := 0; i < len(l); i++ {
			c := l[i]
			switch {
			case inBlock:
				if c == '*' && i+1 < len(l) && l[i+1] == '/' {
					inBlock = false
					i++
					sb.WriteByte(' ')
				}
			case c == '/' && i+1 < len(l) && l[i+1] == '/':
				i = len(l)
			case c == '/' && i+1 < len(l) && l[i+1] == '*':
				inBlock = true
				i++
			case c == '"' || c == '\'':
				j := i + 1
				for j < len(l) && l[j] != c {
					if l[j] == '\\' {
						j++
					}
					j++
				}
				if j >= len(l) {
					j = len(l) - 1
				}
				sb.WriteString(l[i : j+1])
				i = j
			default:
				sb.WriteByte(c)
			}
		}
		sb.WriteByte(' ')
	}
	return sb.String()
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
