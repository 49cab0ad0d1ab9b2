package llvm_test

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom"
	"github.com/simtc/simtc/passes/dom/domtest"
	"github.com/simtc/simtc/passes/loops"
)

// TestAgainstOpt checks that imported functions keep LLVM's block names and
// CFG: the dominator and post-dominator trees and the loops simtc computes
// on every testdata .ll are the ones opt-14 prints for the same file.
func TestAgainstOpt(t *testing.T) {
	opt := domtest.OptPath(t)
	for _, rel := range llFiles(t) {
		rel := rel
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			res := domtest.RunOpt(t, opt, filepath.Join(testdataDir, "llvm", rel))
			m := importFile(t, rel)
			for _, f := range m.Funcs {
				if d := cmp.Diff(res.Dom[f.Name], treeMap(dom.Dominators(f))); d != "" {
					t.Errorf("%s: dominator tree differs from opt's (-opt +simtc):\n%s", f.Name, d)
				}
				if d := cmp.Diff(res.PostDom[f.Name], treeMap(dom.PostDominators(f))); d != "" {
					t.Errorf("%s: post-dominator tree differs from opt's (-opt +simtc):\n%s", f.Name, d)
				}
				if d := cmp.Diff(optLoops(res.Loops[f.Name]), simtcLoops(f)); d != "" {
					t.Errorf("%s: loops differ from opt's (-opt +simtc):\n%s", f.Name, d)
				}
			}
		})
	}
}

// treeMap renders a tree as opt prints it: block → parent, "" for roots.
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

// loopSummary is a loop as a header and a sorted block set.
type loopSummary struct {
	Header string
	Blocks []string
}

func optLoops(ls []domtest.OptLoop) []loopSummary {
	var out []loopSummary
	for _, l := range ls {
		bs := append([]string(nil), l.Blocks...)
		sort.Strings(bs)
		out = append(out, loopSummary{l.Header, bs})
	}
	sortLoops(out)
	return out
}

func simtcLoops(f *ir.Func) []loopSummary {
	var out []loopSummary
	for _, l := range loops.Analyze(f).Loops {
		var bs []string
		for _, b := range l.Blocks {
			bs = append(bs, b.Name)
		}
		sort.Strings(bs)
		out = append(out, loopSummary{l.Header.Name, bs})
	}
	sortLoops(out)
	return out
}

func sortLoops(ls []loopSummary) {
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].Header != ls[j].Header {
			return ls[i].Header < ls[j].Header
		}
		return len(ls[i].Blocks) < len(ls[j].Blocks)
	})
}
