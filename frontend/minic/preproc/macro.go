package preproc

import "github.com/simtc/simtc/ir"

// builtin identifies the macros whose value is computed at each use.
type builtin uint8

const (
	notBuiltin builtin = iota
	builtinFile
	builtinLine
)

// A macro is a #define.
type macro struct {
	name     string
	fn       bool     // function-like
	params   []string // for a variadic macro the last one is __VA_ARGS__
	variadic bool
	body     []token // ws is " " or ""; op/param mark parameters, # and ##
	builtin  builtin
}

// define parses the tokens of a #define after the directive name (comments
// removed) and installs the macro. at is the position for a missing name.
func (p *pp) define(toks []token, at ir.Pos) {
	if len(toks) == 0 {
		p.errs.Add(at, "no macro name given in #define directive")
		return
	}
	name := toks[0]
	if !p.checkName(name) {
		return
	}
	m := &macro{name: name.text}
	rest := toks[1:]
	if len(rest) > 0 && rest[0].is("(") && rest[0].ws == "" {
		m.fn = true
		var ok bool
		rest, ok = p.params(m, rest[1:], name)
		if !ok {
			return
		}
	}
	for i, t := range rest {
		t.hs = 0
		t.src = -1
		t.op = opNone
		if i == 0 || t.ws == "" {
			t.ws = ""
		} else {
			t.ws = " "
		}
		if t.kind == kIdent {
			if k := indexOf(m.params, t.text); k >= 0 {
				t.op, t.param = opParam, k
			} else if t.text == "__VA_ARGS__" {
				p.errs.Add(t.pos, "__VA_ARGS__ can only appear in the expansion of a variadic macro")
				return
			}
		}
		m.body = append(m.body, t)
	}
	body, ok := p.markOperators(m, name)
	if !ok {
		return
	}
	m.body = body
	p.macros[m.name] = m
}

// checkName reports whether t may name a macro, recording an error if not.
func (p *pp) checkName(t token) bool {
	switch {
	case t.kind != kIdent:
		p.errs.Add(t.pos, "macro names must be identifiers")
		return false
	case t.text == "defined":
		p.errs.Add(t.pos, "\"defined\" cannot be used as a macro name")
		return false
	}
	return true
}

// params parses a parameter list after '(' and returns the tokens after ')'.
func (p *pp) params(m *macro, toks []token, name token) ([]token, bool) {
	i := 0
	end := func() ir.Pos {
		if i > 0 {
			return toks[i-1].pos
		}
		return name.pos
	}
	if i < len(toks) && toks[i].is(")") {
		return toks[i+1:], true
	}
	for {
		if i >= len(toks) {
			p.errs.Add(end(), "missing ')' in macro parameter list")
			return nil, false
		}
		t := toks[i]
		i++
		switch {
		case t.is("..."):
			m.variadic = true
			m.params = append(m.params, "__VA_ARGS__")
			if i >= len(toks) || !toks[i].is(")") {
				p.errs.Add(end(), "missing ')' after \"...\" in macro parameter list")
				return nil, false
			}
			return toks[i+1:], true
		case t.kind != kIdent:
			p.errs.Add(t.pos, "expected parameter name, found %q", t.text)
			return nil, false
		case t.text == "__VA_ARGS__":
			p.errs.Add(t.pos, "__VA_ARGS__ can not be used as a parameter name")
			return nil, false
		case indexOf(m.params, t.text) >= 0:
			p.errs.Add(t.pos, "duplicate macro parameter %q", t.text)
			return nil, false
		}
		m.params = append(m.params, t.text)
		if i >= len(toks) {
			p.errs.Add(end(), "missing ')' in macro parameter list")
			return nil, false
		}
		t = toks[i]
		i++
		switch {
		case t.is(")"):
			return toks[i:], true
		case t.is(","):
		default:
			p.errs.Add(t.pos, "expected ',' or ')' in macro parameter list, found %q", t.text)
			return nil, false
		}
	}
}

// markOperators turns "# param" into one stringify token and marks the ##
// operators, checking their placement.
func (p *pp) markOperators(m *macro, name token) ([]token, bool) {
	var out []token
	body := m.body
	for i := 0; i < len(body); i++ {
		t := body[i]
		switch {
		case m.fn && t.is("#"):
			if i+1 >= len(body) || body[i+1].op != opParam {
				p.errs.Add(t.pos, "'#' is not followed by a macro parameter")
				return nil, false
			}
			s := body[i+1]
			s.op = opStringify
			s.ws = t.ws
			out = append(out, s)
			i++
		case t.is("##") && (len(out) == 0 || out[len(out)-1].op != opPaste):
			if len(out) == 0 || i+1 >= len(body) {
				p.errs.Add(t.pos, "'##' cannot appear at either end of a macro expansion")
				return nil, false
			}
			t.op = opPaste
			out = append(out, t)
		default:
			out = append(out, t)
		}
	}
	return out, true
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
