package lint

import (
	"testing"

	"github.com/simtc/simtc/internal/perfinput"
)

// TestPerfFile runs FuncFindings on every function of $SIMTC_PERF_LL (an
// LLVM file from bench/perf.sh); it is skipped without it. Use it with
// -cpuprofile to see where the analysis spends its time.
func TestPerfFile(t *testing.T) {
	m, _ := perfinput.Import(t)
	n := 0
	for _, f := range m.Funcs {
		n += len(FuncFindings(f, Options{}))
	}
	t.Logf("%d findings", n)
}
