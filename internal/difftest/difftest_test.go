package difftest

import (
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
)

func check(t *testing.T, data []byte) {
	t.Helper()
	k, err := Check(data)
	if err != nil {
		t.Fatalf("%v\nkernel (ssde=%v nvidia=%v inline=%v):\n%s", err, k.SSDE, k.Nvidia, k.Inline, k.Source)
	}
}

// FuzzChain is the differential fuzzer: go test -fuzz=FuzzChain.
func FuzzChain(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"))
	f.Add([]byte("loops and gotos and switches, oh my: 0123456789abcdef"))
	f.Fuzz(func(t *testing.T, data []byte) {
		k := Generate(data)
		if err := CheckKernelWith(k, FuzzLimits(data)); err != nil && err != Skipped {
			t.Fatalf("%v\nkernel (ssde=%v nvidia=%v inline=%v):\n%s", err, k.SSDE, k.Nvidia, k.Inline, k.Source)
		}
	})
}

// TestSeeded runs a fixed set of random kernels (a few seconds).
func TestSeeded(t *testing.T) {
	corpus.Sweep(t, "120 random kernels through every mechanism")
	n := 120
	r := rand.New(rand.NewSource(1))
	for i := 0; i < n; i++ {
		data := make([]byte, 24+r.Intn(200))
		r.Read(data)
		check(t, data)
	}
}

// TestGenerateDeterministic: the same input gives the same kernel.
func TestGenerateDeterministic(t *testing.T) {
	data := []byte("same input, same kernel, every time")
	if a, b := Generate(data).Source, Generate(data).Source; a != b {
		t.Errorf("two kernels from one input:\n%s\n---\n%s", a, b)
	}
}

// TestKept re-checks the kernels of earlier failures, kept as source in
// testdata (the fuzz seeds in testdata/fuzz depend on the generator's
// version; these do not).
func TestKept(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*.cl"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no kept kernels: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			k, err := ParseKernel(string(src))
			if err != nil {
				t.Fatal(err)
			}
			if err := CheckKernel(k); err != nil {
				t.Fatal(err)
			}
		})
	}
}
