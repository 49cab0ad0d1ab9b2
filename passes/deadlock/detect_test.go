package deadlock

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
	"github.com/simtc/simtc/passes/transform"
)

// prepare inlines calls and merges returns, as the paper's algorithms
// assume, and verifies the result.
func prepare(t testing.TB, m *ir.Module) {
	t.Helper()
	if err := transform.Inline(m); err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Kernels() {
		transform.MergeReturns(f)
		if err := ir.Verify(f); err != nil {
			t.Fatalf("after inline+mergereturns: %v", err)
		}
	}
}

func compileKernel(t testing.TB, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	prepare(t, m)
	return m
}

func compileSource(t testing.TB, src string) *ir.Module {
	t.Helper()
	m, err := minic.Compile("k.cl", []byte(src), minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	prepare(t, m)
	return m
}

// flaggedLines returns the source lines of the loops Detect flags in m's kernels.
func flaggedLines(m *ir.Module, opt Options) []int {
	var lines []int
	for _, f := range m.Kernels() {
		for _, l := range Detect(f, opt).Loops {
			lines = append(lines, l.Pos.Line)
		}
	}
	sort.Ints(lines)
	return lines
}

// TestKernels: on every bundled kernel, the flagged loops are exactly those
// whose line carries a "// want" of a SIMT deadlock (or a "simtc:allow
// deadlock", which only lint honours), with distinct kernel buffers as
// lint assumes (the paper's may-alias assumption flags warp_uniform_wait:
// its consumers' stores might write the flag).
func TestKernels(t *testing.T) {
	kernels, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range kernels {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".cl"), func(t *testing.T) {
			m := compileKernel(t, path)
			var want []int
			for _, d := range m.Directives {
				if d.Kind == "want" && strings.Contains(d.Text, "SIMT deadlock") || d.Kind == "allow" {
					want = append(want, d.Pos.Line)
				}
			}
			sort.Ints(want)
			got := flaggedLines(m, Options{Alias: alias.Basic{DistinctParams: true}})
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("flagged loop lines (-want +got):\n%s\n%s", d, describe(m))
			}
		})
	}
}

// describe prints the findings of m, for failure messages.
func describe(m *ir.Module) string {
	var sb strings.Builder
	for _, f := range m.Kernels() {
		for _, l := range Detect(f, Options{}).Loops {
			fmt.Fprintf(&sb, "loop %s at %s reconv=%s safe=%s aware=%s\n", l.Region.Header.Name, l.Pos, l.Reconv, l.SafePDom, l.AwarePDom)
			for _, r := range l.Reads {
				fmt.Fprintf(&sb, "  read  %s %s at %s\n", r.Block.Name, r.Op, r.Pos)
			}
			for _, w := range l.Writes() {
				fmt.Fprintf(&sb, "  write %s %s at %s reach=%v para=%v\n", w.Instr.Block.Name, w.Instr.Op, w.Instr.Pos, w.Reachable, w.Parallel)
			}
		}
	}
	return sb.String()
}
