package frontier

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/transform"
)

// testKernels loads every kernel of testdata/kernels (.cl) and
// testdata/llvm (.ll), inlined as the backend compiles them.
func testKernels(t *testing.T) map[string]*ir.Module {
	t.Helper()
	out := map[string]*ir.Module{}
	cls, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.cl"))
	lls, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "llvm", "*.ll"))
	if len(cls) == 0 || len(lls) == 0 {
		t.Fatal("no kernels in testdata")
	}
	for _, path := range append(cls, lls...) {
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
			t.Fatalf("%s: %v", path, err)
		}
		if err := transform.Inline(m); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out[filepath.Base(path)] = m
	}
	return out
}

// TestJoinPointsKernels: on every bundled kernel, thread frontiers have at
// least as many join points as PDOM (the paper's Table 5 observation),
// and the frontier of every block is sound for the abstract schedule when
// the kernel is small enough to explore. With -v it prints a Table 5 for
// the kernels with unstructured control flow (more TF than PDOM joins).
func TestJoinPointsKernels(t *testing.T) {
	ms := testKernels(t)
	var names []string
	for n := range ms {
		names = append(names, n)
	}
	sort.Strings(names)
	var table []string
	for _, n := range names {
		for _, f := range ms[n].Kernels() {
			r := Compute(f)
			st := r.Stats
			if st.TFJoins < st.PDOMJoins {
				t.Errorf("%s/%s: %d TF join points < %d PDOM join points\n%s", n, f.Name, st.TFJoins, st.PDOMJoins, r)
			}
			if len(r.Order()) <= 16 {
				if bad := unsound(t, r); bad != "" {
					t.Errorf("%s/%s: %s", n, f.Name, bad)
				}
			}
			if st.TFJoins > st.PDOMJoins {
				table = append(table, fmt.Sprintf("%-28s %6d %8.2f %6d %6d %6d", n+"/"+f.Name, st.Blocks, st.AvgFrontier, st.MaxFrontier, st.TFJoins, st.PDOMJoins))
			}
		}
	}
	t.Logf("%-28s %6s %8s %6s %6s %6s\n%s", "kernel", "blocks", "avg TF", "max TF", "TF jp", "PDOM jp", strings.Join(table, "\n"))
}
