package minic

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// The token types of the mini-C lexer.
const (
	tokNumber lexer.TokenType = -(iota + 2) // a C preprocessing number, classified after parsing
	tokChar
	tokString
	tokKeyword
	tokIdent
	tokPunct
	tokTypeName  // an identifier declared by typedef, or a builtin type name (float4, atomic_int, …)
	tokAttribute // __attribute__((…)) with its balanced parentheses, as one token
)

// keywordList are the keywords of mini-C. They lex as Keyword tokens, so an
// Ident never matches one. The unsupported ones are keywords too so that the
// parser can name them in its error instead of complaining about an
// unexpected identifier.
var keywordList = [...]string{
	// Function and storage specifiers.
	"kernel", "__kernel", "inline", "__inline", "static", "typedef",
	// Address spaces.
	"global", "__global", "local", "__local", "private", "__private",
	"constant", "__constant", "generic", "__generic",
	// Qualifiers (the image access qualifiers are accepted and ignored).
	"const", "__const", "volatile", "restrict", "__restrict",
	"read_only", "__read_only", "write_only", "__write_only", "read_write", "__read_write",
	// Types.
	"void", "bool", "char", "short", "int", "long", "signed", "unsigned",
	"uchar", "ushort", "uint", "ulong", "float", "double",
	"size_t", "ptrdiff_t", "intptr_t", "uintptr_t",
	// Statements.
	"if", "else", "while", "do", "for", "break", "continue", "return",
	"switch", "case", "default", "goto",
	// Expressions.
	"sizeof", "true", "false",
	// Aggregates.
	"struct", "union",
	// Enumerations.
	"enum",
	// Outside the subset.
	"extern", "auto", "register",
	"half", "_Bool", "_Complex", "_Atomic", "__attribute__", "asm", "__asm__",
}

// unsupportedKeyword returns the error for a keyword outside the subset,
// or "".
func unsupportedKeyword(kw string) string {
	switch kw {
	case "extern":
		return "extern declarations are not supported by mini-C"
	case "auto":
		return "the auto storage class is not supported by mini-C"
	case "register":
		return "the register storage class is not supported by mini-C"
	case "half":
		return "the half type is not supported by mini-C"
	case "_Bool":
		return "_Bool is not supported by mini-C (use bool)"
	case "_Complex":
		return "complex types are not supported by mini-C"
	case "_Atomic":
		return "_Atomic types are not supported by mini-C"
	case "__attribute__":
		return "attributes are not supported by mini-C"
	case "asm", "__asm__":
		return "inline assembly is not supported by mini-C"
	}
	return ""
}

// lexDef is the mini-C token definition for participle: a hand-written C
// lexer (much faster than a regexp one). Comments and white space are
// skipped; nesting deeper than the bounds of nesting.go is an error, which
// bounds the recursion of the parser and of everything after it.
type lexDef struct {
	keywords map[string]bool
}

func newLexDef() *lexDef {
	d := &lexDef{keywords: make(map[string]bool, len(keywordList))}
	for _, k := range keywordList {
		d.keywords[k] = true
	}
	return d
}

func (d *lexDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF":       lexer.EOF,
		"Number":    tokNumber,
		"Char":      tokChar,
		"String":    tokString,
		"Keyword":   tokKeyword,
		"Ident":     tokIdent,
		"Punct":     tokPunct,
		"TypeName":  tokTypeName,
		"Attribute": tokAttribute,
	}
}

func (d *lexDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexBytes(filename, data)
}

func (d *lexDef) LexString(filename string, s string) (lexer.Lexer, error) {
	return d.LexBytes(filename, []byte(s))
}

func (d *lexDef) LexBytes(filename string, data []byte) (lexer.Lexer, error) {
	return &cLexer{def: d, src: data, pos: lexer.Position{Filename: filename, Line: 1, Column: 1},
		typedefs: make(map[string]bool)}, nil
}

