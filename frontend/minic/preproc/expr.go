package preproc

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/simtc/simtc/ir"
)

// value is an integer of a #if expression: intmax_t or uintmax_t, both 64-bit.
// v holds the bits; a signed value is int64(v).
type value struct {
	v        uint64
	unsigned bool
}

func (x value) isZero() bool { return x.v == 0 }

func boolValue(b bool) value {
	if b {
		return value{v: 1}
	}
	return value{}
}

const maxExprDepth = 500

// evaluator parses and evaluates the macro-expanded tokens of a #if or #elif
// by recursive descent. Subexpressions that short-circuiting skips are
// parsed with eval false: they must be well formed but cannot fail.
type evaluator struct {
	toks  []token
	i     int
	end   ir.Pos // just past the last token, for "expected value" at the end
	depth int
}

// evalIf evaluates toks as a #if condition.
func evalIf(toks []token, end ir.Pos) (bool, error) {
	e := &evaluator{toks: toks, end: end}
	v, err := e.comma(true)
	if err != nil {
		return false, err
	}
	if t := e.peek(); t != nil {
		return false, ir.Errorf(t.pos, "missing binary operator before token %q", t.text)
	}
	return !v.isZero(), nil
}

// enter and leave bound the recursion on parentheses, unary operators and
// ?: chains.
func (e *evaluator) enter() error {
	e.depth++
	if e.depth > maxExprDepth {
		at := e.end
		if t := e.peek(); t != nil {
			at = t.pos
		}
		return ir.Errorf(at, "expression nested too deeply")
	}
	return nil
}

func (e *evaluator) leave() { e.depth-- }

func (e *evaluator) peek() *token {
	if e.i < len(e.toks) {
		return &e.toks[e.i]
	}
	return nil
}

func (e *evaluator) peekIs(punct string) bool {
	t := e.peek()
	return t != nil && t.is(punct)
}

func (e *evaluator) comma(eval bool) (value, error) {
	if err := e.enter(); err != nil {
		return value{}, err
	}
	defer e.leave()
	v, err := e.cond(eval)
	for err == nil && e.peekIs(",") {
		e.i++
		v, err = e.cond(eval)
	}
	return v, err
}

func (e *evaluator) cond(eval bool) (value, error) {
	c, err := e.binary(1, eval)
	if err != nil || !e.peekIs("?") {
		return c, err
	}
	q := e.toks[e.i]
	e.i++
	a, err := e.comma(eval && !c.isZero())
	if err != nil {
		return value{}, err
	}
	if !e.peekIs(":") {
		return value{}, ir.Errorf(q.pos, "'?' without following ':'")
	}
	e.i++
	b, err := e.cond(eval && c.isZero())
	if err != nil {
		return value{}, err
	}
	u := a.unsigned || b.unsigned
	if c.isZero() {
		return value{b.v, u}, nil
	}
	return value{a.v, u}, nil
}

// precedence of the binary operators, loosest first; 0 is not one.
func precedence(t *token) int {
	if t == nil || t.kind != kPunct {
		return 0
	}
	switch t.text {
	case "||":
		return 1
	case "&&":
		return 2
	case "|":
		return 3
	case "^":
		return 4
	case "&":
		return 5
	case "==", "!=":
		return 6
	case "<", ">", "<=", ">=":
		return 7
	case "<<", ">>":
		return 8
	case "+", "-":
		return 9
	case "*", "/", "%":
		return 10
	}
	return 0
}

func (e *evaluator) binary(min int, eval bool) (value, error) {
	x, err := e.unary(eval)
	if err != nil {
		return value{}, err
	}
	for {
		t := e.peek()
		prec := precedence(t)
		if prec < min || prec == 0 {
			return x, nil
		}
		opTok := *t
		e.i++
		evalRHS := eval
		switch opTok.text {
		case "||":
			evalRHS = eval && x.isZero()
		case "&&":
			evalRHS = eval && !x.isZero()
		}
		y, err := e.binary(prec+1, evalRHS)
		if err != nil {
			return value{}, err
		}
		x, err = apply(opTok, x, y, eval)
		if err != nil {
			return value{}, err
		}
	}
}

