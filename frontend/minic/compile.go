package minic

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/simtc/simtc/frontend/minic/preproc"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// Options configures Compile.
type Options struct {
	Defines     []string // -D flags, passed to the preprocessor: "NAME" or "NAME=VALUE"
	IncludeDirs []string // -I flags: directories searched for #include after the including file's
	// Builtins is the catalogue of builtin functions; nil is
	// builtin.Default().
	Builtins *builtin.Catalogue
}

// maxIncludeSize bounds the size of an included file.
const maxIncludeSize = 1 << 20

// includable reports whether path names a file that is not a directory:
// the one #include takes, which readInclude then refuses with the reason
// when it is not a regular file of at most maxIncludeSize bytes
// (#include "/dev/zero" says so instead of "file not found").
func includable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir()
}

// readInclude reads an included file: looked at before it is opened (a
// device or FIFO is never read), and read with a bound.
func readInclude(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch m := fi.Mode(); {
	case m&os.ModeCharDevice != 0:
		return nil, errors.New("not a regular file (a character device)")
	case m&os.ModeDevice != 0:
		return nil, errors.New("not a regular file (a block device)")
	case m&os.ModeNamedPipe != 0:
		return nil, errors.New("not a regular file (a FIFO)")
	case !m.IsRegular():
		return nil, fmt.Errorf("not a regular file (mode %s)", m.Type())
	case fi.Size() > maxIncludeSize:
		return nil, fmt.Errorf("%d bytes: larger than the limit on an included file, %d bytes (1 MiB)", fi.Size(), maxIncludeSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxIncludeSize+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxIncludeSize {
		return nil, fmt.Errorf("larger than the limit on an included file, %d bytes (1 MiB)", maxIncludeSize)
	}
	return b, nil
}

// Compile preprocesses, parses, checks and lowers one mini-C file.
//
// Errors are *ir.Error (or an ir.ErrorList of them) at file:line:col. A
// syntax error is reported alone; semantic errors are reported one per
// problem, in source order.
func Compile(file string, src []byte, opts Options) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m = nil
			err = ir.Errorf(ir.Pos{File: file, Line: 1, Col: 1}, "internal error in the mini-C frontend: %v", r)
		}
	}()
	if err := rawNesting(file, src); err != nil {
		return nil, err
	}
	res, err := preproc.Preprocess(file, src, preproc.Options{Defines: opts.Defines,
		IncludeDirs: opts.IncludeDirs, ReadFile: readInclude, FileExists: includable})
	if err != nil {
		return nil, err
	}
	return compileText(file, res.Text, opts.Builtins)
}

// compileText compiles preprocessed source with the builtins of cat (nil:
// the default catalogue).
func compileText(file string, text []byte, cat *builtin.Catalogue) (*ir.Module, error) {
	if cat == nil {
		cat = builtin.Default()
	}
	dirs, derrs := directives(file, text)
	if len(derrs) > 0 {
		return nil, derrs.Err()
	}
	f, err := parse(file, text)
	if err != nil {
		return nil, err
	}
	if errs := check(f, cat); len(errs) > 0 {
		errs.Sort()
		return nil, errs.Err()
	}
	m, errs := lower(f)
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs.Err()
	}
	m.Directives = dirs
	m.Warnings = ir.SortWarnings(f.Warnings)
	return m, nil
}

// parse parses preprocessed source into an AST.
func parse(file string, text []byte) (*File, error) {
	tree, err := miniC().ParseBytes(file, text)
	if err != nil {
		var le *lexer.Error
		if errors.As(err, &le) {
			return nil, ir.Errorf(tokPos(file, le.Pos), "%s", le.Msg)
		}
		ferr := furthestError(file, text, err)
		perr := syntaxError(file, ferr)
		if m := missingOperand(file, text, ferr); m != nil {
			perr = m
		}
		// An unsupported keyword before the error is the better message.
		if kw := firstUnsupportedKeyword(file, text); kw != nil && !perr.Pos.Less(kw.Pos) {
			return nil, kw
		}
		return nil, perr
	}
	c := &converter{file: file}
	return c.file_(tree), nil
}

