// Package perfinput gives the tests and benchmarks that measure one of
// bench/perf.sh's inputs the file perf.sh names in $SIMTC_PERF_LL: its
// text, or its import with its block count. Without the variable the test
// is skipped.
package perfinput

import (
	"os"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// Env is the environment variable bench/perf.sh sets to an input's path.
const Env = "SIMTC_PERF_LL"

// Read returns the path and text of $SIMTC_PERF_LL; it skips tb when the
// variable is not set.
func Read(tb testing.TB) (string, []byte) {
	tb.Helper()
	path := os.Getenv(Env)
	if path == "" {
		tb.Skip(Env + " is not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return path, src
}

// Import returns $SIMTC_PERF_LL imported (llvm.Options{}) and its number
// of blocks over all functions; it skips tb when the variable is not set.
func Import(tb testing.TB) (*ir.Module, int) {
	tb.Helper()
	path, src := Read(tb)
	m, err := llvm.Import(path, src, llvm.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	blocks := 0
	for _, f := range m.Funcs {
		blocks += len(f.Blocks)
	}
	return m, blocks
}