// cLexer is the lexer. C's grammar needs to know which identifiers name
// types ("(T)*p" is a cast or a multiplication): the lexer follows typedef
// declarations and returns their names, and the builtin type names of
// OpenCL (isBuiltinTypeName), as TypeName tokens. A typedef's name is the
// last identifier at the typedef's own bracket depth before each ',' or
// ';'. Typedef names are file-wide from their declaration on: block scopes
// do not hide them (mini-C's simplification).
type cLexer struct {
	def   *lexDef
	src   []byte
	pos   lexer.Position
	depth int

	typedefs  map[string]bool
	inTypedef bool   // between typedef and its ';'
	tdDepth   int    // the bracket depth of the typedef keyword
	tdName    string // the last identifier at tdDepth

	sh shape // the nesting bounds (nesting.go)
}

// note follows typedef declarations through the token stream.
func (l *cLexer) note(t lexer.Token) {
	switch {
	case t.Type == tokKeyword && t.Value == "typedef":
		l.inTypedef, l.tdDepth, l.tdName = true, l.depth, ""
	case !l.inTypedef || l.depth != l.tdDepth:
	case t.Type == tokIdent || t.Type == tokTypeName:
		l.tdName = t.Value
	case t.Type == tokPunct && (t.Value == "," || t.Value == ";"):
		if l.tdName != "" {
			l.typedefs[l.tdName] = true
		}
		l.tdName = ""
		l.inTypedef = t.Value == ","
	}
}

// puncts are the punctuators, longest first.
var puncts = [...]string{
	"<<=", ">>=", "...",
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
}

// advance moves the position over n bytes.
func (l *cLexer) advance(n int) {
	for _, c := range l.src[l.pos.Offset : l.pos.Offset+n] {
		if c == '\n' {
			l.pos.Line++
			l.pos.Column = 1
		} else {
			l.pos.Column++
		}
	}
	l.pos.Offset += n
}

func (l *cLexer) errorf(pos lexer.Position, msg string) error {
	return &lexer.Error{Msg: msg, Pos: pos}
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (l *cLexer) Next() (lexer.Token, error) {
	t, err := l.next()
	if err == nil {
		l.note(t)
		if t.Type != lexer.EOF {
			err = l.shape(t)
		}
	}
	return t, err
}

func (l *cLexer) next() (lexer.Token, error) {
	src := l.src
	// Skip white space and comments.
	for l.pos.Offset < len(src) {
		c := src[l.pos.Offset]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			l.advance(1)
			continue
		case c == '/' && l.pos.Offset+1 < len(src) && src[l.pos.Offset+1] == '/':
			n := 2
			for l.pos.Offset+n < len(src) && src[l.pos.Offset+n] != '\n' {
				n++
			}
			l.advance(n)
			continue
		case c == '/' && l.pos.Offset+1 < len(src) && src[l.pos.Offset+1] == '*':
			start := l.pos
			n := 2
			for {
				if l.pos.Offset+n+1 >= len(src) {
					return lexer.Token{}, l.errorf(start, "unterminated /* comment")
				}
				if src[l.pos.Offset+n] == '*' && src[l.pos.Offset+n+1] == '/' {
					n += 2
					break
				}
				n++
			}
			l.advance(n)
			continue
		}
		break
	}
	start := l.pos
	rest := src[start.Offset:]
	if len(rest) == 0 {
		return lexer.EOFToken(start), nil
	}
	tok := func(t lexer.TokenType, n int) (lexer.Token, error) {
		v := string(rest[:n])
		l.advance(n)
		return lexer.Token{Type: t, Value: v, Pos: start}, nil
	}
	c := rest[0]
	switch {
	case isDigit(c) || c == '.' && len(rest) > 1 && isDigit(rest[1]):
		n := 1
		for n < len(rest) {
			d := rest[n]
			switch {
			case (d == '+' || d == '-') && isExponent(rest[n-1]):
			case isDigit(d) || isIdentStart(d) || d == '.':
			default:
				return tok(tokNumber, n)
			}
			n++
		}
		return tok(tokNumber, n)
	case isIdentStart(c):
		n := 1
		for n < len(rest) && (isIdentStart(rest[n]) || isDigit(rest[n])) {
			n++
		}
		word := string(rest[:n])
		if word == "__attribute__" {
			if m := attributeLen(rest, n); m > 0 {
				return tok(tokAttribute, m)
			}
		}
		switch {
		case l.def.keywords[word]:
			return tok(tokKeyword, n)
		case l.typedefs[word] || isBuiltinTypeName(word):
			return tok(tokTypeName, n)
		}
		return tok(tokIdent, n)
	case c == '\'' || c == '"':
		n := 1
		for {
			if n >= len(rest) || rest[n] == '\n' {
				return lexer.Token{}, l.errorf(start, "missing terminating "+string(c)+" character")
			}
			if rest[n] == '\\' && n+1 < len(rest) && rest[n+1] != '\n' {
				n += 2
				continue
			}
			if rest[n] == c {
				n++
				break
			}
			n++
		}
		if c == '"' {
			return tok(tokString, n)
		}
		return tok(tokChar, n)
	}
	for _, p := range puncts {
		if len(rest) >= len(p) && string(rest[:len(p)]) == p {
			return tok(tokPunct, len(p))
		}
	}
	switch c {
	case '(', '[', '{':
		l.depth++
		if l.depth > maxNesting {
			return lexer.Token{}, l.errorf(start, "brackets nested too deeply (more than 256 levels): "+limitSuffix)
		}
		return tok(tokPunct, 1)
	case ')', ']', '}':
		l.depth--
		return tok(tokPunct, 1)
	case '-', '+', '*', '/', '%', '&', '|', '^', '~', '!', '<', '>', '=', '?', ':', ';', ',', '.', '#':
		return tok(tokPunct, 1)
	}
	return lexer.Token{}, l.errorf(start, "invalid character "+quoteChar(rest)+" in source")
}

