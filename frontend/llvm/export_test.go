package llvm

import (
	"runtime"

	"github.com/simtc/simtc/ir"
)

// ImportBothPaths imports src on llir's path and on the fast path
// (fastparse.go) and returns what each printed (module text or error), for
// the external tests' differential checks (FuzzImport).
func ImportBothPaths(name string, src []byte) (slow, fast string) {
	return importBoth(name, src, false)
}

// ImportLLIR is Import on llir's path only (no fast parser), for the
// benchmarks' comparison.
func ImportLLIR(file string, src []byte) (*ir.Module, error) {
	m, _, err := importFile(file, src, Options{}, false, runtime.GOMAXPROCS(0), true)
	return m, err
}
