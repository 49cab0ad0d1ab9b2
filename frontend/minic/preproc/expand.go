package preproc

import (
	"strconv"
	"strings"

	"github.com/simtc/simtc/ir"
)

// Limits that keep hostile input (exponential macros, deep nesting) from
// exhausting time or memory; real kernels stay far below them.
const (
	maxExpansion = 1 << 19 // bytes plus tokens produced by expansions in one file
	maxDepth     = 200     // nesting of macro invocations inside arguments
)

// A reader feeds tokens to the expander: first the tokens pushed back by
// expansions (a stack, top last), then the source tokens. When it reads a
// group it can extend the group with the following lines.
type reader struct {
	stack []token
	src   []token
	i     int
	p     *pp
	g     *group // nil: no lines beyond src
}

func (r *reader) next() (token, bool) {
	if n := len(r.stack); n > 0 {
		t := r.stack[n-1]
		r.stack = r.stack[:n-1]
		return t, true
	}
	if r.i < len(r.src) {
		r.i++
		return r.src[r.i-1], true
	}
	return token{}, false
}

// push makes toks the next tokens to read.
func (r *reader) push(toks []token) {
	for i := len(toks) - 1; i >= 0; i-- {
		r.stack = append(r.stack, toks[i])
	}
}

// extend appends the next line to the source (not a directive) when the
// group may grow; with needParen only if the next token there is '('.
func (r *reader) extend(needParen bool) bool {
	if r.g == nil {
		return false
	}
	ok := r.p.extendGroup(r.g, needParen)
	r.src = r.g.toks
	return ok
}

// peekParen reports whether the next token other than comments is '('.
func (r *reader) peekParen() bool {
	for k := len(r.stack) - 1; k >= 0; k-- {
		if r.stack[k].kind != kComment {
			return r.stack[k].is("(")
		}
	}
	for k := r.i; k < len(r.src); k++ {
		if r.src[k].kind != kComment {
			return r.src[k].is("(")
		}
	}
	return r.extend(true)
}

// expander holds the state of one macro expansion run.
type expander struct {
	p    *pp
	inIf bool // expanding a #if line: "defined" is an operator
}

// expand macro-expands everything r yields and returns the result. Errors
// are returned, not recorded.
func (e *expander) expand(r *reader, depth int) ([]token, error) {
	var out []token
	for {
		t, ok := r.next()
		if !ok {
			return out, nil
		}
		if t.kind != kIdent {
			out = append(out, t)
			continue
		}
		if e.inIf && t.text == "defined" {
			v, err := e.defined(r, t)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
			continue
		}
		m := e.p.macros[t.text]
		if m == nil || e.p.hide.has(t.hs, t.text) {
			out = append(out, t)
			continue
		}
		switch {
		case m.builtin != notBuiltin:
			v := token{kind: kNumber, ws: t.ws, pos: t.pos, src: -1, hs: t.hs}
			if m.builtin == builtinFile {
				v.kind, v.text = kString, strconv.Quote(t.pos.File)
			} else {
				v.text = strconv.Itoa(t.pos.Line)
			}
			out = append(out, v)
		case !m.fn:
			res, err := e.subst(m, t, nil, e.p.hide.with(t.hs, t.text), depth)
			if err != nil {
				return nil, err
			}
			r.push(res)
		default:
			if !r.peekParen() {
				out = append(out, t)
				continue
			}
			args, rparen, err := e.collectArgs(r, m, t)
			if err != nil {
				return nil, err
			}
			hs := e.p.hide.with(e.p.hide.intersect(t.hs, rparen.hs), t.text)
			res, err := e.subst(m, t, args, hs, depth)
			if err != nil {
				return nil, err
			}
			r.push(res)
		}
	}
}

