package minic

import (
	"errors"
	"fmt"
	"io"
	"os"

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
	return m, nil
}

// parse parses preprocessed source into an AST.
func parse(file string, text []byte) (*File, error) {
	tree, err := miniC.ParseBytes(file, text)
	if err != nil {
		var le *lexer.Error
		if errors.As(err, &le) {
			return nil, ir.Errorf(tokPos(file, le.Pos), "%s", le.Msg)
		}
		perr := syntaxError(file, err)
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

// syntaxMessage rewords participle's messages in compiler style.
func syntaxMessage(err participle.Error) string {
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) {
		tok := ute.Unexpected
		if tok.EOF() {
			return "syntax error: unexpected end of file"
		}
		return fmt.Sprintf("syntax error: unexpected %q", tok.Value)
	}
	return "syntax error: " + err.Message()
}
