package difftest

import (
	"os"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
	"github.com/simtc/simtc/internal/fuzzstderr"
)

// TestMain keeps a fuzz worker's standard error when SIMTC_FUZZ_STDERR is
// set (package fuzzstderr): the engine drops it, and with it the reason a
// worker died; and runs the tests with corpus.RunTests (a lighter garbage
// collector under go test -short).
func TestMain(m *testing.M) {
	fuzzstderr.Redirect()
	os.Exit(corpus.RunTests(m))
}
