package corpus

import "testing"

// Sweep marks t as a corpus sweep and skips it under go test -short.
//
// A corpus sweep is a test whose work grows with testdata: it runs every
// kernel (or every .ll, or a large fixed batch of generated kernels)
// through a frontend, the pipeline, LLVM's tools or the simulator. The
// sweeps keep the properties that only the whole corpus shows; the unit
// tests beside them keep each property on a few small inputs. So
//
//	go test -short ./...   the edit-compile-test loop: unit tests only
//	go test ./...          everything, the sweeps included (README, CI)
//
// Every sweep calls Sweep first, so that one rule decides what -short
// leaves out; doc.go lists the sweeps and where each lives.
func Sweep(t testing.TB, what string) {
	t.Helper()
	if testing.Short() {
		t.Skip("corpus sweep (" + what + "): runs with go test ./..., not with -short")
	}
}
