package minic_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/internal/corpus"
)

// The testdata/real kernels of the integer and vector builtins (lg_*.cl:
// mul_hi, mad_hi, mad_sat, upsample, shuffle, shuffle2, the vector
// relational functions, smoothstep, the saturating and rounding
// conversions …): mini-C's run of the .cl meets the expectations, which
// are the kernel's native results (internal/corpus's TestRealNative), and
// equals the LLVM frontend's run of each committed clang-14 .ll.
func TestIntBuiltinRealKernels(t *testing.T) {
	root := corpus.Root()
	paths, _ := filepath.Glob(filepath.Join(root, "testdata", "real", "lg_*.cl"))
	if len(paths) < 2 {
		t.Fatalf("found %d testdata/real/lg_*.cl kernels", len(paths))
	}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := minic.Compile(path, src, minic.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var launch string
			var expects []string
			for _, d := range m.Directives {
				switch d.Kind {
				case "launch":
					launch = d.Text
				case "expect":
					expects = append(expects, d.Text)
				}
			}
			exps, err := harness.ParseExpects(expects)
			if err != nil || len(exps) == 0 {
				t.Fatalf("expectations: %v (%d)", err, len(exps))
			}
			mc := runByValue(t, m, launch)
			for _, e := range harness.Check(exps, mc) {
				t.Errorf("mini-C: %v", e)
			}
			l, err := harness.ParseLaunch(launch, ".")
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []string{"spir64.O0", "spir64.O2", "nvptx64.O0", "nvptx64.O2"} {
				ll := filepath.Join(root, "testdata", "real", name+"."+v+".ll")
				text, err := os.ReadFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				lm, err := llvm.Import(ll, text, llvm.Options{})
				if err != nil {
					t.Fatalf("%s: %v", ll, err)
				}
				for i, p := range lm.Kernels()[0].Params {
					p.Name = l.Args[i].Name // clang -O2 for nvptx64 drops them
				}
				sameBuffers(t, name+"."+v, runByValue(t, lm, launch), mc)
			}
		})
	}
}
