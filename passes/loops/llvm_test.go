package loops

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
)

// reducibleLoops renders the reducible loops of f as "header: sorted
// blocks", sorted, the form optLoops gives LLVM's loops in.
func reducibleLoops(f *ir.Func) []string {
	var out []string
	for _, l := range Analyze(f).Loops {
		if l.Reducible {
			out = append(out, l.Header.Name+": "+sortedNames(l.Blocks))
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

// TestRandomAgainstOpt compares the reducible loops with LLVM 14's
// LoopInfo on random CFGs, many of them with irreducible cycles around and
// inside natural loops.
func TestRandomAgainstOpt(t *testing.T) {
	opt := domtest.OptPath(t)
	r := rand.New(rand.NewSource(6))
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
	nloops := 0
	for _, f := range fs {
		want := optLoops(res.Loops[f.Name])
		nloops += len(want)
		if d := cmp.Diff(want, reducibleLoops(f)); d != "" {
			t.Fatalf("%s: reducible loops differ from opt's (-opt +ours):\n%s\n%s", f.Name, d, f)
		}
	}
	if nloops < 500 {
		t.Errorf("only %d loops compared", nloops)
	}
}
