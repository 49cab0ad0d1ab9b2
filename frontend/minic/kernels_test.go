package minic

import (
	"os"

	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/simtc/simtc/ir"
)

// kernelFiles returns the mini-C kernels of testdata/kernels.
func kernelFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "kernels", "*.cl"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestCompileKernels(t *testing.T) {
	files := kernelFiles(t)
	if len(files) == 0 {
		t.Skip("no kernels in testdata/kernels")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Compile(filepath.Base(file), src, Options{})
			if err != nil {
				t.Fatalf("Compile: %v", err)
			}
			if err := ir.VerifyModule(m); err != nil {
				t.Fatalf("VerifyModule: %v\n%s", err, m)
			}
			// The printed module must parse back to the same text.
			text := m.String()
			m2, err := ir.Parse(m.File, []byte(text))
			if err != nil {
				t.Fatalf("ir.Parse of the printed module: %v\n%s", err, text)
			}
			if diff := cmp.Diff(text, m2.String()); diff != "" {
				t.Errorf("print → parse → print differs (-first +second):\n%s", diff)
			}
			if len(m.Kernels()) == 0 {
				t.Errorf("no kernel in %s", file)
			}
			if testing.Verbose() {
				t.Log(m.String())
			}
		})
	}
}
