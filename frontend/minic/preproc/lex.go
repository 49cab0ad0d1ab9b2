package preproc

import (
	"strings"

	"github.com/simtc/simtc/ir"
)

// kind classifies a preprocessing token.
type kind uint8

const (
	kIdent       kind = iota // identifier or keyword
	kNumber                  // pp-number: 12, 0x1fu, 1.5e+3f
	kChar                    // character literal, possibly prefixed (L'x')
	kString                  // string literal, possibly prefixed (u8"x")
	kPunct                   // punctuator
	kComment                 // // or /* */ comment
	kOther                   // any other byte (@, `, a stray backslash)
	kPlacemarker             // empty argument during ## processing (never output)
)

// op marks the role of a token in a macro body.
type op uint8

const (
	opNone      op = iota
	opParam        // a parameter: replaced by its argument
	opStringify    // # parameter: replaced by the spelled argument
	opPaste        // the ## operator
)

// token is a preprocessing token. Source tokens of a group know their offsets
// in the group's text; tokens made by macro expansion have src == -1.
type token struct {
	kind  kind
	text  string
	ws    string  // whitespace before the token: verbatim for source tokens, " " or "" otherwise
	pos   ir.Pos  // where it is, or the outermost invocation it was expanded from
	hs    hideSet // the names it must not be expanded by
	src   int     // index in the group's tokens, or -1
	start int     // byte offsets in the group's text when src >= 0
	end   int
	op    op  // body tokens only
	param int // body tokens with op opParam/opStringify
}

func (t *token) is(punct string) bool { return t.kind == kPunct && t.text == punct }

// punctuators, longest first within each leading byte (digraphs are not
// recognised: OpenCL kernels do not use them).
var puncts = [...]string{
	"...", "<<=", ">>=",
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
	"[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/",
	"%", "<", ">", "^", "|", "?", ":", ";", "=", ",", "#",
}

// punctStarts holds the first bytes of the punctuators.
const punctStarts = "[](){}.&*+-~!/%<>^|?:;=,#"

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' || c == '\n'
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || isDigit(c) }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// lexOne returns the kind and length of the token that starts at s[i], which
// is not whitespace. Unterminated literals end at the end of the line;
// unterminated block comments run to the end of s and report open.
func lexOne(s string, i int) (k kind, n int, open bool) {
	c := s[i]
	switch {
	case c == '/' && i+1 < len(s) && s[i+1] == '/':
		j := i + 2
		for j < len(s) && s[j] != '\n' {
			j++
		}
		return kComment, j - i, false
	case c == '/' && i+1 < len(s) && s[i+1] == '*':
		for j := i + 2; j+1 < len(s); j++ {
			if s[j] == '*' && s[j+1] == '/' {
				return kComment, j + 2 - i, false
			}
		}
		return kComment, len(s) - i, true
	case isDigit(c) || c == '.' && i+1 < len(s) && isDigit(s[i+1]):
		j := i + 1
		for j < len(s) {
			d := s[j]
			if (d == '+' || d == '-') && (s[j-1]|0x20 == 'e' || s[j-1]|0x20 == 'p') {
				j++
				continue
			}
			if isIdentChar(d) || d == '.' {
				j++
				continue
			}
			break
		}
		return kNumber, j - i, false
	case c == '\'' || c == '"':
		return quoted(s, i, i)
	case isIdentStart(c):
		j := i + 1
		for j < len(s) && isIdentChar(s[j]) {
			j++
		}
		// Encoding prefixes of character and string literals.
		if j < len(s) && (s[j] == '\'' || s[j] == '"') {
			switch s[i:j] {
			case "L", "u", "U", "u8":
				return quoted(s, i, j)
			}
		}
		return kIdent, j - i, false
	}
	if strings.IndexByte(punctStarts, c) < 0 {
		return kOther, 1, false
	}
	for _, p := range puncts {
		if len(s)-i >= len(p) && s[i:i+len(p)] == p {
			return kPunct, len(p), false
		}
	}
	return kOther, 1, false
}

// quoted lexes a character or string literal whose prefix starts at i and
// whose opening quote is at q.
func quoted(s string, i, q int) (kind, int, bool) {
	quote := s[q]
	k := kString
	if quote == '\'' {
		k = kChar
	}
	j := q + 1
	for j < len(s) && s[j] != '\n' {
		switch s[j] {
		case '\\':
			j++
			if j < len(s) && s[j] != '\n' {
				j++
			}
			continue
		case quote:
			return k, j + 1 - i, false
		}
		j++
	}
	return k, j - i, false
}

// terminated reports whether a character or string literal token is closed.
func terminated(text string) bool {
	q := 0
	for q < len(text) && text[q] != '\'' && text[q] != '"' {
		q++
	}
	if q >= len(text) {
		return false
	}
	_, n, _ := quoted(text, 0, q)
	return n == len(text) && len(text) >= q+2 && text[len(text)-1] == text[q]
}

// lexTokens splits text into tokens. Offsets are relative to text plus base;
// src indexes start at first. It returns the offset of an unterminated block
// comment, or -1.
func lexTokens(text string, base, first int) (toks []token, openComment int) {
	openComment = -1
	i := 0
	for {
		j := i
		for j < len(text) && isSpace(text[j]) {
			j++
		}
		if j >= len(text) {
			return toks, openComment
		}
		k, n, open := lexOne(text, j)
		if open {
			openComment = base + j
		}
		toks = append(toks, token{
			kind:  k,
			text:  text[j : j+n],
			ws:    text[i:j],
			src:   first + len(toks),
			start: base + j,
			end:   base + j + n,
		})
		i = j + n
	}
}

// commentOpen scans s from offset i, starting inside a block comment when
// inComment, and reports whether s ends inside a block comment.
func commentOpen(s string, i int, inComment bool) bool {
	if inComment {
		for ; i+1 < len(s); i++ {
			if s[i] == '*' && s[i+1] == '/' {
				break
			}
		}
		if i+1 >= len(s) {
			return true
		}
		i += 2
	}
	for i < len(s) {
		if isSpace(s[i]) {
			i++
			continue
		}
		_, n, open := lexOne(s, i)
		if open {
			return true
		}
		i += n
	}
	return false
}

// needSpace reports whether writing b right after a would lex differently,
// for example "-" then "-", "/" then "/", or "x" then "1".
func needSpace(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	s := a + b
	_, n, _ := lexOne(s, 0)
	return n != len(a)
}