// isExponent reports whether c is an exponent letter, after which a sign
// belongs to a preprocessing number.
func isExponent(c byte) bool { return c == 'e' || c == 'E' || c == 'p' || c == 'P' }

// quoteChar quotes the character at the start of b for an error message.
func quoteChar(b []byte) string {
	r, _ := utf8.DecodeRune(b)
	if r == utf8.RuneError {
		return fmt.Sprintf("'\\x%02x'", b[0])
	}
	return fmt.Sprintf("%q", r)
}

// attributeLen returns the length of __attribute__((…)) at the start of b,
// whose first n bytes are the keyword: white space, then balanced
// parentheses that open twice. It returns 0 when they are not there.
func attributeLen(b []byte, n int) int {
	i := n
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	if i+1 >= len(b) || b[i] != '(' || b[i+1] != '(' {
		return 0
	}
	depth := 0
	for ; i < len(b); i++ {
		switch b[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '\n', '"', '\'', ';', '{', '}':
			return 0
		}
	}
	return 0
}

// attributeNames returns the names of the attributes in the text of an
// __attribute__((…)) token.
func attributeNames(text string) []string {
	var names []string
	depth := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 2 && isIdentStart(c):
			j := i
			for j < len(text) && (isIdentStart(text[j]) || isDigit(text[j])) {
				j++
			}
			names = append(names, text[i:j])
			i = j - 1
		}
	}
	return names
}

// ignoredAttributes are the attributes mini-C accepts and ignores: they do
// not change what a program computes.
var ignoredAttributes = map[string]bool{
	"reqd_work_group_size": true, "work_group_size_hint": true, "vec_type_hint": true,
	"intel_reqd_sub_group_size": true, "always_inline": true, "__always_inline__": true,
	"noinline": true, "__noinline__": true, "unused": true, "__unused__": true, "used": true,
	"nosvm": true, "opencl_unroll_hint": true, "const": true, "pure": true, "overloadable": true,
	"max_work_group_size": true,
}

// reqdWorkGroupSize reads reqd_work_group_size(X, Y, Z) in the text of an
// __attribute__((…)) token (after preprocessing, so X, Y and Z are
// numbers when the source used macros).
func reqdWorkGroupSize(text string) ([3]int, bool) {
	var r [3]int
	i := strings.Index(text, "reqd_work_group_size")
	if i < 0 {
		return r, false
	}
	rest := strings.TrimSpace(text[i+len("reqd_work_group_size"):])
	if !strings.HasPrefix(rest, "(") {
		return r, false
	}
	end := strings.IndexByte(rest, ')')
	if end < 0 {
		return r, false
	}
	fs := strings.Split(rest[1:end], ",")
	if len(fs) != 3 {
		return r, false
	}
	for k, f := range fs {
		f = strings.TrimRight(strings.TrimSpace(f), "uUlL")
		n, err := strconv.ParseInt(f, 0, 32)
		if err != nil || n < 1 {
			return r, false
		}
		r[k] = int(n)
	}
	return r, true
}
