package minic

import (
	"strings"

	"github.com/simtc/simtc/internal/cfmt"
	"github.com/simtc/simtc/ir"
)

// printf (OpenCL C 1.2, 6.12.13): int printf(constant char *restrict
// format, ...). The format must be a string literal, parsed here
// (internal/cfmt: a malformed one is an error at the literal); a string
// literal is also accepted as an argument, for %s. The call lowers to
// ir.OpPrintf with the format and the string literals as constant-memory
// globals, the other arguments after C's default argument promotions
// (char, short and bool to int, float to double) and a vector argument
// as its lanes, unpromoted, as OpenCL's vector formats take them; the
// arguments must fit the format (ir.CheckPrintf). Its result is 0.

// printfCall checks a call of printf.
func (c *checker) printfCall(e *Call) {
	e.Printf = true
	e.Type = basic(Int)
	if len(e.Args) == 0 {
		c.argCountError(e, 1, 1)
		e.Type = invalidType()
		return
	}
	lit, ok := e.Args[0].(*StringLit)
	if !ok {
		c.errorf(posOf(e.Args[0]), "the format of printf must be a string literal")
		e.Type = invalidType()
	} else if c.stringLit(lit) {
		if _, err := cfmt.Parse(lit.Value); err != nil {
			c.errorf(lit.Pos, "%v", err)
			e.Type = invalidType()
		}
	} else {
		e.Type = invalidType()
	}
	for i, a := range e.Args[1:] {
		if s, ok := a.(*StringLit); ok {
			if !c.stringLit(s) {
				e.Type = invalidType()
			}
			continue
		}
		e.Args[i+1] = c.rvalue(a)
		if typeOf(e.Args[i+1]).isInvalid() {
			e.Type = invalidType()
		}
	}
}

// stringLit decodes a string literal's value; false after an error.
func (c *checker) stringLit(s *StringLit) bool {
	var sb strings.Builder
	for _, p := range s.Parts {
		if len(p) < 2 {
			c.errorf(s.Pos, "invalid string literal")
			return false
		}
		body := p[1 : len(p)-1]
		for len(body) > 0 {
			if body[0] != '\\' {
				sb.WriteByte(body[0])
				body = body[1:]
				continue
			}
			n := 2
			switch {
			case len(body) > 1 && body[1] == 'x':
				for n < len(body) && strings.ContainsRune("0123456789abcdefABCDEF", rune(body[n])) {
					n++
				}
			case len(body) > 1 && body[1] >= '0' && body[1] <= '7':
				for n < len(body) && n < 4 && body[n] >= '0' && body[n] <= '7' {
					n++
				}
			}
			n = min(n, len(body))
			v, msg := parseCharLit("'" + body[:n] + "'")
			if msg != "" {
				c.errorf(s.Pos, "%s", strings.ReplaceAll(msg, "character constant", "string literal"))
				return false
			}
			sb.WriteByte(byte(v))
			body = body[n:]
		}
	}
	s.Value = sb.String()
	if strings.IndexByte(s.Value, 0) >= 0 {
		s.Value = s.Value[:strings.IndexByte(s.Value, 0)] // C stops at the first NUL
	}
	return true
}

// printf lowers a printf call (nothing in dead code) and returns 0.
func (fl *funcLowerer) printf(e *Call) ir.Value {
	if fl.dead() {
		return ir.ConstInt(ir.I32, 0)
	}
	format := e.Args[0].(*StringLit)
	var args []ir.Value
	for _, a := range e.Args[1:] {
		if s, ok := a.(*StringLit); ok {
			args = append(args, fl.l.stringGlobal(s.Value, s.Pos))
			continue
		}
		t := typeOf(a)
		if t.Kind == Vector {
			args = append(args, fl.vvalue(a)...)
			continue
		}
		v := fl.rvalue(a)
		fl.at(posOf(a))
		switch {
		case t.Kind == Float:
			v = fl.convert(v, t, basic(Double))
		case t.isInteger() && t.bits() < 32:
			v = fl.convert(v, t, basic(Int))
		}
		args = append(args, v)
	}
	f, _ := cfmt.Parse(format.Value) // checked
	types := make([]ir.Type, len(args))
	for k, a := range args {
		types[k] = a.Type()
	}
	if err := ir.CheckPrintf(f, types); err != nil {
		fl.l.errs.Add(e.NamePos, "printf: %v", err)
		return ir.ConstInt(ir.I32, 0)
	}
	fl.at(e.NamePos)
	fl.b.Printf(fl.l.stringGlobal(format.Value, format.Pos), args...)
	return ir.ConstInt(ir.I32, 0)
}

// stringGlobal returns the constant global holding s and its NUL, one
// per distinct string of the module.
func (l *lowerer) stringGlobal(s string, pos ir.Pos) *ir.Global {
	if g := l.strs[s]; g != nil {
		return g
	}
	if l.strs == nil {
		l.strs = make(map[string]*ir.Global)
	}
	g := l.m.NewGlobal(l.globalName(".str"), ir.ArrayType{Len: int64(len(s) + 1), Elem: ir.I8}, ir.SpaceConstant)
	g.Pos = pos
	g.Init = append([]byte(s), 0)
	l.strs[s] = g
	return g
}
