package dom

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// treeMap renders t as opt's printer does: block → parent, "" for the root
// and for children of the virtual exit; blocks not in the tree left out.
func treeMap(t *Tree) map[string]string {
	out := map[string]string{}
	for _, b := range t.Func().Blocks {
		if !t.Contains(b) {
			continue
		}
		out[b.Name] = ""
		if d := t.IDom(b); d != nil {
			out[b.Name] = d.Name
		}
	}
	return out
}

// TestRandomAgainstOpt compares both trees with LLVM 14's on random CFGs
// (with unreachable blocks, several exits and infinite loops, where the
// choice of post-dominator roots matters) and on larger structured and
// irreducible ones.
func TestRandomAgainstOpt(t *testing.T) {
	opt := domtest.OptPath(t)
	r := rand.New(rand.NewSource(5))
	var fs []*ir.Func
	add := func(f *ir.Func) {
		f.Name = fmt.Sprintf("f%d", len(fs))
		fs = append(fs, f)
	}
	for i := 0; i < 500; i++ {
		add(domtest.Func(domtest.WithEntry(domtest.RandomSuccs(r, 40)), nil))
	}
	for i := 0; i < 20; i++ {
		add(domtest.Structured(r, 50+r.Intn(400), 4))
		add(domtest.Func(domtest.WithEntry(domtest.IrreducibleSuccs(r, 50+r.Intn(400), 10)), nil))
	}
	res := domtest.RunOptSource(t, opt, domtest.LLVM(fs))
	for _, f := range fs {
		if res.Dom[f.Name] == nil || res.PostDom[f.Name] == nil {
			t.Fatalf("opt printed no tree for %s", f.Name)
		}
		if d := cmp.Diff(res.Dom[f.Name], treeMap(Dominators(f))); d != "" {
			t.Errorf("%s: dominator tree differs from opt's (-opt +ours):\n%s\n%s", f.Name, d, f)
		}
		if d := cmp.Diff(res.PostDom[f.Name], treeMap(PostDominators(f))); d != "" {
			t.Errorf("%s: post-dominator tree differs from opt's (-opt +ours):\n%s\n%s", f.Name, d, f)
		}
		if t.Failed() {
			return
		}
	}
}
