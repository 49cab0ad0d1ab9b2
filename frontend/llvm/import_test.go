package llvm_test

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/transform"
)

var update = flag.Bool("update", false, "rewrite the golden .ir files in testdata/llvm/golden")

// testdataDir is the repository's testdata directory.
const testdataDir = "../../testdata"

// llFiles returns every .ll file under testdata/llvm, relative to it.
func llFiles(t testing.TB) []string {
	t.Helper()
	root := filepath.Join(testdataDir, "llvm")
	var files []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".ll") {
			rel, _ := filepath.Rel(root, path)
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatalf("no .ll files under %s", root)
	}
	// The testdata/real corpus, relative to testdata/llvm too.
	real, _ := filepath.Glob(filepath.Join(testdataDir, "real", "*.ll"))
	for _, p := range real {
		files = append(files, filepath.Join("..", "real", filepath.Base(p)))
	}
	return files
}

func importFile(t testing.TB, rel string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", rel))
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvm.Import(filepath.Base(rel), src, llvm.Options{})
	if err != nil {
		t.Fatalf("Import: %v", err)
	}
	return m
}

// roundTrip checks print → parse → print is the identity.
func roundTrip(t *testing.T, stage string, m *ir.Module) {
	t.Helper()
	text := m.String()
	m2, err := ir.Parse(m.File, []byte(text))
	if err != nil {
		t.Fatalf("%s: parse of the printed IR: %v", stage, err)
	}
	if err := ir.VerifyModule(m2); err != nil {
		t.Fatalf("%s: the parsed IR does not verify: %v", stage, err)
	}
	if d := cmp.Diff(text, m2.String()); d != "" {
		t.Fatalf("%s: print → parse → print changed the IR (-want +got):\n%s", stage, d)
	}
}

// TestTestdata imports every .ll of testdata/llvm: it must verify, have a
// kernel, round-trip through the printer and parser, and stay valid through
// inlining and merge-returns, after which no kernel calls anything and every
// function has one exit.
func TestTestdata(t *testing.T) {
	for _, rel := range llFiles(t) {
		rel := rel
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			m := importFile(t, rel)
			if err := ir.VerifyModule(m); err != nil {
				t.Fatalf("imported IR does not verify: %v", err)
			}
			if len(m.Kernels()) == 0 {
				t.Errorf("no kernel found")
			}
			roundTrip(t, "import", m)
			if err := transform.Inline(m); err != nil {
				t.Fatalf("Inline: %v", err)
			}
			transform.RemoveDeadFuncs(m)
			for _, f := range m.Funcs {
				transform.MergeReturns(f)
			}
			if err := ir.VerifyModule(m); err != nil {
				t.Fatalf("after Inline and MergeReturns: %v", err)
			}
			for _, f := range m.Funcs {
				rets := 0
				f.Instrs(func(i *ir.Instr) {
					switch i.Op {
					case ir.OpCall:
						t.Errorf("%s still calls %s", f.Name, i.Callee().Name)
					case ir.OpRet:
						rets++
					}
				})
				if rets > 1 {
					t.Errorf("%s has %d returns after MergeReturns", f.Name, rets)
				}
			}
			roundTrip(t, "inline", m)
		})
	}
}

func TestGolden(t *testing.T) {
	// The files whose imported IR is compared with
	// testdata/llvm/golden/NAME.ir (go test -update rewrites them).
	golden := []string{
		"spinlock.O0.ll",
		"spinlock.O2.ll",
		"bank_transfer.O2.ll",
		"switch_case.O2.ll",
		"tf_exc_call.O0.ll",
		"nvptx/spinlock.O0.ll",
		"cuda/spinlock.O0.ll",
		"cuda/barrier_reduction.O2.ll",
		"debug/spinlock.g.O2.ll",
	}
	for _, rel := range golden {
		rel := rel
		t.Run(rel, func(t *testing.T) {
			got := importFile(t, rel).String()
			path := filepath.Join(testdataDir, "llvm", "golden", strings.ReplaceAll(strings.TrimSuffix(rel, ".ll"), "/", "_")+".ir")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("imported IR differs from %s (-want +got):\n%s", path, d)
			}
		})
	}
}

