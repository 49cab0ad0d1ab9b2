package backend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/sim/isa"
)

// kernelFiles returns the bundled mini-C kernels.
func kernelFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "kernels", "*.cl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no kernels found: %v", err)
	}
	return files
}

// compileFile compiles a mini-C kernel file to IR, naming it by its base name.
func compileFile(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := minic.Compile(filepath.Base(path), src, minic.Options{})
	if err != nil {
		t.Fatalf("minic: %v", err)
	}
	return m
}

func TestCompileKernels(t *testing.T) {
	for _, path := range kernelFiles(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".cl")
		for _, opts := range []struct {
			name string
			o    Options
		}{{"inline", Options{}}, {"noinline", Options{NoInline: true}}, {"alldiv", Options{AllDivergent: true}}} {
			t.Run(name+"/"+opts.name, func(t *testing.T) {
				m := compileFile(t, path)
				o, err := Compile(m, opts.o)
				if err != nil {
					t.Fatalf("Compile: %v", err)
				}
				b, err := isa.Marshal(o)
				if err != nil {
					t.Fatalf("Marshal: %v", err)
				}
				o2, err := isa.Unmarshal(b)
				if err != nil {
					t.Fatalf("Unmarshal: %v", err)
				}
				if len(o2.Code) != len(o.Code) {
					t.Fatalf("round trip changed the code size")
				}
				if testing.Verbose() && (opts.name == "inline" || name == "collange_listing1") {
					var sb strings.Builder
					o.WriteDisasm(&sb)
					t.Log("\n" + sb.String())
				}
			})
		}
	}
}

// TestDeterministic compiles every kernel twice and requires identical
// object files.
func TestDeterministic(t *testing.T) {
	for _, path := range kernelFiles(t) {
		for i := 0; i < 2; i++ {
			o, err := Compile(compileFile(t, path), Options{NoInline: i == 0})
			if err != nil {
				t.Fatal(err)
			}
			o2, err := Compile(compileFile(t, path), Options{NoInline: i == 0})
			if err != nil {
				t.Fatal(err)
			}
			b1, _ := isa.Marshal(o)
			b2, _ := isa.Marshal(o2)
			if string(b1) != string(b2) {
				t.Errorf("%s: two compilations differ", path)
			}
		}
	}
}

func BenchmarkCompile(b *testing.B) {
	var srcs [][]byte
	var names []string
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "kernels", "*.cl"))
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs, names = append(srcs, src), append(names, filepath.Base(f))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, src := range srcs {
			b.StopTimer()
			m, err := minic.Compile(names[k], src, minic.Options{})
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if _, err := Compile(m, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
