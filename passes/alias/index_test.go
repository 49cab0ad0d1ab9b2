package alias_test

import (
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// TestIndexMatchesBasic checks that Index.Query, its groups and hubs
// expanded, gives exactly the writes Basic says may alias each read (and
// each write, as atomics are both), on every function of the corpora
// (with -short, of every third file).
func TestIndexMatchesBasic(t *testing.T) {
	every := 1
	if testing.Short() {
		every = 3
	}
	pairs, may := 0, 0
	for _, cf := range corpusModules(every) {
		p, m := cf.path, cf.m
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
