package main

import (
	"fmt"
	"github.com/simtc/simtc/internal/corpus"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// unfixedRE is how lint --fix names a finding it could not fix: the
// finding's position, and why.
var unfixedRE = regexp.MustCompile(`(?m)^\S+:\d+:\d+: error: --fix could not fix this: .+ \[simt-[a-z-]+\]$`)

// TestLintFixCorpus (issue 31): lint --fix on every testdata kernel lint
// flags either exits 0, and its output then lints clean and (for a kernel
// with a launch directive) runs ok on every run --explore schedule, or
// exits 1 naming each finding it could not fix, at its position, with the
// reason. Inputs as TestBuildLLVMSemantics's (but recursion, which SSDE
// needs inlined, and testdata/minic, which needs -I).
func TestLintFixCorpus(t *testing.T) {
	corpus.Sweep(t, "lints, fixes and explores every flagged testdata kernel")
	var inputs []string
	for _, d := range []string{"kernels", "llvm", "real", "bench", "lint"} {
		for _, pat := range []string{"*.cl", "*.ll", "*/*.cl", "*/*.ll"} {
			m, _ := filepath.Glob(filepath.Join("testdata", d, pat))
			inputs = append(inputs, m...)
		}
	}
	sort.Strings(inputs)
	if len(inputs) < 300 {
		t.Fatalf("only %d kernels found", len(inputs))
	}
	dir := t.TempDir()
	flagged, fixed, refused, explored := 0, 0, 0, 0
	for _, in := range inputs {
		if strings.HasSuffix(in, ".ssde.ll") {
			continue
		}
		code, _, _ := simtc(t, "lint", in)
		if code != exitFindings {
			continue // clean, or an input lint rejects (tested elsewhere)
		}
		flagged++
		out := filepath.Join(dir, strings.NewReplacer("/", "_").Replace(in)+".fixed.ll")
		code, fout, ferrs := simtc(t, "lint", "--fix", "-o", out, in)
		switch code {
		case 0:
			fixed++
			if code, lout, errs := simtc(t, "lint", out); code != 0 {
				t.Errorf("%s: lint --fix exits 0, but its output is flagged (exit %d):\n%s%s", in, code, lout, errs)
				continue
			}
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(src), "simtc:launch") {
				continue
			}
			explored++
			if code, rout, errs := simtc(t, "run", "--explore", out); code != 0 {
				t.Errorf("%s: the --fix output does not run ok on every schedule (exit %d):\n%s%s", in, code, firstLines(rout, 6), errs)
			}
		case exitFindings:
			refused++
			if !unfixedRE.MatchString(fout) || !strings.Contains(fout, "finding(s) not fixed") {
				t.Errorf("%s: lint --fix exits 1 without naming what it could not fix:\n%s%s", in, fout, ferrs)
			}
			t.Logf("%s: not fixed:\n%s", in, strings.Join(unfixedRE.FindAllString(fout, -1), "\n"))
		default:
			t.Errorf("%s: lint --fix: exit %d\n%s%s", in, code, fout, ferrs)
		}
	}
	t.Logf("%d flagged kernels: %d fixed (%d of them explored), %d refused", flagged, fixed, explored, refused)
	if flagged == 0 {
		t.Fatal("no kernel flagged")
	}
}

func firstLines(s string, n int) string {
	l := strings.SplitN(s, "\n", n+1)
	if len(l) > n {
		l = append(l[:n], fmt.Sprintf("… (%d more lines)", strings.Count(s, "\n")-n))
	}
	return strings.Join(l, "\n")
}
