package alias_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// TestIndexMatchesBasic checks that Index.Query, its groups and hubs
// expanded, gives exactly the writes Basic says may alias each read (and
// each write, as atomics are both), on every function of the corpora
// (with -short, of every third file).
func TestIndexMatchesBasic(t *testing.T) {
	var paths []string
	for _, dir := range []string{"kernels", "llvm", "real", "lint", "bench/regular", "bench/irregular", "bench/sync"} {
		ps, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*"))
		paths = append(paths, ps...)
	}
	sort.Strings(paths)
	pairs, may := 0, 0
	for k, p := range paths {
		if testing.Short() && k%3 != 0 {
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
		if err != nil {
			continue
		}
		for _, f := range m.Funcs {
			for _, b := range []alias.Basic{{}, {DistinctParams: true}} {
				var ptrs, reads []ir.Value
				f.Instrs(func(i *ir.Instr) {
					if p := alias.PointerOperand(i); p != nil {
						reads = append(reads, p)
						if i.Op != ir.OpLoad {
							ptrs = append(ptrs, p)
						}
					}
				})
				c := alias.NewCached(b)
				x := c.NewIndex(ptrs)
				for _, r := range reads {
					got := make([]bool, len(ptrs))
					var expand func(g int)
					expand = func(g int) {
						for _, k := range x.Members(g) {
							if g < x.NumGroups() {
								got[k] = true
							} else {
								expand(int(k))
							}
						}
					}
					x.Query(r, expand)
					for k, w := range ptrs {
						pairs++
						want := b.Alias(r, w) != alias.NoAlias
						if want {
							may++
						}
						if got[k] != want {
							t.Errorf("%s: %s: read of %s, write to %s: Index says %v, Basic %v",
								p, f.Name, r, w, got[k], b.Alias(r, w))
						}
					}
				}
			}
		}
	}
	if pairs < 10000 || may == 0 || may == pairs {
		t.Errorf("%d pairs checked, %d may alias: too few to mean anything", pairs, may)
	}
	t.Logf("%d pairs checked, %d may alias", pairs, may)
}
