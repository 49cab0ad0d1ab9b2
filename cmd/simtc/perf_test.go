package main

import (
	"os"
	"testing"
)

// TestPerfAnalyze runs `simtc analyze` and `simtc lint` on $SIMTC_PERF_LL
// (an input of bench/perf.sh); it is skipped without it. Use it with
// -cpuprofile to see where the commands spend their time (issue 18).
func TestPerfAnalyze(t *testing.T) {
	path := os.Getenv("SIMTC_PERF_LL")
	if path == "" {
		t.Skip("SIMTC_PERF_LL is not set")
	}
	for _, cmd := range []string{"analyze", "lint"} {
		if code, _, errs := simtc(t, cmd, path); code > 1 {
			t.Fatalf("%s: exit %d\n%s", cmd, code, errs)
		}
	}
}
