package lint

import (
	"os"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
)

// TestPerfFile runs FuncFindings on every function of $SIMTC_PERF_LL (an
// LLVM file from bench/perf.sh); it is skipped without it. Use it with
// -cpuprofile to see where the analysis spends its time.
func TestPerfFile(t *testing.T) {
	path := os.Getenv("SIMTC_PERF_LL")
	if path == "" {
		t.Skip("SIMTC_PERF_LL is not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llvm.Import(path, src, llvm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range m.Funcs {
		n += len(FuncFindings(f, Options{}))
	}
	t.Logf("%d findings", n)
}