// TestLinePositions checks that, without debug info, every instruction is
// positioned on an instruction line of the .ll file: not blank, not a
// label, not a comment.
func TestLinePositions(t *testing.T) {
	for _, rel := range llFiles(t) {
		if strings.HasPrefix(rel, "debug/") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", rel))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		m := importFile(t, rel)
		for _, f := range m.Funcs {
			if !f.Pos.IsKnown() || !strings.HasPrefix(lines[f.Pos.Line-1], "define ") {
				t.Errorf("%s: function %s at %v, not at its define", rel, f.Name, f.Pos)
			}
			f.Instrs(func(i *ir.Instr) {
				if i.Pos.File != filepath.Base(rel) || i.Pos.Line < 1 || i.Pos.Line > len(lines) {
					t.Errorf("%s: %s in %s at %v", rel, i.Op, f.Name, i.Pos)
					return
				}
				text := strings.TrimSpace(lines[i.Pos.Line-1])
				if text == "" || strings.HasPrefix(text, ";") || strings.HasSuffix(strings.Fields(text)[0], ":") || i.Pos.Col != 3 {
					t.Errorf("%s: %s in %s at %v, on %q", rel, i.Op, f.Name, i.Pos, text)
				}
			})
		}
	}
	// Spot checks: the instructions that come from one LLVM instruction
	// are on its line.
	m := importFile(t, "spinlock.O2.ll")
	src, _ := os.ReadFile(filepath.Join(testdataDir, "llvm", "spinlock.O2.ll"))
	lines := strings.Split(string(src), "\n")
	want := map[ir.Op]string{ir.OpCmpXchg: "_Z14atomic_cmpxchg", ir.OpAtomic: "_Z11atomic_xchg", ir.OpLoad: "load", ir.OpStore: "store"}
	m.Funcs[0].Instrs(func(i *ir.Instr) {
		if w, ok := want[i.Op]; ok && !strings.Contains(lines[i.Pos.Line-1], w) {
			t.Errorf("%s at %v is on %q", i.Op, i.Pos, lines[i.Pos.Line-1])
		}
	})
}

// TestDebugPositions checks that !dbg locations become positions in the
// .cl and .cu sources, for OpenCL compiled with -g (which llir cannot read
// as clang writes it).
func TestDebugPositions(t *testing.T) {
	tests := []struct {
		file string
		op   ir.Op
		want ir.Pos
	}{
		// while (atomic_cmpxchg(lock, 0, 1) != 0) on line 23 of spinlock.cl
		{"debug/spinlock.g.O0.ll", ir.OpCmpXchg, ir.Pos{File: "spinlock.cl", Line: 23, Col: 12}},
		{"debug/spinlock.g.O2.ll", ir.OpCmpXchg, ir.Pos{File: "spinlock.cl", Line: 23, Col: 12}},
		// atomic_xchg(lock, 0) on line 27
		{"debug/spinlock.g.O0.ll", ir.OpAtomic, ir.Pos{File: "spinlock.cl", Line: 27, Col: 5}},
		// CUDA: atomicCAS is a device function of the prelude, inlined at -O2.
		{"debug/spinlock.cu.g.O2.ll", ir.OpCmpXchg, ir.Pos{File: "./cuda_prelude.h", Line: 17, Col: 77}},
		{"debug/spinlock.cu.g.O0.ll", ir.OpCall, ir.Pos{File: "spinlock.cu", Line: 11, Col: 12}},
	}
	for _, tt := range tests {
		m := importFile(t, tt.file)
		var got []ir.Pos
		for _, f := range m.Kernels() {
			f.Instrs(func(i *ir.Instr) {
				if i.Op == tt.op {
					got = append(got, i.Pos)
				}
			})
		}
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("%s: first %s at %v, want %v", tt.file, tt.op, got, tt.want)
		}
	}
}

// TestKernels checks the three ways kernels are found and the override.
func TestKernels(t *testing.T) {
	kernels := func(m *ir.Module) []string {
		var ks []string
		for _, f := range m.Kernels() {
			ks = append(ks, f.Name)
		}
		return ks
	}
	tests := []struct {
		file string
		opts llvm.Options
		want []string
	}{
		{"tf_exc_call.O0.ll", llvm.Options{}, []string{"tf_exc_call"}},                     // spir_kernel
		{"nvptx/tf_exc_call.O0.ll", llvm.Options{}, []string{"tf_exc_call"}},               // spir_kernel + !nvvm.annotations
		{"cuda/spinlock.O0.ll", llvm.Options{}, []string{"spinlock"}},                      // !nvvm.annotations only
		{"tf_exc_call.O0.ll", llvm.Options{Kernels: []string{"scale"}}, []string{"scale"}}, // --kernel
	}
	for _, tt := range tests {
		src, err := os.ReadFile(filepath.Join(testdataDir, "llvm", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		m, err := llvm.Import(tt.file, src, tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := kernels(m); !cmp.Equal(got, tt.want) {
			t.Errorf("%s %+v: kernels %v, want %v", tt.file, tt.opts, got, tt.want)
		}
	}
	src, _ := os.ReadFile(filepath.Join(testdataDir, "llvm", "spinlock.O0.ll"))
	_, err := llvm.Import("spinlock.O0.ll", src, llvm.Options{Kernels: []string{"nope"}})
	if want := "spinlock.O0.ll: error: --kernel nope: no function nope is defined in the module (defined: spinlock)"; err == nil || err.Error() != want {
		t.Errorf("unknown --kernel: %v, want %s", err, want)
	}
}
