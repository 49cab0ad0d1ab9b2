package preproc

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
)

// FuzzPreprocess checks that no input makes Preprocess panic, that a
// success keeps the line count, that every error has a position, and that
// runs are deterministic.
func FuzzPreprocess(f *testing.F) {
	for _, tc := range okCases {
		f.Add([]byte(tc.src), strings.Join(tc.defines, ";"))
	}
	for _, tc := range errCases {
		f.Add([]byte(tc.src), strings.Join(tc.defines, ";"))
	}
	f.Add([]byte("#if (1 ? -1 : 0u) > 0 && 'ab' == 24930 && 0x10 >> -1 == 32\nx\n#endif\n"), "")
	f.Fuzz(func(t *testing.T, src []byte, defines string) {
		var opts Options
		if defines != "" {
			opts.Defines = strings.Split(defines, ";")
		}
		res, err := Preprocess("k.cl", src, opts)
		res2, err2 := Preprocess("k.cl", src, opts)
		if (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() ||
			err == nil && !bytes.Equal(res.Text, res2.Text) {
			t.Fatalf("two runs differ")
		}
		if err != nil {
			var one *ir.Error
			var list ir.ErrorList
			switch {
			case errors.As(err, &one):
				list = ir.ErrorList{one}
			case errors.As(err, &list):
			default:
				t.Fatalf("error is a %T", err)
			}
			for _, e := range list {
				if e.Pos.File != "k.cl" && e.Pos.File != cmdLineFileName || e.Pos.Line < 1 || e.Pos.Col < 1 {
					t.Errorf("error without a proper position: %v", e)
				}
			}
			return
		}
		if in, out := bytes.Count(src, []byte("\n")), bytes.Count(res.Text, []byte("\n")); in != out {
			t.Fatalf("output has %d newlines, input %d; output:\n%s", out, in, res.Text)
		}
		if defines == "" && !bytes.ContainsAny(src, "#\\") && !usesPredefined(src) && !bytes.Equal(src, res.Text) {
			t.Fatalf("source without macros changed:\n%q\n%q", src, res.Text)
		}
		for _, p := range res.Pragmas {
			if p.Pos.Line < 1 || p.Pos.Line > in(src) {
				t.Errorf("pragma at %v outside the file", p.Pos)
			}
		}
	})
}

// in returns the number of lines of src.
func in(src []byte) int { return bytes.Count(src, []byte("\n")) + 1 }

// usesPredefined reports whether an identifier of src names a predefined
// macro.
func usesPredefined(src []byte) bool {
	toks, _ := lexTokens(string(src), 0, 0)
	for _, t := range toks {
		if t.kind != kIdent {
			continue
		}
		if t.text == "__FILE__" || t.text == "__LINE__" {
			return true
		}
		for _, d := range predefined {
			if name, _, _ := strings.Cut(d, " "); name == t.text {
				return true
			}
		}
	}
	return false
}
