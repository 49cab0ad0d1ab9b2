package minic

import (
	"errors"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/simtc/simtc/ir"
)

// Nesting bounds. The parser, the checker and the lowering recurse once per
// level of every nested construct, so each construct's depth is bounded
// before the parser sees it: a source of 10^6 nested unary operators or
// ifs would otherwise overflow the Go stack, a fatal error that no recover
// catches. The lexer measures each depth as it hands the tokens on
// (cLexer.shape), over-approximating where C's grammar needs more context
// than a token stream has; each limit is far above what kernels written by
// people or by code generators use.
const (
	// maxNesting bounds the nesting of brackets: ( [ {.
	maxNesting = 256
	// maxPrefix bounds a run of prefix operators and casts applied to one
	// operand: - + ! ~ * & ++ -- (T).
	maxPrefix = 256
	// maxTernary bounds the conditional operators ?: of one statement.
	maxTernary = 256
	// maxStatements bounds the statements nested without braces: an if,
	// else, while, for, do, switch, case or label whose body is itself
	// such a statement. An else-if chain nests this way too (each else
	// holds the next if), so it counts its links, one each.
	maxStatements = 1024
)

// Bracket kinds on the shape's stack.
const (
	bracketOther = iota // [ or (
	bracketCast         // ( then a type word: a cast or a sizeof(type)
	bracketBrace        // {
)

// shape is the nesting the lexer has seen so far (see the limits above).
type shape struct {
	brackets  []uint8 // open brackets, innermost last
	outer     []int   // for each open '{', the statement depth outside it
	parens    int     // open ( and [ (a ';' inside them ends no statement)
	operand   bool    // the last token ends an operand: a following - or * is binary
	prefix    int     // prefix operators and casts in a row
	ternary   int     // ?: of the current statement
	open      int     // ? not yet matched by a :
	stmt      int     // statements open without braces around the current token
	ended     bool    // a statement just ended: the next token decides whether its chain goes on (else)
	castNext  bool    // the last token opened a '(': a type word next makes it a cast
	afterElse bool    // the last token is an else (an else-if link counts once)
}

// typeWord reports whether t may start a type name, so that a '(' before it
// opens a cast.
func typeWord(t lexer.Token) bool {
	if t.Type == tokTypeName {
		return true
	}
	if t.Type != tokKeyword {
		return false
	}
	switch t.Value {
	case "void", "bool", "char", "short", "int", "long", "signed", "unsigned",
		"uchar", "ushort", "uint", "ulong", "float", "double", "size_t", "ptrdiff_t",
		"intptr_t", "uintptr_t", "struct", "union", "enum", "const", "volatile",
		"global", "__global", "local", "__local", "private", "__private", "constant", "__constant":
		return true
	}
	return false
}

