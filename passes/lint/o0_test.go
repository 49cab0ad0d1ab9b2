package lint_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/lint"
)

// summary is a finding reduced to source lines: the loop's (or spin
// region's) line, the lines of its shared reads and redefining writes,
// and its safe reconvergence point's line ("exit" for the function's
// exit).
func summary(f lint.Finding) string {
	lines := func(as []lint.Access) string {
		seen := map[int]bool{}
		var ls []int
		for _, a := range as {
			if !seen[a.Pos.Line] {
				seen[a.Pos.Line] = true
				ls = append(ls, a.Pos.Line)
			}
		}
		sort.Ints(ls)
		return fmt.Sprint(ls)
	}
	pd := "exit"
	if !f.SafePDom.Exit {
		pd = fmt.Sprint(f.SafePDom.Pos.Line)
	}
	return fmt.Sprintf("%s: loop line %d, reads %s, writes %s, safe pdom %s", f.Func, f.Pos.Line, lines(f.Reads), lines(f.Writes), pd)
}

// shape is the CFG of f (prepared: inlined, one exit) as ordered successor lists in
// depth-first order from the entry, after removing blocks that only jump
// on (no instruction but an unconditional branch): two functions whose
// shapes are equal have the same control flow, up to such blocks.
func shape(f *ir.Func) string {
	skip := func(b *ir.Block) *ir.Block {
		for k := 0; k < 1000 && len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpBr && b != f.Blocks[0]; k++ {
			if b.Succs[0] == b {
				break
			}
			b = b.Succs[0]
		}
		return b
	}
	num := map[*ir.Block]int{}
	var order []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		num[b] = len(order)
		order = append(order, b)
		for _, s := range b.Succs {
			if s = skip(s); num[s] == 0 && s != order[0] {
				visit(s)
			}
		}
	}
	visit(skip(f.Blocks[0]))
	var sb strings.Builder
	for _, b := range order {
		fmt.Fprintf(&sb, "%d:", num[b])
		for _, s := range b.Succs {
			fmt.Fprintf(&sb, " %d", num[skip(s)])
		}
		sb.WriteString(";")
	}
	return sb.String()
}

// TestO0MatchesMiniC: issue 14's "findings must be the same for a kernel
// at -O0 and its mini-C source when the CFGs agree", finding by finding.
// Each mini-C kernel of testdata/kernels and testdata/lint is linted as
// mini-C and as clang-14 -O0 -g output (testdata/g, made by its regen.sh;
// with -g every position is a source line). When the two kernels' CFGs
// have the same shape (see shape: the same ordered successor lists in
// depth-first order, forwarding blocks removed), the findings must be the
// same: the loop's line, the shared reads' and redefining writes' lines
// and the SafePDom's line. Otherwise the kernel is skipped with the
// reason logged.
func TestO0MatchesMiniC(t *testing.T) {
	var srcs []string
	for _, dir := range []string{corpus.KernelDir(), filepath.Join(corpus.Root(), "testdata", "lint")} {
		m, _ := filepath.Glob(filepath.Join(dir, "*.cl"))
		srcs = append(srcs, m...)
	}
	compared, skipped, findings := 0, 0, 0
	for _, path := range srcs {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			ll, err := os.ReadFile(filepath.Join("testdata", "g", name+".g.O0.ll"))
			if err != nil {
				t.Fatalf("%v (run passes/lint/testdata/g/regen.sh)", err)
			}
			mc, err := minic.Compile(filepath.Base(path), src, minic.Options{})
			if err != nil {
				t.Fatal(err)
			}
			m0, err := llvm.Import(name+".g.O0.ll", ll, llvm.Options{})
			if err != nil {
				t.Fatal(err)
			}
			fc, err := check(mc, lint.Options{})
			if err != nil {
				t.Fatal(err)
			}
			f0, err := check(m0, lint.Options{})
			if err != nil {
				t.Fatal(err)
			}
			// Check prepared both modules (inlined, one exit).
			for _, k := range mc.Kernels() {
				k0 := m0.Func(k.Name)
				if k0 == nil {
					t.Fatalf("kernel %s missing at -O0", k.Name)
				}
				if a, b := shape(k), shape(k0); a != b {
					t.Logf("skipped: the CFGs of %s differ:\n  mini-C %s\n  -O0    %s", k.Name, a, b)
					skipped++
					return
				}
			}
			compared++
			var a, b []string
			for _, f := range fc {
				a = append(a, summary(f))
			}
			for _, f := range f0 {
				b = append(b, summary(f))
			}
			sort.Strings(a)
			sort.Strings(b)
			findings += len(a)
			if strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Errorf("findings differ:\nmini-C:\n  %s\n-O0 -g:\n  %s", strings.Join(a, "\n  "), strings.Join(b, "\n  "))
			}
		})
	}
	t.Logf("%d kernels compared (%d findings), %d skipped (CFGs differ)", compared, findings, skipped)
	if compared < len(srcs)/2 {
		t.Errorf("only %d of %d kernels compared", compared, len(srcs))
	}
}
