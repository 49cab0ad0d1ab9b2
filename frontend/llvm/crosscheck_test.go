package llvm_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/loops"
	"github.com/simtc/simtc/passes/transform"
)

// TestCrossCheck compiles every kernel of testdata/kernels both ways — the
// mini-C frontend, and clang-14 -O0 → testdata/llvm/K.O0.ll → this
// frontend — and checks that, after inlining, each kernel has the same
// number of loops and the same multiset of atomic, fence and barrier
// operations either way. It is the semantic check that the two frontends
// agree on what the deadlock analysis looks at.
func TestCrossCheck(t *testing.T) {
	kernels, err := filepath.Glob(filepath.Join(testdataDir, "kernels", "*.cl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(kernels) == 0 {
		t.Fatal("no kernels in testdata/kernels")
	}
	for _, cl := range kernels {
		cl := cl
		name := strings.TrimSuffix(filepath.Base(cl), ".cl")
		t.Run(name, func(t *testing.T) {
			ll := filepath.Join(testdataDir, "llvm", name+".O0.ll")
			if _, err := os.Stat(ll); err != nil {
				t.Fatalf("%s has no %s: run testdata/llvm/regen.sh", cl, ll)
			}
			src, err := os.ReadFile(cl)
			if err != nil {
				t.Fatal(err)
			}
			mm, err := minic.Compile(filepath.Base(cl), src, minic.Options{})
			if err != nil {
				t.Fatalf("mini-C: %v", err)
			}
			lm := importFile(t, name+".O0.ll")
			for _, m := range []*ir.Module{mm, lm} {
				if err := transform.Inline(m); err != nil {
					t.Fatalf("Inline %s: %v", m.File, err)
				}
			}
			if got, want := kernelNames(lm), kernelNames(mm); !cmp.Equal(got, want) {
				t.Fatalf("kernels: LLVM path %v, mini-C path %v", got, want)
			}
			for _, mk := range mm.Kernels() {
				lk := lm.Func(mk.Name)
				if got, want := len(loops.Analyze(lk).Loops), len(loops.Analyze(mk).Loops); got != want {
					t.Errorf("%s: %d loops on the LLVM path, %d on the mini-C path", mk.Name, got, want)
				}
				if d := cmp.Diff(syncOps(mk), syncOps(lk)); d != "" {
					t.Errorf("%s: atomic, fence and barrier operations differ (-mini-C +LLVM):\n%s", mk.Name, d)
				}
			}
		})
	}
}

func kernelNames(m *ir.Module) []string {
	var names []string
	for _, f := range m.Kernels() {
		names = append(names, f.Name)
	}
	sort.Strings(names)
	return names
}

// syncOps returns the sorted multiset of f's atomic, fence and barrier
// operations, as "atomic.add *global i32", "cmpxchg *global i32",
// "barrier.shared" and the like.
func syncOps(f *ir.Func) []string {
	var ops []string
	f.Instrs(func(i *ir.Instr) {
		switch i.Op {
		case ir.OpAtomic:
			ops = append(ops, fmt.Sprintf("atomic.%s %s", i.Atomic, i.Args[0].Type()))
		case ir.OpCmpXchg:
			ops = append(ops, fmt.Sprintf("cmpxchg %s", i.Args[0].Type()))
		case ir.OpBarrier, ir.OpFence:
			ops = append(ops, fmt.Sprintf("%s flags=%d", i.Op, i.Flags))
		}
	})
	sort.Strings(ops)
	return ops
}
