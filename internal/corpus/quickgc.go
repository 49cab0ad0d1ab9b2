package corpus

import (
	"flag"
	"os"
	"runtime/debug"
	"testing"
)

// QuickGCPercent is the garbage collector's target under go test -short
// (see RunTests).
const QuickGCPercent = 400

// RunTests is the TestMain of the packages whose quick-loop tests
// allocate the most (the frontends, the analyses, the backend, the CLI):
// it parses the test flags and, under go test -short with no GOGC in the
// environment, sets the collector's target to QuickGCPercent before
// running m. Their tests build many short-lived modules; at the default
// 100% a quarter to a third of their CPU is the collector's (passes/deadlock
// 12.3 → 8.5 s of CPU at 400%), and the quick loop is bound by the CPU of
// two cores. The peak heap grows with it (a few hundred MB per package);
// go test ./... (CI) runs at the default, and so does -short with GOGC set.
// The simulator's packages are not among them: they allocate little, and
// some of their tests measure memory.
func RunTests(m *testing.M) int {
	flag.Parse()
	if testing.Short() && os.Getenv("GOGC") == "" {
		debug.SetGCPercent(QuickGCPercent)
	}
	return m.Run()
}