// firstUnsupportedKeyword returns the error for the first keyword outside
// the subset in text, or nil.
func firstUnsupportedKeyword(file string, text []byte) *ir.Error {
	lex, _ := newLexDef().LexBytes(file, text)
	for {
		t, err := lex.Next()
		if err != nil || t.EOF() {
			return nil
		}
		if t.Type != tokKeyword {
			continue
		}
		if msg := unsupportedKeyword(t.Value); msg != "" {
			return ir.Errorf(tokPos(file, t.Pos), "%s", msg)
		}
	}
}

func tokPos(file string, p lexer.Position) ir.Pos {
	return ir.Pos{File: file, Line: p.Line, Col: p.Column}
}

// syntaxError converts a participle error into an *ir.Error.
func syntaxError(file string, err error) *ir.Error {
	var perr participle.Error
	if errors.As(err, &perr) {
		pos := tokPos(file, perr.Position())
		if pos.Line == 0 {
			pos.Line, pos.Col = 1, 1
		}
		return ir.Errorf(pos, "%s", syntaxMessage(perr))
	}
	return ir.Errorf(ir.Pos{File: file, Line: 1, Col: 1}, "%v", err)
}

// syntaxMessage rewords participle's messages in compiler style: "expected
// ';', found '}'", from what the grammar expected there when participle
// says.
func syntaxMessage(err participle.Error) string {
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) {
		tok := ute.Unexpected
		found := fmt.Sprintf("'%s'", tok.Value)
		if tok.EOF() {
			found = "end of file"
		}
		if exp := expectedText(ute.Message()); exp != "" {
			return fmt.Sprintf("syntax error: expected %s, found %s", exp, found)
		}
		return "syntax error: unexpected " + found
	}
	return "syntax error: " + err.Message()
}

// furthestError returns, of err (the parser's) and the errors of the same
// text parsed with less lookahead, the one furthest into the text (ties:
// the one with more lookahead). The parser backtracks over up to
// lookahead tokens and then reports its error where the backtracked
// alternative began (a missing ';' after a declaration is reported at the
// declaration's first token, "expected '}'"); with less lookahead it gives
// up where the alternative failed. Only a text that does not parse is
// parsed again.
func furthestError(file string, text []byte, err error) error {
	best := err
	pos := func(e error) lexer.Position {
		var pe participle.Error
		if errors.As(e, &pe) {
			return pe.Position()
		}
		return lexer.Position{}
	}
	bp := pos(best)
	for _, p := range lessLookahead() {
		_, e := p.ParseBytes(file, text)
		if e == nil {
			continue
		}
		if ep := pos(e); ep.Offset > bp.Offset {
			best, bp = e, ep
		}
	}
	return best
}

// missingOperand recognizes an operator whose operand is missing ("1 + ;",
// "f(1, )"): the parser, having backtracked over the operator, reports
// the operator itself as unexpected ("expected ')', found '+'"); the
// error is the token after it, where an expression should start. It
// returns nil for any other error.
func missingOperand(file string, text []byte, err error) *ir.Error {
	var ute *participle.UnexpectedTokenError
	if !errors.As(err, &ute) || !binaryOps[ute.Unexpected.Value] {
		return nil
	}
	lex, lerr := newLexDef().LexBytes(file, text)
	if lerr != nil {
		return nil
	}
	for {
		t, e := lex.Next()
		if e != nil || t.EOF() {
			return nil
		}
		if t.Pos.Offset < ute.Unexpected.Pos.Offset {
			continue
		}
		if t.Pos.Offset != ute.Unexpected.Pos.Offset {
			return nil
		}
		next, e := lex.Next()
		// Prefix operators after it ("= -;") need their operand too.
		for e == nil && !next.EOF() && unaryOps[next.Value] {
			t = next
			next, e = lex.Next()
		}
		if e != nil {
			return nil
		}
		found := fmt.Sprintf("'%s'", next.Value)
		switch {
		case next.EOF():
			found = "end of file"
		case !closers[next.Value]:
			return nil
		}
		return ir.Errorf(tokPos(file, next.Pos), "syntax error: expected an expression after '%s', found %s", t.Value, found)
	}
}

