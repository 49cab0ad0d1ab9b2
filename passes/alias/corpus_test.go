package alias_test

import (
	"os"
	"path/filepath"
	"sort"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
)

// corpusFile is a file of the kernel corpora and its module.
type corpusFile struct {
	path string
	m    *ir.Module
}

// corpusModules compiles every every-th file (in path order) of the
// repository's kernel corpora, .cl and .ll, leaving out those that do not
// compile: the corpus the whole-corpus tests of this package check.
func corpusModules(every int) []corpusFile {
	var paths []string
	for _, dir := range []string{"kernels", "llvm", "real", "lint", "bench/regular", "bench/irregular", "bench/sync"} {
		ps, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*"))
		paths = append(paths, ps...)
	}
	sort.Strings(paths)
	var out []corpusFile
	for k, p := range paths {
		if k%every != 0 {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		var m *ir.Module
		switch filepath.Ext(p) {
		case ".cl":
			m, err = minic.Compile(p, src, minic.Options{})
		case ".ll":
			m, err = llvm.Import(p, src, llvm.Options{})
		default:
			continue
		}
		if err == nil {
			out = append(out, corpusFile{p, m})
		}
	}
	return out
}
