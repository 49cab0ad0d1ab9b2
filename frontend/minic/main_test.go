package minic_test

import (
	"os"
	"testing"

	"github.com/simtc/simtc/internal/corpus"
)

// TestMain runs the tests with corpus.RunTests: a lighter garbage
// collector under go test -short.
func TestMain(m *testing.M) {
	os.Exit(corpus.RunTests(m))
}