// binaryOps are the tokens that need an expression after them.
var binaryOps = map[string]bool{
	"+": true, "-": true, "*": true, "/": true, "%": true, "<<": true, ">>": true,
	"<": true, ">": true, "<=": true, ">=": true, "==": true, "!=": true,
	"&": true, "|": true, "^": true, "&&": true, "||": true, "?": true,
	"=": true, "+=": true, "-=": true, "*=": true, "/=": true, "%=": true,
	"<<=": true, ">>=": true, "&=": true, "|=": true, "^=": true, ",": true,
}

// unaryOps are the prefix operators.
var unaryOps = map[string]bool{"-": true, "+": true, "!": true, "~": true, "*": true, "&": true, "++": true, "--": true}

// closers are tokens that cannot start an expression.
var closers = map[string]bool{";": true, ")": true, "]": true, "}": true, ",": true, ":": true}

// expectedText turns participle's "(expected X)" (an EBNF fragment: the
// rest of the sequence that failed) into what could come next, e.g.
// "';'", "')'" or "a statement or '}'".
func expectedText(msg string) string {
	i := strings.Index(msg, "(expected ")
	if i < 0 || !strings.HasSuffix(msg, ")") {
		return ""
	}
	ebnf := msg[i+len("(expected ") : len(msg)-1]
	var alts []string
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			alts = append(alts, s)
		}
	}
	firstOf(ebnfTokens(ebnf), add)
	switch len(alts) {
	case 0:
		return ""
	case 1:
		return alts[0]
	}
	return strings.Join(alts[:len(alts)-1], ", ") + " or " + alts[len(alts)-1]
}

// ebnfTokens splits an EBNF fragment into quoted tokens, names and the
// punctuation ( ) | ? * +.
func ebnfTokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, s[i:min(j+1, len(s))])
			i = j + 1
		case strings.ContainsRune("()|?*+", rune(c)):
			out = append(out, string(c))
			i++
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" ()|?*+\"", rune(s[j])) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out
}

// firstOf calls add for what the sequence toks can start with, and
// reports whether it can be empty.
func firstOf(toks []string, add func(string)) bool {
	for len(toks) > 0 {
		var item []string
		if toks[0] == "(" {
			depth, j := 0, 0
			for ; j < len(toks); j++ {
				if toks[j] == "(" {
					depth++
				} else if toks[j] == ")" {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			item, toks = toks[1:min(j, len(toks))], toks[min(j+1, len(toks)):]
		} else {
			item, toks = toks[:1], toks[1:]
		}
		optional := len(toks) > 0 && (toks[0] == "?" || toks[0] == "*")
		if len(toks) > 0 && (toks[0] == "?" || toks[0] == "*" || toks[0] == "+") {
			toks = toks[1:]
		}
		empty := false
		if len(item) == 1 && item[0] != "(" {
			add(ebnfName(item[0]))
		} else {
			// Alternatives at depth 0 of the group.
			depth, start := 0, 0
			for j := 0; j <= len(item); j++ {
				if j == len(item) || (item[j] == "|" && depth == 0) {
					if firstOf(item[start:j], add) {
						empty = true
					}
					start = j + 1
					continue
				}
				if item[j] == "(" {
					depth++
				} else if item[j] == ")" {
					depth--
				}
			}
		}
		if !optional && !empty {
			return false
		}
	}
	return true
}

// ebnfName is how an error names a token or grammar node of the EBNF.
func ebnfName(s string) string {
	if strings.HasPrefix(s, `"`) {
		return "'" + strings.Trim(s, `"`) + "'"
	}
	switch s {
	case "PEnd":
		return "'}'"
	case "PStmt":
		return "a statement"
	case "PExpr", "PAssign", "PCond", "PBinary", "PUnary", "PCast", "PPostfix", "PPrimary", "PInitializer":
		return "an expression"
	case "PDeclarator", "PInitDeclarator", "PAbstractDeclarator":
		return "a declarator"
	case "PSpecs", "PTypeSpecs", "PTypeName", "PTypeWord", "PTypeRef":
		return "a type"
	case "PParams", "PArgs":
		return "'('"
	case "PDim":
		return "'['"
	case "Ident", "PName":
		return "an identifier"
	}
	if strings.HasPrefix(s, "P") && len(s) > 1 {
		return strings.ToLower(s[1:2]) + s[2:]
	}
	return s
}