// defined evaluates the operator "defined X" or "defined ( X )" of a #if.
func (e *expander) defined(r *reader, d token) (token, error) {
	next := func() (token, bool) {
		for {
			t, ok := r.next()
			if !ok || t.kind != kComment {
				return t, ok
			}
		}
	}
	t, ok := next()
	paren := ok && t.is("(")
	if paren {
		t, ok = next()
	}
	if !ok || t.kind != kIdent {
		at := d.pos
		if ok {
			at = t.pos
		}
		return token{}, ir.Errorf(at, "operator \"defined\" requires an identifier")
	}
	if paren {
		c, ok := next()
		if !ok || !c.is(")") {
			at := t.pos
			if ok {
				at = c.pos
			}
			return token{}, ir.Errorf(at, "missing ')' after \"defined\"")
		}
	}
	v := token{kind: kNumber, text: "0", ws: d.ws, pos: d.pos, src: -1}
	if e.p.macros[t.text] != nil {
		v.text = "1"
	}
	return v, nil
}

// collectArgs reads the arguments of an invocation of m by name; the next
// token other than comments is '('. Comments inside are dropped and argument
// lists may continue on the following lines.
func (e *expander) collectArgs(r *reader, m *macro, name token) ([][]token, token, error) {
	for {
		t, ok := r.next()
		if !ok {
			return nil, token{}, ir.Errorf(name.pos, "unterminated argument list invoking macro %q", m.name)
		}
		if t.is("(") {
			break
		}
	}
	args := [][]token{nil}
	depth := 0
	space := false
	for {
		t, ok := r.next()
		if !ok {
			if r.extend(false) {
				space = true
				continue
			}
			return nil, token{}, ir.Errorf(name.pos, "unterminated argument list invoking macro %q", m.name)
		}
		if t.kind == kComment {
			space = true
			continue
		}
		cur := len(args) - 1
		switch {
		case t.is("("):
			depth++
		case t.is(")"):
			if depth == 0 {
				return e.checkArgs(m, name, args, t)
			}
			depth--
		case t.is(",") && depth == 0 && !(m.variadic && cur == len(m.params)-1):
			args = append(args, nil)
			space = false
			continue
		}
		t.src = -1
		if t.ws != "" || space {
			t.ws = " "
		}
		if len(args[cur]) == 0 {
			t.ws = ""
		}
		space = false
		args[cur] = append(args[cur], t)
	}
}

// checkArgs checks the argument count of an invocation.
func (e *expander) checkArgs(m *macro, name token, args [][]token, rparen token) ([][]token, token, error) {
	n, want := len(args), len(m.params)
	if want == 0 && n == 1 && len(args[0]) == 0 {
		return nil, rparen, nil
	}
	switch {
	case m.variadic && n == want-1:
		args = append(args, nil) // F(a) for F(a, ...): empty __VA_ARGS__
	case m.variadic && n < want-1:
		return nil, token{}, ir.Errorf(name.pos, "macro %q requires at least %d arguments, but only %d given", m.name, want-1, n)
	case !m.variadic && n < want:
		return nil, token{}, ir.Errorf(name.pos, "macro %q requires %d arguments, but only %d given", m.name, want, n)
	case !m.variadic && n > want:
		return nil, token{}, ir.Errorf(name.pos, "macro %q passed %d arguments, but takes just %d", m.name, n, want)
	}
	return args, rparen, nil
}

// spend charges n units against the expansion budget.
func (e *expander) spend(n int, at ir.Pos) error {
	e.p.budget -= n
	if e.p.budget < 0 {
		return ir.Errorf(at, "macro expansion too large")
	}
	return nil
}

