package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// TestAnalyzeStreamMatches runs simtc analyze's streaming path on every .ll
// file of the repository, under both deadlock reconvergence rules, and
// checks that whenever it streams, it writes the same bytes as the
// whole-module path (import, verify, prepare, analyse every function).
func TestAnalyzeStreamMatches(t *testing.T) {
	corpus.Sweep(t, "every .ll streamed and analysed whole")
	files := repoLL(t)
	nvidia := isa.RPCNvidia
	streamed, declined := 0, 0
	for _, rule := range []*isa.RPCRule{nil, &nvidia} {
		p, err := pipeline.New(isa.Target{}, pipeline.Options{AsWritten: true, Reconv: rule, Check: true, InputVerified: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			var got bytes.Buffer
			ok, err := streamAnalysis(&got, p, path, nil)
			if !ok {
				declined++
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			streamed++
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := llvm.Import(path, src, llvm.Options{})
			if err == nil {
				err = ir.VerifyModule(m)
			}
			if err != nil {
				t.Errorf("%s: streamed, but the whole-module path fails: %v", path, err)
				continue
			}
			var want bytes.Buffer
			if err := writeAnalysis(&want, p, path, m); err != nil {
				t.Errorf("%s: streamed, but the whole-module path fails: %v", path, err)
				continue
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Errorf("%s (reconv %v): streamed output differs:\n%s", path, rule, firstDiffLine(want.String(), got.String()))
			}
		}
	}
	t.Logf("%d of %d runs streamed", streamed, streamed+declined)
	if streamed == 0 || streamed*2 < streamed+declined {
		t.Errorf("only %d of %d runs streamed", streamed, streamed+declined)
	}
}

// firstDiffLine shows where a and b first differ.
func firstDiffLine(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for k := 0; k < len(la) && k < len(lb); k++ {
		if la[k] != lb[k] {
			return "line " + strconv.Itoa(k+1) + ":\n  want " + la[k] + "\n  got  " + lb[k]
		}
	}
	return "one is a prefix of the other"
}

// TestLintStreamMatches runs simtc lint's streaming check on every .ll file
// of the repository, under both reconvergence rules and both alias
// assumptions: a file it finds clean must lint (whole module, as the
// command does without it) without findings or errors; and it must find
// most clean files clean.
func TestLintStreamMatches(t *testing.T) {
	corpus.Sweep(t, "every .ll stream-linted and linted whole")
	files := repoLL(t)
	nvidia := isa.RPCNvidia
	clean, classicClean := 0, 0
	for _, rule := range []*isa.RPCRule{nil, &nvidia} {
		p, err := pipeline.New(isa.Target{}, pipeline.Options{Reconv: rule, Check: true, InputVerified: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, conservative := range []bool{false, true} {
			opt := lint.Options{Reconv: p.DeadlockMode(), Conservative: conservative}
			for _, path := range files {
				streamed := streamLintClean(p, path, nil, opt)
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				m, err := llvm.Import(path, src, llvm.Options{})
				if err == nil {
					err = ir.VerifyModule(m)
				}
				if err == nil {
					_, err = p.Prepare(m)
				}
				var fs []lint.Finding
				if err == nil {
					fs, err = lint.Check(m, opt)
				}
				if err == nil && len(fs) == 0 {
					classicClean++
				}
				if !streamed {
					continue
				}
				clean++
				if err != nil || len(fs) > 0 {
					t.Errorf("%s (reconv %v, conservative %v): streamed clean, but lint gives %d findings, error %v", path, rule, conservative, len(fs), err)
				}
			}
		}
	}
	t.Logf("%d of %d clean runs decided streaming", clean, classicClean)
	if clean == 0 || clean*2 < classicClean {
		t.Errorf("only %d of %d clean runs decided streaming", clean, classicClean)
	}
}

// repoLL returns the .ll files of the repository (TestMain has made its
// root the working directory).
func repoLL(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
