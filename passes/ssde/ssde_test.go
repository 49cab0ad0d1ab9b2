package ssde

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
	"github.com/simtc/simtc/passes/transform"
)

func load(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := transform.Inline(m); err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Kernels() {
		transform.MergeReturns(f)
	}
	return m
}

// TestKernels: for every kernel with flagged loops, SSDE leaves valid IR in
// which Algorithm 1 finds nothing, with one switch block per distinct
// SafePDom.
func TestKernels(t *testing.T) {
	kernels, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	flagged := 0
	for _, path := range kernels {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			m := load(t, path)
			for _, f := range m.Kernels() {
				det := deadlock.Detect(f, deadlock.Options{})
				distinct := make(map[deadlock.Point]bool)
				for _, l := range det.Loops {
					distinct[l.SafePDom] = true
				}
				before := f.String()
				res, err := Transform(f, det)
				if err != nil {
					t.Fatal(err)
				}
				if len(det.Loops) == 0 {
					if f.String() != before {
						t.Error("SSDE changed a function with no flagged loop")
					}
					continue
				}
				flagged++
				if err := ir.Verify(f); err != nil {
					t.Fatalf("after SSDE: %v\n%s", err, f)
				}
				if len(res.Switches) != len(distinct) {
					t.Errorf("%d switch blocks, want one per distinct SafePDom (%d)", len(res.Switches), len(distinct))
				}
				if again := deadlock.Detect(f, deadlock.Options{}); len(again.Loops) != 0 {
					for _, l := range again.Loops {
						t.Errorf("after SSDE, loop %s at %s is still flagged", l.Loop.Header, l.Pos)
					}
					t.Logf("%s", f)
				}
			}
		})
	}
	if flagged < 8 {
		t.Errorf("only %d kernels had flagged loops", flagged)
	}
}
