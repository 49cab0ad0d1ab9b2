package driver

// TestOneDoor: the driver is the one door from a source file to a
// simulation (doc.go). No package but the driver (driver/...), the
// frontends (frontend/...) and the IR (ir/...) switches on source file
// kinds or scans simtc: directives.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// doorKeepers are the package trees allowed to know file kinds and
// directive words.
var doorKeepers = []string{"driver", "frontend", "ir"}

// oneDoorViolations walks the non-test .go files under root (skipping
// testdata, hidden and vendor directories) and reports, per file outside
// the door keepers:
//
//   - a string literal that is a source extension (".cl", ".ll", ".ir"):
//     what a switch on the file kind compares with;
//   - a string literal that is the word "simtc:launch" or "simtc:expect"
//     (spaces around it allowed): what a directive scanner looks for
//     (prose that mentions a directive in a help text, or a generated
//     kernel's "// simtc:launch grid=…" line, is more than the word);
//   - a function named *ScanDirectives.
func oneDoorViolations(root string) ([]string, error) {
	var out []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			name := d.Name()
			if rel != "." && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			for _, k := range doorKeepers {
				if rel == k {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				v, err := strconv.Unquote(n.Value)
				if err != nil {
					return true
				}
				pos := fset.Position(n.Pos())
				at := rel + ":" + strconv.Itoa(pos.Line)
				switch {
				case v == ".cl" || v == ".ll" || v == ".ir":
					out = append(out, at+": source extension "+strconv.Quote(v)+" outside the driver and the frontends")
				case strings.TrimSpace(v) == "simtc:launch" || strings.TrimSpace(v) == "simtc:expect":
					out = append(out, at+": directive word "+strconv.Quote(v)+" outside the driver and the frontends")
				}
			case *ast.FuncDecl:
				if strings.HasSuffix(n.Name.Name, "ScanDirectives") {
					pos := fset.Position(n.Pos())
					out = append(out, rel+":"+strconv.Itoa(pos.Line)+": func "+n.Name.Name+" outside the driver and the frontends")
				}
			}
			return true
		})
		return nil
	})
	sort.Strings(out)
	return out, err
}

func TestOneDoor(t *testing.T) {
	if _, err := os.Stat(filepath.Join("..", "go.mod")); err != nil {
		t.Fatalf("the repository root is not ..: %v", err)
	}
	got, err := oneDoorViolations("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range got {
		t.Error(v)
	}

	// The check can fail: a fixture tree with one of each violation
	// (bad/bad.go), prose that is none (good/good.go), and bad.go again
	// inside each door keeper (allowed).
	tree := t.TempDir()
	bad, err := os.ReadFile(filepath.Join("testdata", "onedoor", "bad", "bad.go"))
	if err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(filepath.Join("testdata", "onedoor", "good", "good.go"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"bad/bad.go": bad, "good/good.go": good}
	for _, k := range doorKeepers {
		files[k+"/x/x.go"] = bad
	}
	for name, text := range files {
		path := filepath.Join(tree, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err = oneDoorViolations(tree)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`bad/bad.go:10: source extension ".cl" outside the driver and the frontends`,
		`bad/bad.go:12: source extension ".ll" outside the driver and the frontends`,
		`bad/bad.go:14: source extension ".ir" outside the driver and the frontends`,
		`bad/bad.go:19: func ScanDirectives outside the driver and the frontends`,
		`bad/bad.go:21: directive word "simtc:launch" outside the driver and the frontends`,
		`bad/bad.go:24: directive word "simtc:expect " outside the driver and the frontends`,
		`bad/bad.go:28: func myScanDirectives outside the driver and the frontends`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("fixture violations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
