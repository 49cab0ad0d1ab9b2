package backend

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden disassembly files in testdata")

// TestGoldenDisasm compares the disassembly of representative kernels with
// testdata/NAME.golden (go test -update rewrites them).
func TestGoldenDisasm(t *testing.T) {
	for _, tc := range []struct {
		kernel, golden string
		opts           Options
	}{
		{"vecadd", "vecadd", Options{}},                                              // straight-line code, parameters
		{"switch_case", "switch_case", Options{}},                                    // switch chain, edge copies
		{"tf_fig1", "tf_fig1", Options{}},                                            // unstructured gotos
		{"barrier_reduction", "barrier_reduction", Options{}},                        // shared memory, barriers, uniform loop
		{"collange_listing1", "collange_listing1.noinline", Options{NoInline: true}}, // call/ret and the stack
		{"private_array", "private_array", Options{}},
		{"mp_loop_break", "mp_loop_break.ssy", Options{SSY: true}}, // allocas in private memory
	} {
		t.Run(tc.golden, func(t *testing.T) {
			m := compileFile(t, filepath.Join("..", "testdata", "kernels", tc.kernel+".cl"))
			o, err := Compile(m, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			var sb strings.Builder
			if err := o.WriteDisasm(&sb); err != nil {
				t.Fatal(err)
			}
			got := sb.String()
			path := filepath.Join("testdata", tc.golden+".golden")
			if *update {
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
				t.Errorf("disassembly differs from %s (-want +got):\n%s", path, d)
			}
		})
	}
}
