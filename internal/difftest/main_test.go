package difftest

import (
	"os"
	"testing"

	"github.com/simtc/simtc/internal/fuzzstderr"
)

// TestMain keeps a fuzz worker's standard error when SIMTC_FUZZ_STDERR is
// set (package fuzzstderr): the engine drops it, and with it the reason a
// worker died.
func TestMain(m *testing.M) {
	fuzzstderr.Redirect()
	os.Exit(m.Run())
}
