package isa

import (
	"go/build"
	"strings"
	"testing"
)

// TestLeaf: the ISA is the contract between the backend and the simulator
// and imports nothing of the compiler: only the standard library and the
// math-function table and the printf formats (each itself a leaf).
func TestLeaf(t *testing.T) {
	for _, dir := range []string{".", "../../mathfn", "../../internal/cfmt"} {
		p, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			std := !strings.Contains(strings.SplitN(imp, "/", 2)[0], ".")
			if !std && !(dir == "." && (imp == "github.com/simtc/simtc/mathfn" || imp == "github.com/simtc/simtc/internal/cfmt")) {
				t.Errorf("%s imports %s", p.ImportPath, imp)
			}
		}
	}
}
