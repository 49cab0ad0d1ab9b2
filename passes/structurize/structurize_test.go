package structurize_test

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/backend"
	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/dom/domtest"
	"github.com/simtc/simtc/passes/structurize"
	"github.com/simtc/simtc/passes/transform"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// checkStructured fails unless f verifies, has only reducible loops and
// no unstructured branch.
func checkStructured(t *testing.T, f *ir.Func) {
	t.Helper()
	if err := ir.Verify(f); err != nil {
		t.Fatalf("after structurize: %v\n%s", err, f)
	}
	if err := structurize.Check(f); err != nil {
		t.Errorf("still unstructured: %v", err)
	}
}

// TestFig1: the Fig. 1 CFG is unstructured (BB3 is in BB2's region but
// entered from BB1 too); after the transform it is not.
func TestFig1(t *testing.T) {
	f := domtest.Parse("BB1: BB2 BB3; BB2: Exit BB3; BB3: BB4 BB5; BB4: BB5 Exit; BB5: Exit; Exit:")
	bs, xs := structurize.Unstructured(f)
	if len(bs) == 0 || bs[0].Name != "BB2" || xs[0].Name != "BB3" {
		t.Fatalf("Unstructured = %v %v, want BB2 reaching BB3 first", bs, xs)
	}
	res, err := structurize.Apply(f, structurize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkStructured(t, f)
	if res.ForwardCopies == 0 || res.BlocksAfter <= res.BlocksBefore {
		t.Errorf("result %+v: no copies", res)
	}
	t.Logf("%+v\n%s", res, f)
}

// TestStructuredUnchanged: a structured CFG (a loop with an if/else and
// a one-level break) is left alone.
func TestStructuredUnchanged(t *testing.T) {
	f := domtest.Parse("E: H; H: B X; B: T F; T: J; F: J; J: K X; K: H; X:")
	before := f.String()
	checkStructured(t, f)
	res, err := structurize.Apply(f, structurize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.CopiedBlocks != 0 || f.String() != before {
		t.Errorf("a structured CFG changed: %+v", res)
	}
}

// TestMultiLevelBreak: a break out of two loops is unstructured for PDOM
// (the threads that stay run the rest of the outer iteration apart from
// those that left the inner loop normally); the transform copies it away.
func TestMultiLevelBreak(t *testing.T) {
	f := domtest.Parse("E: HO; HO: HI X; HI: B EI; B: X C; C: HI; EI: L; L: HO; X:")
	if err := structurize.Check(f); err == nil || !strings.Contains(err.Error(), "exits to 2 blocks") {
		t.Fatalf("Check = %v, want the inner loop's two exits", err)
	}
	res, err := structurize.Apply(f, structurize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkStructured(t, f)
	if res.Cuts != 1 {
		t.Errorf("%+v, want one cut", res)
	}
}

// TestRandom: random CFGs (irreducible loops, several exits, infinite
// loops) become structured and valid, or hit the growth limit cleanly.
func TestRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	limited := 0
	for i := 0; i < 300; i++ {
		f := domtest.Random(r, 10)
		if ir.Verify(f) != nil {
			continue // e.g. an entry with predecessors
		}
		if _, err := structurize.Apply(f, structurize.Options{}); err != nil {
			if !strings.Contains(err.Error(), "grew past") {
				t.Fatalf("graph %d: %v", i, err)
			}
			limited++
			if err := ir.Verify(f); err != nil {
				t.Fatalf("graph %d: invalid after giving up: %v", i, err)
			}
			continue
		}
		checkStructured(t, f)
	}
	t.Logf("%d of 300 random graphs hit the growth limit", limited)
}

func load(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m *ir.Module
	if strings.HasSuffix(path, ".ll") {
		m, err = llvm.Import(filepath.Base(path), src, llvm.Options{})
	} else {
		m, err = minic.Compile(filepath.Base(path), src, minic.Options{})
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := transform.Inline(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// runOn compiles m and runs it under mech; it returns the result and the
// final buffers.
func runOn(t *testing.T, m *ir.Module, mech, launch, dir string) (*sim.Result, string) {
	t.Helper()
	o, err := backend.Compile(m, backend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := harness.ParseLaunch(launch, dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := mechs.Run(o, mech, l, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	for _, b := range res.Buffers {
		fmt.Fprintf(&sb, "%s=%x\n", b.Name, b.Data)
	}
	return res, sb.String()
}

func runMIMD(t *testing.T, m *ir.Module, launch, dir string) string {
	t.Helper()
	res, buf := runOn(t, m, "mimd", launch, dir)
	if res.Status != sim.StatusOK {
		t.Fatalf("mimd: %s", res.Status)
	}
	return buf
}

// TestKernels structurizes every bundled kernel (mini-C, and clang's -O0
// and -O2 LLVM IR): the IR verifies, is structured, and computes the same
// memory under mimd, and under pdom whenever pdom terminates. With -v it
// prints the copies, the code growth and the warp instructions under pdom
// before and after.
func TestKernels(t *testing.T) {
	corpus.Sweep(t, "every kernel structurized and run")
	cls, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.cl"))
	if len(cls) == 0 {
		t.Fatal("no kernels")
	}
	var table, dyn []string
	for _, cl := range cls {
		name := strings.TrimSuffix(filepath.Base(cl), ".cl")
		src, err := os.ReadFile(cl)
		if err != nil {
			t.Fatal(err)
		}
		dirs, err := harness.Scan(cl, src)
		if err != nil || dirs.Launch == "" {
			t.Fatalf("%s: no launch directive (%v)", cl, err)
		}
		for _, path := range []string{cl, filepath.Join("..", "..", "testdata", "llvm", name+".O0.ll"), filepath.Join("..", "..", "testdata", "llvm", name+".O2.ll")} {
			if _, err := os.Stat(path); err != nil {
				continue
			}
			t.Run(filepath.Base(path), func(t *testing.T) {
				want := runMIMD(t, load(t, path), dirs.Launch, filepath.Dir(cl))
				m := load(t, path)
				copied := false
				for _, f := range m.Kernels() {
					res, err := structurize.Apply(f, structurize.Options{})
					if err != nil {
						t.Fatal(err)
					}
					checkStructured(t, f)
					if res.CopiedBlocks > 0 {
						copied = true
						table = append(table, fmt.Sprintf("%-26s %4d %4d %4d %5d %5d %6.1f%%", filepath.Base(path), res.ForwardCopies, res.Cuts, res.LoopSplits, res.BlocksBefore, res.BlocksAfter, 100*float64(res.BlocksAfter-res.BlocksBefore)/float64(res.BlocksBefore)))
					}
				}
				if got := runMIMD(t, m, dirs.Launch, filepath.Dir(cl)); got != want {
					t.Errorf("memory differs after structurize:\n%s\nbefore:\n%s", got, want)
				}
				// STRUCT runs under PDOM: when it terminates it must agree
				// with mimd; log the dynamic warp instructions against
				// plain PDOM (the paper's Fig. 6 STRUCT column).
				pres, pbuf := runOn(t, m, "pdom", dirs.Launch, filepath.Dir(cl))
				if pres.Status == sim.StatusOK && pbuf != want {
					t.Errorf("pdom after structurize disagrees with mimd:\n%s\nmimd:\n%s", pbuf, want)
				}
				orig, _ := runOn(t, load(t, path), "pdom", dirs.Launch, filepath.Dir(cl))
				if copied {
					dyn = append(dyn, fmt.Sprintf("%-26s pdom %-8s %7d   struct+pdom %-8s %7d", filepath.Base(path), orig.Status, orig.Stats.WarpInstructions, pres.Status, pres.Stats.WarpInstructions))
				}
			})
		}
	}
	t.Logf("%-26s %4s %4s %4s %5s %5s %7s\n%s", "kernel", "fwd", "cut", "irr", "before", "after", "growth", strings.Join(table, "\n"))
	t.Logf("dynamic warp instructions:\n%s", strings.Join(dyn, "\n"))
}
