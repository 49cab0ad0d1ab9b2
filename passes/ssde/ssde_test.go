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
	"github.com/simtc/simtc/passes/loops"
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

// TestKernels: for every kernel with flagged loops, Transform (the paper's
// placement) leaves valid IR with one switch block per distinct SafePDom,
// and Apply (checked placement) leaves valid IR in which detection flags no
// more loops than after Transform, and Result.Flagged says how many.
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
			checked := load(t, path)
			for k, f := range m.Kernels() {
				det := deadlock.Detect(f, deadlock.Options{})
				distinct := make(map[deadlock.Point]bool)
				for _, l := range det.Loops {
					distinct[l.SafePDom] = true
				}
				before := f.String()
				res, err := Transform(f, det, Options{})
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
				paper := len(deadlock.Detect(f, deadlock.Options{}).Loops)

				g := checked.Kernels()[k]
				cres, err := Apply(g, deadlock.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if err := ir.Verify(g); err != nil {
					t.Fatalf("after checked SSDE: %v\n%s", err, g)
				}
				again := deadlock.Detect(g, deadlock.Options{})
				if len(again.Loops) != cres.Flagged {
					t.Errorf("Apply says %d loops are flagged after it, detection finds %d", cres.Flagged, len(again.Loops))
				}
				if cres.Flagged > paper {
					t.Errorf("checked placement leaves %d flagged loops, the paper's %d", cres.Flagged, paper)
				}
				for _, l := range again.Loops {
					t.Logf("after checked SSDE, %s at %s is still flagged", l.Region.Header, l.Pos)
				}
			}
		})
	}
	if flagged < 8 {
		t.Errorf("only %d kernels had flagged loops", flagged)
	}
}

// TestFig5 checks the shape of Fig. 5 on the spin lock: the latch's back
// edge now goes forward to a new switch block BB_S placed right after the
// releasing atomic_xchg (the SafePDom); BB_S's phi gives 0 on the edge from
// the critical section and 1 on the edge from the latch; its switch goes on
// to the rest of the kernel by default and back to the loop header on 1.
func TestFig5(t *testing.T) {
	m := load(t, filepath.Join(corpus.KernelDir(), "spinlock.cl"))
	f := m.Kernels()[0]
	header, latch, crit := f.BlockByName("while.cond"), f.BlockByName("while.body"), f.BlockByName("while.end")
	res, err := Apply(f, deadlock.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(f); err != nil {
		t.Fatal(err)
	}
	if len(res.Switches) != 1 || res.Redirected != 1 {
		t.Fatalf("%d switch blocks, %d latches redirected; want 1 and 1", len(res.Switches), res.Redirected)
	}
	s := res.Switches[0]
	if len(latch.Succs) != 1 || latch.Succs[0] != s {
		t.Errorf("latch goes to %v, want the switch block", latch.Succs)
	}
	if len(crit.Succs) != 1 || crit.Succs[0] != s {
		t.Errorf("critical section goes to %v, want the switch block", crit.Succs)
	}
	last := crit.Instrs[len(crit.Instrs)-2] // before the new br
	if last.Op != ir.OpAtomic || last.Atomic != ir.AtomicXchg {
		t.Errorf("the critical section ends with %s, want the releasing atomic_xchg", last.Op)
	}
	cond := s.Phis()[0]
	for k, p := range s.Preds {
		want := map[*ir.Block]int64{crit: 0, latch: 1}[p]
		if c, ok := cond.Args[k].(*ir.Const); !ok || c.Int != want {
			t.Errorf("phi operand from %s is %v, want %d", p, cond.Args[k], want)
		}
	}
	sw := s.Terminator()
	if sw.Op != ir.OpSwitch || len(sw.Cases()) != 1 || sw.Cases()[0] != 1 || s.Succs[1] != header {
		t.Fatalf("switch block ends in %s with cases %v to %v", sw.Op, sw.Cases(), s.Succs)
	}
	if tail := s.Succs[0]; tail.Terminator().Op != ir.OpRet {
		t.Errorf("default goes to %s, which does not return", tail)
	}
	for _, p := range header.Preds {
		if p == latch {
			t.Error("the original back edge latch → header is still there")
		}
	}
}

// With the Nvidia rule, SSDE keeps every new loop single-entry: no kernel
// is left with an irreducible loop, the result verifies, and the detector
// (under the same rule) finds nothing. Without it, the kernels whose
// SafePDom lies outside an enclosing loop or past a join do get a second
// entry, which is what the option is for.
func TestSingleEntry(t *testing.T) {
	kernels, err := corpus.Kernels()
	if err != nil {
		t.Fatal(err)
	}
	multi := 0
	for _, path := range kernels {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			for _, single := range []bool{false, true} {
				m := load(t, path)
				f := m.Kernels()[0]
				mode := deadlock.ReconvIPDOM
				if single {
					mode = deadlock.ReconvNvidia
				}
				det := deadlock.Detect(f, deadlock.Options{Reconv: mode})
				var res *Result
				var err error
				if single {
					res, err = Apply(f, deadlock.Options{Reconv: mode})
				} else {
					_, err = Transform(f, det, Options{})
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := ir.Verify(f); err != nil {
					t.Fatalf("single=%v: %v", single, err)
				}
				irreducible := false
				for _, l := range loops.Analyze(f).Loops {
					irreducible = irreducible || !l.Reducible
				}
				if single && irreducible {
					t.Errorf("an irreducible loop is left:\n%s", f)
				}
				if !single && irreducible {
					multi++
				}
				if single {
					if again := deadlock.Detect(f, deadlock.Options{Reconv: mode}); len(again.Loops) != res.Flagged {
						t.Errorf("after single-entry SSDE, %d loops are still flagged, Apply says %d", len(again.Loops), res.Flagged)
					}
				}
			}
		})
	}
	if multi == 0 {
		t.Error("no kernel got a second loop entry from plain SSDE: the test no longer exercises SingleEntry")
	}
}