// subst returns the replacement of one invocation of m by name: parameters
// replaced (by their fully expanded argument, or the spelled or raw one next
// to # and ##), ## applied, and every token hidden from the names in hs.
func (e *expander) subst(m *macro, name token, args [][]token, hs hideSet, depth int) ([]token, error) {
	copyArg := func(arg []token, ws string) []token {
		out := make([]token, len(arg))
		copy(out, arg)
		if len(out) > 0 {
			out[0].ws = ws
		}
		return out
	}
	var expanded [][]token // the fully expanded arguments, computed once
	var done []bool
	if len(args) > 0 {
		expanded, done = make([][]token, len(args)), make([]bool, len(args))
	}
	body := m.body
	seq := make([]token, 0, len(body))
	for i := 0; i < len(body); i++ {
		b := body[i]
		b.pos = name.pos
		switch b.op {
		case opStringify:
			seq = append(seq, token{kind: kString, text: stringify(args[b.param]), ws: b.ws, pos: name.pos, src: -1})
		case opParam:
			arg := args[b.param]
			if (i > 0 && body[i-1].op == opPaste) || (i+1 < len(body) && body[i+1].op == opPaste) {
				if len(arg) == 0 {
					seq = append(seq, token{kind: kPlacemarker, ws: b.ws, pos: name.pos, src: -1})
				} else {
					seq = append(seq, copyArg(arg, b.ws)...)
				}
				continue
			}
			if !done[b.param] {
				if depth >= maxDepth {
					return nil, ir.Errorf(name.pos, "macro invocations nested too deeply")
				}
				x, err := e.expand(&reader{src: arg, p: e.p}, depth+1)
				if err != nil {
					return nil, err
				}
				expanded[b.param], done[b.param] = x, true
			}
			seq = append(seq, copyArg(expanded[b.param], b.ws)...)
		default:
			// GNU ", ## __VA_ARGS__": the comma goes away with an empty
			// __VA_ARGS__.
			if m.variadic && b.is(",") && i+2 < len(body) && body[i+1].op == opPaste &&
				body[i+2].op == opParam && body[i+2].param == len(m.params)-1 &&
				(i == 0 || body[i-1].op != opPaste) {
				if va := args[len(args)-1]; len(va) > 0 {
					seq = append(seq, b)
					seq = append(seq, copyArg(va, "")...)
				}
				i += 2
				continue
			}
			seq = append(seq, b)
		}
	}
	if len(seq) > 0 {
		seq[0].ws = name.ws
	}

	// Apply ## left to right, then drop placemarkers and hide.
	out := seq[:0] // ## only shrinks the sequence, so it can be done in place
	for k := 0; k < len(seq); k++ {
		t := seq[k]
		if t.op != opPaste {
			out = append(out, t)
			continue
		}
		if len(out) == 0 || k+1 >= len(seq) {
			return nil, ir.Errorf(name.pos, "'##' cannot appear at either end of a macro expansion")
		}
		k++
		glued, err := paste(out[len(out)-1], seq[k], name.pos)
		if err != nil {
			return nil, err
		}
		out[len(out)-1] = glued
	}
	res := out[:0]
	cost := 0
	for _, t := range out {
		if t.kind == kPlacemarker {
			continue
		}
		cost += 1 + len(t.text)
		t.src, t.op = -1, opNone
		t.hs = e.p.hide.union(t.hs, hs)
		res = append(res, t)
	}
	if err := e.spend(cost, name.pos); err != nil {
		return nil, err
	}
	return res, nil
}

// paste implements a ## b.
func paste(a, b token, at ir.Pos) (token, error) {
	switch {
	case a.kind == kPlacemarker:
		b.ws = a.ws
		return b, nil
	case b.kind == kPlacemarker:
		return a, nil
	}
	s := a.text + b.text
	k, n, _ := lexOne(s, 0)
	if n != len(s) || k == kComment {
		return token{}, ir.Errorf(at, "pasting %q and %q does not give a valid preprocessing token", a.text, b.text)
	}
	return token{kind: k, text: s, ws: a.ws, pos: a.pos, src: -1}, nil
}

// stringify spells an argument as a string literal (the # operator).
func stringify(arg []token) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i, t := range arg {
		if i > 0 && t.ws != "" {
			sb.WriteByte(' ')
		}
		if t.kind != kString && t.kind != kChar {
			sb.WriteString(t.text)
			continue
		}
		for j := 0; j < len(t.text); j++ {
			if c := t.text[j]; c == '"' || c == '\\' {
				sb.WriteByte('\\')
			}
			sb.WriteByte(t.text[j])
		}
	}
	sb.WriteByte('"')
	return sb.String()
}