// shape follows t through the nesting bounds; an error is at t.
func (l *cLexer) shape(t lexer.Token) error {
	s := &l.sh
	limit := func(n, max int, what string) error {
		if n > max {
			return l.errorf(t.Pos, what+" (more than "+strconv.Itoa(max)+"): "+limitSuffix)
		}
		return nil
	}
	if s.ended {
		// The statement before t ended; an else continues its if (and
		// nests in it), anything else starts afresh at the block's depth.
		s.ended = false
		if !(t.Type == tokKeyword && t.Value == "else") {
			s.stmt = 0
		}
	}
	castNext, afterElse := s.castNext, s.afterElse
	s.castNext, s.afterElse = false, false
	if castNext && typeWord(t) {
		s.brackets[len(s.brackets)-1] = bracketCast
	}
	if n := len(s.brackets); n > 0 && s.brackets[n-1] == bracketCast && !(t.Type == tokPunct && t.Value == ")") {
		return nil // the type name of a cast: the run goes on after it
	}
	switch {
	case t.Type == tokPunct:
		switch v := t.Value; v {
		case "(", "[":
			s.brackets = append(s.brackets, bracketOther)
			s.parens++
			s.castNext = v == "("
			s.operand = false
		case "{":
			s.brackets = append(s.brackets, bracketBrace)
			s.outer = append(s.outer, s.stmt)
			s.stmt, s.ternary, s.open, s.operand, s.prefix = 0, 0, 0, false, 0
		case ")", "]":
			kind := uint8(bracketOther)
			if n := len(s.brackets); n > 0 {
				kind = s.brackets[n-1]
				s.brackets = s.brackets[:n-1]
			}
			s.parens--
			if kind == bracketCast {
				// A cast applies to the operand after it, like a prefix
				// operator (sizeof(type) counts too, harmlessly).
				s.operand = false
				s.prefix++
				return limit(s.prefix, maxPrefix, "prefix operators and casts applied to one operand")
			}
			s.operand = true
		case "}":
			if n := len(s.brackets); n > 0 {
				s.brackets = s.brackets[:n-1]
			}
			if n := len(s.outer); n > 0 {
				s.stmt = s.outer[n-1]
				s.outer = s.outer[:n-1]
			}
			s.ended, s.ternary, s.open, s.operand, s.prefix = true, 0, 0, false, 0
		case ";":
			if s.parens <= 0 {
				s.ended, s.ternary, s.open = true, 0, 0
			}
			s.operand, s.prefix = false, 0
		case "?":
			s.ternary++
			s.open++
			s.operand, s.prefix = false, 0
			return limit(s.ternary, maxTernary, "conditional operators ?: in one statement")
		case ":":
			s.operand, s.prefix = false, 0
			if s.open > 0 {
				s.open-- // the ':' of a ?:
				return nil
			}
			if s.parens <= 0 {
				// A label or case: the statement after it nests in it.
				s.stmt++
				return limit(s.stmt, maxStatements, "statements nested without braces")
			}
		case "-", "+", "!", "~", "*", "&", "++", "--":
			if !s.operand {
				s.prefix++
				return limit(s.prefix, maxPrefix, "prefix operators and casts applied to one operand")
			}
			if v != "++" && v != "--" { // postfix ++ and -- keep the operand
				s.operand = false
			}
		default:
			s.operand, s.prefix = false, 0
		}
		return nil
	case t.Type == tokKeyword:
		switch t.Value {
		case "if", "else", "while", "for", "switch", "do":
			s.operand, s.prefix = false, 0
			s.afterElse = t.Value == "else"
			if t.Value == "if" && afterElse {
				return nil // else if: one link of a chain
			}
			s.stmt++
			return limit(s.stmt, maxStatements, "statements nested without braces")
		case "true", "false":
			s.operand, s.prefix = true, 0
		default:
			s.operand, s.prefix = false, 0
		}
		return nil
	}
	// An identifier, a type name, a number, a character or a string.
	s.operand, s.prefix = true, 0
	return nil
}

// nestingError reports whether err is one of the nesting bounds'.
func nestingError(err error) bool {
	var le *lexer.Error
	return errors.As(err, &le) && strings.HasSuffix(le.Msg, limitSuffix)
}

// limitSuffix ends every nesting bound's message.
const limitSuffix = "simtc's limit on nesting"

// rawNesting checks the nesting bounds on the source as written, before the
// preprocessor: a file of a million nested operators is refused without
// building its tokens (the preprocessor keeps every token of a line, some
// hundred bytes each). Directive lines are blanked (a macro body is no
// statement), and only a bound's error is reported: anything else the raw
// text holds that the preprocessor would remove (an apostrophe in #if 0,
// say) stops the scan without an error. The bounds are checked again after
// preprocessing, where macros have expanded.
func rawNesting(file string, src []byte) error {
	text := blankDirectives(src)
	lex, _ := newLexDef().LexBytes(file, text)
	for {
		t, err := lex.Next()
		if err != nil {
			if nestingError(err) {
				var le *lexer.Error
				errors.As(err, &le)
				return ir.Errorf(tokPos(file, le.Pos), "%s", le.Msg)
			}
			return nil
		}
		if t.EOF() {
			return nil
		}
	}
}

// blankDirectives returns src with every preprocessing directive line
// (and its backslash continuations) turned into spaces, newlines kept so
// that positions stay.
func blankDirectives(src []byte) []byte {
	out := append([]byte(nil), src...)
	lineStart := true
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case c == '\n':
			lineStart = true
		case lineStart && (c == ' ' || c == '\t'):
		case lineStart && c == '#':
			for i < len(out) && out[i] != '\n' {
				if out[i] == '\\' && i+1 < len(out) && out[i+1] == '\n' {
					out[i] = ' '
					i += 2 // keep the newline
					continue
				}
				out[i] = ' '
				i++
			}
			i-- // the newline is seen next
			lineStart = false
		default:
			lineStart = false
		}
	}
	return out
}
