package ir

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The lexer of the .ir text format. The format is line-oriented (every
// directive, global, header, label and instruction sits on one line), so
// newlines are tokens. Words are runs of identifier and number characters;
// the parser decides from the context whether a word is a name, a keyword, a
// type or a literal.

type tokKind uint8

const (
	tokEOF     tokKind = iota
	tokNewline         // '\n'
	tokWord            // letters, digits and _ . $ - +
	tokString          // a Go-quoted string; text holds the unquoted value
	tokPunct           // one of % @ ^ ! : , = ( ) [ ] { } *
	tokComment         // ';' to the end of the line; text excludes the ';'
	tokError           // a malformed token; text holds the message
)

type token struct {
	kind tokKind
	text string
	line int
	col  int // 1-based byte column
}

func (t token) is(kind tokKind, text string) bool { return t.kind == kind && t.text == text }

// describe names t for an error message.
func (t token) describe() string {
	switch t.kind {
	case tokEOF:
		return "end of file"
	case tokNewline:
		return "end of line"
	case tokString:
		return "string " + strconv.Quote(t.text)
	case tokPunct:
		return "'" + t.text + "'"
	case tokComment:
		return "comment"
	}
	return strconv.Quote(t.text)
}

type lexer struct {
	src       string
	off       int
	line      int
	lineStart int // offset of the current line's first byte
}

func newLexer(src string) lexer { return lexer{src: src, line: 1} }

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '.' || c == '$' || c == '-' || c == '+'
}

const punctChars = "%@^!:,=()[]{}*"

// next returns the next token; after the end of the input it returns
// tokEOF forever.
func (lx *lexer) next() token {
	for lx.off < len(lx.src) {
		if c := lx.src[lx.off]; c != ' ' && c != '\t' && c != '\r' {
			break
		}
		lx.off++
	}
	t := token{line: lx.line, col: lx.off - lx.lineStart + 1}
	if lx.off >= len(lx.src) {
		return t
	}
	src, start := lx.src, lx.off
	c := src[start]
	switch {
	case c == '\n':
		lx.off++
		lx.line++
		lx.lineStart = lx.off
		t.kind = tokNewline
	case c == ';':
		end := strings.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		t.kind, t.text = tokComment, src[start+1:end]
		lx.off = end
	case c == '"':
		i := start + 1
		for i < len(src) && src[i] != '"' && src[i] != '\n' {
			if src[i] == '\\' && i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
			i++
		}
		if i >= len(src) || src[i] != '"' {
			t.kind, t.text = tokError, "unterminated string"
			lx.off = i
			return t
		}
		lx.off = i + 1
		s, err := strconv.Unquote(src[start:lx.off])
		if err != nil {
			t.kind, t.text = tokError, "invalid string literal "+src[start:lx.off]
			return t
		}
		t.kind, t.text = tokString, s
	case isWordByte(c):
		i := start + 1
		for i < len(src) && isWordByte(src[i]) {
			i++
		}
		t.kind, t.text = tokWord, src[start:i]
		lx.off = i
	case strings.IndexByte(punctChars, c) >= 0:
		t.kind, t.text = tokPunct, src[start:start+1]
		lx.off++
	default:
		r, size := utf8.DecodeRuneInString(src[start:])
		if r == utf8.RuneError && size <= 1 {
			t.kind, t.text = tokError, fmt.Sprintf("unexpected byte %#02x", c)
		} else {
			t.kind, t.text = tokError, fmt.Sprintf("unexpected character %q", r)
		}
		lx.off += max(size, 1)
	}
	return t
}
