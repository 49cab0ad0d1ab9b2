package alias_test

import (
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/alias"
)

// TestSpaceOfIsDecompose checks that SpaceOf, which skips the offsets,
// gives Decompose's space for every pointer operand of the corpora's
// functions, and that the generic pointers whose space comes from their
// base (clang's host -O0 code, addrspace 0) are among them.
func TestSpaceOfIsDecompose(t *testing.T) {
	ptrs, refined := 0, 0
	for _, cf := range corpusModules(1) {
		p, m := cf.path, cf.m
		for _, f := range m.Funcs {
			f.Instrs(func(i *ir.Instr) {
				q := alias.PointerOperand(i)
				if q == nil {
					return
				}
				ptrs++
				want := alias.Decompose(q).Space
				if got := alias.SpaceOf(q); got != want {
					t.Errorf("%s: %s: %v: SpaceOf %v, Decompose %v", p, f.Name, i, got, want)
				}
				if pt, ok := q.Type().(ir.PtrType); ok && pt.Space == ir.SpaceGeneric && want != ir.SpaceGeneric {
					refined++
				}
			})
		}
	}
	if ptrs < 1000 || refined < 100 {
		t.Errorf("only %d pointer operands, %d generic ones with a concrete space", ptrs, refined)
	}
	t.Logf("%d pointer operands, %d generic ones with a concrete space", ptrs, refined)
}
