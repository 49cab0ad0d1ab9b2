package driver

import (
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/ir"
)

// LoadEach reads the LLVM file path as Load would, but hands each function
// to visit as soon as it has lowered and passed the verifier, one at a
// time in module order (frontend/llvm.ImportEachInOrder), and drops its
// body when visit returns: simtc build compiles each kernel as it arrives
// and never holds the whole module. ok is false when path is not an LLVM
// file, when Load would fail (an unreadable file, an import or directive
// error), when the import cannot be streamed, or when visit returned
// false: the caller must then Load the file, which reports any error.
// With ok, warnings are the module's (Source.Warnings).
func LoadEach(path string, o frontend.Options, visit func(f *ir.Func) bool) (warnings []ir.Warning, ok bool) {
	if frontend.KindOf(path) != frontend.LLVM {
		return nil, false
	}
	text, err := frontend.ReadFile(path)
	if err != nil {
		return nil, false
	}
	// The directive errors of Load's readDirectives.
	ds, err := llvm.ScanDirectives(path, text)
	if err != nil {
		return nil, false
	}
	if (&Source{Path: path, Kind: frontend.LLVM}).addDirectives(ds) != nil {
		return nil, false
	}
	m, ok := llvm.ImportEachInOrder(path, text, llvm.Options{Kernels: o.Kernels}, visit)
	if !ok {
		return nil, false
	}
	return m.Warnings, true
}