func apply(op token, x, y value, eval bool) (value, error) {
	u := x.unsigned || y.unsigned
	sx, sy := int64(x.v), int64(y.v)
	switch op.text {
	case "||":
		return boolValue(!x.isZero() || !y.isZero()), nil
	case "&&":
		return boolValue(!x.isZero() && !y.isZero()), nil
	case "|":
		return value{x.v | y.v, u}, nil
	case "^":
		return value{x.v ^ y.v, u}, nil
	case "&":
		return value{x.v & y.v, u}, nil
	case "==":
		return boolValue(x.v == y.v), nil
	case "!=":
		return boolValue(x.v != y.v), nil
	case "<", ">", "<=", ">=":
		var less, equal bool
		if u {
			less, equal = x.v < y.v, x.v == y.v
		} else {
			less, equal = sx < sy, sx == sy
		}
		switch op.text {
		case "<":
			return boolValue(less), nil
		case ">":
			return boolValue(!less && !equal), nil
		case "<=":
			return boolValue(less || equal), nil
		}
		return boolValue(!less), nil
	case "<<", ">>":
		left := op.text == "<<"
		var n uint64
		switch {
		case y.unsigned || sy >= 0:
			n = y.v
		case sy == math.MinInt64:
			n, left = math.MaxUint64, !left
		default:
			n, left = uint64(-sy), !left // a negative count shifts the other way
		}
		return shift(x, n, left), nil
	case "+":
		return value{x.v + y.v, u}, nil
	case "-":
		return value{x.v - y.v, u}, nil
	case "*":
		return value{x.v * y.v, u}, nil
	case "/", "%":
		if y.isZero() {
			if eval {
				return value{}, ir.Errorf(op.pos, "division by zero in preprocessor expression")
			}
			return value{0, u}, nil
		}
		var r uint64
		switch {
		case u && op.text == "/":
			r = x.v / y.v
		case u:
			r = x.v % y.v
		case op.text == "/":
			r = uint64(sx / sy) // MinInt64 / -1 wraps in Go, as the hardware would
		default:
			r = uint64(sx % sy)
		}
		return value{r, u}, nil
	}
	return value{}, ir.Errorf(op.pos, "internal error: unknown operator %q", op.text)
}

// shift shifts x by n bits; the result has x's type.
func shift(x value, n uint64, left bool) value {
	switch {
	case left && n >= 64:
		return value{0, x.unsigned}
	case left:
		return value{x.v << n, x.unsigned}
	case x.unsigned && n >= 64:
		return value{0, true}
	case x.unsigned:
		return value{x.v >> n, true}
	case n >= 64:
		return value{uint64(int64(x.v) >> 63), false}
	}
	return value{uint64(int64(x.v) >> n), false}
}

func (e *evaluator) unary(eval bool) (value, error) {
	t := e.peek()
	if t == nil {
		return value{}, ir.Errorf(e.end, "expected value in expression")
	}
	if err := e.enter(); err != nil {
		return value{}, err
	}
	defer e.leave()
	if t.kind == kPunct {
		switch t.text {
		case "+", "-", "~", "!":
			e.i++
			x, err := e.unary(eval)
			if err != nil {
				return value{}, err
			}
			switch t.text {
			case "-":
				x.v = -x.v
			case "~":
				x.v = ^x.v
			case "!":
				x = boolValue(x.isZero())
			}
			return x, nil
		case "(":
			e.i++
			x, err := e.comma(eval)
			if err != nil {
				return value{}, err
			}
			if !e.peekIs(")") {
				at := e.end
				if c := e.peek(); c != nil {
					at = c.pos
				}
				return value{}, ir.Errorf(at, "missing ')' in expression")
			}
			e.i++
			return x, nil
		}
	}
	e.i++
	switch t.kind {
	case kIdent:
		return value{}, nil // identifiers left after expansion are 0
	case kNumber:
		return parseInt(*t)
	case kChar:
		return parseChar(*t)
	}
	if t.kind == kPunct {
		return value{}, ir.Errorf(t.pos, "expected value in expression, found %q", t.text)
	}
	return value{}, ir.Errorf(t.pos, "token %q is not valid in preprocessor expressions", t.text)
}

