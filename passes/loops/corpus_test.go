package loops_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
	"github.com/simtc/simtc/passes/loops"
)

// TestCorpusAgainstOpt is the differential test against LLVM 14 on every
// .ll file under testdata/llvm and testdata/real: for every function, the immediate
// dominator and immediate post-dominator of every block, and the natural
// loops (header and block set; irreducible loops, which LLVM ignores, are
// left out), must be what opt-14 prints.
//
// The importer drops blocks unreachable from the entry; LLVM's
// post-dominator tree has them, so opt's entries for blocks the imported
// function lacks are left out of the comparison (the trees of the other
// blocks still depend on them only through the choice of roots, which
// the remaining blocks fully determine unless an unreachable block leads
// into an infinite loop).
//
// The files of splitByImport are left out: their import adds control
// flow that LLVM's CFG does not have.
func TestCorpusAgainstOpt(t *testing.T) {
	corpus.Sweep(t, "every .ll's dominators, post-dominators and loops compared with opt-14")
	opt := domtest.OptPath(t)
	root := filepath.Join("..", "..", "testdata")
	var files []string
	for _, dir := range []string{"llvm", "real"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ll") {
				files = append(files, p)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) == 0 {
		t.Skip("no .ll files under testdata/llvm")
	}
	sort.Strings(files)
	for _, file := range files {
		file := file
		rel, _ := filepath.Rel(root, file)
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := llvm.Import(file, src, llvm.Options{})
			if err != nil {
				t.Fatalf("import: %v", err)
			}
			res := domtest.RunOpt(t, opt, file)
			if kernel, _, _ := strings.Cut(filepath.Base(file), "."); splitByImport[kernel] {
				for _, f := range m.Funcs {
					for _, b := range f.Blocks {
						if _, ok := res.Dom[f.Name][b.Name]; !ok {
							return
						}
					}
				}
				t.Fatal("listed in splitByImport, but the import adds no block")
			}
			for _, f := range m.Funcs {
				if len(f.Blocks) == 0 {
					continue
				}
				if res.Dom[f.Name] == nil {
					t.Errorf("%s: opt printed no dominator tree", f.Name)
					continue
				}
				if d := cmp.Diff(res.Dom[f.Name], treeMap(dom.Dominators(f))); d != "" {
					t.Errorf("%s: dominator tree differs from opt's (-opt +simtc):\n%s", f.Name, d)
				}
				want := map[string]string{}
				for b, p := range res.PostDom[f.Name] {
					if f.BlockByName(b) != nil {
						want[b] = p
					}
				}
				if d := cmp.Diff(want, treeMap(dom.PostDominators(f))); d != "" {
					t.Errorf("%s: post-dominator tree differs from opt's (-opt +simtc):\n%s", f.Name, d)
				}
				if d := cmp.Diff(optLoops(res.Loops[f.Name]), naturalLoops(f)); d != "" {
					t.Errorf("%s: natural loops differ from opt's (-opt +simtc):\n%s", f.Name, d)
				}
			}
		})
	}
}

// splitByImport are the testdata/real kernels whose import adds blocks:
// frontend/llvm lowers OpenCL's work-group scans to a loop (groupops.go).
var splitByImport = map[string]bool{"wg_scan": true}

// treeMap renders a tree as opt prints it: block → parent, "" for the entry
// and for the children of the virtual exit.
func treeMap(tr *dom.Tree) map[string]string {
	out := map[string]string{}
	for _, b := range tr.Func().Blocks {
		if !tr.Contains(b) {
			continue
		}
		out[b.Name] = ""
		if d := tr.IDom(b); d != nil {
			out[b.Name] = d.Name
		}
	}
	return out
}

// naturalLoops lists the reducible loops of f as "header: sorted blocks".
func naturalLoops(f *ir.Func) []string {
	var out []string
	for _, l := range loops.Analyze(f).Loops {
		if l.Reducible {
			var bs []string
			for _, b := range l.Blocks {
				bs = append(bs, b.Name)
			}
			sort.Strings(bs)
			out = append(out, l.Header.Name+": "+strings.Join(bs, " "))
		}
	}
	sort.Strings(out)
	return out
}

func optLoops(ls []domtest.OptLoop) []string {
	var out []string
	for _, l := range ls {
		bs := append([]string(nil), l.Blocks...)
		sort.Strings(bs)
		out = append(out, l.Header+": "+strings.Join(bs, " "))
	}
	sort.Strings(out)
	return out
}