// parseInt reads an integer constant: decimal, octal, hex or binary, with u
// and l suffixes. A constant too large for intmax_t is unsigned.
func parseInt(t token) (value, error) {
	s := t.text
	base := 10
	digits := s
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, digits = 16, s[2:]
	case len(s) > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
		base, digits = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, digits = 8, s[1:]
	}
	n := 0
	if base == 16 {
		for n < len(digits) && digitVal(digits[n]) < 16 {
			n++
		}
		if strings.ContainsAny(digits, ".pP") {
			return value{}, ir.Errorf(t.pos, "floating constant in preprocessor expression")
		}
	} else {
		// b, e, f and the like are suffix characters here, not digits.
		for n < len(digits) && isDigit(digits[n]) {
			n++
		}
		if base != 2 && n < len(digits) && strings.IndexByte(".eE", digits[n]) >= 0 || strings.IndexByte(digits, '.') >= 0 {
			return value{}, ir.Errorf(t.pos, "floating constant in preprocessor expression")
		}
	}
	num, suffix := digits[:n], digits[n:]
	if n == 0 && base != 8 {
		return value{}, ir.Errorf(t.pos, "invalid integer constant %q", s)
	}
	unsigned := false
	switch strings.ToLower(suffix) {
	case "":
	case "u", "ul", "lu", "ull", "llu":
		unsigned = true
	case "l", "ll":
	default:
		return value{}, ir.Errorf(t.pos, "invalid suffix %q on integer constant", suffix)
	}
	var v uint64
	for i := 0; i < len(num); i++ {
		d := uint64(digitVal(num[i]))
		if d >= uint64(base) {
			return value{}, ir.Errorf(t.pos, "invalid digit %q in %s constant", num[i:i+1], baseName(base))
		}
		if v > (math.MaxUint64-d)/uint64(base) {
			return value{}, ir.Errorf(t.pos, "integer constant %s is too large", s)
		}
		v = v*uint64(base) + d
	}
	if v > math.MaxInt64 {
		unsigned = true
	}
	return value{v, unsigned}, nil
}

func baseName(base int) string {
	switch base {
	case 2:
		return "binary"
	case 8:
		return "octal"
	case 16:
		return "hexadecimal"
	}
	return "decimal"
}

func digitVal(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return 16
}

// parseChar reads a character constant. A plain one has type int with the
// value of an OpenCL (signed) char; several characters pack into an int as
// GCC and clang do; a prefixed one has the code point's value.
func parseChar(t token) (value, error) {
	s := t.text
	q := strings.IndexByte(s, '\'')
	prefix := s[:q]
	if !terminated(s) {
		return value{}, ir.Errorf(t.pos, "missing terminating ' character")
	}
	body := s[q+1 : len(s)-1]
	if body == "" {
		return value{}, ir.Errorf(t.pos, "empty character constant")
	}
	var chars []uint32
	for len(body) > 0 {
		c, n := decodeChar(body, prefix != "")
		chars = append(chars, c)
		body = body[n:]
	}
	if prefix != "" {
		return value{v: uint64(chars[0])}, nil
	}
	if len(chars) == 1 {
		return value{v: uint64(int64(int8(chars[0])))}, nil
	}
	var acc uint32
	for _, c := range chars {
		acc = acc<<8 | c&0xff
	}
	return value{v: uint64(int64(int32(acc)))}, nil
}

// decodeChar decodes one (possibly escaped) character of a literal body.
func decodeChar(s string, wide bool) (uint32, int) {
	if s[0] != '\\' {
		if wide {
			r, n := utf8.DecodeRuneInString(s)
			return uint32(r), n
		}
		return uint32(s[0]), 1
	}
	if len(s) == 1 {
		return '\\', 1
	}
	switch c := s[1]; c {
	case 'n':
		return '\n', 2
	case 't':
		return '\t', 2
	case 'r':
		return '\r', 2
	case 'a':
		return 7, 2
	case 'b':
		return 8, 2
	case 'f':
		return 12, 2
	case 'v':
		return 11, 2
	case 'e':
		return 27, 2
	case 'x', 'u', 'U':
		var v uint32
		n, limit := 2, len(s)
		switch c {
		case 'u':
			limit = min(limit, 2+4)
		case 'U':
			limit = min(limit, 2+8)
		}
		for n < limit && digitVal(s[n]) < 16 {
			v = v<<4 | uint32(digitVal(s[n]))
			n++
		}
		return v, n
	default:
		if '0' <= c && c <= '7' {
			var v uint32
			n := 1
			for n < len(s) && n < 4 && '0' <= s[n] && s[n] <= '7' {
				v = v<<3 | uint32(s[n]-'0')
				n++
			}
			return v, n
		}
		return uint32(c), 2 // \\ \' \" \? and unknown escapes stand for themselves
	}
}
